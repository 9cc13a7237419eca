//! Accounts over SSH (russh's client on loopback, keys made by OpenSSH's ssh-keygen, kept in
//! `fixtures/keys`): two accounts, one with an Ed25519 key and one with an RSA key, play a
//! rated game to its end; both see their rating change as Glicko-2 computes it; the game is in
//! both players' archives and opens in the replay viewer; a guest cannot play rated; a name
//! bound to one key refuses another key.

use crate::serve::{Term, Trusting, as_guest, connect};
use crate::serve_online::serve_with;
use russh::client::Handle;
use russh::keys::{PrivateKey, PrivateKeyWithHashAlg};
use std::sync::Arc;
use std::time::Duration;
use tactigon_server::Server;
use tactigon_server::clock::ServerTime;

/// A private key of `fixtures/keys`.
pub(crate) fn key(name: &str) -> PrivateKey {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/suite/fixtures/keys").join(name);
    PrivateKey::from_openssh(std::fs::read_to_string(path).unwrap()).unwrap()
}

/// `user` logged in with the key called `name` (RSA signed with the server's best hash).
pub(crate) async fn with_key(server: &Server, user: &str, name: &str) -> Handle<Trusting> {
    let mut handle = connect(server).await;
    let hash = handle.best_supported_rsa_hash().await.unwrap().flatten();
    let signed = PrivateKeyWithHashAlg::new(Arc::new(key(name)), hash);
    assert!(handle.authenticate_publickey(user, signed).await.unwrap().success(), "{user} logs in with {name}");
    handle
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_accounts_play_a_rated_game_and_see_their_ratings_change() {
    let data = crate::serve::tempdir();
    let time = Arc::new(ServerTime::frozen());
    let server = serve_with(data.0.as_path(), &time).await;
    let (ha, hb) = (with_key(&server, "alice", "alice_ed25519").await, with_key(&server, "bob", "bob_rsa").await);
    let mut hc = connect(&server).await;
    assert!(as_guest(&mut hc, "carol").await);
    let mut alice = Term::open(&ha, 120, 40).await;
    let mut bob = Term::open(&hb, 120, 40).await;
    let mut carol = Term::open(&hc, 120, 40).await;
    // New accounts start at 1500, provisional; a guest is shown as one.
    alice.until("bob 1500?").await;
    alice.until("carol (guest)").await;
    // A guest cannot make a seat rated.
    carol.send(b"tc").await;
    carol.until("guests play casual games only").await;
    // Alice: the first clock (3+2, blitz), rated, and a seat as Red.
    alice.send(b"t").await;
    alice.until("3+2, casual").await;
    alice.send(b"c").await;
    alice.until("a seat opened now: Tactigon, standard board, 3+2, rated").await;
    alice.send(b"r").await;
    alice.until("waiting for an opponent").await;
    // The guest may not take it; bob may.
    carol.until("Enter: take the open seat").await;
    carol.send(b"\r").await;
    carol.until("a guest cannot sit at a rated table").await;
    bob.until("Enter: take the open seat, you play Green").await;
    bob.send(b"\r").await;
    alice.until("Red to move").await;
    // The clocks run once both sides have moved (issue 20): Green, then Red again.
    crate::serve_shared::first_moves(&mut alice, &mut bob).await;
    alice.send(b":b2-b1\r").await;
    bob.until("b2-b1").await;
    // Green's flag falls (3 minutes and more): Red wins on time, a loss for bob.
    time.advance(Duration::from_secs(200));
    // Glicko-2 by hand (Glickman's steps, τ = 0.75), both at 1500, deviation 350, volatility
    // 0.09: on the Glicko-2 scale φ = 350/173.7178 = 2.01476, g(φ) = 1/√(1+3φ²/π²) = 0.65186,
    // E = 0.5, v = 1/(g²·E·(1-E)) = 9.4135; the volatility stays 0.09 (to 5 places), so
    // φ* = √(φ²+σ²) = 2.01677 and φ' = 1/√(1/φ*² + 1/v) = 1.67183 (290.43 points); the winner's
    // μ' = φ'²·g·(1-E) = 0.93099, 1500 + 173.7178·0.93099 = 1662.43; the loser's 1337.57.
    // (The side panel is narrow: alice's line wraps before its difference.)
    for term in [&mut alice, &mut bob] {
        let screen = term.until("bob 1500? → 1338? (-162)").await;
        assert!(screen.contains("alice 1500? → 1662?") && screen.contains("(+162)"), "{screen}");
    }
    // Back in the lobby, each finds the game in "my games" and opens it in the replay viewer.
    // The lobby shows each one's new rating.
    for (term, me, now) in [(&mut alice, "alice", "alice 1662?"), (&mut bob, "bob", "bob 1338?")] {
        term.send(b"\x03").await;
        term.until("Tactigon online").await;
        term.until(now).await;
        term.send(b"m").await;
        let list = term.until(&format!("Games of {me}")).await;
        let list = if list.contains("1-0 time") { list } else { term.until("1-0 time").await };
        assert!(list.contains("alice 1500? → 1662? (+162) vs bob 1500? → 1338? (-162)"), "{list}");
        assert!(list.contains("rated blitz"), "{list}");
        term.send(b"\r").await;
        let replay = term.until("alice vs bob").await;
        assert!(replay.contains("b1-b2"), "{replay}");
        // Leaving the viewer is back to the list.
        term.send(b"q").await;
        term.until(&format!("Games of {me}")).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_name_bound_to_one_key_refuses_another_key() {
    let data = crate::serve::tempdir();
    let server = serve_with(data.0.as_path(), &Arc::new(ServerTime::frozen())).await;
    let first = with_key(&server, "alice", "alice_ed25519").await;
    let mut term = Term::open(&first, 100, 30).await;
    term.until("you are alice").await;
    // Another key under the same name, in any case: told why, and closed.
    let other = with_key(&server, "Alice", "mallory_ed25519").await;
    let mut refused = Term::open(&other, 100, 30).await;
    let screen = refused.until("belongs to another key").await;
    assert!(screen.contains("tactigon: the name Alice belongs to another key"), "{screen}");
    // The same key under another name is its own account.
    let elsewhere = with_key(&server, "mallory", "mallory_ed25519").await;
    Term::open(&elsewhere, 100, 30).await.until("you are mallory").await;
}
