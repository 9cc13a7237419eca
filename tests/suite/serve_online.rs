//! Online tables over SSH (russh's client on loopback): clocks that the server alone runs
//! (on a server time that stands still unless a test moves it on), reconnect codes, the
//! opponent's notice and claiming the win, the connection rate, and a Taacoca table.

use crate::serve::{Term, logged_in, options, reconnect_code, tempdir};
use crate::serve_shared::{first_moves, seated};
use std::sync::Arc;
use std::time::Duration;
use tactigon_games::games::AnyRecord;
use tactigon_server::access::AccessSource;
use tactigon_server::clock::ServerTime;
use tactigon_server::{ServeOptions, Server};

pub(crate) async fn serve_with(data: &std::path::Path, time: &Arc<ServerTime>) -> Server {
    let options = ServeOptions { time: Arc::clone(time), ..options(data, AccessSource::Open) };
    tactigon_server::start(options).await.unwrap()
}

/// Table #1's record in the server's database once it shows what `settled` waits for: kept
/// as a table while its game goes on, in the archive once it ended. The tables are written by
/// a thread of their own, a moment after the screens are told.
async fn table_record(data: &std::path::Path, settled: impl Fn(&AnyRecord) -> bool) -> (String, AnyRecord) {
    use tactigon_store::{GameFilter, SqliteStore, Store};
    let file = data.join(tactigon_server::DATABASE);
    let store = SqliteStore::open(&file).unwrap();
    for _ in 0..500 {
        let kept = store.tables().unwrap().into_iter().find(|(id, _)| *id == 1).map(|(_, text)| text);
        let archived = || {
            let newest = store.games(&GameFilter::default()).unwrap().into_iter().next()?;
            store.game(newest.id).unwrap().map(|g| g.record)
        };
        let text = kept.or_else(archived).unwrap_or_default();
        let read = tactigon_games::saves::parse_any(&text).ok().and_then(|mut r| r.pop());
        if let Some(record) = read.filter(|r| settled(r)) {
            return (text, record);
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("table #1 never settled in {}", file.display());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flag_falls_on_the_servers_clock_and_the_game_is_lost_on_time() {
    let data = tempdir();
    let time = Arc::new(ServerTime::frozen());
    let server = serve_with(data.0.as_path(), &time).await;
    // One press of t: the first preset, 3 minutes and 2 seconds a move.
    let (mut alice, mut bob, _handles) = seated(&server, 1).await;
    let screen = alice.until("Red alice 3:00").await;
    assert!(screen.contains("Green bob 3:00"), "{screen}");
    // The clocks run once both sides have made their first move (issue 20).
    first_moves(&mut alice, &mut bob).await;
    // Ten seconds on Red's clock, then Red moves: 3:00 - 0:10 + 0:02 = 2:52.
    time.advance(Duration::from_secs(10));
    alice.until("Red alice 2:50").await;
    alice.send(b":b2-b1\r").await;
    bob.until("Red alice 2:52").await;
    // Green thinks for four minutes: the flag falls, whether anyone moves or not, and both
    // screens show the game over as any other ending (the dialog, no side to move).
    time.advance(Duration::from_secs(240));
    for term in [&mut alice, &mut bob] {
        let screen = term.until("Game over: Green ran out of time").await;
        assert!(screen.contains("Red wins: Green ran out") && screen.contains("Rematch"), "{screen}");
        assert!(!screen.contains("to move"), "{screen}");
    }
    let (text, record) = table_record(data.0.as_path(), AnyRecord::is_over).await;
    assert!(text.contains("[TimeControl \"180+2\"]") && text.contains("[Clocks \"172.0 0.0\"]"), "{text}");
    assert!(text.contains("[Termination \"time forfeit\"]") && text.contains("[Result \"1-0\"]"), "{text}");
    assert!(record.is_over() && record.result() == "1-0", "{text}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_is_taken_back_with_its_code_and_not_without_it() {
    let data = tempdir();
    let time = Arc::new(ServerTime::frozen());
    let server = serve_with(data.0.as_path(), &time).await;
    let (alice, mut bob, handles) = seated(&server, 0).await;
    let code = reconnect_code(&alice.text());
    drop((alice, handles));
    // Bob's notice counts down from two minutes.
    let screen = bob.until("(reconnect window 2:00)").await;
    assert!(screen.contains("waiting for alice"), "{screen}");
    time.advance(Duration::from_secs(17));
    bob.until("(reconnect window 1:43)").await;
    // Someone else logs in as alice: Enter on "your game" asks for the code.
    let hm = logged_in(&server, "alice").await;
    let mut mallory = Term::open(&hm, 120, 40).await;
    mallory.until("your game").await;
    mallory.send(b"\r").await;
    mallory.until("reconnect code for table #1").await;
    mallory.send(b"WRONG1\r").await;
    mallory.until("wrong reconnect code").await;
    // Escape leaves the prompt without the seat; moving is still not possible from the lobby.
    mallory.send(b"\r").await;
    mallory.until("reconnect code for table #1").await;
    mallory.send(b"\x1b").await;
    let lobby = mallory.until("Tactigon online").await;
    assert!(!lobby.contains("Red to move"), "{lobby}");
    drop((mallory, hm));
    // The real alice, with the code.
    let ha = logged_in(&server, "alice").await;
    let mut alice = Term::open(&ha, 120, 40).await;
    alice.until("your game").await;
    alice.send(b"\r").await;
    alice.until("reconnect code for table #1").await;
    alice.send(format!("{code}\r").as_bytes()).await;
    alice.until("Red to move").await;
    alice.send(b":b1-b2\r").await;
    let screen = bob.until("Green to move").await;
    assert!(!screen.contains("waiting for alice"), "{screen}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_wrong_codes_close_the_connection() {
    let data = tempdir();
    let server = serve_with(data.0.as_path(), &Arc::new(ServerTime::frozen())).await;
    let (alice, _bob, handles) = seated(&server, 0).await;
    drop((alice, handles));
    let hm = logged_in(&server, "alice").await;
    let mut mallory = Term::open(&hm, 120, 40).await;
    mallory.until("your game").await;
    // The tries left are told (issue 20), and the last one closes with words.
    for left in ["2 tries left", "1 try left"] {
        mallory.send(b"\r").await;
        mallory.until("reconnect code for table #1").await;
        mallory.send(b"AAAAAA\r").await;
        mallory.until(&format!("wrong reconnect code: {left}")).await;
    }
    mallory.send(b"\r").await;
    mallory.until("reconnect code for table #1").await;
    mallory.send(b"AAAAAA\r").await;
    let mut said = Vec::new();
    let closed = async {
        while let Some(msg) = mallory.channel.wait().await {
            match msg {
                russh::ChannelMsg::Data { data } => said.extend_from_slice(&data),
                russh::ChannelMsg::Close | russh::ChannelMsg::Eof => return true,
                _ => {}
            }
        }
        true
    };
    assert!(tokio::time::timeout(crate::serve::PATIENCE, closed).await.unwrap());
    let said = String::from_utf8_lossy(&said);
    assert!(said.ends_with("tactigon: 3 wrong reconnect codes: the connection is closed\r\n"), "{said:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_win_is_claimed_only_after_the_reconnect_window() {
    let data = tempdir();
    let time = Arc::new(ServerTime::frozen());
    let server = serve_with(data.0.as_path(), &time).await;
    let (mut alice, mut bob, handles) = seated(&server, 0).await;
    // Both first moves made: a game left before them would be aborted instead (issue 20).
    first_moves(&mut alice, &mut bob).await;
    drop((alice, handles));
    bob.until("waiting for alice").await;
    bob.send(b"W").await;
    bob.until("the win can be claimed only when").await;
    time.advance(Duration::from_secs(120));
    let screen = bob.until("W claims the win").await;
    assert!(screen.contains("alice did not come back"), "{screen}");
    bob.send(b"W").await;
    let screen = bob.until("Game over: Red left").await;
    assert!(screen.contains("Green wins: Red left") && !screen.contains("to move"), "{screen}");
    let (text, record) = table_record(data.0.as_path(), AnyRecord::is_over).await;
    assert!(text.contains("[Termination \"abandoned\"]") && text.contains("[Result \"0-1\"]"), "{text}");
    assert_eq!(record.result(), "0-1");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connections_over_the_rate_are_closed_before_ssh() {
    let data = tempdir();
    let options = ServeOptions { per_minute: 2, ..options(data.0.as_path(), AccessSource::Open) };
    let server = tactigon_server::start(options).await.unwrap();
    let first = logged_in(&server, "one").await;
    drop(first);
    let _second = logged_in(&server, "two").await;
    // The first has gone, so the number open is within every limit: only the rate refuses.
    let third = russh::client::connect(Arc::new(russh::client::Config::default()), server.addr, crate::serve::Trusting);
    assert!(third.await.is_err());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_taacoca_table_is_opened_played_and_described() {
    let data = tempdir();
    let server = serve_with(data.0.as_path(), &Arc::new(ServerTime::frozen())).await;
    let (ha, hb) = (logged_in(&server, "alice").await, logged_in(&server, "bob").await);
    let mut alice = Term::open(&ha, 120, 40).await;
    let mut bob = Term::open(&hb, 120, 40).await;
    alice.until("no games yet").await;
    // n: Taacoca; t twice: 5+3.
    alice.send(b"ntt").await;
    alice.until("a seat opened now: Taacoca, side 5, 5+3").await;
    alice.send(b"r").await;
    let lobby = bob.until("White alice vs Black (open), Taacoca, side 5, 5+3").await;
    assert!(lobby.contains("you play Black"), "{lobby}");
    bob.send(b"\r").await;
    alice.until("White to move").await;
    alice.send(b":nw:g3,g4,g5\r").await;
    let screen = bob.until("Black to move").await;
    assert!(screen.contains("nw:g3,g4,g5") && screen.contains("White alice 5:00"), "{screen}");
    let (text, record) = table_record(data.0.as_path(), |r| r.moves() == 1).await;
    assert!(matches!(record, AnyRecord::Taacoca(_)), "{text}");
    assert!(text.contains("[White \"alice\"]") && text.contains("[TimeControl \"300+3\"]"), "{text}");
}
