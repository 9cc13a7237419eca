//! The terminal game: menus, the hexagon board, play against bots or a friend, watch bots.
//!
//! `app` holds what is global and routes events to the screen shown (`screens`: each screen's
//! state, keys and drawing); `update` returns file operations (`effect`) that `executor`
//! carries out; `draw` renders; this module only owns the terminal and the event loop.

#![warn(missing_docs)]

pub mod analysis_job;
pub mod app;
pub mod ascii;
pub mod board_memo;
pub mod board_shape;
pub mod board_view;
pub mod bot_pool;
pub mod colour_depth;
pub mod draw;
pub mod effect;
pub mod executor;
pub mod figures;
pub mod games;
pub mod graphics;
pub mod hits;
pub mod keymap;
pub mod layout;
pub mod lines;
pub mod parts;
pub mod pixels;
pub mod puzzles;
pub mod screens;
pub mod settings;
pub mod theme;
pub mod worker;
pub mod wrap;

pub use app::Start;
pub use settings::ThemeName;

use app::App;
use crossterm::event::Event;
use crossterm::event::{self, DisableMouseCapture, EnableMouseCapture};
use hits::Hits;
use settings::Settings;
use std::io::{IsTerminal, stdout};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, TryRecvError};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};
use worker::BotMode;

/// How often time is let pass (bots, flashes, replays), and the screen redrawn while it changes by itself.
const FRAME: Duration = Duration::from_millis(50);

/// What the command line asked for.
#[derive(Clone, Debug)]
pub struct Launch {
    /// Where to start.
    pub start: Start,
    /// `--ascii`: letters and plain lines for this run.
    pub ascii: bool,
    /// `--theme`: the colour scheme for this run.
    pub theme: Option<ThemeName>,
    /// `--think`: the bots' time per move for this run.
    pub think: Option<Duration>,
    /// `--graphics`: whether the board may be a picture, for this run.
    pub graphics: Option<graphics::GraphicsMode>,
}

/// Why the terminal game could not run or ended with an error.
#[derive(Debug)]
pub enum TuiError {
    /// The game the command line asked for cannot start.
    Setup(tactigon_games::setup::SetupError),
    /// The signal handlers could not be installed.
    Signals(std::io::Error),
    /// Mouse reporting could not be turned on.
    Mouse(std::io::Error),
    /// Drawing or reading the terminal failed.
    Terminal(std::io::Error),
    /// Standard input or output is not a terminal (a pipe, a file, `/dev/null`).
    NoTerminal,
}

impl std::fmt::Display for TuiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TuiError::Setup(e) => e.fmt(f),
            TuiError::Signals(e) => write!(f, "cannot handle signals: {e}"),
            TuiError::Mouse(e) => write!(f, "cannot enable the mouse: {e}"),
            TuiError::Terminal(e) => write!(f, "terminal error: {e}"),
            TuiError::NoTerminal => f.write_str(
                "the game needs a terminal: standard input and output are not one (moves, perft, think and arena work without)",
            ),
        }
    }
}

impl std::error::Error for TuiError {}

/// Runs the game in the terminal until the player quits.
pub fn run(launch: Launch) -> Result<(), TuiError> {
    let path = tactigon_games::storage::config_path();
    if let Some(path) = &path {
        tactigon_games::storage::remove_stray_temps(path);
    }
    let (settings, warning) = path.as_deref().map(Settings::load).unwrap_or_default();
    let seed = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64);
    let mut app = App::new(settings, BotMode::Threaded, seed, Instant::now());
    app.use_settings_file(path, warning);
    app.think = launch.think;
    let env = |name: &str| std::env::var(name).ok();
    let depth = colour_depth::Depth::detect(env("COLORTERM").as_deref(), env("TERM").as_deref());
    app.look = app::Look { ascii: launch.ascii, theme: launch.theme, depth, graphics: launch.graphics, detected: None };
    app.set_data_dir(tactigon_games::storage::data_dir());
    let progress = tactigon_games::storage::data_dir().map(|d| tactigon_games::tutorial::Progress::path_in(&d));
    if let Some(path) = &progress {
        tactigon_games::storage::remove_stray_temps(path);
    }
    let read = progress.as_deref().map_or(Ok(Default::default()), tactigon_games::tutorial::Progress::load);
    app.use_tutorial_file(progress, read);
    let effects = app.launch(launch.start).map_err(TuiError::Setup)?;
    // Checked after the command line's game is read, so its mistakes are reported first.
    if !(std::io::stdin().is_terminal() && stdout().is_terminal()) {
        return Err(TuiError::NoTerminal);
    }
    executor::carry_out(&mut app, effects);
    let stop = stop_on_signals().map_err(TuiError::Signals)?;

    let mut terminal = ratatui::init();
    // Asked once, before anything reads input; never when graphics are off from the start.
    let mode = launch.graphics.unwrap_or(app.settings.graphics);
    let mut shown = mode.asks(|name| std::env::var(name).ok()).then(graphics::terminal::Shown::query).flatten();
    app.look.detected = shown.as_ref().map(graphics::terminal::Shown::detected);
    // ratatui's hook restores the terminal on a panic; mouse reporting must be off first. Only a
    // panic of the main thread ends the game: a bot thread that panics is reported as lost by
    // its worker while the screen goes on, so it must neither restore the terminal nor print.
    let restore_terminal = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if std::thread::current().name() == Some("main") {
            let _ = crossterm::execute!(stdout(), DisableMouseCapture);
            restore_terminal(info);
        }
    }));
    let result = crossterm::execute!(stdout(), EnableMouseCapture)
        .map_err(TuiError::Mouse)
        .and_then(|()| event_loop(&mut terminal, &mut app, &stop, &mut shown));
    // The game is kept whatever ended the loop: quitting, a signal or a lost terminal.
    let effects = app.finish();
    executor::carry_out(&mut app, effects);
    let _ = crossterm::execute!(stdout(), DisableMouseCapture);
    // Not `ratatui::restore` nor the terminal's drop: they print when the terminal is gone,
    // and printing to a terminal that is gone panics.
    let _ = ratatui::try_restore();
    if terminal.show_cursor().is_err() {
        std::mem::forget(terminal);
    }
    // A closed terminal fails the loop; that is how SIGHUP usually shows, and not an error.
    if stop.load(Ordering::SeqCst) { Ok(()) } else { result }
}

/// A flag set by SIGTERM, SIGHUP or SIGINT, which the event loop checks every frame; a second
/// signal while the game is shutting down ends the program at once.
fn stop_on_signals() -> std::io::Result<Arc<AtomicBool>> {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    let stop = Arc::new(AtomicBool::new(false));
    for signal in [SIGTERM, SIGHUP, SIGINT] {
        signal_hook::flag::register_conditional_shutdown(signal, 1, Arc::clone(&stop))?;
        signal_hook::flag::register(signal, Arc::clone(&stop))?;
    }
    Ok(stop)
}

/// Reading the saves folder off the event loop: parsing and replaying every saved game can
/// take a while with many files, and the screen must stay live meanwhile.
#[derive(Default)]
struct Listing(Option<Receiver<Vec<tactigon_games::saves::SaveEntry>>>);

impl Listing {
    /// Carries out `effects`, listing the saves folder on a thread of its own.
    fn carry_out(&mut self, app: &mut App, effects: Vec<effect::Effect>) {
        let mut rest = Vec::new();
        for e in effects {
            match e {
                effect::Effect::ListSaves { dir, kept } => {
                    let (tx, rx) = mpsc::channel();
                    std::thread::spawn(move || tx.send(tactigon_games::saves::list_saves(&dir, kept.as_deref())));
                    // A newer listing replaces one still being read.
                    self.0 = Some(rx);
                }
                other => rest.push(other),
            }
        }
        executor::carry_out(app, rest);
    }

    /// Hands a finished listing to the app; returns whether one was.
    fn poll(&mut self, app: &mut App) -> bool {
        let Some(rx) = &self.0 else { return false };
        match rx.try_recv() {
            Ok(entries) => {
                app.saves_listed(entries);
                self.0 = None;
                true
            }
            Err(TryRecvError::Empty) => false,
            Err(TryRecvError::Disconnected) => {
                self.0 = None;
                false
            }
        }
    }
}

fn event_loop(
    terminal: &mut ratatui::DefaultTerminal,
    app: &mut App,
    stop: &AtomicBool,
    shown: &mut Option<graphics::terminal::Shown>,
) -> Result<(), TuiError> {
    let io = TuiError::Terminal;
    let events = read_events();
    let mut listing = Listing::default();
    // Drawn only when something changed: an event, a tick with news (a bot's move, a file
    // written) or a screen that changes by itself; at rest nothing is drawn or sent.
    let mut changed = true;
    while !app.quit && !stop.load(Ordering::SeqCst) {
        if input_gone() {
            return Ok(());
        }
        changed |= listing.poll(app);
        let mut encoding = false;
        if changed {
            (app.hits, encoding) = draw_frame(terminal, app, shown).map_err(io)?;
        }
        let mut next = events.recv_timeout(FRAME);
        changed = next.is_ok();
        // Take every queued event before drawing again, so key repeat never lags.
        loop {
            match next {
                Ok(Ok(ev)) => {
                    let effects = app.update(&ev, Instant::now());
                    listing.carry_out(app, effects);
                }
                Err(RecvTimeoutError::Timeout) => break,
                // Input that fails to read has gone away: a hang-up without the signal.
                Ok(Err(_)) | Err(RecvTimeoutError::Disconnected) => return Ok(()),
            }
            if app.quit {
                break;
            }
            next = events.try_recv().map_err(|e| match e {
                TryRecvError::Empty => RecvTimeoutError::Timeout,
                TryRecvError::Disconnected => RecvTimeoutError::Disconnected,
            });
        }
        // A screen that was changing by itself is drawn once more after it stops.
        let was_animating = app.animating();
        let effects = app.tick(Instant::now());
        changed |= was_animating || app.animating() || !effects.is_empty() || encoding;
        listing.carry_out(app, effects);
    }
    Ok(())
}

/// Draws the app, the board's picture included; returns where clickable things landed, and
/// whether a picture is still being encoded (then the loop draws again next frame).
fn draw_frame(
    terminal: &mut ratatui::DefaultTerminal,
    app: &mut App,
    shown: &mut Option<graphics::terminal::Shown>,
) -> std::io::Result<(Hits, bool)> {
    use graphics::terminal::Drawn;
    let before = app.hits.picture.as_ref().map(|p| p.area);
    let (mut hits, mut drawn) = draw_once(terminal, app, shown)?;
    if drawn == Drawn::Failed {
        // A picture that cannot be encoded: the text board for the rest of the run.
        app.look.detected = None;
        (hits, drawn) = draw_once(terminal, app, shown)?;
    }
    // An image the terminal keeps (Sixel) stays on screen under text drawn where it was, unless
    // every cell is sent again: so when the picture goes or moves, the screen is redrawn whole
    // (a picture drawn then is sent again with its cells, from its encoding kept).
    if before.is_some() && before != hits.picture.as_ref().map(|p| p.area) {
        // Not `clear`: it reads the cursor's position, a reply the event thread would take.
        let size = terminal.size()?;
        terminal.resize(ratatui::layout::Rect::new(0, 0, size.width, size.height))?;
        (hits, drawn) = draw_once(terminal, app, shown)?;
    }
    Ok((hits, drawn == Drawn::Pending))
}

/// Draws one frame; says what became of its picture (shown when it has none).
fn draw_once(
    terminal: &mut ratatui::DefaultTerminal,
    app: &App,
    shown: &mut Option<graphics::terminal::Shown>,
) -> std::io::Result<(Hits, graphics::terminal::Drawn)> {
    let mut hits = Hits::default();
    let mut drawn = graphics::terminal::Drawn::Shown;
    terminal.draw(|frame| {
        hits = draw::render(frame, app);
        if let (Some(spot), Some(shown)) = (&hits.picture, shown.as_mut()) {
            drawn = shown.draw(frame, spot);
        }
    })?;
    Ok((hits, drawn))
}

/// Whether the terminal the game reads from has gone away. A process started with `setsid`
/// gets no SIGHUP when its terminal closes: the terminal reads as end-of-file and is no longer
/// a terminal, and crossterm then reads it in a busy loop that never returns an event.
fn input_gone() -> bool {
    !std::io::stdin().is_terminal()
}

/// Terminal events from a thread of their own. When the terminal goes away, crossterm 0.29
/// spins inside `event::read` for ever (it reads end-of-file again and again); reading on
/// another thread keeps the event loop free to notice (a signal or `input_gone`), save the
/// game and end the program, which ends that thread too.
fn read_events() -> Receiver<std::io::Result<Event>> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        loop {
            let ev = event::read();
            let failed = ev.is_err();
            if tx.send(ev).is_err() || failed {
                break;
            }
        }
    });
    rx
}
