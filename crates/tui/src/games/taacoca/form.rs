//! Taacoca's row of the new-game form: the board's side, with the terminal size each side
//! needs, cycling through the sides that fit the terminal.

use crate::screens::form::cycle;
use crate::screens::game_view;
use ::taacoca::{Position, Taacoca};
use tactigon_games::setup::TaacocaSetup;

/// The board sides the new-game form offers.
const SIZES: [u8; 11] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];

/// The terminal a board of side `size` needs on the game screen: (columns, rows).
fn needs(size: u8) -> (u16, u16) {
    game_view::shape_needs(board(size))
}

/// The drawn board of side `size`.
fn board(size: u8) -> crate::board_view::Shape {
    let start = Position::start(size).expect("the form offers only sides the rules allow");
    <Taacoca as crate::games::GameUi>::shape(&start)
}

/// Whether a board of side `size` fits a `screen` of (columns, rows); an unknown screen
/// (0 x 0, before the first frame) fits every side.
fn fits(size: u8, screen: (u16, u16)) -> bool {
    screen == (0, 0) || game_view::fits(board(size), screen)
}

/// The form's row: the side, its cells and the terminal it needs, or, when this one is too
/// small, what it needs against what there is.
pub(super) fn rows(s: &TaacocaSetup, screen: (u16, u16)) -> Vec<(&'static str, String)> {
    let cells = 3 * u32::from(s.size) * u32::from(s.size - 1) + 1;
    let (w, h) = needs(s.size);
    let value = if fits(s.size, screen) {
        format!("{} ({cells} cells) needs {w}x{h}", s.size)
    } else {
        format!("{} needs {w}x{h}, have {}x{}", s.size, screen.0, screen.1)
    };
    vec![("Board side", value)]
}

/// The next side by `delta` among those that fit the terminal (all of them when none does).
pub(super) fn adjust(s: &mut TaacocaSetup, delta: i32, screen: (u16, u16)) {
    let fitting: Vec<u8> = SIZES.into_iter().filter(|&n| n == s.size || fits(n, screen)).collect();
    let offered = if fitting.len() > 1 { fitting } else { SIZES.to_vec() };
    s.size = cycle(&offered, s.size, delta);
}
