//! The search signature, as Stockfish's `bench` gives it: the expert's node counts at a
//! fixed depth over a fixed set of positions. The count depends on nothing but the search
//! and the game's evaluation and move ordering (no clock, no noise, a fresh table per
//! position), so any change to ordering or pruning changes it; the tests pin it as a literal.

use crate::search::Level;
use crate::{ExpertBot, GameRules, History, Limits, MoveOrder, Player};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// One position searched by the bench.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Searched {
    /// The position's name in the bench's list.
    pub name: &'static str,
    /// The nodes the search visited.
    pub nodes: u64,
    /// How long it took.
    pub elapsed: Duration,
}

/// The bench of one game: each position searched to `depth`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bench {
    /// The depth every position was searched to.
    pub depth: u32,
    /// Each position, in the list's order.
    pub positions: Vec<Searched>,
}

impl Bench {
    /// Searches each named game to `depth` (at least 1) with a fresh expert of the strongest
    /// level: without noise its seed changes nothing, and a fresh transposition table and
    /// fresh killer and history tables make each count independent of the others. A game
    /// already over counts no nodes.
    pub fn run<G: GameRules, E: MoveOrder<G> + Send>(games: &[(&'static str, History<G>)], depth: u32) -> Bench {
        let limits = Limits { time: Duration::MAX, depth: Some(depth) };
        let positions = games
            .iter()
            .map(|(name, game)| {
                let mut bot = ExpertBot::<G, E>::new(Level::STRONGEST, 0, limits);
                let info = bot.best(game, &AtomicBool::new(false)).and_then(|_| bot.info());
                Searched {
                    name,
                    nodes: info.map_or(0, |i| i.nodes),
                    elapsed: info.map_or(Duration::ZERO, |i| i.elapsed),
                }
            })
            .collect();
        Bench { depth: depth.max(1), positions }
    }

    /// The signature: every position's nodes added up.
    pub fn nodes(&self) -> u64 {
        self.positions.iter().map(|p| p.nodes).sum()
    }

    /// The time all the searches took.
    pub fn elapsed(&self) -> Duration {
        self.positions.iter().map(|p| p.elapsed).sum()
    }

    /// The speed over the whole bench.
    pub fn nodes_per_second(&self) -> f64 {
        let secs = self.elapsed().as_secs_f64();
        if secs > 0.0 { self.nodes() as f64 / secs } else { 0.0 }
    }
}
