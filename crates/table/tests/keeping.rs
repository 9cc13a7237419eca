//! A table kept in the store: a store that cannot be written is retried and the players are
//! told until it can; a finished game is handed over once, with the ratings published in the
//! table's view; a kept record with clocks out of range is refused, never replaced.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tactigon_games::GameKind;
use tactigon_store::*;
use tactigon_table::clock::PRESETS;
use tactigon_table::seats::Who;
use tactigon_table::terms::Terms;
use tactigon_table::{Backoff, Event, Table, Writer};

fn who(name: &str, conn: u64, account: Option<i64>) -> Who {
    Who { name: name.to_string(), user: name.to_string(), key: None, conn, account: account.map(AccountId) }
}

/// A store whose first `failures` writes fail as a full disk does, remembering what it was given.
#[derive(Default)]
struct Flaky {
    failures: AtomicUsize,
    saved: Mutex<Vec<(u64, String)>>,
    finished: Mutex<Vec<FinishedGame>>,
}

impl Flaky {
    fn write(&self) -> Result<(), StoreError> {
        let left = self.failures.load(Ordering::SeqCst);
        if left > 0 {
            self.failures.store(left - 1, Ordering::SeqCst);
            return Err(StoreError::Io { file: "t.db".into(), cause: "database or disk is full".into() });
        }
        Ok(())
    }
}

impl Store for Flaky {
    fn abandoned(&self, _: AccountId, _: Timestamp) -> Result<Vec<Timestamp>, StoreError> {
        Ok(Vec::new())
    }

    fn login(&self, _: &str, _: Option<&str>, _: bool, _: Timestamp) -> Result<Login, StoreError> {
        Ok(Login::Guest)
    }
    fn bot(&self, _: &str, _: Timestamp) -> Result<Option<Account>, StoreError> {
        Ok(None)
    }
    fn key_owner(&self, _: &str) -> Result<Option<String>, StoreError> {
        Ok(None)
    }
    fn account(&self, _: &str) -> Result<Option<Account>, StoreError> {
        Ok(None)
    }
    fn players(&self) -> Result<Vec<Account>, StoreError> {
        Ok(Vec::new())
    }
    fn set_banned(&self, _: &str, _: bool) -> Result<bool, StoreError> {
        Ok(false)
    }
    fn set_muted(&self, _: &str, _: bool) -> Result<bool, StoreError> {
        Ok(false)
    }
    fn muted(&self) -> Result<Vec<String>, StoreError> {
        Ok(Vec::new())
    }
    fn save_table(&self, id: u64, record: &str) -> Result<(), StoreError> {
        self.write()?;
        self.saved.lock().unwrap().push((id, record.to_string()));
        Ok(())
    }
    fn remove_table(&self, _: u64) -> Result<(), StoreError> {
        self.write()
    }
    fn tables(&self) -> Result<Vec<(u64, String)>, StoreError> {
        Ok(self.saved.lock().unwrap().clone())
    }
    fn import(&self, tables: &[(u64, String)], games: &[FinishedGame]) -> Result<(), StoreError> {
        self.write()?;
        self.saved.lock().unwrap().extend_from_slice(tables);
        self.finished.lock().unwrap().extend_from_slice(games);
        Ok(())
    }

    fn finish(&self, game: &FinishedGame) -> Result<ArchivedGame, StoreError> {
        self.write()?;
        self.finished.lock().unwrap().push(game.clone());
        let before = Glicko::START;
        let after = Glicko { rating: 1662.0, ..before };
        let side = |i: usize, g: Glicko| Side {
            account: game.players[i].0,
            name: game.players[i].1.clone(),
            before: Some(before),
            after: Some(g),
        };
        let summary = GameSummary {
            id: 41,
            game: game.game,
            sides: [side(0, after), side(1, Glicko { rating: 1338.0, ..before })],
            terms: game.terms.clone(),
            rated: game.rated,
            score: game.score,
            ending: game.ending.clone(),
            finished: game.finished,
        };
        Ok(ArchivedGame { summary, record: game.record.clone() })
    }
    fn games(&self, _: &GameFilter) -> Result<Vec<GameSummary>, StoreError> {
        Ok(Vec::new())
    }
    fn game(&self, _: i64) -> Result<Option<ArchivedGame>, StoreError> {
        Ok(None)
    }
    fn profile(&self, _: &str) -> Result<Option<Profile>, StoreError> {
        Ok(None)
    }
    fn leaderboard(&self, _: GameKind, _: Speed, _: Timestamp, _: usize) -> Result<Vec<LeaderRow>, StoreError> {
        Ok(Vec::new())
    }
    fn backup(&self, _: &std::path::Path) -> Result<(), StoreError> {
        Ok(())
    }
}

/// Waits (a bounded number of short sleeps) until the table's view satisfies `done`.
fn until(table: &Table, done: impl Fn(&tactigon_table::View) -> bool) -> bool {
    let watch = table.watch();
    (0..500).any(|_| {
        if done(&watch.borrow()) {
            return true;
        }
        std::thread::sleep(Duration::from_millis(10));
        false
    })
}

fn quick() -> Backoff {
    Backoff { first: Duration::from_millis(5), max: Duration::from_millis(20) }
}

#[test]
fn a_store_that_cannot_be_written_is_told_and_retried_until_it_can() {
    let store = Arc::new(Flaky { failures: AtomicUsize::new(3), ..Flaky::default() });
    let writer = Arc::new(Writer::with_backoff(Arc::clone(&store) as Arc<dyn Store>, quick()));
    let now = Instant::now();
    let (alice, bob) = (who("alice", 1, None), who("bob", 2, None));
    let table = Table::open(1, &alice, 0, Terms::default(), Some(Arc::clone(&writer)), now).unwrap();
    // The first writes fail: the players are told, in the view and on the side panel.
    assert!(until(&table, |v| v.unsaved.as_deref().is_some_and(|u| u.contains("disk is full"))));
    // Then the store takes the table again and the notice goes.
    table.join(&bob, now).unwrap();
    table.play(&alice, "b1-b2", now).unwrap();
    assert!(until(&table, |v| v.unsaved.is_none() && v.event == Event::Saving));
    drop(writer);
    let saved = store.saved.lock().unwrap();
    assert!(saved.last().is_some_and(|(id, text)| *id == 1 && text.contains("1. b1-b2")), "{saved:?}");
    assert!(table.notes(&alice, now).iter().all(|n| !n.contains("not being saved")));
}

#[test]
fn the_notice_is_on_the_side_panel_while_the_disk_fails() {
    let store = Arc::new(Flaky { failures: AtomicUsize::new(usize::MAX), ..Flaky::default() });
    let writer = Arc::new(Writer::with_backoff(Arc::clone(&store) as Arc<dyn Store>, quick()));
    let now = Instant::now();
    let alice = who("alice", 1, None);
    let table = Table::open(1, &alice, 0, Terms::default(), Some(Arc::clone(&writer)), now).unwrap();
    assert!(until(&table, |v| v.unsaved.is_some()));
    let notes = table.notes(&alice, now);
    assert!(notes.iter().any(|n| n == "this game is not being saved:"), "{notes:?}");
    assert!(notes.iter().any(|n| n.contains("the server's disk")), "{notes:?}");
    // Stopping with the disk still failing does not hang: the writer gives up at stop.
    store.failures.store(usize::MAX, Ordering::SeqCst);
    drop((table, writer));
}

#[test]
fn a_rated_game_between_accounts_is_handed_over_once_and_its_ratings_shown() {
    let store = Arc::new(Flaky::default());
    let writer = Arc::new(Writer::with_backoff(Arc::clone(&store) as Arc<dyn Store>, quick()));
    let now = Instant::now();
    let (alice, bob) = (who("alice", 1, Some(10)), who("bob", 2, Some(20)));
    let terms = Terms { rated: true, clock: Some(PRESETS[1]), ..Terms::default() };
    assert_eq!(terms.describe(), "Tactigon, standard board, 5+3, rated");
    let table = Table::open(3, &alice, 0, terms, Some(Arc::clone(&writer)), now).unwrap();
    table.join(&bob, now).unwrap();
    table.play(&alice, "b1-b2", now).unwrap();
    table.resign(&bob, now).unwrap();
    assert!(until(&table, |v| v.archived == Some(41)));
    let view = table.watch().borrow().clone();
    let [a, b] = view.ratings.expect("a rated game shows the ratings");
    assert_eq!((a.unwrap().1.rating, b.unwrap().1.rating), (1662.0, 1338.0));
    // A rematch asked for after the end changes the view, not the archive.
    table.rematch_opened(4, &alice);
    drop(writer);
    let finished = store.finished.lock().unwrap();
    assert_eq!(finished.len(), 1);
    let game = &finished[0];
    assert_eq!(game.players, [(Some(AccountId(10)), "alice".to_string()), (Some(AccountId(20)), "bob".to_string())]);
    assert_eq!((game.rated, game.score, game.ending.as_str()), (Some(Speed::Blitz), Score::FirstWon, "resignation"));
    // The archive is read by anyone: no reconnect code in it.
    assert!(!game.record.contains("Reconnect") && game.record.contains("[Rated \"yes\"]"), "{}", game.record);
    let notes = table.notes(&alice, now);
    assert!(notes.iter().any(|n| n == "alice 1500? → 1662? (+162)"), "{notes:?}");
}

#[test]
fn a_game_with_a_guest_or_aborted_is_not_rated_or_not_archived() {
    let store = Arc::new(Flaky::default());
    let writer = Arc::new(Writer::new(Arc::clone(&store) as Arc<dyn Store>));
    let now = Instant::now();
    let (alice, guest) = (who("alice", 1, Some(10)), who("guest", 2, None));
    let rated = Terms { rated: true, clock: Some(PRESETS[0]), ..Terms::default() };
    let table = Table::open(5, &alice, 0, rated.clone(), Some(Arc::clone(&writer)), now).unwrap();
    table.join(&guest, now).unwrap();
    table.play(&alice, "b1-b2", now).unwrap();
    table.play(&guest, "b9-b8", now).unwrap();
    table.resign(&alice, now).unwrap();
    let aborted = Table::open(6, &alice, 0, rated, Some(Arc::clone(&writer)), now).unwrap();
    aborted.join(&guest, now).unwrap();
    aborted.command(&alice, tactigon_table::Command::Abort, now).unwrap();
    // The writer's thread is joined when the last table holding it is gone.
    drop((table, aborted, writer));
    let finished = store.finished.lock().unwrap();
    assert_eq!(finished.len(), 1, "the aborted game is not archived");
    assert_eq!((finished[0].table, finished[0].rated, finished[0].score), (5, None, Score::SecondWon));
}

#[test]
fn a_rated_game_aborted_for_a_missing_first_move_is_neither_rated_nor_archived() {
    let store = Arc::new(Flaky::default());
    let writer = Arc::new(Writer::new(Arc::clone(&store) as Arc<dyn Store>));
    let now = Instant::now();
    let (alice, bob) = (who("alice", 1, Some(10)), who("bob", 2, Some(20)));
    let rated = Terms { rated: true, clock: Some(PRESETS[0]), ..Terms::default() };
    let table = Table::open(7, &alice, 0, rated, Some(Arc::clone(&writer)), now).unwrap();
    table.join(&bob, now).unwrap();
    // Red never moves: long after her 3+2 clock would have fallen, the game is aborted.
    assert!(table.check(now + Duration::from_secs(600)));
    assert_eq!(table.watch().borrow().event, Event::NoFirstMove(0));
    drop((table, writer));
    assert!(store.finished.lock().unwrap().is_empty(), "an aborted game is not archived");
}

#[test]
fn clocks_out_of_range_in_a_kept_record_are_refused_with_the_table_named() {
    let record = |control: &str, clocks: &str| {
        let text = format!(
            "[Event \"Online game\"]\n[Red \"alice\"]\n[Green \"bob\"]\n[Result \"*\"]\n\
             [TimeControl \"{control}\"]\n[Clocks \"{clocks}\"]\n\n1. b1-b2 *\n"
        );
        tactigon_games::saves::parse_any(&text).unwrap().swap_remove(0)
    };
    let now = Instant::now();
    let refused = |control: &str, clocks: &str| Table::restore(9, &record(control, clocks), None, now).err();
    let error = refused("300+0", "-5 1e309").expect("refused");
    assert_eq!(error.to_string(), "table #9 not restored: its Clocks tag \"-5 1e309\" is out of range");
    // One move played: at most 300 + 2 × (1 + 1) = 304 s; more, or not a number, is refused.
    assert!(refused("300+2", "304 300").is_none());
    assert!(refused("300+2", "304.1 300").is_some());
    assert!(refused("300+0", "NaN 300").is_some());
    assert!(refused("300+0", "300").is_some());
    // An absurd time control is refused, not read as no clock.
    let error = refused("99999999+0", "300 300").expect("refused");
    assert_eq!(error.tag, "TimeControl");
    assert!(refused("0+5", "0 0").is_some());
    assert!(refused("five+0", "300 300").is_some());
}
