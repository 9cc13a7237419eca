//! A player's terminal on the server side: each frame is drawn into a buffer, compared with
//! what the player's terminal shows, and what changed is written as escape codes into bytes
//! that go down the SSH channel.
//!
//! A session keeps one buffer (what its terminal shows); frames are drawn on a canvas kept
//! per worker thread (ratatui hands out frames only from a terminal, which holds two buffers
//! of its own), and the comparison is ours: ratatui's measures the width of every cell, equal
//! or not, and that was a tenth of the server's time with 2,000 sessions. The buffer is
//! changed where the frame differs, and the parts of a frame the terminal shows already are
//! neither drawn nor compared (see [`tactigon_tui::parts`]).

use crossterm::cursor::{Hide, Show};
use crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use crossterm::terminal::{Clear, ClearType, EnterAlternateScreen, LeaveAlternateScreen};
use ratatui::backend::{Backend, CrosstermBackend, TestBackend};
use ratatui::buffer::{Buffer, Cell, CellDiffOption, CellWidth};
use ratatui::layout::Rect;
use ratatui::{Frame, Terminal, TerminalOptions, Viewport};
use std::cell::RefCell;
use std::io;
use tactigon_tui::parts;

/// The largest terminal drawn; a bigger one is drawn at this size (bounds a frame's bytes).
const LARGEST: (u16, u16) = (400, 200);

thread_local! {
    /// The canvas frames are drawn on, one per thread; it holds no session's frame between
    /// two drawings (see [`Screen::draw`]).
    static CANVAS: RefCell<Option<(Rect, Terminal<TestBackend>)>> = const { RefCell::new(None) };
    /// Which cells of a frame are the terminal's as they are, one per cell, reused.
    static KEPT: RefCell<Vec<bool>> = const { RefCell::new(Vec::new()) };
}

/// A player's terminal: what it shows and the bytes written to it, kept until sent.
pub struct Screen {
    /// What the terminal shows.
    shown: Buffer,
    /// The parts of it drawn from a key (see [`parts`]).
    parts: parts::Shown,
    /// The bytes to send.
    out: Vec<u8>,
}

/// The area of a terminal of `cols` × `rows` as the client reported it, within bounds.
pub fn area(cols: u32, rows: u32) -> Rect {
    let clamp = |n: u32, most: u16| u16::try_from(n).unwrap_or(most).clamp(1, most);
    Rect::new(0, 0, clamp(cols, LARGEST.0), clamp(rows, LARGEST.1))
}

impl Screen {
    /// A screen of the given area, already switched to the alternate screen with the mouse on
    /// and the cursor hidden (no screen shows it).
    pub fn open(area: Rect) -> io::Result<Screen> {
        let mut out = Vec::new();
        crossterm::queue!(out, EnterAlternateScreen, EnableMouseCapture, Hide, Clear(ClearType::All))?;
        Ok(Screen { shown: Buffer::empty(area), parts: Vec::new(), out })
    }

    /// The bytes written since the last call.
    pub fn take(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.out)
    }

    /// The terminal's size changed: it is cleared and the next frame drawn whole.
    pub fn resize(&mut self, area: Rect) -> io::Result<()> {
        self.shown = Buffer::empty(area);
        self.parts.clear();
        crossterm::queue!(self.out, Clear(ClearType::All))
    }

    /// Clears the terminal: the next frame is drawn whole.
    pub fn clear(&mut self) -> io::Result<()> {
        self.shown.reset();
        self.parts.clear();
        crossterm::queue!(self.out, Clear(ClearType::All))
    }

    /// Draws a frame by `render` and writes what changed on the terminal. The parts of the
    /// frame the terminal shows already are left as they are (see [`parts`]); a frame that
    /// drew over one of them is drawn again whole.
    pub fn draw(&mut self, mut render: impl FnMut(&mut Frame)) -> io::Result<()> {
        let area = self.shown.area;
        CANVAS.with_borrow_mut(|canvas| {
            let canvas = match canvas {
                Some((drawn, c)) if *drawn == area => c,
                _ => {
                    let backend = TestBackend::new(area.width, area.height);
                    let Ok(terminal) =
                        Terminal::with_options(backend, TerminalOptions { viewport: Viewport::Fixed(area) });
                    &mut canvas.insert((area, terminal)).1
                }
            };
            let before = std::mem::take(&mut self.parts);
            let (mut now, mut undrawn) = parts::drawing(before, || render(&mut canvas.get_frame()));
            let drawn = canvas.current_buffer_mut();
            if !undrawn.iter().all(|&a| parts::blank(drawn, a)) {
                drawn.reset();
                render(&mut canvas.get_frame());
                (now, undrawn) = (Vec::new(), Vec::new());
            }
            let drawn = canvas.current_buffer_mut();
            let mut changed = Vec::new();
            KEPT.with_borrow_mut(|kept| {
                mark(kept, area, &undrawn);
                // Nothing is written for a frame that changed nothing (not even the colours'
                // reset a backend ends its drawing with).
                let mut changes = Changes::new(&self.shown, drawn, kept, &mut changed).peekable();
                match changes.peek() {
                    Some(_) => CrosstermBackend::new(&mut self.out).draw(changes),
                    None => Ok(()),
                }
            })?;
            for i in changed {
                self.shown.content[i].clone_from(&drawn.content[i]);
            }
            self.parts = now;
            // The canvas is left blank for the next drawing, this session's or another's.
            drawn.reset();
            Ok(())
        })
    }

    /// Puts the player's terminal back as it was.
    pub fn close(&mut self) -> io::Result<()> {
        crossterm::queue!(self.out, DisableMouseCapture, Show, LeaveAlternateScreen)
    }
}

/// The cells of one buffer that differ from another's of the same area, where they are: what
/// to write to turn the terminal showing the first into the second. Only a cell that differs
/// is measured: a wide one hides the cells it covers, and a narrow one over a wide one writes
/// the cells the wide one covered. Cells marked kept are the terminal's as they are; the
/// indices of the cells that differ are recorded.
struct Changes<'a> {
    before: &'a [Cell],
    after: &'a [Cell],
    kept: &'a [bool],
    changed: &'a mut Vec<usize>,
    /// The buffers' top left corner and width.
    origin: (usize, usize),
    width: usize,
    at: usize,
    /// Cells written whatever they hold, up to this one: those a wide cell covered.
    forced: usize,
}

impl<'a> Changes<'a> {
    fn new(before: &'a Buffer, after: &'a Buffer, kept: &'a [bool], changed: &'a mut Vec<usize>) -> Changes<'a> {
        let (width, origin) =
            (usize::from(after.area.width).max(1), (usize::from(after.area.x), usize::from(after.area.y)));
        Changes { before: &before.content, after: &after.content, kept, changed, origin, width, at: 0, forced: 0 }
    }

    fn at(&self, i: usize) -> (u16, u16) {
        ((self.origin.0 + i % self.width) as u16, (self.origin.1 + i / self.width) as u16)
    }
}

/// Marks in `kept` the cells of `areas` within `area`, and no other.
fn mark(kept: &mut Vec<bool>, area: Rect, areas: &[Rect]) {
    kept.clear();
    kept.resize(area.area() as usize, false);
    for a in areas.iter().map(|a| a.intersection(area)) {
        for y in a.top()..a.bottom() {
            let i = usize::from(y - area.y) * usize::from(area.width) + usize::from(a.x - area.x);
            kept[i..i + usize::from(a.width)].fill(true);
        }
    }
}

/// How many columns a cell takes (a cell drawn by a widget that says so, or its symbol's).
fn columns(cell: &Cell) -> usize {
    match cell.diff_option {
        CellDiffOption::ForcedWidth(w) => usize::from(w.get()),
        _ if cell.symbol().len() == 1 => 1,
        _ => usize::from(cell.symbol().cell_width()),
    }
}

/// Whether two cells look the same and neither asks to be written always.
fn same(a: &Cell, b: &Cell) -> bool {
    a.diff_option != CellDiffOption::AlwaysUpdate && parts::alike(a, b)
}

/// Whether a cell is left as the terminal shows it (an image drawn over it, for one).
// As ratatui's own comparison does: a widget may still mark a cell by the deprecated field.
#[allow(deprecated)]
fn skipped(cell: &Cell) -> bool {
    matches!(cell.diff_option, CellDiffOption::Skip) || (cell.skip && cell.diff_option == CellDiffOption::None)
}

impl<'a> Iterator for Changes<'a> {
    type Item = (u16, u16, &'a Cell);

    fn next(&mut self) -> Option<Self::Item> {
        let len = self.after.len().min(self.before.len());
        while self.at < len {
            let i = self.at;
            let (after, before) = (&self.after[i], &self.before[i]);
            self.at += 1;
            let forced = i < self.forced;
            if self.kept.get(i).copied().unwrap_or(false) {
                // A kept cell a wide one covered is written again as the terminal had it.
                if forced {
                    let (x, y) = self.at(i);
                    return Some((x, y, before));
                }
                continue;
            }
            // Equal cells cover equal cells: a wide one's covered cells are equal too.
            if !forced && same(after, before) {
                continue;
            }
            self.changed.push(i);
            if skipped(after) {
                continue;
            }
            let wide = columns(after);
            if wide > 1 {
                self.at = (i + wide).min(len);
                self.changed.extend(i + 1..self.at);
            } else if !forced {
                self.forced = i + columns(before);
            }
            let (x, y) = self.at(i);
            return Some((x, y, after));
        }
        None
    }
}

#[cfg(test)]
mod tests;
