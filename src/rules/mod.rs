//! The rules of Tactigon (`RULES.md`): the board (a [`crate::hex::Grid`] with gold tiles and
//! a start setup), pieces, legal moves, combat, the end of the game, the advanced rules and
//! the notation. Pure: no I/O beyond reading a board
//! file on request, no terminal, no randomness.

mod board;
mod game;
mod moves;
mod outcome;
mod piece;
mod position;

// Tile sets and names are hex geometry; the rules' modules use them as their own.
use crate::hex::{bits, tile};

pub use crate::hex::{MAX_ROWS, MAX_TILES};
pub use bits::{Bits, Iter as BitsIter, bit};
pub use board::{BUILTIN, Board, BoardError, splitmix};
pub use game::{DrawRules, Game};
pub use moves::{Move, MoveError};
pub use outcome::{DrawReason, Outcome, WinReason};
pub use piece::{Combat, Kind, Piece, Side, SideError};
pub use position::{ParseMoveError, PlayError, Position, Rules, TpnError, perft, perft_divide};
pub use tile::{Tile, TileError};
