//! The rules of Tactigon (`RULES.md`): the board (a [`crate::hex::Grid`] with gold tiles and
//! a start setup), pieces, legal moves, combat, the end of the game, the advanced rules and
//! the notation, and [`Tactigon`], the game as the generic [`tactigon_core`] sees it. Pure: no
//! I/O, no clock, no randomness.

mod board;
mod board_error;
pub mod eval;
mod game;
pub mod hex;
mod moves;
mod ordering;
mod outcome;
mod piece;
mod position;
pub mod record;
mod threats;

// Tile sets and names are hex geometry; the rules' modules use them as their own.
use crate::hex::{bits, tile};

pub use crate::hex::{MAX_ROWS, MAX_TILES};
pub use bits::{Bits, Iter as BitsIter, bit};
pub use board::{BUILTIN, Board, splitmix};
pub use board_error::{BoardError, BoardErrorKind};
pub use game::{DrawRules, Game, Tactigon};
pub use moves::{Move, MoveError, PACKED_PASS, pack_step, unpack_step};
pub use outcome::{DrawReason, Outcome, WinReason};
pub use piece::{Combat, Kind, Piece, Side, SideError};
pub use position::{ParseMoveError, PlayError, Position, Rules, TpnError, TpnErrorKind, perft, perft_divide};
pub use threats::Threats;
pub use tile::{Tile, TileError};
