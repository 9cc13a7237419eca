//! Cell indices for bit sets: the board laid out in axial rows of stride `2n − 1`, so that
//! each direction is one constant index offset (up-left −s, up-right −s+1, down-left s−1,
//! down-right s), and the tables built from that per board side.

use super::cell::{Cell, Direction, MAX_SIZE, MIN_SIZE, Side, row_len, rows};
use super::cells::{Cells, WORDS};

/// Index space of every layout (side 13 uses 601).
pub const INDICES: usize = WORDS * 64;

/// The tables of one board side.
pub struct Layout {
    /// The board's side.
    pub size: u8,
    /// Index offset of a step per direction, in [`Direction::ALL`] order.
    pub offset: [isize; 4],
    /// How many words of a set the board's cells occupy.
    pub words: usize,
    /// Every cell of the board.
    pub board: Cells,
    /// Per direction, the cells whose step stays on the board.
    pub movable: [Cells; 4],
    /// Per side, the row a stone of that side wins on.
    pub goal: [Cells; 2],
    /// The cell of each index (unused indices hold row 0, index 0).
    cell_of: [Cell; INDICES],
}

/// The layout index of `cell` on a board of side `n` (the cell must be on it).
const fn index_of(n: u8, cell: Cell) -> usize {
    let (n, r, k) = (n as usize, cell.row() as usize, cell.index() as usize);
    let stride = 2 * n - 1;
    let first = (n - 1).saturating_sub(r);
    r * stride + first + k - 1 - (n - 1)
}

const fn build(n: u8) -> Layout {
    let s = 2 * n as isize - 1;
    let mut layout = Layout {
        size: n,
        offset: [-s, -s + 1, s - 1, s],
        words: index_of(n, Cell::new(rows(n) - 1, n)) / 64 + 1,
        board: Cells::EMPTY,
        movable: [Cells::EMPTY; 4],
        goal: [Cells::EMPTY; 2],
        cell_of: [Cell::new(0, 0); INDICES],
    };
    let mut r = 0;
    while r < rows(n) {
        let mut k = 1;
        while k <= row_len(n, r) {
            let cell = Cell::new(r, k);
            let i = index_of(n, cell);
            layout.board = layout.board.with(i);
            layout.cell_of[i] = cell;
            let mut d = 0;
            while d < 4 {
                if cell.step(Direction::ALL[d], n).is_some() {
                    layout.movable[d] = layout.movable[d].with(i);
                }
                d += 1;
            }
            if r == Side::White.goal_row(n) {
                layout.goal[0] = layout.goal[0].with(i);
            }
            if r == Side::Black.goal_row(n) {
                layout.goal[1] = layout.goal[1].with(i);
            }
            k += 1;
        }
        r += 1;
    }
    layout
}

const fn build_all() -> [Layout; (MAX_SIZE - MIN_SIZE + 1) as usize] {
    [build(3), build(4), build(5), build(6), build(7), build(8), build(9), build(10), build(11), build(12), build(13)]
}

static LAYOUTS: [Layout; (MAX_SIZE - MIN_SIZE + 1) as usize] = build_all();

impl Layout {
    /// The layout of the board of side `size` (one of the valid sides).
    #[inline]
    pub fn of(size: u8) -> &'static Layout {
        &LAYOUTS[(size - MIN_SIZE) as usize]
    }

    /// The index of `cell`, which must be on the board.
    #[inline]
    pub const fn index(&self, cell: Cell) -> usize {
        index_of(self.size, cell)
    }

    /// The cell at index `i`.
    #[inline]
    pub const fn cell(&self, i: usize) -> Cell {
        self.cell_of[i]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_step_of_every_size_is_its_directions_offset() {
        for n in MIN_SIZE..=MAX_SIZE {
            let layout = Layout::of(n);
            assert_eq!(layout.board.count(), 3 * n as usize * (n as usize - 1) + 1);
            assert_eq!(layout.board.shift(0, layout.words), layout.board, "n={n}");
            for i in layout.board.iter() {
                let cell = layout.cell(i);
                assert_eq!(layout.index(cell), i);
                for (d, dir) in Direction::ALL.into_iter().enumerate() {
                    let step = cell.step(dir, n).map(|c| layout.index(c));
                    let shifted = (i as isize + layout.offset[d]) as usize;
                    assert_eq!(step.is_some(), layout.movable[d].contains(i), "{cell} {dir} n={n}");
                    if let Some(t) = step {
                        assert_eq!(t, shifted, "{cell} {dir} n={n}");
                    }
                }
            }
        }
    }
}
