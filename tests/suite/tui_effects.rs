//! The file operations the terminal game asks for: `update` returns them instead of doing them,
//! and the event loop's executor carries them out.

use crate::tui_support;

use crossterm::event::KeyCode::{Char, Enter, Up};
use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use std::time::Instant;
use tactigon_games::bots::BotSpec;
use tactigon_games::setup::Player;
use tactigon_tui::Start;
use tactigon_tui::app::App;
use tactigon_tui::effect::Effect;
use tactigon_tui::executor::carry_out;
use tactigon_tui::screens::menu::MenuItem;
use tui_support::*;

const HUMAN: Player = Player::Human;
const RANDOM: Player = Player::Bot(BotSpec::Random);

fn press(app: &mut App, now: Instant, code: KeyCode) -> Vec<Effect> {
    app.update(&Event::Key(KeyEvent::new(code, KeyModifiers::NONE)), now)
}

/// Types a line without carrying anything out, returning what Enter asks for.
fn enter_line(app: &mut App, now: Instant, text: &str) -> Vec<Effect> {
    for c in text.chars() {
        assert_eq!(press(app, now, Char(c)), Vec::new(), "typing does no file work");
    }
    press(app, now, Enter)
}

#[test]
fn a_move_against_a_bot_asks_for_the_autosave_and_writes_nothing_itself() {
    let (mut app, now, dir) = app_with_data();
    let autosave = dir.0.join("autosave.tgn");
    app.start_game(setup(HUMAN, RANDOM), false).unwrap();
    let effects = enter_line(&mut app, now, ":b1-b2");
    assert!(!autosave.exists(), "update itself writes no file");
    let [Effect::WriteAutosave { path, text, set_aside: false, .. }] = effects.as_slice() else {
        panic!("expected one autosave write, got {effects:?}")
    };
    assert_eq!(path, &autosave);
    assert!(text.contains("\n1. b1-b2 *"), "{text}");
    assert!(text.contains("[Green \"random\"]"), "{text}");
    // The bot replies on the next tick, which asks for the autosave again.
    let effects = app.tick(now);
    let [Effect::WriteAutosave { text, .. }] = effects.as_slice() else { panic!("{effects:?}") };
    assert!(text.contains("\n1. b1-b2 ") && !text.contains("\n1. b1-b2 *"), "{text}");
    // Nothing changed, nothing asked.
    assert_eq!(app.tick(now), Vec::new());
}

#[test]
fn a_game_from_the_command_line_does_not_become_the_default_setup() {
    let (mut app, _) = app();
    app.settings_path = Some(std::path::PathBuf::from("/nonexistent/settings.toml"));
    let huge = tactigon_games::setup::GameSetup { board: "huge".into(), ..setup(HUMAN, HUMAN) };
    let effects = app.launch(Start::Play(huge.into())).unwrap();
    assert!(!effects.iter().any(|e| matches!(e, Effect::SaveSettings { .. })), "{effects:?}");
    assert_eq!(app.settings.setup.board, "standard");
}

#[test]
fn a_changed_setup_started_from_the_new_game_screen_is_saved_as_the_default() {
    let (mut app, now) = app();
    let path = std::path::PathBuf::from("/nonexistent/settings.toml");
    app.settings_path = Some(path.clone());
    // Menu → New game; the second row (Red, under the game) changes from Human to the random bot.
    assert_eq!(press(&mut app, now, Char('n')), Vec::new());
    assert_eq!(press(&mut app, now, KeyCode::Down), Vec::new());
    assert_eq!(press(&mut app, now, KeyCode::Right), Vec::new());
    press(&mut app, now, Up);
    let effects = press(&mut app, now, Enter);
    let saved: Vec<_> = effects
        .iter()
        .filter_map(|e| match e {
            Effect::SaveSettings { path, settings } => Some((path.clone(), settings.setup.red)),
            _ => None,
        })
        .collect();
    assert_eq!(saved, [(path, RANDOM)]);
}

#[test]
fn the_save_prompt_asks_for_a_save_and_for_confirmation_of_a_replace() {
    let (mut app, now, dir) = app_with_data();
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    // The prompt opens at once; a free name is looked for in the saves folder outside update.
    let effects = press(&mut app, now, Char('s'));
    assert!(matches!(effects.as_slice(), [Effect::SuggestSaveName { red: HUMAN, green: HUMAN, .. }]), "{effects:?}");
    // Clear the proposed name and type our own.
    for _ in 0..200 {
        press(&mut app, now, KeyCode::Backspace);
    }
    let target = dir.0.join("saves").join("mine.tgn");
    let effects = enter_line(&mut app, now, "mine");
    let [Effect::SaveGame { path, replace: false, .. }] = effects.as_slice() else {
        panic!("expected a save, got {effects:?}")
    };
    assert_eq!(path, &target);
    assert!(!target.exists(), "update itself writes no file");

    // The file exists: the executor says so, and the prompt asks before replacing it.
    std::fs::create_dir_all(target.parent().unwrap()).unwrap();
    std::fs::write(&target, "something else").unwrap();
    carry_out(&mut app, effects);
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "something else");
    let effects = press(&mut app, now, Enter);
    assert!(matches!(effects.as_slice(), [Effect::SaveGame { replace: true, .. }]), "{effects:?}");
    carry_out(&mut app, effects);
    assert!(std::fs::read_to_string(&target).unwrap().contains("[Red \"human\"]"));
}

#[test]
fn a_rematch_with_sides_swapped_does_not_become_the_new_game_default() {
    let (mut app, now) = app();
    app.settings.setup = setup(HUMAN, RANDOM);
    let mut st = setup(HUMAN, RANDOM);
    st.position = Some("2/9/10/P8Cp/10/9/2 r".into());
    app.start_game(st, false).unwrap();
    type_text(&mut app, now, ":d10xd11");
    key(&mut app, now, Enter);
    // Game over: the second button, above the selected Review, is the rematch with sides
    // swapped; then n, New game (twice: the rematch is under way, Random having moved).
    keys(&mut app, now, &[KeyCode::Up, Enter]);
    let s = app.session().unwrap();
    assert_eq!((s.setup().red, s.setup().green), (RANDOM, HUMAN), "the rematch is swapped");
    keys(&mut app, now, &[Char('n'), Char('n')]);
    let tactigon_tui::screens::Screen::Setup(form) = &app.screen else { panic!("the new-game screen") };
    let tactigon_games::games::AnySetup::Tactigon(setup) = form.setup() else { panic!("a Tactigon setup") };
    assert_eq!((setup.red, setup.green), (HUMAN, RANDOM), "the player's own setup");
}

#[test]
fn a_save_name_with_a_folder_is_refused_and_the_saves_folder_is_made() {
    let (mut app, now, dir) = app_with_data();
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    key(&mut app, now, Char('s'));
    for _ in 0..200 {
        press(&mut app, now, KeyCode::Backspace);
    }
    let missing = dir.0.join("no").join("such");
    type_text(&mut app, now, &format!("{}/game.tgn", missing.display()));
    key(&mut app, now, Enter);
    assert!(!missing.exists(), "no folders made");
    let s = app.session().unwrap();
    assert!(s.status().text.contains("a save name is a plain name without '/'"), "{}", s.status().text);
    // The game's own saves folder does not exist yet either, and is made.
    assert!(!dir.0.join("saves").exists());
    for _ in 0..200 {
        press(&mut app, now, KeyCode::Backspace);
    }
    type_text(&mut app, now, "mine");
    key(&mut app, now, Enter);
    assert!(dir.0.join("saves").join("mine.tgn").is_file());
}

#[test]
fn an_unreadable_autosave_is_reported_kept_and_moved_aside_before_a_new_game_is_autosaved() {
    let dir = TempDir::new();
    let autosave = dir.0.join("autosave.tgn");
    let broken = "[Event \"x\"]\n\n1. b1-b2 b9=b8 *\n";
    std::fs::write(&autosave, broken).unwrap();
    let (mut app, now) = app();
    app.set_data_dir(Some(dir.0.clone()));
    let notice = app.notice.clone().expect("the menu says what went wrong");
    assert!(notice.contains(&autosave.display().to_string()), "{notice}");
    assert!(notice.contains("line 3"), "{notice}");
    assert!(!app.menu_items().contains(&MenuItem::Continue));
    let _ = render(&mut app, 80, 24);
    let screen = format!("{:?}", render(&mut app, 80, 24).backend().buffer());
    assert!(screen.contains("autosaved"), "the notice is on the menu");

    // A new game's first move: the unreadable file is moved aside, then the game is autosaved.
    app.start_game(setup(HUMAN, RANDOM), false).unwrap();
    let effects = enter_line(&mut app, now, ":b1-b2");
    assert!(matches!(effects.as_slice(), [Effect::WriteAutosave { set_aside: true, .. }]), "{effects:?}");
    carry_out(&mut app, effects);
    let aside = dir.0.join("autosave-unreadable-1.tgn");
    assert_eq!(std::fs::read_to_string(&aside).unwrap(), broken);
    assert!(std::fs::read_to_string(&autosave).unwrap().contains("1. b1-b2 "));
    assert!(app.notice.clone().unwrap().contains("autosave-unreadable-1.tgn"));
    // From now on the autosave is an ordinary one.
    tick(&mut app, now);
    let effects = enter_line(&mut app, now, ":b2-b1");
    assert!(matches!(effects.as_slice(), [Effect::WriteAutosave { set_aside: false, .. }]), "{effects:?}");
}

/// `--ascii` and `--theme` change the look of one run: a game started from the New-game screen
/// saves its setup, but not those two (they used to become permanent settings).
#[test]
fn command_line_look_is_drawn_but_never_saved() {
    use tactigon_tui::settings::ThemeName;
    let (mut app, now) = app();
    app.settings_path = Some(std::path::PathBuf::from("/nonexistent/settings.toml"));
    let plain = render(&mut app, 80, 24).backend().buffer().clone();
    app.look = tactigon_tui::app::Look { ascii: true, theme: Some(ThemeName::HighContrast), ..Default::default() };
    let looked = render(&mut app, 80, 24).backend().buffer().clone();
    assert_ne!(plain, looked, "the overrides are drawn");
    assert!(!app.settings.ascii && app.settings.theme == ThemeName::Colour, "and not put in the settings");
    press(&mut app, now, Char('n'));
    press(&mut app, now, KeyCode::Down);
    press(&mut app, now, KeyCode::Right);
    let effects = press(&mut app, now, Enter);
    let saved: Vec<_> = effects
        .iter()
        .filter_map(|e| match e {
            Effect::SaveSettings { settings, .. } => Some((settings.setup.red, settings.ascii, settings.theme)),
            _ => None,
        })
        .collect();
    assert_eq!(saved, [(RANDOM, false, ThemeName::Colour)]);
}

#[test]
fn the_bots_watched_last_are_the_next_watch_setup() {
    let (mut app, now) = app();
    let path = std::path::PathBuf::from("/nonexistent/settings.toml");
    app.settings_path = Some(path.clone());
    let new_game_default = app.settings.setup.clone();
    // Menu → Watch bots; Red (under the game) changes from the greedy bot to the first expert level.
    press(&mut app, now, Char('w'));
    press(&mut app, now, KeyCode::Down);
    press(&mut app, now, KeyCode::Right);
    let effects = press(&mut app, now, Enter);
    let saved: Vec<_> = effects
        .iter()
        .filter_map(|e| match e {
            Effect::SaveSettings { settings, .. } => Some((settings.watch.red, settings.setup.clone())),
            _ => None,
        })
        .collect();
    // Saved as the watch default; the new-game default is left alone.
    assert_eq!(saved, [(Player::Bot(BotSpec::Expert(1)), new_game_default)]);
    // Watch bots starts from the remembered setup, as it will in the next run.
    let watched = app.settings.clone();
    let (mut app, now) = tui_support::app();
    app.settings = watched;
    press(&mut app, now, Char('w'));
    let tactigon_tui::screens::Screen::Setup(s) = &app.screen else { panic!("on the setup screen") };
    let tactigon_games::games::AnySetup::Tactigon(setup) = s.setup() else { panic!("a Tactigon setup") };
    assert_eq!(setup.red, Player::Bot(BotSpec::Expert(1)));
}

#[test]
fn the_bell_rings_for_bot_moves_only_when_asked_for() {
    for bell in [false, true] {
        let (mut app, now) = app();
        app.settings.bell = bell;
        app.start_game(setup(HUMAN, RANDOM), false).unwrap();
        let effects = enter_line(&mut app, now, ":b1-b2");
        assert!(!effects.contains(&Effect::Bell), "a person's own move does not ring");
        let effects = app.tick(later(now, 10));
        assert_eq!(app.session().unwrap().game().moves().len(), 2, "the bot replied");
        assert_eq!(effects.contains(&Effect::Bell), bell, "bell setting {bell}: {effects:?}");
    }
}
