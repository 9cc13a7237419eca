//! The puzzle files, one a game: one puzzle a line, `id | N | position fields | solution`
//! (the position's fields are the game's: [`PuzzleGame::POSITION_FIELDS`]), `#` starts a
//! comment line. See README.md, "Puzzles".

use super::{Puzzle, PuzzleGame};
use std::fmt;
use tactigon_core::escape::Escaped;

/// Why a line of a puzzle file could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormatError {
    /// Not as many `|`-separated fields as the game's lines have: how many there were, and
    /// the fields expected.
    Fields(usize, String),
    /// The depth is not 1, 3 or 5.
    Depth(String),
    /// Not a built-in board's name.
    Board(String),
    /// An unknown word in the rules field.
    Rule(String),
    /// The position does not read: why.
    Position(String),
    /// A move of the solution does not read or is illegal where it is played.
    Move(String),
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FormatError::Fields(n, expected) => write!(f, "{n} fields, expected {expected}"),
            FormatError::Depth(d) => write!(f, "depth '{}' is not 1, 3 or 5", Escaped(d)),
            FormatError::Board(b) => write!(f, "unknown board '{}' (expected standard, large or huge)", Escaped(b)),
            FormatError::Rule(r) => {
                write!(f, "unknown rule '{}' (expected square-jump, gold-bonus or none)", Escaped(r))
            }
            FormatError::Position(e) => write!(f, "position: {e}"),
            FormatError::Move(m) => write!(f, "solution: {m}"),
        }
    }
}

impl std::error::Error for FormatError {}

/// The fields a line of game `G` has: `6 (id | N | board | rules | TPN | solution)`.
fn layout<G: PuzzleGame>() -> String {
    let names: Vec<&str> =
        ["id", "N"].into_iter().chain(G::POSITION_FIELDS.iter().copied()).chain(["solution"]).collect();
    format!("{} ({})", names.len(), names.join(" | "))
}

impl<G: PuzzleGame> Puzzle<G> {
    /// Reads one line of a puzzle file (not a comment or blank line).
    pub fn parse(line: &str) -> Result<Puzzle<G>, FormatError> {
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let n = G::POSITION_FIELDS.len();
        if fields.len() != n + 3 {
            return Err(FormatError::Fields(fields.len(), layout::<G>()));
        }
        let (id, depth, solution) = (fields[0], fields[1], fields[n + 2]);
        let depth = match depth {
            "1" => 1,
            "3" => 3,
            "5" => 5,
            other => return Err(FormatError::Depth(other.to_string())),
        };
        let position = G::read_position(&fields[2..n + 2])?;
        let mut at = position;
        let mut line = Vec::new();
        for word in solution.split_whitespace() {
            let m = G::read_move(&at, word).map_err(|e| FormatError::Move(e.to_string()))?;
            at = G::play(&at, m).map_err(|e| FormatError::Move(e.to_string()))?;
            line.push(m);
        }
        Ok(Puzzle { id: id.to_string(), depth, position, solution: line })
    }

    /// Reads a whole puzzle file; an error names the line.
    pub fn parse_all(text: &str) -> Result<Vec<Puzzle<G>>, (usize, FormatError)> {
        text.lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
            .map(|(i, l)| Puzzle::parse(l).map_err(|e| (i + 1, e)))
            .collect()
    }
}

impl<G: PuzzleGame> fmt::Display for Puzzle<G> {
    /// The puzzle as a line of the file.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let solution: Vec<String> = self.solution.iter().map(ToString::to_string).collect();
        write!(f, "{} | {} | {} | {}", self.id, self.depth, G::write_position(&self.position), solution.join(" "))
    }
}
