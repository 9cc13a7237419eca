//! Moves as text for the game and replay panels.

use crate::record::Notation;

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

/// `1 turn`, `2 turns`: moves of one side (plies), as players count them.
pub fn turns(n: usize) -> String {
    if n == 1 { "1 turn".into() } else { format!("{n} turns") }
}
