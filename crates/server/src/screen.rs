//! A player's terminal on the server side: each frame is drawn into a buffer, compared with
//! what the player's terminal shows, and what changed is written as escape codes into bytes
//! that go down the SSH channel.
//!
//! A session keeps one buffer (what its terminal shows); frames are drawn on a canvas kept
//! per worker thread (ratatui hands out frames only from a terminal, which holds two buffers
//! of its own), and the comparison is ours: ratatui's measures the width of every cell, equal
//! or not, and that was a tenth of the server's time with 2,000 sessions.

use crossterm::cursor::{Hide, Show};
use crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use crossterm::terminal::{Clear, ClearType, EnterAlternateScreen, LeaveAlternateScreen};
use ratatui::backend::{Backend, CrosstermBackend, TestBackend};
use ratatui::buffer::{Buffer, Cell, CellDiffOption, CellWidth};
use ratatui::layout::Rect;
use ratatui::{Frame, Terminal, TerminalOptions, Viewport};
use std::cell::RefCell;
use std::io;

/// The largest terminal drawn; a bigger one is drawn at this size (bounds a frame's bytes).
const LARGEST: (u16, u16) = (400, 200);

thread_local! {
    /// The canvas frames are drawn on, one per thread; it holds no session's frame between
    /// two drawings (see [`Screen::draw`]).
    static CANVAS: RefCell<Option<(Rect, Terminal<TestBackend>)>> = const { RefCell::new(None) };
}

/// A player's terminal: what it shows and the bytes written to it, kept until sent.
pub struct Screen {
    /// What the terminal shows.
    shown: Buffer,
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
        Ok(Screen { shown: Buffer::empty(area), out })
    }

    /// The bytes written since the last call.
    pub fn take(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.out)
    }

    /// The terminal's size changed: it is cleared and the next frame drawn whole.
    pub fn resize(&mut self, area: Rect) -> io::Result<()> {
        self.shown = Buffer::empty(area);
        crossterm::queue!(self.out, Clear(ClearType::All))
    }

    /// Clears the terminal: the next frame is drawn whole.
    pub fn clear(&mut self) -> io::Result<()> {
        self.shown.reset();
        crossterm::queue!(self.out, Clear(ClearType::All))
    }

    /// Draws a frame by `render` and writes what changed on the terminal.
    pub fn draw(&mut self, render: impl FnOnce(&mut Frame)) -> io::Result<()> {
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
            render(&mut canvas.get_frame());
            let drawn = canvas.current_buffer_mut();
            // Nothing is written for a frame that changed nothing (not even the colours'
            // reset a backend ends its drawing with).
            let mut changes = Changes::new(&self.shown, drawn).peekable();
            if changes.peek().is_some() {
                CrosstermBackend::new(&mut self.out).draw(changes)?;
            }
            // The canvas keeps this session's old frame, cleared, for the next drawing.
            std::mem::swap(&mut self.shown, drawn);
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
/// the cells the wide one covered.
struct Changes<'a> {
    before: &'a [Cell],
    after: &'a [Cell],
    /// The buffers' top left corner and width.
    origin: (usize, usize),
    width: usize,
    at: usize,
    /// Cells written whatever they hold, up to this one: those a wide cell covered.
    forced: usize,
}

impl<'a> Changes<'a> {
    fn new(before: &'a Buffer, after: &'a Buffer) -> Changes<'a> {
        let (width, origin) =
            (usize::from(after.area.width).max(1), (usize::from(after.area.x), usize::from(after.area.y)));
        Changes { before: &before.content, after: &after.content, origin, width, at: 0, forced: 0 }
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

/// Whether two cells look the same (and neither asks to be written always). As `==` but
/// with the colours compared first and a one-letter symbol compared as a byte: most cells of
/// a frame are equal to the last's, and comparing their symbols as strings was most of the
/// comparison's time.
// `skip` too, as `==` compares it: a cell an image covered is written when the image goes.
#[allow(deprecated)]
fn same(a: &Cell, b: &Cell) -> bool {
    let (x, y) = (a.symbol().as_bytes(), b.symbol().as_bytes());
    a.fg == b.fg
        && a.bg == b.bg
        && a.modifier == b.modifier
        && a.underline_color == b.underline_color
        && a.diff_option == b.diff_option
        && a.diff_option != CellDiffOption::AlwaysUpdate
        && a.skip == b.skip
        && match (x, y) {
            ([p], [q]) => p == q,
            _ => x == y,
        }
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
            // Equal cells cover equal cells: a wide one's covered cells are equal too.
            if (!forced && same(after, before)) || skipped(after) {
                continue;
            }
            let wide = columns(after);
            if wide > 1 {
                self.at = i + wide;
            } else if !forced {
                self.forced = i + columns(before);
            }
            let (x, y) = (self.origin.0 + i % self.width, self.origin.1 + i / self.width);
            return Some((x as u16, y as u16, after));
        }
        None
    }
}

#[cfg(test)]
mod tests;
