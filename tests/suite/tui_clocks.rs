//! Clocks in local games, time moved on by hand (every event and tick carries its instant):
//! a move spends the time it took and adds the increment, a fallen flag loses on time, the
//! clocks stop while a dialog or the New-game form is open, and the autosave and Continue keep
//! the times.

use crate::tui_records::HUMAN;
use crate::tui_support;
use crossterm::event::KeyCode::{Char, Enter, Esc};
use std::time::{Duration, Instant};
use tactigon_core::Forfeit;
use tactigon_games::clock::TimeControl;
use tactigon_games::setup::GameSetup;
use tactigon_rules::{Outcome, Side, WinReason};
use tactigon_tui::app::App;
use tactigon_tui::screens::ScreenKind;
use tui_support::*;

/// One minute and two seconds a move.
const ONE_PLUS_TWO: TimeControl = TimeControl { base: Duration::from_secs(60), increment: Duration::from_secs(2) };

fn secs(n: u64) -> Duration {
    Duration::from_secs(n)
}

fn at(now: Instant, s: u64) -> Instant {
    now + secs(s)
}

/// A hot-seat game on 1+2 whose clocks started at `now`; Red played b1-b2 after 10 s.
fn ten_seconds_for_b1_b2(app: &mut App, now: Instant) {
    app.start_game(GameSetup { clock: Some(ONE_PLUS_TWO), ..setup(HUMAN, HUMAN) }, false).unwrap();
    tick(app, now);
    type_text(app, at(now, 10), ":b1-b2");
    key(app, at(now, 10), Enter);
}

fn left(app: &App, t: Instant) -> [Duration; 2] {
    app.session().unwrap().runner().time_left(t).expect("a clock")
}

fn screen_text(app: &mut App) -> String {
    let t = render(app, 100, 30);
    let buf = t.backend().buffer();
    (0..buf.area.height).map(|y| row_text(buf, y)).collect::<Vec<_>>().join("\n")
}

#[test]
fn a_move_spends_its_time_and_earns_the_increment_and_both_clocks_are_drawn() {
    let (mut app, now) = app();
    ten_seconds_for_b1_b2(&mut app, now);
    // Red: 60 − 10 + 2; Green's clock runs from the move on.
    assert_eq!(left(&app, at(now, 10)), [secs(52), secs(60)]);
    tick(&mut app, at(now, 25));
    assert_eq!(left(&app, at(now, 25)), [secs(52), secs(45)]);
    let screen = screen_text(&mut app);
    assert!(screen.contains("Red 0:52 · Green 0:45"), "{screen}");
}

#[test]
fn a_fallen_flag_loses_on_time() {
    let (mut app, now) = app();
    ten_seconds_for_b1_b2(&mut app, now);
    // Green's 60 s run out 70 s in.
    tick(&mut app, at(now, 69));
    assert!(!app.session().unwrap().over());
    tick(&mut app, at(now, 70));
    let s = app.session().unwrap();
    assert_eq!(s.game().outcome(), Some(Outcome::Win { winner: Side::Red, reason: WinReason::Forfeit(Forfeit::Time) }));
    // The record says so as the server's would.
    let record = s.runner().record().to_string();
    assert_eq!(left(&app, at(now, 200)), [secs(52), Duration::ZERO], "the clocks stop at the end");
    let screen = screen_text(&mut app);
    assert!(screen.contains("Green ran out of time"), "{screen}");
    assert!(record.contains("[Termination \"time forfeit\"]"), "{record}");
    assert!(record.contains("[TimeControl \"60+2\"]") && record.contains("[Clocks \"52.0 0.0\"]"), "{record}");
}

#[test]
fn a_move_typed_after_the_flag_fell_is_not_played() {
    let (mut app, now) = app();
    ten_seconds_for_b1_b2(&mut app, now);
    // No tick since the flag fell at 70 s: the first key finds it, and the game-over dialog
    // takes the rest.
    type_text(&mut app, at(now, 80), ":c8-b5");
    let s = app.session().unwrap();
    assert!(s.dialog().is_some());
    assert_eq!(s.game().moves().len(), 1);
    assert!(s.over());
}

#[test]
fn the_clocks_stop_while_a_dialog_is_open() {
    let (mut app, now) = app();
    ten_seconds_for_b1_b2(&mut app, now);
    key(&mut app, at(now, 20), Char('q'));
    tick(&mut app, at(now, 500));
    assert_eq!(left(&app, at(now, 500)), [secs(52), secs(50)]);
    assert!(!app.session().unwrap().over(), "no flag falls while stopped");
    key(&mut app, at(now, 500), Esc);
    tick(&mut app, at(now, 505));
    assert_eq!(left(&app, at(now, 505)), [secs(52), secs(45)]);
}

#[test]
fn the_autosave_keeps_the_times_and_continue_brings_them_back() {
    let (mut app, now, dir) = app_with_data();
    ten_seconds_for_b1_b2(&mut app, now);
    // Green thinks 10 s, then leaves through the dialog (the clocks stop as it opens).
    keys(&mut app, at(now, 20), &[Char('q'), Char('y')]);
    assert_eq!(app.kind(), ScreenKind::Menu);
    let text = std::fs::read_to_string(dir.0.join("autosave.tgn")).unwrap();
    assert!(text.contains("[TimeControl \"60+2\"]") && text.contains("[Clocks \"52.0 50.0\"]"), "{text}");
    // An hour later, Continue: the times are as they were, and Green's runs again.
    key(&mut app, at(now, 3600), Char('c'));
    assert_eq!(app.kind(), ScreenKind::Game);
    tick(&mut app, at(now, 3600));
    assert_eq!(left(&app, at(now, 3605)), [secs(52), secs(45)]);
    assert_eq!(app.session().unwrap().setup().clock, Some(ONE_PLUS_TWO));
}

#[test]
fn a_record_with_clocks_that_do_not_read_opens_without_a_clock() {
    let dir = TempDir::new();
    let tags = |clocks: &str| {
        format!(
            "[Event \"Casual game\"]\n[Red \"human\"]\n[Green \"human\"]\n[Result \"*\"]\n[TimeControl \"60+2\"]\n[Clocks \"{clocks}\"]\n\n1. b1-b2 *\n"
        )
    };
    // More than the base plus an increment a move is not a time this game could have.
    for (clocks, kept) in [("52.0 61.0", Some([secs(52), secs(61)])), ("x y", None), ("52.0 999.0", None)] {
        std::fs::write(dir.0.join("autosave.tgn"), tags(clocks)).unwrap();
        let (mut app, now) = app();
        app.set_data_dir(Some(dir.0.clone()));
        key(&mut app, now, Char('c'));
        assert_eq!(app.kind(), ScreenKind::Game, "{clocks}");
        assert_eq!(app.session().unwrap().runner().time_left(now), kept, "{clocks}");
    }
}

#[test]
fn the_clocks_stop_while_the_new_game_form_is_over_the_game() {
    let (mut app, now) = app();
    ten_seconds_for_b1_b2(&mut app, now);
    keys(&mut app, at(now, 20), &[Char('n'), Char('n')]);
    assert_eq!(app.kind(), ScreenKind::Setup);
    // Nothing ticks the game behind the form: the time must not be charged when it is back.
    tick(&mut app, at(now, 500));
    key(&mut app, at(now, 500), Esc);
    assert_eq!(app.kind(), ScreenKind::Game);
    tick(&mut app, at(now, 505));
    // Green's clock ran from 10 to 20 and from 500 to 505: 60 − 10 − 5.
    assert_eq!(left(&app, at(now, 505)), [secs(52), secs(45)]);
}
