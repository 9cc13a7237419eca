//! Puzzles in the terminal game: chosen from the menu, solved on the board with keys, a
//! wrong move refused, progress and streak kept in `puzzles.toml` (only for the session
//! when served).

use crate::tui_support::{TempDir, app, app_with_data, key, render, row_text, type_text};
use crossterm::event::KeyCode::{Char, Down, Enter, Right};
use std::time::Instant;
use tactigon_games::puzzles::Puzzle;
use tactigon_rules::{Outcome, Side, Tactigon, WinReason};
use tactigon_tui::app::App;
use tactigon_tui::screens::ScreenKind;
use tactigon_tui::screens::menu::MenuItem;

// Red's circle on d8 captures Green's pentagon on d9: the one winning move (d8-c8 does not).
const ONE: &str = "one | 1 | standard | none | 2/P8/10/7Cp2/10/9/2 r | d8xd9";
// Red's circle on e5 completes the gold tiles at f5 and Green's lone pentagon cannot break
// them up: a win in 3, Green's reply played for the player.
const GOLD: &str = "gold | 3 | standard | none | 2/4C4/10/P10/4C5/9/1p r | e5-f5 g2-g1";

fn open_first_puzzle(app: &mut App, now: Instant, lines: &[&str]) {
    app.puzzles.set::<Tactigon>(lines.iter().map(|l| Puzzle::parse(l).unwrap()).collect());
    let at = app.menu_items().iter().position(|&i| i == MenuItem::Puzzles).expect("Puzzles on the menu");
    for _ in 0..at {
        key(app, now, Down);
    }
    key(app, now, Enter);
    assert_eq!(app.kind(), ScreenKind::Puzzles);
    let screen = render(app, 100, 30);
    let text = format!("{:?}", screen.backend().buffer());
    assert!(text.contains("Win in 1 (0/"), "{text}");
    key(app, now, Enter);
    assert_eq!(app.kind(), ScreenKind::Game);
}

fn typed_move(app: &mut App, now: Instant, m: &str) {
    key(app, now, Char(':'));
    type_text(app, now, m);
    key(app, now, Enter);
}

#[test]
fn a_win_in_one_finished_after_a_wrong_move_is_failed_not_solved() {
    let (mut app, now, dir) = app_with_data();
    app.puzzles.progress.streak = 2;
    open_first_puzzle(&mut app, now, &[ONE]);
    typed_move(&mut app, now, "d8-c8");
    let s = app.session().expect("the puzzle on the board");
    assert!(s.game().moves().is_empty(), "the wrong move is not played");
    assert_eq!(s.status().text, "d8-c8 does not force the win within 1 turn: try again");
    assert_eq!(app.puzzles.progress.streak, 0, "a wrong move ends the streak");
    typed_move(&mut app, now, "d8xd9");
    let s = app.session().unwrap();
    assert_eq!(s.game().outcome(), Some(Outcome::Win { winner: Side::Red, reason: WinReason::PentagonCaptured }));
    // A wrong try first: failed, as lichess counts it (issue 22: it used to count solved).
    assert!(!app.puzzles.is_solved(0));
    assert_eq!(
        app.session().unwrap().status().text,
        "Puzzle one failed: a wrong move came first (the streak starts again)"
    );
    let saved = std::fs::read_to_string(dir.0.join("puzzles.toml")).expect("progress written");
    assert!(saved.contains("failed = [\"one\"]"), "{saved}");
    assert!(saved.contains("solved = []"), "{saved}");
    assert!(saved.contains("streak = 0"), "{saved}");
    // The game-over dialog says so too, not "Puzzle solved!" (issue 22).
    let screen = format!("{:?}", render(&mut app, 120, 40).backend().buffer());
    assert!(screen.contains("Puzzle failed") && screen.contains("(a wrong move came first)"), "{screen}");
    assert!(!screen.contains("Puzzle solved!"), "{screen}");
    // And the panel's turn line, which said "Solved: …".
    assert!(screen.contains("Failed: Red captured") && !screen.contains("Solved: "), "{screen}");
    // The game-over dialog's "Main menu" leads back to the puzzle list, where the puzzle is
    // not marked solved.
    key(&mut app, now, Char('m'));
    assert_eq!(app.kind(), ScreenKind::Puzzles);
    let t = render(&mut app, 100, 30);
    let row = (0..30).map(|y| row_text(t.backend().buffer(), y)).find(|r| r.contains(" one     ")).expect("listed");
    let mark = row[..row.find(" one     ").unwrap()].chars().last();
    assert_eq!(mark, Some('✗'), "marked failed, as lichess marks it: {row}");
}

#[test]
fn the_defenders_reply_is_played_and_a_clean_solve_counts_in_the_streak() {
    let (mut app, now, dir) = app_with_data();
    open_first_puzzle_at_depth(&mut app, now, GOLD);
    typed_move(&mut app, now, "e5-f5");
    let s = app.session().unwrap();
    assert_eq!(s.game().moves().len(), 2, "the player's move and Green's reply");
    assert_eq!(s.game().outcome(), Some(Outcome::Win { winner: Side::Red, reason: WinReason::GoldTiles }));
    assert_eq!((app.puzzles.progress.streak, app.puzzles.progress.best_streak), (1, 1));
    let read = tactigon_games::puzzles::progress::read(&dir.0).unwrap();
    assert_eq!(read, app.puzzles.progress);
}

fn open_first_puzzle_at_depth(app: &mut App, now: Instant, line: &str) {
    open_first_puzzle_list(app, now, line);
    key(app, now, Right);
    key(app, now, Enter);
    assert_eq!(app.kind(), ScreenKind::Game);
}

fn open_first_puzzle_list(app: &mut App, now: Instant, line: &str) {
    app.puzzles.set::<Tactigon>(vec![Puzzle::parse(line).unwrap()]);
    let at = app.menu_items().iter().position(|&i| i == MenuItem::Puzzles).unwrap();
    for _ in 0..at {
        key(app, now, Down);
    }
    key(app, now, Enter);
}

#[test]
fn a_progress_file_that_does_not_read_is_kept_and_served_progress_is_not_written() {
    let dir = TempDir::new();
    std::fs::write(dir.0.join("puzzles.toml"), "streak = \"many\"\n").unwrap();
    let (mut kept, now) = app();
    kept.set_data_dir(Some(dir.0.clone()));
    assert!(kept.notice.as_deref().is_some_and(|n| n.contains("puzzles.toml")), "{:?}", kept.notice);
    open_first_puzzle(&mut kept, now, &[ONE]);
    typed_move(&mut kept, now, "d8xd9");
    assert!(kept.puzzles.is_solved(0));
    assert_eq!(std::fs::read_to_string(dir.0.join("puzzles.toml")).unwrap(), "streak = \"many\"\n");

    let served_dir = TempDir::new();
    let (mut served, now) = app();
    served.served = true;
    served.set_data_dir(Some(served_dir.0.clone()));
    open_first_puzzle(&mut served, now, &[ONE]);
    typed_move(&mut served, now, "d8xd9");
    assert!(served.puzzles.is_solved(0), "kept for the session");
    assert!(!served_dir.0.join("puzzles.toml").exists());
}

/// A solved puzzle's dialog offers what a solver wants, not a rematch: the next puzzle first.
#[test]
fn a_solved_puzzle_offers_the_next_puzzle_and_the_list() {
    let (mut app, now) = app();
    let again = ONE.replacen("one", "again", 1);
    open_first_puzzle(&mut app, now, &[ONE, &again]);
    typed_move(&mut app, now, "d8xd9");
    let screen = format!("{:?}", render(&mut app, 120, 40).backend().buffer());
    for words in ["[ Next puzzle ]", "[ Review the game ]", "[ Puzzle list ]"] {
        assert!(screen.contains(words), "{words} in {screen}");
    }
    assert!(!screen.contains("Rematch"), "{screen}");
    // The dialog and the panel tell the solver the puzzle is solved, not which colour won.
    assert!(screen.contains("Puzzle solved!") && screen.contains("Red captured the pentagon"), "{screen}");
    assert!(screen.contains("Solved: Red"), "{screen}");
    assert!(!screen.contains("Red wins") && !screen.contains("Game over"), "{screen}");
    key(&mut app, now, Enter);
    let s = app.session().expect("the next puzzle on the board");
    let opening = "Puzzle again: Red to move wins within 1 turn (pentagon)";
    assert!(s.game().moves().is_empty() && s.status().text.starts_with(opening), "{}", s.status().text);
    // Leaving halfway through a longer puzzle keeps the solver among the puzzles; a puzzle is
    // not a game to resign.
    use tactigon_tui::screens::dialog::{Button, Dialog, GameFor};
    let leave = Dialog::ConfirmQuit(0).buttons(GameFor::Puzzle);
    assert_eq!(leave, [Button::KeepSolving, Button::PuzzleList, Button::Quit]);
}

/// A hint gives the puzzle away, as on chess puzzle sites: the streak ends at once, the solve
/// that follows is not counted, and the key bar says so before the player presses `t`.
#[test]
fn a_hint_ends_the_streak_and_the_puzzle_is_not_counted_as_solved() {
    use crate::tui_support::{later, tick};
    let w5 = "w5-013 | 5 | standard | none | 2/C1C1t1c1c/1ST5s1/CTP3c2tc/9p/C1CSC1c1c/2 r | c3xb5 c9xb5 c2-b5 b7-b6";
    let (mut app, now, dir) = app_with_data();
    app.puzzles.progress.streak = 3;
    app.puzzles.progress.best_streak = 3;
    open_first_puzzle_list(&mut app, now, w5);
    keys_to_depth_5(&mut app, now);
    let bar = format!("{:?}", render(&mut app, 100, 30).backend().buffer());
    assert!(bar.contains("t hint (ends streak)"), "{bar}");
    key(&mut app, now, Char('t'));
    tick(&mut app, later(now, 50));
    let s = app.session().unwrap();
    assert!(s.hint().is_some(), "a hint shown");
    assert!(s.status().text.contains("the streak ends"), "{}", s.status().text);
    assert_eq!(app.puzzles.progress.streak, 0, "the hint ends the streak at once");
    typed_move(&mut app, now, "c3xb5");
    typed_move(&mut app, now, "c2-b5");
    let s = app.session().unwrap();
    assert_eq!(s.game().outcome().and_then(|o| o.winner()), Some(Side::Red), "{}", s.status().text);
    assert!(!app.puzzles.is_solved(0), "solved with a hint is not counted");
    assert_eq!((app.puzzles.progress.streak, app.puzzles.progress.best_streak), (0, 3));
    assert!(s.status().text.contains("solved with a hint: not counted"), "{}", s.status().text);
    let screen = format!("{:?}", render(&mut app, 120, 40).backend().buffer());
    assert!(screen.contains("Solved with a hint") && screen.contains("(not counted as solved)"), "{screen}");
    assert!(!screen.contains("Puzzle solved!"), "{screen}");
    let read = tactigon_games::puzzles::progress::read(&dir.0).unwrap();
    assert_eq!(read, app.puzzles.progress, "written as it is");
}

/// A solve without a hint says so in the status line, with the streak.
#[test]
fn a_solved_puzzle_says_it_was_solved() {
    let (mut app, now) = app();
    open_first_puzzle(&mut app, now, &[ONE]);
    typed_move(&mut app, now, "d8xd9");
    assert_eq!(app.session().unwrap().status().text, "Puzzle one solved! Streak 1");
}

fn keys_to_depth_5(app: &mut App, now: Instant) {
    key(app, now, Right);
    key(app, now, Right);
    key(app, now, Enter);
    assert_eq!(app.kind(), ScreenKind::Game);
}

/// On a puzzle's screen the sides are the solver and the puzzle, not two "Human"s.
#[test]
fn a_puzzle_names_its_sides_you_and_puzzle() {
    let (mut app, now) = app();
    open_first_puzzle(&mut app, now, &[ONE]);
    let s = app.session().unwrap();
    assert_eq!((s.player_label(Side::Red), s.player_label(Side::Green)), ("You".into(), "Puzzle".into()));
    let screen = format!("{:?}", render(&mut app, 100, 30).backend().buffer());
    assert!(screen.contains("You") && screen.contains("Puzzle") && !screen.contains("Human"), "{screen}");
}

/// A win by gold tiles comes when the solver's next turn begins, after two moves played: the
/// dialog says the puzzle as the list names it, "Win in 3", not "after 2 turns".
#[test]
fn a_solved_win_in_3_by_gold_tiles_is_said_as_the_list_says_it() {
    let (mut app, now) = app();
    open_first_puzzle_at_depth(&mut app, now, GOLD);
    typed_move(&mut app, now, "e5-f5");
    assert_eq!(app.session().unwrap().game().moves().len(), 2, "Green's reply played for the player");
    let screen = format!("{:?}", render(&mut app, 120, 40).backend().buffer());
    assert!(screen.contains("Puzzle solved!") && screen.contains("Win in 3"), "{screen}");
    assert!(!screen.contains("after 2 turns"), "{screen}");
}

#[test]
fn showing_the_solution_says_the_line_and_counts_the_puzzle_failed_in_the_list() {
    let (mut app, now, dir) = app_with_data();
    app.puzzles.progress.streak = 3;
    open_first_puzzle_at_depth(&mut app, now, GOLD);
    let bar = row_text(render(&mut app, 120, 40).backend().buffer(), 39);
    assert!(bar.contains("v solution"), "{bar}");
    key(&mut app, now, Char('v'));
    // The shipped line, written by hand above: the winning move, then Green's reply.
    assert_eq!(
        app.session().unwrap().status().text,
        "Solution: e5-f5  g2-g1 (the puzzle counts failed and the streak starts again)"
    );
    assert_eq!(app.puzzles.progress.streak, 0);
    assert!(app.puzzles.is_failed(0) && !app.puzzles.is_solved(0));
    let saved = std::fs::read_to_string(dir.0.join("puzzles.toml")).expect("progress written");
    assert!(saved.contains("failed = [\"gold\"]"), "{saved}");
    // Played out afterwards, it is not counted again.
    typed_move(&mut app, now, "e5-f5");
    assert!(!app.puzzles.is_solved(0) && app.puzzles.is_failed(0));
    let s = app.session().unwrap();
    assert_eq!(s.game().outcome(), Some(Outcome::Win { winner: Side::Red, reason: WinReason::GoldTiles }));
    let screen = format!("{:?}", render(&mut app, 120, 40).backend().buffer());
    assert!(screen.contains("Puzzle failed") && screen.contains("(the solution was shown)"), "{screen}");
    assert!(screen.contains("Failed: Red holds") && !screen.contains("Solved: "), "{screen}");
    assert!(!screen.contains("Puzzle solved!"), "{screen}");
    // The game-over dialog's "Main menu" leads to the list, which marks it failed.
    key(&mut app, now, Char('m'));
    assert_eq!(app.kind(), ScreenKind::Puzzles);
    let t = render(&mut app, 100, 30);
    let row = (0..30).map(|y| row_text(t.backend().buffer(), y)).find(|r| r.contains(" gold    ")).expect("listed");
    assert!(row.contains("✗ gold"), "{row}");
}

#[test]
fn outside_a_puzzle_there_is_no_solution_to_show() {
    let (mut app, now) = app();
    app.start_game(
        crate::tui_support::setup(tactigon_games::setup::Player::Human, tactigon_games::setup::Player::Human),
        false,
    )
    .unwrap();
    key(&mut app, now, Char('v'));
    assert_eq!(app.session().unwrap().status().text, "only a puzzle has a solution to show");
}

/// Checked by eye in tmux: the list marks the solved puzzle √ and the failed one ✗.
#[test]
fn the_list_marks_solved_and_failed_puzzles() {
    let (mut app, now) = app();
    open_first_puzzle_list(&mut app, now, ONE);
    let names = ["one", "two", "three"];
    app.puzzles.set::<Tactigon>(names.iter().map(|n| Puzzle::parse(&ONE.replacen("one", n, 1)).unwrap()).collect());
    app.puzzles.progress.solved("one", true);
    app.puzzles.progress.solved("two", false);
    let t = render(&mut app, 80, 20);
    insta::assert_snapshot!(t.backend());
}

#[test]
fn every_book_shares_the_shipped_puzzles_and_a_set_replaces_only_its_own() {
    use tactigon_tui::puzzles::PuzzleBook;
    let (first, mut second) = (PuzzleBook::default(), PuzzleBook::default());
    assert!(!first.of::<Tactigon>().is_empty(), "the shipped puzzles");
    assert!(std::ptr::eq(first.of::<Tactigon>(), second.of::<Tactigon>()), "read once, shared");
    second.set::<Tactigon>(vec![Puzzle::parse(ONE).unwrap()]);
    assert_eq!(second.of::<Tactigon>().len(), 1);
    assert!(first.of::<Tactigon>().len() > 1, "the other book keeps the shipped ones");
}
