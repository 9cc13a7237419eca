//! External UGI engines where a bot goes: a second `tactigon engine` process playing a
//! watched game in the terminal game and a game against a person, and engines that crash,
//! answer nonsense or go silent losing their game with the reason recorded.

use crate::tui_support::{key, later, setup, tick, type_text};
use crossterm::event::KeyCode;
use std::time::{Duration, Instant};
use tactigon_core::Forfeit;
use tactigon_games::bots::{BotSpec, Limits};
use tactigon_games::match_runner::{FAILURE_TAG, MatchRunner};
use tactigon_games::setup::Player;
use tactigon_rules::{Outcome, Side, Tactigon, WinReason};
use tactigon_tui::app::App;
use tactigon_tui::settings::Settings;
use tactigon_tui::worker::BotMode;

/// `engine:COMMAND` as a player.
fn engine(command: &str) -> Player {
    format!("engine:{command}").parse().expect("an engine player")
}

/// This build's own engine, a second process.
fn tactigon_engine() -> Player {
    engine(&format!("'{}' engine", env!("CARGO_BIN_EXE_tactigon")))
}

/// An engine written in sh that answers the handshake and then `reply` to every `go`.
fn scripted(reply: &str) -> Player {
    let script = format!(
        "while read l; do case \"$l\" in ugi) echo ugiok;; isready) echo readyok;; go*) {reply};; quit) exit;; esac; done"
    );
    engine(&format!("sh -c '{script}'"))
}

/// An app with inline bots thinking 20 ms a move.
fn app() -> (App, Instant) {
    let now = Instant::now();
    let settings = Settings { think_ms: 20, watch_delay_ms: 0, ..Settings::default() };
    (App::new(settings, BotMode::Inline, 7, now), now)
}

#[test]
fn a_watched_game_and_a_game_against_a_person_are_played_by_a_second_engine_process() {
    let (mut app, now) = app();
    app.start_game(setup(tactigon_engine(), Player::Bot(BotSpec::Greedy)), true).expect("bots on both sides");
    for ms in 0..12 {
        tick(&mut app, later(now, ms));
    }
    let s = app.session().unwrap();
    assert!(s.game().moves().len() >= 6, "the engine and greedy take turns: {:?}", s.game().moves());
    assert_eq!(s.runner().failure(), None);
    assert!(s.runner().record().players[0].starts_with("engine:"), "{:?}", s.runner().record().players);

    let (mut app, now) = self::app();
    app.start_game(setup(Player::Human, tactigon_engine()), false).expect("a person and an engine");
    type_text(&mut app, now, ":b1-b2");
    key(&mut app, now, KeyCode::Enter);
    tick(&mut app, later(now, 1));
    let s = app.session().unwrap();
    assert_eq!(s.game().moves().len(), 2, "the engine replied: {:?}", s.game().moves());
    assert_eq!(s.game().moves()[0].to_string(), "b1-b2");
}

/// The runner of a watched game between `red` and greedy, played out.
fn played_out(red: Player) -> MatchRunner<Tactigon> {
    let s = setup(red, Player::Bot(BotSpec::Greedy));
    let game = s.start(false).unwrap();
    let mut runner = MatchRunner::new(s, game, true, 0, 7, Instant::now());
    let limits = Limits { time: Duration::from_millis(10), depth: None };
    runner.play_bots_to_end(limits, &std::sync::atomic::AtomicBool::new(false), 20).expect("no illegal move played");
    runner
}

/// Red lost at once as `how` says, and the record's failure tag holds `why`.
fn lost_at_once(runner: &MatchRunner<Tactigon>, how: Forfeit, why: &str) {
    assert!(runner.game().moves().is_empty());
    let outcome = runner.game().outcome();
    assert_eq!(outcome, Some(Outcome::Win { winner: Side::Green, reason: WinReason::Forfeit(how) }));
    let failure = runner.failure().expect("the failure is kept");
    assert!(failure.contains("(Red)") && failure.contains(why), "{failure}");
    let record = runner.record();
    assert!(record.extra.iter().any(|(k, v)| k == FAILURE_TAG && v == failure), "{:?}", record.extra);
}

#[test]
fn an_engine_that_crashes_cannot_start_or_answers_nonsense_loses_with_the_reason() {
    lost_at_once(&played_out(engine("false")), Forfeit::Abandoned, "crashed (exit status: 1)");
    lost_at_once(&played_out(engine("/nonexistent/engine")), Forfeit::Abandoned, "cannot run");
    lost_at_once(&played_out(scripted("echo bestmove xyzzy")), Forfeit::Infraction, "malformed move 'xyzzy'");
    lost_at_once(&played_out(scripted("echo bestmove b1-b9")), Forfeit::Infraction, "illegal move b1-b9");
}

#[test]
fn an_engine_that_never_answers_loses_on_time_and_is_ended() {
    let runner = played_out(scripted(":"));
    lost_at_once(&runner, Forfeit::Time, "timed out waiting for bestmove");
}

#[test]
fn a_record_naming_an_engine_starts_no_program() {
    assert_eq!(Player::from_tag("engine:rm -rf /"), Player::Human);
    assert_eq!(tactigon_games::saves::player_name("engine:./mine"), "Engine ./mine");
    assert!("engine:'open".parse::<Player>().is_err());
}

#[test]
fn a_board_from_no_file_reaches_the_engine_whole() {
    use tactigon_core::ugi::UgiGame;
    use tactigon_games::ugi::{TactigonSettings, TactigonUgi};
    // The large board's diagram under another name: a board no engine could open by name.
    let text = include_str!("../../assets/boards/large.txt").replace("name: large", "name: mine");
    let board = tactigon_rules::Board::intern(text.parse().expect("a board"));
    let pos = tactigon_rules::Position::start(board, tactigon_rules::Rules::default());
    let options = TactigonUgi::options_of(&pos);
    let (name, value) = &options[0];
    assert_eq!(*name, "boarddiagram");
    assert!(!value.contains("  "), "option values lose repeated spaces: {value}");
    let mut settings = TactigonSettings::default();
    TactigonUgi::set_option(&mut settings, name, value).expect("an option").expect("the board reads");
    assert_eq!(settings.board.to_string(), board.to_string());
    assert_eq!(TactigonUgi::start(&settings).unwrap(), pos);
}
