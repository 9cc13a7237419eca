//! Taacoca as an [`engine::GameRules`] game, moves packed for the search, and perft.
//!
//! Taacoca has no draws and no passing: every move advances stones for good, so no
//! position recurs ([`GameRules::no_progress`] is always 0 and the history-based draws
//! never apply), and a side without a move has lost. [`GameRules::pass`] is an empty move
//! that `play` refuses; bots answer it only in a finished game.

use super::cell::Side;
use super::illegal::PlayError;
use super::moves::Move;
use super::outcome::{Outcome, WinReason};
use super::packed::{pack_indices, unpack_indices};
use super::position::Position;
use tactigon_core::{self as engine, GameRules, Packed};

/// Taacoca, for the generic engine: the rules as associated functions of a marker type.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Taacoca;

/// A game of Taacoca with undo/redo.
pub type TaacocaGame = engine::History<Taacoca>;

/// Taacoca's draw rules: none, as it has no draws that depend on the history.
pub const DRAW_RULES: engine::DrawRules = engine::DrawRules { repetition: false, no_capture_limit: 0 };

/// A new game from `start`.
pub fn new_game(start: Position) -> TaacocaGame {
    engine::History::new(start, DRAW_RULES)
}

impl GameRules for Taacoca {
    type Position = Position;
    type Move = Move;
    type Outcome = Outcome;
    type Side = Side;
    type PlayError = PlayError;

    const SIDES: [Side; 2] = Side::BOTH;

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

    fn forfeit(loser: Side, how: engine::Forfeit) -> Outcome {
        Outcome { winner: loser.other(), reason: WinReason::Forfeit(how) }
    }

    /// None: Taacoca is never drawn (RULES-taacoca.md).
    fn agreed_draw() -> Option<Outcome> {
        None
    }

    fn aborted() -> PlayError {
        PlayError::Aborted
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
