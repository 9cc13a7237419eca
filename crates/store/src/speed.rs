//! The words of the store's small types: [`Speed`], [`Score`] and [`Glicko`] as text, each
//! read back by `FromStr` (the operator commands and the database keep them so).

use crate::model::{Glicko, Score, Speed};
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// Above this deviation a rating is provisional (lichess: 110).
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// A word that names no speed or result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownWord {
    /// What it should have named ("speed", "result").
    pub what: &'static str,
    /// The word.
    pub word: String,
}

impl fmt::Display for UnknownWord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown {} {:?}", self.what, self.word)
    }
}

impl std::error::Error for UnknownWord {}

impl Speed {
    /// Every speed, fastest first.
    pub const ALL: [Speed; 4] = [Speed::Blitz, Speed::Rapid, Speed::Classical, Speed::Correspondence];

    /// The speed of a game of `base` per side plus `increment` per move: its estimated length
    /// is base + 40 × increment (forty moves each), blitz under 8 minutes, rapid under 25.
    pub fn of(base: Duration, increment: Duration) -> Speed {
        let estimate = base.as_secs_f64() + 40.0 * increment.as_secs_f64();
        if estimate < 8.0 * 60.0 {
            Speed::Blitz
        } else if estimate < 25.0 * 60.0 {
            Speed::Rapid
        } else {
            Speed::Classical
        }
    }

    /// Its word: `blitz`.
    pub fn name(self) -> &'static str {
        match self {
            Speed::Blitz => "blitz",
            Speed::Rapid => "rapid",
            Speed::Classical => "classical",
            Speed::Correspondence => "correspondence",
        }
    }
}

impl fmt::Display for Speed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Speed {
    type Err = UnknownWord;

    fn from_str(s: &str) -> Result<Speed, UnknownWord> {
        Speed::ALL
            .into_iter()
            .find(|speed| speed.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownWord { what: "speed", word: s.to_string() })
    }
}

impl Score {
    /// The result token of records: `1-0`, `1/2-1/2`, `0-1`.
    pub fn token(self) -> &'static str {
        match self {
            Score::FirstWon => "1-0",
            Score::Draw => "1/2-1/2",
            Score::SecondWon => "0-1",
        }
    }

    /// The first player's points: 1, 0.5 or 0.
    pub fn points(self) -> f64 {
        match self {
            Score::FirstWon => 1.0,
            Score::Draw => 0.5,
            Score::SecondWon => 0.0,
        }
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.token())
    }
}

impl FromStr for Score {
    type Err = UnknownWord;

    /// Reads a result token; `*` (no result) is not a score.
    fn from_str(s: &str) -> Result<Score, UnknownWord> {
        [Score::FirstWon, Score::Draw, Score::SecondWon]
            .into_iter()
            .find(|score| score.token() == s.trim())
            .ok_or_else(|| UnknownWord { what: "result", word: s.to_string() })
    }
}

impl Glicko {
    /// A new player's rating: 1500, deviation 350, volatility 0.09 (lichess's start).
    pub const START: Glicko = Glicko { rating: 1500.0, deviation: 350.0, volatility: 0.09 };

    /// Whether the rating is still provisional: its deviation is over [`PROVISIONAL_DEVIATION`].
    pub fn provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }
}

impl fmt::Display for Glicko {
    /// The rating rounded, with `?` while provisional: `1532?`, `1710`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:.0}{}", self.rating, if self.provisional() { "?" } else { "" })
    }
}

/// The change of a rating as players see it at the game's end: `+12`, `-7`, `+0`.
pub fn change(before: &Glicko, after: &Glicko) -> String {
    format!("{:+.0}", after.rating.round() - before.rating.round())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn speeds_follow_the_estimated_length() {
        let min = |m: u64| Duration::from_secs(m * 60);
        let s = Duration::from_secs;
        // 3+2: 180 + 80 = 260 s; 5+0: 300 s; 10+5: 600 + 200 = 800 s; 15+10: 900 + 400 = 1300 s.
        assert_eq!(Speed::of(min(3), s(2)), Speed::Blitz);
        assert_eq!(Speed::of(min(5), s(0)), Speed::Blitz);
        assert_eq!(Speed::of(min(10), s(5)), Speed::Rapid);
        assert_eq!(Speed::of(min(15), s(10)), Speed::Rapid);
        // 8 minutes exactly is rapid, 25 exactly classical; 20+15 = 1200 + 600 = 1800 s.
        assert_eq!(Speed::of(min(8), s(0)), Speed::Rapid);
        assert_eq!(Speed::of(min(25), s(0)), Speed::Classical);
        assert_eq!(Speed::of(min(20), s(15)), Speed::Classical);
    }

    #[test]
    fn words_read_back() {
        for speed in Speed::ALL {
            assert_eq!(speed.to_string().parse::<Speed>(), Ok(speed));
        }
        assert_eq!("Rapid".parse::<Speed>(), Ok(Speed::Rapid));
        assert!("bullet".parse::<Speed>().is_err());
        for score in [Score::FirstWon, Score::Draw, Score::SecondWon] {
            assert_eq!(score.to_string().parse::<Score>(), Ok(score));
        }
        assert_eq!("*".parse::<Score>(), Err(UnknownWord { what: "result", word: "*".into() }));
    }

    #[test]
    fn provisional_ratings_show_a_question_mark() {
        let g = |rating, deviation| Glicko { rating, deviation, volatility: 0.09 };
        assert_eq!(g(1532.4, 150.0).to_string(), "1532?");
        assert_eq!(g(1709.6, 110.0).to_string(), "1710");
        assert!(Glicko::START.provisional());
        assert_eq!(change(&g(1500.0, 300.0), &g(1511.6, 280.0)), "+12");
        assert_eq!(change(&g(1500.4, 300.0), &g(1493.4, 280.0)), "-7");
    }
}
