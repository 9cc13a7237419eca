//! The exact search behind puzzles: whether a side can force a win within a number of plies,
//! every defence considered. Full width, no pruning heuristic, no evaluation: a win is an
//! outcome of the rules ([`Position::outcome`]), so a gold-tile win counts only once the
//! opponent's turn that could have broken it up has been played.
//!
//! Repetition and the no-capture limit cannot end a game within the few plies a puzzle
//! spans from a position with no history and a fresh capture clock, so the position's own
//! outcome is the whole of the rules here.

use crate::rules::{Move, Position, Side};

/// Whether `attacker` wins within `plies` plies of `pos`, whatever the other side plays.
pub fn forces_win(pos: &Position, attacker: Side, plies: u32) -> bool {
    if let Some(outcome) = pos.outcome() {
        return outcome.winner() == Some(attacker);
    }
    if plies == 0 {
        return false;
    }
    let moves = pos.legal_moves();
    let wins_after = |m: &Move| {
        let mut next = *pos;
        next.play_unchecked(*m);
        forces_win(&next, attacker, plies - 1)
    };
    if pos.turn() == attacker { moves.iter().any(wins_after) } else { moves.iter().all(wins_after) }
}

/// The fewest plies within which the side to move forces a win, up to `max` plies.
pub fn win_distance(pos: &Position, max: u32) -> Option<u32> {
    let attacker = pos.turn();
    (1..=max).step_by(2).find(|&plies| forces_win(pos, attacker, plies))
}

/// The moves of the side to move after which it still wins within `plies` plies in all
/// (the first ply included), in the rules' move order.
pub fn winning_moves(pos: &Position, plies: u32) -> Vec<Move> {
    if plies == 0 || pos.outcome().is_some() {
        return Vec::new();
    }
    let attacker = pos.turn();
    pos.legal_moves()
        .into_iter()
        .filter(|&m| {
            let mut next = *pos;
            next.play_unchecked(m);
            forces_win(&next, attacker, plies - 1)
        })
        .collect()
}

/// The defence of the side to move that holds out longest against a win the other side
/// forces within `plies` plies: the move after which that win is furthest away (the first
/// such in the rules' move order). `None` when the game is over.
pub fn best_defence(pos: &Position, plies: u32) -> Option<Move> {
    if pos.outcome().is_some() {
        return None;
    }
    let attacker = pos.turn().other();
    let mut best: Option<(u32, Move)> = None;
    for m in pos.legal_moves() {
        let mut next = *pos;
        next.play_unchecked(m);
        // The plies after the defence the attacker needs at least; a defence that escapes
        // the win altogether counts as holding out past the horizon.
        let needed = (0..plies).find(|&p| forces_win(&next, attacker, p)).unwrap_or(plies);
        if best.is_none_or(|(b, _)| needed > b) {
            best = Some((needed, m));
        }
    }
    best.map(|(_, m)| m)
}
