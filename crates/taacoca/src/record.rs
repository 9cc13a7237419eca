//! Taacoca's part of the record format: `White`/`Black` player tags, its move numbers and
//! results, and its own tags (`Size` when not 5, `Start` when not the start position).

use crate::{
    Move, Outcome, ParseMoveError, Position, PositionTextError, STANDARD_SIZE, Side, SizeError, Taacoca, TaacocaGame,
    WinReason, check_size, new_game,
};
use std::fmt;
use tactigon_core::record::{Notation, RecordError, RecordErrorKind as K, Token, error};

/// What is wrong with one of Taacoca's own tags in a record.
#[derive(Clone, Debug)]
pub enum TaacocaTagError {
    /// The `Size` tag is no board side.
    Size(String),
    /// The `Size` tag is a number out of range.
    SizeRange(SizeError),
    /// The `Start` tag is not a position.
    Start(PositionTextError),
    /// The `Start` position is on a board of another side than the `Size` tag's.
    StartSize {
        /// The `Size` tag's side.
        size: u8,
        /// The side of the `Start` position's board.
        start: u8,
    },
}

impl fmt::Display for TaacocaTagError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TaacocaTagError::Size(value) => {
                write!(f, "tag Size must be a board side from 3 to 13, not '{}'", tactigon_core::escape::Escaped(value))
            }
            TaacocaTagError::SizeRange(e) => write!(f, "tag Size: {e}"),
            TaacocaTagError::Start(e) => write!(f, "tag Start: {e}"),
            TaacocaTagError::StartSize { size, start } => {
                write!(f, "tag Start: a board of side {start}, but tag Size says {size}")
            }
        }
    }
}

/// A tag's value with the 1-based line and column of its name, for errors found later.
type Placed = (usize, usize, String);

/// What a Taacoca record's own tags say.
#[derive(Default)]
pub struct TaacocaSetup {
    size: Option<Placed>,
    start: Option<Placed>,
}

impl Notation for Taacoca {
    const NAME: &'static str = "Taacoca";
    const PLAYER_TAGS: [&'static str; 2] = ["White", "Black"];
    type ReadError = ParseMoveError;
    type TagError = TaacocaTagError;
    type Setup = TaacocaSetup;

    fn move_number(pos: &Position) -> (u32, bool) {
        (pos.fullmove().into(), pos.turn() == Side::White)
    }

    fn result(outcome: Option<Outcome>) -> &'static str {
        match outcome.map(|o| o.winner) {
            None => "*",
            Some(Side::White) => "1-0",
            Some(Side::Black) => "0-1",
        }
    }

    fn read_move(pos: &Position, word: &str) -> Result<Move, ParseMoveError> {
        pos.parse_move(word)
    }

    fn termination(outcome: Option<Outcome>) -> &'static str {
        match outcome.map(|o| o.reason) {
            None => "unfinished",
            Some(WinReason::HomeRow) => "home row reached",
            Some(WinReason::NoStones) => "no stones left",
            Some(WinReason::NoMove) => "no move",
            Some(WinReason::Forfeit(how)) => how.termination(),
        }
    }

    fn write_tags(game: &TaacocaGame) -> Vec<(&'static str, String)> {
        let start = game.start();
        let mut tags = Vec::new();
        if start.size() != STANDARD_SIZE {
            tags.push(("Size", start.size().to_string()));
        }
        if Position::start(start.size()).ok().as_ref() != Some(start) {
            tags.push(("Start", start.to_string()));
        }
        tags
    }

    fn read_tag(setup: &mut TaacocaSetup, name: &Token<'_>, value: &str) -> Result<bool, RecordError<Taacoca>> {
        let placed = Some((name.line, name.column, value.to_string()));
        match name.text {
            "Size" => setup.size = placed,
            "Start" => setup.start = placed,
            _ => return Ok(false),
        }
        Ok(true)
    }

    fn start(setup: TaacocaSetup) -> Result<TaacocaGame, RecordError<Taacoca>> {
        let at = |line, column, e| error(line, column, K::Tag(e));
        let size = match setup.size {
            None => None,
            Some((line, column, value)) => {
                let n: u32 =
                    value.trim().parse().map_err(|_| at(line, column, TaacocaTagError::Size(value.clone())))?;
                Some((line, column, check_size(n).map_err(|e| at(line, column, TaacocaTagError::SizeRange(e)))?))
            }
        };
        let start = match setup.start {
            Some((line, column, text)) => {
                let pos: Position = text.parse().map_err(|e| at(line, column, TaacocaTagError::Start(e)))?;
                if let Some((_, _, size)) = size
                    && size != pos.size()
                {
                    return Err(at(line, column, TaacocaTagError::StartSize { size, start: pos.size() }));
                }
                pos
            }
            None => Position::start(size.map_or(STANDARD_SIZE, |(_, _, n)| n)).expect("a checked size"),
        };
        Ok(new_game(start))
    }
}
