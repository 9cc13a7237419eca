//! The server's parts on their own: host key, names, limits, input parsing, the tables kept
//! on disk, and the file work confined to a player's folder.

use std::net::IpAddr;
use std::sync::Arc;

#[test]
fn the_host_key_is_made_once_owner_only_and_kept() {
    use std::os::unix::fs::PermissionsExt;
    let data = crate::tui_support::TempDir::new();
    let key = tactigon_server::host_key::load_or_create(data.0.as_path()).unwrap();
    let path = data.0.as_path().join(tactigon_server::host_key::FILE);
    assert_eq!(std::fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o600);
    let again = tactigon_server::host_key::load_or_create(data.0.as_path()).unwrap();
    let fingerprint = tactigon_server::host_key::fingerprint(&key);
    assert_eq!(fingerprint, tactigon_server::host_key::fingerprint(&again));
    assert!(fingerprint.starts_with("SHA256:"), "{fingerprint}");
}

#[test]
fn names_are_cleaned_and_unique_while_held() {
    use tactigon_server::names::{Names, clean};
    assert_eq!(clean("alice"), "alice");
    assert_eq!(clean("../../etc/passwd"), "etcpasswd");
    assert_eq!(clean("-rf"), "rf");
    assert_eq!(clean("é€"), "player");
    // Issue 24: long names were cut to 16 and two that shared a start collided; now the cut
    // name ends in five hex digits of the whole one's FNV-1a hash (worked out apart).
    assert_eq!(clean("abcdefghijklmnopqrstuvwxyz"), "abcdefghij-c0c82");
    assert_eq!(clean("abcdefghijklmnopqrstuvwxyZ"), "abcdefghij-bda22");
    assert_eq!(clean("abcdefghijklmnop"), "abcdefghijklmnop", "16 are kept whole");
    let names = Arc::new(Names::default());
    let a = names.claim("alice");
    let b = names.claim("alice");
    assert_eq!((a.text.as_str(), b.text.as_str()), ("alice", "alice-2"));
    drop(a);
    assert_eq!(names.claim("alice").text, "alice");
}

#[test]
fn the_limits_count_per_address_and_in_all() {
    use tactigon_server::limits::Counter;
    let counter = Counter::new(3, 2);
    let a: IpAddr = "10.0.0.1".parse().unwrap();
    let b: IpAddr = "10.0.0.2".parse().unwrap();
    let a1 = counter.enter(a).unwrap();
    let _a2 = counter.enter(a).unwrap();
    assert!(counter.enter(a).is_none(), "a third from one address");
    let _b1 = counter.enter(b).unwrap();
    assert!(counter.enter(b).is_none(), "a fourth in all");
    drop(a1);
    assert_eq!(counter.open(), 2);
    assert!(counter.enter(b).is_some());
}

#[test]
fn input_bytes_become_crossterm_events() {
    use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEventKind};
    use tactigon_server::input::InputParser;
    let mut p = InputParser::default();
    let keys = |events: Vec<Event>| -> Vec<KeyCode> {
        events
            .into_iter()
            .filter_map(|e| if let Event::Key(KeyEvent { code, .. }) = e { Some(code) } else { None })
            .collect()
    };
    assert_eq!(keys(p.feed(b"q\r\x1b[A\x1b[D")), [KeyCode::Char('q'), KeyCode::Enter, KeyCode::Up, KeyCode::Left]);
    // A lone ESC at the end of a read waits for the rest of a sequence (issue 24: the
    // timeout that makes it the Escape key is tested in serve_input); the next read ends it.
    assert!(p.feed(b"\x1b").is_empty());
    assert_eq!(keys(p.feed(b"\x1bq")), [KeyCode::Esc, KeyCode::Char('q')]);
    // A sequence cut between two reads is finished by the second.
    assert!(p.feed(b"\x1b[").is_empty());
    assert_eq!(keys(p.feed(b"B")), [KeyCode::Down]);
    // UTF-8 split between reads.
    assert!(p.feed(&[0xc3]).is_empty());
    assert_eq!(keys(p.feed(&[0xa9])), [KeyCode::Char('é')]);
    // Ctrl-C.
    match p.feed(b"\x03").as_slice() {
        [Event::Key(k)] => assert_eq!((k.code, k.modifiers), (KeyCode::Char('c'), KeyModifiers::CONTROL)),
        other => panic!("{other:?}"),
    }
    // An SGR mouse press at column 10, row 5 (1-based on the wire, 0-based in crossterm).
    match p.feed(b"\x1b[<0;10;5M").as_slice() {
        [Event::Mouse(m)] => {
            assert_eq!((m.kind, m.column, m.row), (MouseEventKind::Down(MouseButton::Left), 9, 4));
        }
        other => panic!("{other:?}"),
    }
    // Garbage is dropped and parsing goes on after it; an endless sequence does not grow.
    let _ = p.feed(&[0xff, 0x1b, b'[', b'9', b'9', b'9', b'9']);
    let _ = p.feed(&b"9".repeat(10_000));
    assert_eq!(keys(p.feed(b"\x1bx")), [KeyCode::Char('x')]);
}

fn who(name: &str, conn: u64) -> tactigon_server::seats::Who {
    tactigon_server::seats::Who { name: name.to_string(), user: name.to_string(), key: None, conn, account: None }
}

#[test]
fn tables_are_kept_on_disk_and_come_back_after_a_restart() {
    use tactigon_server::clock::{PRESETS, ServerTime};
    use tactigon_server::lobby::Lobby;
    use tactigon_server::table::Refusal;
    use tactigon_server::terms::Terms;
    let data = crate::tui_support::TempDir::new();
    let store: std::sync::Arc<dyn tactigon_store::Store> =
        std::sync::Arc::new(tactigon_store::SqliteStore::open(&data.0.join("tactigon.db")).unwrap());
    let time = ServerTime::frozen();
    let now = time.now();
    let lobby = Lobby::new(Some(std::sync::Arc::clone(&store)), now);
    let (alice, bob, carol) = (who("alice", 1), who("bob", 2), who("carol", 3));
    let terms = Terms { gold_bonus: true, clock: Some(PRESETS[1]), ..Terms::default() };
    let table = lobby.open_seat(&alice, 0, terms, now).unwrap();
    // Nobody can move before the second seat is taken, nor for someone else after.
    assert_eq!(table.play(&alice, "b1-b2", now), Err(Refusal::NotYourMove));
    lobby.join(table.id, &bob, now).unwrap();
    assert_eq!(table.play(&bob, "b1-b2", now), Err(Refusal::NotYourMove));
    assert_eq!(table.play(&carol, "b1-b2", now), Err(Refusal::NotYourMove));
    // Someone else under alice's name, on another connection, does not hold her seat.
    assert_eq!(table.play(&who("alice", 9), "b1-b2", now), Err(Refusal::NotYourMove));
    assert!(matches!(table.play(&alice, "b1-b9", now), Err(Refusal::Illegal(_))));
    time.advance(std::time::Duration::from_secs(20));
    table.play(&alice, "b1-b2", time.now()).unwrap();
    let code = table.code_of(&bob).unwrap();
    let waiting = lobby.open_seat(&who("dave", 4), 1, Terms::default(), now).unwrap();
    // The server stops without any goodbye: only what the store kept is left.
    drop((lobby, table, waiting));
    let again = Lobby::new(Some(store), time.now());
    let tables = again.tables();
    assert_eq!(tables.len(), 2, "{tables:?}");
    assert_eq!(tables[0].seats, [Some("alice".to_string()), Some("bob".to_string())]);
    assert_eq!(tables[0].terms, "Tactigon, standard board, gold bonus, 5+3");
    assert_eq!(tables[1].seats, [None, Some("dave".to_string())]);
    let table = again.table(tables[0].id).unwrap();
    assert_eq!(table.moves(), 1);
    // Nobody holds a seat after the restart: bob takes his back with his code, on a new
    // connection, and the game goes on where it was (Green, bob, to move) with Red's time
    // as it was after the move: 5:00, as no clock runs before both first moves (issue 20).
    let bob = who("bob", 12);
    assert_eq!(table.play(&bob, "b9-b8", time.now()), Err(Refusal::NotYourMove));
    table.reclaim(&bob, Some(&code), time.now()).unwrap();
    let notes = table.notes(&bob, time.now());
    assert_eq!(notes[..2], ["Red alice 5:00", "Green bob 5:00"], "{notes:?}");
    table.play(&bob, "b9-b8", time.now()).unwrap();
    // New tables get numbers not used before.
    assert!(again.open_seat(&who("erin", 5), 0, Terms::default(), now).unwrap().id > tables[1].id);
}

#[test]
fn clocks_run_for_the_side_to_move_add_the_increment_and_fall() {
    use std::time::{Duration, Instant};
    use tactigon_server::clock::{Clocks, TimeControl, next_preset, show};
    let control = TimeControl { base: Duration::from_secs(60), increment: Duration::from_secs(5) };
    assert_eq!(control.to_string(), "1+5");
    assert_eq!(TimeControl::from_tag(&control.tag()), Some(control));
    assert_eq!(TimeControl::from_tag("60+x"), None);
    let t0 = Instant::now();
    let at = |s: u64| t0 + Duration::from_secs(s);
    let mut clocks = Clocks::new(control);
    assert_eq!(clocks.fallen(at(1000)), None, "stopped clocks never fall");
    clocks.start(0, t0);
    clocks.moved(0, at(20));
    // First: 60 - 20 + 5 = 45; second's clock runs from 20.
    assert_eq!(clocks.at(at(30)), [Duration::from_secs(45), Duration::from_secs(50)]);
    assert_eq!(clocks.fallen(at(79)), None);
    assert_eq!(clocks.fallen(at(80)), Some(1));
    assert_eq!(clocks.tag(), "45.0 60.0");
    assert_eq!(Clocks::left_from_tag("45.0 60.0"), Some([Duration::from_secs(45), Duration::from_secs(60)]));
    assert_eq!(Clocks::left_from_tag("45.0"), None);
    assert_eq!(Clocks::left_from_tag("45 60 1"), None);
    assert_eq!(Clocks::left_from_tag("-1 60"), None);
    assert_eq!(show(Duration::from_secs(125)), "2:05");
    assert_eq!(show(Duration::from_millis(9_450)), "0:09.4");
    // The lobby's cycle: no clock, every live preset, the days per move of correspondence
    // games, no clock again.
    let mut seen = vec![];
    let mut c = next_preset(None);
    while let Some(tc) = c {
        seen.push(tc.to_string());
        c = next_preset(c);
    }
    assert_eq!(seen, ["3+2", "5+3", "10+5", "15+10", "1 day", "2 days", "3 days", "5 days", "7 days", "14 days"]);
}

#[test]
fn a_seat_is_given_back_to_its_connection_its_key_or_its_code() {
    use tactigon_server::seats::{Reclaim, Sitter, Who};
    let now = std::time::Instant::now();
    let alice = who("alice", 1);
    let mut seat = Sitter::new(&alice);
    assert_eq!(seat.code.len(), 6);
    assert_ne!(seat.code, Sitter::new(&alice).code, "codes are drawn at random");
    assert_eq!(seat.reclaim(&alice, None), Ok(()), "the holding connection needs no code");
    seat.dropped(1, now);
    assert_eq!(seat.away_since, Some(now));
    let back = who("alice", 7);
    assert_eq!(seat.reclaim(&who("mallory", 7), None), Err(Reclaim::NotSeated));
    assert_eq!(seat.reclaim(&back, None), Err(Reclaim::NeedCode));
    assert_eq!(seat.reclaim(&back, Some("AAAAAA")), Err(Reclaim::WrongCode));
    let code = seat.code.to_lowercase();
    assert_eq!(seat.reclaim(&back, Some(&code)), Ok(()), "codes are read in any case");
    assert_eq!((seat.holder, seat.away_since), (Some(7), None));
    // Taken with a key: only that key takes it back, code or not.
    let keyed = Who { key: Some("SHA256:abc".into()), ..who("bob", 2) };
    let mut seat = Sitter::new(&keyed);
    seat.dropped(2, now);
    let code = seat.code.clone();
    assert_eq!(seat.reclaim(&who("bob", 3), Some(&code)), Err(Reclaim::OtherKey));
    assert_eq!(seat.reclaim(&Who { conn: 4, ..keyed }, None), Ok(()));
}

#[test]
fn the_connection_rate_is_counted_per_address_over_a_minute() {
    use std::net::{IpAddr, Ipv4Addr};
    use std::time::{Duration, Instant};
    use tactigon_server::limits::Rate;
    let rate = Rate::new(2);
    let (a, b) = (IpAddr::V4(Ipv4Addr::new(10, 0, 0, 1)), IpAddr::V4(Ipv4Addr::new(10, 0, 0, 2)));
    let t0 = Instant::now();
    assert!(rate.allow(a, t0));
    assert!(rate.allow(a, t0 + Duration::from_secs(10)));
    assert!(!rate.allow(a, t0 + Duration::from_secs(20)));
    assert!(rate.allow(b, t0 + Duration::from_secs(20)), "another address has its own count");
    // A minute after the first, one more is let in.
    assert!(rate.allow(a, t0 + Duration::from_secs(60)));
    assert!(!rate.allow(a, t0 + Duration::from_secs(61)));
}

#[test]
fn the_terms_of_a_seat_cycle_and_read_as_the_lobby_shows_them() {
    use tactigon_server::terms::{Term, Terms};
    let mut terms = Terms::default();
    assert_eq!(terms.describe(), "Tactigon, standard board, no clock");
    terms.cycle(Term::Board);
    terms.cycle(Term::Rules);
    terms.cycle(Term::Rules);
    terms.cycle(Term::Clock);
    terms.cycle(Term::Clock);
    assert_eq!(terms.describe(), "Tactigon, large board, gold bonus, 5+3");
    terms.cycle(Term::Rules);
    assert_eq!(terms.describe(), "Tactigon, large board, square jump, gold bonus, 5+3");
    terms.cycle(Term::Game);
    assert_eq!(terms.describe(), "Taacoca, side 5, 5+3");
    assert_eq!(terms.sides(), ["White", "Black"]);
    terms.cycle(Term::Board);
    assert_eq!(terms.describe(), "Taacoca, side 6, 5+3");
}

#[test]
fn the_save_prompt_on_the_server_writes_only_in_the_players_folder() {
    use tactigon_server::served_effects::carry_out;
    use tactigon_tui::effect::Effect;
    let (mut app, _now, dir) = crate::tui_support::app_with_data();
    let saves = app.saves_dir().unwrap();
    let save = |path: std::path::PathBuf| Effect::SaveGame { path, text: "x".into(), replace: true };
    let outside = [dir.0.join("beside.tgn"), saves.join("../up.tgn"), saves.join("sub/deeper.tgn")];
    carry_out(&mut app, outside.iter().cloned().map(save).collect());
    for path in &outside {
        assert!(!path.exists(), "{}", path.display());
    }
    let inside = saves.join("mine.tgn");
    carry_out(&mut app, vec![save(inside.clone())]);
    assert_eq!(std::fs::read_to_string(&inside).unwrap(), "x");
}

#[test]
fn play_online_on_the_menu_explains_ssh_and_is_not_offered_on_the_server() {
    use crate::tui_support::{app, key};
    use crossterm::event::KeyCode::{Down, Enter};
    use tactigon_tui::screens::menu::MenuItem;
    let (mut app, now) = app();
    let row = app.menu_items().iter().position(|&i| i == MenuItem::Online).expect("on the local menu");
    for _ in 0..row {
        key(&mut app, now, Down);
    }
    key(&mut app, now, Enter);
    let notice = app.notice.clone().expect("choosing it explains");
    assert!(notice.contains("ssh -p 2222") && notice.contains("tactigon serve"), "{notice}");
    app.served = true;
    assert!(!app.menu_items().contains(&MenuItem::Online));
}

#[test]
fn the_lobby_reads_each_table_for_its_viewer_and_its_keys_act() {
    use crossterm::event::KeyCode::{Char, Down, Enter};
    use tactigon_server::lobby_view::{LobbyAction, LobbyScreen, describe};
    use tactigon_server::table::Summary;
    let seat = |red: Option<&str>, green: Option<&str>| [red.map(String::from), green.map(String::from)];
    let summary = |id, seats, moves| Summary {
        id,
        seats,
        sides: ["Red", "Green"],
        terms: "Tactigon, standard board, gold bonus, 5+0".to_string(),
        moves,
        over: false,
        kept_for: None,
        keys: [None, None],
    };
    let open = summary(1, seat(Some("alice"), None), 0);
    let live = summary(2, seat(Some("carol"), Some("dave")), 5);
    assert!(describe(&open, &who("alice", 9)).contains("waiting for an opponent"));
    assert!(describe(&open, &who("bob", 9)).contains("Enter: take the open seat, you play Green"));
    assert!(
        describe(&open, &who("bob", 9))
            .contains("Red alice vs Green (open), Tactigon, standard board, gold bonus, 5+0")
    );
    // Five plies played: the sixth is move 3 (Green's).
    assert!(describe(&live, &who("carol", 9)).contains("your game, move 3"));
    assert!(describe(&live, &who("bob", 9)).contains("move 3: Enter to watch"));
    let tables = [open, live].map(std::sync::Arc::new);
    let mut lobby = LobbyScreen::default();
    assert_eq!(lobby.key(Enter, &tables, &who("bob", 9)), LobbyAction::Enter(1));
    assert_eq!(lobby.key(Down, &tables, &who("bob", 9)), LobbyAction::Stay);
    assert_eq!(lobby.key(Enter, &tables, &who("bob", 9)), LobbyAction::Enter(2));
    // Down at the last row stays there.
    lobby.key(Down, &tables, &who("bob", 9));
    assert_eq!(lobby.row, 1);
    assert_eq!(lobby.key(Char('g'), &tables, &who("bob", 9)), LobbyAction::Open(1));
    assert_eq!(lobby.key(Char('x'), &tables, &who("bob", 9)), LobbyAction::Stay, "bob has no open seat");
    assert_eq!(lobby.key(Char('x'), &tables, &who("alice", 9)), LobbyAction::Close(1));
    assert_eq!(lobby.key(Char('b'), &tables, &who("bob", 9)), LobbyAction::Alone);
    assert_eq!(lobby.key(Char('q'), &tables, &who("bob", 9)), LobbyAction::Quit);
    // The reconnect code prompt takes letters and digits, Backspace, and Enter.
    lobby.code = Some((2, String::new()));
    for key in [Char('a'), Char('-'), Char('b'), crossterm::event::KeyCode::Backspace, Char('7')] {
        assert_eq!(lobby.key(key, &tables, &who("carol", 9)), LobbyAction::Stay);
    }
    assert_eq!(lobby.key(Enter, &tables, &who("carol", 9)), LobbyAction::Reclaim(2, "a7".to_string()));
    assert_eq!(lobby.code, None);
}

/// A seated player resigns for the whole table: the other side wins, a spectator cannot, and
/// the table's file reads back as a resigned game.
#[test]
fn a_seated_player_resigns_for_the_table_and_the_record_says_so() {
    use tactigon_server::clock::ServerTime;
    use tactigon_server::lobby::Lobby;
    use tactigon_server::table::Refusal;
    use tactigon_server::terms::Terms;
    let data = crate::tui_support::TempDir::new();
    let store: std::sync::Arc<dyn tactigon_store::Store> =
        std::sync::Arc::new(tactigon_store::SqliteStore::open(&data.0.join("tactigon.db")).unwrap());
    let time = ServerTime::frozen();
    let now = time.now();
    let lobby = Lobby::new(Some(std::sync::Arc::clone(&store)), now);
    let (alice, bob, carol) = (who("alice", 1), who("bob", 2), who("carol", 3));
    let table = lobby.open_seat(&alice, 0, Terms::default(), now).unwrap();
    lobby.join(table.id, &bob, now).unwrap();
    table.play(&alice, "b1-b2", now).unwrap();
    assert_eq!(table.resign(&carol, now), Err(Refusal::NotYourMove));
    table.resign(&alice, now).unwrap();
    assert_eq!(table.resign(&bob, now), Err(Refusal::Over));
    let text = table.record().to_string();
    assert!(text.contains("[Result \"0-1\"]") && text.contains("[Termination \"resignation\"]"), "{text}");
    let back = tactigon_core::record::parse_records_of::<tactigon_rules::Tactigon>(&text).unwrap();
    assert_eq!(back[0].game.forfeited(), Some((tactigon_rules::Side::Red, tactigon_core::Forfeit::Resignation)));
}
