//! Text from outside (positions, moves, board files, records, settings, file names) quoted in a
//! message with its control characters written out (`\n`, `\u{1b}`), so that a one-line
//! message stays one line and cannot drive the terminal (clear it, colour it, set its title).

use std::fmt;
use std::path::Path;

/// Text shown with its control characters escaped; `Display` writes the rest unchanged.
#[derive(Clone, Copy, Debug)]
pub struct Escaped<'a>(pub &'a str);

impl fmt::Display for Escaped<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use fmt::Write as _;
        for c in self.0.chars() {
            match c {
                '\n' => f.write_str("\\n")?,
                '\r' => f.write_str("\\r")?,
                '\t' => f.write_str("\\t")?,
                c if is_unsafe(c) => write!(f, "\\u{{{:x}}}", u32::from(c))?,
                c => f.write_char(c)?,
            }
        }
        Ok(())
    }
}

/// Control characters, and the invisible marks that reorder the text around them (bidi).
fn is_unsafe(c: char) -> bool {
    c.is_control() || matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// `text` with its control characters escaped.
pub fn escape(text: &str) -> String {
    Escaped(text).to_string()
}

/// A path as shown in messages, its control characters escaped.
pub fn path(p: &Path) -> String {
    escape(&p.display().to_string())
}

/// A character as shown in messages: itself, or its escape if it is a control character.
pub fn char(c: char) -> String {
    escape(c.encode_utf8(&mut [0; 4]))
}
