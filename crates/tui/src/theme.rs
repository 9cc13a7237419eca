//! Colours and glyphs: the one place that decides how things look.

use super::colour_depth::Depth;
use super::settings::{Settings, ThemeName};
use ratatui::style::{Color, Modifier, Style};
use tactigon_rules::{Kind, Piece, Side};

/// One colour at every depth: 24-bit, its xterm-256 palette entry and its ANSI stand-in, each
/// chosen by hand so that the highlights stay apart at every depth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Tone((u8, u8, u8), u8, Color);

/// How to draw everything, derived from the settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    /// Letters and ASCII lines instead of Unicode shapes.
    pub ascii: bool,
    /// The colour scheme.
    pub name: ThemeName,
    /// The colours the terminal shows, found once at start-up.
    pub depth: Depth,
}

impl Theme {
    /// The theme the settings ask for.
    pub fn from_settings(s: &Settings) -> Theme {
        Theme { ascii: s.ascii, name: s.theme, depth: Depth::default() }
    }

    fn high(&self) -> bool {
        self.name == ThemeName::HighContrast
    }

    fn blind(&self) -> bool {
        self.name == ThemeName::ColourBlind
    }

    /// A colour brought to the terminal's depth.
    fn tone(&self, Tone((r, g, b), c256, c16): Tone) -> Color {
        match self.depth {
            Depth::TrueColour => Color::Rgb(r, g, b),
            Depth::Ansi256 => Color::Indexed(c256),
            Depth::Ansi16 => c16,
        }
    }

    /// A background brought to the terminal's depth; the sixteen-colour ones all take black
    /// text, as the light ANSI backgrounds hide grey names.
    fn fill(&self, tone: Tone) -> Style {
        let style = Style::new().bg(self.tone(tone));
        if self.depth == Depth::Ansi16 { style.fg(Color::Black) } else { style }
    }

    /// The colour of the pieces and name of the side numbered `index` (0 moves first in the
    /// standard set-up), for any game of two sides: red and green, or orange and blue in the
    /// colour-blind scheme.
    pub fn side_colour(&self, index: usize) -> Color {
        let first = index.is_multiple_of(2);
        match self.name {
            ThemeName::Colour if first => Color::LightRed,
            ThemeName::Colour => Color::LightGreen,
            ThemeName::HighContrast if first => self.tone(Tone((255, 80, 80), 203, Color::LightRed)),
            ThemeName::HighContrast => self.tone(Tone((80, 255, 80), 83, Color::LightGreen)),
            // Okabe and Ito's orange and sky blue; red and blue where only sixteen colours show.
            ThemeName::ColourBlind if first => self.tone(Tone((230, 159, 0), 214, Color::LightRed)),
            ThemeName::ColourBlind => self.tone(Tone((86, 180, 233), 74, Color::LightBlue)),
        }
    }

    /// The style of the name and pieces of the side numbered `index`.
    pub fn side_style_at(&self, index: usize) -> Style {
        Style::new().fg(self.side_colour(index)).add_modifier(Modifier::BOLD)
    }

    /// The colour of a side's pieces and names.
    pub fn side(&self, side: Side) -> Color {
        self.side_colour(side as usize)
    }

    /// The style of a side's name or pieces.
    pub fn side_style(&self, side: Side) -> Style {
        self.side_style_at(side as usize)
    }

    /// The style of a piece of the side numbered `index` drawn on a tile's inside with style
    /// `fill`. Vivid fills (high contrast, colour-blind, sixteen colours) hide the side colours
    /// (a red piece on the red "both captured" fill, a green one on the gold fill), so there
    /// the piece keeps a black cell of its own and the fill shows around it.
    pub fn piece_on_at(&self, fill: Style, index: usize) -> Style {
        let vivid = self.high() || self.blind() || self.depth == Depth::Ansi16;
        if vivid && fill.bg.is_some() {
            self.side_style_at(index).bg(Color::Black)
        } else {
            fill.patch(self.side_style_at(index))
        }
    }

    /// [`Theme::piece_on_at`] for a Tactigon side.
    pub fn piece_on(&self, fill: Style, side: Side) -> Style {
        self.piece_on_at(fill, side as usize)
    }

    /// The style of a tile name or number drawn on a tile's inside with style `fill`: the
    /// fill's own text colour wins (black on the high-contrast gold).
    pub fn label_on(&self, fill: Style) -> Style {
        self.label().patch(fill)
    }

    /// The one-cell symbol of a piece: a shape, solid for Red and hollow for Green so that the
    /// sides differ without colour, or its TPN letter (upper case Red, lower case Green) in
    /// ASCII mode.
    pub fn glyph(&self, piece: Piece) -> String {
        if self.ascii { piece.letter().to_string() } else { self.side_glyph(piece.kind, piece.side).to_string() }
    }

    /// A kind's shape as `side`'s pieces show it (its TPN letter in ASCII mode, upper case for
    /// Red and lower case for Green, as the board draws them). Every shape is
    /// in DejaVu Sans Mono and Noto Sans Mono (README, "Fonts").
    pub fn side_glyph(&self, kind: Kind, side: Side) -> &'static str {
        if side == Side::Red {
            return self.kind_glyph(kind);
        }
        match (kind, self.ascii) {
            (Kind::Circle, false) => "○",
            (Kind::Triangle, false) => "△",
            (Kind::Square, false) => "□",
            (Kind::Pentagon, false) => "◇",
            (Kind::Circle, true) => "c",
            (Kind::Triangle, true) => "t",
            (Kind::Square, true) => "s",
            (Kind::Pentagon, true) => "p",
        }
    }

    /// The shape of a kind, solid (its uppercase letter in ASCII mode).
    pub fn kind_glyph(&self, kind: Kind) -> &'static str {
        match (kind, self.ascii) {
            (Kind::Circle, false) => "●",
            (Kind::Triangle, false) => "▲",
            (Kind::Square, false) => "■",
            (Kind::Pentagon, false) => "◆",
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
        match self.name {
            ThemeName::HighContrast => Style::new().bg(Color::Yellow).fg(Color::Black),
            ThemeName::Colour => self.fill(Tone((110, 85, 0), 100, Color::Yellow)),
            ThemeName::ColourBlind => self.fill(Tone((110, 100, 20), 100, Color::Yellow)),
        }
    }

    /// The outline of a gold tile.
    pub fn gold_outline(&self) -> Style {
        Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD)
    }

    /// The outline of a gold tile under a highlight: a solid gold ring around the highlight's
    /// fill, so that the tile still reads as gold.
    pub fn gold_ring(&self) -> Style {
        Style::new().fg(Color::Black).bg(self.gold().bg.unwrap_or(Color::Yellow)).add_modifier(Modifier::BOLD)
    }

    /// The cursor's outline: a solid ring of a colour no fill uses (a thin coloured line
    /// vanished beside the blue of a destination), so it shows over every highlight.
    pub fn cursor(&self) -> Style {
        Style::new().fg(Color::Black).bg(Color::LightCyan).add_modifier(Modifier::BOLD)
    }

    /// The inside of the tile whose piece is picked up (grey in high contrast, where the
    /// cursor's light cyan must stand apart from every fill).
    pub fn picked(&self) -> Style {
        match self.name {
            ThemeName::HighContrast => Style::new().bg(Color::DarkGray),
            _ => self.fill(Tone((0, 90, 110), 30, Color::Cyan)),
        }
    }

    /// The inside of an empty tile the picked-up piece can move to.
    pub fn destination(&self) -> Style {
        // White text, so that a tile name on a destination that is also gold is not black.
        match self.name {
            ThemeName::HighContrast => Style::new().bg(Color::Blue).fg(Color::White),
            // Blue is dark at every depth: white names on it, not the black of the other fills.
            _ if self.depth == Depth::Ansi16 => self.fill(Tone((30, 50, 120), 18, Color::Blue)).fg(Color::White),
            _ => self.fill(Tone((30, 50, 120), 18, Color::Blue)),
        }
    }

    /// The inside of an empty cell the picked stones reach in the second of two directions
    /// (Taacoca's `>`), apart from the first's [`Theme::destination`]: dark green.
    pub fn second_destination(&self) -> Style {
        match self.name {
            ThemeName::HighContrast => Style::new().bg(Color::Green).fg(Color::Black),
            _ => self.fill(Tone((0, 100, 40), 22, Color::Green)),
        }
    }

    /// The inside of an enemy tile where the attacker captures the defender.
    pub fn capture(&self) -> Style {
        match self.name {
            ThemeName::HighContrast => Style::new().bg(Color::Magenta),
            ThemeName::Colour => self.fill(Tone((120, 30, 110), 90, Color::Magenta)),
            ThemeName::ColourBlind => self.fill(Tone((150, 50, 120), 126, Color::Magenta)),
        }
    }

    /// The inside of an enemy tile where both pieces are captured: grey in the colour-blind
    /// scheme, where an orange would look like the gold, and wherever red would be the colour
    /// of Red's army (high contrast, sixteen colours).
    pub fn trade(&self) -> Style {
        match self.name {
            ThemeName::HighContrast => Style::new().bg(Color::Gray).fg(Color::Black),
            ThemeName::Colour => self.fill(Tone((140, 70, 0), 130, Color::Gray)),
            ThemeName::ColourBlind => self.fill(Tone((170, 170, 170), 249, Color::White)).fg(Color::Black),
        }
    }

    /// The outline of the last move's tiles: not yellow, so that a move onto a gold tile
    /// still shows, and bold, so that the thin outlines of the smallest hexagons show it. In
    /// high contrast the grid lines are already white, so the last move is a solid white ring.
    pub fn last_move(&self) -> Style {
        let style = Style::new().fg(Color::White).add_modifier(Modifier::BOLD);
        if self.high() { style.fg(Color::Black).bg(Color::White) } else { style }
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

    /// The stones of a side by index (0 White, 1 Black) in Taacoca: white, and light blue
    /// (orange in the colour-blind scheme) so that black stones show on a dark terminal;
    /// the shapes differ too, so that the sides tell apart without colour.
    pub fn stone(&self, side: usize) -> Style {
        let colour = match (side, self.name) {
            (0, _) => Color::White,
            (_, ThemeName::ColourBlind) => self.side_colour(0),
            (_, _) => Color::LightBlue,
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
        // Not the high-contrast dark grey: that marks picked stones.
        if self.high() {
            Style::new().bg(Color::Gray).fg(Color::Black)
        } else {
            self.fill(Tone((50, 50, 60), 237, Color::DarkGray))
        }
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
