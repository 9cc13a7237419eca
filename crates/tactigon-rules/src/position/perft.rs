//! Perft: counting the leaves of the move tree, the standard check of move generation.

use super::Position;
use crate::bits::Iter;
use crate::moves::Move;

/// Counts the leaves `depth` plies ahead; a finished game has no children and `pass`
/// counts as a move.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves(),
        _ => {
            if pos.decided().is_some() {
                return 0;
            }
            let mut nodes = 0;
            let mut any = false;
            pos.for_each_piece(|from, dests| {
                for to in Iter(dests) {
                    any = true;
                    let mut child = *pos;
                    child.play_indices(from, to);
                    nodes += perft(&child, depth - 1);
                }
            });
            if !any && !pos.passed {
                let mut child = *pos;
                child.play_pass();
                nodes += perft(&child, depth - 1);
            }
            nodes
        }
    }
}

/// Perft split by first move, in move order.
pub fn perft_divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    let mut out: Vec<(Move, u64)> = pos
        .legal_moves()
        .into_iter()
        .map(|m| {
            let mut child = *pos;
            child.play_unchecked(m);
            (m, perft(&child, depth.saturating_sub(1)))
        })
        .collect();
    out.sort();
    out
}
