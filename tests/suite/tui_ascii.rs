//! `--ascii`: every screen and dialog, walked through as a player would, shows only ASCII
//! characters, at a small and a large terminal.

use crate::tui_support;

use crossterm::event::KeyCode::{Char, Down, End, Enter, Esc, Right};
use std::time::Instant;
use tactigon_games::bots::BotSpec;
use tactigon_games::setup::Player;
use tactigon_tui::app::App;
use tactigon_tui::screens::ScreenKind;
use tui_support::*;

const SIZES: [(u16, u16); 3] = [(80, 24), (120, 40), (200, 50)];

/// Renders the app at every size (too small for anything first, so that keys work again
/// after) and fails on the first cell that is not ASCII, naming the screen, the cell and its row.
fn assert_ascii(app: &mut App, what: &str) {
    for (w, h) in [(30, 10)].into_iter().chain(SIZES) {
        let t = render(app, w, h);
        let buf = t.backend().buffer();
        for y in 0..h {
            for x in 0..w {
                let sym = buf[(x, y)].symbol();
                assert!(sym.is_ascii(), "{what} at {w}x{h}: {sym:?} at ({x}, {y}) in {:?}", row_text(buf, y));
            }
        }
    }
}

fn ascii_app() -> (App, Instant, TempDir) {
    let (mut app, now, dir) = app_with_data();
    app.look.ascii = true;
    (app, now, dir)
}

#[test]
fn every_screen_and_dialog_is_ascii_only() {
    let (mut app, now, dir) = ascii_app();
    assert_ascii(&mut app, "main menu");
    key(&mut app, now, Char('n'));
    assert_eq!(app.kind(), ScreenKind::Setup);
    assert_ascii(&mut app, "new game setup");
    key(&mut app, now, Esc);
    key(&mut app, now, Char('s'));
    assert_eq!(app.kind(), ScreenKind::Settings);
    assert_ascii(&mut app, "settings");
    key(&mut app, now, Esc);
    key(&mut app, now, Char('?'));
    assert_eq!(app.kind(), ScreenKind::Help);
    assert_ascii(&mut app, "help");
    keys(&mut app, now, &[Down, Down, Down, Down, Down, Down, Down, Down, Down, Down, Down, Down]);
    assert_ascii(&mut app, "help scrolled");
    key(&mut app, now, End);
    assert_ascii(&mut app, "help at the end");
    key(&mut app, now, Esc);
    key(&mut app, now, Char('l'));
    assert_eq!(app.kind(), ScreenKind::Load);
    assert_ascii(&mut app, "load, empty");
    key(&mut app, now, Esc);

    // A game against a bot: a picked piece, the typed-move prompt with an error, the save
    // prompt, the leave dialog.
    app.start_game(setup(Player::Human, Player::Bot(BotSpec::Random)), false).unwrap();
    key(&mut app, now, Enter);
    assert_ascii(&mut app, "game, piece picked");
    key(&mut app, now, Esc);
    type_text(&mut app, now, ":b1-b9");
    assert_ascii(&mut app, "typed move prompt");
    key(&mut app, now, Enter);
    assert_ascii(&mut app, "typed move refused");
    key(&mut app, now, Esc);
    type_text(&mut app, now, ":b1-b2");
    key(&mut app, now, Enter);
    assert_ascii(&mut app, "game after a move and the bot's reply");
    key(&mut app, now, Char('s'));
    assert_ascii(&mut app, "save prompt");
    key(&mut app, now, Enter);
    assert_ascii(&mut app, "saved");
    key(&mut app, now, Char('q'));
    assert_ascii(&mut app, "leave dialog");
    keys(&mut app, now, &[Down, Enter]);
    assert_eq!(app.kind(), ScreenKind::Menu);

    // The load list with a save and a broken file, and the replay viewer.
    let broken = dir.0.join("saves").join("broken.tgn");
    std::fs::write(&broken, "[Red \"x\"]\n\n1. b1=b2 *\n").unwrap();
    // Newer than the save for certain (equal times would list by name, the save first).
    let newest = std::time::SystemTime::now() + std::time::Duration::from_secs(60);
    std::fs::File::options().write(true).open(&broken).unwrap().set_modified(newest).unwrap();
    key(&mut app, now, Char('l'));
    key(&mut app, now, Char('r'));
    assert!(!app.load().unwrap().entries.is_empty());
    assert_ascii(&mut app, "load, with saves");
    // The broken file is the newest, so it is listed first.
    key(&mut app, now, Enter);
    assert!(app.load().unwrap().note.is_some());
    assert_ascii(&mut app, "load, a broken save opened");
    keys(&mut app, now, &[Down, Char('v')]);
    assert_eq!(app.kind(), ScreenKind::Replay);
    keys(&mut app, now, &[Right, Right]);
    assert_ascii(&mut app, "replay");
    key(&mut app, now, Esc);

    // A game that ends: the game-over dialog, then the board with it closed.
    let mut st = setup(Player::Human, Player::Human);
    st.position = Some("2/9/10/P8Cp/10/9/2 r".into());
    app.start_game(st, false).unwrap();
    type_text(&mut app, now, ":d10xd11");
    key(&mut app, now, Enter);
    assert_ascii(&mut app, "game over dialog");
    key(&mut app, now, Esc);
    assert_ascii(&mut app, "game over, dialog closed");

    // Watching two bots, paused, and its leave dialog.
    app.start_game(setup(Player::Bot(BotSpec::Random), Player::Bot(BotSpec::Random)), true).unwrap();
    tick(&mut app, later(now, 5000));
    assert_ascii(&mut app, "watching");
    key(&mut app, now, Char('p'));
    assert_ascii(&mut app, "watching, paused");
    key(&mut app, now, Char('q'));
    assert_ascii(&mut app, "watch leave dialog");
}
