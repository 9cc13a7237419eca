//! Time controls and chess clocks, for any game and any place it is played: the terminal game's
//! local clocks and the server's tables use this one copy. A control is minutes per side plus
//! seconds added per move, or (with a base of whole days and no increment) a correspondence
//! game's days for each move. Nothing here reads the time: every call is given `now`, so a
//! test moves time by hand by passing a later instant.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use std::time::{Duration, Instant};

/// A day.
pub const DAY: Duration = Duration::from_secs(24 * 3600);

/// The days per move a correspondence game may have.
pub const DAYS: [u8; 6] = [1, 2, 3, 5, 7, 14];

/// Minutes per side and seconds added after each move; or, with a base of whole days and no
/// increment, a correspondence game's days for each move ([`TimeControl::days`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct TimeControl {
    /// Each side's time at the start.
    pub base: Duration,
    /// Added to a side's time after each of its moves.
    pub increment: Duration,
}

/// The live time controls offered, after "no clock": online and in the New-game form.
pub const PRESETS: [TimeControl; 4] = [tc(3, 2), tc(5, 3), tc(10, 5), tc(15, 10)];

const fn tc(minutes: u64, seconds: u64) -> TimeControl {
    TimeControl { base: Duration::from_secs(minutes * 60), increment: Duration::from_secs(seconds) }
}

impl TimeControl {
    /// `days` for each move.
    pub const fn per_move(days: u8) -> TimeControl {
        TimeControl { base: Duration::from_secs(days as u64 * 24 * 3600), increment: Duration::ZERO }
    }

    /// The days for each move of a correspondence control; `None` for a live one.
    pub fn days(&self) -> Option<u8> {
        let whole = self.increment.is_zero() && self.base.subsec_nanos() == 0;
        days_of(self.base.as_secs()).filter(|_| whole)
    }

    /// As the `TimeControl` tag writes it (PGN's seconds+seconds): `300+0`; a correspondence
    /// game's as PGN writes one move per period: `1/259200`.
    pub fn tag(&self) -> String {
        match self.days() {
            Some(_) => format!("1/{}", self.base.as_secs()),
            None => format!("{}+{}", self.base.as_secs(), self.increment.as_secs()),
        }
    }

    /// Reads a `TimeControl` tag.
    pub fn from_tag(text: &str) -> Option<TimeControl> {
        if let Some(period) = text.strip_prefix("1/") {
            let secs = period.trim().parse::<u64>().ok()?;
            return days_of(secs).map(TimeControl::per_move);
        }
        let (base, increment) = text.split_once('+')?;
        let secs = |s: &str| s.trim().parse::<u32>().ok().map(|n| Duration::from_secs(n.into()));
        Some(TimeControl { base: secs(base)?, increment: secs(increment)? })
    }
}

/// The days offered that `secs` makes, if it makes whole days of one of them.
pub fn days_of(secs: u64) -> Option<u8> {
    DAYS.into_iter().find(|&d| secs == u64::from(d) * DAY.as_secs())
}

impl fmt::Display for TimeControl {
    /// `5+0`: minutes, then seconds added per move; `3 days` for a correspondence game.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.days() {
            Some(1) => f.write_str("1 day"),
            Some(days) => write!(f, "{days} days"),
            None => write!(f, "{}+{}", self.base.as_secs() / 60, self.increment.as_secs()),
        }
    }
}

/// A time control as a player or an operator writes it that names none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadControl(pub String);

impl fmt::Display for BadControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let days: Vec<String> = DAYS.iter().map(u8::to_string).collect();
        write!(
            f,
            "bad time control {:?}: write minutes+seconds (5+3) or days per move ({} days)",
            self.0,
            days.join(", ")
        )
    }
}

impl std::error::Error for BadControl {}

impl FromStr for TimeControl {
    type Err = BadControl;

    /// Reads what [`fmt::Display`] writes: `5+3` (minutes, seconds), `1 day`, `3 days` (also
    /// `3d`).
    fn from_str(s: &str) -> Result<TimeControl, BadControl> {
        let bad = || BadControl(s.to_string());
        let text = s.trim();
        if let Some((minutes, seconds)) = text.split_once('+') {
            let n = |w: &str| w.trim().parse::<u16>().ok().map(u64::from);
            let (minutes, seconds) = (n(minutes).ok_or_else(bad)?, n(seconds).ok_or_else(bad)?);
            let control =
                TimeControl { base: Duration::from_secs(minutes * 60), increment: Duration::from_secs(seconds) };
            return (minutes > 0 && control.base < DAY).then_some(control).ok_or_else(bad);
        }
        let number = text.trim_end_matches("days").trim_end_matches("day").trim_end_matches('d').trim();
        let days = number.parse::<u8>().ok().filter(|d| DAYS.contains(d)).ok_or_else(bad)?;
        Ok(TimeControl::per_move(days))
    }
}

/// A clock for a local game that is not minutes+seconds: days per move are for online
/// correspondence games only.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadLocalClock(pub String);

impl fmt::Display for BadLocalClock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad clock {:?}: write minutes+seconds added per move, such as 5+3 (1 to 1439 minutes)", self.0)
    }
}

impl std::error::Error for BadLocalClock {}

impl TimeControl {
    /// Reads a live control, `5+3`, as a local game's clock takes it (no days per move).
    pub fn parse_live(s: &str) -> Result<TimeControl, BadLocalClock> {
        s.parse::<TimeControl>().ok().filter(|c| c.days().is_none()).ok_or_else(|| BadLocalClock(s.to_string()))
    }
}

impl TryFrom<String> for TimeControl {
    type Error = BadControl;
    fn try_from(s: String) -> Result<TimeControl, BadControl> {
        s.parse()
    }
}

impl From<TimeControl> for String {
    fn from(control: TimeControl) -> String {
        control.to_string()
    }
}

/// Both sides' clocks: the time each had left when its last move ended, and since when the
/// side to move has been thinking (not while the clocks are stopped).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clocks {
    /// The time control.
    pub control: TimeControl,
    left: [Duration; 2],
    running: Option<(usize, Instant)>,
}

impl Clocks {
    /// Both sides with the full time, stopped.
    pub fn new(control: TimeControl) -> Clocks {
        Clocks { control, left: [control.base; 2], running: None }
    }

    /// Clocks with `left` for each side, stopped (a game brought back after a restart).
    pub fn resumed(control: TimeControl, left: [Duration; 2]) -> Clocks {
        Clocks { control, left, running: None }
    }

    /// The clocks a record keeps, `moves` moves into its game: full time without a `Clocks`
    /// tag (`left`); `None` when the tag does not read or gives a side more than its base
    /// plus an increment for every move played.
    pub fn from_record(control: TimeControl, left: Option<&str>, moves: usize) -> Option<Clocks> {
        let Some(text) = left else { return Some(Clocks::new(control)) };
        let moves = u32::try_from(moves).unwrap_or(u32::MAX).saturating_add(1);
        let most =
            control.increment.checked_mul(moves).and_then(|i| i.checked_add(control.base)).unwrap_or(Duration::MAX);
        let left = Clocks::left_from_tag(text).filter(|left| left.iter().all(|l| *l <= most))?;
        Some(Clocks::resumed(control, left))
    }

    /// Starts `side`'s clock at `now` (if no clock runs).
    pub fn start(&mut self, side: usize, now: Instant) {
        if self.running.is_none() {
            self.running = Some((side, now));
        }
    }

    /// Stops the clocks, keeping what is left.
    pub fn stop(&mut self, now: Instant) {
        self.left = self.at(now);
        self.running = None;
    }

    /// `side` moved at `now`: its time is spent and the increment added (in a correspondence
    /// game, its time is whole again for its next move); the other side's clock starts.
    pub fn moved(&mut self, side: usize, now: Instant) {
        self.left = self.at(now);
        if self.control.days().is_some() {
            self.left[side] = self.control.base;
        } else {
            self.left[side] += self.control.increment;
        }
        self.running = Some((1 - side, now));
    }

    /// Each side's time left at `now` (zero when it ran out).
    pub fn at(&self, now: Instant) -> [Duration; 2] {
        let mut left = self.left;
        if let Some((side, since)) = self.running {
            left[side] = left[side].saturating_sub(now.saturating_duration_since(since));
        }
        left
    }

    /// The side whose time has run out at `now`.
    pub fn fallen(&self, now: Instant) -> Option<usize> {
        let (side, _) = self.running?;
        self.at(now)[side].is_zero().then_some(side)
    }

    /// The side whose clock runs and when its time runs out (if it is not stopped first).
    pub fn deadline(&self) -> Option<(usize, Instant)> {
        self.running.map(|(side, since)| (side, since + self.left[side]))
    }

    /// The side whose clock runs.
    pub fn running(&self) -> Option<usize> {
        self.running.map(|(side, _)| side)
    }

    /// The `Clocks` tag: each side's seconds left when the clocks last stopped or a move
    /// ended, `281.4 300.0`.
    pub fn tag(&self) -> String {
        format!("{:.1} {:.1}", self.left[0].as_secs_f64(), self.left[1].as_secs_f64())
    }

    /// Reads a `Clocks` tag.
    pub fn left_from_tag(text: &str) -> Option<[Duration; 2]> {
        let mut it =
            text.split_whitespace().map(|w| w.parse::<f64>().ok().and_then(|s| Duration::try_from_secs_f64(s).ok()));
        let left = [it.next()??, it.next()??];
        it.next().is_none().then_some(left)
    }
}

/// A time left as a clock shows it: `4:59`, `0:09.4` under ten seconds.
pub fn show(left: Duration) -> String {
    let secs = left.as_secs();
    if secs < 10 {
        format!("0:{:02}.{}", secs, left.subsec_millis() / 100)
    } else {
        format!("{}:{:02}", secs / 60, secs % 60)
    }
}

/// How long a time left, running down, keeps showing as it does now: until just after it
/// passes the next whole second (tenth under ten seconds) down. On the mark, a whole unit.
pub fn shown_for(left: Duration) -> Duration {
    let unit = if left.as_secs() < 10 { Duration::from_millis(100) } else { Duration::from_secs(1) };
    let into = Duration::from_nanos((left.as_nanos() % unit.as_nanos()) as u64);
    // Just after: on the mark itself the clock still shows the time it is leaving.
    if into.is_zero() { unit } else { into + Duration::from_millis(1) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_control_reads_back_from_its_words_its_tag_and_the_settings_file() {
        for control in PRESETS {
            assert_eq!(control.to_string().parse::<TimeControl>(), Ok(control));
            assert_eq!(TimeControl::from_tag(&control.tag()), Some(control));
        }
        // 5 minutes are 300 seconds; the tag counts seconds, the words minutes.
        assert_eq!(PRESETS[1].tag(), "300+3");
        assert_eq!(PRESETS[1].to_string(), "5+3");
        let json = serde_json::to_string(&Some(PRESETS[2])).unwrap();
        assert_eq!(json, "\"10+5\"");
        assert_eq!(serde_json::from_str::<Option<TimeControl>>(&json).unwrap(), Some(PRESETS[2]));
        assert!(serde_json::from_str::<TimeControl>("\"5+x\"").is_err());
    }

    #[test]
    fn a_move_spends_the_time_thought_and_adds_the_increment() {
        let t0 = Instant::now();
        let mut clocks = Clocks::new(PRESETS[0]);
        clocks.start(0, t0);
        // 3+2: 180 s; 10 s thought, 2 s back.
        clocks.moved(0, t0 + Duration::from_secs(10));
        assert_eq!(clocks.at(t0 + Duration::from_secs(10)), [Duration::from_secs(172), Duration::from_secs(180)]);
        clocks.stop(t0 + Duration::from_secs(15));
        // Stopped: no time passes.
        assert_eq!(clocks.at(t0 + Duration::from_secs(99))[1], Duration::from_secs(175));
        assert_eq!(clocks.tag(), "172.0 175.0");
        assert_eq!(Clocks::left_from_tag(&clocks.tag()), Some([Duration::from_secs(172), Duration::from_secs(175)]));
        clocks.start(1, t0);
        assert_eq!(clocks.fallen(t0 + Duration::from_secs(174)), None);
        assert_eq!(clocks.fallen(t0 + Duration::from_secs(175)), Some(1));
    }
}
