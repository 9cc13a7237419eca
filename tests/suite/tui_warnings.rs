//! What the person to move is warned of, and what the status line keeps: threats from the
//! position, draws coming from the history, the move before the last one.

use crate::tui_support::*;
use crossterm::event::KeyCode::Enter;
use tactigon_games::setup::{GameSetup, Player};
use tactigon_rules::Board;

const HUMAN: Player = Player::Human;

fn from(tpn: &str) -> GameSetup {
    GameSetup { position: Some(tpn.into()), ..setup(HUMAN, HUMAN) }
}

fn play(app: &mut tactigon_tui::app::App, now: std::time::Instant, mv: &str) {
    type_text(app, now, &format!(":{mv}"));
    key(app, now, Enter);
}

fn cell(name: &str) -> u16 {
    u16::from(Board::standard().index(name.parse().unwrap()).unwrap())
}

#[test]
fn an_attacked_pentagon_is_warned_of_with_its_attacker_marked() {
    let (mut app, now) = app();
    // Green's triangle on d3 reaches Red's pentagon on d1 over the empty d2.
    app.start_game(from("2/9/10/P1t7p/10/9/2 r"), false).unwrap();
    let s = app.session().unwrap();
    assert_eq!(s.warnings().len(), 1);
    assert_eq!(s.warnings()[0].text, "your pentagon can be captured next move (by d3)");
    assert_eq!(s.warnings()[0].cells, [cell("d3")]);
    let t = render(&mut app, 120, 40);
    assert!(!find_words(t.backend().buffer(), "your pentagon can be").is_empty(), "shown in the panel");
    // Warnings are for the person to move: after Red's move it is Green's turn, and nothing
    // threatens Green.
    play(&mut app, now, "d1-e1");
    let s = app.session().unwrap();
    assert_eq!(s.game().moves().len(), 1);
    assert!(s.warnings().is_empty(), "Green is not threatened: {:?}", s.warnings());
}

#[test]
fn gold_tiles_held_by_the_opponent_are_warned_of() {
    let (mut app, _) = app();
    app.start_game(from("2/4c4/10/P9p/10/4c4/2 r"), false).unwrap();
    let s = app.session().unwrap();
    assert_eq!(s.warnings()[0].text, "Green holds both gold tiles: take one this turn or lose");
    assert_eq!(s.warnings()[0].cells, [cell("b5"), cell("f5")]);
}

#[test]
fn a_position_seen_twice_is_warned_of() {
    let (mut app, now) = app();
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    for mv in ["b1-b2", "b9-b8", "b2-b1"] {
        play(&mut app, now, mv);
        assert!(app.session().unwrap().warnings().is_empty(), "after {mv}");
    }
    // Back to the start position, Red to move: its second occurrence.
    play(&mut app, now, "b8-b9");
    let s = app.session().unwrap();
    assert_eq!(s.game().moves().len(), 4);
    assert_eq!(s.warnings().len(), 1);
    assert_eq!(s.warnings()[0].text, "this position has occurred twice: a third time is a draw");
}

#[test]
fn the_no_capture_count_is_warned_of_near_its_limit() {
    let (mut app, now) = app();
    app.start_game(GameSetup { no_capture_limit: 12, ..setup(HUMAN, HUMAN) }, false).unwrap();
    play(&mut app, now, "b1-b2");
    assert!(app.session().unwrap().warnings().is_empty(), "1 + 10 < 12");
    play(&mut app, now, "b9-b8");
    let s = app.session().unwrap();
    assert_eq!(s.warnings()[0].text, "2 of 12 turns without a capture: a draw at 12");
}

#[test]
fn the_status_line_keeps_the_move_before() {
    let (mut app, now) = app();
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    play(&mut app, now, "b1-b2");
    play(&mut app, now, "b9-b8");
    let t = render(&mut app, 120, 40);
    let buf = t.backend().buffer();
    let status = row_text(buf, 38);
    assert!(status.contains("Red played b1-b2  ·  Green played b9-b8"), "{status}");
}

#[test]
fn picking_a_piece_on_gold_mentions_the_bonus() {
    let (mut app, now) = app();
    let setup = GameSetup { gold_bonus: true, ..from("2/4C4/10/P9p/10/9/2 r") };
    app.start_game(setup, false).unwrap();
    let t = render(&mut app, 120, 40);
    let (x, y) = tile_cell(t.backend().buffer(), "b5");
    click(&mut app, now, x, y);
    let s = app.session().unwrap();
    assert!(s.status().text.contains("(gold bonus: one tile farther)"), "{}", s.status().text);
}

#[test]
fn earlier_positions_are_shown_read_only_and_esc_returns() {
    use crossterm::event::KeyCode::{Char, Esc};
    let (mut app, now) = app();
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    play(&mut app, now, "b1-b2");
    play(&mut app, now, "b9-b8");
    let live = *app.session().unwrap().position();
    key(&mut app, now, Char('['));
    let s = app.session().unwrap();
    assert_eq!(s.view(), Some(1));
    assert_eq!(s.shown_position(), &s.game().positions()[1], "after b1-b2 only");
    let t = render(&mut app, 120, 40);
    let shown: Vec<String> = (0..40).map(|y| row_text(t.backend().buffer(), y)).collect();
    assert!(shown.iter().any(|l| l.contains("Looking at turn 1 of 2")), "{}", shown.join("\n"));
    // Moves are refused while looking back, and the game is untouched.
    key(&mut app, now, Enter);
    type_text(&mut app, now, ":c2-c3");
    let s = app.session().unwrap();
    assert_eq!(s.game().moves().len(), 2);
    assert_eq!(s.status().text, "this is an earlier position: Esc returns to the game");
    key(&mut app, now, Char('['));
    key(&mut app, now, Char('['));
    assert_eq!(app.session().unwrap().view(), Some(0), "stops at the start");
    key(&mut app, now, Char(']'));
    key(&mut app, now, Char(']'));
    assert_eq!(app.session().unwrap().view(), None, "past the last move: the game again");
    key(&mut app, now, Char('['));
    key(&mut app, now, Esc);
    let s = app.session().unwrap();
    assert_eq!(s.view(), None);
    assert_eq!(s.shown_position(), &live);
}

#[test]
fn a_small_terminal_shows_a_one_line_history_that_scrolls() {
    use crossterm::event::KeyCode::PageUp;
    let (mut app, now) = app();
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    for mv in ["b1-b2", "b9-b8", "b3-b4", "b7-b6", "f1-f2"] {
        play(&mut app, now, mv);
    }
    let rows = |app: &mut tactigon_tui::app::App| {
        // At 100x30 the larger hexagons win over the side panel: the moves go under the board.
        let t = render(app, 100, 30);
        (0..30).map(|y| row_text(t.backend().buffer(), y)).collect::<Vec<String>>()
    };
    let shown = rows(&mut app);
    assert!(shown.iter().any(|l| l.contains("1. b1-b2 b9-b8  2. b3-b4 b7-b6  3. f1-f2")), "{}", shown.join("\n"));
    key(&mut app, now, PageUp);
    let shown = rows(&mut app);
    assert!(shown.iter().any(|l| l.contains("1. b1-b2 b9-b8")), "{}", shown.join("\n"));
    assert!(!shown.iter().any(|l| l.contains("3. f1-f2")), "scrolled back: {}", shown.join("\n"));
}

#[test]
fn counting_lines_agrees_with_the_written_move_list() {
    use tactigon_rules::{Game, Position, Rules, Side, Tactigon};
    use tactigon_tui::screens::move_list::{line_of, move_lines};
    // Green first, so the list opens with `1. … move`, then pairs.
    let start = Position::start(Board::standard(), Rules::default()).with_turn(Side::Green);
    let mut game = Game::new(start, Default::default());
    for m in ["b9-b8", "b1-b2", "b7-b6", "b2-b1", "f9-f8"] {
        game.play(m.parse().unwrap()).unwrap();
    }
    let lines = move_lines::<Tactigon>(game.positions(), game.moves());
    assert_eq!(lines, ["  1. … b9-b8", "  2. b1-b2 b7-b6", "  3. b2-b1 f9-f8"]);
    for i in 0..game.moves().len() {
        let written = move_lines::<Tactigon>(&game.positions()[..=i], &game.moves()[..=i]).len() - 1;
        assert_eq!(line_of::<Tactigon>(game.positions(), i), written, "move {i}");
    }
}

#[test]
fn the_warning_and_the_draw_count_the_no_capture_limit_in_one_unit() {
    let (mut app, now) = app();
    app.start_game(GameSetup { no_capture_limit: 2, ..setup(HUMAN, HUMAN) }, false).unwrap();
    play(&mut app, now, "b1-b2");
    play(&mut app, now, "b9-b8");
    let t = render(&mut app, 120, 40);
    let buf = t.backend().buffer();
    let text: String = (0..40).map(|y| row_text(buf, y)).collect::<Vec<_>>().join("\n");
    // The warning said "… of 2 turns"; the draw says the same unit, and the game's length too.
    assert!(text.contains("2 turns without a capture"), "{text}");
    assert!(!text.contains("plies"), "{text}");
}
