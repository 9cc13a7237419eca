//! The "Load game" list: saved games newest first with date, players and result; files that
//! could not be read are shown with their error.

use super::Nav;
use super::move_list::turns;
use crate::effect::Effect;
use crate::keymap::{self, HELP_HINT, LOAD, LoadCmd};
use crate::layout::{centered, hint_line};
use crate::theme::Theme;
use crate::wrap::wrap_lines;
use crossterm::event::KeyCode;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Clear, Paragraph};
use tactigon_games::analysis_file::RecordFile;
use tactigon_games::games::GameKind;
use tactigon_games::saves::{SAVES, SaveEntry, UNFINISHED, player_name};

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
    /// A question open about the selected file: delete it, or its new name.
    pub asking: Option<Ask>,
}

/// A question the load list asks before changing a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    /// Delete the file of this entry? `y` or Enter deletes it, any other key keeps it.
    Delete(usize),
    /// The new name of this entry's file, being typed.
    Rename(usize, String),
}

impl LoadScreen {
    /// The list read from the saves folder.
    pub fn listed(&mut self, entries: Vec<SaveEntry>) {
        self.entries = entries;
        self.listed = true;
        self.row = self.row.min(self.entries.len().saturating_sub(1));
    }

    /// Whether a new name is being typed (keys are letters, not commands).
    pub fn typing(&self) -> bool {
        matches!(self.asking, Some(Ask::Rename(..)))
    }

    /// Handles a key.
    pub fn key(&mut self, code: KeyCode) -> Nav {
        if let Some(ask) = self.asking.take() {
            return self.answer(ask, code);
        }
        let n = self.entries.len();
        match keymap::command(LOAD, code) {
            Some(LoadCmd::Prev) if n > 0 => self.row = (self.row + n - 1) % n,
            Some(LoadCmd::Next) if n > 0 => self.row = (self.row + 1) % n,
            Some(LoadCmd::First) => self.row = 0,
            Some(LoadCmd::Last) => self.row = n.saturating_sub(1),
            Some(LoadCmd::Open) => return self.open(self.row, false),
            Some(LoadCmd::Replay) => return self.open(self.row, true),
            Some(LoadCmd::Refresh) => return Nav::Load,
            Some(cmd @ (LoadCmd::Delete | LoadCmd::Rename)) => self.ask(cmd == LoadCmd::Delete),
            Some(LoadCmd::Back) => return Nav::Menu,
            _ => {}
        }
        Nav::Stay
    }

    /// Asks about the selected entry's file: delete it, or its new name. A file of several
    /// games is changed from outside, not from here.
    fn ask(&mut self, delete: bool) {
        let Some(entry) = self.entries.get(self.row) else { return };
        self.note = None;
        if entry.number != 0 {
            let file = entry.path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            let file = tactigon_core::escape::escape(&file);
            self.note = Some(format!("{file} holds several games: delete or rename it outside the game"));
            return;
        }
        let stem = entry.path.file_stem().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        self.asking = Some(if delete { Ask::Delete(self.row) } else { Ask::Rename(self.row, stem) });
    }

    /// A key while a question is open.
    fn answer(&mut self, ask: Ask, code: KeyCode) -> Nav {
        let path = |i: usize| self.entries.get(i).map(|e| e.path.clone());
        match (ask, code) {
            (Ask::Delete(i), KeyCode::Char('y') | KeyCode::Enter) => {
                if let Some(path) = path(i) {
                    return Nav::Effect(Effect::DeleteSave { path });
                }
            }
            (Ask::Delete(_), _) => self.note = Some("nothing deleted".into()),
            (Ask::Rename(i, name), KeyCode::Enter) => {
                if let Some(path) = path(i) {
                    return Nav::Effect(Effect::RenameSave { path, name });
                }
            }
            (Ask::Rename(..), KeyCode::Esc) => self.note = Some("nothing renamed".into()),
            (Ask::Rename(i, mut name), KeyCode::Backspace) => {
                name.pop();
                self.asking = Some(Ask::Rename(i, name));
            }
            (Ask::Rename(i, mut name), KeyCode::Char(c)) => {
                if name.chars().count() < tactigon_games::saves::MAX_NAME + ".tgn".len() {
                    name.push(c);
                }
                self.asking = Some(Ask::Rename(i, name));
            }
            (ask @ Ask::Rename(..), _) => self.asking = Some(ask),
        }
        Nav::Stay
    }

    /// How deleting or renaming the file `path` went (`Ok(None)` deleted, `Ok(Some(to))`
    /// renamed): said in the note, and the list follows without reading the folder again.
    pub fn changed(&mut self, path: &std::path::Path, result: Result<Option<std::path::PathBuf>, String>) {
        self.note = Some(match result {
            Ok(None) => {
                self.entries.retain(|e| e.path != path);
                self.row = self.row.min(self.entries.len().saturating_sub(1));
                "deleted".into()
            }
            Ok(Some(to)) => {
                for e in self.entries.iter_mut().filter(|e| e.path == path) {
                    e.path = to.clone();
                }
                format!("renamed to {}", tactigon_core::escape::path(&to))
            }
            Err(e) => e,
        });
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
                let path = tactigon_core::escape::path(&entry.path);
                self.note = Some(format!("{} cannot be opened: {e}. Mend or remove the file {path}.", entry.name()));
                Nav::Stay
            }
            Ok(record) if replay || record.is_over() => {
                let file = RecordFile { path: entry.path.clone(), number: Some(entry.number + 1) };
                Nav::Replay {
                    record: record.clone(),
                    source: entry.name(),
                    from_load: true,
                    file: Some(file),
                    analyse: false,
                }
            }
            // Saving again replaces the file, unless it holds other games too; a kept
            // unfinished game goes back into the autosave, and is saved by a name of its own.
            Ok(record) => Nav::Resume {
                record: record.clone(),
                plies: record.moves(),
                saved_as: (entry.number == 0 && !entry.kept).then(|| entry.path.clone()),
                autosave_on_move: false,
                kept: entry.kept.then(|| entry.path.clone()),
            },
        }
    }

    /// Draws the list, the selected entry highlighted and the note under it; `data` names
    /// the data folder, whose saves and kept unfinished games are listed (none without one);
    /// returns the clickable rows.
    pub fn render(&self, frame: &mut Frame, data: Option<String>, theme: &Theme) -> Vec<(Rect, usize)> {
        let full = frame.area();
        let area = centered(full, full.width.min(100), full.height.saturating_sub(1));
        frame.render_widget(Clear, area);
        let block =
            Block::bordered().border_type(BorderType::Rounded).title(Span::styled(" Load game ", theme.title()));
        let inner = block.inner(area);
        frame.render_widget(block, area);
        // The list holds both folders' games (a kept one is named unfinished/…), so the
        // header names both.
        let header = match data {
            Some(data) => format!("{SAVES}/ and {UNFINISHED}/ of {data}, newest first"),
            None => "No data folder: no saved games".to_string(),
        };
        let mut lines = wrap_lines(vec![Line::styled(header, theme.dim())], inner.width);
        lines.push(Line::raw(""));
        let mut hits = Vec::new();
        let (entries, selected, note) = (&self.entries, self.row, self.note.as_deref());
        if entries.is_empty() && self.listed {
            lines.push(Line::raw("No saved games yet: press s during a game to save it."));
        }
        // Each game takes a line for the file name, then the summary or the error, wrapped.
        let blocks: Vec<Vec<Line<'static>>> = entries
            .iter()
            .enumerate()
            .map(|(i, entry)| {
                let sel = i == selected;
                let marker = if sel { if theme.ascii { "> " } else { "▸ " } } else { "  " };
                let name_style = if sel { theme.selected() } else { theme.title() };
                let detail = match &entry.record {
                    Ok(_) => Line::raw(format!("    {}", summary(entry))),
                    Err(_) => Line::styled(format!("    cannot open: {}", summary(entry)), theme.error()),
                };
                let mut block = vec![Line::from(vec![Span::raw(marker), Span::styled(entry.name(), name_style)])];
                block.extend(wrap_lines(vec![detail], inner.width));
                block
            })
            .collect();
        let question = self.asking.as_ref().and_then(|ask| {
            let name = |i: usize| entries.get(i).map(SaveEntry::name);
            Some(match ask {
                Ask::Delete(i) => format!("Delete {}? y deletes the file, any other key keeps it", name(*i)?),
                Ask::Rename(i, text) => {
                    let text = tactigon_core::escape::escape(text);
                    format!("Rename {} to: {text}_  (Enter renames, Esc cancels)", name(*i)?)
                }
            })
        });
        let notes = question
            .or_else(|| note.map(str::to_string))
            .map_or_else(Vec::new, |n| wrap_lines(vec![Line::raw(""), Line::styled(n, theme.error())], inner.width));
        let room = usize::from(inner.height).saturating_sub(lines.len() + notes.len());
        // The first entry shown: as far back as still shows the selected one in full.
        let mut start = selected.min(blocks.len().saturating_sub(1));
        let mut used = blocks.get(start).map_or(0, Vec::len);
        while start > 0 && used + blocks[start - 1].len() <= room {
            start -= 1;
            used += blocks[start].len();
        }
        let mut left = room;
        for (i, block) in blocks.into_iter().enumerate().skip(start) {
            if block.len() > left {
                break;
            }
            left -= block.len();
            let y = inner.y + lines.len() as u16;
            hits.push((Rect::new(inner.x, y, inner.width, block.len() as u16).intersection(inner), i));
            lines.extend(block);
        }
        lines.extend(notes);
        frame.render_widget(Paragraph::new(lines), inner);
        hint_line(frame, &keymap::hints(LOAD, &[HELP_HINT]), theme);
        hits
    }
}

/// One line describing a saved game: date, players, result and length.
pub fn summary(entry: &SaveEntry) -> String {
    match &entry.record {
        Ok(r) => format!(
            "{:<10}  {}{} vs {}  {:<7}  {}",
            if r.date().trim().is_empty() { "no date" } else { r.date() },
            // Tactigon's lines read as before there were two games.
            if r.kind() == GameKind::default() { String::new() } else { format!("{}: ", r.kind()) },
            player_name(&r.players()[0]),
            player_name(&r.players()[1]),
            r.result(),
            turns(r.moves())
        ),
        Err(e) => e.to_string(),
    }
}
