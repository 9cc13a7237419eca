//! A player's terminal on the server side: ratatui draws into a buffer of bytes instead of a
//! local terminal, and the bytes go down the SSH channel.

use crossterm::cursor::{Hide, Show};
use crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use crossterm::terminal::{Clear, ClearType, EnterAlternateScreen, LeaveAlternateScreen};
use ratatui::backend::CrosstermBackend;
use ratatui::layout::Rect;
use ratatui::{Terminal, TerminalOptions, Viewport};
use std::sync::{Arc, Mutex, PoisonError};

/// The largest terminal drawn; a bigger one is drawn at this size (bounds a frame's bytes).
const LARGEST: (u16, u16) = (400, 200);

/// What ratatui writes, kept until it is sent; the screen's owner holds a second handle.
#[derive(Clone, Debug, Default)]
pub struct Output(Arc<Mutex<Vec<u8>>>);

impl Output {
    /// The bytes written since the last call.
    pub fn take(&self) -> Vec<u8> {
        std::mem::take(&mut *self.0.lock().unwrap_or_else(PoisonError::into_inner))
    }
}

impl std::io::Write for Output {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner).extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// A terminal that draws into [`Output`].
pub type Screen = Terminal<CrosstermBackend<Output>>;

/// The area of a terminal of `cols` × `rows` as the client reported it, within bounds.
pub fn area(cols: u32, rows: u32) -> Rect {
    let clamp = |n: u32, most: u16| u16::try_from(n).unwrap_or(most).clamp(1, most);
    Rect::new(0, 0, clamp(cols, LARGEST.0), clamp(rows, LARGEST.1))
}

/// A screen of the given area, already switched to the alternate screen with the mouse on,
/// and the handle its bytes are taken from.
pub fn open(area: Rect) -> std::io::Result<(Screen, Output)> {
    let output = Output::default();
    let mut screen = Terminal::with_options(
        CrosstermBackend::new(output.clone()),
        TerminalOptions { viewport: Viewport::Fixed(area) },
    )?;
    crossterm::execute!(screen.backend_mut(), EnterAlternateScreen, EnableMouseCapture, Hide, Clear(ClearType::All))?;
    Ok((screen, output))
}

/// Puts the player's terminal back as it was.
pub fn close(screen: &mut Screen) -> std::io::Result<()> {
    crossterm::execute!(screen.backend_mut(), DisableMouseCapture, Show, LeaveAlternateScreen)
}
