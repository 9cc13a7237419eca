//! Rating updates: Glicko-2 (Glickman's system, computed by the `skillratings` crate) with
//! lichess's settings: a new player starts at 1500 with deviation 350 and volatility 0.09, τ
//! is 0.75, and a deviation never exceeds 500. Every rated game is a rating period of its
//! own (as lichess does), and a rating unused for a while grows less sure: before a game its
//! deviation grows by one period's volatility per day since it was last played.

use crate::model::{Glicko, Score, Timestamp};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

/// The system constant τ: how much the volatility may change.
pub const TAU: f64 = 0.75;
/// The largest deviation.
pub const MAX_DEVIATION: f64 = 500.0;
/// The Glicko-2 scale: 400 / ln 10.
const SCALE: f64 = 173.7178;
/// A day: one rating period of inactivity.
const DAY: i64 = 24 * 3600;

fn config() -> Glicko2Config {
    Glicko2Config { tau: TAU, ..Glicko2Config::new() }
}

fn from(g: &Glicko) -> Glicko2Rating {
    Glicko2Rating { rating: g.rating, deviation: g.deviation, volatility: g.volatility }
}

fn to(g: Glicko2Rating) -> Glicko {
    Glicko { rating: g.rating, deviation: g.deviation.min(MAX_DEVIATION), volatility: g.volatility }
}

/// `g`, last played at `last`, as sure as it is at `now`: its deviation grown by one
/// period's volatility per whole day between (φ' = √(φ² + n·σ²) on the Glicko-2 scale), at
/// most [`MAX_DEVIATION`].
pub fn aged(g: Glicko, last: Timestamp, now: Timestamp) -> Glicko {
    let days = now.saturating_sub(last) / DAY;
    if days <= 0 {
        return g;
    }
    let days = days as f64;
    let phi = g.deviation / SCALE;
    let grown = (phi * phi + days * g.volatility * g.volatility).sqrt() * SCALE;
    Glicko { deviation: grown.min(MAX_DEVIATION), ..g }
}

/// Both players' ratings after a game between them that the first player scored `score` in.
pub fn rate(first: &Glicko, second: &Glicko, score: Score) -> (Glicko, Glicko) {
    let outcome = match score {
        Score::FirstWon => Outcomes::WIN,
        Score::Draw => Outcomes::DRAW,
        Score::SecondWon => Outcomes::LOSS,
    };
    let (a, b) = glicko2(&from(first), &from(second), &outcome, &config());
    (to(a), to(b))
}

#[cfg(test)]
mod tests {
    use super::*;
    use skillratings::glicko2::glicko2_rating_period;

    fn g(rating: f64, deviation: f64, volatility: f64) -> Glicko {
        Glicko { rating, deviation, volatility }
    }

    /// Glickman, "Example of the Glicko-2 system" (2013), §"Example calculation": τ = 0.5,
    /// a 1500/200/0.06 player beats 1400/30, loses to 1550/100 and to 1700/300, and comes out
    /// at 1464.06 / 151.52 / 0.05999.
    #[test]
    fn glickmans_example() {
        let player = g(1500.0, 200.0, 0.06);
        let games = [(g(1400.0, 30.0, 0.06), 1.0), (g(1550.0, 100.0, 0.06), 0.0), (g(1700.0, 300.0, 0.06), 0.0)];
        let results: Vec<(Glicko2Rating, Outcomes)> =
            games.iter().map(|(o, p)| (from(o), if *p == 1.0 { Outcomes::WIN } else { Outcomes::LOSS })).collect();
        let paper = Glicko2Config { tau: 0.5, ..Glicko2Config::new() };
        let after = to(glicko2_rating_period(&from(&player), &results, &paper));
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
        // Our τ of 0.75 moves the volatility, not the steps before it: the rating stays within
        // a point of the paper's.
        let ours = to(glicko2_rating_period(&from(&player), &results, &config()));
        assert!((ours.rating - 1464.06).abs() < 1.0, "{ours:?}");
    }

    /// One game worked by hand from Glickman's formulas (steps 2 to 8), both new players
    /// (1500/350/0.09), the first wins:
    /// μ = 0, φ = 350/173.7178 = 2.014762; g(φ) = 1/√(1 + 3φ²/π²) = 0.669069;
    /// E = 1/(1 + e^0) = 0.5; v = 1/(g²·E·(1−E)) = 8.935475; Δ = v·g·(1 − E) = 2.989226.
    /// Step 5 (τ = 0.75, Illinois iteration) leaves σ′ = 0.089998; φ* = √(φ² + σ′²) = 2.016771;
    /// φ′ = 1/√(1/φ*² + 1/v) = 1.671846 → RD′ = 173.7178·φ′ = 290.43;
    /// μ′ = φ′²·g·(1 − E) = 0.935048 → r′ = 1500 + 173.7178·μ′ = 1662.43.
    #[test]
    fn one_game_between_new_players_as_worked_by_hand() {
        let (winner, loser) = rate(&Glicko::START, &Glicko::START, Score::FirstWon);
        assert!((winner.rating - 1662.43).abs() < 0.05, "{winner:?}");
        assert!((winner.deviation - 290.43).abs() < 0.05, "{winner:?}");
        assert!((loser.rating - (1500.0 - 162.43)).abs() < 0.05, "{loser:?}");
        assert!((winner.volatility - 0.09).abs() < 0.0001, "{winner:?}");
        let (a, b) = rate(&Glicko::START, &Glicko::START, Score::Draw);
        assert!((a.rating - 1500.0).abs() < 1e-9 && (b.rating - 1500.0).abs() < 1e-9);
    }

    #[test]
    fn an_unused_rating_grows_unsure_up_to_the_limit() {
        let sure = g(1800.0, 60.0, 0.06);
        // 100 days: φ = 60/173.7178 = 0.345388; √(0.119293 + 100·0.0036) = 0.692317 → 120.27.
        let later = aged(sure, 0, 100 * DAY);
        assert!((later.deviation - 120.27).abs() < 0.01, "{later:?}");
        assert_eq!(aged(sure, 0, DAY - 1), sure);
        assert_eq!(aged(sure, 0, 1_000_000 * DAY).deviation, MAX_DEVIATION);
        assert_eq!(aged(sure, 50, 0), sure);
    }
}
