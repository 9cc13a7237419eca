//! Tactigon as an [`engine::GameRules`] game, and its game history: the draws that depend
//! on more than one position (RULES.md §4.4–4.5), and undo/redo, come from the engine.

use super::bits::bit;
use super::moves::{Move, PACKED_PASS, pack_step, unpack_step};
use super::outcome::{DrawReason, Outcome, WinReason};
use super::piece::Side;
use super::position::{PlayError, Position};
use tactigon_core::{self as engine, Packed};

pub use tactigon_core::DrawRules;

/// Tactigon, for the generic engine: the rules as associated functions of a marker type.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Tactigon;

/// A game of Tactigon: the start position, the moves played, the positions they led to,
/// and the moves taken back that can be replayed.
pub type Game = engine::History<Tactigon>;

impl engine::GameRules for Tactigon {
    type Position = Position;
    type Move = Move;
    type Outcome = Outcome;
    type Side = Side;
    type PlayError = PlayError;

    const SIDES: [Side; 2] = Side::ALL;

    #[inline]
    fn side_to_move(pos: &Position) -> Side {
        pos.turn()
    }

    #[inline]
    fn winner(outcome: Outcome) -> Option<Side> {
        outcome.winner()
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
        next.play(m)?;
        Ok(next)
    }

    #[inline]
    fn play_unchecked(pos: &mut Position, m: Move) {
        pos.play_unchecked(m);
    }

    fn pass() -> Move {
        Move::Pass
    }

    fn game_over(outcome: Outcome) -> PlayError {
        PlayError::GameOver(outcome)
    }

    #[inline]
    fn hash(pos: &Position) -> u64 {
        pos.hash()
    }

    #[inline]
    fn no_progress(pos: &Position) -> u32 {
        pos.clock()
    }

    #[inline]
    fn same_placement(a: &Position, b: &Position) -> bool {
        a.same_placement(b)
    }

    fn forfeit(loser: Side, how: engine::Forfeit) -> Outcome {
        Outcome::Win { winner: loser.other(), reason: WinReason::Forfeit(how) }
    }

    fn agreed_draw() -> Option<Outcome> {
        Some(Outcome::Draw(DrawReason::Agreed))
    }

    fn aborted() -> PlayError {
        PlayError::Aborted
    }

    fn repetition_draw() -> Outcome {
        Outcome::Draw(DrawReason::Repetition)
    }

    fn no_progress_draw(limit: u32) -> Outcome {
        Outcome::Draw(DrawReason::NoCapture(limit))
    }

    fn pack(pos: &Position, m: Move) -> Packed {
        match m {
            Move::Step { from, to, .. } => {
                let board = pos.board();
                pack_step(board.index(from).expect("a legal move"), board.index(to).expect("a legal move"))
            }
            Move::Pass => PACKED_PASS,
        }
    }

    fn unpack(pos: &Position, m: Packed) -> Move {
        if m == PACKED_PASS {
            return Move::Pass;
        }
        let (from, to) = unpack_step(m);
        let board = pos.board();
        Move::Step {
            from: board.tile(from),
            to: board.tile(to),
            capture: pos.side_bits(pos.turn().other()) & bit(to) != 0,
        }
    }

    #[inline]
    fn play_packed(pos: &mut Position, m: Packed) {
        if m == PACKED_PASS {
            pos.play_unchecked(Move::Pass);
        } else {
            let (from, to) = unpack_step(m);
            pos.play_indices(from, to);
        }
    }

    #[inline]
    fn null_move(pos: &Position) -> Option<Position> {
        // Right after a pass a null move would look like the second pass that ends the game.
        (!pos.passed()).then(|| pos.with_turn(pos.turn().other()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Board, Rules};

    #[test]
    fn the_search_path_agrees_with_the_game_on_repetition_and_the_no_capture_limit() {
        // Two circles stepping out and back bring the start position round again every
        // four plies: it occurs for the third time after ply 8. With a no-capture limit
        // of 10 the game would otherwise be drawn after ply 10.
        let start = Position::start(Board::standard(), Rules::default());
        for (rules, draw_at, reason) in [
            (DrawRules { repetition: true, no_capture_limit: 100 }, 8, DrawReason::Repetition),
            (DrawRules { repetition: false, no_capture_limit: 10 }, 10, DrawReason::NoCapture(10)),
        ] {
            let mut game = Game::new(start, rules);
            let shuffle = ["b1-b2", "b9-b8", "b2-b1", "b8-b9"];
            for ply in 1..=draw_at {
                let m = game.position().parse_move(shuffle[(ply - 1) % 4]).unwrap();
                // The path a search starts from judges the next position as the game will.
                let path = game.search_path();
                let mut next = *game.position();
                next.play(m).unwrap();
                game.play(m).unwrap();
                assert_eq!(path.is_draw(&next), ply == draw_at, "ply {ply}");
                assert_eq!(game.outcome().is_some(), ply == draw_at, "ply {ply}");
                // Searching on from the new position, one ply deeper, agrees as well.
                let mut deeper = path;
                deeper.push(&next);
                if ply < draw_at {
                    let reply = next.parse_move(shuffle[ply % 4]).unwrap();
                    let mut after = next;
                    after.play(reply).unwrap();
                    let mut later = game.clone();
                    later.play(reply).unwrap();
                    assert_eq!(deeper.is_draw(&after), later.outcome().is_some(), "ply {ply} + 1");
                }
            }
            assert_eq!(game.outcome(), Some(Outcome::Draw(reason)));
            // Both endings leave a position seen three times: the start after ply 8, the
            // position after ply 2 again after plies 6 and 10.
            assert_eq!(game.repetitions(), 3);
        }
    }
}
