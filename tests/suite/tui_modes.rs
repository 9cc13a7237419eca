//! The game screen's modes: what a game played here, watched, a puzzle, a lesson, a seat or a
//! spectator's view makes of the keys, the players' names and the dialogs.

use crate::tui_support::setup;
use crossterm::event::KeyCode::{Char, Enter};
use std::time::Instant;
use tactigon_games::bots::BotSpec;
use tactigon_games::puzzles::shipped;
use tactigon_games::setup::Player;
use tactigon_rules::{Side, Tactigon};
use tactigon_tui::keymap::{self, GameCmd, SEATED, SPECTATING, WATCH};
use tactigon_tui::puzzles::PuzzleReferee;
use tactigon_tui::screens::dialog::GameFor;
use tactigon_tui::screens::session::Session;
use tactigon_tui::screens::status::{Status, Tone};

/// A game from the start position between `red` and `green`, bot against bot with `watch`.
fn session(red: Player, green: Player, watch: bool) -> Session<Tactigon> {
    let setup = setup(red, green);
    let game = setup.start(false).expect("the standard board starts");
    Session::new(setup, game, watch, 0, 0, Instant::now())
}

fn people() -> Session<Tactigon> {
    session(Player::Human, Player::Human, false)
}

fn names() -> [String; 2] {
    ["alice".into(), "bob".into()]
}

/// The key bar words of a state's table, to tell the tables apart.
fn bar(table: &[keymap::Entry<GameCmd>]) -> String {
    keymap::hints(table, &[])
}

#[test]
fn each_mode_adds_its_own_keys_to_the_game_table() {
    let local = people();
    assert!(local.state_keys().is_empty(), "a game played here uses the game table alone");
    let expert = Player::Bot(BotSpec::Expert(5));
    assert_eq!(bar(session(expert, expert, true).state_keys()), bar(WATCH));
    let mut seat = people();
    seat.share(Some(Side::Green), names());
    assert_eq!(bar(seat.state_keys()), bar(SEATED));
    let mut spectator = people();
    spectator.share(None, names());
    assert_eq!(bar(spectator.state_keys()), bar(SPECTATING));
}

#[test]
fn each_mode_names_its_players_and_its_dialog_buttons() {
    let local = people();
    assert_eq!((local.game_for(), local.player_names()), (GameFor::Playing, ["Human".into(), "Human".into()]));
    let mut seat = people();
    seat.share(Some(Side::Red), names());
    // Before both first moves a seat's leave dialog offers the abort (issue 20).
    assert_eq!((seat.game_for(), seat.player_names()), (GameFor::SeatedEarly, names()));
    assert!(seat.online() && !seat.spectating());
    let mut spectator = people();
    spectator.share(None, names());
    assert_eq!((spectator.game_for(), spectator.player_names()), (GameFor::Spectating, names()));
    let mut puzzle = people();
    puzzle.make_puzzle(Box::new(PuzzleReferee::new(0, &shipped::<tactigon_rules::Tactigon>()[0])));
    // Red moves first from the start position: Red is the solver.
    assert_eq!((puzzle.game_for(), puzzle.player_names()), (GameFor::Puzzle, ["You".into(), "Puzzle".into()]));
    assert_eq!(puzzle.hint_cost(), Some("ends streak"));
    assert_eq!(local.hint_cost(), None);
}

#[test]
fn a_spectator_only_looks_and_a_lesson_only_makes_a_move() {
    let refused = |text: &str, tone| Err(Status { text: text.into(), tone });
    let mut spectator = people();
    spectator.share(None, names());
    assert_eq!(spectator.command(Char('u')), refused("you are watching: only the players move", Tone::Info));
    assert_eq!(spectator.command(Char('[')), Ok(Some(GameCmd::ViewBack)));
    let mut lesson = people();
    lesson.make_lesson();
    let not_here = "not in a lesson: r starts it again, q goes back to the lessons";
    assert_eq!(lesson.command(Char('u')), refused(not_here, Tone::Error));
    assert_eq!(lesson.command(Char('y')), refused(not_here, Tone::Error), "a key without a command too");
    assert_eq!(lesson.command(Enter), Ok(Some(GameCmd::Activate)));
    assert_eq!(lesson.command(Char(':')), Ok(Some(GameCmd::TypeMove)));
    let local = people();
    assert_eq!(local.command(Char('u')), Ok(Some(GameCmd::Undo)));
    assert_eq!(local.command(Char('y')), Ok(None));
}
