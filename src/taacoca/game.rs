//! Taacoca as an [`engine::GameRules`] game, moves packed for the search, and perft.
//!
//! Taacoca has no draws and no passing: every move advances stones for good, so no
//! position recurs ([`GameRules::no_progress`] is always 0 and the history-based draws
//! never apply), and a side without a move has lost. [`GameRules::pass`] is an empty move
//! that `play` refuses; bots answer it only in a finished game.

use super::cell::Direction;
use super::moves::Move;
use super::outcome::Outcome;
use super::position::{PlayError, Position};
use crate::engine::{self, GameRules, Packed};

/// Taacoca, for the generic engine: the rules as associated functions of a marker type.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Taacoca;

/// A game of Taacoca with undo/redo.
pub type TaacocaGame = engine::History<Taacoca>;

/// A new game from `start`, without the history-based draws Taacoca does not have.
pub fn new_game(start: Position) -> TaacocaGame {
    engine::History::new(start, engine::DrawRules { repetition: false, no_capture_limit: 0 })
}

/// The most stones a side has, and the number of ways to choose three of them.
const STONES: usize = 36;
const TRIPLES: usize = STONES * (STONES - 1) * (STONES - 2) / 6;

/// Every three stone ordinals `i < j < k`, in colexicographic order: position `C(k,3) +
/// C(j,2) + i` holds `[i, j, k]`.
static TRIPLE: [[u8; 3]; TRIPLES] = {
    let mut out = [[0; 3]; TRIPLES];
    let (mut n, mut k) = (0, 2);
    while k < STONES {
        let mut j = 1;
        while j < k {
            let mut i = 0;
            while i < j {
                out[n] = [i as u8, j as u8, k as u8];
                n += 1;
                i += 1;
            }
            j += 1;
        }
        k += 1;
    }
    out
};

/// The colexicographic rank of ordinals `i < j < k` (see [`TRIPLE`]).
#[inline]
const fn triple_rank(i: usize, j: usize, k: usize) -> usize {
    k * (k - 1) * (k - 2) / 6 + j * (j - 1) / 2 + i
}

/// Packs a legal move given by the layout indices of its stones: 1, plus which of the
/// mover's two directions, plus twice the rank of the stones' ordinals among the mover's
/// stones (0 when fewer than three move: then all of them do).
#[inline]
pub(super) fn pack_indices(pos: &Position, dir: Direction, cells: [usize; 3], len: usize) -> Packed {
    let own = pos.bits(pos.turn());
    let rank = if len == 3 { triple_rank(own.rank(cells[0]), own.rank(cells[1]), own.rank(cells[2])) } else { 0 };
    let second = usize::from(dir != pos.turn().forward()[0]);
    (1 + second + 2 * rank) as Packed
}

/// The direction and layout indices of a packed move.
#[inline]
fn unpack_indices(pos: &Position, m: Packed) -> (Direction, [usize; 3], usize) {
    let own = pos.bits(pos.turn());
    let m = (m - 1) as usize;
    let dir = pos.turn().forward()[m & 1];
    let mut cells = [0; 3];
    if own.count() < 3 {
        let mut n = 0;
        for i in own.iter() {
            cells[n] = i;
            n += 1;
        }
        return (dir, cells, n);
    }
    for (slot, &ordinal) in cells.iter_mut().zip(&TRIPLE[m >> 1]) {
        *slot = own.select(ordinal as usize).expect("a packed legal move");
    }
    (dir, cells, 3)
}

impl GameRules for Taacoca {
    const FIRST: Self::Side = super::cell::Side::White;
    type Position = Position;
    type Move = Move;
    type Outcome = Outcome;
    type Side = super::cell::Side;
    type PlayError = PlayError;

    #[inline]
    fn side_to_move(pos: &Position) -> Self::Side {
        pos.turn()
    }

    fn winner(outcome: Outcome) -> Option<Self::Side> {
        Some(outcome.winner)
    }

    #[inline]
    fn outcome(pos: &Position) -> Option<Outcome> {
        pos.outcome()
    }

    #[inline]
    fn legal_moves(pos: &Position, out: &mut Vec<Move>) {
        pos.legal_moves_into(out);
    }

    fn play(pos: &Position, m: Move) -> Result<Position, PlayError> {
        let mut next = *pos;
        next.play(&m)?;
        Ok(next)
    }

    #[inline]
    fn play_unchecked(pos: &mut Position, m: Move) {
        let layout = pos.layout();
        let mut from = [0; 3];
        for (slot, &c) in from.iter_mut().zip(m.cells()) {
            *slot = layout.index(c);
        }
        pos.play_indices(m.direction(), &from[..m.cells().len()]);
    }

    fn pass() -> Move {
        Move::nothing()
    }

    fn game_over(outcome: Outcome) -> PlayError {
        PlayError::GameOver(outcome)
    }

    #[inline]
    fn hash(pos: &Position) -> u64 {
        pos.hash()
    }

    #[inline]
    fn no_progress(_: &Position) -> u32 {
        0
    }

    fn same_placement(a: &Position, b: &Position) -> bool {
        a == b
    }

    fn repetition_draw() -> Outcome {
        unreachable!("Taacoca has no draws: no position recurs (no_progress is always 0)")
    }

    fn no_progress_draw(_: u32) -> Outcome {
        unreachable!("Taacoca has no draws: no_progress is always 0, below every limit")
    }

    fn pack(pos: &Position, m: Move) -> Packed {
        let layout = pos.layout();
        let mut cells = [0; 3];
        for (slot, &c) in cells.iter_mut().zip(m.cells()) {
            *slot = layout.index(c);
        }
        pack_indices(pos, m.direction(), cells, m.cells().len())
    }

    fn unpack(pos: &Position, m: Packed) -> Move {
        let layout = pos.layout();
        let (dir, cells, len) = unpack_indices(pos, m);
        let cells: Vec<_> = cells[..len].iter().map(|&i| layout.cell(i)).collect();
        Move::new(dir, &cells).expect("a packed legal move")
    }

    #[inline]
    fn play_packed(pos: &mut Position, m: Packed) {
        let (dir, cells, len) = unpack_indices(pos, m);
        pos.play_indices(dir, &cells[..len]);
    }

    fn null_move(_: &Position) -> Option<Position> {
        // Moving three stones forward can hurt (a stone steps next to an enemy that then
        // captures it), so standing still is no lower bound on a position's worth.
        None
    }
}

/// What a move does besides moving: how many enemy stones it captures and whether it
/// reaches the mover's goal row (and so wins).
#[inline]
fn effects(pos: &Position, dir: Direction, cells: &[usize]) -> (u32, bool) {
    let layout = pos.layout();
    let offset = layout.offset[dir as usize];
    let (them, goal) = (pos.bits(pos.turn().other()), layout.goal[pos.turn().index()]);
    let mut captures = 0;
    let mut wins = false;
    for &i in cells {
        let t = (i as isize + offset) as usize;
        captures += u32::from(them.contains(t));
        wins |= goal.contains(t);
    }
    (captures, wins)
}

/// Calls `emit` with every legal move of `pos` packed for the search, the number of enemy
/// stones it captures and whether it reaches the goal row (whatever the outcome).
#[inline]
pub fn for_each_packed(pos: &Position, mut emit: impl FnMut(Packed, u32, bool)) {
    pos.for_each_move(|dir, cells, len| {
        let (captures, wins) = effects(pos, dir, &cells[..len]);
        emit(pack_indices(pos, dir, cells, len), captures, wins);
    });
}

/// Whether packed legal move `m` of `pos` neither captures nor reaches the goal row.
pub fn is_quiet(pos: &Position, m: Packed) -> bool {
    let (dir, cells, len) = unpack_indices(pos, m);
    effects(pos, dir, &cells[..len]) == (0, false)
}

/// Counts the leaves `depth` plies ahead (§6); a finished game has no children.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_moves(),
        _ => {
            // A side without a move has no children either way.
            if pos.settled().is_some() {
                return 0;
            }
            let mut nodes = 0;
            pos.for_each_move(|dir, cells, len| {
                let mut child = *pos;
                child.play_indices(dir, &cells[..len]);
                nodes += perft(&child, depth - 1);
            });
            nodes
        }
    }
}

/// Perft split by first move, sorted by the moves' text.
pub fn perft_divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    let mut out: Vec<(Move, u64)> = pos
        .legal_moves()
        .into_iter()
        .map(|m| {
            let mut child = *pos;
            Taacoca::play_unchecked(&mut child, m);
            (m, perft(&child, depth.saturating_sub(1)))
        })
        .collect();
    out.sort_by_key(|(m, _)| m.to_string());
    out
}
