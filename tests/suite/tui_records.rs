//! Saved games in the terminal game: the save prompt, the autosave and Continue, the load
//! list and the replay viewer, all driven through the app's update function.

use crate::tui_support;

use crossterm::event::KeyCode::{self, Backspace, Char, Down, End, Enter, Home, Left, Right};
use std::path::Path;
use std::time::{Duration, SystemTime};
use tactigon_games::bots::BotSpec;
use tactigon_games::setup::Player;
use tactigon_games::storage::today;
use tactigon_rules::record::parse_records;
use tactigon_rules::{Board, Move, Position, Rules};
use tactigon_tui::Start;
use tactigon_tui::app::App;
use tactigon_tui::screens::ScreenKind;
use tactigon_tui::screens::dialog::Prompt;
use tui_support::*;

pub(crate) const HUMAN: Player = Player::Human;

pub(crate) fn after(moves: &[&str]) -> Position {
    let mut p = Position::start(Board::standard(), Rules::default());
    for m in moves {
        p.play(m.parse().unwrap()).unwrap();
    }
    p
}

pub(crate) fn play(app: &mut App, now: std::time::Instant, m: &str) {
    type_text(app, now, &format!(":{m}"));
    key(app, now, Enter);
}

fn move_texts(moves: &[Move]) -> Vec<String> {
    moves.iter().map(Move::to_string).collect()
}

pub(crate) fn session_moves(app: &App) -> Vec<String> {
    move_texts(app.session().unwrap().game().moves())
}

pub(crate) fn read_moves(path: &Path) -> Vec<String> {
    let records = parse_records(&std::fs::read_to_string(path).unwrap()).unwrap();
    move_texts(records[0].game.moves())
}

/// A record by hand: players, and moves from the standard start.
pub(crate) fn record_text(red: &str, green: &str, moves: &str) -> String {
    format!("[Event \"test\"]\n[Date \"2026-01-02\"]\n[Red \"{red}\"]\n[Green \"{green}\"]\n\n{moves}\n")
}

/// A finished game: Red's circle on d10 takes the Green pentagon that stepped next to it.
pub(crate) const FINISHED: &str = "[Event \"test\"]\n[Date \"2026-01-01\"]\n[Red \"greedy\"]\n[Green \"human\"]\n\
    [Start \"2/9/10/P8Cp/10/9/2 r\"]\n\n1. d1-d2 d11-c10 2. d10xc10 1-0\n";

fn write_at(path: &Path, text: &str, secs: u64) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
    let when = SystemTime::UNIX_EPOCH + Duration::from_secs(1_700_000_000 + secs);
    std::fs::File::options().write(true).open(path).unwrap().set_modified(when).unwrap();
}

#[test]
fn the_save_prompt_writes_a_record_that_reads_back() {
    let (mut app, now, dir) = app_with_data();
    let saves = dir.0.join("saves");
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    play(&mut app, now, "b1-b2");
    play(&mut app, now, "b9-b8");
    key(&mut app, now, Char('s'));
    let name = format!("{}-human-vs-human", today());
    assert_eq!(app.session().unwrap().prompt().cloned(), Some(Prompt::Save { text: name.clone(), confirm: None }));
    key(&mut app, now, Enter);
    let path = saves.join(format!("{name}.tgn"));
    let s = app.session().unwrap();
    assert_eq!(s.prompt(), None);
    assert!(s.status().text.contains(&path.display().to_string()), "{}", s.status().text);
    assert_eq!(read_moves(&path), ["b1-b2", "b9-b8"]);
    let record = &parse_records(&std::fs::read_to_string(&path).unwrap()).unwrap()[0];
    assert_eq!((record.players[0].as_str(), record.players[1].as_str()), ("human", "human"));

    // Saving again offers the same file and replaces it without asking: it is this game.
    play(&mut app, now, "b2-b1");
    keys(&mut app, now, &[Char('s'), Enter]);
    assert_eq!(read_moves(&path), ["b1-b2", "b9-b8", "b2-b1"]);

    // A bare name goes into the saves folder with .tgn added.
    key(&mut app, now, Char('s'));
    for _ in 0..name.len() {
        key(&mut app, now, Backspace);
    }
    type_text(&mut app, now, "mine");
    key(&mut app, now, Enter);
    assert_eq!(read_moves(&saves.join("mine.tgn")), ["b1-b2", "b9-b8", "b2-b1"]);

    // A new game gets a name not yet taken, and must confirm replacing another game's file.
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    play(&mut app, now, "b1-b2");
    key(&mut app, now, Char('s'));
    assert_eq!(app.session().unwrap().prompt().as_ref().unwrap().text(), format!("{name}-2"));
    for _ in 0..name.len() + 2 {
        key(&mut app, now, Backspace);
    }
    type_text(&mut app, now, "mine");
    key(&mut app, now, Enter);
    let confirm = Some(saves.join("mine.tgn"));
    assert_eq!(app.session().unwrap().prompt().cloned(), Some(Prompt::Save { text: "mine".into(), confirm }));
    assert_eq!(read_moves(&saves.join("mine.tgn")).len(), 3, "not replaced yet");
    key(&mut app, now, Enter);
    assert_eq!(read_moves(&saves.join("mine.tgn")), ["b1-b2"]);

    // A name that is a folder in the saves folder cannot be written: the status says so and
    // the prompt stays open; so does a name with a folder in it.
    std::fs::create_dir_all(saves.join("folder.tgn")).unwrap();
    key(&mut app, now, Char('s'));
    for _ in 0..10 {
        key(&mut app, now, Backspace);
    }
    type_text(&mut app, now, "folder");
    key(&mut app, now, Enter);
    let s = app.session().unwrap();
    assert!(s.status().text.ends_with("folder.tgn is a folder: type a file name"), "{}", s.status().text);
    assert!(s.prompt().is_some());
    for _ in 0..10 {
        key(&mut app, now, Backspace);
    }
    type_text(&mut app, now, "dir/");
    key(&mut app, now, Enter);
    let s = app.session().unwrap();
    assert!(s.status().text.contains("without '/'"), "{}", s.status().text);
    assert!(s.prompt().is_some());
    assert!(!saves.join("dir").exists() && !saves.join("dir").join(".tgn").exists());
}

#[test]
fn load_lists_games_newest_first_with_errors_and_opens_them() {
    let (mut app, now, dir) = app_with_data();
    let saves = dir.0.join("saves");
    write_at(&saves.join("old.tgn"), FINISHED, 100);
    write_at(&saves.join("broken.tgn"), &record_text("human", "human", "1. b1-b2 b9=b8 *"), 200);
    write_at(&saves.join("new.tgn"), &record_text("human", "expert:2", "1. b1-b2 *"), 300);
    write_at(&saves.join("notes.txt"), "not a game", 400);
    key(&mut app, now, Char('l'));
    assert_eq!(app.kind(), ScreenKind::Load);
    let names: Vec<String> = app.load().unwrap().entries.iter().map(|e| e.name()).collect();
    assert_eq!(names, ["new.tgn", "broken.tgn", "old.tgn"]);
    // The broken move starts line 6 (five tag and blank lines before it) at column 10.
    let err = app.load().unwrap().entries[1].record.as_ref().unwrap_err().to_string();
    assert!(err.starts_with("line 6, column 10"), "{err}");

    // The broken file cannot be opened: the list stays, with the reason.
    keys(&mut app, now, &[Down, Enter]);
    assert_eq!(app.kind(), ScreenKind::Load);
    assert!(app.load().unwrap().note.as_deref().unwrap().contains("line 6, column 10"));
    // The finished game opens in the replay viewer, at its start.
    keys(&mut app, now, &[Down, Enter]);
    assert_eq!(app.kind(), ScreenKind::Replay);
    assert_eq!(app.replay().unwrap().ply, 0);
    key(&mut app, now, Char('q'));
    assert_eq!(app.kind(), ScreenKind::Load);
    assert_eq!(app.load().unwrap().row, 2, "back at the game it replayed");
    // The unfinished one continues with its players: Green's expert, to move after b1-b2,
    // starts thinking again and (inline in tests) replies at once.
    keys(&mut app, now, &[Home, Enter]);
    assert_eq!(app.kind(), ScreenKind::Game);
    let moves = session_moves(&app);
    assert_eq!((moves.len(), moves[0].as_str()), (2, "b1-b2"));
    assert_eq!(app.session().unwrap().setup().green, Player::Bot(BotSpec::Expert(2)));
    // Saving offers the file it came from and replaces it without asking.
    keys(&mut app, now, &[Char('s'), Enter]);
    assert_eq!(read_moves(&saves.join("new.tgn")), moves);
}

#[test]
fn the_replay_viewer_steps_and_plays_from_here() {
    let (mut app, now) = app();
    let text = record_text("human", "wizard", "1. b1-b2 b9-b8 2. b2-b1 b8-b9 *");
    let record = parse_records(&text).unwrap().remove(0);
    app.launch(Start::Replay(record.into(), "four.tgn".into())).unwrap();
    assert_eq!(app.kind(), ScreenKind::Replay);
    let ply = |app: &App| app.replay().unwrap().ply;
    let pos = |app: &App| *app.replay().unwrap().position();
    keys(&mut app, now, &[Right, Char('l')]);
    assert_eq!((ply(&app), pos(&app)), (2, after(&["b1-b2", "b9-b8"])));
    key(&mut app, now, Left);
    assert_eq!((ply(&app), pos(&app)), (1, after(&["b1-b2"])));
    key(&mut app, now, End);
    assert_eq!(ply(&app), 4);
    key(&mut app, now, Right);
    assert_eq!(ply(&app), 4, "no further than the last move");
    key(&mut app, now, Home);
    assert_eq!(ply(&app), 0);
    key(&mut app, now, Char('h'));
    assert_eq!(ply(&app), 0, "no further back than the start");
    keys(&mut app, now, &[Char('G'), Char('h')]);
    assert_eq!(ply(&app), 3);
    keys(&mut app, now, &[Char('g'), Char('l'), Char('l')]);

    // Autoplay moves on after the pause (500 ms by default), one move per tick.
    key(&mut app, now, Char(' '));
    tick(&mut app, later(now, 400));
    assert_eq!(ply(&app), 2);
    tick(&mut app, later(now, 600));
    assert_eq!(ply(&app), 3);
    key(&mut app, now, Char(' '));
    tick(&mut app, later(now, 5000));
    assert_eq!(ply(&app), 3, "paused");
    key(&mut app, now, Char('h'));

    // Play from here: both sides are people ("wizard" names no bot), two moves of history.
    key(&mut app, now, Char('p'));
    assert_eq!(app.kind(), ScreenKind::Game);
    let s = app.session().unwrap();
    assert_eq!(s.position(), &after(&["b1-b2", "b9-b8"]));
    assert_eq!((s.setup().red, s.setup().green), (HUMAN, HUMAN));
    assert!(!s.game().can_redo(), "the rest of the record is not there to redo");
    key(&mut app, now, Char('u'));
    assert_eq!(app.session().unwrap().position(), &after(&["b1-b2"]));
}

#[test]
fn snapshot_replay_viewer() {
    let (mut app, now) = app();
    let text = record_text("human", "expert:3", "1. b1-b2 b9-b8 2. c3-c5 c8-c6 3. b2-b1 *");
    app.launch(Start::Replay(parse_records(&text).unwrap().remove(0).into(), "game.tgn".into())).unwrap();
    keys(&mut app, now, &[Right, Right, Right]);
    let t = render(&mut app, 100, 30);
    // The current move, c3-c5 in the move list's second line, is highlighted; b2-b1 to come is not.
    let buffer = t.backend().buffer();
    let row = |y: u16| (0..100).map(|x| buffer[(x, y)].symbol().to_string()).collect::<String>();
    let y = (0..30).find(|&y| row(y).contains("2. c3-c5")).expect("the move list shows move 2");
    let x = row(y).find("c3-c5").unwrap();
    let x = row(y)[..x].chars().count() as u16;
    // Black on cyan, as the selected row of every list.
    let cyan = ratatui::style::Color::Cyan;
    assert_eq!((buffer[(x, y)].fg, buffer[(x, y)].bg), (ratatui::style::Color::Black, cyan));
    assert_eq!(buffer[(x + 6, y)].bg, ratatui::style::Color::Reset, "c8-c6 is not highlighted");
    let (x, y) = find_word(buffer, "b2-b1");
    assert_eq!(buffer[(x, y)].bg, ratatui::style::Color::Reset, "b2-b1 is still to come");
    insta::assert_snapshot!(t.backend());
}

#[test]
fn snapshot_load_list() {
    let (mut app, now, dir) = app_with_data();
    let saves = dir.0.join("saves");
    write_at(&saves.join("old.tgn"), FINISHED, 100);
    write_at(&saves.join("broken.tgn"), &record_text("human", "human", "1. b1-b2 b9=b8 *"), 200);
    write_at(&saves.join("new.tgn"), &record_text("human", "expert:2", "1. b1-b2 *"), 300);
    keys(&mut app, now, &[Char('l'), Down]);
    let t = render(&mut app, 80, 24);
    // The second entry is selected: its name is black on cyan, the others are plain.
    let buf = t.backend().buffer();
    let (x, y) = find_word(buf, "broken.tgn");
    assert_eq!((buf[(x, y)].fg, buf[(x, y)].bg), (ratatui::style::Color::Black, ratatui::style::Color::Cyan));
    for name in ["new.tgn", "old.tgn"] {
        let (x, y) = find_word(buf, name);
        assert_eq!(buf[(x, y)].bg, ratatui::style::Color::Reset, "{name}");
    }
    // The temporary folder's name changes from run to run; the line keeps its width.
    let folder = format!("{}, newest first", dir.0.display());
    let screen = t.backend().to_string().replace(&folder, &format!("{:<1$}", "$DATA, newest first", folder.len()));
    insta::assert_snapshot!(screen);
}

#[test]
fn keys_typed_at_the_save_prompt_are_not_commands() {
    let (mut app, now, _dir) = app_with_data();
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    key(&mut app, now, Char('s'));
    type_text(&mut app, now, "?q");
    key(&mut app, now, KeyCode::Esc);
    let s = app.session().unwrap();
    assert_eq!((app.kind(), s.prompt().is_none(), app.quit), (ScreenKind::Game, true, false));
}

#[test]
fn typed_save_names_mean_these_files() {
    use std::path::PathBuf;
    use tactigon_games::saves::{NameError, resolve_name};
    let saves = Path::new("/data/saves");
    let at = |typed: &str| resolve_name(typed, Some(saves));
    assert_eq!(at("mine"), Ok(PathBuf::from("/data/saves/mine.tgn")));
    assert_eq!(at(" mine.tgn "), Ok(PathBuf::from("/data/saves/mine.tgn")));
    assert_eq!(at("notes.txt"), Ok(PathBuf::from("/data/saves/notes.txt.tgn")));
    assert_eq!(at("my game"), Ok(PathBuf::from("/data/saves/my game.tgn")));
    assert_eq!(at("  "), Err(NameError::Empty));
    // Issue 10 #11: names the Load screen would never list, or that wrote outside the folder.
    for typed in ["dir/", "games/mine", "/etc", "/tmp/mine.pgn", "~/mine", "a\\b", "games/.."] {
        assert_eq!(at(typed), Err(NameError::Separator(typed.to_string())), "{typed}");
    }
    for typed in [".tgn", ".", "..", ".hidden"] {
        assert_eq!(at(typed), Err(NameError::Hidden(typed.to_string())), "{typed}");
    }
    assert_eq!(at("a\u{1b}b"), Err(NameError::Control("a\u{1b}b".into())));
    assert_eq!(at(&"x".repeat(64)), Ok(saves.join(format!("{}.tgn", "x".repeat(64)))));
    assert_eq!(at(&format!("{}.tgn", "x".repeat(64))), Ok(saves.join(format!("{}.tgn", "x".repeat(64)))));
    assert_eq!(at(&"é".repeat(65)), Err(NameError::TooLong(65)));
    assert!(at("dir/").unwrap_err().to_string().contains("without '/'"));
    assert!(resolve_name("mine", None).unwrap_err().to_string().contains("no data folder"));
}
