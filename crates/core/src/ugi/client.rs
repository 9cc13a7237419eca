//! The runner side of UGI: an engine in a child process, playing as a [`Player`].

use super::UgiGame;
use crate::{Failed, Failure, Forfeit, GameRules, History, Limits, Player, SearchInfo};
use std::io::{BufRead, BufReader, Write};
use std::marker::PhantomData;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError, Weak};
use std::time::{Duration, Instant};

/// How long an engine may take to start (`ugiok`, `readyok`).
const HANDSHAKE: Duration = Duration::from_secs(10);
/// How long past its time an engine may be late with its move before it loses.
const GRACE: Duration = Duration::from_secs(1);
/// How often a wait for the engine looks whether it was told to stop.
const POLL: Duration = Duration::from_millis(20);
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

/// Every engine started and not yet dropped, so that [`kill_engines`] can end them all when
/// the program leaves while one is still thinking on a thread nobody waits for.
static LIVE: Mutex<Vec<Weak<Mutex<Child>>>> = Mutex::new(Vec::new());

/// Kills every external engine still running: a program calls it on its way out, so that no
/// engine, not even one that ignores the end of its input, outlives it.
pub fn kill_engines() {
    let live = std::mem::take(&mut *LIVE.lock().unwrap_or_else(PoisonError::into_inner));
    for child in live.iter().filter_map(Weak::upgrade) {
        let mut child = child.lock().unwrap_or_else(PoisonError::into_inner);
        let _ = child.kill();
        let _ = child.wait();
    }
}

/// The clocks an engine is told with `go p1time … p2inc …`, in the order of the game's sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Clocks {
    left: [Duration; 2],
    increment: [Duration; 2],
}

/// An external engine playing game `U` over UGI. A failure (the engine crashed, was late,
/// or answered no legal move) ends its part: [`Player::failure`] says why, and every later
/// move it "chooses" is the game's pass.
pub struct EnginePlayer<U: UgiGame> {
    command: String,
    child: Arc<Mutex<Child>>,
    stdin: ChildStdin,
    lines: Receiver<String>,
    limits: Limits,
    clocks: Option<Clocks>,
    ready: bool,
    failure: Option<Failure>,
    info: Option<SearchInfo>,
    game: PhantomData<U>,
}

/// A failure of the engine, as the game records the loss.
fn failed(how: Forfeit, why: String) -> Failure {
    Failure { how, why }
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
        let child = Arc::new(Mutex::new(child));
        let mut live = LIVE.lock().unwrap_or_else(PoisonError::into_inner);
        live.retain(|c| c.strong_count() > 0);
        live.push(Arc::downgrade(&child));
        let game = PhantomData;
        Ok(EnginePlayer {
            command: command.to_string(),
            child,
            stdin,
            lines,
            limits,
            clocks: None,
            ready: false,
            failure: None,
            info: None,
            game,
        })
    }

    /// Starts `command` as [`EnginePlayer::spawn`] does; an engine that cannot be started
    /// is a player that loses at its first turn, saying why.
    pub fn player(command: &str, limits: Limits) -> Box<dyn Player<U::Rules>> {
        match EnginePlayer::<U>::spawn(command, limits) {
            Ok(engine) => Box::new(engine),
            Err(e) => Box::new(Failed(failed(Forfeit::Abandoned, e.to_string()))),
        }
    }

    /// The command line the engine was started with.
    pub fn command(&self) -> &str {
        &self.command
    }

    /// The engine process, locked.
    fn child(&self) -> MutexGuard<'_, Child> {
        self.child.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Sends one line.
    fn send(&mut self, line: &str) -> Result<(), Failure> {
        writeln!(self.stdin, "{line}").and_then(|()| self.stdin.flush()).map_err(|_| self.gone())
    }

    /// Why the engine stopped answering: its exit status if it has one.
    fn gone(&mut self) -> Failure {
        let why = match self.child().try_wait() {
            Ok(Some(status)) => format!("crashed ({status})"),
            _ => "crashed (closed its output)".to_string(),
        };
        failed(Forfeit::Abandoned, why)
    }

    /// Reads lines until one `accept` takes, by `deadline`; once `stop` is set, the engine
    /// is told to `stop` and has [`GRACE`] to answer.
    fn expect<T>(
        &mut self,
        mut deadline: Instant,
        stop: &AtomicBool,
        what: &str,
        accept: impl Fn(&str) -> Option<T>,
    ) -> Result<T, Failure> {
        let mut stopped = false;
        loop {
            if !stopped && stop.load(Ordering::Relaxed) {
                stopped = true;
                self.send("stop")?;
                deadline = deadline.min(Instant::now() + GRACE);
            }
            let left = deadline.saturating_duration_since(Instant::now());
            // Short waits, so that a stop is seen soon.
            match self.lines.recv_timeout(left.min(POLL)) {
                Ok(line) => {
                    if let Some(t) = accept(line.trim()) {
                        return Ok(t);
                    }
                }
                Err(RecvTimeoutError::Timeout) if left > POLL => {}
                Err(RecvTimeoutError::Timeout) => {
                    return Err(failed(Forfeit::Time, format!("timed out waiting for {what}")));
                }
                Err(RecvTimeoutError::Disconnected) => {
                    // Let the exit status arrive.
                    std::thread::sleep(Duration::from_millis(20));
                    return Err(self.gone());
                }
            }
        }
    }

    /// `ugi` … `ugiok`, the options for `pos`, then `isready` … `readyok`.
    fn handshake(&mut self, pos: &<U::Rules as GameRules>::Position, stop: &AtomicBool) -> Result<(), Failure> {
        self.send("ugi")?;
        self.expect(Instant::now() + HANDSHAKE, stop, "ugiok", |l| (l == "ugiok").then_some(()))?;
        self.send(&format!("setoption name game value {}", U::NAME))?;
        for (name, value) in U::options_of(pos) {
            self.send(&format!("setoption name {name} value {value}"))?;
        }
        self.send("uginewgame")?;
        self.send("isready")?;
        self.expect(Instant::now() + HANDSHAKE, stop, "readyok", |l| (l == "readyok").then_some(()))
    }

    /// The `go` command for a move of the first side (`p1`) or the second, and how long the
    /// answer may take.
    fn go(&self, p1: bool) -> (String, Duration) {
        if let Some(d) = self.limits.depth {
            return (format!("go depth {d}"), DEPTH_TIMEOUT);
        }
        match self.clocks {
            Some(Clocks { left, increment: [i1, i2] }) => {
                let ms = |d: Duration| d.as_millis();
                let go = format!("go p1time {} p2time {} p1inc {} p2inc {}", ms(left[0]), ms(left[1]), ms(i1), ms(i2));
                // The engine may use all it has left: past that, its flag has fallen anyway.
                (go, left[usize::from(!p1)] + GRACE)
            }
            None => (format!("go movetime {}", self.limits.time.as_millis()), self.limits.time + GRACE),
        }
    }

    /// Asks for a move in `game` and checks it is legal there.
    fn ask(&mut self, game: &History<U::Rules>, stop: &AtomicBool) -> Result<<U::Rules as GameRules>::Move, Failure> {
        if !self.ready {
            self.handshake(game.start(), stop)?;
            self.ready = true;
        }
        let moves: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
        let tail = if moves.is_empty() { String::new() } else { format!(" moves {}", moves.join(" ")) };
        self.send(&format!("position fen {}{tail}", game.start()))?;
        let p1 = U::Rules::side_to_move(game.position()) == U::Rules::SIDES[0];
        let (go, wait) = self.go(p1);
        let started = Instant::now();
        self.send(&go)?;
        let word = self.expect(started + wait, stop, "bestmove", |l| {
            l.strip_prefix("bestmove").map(|rest| rest.split_whitespace().next().unwrap_or_default().to_string())
        })?;
        self.info = Some(SearchInfo { depth: 0, nodes: 0, elapsed: started.elapsed(), score: 0 });
        let m = word.parse::<<U::Rules as GameRules>::Move>().map_err(|_| {
            failed(Forfeit::Infraction, format!("sent a malformed move '{}'", crate::escape::Escaped(&word)))
        })?;
        if !game.legal_moves().contains(&m) {
            return Err(failed(Forfeit::Infraction, format!("sent an illegal move {m}")));
        }
        Ok(m)
    }
}

impl<U: UgiGame> Player<U::Rules> for EnginePlayer<U> {
    fn choose(&mut self, game: &History<U::Rules>, stop: &AtomicBool) -> <U::Rules as GameRules>::Move {
        if self.failure.is_none() {
            match self.ask(game, stop) {
                Ok(m) => return m,
                Err(why) => {
                    self.failure = Some(why);
                    let _ = self.child().kill();
                }
            }
        }
        U::Rules::pass()
    }

    fn info(&self) -> Option<SearchInfo> {
        self.info
    }

    fn failure(&self) -> Option<Failure> {
        self.failure.clone()
    }

    fn set_clock(&mut self, left: [Duration; 2], increment: [Duration; 2]) {
        self.clocks = Some(Clocks { left, increment });
    }
}

impl<U: UgiGame> Drop for EnginePlayer<U> {
    fn drop(&mut self) {
        let _ = self.send("quit");
        // A polite engine quits at once; one that does not is killed, and never left a zombie.
        let deadline = Instant::now() + Duration::from_millis(200);
        while Instant::now() < deadline && matches!(self.child().try_wait(), Ok(None)) {
            std::thread::sleep(Duration::from_millis(5));
        }
        let mut child = self.child();
        let _ = child.kill();
        let _ = child.wait();
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
