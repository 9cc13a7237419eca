//! Tactigon in pictures: gold tiles, and the four kinds, Red's solid and Green's hollow.

use super::Pictured;
use crate::marks::Rgb;
use crate::scene::{Board, Cell, Ground, Ink, Piece, Silhouette};
use tactigon_rules::{Kind, Move, Position, Side, Tactigon, bit};

/// Each side's ink: Red solid, Green hollow, as the text board draws them.
const fn ink(side: Side) -> Ink {
    match side {
        Side::Red => Ink { name: "red", colour: Rgb(0xc8, 0x2a, 0x2a), edge: Rgb(0x6e, 0x12, 0x12), hollow: false },
        Side::Green => Ink { name: "green", colour: Rgb(0x1e, 0x8c, 0x3c), edge: Rgb(0x0c, 0x46, 0x1c), hollow: true },
    }
}

/// The outline a kind of piece is drawn with, in pictures and on the text board alike.
pub const fn silhouette(kind: Kind) -> Silhouette {
    match kind {
        Kind::Circle => Silhouette::Circle,
        Kind::Triangle => Silhouette::Triangle,
        Kind::Square => Silhouette::Square,
        Kind::Pentagon => Silhouette::Pentagon,
    }
}

impl Pictured for Tactigon {
    fn picture_board(pos: &Position) -> Board {
        let board = pos.board();
        let cells = (0..board.len() as u8)
            .map(|i| {
                let (row, col) = board.coord(i);
                let piece = pos.piece_at_index(i).map(|p| Piece { silhouette: silhouette(p.kind), ink: ink(p.side) });
                let ground = if board.gold() & bit(i) != 0 { Ground::Gold } else { Ground::Plain };
                Cell { name: board.tile(i).to_string(), row, col, ground, piece }
            })
            .collect();
        Board { cells, ..Board::default() }
    }

    fn picture_move(_before: &Position, m: Move) -> Vec<String> {
        match m {
            Move::Step { from, to, .. } => vec![from.to_string(), to.to_string()],
            Move::Pass => Vec::new(),
        }
    }
}
