//! Thousands of random keys and clicks on every screen: the app never panics, and a game on
//! screen only ever holds legal moves.

use crate::tui_support;

use ::taacoca::Taacoca;
use crossterm::event::{Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseEvent, MouseEventKind};
use proptest::prelude::*;
use tactigon_games::bots::BotSpec;
use tactigon_games::setup::Player;
use tactigon_tui::app::App;
use tactigon_tui::screens::ScreenKind;
use tui_support::*;

/// One thing the player can do, or time passing.
#[derive(Clone, Debug)]
enum Input {
    Key(KeyCode),
    Click(u16, u16),
    Wheel(bool),
    Tick(u64),
    Resize(u16, u16),
}

fn key_code() -> impl Strategy<Value = KeyCode> {
    prop_oneof![
        Just(KeyCode::Up),
        Just(KeyCode::Down),
        Just(KeyCode::Left),
        Just(KeyCode::Right),
        Just(KeyCode::Enter),
        Just(KeyCode::Esc),
        Just(KeyCode::Tab),
        Just(KeyCode::Backspace),
        Just(KeyCode::PageUp),
        Just(KeyCode::PageDown),
        Just(KeyCode::Home),
        Just(KeyCode::End),
        prop::sample::select(" hjklunrtq?:.+-pymsvG[]x12345bcdefg".chars().collect::<Vec<_>>()).prop_map(KeyCode::Char),
    ]
}

fn input() -> impl Strategy<Value = Input> {
    prop_oneof![
        6 => key_code().prop_map(Input::Key),
        2 => (0u16..140, 0u16..40).prop_map(|(x, y)| Input::Click(x, y)),
        1 => any::<bool>().prop_map(Input::Wheel),
        2 => (0u64..1500).prop_map(Input::Tick),
        1 => (20u16..140, 8u16..40).prop_map(|(w, h)| Input::Resize(w, h)),
    ]
}

fn check(app: &App) {
    if app.kind() == ScreenKind::Game {
        assert!(app.game_screen().is_some(), "the game screen always has a game");
    }
    if let Some(s) = app.session_of::<Taacoca>() {
        let pos = s.position();
        let cells = 3 * usize::from(pos.size()) * usize::from(pos.size() - 1) + 1;
        assert!((s.cursor().tile as usize) < cells);
        assert_eq!(s.game().positions().len(), s.game().moves().len() + 1);
        for (pos, m) in s.game().positions().iter().zip(s.game().moves()) {
            assert!(pos.check(m).is_ok(), "{m} is illegal in {pos}");
        }
    }
    if app.kind() == ScreenKind::Replay {
        let tactigon = app.replay().map(|r| (r.ply, r.len()));
        let at = tactigon.or_else(|| app.replay_of::<Taacoca>().map(|r| (r.ply, r.len())));
        let (ply, len) = at.expect("the replay screen always has a game");
        assert!(ply <= len);
    }
    if app.kind() == ScreenKind::Load && !app.load().unwrap().entries.is_empty() {
        assert!(app.load().unwrap().row < app.load().unwrap().entries.len());
    }
    if let Some(s) = app.session() {
        let board = s.position().board();
        assert!((s.cursor().tile as usize) < board.len());
        if let Some(i) = *s.picked() {
            let piece = s.position().piece_at_index(i);
            assert_eq!(
                piece.map(|p| p.side),
                Some(s.position().turn()),
                "a picked-up piece belongs to the side to move"
            );
        }
        assert_eq!(s.game().positions().len(), s.game().moves().len() + 1);
        for (i, (pos, m)) in s.game().positions().iter().zip(s.game().moves()).enumerate() {
            assert!(pos.is_legal(*m), "move {i} {m} is illegal in {pos}");
            let mut next = *pos;
            next.play(*m).unwrap();
            assert_eq!(&next, &s.game().positions()[i + 1]);
        }
    }
}

/// Plays the inputs with saved games kept in a fresh temporary folder (saves, autosave and the
/// load list get fuzzed too, and nothing reaches the real data folder).
fn drive(mut app: App, inputs: Vec<Input>) {
    let data = TempDir::new();
    app.set_data_dir(Some(data.0.clone()));
    if let Some(s) = app.session_mut().filter(|s| !s.watching()) {
        s.set_autosave(true);
    }
    let mut now = std::time::Instant::now();
    let (mut w, mut h) = (100, 30);
    render(&mut app, w, h);
    for inp in inputs {
        match inp {
            Input::Key(code) => send(&mut app, &Event::Key(KeyEvent::new(code, KeyModifiers::NONE)), now),
            Input::Click(x, y) => click(&mut app, now, x.min(w - 1), y.min(h - 1)),
            Input::Wheel(up) => {
                let kind = if up { MouseEventKind::ScrollUp } else { MouseEventKind::ScrollDown };
                let m = MouseEvent { kind, column: 0, row: 0, modifiers: KeyModifiers::NONE };
                send(&mut app, &Event::Mouse(m), now);
            }
            Input::Tick(ms) => {
                now = later(now, ms);
                tick(&mut app, now);
            }
            Input::Resize(nw, nh) => {
                (w, h) = (nw, nh);
                send(&mut app, &Event::Resize(w, h), now);
            }
        }
        if app.quit {
            return;
        }
        render(&mut app, w, h);
        check(&app);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn from_the_menu(inputs in prop::collection::vec(input(), 1..250)) {
        let (app, _) = app();
        drive(app, inputs);
    }

    #[test]
    fn in_a_game_against_a_bot(inputs in prop::collection::vec(input(), 1..250), large in any::<bool>()) {
        let (mut app, _) = app();
        let mut st = setup(Player::Human, Player::Bot(BotSpec::Random));
        if large { st.board = "large".into(); }
        app.start_game(st, false).unwrap();
        drive(app, inputs);
    }

    #[test]
    fn in_a_hot_seat_game(inputs in prop::collection::vec(input(), 1..250)) {
        let (mut app, _) = app();
        app.start_game(setup(Player::Human, Player::Human), false).unwrap();
        drive(app, inputs);
    }

    #[test]
    fn watching_bots(inputs in prop::collection::vec(input(), 1..250)) {
        let (mut app, _) = app();
        app.start_game(setup(Player::Bot(BotSpec::Random), Player::Bot(BotSpec::Greedy)), true).unwrap();
        drive(app, inputs);
    }

    #[test]
    fn with_ascii_and_high_contrast(inputs in prop::collection::vec(input(), 1..250)) {
        let (mut app, _) = app();
        app.settings.ascii = true;
        app.settings.theme = tactigon_tui::settings::ThemeName::HighContrast;
        app.start_game(setup(Player::Human, Player::Bot(BotSpec::Random)), false).unwrap();
        drive(app, inputs);
    }
}

/// Key release and repeat events are ignored: only presses act.
#[test]
fn only_key_presses_count() {
    let (mut app, now) = app();
    let mut release = KeyEvent::new(KeyCode::Char('q'), KeyModifiers::NONE);
    release.kind = KeyEventKind::Release;
    send(&mut app, &Event::Key(release), now);
    assert!(!app.quit);
    key(&mut app, now, KeyCode::Char('q'));
    assert!(app.quit);
}
