//! Tactigon's pieces drawn big in the larger hexagons: each kind its own block figure, solid
//! for Red and hollow for Green, so that kind and side read without colour. Only full and
//! half blocks (`█ ▀ ▄`) are used, which every common monospace font has (README, "Fonts").

use crate::rules::{Kind, Piece, Side};
use crate::tui::board_view::Scale;

/// Three columns by two rows; a half block is one square pixel, so each figure is 3×4 pixels.
const MEDIUM: [[[&str; 2]; 2]; 4] = [
    // Circle: solid, hollow.
    [["▄█▄", "▀█▀"], ["▄▀▄", "▀▄▀"]],
    // Triangle.
    [[" ▄ ", "███"], [" ▄ ", "█▄█"]],
    // Square.
    [["███", "███"], ["█▀█", "█▄█"]],
    // Pentagon.
    [["▄█▄", "███"], ["▄▀▄", "█▄█"]],
];

/// Five columns by three rows: 5×6 pixels.
const LARGE: [[[&str; 3]; 2]; 4] = [
    [["▄███▄", "█████", "▀███▀"], ["▄▀▀▀▄", "█   █", "▀▄▄▄▀"]],
    [["  █  ", " ███ ", "█████"], ["  █  ", " █ █ ", "█▄▄▄█"]],
    [["█████", "█████", "█████"], ["█▀▀▀█", "█   █", "█▄▄▄█"]],
    [[" ▄█▄ ", "█████", " ███ "], [" ▄▀▄ ", "█   █", " █▄█ "]],
];

/// The rows of `piece`'s figure at `scale`; `None` at one character, where the theme's glyph
/// is drawn instead.
pub fn rows(piece: Piece, scale: Scale) -> Option<&'static [&'static str]> {
    let kind = match piece.kind {
        Kind::Circle => 0,
        Kind::Triangle => 1,
        Kind::Square => 2,
        Kind::Pentagon => 3,
    };
    let side = usize::from(piece.side == Side::Green);
    match scale {
        Scale::One => None,
        Scale::Medium => Some(&MEDIUM[kind][side]),
        Scale::Large => Some(&LARGE[kind][side]),
    }
}
