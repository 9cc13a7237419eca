//! Several unfinished games (issue 22): a new game never replaces the unfinished one in the
//! autosave, which is kept in `unfinished/` and listed by Load; Continue resumes the latest;
//! Load deletes (after asking) and renames (never over another file).

use crate::tui_records::{HUMAN, play, read_moves, record_text, session_moves};
use crate::tui_support::*;
use crossterm::event::KeyCode::{Backspace, Char, Enter, Esc};
use tactigon_tui::screens::menu::MenuItem;
use tactigon_tui::screens::{Screen, ScreenKind};

fn files(dir: &std::path::Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .map(|r| r.flatten().map(|e| e.file_name().to_string_lossy().into_owned()).collect())
        .unwrap_or_default();
    names.sort();
    names
}

fn load_names(app: &tactigon_tui::app::App) -> Vec<String> {
    match &app.screen {
        Screen::Load(l) => l.entries.iter().map(|e| e.name()).collect(),
        _ => panic!("not on the load list"),
    }
}

#[test]
fn a_new_game_keeps_the_unfinished_one_and_load_brings_it_back() {
    let (mut app, now, dir) = app_with_data();
    let (autosave, kept) = (dir.0.join("autosave.tgn"), dir.0.join("unfinished"));
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    play(&mut app, now, "b1-b2");
    assert_eq!(read_moves(&autosave), ["b1-b2"]);
    // A new game: nothing is written before its first move, then the first game is kept.
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    assert_eq!(read_moves(&autosave), ["b1-b2"]);
    play(&mut app, now, "b3-b4");
    assert_eq!(read_moves(&autosave), ["b3-b4"], "the autosave is the latest game");
    let names = files(&kept);
    assert_eq!(names.len(), 1, "{names:?}");
    assert_eq!(read_moves(&kept.join(&names[0])), ["b1-b2"], "the first game, kept as it was");
    // More moves in the same game are written over its own autosave, keeping nothing more.
    play(&mut app, now, "b9-b8");
    assert_eq!(files(&kept).len(), 1);

    // Continue offers the latest; Load lists the kept one and opens it to play on.
    keys(&mut app, now, &[Char('q'), Char('y')]);
    assert_eq!(app.menu_items()[0], MenuItem::Continue);
    key(&mut app, now, Char('l'));
    assert_eq!(load_names(&app), [format!("unfinished/{}", names[0])]);
    key(&mut app, now, Enter);
    assert_eq!(app.kind(), ScreenKind::Game);
    assert_eq!(session_moves(&app), ["b1-b2"]);
    // It is the autosave now, and the game it displaced is kept in its stead.
    assert_eq!(read_moves(&autosave), ["b1-b2"]);
    let now_kept = files(&kept);
    assert_eq!(now_kept.len(), 1, "{now_kept:?}");
    assert_eq!(read_moves(&kept.join(&now_kept[0])), ["b3-b4", "b9-b8"]);
}

#[test]
fn continuing_the_autosaved_game_keeps_no_copy_of_it() {
    let dir = TempDir::new();
    std::fs::write(dir.0.join("autosave.tgn"), record_text("human", "human", "1. b1-b2 *")).unwrap();
    let (mut app, now) = app();
    app.set_data_dir(Some(dir.0.clone()));
    key(&mut app, now, Char('c'));
    play(&mut app, now, "b9-b8");
    assert_eq!(read_moves(&dir.0.join("autosave.tgn")), ["b1-b2", "b9-b8"]);
    assert!(files(&dir.0.join("unfinished")).is_empty());
}

#[test]
fn load_deletes_after_asking_and_renames_without_replacing() {
    let dir = TempDir::new();
    let saves = dir.0.join("saves");
    std::fs::create_dir_all(&saves).unwrap();
    std::fs::write(saves.join("a.tgn"), record_text("human", "human", "1. b1-b2 *")).unwrap();
    std::fs::write(saves.join("b.tgn"), record_text("human", "human", "1. b3-b4 *")).unwrap();
    let (mut app, now) = app();
    app.set_data_dir(Some(dir.0.clone()));
    key(&mut app, now, Char('l'));
    let first = load_names(&app)[0].clone();
    let other = if first == "a.tgn" { "b" } else { "a" };
    // Renaming onto the other file is refused, and both files stay as they were.
    key(&mut app, now, Char('n'));
    key(&mut app, now, Backspace);
    type_text(&mut app, now, other);
    key(&mut app, now, Enter);
    assert_eq!(files(&saves), ["a.tgn", "b.tgn"]);
    let t = render(&mut app, 100, 30);
    let text: String = (0..30).map(|y| row_text(t.backend().buffer(), y)).collect();
    assert!(text.contains("exists already: choose another name"), "{text}");
    // A free name renames it; '?' is typed, not the help.
    key(&mut app, now, Char('n'));
    key(&mut app, now, Backspace);
    type_text(&mut app, now, "z?");
    key(&mut app, now, Enter);
    assert!(files(&saves).contains(&"z?.tgn".to_string()), "{:?}", files(&saves));
    // Delete asks first: any other key keeps the file; y deletes it.
    key(&mut app, now, Char('d'));
    key(&mut app, now, Esc);
    assert_eq!(files(&saves).len(), 2);
    let doomed = load_names(&app)[0].clone();
    keys(&mut app, now, &[Char('d'), Char('y')]);
    assert_eq!(files(&saves).len(), 1);
    assert!(!files(&saves).contains(&doomed));
    assert_eq!(load_names(&app).len(), 1, "the list is read again");
}

/// Checked by eye in tmux: a kept unfinished game listed beside a save, and the question
/// before deleting.
#[test]
fn snapshot_load_lists_kept_games_and_asks_before_deleting() {
    let dir = TempDir::new();
    let (saves, kept) = (dir.0.join("saves"), dir.0.join("unfinished"));
    std::fs::create_dir_all(&saves).unwrap();
    std::fs::create_dir_all(&kept).unwrap();
    std::fs::write(saves.join("mine.tgn"), record_text("human", "human", "1. b1-b2 *")).unwrap();
    std::fs::write(kept.join("2026-01-01-human-vs-random.tgn"), record_text("human", "random", "1. b3-b4 *")).unwrap();
    let (mut app, now) = app();
    app.set_data_dir(Some(dir.0.clone()));
    key(&mut app, now, Char('l'));
    let mut names = load_names(&app);
    names.sort();
    assert_eq!(names, ["mine.tgn", "unfinished/2026-01-01-human-vs-random.tgn"]);
    // Both written in the same instant: the order by name is not the point here.
    let at = load_names(&app).iter().position(|n| n == "mine.tgn").unwrap();
    for _ in 0..at {
        key(&mut app, now, crossterm::event::KeyCode::Down);
    }
    key(&mut app, now, Char('d'));
    let t = render(&mut app, 80, 20);
    let folder = format!("{}, newest first", dir.0.display());
    let screen = t.backend().to_string().replace(&folder, &format!("{:<1$}", "$DATA, newest first", folder.len()));
    insta::assert_snapshot!(screen);
}
