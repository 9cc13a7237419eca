//! "Win in N" puzzles (N = 1, 3 or 5 plies): positions where the side to move forces a win
//! (pentagon capture or gold tiles, RULES.md §4) and exactly one first move does so, mined
//! from self-play ([`mine`]), proved by full-width search ([`solve`], [`verify`]) and shipped
//! in `assets/puzzles.txt`. UI-free: the terminal game and the command line build on it.

mod format;
pub mod mine;
pub mod progress;
pub mod solve;
mod verify;

pub use format::{FormatError, rules_text};
pub use verify::{VerifyError, verify};

use std::fmt;
use tactigon_rules::{Move, Position};

/// The puzzles shipped with the game, one a line (see [`Puzzle::parse`]).
pub const ASSET: &str = include_str!("../../../../assets/puzzles.txt");

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
    /// The winning move is one of at most [`FEW_CAPTURES`] captures: the first thing to try.
    Easy,
    /// A capture among more, or a quiet move among few moves.
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

/// More legal moves than this make a quiet first move harder to find.
const MANY_MOVES: usize = 40;

/// A winning capture among at most this many captures is found by trying them.
pub const FEW_CAPTURES: usize = 2;

impl Puzzle {
    /// Easy, medium or hard: players try captures first, so a winning capture is as hard as
    /// the captures beside it make it, and a quiet winning move is harder, the more so among
    /// many moves.
    pub fn difficulty(&self) -> Difficulty {
        let moves = self.position.legal_moves();
        let captures = moves.iter().filter(|m| m.is_capture()).count();
        match self.solution.first() {
            Some(m) if m.is_capture() && captures <= FEW_CAPTURES => Difficulty::Easy,
            Some(m) if m.is_capture() || moves.len() <= MANY_MOVES => Difficulty::Medium,
            _ => Difficulty::Hard,
        }
    }

    /// How the position is won: `pentagon` or `gold tiles`, by the end of the solution.
    pub fn goal(&self) -> &'static str {
        let end = self.solution.iter().fold(self.position, |mut at, &m| {
            at.play_unchecked(m);
            at
        });
        match end.outcome() {
            Some(tactigon_rules::Outcome::Win { reason: tactigon_rules::WinReason::GoldTiles, .. }) => "gold tiles",
            _ => "pentagon",
        }
    }
}

/// The shipped puzzles. The asset is checked by the tests, so it always reads.
pub fn shipped() -> Vec<Puzzle> {
    Puzzle::parse_all(ASSET).unwrap_or_else(|(line, e)| panic!("assets/puzzles.txt line {line}: {e}"))
}
