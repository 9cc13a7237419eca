//! `tactigon bench`: the search signature of each game ([`tactigon_core::bench`]) over a
//! fixed list of positions: starts, midgames and endings, every board size and rule.
//!
//! The node totals at the default depths are pinned as literals by the tests
//! (tests/suite/bench.rs): a change to move ordering, pruning or evaluation changes them,
//! and must update the literals on purpose.

use crate::games::GameKind;
use crate::playable::Playable;
use tactigon_core::bench::Bench;

/// What the bench needs of a game: its positions, and the depth it searches them to.
pub trait BenchGame: Playable {
    /// The depth the bench searches to unless told otherwise: under a second a game.
    const BENCH_DEPTH: u32;

    /// The game's bench positions searched to `depth` by the strongest expert.
    fn bench(depth: u32) -> Bench;
}

/// The depth each game's bench searches to unless told otherwise.
pub fn default_depth(game: GameKind) -> u32 {
    with_game!(game, G => G::BENCH_DEPTH)
}

/// The bench of `game`: each of its positions searched to `depth` (default:
/// [`default_depth`]) by the strongest expert.
pub fn run(game: GameKind, depth: Option<u32>) -> Bench {
    with_game!(game, G => G::bench(depth.unwrap_or(G::BENCH_DEPTH)))
}
