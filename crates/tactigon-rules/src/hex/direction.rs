//! The six directions from a hexagon to its neighbours.

/// A direction from a cell to one of its six neighbours, on the pointy-top grid of doubled
/// coordinates (rows down, doubled columns right).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Same row, two doubled columns right.
    East = 0,
    /// One row up, one column right.
    NorthEast = 1,
    /// One row up, one column left.
    NorthWest = 2,
    /// Same row, two doubled columns left.
    West = 3,
    /// One row down, one column left.
    SouthWest = 4,
    /// One row down, one column right.
    SouthEast = 5,
}

impl Direction {
    /// All six directions, anticlockwise from east.
    pub const ALL: [Direction; 6] = [
        Direction::East,
        Direction::NorthEast,
        Direction::NorthWest,
        Direction::West,
        Direction::SouthWest,
        Direction::SouthEast,
    ];

    /// 0..=5, in the order of [`Direction::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The direction pointing back.
    pub const fn opposite(self) -> Direction {
        Direction::ALL[(self as usize + 3) % 6]
    }

    /// The change in (row, doubled column) of one step this way.
    pub const fn offset(self) -> (i32, i32) {
        match self {
            Direction::East => (0, 2),
            Direction::NorthEast => (-1, 1),
            Direction::NorthWest => (-1, -1),
            Direction::West => (0, -2),
            Direction::SouthWest => (1, -1),
            Direction::SouthEast => (1, 1),
        }
    }
}
