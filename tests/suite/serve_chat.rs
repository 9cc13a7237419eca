//! Chat over SSH (russh's client on loopback): a table's chat reaches its players and not the
//! lobby, the spectators' chat stays in their room while the game goes on, `/mute` hides a
//! player's messages for the one who typed it, the lobby has its own line, and the operator's
//! `tactigon server mute` silences a player everywhere.

use crate::serve::{Term, logged_in, serve, tempdir};
use crate::serve_shared::seated;
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

/// A table's rooms are freed once the lobby lets the table go: a hundred tables opened, chatted
/// at and closed leave the lobby's room alone in memory, and an open table keeps its own.
#[test]
fn the_chat_of_closed_tables_is_freed() {
    use std::collections::BTreeSet;
    use std::sync::Arc;
    use std::time::Instant;
    use tactigon_server::chat::{Chat, Room};
    use tactigon_server::clock::ServerTime;
    use tactigon_server::lobby::Lobby;
    use tactigon_server::seats::Who;
    use tactigon_server::terms::Terms;
    let time = ServerTime::frozen();
    let lobby = Arc::new(Lobby::new(None, time.now()));
    let chat = Chat::default();
    let who = |name: &str, conn| Who { name: name.into(), user: name.into(), key: None, conn, account: None };
    let (alice, bob) = (who("alice", 1), who("bob", 2));
    let now = Instant::now();
    chat.say(Room::Lobby, "bob", "hi", now).unwrap();
    let kept = lobby.open_seat(&bob, 0, Terms::default(), time.now()).unwrap();
    chat.say(Room::Players(kept.id), "bob", "anyone?", now).unwrap();
    for _ in 0..100 {
        let table = lobby.open_seat(&alice, 0, Terms::default(), time.now()).unwrap();
        // Two rooms each: a fresh name for every message, so that no rate limit is met.
        chat.say(Room::Players(table.id), &format!("p{}", table.id), "hello", now).unwrap();
        chat.say(Room::Spectators(table.id), &format!("s{}", table.id), "watching", now).unwrap();
        lobby.close(table.id, &alice);
    }
    assert_eq!(chat.rooms_kept(), 202);
    chat.free_closed(&lobby, now);
    assert_eq!(chat.rooms_kept(), 2, "the lobby's room and the open table's");
    let none = BTreeSet::new();
    assert_eq!(chat.last(Room::Players(kept.id), 5, &none)[0].text, "anyone?");
    assert_eq!(chat.last(Room::Lobby, 5, &none)[0].text, "hi");
    assert!(chat.last(Room::Players(kept.id + 1), 5, &none).is_empty());
}

/// Says `wordN` on `term` again and again, N counting up, until its screen shows what `until`
/// waits for; the last word said. The server reads the operator's mutes on its own tick, so
/// a change is seen after some messages, never a known number of them; they are said a
/// little over two seconds apart, so that the rate limit (5 in 10 s) is never met.
async fn say_until(term: &mut Term, word: &str, until: impl Fn(&str, &str) -> bool) -> String {
    use std::time::{Duration, Instant};
    for n in 0..15 {
        let said = format!("{word}{n}");
        term.send(format!("\"{said}\r").as_bytes()).await;
        let sent = Instant::now();
        while sent.elapsed() < Duration::from_millis(2100) {
            if let Ok(Some(russh::ChannelMsg::Data { data })) =
                tokio::time::timeout(Duration::from_millis(100), term.channel.wait()).await
            {
                term.screen.process(&data);
            }
            if until(&term.text(), &said) {
                return said;
            }
        }
    }
    panic!("the screen never changed:\n{}", term.text());
}

/// The operator mutes a player on a running `tactigon serve` (the binary, another process
/// writing the database): the player's next messages reach nobody; unmuted, they do again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_operator_mutes_and_unmutes_a_player_on_a_running_server() {
    use crate::serve_store::{logged_in, start};
    let data = tempdir();
    let dir = data.0.to_str().unwrap();
    let (mut server, addr) = start(&data.0);
    let (he, hf) = (logged_in(addr, "erin").await, logged_in(addr, "frank").await);
    let mut erin = Term::open(&he, 120, 40).await;
    let mut frank = Term::open(&hf, 120, 40).await;
    frank.until("no games yet").await;
    frank.send(b"\"before\r").await;
    erin.until("frank: before").await;
    assert_eq!(tactigon(&["server", "mute", "frank", "--data", dir]), "frank muted in every chat\n");
    let refused = say_until(&mut frank, "muted", |screen, _| screen.contains("the server's operator muted you")).await;
    // Erin speaks after it: her line is there, Frank's refused one is not.
    erin.send(b"\"still here\r").await;
    let screen = erin.until("erin: still here").await;
    assert!(screen.contains("frank: before") && !screen.contains(&refused), "{screen}");
    assert_eq!(tactigon(&["server", "unmute", "frank", "--data", dir]), "frank may chat again\n");
    let heard = say_until(&mut frank, "back", |screen, said| screen.contains(&format!("frank: {said}"))).await;
    erin.until(&format!("frank: {heard}")).await;
    server.kill().unwrap();
    server.wait().unwrap();
}
