//! The game screen's panels say everything a player must read: the compact panel under the
//! board wraps instead of cutting (the rules in play, an online table's lines, warnings), and
//! looking back at an earlier position shows whose move it was there, without the live
//! game's warnings.

use crate::tui_support::*;
use crossterm::event::KeyCode::{Char, Enter};
use tactigon_games::setup::{GameSetup, Player};
use tactigon_tui::app::App;

const HUMAN: Player = Player::Human;

fn screen(app: &mut App, w: u16, h: u16) -> Vec<String> {
    let t = render(app, w, h);
    (0..h).map(|y| row_text(t.backend().buffer(), y)).collect()
}

fn contains(rows: &[String], text: &str) -> bool {
    rows.iter().any(|r| r.contains(text))
}

#[test]
fn the_compact_panel_names_the_rules_in_play() {
    let (mut app, _) = app();
    let st = GameSetup { square_jump: true, gold_bonus: true, ..setup(HUMAN, HUMAN) };
    app.start_game(st, false).unwrap();
    for (w, h) in [(80, 24), (100, 30), (120, 40), (200, 50)] {
        let rows = screen(&mut app, w, h);
        // Words, since the side panel may break the line between them.
        for rule in ["standard", "board", "square", "jump", "gold", "bonus"] {
            assert!(contains(&rows, rule), "{rule:?} at {w}x{h}:\n{}", rows.join("\n"));
        }
    }
}

#[test]
fn an_online_tables_lines_and_a_warning_are_not_cut_under_the_board() {
    let (mut app, now) = app();
    // Green's circle steps onto the second gold tile: Red must break it up this turn.
    let st = GameSetup { position: Some("2/3c5/10/P9p/10/4c4/2 g".into()), ..setup(HUMAN, HUMAN) };
    app.start_game(st, false).unwrap();
    type_text(&mut app, now, ":b4-b5");
    key(&mut app, now, Enter);
    let warning = "! Green holds both gold tiles: take one this turn or lose";
    let notes = ["Red alice 2:28", "Green bob 2:32", "waiting for bob", "(reconnect window 0:42)"];
    let notes: Vec<String> = notes.iter().map(|n| n.to_string()).chain(["reconnect code: QAH8AP".into()]).collect();
    app.game_screen_mut().unwrap().set_notes(notes.clone());
    let rows = screen(&mut app, 100, 30);
    assert!(!contains(&rows, "Moves"), "the compact panel, not the side panel:\n{}", rows.join("\n"));
    for text in notes.iter().map(String::as_str).chain([warning, "standard board", "1. … b4-b5"]) {
        assert!(contains(&rows, text), "{text:?} at 100x30:\n{}", rows.join("\n"));
    }
}

#[test]
fn looking_back_shows_whose_move_it_was_there_and_not_the_live_warnings() {
    let (mut app, now) = app();
    let st = GameSetup { position: Some("2/3c5/10/P9p/10/4c4/2 g".into()), ..setup(HUMAN, HUMAN) };
    app.start_game(st, false).unwrap();
    type_text(&mut app, now, ":b4-b5");
    key(&mut app, now, Enter);
    let live = screen(&mut app, 120, 40);
    assert!(contains(&live, "▶ Red") && contains(&live, "Red to move"), "{}", live.join("\n"));
    assert!(contains(&live, "holds both gold"), "{}", live.join("\n"));
    // The position before b4-b5: Green was to move, and nothing threatened anyone.
    key(&mut app, now, Char('['));
    for (w, h) in [(120, 40), (100, 30), (80, 24)] {
        let rows = screen(&mut app, w, h);
        let all = rows.join("\n");
        assert!(contains(&rows, "Green was to move"), "{w}x{h}:\n{all}");
        assert!(contains(&rows, "Looking at turn 0 of 1"), "{w}x{h}:\n{all}");
        assert!(!contains(&rows, "Red to move"), "{w}x{h}:\n{all}");
        assert!(!contains(&rows, "holds both gold"), "{w}x{h}:\n{all}");
        if w != 100 {
            assert!(contains(&rows, "▶ Green") && !contains(&rows, "▶ Red"), "{w}x{h}:\n{all}");
        }
    }
}
