//! The greedy player: looks one ply ahead. It takes the enemy pentagon when it can;
//! otherwise it plays the move whose resulting position the static evaluation likes best,
//! breaking ties at random.

use super::Bot;
use super::draws::Path;
use super::eval::Evaluator;
use crate::rules::{Game, Move, Outcome, Position};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::sync::atomic::AtomicBool;

/// Better than any evaluation: a move that wins on the spot.
const WINNING: i32 = i32::MAX;

/// Plays the best-looking move one ply deep.
pub struct GreedyBot {
    rng: StdRng,
    eval: Option<Evaluator>,
    moves: Vec<Move>,
    best: Vec<Move>,
}

impl GreedyBot {
    /// A greedy player whose tie-breaks are fixed by `seed`.
    pub fn new(seed: u64) -> GreedyBot {
        GreedyBot {
            rng: StdRng::seed_from_u64(seed),
            eval: None,
            moves: Vec::with_capacity(64),
            best: Vec::with_capacity(64),
        }
    }
}

/// The greedy score of playing `m` in `pos`, for the side playing it.
fn score(eval: &Evaluator, pos: &Position, path: &Path, m: Move) -> i32 {
    let mut next = *pos;
    next.play_unchecked(m);
    match next.outcome() {
        // Only a pentagon capture can win on the mover's own move (gold wins wait a turn).
        Some(Outcome::Win { winner, .. }) if winner == pos.turn() => WINNING,
        Some(Outcome::Win { .. }) => -WINNING,
        Some(Outcome::Draw(_)) => 0,
        None if path.is_draw(&next) => 0,
        None => -eval.evaluate(&next),
    }
}

impl Bot for GreedyBot {
    fn choose(&mut self, game: &Game, _stop: &AtomicBool) -> Move {
        if game.outcome().is_some() {
            return Move::Pass;
        }
        let pos = game.position();
        let eval = match self.eval.take() {
            Some(e) if e.is_for(pos.board()) => e,
            _ => Evaluator::new(pos.board()),
        };
        pos.legal_moves_into(&mut self.moves);
        let mut path = Path::new(game);
        path.push(pos);
        let mut top = i32::MIN;
        self.best.clear();
        for &m in &self.moves {
            let s = score(&eval, pos, &path, m);
            if s > top {
                top = s;
                self.best.clear();
            }
            if s == top {
                self.best.push(m);
            }
        }
        self.eval = Some(eval);
        match self.best.len() {
            0 => Move::Pass,
            n => self.best[self.rng.random_range(0..n)],
        }
    }
}
