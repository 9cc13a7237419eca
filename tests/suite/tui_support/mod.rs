//! Helpers shared by the terminal-game tests: an app driven without a terminal.
#![allow(dead_code)]

use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use std::time::{Duration, Instant};
use tactigon_games::setup::{GameSetup, Player};
use tactigon_tui::app::App;
use tactigon_tui::draw;
use tactigon_tui::executor::carry_out;
use tactigon_tui::settings::Settings;
use tactigon_tui::worker::BotMode;

/// An app at the main menu with quick inline bots and settings kept in memory.
pub fn app() -> (App, Instant) {
    let now = Instant::now();
    let settings = Settings { think_ms: 20, ..Settings::default() };
    (App::new(settings, BotMode::Inline, 7, now), now)
}

/// An app watching two expert:5 bots that think on their own thread for up to 10 s a move,
/// so a bot is still thinking for as long as a test looks; `now` is its start.
pub fn watching_experts(now: Instant) -> App {
    let settings = Settings { think_ms: 10_000, ..Settings::default() };
    let mut app = App::new(settings, BotMode::Threaded, 7, now);
    let expert = Player::Bot(tactigon_games::bots::BotSpec::Expert(5));
    app.start_game(setup(expert, expert), true).expect("two bots start");
    tick(&mut app, now);
    app
}

/// A setup with the given players on the standard board.
pub fn setup(red: Player, green: Player) -> GameSetup {
    GameSetup { red, green, ..GameSetup::default() }
}

/// Sends one event and carries out the file operations it asks for, as the event loop does.
pub fn send(app: &mut App, event: &Event, now: Instant) {
    let effects = app.update(event, now);
    carry_out(app, effects);
}

/// Lets time pass and carries out the file operations that asks for, as the event loop does.
pub fn tick(app: &mut App, now: Instant) {
    let effects = app.tick(now);
    carry_out(app, effects);
}

/// Presses one key.
pub fn key(app: &mut App, now: Instant, code: KeyCode) {
    send(app, &Event::Key(KeyEvent::new(code, KeyModifiers::NONE)), now);
}

/// Presses several keys.
pub fn keys(app: &mut App, now: Instant, codes: &[KeyCode]) {
    for &c in codes {
        key(app, now, c);
    }
}

/// Types text, one key per character.
pub fn type_text(app: &mut App, now: Instant, text: &str) {
    for c in text.chars() {
        key(app, now, KeyCode::Char(c));
    }
}

/// Clicks the left mouse button on a cell.
pub fn click(app: &mut App, now: Instant, x: u16, y: u16) {
    let m =
        MouseEvent { kind: MouseEventKind::Down(MouseButton::Left), column: x, row: y, modifiers: KeyModifiers::NONE };
    send(app, &Event::Mouse(m), now);
}

/// Renders the app into a test terminal, recording where things landed, as the event loop does.
pub fn render(app: &mut App, width: u16, height: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("test terminal");
    let mut hits = Default::default();
    terminal.draw(|f| hits = draw::render(f, app)).expect("draw");
    app.hits = hits;
    terminal
}

/// A later instant.
pub fn later(now: Instant, ms: u64) -> Instant {
    now + Duration::from_millis(ms)
}

/// A fresh folder under the system's temporary folder, removed when dropped.
pub struct TempDir(pub std::path::PathBuf);

impl TempDir {
    /// A new empty folder; the name is unique within the process and between processes.
    pub fn new() -> TempDir {
        static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("tactigon-test-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temporary folder");
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// An app at the main menu, as [`app`], keeping saved games in a temporary folder.
pub fn app_with_data() -> (App, Instant, TempDir) {
    let (mut app, now) = app();
    let dir = TempDir::new();
    app.set_data_dir(Some(dir.0.clone()));
    (app, now, dir)
}

/// The buffer's styles, one line per screen row with one character per cell, under a legend
/// that gives each distinct (fg, bg, modifier) a character in order of first appearance; `.`
/// is the unstyled cell. Snapshotted beside the text, it shows every colour change.
pub fn styles(buf: &ratatui::buffer::Buffer) -> String {
    const MARKS: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    let mut legend: Vec<(String, char)> = vec![("fg=Reset bg=Reset mod=NONE".into(), '.')];
    let mut rows = String::new();
    for y in 0..buf.area.height {
        for x in 0..buf.area.width {
            let c = &buf[(x, y)];
            let key = format!("fg={:?} bg={:?} mod={:?}", c.fg, c.bg, c.modifier);
            let mark = match legend.iter().find(|(k, _)| *k == key) {
                Some(&(_, m)) => m,
                None => {
                    let m = MARKS.chars().nth(legend.len() - 1).expect("at most 62 distinct styles");
                    legend.push((key, m));
                    m
                }
            };
            rows.push(mark);
        }
        rows.push('\n');
    }
    let mut out: String = legend.iter().map(|(k, m)| format!("{m} = {k}\n")).collect();
    out.push_str("---\n");
    out.push_str(&rows);
    out
}

/// The text of one screen row.
pub fn row_text(buf: &ratatui::buffer::Buffer, y: u16) -> String {
    (0..buf.area.width).map(|x| buf[(x, y)].symbol()).collect()
}

/// Every cell where `text` is written with a blank cell (or the screen's edge) on both sides,
/// found by reading the rendered symbols only: (column of its first character, row).
pub fn find_words(buf: &ratatui::buffer::Buffer, text: &str) -> Vec<(u16, u16)> {
    let n = text.chars().count() as u16;
    let blank = |x: u16, y: u16| buf[(x, y)].symbol() == " ";
    let mut found = Vec::new();
    for y in 0..buf.area.height {
        for x in 0..buf.area.width.saturating_sub(n - 1) {
            let here: String = (x..x + n).map(|cx| buf[(cx, y)].symbol()).collect();
            let left = x == 0 || blank(x - 1, y);
            let right = x + n >= buf.area.width || blank(x + n, y);
            if here == text && left && right {
                found.push((x, y));
            }
        }
    }
    found
}

/// The one place `text` is written as a word on the screen.
///
/// # Panics
/// If it is written nowhere or more than once.
pub fn find_word(buf: &ratatui::buffer::Buffer, text: &str) -> (u16, u16) {
    let found = find_words(buf, text);
    assert_eq!(found.len(), 1, "{text:?} should be on the screen exactly once: {found:?}");
    found[0]
}

/// The centre cell of the tile named `name`, found from its label as drawn in the larger
/// hexagons: the name sits centred on the row above the hexagon's first upright row, and
/// the cell right below the name's middle is inside the hexagon.
pub fn tile_cell(buf: &ratatui::buffer::Buffer, name: &str) -> (u16, u16) {
    let (x, y) = find_word(buf, name);
    (x + (name.len() as u16 - 1) / 2, y + 1)
}
