//! How long the expert thinks when it plays on a clock: the same share of the time left
//! whether it is told the clock by a UGI `go` or by the match it plays in.

use super::tree::Deadline;
use std::time::{Duration, Instant};

/// What is kept back on every move for the pipe and the runner's own delays.
const OVERHEAD: Duration = Duration::from_millis(30);

/// How long to think with `left` on the clock and `inc` added after the move: a twentieth
/// of what is left plus three quarters of the increment, never more than half of what is
/// left after the overhead, so the clock never runs out while an increment refills it.
pub fn budget(left: Duration, inc: Duration) -> Duration {
    let usable = left.saturating_sub(OVERHEAD);
    (usable / 20 + inc * 3 / 4).min(usable / 2).max(Duration::from_millis(1))
}

impl Deadline {
    /// The deadline `time` after `started`, `soft` for a clock's share (see [`Deadline`]); a
    /// time no clock reaches (`Duration::MAX`, as a fixed-depth search gives) is a century, as
    /// an `Instant` cannot hold more.
    pub fn after(started: Instant, time: Duration, soft: bool) -> Deadline {
        const CENTURY: Duration = Duration::from_secs(100 * 365 * 24 * 3600);
        Deadline { started, end: started.checked_add(time.min(CENTURY)).unwrap_or(started), soft }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deadline_past_what_an_instant_holds_is_a_century_away() {
        let now = Instant::now();
        // A fixed-depth search's Duration::MAX overflowed Instant (tactigon bench panicked).
        let far = Deadline::after(now, Duration::MAX, false);
        assert_eq!(far.end - now, Duration::from_secs(100 * 365 * 24 * 3600));
        assert_eq!(Deadline::after(now, Duration::from_millis(35), false).end - now, Duration::from_millis(35));
    }

    #[test]
    fn a_game_with_an_increment_never_runs_out_of_time() {
        // 300 moves from 1 s + 10 ms, each taking its budget plus 3 ms of latency (the
        // pipe's; less than the increment): the clock stays positive throughout.
        let (mut left, inc) = (Duration::from_secs(1), Duration::from_millis(10));
        for _ in 0..300 {
            let spent = budget(left, inc) + Duration::from_millis(3);
            assert!(spent < left, "{spent:?} of {left:?}");
            left = left - spent + inc;
        }
    }

    #[test]
    fn the_budget_is_a_share_of_the_clock() {
        // 60 s, no increment: (60000 - 30) / 20 = 2998.5 ms.
        assert_eq!(budget(Duration::from_secs(60), Duration::ZERO), Duration::from_micros(2_998_500));
        // 100 ms + 1 s increment: capped at half of 70 ms.
        assert_eq!(budget(Duration::from_millis(100), Duration::from_secs(1)), Duration::from_millis(35));
        assert_eq!(budget(Duration::ZERO, Duration::ZERO), Duration::from_millis(1));
    }
}
