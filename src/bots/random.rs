//! The random player: a uniformly random legal move.

use super::Bot;
use crate::rules::{Game, Move};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::sync::atomic::AtomicBool;

/// Plays a uniformly random legal move.
pub struct RandomBot {
    rng: StdRng,
}

impl RandomBot {
    /// A random player whose choices are fixed by `seed`.
    pub fn new(seed: u64) -> RandomBot {
        RandomBot { rng: StdRng::seed_from_u64(seed) }
    }
}

impl Bot for RandomBot {
    fn choose(&mut self, game: &Game, _stop: &AtomicBool) -> Move {
        let moves = game.legal_moves();
        if moves.is_empty() {
            return Move::Pass;
        }
        moves[self.rng.random_range(0..moves.len())]
    }
}
