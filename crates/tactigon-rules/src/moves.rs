//! Moves and their notation (RULES.md §7).

use super::tile::{Tile, TileError};
use std::fmt;
use std::str::FromStr;
use tactigon_core::Packed;

/// One turn: a piece moving from one tile to another, or a pass.
/// Moves order by starting tile, then destination (tiles order by row, then number);
/// `pass` sorts last.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// A piece moves from `from` to `to`; `capture` when `to` holds an enemy piece.
    Step {
        /// Where the piece stands.
        from: Tile,
        /// Where it goes.
        to: Tile,
        /// Whether the destination holds an enemy (written `x`).
        capture: bool,
    },
    /// The side to move has no legal move.
    Pass,
}

impl Move {
    /// Whether the move attacks an enemy piece.
    pub const fn is_capture(self) -> bool {
        matches!(self, Move::Step { capture: true, .. })
    }
}

/// The pass move, packed for the search.
pub const PACKED_PASS: Packed = u16::MAX;

/// A step packed for the search by tile indices, `from << 8 | to` (never
/// [`tactigon_core::NO_MOVE`], since a step never ends where it starts).
#[inline]
pub const fn pack_step(from: u8, to: u8) -> Packed {
    (from as u16) << 8 | to as u16
}

/// The tile indices of a step packed by [`pack_step`].
#[inline]
pub const fn unpack_step(m: Packed) -> (u8, u8) {
    ((m >> 8) as u8, m as u8)
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Step { from, to, capture } => {
                write!(f, "{from}{}{to}", if *capture { 'x' } else { '-' })
            }
            Move::Pass => f.write_str("pass"),
        }
    }
}

/// Why a move could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// Neither `pass` nor two tiles joined by `-` or `x`.
    Syntax(String),
    /// One of the tile names is malformed.
    Tile(TileError),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Syntax(s) => {
                write!(
                    f,
                    "'{}' is not a move: write FROM-TO (b1-b2), FROMxTO for an attack (c2xd3), or pass",
                    tactigon_core::escape::Escaped(s)
                )
            }
            MoveError::Tile(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for MoveError {}

impl FromStr for Move {
    type Err = MoveError;
    fn from_str(s: &str) -> Result<Move, MoveError> {
        let t = s.trim();
        if t == "pass" {
            return Ok(Move::Pass);
        }
        // A row letter can be 'x' itself, so the separator is the first '-' or 'x' after a digit.
        let b = t.as_bytes();
        let sep = (1..b.len())
            .find(|&i| matches!(b[i], b'-' | b'x') && b[i - 1].is_ascii_digit())
            .ok_or_else(|| MoveError::Syntax(t.to_string()))?;
        let from: Tile = t[..sep].parse().map_err(MoveError::Tile)?;
        let to: Tile = t[sep + 1..].parse().map_err(MoveError::Tile)?;
        Ok(Move::Step { from, to, capture: t.as_bytes()[sep] == b'x' })
    }
}
