//! The pieces of both games drawn big in the larger hexagons: four silhouettes (round,
//! three-cornered, four-cornered and five-cornered), each solid for the first side and hollow
//! for the second, so that kind and side read at a glance and without colour. Drawn as pixel
//! art on quadrant blocks, or as ASCII art in ASCII mode.

use crate::board_view::Scale;
use crate::pixels::Pixels;
pub use tactigon_picture::scene::Silhouette;

/// Ten by four pixels: five cells by two rows.
const MEDIUM: [Pixels; 4] = [
    Pixels(&["..######..", ".########.", ".########.", "..######.."]),
    Pixels(&["....##....", "...####...", ".########.", "##########"]),
    Pixels(&[".########.", ".########.", ".########.", ".########."]),
    Pixels(&["....##....", "..######..", ".########.", ".########."]),
];

/// Fourteen by six pixels: seven cells by three rows.
const LARGE: [Pixels; 4] = [
    Pixels(&[
        "....######....",
        "..##########..",
        ".############.",
        ".############.",
        "..##########..",
        "....######....",
    ]),
    Pixels(&[
        "......##......",
        ".....####.....",
        "....######....",
        "...########...",
        "..##########..",
        ".############.",
    ]),
    Pixels(&[
        ".############.",
        ".############.",
        ".############.",
        ".############.",
        ".############.",
        ".############.",
    ]),
    Pixels(&[
        "......##......",
        "....######....",
        ".############.",
        ".############.",
        ".############.",
        ".############.",
    ]),
];

/// The same shapes in ASCII: solid ones filled with `#`, hollow ones with spaces.
const ASCII_MEDIUM: [[[&str; 2]; 2]; 4] = [
    [["(###)", "(###)"], ["(   )", "(___)"]],
    [[" /#\\ ", "/###\\"], [" / \\ ", "/___\\"]],
    [["[###]", "[###]"], ["[```]", "[___]"]],
    [[" /#\\ ", "|###|"], [" / \\ ", "|___|"]],
];

/// Seven columns by three rows of ASCII.
const ASCII_LARGE: [[[&str; 3]; 2]; 4] = [
    [[" .###. ", "(#####)", " '###' "], [" .---. ", "(     )", " '---' "]],
    [["   ^   ", " /###\\ ", "/#####\\"], ["   ^   ", " /   \\ ", "/_____\\"]],
    [["+#####+", "|#####|", "+#####+"], ["+-----+", "|     |", "+-----+"]],
    [["  /#\\  ", "/#####\\", "|#####|"], ["  / \\  ", "/     \\", "|_____|"]],
];

/// The rows of a silhouette at `scale`, `hollow` or solid, in ASCII or in blocks; `None` at
/// one character, where the theme's glyph is drawn instead.
pub fn rows(shape: Silhouette, hollow: bool, scale: Scale, ascii: bool) -> Option<Vec<String>> {
    // The text board draws Taacoca's stone as the circle: a cell has no room for a larger disc.
    let i = match shape {
        Silhouette::Circle | Silhouette::Stone => 0,
        Silhouette::Triangle => 1,
        Silhouette::Square => 2,
        Silhouette::Pentagon => 3,
    };
    let side = usize::from(hollow);
    let text = |rows: &[&str]| rows.iter().map(|r| r.to_string()).collect();
    match (scale, ascii) {
        (Scale::One, _) => None,
        (Scale::Medium, false) => Some(MEDIUM[i].blocks(hollow)),
        (Scale::Large, false) => Some(LARGE[i].blocks(hollow)),
        (Scale::Medium, true) => Some(text(&ASCII_MEDIUM[i][side])),
        (Scale::Large, true) => Some(text(&ASCII_LARGE[i][side])),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: [Silhouette; 4] = [Silhouette::Circle, Silhouette::Triangle, Silhouette::Square, Silhouette::Pentagon];

    #[test]
    fn every_figure_is_its_own_shape_and_a_rectangle() {
        for ascii in [false, true] {
            for (scale, (w, h)) in [(Scale::Medium, (5, 2)), (Scale::Large, (7, 3))] {
                let figures: Vec<Vec<String>> = ALL
                    .iter()
                    .flat_map(|&s| [false, true].map(|hollow| rows(s, hollow, scale, ascii).expect("a figure")))
                    .collect();
                for (i, f) in figures.iter().enumerate() {
                    assert_eq!(f.len(), h, "{f:?}");
                    assert!(f.iter().all(|r| r.chars().count() == w), "{f:?}");
                    assert!(!ascii || f.iter().all(|r| r.is_ascii()), "{f:?}");
                    for g in &figures[i + 1..] {
                        assert_ne!(f, g, "two pieces drawn alike at {scale:?}");
                    }
                }
            }
        }
        assert_eq!(rows(Silhouette::Circle, false, Scale::One, false), None);
    }

    #[test]
    fn the_medium_figures_are_the_shapes_worked_out_by_hand() {
        let medium = |s| rows(s, false, Scale::Medium, false).expect("a figure");
        assert_eq!(medium(Silhouette::Circle), ["▗███▖", "▝███▘"]);
        assert_eq!(medium(Silhouette::Triangle), [" ▗█▖ ", "▟███▙"]);
        assert_eq!(medium(Silhouette::Square), ["▐███▌", "▐███▌"]);
        assert_eq!(medium(Silhouette::Pentagon), [" ▄█▄ ", "▐███▌"]);
    }
}
