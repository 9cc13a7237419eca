//! `tactigon serve` on a loopback port, driven by russh's client: the lobby and the real game
//! over SSH, shared tables with a spectator, reconnecting, and everything the server refuses.

use crate::tui_support::TempDir;
use russh::client::{self, Handle};
use russh::keys::PublicKeyOrCertificate;
use russh::{ChannelMsg, client::Msg};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;
use tactigon_server::access::AccessSource;
use tactigon_server::{ServeOptions, Server};

/// How long a test waits for a screen before it gives up (a hang guard, not a timing check).
pub(crate) const PATIENCE: Duration = Duration::from_secs(30);

pub(crate) struct Trusting;

impl client::Handler for Trusting {
    type Error = russh::Error;

    async fn check_server_key(&mut self, _: &PublicKeyOrCertificate) -> Result<bool, Self::Error> {
        Ok(true)
    }
}

pub(crate) fn options(data: &Path, access: AccessSource) -> ServeOptions {
    ServeOptions {
        listen: SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), 0),
        max_sessions: 20,
        max_per_address: 20,
        max_per_account: 3,
        data: data.to_path_buf(),
        access,
        idle: Duration::from_secs(600),
        keepalive: tactigon_server::KEEPALIVE,
        think_cap: Duration::from_millis(50),
        per_minute: 100,
        time: Arc::default(),
        notify_cmd: None,
        bots: Vec::new(),
    }
}

pub(crate) async fn serve(data: &Path) -> Server {
    tactigon_server::start(options(data, AccessSource::Open)).await.unwrap()
}

pub(crate) async fn connect(server: &Server) -> Handle<Trusting> {
    client::connect(Arc::new(client::Config::default()), server.addr, Trusting).await.unwrap()
}

pub(crate) async fn logged_in(server: &Server, user: &str) -> Handle<Trusting> {
    let mut handle = connect(server).await;
    assert!(as_guest(&mut handle, user).await);
    handle
}

/// Logs in without a key, as a guest, the way OpenSSH does without keys under `--open`: the
/// `none` method is refused (so that a client with keys offers them), `keyboard-interactive`
/// lets in without a question. Whether the login succeeded.
pub(crate) async fn as_guest(handle: &mut Handle<Trusting>, user: &str) -> bool {
    assert!(!handle.authenticate_none(user).await.unwrap().success(), "none is refused under --open");
    let answer = handle.authenticate_keyboard_interactive_start(user, None).await.unwrap();
    matches!(answer, russh::client::KeyboardInteractiveAuthResponse::Success)
}

/// A player's terminal: the channel, and the screen its bytes draw (a vt100 emulator).
pub(crate) struct Term {
    pub(crate) channel: russh::Channel<Msg>,
    pub(crate) screen: vt100::Parser,
}

impl Term {
    pub(crate) async fn open(handle: &Handle<Trusting>, cols: u16, rows: u16) -> Term {
        let channel = handle.channel_open_session().await.unwrap();
        channel.request_pty(true, "xterm-256color", cols.into(), rows.into(), 0, 0, &[]).await.unwrap();
        channel.request_shell(true).await.unwrap();
        Term { channel, screen: vt100::Parser::new(nonzero(rows), nonzero(cols), 0) }
    }

    pub(crate) async fn send(&self, bytes: &[u8]) {
        self.channel.data(bytes).await.unwrap();
    }

    pub(crate) fn text(&self) -> String {
        self.screen.screen().contents()
    }

    /// Reads until the screen shows `text`; the screen then.
    pub(crate) async fn until(&mut self, text: &str) -> String {
        let wait = async {
            while !self.text().contains(text) {
                match self.channel.wait().await {
                    Some(ChannelMsg::Data { data }) => self.screen.process(&data),
                    Some(_) => {}
                    None => panic!("the channel closed before the screen showed {text:?}:\n{}", self.text()),
                }
            }
        };
        if tokio::time::timeout(PATIENCE, wait).await.is_err() {
            panic!("the screen never showed {text:?}:\n{}", self.text());
        }
        self.text()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_gets_the_real_menu_starts_a_game_and_quits() {
    let data = tempdir();
    let server = serve(data.0.as_path()).await;
    let handle = logged_in(&server, "alice").await;
    let mut term = Term::open(&handle, 100, 30).await;
    let lobby = term.until("Tactigon online").await;
    assert!(lobby.contains("you are alice") && lobby.contains("no games yet"), "{lobby}");
    // b: on one's own, the local game's own menu.
    term.send(b"b").await;
    let menu = term.until("New game").await;
    assert!(menu.contains("Watch bots") && menu.contains("Quit"), "{menu}");
    // Enter opens the setup; Up then Enter is its Start button (as in the local game).
    term.send(b"\r").await;
    term.until("Start").await;
    term.send(b"\x1b[A").await;
    term.send(b"\r").await;
    // The game screen's status line; a move typed at the move prompt is played.
    let game = term.until("to move").await;
    assert!(!game.contains("New game"), "{game}");
    term.send(b":b1-b2\r").await;
    term.until("b1-b2").await;
    // Ctrl-C leaves the game for the lobby (the game is kept), q leaves the server.
    term.send(b"\x03").await;
    term.until("Tactigon online").await;
    term.send(b"q").await;
    let mut closed = false;
    let wait = async {
        while let Some(msg) = term.channel.wait().await {
            if matches!(msg, ChannelMsg::Close | ChannelMsg::Eof) {
                closed = true;
                break;
            }
        }
    };
    let _ = tokio::time::timeout(PATIENCE, wait).await;
    assert!(closed);
    // The unfinished game was autosaved in the player's own folder, by the file worker a
    // moment after the connection closed: waited for, not raced.
    let folder = data.0.join("players/alice");
    let mut autosave = None;
    for _ in 0..500 {
        autosave = tactigon_games::saves::read_autosave(&folder).ok().flatten();
        if autosave.is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let autosave = autosave.expect("the autosave is written");
    let tactigon_games::games::AnyRecord::Tactigon(autosave) = autosave else { panic!("a Tactigon game") };
    assert_eq!(autosave.game.moves()[0], "b1-b2".parse().unwrap());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_window_change_redraws_at_the_new_size() {
    let data = tempdir();
    let server = serve(data.0.as_path()).await;
    let handle = logged_in(&server, "bob").await;
    let mut term = Term::open(&handle, 30, 10).await;
    term.until("Tactigon").await;
    term.send(b"b").await;
    // Too small for the menu: the game says so, as it does locally.
    let small = term.until("small").await;
    assert!(!small.contains("New game"), "{small}");
    term.channel.window_change(100, 30, 0, 0).await.unwrap();
    term.screen.set_size(nonzero(30), nonzero(100));
    term.until("New game").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn malformed_input_bytes_are_survived() {
    let data = tempdir();
    let server = serve(data.0.as_path()).await;
    let handle = logged_in(&server, "carol").await;
    let mut term = Term::open(&handle, 100, 30).await;
    term.until("Tactigon online").await;
    term.send(b"b").await;
    term.until("New game").await;
    // Invalid UTF-8, unfinished and endless escape sequences, a bogus mouse report, NULs.
    term.send(&[0xff, 0xfe, 0xc3]).await;
    term.send(b"\x1b[<99999;99999;99999M\x1b[999999999999999999~").await;
    term.send(&[b'\x1b', b'['].repeat(200)).await;
    term.send(&[0u8; 300]).await;
    term.send(&(0..=255u8).collect::<Vec<_>>()).await;
    // The session still answers: the noise may have opened screens or left the menu, and
    // Escape, Ctrl-C and b lead back to the local menu from anywhere.
    for keys in [&b"\x1b"[..], b"\x1b", b"\x03", b"b"] {
        term.send(keys).await;
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    term.until("Watch bots").await;
}

/// Two players at one table and a spectator: alice opens a seat as Red, bob takes it, carol
/// watches. Each sees the others' moves; neither bob nor carol can move for alice.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_share_a_table_and_a_spectator_sees_the_moves() {
    let data = tempdir();
    let server = serve(data.0.as_path()).await;
    let (ha, hb, hc) =
        (logged_in(&server, "alice").await, logged_in(&server, "bob").await, logged_in(&server, "carol").await);
    let mut alice = Term::open(&ha, 100, 30).await;
    let mut bob = Term::open(&hb, 100, 30).await;
    let mut carol = Term::open(&hc, 100, 30).await;
    alice.until("no games yet").await;
    // Both are now on the game screen: Red to move.
    let red_to_move = "Red to move";
    assert!(crate::serve_shared::take_seat(&mut alice, &mut bob).await.contains(red_to_move));
    bob.until(red_to_move).await;
    carol.until("Enter to watch").await;
    carol.send(b"\r").await;
    // The Enter that opened the table is not taken as an attempt to move (issue 20).
    let screen = carol.until("watching alice vs bob").await;
    assert!(!screen.contains("only the players move"), "{screen}");
    carol.until(red_to_move).await;

    // Bob types Red's move: refused, the game unchanged.
    bob.send(b":b1-b2\r").await;
    bob.until("not your move").await;
    // Carol, watching, cannot even start typing a move.
    carol.send(b":b1-b2\r").await;
    let screen = carol.until("you are watching: only the players move").await;
    assert!(!screen.contains("Move:"), "{screen}");
    // Alice plays it; everyone sees it in the move list and Green to move.
    alice.send(b":b1-b2\r").await;
    for term in [&mut alice, &mut bob, &mut carol] {
        let screen = term.until("Green to move").await;
        assert!(screen.contains("b1-b2"), "{screen}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn exec_subsystems_env_and_forwarding_are_refused() {
    let data = tempdir();
    let server = serve(data.0.as_path()).await;
    let handle = logged_in(&server, "mallory").await;

    let mut exec = handle.channel_open_session().await.unwrap();
    exec.exec(true, "cat /etc/passwd").await.unwrap();
    assert!(matches!(next_reply(&mut exec).await, ChannelMsg::Failure));

    // One session channel per connection: the second is refused outright.
    assert!(handle.channel_open_session().await.is_err());

    let other = logged_in(&server, "mallory").await;
    let mut sub = other.channel_open_session().await.unwrap();
    sub.request_subsystem(true, "sftp").await.unwrap();
    assert!(matches!(next_reply(&mut sub).await, ChannelMsg::Failure));
    sub.set_env(true, "LD_PRELOAD", "/tmp/x.so").await.unwrap();
    assert!(matches!(next_reply(&mut sub).await, ChannelMsg::Failure));

    assert!(other.channel_open_direct_tcpip("127.0.0.1", 22, "127.0.0.1", 5000).await.is_err());
    assert!(other.tcpip_forward("127.0.0.1", 0).await.is_err());
}

async fn next_reply(channel: &mut russh::Channel<Msg>) -> ChannelMsg {
    let wait = async {
        loop {
            match channel.wait().await {
                Some(m @ (ChannelMsg::Success | ChannelMsg::Failure)) => return m,
                Some(_) => {}
                None => panic!("the channel closed without a reply"),
            }
        }
    };
    tokio::time::timeout(PATIENCE, wait).await.expect("no reply")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wrong_password_is_refused_and_the_right_one_accepted() {
    let data = tempdir();
    let file = data.0.as_path().join("passwords");
    std::fs::write(&file, "# players\nalice:s3cret\nbob:hunter2\n").unwrap();
    let server = tactigon_server::start(options(data.0.as_path(), AccessSource::PasswordFile(file))).await.unwrap();
    let mut handle = connect(&server).await;
    assert!(!handle.authenticate_none("alice").await.unwrap().success());
    assert!(!handle.authenticate_password("alice", "hunter2").await.unwrap().success());
    assert!(handle.authenticate_password("alice", "s3cret").await.unwrap().success());
    // A name not in the file, with someone else's password.
    let mut eve = connect(&server).await;
    assert!(!eve.authenticate_password("eve", "s3cret").await.unwrap().success());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connections_over_the_limit_are_closed_before_ssh() {
    let data = tempdir();
    let server =
        tactigon_server::start(ServeOptions { max_per_address: 1, ..options(data.0.as_path(), AccessSource::Open) })
            .await
            .unwrap();
    let _first = logged_in(&server, "one").await;
    assert_eq!(server.connections.open(), 1);
    let second = client::connect(Arc::new(client::Config::default()), server.addr, Trusting).await;
    assert!(second.is_err());
}

pub(crate) fn nonzero(n: u16) -> std::num::NonZeroU16 {
    std::num::NonZeroU16::new(n).unwrap()
}

pub(crate) fn tempdir() -> TempDir {
    TempDir::new()
}

/// Alice and Bob start a game; Alice's connection drops; she comes back under the same name
/// and finds the game as it was, and it goes on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_who_drops_finds_the_game_waiting() {
    let data = tempdir();
    let server = serve(data.0.as_path()).await;
    let (ha, hb) = (logged_in(&server, "alice").await, logged_in(&server, "bob").await);
    let mut alice = Term::open(&ha, 100, 30).await;
    let mut bob = Term::open(&hb, 100, 30).await;
    alice.until("no games yet").await;
    let screen = crate::serve_shared::take_seat(&mut alice, &mut bob).await;
    let code = reconnect_code(&screen);
    crate::serve_shared::first_move(&mut alice, &mut bob).await;
    // The network goes: the connection is dropped without a goodbye.
    drop(alice);
    drop(ha);
    // Bob is told once the server has seen the connection end (and the name is free again).
    bob.until("(reconnect window").await;
    let back = logged_in(&server, "alice").await;
    let mut alice = Term::open(&back, 100, 30).await;
    alice.until("your game").await;
    alice.send(b"\r").await;
    // Under the same name alone the seat is not given back: the reconnect code is asked for.
    alice.until("reconnect code for table #1").await;
    alice.send(format!("{code}\r").as_bytes()).await;
    let screen = alice.until("Green to move").await;
    assert!(screen.contains("b1-b2"), "{screen}");
    // Bob's reply reaches her.
    bob.send(b":b9-b8\r").await;
    let screen = alice.until("Red to move").await;
    assert!(screen.contains("b9-b8"), "{screen}");
}

/// The reconnect code a seated player's screen shows.
pub(crate) fn reconnect_code(screen: &str) -> String {
    let at = screen.find("reconnect code: ").unwrap_or_else(|| panic!("no reconnect code shown:\n{screen}"));
    screen[at + "reconnect code: ".len()..].chars().take(6).collect()
}
