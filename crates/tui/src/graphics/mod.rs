//! Graphics mode: the board drawn as the picture `tactigon render` makes (the same scene from
//! `tactigon-picture`), shown inside the terminal by an image protocol, with everything else
//! still text. This module decides whether the picture is shown and where, and maps clicks on
//! it back to tiles; it knows no protocol. [`terminal`] finds the protocol and shows the image.

mod highlights;
pub mod terminal;

pub use highlights::{cell_name, highlights};

use crate::board_shape::Shape;
use ratatui::layout::Rect;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use tactigon_picture::scene::{Board, Layout};
use tactigon_picture::{Drawing, Point};

/// Whether the board may be drawn as a picture: the `--graphics` option and the setting.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GraphicsMode {
    /// When the terminal says it shows images, or is named as one that does.
    #[default]
    Auto,
    /// Also when the protocol is only guessed (through tmux, whose outer terminal cannot answer).
    On,
    /// Never: the text board, and the terminal is not asked.
    Off,
}

impl GraphicsMode {
    /// Every mode, in the order the settings screen cycles through them.
    pub const CHOICES: [GraphicsMode; 3] = [GraphicsMode::Auto, GraphicsMode::On, GraphicsMode::Off];

    /// Whether to ask the terminal at start-up, `var` reading the environment. `auto` asks only
    /// a terminal that names itself in [`TERMINAL_VARS`] (emulators, which all answer), and
    /// never inside tmux or screen, where the answer must come from the outer terminal and a
    /// detached session has none: the question's reader takes stdin until an answer comes, so
    /// a terminal that never answers would lose the keys typed after it.
    pub fn asks(self, var: impl Fn(&str) -> Option<String>) -> bool {
        let set = |name: &str| var(name).is_some_and(|v| !v.is_empty());
        match self {
            GraphicsMode::Off => false,
            GraphicsMode::On => true,
            GraphicsMode::Auto if MULTIPLEXER_VARS.iter().any(|name| set(name)) => false,
            GraphicsMode::Auto => {
                TERMINAL_VARS.iter().any(|name| set(name))
                    || var("TERM").is_some_and(|t| NAMED_TERMS.iter().any(|n| t.contains(n)))
            }
        }
    }
}

/// Environment variables that terminal emulators set to name themselves (iTerm2, WezTerm,
/// VS Code, Ghostty; kitty; XTerm; Windows Terminal; Konsole; VTE's terminals; WezTerm).
pub const TERMINAL_VARS: [&str; 7] = [
    "TERM_PROGRAM",
    "KITTY_WINDOW_ID",
    "XTERM_VERSION",
    "WT_SESSION",
    "KONSOLE_VERSION",
    "VTE_VERSION",
    "WEZTERM_EXECUTABLE",
];

/// Environment variables of the multiplexers tmux and GNU screen.
pub const MULTIPLEXER_VARS: [&str; 2] = ["TMUX", "STY"];

/// `TERM` values of terminals that show images but may set none of [`TERMINAL_VARS`].
const NAMED_TERMS: [&str; 6] = ["kitty", "ghostty", "foot", "mlterm", "contour", "wezterm"];

impl fmt::Display for GraphicsMode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            GraphicsMode::Auto => "auto",
            GraphicsMode::On => "on",
            GraphicsMode::Off => "off",
        })
    }
}

/// A graphics mode that is none of auto, on and off.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseGraphicsModeError(pub String);

impl fmt::Display for ParseGraphicsModeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown graphics mode '{}' (expected auto, on or off)", tactigon_core::escape::Escaped(&self.0))
    }
}

impl std::error::Error for ParseGraphicsModeError {}

impl FromStr for GraphicsMode {
    type Err = ParseGraphicsModeError;
    /// `auto`, `on` or `off`, in any case.
    fn from_str(s: &str) -> Result<GraphicsMode, ParseGraphicsModeError> {
        GraphicsMode::CHOICES
            .into_iter()
            .find(|m| m.to_string().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| ParseGraphicsModeError(s.to_string()))
    }
}

/// An image protocol a terminal may speak.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImageProtocol {
    /// Kitty's graphics protocol.
    Kitty,
    /// iTerm2's inline images.
    Iterm2,
    /// DEC Sixel.
    Sixel,
}

/// How the protocol was found, most certain first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Evidence {
    /// The terminal answered the query saying it speaks it (Kitty, Sixel).
    Answered,
    /// The environment names a terminal that speaks it (iTerm2, WezTerm), which has no query.
    Named,
    /// A guess: inside tmux, from the outer terminal's variables, which may be stale.
    Guessed,
}

/// What was found about the terminal at start-up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Detected {
    /// The protocol and how it was found; `None` when the terminal shows no images.
    pub protocol: Option<(ImageProtocol, Evidence)>,
    /// A character cell's size in pixels (width, height).
    pub cell: (u16, u16),
}

/// The protocol to draw the picture with, if any: `off` never; `auto` when the terminal answered
/// or is named; `on` on a guess too. The cell size must be known (non-zero).
pub fn choose(mode: GraphicsMode, detected: Option<Detected>) -> Option<Detected> {
    let d = detected?;
    let (_, evidence) = d.protocol?;
    let trusted = match mode {
        GraphicsMode::Off => false,
        GraphicsMode::Auto => evidence != Evidence::Guessed,
        GraphicsMode::On => true,
    };
    (trusted && d.cell.0 > 0 && d.cell.1 > 0).then_some(d)
}

/// The smallest cells worth drawing, in pixels from centre to corner: below it the names no
/// longer read and the text board is clearer.
pub const MIN_RADIUS: f32 = 12.0;

/// The board as a picture on the screen: where, what, and how its pixels map to tiles.
#[derive(Clone, Debug, PartialEq)]
pub struct PictureSpot {
    /// The terminal cells the picture covers.
    pub area: Rect,
    /// A character cell's size in pixels.
    pub cell: (u16, u16),
    /// What the picture shows, highlights included.
    pub board: Board,
    /// Where its cells are in pixels.
    pub layout: Layout,
    /// The tile of each of the board's cells, by index.
    tiles: Vec<u16>,
}

impl PictureSpot {
    /// The picture as large as fits `room` (terminal cells of `cell` pixels), centred in it;
    /// `None` when its cells would be smaller than [`MIN_RADIUS`] or a cell of the picture is
    /// not on `shape`.
    pub fn place(board: Board, shape: &Shape, room: Rect, cell: (u16, u16), flip: bool) -> Option<PictureSpot> {
        let tiles = board.cells.iter().map(|c| shape.at(c.row, c.col)).collect::<Option<Vec<u16>>>()?;
        let (cw, ch) = (f32::from(cell.0), f32::from(cell.1));
        let (room_w, room_h) = (f32::from(room.width) * cw, f32::from(room.height) * ch);
        // The size is proportional to the radius; a hundredth off for the rounding up of pixels.
        let (w, h) = Layout::new(&board, 100.0, flip).size();
        let radius = 100.0 * (room_w / w as f32).min(room_h / h as f32) * 0.99;
        if !radius.is_finite() || radius < MIN_RADIUS {
            return None;
        }
        let layout = Layout::new(&board, radius, flip);
        let (w, h) = layout.size();
        let cols = (w as f32 / cw).ceil() as u16;
        let rows = (h as f32 / ch).ceil() as u16;
        if cols > room.width || rows > room.height {
            return None;
        }
        let area = Rect::new(room.x + (room.width - cols) / 2, room.y + (room.height - rows) / 2, cols, rows);
        Some(PictureSpot { area, cell, board, layout, tiles })
    }

    /// The tile under the terminal cell at column `x`, row `y`: the hexagon holding the cell's
    /// middle pixel.
    pub fn hit(&self, x: u16, y: u16) -> Option<u16> {
        if !self.area.contains((x, y).into()) {
            return None;
        }
        let (cw, ch) = (f32::from(self.cell.0), f32::from(self.cell.1));
        let p = Point { x: (f32::from(x - self.area.x) + 0.5) * cw, y: (f32::from(y - self.area.y) + 0.5) * ch };
        self.layout.cell_at(&self.board, p).map(|i| self.tiles[i])
    }

    /// The drawing, filling the whole area (whole terminal cells) with the picture's paper.
    pub fn drawing(&self) -> Drawing {
        let mut d = tactigon_picture::scene::draw(&self.board, &self.layout);
        d.width = u32::from(self.area.width) * u32::from(self.cell.0);
        d.height = u32::from(self.area.height) * u32::from(self.cell.1);
        d
    }
}

#[cfg(test)]
mod tests;
