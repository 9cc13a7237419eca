//! Why a board side, a stone's step or a move is refused, in words a player can act on
//! (RULES-taacoca.md §1 and §3).

use super::cell::{Cell, Direction, MAX_SIZE, MIN_SIZE, Side};
use super::moves::{Move, MoveTextError};
use super::outcome::Outcome;
use std::fmt;

/// A board side outside [`MIN_SIZE`]..=[`MAX_SIZE`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SizeError(pub u32);

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "board side {} is out of range (Taacoca boards have sides {MIN_SIZE} to {MAX_SIZE})", self.0)
    }
}

impl std::error::Error for SizeError {}

/// Checks a board side.
pub fn check_size(size: u32) -> Result<u8, SizeError> {
    match u8::try_from(size) {
        Ok(n @ MIN_SIZE..=MAX_SIZE) => Ok(n),
        _ => Err(SizeError(size)),
    }
}

/// Why one stone, or a move as a whole, cannot be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// The direction is not forward for the side to move.
    NotForward {
        /// The side to move.
        side: Side,
        /// The direction given.
        dir: Direction,
    },
    /// Not as many stones as the side must move.
    Count {
        /// How many were given.
        given: usize,
        /// How many must move: three, or all when fewer are left.
        needed: usize,
    },
    /// A cell the board does not have.
    NotOnBoard(Cell),
    /// A cell without a stone of the side to move.
    NotYours {
        /// The cell.
        cell: Cell,
        /// The side to move.
        side: Side,
    },
    /// The stone would leave the board.
    OffBoard {
        /// The stone's cell.
        cell: Cell,
        /// The direction.
        dir: Direction,
    },
    /// An own stone that does not move stands on the target cell.
    Blocked {
        /// The stone's cell.
        cell: Cell,
        /// The direction.
        dir: Direction,
        /// The cell of the own stone in the way.
        by: Cell,
    },
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Illegal::NotForward { side, dir } => {
                let [a, b] = side.forward();
                write!(f, "{side} moves {a} or {b}, not {dir}")
            }
            Illegal::Count { given, needed } => write!(f, "the move must take {needed} stones, not {given}"),
            Illegal::NotOnBoard(cell) => write!(f, "{cell} is not on the board"),
            Illegal::NotYours { cell, side } => write!(f, "{cell} is not a {side} stone"),
            Illegal::OffBoard { cell, dir } => write!(f, "{cell} cannot move {dir}: off the board"),
            Illegal::Blocked { cell, dir, by } => {
                write!(f, "{cell} cannot move {dir}: own stone on {by} in the way")
            }
        }
    }
}

/// Why a move could not be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The game is already over.
    GameOver(Outcome),
    /// The players aborted the game.
    Aborted,
    /// The move breaks a rule.
    Illegal {
        /// The move.
        m: Move,
        /// The rule it breaks (the first found).
        why: Illegal,
    },
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver(outcome) => write!(f, "the game is over: {outcome}"),
            PlayError::Aborted => write!(f, "the game was aborted"),
            PlayError::Illegal { m, why } => write!(f, "{m}: {why}"),
        }
    }
}

impl std::error::Error for PlayError {}

/// Why a typed or recorded move word is no move of a position: not a move at all, or not
/// a legal one there. Says only why, as whoever shows it names the word already.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseMoveError {
    /// The word is not a move.
    Syntax(MoveTextError),
    /// The move cannot be played here.
    Play(PlayError),
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseMoveError::Syntax(e) => e.fmt(f),
            ParseMoveError::Play(PlayError::Illegal { why, .. }) => why.fmt(f),
            ParseMoveError::Play(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ParseMoveError {}
