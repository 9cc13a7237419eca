//! The "Load game" list: saved games newest first with date, players and result; files that
//! could not be read are shown with their error.

use super::game_view::plies;
use super::layout::{centered, hint_line};
use super::theme::Theme;
use crate::record::result_token;
use crate::saves::{SaveEntry, player_name};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Clear, Paragraph};

/// One line describing a saved game: date, players, result and length.
pub fn summary(entry: &SaveEntry) -> String {
    match &entry.record {
        Ok(r) => format!(
            "{:<10}  {} vs {}  {:<7}  {}",
            if r.date.trim().is_empty() { "no date" } else { &r.date },
            player_name(&r.red),
            player_name(&r.green),
            result_token(r.game.outcome()),
            plies(r.game.moves().len())
        ),
        Err(e) => e.to_string(),
    }
}

/// Draws the list with `selected` highlighted; `note` is a message under it; returns the
/// clickable rows.
pub fn render(
    frame: &mut Frame,
    entries: &[SaveEntry],
    selected: usize,
    folder: &str,
    note: Option<&str>,
    theme: &Theme,
) -> Vec<(Rect, usize)> {
    let full = frame.area();
    let area = centered(full, full.width.min(100), full.height.saturating_sub(1));
    frame.render_widget(Clear, area);
    let block = Block::bordered().border_type(BorderType::Rounded).title(Span::styled(" Load game ", theme.title()));
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let mut lines = vec![Line::styled(format!("Saved games in {folder}, newest first"), theme.dim()), Line::raw("")];
    let mut hits = Vec::new();
    if entries.is_empty() {
        lines.push(Line::raw("No saved games yet: press s during a game to save it."));
    }
    // Each game takes two lines: the file name, then the summary or the error.
    let room = (inner.height.saturating_sub(lines.len() as u16 + 2) / 2).max(1) as usize;
    let start = selected.saturating_sub(room - 1).min(entries.len().saturating_sub(room));
    for (i, entry) in entries.iter().enumerate().skip(start).take(room) {
        let sel = i == selected;
        let marker = if sel { if theme.ascii { "> " } else { "▸ " } } else { "  " };
        let name_style = if sel { theme.selected() } else { theme.title() };
        let detail = match &entry.record {
            Ok(_) => Span::raw(format!("    {}", summary(entry))),
            Err(_) => Span::styled(format!("    cannot open: {}", summary(entry)), theme.error()),
        };
        let y = inner.y + lines.len() as u16;
        hits.push((Rect::new(inner.x, y, inner.width, 2).intersection(inner), i));
        lines.push(Line::from(vec![Span::raw(marker), Span::styled(entry.name(), name_style)]));
        lines.push(Line::from(detail));
    }
    if let Some(n) = note {
        lines.push(Line::raw(""));
        lines.push(Line::styled(n.to_string(), theme.error()));
    }
    frame.render_widget(Paragraph::new(lines), inner);
    hint_line(frame, "↑↓/jk choose  Enter open  v replay  r refresh  Esc back  ? help", theme);
    hits
}
