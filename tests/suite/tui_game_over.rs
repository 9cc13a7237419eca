//! The end of a game and the move prompt as a player meets them: the game-over dialog leaves
//! the move list, the turn line and the last move in view, a stray Enter does not throw the
//! finished game away, and a refused typed move is easy to retry.

use crate::tui_support;

use crossterm::event::KeyCode::{Down, Enter, Esc};
use ratatui::buffer::Buffer;
use tactigon_games::setup::Player;
use tactigon_tui::app::App;
use tui_support::*;

/// Two moves typed at one keyboard, then Red (to move) resigns from the leave dialog.
fn resigned_after_two_moves() -> (App, std::time::Instant) {
    let (mut app, now) = app();
    app.start_game(setup(Player::Human, Player::Human), false).unwrap();
    for m in [":b1-b2", ":c8-b5"] {
        type_text(&mut app, now, m);
        key(&mut app, now, Enter);
    }
    (app, now)
}

fn resign(app: &mut App, now: std::time::Instant) {
    type_text(app, now, "q");
    let s = app.session().unwrap();
    let buttons: Vec<&str> = s.dialog().unwrap().buttons(s.game_for()).iter().map(|b| b.label()).collect();
    let at = buttons.iter().position(|b| *b == "Resign").expect("a Resign button");
    for _ in 0..at {
        key(app, now, Down);
    }
    key(app, now, Enter);
}

fn screen(buf: &Buffer) -> String {
    (0..buf.area.height).map(|y| row_text(buf, y)).collect::<Vec<_>>().join("\n")
}

/// The cells inside the hexagons of b5 and c8 (the last move), row by row.
fn last_move_cells(app: &App, buf: &Buffer) -> Vec<String> {
    let board = app.hits.board.clone().expect("a board");
    let shape = board.shape();
    let mut cells = Vec::new();
    for name in ["b5", "c8"] {
        let i = (0..shape.len() as u16).find(|&i| shape.tile(i).to_string() == name).unwrap();
        let (x, y) = board.center(i);
        let half = i32::from(board.size.u) - 1;
        for dy in 0..i32::from(board.size.s) {
            let row: String = (x - half..=x + half).map(|cx| buf[(cx as u16, (y + dy) as u16)].symbol()).collect();
            cells.push(row);
        }
    }
    cells
}

#[test]
fn the_game_over_dialog_hides_neither_the_move_list_nor_the_turn_line_nor_the_last_move() {
    for (w, h) in [(80, 24), (100, 30), (120, 40), (200, 50)] {
        let (mut app, now) = resigned_after_two_moves();
        let t = render(&mut app, w, h);
        let before = last_move_cells(&app, t.backend().buffer());
        resign(&mut app, now);
        let t = render(&mut app, w, h);
        let buf = t.backend().buffer();
        let screen = screen(buf);
        assert!(screen.contains("Game over"), "{w}x{h}: the dialog is open\n{screen}");
        assert!(screen.contains("1. b1-b2 c8-b5"), "{w}x{h}: the move list\n{screen}");
        assert!(screen.contains("Green wins: Red resigned"), "{w}x{h}: the turn line\n{screen}");
        assert!(screen.contains("standard board"), "{w}x{h}: the rules in play\n{screen}");
        assert_eq!(last_move_cells(&app, buf), before, "{w}x{h}: the last move\n{screen}");
    }
}

#[test]
fn a_stray_enter_on_the_game_over_dialog_keeps_the_finished_game() {
    let (mut app, now) = resigned_after_two_moves();
    resign(&mut app, now);
    let played = app.session().unwrap().game().moves().to_vec();
    assert!(app.session().unwrap().over());
    // An Enter typed just as the game ended: the finished game opens in the replay viewer,
    // and leaving that comes back to it, still over, its moves all there.
    key(&mut app, now, Enter);
    assert!(app.session().is_none(), "no new game started");
    assert!(app.replay().is_some(), "the replay viewer");
    type_text(&mut app, now, "q");
    let s = app.session().expect("back to the finished game");
    assert!(s.over());
    assert_eq!(s.game().moves(), &played[..]);
    // Esc closes the dialog on the finished game, as before.
    key(&mut app, now, Esc);
    assert!(app.session().unwrap().dialog().is_none());
}

#[test]
fn after_a_refused_typed_move_the_next_key_starts_afresh_and_ctrl_keys_type_nothing() {
    use crossterm::event::{Event, KeyCode::Char, KeyEvent, KeyModifiers};
    use tactigon_tui::screens::dialog::Prompt;
    let (mut app, now) = app();
    app.start_game(setup(Player::Human, Player::Human), false).unwrap();
    type_text(&mut app, now, ":c3-c8");
    key(&mut app, now, Enter);
    let prompt = |app: &App| app.session().unwrap().prompt().cloned();
    assert_eq!(prompt(&app), Some(Prompt::Move("c3-c8".into())), "the refused move stays on show");
    // `:` from habit, then the new move: not "c3-c8:b1-b2".
    type_text(&mut app, now, ":b1-b");
    let ctrl_u = Event::Key(KeyEvent::new(Char('u'), KeyModifiers::CONTROL));
    send(&mut app, &ctrl_u, now);
    assert_eq!(prompt(&app), Some(Prompt::Move("b1-b".into())), "Ctrl-U typed nothing");
    type_text(&mut app, now, "2");
    key(&mut app, now, Enter);
    assert_eq!(app.session().unwrap().game().moves().len(), 1, "b1-b2 played");
    // Typed straight over a refused move, without `:`, the first letter starts the new one.
    type_text(&mut app, now, ":d11-a1");
    key(&mut app, now, Enter);
    type_text(&mut app, now, "b9-b8");
    key(&mut app, now, Enter);
    assert_eq!(app.session().unwrap().game().moves().len(), 2, "b9-b8 played");
}
