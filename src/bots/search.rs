//! The expert: iterative-deepening alpha-beta (negamax, principal-variation search) with a
//! transposition table, ordered moves and a capture-only quiescence search, within a time
//! budget or to a fixed depth.

use super::draws::Path;
use super::eval::Evaluator;
use super::ordering::{Heuristics, NONE, PASS, Packed, capture_score, is_plain_quiet, pack, tt_score, unpack};
use super::tt::{Bound, Entry, Table};
use super::{Bot, Limits, SearchInfo};
use crate::rules::{BitsIter, Game, Kind, Move, Outcome, Position, bit};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// A win found `n` plies from the root scores `WIN - n`: quicker wins score higher.
pub const WIN: i32 = 1_000_000;
/// Scores beyond this are wins or losses found by the search.
const WIN_BOUND: i32 = WIN - 1_000;
const INF: i32 = WIN + 1;
/// The deepest iteration ever started.
const MAX_DEPTH: u32 = 64;
/// The clock and the stop flag are looked at once per this many nodes (a power of two);
/// at a few million nodes a second that is about a tenth of a millisecond.
const CHECK_EVERY: u64 = 256;
/// Transposition table size: 2^19 entries of 16 bytes, 8 MiB.
const TT_BITS: u32 = 19;
/// Null-move pruning: how much shallower the search after a null move is.
const NULL_REDUCTION: i32 = 2;
/// Late move reductions start after this many moves of a node.
const LMR_AFTER: usize = 3;

/// What an expert level changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    /// The deepest iteration.
    pub max_depth: u32,
    /// Root moves get a random bonus up to this much (centi-circles), so weak levels err.
    pub noise: i32,
}

impl Level {
    /// The settings of expert level 1..=5 (others are clamped). Levels 1 and 2 see only
    /// one and three plies and err on purpose; levels 3 to 5 use the whole time budget,
    /// level 3 stopping at depth 8 with a little noise, level 4 at depth 12 with less,
    /// level 5 as deep as the time allows without noise.
    pub const fn of(level: u8) -> Level {
        match level {
            0 | 1 => Level { max_depth: 1, noise: 150 },
            2 => Level { max_depth: 3, noise: 50 },
            3 => Level { max_depth: 8, noise: 20 },
            4 => Level { max_depth: 12, noise: 8 },
            _ => Level { max_depth: MAX_DEPTH, noise: 0 },
        }
    }
}

/// The expert player.
pub struct ExpertBot {
    level: Level,
    limits: Limits,
    rng: StdRng,
    tt: Table,
    heuristics: Heuristics,
    eval: Option<Evaluator>,
    info: Option<SearchInfo>,
}

impl ExpertBot {
    /// An expert of `level` (1..=5) whose random choices are fixed by `seed`.
    pub fn new(level: u8, seed: u64, limits: Limits) -> ExpertBot {
        ExpertBot {
            level: Level::of(level),
            limits,
            rng: StdRng::seed_from_u64(seed),
            tt: Table::new(TT_BITS),
            heuristics: Heuristics::default(),
            eval: None,
            info: None,
        }
    }
}

impl Bot for ExpertBot {
    fn choose(&mut self, game: &Game, stop: &AtomicBool) -> Move {
        let started = Instant::now();
        let pos = *game.position();
        let moves = game.legal_moves();
        if moves.len() <= 1 {
            self.info = Some(SearchInfo { depth: 0, nodes: 0, elapsed: started.elapsed(), score: 0 });
            return moves.first().copied().unwrap_or(Move::Pass);
        }
        let (max_depth, deadline) = match self.limits.depth {
            Some(d) => (d.clamp(1, self.level.max_depth), None),
            None => (self.level.max_depth, Some(started + self.limits.time)),
        };
        let noise = self.level.noise;
        let root: Vec<(Packed, i32)> = moves
            .iter()
            .map(|&m| (to_packed(&pos, m), if noise > 0 { self.rng.random_range(-noise..=noise) } else { 0 }))
            .collect();
        self.heuristics.new_search();
        if !self.eval.as_ref().is_some_and(|e| e.is_for(pos.board())) {
            self.eval = Some(Evaluator::new(pos.board()));
        }
        let mut search = Search {
            eval: self.eval.as_ref().expect("just built"),
            tt: &mut self.tt,
            heuristics: &mut self.heuristics,
            path: Path::new(game),
            stop,
            deadline,
            nodes: 0,
            aborted: false,
            buffers: Vec::new(),
        };
        let (best, score, depth) = search.iterate(&pos, root, max_depth, started);
        self.info = Some(SearchInfo { depth, nodes: search.nodes, elapsed: started.elapsed(), score });
        from_packed(&pos, best)
    }

    fn info(&self) -> Option<SearchInfo> {
        self.info
    }
}

/// A legal move in packed form.
fn to_packed(pos: &Position, m: Move) -> Packed {
    match m {
        Move::Step { from, to, .. } => {
            let board = pos.board();
            pack(board.index(from).expect("a legal move"), board.index(to).expect("a legal move"))
        }
        Move::Pass => PASS,
    }
}

/// A packed move written out for the rules module.
fn from_packed(pos: &Position, m: Packed) -> Move {
    if m == PASS {
        return Move::Pass;
    }
    let (from, to) = unpack(m);
    let board = pos.board();
    Move::Step { from: board.tile(from), to: board.tile(to), capture: pos.side_bits(pos.turn().other()) & bit(to) != 0 }
}

/// The score of a finished game for the side to move, `ply` plies from the root.
fn outcome_score(outcome: Outcome, pos: &Position, ply: usize) -> i32 {
    match outcome.winner() {
        Some(w) if w == pos.turn() => WIN - ply as i32,
        Some(_) => -(WIN - ply as i32),
        None => 0,
    }
}

/// One move choice's search state.
struct Search<'a> {
    eval: &'a Evaluator,
    tt: &'a mut Table,
    heuristics: &'a mut Heuristics,
    path: Path,
    stop: &'a AtomicBool,
    deadline: Option<Instant>,
    nodes: u64,
    aborted: bool,
    /// Move lists by ply, reused so the search allocates only while it first goes deeper.
    buffers: Vec<Vec<(Packed, i32)>>,
}

impl Search<'_> {
    /// Iterative deepening; returns the best move, its score and the deepest completed
    /// iteration. `root` holds the legal moves with their noise bonus.
    fn iterate(
        &mut self,
        pos: &Position,
        mut root: Vec<(Packed, i32)>,
        max_depth: u32,
        started: Instant,
    ) -> (Packed, i32, u32) {
        let mut best = (root[0].0, 0);
        let mut completed = 0;
        self.path.push(pos);
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
            if score.abs() > WIN_BOUND {
                break;
            }
            if let Some(deadline) = self.deadline {
                // The next iteration costs a few times this one: don't start one that
                // would mostly be cut short (a cut-short one still helps, best move first).
                let now = Instant::now();
                if now + (now - started) * 3 / 2 > deadline {
                    break;
                }
            }
        }
        (best.0, best.1, completed)
    }

    /// One iteration at the root. Moves are tried best-first (from the previous
    /// iteration); returns the best move, its score (noise bonus included) and whether
    /// the iteration finished.
    fn root(&mut self, pos: &Position, root: &mut [(Packed, i32)], depth: i32) -> (Packed, i32, bool) {
        let mut best = (root[0].0, -INF);
        let mut scores = Vec::with_capacity(root.len());
        for (i, &(m, bonus)) in root.iter().enumerate() {
            let mut child = *pos;
            play(&mut child, m);
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
            let late = self.deadline.is_some_and(|d| Instant::now() >= d);
            if late || self.stop.load(Ordering::Relaxed) {
                self.aborted = true;
            }
        }
        self.aborted
    }

    /// Alpha-beta value of `pos` for its side to move, `depth` plies deep then quiescence.
    ///
    /// `null_ok` allows a null move here (not twice in a row).
    fn negamax(&mut self, pos: &Position, depth: i32, mut alpha: i32, beta: i32, ply: usize, null_ok: bool) -> i32 {
        if let Some(outcome) = pos.outcome() {
            return outcome_score(outcome, pos, ply);
        }
        if self.path.is_draw(pos) {
            return 0;
        }
        if depth <= 0 {
            return self.quiet_search(pos, alpha, beta, ply);
        }
        if self.poll() {
            return 0;
        }
        let key = pos.hash();
        let mut tt_move = NONE;
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

        // Null move: if passing the turn still leaves us at or above beta, a real move
        // surely would too (zugzwang is rare here: most positions have many moves).
        if null_ok && depth >= 3 && beta.abs() < WIN_BOUND && !pos.passed() && self.eval.evaluate(pos) >= beta {
            let child = pos.with_turn(pos.turn().other());
            self.path.push(pos);
            let score = -self.negamax(&child, depth - 1 - NULL_REDUCTION, -beta, -beta + 1, ply + 1, false);
            self.path.pop();
            if self.aborted {
                return 0;
            }
            if score >= beta && score < WIN_BOUND {
                return score;
            }
        }

        let mut moves = self.take_buffer(ply);
        self.generate(pos, false, tt_move, ply, &mut moves);
        if moves.is_empty() {
            // No step: pass (a second pass in a row was caught by `outcome` above).
            moves.push((PASS, 0));
        }
        let alpha_start = alpha;
        let mut best = (NONE, -INF);
        self.path.push(pos);
        for i in 0..moves.len() {
            let m = pick(&mut moves, i);
            let mut child = *pos;
            play(&mut child, m);
            let score = if i == 0 {
                -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, true)
            } else {
                // Late quiet moves are rarely best: search them shallower first, and
                // fully only if they beat alpha.
                let reduction = if depth >= 3 && i >= LMR_AFTER && is_plain_quiet(moves[i].1) {
                    1 + i32::from(depth >= 5 && i >= 4 * LMR_AFTER)
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
                        if m != PASS && !is_capture(pos, m) {
                            self.heuristics.cutoff(m, ply, depth);
                        }
                        break;
                    }
                }
            }
        }
        self.path.pop();
        self.buffers[ply] = moves;
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

    /// Captures only, until the position is quiet; the side to move may also stand pat.
    fn quiescence(&mut self, pos: &Position, alpha: i32, beta: i32, ply: usize) -> i32 {
        if let Some(outcome) = pos.outcome() {
            return outcome_score(outcome, pos, ply);
        }
        self.quiet_search(pos, alpha, beta, ply)
    }

    /// [`Self::quiescence`] for a position whose outcome has been checked already.
    fn quiet_search(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        if self.poll() {
            return 0;
        }
        let stand = self.eval.evaluate(pos);
        if stand >= beta {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        let mut moves = self.take_buffer(ply);
        self.generate(pos, true, NONE, ply, &mut moves);
        for i in 0..moves.len() {
            let m = pick(&mut moves, i);
            let mut child = *pos;
            play(&mut child, m);
            let score = -self.quiescence(&child, -beta, -alpha, ply + 1);
            if self.aborted {
                break;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        self.buffers[ply] = moves;
        best
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

    /// Every step (or every capture) of the side to move, with its ordering score.
    #[inline]
    fn generate(&self, pos: &Position, captures_only: bool, tt_move: Packed, ply: usize, out: &mut Vec<(Packed, i32)>) {
        let us = pos.turn();
        let them = us.other();
        let enemy = pos.side_bits(them);
        for kind in Kind::ALL {
            for from in BitsIter(pos.piece_bits(us, kind)) {
                let dest = if captures_only {
                    // No enemy within reach even as the crow flies: skip the flood fill.
                    if self.eval.within(from, pos.steps(from, kind) as usize) & enemy == 0 {
                        continue;
                    }
                    pos.destinations(from, kind) & enemy
                } else {
                    pos.destinations(from, kind)
                };
                for to in BitsIter(dest) {
                    let m = pack(from, to);
                    let score = if m == tt_move {
                        tt_score()
                    } else if enemy & bit(to) != 0 {
                        let victim = Kind::ALL
                            .into_iter()
                            .find(|&k| pos.piece_bits(them, k) & bit(to) != 0)
                            .expect("an enemy piece on an enemy tile");
                        capture_score(kind, victim)
                    } else {
                        self.heuristics.quiet_score(m, ply)
                    };
                    out.push((m, score));
                }
            }
        }
    }
}

/// Swaps the best-scored of `moves[i..]` into place `i` and returns it: sorting lazily
/// pays off because most nodes cut off after a move or two.
#[inline]
fn pick(moves: &mut [(Packed, i32)], i: usize) -> Packed {
    let mut best = i;
    for j in i + 1..moves.len() {
        if moves[j].1 > moves[best].1 {
            best = j;
        }
    }
    moves.swap(i, best);
    moves[i].0
}

/// Plays a packed move known to be legal.
#[inline]
fn play(pos: &mut Position, m: Packed) {
    if m == PASS {
        pos.play_unchecked(Move::Pass);
    } else {
        let (from, to) = unpack(m);
        pos.play_indices(from, to);
    }
}

/// Whether a packed step lands on an enemy piece.
#[inline]
fn is_capture(pos: &Position, m: Packed) -> bool {
    pos.side_bits(pos.turn().other()) & bit(unpack(m).1) != 0
}

/// Win scores are stored relative to the node, so they stay right wherever it recurs.
fn score_to_tt(score: i32, ply: usize) -> i32 {
    if score > WIN_BOUND {
        score + ply as i32
    } else if score < -WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// The inverse of [`score_to_tt`] at this node's ply.
fn score_from_tt(score: i32, ply: usize) -> i32 {
    if score > WIN_BOUND {
        score - ply as i32
    } else if score < -WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}
