//! How the pages write what the store keeps: rating changes (`1500 → 1512 (+12)`; a rating
//! itself is the store's `Glicko` shown, `1532?` while provisional), dates, and players' names
//! (escaped and cut, as every text a player gave), and the frame every page shares: a title,
//! its body, a message and its keys.

use super::Loaded;
use crate::lobby_view::pack;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{List, ListItem, ListState, Paragraph};
use tactigon_store::{Glicko, Speed, Timestamp};

/// The longest name drawn, in characters (a longer one is cut and ends in `…`).
pub const NAME_WIDTH: usize = 20;

/// A rating's change: `1500 → 1512 (+12)`.
pub fn change(before: &Glicko, after: &Glicko) -> String {
    format!("{before} → {after} ({})", tactigon_store::change(before, after))
}

/// A name a player gave, as drawn: control characters escaped, at most [`NAME_WIDTH`].
pub fn name(text: &str) -> String {
    let escaped = tactigon_core::escape::escape(text);
    if escaped.chars().count() <= NAME_WIDTH {
        return escaped;
    }
    let mut cut: String = escaped.chars().take(NAME_WIDTH - 1).collect();
    cut.push('…');
    cut
}

/// A day as `2026-11-26` (UTC), from seconds since the epoch (a time before it is the epoch).
pub fn date(at: Timestamp) -> String {
    tactigon_core::record::civil_date(u64::try_from(at).unwrap_or(0))
}

/// The speed after `s`, round.
pub fn next_speed(s: Speed) -> Speed {
    let at = Speed::ALL.iter().position(|&x| x == s).unwrap_or(0);
    Speed::ALL[(at + 1) % Speed::ALL.len()]
}

/// Draws a page's frame: `title` in bold on the first line, `message` and `keys` at the
/// bottom (wrapped to the width); the area left for the page's body.
pub fn frame(frame: &mut Frame, title: &str, message: Option<&str>, keys: &[&str]) -> Rect {
    let width = usize::from(frame.area().width);
    let keys = pack(keys, width);
    let message = message.map(|m| tactigon_tui::layout::wrap_words(m, width)).unwrap_or_default();
    let rows = |n: usize| Constraint::Length(n as u16);
    let [head, body, message_area, keys_area] =
        Layout::vertical([Constraint::Length(2), Constraint::Min(3), rows(message.len()), rows(keys.len())])
            .areas(frame.area());
    frame.render_widget(Line::from(title.to_string()).style(Style::new().add_modifier(Modifier::BOLD)), head);
    let lines = |lines: Vec<String>| Paragraph::new(lines.into_iter().map(Line::from).collect::<Vec<_>>());
    frame.render_widget(lines(message), message_area);
    frame.render_widget(lines(keys), keys_area);
    body
}

/// Draws a page's list of `loaded` rows in `area`, one line each as `line` writes the row
/// (with its place, from 0), `row` selected; or what stands in for it: that it is asked
/// for, why it is not there, or `empty`.
pub fn list<T>(
    f: &mut Frame,
    area: Rect,
    loaded: &Loaded<Vec<T>>,
    row: usize,
    empty: &str,
    line: impl Fn(usize, &T) -> String,
) {
    let rows = match loaded {
        Loaded::Waiting => return f.render_widget(Paragraph::new("loading…"), area),
        Loaded::Failed(e) => return f.render_widget(Paragraph::new(failed(e)), area),
        Loaded::Ready(rows) if rows.is_empty() => return f.render_widget(Paragraph::new(empty.to_string()), area),
        Loaded::Ready(rows) => rows,
    };
    let items: Vec<ListItem> = rows.iter().enumerate().map(|(i, r)| ListItem::new(line(i, r))).collect();
    let mut state = ListState::default().with_selected(Some(row.min(rows.len() - 1)));
    let list = List::new(items).highlight_style(Style::new().add_modifier(Modifier::REVERSED)).highlight_symbol("> ");
    f.render_stateful_widget(list, area, &mut state);
}

/// The line saying the store did not answer.
pub fn failed(e: &str) -> String {
    format!("the server's archive did not answer: {e}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_the_civil_days_of_the_epoch_seconds() {
        // `date -u -d @N +%F` gives these.
        assert_eq!(date(0), "1970-01-01");
        assert_eq!(date(951_782_400), "2000-02-29");
        assert_eq!(date(1_795_651_199), "2026-11-25");
        assert_eq!(date(1_795_651_200), "2026-11-26");
    }

    #[test]
    fn a_change_shows_both_ratings_and_the_difference_of_the_rounded_ones() {
        let g = |rating, deviation| Glicko { rating, deviation, volatility: 0.06 };
        assert_eq!(change(&g(1500.0, 350.0), &g(1511.6, 300.0)), "1500? → 1512? (+12)");
        assert_eq!(change(&g(1600.2, 80.0), &g(1590.0, 80.0)), "1600 → 1590 (-10)");
    }

    #[test]
    fn names_are_escaped_and_cut() {
        assert_eq!(name("alice"), "alice");
        assert_eq!(name("a\x1b[2Jb"), "a\\u{1b}[2Jb");
        assert_eq!(name(&"x".repeat(30)), format!("{}…", "x".repeat(19)));
    }
}
