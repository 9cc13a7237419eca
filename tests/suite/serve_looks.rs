//! What the server's screens look like (issue 20): the lobby's new lines (a seek with its
//! range, the pool one waits in, the online list with ratings and activities, "your turn in
//! N games") and the abort dialog at a table, text and styles snapshotted; and every key bar
//! of the server's screens whole at 80 columns.

use crate::serve_screens::{Room, drawn, press, seated, sees};
use crate::tui_support::{row_text, styles};
use crossterm::event::KeyCode::{Char, Down, Enter, Esc};
use std::time::Instant;
use tactigon_server::modes::Player;
use tactigon_server::seats::Who;

/// Presses of `t` from "no clock" to one day a move: past the four live presets.
const ONE_DAY: usize = 5;

fn keys(player: &mut Player, codes: &[crossterm::event::KeyCode]) {
    codes.iter().for_each(|&c| press(player, c));
}

/// The lobby Alice sees: her correspondence game with Frank waiting for her move, Bob and
/// Carol (a guest) playing with Erin watching, Dave's seek for ratings ±200, and Alice
/// herself in the three-days pool.
#[test]
fn the_lobby_with_a_seek_a_pool_the_online_list_and_a_correspondence_turn() {
    let room = Room::new();
    let mut alice = room.player("alice", 1);
    let mut frank = room.player("frank", 6);
    keys(&mut alice, &[Char('t'); ONE_DAY]);
    press(&mut alice, Char('r'));
    press(&mut frank, Enter);
    assert!(alice.lobby_changed(Instant::now()), "alice goes to the table Frank took");
    // No move yet: q offers the abort; the dialog's third button goes back to the lobby, the
    // game (Alice to move) kept.
    keys(&mut alice, &[Char('q'), Down, Down, Enter]);
    let (mut bob, mut carol, mut erin) = (room.player("bob", 2), room.player("carol", 3), room.player("erin", 5));
    press(&mut bob, Char('r'));
    // Table #2, the second row, is taken by Carol and watched by Erin.
    keys(&mut carol, &[Down, Enter]);
    keys(&mut erin, &[Down, Enter]);
    assert!(bob.lobby_changed(Instant::now()), "bob goes to the table Carol took");
    let mut dave = room.player("dave", 4);
    for (name, ratings) in [("alice", Some(vec![])), ("dave", Some(vec![])), ("carol", None)] {
        room.lobby.rate(name, ratings);
    }
    // Dave seeks as the first player (v: random, then first), ratings ±200 (e: any, ±100, ±200).
    keys(&mut dave, &[Char('v'), Char('e'), Char('e'), Char('s')]);
    // Alice's terms are still a day a move: two more presses make the pool's three days.
    keys(&mut alice, &[Char('t'), Char('t'), Char('z')]);
    assert!(alice.lobby_changed(Instant::now()));
    let terminal = drawn(&mut alice, 100, 30);
    insta::assert_snapshot!("lobby_issue20_100x30", terminal.backend());
    insta::assert_snapshot!("lobby_issue20_100x30_styles", styles(terminal.backend().buffer()));
}

/// Before both have moved, `q` at a table offers to abort the game (no result) or to go
/// back to the lobby with the seat kept.
#[test]
fn the_abort_dialog_before_the_first_moves() {
    let room = Room::new();
    let (mut alice, _bob) = seated(&room, 1);
    press(&mut alice, Char('q'));
    let terminal = drawn(&mut alice, 80, 30);
    insta::assert_snapshot!("abort_dialog_80x30", terminal.backend());
    insta::assert_snapshot!("abort_dialog_80x30_styles", styles(terminal.backend().buffer()));
}

/// Whether a row of `player`'s screen at 80x30 is `bar` and nothing else (a bar cut at the
/// screen's edge is not).
fn bar_whole(player: &mut Player, bar: &str) -> Result<(), String> {
    let terminal = drawn(player, 80, 30);
    let buf = terminal.backend().buffer();
    let rows: Vec<String> = (0..30).map(|y| row_text(buf, y).trim_end().to_string()).collect();
    match rows.iter().any(|r| r == bar) {
        true => Ok(()),
        false => Err(format!("{bar:?} is not a whole row:\n{}", rows.join("\n"))),
    }
}

/// Every key bar a player meets on the server, at 80 columns: the lobby's keys (wrapped over
/// lines, ending with `q quit`), a seated player's in Tactigon, in Taacoca and in a
/// correspondence game, once the game is over, while typing a move, and a spectator's.
#[test]
fn every_key_bar_of_the_server_fits_80_columns() {
    const SEATED: &str = "arrows move  Enter pick  : type  u take back  [ ] earlier moves  q leave  ? help";
    let room = Room::new();
    let mut lone = room.player("lone", 9);
    let lobby = sees(&mut lone, 80, 30);
    let last = lobby.lines().map(str::trim_end).rfind(|l| !l.is_empty()).unwrap_or_default();
    assert!(last.ends_with("b play alone (bots)  q quit") && last.chars().count() <= 80, "{lobby}");

    let (mut alice, mut bob) = seated(&room, 0);
    let mut carol = room.player("carol", 3);
    press(&mut carol, Enter);
    for player in [&mut alice, &mut bob] {
        bar_whole(player, SEATED).unwrap();
    }
    bar_whole(&mut carol, "watching:  arrows look  [ ] earlier moves  PgUp/PgDn moves  q leave  ? help").unwrap();
    press(&mut alice, Char(':'));
    bar_whole(&mut alice, "type a move  Enter play  Esc cancel").unwrap();
    press(&mut alice, Esc);
    let alice_who = Who { name: "alice".into(), user: "alice".into(), key: None, conn: 1, account: None };
    room.lobby.table(1).unwrap().resign(&alice_who, room.time.now()).unwrap();
    sees(&mut bob, 80, 30);
    press(&mut bob, Esc);
    bar_whole(&mut bob, "[ ] earlier moves  q leave  ? help").unwrap();

    // Taacoca (n: the next game), and Tactigon at a day a move.
    let tables =
        [(("dora", 20), ("emil", 21), vec![Char('n')]), (("fred", 22), ("gina", 23), vec![Char('t'); ONE_DAY])];
    for ((first, a), (second, b), terms) in tables {
        let (mut host, mut guest) = (room.player(first, a), room.player(second, b));
        keys(&mut host, &terms);
        press(&mut host, Char('r'));
        // The open seat is the last row: the finished game left the list, table #1 is gone.
        let rows = room.lobby.tables().len();
        keys(&mut guest, &vec![Down; rows]);
        press(&mut guest, Enter);
        assert!(host.lobby_changed(Instant::now()), "{first} goes to the table {second} took");
        for player in [&mut host, &mut guest] {
            bar_whole(player, SEATED).unwrap();
        }
    }
}
