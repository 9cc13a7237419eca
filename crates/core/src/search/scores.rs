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
    // Two passes, the best score and then the first move holding it: the first is a
    // reduction the compiler does four scores at a time, where one pass keeping the best's
    // index is a chain of dependent compares (the scan is most of the cost of a node that
    // tries many moves).
    let rest = &moves[i..];
    let top = rest.iter().map(|m| m.1).max().unwrap_or(i32::MIN);
    let best = i + rest.iter().position(|m| m.1 == top).unwrap_or(0);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pick_takes_the_first_of_the_best_and_swaps_it_into_place() {
        // By hand: the first 9 (move 2) goes to the front and move 1 to its place; then the
        // other 9 (move 3), which stays where it is; then the first 5 of what is left, move 1
        // (now third), before move 4. The search's node counts depend on this order of ties.
        let mut moves = [(1, 5), (2, 9), (3, 9), (4, 5)];
        assert_eq!(pick(&mut moves, 0), 2);
        assert_eq!(moves, [(2, 9), (1, 5), (3, 9), (4, 5)]);
        assert_eq!(pick(&mut moves, 1), 3);
        assert_eq!(moves, [(2, 9), (3, 9), (1, 5), (4, 5)]);
        assert_eq!(pick(&mut moves, 2), 1);
        assert_eq!(pick(&mut moves, 3), 4);
        // Scores below zero, and the last move left.
        let mut low = [(7, -3), (8, -1)];
        assert_eq!(pick(&mut low, 0), 8);
        assert_eq!(pick(&mut low, 1), 7);
    }
}
