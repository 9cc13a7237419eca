//! Taacoca's puzzles: `assets/puzzles-taacoca.txt`, a position as its text (RULES-taacoca.md
//! §5, the board's side included), won by reaching the far row, taking every enemy stone or
//! leaving the opponent no move.

use super::{FormatError, PuzzleGame};
use ::taacoca::{Cell, Move, Outcome, Position, Taacoca, WinReason, captures_of};
use tactigon_core::GameRules;

impl PuzzleGame for Taacoca {
    const ASSET: &'static str = include_str!("../../../../assets/puzzles-taacoca.txt");
    const ASSET_PATH: &'static str = "assets/puzzles-taacoca.txt";
    const POSITION_FIELDS: &'static [&'static str] = &["position"];
    /// Three stones move at once, so a position has hundreds of moves: five plies of them are
    /// beyond a full-width search, three are not.
    const MAX_DEPTH: u32 = 3;

    fn read_position(fields: &[&str]) -> Result<Position, FormatError> {
        fields[0].parse().map_err(|e: ::taacoca::PositionTextError| FormatError::Position(e.to_string()))
    }

    fn write_position(pos: &Position) -> String {
        pos.to_string()
    }

    fn setting(pos: &Position) -> String {
        format!("side {}", pos.size())
    }

    /// The text holds no clock: read back, the position starts at move 1.
    fn fresh(pos: &Position) -> Position {
        pos.to_string().parse().expect("a position's own text reads")
    }

    fn is_capture(pos: &Position, m: Move) -> bool {
        captures_of(pos, Taacoca::pack(pos, m)).0 > 0
    }

    fn goal(outcome: Outcome) -> &'static str {
        match outcome.reason {
            WinReason::HomeRow => "far row",
            WinReason::NoStones => "no stones",
            WinReason::NoMove => "no move",
            // Never in a puzzle: no one resigns or runs out of time in one.
            WinReason::Forfeit(how) => how.termination(),
        }
    }

    /// The same direction and the same stones doing the work (landing on an enemy stone or
    /// the far row): the other stones of a move only come along, as three must move.
    fn same_idea(pos: &Position, a: Move, b: Move) -> bool {
        let working = working(pos, a);
        a == b || (a.direction() == b.direction() && !working.is_empty() && working == self::working(pos, b))
    }

    /// Moves reaching the far row, then by the stones they take.
    fn urgency(pos: &Position, m: Move) -> u8 {
        let (captures, wins) = captures_of(pos, Taacoca::pack(pos, m));
        if wins { 4 } else { captures as u8 }
    }
}

/// The stones of `m` that capture or reach the far row.
fn working(pos: &Position, m: Move) -> Vec<Cell> {
    let (me, size) = (pos.turn(), pos.size());
    let lands = |c: &&Cell| {
        c.step(m.direction(), size).is_some_and(|t| t.row() == me.goal_row(size) || pos.stone(t) == Some(me.other()))
    };
    m.cells().iter().filter(lands).copied().collect()
}
