//! TPN positions: reading never panics, and a position read is written back to text that reads
//! as the same position.
#![no_main]

#[path = "../../tests/suite/fuzz_checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::tpn(data));
