//! How the game looks for this run: the command line's overrides and what the terminal showed
//! at start-up, with the settings, make the theme and whether the board is a picture.

use super::App;
use crate::colour_depth::Depth;
use crate::settings::ThemeName;
use crate::theme::Theme;

/// The command line's one-run overrides of how the game looks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Look {
    /// `--ascii`: letters and ASCII lines whatever the settings say.
    pub ascii: bool,
    /// `--theme`: this colour scheme whatever the settings say.
    pub theme: Option<ThemeName>,
    /// The colours the terminal shows, found from its environment at start-up.
    pub depth: Depth,
    /// `--graphics`: whether the board may be a picture whatever the settings say.
    pub graphics: Option<crate::graphics::GraphicsMode>,
    /// The image protocol found at start-up, if the terminal was asked.
    pub detected: Option<crate::graphics::Detected>,
}

impl App {
    /// The theme to draw with: the settings' one, with the command line's overrides.
    pub fn theme(&self) -> Theme {
        Theme {
            ascii: self.settings.ascii || self.look.ascii,
            name: self.look.theme.unwrap_or(self.settings.theme),
            depth: self.look.depth,
        }
    }

    /// The size in pixels of a character cell when the board is to be drawn as a picture:
    /// the mode allows it for what the terminal showed, and pieces are not letters.
    pub fn picture_cell(&self) -> Option<(u16, u16)> {
        let mode = self.look.graphics.unwrap_or(self.settings.graphics);
        let chosen = crate::graphics::choose(mode, self.look.detected)?;
        (!self.theme().ascii).then_some(chosen.cell)
    }
}
