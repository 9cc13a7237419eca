//! The cursor on the hexagon board: where it starts and how the arrow keys move it between
//! neighbouring hexagons in all six directions, on the board of any game.

use crate::board_view::Shape;
use tactigon_rules::hex::Direction;

/// A direction for the cursor: one of the six neighbours, or straight up or down, which
/// steps to whichever upper (lower) neighbour keeps the cursor nearest the column it is
/// heading for, so that pressing it repeatedly zig-zags along a column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    /// A neighbour in one of the six hex directions.
    Hex(Direction),
    /// Straight up: the upper-left or upper-right neighbour.
    Up,
    /// Straight down: the lower-left or lower-right neighbour.
    Down,
}

impl Dir {
    /// Same row, to the left.
    pub const LEFT: Dir = Dir::Hex(Direction::West);
    /// Same row, to the right.
    pub const RIGHT: Dir = Dir::Hex(Direction::East);
}

/// The cursor: the cell under it and the column the player is heading for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cursor {
    /// The cell under the cursor.
    pub tile: u16,
    goal_col: usize,
}

/// The neighbour of `cell` in direction `d`, if the board has one.
fn neighbour(shape: &Shape, cell: u16, d: Direction) -> Option<u16> {
    let (r, c) = shape.coord(cell);
    let (dr, dc) = d.offset();
    let (r, c) = (r.checked_add_signed(dr as isize)?, c.checked_add_signed(dc as isize)?);
    shape.at(r, c)
}

impl Cursor {
    /// The cursor on `cell`.
    pub fn on(shape: &Shape, cell: u16) -> Cursor {
        Cursor { tile: cell, goal_col: shape.coord(cell).1 }
    }

    /// Puts the cursor on `tile` (a click).
    pub fn set(&mut self, shape: &Shape, tile: u16) {
        self.tile = tile;
        self.goal_col = shape.coord(tile).1;
    }

    /// Moves to the neighbouring hexagon in a direction; where there is none (the edge of the
    /// board) the cursor stays.
    pub fn step(&mut self, shape: &Shape, dir: Dir) {
        let c = shape.coord(self.tile).1;
        let target = match dir {
            Dir::Hex(d) => neighbour(shape, self.tile, d),
            Dir::Up | Dir::Down => {
                let (left, right) = if dir == Dir::Up {
                    (Direction::NorthWest, Direction::NorthEast)
                } else {
                    (Direction::SouthWest, Direction::SouthEast)
                };
                // Towards the column the player is heading for (from it, left), so that the
                // steps alternate around it.
                let first = if c < self.goal_col { right } else { left };
                let second = if first == right { left } else { right };
                neighbour(shape, self.tile, first).or_else(|| neighbour(shape, self.tile, second))
            }
        };
        if let Some(t) = target {
            self.tile = t;
            if !matches!(dir, Dir::Up | Dir::Down) {
                self.goal_col = shape.coord(t).1;
            }
        }
    }
}
