//! The SSH input decoder: bytes cut into reads at any place and time never panic, never type
//! a control character, never lose a Ctrl-C, and never leave a sequence waiting for ever.
#![no_main]

#[path = "../../tests/suite/fuzz_checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::ssh_input(data));
