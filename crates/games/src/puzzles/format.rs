//! The puzzle file: one puzzle a line, `id | N | board | rules | TPN | solution`, `#` starts
//! a comment line. See README.md, "Puzzles".

use super::Puzzle;
use std::fmt;
use tactigon_core::escape::Escaped;
use tactigon_rules::{Board, Position, Rules, TpnError};

/// Why a line of a puzzle file could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormatError {
    /// Not six `|`-separated fields.
    Fields(usize),
    /// The depth is not 1, 3 or 5.
    Depth(String),
    /// Not a built-in board's name.
    Board(String),
    /// An unknown word in the rules field.
    Rule(String),
    /// The position does not read.
    Position(TpnError),
    /// A move of the solution does not read or is illegal where it is played.
    Move(String),
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FormatError::Fields(n) => write!(f, "{n} fields, expected 6 (id | N | board | rules | TPN | solution)"),
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

/// The rules field: `none`, or `square-jump` and/or `gold-bonus`.
pub fn rules_text(rules: Rules) -> String {
    let words: Vec<&str> = [(rules.square_jump, "square-jump"), (rules.gold_bonus, "gold-bonus")]
        .into_iter()
        .filter_map(|(on, word)| on.then_some(word))
        .collect();
    if words.is_empty() { "none".into() } else { words.join(" ") }
}

fn parse_rules(text: &str) -> Result<Rules, FormatError> {
    let mut rules = Rules::default();
    for word in text.split_whitespace() {
        match word {
            "none" => {}
            "square-jump" => rules.square_jump = true,
            "gold-bonus" => rules.gold_bonus = true,
            other => return Err(FormatError::Rule(other.to_string())),
        }
    }
    Ok(rules)
}

impl Puzzle {
    /// Reads one line of a puzzle file (not a comment or blank line).
    pub fn parse(line: &str) -> Result<Puzzle, FormatError> {
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let [id, depth, board, rules, tpn, solution] = fields[..] else {
            return Err(FormatError::Fields(fields.len()));
        };
        let depth = match depth {
            "1" => 1,
            "3" => 3,
            "5" => 5,
            other => return Err(FormatError::Depth(other.to_string())),
        };
        let board = Board::builtin(board).ok_or_else(|| FormatError::Board(board.to_string()))?;
        let rules = parse_rules(rules)?;
        let position = Position::from_tpn(board, rules, tpn).map_err(FormatError::Position)?;
        let mut at = position;
        let mut line = Vec::new();
        for word in solution.split_whitespace() {
            let m = at.parse_move(word).map_err(|e| FormatError::Move(e.to_string()))?;
            at.play_unchecked(m);
            line.push(m);
        }
        Ok(Puzzle { id: id.to_string(), depth, position, solution: line })
    }

    /// Reads a whole puzzle file; an error names the line.
    pub fn parse_all(text: &str) -> Result<Vec<Puzzle>, (usize, FormatError)> {
        text.lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
            .map(|(i, l)| Puzzle::parse(l).map_err(|e| (i + 1, e)))
            .collect()
    }
}

impl fmt::Display for Puzzle {
    /// The puzzle as a line of the file.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let solution: Vec<String> = self.solution.iter().map(ToString::to_string).collect();
        write!(
            f,
            "{} | {} | {} | {} | {} | {}",
            self.id,
            self.depth,
            self.position.board().name(),
            rules_text(self.position.rules()),
            self.position.to_tpn(),
            solution.join(" ")
        )
    }
}
