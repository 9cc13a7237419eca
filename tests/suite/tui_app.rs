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

const HUMAN: Player = Player::Human;
const RANDOM: Player = Player::Bot(BotSpec::Random);

fn start() -> Position {
    Position::start(Board::standard(), Rules::default())
}

fn after(moves: &[&str]) -> Position {
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

#[test]
fn clicking_a_piece_then_a_destination_plays_the_move() {
    let (mut app, now) = app();
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    // Where to click is read off the screen: a tile's name is drawn inside its hexagon.
    let t = render(&mut app, 100, 30);
    let buf = t.backend().buffer();
    assert_eq!(buf[tile_cell(buf, "b1")].symbol(), "█", "a red circle (its solid figure) stands on b1");
    let (b1, b2) = (find_word(buf, "b1"), tile_cell(buf, "b2"));
    click(&mut app, now, b1.0, b1.1);
    click(&mut app, now, b2.0, b2.1);
    assert_eq!(app.session().unwrap().position(), &after(&["b1-b2"]));
    // A click on an outline picks the nearest hexagon. Hexagons here are 8 cells wide with
    // one upright row (their centre, below the name) and two sloped rows above: the top
    // right "╲" of b9, the last tile of its row, is 2 rows up and 1 column right of its
    // centre, and no other hexagon is as near.
    let t = render(&mut app, 100, 30);
    let buf = t.backend().buffer();
    let (x, y) = tile_cell(buf, "b9");
    assert_eq!(buf[(x + 1, y - 2)].symbol(), "╲");
    click(&mut app, now, x + 1, y - 2);
    let b8 = tile_cell(buf, "b8");
    click(&mut app, now, b8.0, b8.1);
    assert_eq!(app.session().unwrap().position(), &after(&["b1-b2", "b9-b8"]));
}

#[test]
fn the_menu_responds_to_clicks() {
    let (mut app, now) = app();
    let t = render(&mut app, 80, 24);
    let buf = t.backend().buffer();
    // A blank row between two entries and the empty screen above the menu do nothing.
    let (x, y) = find_word(buf, "Settings");
    click(&mut app, now, x, y - 1);
    click(&mut app, now, x, 0);
    assert_eq!(app.kind(), ScreenKind::Menu);
    click(&mut app, now, x + 3, y);
    assert_eq!(app.kind(), ScreenKind::Settings);
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

/// While the terminal is too small to show the screen, keys do nothing (two `u` used to undo
/// two moves unseen); once it is big enough again they act.
#[test]
fn keys_wait_while_the_terminal_is_too_small() {
    let (mut app, now) = app();
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    for m in [":b1-b2", ":b9-b8"] {
        type_text(&mut app, now, m);
        key(&mut app, now, Enter);
    }
    let moves = |app: &tactigon_tui::app::App| app.session().unwrap().game().moves().len();
    assert_eq!(moves(&app), 2);
    let screen = format!("{:?}", render(&mut app, 40, 12).backend().buffer());
    assert!(screen.contains("too small"), "{screen}");
    keys(&mut app, now, &[Char('u'), Char('u'), Char('q')]);
    assert_eq!((moves(&app), app.kind()), (2, ScreenKind::Game));
    let _ = render(&mut app, 100, 30);
    key(&mut app, now, Char('u'));
    assert_eq!(moves(&app), 1);
}

/// Messages name the sides with a capital, as the rest of the screen does, and the leave
/// dialog of a watched game offers to keep watching, not playing.
#[test]
fn side_names_are_capitalised_and_watchers_keep_watching() {
    let (mut game, now) = app();
    game.start_game(setup(HUMAN, HUMAN), false).unwrap();
    type_text(&mut game, now, ":b1-b2");
    key(&mut game, now, Enter);
    assert_eq!(game.session().unwrap().status().text, "Red played b1-b2");

    let (mut app, now) = app();
    app.start_game(setup(RANDOM, RANDOM), true).unwrap();
    tick(&mut app, now);
    key(&mut app, now, Char('q'));
    let screen = format!("{:?}", render(&mut app, 100, 30).backend().buffer());
    assert!(screen.contains("Keep watching") && !screen.contains("Keep playing"), "{screen}");
}

/// A person with no legal move is told so, and Enter passes (one had to know to type `:pass`).
#[test]
fn a_person_who_cannot_move_is_told_and_enter_passes() {
    let (mut app, now) = app();
    // Red's pentagon on d1 is walled in by Green's circles on c1, d2 and e1, which it may not
    // attack; Red has nothing else.
    let walled =
        tactigon_games::setup::GameSetup { position: Some("2/9/c9/Pc8p/c9/9/2 r".into()), ..setup(HUMAN, HUMAN) };
    app.start_game(walled, false).unwrap();
    let status = app.session().unwrap().status().text.clone();
    assert!(status.ends_with("Red cannot move: Enter passes"), "{status}");
    // The key bar agrees with the status line: Enter passes, there is nothing to pick.
    let bar = row_text(render(&mut app, 120, 40).backend().buffer(), 39);
    assert!(bar.contains("Enter pass ") && !bar.contains("Enter pick"), "{bar}");
    key(&mut app, now, Enter);
    let s = app.session().unwrap();
    assert_eq!(s.game().moves(), [Move::Pass]);
    assert_eq!(s.status().text, "Red cannot move and passes");
    // The status line tells the pass once, not beside the prompt that asked for it; Green
    // may move, so Enter picks again.
    let t = render(&mut app, 120, 40);
    let (status, bar) = (row_text(t.backend().buffer(), 38), row_text(t.backend().buffer(), 39));
    assert_eq!(status.matches("cannot move").count(), 1, "{status}");
    assert!(!status.contains("Enter passes"), "{status}");
    assert!(bar.contains("Enter pick") && !bar.contains("Enter pass "), "{bar}");
}

/// The widest board allowed (a tile in column 256): the game says how much room it needs
/// instead of overflowing its layout arithmetic, and draws it where it fits.
#[test]
fn the_widest_board_asks_for_room_without_panicking() {
    let dir = TempDir::new();
    let path = dir.0.join("edge.txt");
    std::fs::write(&path, format!("name: edge\nP\n{}p\n", " ".repeat(255))).unwrap();
    let (mut app, _) = app();
    let edge = tactigon_games::setup::GameSetup { board: path.display().to_string(), ..setup(HUMAN, HUMAN) };
    app.start_game(edge, false).unwrap();
    for (w, h) in [(80, 24), (200, 50)] {
        let screen = format!("{:?}", render(&mut app, w, h).backend().buffer());
        assert!(screen.contains("too small"), "{w}x{h}");
    }
    // 256 columns of hexagons six cells apart fit 2000 cells.
    let screen = format!("{:?}", render(&mut app, 2000, 40).backend().buffer());
    assert!(!screen.contains("too small"));
}
