//! The greedy player: looks one ply ahead. It plays a move that wins on the spot when it
//! can; otherwise the move whose resulting position the static evaluation likes best,
//! breaking ties at random.

use super::{Evaluate, GameRules, History, Path, Player};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::sync::atomic::AtomicBool;

/// Better than any evaluation: a move that wins on the spot.
const WINNING: i32 = i32::MAX;

/// Plays the best-looking move one ply deep, judged by the evaluation `E`.
pub struct GreedyBot<G: GameRules, E> {
    rng: StdRng,
    eval: Option<E>,
    moves: Vec<G::Move>,
    best: Vec<G::Move>,
}

impl<G: GameRules, E> GreedyBot<G, E> {
    /// A greedy player whose tie-breaks are fixed by `seed`.
    pub fn new(seed: u64) -> GreedyBot<G, E> {
        GreedyBot {
            rng: StdRng::seed_from_u64(seed),
            eval: None,
            moves: Vec::with_capacity(64),
            best: Vec::with_capacity(64),
        }
    }
}

/// The greedy score of playing `m` in `pos`, for the side playing it.
fn score<G: GameRules, E: Evaluate<G>>(eval: &E, pos: &G::Position, path: &Path<G>, m: G::Move) -> i32 {
    let mut next = *pos;
    G::play_unchecked(&mut next, m);
    match G::outcome(&next).map(G::winner) {
        Some(Some(winner)) if winner == G::side_to_move(pos) => WINNING,
        Some(Some(_)) => -WINNING,
        Some(None) => 0,
        None if path.is_draw(&next) => 0,
        None => -eval.evaluate(&next),
    }
}

impl<G: GameRules, E: Evaluate<G> + Send> Player<G> for GreedyBot<G, E> {
    fn choose(&mut self, game: &History<G>, _stop: &AtomicBool) -> G::Move {
        if game.outcome().is_some() {
            return G::pass();
        }
        let pos = game.position();
        let eval = E::kept(&mut self.eval, pos);
        G::legal_moves(pos, &mut self.moves);
        let path = game.search_path();
        let mut top = i32::MIN;
        self.best.clear();
        for &m in &self.moves {
            let s = score(eval, pos, &path, m);
            if s > top {
                top = s;
                self.best.clear();
            }
            if s == top {
                self.best.push(m);
            }
        }
        match self.best.len() {
            0 => G::pass(),
            n => self.best[self.rng.random_range(0..n)],
        }
    }
}
