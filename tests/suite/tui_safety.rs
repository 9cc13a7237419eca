//! Nothing the player has is lost and no input drives the terminal: settings files that did not
//! read, failing autosaves, stray temporary files, save names, control characters in messages.

use crate::tui_support::*;

use crossterm::event::KeyCode::{self, Char, Down, Enter, Esc, Right, Up};
use crossterm::event::{Event, KeyEvent, KeyModifiers};
use std::time::Instant;
use tactigon_tui::app::App;
use tactigon_tui::effect::Effect;
use tactigon_tui::executor::carry_out;
use tactigon_tui::settings::Settings;

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
    press(&mut game, now, Down);
    press(&mut game, now, Right);
    press(&mut game, now, Up);
    let effects = press(&mut game, now, Enter);
    assert!(!asks_to_save_settings(&effects), "{effects:?}");
    carry_out(&mut game, effects);
    let status = game.session().expect("the game started").status().text.clone();
    assert!(status.contains("settings not saved") && status.contains("settings.toml"), "{status}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text);

    // Opening and leaving the settings screen writes nothing either.
    let (mut menu, now) = app();
    menu.use_settings_file(Some(path.clone()), Settings::load(&path).1);
    press(&mut menu, now, Char('s'));
    // The screen says so rather than promise a save.
    let screen = screen_text(&mut menu);
    assert!(screen.contains("[ Back ]") && !screen.contains("saves settings"), "{screen}");
    assert!(screen.contains("not saved:") && !screen.contains("saved in"), "{screen}");
    let effects = press(&mut menu, now, Esc);
    assert!(!asks_to_save_settings(&effects), "{effects:?}");
    assert!(menu.notice.clone().unwrap().contains("settings not saved"), "{:?}", menu.notice);
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text);

    // A file that reads is written as before.
    std::fs::write(&path, "think_ms = 250\n").unwrap();
    let (mut fine, now) = app();
    fine.use_settings_file(Some(path.clone()), Settings::load(&path).1);
    press(&mut fine, now, Char('s'));
    let screen = screen_text(&mut fine);
    assert!(screen.contains("Back (saves settings)") && screen.contains("saved in"), "{screen}");
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
    let human = tactigon_games::setup::Player::Human;
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
    let status = app.session().unwrap().status().text.clone();
    assert!(status.contains("cannot autosave") && status.contains("save the game (s)"), "{status}");
    key(&mut app, now, Char('q'));
    let text = screen_text(&mut app);
    assert!(!text.contains("Continue resumes"), "{text}");
    assert!(text.contains("Autosaving failed: quitting loses this game."), "{text}");

    // Issue 24: once left, the menu kept asking to save a game no longer there, and kept
    // the warning after the disk wrote again.
    key(&mut app, now, Char('y'));
    let notice = app.notice.clone().expect("the menu says what became of the game");
    assert!(notice.starts_with("the game left was not autosaved: cannot write "), "{notice}");
    assert!(!notice.contains("save the game (s)"), "{notice}");
    std::fs::remove_file(dir.0.join("file")).unwrap();
    std::fs::create_dir_all(dir.0.join("file").join("data")).unwrap();
    app.start_game(setup(human, human), false).unwrap();
    type_text(&mut app, now, ":b1-b2");
    key(&mut app, now, Enter);
    assert!(dir.0.join("file").join("data").join("autosave.tgn").is_file());
    assert_eq!(app.notice, None, "the warning is over");
}

/// A record of the standard game with these moves, as the autosave holds it.
fn autosave_text(moves: &[&str]) -> String {
    use tactigon_rules::{Board, DrawRules, Game, Position, Rules};
    let mut game = Game::new(Position::start(Board::standard(), Rules::default()), DrawRules::default());
    for m in moves {
        game.play(game.position().parse_move(m).unwrap()).unwrap();
    }
    tactigon_core::record::Record::new(game, "Casual game", "human", "human").to_string()
}

/// Issue 10 #5: a kill during a write left `.autosave.tgn.<pid>.tmp` files, some holding a newer
/// complete record than the autosave.
#[test]
fn stray_temporary_files_are_removed_and_a_newer_autosave_recovered() {
    let dir = TempDir::new();
    let saves = dir.0.join("saves");
    std::fs::create_dir_all(&saves).unwrap();
    let autosave = dir.0.join("autosave.tgn");
    std::fs::write(&autosave, autosave_text(&["b1-b2"])).unwrap();
    // Process ids above the kernel's largest (4,194,304): long gone.
    let newer = autosave_text(&["b1-b2", "b9-b8", "b2-b1"]);
    std::fs::write(dir.0.join(".autosave.tgn.999999901.tmp"), autosave_text(&["b1-b2", "b9-b8"])).unwrap();
    std::fs::write(dir.0.join(".autosave.tgn.999999902.tmp"), &newer).unwrap();
    // Cut off mid-write, and another game: neither is recovered.
    std::fs::write(dir.0.join(".autosave.tgn.999999903.tmp"), &newer[..newer.len() - 20]).unwrap();
    std::fs::write(dir.0.join(".autosave.tgn.999999904.tmp"), autosave_text(&["b1-c1", "b9-b8", "c1-b1", "b8-b9"]))
        .unwrap();
    std::fs::write(saves.join(".mine.tgn.999999905.tmp"), "half a game").unwrap();
    // This process's own temporary file may be a write going on: it stays.
    let own = dir.0.join(format!(".autosave.tgn.{}.tmp", std::process::id()));
    std::fs::write(&own, "").unwrap();
    // Not a temporary file of ours: it stays.
    std::fs::write(dir.0.join(".notes.txt"), "mine").unwrap();

    let (mut first, _) = app();
    first.set_data_dir(Some(dir.0.clone()));
    assert_eq!(std::fs::read_to_string(&autosave).unwrap(), newer);
    let notice = first.notice.clone().expect("the player is told");
    assert!(notice.contains("recovered") && notice.contains("3 moves"), "{notice}");
    assert!(first.menu_items().contains(&tactigon_tui::screens::menu::MenuItem::Continue));
    let mut left: Vec<String> = std::fs::read_dir(&dir.0)
        .unwrap()
        .chain(std::fs::read_dir(&saves).unwrap())
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    left.sort();
    let mut expected = vec![".notes.txt".to_string(), own.file_name().unwrap().to_str().unwrap().to_string()];
    // `lock` is the data folder's lock (issue 24), kept empty.
    expected.extend(["autosave.tgn".to_string(), "lock".to_string(), "saves".to_string()]);
    expected.sort();
    assert_eq!(left, expected);

    // Nothing newer: the autosave stays as it is, the stray file goes, and nothing is said.
    std::fs::write(dir.0.join(".autosave.tgn.999999906.tmp"), autosave_text(&["b1-b2"])).unwrap();
    drop(first);
    let (mut again, _) = app();
    again.set_data_dir(Some(dir.0.clone()));
    assert_eq!(std::fs::read_to_string(&autosave).unwrap(), newer);
    assert!(!dir.0.join(".autosave.tgn.999999906.tmp").exists());
    assert_eq!(again.notice, None);
}

/// A Taacoca autosave's newer temporary copy used to be removed, not recovered: recovery read
/// every file as Tactigon.
#[test]
fn a_newer_taacoca_autosave_is_recovered_too() {
    use ::taacoca::Position;
    let text = |moves: &[&str]| {
        let mut game = ::taacoca::new_game(Position::start(5).unwrap());
        for m in moves {
            game.play(m.parse().unwrap()).unwrap();
        }
        tactigon_core::record::Record::new(game, "Casual game", "human", "human").to_string()
    };
    let dir = TempDir::new();
    let autosave = dir.0.join("autosave.tgn");
    std::fs::write(&autosave, text(&["nw:g3,h2,i1"])).unwrap();
    let newer = text(&["nw:g3,h2,i1", "se:a1,b2,c3"]);
    std::fs::write(dir.0.join(".autosave.tgn.999999901.tmp"), &newer).unwrap();
    // The same moves as a Tactigon game cannot continue a Taacoca one.
    std::fs::write(dir.0.join(".autosave.tgn.999999902.tmp"), autosave_text(&["b1-b2", "b9-b8", "b2-b1"])).unwrap();

    let (mut app, _) = app();
    app.set_data_dir(Some(dir.0.clone()));
    assert_eq!(std::fs::read_to_string(&autosave).unwrap(), newer);
    let notice = app.notice.clone().expect("the player is told");
    assert!(notice.contains("recovered") && notice.contains("2 moves"), "{notice}");
    assert!(!dir.0.join(".autosave.tgn.999999902.tmp").exists());
}

/// A kill during a game's first autosave left only its temporary file, complete and valid,
/// and no autosave: the file used to be removed with the stray ones, losing the game. An
/// autosave that exists but does not read is never replaced by one.
#[test]
fn the_first_autosave_cut_off_before_its_rename_is_recovered() {
    let dir = TempDir::new();
    let autosave = dir.0.join("autosave.tgn");
    let first = autosave_text(&["b1-b2", "b9-b8"]);
    std::fs::write(dir.0.join(".autosave.tgn.999999901.tmp"), &first).unwrap();
    std::fs::write(dir.0.join(".autosave.tgn.999999902.tmp"), &first[..first.len() - 20]).unwrap();
    let (mut recovered, _) = app();
    recovered.set_data_dir(Some(dir.0.clone()));
    assert_eq!(std::fs::read_to_string(&autosave).unwrap(), first);
    let notice = recovered.notice.clone().expect("the player is told");
    assert!(notice.contains("recovered") && notice.contains("2 moves"), "{notice}");
    assert!(!dir.0.join(".autosave.tgn.999999902.tmp").exists());

    let other = TempDir::new();
    let broken = "[Event \"x\"]\n\n1. z9-z9 *\n";
    std::fs::write(other.0.join("autosave.tgn"), broken).unwrap();
    std::fs::write(other.0.join(".autosave.tgn.999999903.tmp"), &first).unwrap();
    let (mut kept, _) = app();
    kept.set_data_dir(Some(other.0.clone()));
    assert_eq!(std::fs::read_to_string(other.0.join("autosave.tgn")).unwrap(), broken);
}

/// Issue 10 #14: Esc on the main menu used to quit at once. It means "back", and the menu has
/// nothing to go back to, so it does nothing; `q` quits.
#[test]
fn esc_on_the_main_menu_does_not_quit() {
    let (mut app, now) = app();
    press(&mut app, now, Esc);
    assert!(!app.quit);
    assert_eq!(app.kind(), tactigon_tui::screens::ScreenKind::Menu);
    press(&mut app, now, Char('q'));
    assert!(app.quit);
}

/// Issue 10 #14: a board error on the New-game form was cut off at the form's width.
#[test]
fn a_board_error_on_the_new_game_form_is_shown_in_full() {
    let (mut app, now) = app();
    app.settings.setup.board = "/no/such/folder/with/a/rather/long/name/my-board.txt".into();
    press(&mut app, now, Char('n'));
    press(&mut app, now, Up);
    press(&mut app, now, Enter);
    let error = match &app.screen {
        tactigon_tui::screens::Screen::Setup(s) => s.error.clone().expect("the error is on the form"),
        _ => panic!("still on the form"),
    };
    assert!(error.chars().count() > 100, "long enough to need wrapping: {error}");
    let text = screen_text(&mut app);
    // The whole error is inside the form, across the lines it takes: the form's rows, border
    // and blanks taken out, it reads on unbroken.
    let inside: String = text
        .lines()
        .filter_map(|l| l.split('│').nth(1))
        .flat_map(|l| l.chars().filter(|c| !c.is_whitespace()))
        .collect();
    let wanted: String = error.chars().filter(|c| !c.is_whitespace()).collect();
    assert!(inside.contains(&wanted), "{text}");
}

#[test]
fn words_wrap_at_spaces_and_long_words_are_cut() {
    use tactigon_tui::layout::wrap_words;
    assert_eq!(wrap_words("one two three", 7), ["one two", "three"]);
    assert_eq!(wrap_words("abcdefghij k", 4), ["abcd", "efgh", "ij k"]);
    assert_eq!(wrap_words("", 5), [""]);
}

/// Issue 10 #13: the event loop drew 20 frames a second at rest. It now draws after events and
/// ticks with news, and keeps drawing only while the screen changes by itself.
#[test]
fn only_a_screen_that_changes_by_itself_is_animating() {
    use tactigon_games::bots::BotSpec;
    use tactigon_games::setup::Player;
    let (mut app, now) = app();
    assert!(!app.animating(), "the menu at rest");
    app.start_game(setup(Player::Human, Player::Human), false).unwrap();
    assert!(!app.animating(), "a person to move");
    // Two bots: one is always due to move.
    app.start_game(setup(Player::Bot(BotSpec::Random), Player::Bot(BotSpec::Random)), true).unwrap();
    assert!(app.animating());
    press(&mut app, now, Char(' '));
    assert!(app.session().unwrap().runner().paused());
    // Once the last move's flash is over.
    tick(&mut app, later(now, 10_000));
    assert!(!app.animating(), "a paused watch");
}

/// The move list of a long game is built once per change, not per frame: the same list comes
/// back (the very same allocation) until a move is played.
#[test]
fn the_move_list_is_built_per_move_not_per_frame() {
    let human = tactigon_games::setup::Player::Human;
    let (mut app, now) = app();
    app.start_game(setup(human, human), false).unwrap();
    type_text(&mut app, now, ":b1-b2");
    key(&mut app, now, Enter);
    let first = app.session().unwrap().move_lines();
    let _ = render(&mut app, 100, 30);
    let again = app.session().unwrap().move_lines();
    assert!(std::sync::Arc::ptr_eq(&first, &again));
    assert_eq!(&*first, ["  1. b1-b2"]);
    type_text(&mut app, now, ":b9-b8");
    key(&mut app, now, Enter);
    let after = app.session().unwrap().move_lines();
    assert!(!std::sync::Arc::ptr_eq(&first, &after));
    assert_eq!(&*after, ["  1. b1-b2 b9-b8"]);
}

/// A file name is input too: the Load list and its error line used to show it raw.
#[test]
fn file_names_on_the_load_list_are_shown_escaped() {
    let (mut app, now, dir) = app_with_data();
    let saves = dir.0.join("saves");
    std::fs::create_dir_all(&saves).unwrap();
    std::fs::write(saves.join("red\u{1b}[41mname.tgn"), "[Event \"x\"]\n\n1. b1=b2 *\n").unwrap();
    key(&mut app, now, Char('l'));
    let entry = &app.load().unwrap().entries[0];
    assert_eq!(entry.name(), "red\\u{1b}[41mname.tgn");
    key(&mut app, now, Enter);
    let note = app.load().unwrap().note.clone().unwrap();
    assert!(note.starts_with("red\\u{1b}[41mname.tgn cannot be opened"), "{note}");
    assert!(!note.contains('\u{1b}'), "{note}");
    let terminal = render(&mut app, 100, 30);
    let shown: String = terminal.backend().buffer().content().iter().map(|c| c.symbol()).collect();
    assert!(shown.contains("red\\u{1b}[41mname.tgn"), "{shown}");
}

/// Audit of issue 10 #7: 64 emoji passed the 64-character rule and failed to save with "File
/// name too long (os error 36)": 256 bytes, and the temporary file adds 13 more.
#[test]
fn a_save_name_fits_the_file_system_in_bytes() {
    let dir = TempDir::new();
    let emoji = "😀".repeat(64);
    let error = tactigon_games::saves::resolve_name(&emoji, Some(&dir.0)).unwrap_err();
    assert_eq!(
        error.to_string(),
        "a save name is too long for a file name: 260 bytes with .tgn, at most 242 (emoji and accents take 2 to 4)"
    );
    // 59 emoji (236 bytes) and .tgn fill 240 bytes: the file and its temporary file are written.
    let path = tactigon_games::saves::resolve_name(&"😀".repeat(59), Some(&dir.0)).unwrap();
    tactigon_games::storage::write_atomic(&path, "[Event \"x\"]\n\n*\n").unwrap();
    assert!(path.exists());
}

/// Issue 24: a save name could hold U+202E, which shows the text after it reversed (a board
/// name with one was refused already).
#[test]
fn a_save_name_cannot_hold_a_direction_mark() {
    let dir = TempDir::new();
    for name in ["evil\u{202e}nt.tgn", "a\u{2066}b", "c\u{200f}"] {
        let error = tactigon_games::saves::resolve_name(name, Some(&dir.0)).unwrap_err().to_string();
        assert!(error.ends_with("a save name cannot hold control characters or invisible direction marks"), "{error}");
        assert!(!error.chars().any(tactigon_core::escape::needs_escape), "{error:?}");
    }
    assert!(tactigon_games::saves::resolve_name("plain «name» é", Some(&dir.0)).is_ok());
}
