//! The cursor on the hexagon board: where it starts and how the arrow keys move it between
//! neighbouring hexagons in all six directions.

use crate::hex::Direction;
use crate::rules::{Board, Game, Kind};
use crate::setup::GameSetup;

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

/// The cursor: the tile under it and the column the player is heading for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cursor {
    /// The tile under the cursor.
    pub tile: u8,
    goal_col: usize,
}

impl Cursor {
    /// Where the cursor starts: on the pentagon of the person playing (the side to move if both
    /// or neither are people), so that a player who moves second does not start on the bot's
    /// pieces.
    pub fn start(game: &Game, setup: &GameSetup) -> Cursor {
        let pos = game.position();
        let turn = pos.turn();
        let side =
            if !setup.player(turn).is_human() && setup.player(turn.other()).is_human() { turn.other() } else { turn };
        let pent = pos.piece_bits(side, Kind::Pentagon);
        let tile = if pent != 0 { pent.trailing_zeros() as u8 } else { 0 };
        Cursor { tile, goal_col: pos.board().coord(tile).1 }
    }

    /// Puts the cursor on `tile` (a click).
    pub fn set(&mut self, board: &Board, tile: u8) {
        self.tile = tile;
        self.goal_col = board.coord(tile).1;
    }

    /// Moves to the neighbouring hexagon in a direction; where there is none (the edge of the
    /// board) the cursor stays.
    pub fn step(&mut self, board: &Board, dir: Dir) {
        let grid = board.grid();
        let c = grid.coord(self.tile).1;
        let target = match dir {
            Dir::Hex(d) => grid.neighbour(self.tile, d),
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
                grid.neighbour(self.tile, first).or_else(|| grid.neighbour(self.tile, second))
            }
        };
        if let Some(t) = target {
            self.tile = t;
            if !matches!(dir, Dir::Up | Dir::Down) {
                self.goal_col = grid.coord(t).1;
            }
        }
    }
}
