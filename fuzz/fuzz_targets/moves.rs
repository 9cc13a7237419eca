//! Move notation: reading never panics, a move read is written back to text that reads as the
//! same move, and a move read against a position is one of its legal moves.
#![no_main]

#[path = "../../tests/suite/fuzz_checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|text: &str| checks::moves(text));
