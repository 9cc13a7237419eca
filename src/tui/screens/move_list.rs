//! Moves as text and as tiles, for the game and replay panels.

use crate::rules::{Board, Move, Position, Side};
use std::cell::RefCell;
use std::sync::Arc;

/// A game's move list kept between frames: built again only when the moves change, so a long
/// game's list costs time per move, not per frame.
#[derive(Debug, Default)]
pub struct MoveList(RefCell<(Vec<Move>, Arc<[String]>)>);

impl MoveList {
    /// The move list of `moves` played from `positions` (see [`move_lines`]).
    pub fn lines(&self, positions: &[Position], moves: &[Move]) -> Arc<[String]> {
        let mut cache = self.0.borrow_mut();
        if cache.0 != moves {
            *cache = (moves.to_vec(), move_lines(positions, moves).into());
        }
        Arc::clone(&cache.1)
    }
}

/// The move list of `moves` played from `positions` (each move's position before it), one
/// line per move number: `12. b1-b2 c9xc8`.
pub fn move_lines(positions: &[Position], moves: &[Move]) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut open = false;
    for (pos, m) in positions.iter().zip(moves) {
        match (pos.turn(), lines.last_mut()) {
            (Side::Green, Some(line)) if open => line.push_str(&format!(" {m}")),
            (side, _) => lines.push(match side {
                Side::Red => format!("{:>3}. {m}", pos.fullmove()),
                Side::Green => format!("{:>3}. … {m}", pos.fullmove()),
            }),
        }
        open = pos.turn() == Side::Red;
    }
    lines
}

/// The tile indices a move starts and ends on.
pub fn move_tiles(board: &Board, m: Move) -> Vec<u8> {
    match m {
        Move::Step { from, to, .. } => [from, to].into_iter().filter_map(|t| board.index(t)).collect(),
        Move::Pass => Vec::new(),
    }
}

/// `1 ply`, `2 plies`.
pub fn plies(n: usize) -> String {
    if n == 1 { "1 ply".into() } else { format!("{n} plies") }
}
