//! Time management for `go p1time … p2inc …` (the expert's [`budget`]), and scores as `info`
//! lines write them.

pub use crate::search::budget;
use crate::search::{WIN, WIN_BOUND};

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
    fn scores_read_as_centipawns_or_mates() {
        assert_eq!(score_text(35), "cp 35");
        assert_eq!(score_text(WIN - 1), "mate 1");
        assert_eq!(score_text(WIN - 5), "mate 3");
        assert_eq!(score_text(-(WIN - 4)), "mate -2");
    }
}
