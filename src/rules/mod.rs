//! The rules of Tactigon (`RULES.md`): board geometry, pieces, legal moves, combat, the end
//! of the game, the advanced rules and the notation, and [`Tactigon`], the game as the
//! generic [`crate::engine`] sees it. Pure: no I/O, no clock, no randomness.

mod bits;
mod board;
mod game;
mod moves;
mod outcome;
mod piece;
mod position;
mod tile;

pub use bits::{Bits, Iter as BitsIter, bit};
pub use board::{BUILTIN, Board, BoardError, MAX_ROWS, MAX_TILES, splitmix};
pub use game::{DrawRules, Game, Tactigon};
pub use moves::{Move, MoveError, PACKED_PASS, pack_step, unpack_step};
pub use outcome::{DrawReason, Outcome, WinReason};
pub use piece::{Combat, Kind, Piece, Side};
pub use position::{ParseMoveError, PlayError, Position, Rules, TpnError, perft, perft_divide};
pub use tile::{Tile, TileError};
