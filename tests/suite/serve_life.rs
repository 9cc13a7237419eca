//! A game's life at an online table over SSH (russh's client on loopback, the server's time
//! standing still unless a test moves it on), and the defects of issue 20 as regression
//! tests: the clocks wait for each side's first move, a first move never made aborts the
//! game, `q` before the first moves offers the abort (unrated, unarchived), the reconnect
//! window follows the clock, "not your move", a board the terminal cannot show, and the
//! words at a table.

use crate::serve::{Term, logged_in, nonzero, tempdir};
use crate::serve_online::serve_with;
use crate::serve_shared::{first_move, first_moves, seated, take_seat};
use std::sync::Arc;
use std::time::Duration;
use tactigon_server::Server;
use tactigon_server::clock::ServerTime;
use tactigon_store::{GameFilter, SqliteStore, Store};

const DOWN: &[u8] = b"\x1b[B";

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

/// The games in the server's archive and the tables it keeps, read from its database.
fn kept(data: &std::path::Path) -> (usize, usize) {
    let store = SqliteStore::open(&data.join(tactigon_server::DATABASE)).unwrap();
    (store.games(&GameFilter::default()).unwrap().len(), store.tables().unwrap().len())
}

/// Waits until the table's writer has forgotten the aborted table (it writes a moment after
/// the screens are told); the archive and the tables kept then.
async fn settled(data: &std::path::Path) -> (usize, usize) {
    for _ in 0..500 {
        let now = kept(data);
        if now.1 == 0 {
            return now;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    kept(data)
}

async fn server() -> (crate::tui_support::TempDir, Arc<ServerTime>, Server) {
    let data = tempdir();
    let time = Arc::new(ServerTime::frozen());
    let server = serve_with(data.0.as_path(), &time).await;
    (data, time, server)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_clock_runs_before_its_sides_first_move() {
    let (_data, time, server) = server().await;
    // One press of t: 3+2.
    let (mut alice, mut bob, _handles) = seated(&server, 1).await;
    time.advance(secs(20));
    let screen = bob.until("(else aborted in 0:10)").await;
    assert!(screen.contains("Red alice 3:00") && screen.contains("alice's first move:"), "{screen}");
    alice.send(b":b1-b2\r").await;
    bob.until("b1-b2").await;
    // Green's wait starts with Red's move; Red's first move took nothing off her clock.
    time.advance(secs(5));
    let screen = alice.until("(else aborted in 0:25)").await;
    assert!(screen.contains("Red alice 3:00") && screen.contains("Green bob 3:00"), "{screen}");
    bob.send(b":b9-b8\r").await;
    // From Green's first move on Red's clock runs, and the first-move notice is gone.
    alice.until("b9-b8").await;
    time.advance(secs(10));
    let screen = alice.until("Red alice 2:50").await;
    assert!(screen.contains("Green bob 3:00") && !screen.contains("first move"), "{screen}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_first_move_never_made_aborts_the_game_unarchived() {
    let (data, time, server) = server().await;
    let (mut alice, mut bob, _handles) = seated(&server, 1).await;
    // 3+2: thirty seconds for Red's first move.
    time.advance(secs(30));
    for term in [&mut alice, &mut bob] {
        term.until("aborted, with no result").await;
    }
    assert_eq!(settled(data.0.as_path()).await, (0, 0), "an aborted game is neither archived nor kept");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn q_before_the_first_moves_offers_the_abort_and_no_rating_changes() {
    use crate::serve_accounts::with_key;
    let (data, _time, server) = server().await;
    let (ha, hb) = (with_key(&server, "alice", "alice_ed25519").await, with_key(&server, "bob", "bob_rsa").await);
    let mut alice = Term::open(&ha, 120, 40).await;
    let mut bob = Term::open(&hb, 120, 40).await;
    alice.until("bob 1500?").await;
    // A rated 3+2 seat, taken.
    alice.send(b"tc").await;
    alice.until("3+2, rated").await;
    take_seat(&mut alice, &mut bob).await;
    first_move(&mut alice, &mut bob).await;
    // Bob has not moved yet: q offers the abort, and the way back to the lobby (not Quit).
    bob.send(b"q").await;
    let dialog = bob.until("Abort the game").await;
    assert!(dialog.contains("Back to the lobby") && !dialog.contains("Quit Tactigon"), "{dialog}");
    bob.send(DOWN).await;
    bob.send(b"\r").await;
    for term in [&mut alice, &mut bob] {
        term.until("aborted, with no result").await;
    }
    assert_eq!(settled(data.0.as_path()).await, (0, 0), "an aborted game is neither archived nor kept");
    // Back in the lobby, both still have the rating they had.
    alice.send(b"\x03").await;
    let lobby = alice.until("Tactigon online").await;
    assert!(lobby.contains("alice 1500?") && lobby.contains("bob 1500?"), "{lobby}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn once_both_have_moved_q_offers_resigning_and_the_window_follows_the_clock() {
    let (_data, time, server) = server().await;
    let (mut alice, mut bob, handles) = seated(&server, 1).await;
    first_moves(&mut alice, &mut bob).await;
    alice.send(b"q").await;
    let dialog = alice.until("Resign").await;
    assert!(!dialog.contains("Abort the game") && dialog.contains("Back to the lobby"), "{dialog}");
    alice.send(b"\x1b").await;
    // Alice drops with 3:00 left at 3+2: her window is a quarter of the base, 0:45.
    drop((alice, handles));
    bob.until("(reconnect window 0:45)").await;
    time.advance(secs(45));
    bob.until("W claims the win").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_opponents_turn_is_not_your_move() {
    let (_data, _time, server) = server().await;
    let (_alice, mut bob, _handles) = seated(&server, 0).await;
    // Bob's cursor starts on his own piece; Enter on Red's turn is answered before the rules.
    bob.send(b"\r").await;
    let screen = bob.until("not your move").await;
    assert!(!screen.contains("is not yours"), "{screen}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_taacoca_the_opponents_turn_is_not_your_move_and_u_says_there_are_no_rule_options() {
    let (_data, _time, server) = server().await;
    let (ha, hb) = (logged_in(&server, "alice").await, logged_in(&server, "bob").await);
    let mut alice = Term::open(&ha, 120, 40).await;
    let mut bob = Term::open(&hb, 120, 40).await;
    alice.until("no games yet").await;
    alice.send(b"nu").await;
    alice.until("Taacoca has no rule options").await;
    alice.send(b"r").await;
    bob.until("you play Black").await;
    bob.send(b"\r").await;
    bob.until("White to move").await;
    for key in [&b"\r"[..], b">"] {
        bob.send(key).await;
        let screen = bob.until("not your move").await;
        assert!(!screen.contains("White moves"), "{screen}");
        bob.send(b"\x1b").await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_the_terminal_cannot_show_is_refused_with_the_size_it_needs() {
    let (_data, _time, server) = server().await;
    let ha = logged_in(&server, "alice").await;
    let mut alice = Term::open(&ha, 78, 24).await;
    alice.until("no games yet").await;
    // Taacoca, side 5 up to 13: too large for 78x24 (its smallest drawing needs 79x27).
    alice.send(b"noooooooo").await;
    alice.until("Taacoca, side 13").await;
    alice.send(b"r").await;
    let lobby = alice.until("this board needs").await;
    assert!(lobby.contains("your terminal is 78x24") && !lobby.contains("is open"), "{lobby}");
    // Side 5 fits: opened; a player whose terminal is too small cannot take it.
    // After 13 the sides start again at 3.
    alice.send(b"ooo").await;
    alice.until("Taacoca, side 5").await;
    alice.send(b"r").await;
    alice.until("waiting for an opponent").await;
    let hb = logged_in(&server, "bob").await;
    let mut bob = Term::open(&hb, 50, 20).await;
    bob.until("Enter").await;
    bob.send(b"\r").await;
    let lobby = bob.until("this board needs").await;
    assert!(lobby.contains("your terminal is 50x20"), "{lobby}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_screen_made_too_small_leaves_by_q_with_true_words() {
    let (_data, _time, server) = server().await;
    let (mut alice, _bob, _handles) = seated(&server, 0).await;
    alice.channel.window_change(40, 12, 0, 0).await.unwrap();
    alice.screen.set_size(nonzero(12), nonzero(40));
    let screen = alice.until("q leaves").await;
    assert!(screen.contains("Terminal too small") && !screen.contains("Ctrl-C"), "{screen}");
    alice.send(b"q").await;
    alice.channel.window_change(120, 40, 0, 0).await.unwrap();
    alice.screen.set_size(nonzero(40), nonzero(120));
    alice.until("Tactigon online").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn at_a_table_saving_says_the_server_keeps_the_game_and_a_spectators_bar_fits_80_columns() {
    let (_data, _time, server) = server().await;
    let (mut alice, _bob, _handles) = seated(&server, 0).await;
    alice.send(b"s").await;
    let screen = alice.until("the server keeps this game").await;
    assert!(!screen.contains("no data folder") && !screen.contains("players/"), "{screen}");
    let hc = logged_in(&server, "carol").await;
    let mut carol = Term::open(&hc, 80, 30).await;
    // At 80 columns the table's line wraps before "to watch".
    carol.until("move 1: Enter").await;
    carol.send(b"\r").await;
    let screen = carol.until("watching alice vs bob").await;
    assert!(!screen.contains("only the players move"), "{screen}");
    // The whole key bar, to its last words.
    carol.until("q leave  ? help").await;
}
