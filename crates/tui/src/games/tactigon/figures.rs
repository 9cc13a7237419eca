//! Tactigon's pieces drawn big in the larger hexagons: each kind its own block figure, solid
//! for Red and hollow for Green, so that kind and side read without colour. Only full and
//! half blocks (`█ ▀ ▄`) are used, which every common monospace font has (README, "Fonts").

use crate::board_view::Scale;
use tactigon_rules::{Kind, Piece, Side};

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
    // The pentagon as a house: a point on a square.
    [[" ▄█▄ ", "█████", "█████"], [" ▄▀▄ ", "█   █", "█▄▄▄█"]],
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Every kind of either side at `scale`.
    fn all(scale: Scale) -> Vec<&'static [&'static str]> {
        let pieces = Kind::ALL.iter().flat_map(|&kind| Side::ALL.map(|side| Piece { side, kind }));
        pieces.map(|p| rows(p, scale).expect("a figure")).collect()
    }

    #[test]
    fn every_figure_is_its_own_shape_and_a_rectangle() {
        for (scale, (w, h)) in [(Scale::Medium, (3, 2)), (Scale::Large, (5, 3))] {
            let figures = all(scale);
            for (i, f) in figures.iter().enumerate() {
                assert_eq!(f.len(), h, "{f:?}");
                assert!(f.iter().all(|r| r.chars().count() == w), "{f:?}");
                for g in &figures[i + 1..] {
                    assert_ne!(f, g, "two pieces drawn alike at {scale:?}");
                }
            }
        }
        assert_eq!(rows(Piece { side: Side::Red, kind: Kind::Circle }, Scale::One), None);
    }
}
