//! Why a move cannot be played or read in a position.

use crate::moves::{Move, MoveError};
use crate::outcome::Outcome;
use crate::piece::{Kind, Side};
use crate::tile::Tile;
use std::fmt;

/// Why a move cannot be played in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The game is already over.
    GameOver(Outcome),
    /// The players aborted the game.
    Aborted,
    /// A tile of the move is not on this board.
    OffBoard(Tile),
    /// The starting tile is empty.
    Empty(Tile),
    /// The piece on the starting tile belongs to the other side.
    NotYours(Tile, Side),
    /// The destination holds a piece of the mover's own side.
    OwnPiece(Tile),
    /// The combat table forbids this attack.
    AttackNotAllowed(Kind, Kind),
    /// No path of allowed length through passable tiles reaches the destination.
    Unreachable {
        /// The moving piece.
        kind: Kind,
        /// How many steps it had.
        steps: u32,
        /// The destination.
        to: Tile,
    },
    /// The move is written with `-` but attacks, or with `x` but does not.
    CaptureMark(Move),
    /// `pass` is only legal without any other legal move.
    CannotPass,
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver(o) => write!(f, "the game is over ({o})"),
            PlayError::Aborted => write!(f, "the game was aborted"),
            PlayError::OffBoard(t) => write!(f, "{t} is not a tile of this board"),
            PlayError::Empty(t) => write!(f, "there is no piece on {t}"),
            PlayError::NotYours(t, side) => write!(f, "the piece on {t} is not yours: it is {}'s turn", side.title()),
            PlayError::OwnPiece(t) => write!(f, "{t} holds one of your own pieces"),
            PlayError::AttackNotAllowed(a, d) => write!(f, "a {a} may not attack a {d}"),
            PlayError::Unreachable { kind, steps, to } => {
                let unit = if *steps == 1 { "step" } else { "steps" };
                write!(f, "a {kind} cannot reach {to}: no path of at most {steps} {unit} through empty tiles")
            }
            PlayError::CaptureMark(m) => match m {
                Move::Step { from, to, capture: true } => write!(f, "{to} is empty: write {from}-{to}"),
                Move::Step { from, to, .. } => write!(f, "{to} holds an enemy piece: write {from}x{to}"),
                Move::Pass => write!(f, "pass cannot capture"),
            },
            PlayError::CannotPass => write!(f, "you may only pass when no piece can move"),
        }
    }
}

impl std::error::Error for PlayError {}

/// Why a move text could not be played: unreadable, or not legal here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseMoveError {
    /// The text is not move notation.
    Syntax(MoveError),
    /// The move is not legal in the position.
    Illegal(PlayError),
    /// A legal move written with the wrong capture mark (`x` onto an empty tile, or `-` for
    /// a capture): it is this move.
    CaptureMark(Move),
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseMoveError::Syntax(e) => e.fmt(f),
            ParseMoveError::Illegal(e) => e.fmt(f),
            ParseMoveError::CaptureMark(m @ Move::Step { capture: true, .. }) => {
                write!(f, "this move captures, so it is written {m}")
            }
            ParseMoveError::CaptureMark(m) => write!(f, "this move captures nothing, so it is written {m}"),
        }
    }
}

impl std::error::Error for ParseMoveError {}
