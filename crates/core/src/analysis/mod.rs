//! Post-game analysis: the expert's evaluation of every position of a game, its best move
//! there, and how much each move played lost against it ([`Class`]), summed up per side
//! ([`Summary`]). Generic over the game; cancellable, and it reports its progress.

mod classify;
mod eval_text;
mod summary;

pub use classify::{Class, LOSS_CAP, THRESHOLDS, Thresholds, UnknownClass, is_loss, is_win};
pub use eval_text::{eval_text, parse_eval};
pub use summary::Summary;

use super::search::{ExpertBot, Level, WIN};
use super::{GameRules, History, Limits, MoveOrder};
use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};

/// The expert level that analyses: the strongest, without noise.
const LEVEL: u8 = Level::STRONGEST;

/// What the analysis says about one move played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveReview<G: GameRules> {
    /// The search's best move in the position the move was played in.
    pub best: G::Move,
    /// What the move cost against the best one, in the evaluation's units (0 to [`LOSS_CAP`]).
    pub loss: i32,
    /// The move's class.
    pub class: Class,
}

/// The analysis of a whole game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis<G: GameRules> {
    /// The search score of every position, start to end, for the first player ([`GameRules::SIDES`]`[0]`): one more
    /// than the moves. Wins and losses found by the search are beyond
    /// [`super::search::WIN_BOUND`].
    pub evals: Vec<i32>,
    /// Every move played, in order.
    pub moves: Vec<MoveReview<G>>,
}

/// How far an analysis has come: `done` of `total` positions searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Positions searched.
    pub done: usize,
    /// Positions in the game.
    pub total: usize,
}

/// The analysis was stopped before it finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cancelled;

impl fmt::Display for Cancelled {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("analysis cancelled")
    }
}

impl std::error::Error for Cancelled {}

/// `score`, for the side to move in `pos`, seen by the first player ([`GameRules::SIDES`]`[0]`).
fn for_first<G: GameRules>(pos: &G::Position, score: i32) -> i32 {
    if G::side_to_move(pos) == G::SIDES[0] { score } else { -score }
}

/// Analyses `game` with the expert (evaluating and ordering with `E`) searching each
/// position within `limits`; `progress` hears after every position; setting `stop` cancels.
pub fn analyse<G: GameRules, E: MoveOrder<G> + Send>(
    game: &History<G>,
    limits: Limits,
    stop: &AtomicBool,
    progress: &mut dyn FnMut(Progress),
) -> Result<Analysis<G>, Cancelled> {
    let mut bot = ExpertBot::<G, E>::new(LEVEL, 0, limits);
    // Replaying from the start gives every search the history its draws depend on.
    let mut replay = game.clone();
    while replay.undo().is_some() {}
    let total = game.positions().len();
    let mut evals = Vec::with_capacity(total);
    let mut bests = Vec::with_capacity(total);
    loop {
        let pos = *replay.position();
        let score = match bot.best(&replay, stop) {
            Some((best, score)) => {
                bests.push(best);
                score
            }
            None => match replay.outcome().and_then(G::winner) {
                Some(w) if w == G::side_to_move(&pos) => WIN,
                Some(_) => -WIN,
                None => 0,
            },
        };
        if stop.load(Ordering::Relaxed) {
            return Err(Cancelled);
        }
        evals.push(for_first::<G>(&pos, score));
        progress(Progress { done: evals.len(), total });
        if replay.redo().is_none() {
            break;
        }
    }
    Ok(Analysis::from_evals(game, evals, &bests))
}

impl<G: GameRules> Analysis<G> {
    /// The analysis given by the evaluations of every position of `game` (for
    /// the first player ([`GameRules::SIDES`]`[0]`)) and the best move of every position a move was played in: the
    /// classes and losses follow from them ([`THRESHOLDS`]).
    ///
    /// # Panics
    ///
    /// If `evals` is not one longer than the moves or `bests` shorter than them.
    pub fn from_evals(game: &History<G>, evals: Vec<i32>, bests: &[G::Move]) -> Analysis<G> {
        assert_eq!(evals.len(), game.positions().len(), "one evaluation per position");
        let positions = game.positions();
        let moves = game
            .moves()
            .iter()
            .enumerate()
            .map(|(i, &played)| {
                let mover = &positions[i];
                let before = for_first::<G>(mover, evals[i]);
                // The score after the move, still seen by the side that made it.
                let after = for_first::<G>(mover, evals[i + 1]);
                let (class, loss) = THRESHOLDS.classify(before, after, played == bests[i]);
                MoveReview { best: bests[i], loss, class }
            })
            .collect();
        Analysis { evals, moves }
    }

    /// Where the game turned: the move (its index among the moves of `game`, the game
    /// analysed) that lost the most, the first of equals; `None` when no move was worse than an
    /// inaccuracy. Here a move loses at most what its side still had above a lost game
    /// ([`LOSS_CAP`] below even): a move into a forced loss is charged the whole cap, but once
    /// the game is decided it throws away little, and must not outweigh the move that decided it.
    pub fn turning_point(&self, game: &History<G>) -> Option<usize> {
        let lost = |i: usize, loss: i32| {
            let before = for_first::<G>(&game.positions()[i], self.evals[i]);
            let left = if is_win(before) { LOSS_CAP } else { before.saturating_add(LOSS_CAP).max(0) };
            loss.min(left)
        };
        let losses: Vec<i32> = self.moves.iter().enumerate().map(|(i, m)| lost(i, m.loss)).collect();
        let worst = *losses.iter().max()?;
        (worst > THRESHOLDS.inaccuracy).then(|| losses.iter().position(|&l| l == worst)).flatten()
    }

    /// The per-side summary: index 0 for the first player ([`GameRules::SIDES`]`[0]`), 1 for the other side.
    pub fn summaries(&self, game: &History<G>) -> [Summary; 2] {
        let mut out = [Summary::default(), Summary::default()];
        for (pos, review) in game.positions().iter().zip(&self.moves) {
            out[usize::from(G::side_to_move(pos) != G::SIDES[0])].add(review);
        }
        out
    }
}
