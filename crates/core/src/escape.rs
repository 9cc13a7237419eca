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
                c if needs_escape(c) => write!(f, "\\u{{{:x}}}", u32::from(c))?,
                c => f.write_char(c)?,
            }
        }
        Ok(())
    }
}

/// Control characters, the line and paragraph separators, and the invisible marks that
/// reorder the text around them (bidi): what text from outside must not carry to the terminal
/// as it is.
pub fn needs_escape(c: char) -> bool {
    c.is_control() || matches!(c, '\u{200e}' | '\u{200f}' | '\u{2028}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
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

/// JSON text with every character that [`needs_escape`] written as a JSON escape (`\u009b`).
/// serde_json escapes the C0 controls in strings, so the line breaks and tabs left are layout;
/// the others (DEL, the C1 controls such as the one-byte CSI, bidi marks) can only be inside
/// strings, where the escape means the same.
pub fn json(text: &str) -> String {
    use fmt::Write as _;
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if needs_escape(c) && !matches!(c, '\n' | '\r' | '\t') {
            let mut units = [0; 2];
            for unit in c.encode_utf16(&mut units) {
                let _ = write!(out, "\\u{unit:04x}");
            }
        } else {
            out.push(c);
        }
    }
    out
}
