//! The local game's rough edges found by trying it as a new player would (issue 22), each
//! kept fixed: a large board at 80x24 with a warning showing, typed moves in any case or with
//! a space, a piece with nowhere to go.

use crate::tui_support::*;
use crossterm::event::KeyCode::{Char, Enter};
use tactigon_games::setup::{GameSetup, Player};
use tactigon_rules::Tactigon;
use tactigon_tui::app::App;
use tactigon_tui::games::GameUi;
use tactigon_tui::screens::ScreenKind;
use tactigon_tui::screens::menu::MenuItem;
use tactigon_tui::screens::status::Tone;

const HUMAN: Player = Player::Human;

fn screen_text(app: &mut App, width: u16, height: u16) -> String {
    let t = render(app, width, height);
    (0..height).map(|y| row_text(t.backend().buffer(), y)).collect::<Vec<_>>().join("\n")
}

fn moves(app: &App) -> Vec<String> {
    app.session_of::<Tactigon>().unwrap().game().moves().iter().map(|m| m.to_string()).collect()
}

#[test]
fn a_large_board_stays_drawn_and_playable_at_80x24_when_a_warning_shows() {
    let (mut app, now) = app();
    app.start_game(GameSetup { board: "large".into(), ..setup(HUMAN, HUMAN) }, false).unwrap();
    type_text(&mut app, now, ":e4-g6");
    key(&mut app, now, Enter);
    assert_eq!(moves(&app), ["e4-g6"]);
    let text = screen_text(&mut app, 80, 24);
    assert!(!text.contains("Terminal too small"), "{text}");
    // The board (its row letters beside the rows) and the warning that lengthened the panel.
    assert!(text.contains("i │"), "{text}");
    assert!(text.contains("Red can take the last gold tile next move"), "{text}");
    // And keys still act: `u` takes the move back.
    key(&mut app, now, Char('u'));
    assert!(moves(&app).is_empty());
}

#[test]
fn typed_moves_take_any_case_and_a_space_and_name_a_word_too_many() {
    let (mut app, now) = app();
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    type_text(&mut app, now, ":C3-C5");
    key(&mut app, now, Enter);
    type_text(&mut app, now, ":c8 c6");
    key(&mut app, now, Enter);
    assert_eq!(moves(&app), ["c3-c5", "c8-c6"]);
    type_text(&mut app, now, ":d5-d6 extra");
    key(&mut app, now, Enter);
    let s = app.session_of::<Tactigon>().unwrap();
    assert_eq!(s.status().tone, Tone::Error);
    assert_eq!(s.status().text, "d5-d6 extra: one move is two tiles, such as b1-b2 or b1 b2: 'extra' is too much");
    assert_eq!(moves(&app).len(), 2, "nothing played");
}

/// The issue's own words: a capture typed in capitals (`D5XF5` was refused), and a word too
/// many after a capture (it said "'f5 extra' is not a tile").
#[test]
fn a_capture_typed_in_capitals_is_played_and_a_word_too_many_after_it_is_named() {
    let (mut app, now) = app();
    // Red's circle on d10 next to Green's pentagon on d11 (the analysis tests' position).
    let position = Some("2/9/10/P8Cp/10/9/2 r".into());
    app.start_game(GameSetup { position: position.clone(), ..setup(HUMAN, HUMAN) }, false).unwrap();
    type_text(&mut app, now, ":d10xd11 extra");
    key(&mut app, now, Enter);
    let s = app.session_of::<Tactigon>().unwrap();
    assert_eq!(s.status().text, "d10xd11 extra: one move is two tiles, such as b1-b2 or b1 b2: 'extra' is too much");
    type_text(&mut app, now, ":D10XD11");
    key(&mut app, now, Enter);
    assert_eq!(moves(&app), ["d10xd11"]);
    assert!(app.session_of::<Tactigon>().unwrap().over(), "the pentagon is taken");
}

/// The issue's second 80x24 case: a large board against greedy, after e5-f5 (Red's move and
/// greedy's reply shown, no "Terminal too small").
#[test]
fn a_large_board_against_greedy_stays_playable_at_80x24() {
    let (mut app, now) = app();
    let greedy = Player::Bot(tactigon_games::bots::BotSpec::Greedy);
    app.start_game(GameSetup { board: "large".into(), ..setup(HUMAN, greedy) }, false).unwrap();
    type_text(&mut app, now, ":e5-f5");
    key(&mut app, now, Enter);
    tick(&mut app, later(now, 100));
    assert_eq!(moves(&app).len(), 2, "e5-f5 and greedy's reply: {:?}", moves(&app));
    let text = screen_text(&mut app, 80, 24);
    assert!(!text.contains("Terminal too small"), "{text}");
    assert!(text.contains("i │"), "the board is drawn: {text}");
    key(&mut app, now, Char('u'));
    assert!(moves(&app).is_empty(), "u takes back both moves");
}

#[test]
fn a_piece_with_nowhere_to_go_is_not_picked_up() {
    let (mut app, now) = app();
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    // The cursor starts on Red's pentagon, d3, walled in by its own c2, c3, d2, d4, e2, e3.
    key(&mut app, now, Enter);
    let s = app.session_of::<Tactigon>().unwrap();
    assert!(!Tactigon::picking(s.picked()), "nothing picked");
    assert_eq!((s.status().text.as_str(), s.status().tone), ("the pentagon on d3 has nowhere to go", Tone::Error));
}

#[test]
fn new_game_on_the_menu_is_tactigons_form_even_after_a_taacoca_game() {
    let (mut app, now) = app();
    let taacoca =
        tactigon_games::setup::TaacocaSetup { white: HUMAN, black: HUMAN, size: 5, clock: None, position: None };
    app.start_game(tactigon_games::games::AnySetup::Taacoca(taacoca), false).unwrap();
    assert!(app.session_of::<::taacoca::Taacoca>().is_some());
    key(&mut app, now, Char('q'));
    assert_eq!(app.kind(), ScreenKind::Menu);
    let items = app.menu_items();
    let row = items.iter().position(|&i| i == MenuItem::NewGame).expect("on the main menu");
    key(&mut app, now, crossterm::event::KeyCode::Home);
    for _ in 0..row {
        key(&mut app, now, crossterm::event::KeyCode::Down);
    }
    key(&mut app, now, Enter);
    assert_eq!(app.kind(), ScreenKind::Setup);
    // Enter starts the game the form shows: Tactigon.
    key(&mut app, now, Enter);
    assert!(app.session_of::<Tactigon>().is_some(), "a Tactigon game");
}

#[test]
fn n_in_a_game_under_way_asks_first_and_esc_in_the_form_comes_back_to_the_game() {
    let (mut app, now) = app();
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    type_text(&mut app, now, ":c3-c5");
    key(&mut app, now, Enter);
    key(&mut app, now, Char('n'));
    assert_eq!(app.kind(), ScreenKind::Game, "asked, not gone");
    assert!(app.session_of::<Tactigon>().unwrap().status().text.starts_with("n again"));
    key(&mut app, now, Char('n'));
    assert_eq!(app.kind(), ScreenKind::Setup);
    key(&mut app, now, crossterm::event::KeyCode::Esc);
    assert_eq!(app.kind(), ScreenKind::Game, "back in the game, not on the main menu");
    assert_eq!(moves(&app), ["c3-c5"]);
}

#[test]
fn f_flips_the_board_and_clicks_and_arrows_follow_it() {
    let (mut app, now) = app();
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    key(&mut app, now, Char('f'));
    let t = render(&mut app, 130, 32);
    let buf = t.backend().buffer();
    let (d1, d11, a1, g1) = (tile_cell(buf, "d1"), tile_cell(buf, "d11"), tile_cell(buf, "a1"), tile_cell(buf, "g1"));
    assert!(d1.0 > d11.0 && d1.1 == d11.1, "d1 right of d11: {d1:?} {d11:?}");
    assert!(g1.1 < a1.1, "row g on top: {g1:?} {a1:?}");
    // A click where c3 is drawn picks up the triangle there.
    let c3 = tile_cell(buf, "c3");
    click(&mut app, now, c3.0, c3.1);
    let s = app.session_of::<Tactigon>().unwrap();
    assert!(s.status().text.starts_with("triangle on c3"), "{}", s.status().text);
    key(&mut app, now, crossterm::event::KeyCode::Esc);
    // Left moves the cursor left on the screen: from c3 to c4, drawn left of it now.
    key(&mut app, now, crossterm::event::KeyCode::Left);
    let s = app.session_of::<Tactigon>().unwrap();
    assert_eq!(s.cursor().tile, 2 + 9 + 3, "c4: a holds 2 tiles, b 9, c4 the fourth of c");
    // f again: the board the right way round.
    key(&mut app, now, Char('f'));
    let t = render(&mut app, 130, 32);
    assert!(tile_cell(t.backend().buffer(), "d1").0 < tile_cell(t.backend().buffer(), "d11").0);
}

#[test]
fn the_board_is_turned_for_a_person_playing_the_second_side_when_the_setting_asks() {
    let bot = Player::Bot(tactigon_games::bots::BotSpec::Random);
    for (flip, red, green, want) in
        [(true, bot, HUMAN, true), (true, HUMAN, bot, false), (true, HUMAN, HUMAN, false), (false, bot, HUMAN, false)]
    {
        let (mut app, _) = app();
        app.settings.flip_for_second = flip;
        app.start_game(setup(red, green), false).unwrap();
        assert_eq!(app.session_of::<Tactigon>().unwrap().flipped, want, "{flip} {red:?} {green:?}");
    }
}

#[test]
fn question_mark_in_a_game_opens_its_keys_first_and_the_rules_a_page_or_two_below() {
    use crossterm::event::KeyCode::PageDown;
    let (mut app, now) = app();
    app.start_game(setup(HUMAN, HUMAN), false).unwrap();
    key(&mut app, now, Char('?'));
    let top = screen_text(&mut app, 80, 24);
    let first = top.lines().nth(1).unwrap_or_default();
    assert!(first.contains("KEYS — GAME"), "{top}");
    assert!(!top.contains("THE GAME"), "{top}");
    key(&mut app, now, PageDown);
    key(&mut app, now, PageDown);
    assert!(screen_text(&mut app, 80, 24).contains("THE GAME"));
    // And `?` again closes it, back to the game.
    key(&mut app, now, Char('?'));
    assert_eq!(app.kind(), ScreenKind::Game);
}

#[test]
fn a_watch_delay_is_worded_one_way_in_the_panel_the_status_and_settings() {
    let random = Player::Bot(tactigon_games::bots::BotSpec::Random);
    let (mut app, now) = app();
    app.start_game(setup(random, random), true).unwrap();
    // The default pause, 500 ms, in the panel.
    assert!(screen_text(&mut app, 100, 30).contains("500 ms between moves"));
    // One step slower is 1000 ms, said in seconds as Settings says it.
    key(&mut app, now, Char('-'));
    let text = screen_text(&mut app, 100, 30);
    assert!(text.contains("1 s between moves") && !text.contains("1000 ms"), "{text}");
    assert_eq!(tactigon_tui::screens::form::watch_delay(4000), "4 s between moves");
    assert_eq!(tactigon_tui::screens::form::watch_delay(250), "250 ms between moves");
}
