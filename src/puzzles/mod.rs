//! "Win in N" puzzles (N = 1, 3 or 5 plies): positions where the side to move forces a win
//! (pentagon capture or gold tiles, RULES.md §4) and exactly one first move does so, mined
//! from self-play ([`mine`]), proved by full-width search ([`solve`], [`verify`]) and shipped
//! in `assets/puzzles.txt`. UI-free: the terminal game and the command line build on it.

pub mod attempt;
mod format;
pub mod mine;
pub mod progress;
pub mod solve;
mod verify;

pub use format::{FormatError, rules_text};
pub use verify::{VerifyError, verify};

use crate::rules::{Move, Position};
use std::fmt;

/// The puzzles shipped with the game, one a line (see [`Puzzle::parse`]).
pub const ASSET: &str = include_str!("../../assets/puzzles.txt");

/// One puzzle: a position whose side to move wins within `depth` plies, and the line that
/// does it (the winning first move, then the longest defence and the win).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// A name unique in its file.
    pub id: String,
    /// The plies within which the win is forced: 1, 3 or 5.
    pub depth: u32,
    /// The position, with its board and rules.
    pub position: Position,
    /// The solution: the one winning first move, the defence, the win.
    pub solution: Vec<Move>,
}

/// How hard a puzzle is within its depth.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Difficulty {
    /// The winning move captures and there are few moves to choose from.
    Easy,
    /// A capture among many moves, or a quiet move among few.
    Medium,
    /// A quiet winning move among many.
    Hard,
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
        })
    }
}

/// More legal moves than this make a puzzle's first move harder to find.
const MANY_MOVES: usize = 40;

impl Puzzle {
    /// Easy, medium or hard: whether the winning first move is quiet (no capture), and
    /// whether the side to move has many moves to choose from.
    pub fn difficulty(&self) -> Difficulty {
        let quiet = !self.solution.first().is_some_and(|m| m.is_capture());
        let many = self.position.legal_moves().len() > MANY_MOVES;
        match (quiet, many) {
            (false, false) => Difficulty::Easy,
            (true, true) => Difficulty::Hard,
            _ => Difficulty::Medium,
        }
    }

    /// How the position is won: `pentagon` or `gold tiles`, by the end of the solution.
    pub fn goal(&self) -> &'static str {
        let end = self.solution.iter().fold(self.position, |mut at, &m| {
            at.play_unchecked(m);
            at
        });
        match end.outcome() {
            Some(crate::rules::Outcome::Win { reason: crate::rules::WinReason::GoldTiles, .. }) => "gold tiles",
            _ => "pentagon",
        }
    }
}

/// The shipped puzzles. The asset is checked by the tests, so it always reads.
pub fn shipped() -> Vec<Puzzle> {
    Puzzle::parse_all(ASSET).unwrap_or_else(|(line, e)| panic!("assets/puzzles.txt line {line}: {e}"))
}
