//! How many colours the terminal shows, told from `COLORTERM` and `TERM` once at start-up.

/// The colours a terminal can show.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Depth {
    /// Any 24-bit colour.
    #[default]
    TrueColour,
    /// The xterm 256-colour palette.
    Ansi256,
    /// The sixteen ANSI colours only.
    Ansi16,
}

impl Depth {
    /// Every depth, deepest first.
    pub const ALL: [Depth; 3] = [Depth::TrueColour, Depth::Ansi256, Depth::Ansi16];

    /// The depth the environment's `COLORTERM` and `TERM` values promise. Terminals that show
    /// 24-bit colour say so in `COLORTERM`; `TERM` names a 256-colour terminal with `256color`
    /// (xterm-256color, screen-256color, tmux-256color); anything else, including no `TERM`
    /// and `dumb`, is held to sixteen colours, which every colour terminal has.
    pub fn detect(colorterm: Option<&str>, term: Option<&str>) -> Depth {
        let colorterm = colorterm.unwrap_or("").to_ascii_lowercase();
        let term = term.unwrap_or("").to_ascii_lowercase();
        if colorterm == "truecolor" || colorterm == "24bit" || term.ends_with("-direct") {
            Depth::TrueColour
        } else if term.contains("256color") || term.contains("256colour") {
            Depth::Ansi256
        } else {
            Depth::Ansi16
        }
    }
}
