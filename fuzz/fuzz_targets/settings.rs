//! Settings files: reading never panics and names a line inside the file, and settings read are
//! written back to text that reads as the same settings.
#![no_main]

#[path = "../../tests/suite/fuzz_checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|text: &str| checks::settings(text));
