//! Board files: reading never panics, a board read is written back to text that reads as the same
//! board, and its start position has legal moves that can be listed.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tactigon::rules::{Board, Position, Rules};

fuzz_target!(|text: &str| {
    let Ok(board) = text.parse::<Board>() else { return };
    let written = board.to_string();
    let back: Board = written.parse().expect("a written board reads");
    assert_eq!(back.to_string(), written);
    let board = Board::intern(board);
    let start = Position::start(board, Rules::default());
    let _ = start.legal_moves();
    let tpn = start.to_tpn();
    assert_eq!(Position::from_tpn(board, Rules::default(), &tpn), Ok(start), "{tpn}");
});
