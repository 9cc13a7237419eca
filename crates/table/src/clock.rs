//! Time at the tables: the time controls offered (minutes per side plus seconds added per
//! move, or days per move for a correspondence game: see [`crate::correspondence`]), both
//! sides' clocks measured by the server, and the server's time source, which a test may move
//! on by hand.

use std::fmt;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// Minutes per side and seconds added after each move; or, with a base of whole days and no
/// increment, a correspondence game's days for each move ([`TimeControl::days`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeControl {
    /// Each side's time at the start.
    pub base: Duration,
    /// Added to a side's time after each of its moves.
    pub increment: Duration,
}

/// The time controls the lobby offers, after "no clock".
pub const PRESETS: [TimeControl; 4] = [tc(3, 2), tc(5, 3), tc(10, 5), tc(15, 10)];

const fn tc(minutes: u64, seconds: u64) -> TimeControl {
    TimeControl { base: Duration::from_secs(minutes * 60), increment: Duration::from_secs(seconds) }
}

/// Every time control offered, in the lobby's cycle after "no clock": the live presets, then
/// the correspondence ones. The one list seats, seeks and pools choose from.
pub fn offered() -> impl Iterator<Item = TimeControl> {
    PRESETS.into_iter().chain(crate::correspondence::PRESETS)
}

/// The time control after `now` in the lobby's cycle, `None` being "no clock".
pub fn next_preset(now: Option<TimeControl>) -> Option<TimeControl> {
    match now.and_then(|t| offered().position(|p| p == t)) {
        None => Some(PRESETS[0]),
        Some(i) => offered().nth(i + 1),
    }
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

impl TimeControl {
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
            return crate::correspondence::days_of(secs).map(TimeControl::per_move);
        }
        let (base, increment) = text.split_once('+')?;
        let secs = |s: &str| s.trim().parse::<u32>().ok().map(|n| Duration::from_secs(n.into()));
        Some(TimeControl { base: secs(base)?, increment: secs(increment)? })
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

    /// The `Clocks` tag: each side's seconds left when the last move ended, `281.4 300.0`.
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

/// The server's time: the monotonic clock, or (for tests) a clock that stands still, plus
/// however far it has been moved on by hand.
#[derive(Debug, Default)]
pub struct ServerTime {
    frozen: Option<Instant>,
    ahead_ms: AtomicU64,
}

impl ServerTime {
    /// A time that moves only when [`ServerTime::advance`] moves it.
    pub fn frozen() -> ServerTime {
        ServerTime { frozen: Some(Instant::now()), ahead_ms: AtomicU64::new(0) }
    }

    /// The time now.
    pub fn now(&self) -> Instant {
        self.frozen.unwrap_or_else(Instant::now) + Duration::from_millis(self.ahead_ms.load(Ordering::Relaxed))
    }

    /// Moves the server's time on by `by` (tests: a flag falls without waiting for it).
    pub fn advance(&self, by: Duration) {
        self.ahead_ms.fetch_add(by.as_millis() as u64, Ordering::Relaxed);
    }
}
