//! A game's life at a table: each side's clock starts with its own first move, a side that
//! does not make its first move in time has the game aborted, and the reconnect window is
//! scaled by the clock. Expected times are worked out by hand from the rules in the comments.

use std::time::{Duration, Instant};
use tactigon_table::clock::TimeControl;
use tactigon_table::seats::Who;
use tactigon_table::terms::Terms;
use tactigon_table::{Event, Refusal, Table, first_move_wait, reconnect_window};

fn who(name: &str, conn: u64) -> Who {
    Who { name: name.to_string(), user: name.to_string(), key: None, conn, account: None }
}

fn tc(minutes: u64, seconds: u64) -> TimeControl {
    TimeControl { base: Duration::from_secs(minutes * 60), increment: Duration::from_secs(seconds) }
}

/// Alice (Red) and Bob (Green) seated at `start` on a table with `clock`.
fn seated(clock: Option<TimeControl>, start: Instant) -> (Table, Who, Who) {
    let (alice, bob) = (who("alice", 1), who("bob", 2));
    let table = Table::open(1, &alice, 0, Terms { clock, ..Terms::default() }, None, start).unwrap();
    assert_eq!(table.join(&bob, start), Some(1));
    (table, alice, bob)
}

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

#[test]
fn no_clock_runs_before_its_sides_first_move() {
    let start = Instant::now();
    let at = |s| start + secs(s);
    let (table, alice, bob) = seated(Some(tc(1, 5)), start);
    // Seated 20 s ago, nobody has moved: both still have the whole minute.
    assert_eq!(table.notes(&alice, at(20))[..2], ["Red alice 1:00", "Green bob 1:00"]);
    table.play(&alice, "b1-b2", at(20)).unwrap();
    // Red's first move took nothing off and added no increment; Green's clock does not run.
    assert_eq!(table.notes(&alice, at(25))[..2], ["Red alice 1:00", "Green bob 1:00"]);
    table.play(&bob, "b9-b8", at(25)).unwrap();
    // From Green's first move on, Red's clock runs: 10 s later Red has 0:50.
    assert_eq!(table.notes(&alice, at(35))[..2], ["Red alice 0:50", "Green bob 1:00"]);
    table.play(&alice, "b2-b1", at(35)).unwrap();
    // Now the increment: 50 + 5 = 55; Green's runs from 35: at 45 Green has 0:50.
    assert_eq!(table.notes(&alice, at(45))[..2], ["Red alice 0:55", "Green bob 0:50"]);
}

#[test]
fn a_first_move_not_made_in_time_aborts_the_game() {
    let start = Instant::now();
    let at = |s| start + secs(s);
    // 3+2: a tenth of 3:00 is 18 s, under the 30 s least.
    let (table, alice, _bob) = seated(Some(tc(3, 2)), start);
    let notes = table.notes(&alice, at(10));
    assert!(notes.windows(2).any(|w| w == ["alice's first move:", "(else aborted in 0:20)"]), "{notes:?}");
    assert!(!table.check(at(29)));
    assert!(table.check(at(30)));
    let view = table.watch().borrow().clone();
    assert_eq!(view.event, Event::NoFirstMove(0));
    let text = table.record().to_string();
    assert!(text.contains("[Result \"*\"]") && text.contains("[Termination \"aborted\"]"), "{text}");
    assert_eq!(table.play(&alice, "b1-b2", at(31)), Err(Refusal::Over));
}

#[test]
fn the_second_sides_wait_starts_with_the_first_move() {
    let start = Instant::now();
    let at = |s| start + secs(s);
    // 10+5: a tenth of 10:00 is 1:00.
    let (table, alice, bob) = seated(Some(tc(10, 5)), start);
    table.play(&alice, "b1-b2", at(50)).unwrap();
    assert!(!table.check(at(109)));
    // A move after the wait is refused: the game was aborted first.
    assert_eq!(table.play(&bob, "b9-b8", at(110)), Err(Refusal::Over));
    assert_eq!(table.watch().borrow().event, Event::NoFirstMove(1));
}

#[test]
fn once_both_have_moved_there_is_no_first_move_wait() {
    let start = Instant::now();
    let (table, alice, bob) = seated(None, start);
    table.play(&alice, "b1-b2", start).unwrap();
    table.play(&bob, "b9-b8", start).unwrap();
    // Without a clock nothing ends the game by time, however long Red thinks.
    assert!(!table.check(start + secs(3600)));
    assert!(!table.summary().over);
}

#[test]
fn waits_and_windows_scale_with_the_clock() {
    assert_eq!(
        [tc(3, 2), tc(5, 0), tc(10, 5), tc(15, 10), tc(60, 0)].map(|c| first_move_wait(Some(c))),
        [secs(30), secs(30), secs(60), secs(90), secs(120)]
    );
    assert_eq!(first_move_wait(None), secs(120));
    // A quarter of the base, at most 2:00, at most the time left, at least 15 s.
    assert_eq!(reconnect_window(Some(tc(3, 2)), Some(secs(170))), secs(45));
    assert_eq!(reconnect_window(Some(tc(5, 0)), Some(secs(300))), secs(75));
    assert_eq!(reconnect_window(Some(tc(15, 10)), Some(secs(900))), secs(120));
    assert_eq!(reconnect_window(Some(tc(3, 2)), Some(secs(20))), secs(20));
    assert_eq!(reconnect_window(Some(tc(3, 2)), Some(secs(4))), secs(15));
    assert_eq!(reconnect_window(None, None), secs(120));
}

#[test]
fn the_win_is_claimed_after_the_absent_players_own_window() {
    let start = Instant::now();
    let at = |s| start + secs(s);
    let (table, alice, bob) = seated(Some(tc(3, 2)), start);
    table.play(&alice, "b1-b2", at(0)).unwrap();
    table.play(&bob, "b9-b8", at(0)).unwrap();
    // Red (to move) drops at 10 s with 2:50 on her clock: her window is 3:00 / 4 = 0:45.
    table.dropped(alice.conn, at(10));
    let notes = table.notes(&bob, at(20));
    assert!(notes.contains(&"(reconnect window 0:35)".to_string()), "{notes:?}");
    assert_eq!(table.claimable(&bob, at(54)), None);
    assert_eq!(table.claimable(&bob, at(55)), Some("alice".to_string()));
    table.claim(&bob, at(55)).unwrap();
    let text = table.record().to_string();
    assert!(text.contains("[Termination \"abandoned\"]"), "{text}");
}
