//! Every key bar the terminal game shows fits 80 columns, the narrowest terminal it promises:
//! each screen and state walked as a player reaches it, drawn on a terminal wide enough that
//! nothing is cut, in both the normal and the ASCII look (which spells the arrows out).
//! Issue 22: a puzzle's bar was 104 columns, cut at 80.

use crate::tui_support::{TempDir, app_with_data, key, keys, later, render, row_text, setup, tick, type_text};
use crossterm::event::KeyCode::{Char, Down, Enter, Esc, Right};
use std::time::Instant;
use tactigon_games::bots::BotSpec;
use tactigon_games::puzzles::Puzzle;
use tactigon_games::setup::Player;
use tactigon_rules::Tactigon;
use tactigon_tui::app::App;
use tactigon_tui::screens::ScreenKind;
use tactigon_tui::screens::menu::MenuItem;

/// Wide enough that no bar is cut: what is drawn is the whole bar.
const WIDE: (u16, u16) = (200, 50);

/// The bottom row, where every screen keeps its key bar, drawn on a wide terminal.
fn bar(app: &mut App) -> String {
    let t = render(app, WIDE.0, WIDE.1);
    row_text(t.backend().buffer(), WIDE.1 - 1).trim_end().to_string()
}

/// Records the bar of the screen shown, named `what`, after checking it says something.
fn look(app: &mut App, what: &str, bars: &mut Vec<(String, String)>) {
    let shown = bar(app);
    assert!(!shown.trim().is_empty(), "{what}: no key bar");
    bars.push((what.to_string(), shown));
}

/// Opens the main menu's `item`, from the top of the menu.
fn open(app: &mut App, now: Instant, item: MenuItem) {
    let at = app.menu_items().iter().position(|&i| i == item).expect("on the menu");
    for _ in 0..at {
        key(app, now, Down);
    }
    key(app, now, Enter);
}

fn fresh(ascii: bool) -> (App, Instant, TempDir) {
    let (mut app, now, dir) = app_with_data();
    app.look.ascii = ascii;
    (app, now, dir)
}

/// Every screen and state with its bar, in the `ascii` look or not.
fn walk(ascii: bool) -> Vec<(String, String)> {
    let mut bars = Vec::new();
    let b = &mut bars;

    // The menus and forms.
    let (mut app, now, _dir) = fresh(ascii);
    look(&mut app, "main menu", b);
    key(&mut app, now, Char('n'));
    assert_eq!(app.kind(), ScreenKind::Setup);
    look(&mut app, "new game form", b);
    key(&mut app, now, Esc);
    open(&mut app, now, MenuItem::Taacoca);
    assert_eq!(app.kind(), ScreenKind::Setup);
    look(&mut app, "Taacoca form", b);
    key(&mut app, now, Esc);
    key(&mut app, now, Char('s'));
    assert_eq!(app.kind(), ScreenKind::Settings);
    look(&mut app, "settings", b);
    key(&mut app, now, Esc);
    key(&mut app, now, Char('?'));
    assert_eq!(app.kind(), ScreenKind::Help);
    look(&mut app, "help", b);
    key(&mut app, now, Esc);
    key(&mut app, now, Char('l'));
    assert_eq!(app.kind(), ScreenKind::Load);
    look(&mut app, "load, empty", b);
    key(&mut app, now, Esc);

    // A game against a bot in each state, saved on the way.
    app.start_game(setup(Player::Human, Player::Bot(BotSpec::Random)), false).unwrap();
    look(&mut app, "game", b);
    key(&mut app, now, Enter);
    look(&mut app, "game, piece picked", b);
    key(&mut app, now, Esc);
    key(&mut app, now, Char(':'));
    look(&mut app, "typed move prompt", b);
    type_text(&mut app, now, "b1-b2");
    key(&mut app, now, Enter);
    key(&mut app, now, Char('['));
    look(&mut app, "game, an earlier position", b);
    key(&mut app, now, Esc);
    key(&mut app, now, Char('s'));
    look(&mut app, "save prompt", b);
    key(&mut app, now, Enter);
    key(&mut app, now, Char('q'));
    look(&mut app, "leave dialog", b);
    keys(&mut app, now, &[Down, Enter]);
    assert_eq!(app.kind(), ScreenKind::Menu);

    // The load list with the save, the replay viewer and its analysis.
    key(&mut app, now, Char('l'));
    key(&mut app, now, Char('r'));
    assert!(!app.load().unwrap().entries.is_empty(), "the save listed");
    look(&mut app, "load, with a save", b);
    key(&mut app, now, Char('v'));
    assert_eq!(app.kind(), ScreenKind::Replay);
    key(&mut app, now, Right);
    look(&mut app, "replay", b);
    key(&mut app, now, Char('a'));
    look(&mut app, "replay, analysed", b);

    // A game that ends, with its dialog and without.
    let mut st = setup(Player::Human, Player::Human);
    st.position = Some("2/9/10/P8Cp/10/9/2 r".into());
    app.start_game(st, false).unwrap();
    type_text(&mut app, now, ":d10xd11");
    key(&mut app, now, Enter);
    look(&mut app, "game over dialog", b);
    key(&mut app, now, Esc);
    look(&mut app, "game over", b);

    // Watching two bots.
    app.start_game(setup(Player::Bot(BotSpec::Random), Player::Bot(BotSpec::Random)), true).unwrap();
    tick(&mut app, later(now, 5000));
    look(&mut app, "watching", b);

    // A Taacoca game, its first stone picked.
    let (mut app, now, _dir) = fresh(ascii);
    open(&mut app, now, MenuItem::Taacoca);
    key(&mut app, now, Enter);
    assert_eq!(app.kind(), ScreenKind::Game);
    look(&mut app, "Taacoca game", b);
    key(&mut app, now, Enter);
    look(&mut app, "Taacoca game, a stone picked", b);

    // The puzzles: the list and one being solved (issue 22: 104 columns).
    let (mut app, now, _dir) = fresh(ascii);
    let one = "one | 1 | standard | none | 2/P8/10/7Cp2/10/9/2 r | d8xd9";
    app.puzzles.set::<Tactigon>(vec![Puzzle::parse(one).unwrap()]);
    open(&mut app, now, MenuItem::Puzzles);
    assert_eq!(app.kind(), ScreenKind::Puzzles);
    look(&mut app, "puzzle list", b);
    key(&mut app, now, Enter);
    assert_eq!(app.kind(), ScreenKind::Game);
    look(&mut app, "puzzle", b);

    // The lessons: the list, one begun, a piece picked, one done.
    let (mut app, now, _dir) = fresh(ascii);
    open(&mut app, now, MenuItem::Learn);
    assert_eq!(app.kind(), ScreenKind::Tutorial);
    look(&mut app, "lesson list", b);
    key(&mut app, now, Enter);
    look(&mut app, "lesson", b);
    key(&mut app, now, Enter);
    look(&mut app, "lesson, a piece picked", b);
    keys(&mut app, now, &[Char('e'), Enter]);
    look(&mut app, "lesson done", b);
    // A Taacoca lesson with three stones picked (the cursor starts on g3, g4 and g5 to its
    // right), where the direction keys join the bar.
    keys(&mut app, now, &[Char('q'), Char('o'), Down, Enter, Enter, Char('l'), Enter, Char('l'), Enter]);
    look(&mut app, "Taacoca lesson, stones picked", b);
    assert!(b.last().unwrap().1.contains("< > go"), "{:?}", b.last());
    bars
}

#[test]
fn every_screens_key_bar_fits_80_columns_in_both_looks() {
    for ascii in [false, true] {
        let bars = walk(ascii);
        let long: Vec<String> = bars
            .iter()
            .filter(|(_, shown)| shown.chars().count() > 80)
            .map(|(what, shown)| format!("{what} ({} columns): {shown:?}", shown.chars().count()))
            .collect();
        assert!(long.is_empty(), "ascii {ascii}:\n{}", long.join("\n"));
        // The puzzle's bar still says what a hint costs and offers the solution.
        let puzzle = &bars.iter().find(|(what, _)| what == "puzzle").unwrap().1;
        assert!(puzzle.contains("t hint (ends streak)") && puzzle.contains("v solution"), "{puzzle}");
    }
}
