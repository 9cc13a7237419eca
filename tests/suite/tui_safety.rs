//! Nothing the player has is lost and no input drives the terminal: settings files that did not
//! read, failing autosaves, stray temporary files, save names, control characters in messages.

use crate::tui_support::*;

use crossterm::event::KeyCode::{self, Char, Enter, Esc, Right, Up};
use crossterm::event::{Event, KeyEvent, KeyModifiers};
use std::time::Instant;
use tactigon::tui::app::App;
use tactigon::tui::effect::Effect;
use tactigon::tui::executor::carry_out;
use tactigon::tui::settings::Settings;

fn press(app: &mut App, now: Instant, code: KeyCode) -> Vec<Effect> {
    app.update(&Event::Key(KeyEvent::new(code, KeyModifiers::NONE)), now)
}

fn asks_to_save_settings(effects: &[Effect]) -> bool {
    effects.iter().any(|e| matches!(e, Effect::SaveSettings { .. }))
}

/// Issue 10 #1: one typo used to erase every value, as the defaults loaded in its place were
/// written over the file by the next New game or visit to the settings screen.
#[test]
fn a_settings_file_that_did_not_read_is_never_written_over() {
    let dir = TempDir::new();
    let path = dir.0.join("settings.toml");
    let text = "think_ms = 250\nascii = \"yes\"\nwatch_delay_ms = -1\n";
    std::fs::write(&path, text).unwrap();
    let (settings, error) = Settings::load(&path);
    let (mut game, now) = app();
    game.settings = settings;
    game.use_settings_file(Some(path.clone()), error);
    let notice = game.notice.clone().expect("the menu says the file did not read");
    assert!(notice.contains("line 2") && notice.contains("line 3"), "every problem is named: {notice}");
    assert!(notice.contains("kept"), "{notice}");

    // New game with a changed setup: the setup is not written, and the status says so.
    press(&mut game, now, Char('n'));
    press(&mut game, now, Right);
    press(&mut game, now, Up);
    let effects = press(&mut game, now, Enter);
    assert!(!asks_to_save_settings(&effects), "{effects:?}");
    carry_out(&mut game, effects);
    let status = game.session().expect("the game started").status.text.clone();
    assert!(status.contains("settings not saved") && status.contains("settings.toml"), "{status}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text);

    // Opening and leaving the settings screen writes nothing either.
    let (mut menu, now) = app();
    menu.use_settings_file(Some(path.clone()), Settings::load(&path).1);
    press(&mut menu, now, Char('s'));
    let effects = press(&mut menu, now, Esc);
    assert!(!asks_to_save_settings(&effects), "{effects:?}");
    assert!(menu.notice.clone().unwrap().contains("settings not saved"), "{:?}", menu.notice);
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text);

    // A file that reads is written as before.
    std::fs::write(&path, "think_ms = 250\n").unwrap();
    let (mut fine, now) = app();
    fine.use_settings_file(Some(path.clone()), Settings::load(&path).1);
    press(&mut fine, now, Char('s'));
    assert!(asks_to_save_settings(&press(&mut fine, now, Esc)));
}

fn screen_text(app: &mut App) -> String {
    let terminal = render(app, 100, 30);
    (0..30).map(|y| row_text(terminal.backend().buffer(), y)).collect::<Vec<_>>().join("\n")
}

/// Issue 10 #2: with an unwritable data folder the quit dialog used to promise that Continue
/// resumes the game, and quitting lost it.
#[test]
fn a_failed_autosave_is_not_promised_to_continue() {
    let human = tactigon::setup::Player::Human;
    // A working data folder: the promise holds.
    let (mut fine, now, _dir) = app_with_data();
    fine.start_game(setup(human, human), false).unwrap();
    type_text(&mut fine, now, ":b1-b2");
    key(&mut fine, now, Enter);
    key(&mut fine, now, Char('q'));
    let text = screen_text(&mut fine);
    assert!(text.contains("Continue resumes it later."), "{text}");

    // A data folder inside a file cannot be created, so every autosave fails.
    let dir = TempDir::new();
    std::fs::write(dir.0.join("file"), "").unwrap();
    let (mut app, now) = app();
    app.set_data_dir(Some(dir.0.join("file").join("data")));
    app.start_game(setup(human, human), false).unwrap();
    type_text(&mut app, now, ":b1-b2");
    key(&mut app, now, Enter);
    let status = app.session().unwrap().status.text.clone();
    assert!(status.contains("cannot autosave") && status.contains("save the game (s)"), "{status}");
    key(&mut app, now, Char('q'));
    let text = screen_text(&mut app);
    assert!(!text.contains("Continue resumes"), "{text}");
    assert!(text.contains("Autosaving failed: quitting loses this game."), "{text}");
}
