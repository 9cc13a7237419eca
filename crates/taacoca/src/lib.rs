//! The rules of Taacoca (`RULES-taacoca.md`): a hexagon board of side 3 to 13, three stones
//! moving forward together, captures by landing, and [`Taacoca`], the game as the generic
//! [`tactigon_core`] sees it. Pure: no I/O, no clock, no randomness.
//!
//! ```
//! use taacoca::{Position, Side, perft};
//!
//! // Side 3: White's five stones at the bottom, Black's at the top, White to move.
//! let pos: Position = "BBB/1BB1/5/1WW1/WWW w".parse()?;
//! assert_eq!(pos.legal_moves().len(), 10);
//! assert_eq!(perft(&pos, 2), 100);
//!
//! let mut next = pos;
//! next.play(&pos.legal_moves()[0])?;
//! assert_eq!(next.turn(), Side::Black);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Stones are bit sets ([`Cells`]) over a layout in which every direction is one index
//! offset ([`Layout`]), so move generation shifts whole sets per direction.

#![warn(missing_docs)]

mod cell;
mod cells;
pub mod eval;
mod game;
mod illegal;
mod layout;
mod movegen;
mod moves;
mod outcome;
mod packed;
mod position;
pub mod record;
mod text;
mod zobrist;

pub use cell::{Cell, CellError, Direction, DirectionError, MAX_SIZE, MIN_SIZE, STANDARD_SIZE, Side, row_len, rows};
pub use cells::Cells;
pub use game::{DRAW_RULES, Taacoca, TaacocaGame, new_game, perft, perft_divide};
pub use illegal::{Illegal, ParseMoveError, PlayError, SizeError, check_size};
pub use layout::Layout;
pub use moves::{Move, MoveTextError};
pub use outcome::{Outcome, WinReason};
pub use packed::{Wanted, captures_of, for_each_packed};
pub use position::Position;
pub use text::PositionTextError;
