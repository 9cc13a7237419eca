//! The SQLite store on its own: opening (a new file, a newer schema, a file that is not a
//! database, a read-only file), accounts (names without case, a name bound to a key, bans),
//! a finished game archived with both ratings updated as Glicko-2 says, the listings' order
//! and filters, and rows no server writes.

use std::path::{Path, PathBuf};
use tactigon_games::GameKind;
use tactigon_store::*;

/// A folder of its own under the system's temporary folder, removed when dropped.
struct Folder(PathBuf);

impl Folder {
    fn new(name: &str) -> Folder {
        let dir = std::env::temp_dir().join(format!("tactigon-store-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Folder(dir)
    }

    fn db(&self) -> PathBuf {
        self.0.join("tactigon.db")
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn account(store: &SqliteStore, name: &str, key: Option<&str>) -> Account {
    match store.login(name, key, true, 1000).unwrap() {
        Login::Account(a) => a,
        other => panic!("{name}: {other:?}"),
    }
}

fn finished(
    table: u64,
    players: [(Option<AccountId>, &str); 2],
    rated: Option<Speed>,
    score: Score,
    at: i64,
) -> FinishedGame {
    FinishedGame {
        table,
        game: GameKind::Tactigon,
        players: players.map(|(a, n)| (a, n.to_string())),
        terms: "Tactigon, standard board, 5+0, rated".into(),
        rated,
        score,
        ending: "resignation".into(),
        finished: at,
        record: format!("[Event \"Online game\"]\n[Result \"{score}\"]\n\n{score}\n"),
    }
}

fn sql(file: &Path, statement: &str) {
    let conn = rusqlite::Connection::open(file).unwrap();
    conn.execute_batch(statement).unwrap();
}

#[test]
fn a_new_file_gets_the_schema_and_opens_again() {
    let folder = Folder::new("new");
    let store = SqliteStore::open(&folder.db()).unwrap();
    account(&store, "alice", None);
    drop(store);
    let again = SqliteStore::open(&folder.db()).unwrap();
    assert_eq!(again.players().unwrap().len(), 1);
    let conn = rusqlite::Connection::open(folder.db()).unwrap();
    let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0)).unwrap();
    let mode: String = conn.query_row("PRAGMA journal_mode", [], |r| r.get(0)).unwrap();
    assert_eq!((version, mode.as_str()), (tactigon_store::sqlite::VERSION, "wal"));
}

#[test]
fn a_newer_schema_a_file_not_sqlite_and_a_read_only_file_are_refused_in_one_line() {
    let folder = Folder::new("refused");
    drop(SqliteStore::open(&folder.db()).unwrap());
    sql(&folder.db(), "PRAGMA user_version = 99");
    let error = SqliteStore::open(&folder.db()).err().unwrap().to_string();
    assert!(
        error.starts_with(&format!("cannot open {}: its schema version 99 is newer", folder.db().display())),
        "{error}"
    );
    assert!(!error.contains('\n'));
    let junk = folder.0.join("junk.db");
    std::fs::write(&junk, "this is a text file, not a database, and long enough to have a header".repeat(20)).unwrap();
    let error = SqliteStore::open(&junk).err().unwrap().to_string();
    assert_eq!(error, format!("cannot open {}: file is not a database", junk.display()));
    let folder_itself = SqliteStore::open(&folder.0).err().unwrap().to_string();
    assert!(folder_itself.ends_with("not a regular file"), "{folder_itself}");
    // A read-only file (as root, permissions do not stop writes: the test checks the flag only
    // where they do).
    let locked = folder.0.join("locked.db");
    drop(SqliteStore::open(&locked).unwrap());
    let mut perms = std::fs::metadata(&locked).unwrap().permissions();
    perms.set_readonly(true);
    std::fs::set_permissions(&locked, perms).unwrap();
    if std::fs::OpenOptions::new().write(true).open(&locked).is_err() {
        let error = SqliteStore::open(&locked).err().unwrap().to_string();
        assert_eq!(error, format!("cannot open {}: the file is read-only", locked.display()));
    }
}

#[test]
fn names_are_one_account_in_any_case_and_a_key_keeps_its_name() {
    let folder = Folder::new("names");
    let store = SqliteStore::open(&folder.db()).unwrap();
    let alice = account(&store, "Alice", Some("SHA256:aaa"));
    assert_eq!(account(&store, "aLICE", Some("SHA256:aaa")).id, alice.id);
    assert_eq!(store.login("ALICE", Some("SHA256:bbb"), true, 1).unwrap(), Login::OtherKey);
    assert_eq!(store.login("alice", None, true, 1).unwrap(), Login::OtherKey);
    // Without leave to make accounts, a new name is a guest; a name without a key is its own.
    assert_eq!(store.login("bob", None, false, 1).unwrap(), Login::Guest);
    let bob = account(&store, "bob", None);
    assert_eq!(account(&store, "BOB", None).id, bob.id);
    assert_eq!(store.login("bob", Some("SHA256:ccc"), true, 1).unwrap(), Login::OtherKey);
    assert_eq!(store.account("ALICE").unwrap().unwrap().name, "Alice");
    let names: Vec<String> = store.players().unwrap().into_iter().map(|a| a.name).collect();
    assert_eq!(names, ["Alice", "bob"]);
}

#[test]
fn a_banned_account_cannot_log_in_until_let_back() {
    let folder = Folder::new("bans");
    let store = SqliteStore::open(&folder.db()).unwrap();
    account(&store, "carol", Some("SHA256:c"));
    assert!(store.set_banned("CAROL", true).unwrap());
    assert_eq!(store.login("carol", Some("SHA256:c"), true, 5).unwrap(), Login::Banned);
    assert!(!store.set_banned("nobody", true).unwrap());
    assert!(store.set_banned("carol", false).unwrap());
    assert_eq!(account(&store, "carol", Some("SHA256:c")).last_seen, 1000);
}

#[test]
fn a_bot_is_an_account_of_its_own_kind_that_nobody_logs_in_to() {
    let folder = Folder::new("bots");
    let store = SqliteStore::open(&folder.db()).unwrap();
    let greedy = store.bot("greedy", 7).unwrap().expect("a new name becomes a bot");
    assert!(greedy.bot && greedy.key.is_none() && greedy.ratings.is_empty());
    // Asked again (the server started again), the same account.
    assert_eq!(store.bot("GREEDY", 9).unwrap().map(|a| a.id), Some(greedy.id));
    // Neither a password login (no key) nor a key logs in to it.
    assert_eq!(store.login("greedy", None, true, 10).unwrap(), Login::Bot);
    assert_eq!(store.login("Greedy", Some("SHA256:g"), true, 10).unwrap(), Login::Bot);
    // A player's name is never taken for a bot.
    let dave = account(&store, "dave", None);
    assert_eq!(store.bot("dave", 11).unwrap(), None);
    assert!(!store.account("dave").unwrap().unwrap().bot && !dave.bot);
}

#[test]
fn a_rated_game_updates_both_ratings_as_glicko_2_says_in_the_archive() {
    let folder = Folder::new("finish");
    let store = SqliteStore::open(&folder.db()).unwrap();
    let (a, b) = (account(&store, "alice", None).id, account(&store, "bob", None).id);
    store.save_table(7, "kept").unwrap();
    let game = finished(7, [(Some(a), "alice"), (Some(b), "bob")], Some(Speed::Blitz), Score::FirstWon, 2000);
    let archived = store.finish(&game).unwrap();
    // The table is archived, no longer kept as unfinished.
    assert!(store.tables().unwrap().is_empty());
    // Two new players (1500/350/0.09), the first wins: 1662.43 / 290.43 by hand (see the
    // worked example in glicko.rs), the loser 1337.57.
    let [first, second] = &archived.summary.sides;
    let (before, after) = (first.before.unwrap(), first.after.unwrap());
    assert_eq!(before, Glicko::START);
    assert!((after.rating - 1662.43).abs() < 0.05 && (after.deviation - 290.43).abs() < 0.05, "{after:?}");
    assert!((second.after.unwrap().rating - 1337.57).abs() < 0.05);
    assert_eq!(after.to_string(), "1662?");
    let alice = store.account("alice").unwrap().unwrap();
    assert_eq!(alice.ratings.len(), 1);
    assert_eq!((alice.ratings[0].speed, alice.ratings[0].games), (Speed::Blitz, 1));
    assert!((alice.ratings[0].glicko.rating - after.rating).abs() < 1e-9);
    // The same day, a second game starts from the first's ratings.
    let again = store
        .finish(&finished(8, [(Some(b), "bob"), (Some(a), "alice")], Some(Speed::Blitz), Score::Draw, 2100))
        .unwrap();
    assert_eq!(again.summary.sides[1].before, Some(alice.ratings[0].glicko));
    let fetched = store.game(archived.summary.id).unwrap().unwrap();
    assert_eq!(fetched, archived);
    let profile = store.profile("ALICE").unwrap().unwrap();
    assert_eq!(profile.record, [1, 0, 1]);
    assert_eq!(profile.history.len(), 1);
    assert_eq!(profile.history[0].2.len(), 2);
    assert_eq!(profile.recent.iter().map(|g| g.id).collect::<Vec<_>>(), [again.summary.id, archived.summary.id]);
}

#[test]
fn casual_games_guests_and_one_account_on_both_seats_change_no_rating() {
    let folder = Folder::new("casual");
    let store = SqliteStore::open(&folder.db()).unwrap();
    let a = account(&store, "alice", None).id;
    let casual = store
        .finish(&finished(1, [(Some(a), "alice"), (None, "guest")], Some(Speed::Rapid), Score::SecondWon, 5))
        .unwrap();
    assert_eq!(casual.summary.rated, None);
    let herself = store
        .finish(&finished(2, [(Some(a), "alice"), (Some(a), "alice")], Some(Speed::Rapid), Score::FirstWon, 6))
        .unwrap();
    assert_eq!(herself.summary.rated, None);
    // An account that is not there (a hostile caller) is kept by name, unrated.
    let ghost = store
        .finish(&finished(3, [(Some(AccountId(999)), "ghost"), (Some(a), "alice")], Some(Speed::Rapid), Score::Draw, 7))
        .unwrap();
    assert_eq!((ghost.summary.rated, ghost.summary.sides[0].account), (None, None));
    assert!(store.account("alice").unwrap().unwrap().ratings.is_empty());
    // Her record: lost game 1, drew game 3; game 2, against herself, is neither won nor lost
    // (it was counted as both once).
    assert_eq!(store.profile("alice").unwrap().unwrap().record, [0, 1, 1]);
}

#[test]
fn listings_are_newest_first_filtered_and_paged_and_the_leaderboard_is_established_only() {
    let folder = Folder::new("lists");
    let store = SqliteStore::open(&folder.db()).unwrap();
    let ids: Vec<AccountId> = ["a", "b", "c"].iter().map(|n| account(&store, n, None).id).collect();
    // a beats b 12 times at blitz: a's deviation falls under 110, b's too.
    for i in 0..12 {
        store
            .finish(&finished(
                i,
                [(Some(ids[0]), "a"), (Some(ids[1]), "b")],
                Some(Speed::Blitz),
                Score::FirstWon,
                i as i64,
            ))
            .unwrap();
    }
    let mut taacoca = finished(99, [(Some(ids[2]), "c"), (Some(ids[0]), "a")], None, Score::Draw, 50);
    taacoca.game = GameKind::Taacoca;
    let last = store.finish(&taacoca).unwrap().summary.id;
    let all = store.games(&GameFilter::default()).unwrap();
    assert_eq!(all.len(), 13);
    assert!(all.windows(2).all(|w| w[0].id > w[1].id), "newest first");
    assert_eq!(all[0].id, last);
    let of_c = store.games(&GameFilter { player: Some(ids[2]), ..GameFilter::default() }).unwrap();
    assert_eq!(of_c.iter().map(|g| g.id).collect::<Vec<_>>(), [last]);
    let a_tactigon =
        GameFilter { player: Some(ids[0]), game: Some(GameKind::Tactigon), limit: 5, ..GameFilter::default() };
    let page = store.games(&a_tactigon).unwrap();
    assert_eq!(page.len(), 5);
    assert!(page.iter().all(|g| g.game == GameKind::Tactigon && g.sides[0].name == "a"));
    let next = store.games(&GameFilter { before: Some(page[4].id), ..a_tactigon }).unwrap();
    assert_eq!(next[0].id, page[4].id - 1);
    // Twelve games leave both ratings provisional: off the leaderboard.
    assert!(store.account("a").unwrap().unwrap().ratings[0].glicko.provisional());
    assert!(store.leaderboard(GameKind::Tactigon, Speed::Blitz, 100, 10).unwrap().is_empty());
    // Established ratings (deviation 110 at most), best first, banned players left out.
    sql(
        &folder.db(),
        &format!(
            "UPDATE ratings SET deviation = 80, rating = 1700, volatility = 0.06 WHERE account = {};
             UPDATE ratings SET deviation = 110, rating = 1750 WHERE account = {};
             INSERT INTO ratings VALUES ({}, 'Tactigon', 'blitz', 1900, 60, 0.06, 30, 0);",
            ids[0].0, ids[1].0, ids[2].0
        ),
    );
    store.set_banned("c", true).unwrap();
    let board = store.leaderboard(GameKind::Tactigon, Speed::Blitz, 100, 10).unwrap();
    let rows: Vec<(&str, f64, u32)> = board.iter().map(|r| (r.name.as_str(), r.glicko.rating, r.games)).collect();
    assert_eq!(rows, [("b", 1750.0, 12), ("a", 1700.0, 12)]);
    assert_eq!(store.leaderboard(GameKind::Tactigon, Speed::Blitz, 100, 1).unwrap().len(), 1);
    assert!(store.leaderboard(GameKind::Taacoca, Speed::Blitz, 100, 10).unwrap().is_empty());
    // Ten days after their last game (second 11), the deviations have grown by the volatility
    // a day. By hand, a's:
    // 80 / 173.7178 = 0.460517, squared 0.212076, + 10 * 0.06^2 = 0.248076, root 0.498072,
    // * 173.7178 = 86.52; b's 110 grows past 110: off. After 400 days a's is 223: off too.
    let day = 24 * 3600;
    let board = store.leaderboard(GameKind::Tactigon, Speed::Blitz, 11 + 10 * day, 10).unwrap();
    assert_eq!(board.iter().map(|r| r.name.as_str()).collect::<Vec<_>>(), ["a"]);
    assert!((board[0].glicko.deviation - 86.52).abs() < 0.01, "{:?}", board[0].glicko);
    assert!(store.leaderboard(GameKind::Tactigon, Speed::Blitz, 400 * day, 10).unwrap().is_empty());
}

#[test]
fn rows_no_server_writes_are_refused_or_skipped_never_a_panic() {
    let folder = Folder::new("hostile");
    let store = SqliteStore::open(&folder.db()).unwrap();
    let a = account(&store, "alice", None).id;
    let game = store.finish(&finished(1, [(Some(a), "alice"), (None, "x")], None, Score::Draw, 1)).unwrap().summary.id;
    store.save_table(4, "record").unwrap();
    sql(
        &folder.db(),
        &format!(
            "INSERT INTO games (game, terms, speed, score, ending, finished, record) VALUES ('Chess', 't', NULL, '1-0', 'e', 2, 'r');
             INSERT INTO games (game, terms, speed, score, ending, finished, record) VALUES ('Tactigon', 't', 'bullet', '1-0', 'e', 3, 'r');
             INSERT INTO games (game, terms, speed, score, ending, finished, record) VALUES ('Tactigon', 't', NULL, '2-0', 'e', 4, 'r');
             INSERT INTO games (game, terms, speed, score, ending, finished, record) VALUES ('Tactigon', 't', NULL, '1-0', 'e', 'soon', x'00');
             INSERT INTO tables (id, record) VALUES (0, 'zero'), (-3, 'minus');
             INSERT INTO accounts (name, since, last_seen) VALUES ('mallory', 'yesterday', 0);
             INSERT INTO ratings VALUES ({}, 'Tactigon', 'blitz', 1e999, -1, 0, 3, 0);
             UPDATE sides SET seat = 7 WHERE game = {game} AND seat = 1;",
            a.0
        ),
    );
    // Listings skip the bad rows; one fetched is a BadRow naming it.
    let listed: Vec<i64> = store.games(&GameFilter::default()).unwrap().iter().map(|g| g.id).collect();
    assert_eq!(listed, [game]);
    assert!(
        matches!(store.game(game + 1), Err(StoreError::BadRow { row, .. }) if row == format!("games {}", game + 1))
    );
    assert!(matches!(store.game(game + 4), Err(StoreError::BadRow { .. })));
    assert_eq!(store.tables().unwrap(), [(4, "record".to_string())]);
    assert!(matches!(store.account("mallory"), Err(StoreError::BadRow { .. })));
    assert_eq!(store.players().unwrap().len(), 1);
    // alice's bad rating is skipped in her account, and a new rated game starts it afresh.
    assert!(store.account("alice").unwrap().unwrap().ratings.is_empty());
    let b = account(&store, "bob", None).id;
    let rated = store
        .finish(&finished(2, [(Some(a), "alice"), (Some(b), "bob")], Some(Speed::Blitz), Score::FirstWon, 9))
        .unwrap();
    assert_eq!(rated.summary.sides[0].before, Some(Glicko::START));
    assert!(store.profile("alice").unwrap().is_some());
}

#[test]
fn the_games_an_account_abandoned_are_its_losses_by_abandonment_newest_first() {
    let folder = Folder::new("abandoned");
    let store = SqliteStore::open(&folder.db()).unwrap();
    let (alice, bob) = (account(&store, "alice", Some("ka")), account(&store, "bob", Some("kb")));
    let players = [(Some(alice.id), "alice"), (Some(bob.id), "bob")];
    let ending = |at: i64, score: Score, ending: &str| FinishedGame {
        ending: ending.into(),
        ..finished(1, players, None, score, at)
    };
    // Alice (first) abandons at 100 and 300, bob (second) at 200; a resignation is no abandonment.
    for game in [
        ending(100, Score::SecondWon, "abandoned"),
        ending(200, Score::FirstWon, "abandoned"),
        ending(300, Score::SecondWon, "abandoned"),
        ending(400, Score::SecondWon, "resignation"),
    ] {
        store.finish(&game).unwrap();
    }
    assert_eq!(store.abandoned(alice.id, 0).unwrap(), [300, 100]);
    assert_eq!(store.abandoned(alice.id, 150).unwrap(), [300], "only since the time asked");
    assert_eq!(store.abandoned(bob.id, 0).unwrap(), [200]);
}

#[test]
fn an_import_is_all_or_nothing_and_once_only() {
    let folder = Folder::new("import");
    let store = SqliteStore::open(&folder.db()).unwrap();
    let game = |table, at| finished(table, [(None, "ann"), (None, "ben")], None, Score::Draw, at);
    let tables = [(3, "kept 3".to_string())];
    // The second game's row is refused: neither the table nor the first game may stay.
    sql(
        &folder.db(),
        "CREATE TRIGGER refuse BEFORE INSERT ON games WHEN NEW.finished = 99 \
         BEGIN SELECT RAISE(ABORT, 'refused'); END;",
    );
    assert!(store.import(&tables, &[game(5, 10), game(6, 99)]).is_err());
    assert!(store.tables().unwrap().is_empty());
    assert!(store.games(&GameFilter::default()).unwrap().is_empty());
    sql(&folder.db(), "DROP TRIGGER refuse;");
    // Run again after a crash between the import and moving the folder aside: nothing twice.
    for _ in 0..2 {
        store.import(&tables, &[game(5, 10), game(6, 99)]).unwrap();
    }
    assert_eq!(store.tables().unwrap(), tables);
    let archived = store.games(&GameFilter::default()).unwrap();
    assert_eq!(archived.iter().map(|g| g.finished).collect::<Vec<_>>(), [99, 10]);
}
