//! The autosave and Continue in the terminal game, driven through the app's update function.

use crate::tui_records::{FINISHED, HUMAN, after, play, read_moves, record_text, session_moves};
use crate::tui_support;
use crossterm::event::KeyCode::{Char, Down, Enter, Up};
use crossterm::event::{Event, KeyEvent, KeyModifiers};
use tactigon_games::bots::BotSpec;
use tactigon_games::setup::{GameSetup, Player};
use tactigon_rules::record::parse_records;
use tactigon_tui::screens::ScreenKind;
use tactigon_tui::screens::dialog::Dialog;
use tactigon_tui::screens::menu::MenuItem;
use tui_support::*;

#[test]
fn every_move_is_autosaved_and_continue_restores_the_game() {
    let (mut app, now, dir) = app_with_data();
    let autosave = dir.0.join("autosave.tgn");
    app.start_game(setup(HUMAN, Player::Bot(BotSpec::Random)), false).unwrap();
    assert!(!autosave.exists(), "an untouched game is not saved");
    play(&mut app, now, "b1-b2");
    tick(&mut app, now);
    let moves = session_moves(&app);
    assert_eq!(moves.len(), 2, "the bot replied");
    assert_eq!(moves[0], "b1-b2");
    assert_eq!(read_moves(&autosave), moves);
    let record = &parse_records(&std::fs::read_to_string(&autosave).unwrap()).unwrap()[0];
    assert_eq!((record.players[0].as_str(), record.players[1].as_str()), ("human", "random"));

    // Undo takes back the bot's reply and the move: the autosave follows.
    key(&mut app, now, Char('u'));
    assert_eq!(read_moves(&autosave), Vec::<String>::new());
    key(&mut app, now, Char('r'));
    assert_eq!(read_moves(&autosave), moves);

    // Leave through the quit dialog: Continue is now the first menu entry and selected.
    keys(&mut app, now, &[Char('q'), Char('y')]);
    assert_eq!(app.kind(), ScreenKind::Menu);
    assert_eq!(app.menu_items()[0], MenuItem::Continue);
    key(&mut app, now, Up);
    key(&mut app, now, Down);
    assert!(matches!(&app.screen, tactigon_tui::screens::Screen::Menu(m) if m.row == 0));
    key(&mut app, now, Enter);
    assert_eq!(app.kind(), ScreenKind::Game);
    assert_eq!(session_moves(&app), moves);
    let s = app.session().unwrap();
    assert_eq!((s.setup().red, s.setup().green), (HUMAN, Player::Bot(BotSpec::Random)));

    // Ctrl-C quits at once; the game is on disk as it was.
    send(&mut app, &Event::Key(KeyEvent::new(Char('c'), KeyModifiers::CONTROL)), now);
    assert!(app.quit);
    assert_eq!(read_moves(&autosave), moves);
}

#[test]
fn a_new_run_offers_continue_only_for_an_unfinished_readable_autosave() {
    let dir = TempDir::new();
    let autosave = dir.0.join("autosave.tgn");
    let (mut first, now) = app();
    std::fs::write(&autosave, record_text("human", "greedy", "1. b1-b2 b9-b8 *")).unwrap();
    first.set_data_dir(Some(dir.0.clone()));
    assert_eq!(first.menu_items()[0], MenuItem::Continue);
    key(&mut first, now, Char('c'));
    let s = first.session().unwrap();
    assert_eq!(s.position(), &after(&["b1-b2", "b9-b8"]));
    assert_eq!((s.setup().red, s.setup().green), (HUMAN, Player::Bot(BotSpec::Greedy)));

    for text in [FINISHED.to_string(), record_text("human", "greedy", "1. b1-b2 b9=b8 *")] {
        std::fs::write(&autosave, text).unwrap();
        let (mut app, _) = app();
        app.set_data_dir(Some(dir.0.clone()));
        assert_ne!(app.menu_items()[0], MenuItem::Continue);
    }
}

#[test]
fn a_finished_game_removes_the_autosave() {
    let (mut app, now, dir) = app_with_data();
    let autosave = dir.0.join("autosave.tgn");
    let mut st = setup(HUMAN, HUMAN);
    st.position = Some("2/9/10/P8Cp/10/9/2 r".into());
    app.start_game(st, false).unwrap();
    play(&mut app, now, "d1-d2");
    play(&mut app, now, "d11-c10");
    assert_eq!(read_moves(&autosave), ["d1-d2", "d11-c10"]);
    play(&mut app, now, "d10xc10");
    assert_eq!(app.session().unwrap().dialog(), Some(Dialog::GameOver(2)));
    assert!(!autosave.exists());
    key(&mut app, now, Char('m'));
    assert_eq!(app.kind(), ScreenKind::Menu);
    assert!(!app.menu_items().contains(&MenuItem::Continue));
}

#[test]
fn watching_bots_leaves_the_autosave_alone() {
    let (mut app, now, dir) = app_with_data();
    let autosave = dir.0.join("autosave.tgn");
    let mine = record_text("human", "greedy", "1. b1-b2 *");
    std::fs::write(&autosave, &mine).unwrap();
    app.start_game(setup(Player::Bot(BotSpec::Random), Player::Bot(BotSpec::Random)), true).unwrap();
    tick(&mut app, later(now, 5000));
    assert!(!session_moves(&app).is_empty());
    assert_eq!(std::fs::read_to_string(&autosave).unwrap(), mine);
}

/// A game on a board read from a file is autosaved with its board, so Continue brings it back
/// after the board file is gone, and play goes on; a saved copy loads the same way.
#[test]
fn a_game_on_a_board_file_survives_save_reload_and_continue() {
    let dir = TempDir::new();
    let board_path = dir.0.join("mine.txt");
    // Ten tiles: Red's circles on a1 and c1 beside its pentagon on b1; Green's on a3, c3, b4.
    std::fs::write(&board_path, "name: mine\n C . c\nP . . p\n C . c\n").unwrap();
    let (mut first, now) = app();
    first.set_data_dir(Some(dir.0.clone()));
    let mine = GameSetup { board: board_path.display().to_string(), ..setup(HUMAN, HUMAN) };
    first.start_game(mine, false).unwrap();
    type_text(&mut first, now, ":a1-b2");
    key(&mut first, now, Enter);
    assert_eq!(session_moves(&first), ["a1-b2"]);
    let saved = dir.0.join("saves").join("copy.tgn");
    std::fs::create_dir_all(saved.parent().unwrap()).unwrap();
    std::fs::copy(dir.0.join("autosave.tgn"), &saved).unwrap();
    std::fs::remove_file(&board_path).unwrap();

    // A new run (the first has ended: it held the data folder): Continue resumes the game
    // on the same ten-tile board.
    drop(first);
    let (mut next, now) = app();
    next.set_data_dir(Some(dir.0.clone()));
    assert_eq!(next.notice, None);
    assert_eq!(next.menu_items()[0], MenuItem::Continue);
    key(&mut next, now, Char('c'));
    assert_eq!(next.kind(), ScreenKind::Game);
    let board = next.session().unwrap().position().board();
    assert_eq!((board.name(), board.len()), ("mine", 10));
    assert_eq!(session_moves(&next), ["a1-b2"]);
    type_text(&mut next, now, ":a3-a2");
    key(&mut next, now, Enter);
    assert_eq!(session_moves(&next), ["a1-b2", "a3-a2"]);
    assert_eq!(read_moves(&dir.0.join("autosave.tgn")), ["a1-b2", "a3-a2"]);

    // The saved copy reads back on its own too.
    let record = tactigon_games::saves::read_game(&saved, None).unwrap();
    assert_eq!(record.game.start().board().name(), "mine");
    assert_eq!(record.game.moves().len(), 1);
}

/// A game opened from the load list becomes the one Continue resumes, even if the player
/// leaves before moving (the autosave used to keep the older game).
#[test]
fn a_loaded_game_left_before_moving_is_the_one_continue_resumes() {
    let dir = TempDir::new();
    let autosave = dir.0.join("autosave.tgn");
    std::fs::write(&autosave, record_text("human", "greedy", "1. b1-b2 b9-b8 *")).unwrap();
    std::fs::create_dir_all(dir.0.join("saves")).unwrap();
    std::fs::write(dir.0.join("saves").join("other.tgn"), record_text("human", "human", "1. b3-b4 *")).unwrap();
    let (mut app, now) = app();
    app.set_data_dir(Some(dir.0.clone()));
    key(&mut app, now, Char('l'));
    key(&mut app, now, Enter);
    assert_eq!(app.kind(), ScreenKind::Game);
    assert_eq!(session_moves(&app), ["b3-b4"]);
    tick(&mut app, now);
    keys(&mut app, now, &[Char('q'), Char('y')]);
    assert_eq!(app.kind(), ScreenKind::Menu);
    assert_eq!(read_moves(&autosave), ["b3-b4"]);
    assert_eq!(app.menu_items()[0], MenuItem::Continue);
    key(&mut app, now, Char('c'));
    assert_eq!(session_moves(&app), ["b3-b4"]);
}

/// Playing on from the replay viewer (`p`) starts a game, but the unfinished game stays the one
/// Continue resumes until a move is played in the new one (issue 22).
#[test]
fn playing_on_from_the_replay_viewer_keeps_the_autosave_until_a_move() {
    let dir = TempDir::new();
    let autosave = dir.0.join("autosave.tgn");
    std::fs::write(&autosave, record_text("human", "random", "1. b1-b2 b9-b8 *")).unwrap();
    std::fs::create_dir_all(dir.0.join("saves")).unwrap();
    std::fs::write(dir.0.join("saves").join("other.tgn"), record_text("human", "human", "1. b3-b4 *")).unwrap();
    let (mut app, now) = app();
    app.set_data_dir(Some(dir.0.clone()));
    keys(&mut app, now, &[Char('l'), Char('v')]);
    assert_eq!(app.kind(), ScreenKind::Replay);
    key(&mut app, now, Char('p'));
    assert_eq!(app.kind(), ScreenKind::Game);
    tick(&mut app, now);
    keys(&mut app, now, &[Char('q')]);
    assert_eq!(read_moves(&autosave), ["b1-b2", "b9-b8"], "the unfinished game is still there");
    assert_eq!(app.menu_items()[0], MenuItem::Continue);
}
