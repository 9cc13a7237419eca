//! The runner side of UGI: an engine in a child process, playing as a [`Player`].

use super::UgiGame;
use crate::{GameRules, History, Limits, Player, SearchInfo};
use std::io::{BufRead, BufReader, Write};
use std::marker::PhantomData;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

/// How long an engine may take to start (`ugiok`, `readyok`).
const HANDSHAKE: Duration = Duration::from_secs(10);
/// How long past its time an engine may be late with its move before it loses.
const GRACE: Duration = Duration::from_secs(1);
/// How long a search to a fixed depth may take.
const DEPTH_TIMEOUT: Duration = Duration::from_secs(120);

/// Why an engine could not be started.
#[derive(Debug)]
pub enum SpawnError {
    /// The command line is empty or its quotes do not close.
    BadCommand(String),
    /// The program could not be run.
    Spawn(String, std::io::Error),
}

impl std::fmt::Display for SpawnError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let esc = crate::escape::Escaped;
        match self {
            SpawnError::BadCommand(c) => write!(f, "'{}' is not a command line", esc(c)),
            SpawnError::Spawn(c, e) => write!(f, "cannot run '{}': {e}", esc(c)),
        }
    }
}

impl std::error::Error for SpawnError {}

/// The words of a command line, split as a shell would (quotes and backslashes), though
/// no shell ever runs it; `None` when it is empty or a quote does not close.
pub fn split_command(line: &str) -> Option<Vec<String>> {
    shlex::split(line).filter(|words| !words.is_empty())
}

/// An external engine playing game `U` over UGI. A failure (the engine crashed, was late,
/// or answered no legal move) ends its part: [`Player::failure`] says why, and every later
/// move it "chooses" is the game's pass.
pub struct EnginePlayer<U: UgiGame> {
    command: String,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    limits: Limits,
    ready: bool,
    failure: Option<String>,
    info: Option<SearchInfo>,
    game: PhantomData<U>,
}

impl<U: UgiGame> EnginePlayer<U> {
    /// Starts `command` (split by [`split_command`]), to think within `limits` per move.
    pub fn spawn(command: &str, limits: Limits) -> Result<EnginePlayer<U>, SpawnError> {
        let words = split_command(command).ok_or_else(|| SpawnError::BadCommand(command.to_string()))?;
        let mut child = Command::new(&words[0])
            .args(&words[1..])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| SpawnError::Spawn(command.to_string(), e))?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            return Err(SpawnError::BadCommand(command.to_string()));
        };
        let (send, lines) = channel();
        // A thread reads, so that waiting for a line can time out; it ends with the pipe.
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        let game = PhantomData;
        Ok(EnginePlayer {
            command: command.to_string(),
            child,
            stdin,
            lines,
            limits,
            ready: false,
            failure: None,
            info: None,
            game,
        })
    }

    /// The command line the engine was started with.
    pub fn command(&self) -> &str {
        &self.command
    }

    /// Sends one line.
    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.stdin, "{line}").and_then(|()| self.stdin.flush()).map_err(|_| self.gone())
    }

    /// Why the engine stopped answering: its exit status if it has one.
    fn gone(&mut self) -> String {
        match self.child.try_wait() {
            Ok(Some(status)) => format!("crashed ({status})"),
            _ => "crashed (closed its output)".to_string(),
        }
    }

    /// Reads lines until one `accept` takes, by `deadline`.
    fn expect<T>(&mut self, deadline: Instant, what: &str, accept: impl Fn(&str) -> Option<T>) -> Result<T, String> {
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    if let Some(t) = accept(line.trim()) {
                        return Ok(t);
                    }
                }
                Err(RecvTimeoutError::Timeout) => return Err(format!("timed out waiting for {what}")),
                Err(RecvTimeoutError::Disconnected) => {
                    // Let the exit status arrive.
                    std::thread::sleep(Duration::from_millis(20));
                    return Err(self.gone());
                }
            }
        }
    }

    /// `ugi` … `ugiok`, the options for `pos`, then `isready` … `readyok`.
    fn handshake(&mut self, pos: &<U::Rules as GameRules>::Position) -> Result<(), String> {
        self.send("ugi")?;
        self.expect(Instant::now() + HANDSHAKE, "ugiok", |l| (l == "ugiok").then_some(()))?;
        self.send(&format!("setoption name game value {}", U::NAME))?;
        for (name, value) in U::options_of(pos) {
            self.send(&format!("setoption name {name} value {value}"))?;
        }
        self.send("uginewgame")?;
        self.send("isready")?;
        self.expect(Instant::now() + HANDSHAKE, "readyok", |l| (l == "readyok").then_some(()))
    }

    /// Asks for a move in `game` and checks it is legal there.
    fn ask(&mut self, game: &History<U::Rules>) -> Result<<U::Rules as GameRules>::Move, String> {
        if !self.ready {
            self.handshake(game.start())?;
            self.ready = true;
        }
        let moves: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
        let tail = if moves.is_empty() { String::new() } else { format!(" moves {}", moves.join(" ")) };
        self.send(&format!("position fen {}{tail}", game.start()))?;
        let (go, wait) = match self.limits.depth {
            Some(d) => (format!("go depth {d}"), DEPTH_TIMEOUT),
            None => (format!("go movetime {}", self.limits.time.as_millis()), self.limits.time + GRACE),
        };
        let started = Instant::now();
        self.send(&go)?;
        let word = self.expect(started + wait, "bestmove", |l| {
            l.strip_prefix("bestmove").map(|rest| rest.split_whitespace().next().unwrap_or_default().to_string())
        })?;
        self.info = Some(SearchInfo { depth: 0, nodes: 0, elapsed: started.elapsed(), score: 0 });
        let m = word
            .parse::<<U::Rules as GameRules>::Move>()
            .map_err(|_| format!("sent a malformed move '{}'", crate::escape::Escaped(&word)))?;
        if !game.legal_moves().contains(&m) {
            return Err(format!("sent an illegal move {m}"));
        }
        Ok(m)
    }
}

impl<U: UgiGame> Player<U::Rules> for EnginePlayer<U> {
    fn choose(&mut self, game: &History<U::Rules>, _stop: &AtomicBool) -> <U::Rules as GameRules>::Move {
        if self.failure.is_none() {
            match self.ask(game) {
                Ok(m) => return m,
                Err(why) => {
                    self.failure = Some(why);
                    let _ = self.child.kill();
                }
            }
        }
        U::Rules::pass()
    }

    fn info(&self) -> Option<SearchInfo> {
        self.info
    }

    fn failure(&self) -> Option<String> {
        self.failure.clone()
    }
}

impl<U: UgiGame> Drop for EnginePlayer<U> {
    fn drop(&mut self) {
        let _ = self.send("quit");
        // A polite engine quits at once; one that does not is killed, and never left a zombie.
        let deadline = Instant::now() + Duration::from_millis(200);
        while Instant::now() < deadline && matches!(self.child.try_wait(), Ok(None)) {
            std::thread::sleep(Duration::from_millis(5));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::split_command;

    #[test]
    fn command_lines_split_like_a_shell_without_one() {
        assert_eq!(
            split_command("tactigon engine --game taacoca").unwrap(),
            ["tactigon", "engine", "--game", "taacoca"]
        );
        assert_eq!(split_command(r#"'my engine' "a b" c\ d"#).unwrap(), ["my engine", "a b", "c d"]);
        assert_eq!(split_command("echo $HOME; rm x").unwrap(), ["echo", "$HOME;", "rm", "x"]);
        assert_eq!(split_command("  "), None);
        assert_eq!(split_command("'open"), None);
    }
}
