//! The two forms: new-game setup and settings. Each row shows a value that Left/Right
//! (or Enter, or a click) cycles; the last row is the form's button.

use super::layout::{centered, hint_line};
use super::settings::{Settings, ThemeName};
use super::theme::Theme;
use crate::match_runner::WATCH_DELAYS;
use crate::rules::BUILTIN;
use crate::setup::{First, GameSetup, Player};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Clear, Paragraph};

/// The think times offered, in milliseconds.
pub const THINK_TIMES: [u64; 8] = [100, 250, 500, 1000, 2000, 3000, 5000, 10000];
/// The no-capture limits offered, in plies; 0 is off.
pub const NO_CAPTURE_LIMITS: [u32; 11] = [0, 20, 30, 40, 50, 60, 80, 100, 150, 200, 300];

/// A form being shown or edited.
pub enum Form<'a> {
    /// New game (or, with `true`, watch) setup.
    Setup(&'a mut GameSetup, bool),
    /// The settings.
    Settings(&'a mut Settings),
}

/// One row: a label and the value shown.
pub struct Row {
    /// What the row sets.
    pub label: &'static str,
    /// The current value, or the button text on the last row.
    pub value: String,
}

fn row(label: &'static str, value: impl Into<String>) -> Row {
    Row { label, value: value.into() }
}

fn on_off(b: bool) -> &'static str {
    if b { "on" } else { "off" }
}

fn ms(ms: u64) -> String {
    if ms >= 1000 { format!("{} s", ms as f64 / 1000.0) } else { format!("{ms} ms") }
}

/// The next choice `delta` steps from `current`, wrapping; an unknown value starts at the first.
fn cycle<T: PartialEq + Copy>(choices: &[T], current: T, delta: i32) -> T {
    let n = choices.len() as i32;
    match choices.iter().position(|c| *c == current) {
        Some(i) => choices[(i as i32 + delta).rem_euclid(n) as usize],
        None => choices[0],
    }
}

impl Form<'_> {
    /// The rows, the button last.
    pub fn rows(&self) -> Vec<Row> {
        match self {
            Form::Setup(s, watch) => vec![
                row("Red", s.red.label()),
                row("Green", s.green.label()),
                row("Board", s.board.clone()),
                row("Square jump", on_off(s.square_jump)),
                row("Gold bonus", on_off(s.gold_bonus)),
                row("First move", super::play::capital(s.first.name())),
                row(
                    "No-capture limit",
                    if s.no_capture_limit == 0 { "off".into() } else { format!("{} plies", s.no_capture_limit) },
                ),
                row("", if *watch { "Start watching" } else { "Start game" }),
            ],
            Form::Settings(s) => vec![
                row("Bot think time", ms(s.think_ms)),
                row("Watch speed", format!("{} between moves", ms(s.watch_delay_ms))),
                row("Colours", if s.theme == ThemeName::Colour { "colour" } else { "high contrast" }),
                row("Pieces", if s.ascii { "letters (ASCII)" } else { "shapes" }),
                row("Key hints", on_off(s.key_hints)),
                row("", "Back (saves settings)"),
            ],
        }
    }

    /// Changes a row's value by `delta` steps (the button row does nothing).
    pub fn adjust(&mut self, index: usize, delta: i32) {
        match self {
            Form::Setup(s, watch) => {
                let players: Vec<Player> = Player::CHOICES.into_iter().filter(|p| !*watch || !p.is_human()).collect();
                match index {
                    0 => s.red = cycle(&players, s.red, delta),
                    1 => s.green = cycle(&players, s.green, delta),
                    2 => {
                        let names: Vec<&str> = BUILTIN.iter().map(|(n, _)| *n).collect();
                        s.board = cycle(&names, s.board.as_str(), delta).to_string();
                    }
                    3 => s.square_jump = !s.square_jump,
                    4 => s.gold_bonus = !s.gold_bonus,
                    5 => s.first = cycle(&First::CHOICES, s.first, delta),
                    6 => s.no_capture_limit = cycle(&NO_CAPTURE_LIMITS, s.no_capture_limit, delta),
                    _ => {}
                }
            }
            Form::Settings(s) => match index {
                0 => s.think_ms = cycle(&THINK_TIMES, s.think_ms, delta),
                1 => s.watch_delay_ms = cycle(&WATCH_DELAYS, s.watch_delay_ms, delta),
                2 => s.theme = cycle(&ThemeName::CHOICES, s.theme, delta),
                3 => s.ascii = !s.ascii,
                4 => s.key_hints = !s.key_hints,
                _ => {}
            },
        }
    }
}

/// Draws a form centred on the screen; returns the clickable row areas.
pub fn render(
    frame: &mut Frame,
    title: &str,
    rows: &[Row],
    selected: usize,
    note: Option<(&str, Style)>,
    theme: &Theme,
) -> Vec<(Rect, usize)> {
    let width = 52.min(frame.area().width);
    let height = (rows.len() as u16 + 6).min(frame.area().height);
    let area = centered(frame.area(), width, height);
    frame.render_widget(Clear, area);
    let block =
        Block::bordered().border_type(BorderType::Rounded).title(Span::styled(format!(" {title} "), theme.title()));
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let mut hits = Vec::new();
    for (i, r) in rows.iter().enumerate() {
        let y = inner.y + 1 + i as u16 + (i + 1 == rows.len()) as u16;
        if y >= inner.bottom() {
            break;
        }
        let line_area = Rect::new(inner.x + 1, y, inner.width.saturating_sub(2), 1);
        let sel = i == selected;
        let line = if r.label.is_empty() {
            let text = format!("[ {} ]", r.value);
            let pad = (line_area.width as usize).saturating_sub(text.chars().count()) / 2;
            Line::from(vec![
                Span::raw(" ".repeat(pad)),
                Span::styled(text, if sel { theme.selected() } else { theme.title() }),
            ])
        } else {
            let value = if sel { format!("◀ {} ▶", r.value) } else { format!("  {}  ", r.value) };
            let value = if theme.ascii { value.replace('◀', "<").replace('▶', ">") } else { value };
            Line::from(vec![
                Span::styled(format!("{:<18}", r.label), if sel { theme.title() } else { Style::new() }),
                Span::styled(value, if sel { theme.selected() } else { Style::new() }),
            ])
        };
        frame.render_widget(Paragraph::new(line), line_area);
        hits.push((line_area, i));
    }
    if let Some((text, style)) = note {
        let y = inner.bottom().saturating_sub(1);
        frame.render_widget(
            Paragraph::new(Span::styled(text.to_string(), style)),
            Rect::new(inner.x + 1, y, inner.width.saturating_sub(2), 1),
        );
    }
    hint_line(frame, "↑↓ choose  ←→ change  Enter start/confirm  Esc back  ? help", theme);
    hits
}
