//! Moves as text for the game and replay panels.

pub use tactigon_games::goal::turns;

use std::cell::RefCell;
use std::sync::Arc;
use tactigon_core::record::Notation;

/// A game's move list kept between frames: built again only when the moves change, so a long
/// game's list costs time per move, not per frame.
#[derive(Debug)]
pub struct MoveList<G: Notation>(RefCell<Cached<G>>);

/// The moves a list was built for, the list, and the index of each line's first move.
type Cached<G> = (Vec<<G as tactigon_core::GameRules>::Move>, Arc<[String]>, Arc<[usize]>);

impl<G: Notation> Default for MoveList<G> {
    fn default() -> MoveList<G> {
        MoveList(RefCell::new((Vec::new(), Arc::from([]), Arc::from([]))))
    }
}

impl<G: Notation> MoveList<G> {
    /// The move list of `moves` played from `positions` (see [`move_lines`]).
    pub fn lines(&self, positions: &[G::Position], moves: &[G::Move]) -> Arc<[String]> {
        Arc::clone(&self.cached(positions, moves).1)
    }

    /// The index (in `moves`) of each line's first move.
    pub fn starts(&self, positions: &[G::Position], moves: &[G::Move]) -> Arc<[usize]> {
        Arc::clone(&self.cached(positions, moves).2)
    }

    fn cached(&self, positions: &[G::Position], moves: &[G::Move]) -> std::cell::Ref<'_, Cached<G>> {
        if self.0.borrow().0 != moves {
            let (lines, starts) = numbered::<G>(positions, moves);
            *self.0.borrow_mut() = (moves.to_vec(), lines.into(), starts.into());
        }
        self.0.borrow()
    }
}

/// The move list of `moves` played from `positions` (each move's position before it), one
/// line per move number: `12. b1-b2 c9xc8`; a second player's move that opens a line shows
/// `12. … c9xc8`.
pub fn move_lines<G: Notation>(positions: &[G::Position], moves: &[G::Move]) -> Vec<String> {
    numbered::<G>(positions, moves).0
}

/// [`move_lines`], and the index of each line's first move.
fn numbered<G: Notation>(positions: &[G::Position], moves: &[G::Move]) -> (Vec<String>, Vec<usize>) {
    let (mut lines, mut starts): (Vec<String>, Vec<usize>) = (Vec::new(), Vec::new());
    let mut open = false;
    for (i, (pos, m)) in positions.iter().zip(moves).enumerate() {
        let (n, first) = G::move_number(pos);
        match lines.last_mut() {
            Some(line) if open && !first => line.push_str(&format!(" {m}")),
            _ => {
                lines.push(if first { format!("{n:>3}. {m}") } else { format!("{n:>3}. … {m}") });
                starts.push(i);
            }
        }
        open = first;
    }
    (lines, starts)
}

/// Where the moves of a list line that starts with move `first` are: each move's column (in
/// characters), width and the number of moves played up to and including it.
pub fn move_spots(line: &str, first: usize) -> Vec<(u16, u16, usize)> {
    let mut spots = Vec::new();
    let mut column = 0;
    for word in line.split(' ') {
        let width = word.chars().count();
        // The move number (`12.`) and the ellipsis of a line opened by the second player.
        if !word.is_empty() && !word.ends_with('.') && word != "…" {
            spots.push((column as u16, width as u16, first + spots.len() + 1));
        }
        column += width + 1;
    }
    spots
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
