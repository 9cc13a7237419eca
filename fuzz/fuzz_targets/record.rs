//! Records: reading never panics, and records read are written back to text that reads as the
//! same records.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tactigon::record::{parse_records, write_all};

fuzz_target!(|text: &str| {
    let Ok(records) = parse_records(text) else { return };
    let written = write_all(&records);
    let back = parse_records(&written).unwrap_or_else(|e| panic!("a written record reads: {e}\n{written}"));
    assert_eq!(back, records);
    assert_eq!(write_all(&back), written);
});
