//! The random player: a uniformly random legal move.

use super::{GameRules, History, Player};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::marker::PhantomData;
use std::sync::atomic::AtomicBool;

/// Plays a uniformly random legal move.
pub struct RandomBot<G> {
    rng: StdRng,
    game: PhantomData<G>,
}

impl<G> RandomBot<G> {
    /// A random player whose choices are fixed by `seed`.
    pub fn new(seed: u64) -> RandomBot<G> {
        RandomBot { rng: StdRng::seed_from_u64(seed), game: PhantomData }
    }
}

impl<G: GameRules> Player<G> for RandomBot<G> {
    fn choose(&mut self, game: &History<G>, _stop: &AtomicBool) -> G::Move {
        let moves = game.legal_moves();
        if moves.is_empty() {
            return G::pass();
        }
        moves[self.rng.random_range(0..moves.len())]
    }
}
