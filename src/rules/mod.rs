//! The rules of Tactigon (`RULES.md`): board geometry, pieces, legal moves, combat, the end
//! of the game, the advanced rules and the notation. Pure: no I/O beyond reading a board
//! file on request, no terminal, no randomness.

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
pub use game::{DrawRules, Game};
pub use moves::{Move, MoveError};
pub use outcome::{DrawReason, Outcome, WinReason};
pub use piece::{Combat, Kind, Piece, Side};
pub use position::{ParseMoveError, PlayError, Position, Rules, TpnError, perft, perft_divide};
pub use tile::{Tile, TileError};
