//! The "Load game" list: saved games newest first with date, players and result; files that
//! could not be read are shown with their error.

use super::Nav;
use super::move_list::turns;
use crate::playable::AnyRecord;
use crate::record::Notation;
use crate::saves::{SaveEntry, player_name};
use crate::tui::keymap::{self, HELP_HINT, LOAD, LoadCmd};
use crate::tui::layout::{centered, hint_line};
use crate::tui::theme::Theme;
use crossterm::event::KeyCode;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Clear, Paragraph};

/// The load screen's state: the games listed (filled in once the folder was read), the
/// selected one and a note about the last one that could not be opened.
#[derive(Default)]
pub struct LoadScreen {
    /// The games listed.
    pub entries: Vec<SaveEntry>,
    /// The selected entry.
    pub row: usize,
    /// Why the last entry could not be opened.
    pub note: Option<String>,
    /// Whether the folder has been read (until then an empty list says nothing).
    pub listed: bool,
}

impl LoadScreen {
    /// The list read from the saves folder.
    pub fn listed(&mut self, entries: Vec<SaveEntry>) {
        self.entries = entries;
        self.listed = true;
        self.row = self.row.min(self.entries.len().saturating_sub(1));
    }

    /// Handles a key.
    pub fn key(&mut self, code: KeyCode) -> Nav {
        let n = self.entries.len();
        match keymap::command(LOAD, code) {
            Some(LoadCmd::Prev) if n > 0 => self.row = (self.row + n - 1) % n,
            Some(LoadCmd::Next) if n > 0 => self.row = (self.row + 1) % n,
            Some(LoadCmd::First) => self.row = 0,
            Some(LoadCmd::Last) => self.row = n.saturating_sub(1),
            Some(LoadCmd::Open) => return self.open(self.row, false),
            Some(LoadCmd::Replay) => return self.open(self.row, true),
            Some(LoadCmd::Refresh) => return Nav::Load,
            Some(LoadCmd::Back) => return Nav::Menu,
            _ => {}
        }
        Nav::Stay
    }

    /// A click on entry `index`, if on one: the first click selects, the second opens.
    pub fn click(&mut self, index: Option<usize>) -> Nav {
        match index.filter(|&i| i < self.entries.len()) {
            Some(i) if i == self.row => self.open(i, false),
            Some(i) => {
                self.row = i;
                Nav::Stay
            }
            None => Nav::Stay,
        }
    }

    /// Opens entry `i`: an unfinished game to play on, a finished one (or any with `replay`)
    /// in the replay viewer.
    fn open(&mut self, i: usize, replay: bool) -> Nav {
        let Some(entry) = self.entries.get(i) else { return Nav::Stay };
        match &entry.record {
            Err(e) => {
                self.note = Some(format!("{} cannot be opened: {e}", entry.name()));
                Nav::Stay
            }
            Ok(record) if replay || record.game.outcome().is_some() => {
                Nav::Replay { record: AnyRecord::Tactigon(record.clone()), source: entry.name(), from_load: true }
            }
            // Saving again replaces the file, unless it holds other games too.
            Ok(record) => Nav::Resume {
                record: AnyRecord::Tactigon(record.clone()),
                plies: record.game.moves().len(),
                saved_as: (entry.number == 0).then(|| entry.path.clone()),
            },
        }
    }

    /// Draws the list, the selected entry highlighted and the note under it; `folder` names
    /// the saves folder; returns the clickable rows.
    pub fn render(&self, frame: &mut Frame, folder: &str, theme: &Theme) -> Vec<(Rect, usize)> {
        let full = frame.area();
        let area = centered(full, full.width.min(100), full.height.saturating_sub(1));
        frame.render_widget(Clear, area);
        let block =
            Block::bordered().border_type(BorderType::Rounded).title(Span::styled(" Load game ", theme.title()));
        let inner = block.inner(area);
        frame.render_widget(block, area);
        let mut lines =
            vec![Line::styled(format!("Saved games in {folder}, newest first"), theme.dim()), Line::raw("")];
        let mut hits = Vec::new();
        let (entries, selected, note) = (&self.entries, self.row, self.note.as_deref());
        if entries.is_empty() && self.listed {
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
        hint_line(frame, &keymap::hints(LOAD, &[HELP_HINT]), theme);
        hits
    }
}

/// One line describing a saved game: date, players, result and length.
pub fn summary<G: Notation>(entry: &SaveEntry<G>) -> String {
    match &entry.record {
        Ok(r) => format!(
            "{:<10}  {} vs {}  {:<7}  {}",
            if r.date.trim().is_empty() { "no date" } else { &r.date },
            player_name(&r.players[0]),
            player_name(&r.players[1]),
            G::result(r.game.outcome()),
            turns(r.game.moves().len())
        ),
        Err(e) => e.to_string(),
    }
}
