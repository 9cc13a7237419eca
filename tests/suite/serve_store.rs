//! The server's database from outside: the tables of a server from before imported (with the
//! temporary file a killed writer left), a database that cannot be opened refused at start
//! in one line, the operator's `server` commands, and the real binary killed with SIGKILL in
//! the middle of a game and started again: the unfinished table, the accounts, the ratings
//! and the archive are all there.

use crate::serve::{Term, Trusting};
use crate::serve_shared::{first_move, take_seat};
use crate::tui_support::TempDir;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use tactigon_games::GameKind;
use tactigon_server::import;
use tactigon_store::*;

const TABLE: &str = "[Event \"Online game\"]\n[Red \"alice\"]\n[Green \"bob\"]\n[Result \"*\"]\n\
                     [Reconnect \"AAAAAA BBBBBB\"]\n\n1. b1-b2 *\n";

fn tactigon(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_tactigon")).args(args).output().expect("the binary runs")
}

#[test]
fn the_tables_of_before_are_imported_once_with_a_newer_temporary_record() {
    let data = TempDir::new();
    let tables = data.0.join("tables");
    std::fs::create_dir_all(&tables).unwrap();
    std::fs::write(tables.join("3.tgn"), TABLE).unwrap();
    // Killed while writing table 3's next move: a complete temporary record one move further
    // (the pid is surely not running: above the kernel's largest).
    let further = TABLE.replace("1. b1-b2 *", "1. b1-b2 b9-b8 *");
    std::fs::write(tables.join(".3.tgn.4194305.tmp"), &further).unwrap();
    // A table whose file was never renamed into place.
    std::fs::write(tables.join(".8.tgn.4194305.tmp"), TABLE).unwrap();
    let done = TABLE.replace("[Result \"*\"]", "[Result \"1-0\"]").replace("1. b1-b2 *", "1. b1-b2 1-0");
    let done = done.replace("[Reconnect", "[Termination \"resignation\"]\n[Reconnect");
    std::fs::write(tables.join("5.tgn"), done).unwrap();
    std::fs::write(tables.join("0.tgn"), TABLE).unwrap();
    std::fs::write(tables.join("notes.txt"), "hello").unwrap();
    std::fs::write(tables.join("9.tgn"), "not a record [").unwrap();
    let store = SqliteStore::open(&data.0.join("tactigon.db")).unwrap();
    let imported = import::tables(&data.0, &store).unwrap();
    assert_eq!((imported.tables.as_slice(), imported.archived.as_slice()), (&[3, 8][..], &[5][..]));
    assert_eq!(imported.recovered, [3, 8]);
    let skipped: Vec<String> =
        imported.skipped.iter().map(|(p, _)| p.file_name().unwrap().to_string_lossy().into_owned()).collect();
    assert_eq!(skipped.len(), 3, "{skipped:?}");
    for name in ["0.tgn", "notes.txt", "9.tgn"] {
        assert!(skipped.iter().any(|s| s == name), "{name} named in {skipped:?}");
    }
    let kept = store.tables().unwrap();
    assert_eq!(kept[0], (3, further));
    assert_eq!(kept[1].0, 8);
    let archived = store.games(&GameFilter::default()).unwrap();
    assert_eq!((archived.len(), archived[0].score, archived[0].ending.as_str()), (1, Score::FirstWon, "resignation"));
    let record = store.game(archived[0].id).unwrap().unwrap().record;
    assert!(!record.contains("Reconnect"), "{record}");
    // Moved aside, not deleted, and not imported again.
    assert!(!tables.exists() && data.0.join("tables.imported/0.tgn").exists());
    assert_eq!(import::tables(&data.0, &store).unwrap(), import::Imported::default());
}

#[test]
fn a_database_that_cannot_be_opened_stops_the_server_with_one_line() {
    let data = TempDir::new();
    let db = data.0.join("tactigon.db");
    std::fs::write(&db, "not a database at all, but long enough to hold a header".repeat(30)).unwrap();
    let dir = data.0.to_str().unwrap();
    let out = tactigon(&["serve", "--open", "--listen", "127.0.0.1:0", "--data", dir]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert_eq!(err.trim_end(), format!("tactigon: cannot open {}: file is not a database", db.display()));
    let out = tactigon(&["server", "players", "--data", dir]);
    assert_eq!(out.status.code(), Some(2));
}

/// The server binary, started on a free port of loopback: the child and the address.
pub(crate) fn start(data: &Path) -> (Child, std::net::SocketAddr) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tactigon"))
        .args(["serve", "--open", "--listen", "127.0.0.1:0", "--data", data.to_str().unwrap()])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary runs");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
    let addr = line.trim().rsplit(' ').next().unwrap().parse().unwrap_or_else(|_| panic!("{line}"));
    (child, addr)
}

/// A guest logged in as `user` to the server at `addr`.
pub(crate) async fn logged_in(addr: std::net::SocketAddr, user: &str) -> russh::client::Handle<Trusting> {
    let config = Arc::new(russh::client::Config::default());
    let mut handle = russh::client::connect(config, addr, Trusting).await.unwrap();
    assert!(crate::serve::as_guest(&mut handle, user).await);
    handle
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn everything_is_there_after_a_kill_9_mid_game() {
    let data = TempDir::new();
    // Accounts and a rated game from before, through the store itself.
    let store = SqliteStore::open(&data.0.join("tactigon.db")).unwrap();
    let id = |name: &str| match store.login(name, Some("SHA256:k"), true, 100).unwrap() {
        Login::Account(a) => a.id,
        other => panic!("{other:?}"),
    };
    let (carol, dave) = (id("carol"), id("dave"));
    let game = FinishedGame {
        table: 1,
        game: GameKind::Taacoca,
        players: [(Some(carol), "carol".into()), (Some(dave), "dave".into())],
        terms: "Taacoca, 5+0, rated".into(),
        rated: Some(Speed::Blitz),
        score: Score::SecondWon,
        ending: "resignation".into(),
        finished: 200,
        record: "[Event \"Online game\"]\n[Game \"Taacoca\"]\n[Result \"0-1\"]\n\n0-1\n".into(),
    };
    let archived = store.finish(&game).unwrap();
    drop(store);
    let (mut server, addr) = start(&data.0);
    let (ha, hb) = (logged_in(addr, "alice").await, logged_in(addr, "bob").await);
    let (mut alice, mut bob) = (Term::open(&ha, 100, 30).await, Term::open(&hb, 100, 30).await);
    alice.until("no games yet").await;
    take_seat(&mut alice, &mut bob).await;
    first_move(&mut alice, &mut bob).await;
    // The move is written a moment after the screens are told (a kill before that loses the
    // move in flight, which the issue allows): wait for it, then kill.
    let db = SqliteStore::open(&data.0.join("tactigon.db")).unwrap();
    for _ in 0..500 {
        if db.tables().unwrap().iter().any(|(_, text)| text.contains("1. b1-b2")) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    server.kill().unwrap();
    server.wait().unwrap();
    drop((alice, bob, ha, hb));
    let (mut again, addr) = start(&data.0);
    let hb = logged_in(addr, "bob").await;
    let mut bob = Term::open(&hb, 100, 30).await;
    let screen = bob.until("alice").await;
    assert!(screen.contains("#1"), "{screen}");
    let dir = data.0.to_str().unwrap();
    let players = tactigon(&["server", "players", "--json", "--data", dir]);
    let players: serde_json::Value = serde_json::from_slice(&players.stdout).unwrap();
    assert_eq!(players[1]["name"], "dave");
    let after = archived.summary.sides[1].after.unwrap().rating;
    assert_eq!(players[1]["ratings"][0]["rating"].as_f64(), Some(after));
    let games = tactigon(&["server", "games", "--json", "--data", dir]);
    let games: serde_json::Value = serde_json::from_slice(&games.stdout).unwrap();
    assert_eq!(games[0]["players"][1]["name"], "dave");
    assert_eq!(games[0]["result"], "0-1");
    // Finished at 200 s after the epoch: 1970-01-01; the terms' "rated" said once, with its speed.
    let line = tactigon(&["server", "games", "--data", dir]);
    let line = String::from_utf8_lossy(&line.stdout).into_owned();
    assert_eq!(line.trim_end(), "#1  1970-01-01  carol - dave  0-1 (resignation)  Taacoca, 5+0, rated blitz");
    let kept = db.tables().unwrap();
    assert!(kept.len() == 1 && kept[0].1.contains("1. b1-b2"), "{kept:?}");
    again.kill().unwrap();
    again.wait().unwrap();
}

#[test]
fn the_operator_bans_lets_back_and_backs_up_while_the_database_is_open() {
    let data = TempDir::new();
    let store = SqliteStore::open(&data.0.join("tactigon.db")).unwrap();
    assert!(matches!(store.login("Erin", None, true, 0).unwrap(), Login::Account(_)));
    let dir = data.0.to_str().unwrap();
    let out = tactigon(&["server", "ban", "erin", "--data", dir]);
    assert_eq!(String::from_utf8_lossy(&out.stdout), "erin banned\n");
    assert_eq!(store.login("ERIN", None, true, 1).unwrap(), Login::Banned);
    let out = tactigon(&["server", "unban", "nobody", "--data", dir]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(String::from_utf8_lossy(&out.stderr), "tactigon: no player called \"nobody\" on this server\n");
    let copy = data.0.join("copy.db");
    let out = tactigon(&["server", "backup", copy.to_str().unwrap(), "--data", dir]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    // The copy is a database of its own with the same accounts; a second backup onto it is refused.
    let names: Vec<(String, bool)> =
        SqliteStore::open(&copy).unwrap().players().unwrap().into_iter().map(|a| (a.name, a.banned)).collect();
    assert_eq!(names, [("Erin".to_string(), true)]);
    let again = tactigon(&["server", "backup", copy.to_str().unwrap(), "--data", dir]);
    assert_eq!(
        String::from_utf8_lossy(&again.stderr),
        format!("tactigon: cannot write {}: exists already\n", copy.display())
    );
}
