//! Drag and drop on the board: press on a piece, release on its target plays the move;
//! press and release on one cell stays a click (click-click still works). Tiles as in
//! `tui_cursor`: Red's piece on b1 may step to the empty b2 (RULES.md §1, the start setup).

use crate::tui_support::*;
use crossterm::event::{Event, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use tactigon_games::setup::Player;
use tactigon_tui::app::App;

fn mouse(app: &mut App, now: std::time::Instant, kind: MouseEventKind, (x, y): (u16, u16)) {
    send(app, &Event::Mouse(MouseEvent { kind, column: x, row: y, modifiers: KeyModifiers::NONE }), now);
}

fn game() -> (App, std::time::Instant, (u16, u16), (u16, u16)) {
    let (mut app, now) = app();
    app.start_game(setup(Player::Human, Player::Human), false).unwrap();
    let t = render(&mut app, 130, 32);
    let (b1, b2) = (tile_cell(t.backend().buffer(), "b1"), tile_cell(t.backend().buffer(), "b2"));
    (app, now, b1, b2)
}

fn moves(app: &App) -> Vec<String> {
    app.session().unwrap().game().moves().iter().map(ToString::to_string).collect()
}

#[test]
fn a_piece_dragged_to_its_target_and_let_go_there_is_moved() {
    let (mut app, now, b1, b2) = game();
    mouse(&mut app, now, MouseEventKind::Down(MouseButton::Left), b1);
    assert!(moves(&app).is_empty(), "pressing only picks up");
    mouse(&mut app, now, MouseEventKind::Drag(MouseButton::Left), b2);
    let s = app.session().unwrap();
    assert_eq!(s.position().board().tile(s.cursor().tile as u8).to_string(), "b2", "the cursor follows the drag");
    mouse(&mut app, now, MouseEventKind::Up(MouseButton::Left), b2);
    assert_eq!(moves(&app), ["b1-b2"]);
}

#[test]
fn press_and_release_on_one_cell_is_a_click_and_click_click_still_moves() {
    let (mut app, now, b1, b2) = game();
    mouse(&mut app, now, MouseEventKind::Down(MouseButton::Left), b1);
    mouse(&mut app, now, MouseEventKind::Up(MouseButton::Left), b1);
    assert!(moves(&app).is_empty());
    mouse(&mut app, now, MouseEventKind::Down(MouseButton::Left), b2);
    assert_eq!(moves(&app), ["b1-b2"]);
    // Letting go after the move does nothing more.
    mouse(&mut app, now, MouseEventKind::Up(MouseButton::Left), b1);
    assert_eq!(moves(&app), ["b1-b2"]);
}

#[test]
fn a_drag_from_an_empty_cell_moves_nothing() {
    let (mut app, now, b1, b2) = game();
    mouse(&mut app, now, MouseEventKind::Down(MouseButton::Left), b2);
    mouse(&mut app, now, MouseEventKind::Up(MouseButton::Left), b1);
    assert!(moves(&app).is_empty());
}
