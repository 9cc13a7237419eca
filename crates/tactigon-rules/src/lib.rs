//! The rules of Tactigon (`RULES.md`): the board (a [`crate::hex::Grid`] with gold tiles and
//! a start setup), pieces, legal moves, combat, the end of the game, the advanced rules and
//! the notation, and [`Tactigon`], the game as the generic [`tactigon_core`] sees it. Pure: no
//! I/O, no clock, no randomness.
//!
//! ```
//! use tactigon_rules::{Board, DrawRules, Game, Position, Rules, Side, perft};
//!
//! let start = Position::start(Board::standard(), Rules::default());
//! assert_eq!(start.legal_moves().len(), 58);
//! assert_eq!(perft(&start, 2), 3316);
//!
//! // Moves are read in the game's notation and played through the rules.
//! let mut game = Game::new(start, DrawRules::default());
//! game.play(start.parse_move("b1-b2")?)?;
//! assert_eq!(game.position().turn(), Side::Green);
//! assert!(start.parse_move("b1-b5").is_err());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![warn(missing_docs)]

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
