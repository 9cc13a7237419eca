//! Time management for `go p1time … p2inc …`, and scores as `info` lines write them.

use crate::search::{WIN, WIN_BOUND};
use std::time::Duration;

/// What is kept back on every move for the pipe and the runner's own delays.
const OVERHEAD: Duration = Duration::from_millis(30);

/// How long to think with `left` on the clock and `inc` added after the move: a twentieth
/// of what is left plus three quarters of the increment, never more than half of what is
/// left after the overhead, so the clock never runs out while an increment refills it.
pub fn budget(left: Duration, inc: Duration) -> Duration {
    let usable = left.saturating_sub(OVERHEAD);
    (usable / 20 + inc * 3 / 4).min(usable / 2).max(Duration::from_millis(1))
}

/// A score for the side to move as `info` writes it: `cp 35`, or `mate 3` / `mate -2`
/// (in moves, not plies) for a win or a loss the search has found.
pub fn score_text(score: i32) -> String {
    if score.abs() > WIN_BOUND {
        let plies = WIN - score.abs();
        let moves = (plies + 1) / 2;
        format!("mate {}", if score > 0 { moves } else { -moves })
    } else {
        format!("cp {score}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn scores_read_as_centipawns_or_mates() {
        assert_eq!(score_text(35), "cp 35");
        assert_eq!(score_text(WIN - 1), "mate 1");
        assert_eq!(score_text(WIN - 5), "mate 3");
        assert_eq!(score_text(-(WIN - 4)), "mate -2");
    }
}
