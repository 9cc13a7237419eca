//! The help screen: rules in brief, the combat table, the advanced rules and every key,
//! scrolled over the screen it returns to.

use super::Screen;
use crate::rules::{Combat, Kind};
use crate::tui::keymap::{self, EVERYWHERE, GAME, HELP, HelpCmd, LOAD, REPLAY, WATCH};
use crate::tui::layout::hint_line;
use crate::tui::theme::Theme;
use crate::tui::wrap::wrap_lines;
use crossterm::event::KeyCode;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Paragraph};

fn heading(text: &str, theme: &Theme) -> Line<'static> {
    Line::styled(text.to_string(), theme.title())
}

fn plain(text: &str) -> Line<'static> {
    Line::raw(text.to_string())
}

fn keys(key: &str, what: &str, theme: &Theme) -> Line<'static> {
    Line::from(vec![
        // At least one space after the key, however long it is.
        Span::styled(format!("  {key:<15} "), theme.side_style(crate::rules::Side::Green)),
        Span::raw(what.to_string()),
    ])
}

/// The combat table of RULES.md §3 drawn with lines, from [`Kind::attack`].
fn combat_table(theme: &Theme) -> Vec<Line<'static>> {
    let w = 10;
    let (h, v, cross, tl, tr, bl, br, tm, bm, lm, rm) = if theme.ascii {
        ('-', '|', '+', '+', '+', '+', '+', '+', '+', '+', '+')
    } else {
        ('─', '│', '┼', '┌', '┐', '└', '┘', '┬', '┴', '├', '┤')
    };
    let rule = |l: char, m: char, r: char| {
        let seg: String = std::iter::repeat_n(h, w).collect();
        let mut s = format!("  {l}{seg}");
        for _ in 0..4 {
            s.push(m);
            s.push_str(&seg);
        }
        s.push(r);
        plain(&s)
    };
    let cell = |text: &str| format!("{text:^w$}");
    let mut out = vec![plain("  Rows attack, columns defend:"), rule(tl, tm, tr)];
    let mut head = vec![Span::raw(format!("  {v}{}", cell("att \\ def")))];
    for d in Kind::ALL {
        head.push(Span::raw(v.to_string()));
        head.push(Span::styled(cell(d.name()), theme.title()));
    }
    head.push(Span::raw(v.to_string()));
    out.push(Line::from(head));
    out.push(rule(lm, cross, rm));
    for a in Kind::ALL {
        let mut spans = vec![Span::raw(format!("  {v}")), Span::styled(cell(a.name()), theme.title())];
        for d in Kind::ALL {
            spans.push(Span::raw(v.to_string()));
            spans.push(match a.attack(d) {
                Combat::DefenderCaptured => Span::styled(cell("captures"), theme.capture()),
                Combat::BothCaptured => Span::styled(cell("both off"), theme.trade()),
                Combat::NotAllowed => Span::styled(cell("—"), theme.dim()),
            });
        }
        spans.push(Span::raw(v.to_string()));
        out.push(Line::from(spans));
    }
    out.push(rule(bl, bm, br));
    out
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

/// Every line of the help text.
pub fn lines(theme: &Theme) -> Vec<Line<'static>> {
    let g = |k: Kind| theme.kind_glyph(k);
    let mut out = vec![
        heading("THE GAME", theme),
        plain("Two armies, Red (left) and Green (right), on a board of hexagonal tiles."),
        plain("Tiles are named by row letter and number from the left: b1, d11."),
        plain("Each turn you move one piece along a path of empty neighbouring tiles:"),
        plain(&format!(
            "  {} circle {} tile   {} triangle up to {}   {} square up to {}   {} pentagon up to {}",
            g(Kind::Circle),
            Kind::Circle.reach(),
            g(Kind::Triangle),
            Kind::Triangle.reach(),
            g(Kind::Square),
            Kind::Square.reach(),
            g(Kind::Pentagon),
            Kind::Pentagon.reach()
        )),
        plain("The path may bend, but never passes through a piece. Ending on an enemy piece"),
        plain("attacks it: the combat table says who leaves the board."),
        plain(""),
    ];
    out.extend(combat_table(theme));
    out.extend([
        plain(""),
        heading("WINNING", theme),
        plain("• Capture the enemy pentagon: you win at once."),
        plain("• Hold both gold tiles when your opponent's turn ends: you win."),
        plain("• A side with no legal move passes; if the other side cannot move either, draw."),
        plain("• Draw on the third repetition of a position, or after the no-capture limit"),
        plain(&format!(
            "  ({} plies by default, set on the new-game screen; off = no limit).",
            crate::rules::DrawRules::default().no_capture_limit
        )),
        plain(""),
        heading("ADVANCED RULES (each on or off)", theme),
        plain("• Square jump: a square may pass over pieces, except enemy squares."),
        plain("• Gold bonus: a piece starting its turn on a gold tile may move one tile more."),
        plain(""),
        heading("KEYS — GAME", theme),
    ]);
    out.extend(keymap::help(GAME).map(|(k, what)| keys(k, what, theme)));
    out.extend([plain(""), heading("KEYS — WATCHING BOTS", theme)]);
    out.extend(keymap::help(WATCH).map(|(k, what)| keys(k, what, theme)));
    out.extend([plain(""), heading("KEYS — LOAD GAME AND REPLAY", theme)]);
    out.extend(keymap::help(LOAD).chain(keymap::help(REPLAY)).map(|(k, what)| keys(k, what, theme)));
    out.extend([plain(""), heading("KEYS — EVERYWHERE", theme)]);
    out.extend(keymap::help(EVERYWHERE).map(|(k, what)| keys(k, what, theme)));
    out.extend([
        plain(""),
        heading("COLOURS", theme),
        Line::from(vec![
            Span::raw("  "),
            Span::styled(" move ", theme.destination()),
            Span::raw(" "),
            Span::styled(" captures ", theme.capture()),
            Span::raw(" "),
            Span::styled(" both captured ", theme.trade()),
            Span::raw(" "),
            Span::styled(" gold tile ", theme.gold()),
            Span::raw("  "),
            Span::styled("last move", theme.last_move()),
            Span::raw("  "),
            Span::styled("bot move / hint", theme.flash()),
        ]),
    ]);
    out
}

/// Draws the help screen scrolled by `scroll` lines, its lines wrapped to the width; returns
/// the most lines it can scroll (to where the last line is at the bottom).
pub fn render(frame: &mut Frame, scroll: u16, theme: &Theme) -> u16 {
    let area = frame.area();
    let area = Rect::new(area.x, area.y, area.width, area.height.saturating_sub(1));
    let block = Block::bordered().border_type(BorderType::Rounded).title(Span::styled(" Rules & help ", theme.title()));
    let inner = block.inner(area);
    let lines = wrap_lines(lines(theme), inner.width);
    let limit = (lines.len() as u16).saturating_sub(inner.height);
    frame.render_widget(Paragraph::new(lines).block(block).scroll((scroll, 0)).style(Style::new()), area);
    hint_line(frame, &keymap::hints(HELP, &[]), theme);
    limit
}
