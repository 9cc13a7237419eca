//! Hex geometry on its own, free of any game's pieces: rows of cells at doubled columns,
//! compact cell indices, neighbour sets and the six directions, tile names, hex distance,
//! flood fills over cell sets, and the geometry half of the board text format.

pub(crate) mod bits;
mod diagram;
mod direction;
mod grid;
pub(crate) mod tile;

pub use bits::{Bits, Iter, bit};
pub use diagram::{Diagram, Header, Line, lines};
pub use direction::Direction;
pub use grid::{Grid, GridError, MAX_COLUMN, MAX_ROWS, MAX_TILES, Row};
pub use tile::{Tile, TileError};
