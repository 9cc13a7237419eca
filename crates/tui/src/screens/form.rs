//! What the two forms (new-game setup and settings) share: rows that show a value which
//! Left/Right (or Enter, or a click) cycles, an explicit button row, their keys and drawing.

use crate::keymap::{self, FORM, FormCmd, HELP_HINT};
use crate::layout::{centered, hint_line};
use crate::theme::Theme;
use crate::wrap::wrap_lines;
use crossterm::event::KeyCode;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Clear, Paragraph};

/// What kind of row a form row is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RowKind {
    /// A labelled value that Left/Right changes.
    Value,
    /// The form's button, drawn apart below the values.
    Button,
}

/// One row as drawn: a label and the value shown (the text, on a button).
pub struct Row {
    /// What the row sets; empty on a button.
    pub label: &'static str,
    /// The current value, or the button text.
    pub value: String,
    /// Value or button.
    pub kind: RowKind,
}

/// A value row.
pub fn row(label: &'static str, value: impl Into<String>) -> Row {
    Row { label, value: value.into(), kind: RowKind::Value }
}

/// The button row.
pub fn button(text: impl Into<String>) -> Row {
    Row { label: "", value: text.into(), kind: RowKind::Button }
}

/// `on` or `off`.
pub fn on_off(b: bool) -> &'static str {
    if b { "on" } else { "off" }
}

/// A watch-mode or replay pause, as every screen words it: `500 ms between moves`, `4 s between moves`.
pub fn watch_delay(delay_ms: u64) -> String {
    format!("{} between moves", ms(delay_ms))
}

/// Milliseconds for people: `500 ms`, `1.5 s`.
pub fn ms(ms: u64) -> String {
    if ms >= 1000 { format!("{} s", ms as f64 / 1000.0) } else { format!("{ms} ms") }
}

/// The next choice `delta` steps from `current`, wrapping; an unknown value starts at the first.
pub fn cycle<T: PartialEq + Copy>(choices: &[T], current: T, delta: i32) -> T {
    let n = choices.len() as i32;
    match choices.iter().position(|c| *c == current) {
        Some(i) => choices[(i as i32 + delta).rem_euclid(n) as usize],
        None => choices[0],
    }
}

/// What a key asks of a form, after moving the selection itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormInput {
    /// Nothing more.
    None,
    /// Change the selected row's value by this many steps.
    Adjust(i32),
    /// Space or a click on the selected row: change a value row forward, or press the button.
    Activate,
    /// Enter: press the button, whatever row is selected.
    Confirm,
    /// Leave the form.
    Leave,
}

/// Handles a key in a form of `rows` rows with `selected` the selected one.
pub fn key(code: KeyCode, selected: &mut usize, rows: usize) -> FormInput {
    match keymap::command(FORM, code) {
        Some(FormCmd::Prev) => *selected = (*selected + rows - 1) % rows,
        Some(FormCmd::Next) => *selected = (*selected + 1) % rows,
        Some(FormCmd::Less) => return FormInput::Adjust(-1),
        Some(FormCmd::More) => return FormInput::Adjust(1),
        Some(FormCmd::Activate) => return FormInput::Activate,
        Some(FormCmd::Confirm) => return FormInput::Confirm,
        Some(FormCmd::Leave) => return FormInput::Leave,
        None => {}
    }
    FormInput::None
}

/// A click on row `index` (if on one) of a form of `rows` rows: the first click selects, a
/// click on the selected row activates it.
pub fn click(index: Option<usize>, selected: &mut usize, rows: usize) -> FormInput {
    match index.filter(|&i| i < rows) {
        Some(i) if i == *selected => FormInput::Activate,
        Some(i) => {
            *selected = i;
            FormInput::None
        }
        None => FormInput::None,
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
    // The note under the rows wraps onto as many lines as it needs.
    let notes = note.map_or_else(Vec::new, |(text, style)| {
        wrap_lines(vec![Line::styled(text.to_string(), style)], width.saturating_sub(4))
    });
    let height = (rows.len() as u16 + 5 + notes.len().max(1) as u16).min(frame.area().height);
    let area = centered(frame.area(), width, height);
    frame.render_widget(Clear, area);
    let block =
        Block::bordered().border_type(BorderType::Rounded).title(Span::styled(format!(" {title} "), theme.title()));
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let mut hits = Vec::new();
    for (i, r) in rows.iter().enumerate() {
        let button = r.kind == RowKind::Button;
        let y = inner.y + 1 + i as u16 + button as u16;
        if y >= inner.bottom() {
            break;
        }
        let line_area = Rect::new(inner.x + 1, y, inner.width.saturating_sub(2), 1);
        let sel = i == selected;
        let line = if button {
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
    let rows_of_notes = (notes.len() as u16).min(inner.height);
    let y = inner.bottom().saturating_sub(rows_of_notes);
    frame.render_widget(Paragraph::new(notes), Rect::new(inner.x + 1, y, inner.width.saturating_sub(2), rows_of_notes));
    hint_line(frame, &keymap::hints(FORM, &[HELP_HINT]), theme);
    hits
}
