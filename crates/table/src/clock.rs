//! Time at the tables: the time controls offered (minutes per side plus seconds added per
//! move, or days per move for a correspondence game: see [`crate::correspondence`]), both
//! sides' clocks measured by the server, and the server's time source, which a test may move
//! on by hand. The controls and clocks themselves are [`tactigon_games::clock`]'s, shared with
//! the terminal game's local clocks.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

pub use tactigon_games::clock::{Clocks, PRESETS, TimeControl, show, shown_for};

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
