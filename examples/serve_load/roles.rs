//! One load session: it logs in, waits in the lobby until every session has arrived, then
//! plays its role, timing each key it sends until the first frame that answers it.

use russh::client::{self, Handle, Msg};
use russh::keys::PublicKeyOrCertificate;
use russh::{Channel, ChannelMsg};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::{Barrier, watch};

/// How long a key waits for its frame before it counts as unanswered.
const ANSWER: Duration = Duration::from_secs(2);
/// Over how long the sessions take their roles up, each at a moment of its own.
const TAKING_UP: Duration = Duration::from_secs(2);

/// What a session does once everyone is in the lobby.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// Joins the 3+2 pool, is paired and moves the cursor every 500 ms at the game.
    Pool,
    /// Challenges the `greedy` bot to a correspondence game (1 day a move) and moves every 3 s.
    Correspondence,
    /// Types in the lobby chat, a character every 500 ms and a message every ten.
    Chat,
    /// Joins the 15+10 pool and sits at the table, moving the cursor every 2 s.
    Table,
}

impl Role {
    /// Session `i`'s role: the four in turn.
    pub fn of(i: usize) -> Role {
        [Role::Pool, Role::Correspondence, Role::Chat, Role::Table][i % 4]
    }

    /// The keys that take the role up from the lobby.
    fn start(self) -> &'static [u8] {
        match self {
            Role::Pool => b"tz",
            // Five presses of t: past the four live clocks to 1 day a move; v: play first.
            Role::Correspondence => b"tttttvhgreedy\r",
            Role::Chat => b"",
            Role::Table => b"ttttz",
        }
    }

    /// The `n`th key of the role and the time until the next.
    fn key(self, n: usize) -> (&'static [u8], Duration) {
        let cursor: &[u8] = if n.is_multiple_of(2) { b"\x1b[C" } else { b"\x1b[D" };
        match self {
            Role::Pool => (cursor, Duration::from_millis(500)),
            Role::Table => (cursor, Duration::from_secs(2)),
            // The piece on b1 goes to b2 and back (the bot answers in between).
            Role::Correspondence => {
                (if n.is_multiple_of(2) { b":b1-b2\r" } else { b":b2-b1\r" }, Duration::from_secs(3))
            }
            // `"` opens the chat line; ten letters, then Enter says them.
            Role::Chat => (
                match n % 12 {
                    0 => b"\"",
                    11 => b"\r",
                    _ => b"a",
                },
                Duration::from_millis(500),
            ),
        }
    }
}

struct Trusting;

impl client::Handler for Trusting {
    type Error = russh::Error;

    async fn check_server_key(&mut self, _: &PublicKeyOrCertificate) -> Result<bool, Self::Error> {
        Ok(true)
    }
}

/// What one session measured.
#[derive(Default)]
pub struct Report {
    /// Whether it arrived in the lobby.
    pub arrived: bool,
    /// Whether it was still connected at the end.
    pub held: bool,
    /// Each answered key's time to its frame.
    pub latencies: Vec<Duration>,
    /// Keys that no frame answered within [`ANSWER`].
    pub unanswered: usize,
}

/// Session `i` on `port`: arrives, waits at `arrived` for everyone, then for `go` to say
/// until when to play `role` (if any).
pub async fn session(
    port: u16,
    i: usize,
    role: Option<Role>,
    arrived: Arc<Barrier>,
    mut go: watch::Receiver<Option<Instant>>,
) -> Report {
    let mut report = Report::default();
    let joined = arrive(port, i).await;
    report.arrived = joined.is_some();
    // Everyone waits for everyone, arrived or not, so that the phases stay apart.
    arrived.wait().await;
    let Some((handle, mut channel)) = joined else { return report };
    let Ok(end) = go.wait_for(Option::is_some).await.map(|end| end.unwrap_or_else(Instant::now)) else {
        return report;
    };
    if let Some(role) = role {
        // People do not join pools in the same millisecond either: 2,000 sessions taking
        // their roles up at once kept the server's core busy for two seconds, and the keys
        // pressed then measured that herd.
        tokio::time::sleep(TAKING_UP.mul_f64((i * 61 % 100) as f64 / 100.0)).await;
        let _ = channel.data(role.start()).await;
        // Seated (paired, the bot's table), then a moment for the first frames, then a share
        // of the role's pause of the session's own: people do not press keys in step, and
        // hundreds of keys in the same millisecond would measure the queue they make.
        let (_, pause) = role.key(0);
        let offset = pause.mul_f64((i * 37 % 100) as f64 / 100.0);
        tokio::time::sleep(Duration::from_secs(2) + offset).await;
        let mut n = 0;
        while Instant::now() < end {
            let (key, pause) = role.key(n);
            n += 1;
            // Frames already on their way (a clock, the lobby's news) are not the key's answer.
            while let Ok(Some(_)) = tokio::time::timeout(Duration::from_millis(20), channel.wait()).await {}
            let sent = Instant::now();
            if channel.data(key).await.is_err() {
                return report;
            }
            match answer(&mut channel).await {
                Some(true) => report.latencies.push(sent.elapsed()),
                Some(false) => report.unanswered += 1,
                None => return report,
            }
            tokio::time::sleep(pause.saturating_sub(sent.elapsed())).await;
        }
    } else {
        // A latecomer stays in the lobby, reading what it is sent.
        while Instant::now() < end {
            if let Ok(None) = tokio::time::timeout(Duration::from_millis(500), channel.wait()).await {
                return report;
            }
        }
    }
    report.held = true;
    let _ = handle.disconnect(russh::Disconnect::ByApplication, "", "").await;
    report
}

/// Logs in as `load{i}` and waits for the lobby's first frame.
async fn arrive(port: u16, i: usize) -> Option<(Handle<Trusting>, Channel<Msg>)> {
    // As OpenSSH does for an interactive session: a key is sent at once, not held by Nagle's
    // algorithm until the last one is acknowledged (up to 200 ms late on loopback).
    let config = Arc::new(client::Config { nodelay: true, ..client::Config::default() });
    let mut handle = client::connect(config, ("127.0.0.1", port), Trusting).await.ok()?;
    let name = format!("load{i}");
    let _ = handle.authenticate_none(&name).await;
    let login = handle.authenticate_keyboard_interactive_start(&name, None).await.ok()?;
    if !matches!(login, client::KeyboardInteractiveAuthResponse::Success) {
        return None;
    }
    let mut channel = handle.channel_open_session().await.ok()?;
    channel.request_pty(false, "xterm", 100, 30, 0, 0, &[]).await.ok()?;
    channel.request_shell(false).await.ok()?;
    (answer(&mut channel).await == Some(true)).then_some((handle, channel))
}

/// Waits for a frame: `Some(true)` when one came, `Some(false)` when none came within
/// [`ANSWER`], `None` when the channel ended.
async fn answer(channel: &mut Channel<Msg>) -> Option<bool> {
    loop {
        match tokio::time::timeout(ANSWER, channel.wait()).await {
            Ok(Some(ChannelMsg::Data { .. })) => return Some(true),
            Ok(Some(ChannelMsg::Eof | ChannelMsg::Close) | None) => return None,
            Ok(Some(_)) => {}
            Err(_) => return Some(false),
        }
    }
}
