//! Shared test helpers: a deliberately plain reference implementation of the rules
//! (RULES.md §1–5, §7), written without looking at the engine's data structures, so the
//! fast bitboard engine can be checked against it; plus small helpers used by several
//! test files.
//!
//! The reference keeps a board as a list of doubled coordinates `(row, column)` read
//! straight from the board text, a position as one `Option<char>` (the TPN piece letter)
//! per tile, and generates moves by a breadth-first search per piece.

// Each integration-test crate uses its own subset of these helpers.
#![allow(dead_code)]

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use tactigon_rules::{Board, Move, Position, Rules};

mod ref_board;
mod reference;
pub use ref_board::*;
pub use reference::*;

/// The four advanced-rule settings with their fixture names.
pub const ALL_RULES: [(&str, Rules); 4] = [
    ("none", Rules { square_jump: false, gold_bonus: false }),
    ("jump", Rules { square_jump: true, gold_bonus: false }),
    ("bonus", Rules { square_jump: false, gold_bonus: true }),
    ("both", Rules { square_jump: true, gold_bonus: true }),
];

/// The rule setting named in a fixture line.
pub fn rules_named(name: &str) -> Option<Rules> {
    ALL_RULES.iter().find(|(n, _)| *n == name).map(|&(_, r)| r)
}

/// The text of a built-in board, read by the reference independently of the engine.
pub fn builtin_text(name: &str) -> &'static str {
    tactigon_rules::BUILTIN.iter().find(|(n, _)| *n == name).map(|(_, t)| *t).expect("a built-in board")
}

/// The engine's legal moves in notation, sorted.
pub fn engine_notation(pos: &Position) -> Vec<String> {
    let mut v: Vec<String> = pos.legal_moves().iter().map(Move::to_string).collect();
    v.sort();
    v
}

/// The first two TPN fields of an engine position.
pub fn rows_and_side(pos: &Position) -> String {
    let tpn = pos.to_tpn();
    let mut f = tpn.split(' ');
    format!("{} {}", f.next().unwrap(), f.next().unwrap())
}

/// A seeded random number generator.
pub fn rng(seed: u64) -> StdRng {
    StdRng::seed_from_u64(seed)
}

/// The position after `plies` random legal moves from the start (fewer if the game ends).
pub fn random_playout(board: &'static Board, rules: Rules, seed: u64, plies: usize) -> Position {
    let mut r = rng(seed);
    let mut pos = Position::start(board, rules);
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos.play(moves[r.random_range(0..moves.len())]).expect("a listed move is legal");
    }
    pos
}

/// A random TPN for a board: each tile empty with probability about `1 - density`,
/// otherwise a random non-pentagon piece; one pentagon per side on distinct random tiles,
/// except that with `lone_pentagon` Green's pentagon is left out.
pub fn random_tpn(board: &RefBoard, r: &mut StdRng, density: f64, lone_pentagon: bool) -> String {
    let n = board.len();
    let mut cells: Vec<Option<char>> = (0..n)
        .map(|_| (r.random::<f64>() < density).then(|| ['C', 'T', 'S', 'c', 't', 's'][r.random_range(0..6)]))
        .collect();
    let red_p = r.random_range(0..n);
    cells[red_p] = Some('P');
    if !lone_pentagon {
        let mut green_p = r.random_range(0..n - 1);
        if green_p >= red_p {
            green_p += 1;
        }
        cells[green_p] = Some('p');
    }
    let red_to_move = r.random::<bool>();
    let pos = RefPos { board, cells, red_to_move, passed: false, square_jump: false, gold_bonus: false };
    pos.tpn()
}
