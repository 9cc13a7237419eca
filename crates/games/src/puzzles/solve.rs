//! The exact search behind puzzles: whether a side can force a win within a number of plies,
//! every defence considered. Full width, no pruning heuristic, no evaluation: a win is an
//! outcome of the rules ([`GameRules::outcome`]), so a Tactigon gold-tile win counts only
//! once the opponent's turn that could have broken it up has been played.
//!
//! Repetition and the no-capture limit cannot end a game within the few plies a puzzle
//! spans from a position with no history and a fresh capture clock, so the position's own
//! outcome is the whole of the rules here. Positions reached twice (moves played in another
//! order) are answered from a table keyed by the Zobrist hash and the plies left, and only
//! for a position the game counts the same ([`PuzzleGame::same`]), so no two are confused.

use super::PuzzleGame;
use std::collections::HashMap;
use tactigon_core::GameRules;

/// The positions answered: by hash and plies left, each position with its answer.
type Known<G> = HashMap<(u64, u32), Vec<(<G as GameRules>::Position, bool)>>;

/// One question about one attacker, with its table of positions already answered.
struct Solver<G: PuzzleGame> {
    attacker: G::Side,
    known: Known<G>,
}

impl<G: PuzzleGame> Solver<G> {
    fn new(attacker: G::Side) -> Solver<G> {
        Solver { attacker, known: HashMap::new() }
    }

    fn wins(&mut self, pos: &G::Position, plies: u32) -> bool {
        if let Some(outcome) = G::outcome(pos) {
            return G::winner(outcome) == Some(self.attacker);
        }
        if plies == 0 {
            return false;
        }
        let moves = legal::<G>(pos);
        let attacking = G::side_to_move(pos) == self.attacker;
        if plies == 1 && attacking {
            return moves.iter().any(|&m| G::wins_by(pos, m));
        }
        let key = (G::hash(pos), plies);
        if let Some(&(_, known)) = self.known.get(&key).and_then(|seen| seen.iter().find(|(p, _)| G::same(p, pos))) {
            return known;
        }
        // The attacker's quickest wins and the defender's likeliest escapes first.
        let mut order = moves;
        order.sort_by_key(|&m| std::cmp::Reverse(G::urgency(pos, m)));
        let result = if attacking {
            order.iter().any(|&m| self.wins(&after::<G>(pos, m), plies - 1))
        } else {
            order.iter().all(|&m| self.wins(&after::<G>(pos, m), plies - 1))
        };
        self.known.entry(key).or_default().push((*pos, result));
        result
    }
}

fn legal<G: GameRules>(pos: &G::Position) -> Vec<G::Move> {
    let mut moves = Vec::new();
    G::legal_moves(pos, &mut moves);
    moves
}

fn after<G: GameRules>(pos: &G::Position, m: G::Move) -> G::Position {
    let mut next = *pos;
    G::play_unchecked(&mut next, m);
    next
}

/// Whether `attacker` wins within `plies` plies of `pos`, whatever the other side plays.
pub fn forces_win<G: PuzzleGame>(pos: &G::Position, attacker: G::Side, plies: u32) -> bool {
    Solver::<G>::new(attacker).wins(pos, plies)
}

/// The fewest plies (odd, up to `max`) within which the side to move forces a win.
pub fn win_distance<G: PuzzleGame>(pos: &G::Position, max: u32) -> Option<u32> {
    let attacker = G::side_to_move(pos);
    (1..=max).step_by(2).find(|&plies| forces_win::<G>(pos, attacker, plies))
}

/// The moves of the side to move after which it still wins within `plies` plies in all
/// (the first ply included), in the rules' move order.
pub fn winning_moves<G: PuzzleGame>(pos: &G::Position, plies: u32) -> Vec<G::Move> {
    if plies == 0 || G::outcome(pos).is_some() {
        return Vec::new();
    }
    let mut solver = Solver::<G>::new(G::side_to_move(pos));
    legal::<G>(pos).into_iter().filter(|&m| solver.wins(&after::<G>(pos, m), plies - 1)).collect()
}

/// The defence of the side to move that holds out longest against a win the other side
/// forces within `plies` plies: the move after which that win is furthest away (the first
/// such in the rules' move order). `None` when the game is over.
pub fn best_defence<G: PuzzleGame>(pos: &G::Position, plies: u32) -> Option<G::Move> {
    if G::outcome(pos).is_some() {
        return None;
    }
    let attacker = G::SIDES.into_iter().find(|&s| s != G::side_to_move(pos)).expect("two sides");
    let mut solver = Solver::<G>::new(attacker);
    let mut best: Option<(u32, G::Move)> = None;
    for m in legal::<G>(pos) {
        let next = after::<G>(pos, m);
        // The plies after the defence the attacker needs at least; a defence that escapes
        // the win altogether counts as holding out past the horizon.
        let needed = (0..plies).find(|&p| solver.wins(&next, p)).unwrap_or(plies);
        if best.is_none_or(|(b, _)| needed > b) {
            best = Some((needed, m));
        }
    }
    best.map(|(_, m)| m)
}
