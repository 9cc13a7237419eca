//! The server's parts on their own: host key, names, limits, input parsing, the tables kept
//! on disk, and the file work confined to a player's folder.

use std::net::IpAddr;
use std::sync::Arc;

#[test]
fn the_host_key_is_made_once_owner_only_and_kept() {
    use std::os::unix::fs::PermissionsExt;
    let data = crate::tui_support::TempDir::new();
    let key = tactigon::serve::host_key::load_or_create(data.0.as_path()).unwrap();
    let path = data.0.as_path().join(tactigon::serve::host_key::FILE);
    assert_eq!(std::fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o600);
    let again = tactigon::serve::host_key::load_or_create(data.0.as_path()).unwrap();
    let fingerprint = tactigon::serve::host_key::fingerprint(&key);
    assert_eq!(fingerprint, tactigon::serve::host_key::fingerprint(&again));
    assert!(fingerprint.starts_with("SHA256:"), "{fingerprint}");
}

#[test]
fn names_are_cleaned_and_unique_while_held() {
    use tactigon::serve::names::{Names, clean};
    assert_eq!(clean("alice"), "alice");
    assert_eq!(clean("../../etc/passwd"), "etcpasswd");
    assert_eq!(clean("-rf"), "rf");
    assert_eq!(clean("é€"), "player");
    assert_eq!(clean("abcdefghijklmnopqrstuvwxyz"), "abcdefghijklmnop");
    let names = Arc::new(Names::default());
    let a = names.claim("alice");
    let b = names.claim("alice");
    assert_eq!((a.text.as_str(), b.text.as_str()), ("alice", "alice-2"));
    drop(a);
    assert_eq!(names.claim("alice").text, "alice");
}

#[test]
fn the_limits_count_per_address_and_in_all() {
    use tactigon::serve::limits::Counter;
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
    use tactigon::serve::input::InputParser;
    let mut p = InputParser::default();
    let keys = |events: Vec<Event>| -> Vec<KeyCode> {
        events
            .into_iter()
            .filter_map(|e| if let Event::Key(KeyEvent { code, .. }) = e { Some(code) } else { None })
            .collect()
    };
    assert_eq!(keys(p.feed(b"q\r\x1b[A\x1b[D")), [KeyCode::Char('q'), KeyCode::Enter, KeyCode::Up, KeyCode::Left]);
    // A lone ESC at the end of a read is the Escape key.
    assert_eq!(keys(p.feed(b"\x1b")), [KeyCode::Esc]);
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

#[test]
fn tables_are_kept_on_disk_and_come_back_after_a_restart() {
    use tactigon::rules::Side;
    use tactigon::serve::lobby::Lobby;
    use tactigon::serve::table::Refusal;
    let data = crate::tui_support::TempDir::new();
    let store = data.0.join("tables");
    let now = std::time::Instant::now();
    let lobby = Lobby::new(Some(store.clone()), now);
    let table = lobby.open_seat("alice", Side::Red, now).unwrap();
    // Nobody can move before the second seat is taken, nor for someone else after.
    assert_eq!(table.play("alice", "b1-b2".parse().unwrap(), now), Err(Refusal::NotYourMove));
    lobby.join(table.id, "bob").unwrap();
    assert_eq!(table.play("bob", "b1-b2".parse().unwrap(), now), Err(Refusal::NotYourMove));
    assert_eq!(table.play("carol", "b1-b2".parse().unwrap(), now), Err(Refusal::NotYourMove));
    table.play("alice", "b1-b2".parse().unwrap(), now).unwrap();
    let waiting = lobby.open_seat("dave", Side::Green, now).unwrap();
    // The server stops without any goodbye (as by kill -9): only the files are left.
    drop((lobby, table, waiting));
    let again = Lobby::new(Some(store), now);
    let tables = again.tables();
    assert_eq!(tables.len(), 2, "{tables:?}");
    assert_eq!(tables[0].seats, [Some("alice".to_string()), Some("bob".to_string())]);
    assert_eq!(tables[1].seats, [None, Some("dave".to_string())]);
    let table = again.table(tables[0].id).unwrap();
    assert_eq!(table.moves(), ["b1-b2".parse().unwrap()]);
    // The game goes on where it was: Green (bob) to move.
    assert_eq!(table.play("alice", "b9-b8".parse().unwrap(), now), Err(Refusal::NotYourMove));
    table.play("bob", "b9-b8".parse().unwrap(), now).unwrap();
    // New tables get numbers not used before.
    assert!(again.open_seat("erin", Side::Red, now).unwrap().id > tables[1].id);
}

#[test]
fn the_save_prompt_on_the_server_writes_only_in_the_players_folder() {
    use tactigon::serve::served_effects::carry_out;
    use tactigon::tui::effect::Effect;
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
    use tactigon::tui::screens::menu::MenuItem;
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
    use tactigon::rules::Side;
    use tactigon::serve::lobby_view::{LobbyAction, LobbyScreen, describe};
    use tactigon::serve::table::Summary;
    let seat = |red: Option<&str>, green: Option<&str>| [red.map(String::from), green.map(String::from)];
    let open = Summary { id: 1, seats: seat(Some("alice"), None), moves: 0, over: false };
    let live = Summary { id: 2, seats: seat(Some("carol"), Some("dave")), moves: 5, over: false };
    assert!(describe(&open, "alice").contains("waiting for an opponent"));
    assert!(describe(&open, "bob").contains("Enter: take the open seat"));
    assert!(describe(&open, "bob").contains("Red alice vs Green (open)"));
    // Five plies played: the sixth is move 3 (Green's).
    assert!(describe(&live, "carol").contains("your game, move 3"));
    assert!(describe(&live, "bob").contains("move 3: Enter to watch"));
    let tables = [open, live];
    let mut lobby = LobbyScreen::default();
    assert_eq!(lobby.key(Enter, &tables, "bob"), LobbyAction::Enter(1));
    assert_eq!(lobby.key(Down, &tables, "bob"), LobbyAction::Stay);
    assert_eq!(lobby.key(Enter, &tables, "bob"), LobbyAction::Enter(2));
    // Down at the last row stays there.
    lobby.key(Down, &tables, "bob");
    assert_eq!(lobby.row, 1);
    assert_eq!(lobby.key(Char('g'), &tables, "bob"), LobbyAction::Open(Side::Green));
    assert_eq!(lobby.key(Char('x'), &tables, "bob"), LobbyAction::Stay, "bob has no open seat");
    assert_eq!(lobby.key(Char('x'), &tables, "alice"), LobbyAction::Close(1));
    assert_eq!(lobby.key(Char('b'), &tables, "bob"), LobbyAction::Alone);
    assert_eq!(lobby.key(Char('q'), &tables, "bob"), LobbyAction::Quit);
}
