//! Scores and move lists at a node: a finished game's score, mate scores in and out of
//! the transposition table, and the lazy pick of the next best-ordered move.

use super::{WIN, WIN_BOUND};
use crate::{GameRules, Packed};

/// The score of a finished game for the side to move, `ply` plies from the root.
pub(super) fn outcome_score<G: GameRules>(outcome: G::Outcome, pos: &G::Position, ply: usize) -> i32 {
    match G::winner(outcome) {
        Some(w) if w == G::side_to_move(pos) => WIN - ply as i32,
        Some(_) => -(WIN - ply as i32),
        None => 0,
    }
}

/// Swaps the best-scored of `moves[i..]` into place `i` and returns it: sorting lazily
/// pays off because most nodes cut off after a move or two.
#[inline]
pub(super) fn pick(moves: &mut [(Packed, i32)], i: usize) -> Packed {
    // The best score kept at hand, not read back through its index: the scan is most of the
    // cost of a node that tries many moves. The first of equal scores wins, as before.
    let mut best = i;
    let mut top = moves[i].1;
    for (j, &(_, score)) in moves.iter().enumerate().skip(i + 1) {
        if score > top {
            (best, top) = (j, score);
        }
    }
    moves.swap(i, best);
    moves[i].0
}

/// Win scores are stored relative to the node, so they stay right wherever it recurs.
pub(super) fn score_to_tt(score: i32, ply: usize) -> i32 {
    if score > WIN_BOUND {
        score + ply as i32
    } else if score < -WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// The inverse of [`score_to_tt`] at this node's ply; also a static evaluation's win in n
/// plies from the node made a win in n plies more from the root.
pub(super) fn score_from_tt(score: i32, ply: usize) -> i32 {
    if score > WIN_BOUND {
        score - ply as i32
    } else if score < -WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}
