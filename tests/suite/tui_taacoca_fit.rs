//! Taacoca's lessons and puzzles on the terminal game's screens, and its large boards on a
//! common terminal: side 13 drawn a cell a character pair at 100x30 and played by mouse, the
//! New-game form offering the sides that fit. Expected cells and sizes worked by hand from
//! RULES-taacoca.md and the drawing's proportions (README, "Taacoca").

use crate::tui_support::*;
use ::taacoca::Taacoca;
use crossterm::event::KeyCode::{Char, Down, Enter, Right, Up};
use tactigon_games::games::AnySetup;
use tactigon_games::setup::{Player, TaacocaSetup};
use tactigon_tui::app::App;
use tactigon_tui::board_view::TINY;
use tactigon_tui::screens::ScreenKind;

fn screen_text(t: &ratatui::Terminal<ratatui::backend::TestBackend>) -> String {
    let buf = t.backend().buffer();
    (0..buf.area.height).map(|y| row_text(buf, y)).collect::<Vec<_>>().join("\n")
}

/// Clicks the cell named `name` on the board last drawn.
fn click_named(app: &mut App, now: std::time::Instant, name: &str) {
    let board = app.hits.board.clone().expect("a board on screen");
    let i = (0..board.shape().len() as u16).find(|&i| board.shape().tile(i).to_string() == name).expect("the cell");
    let (x, y) = board.center(i);
    click(app, now, x as u16, y as u16);
}

#[test]
fn taacoca_lessons_are_learnt_on_the_same_screen_and_the_black_lesson_turns_the_board() {
    let (mut app, now) = app();
    // Learn to play is the third entry; → shows the other game's lessons.
    keys(&mut app, now, &[Down, Down, Enter, Right]);
    assert_eq!(app.kind(), ScreenKind::Tutorial);
    let text = screen_text(&render(&mut app, 100, 30));
    assert!(text.contains("0 of 9 lessons done"), "{text}");
    assert!(text.contains("1. Three stones at once"), "{text}");
    key(&mut app, now, Enter);
    let t = render(&mut app, 100, 30);
    insta::assert_snapshot!("taacoca_lesson_1_at_100x30", t.backend());
    // The lesson's own move, typed: g3, h2 and i1 up-left (RULES-taacoca.md §1: f3, g2, h1).
    key(&mut app, now, Char(':'));
    type_text(&mut app, now, "nw:g3,h2,i1");
    key(&mut app, now, Enter);
    let play = app.tutorial::<Taacoca>().and_then(|t| t.lesson.as_ref()).expect("a lesson");
    assert!(play.finished, "{:?}", play.feedback);
    assert!(!play.session.flipped, "White plays from the bottom");
    // The last lesson has the player play Black: the board is turned.
    keys(&mut app, now, &[Char('q'), Up, Enter]);
    let play = app.tutorial::<Taacoca>().and_then(|t| t.lesson.as_ref()).expect("a lesson");
    assert_eq!(play.index, 8);
    assert!(play.session.flipped, "Black's stones at the bottom");
    let t = render(&mut app, 100, 30);
    let board = app.hits.board.clone().expect("drawn");
    assert!(board.flipped());
    // Turned half a turn: Black's home row a is at the bottom, White's i at the top.
    let (_, a) = board.center(0);
    let (_, i) = board.center(60);
    assert!(a > i, "row a below row i: {a} {i}");
    insta::assert_snapshot!("taacoca_black_lesson_turned", t.backend());
    // Black's three stones c3, c4, c5 se (down-right: d4, d5, d6) by mouse: pick them, then a
    // target only se reaches (d6 from c5).
    for name in ["c3", "c4", "c5", "d6"] {
        render(&mut app, 100, 30);
        click_named(&mut app, now, name);
    }
    let play = app.tutorial::<Taacoca>().and_then(|t| t.lesson.as_ref()).expect("a lesson");
    assert!(play.finished, "{:?} {:?}", play.feedback, play.session.status());
}

#[test]
fn taacoca_puzzles_are_listed_and_solved_on_the_puzzles_screen() {
    let (mut app, now) = app();
    // Puzzles is the sixth entry (no game to continue); `o` shows Taacoca's.
    keys(&mut app, now, &[Down, Down, Down, Down, Down, Enter, Char('o')]);
    assert_eq!(app.kind(), ScreenKind::Puzzles);
    let text = screen_text(&render(&mut app, 100, 30));
    assert!(text.contains("Puzzles: Taacoca"), "{text}");
    // Each row names the board's side and how the puzzle is won.
    let won = ["far row", "no stones", "no move"];
    assert!(text.lines().any(|l| l.contains(" side ") && won.iter().any(|w| l.contains(w))), "{text}");
    let first = app.puzzles.of_depth(1)[0];
    let puzzle = app.puzzles.of::<Taacoca>()[first].clone();
    key(&mut app, now, Enter);
    assert_eq!(app.kind(), ScreenKind::Game);
    // Its proved solution, typed, wins at once.
    key(&mut app, now, Char(':'));
    type_text(&mut app, now, &puzzle.solution[0].to_string());
    key(&mut app, now, Enter);
    assert!(app.puzzles.progress.solved.contains(&puzzle.id), "{:?}", app.puzzles.progress);
    let game = app.session_of::<Taacoca>().expect("the puzzle's game").game();
    assert!(game.outcome().is_some());
}

#[test]
fn side_13_is_drawn_small_and_played_by_mouse_at_100x30() {
    let (mut app, now) = app();
    let setup = TaacocaSetup { white: Player::Human, black: Player::Human, size: 13, clock: None, position: None };
    app.start_game(AnySetup::Taacoca(setup), false).unwrap();
    let t = render(&mut app, 100, 30);
    assert!(!app.hits.too_small);
    let board = app.hits.board.clone().expect("drawn");
    assert_eq!(board.size, TINY);
    // 25 rows, 25 cells across the middle row a character pair each, 3 columns of row
    // letters and space each side: 55 x 25.
    assert_eq!((board.area.width, board.area.height), (55, 25));
    insta::assert_snapshot!("taacoca_side_13_at_100x30", t.backend());
    // White's third row from the bottom is w3..w13 (RULES-taacoca.md §1); w3, w4, w5 up-left
    // land on v3, v4, v5, and v3 is reached only going nw.
    for name in ["w3", "w4", "w5", "v3"] {
        render(&mut app, 100, 30);
        click_named(&mut app, now, name);
    }
    let moves: Vec<String> =
        app.session_of::<Taacoca>().unwrap().game().moves().iter().map(ToString::to_string).collect();
    assert_eq!(moves, ["nw:w3,w4,w5"]);
}

#[test]
fn the_new_game_form_says_what_each_side_needs_and_offers_the_sides_that_fit() {
    let (mut app, now) = app();
    // Taacoca on the menu; the board side is the fourth row (game, White, Black, side).
    keys(&mut app, now, &[Down, Enter]);
    let text = screen_text(&render(&mut app, 80, 24));
    // Side 5 at the smallest hexagons: 41 x 19, with the 24-column panel and two lines under.
    assert!(text.contains("5 (61 cells) needs 65x21"), "{text}");
    keys(&mut app, now, &[Down, Down, Down]);
    // At 80x24 the hexagons fit sides 3 to 5 only (side 6 at the smallest is 23 rows high);
    // drawn tiny, side n takes (4n + 3) x (2n - 1): up to 11 fits beside the panel (71 x 23),
    // 12 and 13 fit neither way.
    let mut seen = Vec::new();
    for _ in 0..8 {
        key(&mut app, now, Right);
        let text = screen_text(&render(&mut app, 80, 24));
        let row = text.lines().find(|l| l.contains("Board side")).expect("the row").to_string();
        let side: u8 = row.split_whitespace().nth(4).and_then(|w| w.parse().ok()).expect(&row);
        seen.push(side);
    }
    assert_eq!(seen, [6, 7, 8, 9, 10, 11, 3, 4]);
    // At 100x30 side 13 fits: 55 + 24 columns, 25 + 2 rows.
    let text = screen_text(&render(&mut app, 100, 30));
    assert!(text.contains("needs"), "{text}");
    let mut last = 0;
    for _ in 0..11 {
        key(&mut app, now, Right);
        let text = screen_text(&render(&mut app, 100, 30));
        let row = text.lines().find(|l| l.contains("Board side")).expect("the row").to_string();
        if row.contains("13 (469 cells) needs 79x27") {
            last = 13;
        }
    }
    assert_eq!(last, 13, "side 13 is offered at 100x30");
}
