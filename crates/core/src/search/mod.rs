//! The expert: iterative-deepening alpha-beta (negamax, principal-variation search) with a
//! transposition table, killer and history move ordering, null-move pruning, reverse
//! futility, futility and late-move pruning, logarithmic late move reductions and a
//! capture-only quiescence search, bounded in depth and nodes.
//!
//! Generic over the game; the game supplies its evaluation and move generation through
//! [`crate::MoveOrder`]. The search reads no clock unless the caller gives it a
//! deadline: [`ExpertBot`] does so only when it plays on time rather than to a fixed depth.

mod budget;
pub mod order;
pub mod picker;
mod prune;
mod scores;
mod tree;
mod tt;

use super::{GameRules, History, Limits, MoveOrder, Packed, Player, SearchInfo};
use order::Heuristics;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};
use tree::Search;
use tt::Table;

pub use budget::budget;
pub use tree::Deadline;

/// A win found `n` plies from the root scores `WIN - n`: quicker wins score higher.
pub const WIN: i32 = 1_000_000;
/// Scores beyond this are wins or losses found by the search.
pub const WIN_BOUND: i32 = WIN - 1_000;
/// The deepest iteration ever started.
const MAX_DEPTH: u32 = 64;
/// The quiescence search visits at most this many positions below one horizon node: where
/// most tiles hold pieces nearly every move captures, and unbounded it was a full search
/// that never finished depth 1. A search to depth 1 thus visits at most about this many
/// positions per legal move.
pub const QUIESCENCE_NODES: u64 = 1_000;
/// Transposition table size: 2^19 entries of 16 bytes, 8 MiB.
const TT_BITS: u32 = 19;

/// The blunder rate of level 1, in percent.
const BLUNDERS: u32 = 10;

/// What an expert level changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    /// The deepest iteration.
    pub max_depth: u32,
    /// Root moves get a random bonus up to this much (evaluation units), so weak levels err.
    pub noise: i32,
    /// The percentage of moves played at random instead of searched: the beginner's level
    /// blunders now and then, as a beginner does, so that a beginner can beat it.
    pub blunders: u32,
}

/// Every expert level, weakest first: level `n` is `LEVELS[n - 1]`. The one table of the
/// levels: parsing bot names, their messages and help, the setup choices and the strongest
/// level (analysis, bench) all come from it. Levels 1 and 2 see only one and three plies and
/// err on purpose; levels 3 to 5 use the whole time budget, level 3 stopping at depth 8 with
/// a little noise, level 4 at depth 12 with less, level 5 as deep as the time allows without
/// noise.
pub const LEVELS: [Level; 5] = [
    Level { max_depth: 1, noise: 150, blunders: BLUNDERS },
    Level { max_depth: 3, noise: 50, blunders: 0 },
    Level { max_depth: 8, noise: 20, blunders: 0 },
    Level { max_depth: 12, noise: 8, blunders: 0 },
    Level { max_depth: MAX_DEPTH, noise: 0, blunders: 0 },
];

impl Level {
    /// The weakest level's number.
    pub const WEAKEST: u8 = 1;
    /// The strongest level's number (no noise, no depth cap): analysis and bench search at it.
    pub const STRONGEST: u8 = LEVELS.len() as u8;
    /// The level plain `expert` means.
    pub const DEFAULT: u8 = 3;

    /// Whether `level` is one of [`LEVELS`].
    pub const fn exists(level: u8) -> bool {
        level >= Level::WEAKEST && level <= Level::STRONGEST
    }

    /// The settings of `level`; a number outside [`LEVELS`] is clamped into it.
    pub const fn of(level: u8) -> Level {
        let n = if level < Level::WEAKEST {
            Level::WEAKEST
        } else if level > Level::STRONGEST {
            Level::STRONGEST
        } else {
            level
        };
        LEVELS[(n - Level::WEAKEST) as usize]
    }
}

/// The expert player of game `G`, evaluating and ordering moves with `E`.
pub struct ExpertBot<G: GameRules, E> {
    level: Level,
    limits: Limits,
    rng: StdRng,
    tt: Table,
    heuristics: Heuristics,
    eval: Option<E>,
    info: Option<SearchInfo>,
    max_nodes: Option<u64>,
    reporter: Option<Reporter<G>>,
    /// Each side's time left and increment, when the match told them for the next move.
    clock: Option<[[Duration; 2]; 2]>,
    game: std::marker::PhantomData<G>,
}

/// What hears of each completed iteration: its figures and its best move.
pub type Reporter<G> = Box<dyn FnMut(&SearchInfo, <G as GameRules>::Move) + Send>;

impl<G: GameRules, E> ExpertBot<G, E> {
    /// An expert of `level` (one of [`LEVELS`], others clamped) whose random choices are fixed by `seed`.
    pub fn new(level: u8, seed: u64, limits: Limits) -> ExpertBot<G, E> {
        ExpertBot {
            level: Level::of(level),
            limits,
            rng: StdRng::seed_from_u64(seed),
            tt: Table::new(TT_BITS),
            heuristics: Heuristics::default(),
            eval: None,
            info: None,
            max_nodes: None,
            reporter: None,
            clock: None,
            game: std::marker::PhantomData,
        }
    }

    /// Thinks within `limits` from the next move on, and stops after about `max_nodes`
    /// positions if given (an engine's `go` sets each search's limits so).
    pub fn set_limits(&mut self, limits: Limits, max_nodes: Option<u64>) {
        self.limits = limits;
        self.max_nodes = max_nodes;
    }

    /// Tells `reporter` of every iteration the search completes from now on (an engine's
    /// `info` lines), or no one.
    pub fn set_reporter(&mut self, reporter: Option<Reporter<G>>) {
        self.reporter = reporter;
    }

    /// Plays at `level` (one of [`LEVELS`], others clamped) from the next move on.
    pub fn set_level(&mut self, level: u8) {
        self.level = Level::of(level);
    }

    /// Replaces the transposition table with an empty one of at most `mib` MiB (at least
    /// one entry).
    pub fn set_table_size(&mut self, mib: usize) {
        self.tt = Table::new(Table::bits_for(mib.saturating_mul(1 << 20)));
    }
}

impl<G: GameRules, E: MoveOrder<G> + Send> Player<G> for ExpertBot<G, E> {
    fn choose(&mut self, game: &History<G>, stop: &AtomicBool) -> G::Move {
        // The wrapper, not the search, owns the clock: it times the move for the report
        // and turns a time budget into a deadline.
        let started = Instant::now();
        // The clock told is for this move only; its share is a soft limit (see `Deadline`).
        let soft = self.clock.is_some();
        let time = self.think_time(game).unwrap_or(self.limits.time);
        self.clock = None;
        let moves = game.legal_moves();
        if moves.len() <= 1 || (self.level.blunders > 0 && self.rng.random_range(0..100) < self.level.blunders) {
            self.info = Some(SearchInfo { depth: 0, nodes: 0, elapsed: started.elapsed(), score: 0 });
            return match moves.len() {
                0 => G::pass(),
                n => moves[self.rng.random_range(0..n)],
            };
        }
        self.search(game, moves, Deadline::after(started, time, soft), stop)
    }

    fn info(&self) -> Option<SearchInfo> {
        self.info
    }

    fn set_clock(&mut self, left: [Duration; 2], increment: [Duration; 2]) {
        self.clock = Some([left, increment]);
    }

    fn think_time(&self, game: &History<G>) -> Option<Duration> {
        // On a clock, the time for this move is a share of what this side has left, not the
        // fixed think time (a fixed depth stays fixed).
        Some(match self.clock {
            Some([left, inc]) => {
                let side = G::SIDES.iter().position(|&s| s == G::side_to_move(game.position())).unwrap_or(0);
                budget(left[side], inc[side])
            }
            None => self.limits.time,
        })
    }
}

impl<G: GameRules, E: MoveOrder<G> + Send> ExpertBot<G, E> {
    /// The best move of a game that is not over and its score for the side to move, searched
    /// even when the move is forced (analysis wants the score); `None` once the game is over.
    pub fn best(&mut self, game: &History<G>, stop: &AtomicBool) -> Option<(G::Move, i32)> {
        let moves = game.legal_moves();
        if moves.is_empty() {
            return None;
        }
        let started = Instant::now();
        let m = self.search(game, moves, Deadline::after(started, self.limits.time, false), stop);
        Some((m, self.info.map_or(0, |i| i.score)))
    }

    /// Searches `moves`, the legal moves of `game` (at least one), until `deadline` unless a
    /// fixed depth is set, and records what it found.
    fn search(&mut self, game: &History<G>, moves: Vec<G::Move>, deadline: Deadline, stop: &AtomicBool) -> G::Move {
        let pos = *game.position();
        let started = deadline.started;
        let (max_depth, deadline) = match self.limits.depth {
            Some(d) => (d.clamp(1, self.level.max_depth), None),
            None => (self.level.max_depth, Some(deadline)),
        };
        let noise = self.level.noise;
        let root: Vec<(Packed, i32)> = moves
            .iter()
            .map(|&m| (G::pack(&pos, m), if noise > 0 { self.rng.random_range(-noise..=noise) } else { 0 }))
            .collect();
        self.heuristics.new_search();
        let mut search = Search::new(
            E::kept(&mut self.eval, &pos),
            &mut self.tt,
            &mut self.heuristics,
            game.search_path(),
            stop,
            deadline,
        )
        .with_node_limit(self.max_nodes);
        let reporter = &mut self.reporter;
        let mut done = |depth, m, score, nodes| {
            if let Some(report) = reporter.as_mut() {
                report(&SearchInfo { depth, nodes, elapsed: started.elapsed(), score }, G::unpack(&pos, m));
            }
        };
        let (best, score, depth) = search.iterate(&pos, root, max_depth, &mut done);
        self.info = Some(SearchInfo { depth, nodes: search.nodes(), elapsed: started.elapsed(), score });
        G::unpack(&pos, best)
    }
}
