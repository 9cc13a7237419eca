//! Correspondence tables on their own: days per move set whole after every move, a clock that
//! runs with nobody connected, no claim for an absence, and a game kept with its wall-clock
//! deadline that runs on (or has fallen) when brought back.

use std::sync::Arc;
use std::time::{Duration, Instant};
use tactigon_store::{SqliteStore, Store};
use tactigon_table::clock::TimeControl;
use tactigon_table::correspondence;
use tactigon_table::seats::Who;
use tactigon_table::terms::Terms;
use tactigon_table::{Refusal, Table, Writer};

const DAY: u64 = 86_400;

fn who(name: &str, conn: u64) -> Who {
    Who { name: name.to_string(), user: name.to_string(), key: None, conn, account: None }
}

/// Alice (Red) and Bob (Green) at a table of `days` a move.
fn seated(days: u8, now: Instant) -> (Table, Who, Who) {
    let (alice, bob) = (who("alice", 1), who("bob", 2));
    let terms = Terms { clock: Some(TimeControl::per_move(days)), ..Terms::default() };
    let table = Table::open(1, &alice, 0, terms, None, now).unwrap();
    assert_eq!(table.join(&bob, now), Some(1));
    (table, alice, bob)
}

/// The `Deadline` tag of `text`.
fn deadline(text: &str) -> i64 {
    let tag = text.lines().find_map(|l| l.strip_prefix("[Deadline \"")).expect("a Deadline tag");
    tag.trim_end_matches("\"]").parse().unwrap()
}

#[test]
fn each_move_has_the_days_again_and_away_is_no_claim() {
    let t0 = Instant::now();
    let at = |secs: u64| t0 + Duration::from_secs(secs);
    let (table, alice, bob) = seated(2, t0);
    assert!(table.correspondence());
    // Red thinks a day and an hour, then moves: Green's two days run, Red's are whole again.
    table.play(&alice, "b1-b2", at(DAY + 3600)).unwrap();
    let notes = table.notes(&bob, at(DAY + 3600 + 7200));
    assert_eq!(notes[..2], ["Red alice 2 days 0 h", "Green bob 1 day 22 h"]);
    // Alice leaves: Bob may not claim (the clock decides), and he moves while she is away.
    table.dropped(1, at(DAY + 4000));
    assert_eq!(table.claim(&bob, at(DAY * 2)), Err(Refusal::NoClaim));
    table.play(&bob, "b9-b8", at(DAY * 2)).unwrap();
    let mine = table.ongoing_for(&alice, at(DAY * 2)).unwrap();
    assert!(mine.my_turn && mine.opponent == "bob" && mine.left == Duration::from_secs(2 * DAY), "{mine:?}");
    assert!(!table.ongoing_for(&bob, at(DAY * 2)).unwrap().my_turn);
    // Nobody is connected to Red's seat; two days later the server's look ends the game.
    assert!(!table.check(at(DAY * 4 - 1)));
    assert!(table.check(at(DAY * 4)));
    let record = table.record();
    assert_eq!(tactigon_table::game::ending(&record), ("0-1", "time forfeit"));
    assert_eq!(table.ongoing_for(&alice, at(DAY * 4)), None);
}

#[test]
fn a_kept_game_runs_on_from_its_wall_clock_deadline() {
    let t0 = Instant::now();
    let dir = std::env::temp_dir().join(format!("tactigon-corr-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let store: Arc<dyn Store> = Arc::new(SqliteStore::open(&dir.join("t.db")).unwrap());
    let writer = Arc::new(Writer::new(Arc::clone(&store)));
    let (alice, bob) = (who("alice", 1), who("bob", 2));
    let terms = Terms { clock: Some(TimeControl::per_move(3)), ..Terms::default() };
    let table = Table::open(1, &alice, 0, terms, Some(Arc::clone(&writer)), t0).unwrap();
    table.join(&bob, t0).unwrap();
    table.play(&alice, "b1-b2", t0 + Duration::from_secs(60)).unwrap();
    // The writer's thread writes everything queued before it is gone.
    drop((table, writer));
    let kept = store.tables().unwrap().swap_remove(0).1;
    let _ = std::fs::remove_dir_all(&dir);
    // Kept: Green's three days from Red's move, as a Unix time.
    assert!(kept.contains("[TimeControl \"1/259200\"]"), "{kept}");
    let moved = correspondence::unix(t0 + Duration::from_secs(60));
    assert_eq!(deadline(&kept), moved + 3 * DAY as i64);
    let record = tactigon_games::saves::parse_any(&kept).unwrap().swap_remove(0);
    // Brought back a day after the move: two days left on Green's clock, running with
    // nobody there.
    let back = t0 + Duration::from_secs(60 + DAY);
    let again = Table::restore(1, &record, None, back).unwrap();
    assert_eq!(again.terms().describe(), "Tactigon, standard board, 3 days");
    assert_eq!(again.notes(&who("carol", 3), back)[1..3], ["Red alice 3 days 0 h", "Green bob 2 days 0 h"]);
    assert!(!again.check(back + Duration::from_secs(2 * DAY - 1)));
    assert!(again.check(back + Duration::from_secs(2 * DAY)));
    // Brought back after the deadline: the first look ends it.
    let late = Table::restore(1, &record, None, t0 + Duration::from_secs(4 * DAY)).unwrap();
    assert!(late.check(t0 + Duration::from_secs(4 * DAY)));
}
