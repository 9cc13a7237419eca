//! Board files: reading never panics, a board read is written back to text that reads as the same
//! board, and its start position has legal moves that can be listed.
#![no_main]

#[path = "../../tests/suite/fuzz_checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|text: &str| checks::board(text));
