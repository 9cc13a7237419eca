//! A shared table over SSH (russh's client on loopback): what the opponent plays arrives on
//! each screen without disturbing it, the game ends on every screen however it ends, a
//! finished game is reviewed and rematched at the table, and a connection that went silent
//! (a cut network) neither keeps its seat from its player nor hides the absence. Its helpers
//! are the scripts the other tests over SSH share: a seat opened and taken, the first moves.

use crate::serve::{PATIENCE, Term, Trusting, logged_in, options, reconnect_code, tempdir};
use crate::serve_online::serve_with;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use tactigon_server::access::AccessSource;
use tactigon_server::clock::ServerTime;
use tactigon_server::{ServeOptions, Server};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

/// Alice opens a seat on the terms her lobby shows and Bob, in the lobby too, takes it.
/// Alice's screen once the game began (her reconnect code on it).
pub(crate) async fn take_seat(alice: &mut Term, bob: &mut Term) -> String {
    alice.send(b"r").await;
    bob.until("Enter: take the open seat").await;
    bob.send(b"\r").await;
    alice.until(" to move").await
}

/// Alice and Bob, logged in as guests at 120x40, at a table Alice opened (after pressing `t`
/// `clock_presses` times for the clock): both on the game screen, and the SSH handles.
pub(crate) async fn seated(server: &Server, clock_presses: usize) -> (Term, Term, Vec<impl Sized>) {
    let (ha, hb) = (logged_in(server, "alice").await, logged_in(server, "bob").await);
    let mut alice = Term::open(&ha, 120, 40).await;
    let mut bob = Term::open(&hb, 120, 40).await;
    alice.until("no games yet").await;
    for _ in 0..clock_presses {
        alice.send(b"t").await;
    }
    let screen = take_seat(&mut alice, &mut bob).await;
    assert!(screen.contains("Red to move"), "{screen}");
    bob.until("Red to move").await;
    (alice, bob, vec![ha, hb])
}

/// Red (Alice) plays b1-b2, and Bob sees it is his turn.
pub(crate) async fn first_move(alice: &mut Term, bob: &mut Term) {
    alice.send(b":b1-b2\r").await;
    bob.until("Green to move").await;
}

/// Red (Alice) and Green (Bob) make their first moves, b1-b2 and b9-b8, each seen by the
/// other: from then on the clocks run (issue 20).
pub(crate) async fn first_moves(alice: &mut Term, bob: &mut Term) {
    first_move(alice, bob).await;
    bob.send(b":b9-b8\r").await;
    alice.until("b9-b8").await;
}

async fn frozen_time_server(data: &std::path::Path) -> Server {
    serve_with(data, &Arc::new(ServerTime::frozen())).await
}

/// Bob starts typing his answer while Alice thinks; her move arrives, and his half-typed move,
/// his cursor among his own pieces, are still there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_opponents_move_arrives_without_disturbing_a_move_being_typed() {
    let data = tempdir();
    let server = frozen_time_server(data.0.as_path()).await;
    let (mut alice, mut bob, _handles) = seated(&server, 0).await;
    // Bob plays Green: his cursor starts on his pentagon, d9, not on Red's.
    bob.until("[d9] Red (alice) to move").await;
    bob.send(b":b9-b").await;
    bob.until("Move: b9-b_").await;
    alice.send(b":b1-b2\r").await;
    let screen = bob.until("Green to move").await;
    assert!(screen.contains("Move: b9-b_") && screen.contains("b1-b2"), "{screen}");
    bob.send(b"8\r").await;
    let screen = alice.until("b9-b8").await;
    assert!(screen.contains("Red to move"), "{screen}");
}

/// Alice resigns from the leave dialog: every screen shows the game over. Carol reviews the
/// game and comes back to the table; Alice asks for a rematch, Bob accepts, and both are at
/// the new table.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_resigned_game_ends_everywhere_and_is_reviewed_and_rematched_at_the_table() {
    let data = tempdir();
    let server = frozen_time_server(data.0.as_path()).await;
    let (mut alice, mut bob, _handles) = seated(&server, 0).await;
    let hc = logged_in(&server, "carol").await;
    let mut carol = Term::open(&hc, 120, 40).await;
    carol.until("Enter to watch").await;
    carol.send(b"\r").await;
    carol.until("Red to move").await;
    // Both first moves made: before them the dialog offers the abort instead (issue 20).
    first_moves(&mut alice, &mut bob).await;
    // q, then the dialog's third button: Resign.
    alice.send(b"q").await;
    alice.until("The game stays at its").await;
    alice.send(b"\x1b[B\x1b[B\r").await;
    for (term, player) in [(&mut alice, true), (&mut bob, true), (&mut carol, false)] {
        let screen = term.until("Game over: Red resigned").await;
        assert!(screen.contains("Green wins: Red resigned"), "{screen}");
        // Only the players are offered a rematch.
        assert_eq!(screen.contains("Rematch"), player, "{screen}");
    }
    // Carol: Review the game (the button selected), then back to the table.
    carol.send(b"\r").await;
    carol.until("Replay").await;
    carol.send(b"q").await;
    let screen = carol.until("Game over: Red resigned").await;
    assert!(!screen.contains("Tactigon online"), "{screen}");
    // Alice's Rematch (the first button, two above Review) opens table #2 for Bob and sends
    // her to the lobby.
    alice.send(b"\x1b[A\x1b[A\r").await;
    alice.until("rematch: table #2 waits for your opponent").await;
    bob.until("alice asks for a rematch").await;
    bob.send(b"\x1b[A\x1b[A\r").await;
    // A rematch alternates colours: alice, Red before, plays Green.
    for term in [&mut alice, &mut bob] {
        let screen = term.until("Red to move").await;
        assert!(screen.contains("Red bob") && screen.contains("Green alice"), "{screen}");
        assert!(!screen.contains("b1-b2"), "a new game: {screen}");
    }
}

/// Alice's network is cut and she logs in again at once: her new connection is `alice-2`
/// (the old one is not known to be gone yet) and still takes her seat with her code.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_back_before_the_old_connection_is_gone_takes_the_seat_with_the_code() {
    let data = tempdir();
    let server = frozen_time_server(data.0.as_path()).await;
    let (alice, mut bob, _handles) = seated(&server, 0).await;
    let code = reconnect_code(&alice.text());
    let back = logged_in(&server, "alice").await;
    let mut again = Term::open(&back, 120, 40).await;
    let lobby = again.until("your game").await;
    assert!(lobby.contains("you are alice-2"), "{lobby}");
    again.send(b"\r").await;
    again.until("reconnect code for table #1").await;
    again.send(format!("{code}\r").as_bytes()).await;
    again.until("Red to move").await;
    again.send(b":b1-b2\r").await;
    let screen = bob.until("Green to move").await;
    assert!(screen.contains("b1-b2"), "{screen}");
    drop(alice);
}

/// A connection that stops answering (the network cut, nothing closed) is taken for gone
/// once its keepalives go unanswered: the opponent is told and the reconnect window runs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_stops_answering_is_taken_for_gone() {
    let data = tempdir();
    let options =
        ServeOptions { keepalive: Duration::from_millis(200), ..options(data.0.as_path(), AccessSource::Open) };
    let server = tactigon_server::start(options).await.unwrap();
    let (proxy, cut) = cuttable_proxy(server.addr).await;
    let mut ha = russh::client::connect(Arc::new(russh::client::Config::default()), proxy, Trusting).await.unwrap();
    assert!(crate::serve::as_guest(&mut ha, "alice").await);
    let hb = logged_in(&server, "bob").await;
    let mut alice = Term::open(&ha, 120, 40).await;
    let mut bob = Term::open(&hb, 120, 40).await;
    alice.until("no games yet").await;
    take_seat(&mut alice, &mut bob).await;
    cut.store(true, Ordering::SeqCst);
    let screen = bob.until("waiting for alice").await;
    assert!(screen.contains("(reconnect window"), "{screen}");
    drop((alice, ha));
}

/// A TCP relay to `to` for one connection; once the flag is set, nothing more passes either
/// way and nothing is closed, as when a network is cut.
async fn cuttable_proxy(to: SocketAddr) -> (SocketAddr, Arc<AtomicBool>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let cut = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&cut);
    tokio::spawn(async move {
        let (client, _) = listener.accept().await.unwrap();
        let server = TcpStream::connect(to).await.unwrap();
        let ((client_read, client_write), (server_read, server_write)) = (client.into_split(), server.into_split());
        tokio::spawn(relay(client_read, server_write, Arc::clone(&flag)));
        relay(server_read, client_write, flag).await;
    });
    (addr, cut)
}

async fn relay(mut from: impl AsyncReadExt + Unpin, mut to: impl AsyncWriteExt + Unpin, cut: Arc<AtomicBool>) {
    let mut buf = [0u8; 4096];
    loop {
        let n = match from.read(&mut buf).await {
            Ok(0) | Err(_) => return,
            Ok(n) => n,
        };
        if cut.load(Ordering::SeqCst) {
            // Held open, forwarding nothing, until the test ends.
            tokio::time::sleep(PATIENCE * 2).await;
            return;
        }
        if to.write_all(&buf[..n]).await.is_err() {
            return;
        }
    }
}
