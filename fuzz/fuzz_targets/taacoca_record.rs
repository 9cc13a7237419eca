//! Taacoca's records: reading never panics, and records read are written back to text that
//! reads as the same records.
#![no_main]

#[path = "../../tests/suite/fuzz_checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|text: &str| checks::taacoca_record(text));
