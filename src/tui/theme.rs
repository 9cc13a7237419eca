//! Colours and glyphs: the one place that decides how things look.

use super::settings::{Settings, ThemeName};
use crate::rules::{Kind, Piece, Side};
use ratatui::style::{Color, Modifier, Style};

/// How to draw everything, derived from the settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    /// Letters and ASCII lines instead of Unicode shapes.
    pub ascii: bool,
    /// The colour scheme.
    pub name: ThemeName,
}

impl Theme {
    /// The theme the settings ask for.
    pub fn from_settings(s: &Settings) -> Theme {
        Theme { ascii: s.ascii, name: s.theme }
    }

    fn high(&self) -> bool {
        self.name == ThemeName::HighContrast
    }

    /// The colour of a side's pieces and names.
    pub fn side(&self, side: Side) -> Color {
        match (side, self.high()) {
            (Side::Red, false) => Color::LightRed,
            (Side::Green, false) => Color::LightGreen,
            (Side::Red, true) => Color::Rgb(255, 80, 80),
            (Side::Green, true) => Color::Rgb(80, 255, 80),
        }
    }

    /// The style of a side's name or pieces.
    pub fn side_style(&self, side: Side) -> Style {
        Style::new().fg(self.side(side)).add_modifier(Modifier::BOLD)
    }

    /// The style of a piece's symbol drawn on a tile's inside with style `fill`. The vivid
    /// fills of the high-contrast theme hide the side colours (a red piece on the red
    /// "both captured" fill, a green one on the gold fill), so there the symbol keeps a black
    /// cell of its own and the fill shows around it.
    pub fn piece_on(&self, fill: Style, side: Side) -> Style {
        if self.high() && fill.bg.is_some() {
            self.side_style(side).bg(Color::Black)
        } else {
            fill.patch(self.side_style(side))
        }
    }

    /// The style of a tile name or number drawn on a tile's inside with style `fill`: the
    /// fill's own text colour wins (black on the high-contrast gold).
    pub fn label_on(&self, fill: Style) -> Style {
        self.label().patch(fill)
    }

    /// The symbol of a piece: a coloured shape, or its TPN letter in ASCII mode.
    pub fn glyph(&self, piece: Piece) -> String {
        if self.ascii { piece.letter().to_string() } else { self.kind_glyph(piece.kind).to_string() }
    }

    /// The shape of a kind (its uppercase letter in ASCII mode).
    pub fn kind_glyph(&self, kind: Kind) -> &'static str {
        match (kind, self.ascii) {
            (Kind::Circle, false) => "●",
            (Kind::Triangle, false) => "▲",
            (Kind::Square, false) => "■",
            (Kind::Pentagon, false) => "⬟",
            (Kind::Circle, true) => "C",
            (Kind::Triangle, true) => "T",
            (Kind::Square, true) => "S",
            (Kind::Pentagon, true) => "P",
        }
    }

    /// Hexagon outline characters: rising, falling, upright.
    pub fn lines(&self) -> [&'static str; 3] {
        if self.ascii { ["/", "\\", "|"] } else { ["╱", "╲", "│"] }
    }

    /// The ordinary hexagon outline.
    pub fn outline(&self) -> Style {
        Style::new().fg(if self.high() { Color::White } else { Color::DarkGray })
    }

    /// Tile names and row letters.
    pub fn label(&self) -> Style {
        Style::new().fg(if self.high() { Color::White } else { Color::Gray })
    }

    /// The inside of a gold tile.
    pub fn gold(&self) -> Style {
        if self.high() {
            Style::new().bg(Color::Yellow).fg(Color::Black)
        } else {
            Style::new().bg(Color::Rgb(110, 85, 0))
        }
    }

    /// The outline of a gold tile.
    pub fn gold_outline(&self) -> Style {
        Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD)
    }

    /// The cursor's outline.
    pub fn cursor(&self) -> Style {
        Style::new().fg(Color::Cyan).add_modifier(Modifier::BOLD)
    }

    /// The inside of the tile whose piece is picked up.
    pub fn picked(&self) -> Style {
        Style::new().bg(if self.high() { Color::Cyan } else { Color::Rgb(0, 90, 110) })
    }

    /// The inside of an empty tile the picked-up piece can move to.
    pub fn destination(&self) -> Style {
        // White text, so that a tile name on a destination that is also gold is not black.
        if self.high() {
            Style::new().bg(Color::Blue).fg(Color::White)
        } else {
            Style::new().bg(Color::Rgb(30, 50, 120))
        }
    }

    /// The inside of an enemy tile where the attacker captures the defender.
    pub fn capture(&self) -> Style {
        Style::new().bg(if self.high() { Color::Magenta } else { Color::Rgb(120, 30, 110) })
    }

    /// The inside of an enemy tile where both pieces are captured.
    pub fn trade(&self) -> Style {
        Style::new().bg(if self.high() { Color::Red } else { Color::Rgb(140, 70, 0) })
    }

    /// The outline of the last move's tiles: not yellow, so that a move onto a gold tile
    /// still shows, and bold, so that the thin outlines of the smallest hexagons show it.
    pub fn last_move(&self) -> Style {
        Style::new().fg(if self.high() { Color::LightBlue } else { Color::White }).add_modifier(Modifier::BOLD)
    }

    /// The outline of a bot's move being flashed, and of a hint.
    pub fn flash(&self) -> Style {
        Style::new().fg(Color::LightMagenta).add_modifier(Modifier::BOLD)
    }

    /// A selected menu entry.
    pub fn selected(&self) -> Style {
        Style::new().fg(Color::Black).bg(Color::Cyan).add_modifier(Modifier::BOLD)
    }

    /// Titles and headings.
    pub fn title(&self) -> Style {
        Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD)
    }

    /// Text that matters less (hints, help lines).
    pub fn dim(&self) -> Style {
        Style::new().fg(if self.high() { Color::White } else { Color::Gray })
    }

    /// The stones of a side by index (0 White, 1 Black) in Taacoca: shapes differ as well
    /// as colours, so that the sides tell apart without colour.
    pub fn stone(&self, side: usize) -> Style {
        let colour = match (side, self.high()) {
            (0, _) => Color::White,
            (_, false) => Color::LightBlue,
            (_, true) => Color::Rgb(120, 160, 255),
        };
        Style::new().fg(colour).add_modifier(Modifier::BOLD)
    }

    /// The symbol of a side's stone (0 White, 1 Black): hollow and solid, or letters.
    pub fn stone_glyph(&self, side: usize) -> &'static str {
        match (side, self.ascii) {
            (0, false) => "○",
            (_, false) => "●",
            (0, true) => "W",
            (_, true) => "B",
        }
    }

    /// The inside of a home-row cell (Taacoca).
    pub fn home_row(&self) -> Style {
        Style::new().bg(if self.high() { Color::DarkGray } else { Color::Rgb(50, 50, 60) })
    }

    /// A problem the player should see.
    pub fn error(&self) -> Style {
        Style::new().fg(Color::LightRed).add_modifier(Modifier::BOLD)
    }

    /// Good news: a capture, a finished game.
    pub fn news(&self) -> Style {
        Style::new().fg(Color::LightYellow).add_modifier(Modifier::BOLD)
    }
}
