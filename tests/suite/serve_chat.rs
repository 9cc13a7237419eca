//! Chat over SSH (russh's client on loopback): a table's chat reaches its players and not the
//! lobby, the spectators' chat stays in their room while the game goes on, `/mute` hides a
//! player's messages for the one who typed it, the lobby has its own line, and the operator's
//! `tactigon server mute` silences a player everywhere.

use crate::serve::{Term, logged_in, serve, tempdir};
use crate::serve_online::seated;
use std::process::Command;

fn tactigon(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_tactigon")).args(args).output().expect("the binary runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn table_chat_reaches_the_players_spectators_keep_to_their_room_and_mute_hides() {
    let data = tempdir();
    let server = serve(data.0.as_path()).await;
    let (mut alice, mut bob, _handles) = seated(&server, 0).await;
    let (hc, hd) = (logged_in(&server, "carol").await, logged_in(&server, "dave").await);
    let mut carol = Term::open(&hc, 120, 40).await;
    let mut dave = Term::open(&hd, 120, 40).await;
    carol.until("Enter to watch").await;
    carol.send(b"\r").await;
    carol.until("you are watching").await;
    dave.until("Enter to watch").await;

    alice.send(b"\"good luck\r").await;
    bob.until("alice: good luck").await;
    // Carol watches: she reads the spectators' room, not the players'.
    carol.send(b"\"nice opening\r").await;
    let screen = carol.until("carol: nice opening").await;
    assert!(screen.contains("spectators' chat:") && !screen.contains("good luck"), "{screen}");
    // Dave in the lobby sees none of the table's chat; his lobby line reaches the lobby.
    dave.send(b"\"anyone for taacoca?\r").await;
    let lobby = dave.until("dave: anyone for taacoca?").await;
    assert!(!lobby.contains("good luck") && !lobby.contains("nice opening"), "{lobby}");
    // Bob mutes Alice for himself; her next message reaches nobody on his screen, but his
    // own reply is there for her, and no spectator's line ever reached the players.
    bob.send(b"\"/mute alice\r").await;
    bob.until("alice's messages are hidden from you").await;
    alice.send(b"\"second message\r").await;
    alice.until("alice: second message").await;
    bob.send(b"\"thanks\r").await;
    let screen = alice.until("bob: thanks").await;
    assert!(!screen.contains("nice opening") && !screen.contains("taacoca"), "{screen}");
    // Muted for Bob: every message of Alice's, the one before the mute too.
    let screen = bob.until("bob: thanks").await;
    assert!(!screen.contains("second message") && !screen.contains("alice: good luck"), "muted: {screen}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_operator_mutes_a_player_in_every_chat() {
    let data = tempdir();
    let dir = data.0.to_str().unwrap();
    // The server reads the mutes as it starts (and every two seconds after).
    drop(tactigon_store::SqliteStore::open(&data.0.join(tactigon_server::DATABASE)).unwrap());
    assert_eq!(tactigon(&["server", "mute", "Erin", "--data", dir]), "Erin muted in every chat\n");
    assert_eq!(tactigon(&["server", "mute", "erin", "--data", dir]), "erin was muted already\n");
    let server = serve(data.0.as_path()).await;
    let (he, hf) = (logged_in(&server, "erin").await, logged_in(&server, "frank").await);
    let mut erin = Term::open(&he, 120, 40).await;
    let mut frank = Term::open(&hf, 120, 40).await;
    erin.until("no games yet").await;
    erin.send(b"\"hello\r").await;
    let screen = erin.until("the server's operator muted you").await;
    assert!(!screen.contains("erin: hello"), "{screen}");
    frank.send(b"\"hi\r").await;
    let screen = frank.until("frank: hi").await;
    assert!(!screen.contains("hello"), "{screen}");
    assert_eq!(tactigon(&["server", "unmute", "erin", "--data", dir]), "erin may chat again\n");
    assert_eq!(tactigon(&["server", "unmute", "erin", "--data", dir]), "erin was not muted\n");
}
