//! Correspondence games over SSH (russh's client on loopback): moves on different
//! connections with the server started again between them, "your turn" in the lobby, a flag
//! decided by the server while nobody is connected (its time moved on by hand, never waited
//! for), and the operator's `--notify-cmd` run with the right arguments.

use crate::serve::{Term, logged_in, options, reconnect_code, tempdir};
use crate::serve_shared::{first_move, take_seat};
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;
use tactigon_server::access::AccessSource;
use tactigon_server::clock::ServerTime;
use tactigon_server::{ServeOptions, Server};

/// Presses of `t` from "no clock" to one day a move: past the four live presets.
const ONE_DAY: &[u8] = b"ttttt";

async fn server(data: &Path, time: &Arc<ServerTime>, notify: Option<&Path>) -> Server {
    let options = ServeOptions {
        time: Arc::clone(time),
        notify_cmd: notify.map(Path::to_path_buf),
        ..options(data, AccessSource::Open)
    };
    tactigon_server::start(options).await.unwrap()
}

/// A script that appends its argument count, arguments and `TACTIGON_EVENT`, `|`-separated,
/// to `out`, and then fails (a failure is reported, never fatal: the next notice still runs).
fn recorder(dir: &Path, out: &Path) -> std::path::PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let script = dir.join("notify.sh");
    let body = format!(
        "#!/bin/sh\nprintf '%s|%s|%s|%s|%s\\n' \"$#\" \"$1\" \"$2\" \"$3\" \"$TACTIGON_EVENT\" >> '{}'\nexit 3\n",
        out.display()
    );
    std::fs::write(&script, body).unwrap();
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    script
}

/// The lines `file` holds once it holds `n` (the command runs on a thread of its own).
async fn lines(file: &Path, n: usize) -> Vec<String> {
    for _ in 0..500 {
        let text = std::fs::read_to_string(file).unwrap_or_default();
        if text.lines().count() >= n {
            return text.lines().map(String::from).collect();
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("{} never held {n} lines", file.display());
}

/// The newest archived game's record, once there is one.
async fn archived(data: &Path) -> String {
    use tactigon_store::{GameFilter, SqliteStore, Store};
    let store = SqliteStore::open(&data.join(tactigon_server::DATABASE)).unwrap();
    for _ in 0..500 {
        if let Some(newest) = store.games(&GameFilter::default()).unwrap().into_iter().next() {
            return store.game(newest.id).unwrap().unwrap().record;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("no game was archived");
}

/// Whether the database keeps table #1 with `text` in its record.
async fn kept_with(data: &Path, text: &str) {
    use tactigon_store::{SqliteStore, Store};
    let store = SqliteStore::open(&data.join(tactigon_server::DATABASE)).unwrap();
    for _ in 0..500 {
        if store.tables().unwrap().iter().any(|(id, kept)| *id == 1 && kept.contains(text)) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("table #1 never kept {text:?}");
}

/// Alice opens a seat of a day a move and Bob takes it; she moves and both leave. The server
/// is started again; Bob logs in, is told it is his turn, takes his seat and moves, and
/// leaves; Alice, back on a third connection, sees her turn and leaves without moving. With
/// nobody connected, a day passes on the server's clock: Alice has lost on time.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_correspondence_game_goes_on_across_connections_and_a_restart_and_its_flag_falls_unwatched() {
    let data = tempdir();
    let dir = data.0.as_path();
    let first = server(dir, &Arc::new(ServerTime::frozen()), None).await;
    let (ha, hb) = (logged_in(&first, "alice").await, logged_in(&first, "bob").await);
    let mut alice = Term::open(&ha, 120, 40).await;
    let mut bob = Term::open(&hb, 120, 40).await;
    alice.until("no games yet").await;
    alice.send(ONE_DAY).await;
    alice.until("a seat opened now: Tactigon, standard board, 1 day").await;
    let screen = take_seat(&mut alice, &mut bob).await;
    // A day for each move, shown in days and hours.
    assert!(screen.contains("Red alice 1 day 0 h") && screen.contains("Green bob 1 day 0 h"), "{screen}");
    let alice_code = reconnect_code(&screen);
    let bob_code = reconnect_code(&bob.until("Red to move").await);
    first_move(&mut alice, &mut bob).await;
    drop((alice, bob, ha, hb));
    kept_with(dir, "1. b1-b2").await;
    first.stop();
    drop(first);

    let time = Arc::new(ServerTime::frozen());
    let second = server(dir, &time, None).await;
    let hb = logged_in(&second, "bob").await;
    let mut bob = Term::open(&hb, 120, 40).await;
    let lobby = bob.until("your turn in 1 correspondence game: #1 vs alice").await;
    assert!(lobby.contains("y enters the first"), "{lobby}");
    bob.send(b"y").await;
    bob.until("reconnect code for table #1").await;
    bob.send(format!("{bob_code}\r").as_bytes()).await;
    let screen = bob.until("Green to move").await;
    assert!(screen.contains("b1-b2") && screen.contains("alice is away"), "{screen}");
    bob.send(b":b9-b8\r").await;
    bob.until("Red to move").await;
    kept_with(dir, "1. b1-b2 b9-b8").await;
    drop((bob, hb));

    let ha = logged_in(&second, "alice").await;
    let mut alice = Term::open(&ha, 120, 40).await;
    let lobby = alice.until("your turn in 1 correspondence game: #1 vs bob").await;
    assert!(lobby.contains("(1 day 0 h left)"), "{lobby}");
    alice.send(b"y").await;
    alice.until("reconnect code for table #1").await;
    alice.send(format!("{alice_code}\r").as_bytes()).await;
    let screen = alice.until("Red to move").await;
    assert!(screen.contains("b9-b8"), "the move made while she was away: {screen}");
    drop((alice, ha));

    // Nobody is connected: the server's own clock ends the game.
    time.advance(Duration::from_secs(86_400));
    let record = archived(dir).await;
    assert!(record.contains("[Termination \"time forfeit\"]") && record.contains("[Result \"0-1\"]"), "{record}");
    assert!(record.contains("[TimeControl \"1/86400\"]") && record.contains("1. b1-b2 b9-b8"), "{record}");
}

/// The operator's command hears of every new turn: the player, the game, the opponent as
/// three arguments (the game's words, spaces and commas and all, as one) and the event; it
/// fails every time, and the game and the notices go on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_notify_command_is_run_with_the_player_the_game_and_the_opponent() {
    let data = tempdir();
    let dir = data.0.as_path();
    let out = dir.join("notified.txt");
    let script = recorder(dir, &out);
    let server = server(dir, &Arc::new(ServerTime::frozen()), Some(&script)).await;
    let (ha, hb) = (logged_in(&server, "alice").await, logged_in(&server, "bob").await);
    let mut alice = Term::open(&ha, 120, 40).await;
    let mut bob = Term::open(&hb, 120, 40).await;
    alice.until("no games yet").await;
    alice.send(b"tttttt").await;
    alice.until("a seat opened now: Tactigon, standard board, 2 days").await;
    take_seat(&mut alice, &mut bob).await;
    // The game begins: Red's turn.
    let game = "Tactigon, standard board, 2 days";
    assert_eq!(lines(&out, 1).await, [format!("3|alice|{game}|bob|turn")]);
    first_move(&mut alice, &mut bob).await;
    assert_eq!(lines(&out, 2).await[1], format!("3|bob|{game}|alice|turn"));
    // A challenge is told the same way (the challenge code calls it).
    tactigon_server::notify::Notifier::new(Some(script.clone())).challenged("carol", "Taacoca, side 9, 5+3", "dave");
    assert_eq!(lines(&out, 3).await[2], "3|carol|Taacoca, side 9, 5+3|dave|challenge");
}

/// The pools offer a correspondence preset, three days a move (issue 20), and no other
/// correspondence clock: Alice at one day is told which pools there are; at three days she
/// and Bob are paired at a table whose clocks show three days.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_correspondence_pool_pairs_two_players_at_three_days_a_move() {
    let data = tempdir();
    let server = server(data.0.as_path(), &Arc::new(ServerTime::frozen()), None).await;
    let (ha, hb) = (logged_in(&server, "alice").await, logged_in(&server, "bob").await);
    let mut alice = Term::open(&ha, 120, 40).await;
    let mut bob = Term::open(&hb, 120, 40).await;
    alice.until("no games yet").await;
    alice.send(ONE_DAY).await;
    alice.send(b"z").await;
    alice.until("there is no 1 day pool: the pools are 3+2, 5+3, 10+5, 15+10 or 3 days (t chooses)").await;
    // Two presses on: 2 days, then 3 days.
    alice.send(b"ttz").await;
    alice.until("in the Tactigon 3 days pool (1 waiting)").await;
    bob.send(ONE_DAY).await;
    bob.send(b"ttz").await;
    for term in [&mut alice, &mut bob] {
        let screen = term.until("Red to move").await;
        assert!(screen.contains("alice 3 days 0 h") && screen.contains("bob 3 days 0 h"), "{screen}");
    }
}

/// The lobby at 80×24 with two correspondence games (one of them the player's turn) and the
/// chat: both read whole, the turn line above the tables, the chat below them.
#[test]
fn the_lobby_shows_whose_turn_and_the_chat_at_80x24() {
    use ratatui::{Terminal, backend::TestBackend};
    use tactigon_server::lobby_view::LobbyScreen;
    use tactigon_server::seats::Who;
    use tactigon_server::table::Ongoing;
    let game = |table, opponent: &str, my_turn, hours: u64| Ongoing {
        table,
        opponent: opponent.into(),
        my_turn,
        left: Duration::from_secs(hours * 3600 + 120),
    };
    let screen = LobbyScreen {
        ongoing: vec![game(3, "bob", true, 29), game(5, "carol", false, 50)],
        chat: vec!["dave: anyone for taacoca?".into(), "say: me_ (Enter says, Esc drops)".into()],
        around: tactigon_server::lobby_rows::Around {
            players: std::sync::Arc::new(vec!["alice".into()]),
            ..Default::default()
        },
        ..LobbyScreen::default()
    };
    let me = Who { name: "alice".into(), user: "alice".into(), key: None, conn: 1, account: None };
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal.draw(|f| screen.render(f, &me)).unwrap();
    let buf = terminal.backend().buffer().clone();
    let rows: Vec<String> =
        (0..24).map(|y| (0..80).map(|x| buf[(x, y)].symbol()).collect::<String>().trim_end().to_string()).collect();
    let text = rows.join("\n");
    // 29 h 2 min is a day and 5 hours; the waiting game shows no time.
    let turn = "your turn in 1 correspondence game: #3 vs bob (1 day 5 h left) (y enters the first); \
                waiting for a move at #5 vs carol";
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains(turn), "{text}");
    let at = |needle: &str| rows.iter().position(|r| r.contains(needle)).unwrap_or_else(|| panic!("{needle}:\n{text}"));
    assert!(at("your turn") < at("Tables") && at("Tables") < at("dave: anyone for taacoca?"), "{text}");
    assert!(at("say: me_") < at("a seat opened now"), "{text}");
}
