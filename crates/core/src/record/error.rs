//! Why a record could not be read, and where: the kinds every game shares, and a game's own
//! move and tag errors through [`Notation`].

use super::Notation;
use std::fmt;

/// A record of game `G` that could not be read: 1-based line and column, and the reason.
#[derive(Clone, Debug)]
pub struct RecordError<G: Notation> {
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
    /// What is wrong.
    pub kind: RecordErrorKind<G>,
}

/// What is wrong with a record of game `G`.
#[derive(Clone, Debug)]
pub enum RecordErrorKind<G: Notation> {
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
    /// A tag given a second time in the same game's header.
    DuplicateTag(String),
    /// The `Game` tag names another game than the one expected.
    OtherGame {
        /// The game the tag names.
        game: String,
        /// The `Game` tag of the game being read.
        expected: &'static str,
    },
    /// A `Result` tag that is no result token.
    BadResult(String),
    /// A tag of the game's own whose value is wrong.
    Tag(G::TagError),
    /// A move word that is no move of the position.
    Move(G::ReadError),
    /// A move that is not legal in the position.
    Play(G::PlayError),
    /// A move number other than the one the game has reached.
    MoveNumber {
        /// The number as written.
        found: String,
        /// The number the move there has (`3.` or `3...`).
        expected: String,
    },
    /// A move without the number it must have (every first player's move, and the first move).
    MissingMoveNumber(String),
    /// A move number with no move after it.
    NumberWithoutMove(String),
    /// A word after the result token.
    AfterResult(String),
    /// Moves that end without a result token.
    MissingResult,
    /// A result (tag or token) other than the one the moves give.
    ResultMismatch {
        /// The result the record claims.
        claimed: String,
        /// The result of the moves.
        actual: &'static str,
    },
    /// A comment starting `[%eval` that is no analysis annotation.
    BadAnnotation(String),
    /// A second analysis annotation for one position.
    DuplicateAnnotation,
    /// Annotated moves, but none for the position this many moves in.
    MissingAnnotation(usize),
    /// A `Termination` tag other than the one the moves give.
    TerminationMismatch {
        /// The termination the record claims.
        claimed: String,
        /// The termination of the moves.
        actual: &'static str,
    },
}

impl<G: Notation> fmt::Display for RecordErrorKind<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use RecordErrorKind as K;
        match self {
            K::NoGame => f.write_str("no game found"),
            K::UnclosedComment => f.write_str("comment opened with '{' is never closed with '}'"),
            K::TagNotClosed => f.write_str("tag line must end with ']'"),
            K::TagSyntax => f.write_str("a tag is written [Name \"value\"]"),
            K::UnquotedValue(tag) => write!(f, "the value of tag {tag} must be in double quotes"),
            K::QuoteInValue(tag) => write!(f, "a quote inside tag {tag} must be written \\\""),
            K::DuplicateTag(tag) => write!(f, "tag {tag} is given twice"),
            K::OtherGame { game, expected } => {
                write!(f, "tag Game: this is a record of '{}', not of {expected}", crate::escape::Escaped(game))
            }
            K::BadResult(value) => {
                write!(f, "tag Result must be 1-0, 0-1, 1/2-1/2 or *, not '{}'", crate::escape::Escaped(value))
            }
            K::Tag(e) => e.fmt(f),
            K::Move(e) => e.fmt(f),
            K::Play(e) => e.fmt(f),
            K::MoveNumber { found, expected } => {
                write!(f, "move number '{}' where {expected} was expected", crate::escape::Escaped(found))
            }
            K::MissingMoveNumber(expected) => write!(f, "this move needs its number {expected} before it"),
            K::NumberWithoutMove(number) => write!(f, "move number {number} has no move after it"),
            K::AfterResult(word) => write!(f, "'{}' after the result", crate::escape::Escaped(word)),
            K::MissingResult => f.write_str("the moves end without a result (1-0, 0-1, 1/2-1/2 or *)"),
            K::ResultMismatch { claimed, actual } => {
                write!(
                    f,
                    "the result '{}' does not match the moves, which give '{actual}'",
                    crate::escape::Escaped(claimed)
                )
            }
            K::BadAnnotation(text) => write!(
                f,
                "analysis comment '{{{}}}' must read {{[%eval E] CLASS}} or {{[%eval E] CLASS; best MOVE}}",
                crate::escape::Escaped(text)
            ),
            K::DuplicateAnnotation => f.write_str("a second analysis comment for the same position"),
            K::MissingAnnotation(ply) => {
                write!(f, "no analysis comment for the position {ply} moves in (every position needs one)")
            }
            K::TerminationMismatch { claimed, actual } => {
                write!(
                    f,
                    "tag Termination '{}' does not match the moves, which give '{actual}'",
                    crate::escape::Escaped(claimed)
                )
            }
        }
    }
}

impl<G: Notation> fmt::Display for RecordError<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: {}", self.line, self.column, self.kind)
    }
}

impl<G: Notation> std::error::Error for RecordError<G> {}

/// The error `kind` at a 1-based `line` and `column`.
pub const fn error<G: Notation>(line: usize, column: usize, kind: RecordErrorKind<G>) -> RecordError<G> {
    RecordError { line, column, kind }
}
