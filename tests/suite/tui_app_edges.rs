//! The terminal game at its edges, driven through its update function: clicks, a terminal too
//! small, a side that cannot move, the widest board.

use crate::tui_app::{HUMAN, RANDOM, after};
use crate::tui_support;
use crossterm::event::KeyCode::{Char, Enter};
use tactigon_rules::Move;
use tactigon_tui::screens::ScreenKind;
use tui_support::*;

#[test]
fn clicking_a_piece_then_a_destination_plays_the_move() {
    let (mut app, now) = app();
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    // Where to click is read off the screen: a tile's name is drawn inside its hexagon.
    let t = render(&mut app, 100, 30);
    let buf = t.backend().buffer();
    assert_eq!(buf[tile_cell(buf, "b1")].symbol(), "█", "a red circle (its solid figure) stands on b1");
    let (b1, b2) = (find_word(buf, "b1"), tile_cell(buf, "b2"));
    click(&mut app, now, b1.0, b1.1);
    click(&mut app, now, b2.0, b2.1);
    assert_eq!(app.session().unwrap().position(), &after(&["b1-b2"]));
    // A click on an outline picks the nearest hexagon. Hexagons here are 8 cells wide with
    // one upright row (their centre, below the name) and two sloped rows above: the top
    // right "╲" of b9, the last tile of its row, is 2 rows up and 1 column right of its
    // centre, and no other hexagon is as near.
    let t = render(&mut app, 100, 30);
    let buf = t.backend().buffer();
    let (x, y) = tile_cell(buf, "b9");
    assert_eq!(buf[(x + 1, y - 2)].symbol(), "╲");
    click(&mut app, now, x + 1, y - 2);
    let b8 = tile_cell(buf, "b8");
    click(&mut app, now, b8.0, b8.1);
    assert_eq!(app.session().unwrap().position(), &after(&["b1-b2", "b9-b8"]));
}

#[test]
fn the_menu_responds_to_clicks() {
    let (mut app, now) = app();
    let t = render(&mut app, 80, 24);
    let buf = t.backend().buffer();
    // A blank row between two entries and the empty screen above the menu do nothing.
    let (x, y) = find_word(buf, "Settings");
    click(&mut app, now, x, y - 1);
    click(&mut app, now, x, 0);
    assert_eq!(app.kind(), ScreenKind::Menu);
    click(&mut app, now, x + 3, y);
    assert_eq!(app.kind(), ScreenKind::Settings);
}

/// While the terminal is too small to show the screen, keys do nothing (two `u` used to undo
/// two moves unseen) but q and Esc, which leave (issue 20: "Ctrl-C quits" was the only way
/// out, and over SSH it does not quit); once it is big enough again they act.
#[test]
fn keys_wait_while_the_terminal_is_too_small() {
    let (mut app, now) = app();
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    for m in [":b1-b2", ":b9-b8"] {
        type_text(&mut app, now, m);
        key(&mut app, now, Enter);
    }
    let moves = |app: &tactigon_tui::app::App| app.session().unwrap().game().moves().len();
    assert_eq!(moves(&app), 2);
    let screen = format!("{:?}", render(&mut app, 40, 12).backend().buffer());
    assert!(screen.contains("too small"), "{screen}");
    keys(&mut app, now, &[Char('u'), Char('u')]);
    assert_eq!((moves(&app), app.kind()), (2, ScreenKind::Game));
    let _ = render(&mut app, 100, 30);
    key(&mut app, now, Char('u'));
    assert_eq!(moves(&app), 1);
    let _ = render(&mut app, 40, 12);
    key(&mut app, now, Char('q'));
    assert_eq!(app.kind(), ScreenKind::Menu);
}

/// Messages name the sides with a capital, as the rest of the screen does, and the leave
/// dialog of a watched game offers to keep watching, not playing.
#[test]
fn side_names_are_capitalised_and_watchers_keep_watching() {
    let (mut game, now) = app();
    game.start_game(setup(HUMAN, HUMAN), false).unwrap();
    type_text(&mut game, now, ":b1-b2");
    key(&mut game, now, Enter);
    assert_eq!(game.session().unwrap().status().text, "Red played b1-b2");

    let (mut app, now) = app();
    app.start_game(setup(RANDOM, RANDOM), true).unwrap();
    tick(&mut app, now);
    key(&mut app, now, Char('q'));
    let screen = format!("{:?}", render(&mut app, 100, 30).backend().buffer());
    assert!(screen.contains("Keep watching") && !screen.contains("Keep playing"), "{screen}");
}

/// A person with no legal move is told so, and Enter passes (one had to know to type `:pass`).
#[test]
fn a_person_who_cannot_move_is_told_and_enter_passes() {
    let (mut app, now) = app();
    // Red's pentagon on d1 is walled in by Green's circles on c1, d2 and e1, which it may not
    // attack; Red has nothing else.
    let walled =
        tactigon_games::setup::GameSetup { position: Some("2/9/c9/Pc8p/c9/9/2 r".into()), ..setup(HUMAN, HUMAN) };
    app.start_game(walled, false).unwrap();
    let status = app.session().unwrap().status().text.clone();
    assert!(status.ends_with("Red cannot move: Enter passes"), "{status}");
    // The key bar agrees with the status line: Enter passes, there is nothing to pick.
    let bar = row_text(render(&mut app, 120, 40).backend().buffer(), 39);
    assert!(bar.contains("Enter pass ") && !bar.contains("Enter pick"), "{bar}");
    key(&mut app, now, Enter);
    let s = app.session().unwrap();
    assert_eq!(s.game().moves(), [Move::Pass]);
    assert_eq!(s.status().text, "Red cannot move and passes");
    // The status line tells the pass once, not beside the prompt that asked for it; Green
    // may move, so Enter picks again.
    let t = render(&mut app, 120, 40);
    let (status, bar) = (row_text(t.backend().buffer(), 38), row_text(t.backend().buffer(), 39));
    assert_eq!(status.matches("cannot move").count(), 1, "{status}");
    assert!(!status.contains("Enter passes"), "{status}");
    assert!(bar.contains("Enter pick") && !bar.contains("Enter pass "), "{bar}");
}

/// The widest board allowed (a tile in column 256): the game says how much room it needs
/// instead of overflowing its layout arithmetic, and draws it where it fits.
#[test]
fn the_widest_board_asks_for_room_without_panicking() {
    let dir = TempDir::new();
    let path = dir.0.join("edge.txt");
    std::fs::write(&path, format!("name: edge\nP\n{}p\n", " ".repeat(255))).unwrap();
    let (mut app, _) = app();
    let edge = tactigon_games::setup::GameSetup { board: path.display().to_string(), ..setup(HUMAN, HUMAN) };
    app.start_game(edge, false).unwrap();
    for (w, h) in [(80, 24), (200, 50)] {
        let screen = format!("{:?}", render(&mut app, w, h).backend().buffer());
        assert!(screen.contains("too small"), "{w}x{h}");
    }
    // 256 columns of hexagons six cells apart fit 2000 cells.
    let screen = format!("{:?}", render(&mut app, 2000, 40).backend().buffer());
    assert!(!screen.contains("too small"));
}
