//! What the screens look like: TestBackend renders compared with reviewed snapshots.

use crate::tui_support;

use crossterm::event::KeyCode::{Char, Down, Enter, Left, Right, Up};
use ratatui::style::Color;
use tactigon_games::bots::BotSpec;
use tactigon_games::setup::Player;
use tui_support::*;

const HUMAN: Player = Player::Human;

#[test]
fn main_menu() {
    let (mut app, _) = app();
    let t = render(&mut app, 80, 24);
    insta::assert_snapshot!(t.backend());
}

#[test]
fn start_position_small_hexagons() {
    let (mut app, _) = app();
    app.start_game(setup(HUMAN, Player::Bot(BotSpec::Expert(3))), false).unwrap();
    let t = render(&mut app, 80, 24);
    insta::assert_snapshot!(t.backend());
}

#[test]
fn start_position_large_hexagons() {
    let (mut app, _) = app();
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    let t = render(&mut app, 130, 32);
    insta::assert_snapshot!(t.backend());
}

#[test]
fn huge_board_fits_80x24() {
    let (mut app, _) = app();
    let mut st = setup(HUMAN, HUMAN);
    st.board = "huge".into();
    app.start_game(st, false).unwrap();
    let t = render(&mut app, 80, 24);
    let buf = t.backend().buffer();
    // Drawn means visible: the huge board's 9 rows (README), a..i, each lettered at both
    // ends; the smallest hexagons show the numbers of empty tiles, and rows b and h (12
    // tiles, no pieces at the start) read 1..12.
    for letter in ["a", "b", "c", "d", "e", "f", "g", "h", "i"] {
        let at = find_words(buf, letter);
        assert_eq!(at.len(), 2, "row {letter} is lettered at both ends: {at:?}");
        assert_eq!(at[0].1, at[1].1, "on one line");
    }
    for letter in ["b", "h"] {
        let (_, y) = find_words(buf, letter)[0];
        let numbers: Vec<String> =
            row_text(buf, y).split(['│', ' ']).filter(|w| w.parse::<u32>().is_ok()).map(String::from).collect();
        let expected: Vec<String> = (1..=12).map(|n| n.to_string()).collect();
        assert_eq!(numbers, expected, "row {letter}");
    }
    insta::assert_snapshot!(t.backend());
}

#[test]
fn piece_picked_up_with_destinations() {
    let (mut app, now) = app();
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    // The triangle on c3 (d3 -> c2 -> c3).
    keys(&mut app, now, &[Up, Right, Enter]);
    let t = render(&mut app, 130, 32);
    let buf = t.backend().buffer();
    // c4 (found by its label, the cell below being inside its hexagon) is one of the
    // destinations, painted in the colour theme's destination blue; c7 is not.
    let blue = Color::Rgb(30, 50, 120);
    assert_eq!(buf[tile_cell(buf, "c4")].bg, blue);
    assert_eq!(buf[tile_cell(buf, "c7")].bg, Color::Reset);
    insta::assert_snapshot!(t.backend());
}

#[test]
fn help_screen() {
    let (mut app, now) = app();
    key(&mut app, now, Char('?'));
    let t = render(&mut app, 100, 40);
    insta::assert_snapshot!(t.backend());
}

#[test]
fn game_over_dialog() {
    let (mut app, now) = app();
    let mut st = setup(HUMAN, HUMAN);
    st.position = Some("2/9/10/P8Cp/10/9/2 r".into());
    app.start_game(st, false).unwrap();
    type_text(&mut app, now, ":d10xd11");
    key(&mut app, now, Enter);
    let t = render(&mut app, 100, 30);
    insta::assert_snapshot!(t.backend());
}

#[test]
fn ascii_mode() {
    let (mut app, now) = app();
    app.settings.ascii = true;
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    keys(&mut app, now, &[Up, Up, Left, Enter]);
    let t = render(&mut app, 100, 30);
    insta::assert_snapshot!(t.backend());
}

#[test]
fn too_small_terminal() {
    let (mut app, _) = app();
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    let t = render(&mut app, 40, 12);
    assert!(app.hits.board.is_none());
    insta::assert_snapshot!(t.backend());
}

#[test]
fn setup_screen() {
    let (mut app, now) = app();
    // New game, then Red (under the game row) changed to the next player.
    keys(&mut app, now, &[Enter, Down, Right]);
    let t = render(&mut app, 80, 24);
    insta::assert_snapshot!(t.backend());
}

#[test]
fn setup_screen_for_taacoca() {
    let (mut app, now) = app();
    keys(&mut app, now, &[Enter, Right]);
    let t = render(&mut app, 80, 24);
    insta::assert_snapshot!(t.backend());
}

/// The text of one row of the screen.
fn screen_row(t: &ratatui::Terminal<ratatui::backend::TestBackend>, y: u16) -> String {
    let buf = t.backend().buffer();
    (0..buf.area.width).map(|x| buf[(x, y)].symbol()).collect()
}

#[test]
fn a_rejected_typed_move_shows_why_on_the_prompt_line_until_edited() {
    let (mut app, now) = app();
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    type_text(&mut app, now, ":b1-b9");
    key(&mut app, now, Enter);
    // The prompt takes the status line, the row above the key hints at the bottom.
    let line = screen_row(&render(&mut app, 100, 30), 28);
    assert!(line.starts_with("Move: b1-b9_"), "{line}");
    assert!(line.contains("a circle cannot reach b9"), "{line}");
    key(&mut app, now, crossterm::event::KeyCode::Backspace);
    let line = screen_row(&render(&mut app, 100, 30), 28);
    assert!(line.starts_with("Move: b1-b_"), "{line}");
    assert!(!line.contains("cannot reach"), "editing clears the old error: {line}");
}

/// The README shows the game screen as text; this is that screen, and the README's copy must
/// stay the same as what the game draws.
#[test]
fn game_screen_in_the_readme() {
    let (mut app, now) = app();
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    for m in [":c3-c5", ":c8-c6", ":d5-d6"] {
        type_text(&mut app, now, m);
        key(&mut app, now, Enter);
    }
    let t = render(&mut app, 120, 34);
    let buf = t.backend().buffer();
    let screen: Vec<String> = (0..34).map(|y| row_text(buf, y).trim_end().to_string()).collect();
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let shown = readme.split("after three turns").nth(1).and_then(|s| s.split("```").nth(1)).expect("the README block");
    assert_eq!(shown.trim_matches('\n'), screen.join("\n").trim_end(), "README's game screen");
    insta::assert_snapshot!(t.backend());
}
