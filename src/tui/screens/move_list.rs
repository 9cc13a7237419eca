//! Moves as text for the game and replay panels.

use crate::record::Notation;
use std::cell::RefCell;
use std::sync::Arc;

/// A game's move list kept between frames: built again only when the moves change, so a long
/// game's list costs time per move, not per frame.
#[derive(Debug)]
pub struct MoveList<G: Notation>(RefCell<Cached<G>>);

/// The moves a list was built for, and the list.
type Cached<G> = (Vec<<G as crate::engine::GameRules>::Move>, Arc<[String]>);

impl<G: Notation> Default for MoveList<G> {
    fn default() -> MoveList<G> {
        MoveList(RefCell::new((Vec::new(), Arc::from([]))))
    }
}

impl<G: Notation> MoveList<G> {
    /// The move list of `moves` played from `positions` (see [`move_lines`]).
    pub fn lines(&self, positions: &[G::Position], moves: &[G::Move]) -> Arc<[String]> {
        let mut cache = self.0.borrow_mut();
        if cache.0 != moves {
            *cache = (moves.to_vec(), move_lines::<G>(positions, moves).into());
        }
        Arc::clone(&cache.1)
    }
}

/// The move list of `moves` played from `positions` (each move's position before it), one
/// line per move number: `12. b1-b2 c9xc8`; a second player's move that opens a line shows
/// `12. … c9xc8`.
pub fn move_lines<G: Notation>(positions: &[G::Position], moves: &[G::Move]) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut open = false;
    for (pos, m) in positions.iter().zip(moves) {
        let (n, first) = G::move_number(pos);
        match lines.last_mut() {
            Some(line) if open && !first => line.push_str(&format!(" {m}")),
            _ if first => lines.push(format!("{n:>3}. {m}")),
            _ => lines.push(format!("{n:>3}. … {m}")),
        }
        open = first;
    }
    lines
}

/// The line of the move list of `positions`' moves (see [`move_lines`]) that holds move `i`,
/// found by counting rather than writing the list out.
pub fn line_of<G: Notation>(positions: &[G::Position], i: usize) -> usize {
    let mut line = 0;
    let mut open = false;
    for (k, pos) in positions[..=i].iter().enumerate() {
        let first = G::move_number(pos).1;
        // A move opens a line unless it is the second player's answer on an open one.
        if k > 0 && (first || !open) {
            line += 1;
        }
        open = first;
    }
    line
}

/// `1 turn`, `2 turns`: moves of one side (plies), as players count them.
pub fn turns(n: usize) -> String {
    if n == 1 { "1 turn".into() } else { format!("{n} turns") }
}
