//! Issue 24 #1: two copies of the game on one data folder wrote one autosave, and quitting
//! the first lost its game to the second's. The first copy holds the folder; a second says
//! so, and neither continues nor autosaves a game.

use crate::tui_support::*;
use crossterm::event::KeyCode::{Char, Enter};
use tactigon_games::setup::Player::Human;
use tactigon_tui::app::App;
use tactigon_tui::screens::ScreenKind;
use tactigon_tui::screens::menu::MenuItem;

fn play(app: &mut App, now: std::time::Instant, m: &str) {
    type_text(app, now, &format!(":{m}"));
    key(app, now, Enter);
}

fn autosaved_moves(dir: &std::path::Path) -> Vec<String> {
    let text = std::fs::read_to_string(dir.join("autosave.tgn")).unwrap();
    let records = tactigon_rules::record::parse_records(&text).unwrap();
    records[0].game.moves().iter().map(ToString::to_string).collect()
}

/// The quit dialog's text, as shown.
fn quit_dialog(app: &mut App) -> String {
    key(app, std::time::Instant::now(), Char('q'));
    let shown: String = render(app, 100, 30).backend().buffer().content().iter().map(|c| c.symbol()).collect();
    shown.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn a_second_copy_on_one_data_folder_says_so_and_loses_nothing() {
    let dir = TempDir::new();
    let (mut first, now) = app();
    first.set_data_dir(Some(dir.0.clone()));
    assert_eq!(first.notice, None);
    let (mut second, _) = app();
    second.set_data_dir(Some(dir.0.clone()));
    let notice = second.notice.clone().expect("the second copy says the folder is in use");
    assert_eq!(
        notice,
        format!(
            "another copy of the game is using {}: this one does not autosave (press s in a game to save it)",
            dir.0.display()
        )
    );

    // A move in each; the first copy's game is the autosave, and stays it.
    first.start_game(setup(Human, Human), false).unwrap();
    second.start_game(setup(Human, Human), false).unwrap();
    play(&mut first, now, "b1-b2");
    play(&mut second, now, "b3-b4");
    assert_eq!(second.session().unwrap().game().moves().len(), 1);
    assert_eq!(autosaved_moves(&dir.0), ["b1-b2"]);
    assert!(quit_dialog(&mut first).contains("Continue resumes it later."));
    let d = quit_dialog(&mut second);
    assert!(d.contains("The game in progress will be lost."), "no promise: {d}");
    key(&mut first, now, Char('y'));
    key(&mut second, now, Char('y'));
    let effects = second.finish();
    tactigon_tui::executor::carry_out(&mut second, effects);
    assert_eq!(autosaved_moves(&dir.0), ["b1-b2"]);
    assert!(!second.menu_items().contains(&MenuItem::Continue));
    drop(second);

    // The first copy still holds the folder; once it ends, the next copy has it and
    // continues the first copy's game.
    let (mut third, _) = app();
    third.set_data_dir(Some(dir.0.clone()));
    assert!(third.notice.is_some(), "the first copy is still running");
    drop(first);
    let (mut fourth, _) = app();
    fourth.set_data_dir(Some(dir.0.clone()));
    assert_eq!(fourth.notice, None);
    assert_eq!(fourth.menu_items()[0], MenuItem::Continue);
    key(&mut fourth, now, Enter);
    assert_eq!(fourth.kind(), ScreenKind::Game);
    assert_eq!(fourth.session().unwrap().game().moves().len(), 1);
}

/// Two processes: the lock is the system's, so it holds between programs too and is let go
/// when the holder ends.
#[test]
fn the_folder_lock_holds_between_processes() {
    let dir = TempDir::new();
    let held = tactigon_games::storage::lock_folder(&dir.0).unwrap();
    assert!(held.is_some());
    let probe = |dir: &std::path::Path| {
        let out = std::process::Command::new("flock")
            .args(["-n", dir.join("lock").to_str().unwrap(), "true"])
            .status()
            .expect("flock(1) runs");
        out.success()
    };
    assert!(!probe(&dir.0), "another process cannot take it");
    drop(held);
    assert!(probe(&dir.0), "free once let go");
}
