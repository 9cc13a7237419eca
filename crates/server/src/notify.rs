//! `--notify-cmd CMD`: the operator's command, run when it becomes a player's turn in a
//! correspondence game or when a player is challenged, so that an operator can wire mail or
//! a push service. The command is run directly (never through a shell) with the player, the
//! game and the opponent as its three arguments, and `TACTIGON_EVENT` (`turn` or
//! `challenge`) and `TACTIGON_TABLE` (the table's number, for a turn) in its environment.
//!
//! Commands run on a thread of their own, one at a time in order, never on the async
//! workers; one that fails, cannot start or outlasts [`PATIENCE`] (then killed) is reported
//! on the server's error output and changes nothing else.

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// How long a command may run before it is killed.
pub const PATIENCE: Duration = Duration::from_secs(30);

/// What the command is told of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// `turn` or `challenge`.
    pub event: &'static str,
    /// The player to tell.
    pub player: String,
    /// The game: `Tactigon, standard board, 3 days`.
    pub game: String,
    /// The opponent (the challenger, for a challenge).
    pub opponent: String,
    /// The table's number, for a turn.
    pub table: Option<u64>,
}

/// The operator's command, if there is one, and the thread that runs it.
#[derive(Clone, Debug, Default)]
pub struct Notifier {
    queue: Option<mpsc::Sender<Notice>>,
}

impl Notifier {
    /// Runs `command` for every notice; `None`: notices are dropped.
    pub fn new(command: Option<PathBuf>) -> Notifier {
        let Some(command) = command else { return Notifier::default() };
        let (queue, notices) = mpsc::channel::<Notice>();
        let started = std::thread::Builder::new()
            .name("tactigon-notify".into())
            .spawn(move || notices.into_iter().for_each(|notice| run(&command, &notice)));
        match started {
            Ok(_) => Notifier { queue: Some(queue) },
            Err(e) => {
                eprintln!("tactigon serve: --notify-cmd is off: no thread to run it ({e})");
                Notifier::default()
            }
        }
    }

    /// It became `player`'s turn against `opponent` in the correspondence game `game` at
    /// table `table`.
    pub fn turn(&self, player: &str, game: &str, opponent: &str, table: u64) {
        self.send(Notice {
            event: "turn",
            player: player.into(),
            game: game.into(),
            opponent: opponent.into(),
            table: Some(table),
        });
    }

    /// `challenger` challenged `player` to the game `game` (its terms, as the lobby words them).
    pub fn challenged(&self, player: &str, game: &str, challenger: &str) {
        let notice = Notice {
            event: "challenge",
            player: player.into(),
            game: game.into(),
            opponent: challenger.into(),
            table: None,
        };
        self.send(notice);
    }

    fn send(&self, notice: Notice) {
        if let Some(queue) = &self.queue {
            // The thread is gone only if it could not be started; nothing more to say then.
            let _ = queue.send(notice);
        }
    }
}

/// Runs `command` for `notice` and waits for it (up to [`PATIENCE`]); what went wrong is
/// reported, never passed on.
fn run(command: &std::path::Path, notice: &Notice) {
    let mut cmd = Command::new(command);
    cmd.args([&notice.player, &notice.game, &notice.opponent])
        .env("TACTIGON_EVENT", notice.event)
        .stdin(Stdio::null())
        .stdout(Stdio::null());
    if let Some(table) = notice.table {
        cmd.env("TACTIGON_TABLE", table.to_string());
    }
    let what = format!("--notify-cmd {} for {} ({})", command.display(), notice.player, notice.event);
    let mut child = match cmd.spawn() {
        Ok(child) => child,
        Err(e) => return eprintln!("tactigon serve: {what} did not start: {e}"),
    };
    let until = Instant::now() + PATIENCE;
    loop {
        match child.try_wait() {
            Ok(Some(status)) if status.success() => return,
            Ok(Some(status)) => return eprintln!("tactigon serve: {what} failed: {status}"),
            Ok(None) if Instant::now() >= until => {
                let _ = child.kill();
                let _ = child.wait();
                return eprintln!("tactigon serve: {what} killed after {}s", PATIENCE.as_secs());
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(20)),
            Err(e) => return eprintln!("tactigon serve: {what}: {e}"),
        }
    }
}
