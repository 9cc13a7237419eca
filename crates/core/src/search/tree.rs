//! One move choice's search: iterative deepening over principal-variation negamax with
//! null-move pruning, reverse futility, futility and late-move pruning near the leaves, late
//! move reductions and a quiescence search.

use super::order::{Heuristics, is_plain_quiet};
use super::picker::Picker;
use super::prune::{self, FUTILITY_MARGIN, RFP_DEPTH, RFP_MARGIN};
use super::scores::{outcome_score, score_from_tt, score_to_tt};
use super::tt::{Bound, Entry, Table};
use super::{WIN, WIN_BOUND};
use crate::{GameRules, MoveOrder, NO_MOVE, Packed, Path};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

mod quiet;

const INF: i32 = WIN + 1;
/// The deadline and the stop flag are looked at once per this many nodes (a power of
/// two); at a few million nodes a second that is about a tenth of a millisecond.
const CHECK_EVERY: u64 = 256;
/// Null-move pruning: how much shallower the search after a null move is.
const NULL_REDUCTION: i32 = 2;
/// Late move reductions start after this many moves of a node.
const LMR_AFTER: usize = 3;

/// A time budget given by the caller: when it started and when the search must stop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Deadline {
    /// When the move's clock started.
    pub started: Instant,
    /// When the search must return.
    pub end: Instant,
    /// Whether `end` is a share of a clock, so an iteration that would mostly be cut short
    /// is not started (the time is saved for later moves); a fixed time per move is used
    /// whole, since a cut-short iteration still tries the best move first.
    pub soft: bool,
}

/// One move choice's search state.
pub(super) struct Search<'a, G: GameRules, E> {
    eval: &'a E,
    tt: &'a mut Table,
    heuristics: &'a mut Heuristics,
    path: Path<G>,
    stop: &'a AtomicBool,
    deadline: Option<Deadline>,
    max_nodes: Option<u64>,
    nodes: u64,
    aborted: bool,
    /// The horizon node's ply and node count, when the quiescence search is entered from it.
    horizon: (usize, u64),
    /// Whether an iteration has finished: until one has, the deadline is not looked at,
    /// so the move played is always a searched one (the first iteration is cheap, the
    /// quiescence search being bounded).
    searched: bool,
    /// Move lists by ply, reused so the search allocates only while it first goes deeper.
    buffers: Vec<Vec<(Packed, i32)>>,
}

impl<'a, G: GameRules, E: MoveOrder<G>> Search<'a, G, E> {
    /// A search from the end of `path`, stopped by `stop` or, if given, the deadline.
    pub(super) fn new(
        eval: &'a E,
        tt: &'a mut Table,
        heuristics: &'a mut Heuristics,
        path: Path<G>,
        stop: &'a AtomicBool,
        deadline: Option<Deadline>,
    ) -> Self {
        Search {
            eval,
            tt,
            heuristics,
            path,
            stop,
            deadline,
            max_nodes: None,
            nodes: 0,
            aborted: false,
            horizon: (0, 0),
            searched: false,
            buffers: Vec::new(),
        }
    }

    /// The same search stopping after about `max_nodes` positions, if given.
    pub(super) const fn with_node_limit(mut self, max_nodes: Option<u64>) -> Self {
        self.max_nodes = max_nodes;
        self
    }

    /// Positions visited so far.
    pub(super) const fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Iterative deepening; returns the best move, its score and the deepest completed
    /// iteration, telling `done` each completed iteration's depth, best move, score and the
    /// nodes so far. `root` holds the legal moves of `pos` with their noise bonus.
    pub(super) fn iterate(
        &mut self,
        pos: &G::Position,
        mut root: Vec<(Packed, i32)>,
        max_depth: u32,
        done: &mut dyn FnMut(u32, Packed, i32, u64),
    ) -> (Packed, i32, u32) {
        let mut best = (root[0].0, 0);
        let mut completed = 0;
        for depth in 1..=max_depth {
            let (found, score, finished) = self.root(pos, &mut root, depth as i32);
            if finished || found != best.0 {
                // A move that beat the previous best within a cut-short iteration was
                // searched to the full depth, so it is better than what we had.
                best = (found, score);
            }
            if !finished {
                break;
            }
            completed = depth;
            done(depth, best.0, best.1, self.nodes);
            self.searched = true;
            if score.abs() > WIN_BOUND {
                break;
            }
            if let Some(Deadline { started, end, soft: true }) = self.deadline {
                // The next iteration costs a few times this one: don't start one that
                // would mostly be cut short (a cut-short one still helps, best move first).
                let now = Instant::now();
                if now + (now - started) * 3 / 2 > end {
                    break;
                }
            }
        }
        (best.0, best.1, completed)
    }

    /// One iteration at the root. Moves are tried best-first (from the previous
    /// iteration); returns the best move, its score (noise bonus included) and whether
    /// the iteration finished.
    fn root(&mut self, pos: &G::Position, root: &mut [(Packed, i32)], depth: i32) -> (Packed, i32, bool) {
        let mut best = (root[0].0, -INF);
        let mut scores = Vec::with_capacity(root.len());
        for (i, &(m, bonus)) in root.iter().enumerate() {
            let mut child = *pos;
            G::play_packed(&mut child, m);
            // A move counts with its bonus, so it must beat `best - bonus`: a null window
            // there proves most moves worse, and only those that are not get an exact score.
            let raw = if i == 0 {
                -self.negamax(&child, depth - 1, -INF, INF, 1, true)
            } else {
                let target = best.1.saturating_sub(bonus).max(-INF);
                let s = -self.negamax(&child, depth - 1, -target - 1, -target, 1, true);
                if s > target && !self.aborted { -self.negamax(&child, depth - 1, -INF, -target, 1, true) } else { s }
            };
            // Noise never blurs a won or lost game: a quicker win or slower loss stays first.
            let score = if raw.abs() > WIN_BOUND { raw } else { raw + bonus };
            if self.aborted {
                return (best.0, best.1, false);
            }
            scores.push(score);
            if score > best.1 {
                best = (m, score);
            }
        }
        // Best first next time; a stable sort keeps the previous order among equals.
        let mut order: Vec<usize> = (0..root.len()).collect();
        order.sort_by_key(|&i| std::cmp::Reverse(scores[i]));
        let sorted: Vec<(Packed, i32)> = order.iter().map(|&i| root[i]).collect();
        root.copy_from_slice(&sorted);
        (best.0, best.1, true)
    }

    /// Whether to give up: the stop flag or the deadline, looked at every few nodes.
    #[inline]
    fn poll(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes.is_multiple_of(CHECK_EVERY) {
            // Limits apply once an iteration has finished: the move played is a searched one.
            let late = self.searched && self.deadline.is_some_and(|d| Instant::now() >= d.end);
            let spent = self.searched && self.max_nodes.is_some_and(|n| self.nodes >= n);
            if late || spent || self.stop.load(Ordering::Relaxed) {
                self.aborted = true;
            }
        }
        self.aborted
    }

    /// Alpha-beta value of `pos` for its side to move, `depth` plies deep then quiescence.
    ///
    /// `null_ok` allows a null move here (not twice in a row).
    fn negamax(&mut self, pos: &G::Position, depth: i32, mut alpha: i32, beta: i32, ply: usize, null_ok: bool) -> i32 {
        if let Some(outcome) = G::outcome(pos) {
            return outcome_score::<G>(outcome, pos, ply);
        }
        if self.path.is_draw(pos) {
            return 0;
        }
        if depth <= 0 {
            self.horizon = (ply, self.nodes);
            return self.quiet_search(pos, alpha, beta, ply);
        }
        if self.poll() {
            return 0;
        }
        let key = G::hash(pos);
        let mut tt_move = NO_MOVE;
        if let Some(e) = self.tt.probe(key) {
            tt_move = e.best;
            if i32::from(e.depth) >= depth {
                let score = score_from_tt(e.score, ply);
                let usable = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if usable {
                    return score;
                }
            }
        }

        let pv = beta - alpha > 1;
        // The static evaluation, for the pruning decisions of non-PV nodes near the leaves
        // (deeper, only the null move wants it, and evaluates when it gets that far).
        let near = !pv && depth <= RFP_DEPTH && beta.abs() < WIN_BOUND;
        let stand = near.then(|| score_from_tt(self.eval.evaluate(pos), ply));
        // Reverse futility: far enough above beta near the leaves, the opponent's best
        // reply is not expected to bring the score back below it.
        if depth <= RFP_DEPTH
            && let Some(stand) = stand
            && stand.abs() < WIN_BOUND
            && stand - RFP_MARGIN * depth >= beta
        {
            return stand;
        }

        // Null move: if passing the turn still leaves us at or above beta, a real move
        // surely would too (zugzwang is rare: most positions have many moves).
        if null_ok
            && depth >= 3
            && beta.abs() < WIN_BOUND
            && let Some(child) = G::null_move(pos)
            && stand.unwrap_or_else(|| score_from_tt(self.eval.evaluate(pos), ply)) >= beta
        {
            // Deeper nodes afford a deeper cut: the null move only has to show a margin.
            let r = NULL_REDUCTION + depth / 4;
            self.path.push(pos);
            let score = -self.negamax(&child, depth - 1 - r, -beta, -beta + 1, ply + 1, false);
            self.path.pop();
            if self.aborted {
                return 0;
            }
            if score >= beta && score < WIN_BOUND {
                return score;
            }
        }
        // Near the leaves of a non-PV node hopelessly below alpha, quiet moves are skipped.
        let futile = depth == 1 && stand.is_some_and(|s| s.abs() < WIN_BOUND && s + FUTILITY_MARGIN <= alpha);
        let late = if !pv && depth <= RFP_DEPTH { prune::late_moves(depth) } else { usize::MAX };

        let mut moves = Picker::new(self.take_buffer(ply), tt_move);
        let alpha_start = alpha;
        let mut best = (NO_MOVE, -INF);
        self.path.push(pos);
        let mut i = 0;
        // The children probe the table (quiescence children do not).
        let probed = depth > 1;
        // The next move's child, made early so that its table slot is on its way into the
        // cache while this move's subtree is searched.
        let mut ready: Option<(Packed, G::Position)> = None;
        loop {
            // Plain quiet moves are pruned from here on (the picker then does not generate them).
            let skip_quiet = futile || i >= late;
            let Some((m, score)) = moves.next(self.eval, pos, self.heuristics, ply, skip_quiet) else {
                break;
            };
            let quiet = is_plain_quiet(score);
            if i > 0 && quiet && skip_quiet {
                // Moves are ordered, so the rest are plain quiet moves too.
                break;
            }
            let child = match ready.take() {
                Some((next, child)) if next == m => child,
                _ => self.made(pos, m, probed),
            };
            if probed && let Some(next) = moves.peek() {
                ready = Some((next, self.made(pos, next, true)));
            }
            let score = if i == 0 {
                -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, true)
            } else {
                // Late quiet moves are rarely best: search them shallower first, and
                // fully only if they beat alpha.
                let reduction = if depth >= 3 && i >= LMR_AFTER && quiet {
                    (prune::reduction(depth, i) - i32::from(pv)).clamp(1, depth - 1)
                } else {
                    0
                };
                let mut s = -self.negamax(&child, depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, true);
                if s > alpha && reduction > 0 && !self.aborted {
                    s = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, ply + 1, true);
                }
                if s > alpha && s < beta && !self.aborted {
                    -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, true)
                } else {
                    s
                }
            };
            if self.aborted {
                break;
            }
            if score > best.1 {
                best = (m, score);
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        if E::is_quiet(pos, m) {
                            self.heuristics.cutoff(m, ply, depth);
                        }
                        break;
                    }
                }
            }
            i += 1;
        }
        self.path.pop();
        self.buffers[ply] = moves.into_list();
        if self.aborted {
            return 0;
        }
        let bound = if best.1 >= beta {
            Bound::Lower
        } else if best.1 > alpha_start {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(Entry { key, best: best.0, score: score_to_tt(best.1, ply), depth: depth.min(255) as u8, bound });
        best.1
    }

    /// The position after packed move `m` of `pos`, its table slot prefetched if it will be
    /// `probed`.
    #[inline]
    fn made(&self, pos: &G::Position, m: Packed, probed: bool) -> G::Position {
        let mut child = *pos;
        G::play_packed(&mut child, m);
        if probed {
            self.tt.prefetch(G::hash(&child));
        }
        child
    }

    /// The move list for `ply`, empty, from the reusable buffers.
    fn take_buffer(&mut self, ply: usize) -> Vec<(Packed, i32)> {
        if self.buffers.len() <= ply {
            self.buffers.resize_with(ply + 1, || Vec::with_capacity(64));
        }
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        moves.clear();
        moves
    }
}
