//! The help screen: the rules in brief (each game's own, [`crate::games::GameUi::rules`])
//! and every key (over a game, its keys first), scrolled over the screen it returns to.

use super::Screen;
use crate::keymap::{self, EVERYWHERE, GAME, HELP, HelpCmd, LESSON, LESSONS, LOAD, PUZZLES, REPLAY, WATCH};
use crate::layout::hint_line;
use crate::theme::Theme;
use crate::wrap::wrap_lines;
use crossterm::event::KeyCode;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Paragraph};

/// A section heading.
pub fn heading(text: &str, theme: &Theme) -> Line<'static> {
    Line::styled(text.to_string(), theme.title())
}

/// A plain line.
pub fn plain(text: &str) -> Line<'static> {
    Line::raw(text.to_string())
}

/// A key and what it does, as the help lists keys.
pub fn keys(key: &str, what: &str, theme: &Theme) -> Line<'static> {
    Line::from(vec![
        // At least one space after the key, however long it is.
        Span::styled(format!("  {key:<15} "), theme.side_style(tactigon_rules::Side::Green)),
        Span::raw(what.to_string()),
    ])
}

/// The help screen's state.
pub struct HelpScreen {
    /// Lines scrolled.
    pub scroll: u16,
    /// The screen it returns to.
    pub back: Box<Screen>,
}

impl HelpScreen {
    /// Handles a key; `limit` is how far the last frame could scroll. Returns whether to leave.
    pub fn key(&mut self, code: KeyCode, limit: u16) -> bool {
        match keymap::command(HELP, code) {
            Some(HelpCmd::Scroll(by)) => self.scroll_by(by, limit),
            Some(HelpCmd::Top) => self.scroll = 0,
            Some(HelpCmd::Bottom) => self.scroll = limit,
            Some(HelpCmd::Close) => return true,
            None => {}
        }
        false
    }

    /// Scrolls `by` lines, within `0..=limit`.
    pub fn scroll_by(&mut self, by: i32, limit: u16) {
        self.scroll = (self.scroll as i32 + by).clamp(0, limit as i32) as u16;
    }
}

/// Every line of the help text: the rules of the games given, then every key.
pub fn lines(rules: Vec<Line<'static>>, theme: &Theme) -> Vec<Line<'static>> {
    let mut out = rules;
    out.extend(play_keys(theme));
    out.extend(other_keys(theme));
    out.extend(everywhere(theme));
    out
}

/// The help over a game: its keys first, since a player mid-game looks for a key, then the
/// game's rules a page below, then the other screens' keys.
pub fn lines_in_game(rules: Vec<Line<'static>>, theme: &Theme) -> Vec<Line<'static>> {
    let mut out = play_keys(theme);
    out.remove(0);
    out.extend(everywhere(theme));
    out.push(plain(""));
    out.extend(rules);
    out.extend(other_keys(theme));
    out
}

/// The keys of a game and of watching bots, each section after a blank line.
fn play_keys(theme: &Theme) -> Vec<Line<'static>> {
    let mut out = vec![plain(""), heading("KEYS — GAME", theme)];
    out.extend(keymap::help(GAME).map(|(k, what)| keys(k, what, theme)));
    out.extend([plain(""), heading("KEYS — WATCHING BOTS", theme)]);
    out.extend(keymap::help(WATCH).map(|(k, what)| keys(k, what, theme)));
    out
}

/// The keys of the screens outside a game, each section after a blank line.
fn other_keys(theme: &Theme) -> Vec<Line<'static>> {
    let mut out = vec![plain(""), heading("KEYS — LOAD GAME AND REPLAY", theme)];
    out.extend(keymap::help(LOAD).chain(keymap::help(REPLAY)).map(|(k, what)| keys(k, what, theme)));
    out.extend([plain(""), heading("KEYS — LEARN TO PLAY", theme)]);
    out.extend(keymap::help(LESSONS).chain(keymap::help(LESSON)).map(|(k, what)| keys(k, what, theme)));
    out.extend([plain(""), heading("KEYS — PUZZLES", theme)]);
    out.extend(keymap::help(PUZZLES).map(|(k, what)| keys(k, what, theme)));
    out
}

/// The keys that hold everywhere and the highlight colours, after a blank line.
fn everywhere(theme: &Theme) -> Vec<Line<'static>> {
    let mut out = vec![plain(""), heading("KEYS — EVERYWHERE", theme)];
    out.extend(keymap::help(EVERYWHERE).map(|(k, what)| keys(k, what, theme)));
    out.extend([
        plain(""),
        heading("COLOURS", theme),
        Line::from(vec![
            Span::raw("  "),
            Span::styled("last move", theme.last_move()),
            Span::raw("  "),
            Span::styled("bot move / hint", theme.flash()),
        ]),
    ]);
    out
}

/// Draws the help screen's `lines`, scrolled by `scroll` lines and wrapped to the width;
/// returns the most lines it can scroll (to where the last line is at the bottom).
pub fn render(frame: &mut Frame, scroll: u16, lines: Vec<Line<'static>>, theme: &Theme) -> u16 {
    let area = frame.area();
    let area = Rect::new(area.x, area.y, area.width, area.height.saturating_sub(1));
    let block = Block::bordered().border_type(BorderType::Rounded).title(Span::styled(" Rules & help ", theme.title()));
    let inner = block.inner(area);
    let lines = wrap_lines(lines, inner.width);
    let limit = (lines.len() as u16).saturating_sub(inner.height);
    frame.render_widget(Paragraph::new(lines).block(block).scroll((scroll, 0)).style(Style::new()), area);
    hint_line(frame, &keymap::hints(HELP, &[]), theme);
    limit
}
