//! Taacoca's position text: reading never panics, and a position read is written back to text
//! that reads as the same position.
#![no_main]

#[path = "../../tests/suite/fuzz_checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|text: &str| checks::taacoca_position(text));
