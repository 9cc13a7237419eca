//! The cursor on the hexagon board: where it starts and how the arrow keys move it between
//! neighbouring hexagons.

use crate::tui::board_view::Shape;

/// A direction for the cursor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    /// Same row, two columns left.
    Left,
    /// Same row, two columns right.
    Right,
    /// The row above.
    Up,
    /// The row below.
    Down,
}

/// The cursor: the tile under it and the column the player is heading for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cursor {
    /// The tile under the cursor.
    pub tile: u16,
    goal_col: usize,
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

    /// Moves to the neighbouring hexagon in a direction; at the edge of the board Up and Down
    /// go to the nearest tile of the next row.
    pub fn step(&mut self, shape: &Shape, dir: Dir) {
        let (r, c) = shape.coord(self.tile);
        let tiles = (0..shape.len() as u16).map(|i| (i, shape.coord(i)));
        let target = match dir {
            Dir::Left => tiles.filter(|(_, (tr, tc))| *tr == r && tc + 2 == c).map(|(i, _)| i).next(),
            Dir::Right => tiles.filter(|(_, (tr, tc))| *tr == r && *tc == c + 2).map(|(i, _)| i).next(),
            Dir::Up | Dir::Down => {
                let row = if dir == Dir::Up { r.checked_sub(1) } else { Some(r + 1) };
                // Prefer a neighbour, then the column closest to where the player was heading.
                let goal = self.goal_col;
                row.and_then(|row| {
                    tiles.filter(|(_, (tr, _))| *tr == row).min_by_key(|(_, (_, tc))| {
                        let toward = (*tc > c) == (c < goal);
                        (tc.abs_diff(c), tc.abs_diff(goal), !toward)
                    })
                })
                .map(|(i, _)| i)
            }
        };
        if let Some(t) = target {
            self.tile = t;
            if matches!(dir, Dir::Left | Dir::Right) {
                self.goal_col = shape.coord(t).1;
            }
        }
    }
}
