//! Why a record could not be read, and where; the kinds about tags, moves and positions are
//! Tactigon's.

use super::ReplayError;
use crate::rules::{BoardError, ParseMoveError, PlayError, Tactigon, TpnError};
use crate::storage::BoardLoadError;
use std::fmt;
use std::sync::Arc;

/// A record that could not be read: 1-based line and column, and the reason.
#[derive(Clone, Debug)]
pub struct RecordError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
    /// What is wrong.
    pub kind: RecordErrorKind,
}

/// What is wrong with a record.
#[derive(Clone, Debug)]
pub enum RecordErrorKind {
    /// The file holds no tags and no moves.
    NoGame,
    /// A `{` comment that is never closed.
    UnclosedComment,
    /// A tag line without its closing `]`.
    TagNotClosed,
    /// A tag line whose name is missing or not alphanumeric.
    TagSyntax,
    /// The value of this tag is not in double quotes.
    UnquotedValue(String),
    /// A bare `"` inside the value of this tag.
    QuoteInValue(String),
    /// The `Game` tag names another game than the one expected.
    OtherGame {
        /// The game the tag names.
        game: String,
        /// The `Game` tag of the game being read.
        expected: &'static str,
    },
    /// A word of the `Rules` tag that is no rule.
    UnknownRule(String),
    /// A `Repetition` tag that is neither `on` nor `off`.
    BadRepetition(String),
    /// A `NoCaptureLimit` tag that is not a whole number.
    BadNoCaptureLimit(String),
    /// A `Result` tag that is no result token.
    BadResult(String),
    /// The `Board` tag names no board that could be had.
    Board(Arc<BoardLoadError>),
    /// The `BoardDiagram` tag of the named board is not a valid board.
    Diagram {
        /// The `Board` tag's name.
        board: String,
        /// What is wrong with the diagram.
        error: BoardError,
    },
    /// A `BoardDiagram` tag without a `Board` tag.
    DiagramWithoutBoard,
    /// The `Start` tag is not a position on the board.
    Start(TpnError),
    /// A move word that is no move of the position.
    Move(ParseMoveError),
    /// A move that is not legal in the position.
    Play(PlayError),
    /// A word after the result token.
    AfterResult(String),
    /// A result (tag or token) other than the one the moves give.
    ResultMismatch {
        /// The result the record claims.
        claimed: String,
        /// The result of the moves.
        actual: &'static str,
    },
    /// A `Termination` tag other than the one the moves give.
    TerminationMismatch {
        /// The termination the record claims.
        claimed: String,
        /// The termination of the moves.
        actual: &'static str,
    },
}

impl fmt::Display for RecordErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use RecordErrorKind as K;
        match self {
            K::NoGame => f.write_str("no game found"),
            K::UnclosedComment => f.write_str("comment opened with '{' is never closed with '}'"),
            K::TagNotClosed => f.write_str("tag line must end with ']'"),
            K::TagSyntax => f.write_str("a tag is written [Name \"value\"]"),
            K::UnquotedValue(tag) => write!(f, "the value of tag {tag} must be in double quotes"),
            K::QuoteInValue(tag) => write!(f, "a quote inside tag {tag} must be written \\\""),
            K::OtherGame { game, expected } => write!(f, "tag Game: this is a record of '{game}', not of {expected}"),
            K::UnknownRule(word) => {
                write!(f, "tag Rules: unknown rule '{word}' (expected square-jump, gold-bonus or none)")
            }
            K::BadRepetition(value) => write!(f, "tag Repetition must be on or off, not '{value}'"),
            K::BadNoCaptureLimit(value) => {
                write!(f, "tag NoCaptureLimit must be a whole number of plies (0 = off), not '{value}'")
            }
            K::BadResult(value) => write!(f, "tag Result must be 1-0, 0-1, 1/2-1/2 or *, not '{value}'"),
            K::Board(e) => write!(f, "tag Board: {e}"),
            K::Diagram { board, error } => write!(f, "tag BoardDiagram of board {board}: {error}"),
            K::DiagramWithoutBoard => f.write_str("tag BoardDiagram needs a Board tag"),
            K::Start(e) => write!(f, "tag Start: {e}"),
            K::Move(e) => e.fmt(f),
            K::Play(e) => e.fmt(f),
            K::AfterResult(word) => write!(f, "'{word}' after the result"),
            K::ResultMismatch { claimed, actual } => {
                write!(f, "the result '{claimed}' does not match the moves, which give '{actual}'")
            }
            K::TerminationMismatch { claimed, actual } => {
                write!(f, "tag Termination '{claimed}' does not match the moves, which give '{actual}'")
            }
        }
    }
}

impl From<ReplayError<Tactigon>> for RecordErrorKind {
    fn from(e: ReplayError<Tactigon>) -> RecordErrorKind {
        match e {
            ReplayError::AfterResult(word) => RecordErrorKind::AfterResult(word),
            ReplayError::Move(e) => RecordErrorKind::Move(e),
            ReplayError::Play(e) => RecordErrorKind::Play(e),
        }
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: {}", self.line, self.column, self.kind)
    }
}

impl std::error::Error for RecordError {}

/// The error `kind` at a 1-based `line` and `column`.
pub(super) const fn error(line: usize, column: usize, kind: RecordErrorKind) -> RecordError {
    RecordError { line, column, kind }
}
