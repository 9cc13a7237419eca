//! Move notation: reading never panics, a move read is written back to text that reads as the
//! same move, and a move read against a position is one of its legal moves.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tactigon::rules::{Board, Move, Position, Rules};

fuzz_target!(|text: &str| {
    if let Ok(m) = text.parse::<Move>() {
        let written = m.to_string();
        assert_eq!(written.parse::<Move>(), Ok(m), "{written}");
    }
    let start = Position::start(Board::standard(), Rules { square_jump: true, gold_bonus: true });
    if let Ok(m) = start.parse_move(text) {
        assert!(start.legal_moves().contains(&m), "{m} is not legal");
    }
});
