//! The engine side of UGI: reads commands, keeps the game, and searches on a thread of its
//! own so that `isready`, `stop` and queries are answered while it thinks.

use super::UgiGame;
use super::clock::{budget, score_text};
use super::command::{Command, CommandError, Go, Query, Start};
use crate::search::{ExpertBot, Level};
use crate::{GameRules, History, Limits, Player, SearchInfo};
use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// Where the engine writes, shared with its search thread: whole lines, flushed.
pub type Out = Arc<Mutex<Box<dyn Write + Send>>>;

/// Writes one line to `out`; a runner that went away is not the engine's failure.
fn say(out: &Out, line: &str) {
    if let Ok(mut w) = out.lock() {
        let _ = writeln!(w, "{line}").and_then(|()| w.flush());
    }
}

/// "As long as it takes": the time limit of `go infinite` and `go nodes`.
const FOREVER: Duration = Duration::from_secs(365 * 24 * 3600);

/// The deepest `perft`, as the command line's: deeper would not end in a lifetime, and the
/// engine answers nothing else while counting.
const MAX_PERFT: u32 = 20;

/// An `info` line: `info depth D score cp S nodes N nps N time MS pv M`.
fn info_line(i: &SearchInfo, m: impl std::fmt::Display) -> String {
    let nps = i.nodes_per_second() as u64;
    let (score, ms) = (score_text(i.score), i.elapsed.as_millis());
    format!("info depth {} score {score} nodes {} nps {nps} time {ms} pv {m}", i.depth, i.nodes)
}

/// The options every game's engine has, kept when the game changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Common {
    /// The expert level (`Level`), 1 to 5.
    pub level: u8,
    /// The transposition table's size in MiB (`Hash`).
    pub hash_mib: usize,
    /// The games `setoption name game` may choose.
    pub games: &'static [&'static str],
}

impl Common {
    /// The strongest level with a 16 MiB table, choosing among `games`.
    pub const fn new(games: &'static [&'static str]) -> Common {
        Common { level: Level::STRONGEST, hash_mib: 16, games }
    }
}

/// What the caller does after a line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Read the next line.
    Continue,
    /// Stop reading: `quit`.
    Quit,
    /// Go on with another game's engine (`setoption name game value …` named it).
    Switch(String),
}

type Expert<U> = ExpertBot<<U as UgiGame>::Rules, <U as UgiGame>::Eval>;
type Side<U> = <<U as UgiGame>::Rules as GameRules>::Side;

/// A search under way on its thread.
struct Running<U: UgiGame> {
    stop: Arc<AtomicBool>,
    /// Set just before `bestmove` is written, so that a runner that has read it finds the
    /// search over.
    answered: Arc<AtomicBool>,
    handle: JoinHandle<Expert<U>>,
}

/// A UGI engine playing game `U`.
pub struct Engine<U: UgiGame> {
    settings: U::Settings,
    common: Common,
    game: History<U::Rules>,
    /// The side that played an illegal move in the last `position`, and so lost.
    illegal: Option<Side<U>>,
    bot: Option<Expert<U>>,
    running: Option<Running<U>>,
    out: Out,
}

impl<U: UgiGame> Engine<U> {
    /// An engine at the start of the default board, writing to `out`.
    ///
    /// # Panics
    ///
    /// If the game's default settings have no start position (a bug in the game's [`UgiGame`]).
    pub fn new(common: Common, out: Out) -> Engine<U> {
        let settings = U::Settings::default();
        let start = U::start(&settings).expect("the default settings have a start position");
        let game = History::new(start, U::draw_rules(&settings));
        Engine { settings, common, game, illegal: None, bot: None, running: None, out }
    }

    /// The options kept when the game changes.
    pub fn common(&self) -> Common {
        self.common
    }

    /// Answers one line. A line that is no command gets one `info string error:` line.
    pub fn handle(&mut self, line: &str) -> Flow {
        let command = match line.parse::<Command>() {
            Ok(c) => c,
            Err(CommandError::Empty) => return Flow::Continue,
            Err(e) => {
                self.error(&e.to_string());
                return Flow::Continue;
            }
        };
        self.reap();
        match command {
            Command::Ugi => self.identify(),
            Command::IsReady => say(&self.out, "readyok"),
            Command::SetOption { name, value } => {
                self.finish();
                return self.set_option(&name, value.as_deref().unwrap_or_default());
            }
            Command::NewGame => {
                self.finish();
                self.bot = None;
                self.reset();
            }
            Command::Position { start, moves } => {
                self.finish();
                self.position(&start, &moves);
            }
            Command::Go(go) => self.go(go),
            Command::Stop => self.finish(),
            Command::Query(q) => self.query(q),
            Command::Moves => {
                let moves: Vec<String> = self.legal_moves().iter().map(ToString::to_string).collect();
                say(&self.out, &moves.join(" "));
            }
            Command::Perft(depth) if depth > MAX_PERFT => {
                self.error(&format!("perft goes to depth {MAX_PERFT} at most"))
            }
            Command::Perft(depth) => say(&self.out, &U::perft(self.game.position(), depth).to_string()),
            Command::Show => say(&self.out, &self.game.position().to_string()),
            Command::Quit => {
                self.finish();
                return Flow::Quit;
            }
        }
        Flow::Continue
    }

    /// One `info string error:` line.
    fn error(&self, message: &str) {
        say(&self.out, &format!("info string error: {message}"));
    }

    /// The answer to `ugi`.
    fn identify(&self) {
        say(&self.out, &format!("id name Tactigon expert {} ({})", env!("CARGO_PKG_VERSION"), U::NAME));
        say(&self.out, "id author the Tactigon authors");
        let games: String = self.common.games.iter().map(|g| format!(" var {g}")).collect();
        say(&self.out, &format!("option name game type combo default {}{games}", U::NAME));
        let (weak, strong) = (Level::WEAKEST, Level::STRONGEST);
        say(&self.out, &format!("option name Level type spin default {strong} min {weak} max {strong}"));
        say(&self.out, "option name Hash type spin default 16 min 1 max 4096");
        for option in U::OPTIONS {
            say(&self.out, &format!("option name {} {}", option.name, option.kind));
        }
        say(&self.out, "ugiok");
    }

    /// `setoption`: the common options here, the game's through [`UgiGame::set_option`].
    fn set_option(&mut self, name: &str, value: &str) -> Flow {
        let number = |max: usize| value.parse::<usize>().ok().filter(|n| (1..=max).contains(n));
        match name.to_ascii_lowercase().as_str() {
            "game" if value.eq_ignore_ascii_case(U::NAME) => {}
            "game" => return Flow::Switch(value.to_string()),
            "level" => match number(usize::from(Level::STRONGEST)) {
                Some(level) => {
                    self.common.level = level as u8;
                    self.bot = None;
                }
                None => self.error(&format!("Level must be {} to {}", Level::WEAKEST, Level::STRONGEST)),
            },
            "hash" => match number(4096) {
                Some(mib) => {
                    self.common.hash_mib = mib;
                    self.bot = None;
                }
                None => self.error("Hash must be 1 to 4096 (MiB)"),
            },
            _ => match U::set_option(&mut self.settings, name, value) {
                Some(Ok(())) => self.reset(),
                Some(Err(message)) => self.error(&message),
                None => {
                    say(&self.out, &format!("info string unknown option '{}' ignored", crate::escape::Escaped(name)))
                }
            },
        }
        Flow::Continue
    }

    /// Back to the start position of the settings (kept as it was if they have none).
    fn reset(&mut self) {
        match U::start(&self.settings) {
            Ok(start) => {
                self.game = History::new(start, U::draw_rules(&self.settings));
                self.illegal = None;
            }
            Err(message) => self.error(&message),
        }
    }

    /// `position`: the game from its start through the moves; the first illegal move ends
    /// it as a loss of the side that played it.
    fn position(&mut self, start: &Start, moves: &[String]) {
        let pos = match start {
            Start::StartPos => U::start(&self.settings),
            Start::Fen(text) => U::read(&self.settings, text),
        };
        let pos = match pos {
            Ok(pos) => pos,
            Err(message) => return self.error(&message),
        };
        self.game = History::new(pos, U::draw_rules(&self.settings));
        self.illegal = None;
        for word in moves {
            let side = U::Rules::side_to_move(self.game.position());
            let played = match word.parse::<<U::Rules as GameRules>::Move>() {
                Ok(m) => self.game.play(m).map_err(|e| e.to_string()),
                Err(_) => Err("not a move".to_string()),
            };
            if let Err(why) = played {
                let (loser, winner) = if self.is_first(side) { ("p1", "p2") } else { ("p2", "p1") };
                say(
                    &self.out,
                    &format!(
                        "info string illegal move {} by {loser} ({why}): {winner} wins",
                        crate::escape::Escaped(word)
                    ),
                );
                self.illegal = Some(side);
                return;
            }
        }
    }

    /// Whether `side` is the first player.
    fn is_first(&self, side: Side<U>) -> bool {
        side == U::Rules::SIDES[0]
    }

    /// The legal moves, none once the game is over.
    fn legal_moves(&self) -> Vec<<U::Rules as GameRules>::Move> {
        if self.illegal.is_some() { Vec::new() } else { self.game.legal_moves() }
    }

    /// The winner, if the game is won: by the rules, or because the other side played an
    /// illegal move.
    fn result(&self) -> Option<Option<Side<U>>> {
        if let Some(loser) = self.illegal {
            return Some(U::Rules::SIDES.into_iter().find(|&s| s != loser));
        }
        self.game.outcome().map(U::Rules::winner)
    }

    /// `query`.
    fn query(&self, q: Query) {
        let answer = match q {
            Query::P1Turn => (self.is_first(U::Rules::side_to_move(self.game.position()))).to_string(),
            Query::GameOver => self.result().is_some().to_string(),
            Query::Result => match self.result() {
                None => "none".to_string(),
                Some(None) => "draw".to_string(),
                Some(Some(w)) => (if self.is_first(w) { "p1win" } else { "p2win" }).to_string(),
            },
        };
        say(&self.out, &format!("response {answer}"));
    }

    /// `go`: starts the search on its thread, which answers `bestmove`.
    fn go(&mut self, go: Go) {
        if self.running.is_some() {
            return self.error("already searching");
        }
        if self.result().is_some() {
            return self.error("the game is over");
        }
        let mover = usize::from(!self.is_first(U::Rules::side_to_move(self.game.position())));
        let (limits, nodes) = match go {
            Go::Clock(c) => {
                let time = budget(Duration::from_millis(c.time[mover]), Duration::from_millis(c.inc[mover]));
                (Limits { time, depth: None }, None)
            }
            Go::MoveTime(ms) => (Limits { time: Duration::from_millis(ms.max(1)), depth: None }, None),
            Go::Depth(d) => (Limits { time: FOREVER, depth: Some(d.max(1)) }, None),
            Go::Nodes(n) => (Limits { time: FOREVER, depth: None }, Some(n)),
            Go::Infinite => (Limits { time: FOREVER, depth: None }, None),
        };
        let Common { level, hash_mib, .. } = self.common;
        let mut bot = self.bot.take().unwrap_or_else(|| {
            let mut bot = Expert::<U>::new(level, 1, limits);
            bot.set_table_size(hash_mib);
            bot
        });
        bot.set_limits(limits, nodes);
        let to = self.out.clone();
        bot.set_reporter(Some(Box::new(move |info, m| say(&to, &info_line(info, m)))));
        let (stop, answered) = (Arc::new(AtomicBool::new(false)), Arc::new(AtomicBool::new(false)));
        let (game, out, flag, done) = (self.game.clone(), self.out.clone(), stop.clone(), answered.clone());
        let handle = std::thread::spawn(move || {
            let m = bot.choose(&game, &flag);
            // The whole search's figures, after each iteration's: the nodes and time to the
            // end, and the move chosen even when a cut-short iteration changed it.
            if let Some(info) = bot.info() {
                say(&out, &info_line(&info, m));
            }
            // Infinite means until told: the answer waits for `stop` even when the search is done.
            while go == Go::Infinite && !flag.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(2));
            }
            done.store(true, Ordering::Release);
            say(&out, &format!("bestmove {m}"));
            bot
        });
        self.running = Some(Running { stop, answered, handle });
    }

    /// Keeps the bot of a search that has answered.
    fn reap(&mut self) {
        if self.running.as_ref().is_some_and(|r| r.answered.load(Ordering::Acquire)) {
            self.finish();
        }
    }

    /// Stops the search, if any, and waits for its `bestmove`.
    fn finish(&mut self) {
        if let Some(Running { stop, handle, .. }) = self.running.take() {
            stop.store(true, Ordering::Relaxed);
            match handle.join() {
                Ok(bot) => self.bot = Some(bot),
                Err(_) => self.error("the search failed"),
            }
        }
    }
}

impl<U: UgiGame> Drop for Engine<U> {
    fn drop(&mut self) {
        self.finish();
    }
}
