//! `e` in the replay viewer: the position shown exported as a PNG into the data folder's
//! `pictures`, named after the game and the move, never over another file.
//!
//! Geometry as in tests/suite/render.rs: on the standard board the tile at row r and doubled
//! column c is centred on (12.8 + 27.71·(c + 1), 44.8 + 48·r) pixels.

use crate::tui_support::{app, app_with_data, key, render, row_text};
use crossterm::event::KeyCode::{Char, Right};
use tactigon_rules::record::parse_records;
use tactigon_tui::app::{App, Start};
use tiny_skia::Pixmap;

/// Red's pentagon steps d1-d2 first (RULES.md §1 names: row d, tiles from the left).
const GAME: &str = "[Event \"test\"]\n[Date \"2026-01-01\"]\n[Red \"human\"]\n[Green \"greedy\"]\n\
    [Start \"2/9/10/P8Cp/10/9/2 r\"]\n\n1. d1-d2 d11-c10 2. d10xc10 1-0\n";

fn open(app: &mut App) {
    let record = parse_records(GAME).unwrap().remove(0);
    app.launch(Start::Review { record: record.into(), source: "game.tgn".into(), file: None, analyse: false }).unwrap();
}

fn screen_text(app: &mut App) -> String {
    let t = render(app, 100, 30);
    (0..30).map(|y| row_text(t.backend().buffer(), y)).collect::<Vec<_>>().join("\n")
}

fn pixel(pic: &Pixmap, r: f32, c: f32, dx: f32) -> (u8, u8, u8) {
    let p = pic.pixel((12.8 + 27.7128 * (c + 1.0) + dx) as u32, (44.8 + 48.0 * r) as u32).unwrap();
    (p.red(), p.green(), p.blue())
}

#[test]
fn e_exports_the_position_shown_and_never_replaces_a_file() {
    let (mut app, now, dir) = app_with_data();
    open(&mut app);
    key(&mut app, now, Char('g'));
    key(&mut app, now, Right);
    key(&mut app, now, Char('e'));
    let first = dir.0.join("pictures").join("2026-01-01-human-vs-greedy-move-1.png");
    let pic = Pixmap::decode_png(&std::fs::read(&first).expect("exported")).expect("a PNG");
    // After d1-d2 the pentagon (solid red) stands on d2, column 2, and d1 (column 0) is
    // ringed in blue 23.83 px left of its centre.
    assert_eq!(pixel(&pic, 3.0, 2.0, 0.0), (0xc8, 0x2a, 0x2a));
    assert_eq!(pixel(&pic, 3.0, 0.0, -23.83), (0x1f, 0x6f, 0xe0));
    assert!(screen_text(&mut app).contains("picture exported to"), "{}", screen_text(&mut app));
    let bytes = std::fs::read(&first).unwrap();
    key(&mut app, now, Char('e'));
    let second = dir.0.join("pictures").join("2026-01-01-human-vs-greedy-move-1-2.png");
    assert!(second.is_file(), "a second export takes the next name");
    assert_eq!(std::fs::read(&first).unwrap(), bytes, "the first is kept");
}

#[test]
fn without_a_data_folder_e_says_so() {
    let (mut app, now) = app();
    open(&mut app);
    key(&mut app, now, Char('e'));
    assert!(screen_text(&mut app).contains("no data folder to export the picture into"));
}
