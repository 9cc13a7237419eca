//! One player's connection: the lobby and the real game (see `modes`) driven by the channel's
//! bytes and window changes, drawn at the player's terminal size only when something changed
//! (an event, news from the lobby, the table or a bot, an animation, the table's clocks) and
//! sent only when the drawing differs. A client that stops reading is cut off.

use super::chat::Chat;
use super::clock::ServerTime;
use super::input::InputParser;
use super::lobby::Lobby;
use super::modes::Player;
use super::names::Name;
use super::news::{News, Pace};
use super::pages::ask::{Answered, Asker};
use super::screen::{self, Screen};
use super::seats::Who;
use super::served_effects::{self, Tag};
use crossterm::event::Event;
use russh::server::Msg;
use russh::{ChannelMsg, ChannelReadHalf, ChannelWriteHalf};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};
use tactigon_store::{Account, Store};
use tactigon_tui::executor::Done;
use tokio::sync::{Notify, mpsc, watch};
use tokio::time::timeout;

/// How often a screen that changes by itself (a spinner, a flash, a clock) is looked at.
const FRAME: Duration = Duration::from_millis(50);
/// How often a screen at rest is looked at (for the idle limit and a bot's news).
const RESTING: Duration = Duration::from_millis(500);
/// How long a client may take to ask for a shell.
const SETUP: Duration = Duration::from_secs(30);
/// How long one frame may wait for a client that does not read before it is cut off.
const SEND: Duration = Duration::from_secs(10);

/// What a player's connection needs from the server.
#[derive(Clone)]
pub struct Table {
    /// The player's own folder: autosave and saved games.
    pub folder: PathBuf,
    /// The longest a bot thinks.
    pub think_cap: Duration,
    /// A player who sends nothing for this long is disconnected.
    pub idle: Duration,
    /// Told when the connection must be cut (a client that stopped reading).
    pub cut: Arc<Notify>,
    /// The lobby.
    pub lobby: Arc<Lobby>,
    /// The tables' time.
    pub time: Arc<ServerTime>,
    /// Who the player is.
    pub who: Who,
    /// Their account; `None` for a guest.
    pub account: Option<Account>,
    /// What the player is told first in the lobby (why they play as a guest).
    pub notice: Option<String>,
    /// The server's memory, if it keeps one.
    pub store: Option<Arc<dyn Store>>,
    /// The account's games abandoned in the last day, newest first (see [`crate::cooling`]).
    pub abandoned: Vec<tactigon_store::Timestamp>,
    /// The chat's rooms.
    pub chat: Arc<Chat>,
}

/// Runs one player's connection on a channel until they leave.
pub async fn play(read: ChannelReadHalf, write: ChannelWriteHalf<Msg>, name: Name, table: Table) {
    let mut read = read;
    let Some(shell) = wait_for_shell(&mut read).await else { return };
    let Some(area) = shell else {
        // `ssh -T`: escape codes would be shown as text. One line of plain text says why not.
        return say_and_close(&write, super::input::NO_TERMINAL).await;
    };
    let Ok(screen) = Screen::open(area) else { return };
    let seed = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64);
    let (lobby, time) = (Arc::clone(&table.lobby), Arc::clone(&table.time));
    let (worker, files) = served_effects::worker();
    let player = Player::new(table.who.clone(), table.folder.clone(), table.think_cap, lobby, time, seed);
    let (asker, answers) = Asker::new(table.store.clone());
    let player = player.with_worker(worker).with_store(asker, table.account.clone(), table.notice.clone());
    let player = player.cooling(&table.abandoned);
    let player = player.with_chat(Arc::clone(&table.chat));
    let mut game = Game { player, screen, parser: InputParser::default(), files, answers };
    // The terminal's size, for the boards it can show.
    game.player.event(&Event::Resize(area.width, area.height), Instant::now());
    let ended = game.run(&mut read, &write, &table).await;
    // The name is free before the seats are given up, so that a player told of the absence
    // finds it free when coming back.
    drop(name);
    game.player.finish();
    if ended == Ended::Cut {
        table.cut.notify_one();
        return;
    }
    if game.screen.close().is_ok() {
        let mut bytes = game.screen.take();
        bytes.extend(game.player.farewell.take().unwrap_or_default().into_bytes());
        let _ = timeout(SEND, write.data(&bytes[..])).await;
    }
    let _ = write.exit_status(0).await;
    let _ = write.eof().await;
    let _ = write.close().await;
}

/// Tells a client refused after its login why (`line`, plain text) once it asks for a shell,
/// and closes the channel.
pub async fn refuse(read: ChannelReadHalf, write: ChannelWriteHalf<Msg>, line: String) {
    let mut read = read;
    if wait_for_shell(&mut read).await.is_some() {
        say_and_close(&write, &line).await;
    }
}

/// Writes `line` and closes the channel with exit status 1.
async fn say_and_close(write: &ChannelWriteHalf<Msg>, line: &str) {
    let _ = timeout(SEND, write.data(line.as_bytes())).await;
    let _ = write.exit_status(1).await;
    let _ = write.eof().await;
    let _ = write.close().await;
}

/// Why a connection's loop ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ended {
    /// The player quit, closed the channel or was idle too long.
    Left,
    /// The client stopped reading: the connection is cut.
    Cut,
}

/// A player, their screen and input parser.
struct Game {
    player: Player,
    screen: Screen,
    parser: InputParser,
    /// What the player's file work did, batch by batch.
    files: mpsc::UnboundedReceiver<(Tag, Vec<Done>)>,
    /// The store's answers to the pages' questions.
    answers: mpsc::UnboundedReceiver<Answered>,
}

/// What woke the loop.
enum Wake {
    Channel(Option<ChannelMsg>),
    /// News from the lobby, to be drawn no sooner than this after the last; whether it is
    /// more than the online list's.
    Lobby(Duration, bool),
    Table,
    Files(Tag, Vec<Done>),
    Answer(Answered),
    Time,
}

impl Game {
    async fn run(&mut self, read: &mut ChannelReadHalf, write: &ChannelWriteHalf<Msg>, table: &Table) -> Ended {
        let mut last_input = Instant::now();
        let mut lobby: watch::Receiver<u64> = table.lobby.watch();
        let mut presence: watch::Receiver<u64> = table.lobby.watch_presence();
        let mut chat: watch::Receiver<u64> = table.lobby.watch_chat();
        // What changed before the watch began (others arriving as this player did) is taken now.
        self.player.lobby_changed(Instant::now());
        let mut news = News::new(Instant::now(), rand::random());
        let mut changed = true;
        loop {
            let mut bytes = if changed { self.frame().unwrap_or_default() } else { Vec::new() };
            if self.player.take_bell() {
                bytes.push(0x07);
            }
            if !bytes.is_empty() {
                match timeout(SEND, write.data(&bytes[..])).await {
                    Ok(Ok(())) => {}
                    Ok(Err(_)) => return Ended::Left,
                    Err(_) => return Ended::Cut,
                }
            }
            // A clock is looked at again just after it shows another second, not every frame.
            let wait = self.player.unchanged_for().map_or(RESTING, |d| d.clamp(FRAME, RESTING));
            // An unfinished escape sequence ends at its deadline (a lone ESC is the key).
            let wait = self.parser.deadline().map_or(wait, |d| wait.min(d.saturating_duration_since(Instant::now())));
            let wait = news.due.map_or(wait, |due| wait.min(due.saturating_duration_since(Instant::now())));
            // Only a lobby screen hears the lobby's news (the others read the lobby when they
            // come back to it), and not news that could not be drawn sooner than what waits.
            let in_lobby = self.player.in_lobby();
            let hearing = in_lobby && !news.urgent;
            let hearing_presence = in_lobby && news.due.is_none();
            let table_moved = async {
                match self.player.table_watch() {
                    Some(rx) => rx.changed().await.is_ok(),
                    None => std::future::pending().await,
                }
            };
            let wake = tokio::select! {
                msg = read.wait() => Wake::Channel(msg),
                changed = lobby.changed(), if hearing => {
                    if changed.is_ok() { Wake::Lobby(Pace::News.window(&table.lobby), true) } else { Wake::Time }
                }
                // A line said in the chat is news at the same pace (its lines are read at
                // every turn of this loop).
                changed = chat.changed(), if hearing => {
                    if changed.is_ok() { Wake::Lobby(Pace::News.window(&table.lobby), true) } else { Wake::Time }
                }
                changed = presence.changed(), if hearing_presence => {
                    if changed.is_ok() { Wake::Lobby(Pace::Presence.window(&table.lobby), false) } else { Wake::Time }
                }
                true = table_moved => Wake::Table,
                Some((tag, done)) = self.files.recv() => Wake::Files(tag, done),
                Some(answer) = self.answers.recv() => Wake::Answer(answer),
                () = tokio::time::sleep(wait) => Wake::Time,
            };
            let now = Instant::now();
            changed = match wake {
                Wake::Channel(Some(ChannelMsg::Data { data })) => {
                    last_input = now;
                    let counters = |lobby: &watch::Receiver<u64>, presence: &watch::Receiver<u64>| {
                        (*lobby.borrow(), *presence.borrow())
                    };
                    let before = counters(&lobby, &presence);
                    for event in self.parser.feed_at(&data, now) {
                        if self.player.event(&event, Instant::now()) {
                            return Ended::Left;
                        }
                    }
                    // What the player's own keys changed in the lobby (a seat opened, a line
                    // said) is shown with their answer; the others' news keeps its pace (in a
                    // busy lobby there is news at every key, and reading it at every key cost
                    // a tenth of the server at 2,000 sessions).
                    if self.player.in_lobby() && counters(&lobby, &presence) != before {
                        seen(&mut [&mut lobby, &mut presence, &mut chat]);
                        news.take(&mut self.player, now);
                    }
                    true
                }
                Wake::Channel(Some(ChannelMsg::WindowChange { col_width, row_height, .. })) => {
                    let area = screen::area(col_width, row_height);
                    if self.screen.resize(area).is_err() {
                        return Ended::Left;
                    }
                    self.player.event(&Event::Resize(area.width, area.height), now);
                    true
                }
                Wake::Channel(Some(ChannelMsg::Eof | ChannelMsg::Close) | None) => return Ended::Left,
                Wake::Time => {
                    let events = self.parser.expire(now);
                    if events.iter().any(|event| self.player.event(event, now)) {
                        return Ended::Left;
                    }
                    !events.is_empty()
                }
                Wake::Channel(Some(_)) => false,
                Wake::Lobby(least, urgent) => {
                    news.came(least, urgent, now);
                    false
                }
                Wake::Table => {
                    self.player.table_moved(now);
                    true
                }
                Wake::Files(tag, done) => {
                    self.player.files_done(tag, done);
                    true
                }
                Wake::Answer(answer) => {
                    self.player.answered(answer, now);
                    true
                }
            };
            if news.due.is_some_and(|due| now >= due) {
                // Marked seen: the lobby read now includes every change until this moment.
                seen(&mut [&mut lobby, &mut presence, &mut chat]);
                changed |= news.take(&mut self.player, now);
            }
            if last_input.elapsed() > table.idle {
                return Ended::Left;
            }
            changed |= self.player.tick(Instant::now()) || self.player.switched;
        }
    }

    /// Draws the screen; the bytes to send, or `None` when nothing on it changed.
    fn frame(&mut self) -> Option<Vec<u8>> {
        if self.player.switched {
            self.player.switched = false;
            let _ = self.screen.clear();
        }
        let mut hits = None;
        let player = &self.player;
        if self.screen.draw(|frame| hits = player.render(frame)).is_err() {
            return None;
        }
        if let Some(hits) = hits {
            self.player.set_hits(hits);
        }
        let bytes = self.screen.take();
        (!bytes.is_empty()).then_some(bytes)
    }
}

/// Marks the lobby's news on `watches` seen: the lobby read next includes it.
fn seen(watches: &mut [&mut watch::Receiver<u64>]) {
    watches.iter_mut().for_each(|rx| rx.mark_unchanged());
}

/// Waits for the client's shell request; the terminal's size from its pty request, or
/// `Some(None)` for a shell asked for without a pty.
async fn wait_for_shell(read: &mut ChannelReadHalf) -> Option<Option<ratatui::layout::Rect>> {
    let mut area = None;
    let asked = async {
        while let Some(msg) = read.wait().await {
            match msg {
                ChannelMsg::RequestPty { col_width, row_height, .. } => {
                    area = Some(screen::area(col_width, row_height))
                }
                ChannelMsg::WindowChange { col_width, row_height, .. } if area.is_some() => {
                    area = Some(screen::area(col_width, row_height));
                }
                ChannelMsg::RequestShell { .. } => return Some(area),
                ChannelMsg::Eof | ChannelMsg::Close => return None,
                _ => {}
            }
        }
        None
    };
    timeout(SETUP, asked).await.ok().flatten()
}
