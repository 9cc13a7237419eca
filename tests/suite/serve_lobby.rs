//! Finding an opponent over SSH (russh's client on loopback, a server time that stands still
//! unless a test moves it on): a seek taken, one refused outside its rating range, and a seek
//! gone when its owner sits down elsewhere; two players paired by a pool by rating while a
//! third, too far from both, waits; a challenge accepted and one declined; a bot that accepts
//! a challenge, plays, and whose rated game changes both ratings.

use crate::serve::{Term, logged_in, options, tempdir};
use crate::serve_accounts::{key, with_key};
use std::sync::Arc;
use std::time::Duration;
use tactigon_games::GameKind;
use tactigon_games::bots::BotSpec;
use tactigon_server::access::{AccessSource, key_id};
use tactigon_server::clock::ServerTime;
use tactigon_server::{ServeOptions, Server};
use tactigon_store::*;

/// A server with the greedy bot in its lobby, on `time`.
async fn serve_with_bot(data: &std::path::Path, time: &Arc<ServerTime>) -> Server {
    let options =
        ServeOptions { time: Arc::clone(time), bots: vec![BotSpec::Greedy], ..options(data, AccessSource::Open) };
    tactigon_server::start(options).await.unwrap()
}

/// Before the server starts: dave, an account of alice's key, has won one rated Tactigon
/// blitz game from 1500 (1662? by Glicko-2, worked by hand in `serve_accounts`).
fn dave_won_once(data: &std::path::Path) {
    let store = SqliteStore::open(&data.join("tactigon.db")).unwrap();
    let fingerprint = key_id(key("alice_ed25519").public_key());
    let id = |name: &str| match store.login(name, Some(&fingerprint), true, 100).unwrap() {
        Login::Account(a) => a.id,
        other => panic!("{other:?}"),
    };
    let (dave, zed) = (id("dave"), id("zed"));
    store
        .finish(&FinishedGame {
            table: 1,
            game: GameKind::Tactigon,
            players: [(Some(dave), "dave".into()), (Some(zed), "zed".into())],
            terms: "Tactigon, standard board, 3+2, rated".into(),
            rated: Some(Speed::Blitz),
            score: Score::FirstWon,
            ending: "resignation".into(),
            finished: 200,
            record: "[Event \"Online game\"]\n[Result \"1-0\"]\n\n1-0\n".into(),
        })
        .unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seek_is_taken_refused_outside_its_range_and_gone_when_its_owner_sits_elsewhere() {
    let data = tempdir();
    dave_won_once(&data.0);
    let time = Arc::new(ServerTime::frozen());
    let server = serve_with_bot(&data.0, &time).await;
    let (ha, hc, hd) = (
        with_key(&server, "alice", "alice_ed25519").await,
        with_key(&server, "carol", "alice_ed25519").await,
        with_key(&server, "dave", "alice_ed25519").await,
    );
    let (mut alice, mut carol, mut dave) =
        (Term::open(&ha, 120, 40).await, Term::open(&hc, 120, 40).await, Term::open(&hd, 120, 40).await);
    // Alice: 3+2, rated, first player, ratings within 100 of hers: a seek; then a plain seat.
    alice.until("you are alice").await;
    alice.send(b"tcve").await;
    alice.until("seeks and pools: colour first, ratings ±100").await;
    alice.send(b"s").await;
    alice.until("seek #1 is open").await;
    alice.send(b"g").await;
    alice.until("table #2 is open").await;
    // Dave (1662 at Tactigon blitz) sees her blitz rating and the range, and is refused.
    dave.until("(ratings 1400–1600)").await;
    let lobby = dave.until("#2 Red (open) vs Green alice 1500?").await;
    assert!(lobby.contains("#1 Red alice 1500? vs Green (open)"), "{lobby}");
    assert!(lobby.contains("dave 1662? free"), "{lobby}");
    dave.send(b"\r").await;
    dave.until("this seek is for ratings 1400–1600: yours is 1662").await;
    // Carol (1500) takes it: both play; alice's other seat is gone from the lobby.
    carol.until("(ratings 1400–1600)").await;
    carol.send(b"\r").await;
    for term in [&mut alice, &mut carol] {
        let screen = term.until("Red to move").await;
        assert!(screen.contains("Red alice") && screen.contains("Green carol"), "{screen}");
    }
    let lobby = dave.until("alice 1500? playing").await;
    assert!(lobby.contains("#1 Red alice 1500? vs Green carol 1500?") && !lobby.contains("#2"), "{lobby}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pool_pairs_the_nearest_ratings_and_the_range_widens_while_one_waits() {
    let data = tempdir();
    dave_won_once(&data.0);
    let time = Arc::new(ServerTime::frozen());
    let server = serve_with_bot(&data.0, &time).await;
    let (hd, ha, hc) = (
        with_key(&server, "dave", "alice_ed25519").await,
        with_key(&server, "alice", "alice_ed25519").await,
        with_key(&server, "carol", "alice_ed25519").await,
    );
    let (mut dave, mut alice, mut carol) =
        (Term::open(&hd, 120, 40).await, Term::open(&ha, 120, 40).await, Term::open(&hc, 120, 40).await);
    // Dave (1662) waits first in the 3+2 pool; alice (1500) comes: 162 apart, more than the
    // 100 a pool accepts at once.
    dave.send(b"tz").await;
    dave.until("in the Tactigon 3+2 pool (1 waiting)").await;
    alice.send(b"tz").await;
    alice.until("in the Tactigon 3+2 pool (2 waiting)").await;
    // Carol (1500) comes: alice and carol are 0 apart, paired though dave waited longest.
    carol.send(b"tz").await;
    for term in [&mut alice, &mut carol] {
        let screen = term.until("Red to move").await;
        assert!(screen.contains("alice") && screen.contains("carol") && !screen.contains("dave"), "{screen}");
    }
    dave.until("in the Tactigon 3+2 pool (1 waiting)").await;
    // z leaves the pool; back in, bob (a guest, 1500) comes: 162 apart, in range once the
    // range has grown by 62 points, at 10 a second after 6.2 s: then they are paired, casual.
    dave.send(b"z").await;
    dave.until("you left the pool").await;
    let hb = logged_in(&server, "bob").await;
    let mut bob = Term::open(&hb, 120, 40).await;
    dave.send(b"z").await;
    dave.until("in the Tactigon 3+2 pool (1 waiting)").await;
    bob.send(b"tz").await;
    bob.until("in the Tactigon 3+2 pool (2 waiting)").await;
    time.advance(Duration::from_secs(6));
    // The server's clock tick looks at the pools every 100 ms: several have passed.
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(bob.text().contains("(2 waiting)"), "not yet in range:\n{}", bob.text());
    time.advance(Duration::from_secs(1));
    for term in [&mut dave, &mut bob] {
        let screen = term.until("to move").await;
        assert!(screen.contains("dave") && screen.contains("bob"), "{screen}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_is_accepted_and_another_declined() {
    let data = tempdir();
    let time = Arc::new(ServerTime::frozen());
    let server = serve_with_bot(&data.0, &time).await;
    let names = ["alice", "bob", "carol", "dave"];
    let mut handles = Vec::new();
    for name in names {
        handles.push(logged_in(&server, name).await);
    }
    let mut terms = Vec::new();
    for handle in &handles {
        terms.push(Term::open(handle, 120, 40).await);
    }
    let [alice, bob, carol, dave] = &mut terms[..] else { unreachable!() };
    // Alice challenges bob, as first player: bob is told, and Enter accepts.
    alice.until("dave (guest) free").await;
    alice.send(b"vhbob\r").await;
    alice.until("challenge sent: table #1 is kept for bob for 60 s").await;
    alice.until("your challenge to bob, waiting for an answer").await;
    let lobby = bob.until("a challenge to you: Enter accepts (you play Green)").await;
    assert!(lobby.contains("Red alice vs Green (open)"), "{lobby}");
    bob.send(b"\r").await;
    for term in [&mut *alice, &mut *bob] {
        term.until("Red to move").await;
    }
    // Carol challenges dave, who declines (the challenge is his second row): carol is told.
    carol.send(b"hDAVE\r").await;
    carol.until("challenge sent: table #2 is kept for dave").await;
    dave.until("a challenge to you").await;
    dave.send(b"\x1b[Bd").await;
    dave.until("challenge at table #2 declined").await;
    carol.until("dave declined your challenge (table #2)").await;
    let lobby = carol.until("alice (guest) playing").await;
    assert!(!lobby.contains("#2 Red (open)"), "{lobby}");
    // A challenge to nobody online, and one to oneself, are refused with the reason.
    carol.send(b"hnobody\r").await;
    carol.until("nobody called nobody is online").await;
    carol.send(b"hcarol\r").await;
    carol.until("you cannot challenge yourself").await;
    // A challenge not answered expires after a minute.
    carol.send(b"hdave\r").await;
    carol.until("challenge sent: table #3").await;
    time.advance(Duration::from_secs(60));
    carol.until("your challenge to dave expired (table #3)").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_accepts_a_challenge_plays_and_a_rated_game_changes_both_ratings() {
    let data = tempdir();
    let time = Arc::new(ServerTime::frozen());
    let server = serve_with_bot(&data.0, &time).await;
    let ha = with_key(&server, "alice", "alice_ed25519").await;
    let mut alice = Term::open(&ha, 120, 40).await;
    // The bot is online with its rating; alice challenges it to a rated 3+2 game as Red.
    alice.until("greedy 1500? bot").await;
    alice.send(b"tcvhgreedy\r").await;
    alice.until("Red to move").await;
    alice.send(b":b1-b2\r").await;
    // The bot answers: Red is to move again.
    let screen = alice.until("Move 2").await;
    assert!(screen.contains("Red to move") && screen.contains("Green greedy"), "{screen}");
    // Alice resigns (q, then the dialog's third button): both ratings change as for any
    // loss from 1500 against 1500 (worked by hand in `serve_accounts`).
    alice.send(b"q").await;
    alice.until("The game stays at its").await;
    alice.send(b"\x1b[B\x1b[B\r").await;
    // (The side panel is narrow: each line wraps before its difference.)
    let screen = alice.until("alice 1500? → 1338?").await;
    assert!(screen.contains("greedy 1500? → 1662?") && screen.contains("(-162)"), "{screen}");
    let lobby = {
        alice.send(b"\x03").await;
        alice.until("greedy 1662? bot").await
    };
    assert!(lobby.contains("alice 1338? free"), "{lobby}");
    // The store has the bot's new rating, as a bot's account.
    let store = SqliteStore::open(&data.0.join("tactigon.db")).unwrap();
    let greedy = store.account("greedy").unwrap().unwrap();
    assert!(greedy.bot && greedy.ratings.len() == 1, "{greedy:?}");
    assert_eq!(greedy.ratings[0].glicko.rating.round(), 1662.0);
}
