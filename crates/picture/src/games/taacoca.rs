//! Taacoca in pictures: home rows, White's hollow stones and Black's solid ones.

use super::Pictured;
use crate::marks::Rgb;
use crate::scene::{Board, Cell, Ground, Ink, Piece, Silhouette};
use ::taacoca::{Move, Position, Side, Taacoca, row_len, rows};

/// Each side's ink: White hollow, Black solid, as the text board draws them.
const fn ink(side: Side) -> Ink {
    match side {
        Side::White => Ink { name: "white", colour: Rgb(0x30, 0x30, 0x30), edge: Rgb(0x30, 0x30, 0x30), hollow: true },
        Side::Black => Ink { name: "black", colour: Rgb(0x1c, 0x1c, 0x1c), edge: Rgb(0x00, 0x00, 0x00), hollow: false },
    }
}

impl Pictured for Taacoca {
    fn picture_board(pos: &Position) -> Board {
        let size = pos.size();
        let last = rows(size) - 1;
        let mut cells = Vec::new();
        for r in 0..rows(size) {
            let len = row_len(size, r);
            // Rows are centred: a shorter row starts half a cell further in per missing cell.
            let first = usize::from(rows(size) - len);
            for k in 1..=len {
                let cell = ::taacoca::Cell::new(r, k);
                cells.push(Cell {
                    name: cell.to_string(),
                    row: usize::from(r),
                    col: first + 2 * usize::from(k - 1),
                    ground: if r == 0 || r == last { Ground::Home } else { Ground::Plain },
                    piece: pos.stone(cell).map(|side| Piece { silhouette: Silhouette::Stone, ink: ink(side) }),
                });
            }
        }
        Board { cells, ..Board::default() }
    }

    fn picture_move(before: &Position, m: Move) -> Vec<String> {
        let from = m.cells().iter().copied();
        let to = m.cells().iter().filter_map(|c| c.step(m.direction(), before.size()));
        from.chain(to).map(|c| c.to_string()).collect()
    }
}
