//! ASCII mode's last word: every symbol a screen drew that is not ASCII (a border, a dot, a
//! dash, an arrow, a marker) is replaced by the nearest ASCII character, so that `--ascii`
//! holds on every screen whatever its text says.

use ratatui::buffer::Buffer;

/// The ASCII character drawn for a symbol that is not ASCII.
pub fn fallback(symbol: &str) -> char {
    match symbol {
        "─" | "━" | "═" | "╌" | "—" | "–" | "·" => '-',
        "│" | "┃" | "║" | "╎" => '|',
        "╱" => '/',
        "╲" => '\\',
        "•" => '*',
        "…" => '.',
        "→" | "▶" | "▸" | "►" => '>',
        "←" | "◀" | "◂" | "◄" => '<',
        "↑" | "▲" => '^',
        "↓" | "▼" => 'v',
        s if s.chars().next().is_some_and(|c| ('\u{2500}'..='\u{257f}').contains(&c)) => '+',
        "░" | "▔" => '.',
        // The other block elements: bars of graphs and progress.
        s if s.chars().next().is_some_and(|c| ('\u{2580}'..='\u{259f}').contains(&c)) => '#',
        _ => '?',
    }
}

/// Replaces every symbol in `buf` that is not ASCII by its [`fallback`].
pub fn only_ascii(buf: &mut Buffer) {
    for cell in buf.content.iter_mut() {
        if !cell.symbol().is_ascii() {
            let mut s = [0u8; 4];
            let c = fallback(cell.symbol());
            cell.set_symbol(c.encode_utf8(&mut s));
        }
    }
}
