//! The table service on its own: commands checked against the seat that sends them, a view
//! published after every change, a result that no take-back undoes, a table file written
//! by the old server read back, and the store's writer keeping the newest text.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tactigon_core::{Forfeit, History};
use tactigon_rules::{Side, Tactigon};
use tactigon_store::{SqliteStore, Store};
use tactigon_table::seats::Who;
use tactigon_table::terms::Terms;
use tactigon_table::{Command, Event, Refusal, Table, Writer};

fn who(name: &str, conn: u64) -> Who {
    Who { name: name.to_string(), user: name.to_string(), key: None, conn, account: None }
}

/// A folder of its own under the system's temporary folder, removed when dropped.
struct Folder(PathBuf);

impl Folder {
    fn new(name: &str) -> Folder {
        let dir = std::env::temp_dir().join(format!("tactigon-table-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Folder(dir)
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Alice (Red) and Bob (Green) seated at a new table with no clock.
fn seated(now: Instant) -> (Table, Who, Who) {
    let (alice, bob) = (who("alice", 1), who("bob", 2));
    let table = Table::open(1, &alice, 0, Terms::default(), None, now).unwrap();
    assert_eq!(table.join(&bob, now), Some(1));
    (table, alice, bob)
}

#[test]
fn every_change_is_a_new_view_with_its_event_and_the_game() {
    let now = Instant::now();
    let (alice, bob) = (who("alice", 1), who("bob", 2));
    let table = Table::open(1, &alice, 0, Terms::default(), None, now).unwrap();
    let mut views = table.watch();
    let first = views.borrow_and_update().version;
    table.join(&bob, now).unwrap();
    let view = Arc::clone(&views.borrow_and_update());
    assert_eq!((view.version, view.event), (first + 1, Event::Seated(1)));
    table.play(&alice, "b1-b2", now).unwrap();
    let view = Arc::clone(&views.borrow_and_update());
    assert_eq!((view.version, view.event), (first + 2, Event::Moved(0)));
    let game = view.game.downcast_ref::<History<Tactigon>>().expect("a game of Tactigon");
    assert_eq!(game.moves().iter().map(ToString::to_string).collect::<Vec<_>>(), ["b1-b2"]);
    // A refused command changes nothing: no new view.
    assert_eq!(table.play(&alice, "b2-b3", now), Err(Refusal::NotYourMove));
    assert!(!views.has_changed().unwrap());
}

#[test]
fn commands_are_checked_against_the_seat_that_sends_them() {
    let now = Instant::now();
    let (table, alice, bob) = seated(now);
    let carol = who("carol", 3);
    // A move of another type than the game's own is refused before the rules are asked.
    let stray = Command::Play(Box::new("b1-b2"));
    assert_eq!(table.command(&alice, stray, now), Err(Refusal::OtherGame));
    assert_eq!(table.command(&carol, Command::Resign, now), Err(Refusal::NotYourMove));
    assert_eq!(table.command(&carol, Command::RequestTakeBack, now), Err(Refusal::NotYourMove));
    assert_eq!(table.command(&bob, Command::Claim, now), Err(Refusal::NoClaim));
    assert!(matches!(table.play(&alice, "b1-b9", now), Err(Refusal::Illegal(_))));
    assert_eq!(table.moves(), 0);
    assert_eq!(table.command(&bob, Command::Resign, now), Ok(Event::Ended));
    assert_eq!(table.record().result(), "1-0");
}

#[test]
fn a_result_the_table_decided_is_not_taken_back() {
    let now = Instant::now();
    let (table, alice, bob) = seated(now);
    table.play(&alice, "b1-b2", now).unwrap();
    table.resign(&alice, now).unwrap();
    let mut views = table.watch();
    views.mark_unchanged();
    for player in [&alice, &bob] {
        assert_eq!(table.command(player, Command::RequestTakeBack, now), Err(Refusal::Over));
    }
    assert!(!views.has_changed().unwrap(), "nothing changed");
    let view = Arc::clone(&views.borrow());
    let game = view.game.downcast_ref::<History<Tactigon>>().unwrap();
    assert_eq!(game.forfeited(), Some((Side::Red, Forfeit::Resignation)));
    assert_eq!(game.moves().len(), 1);
    assert_eq!(table.play(&bob, "b9-b8", now), Err(Refusal::Over));
}

#[test]
fn a_table_file_written_by_the_server_before_reads_back_and_goes_on() {
    let folder = Folder::new("old");
    // As the server wrote it before the table had a crate of its own: Red moved after 30 s.
    let text = "[Event \"Online game\"]\n[Date \"2026-11-25\"]\n[Red \"alice\"]\n[Green \"bob\"]\n\
        [Game \"Tactigon\"]\n[Board \"standard\"]\n[Rules \"none\"]\n[Repetition \"on\"]\n\
        [NoCaptureLimit \"100\"]\n[Result \"*\"]\n[Reconnect \"MT79MT 6K36P8\"]\n\
        [TimeControl \"300+0\"]\n[Clocks \"270.0 300.0\"]\n\n1. b1-b2 *\n\n";
    let record = tactigon_games::saves::parse_any(text).unwrap().swap_remove(0);
    let now = Instant::now();
    let store: Arc<dyn Store> = Arc::new(SqliteStore::open(&folder.0.join("t.db")).unwrap());
    let writer = Arc::new(Writer::new(Arc::clone(&store)));
    let table = Table::restore(7, &record, Some(Arc::clone(&writer)), now).unwrap();
    let summary = table.summary();
    assert_eq!(summary.seats, [Some("alice".to_string()), Some("bob".to_string())]);
    assert_eq!((summary.terms.as_str(), summary.moves), ("Tactigon, standard board, 5+0", 1));
    let bob = who("bob", 12);
    assert_eq!(table.reclaim(&bob, Some("MT79MT"), now), Err(tactigon_table::seats::Reclaim::WrongCode));
    table.reclaim(&bob, Some("6k36p8"), now).unwrap();
    assert_eq!(table.notes(&bob, now)[..2], ["Red alice 4:30", "Green bob 5:00"]);
    table.play(&bob, "b9-b8", now + Duration::from_secs(5)).unwrap();
    // The summary read before the move is read again after it.
    assert_eq!(table.summary().moves, 2);
    drop((table, writer));
    let kept = store.tables().unwrap();
    assert_eq!(kept.len(), 1);
    let (id, again) = &kept[0];
    assert_eq!(*id, 7);
    assert!(again.contains("1. b1-b2 b9-b8") && again.contains("[Reconnect \"MT79MT 6K36P8\"]"), "{again}");
}

#[test]
fn the_writer_keeps_the_newest_text_and_removes_after_writing() {
    let folder = Folder::new("store");
    let store: Arc<dyn Store> = Arc::new(SqliteStore::open(&folder.0.join("t.db")).unwrap());
    let writer = Writer::new(Arc::clone(&store));
    let nobody = || std::sync::Weak::<Deaf>::new();
    for n in 0..50 {
        writer.save(1, format!("text {n}"), nobody());
    }
    writer.save(2, "two".into(), nobody());
    writer.remove(2, nobody());
    writer.save(3, "three".into(), nobody());
    // Dropping the writer waits for its thread: every job queued is done.
    drop(writer);
    assert_eq!(store.tables().unwrap(), [(1, "text 49".to_string()), (3, "three".to_string())]);
}

/// A table that hears nothing of its writes.
struct Deaf;

impl tactigon_table::Listener for Deaf {
    fn saving(&self, _: Option<String>) {}
    fn archived(&self, _: tactigon_store::ArchivedGame) {}
}
