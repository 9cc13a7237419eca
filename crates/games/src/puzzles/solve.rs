//! The exact search behind puzzles: whether a side can force a win within a number of plies,
//! every defence considered. Full width, no pruning heuristic, no evaluation: a win is an
//! outcome of the rules ([`Position::outcome`]), so a gold-tile win counts only once the
//! opponent's turn that could have broken it up has been played.
//!
//! Repetition and the no-capture limit cannot end a game within the few plies a puzzle
//! spans from a position with no history and a fresh capture clock, so the position's own
//! outcome is the whole of the rules here. Positions reached twice (moves played in another
//! order) are answered from a table keyed by the Zobrist hash together with both sides'
//! occupied tiles, so two positions would have to agree on all three to be confused.

use std::collections::HashMap;
use tactigon_rules::{Bits, Kind, Move, Position, Side};

/// The table key: hash, each side's tiles, the pass flag, the plies left.
type Key = (u64, Bits, Bits, bool, u32);

/// One question about one attacker, with its table of positions already answered.
struct Solver {
    attacker: Side,
    known: HashMap<Key, bool>,
}

impl Solver {
    fn wins(&mut self, pos: &Position, plies: u32) -> bool {
        if let Some(outcome) = pos.outcome() {
            return outcome.winner() == Some(self.attacker);
        }
        if plies == 0 {
            return false;
        }
        let moves = pos.legal_moves();
        let attacking = pos.turn() == self.attacker;
        if plies == 1 && attacking {
            // The attacker's last ply: after it the opponent is to move, so only a capture of
            // the pentagon can end the game in the attacker's favour (gold tiles held count
            // for the side to move).
            return moves.iter().any(|&m| takes_pentagon(pos, m));
        }
        let key = (pos.hash(), pos.side_bits(Side::Red), pos.side_bits(Side::Green), pos.passed(), plies);
        if let Some(&known) = self.known.get(&key) {
            return known;
        }
        // A pentagon capture ends the search at once for the attacker; for the defender,
        // trying its pentagon's moves and its captures first finds a defence sooner.
        let mut order = moves;
        order.sort_by_key(|&m| std::cmp::Reverse(urgency(pos, m)));
        let result = if attacking {
            order.iter().any(|&m| self.wins(&after(pos, m), plies - 1))
        } else {
            order.iter().all(|&m| self.wins(&after(pos, m), plies - 1))
        };
        self.known.insert(key, result);
        result
    }
}

fn after(pos: &Position, m: Move) -> Position {
    let mut next = *pos;
    next.play_unchecked(m);
    next
}

fn takes_pentagon(pos: &Position, m: Move) -> bool {
    matches!(m, Move::Step { to, capture: true, .. } if pos.piece_at(to).is_some_and(|p| p.kind == Kind::Pentagon))
}

/// How early to try a move: pentagon captures, then other captures, then the pentagon's own
/// moves, then the rest. Only the order of the search depends on it, never its answer.
fn urgency(pos: &Position, m: Move) -> u8 {
    let Move::Step { from, capture, .. } = m else { return 0 };
    if takes_pentagon(pos, m) {
        3
    } else if capture {
        2
    } else {
        u8::from(pos.piece_at(from).is_some_and(|p| p.kind == Kind::Pentagon))
    }
}

/// Whether `attacker` wins within `plies` plies of `pos`, whatever the other side plays.
pub fn forces_win(pos: &Position, attacker: Side, plies: u32) -> bool {
    Solver { attacker, known: HashMap::new() }.wins(pos, plies)
}

/// The fewest plies (odd, up to `max`) within which the side to move forces a win.
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
    let mut solver = Solver { attacker: pos.turn(), known: HashMap::new() };
    pos.legal_moves().into_iter().filter(|&m| solver.wins(&after(pos, m), plies - 1)).collect()
}

/// The defence of the side to move that holds out longest against a win the other side
/// forces within `plies` plies: the move after which that win is furthest away (the first
/// such in the rules' move order). `None` when the game is over.
pub fn best_defence(pos: &Position, plies: u32) -> Option<Move> {
    if pos.outcome().is_some() {
        return None;
    }
    let mut solver = Solver { attacker: pos.turn().other(), known: HashMap::new() };
    let mut best: Option<(u32, Move)> = None;
    for m in pos.legal_moves() {
        let next = after(pos, m);
        // The plies after the defence the attacker needs at least; a defence that escapes
        // the win altogether counts as holding out past the horizon.
        let needed = (0..plies).find(|&p| solver.wins(&next, p)).unwrap_or(plies);
        if best.is_none_or(|(b, _)| needed > b) {
            best = Some((needed, m));
        }
    }
    best.map(|(_, m)| m)
}
