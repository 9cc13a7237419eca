//! Settings files: reading never panics and names a line inside the file, and settings read are
//! written back to text that reads as the same settings.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tactigon::tui::settings::Settings;

fuzz_target!(|text: &str| {
    let (settings, problems) = Settings::read(text);
    for p in &problems {
        assert!(p.line.is_none_or(|l| l >= 1 && l <= text.lines().count().max(1) + 1), "{p}");
        assert!(!p.to_string().contains(char::is_control), "{p}");
    }
    let written = toml::to_string_pretty(&settings).expect("settings convert to TOML");
    let (back, problems) = Settings::read(&written);
    assert!(problems.is_empty(), "{problems:?}\n{written}");
    assert_eq!(back, settings);
});
