//! The terminal game driven through its update function, without a terminal.

use crate::tui_support;

use crossterm::event::KeyCode::{self, Char, Down, Enter, Esc, Left, Right, Up};
use tactigon_games::bots::BotSpec;
use tactigon_games::setup::Player;
use tactigon_rules::{Board, Move, Outcome, Position, Rules, Side, Tactigon, WinReason};
use tactigon_tui::board_view::Paint;
use tactigon_tui::games::GameUi;
use tactigon_tui::screens::ScreenKind;
use tactigon_tui::screens::dialog::Dialog;
use tactigon_tui::screens::status::Tone;
use tui_support::*;

pub(crate) const HUMAN: Player = Player::Human;
pub(crate) const RANDOM: Player = Player::Bot(BotSpec::Random);

fn start() -> Position {
    Position::start(Board::standard(), Rules::default())
}

pub(crate) fn after(moves: &[&str]) -> Position {
    let mut p = start();
    for m in moves {
        p.play(m.parse().unwrap()).unwrap();
    }
    p
}

fn cursor_name(app: &tactigon_tui::app::App) -> String {
    let s = app.session().unwrap();
    s.position().board().tile(s.cursor().tile as u8).to_string()
}

#[test]
fn playing_green_against_a_bot_the_cursor_starts_on_greens_pentagon() {
    let (mut app, _) = app();
    app.start_game(setup(RANDOM, HUMAN), false).unwrap();
    // Red (the bot) moves first, but the person's pieces are Green's: the pentagon is on d9.
    assert_eq!(cursor_name(&app), "d9");
}

#[test]
fn menu_enter_opens_setup_and_start_begins_a_game() {
    let (mut app, now) = app();
    assert_eq!(app.kind(), ScreenKind::Menu);
    key(&mut app, now, Enter);
    assert_eq!(app.kind(), ScreenKind::Setup);
    // Seven value rows, then the Start button.
    keys(&mut app, now, &[Up, Enter]);
    assert_eq!(app.kind(), ScreenKind::Game);
    assert_eq!(app.session().unwrap().position(), &start());
}

#[test]
fn q_quits_from_the_menu_and_esc_goes_back_from_setup() {
    let (mut app, now) = app();
    keys(&mut app, now, &[Enter, Esc]);
    assert_eq!(app.kind(), ScreenKind::Menu);
    assert!(!app.quit);
    key(&mut app, now, Char('q'));
    assert!(app.quit);
}

/// Leaving a screen opened from the menu comes back to its row, Taacoca's setup included.
#[test]
fn esc_from_the_taacoca_setup_comes_back_to_the_taacoca_row() {
    use tactigon_tui::screens::Screen;
    let (mut app, now) = app();
    keys(&mut app, now, &[Down, Enter, Esc]);
    let Screen::Menu(menu) = &app.screen else { panic!("back at the menu") };
    assert_eq!(app.menu_items()[menu.row], tactigon_tui::screens::menu::MenuItem::Taacoca);
}

#[test]
fn cursor_moves_to_neighbouring_hexagons() {
    let (mut app, now) = app();
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    // The cursor starts on Red's pentagon, d3.
    assert_eq!(cursor_name(&app), "d3");
    keys(&mut app, now, &[Right, Right]);
    assert_eq!(cursor_name(&app), "d5");
    // Straight down zig-zags between the two lower neighbours: d5 (col 8) -> e4 (7) -> f4 (8).
    key(&mut app, now, Down);
    assert_eq!(cursor_name(&app), "e4");
    key(&mut app, now, Char('j'));
    assert_eq!(cursor_name(&app), "f4");
    keys(&mut app, now, &[Char('k'), Char('k'), Left]);
    assert_eq!(cursor_name(&app), "d4");
    // At the left end of a row Left stays put.
    keys(&mut app, now, &[Left, Left, Left, Left]);
    assert_eq!(cursor_name(&app), "d1");
}

#[test]
fn pick_up_b1_and_drop_on_b2_plays_the_move() {
    let (mut app, now) = app();
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    // d3 -> c2 -> b2 (towards the starting column) -> b1.
    keys(&mut app, now, &[Up, Up, Left]);
    assert_eq!(cursor_name(&app), "b1");
    key(&mut app, now, Enter);
    let s = app.session().unwrap();
    assert_eq!(*s.picked(), Some(Board::standard().index("b1".parse().unwrap()).unwrap()));
    // A circle reaches its two empty neighbours b2 and c1: both highlighted, beside the
    // picked tile itself.
    let mut paint = Paint::default();
    Tactigon::paint_pick(s.picked(), s.position(), &app.theme(), &mut paint);
    let b = Board::standard();
    let highlighted: Vec<u16> = paint.fills.iter().map(|&(t, _)| t).collect();
    let index = |name: &str| u16::from(b.index(name.parse().unwrap()).unwrap());
    assert_eq!(highlighted, [index("b1"), index("b2"), index("c1")]);
    keys(&mut app, now, &[Right, Enter]);
    let s = app.session().unwrap();
    assert_eq!(s.game().moves(), &["b1-b2".parse::<Move>().unwrap()]);
    assert_eq!(s.position(), &after(&["b1-b2"]));
    assert_eq!(*s.picked(), None);
}

#[test]
fn undo_restores_and_redo_replays() {
    let (mut app, now) = app();
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    keys(&mut app, now, &[Up, Up, Left, Enter, Right, Enter]);
    key(&mut app, now, Char('u'));
    assert_eq!(app.session().unwrap().position(), &start());
    key(&mut app, now, Char('r'));
    assert_eq!(app.session().unwrap().position(), &after(&["b1-b2"]));
    key(&mut app, now, Char('r'));
    assert_eq!(app.session().unwrap().status().tone, Tone::Error);
}

#[test]
fn against_a_bot_undo_takes_back_the_reply_too() {
    let (mut app, now) = app();
    app.start_game(setup(HUMAN, RANDOM), false).unwrap();
    type_text(&mut app, now, ":b1-b2");
    key(&mut app, now, Enter);
    tick(&mut app, later(now, 10));
    let s = app.session().unwrap();
    assert_eq!(s.game().moves().len(), 2, "the bot replied");
    assert_eq!(s.position().turn(), Side::Red);
    key(&mut app, now, Char('u'));
    assert_eq!(app.session().unwrap().position(), &start());
    key(&mut app, now, Char('r'));
    assert_eq!(app.session().unwrap().game().moves().len(), 2);
}

#[test]
fn typed_moves_play_and_errors_explain() {
    let (mut app, now) = app();
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    type_text(&mut app, now, ":b1-b9");
    key(&mut app, now, Enter);
    let s = app.session().unwrap();
    assert!(s.status().text.contains("a circle cannot reach b9"), "{}", s.status().text);
    assert!(s.prompt().is_some(), "the prompt stays open to fix the move");
    assert_eq!(s.position(), &start());
    // Clear the text, then a malformed move.
    keys(&mut app, now, &[KeyCode::Backspace; 5]);
    type_text(&mut app, now, "zz");
    key(&mut app, now, Enter);
    assert!(app.session().unwrap().status().text.contains("'zz' is not a move"));
    keys(&mut app, now, &[KeyCode::Backspace, KeyCode::Backspace, KeyCode::Backspace]);
    type_text(&mut app, now, "b1-b2");
    key(&mut app, now, Enter);
    let s = app.session().unwrap();
    assert_eq!(s.prompt(), None);
    assert_eq!(s.position(), &after(&["b1-b2"]));
}

#[test]
fn an_illegal_drop_says_why_and_changes_nothing() {
    let (mut app, now) = app();
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    // Pick up b1, then try b4: three tiles away for a circle.
    keys(&mut app, now, &[Up, Up, Left, Enter, Right, Right, Right, Enter]);
    let s = app.session().unwrap();
    assert_eq!(s.status().tone, Tone::Error);
    assert!(s.status().text.contains("a circle cannot reach b4"), "{}", s.status().text);
    assert_eq!(s.position(), &start());
    key(&mut app, now, Esc);
    assert_eq!(*app.session().unwrap().picked(), None);
}

#[test]
fn picking_an_enemy_piece_is_refused() {
    let (mut app, now) = app();
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    // d3 -> d7, Green's circle.
    keys(&mut app, now, &[Right, Right, Right, Right, Enter]);
    let s = app.session().unwrap();
    assert_eq!(*s.picked(), None);
    // Side names capitalised, as everywhere on the screen.
    assert_eq!(s.status().text, "the Green circle on d7 is not yours: it is Red's turn");
    key(&mut app, now, Left);
    key(&mut app, now, Enter);
    let s = app.session().unwrap();
    assert_eq!(s.status().text, "there is no piece on d6: pick one of Red's pieces");
    type_text(&mut app, now, ":b1-b2");
    key(&mut app, now, Enter);
    type_text(&mut app, now, ":d2-c3");
    key(&mut app, now, Enter);
    let s = app.session().unwrap();
    assert_eq!(s.status().text, "d2-c3: the piece on d2 is not yours: it is Green's turn");
}

#[test]
fn capturing_the_pentagon_opens_the_game_over_dialog_and_rematch_swaps_sides() {
    let (mut app, now) = app();
    let mut st = setup(HUMAN, RANDOM);
    st.position = Some("2/9/10/P8Cp/10/9/2 r".into());
    app.start_game(st, false).unwrap();
    type_text(&mut app, now, ":d10xd11");
    key(&mut app, now, Enter);
    let s = app.session().unwrap();
    assert_eq!(s.game().outcome(), Some(Outcome::Win { winner: Side::Red, reason: WinReason::PentagonCaptured }));
    // "Review the game" is selected, so that a stray Enter keeps the finished game.
    assert_eq!(s.dialog(), Some(Dialog::GameOver(2)));
    // The second button, one up: rematch with sides swapped.
    keys(&mut app, now, &[Left, Enter]);
    let s = app.session().unwrap();
    assert_eq!((s.setup().red, s.setup().green), (RANDOM, HUMAN));
    assert_eq!(s.dialog(), None);
}

#[test]
fn q_during_a_game_asks_first() {
    let (mut app, now) = app();
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    type_text(&mut app, now, ":b1-b2");
    key(&mut app, now, Enter);
    key(&mut app, now, Char('q'));
    assert_eq!(app.session().unwrap().dialog(), Some(Dialog::ConfirmQuit(0)));
    key(&mut app, now, Esc);
    assert_eq!(app.kind(), ScreenKind::Game);
    keys(&mut app, now, &[Char('q'), Right, Enter]);
    assert_eq!(app.kind(), ScreenKind::Menu);
    assert!(!app.quit);
}

#[test]
fn hint_suggests_a_legal_move() {
    let (mut app, now) = app();
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    key(&mut app, now, Char('t'));
    tick(&mut app, later(now, 5));
    let s = app.session().unwrap();
    let hint = s.hint().expect("a hint");
    assert!(start().is_legal(hint), "{hint}");
}

#[test]
fn help_opens_from_anywhere_and_returns() {
    let (mut app, now) = app();
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    key(&mut app, now, Char('?'));
    assert_eq!(app.kind(), ScreenKind::Help);
    key(&mut app, now, Esc);
    assert_eq!(app.kind(), ScreenKind::Game);
}

#[test]
fn watch_mode_plays_pauses_and_steps() {
    let (mut app, now) = app();
    app.start_game(setup(RANDOM, RANDOM), true).unwrap();
    let delay = app.session().unwrap().runner().delay_ms();
    let mut t = now;
    for _ in 0..5 {
        t = later(t, delay + 1);
        tick(&mut app, t);
    }
    let played = app.session().unwrap().game().moves().len();
    assert!(played >= 5, "one move per tick after the delay: {played}");
    key(&mut app, t, Char(' '));
    for _ in 0..5 {
        t = later(t, delay + 1);
        tick(&mut app, t);
    }
    assert_eq!(app.session().unwrap().game().moves().len(), played, "paused");
    key(&mut app, t, Char('.'));
    t = later(t, delay + 1);
    tick(&mut app, t);
    tick(&mut app, later(t, delay + 1));
    let s = app.session().unwrap();
    assert_eq!(s.game().moves().len(), played + 1, "one step");
    // Every move was legal where it was played.
    for (pos, m) in s.game().positions().iter().zip(s.game().moves()) {
        assert!(pos.is_legal(*m), "{m} in {pos}");
    }
}

#[test]
fn watching_needs_two_bots_and_a_bad_board_is_refused() {
    let (mut app, _) = app();
    assert!(app.start_game(setup(HUMAN, RANDOM), true).unwrap_err().to_string().contains("bot on both sides"));
    let mut st = setup(HUMAN, HUMAN);
    st.board = "no-such-board".into();
    assert!(app.start_game(st, false).unwrap_err().to_string().contains("no-such-board"));
}

/// Watching, Space pauses even while a bot is thinking (it used to mean "move now", as Enter
/// does); the move being thought about is still played, then play stops.
#[test]
fn space_pauses_watch_mode_while_a_bot_thinks() {
    let now = std::time::Instant::now();
    let mut app = watching_experts(now);
    assert!(app.session().unwrap().thinking_since().is_some(), "the first bot is thinking");
    key(&mut app, now, Char(' '));
    let s = app.session().unwrap();
    assert!(s.status().text.starts_with("paused"), "{}", s.status().text);
    assert!(s.thinking_since().is_some(), "Space did not hurry the bot");
}

/// On the New-game form Enter starts the game from any row, as the key bar says ("Enter
/// start/confirm"); it used to change the selected row's value. Space still changes it.
#[test]
fn enter_on_a_setup_row_starts_the_game_and_space_changes_the_value() {
    let (mut app, now) = app();
    key(&mut app, now, Char('n'));
    assert_eq!(app.kind(), ScreenKind::Setup);
    // The first row is the game; Red is the second.
    key(&mut app, now, Down);
    key(&mut app, now, Char(' '));
    assert_eq!(app.kind(), ScreenKind::Setup, "Space changes a value");
    key(&mut app, now, Enter);
    assert_eq!(app.kind(), ScreenKind::Game);
    let s = app.session().unwrap();
    // Red went from the default Human to the next choice (Random) by Space only.
    assert_eq!((s.setup().red, s.setup().green), (RANDOM, Player::Bot(BotSpec::Expert(3))));
}
