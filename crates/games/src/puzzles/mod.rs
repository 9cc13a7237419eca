//! "Win in N" puzzles (N = 1, 3 or 5 plies) of every game: positions where the side to move
//! forces a win by the rules (RULES.md §4, RULES-taacoca.md §4) and exactly one first move
//! does so, mined from self-play ([`mine`]), proved by full-width search ([`solve`],
//! [`verify`]) and shipped one file a game in `assets/`. Written once over [`PuzzleGame`];
//! each game's fields, goals and search order are in a module of its own here. UI-free: the
//! terminal game and the command line build on it.

mod format;
pub mod mine;
pub mod progress;
pub mod solve;
mod taacoca;
mod tactigon;
mod verify;

pub use format::FormatError;
pub use tactigon::rules_text;
pub use verify::{VerifyError, verify};

use crate::games::Registered;
use std::fmt;
use tactigon_core::GameRules;
use tactigon_rules::Tactigon;

/// What the puzzles need of a game beyond its rules: its shipped file, how a line names a
/// position, how a win is told, and what the exact search tries first.
pub trait PuzzleGame: Registered {
    /// The shipped puzzles, one a line (see [`Puzzle::parse`]).
    const ASSET: &'static str;
    /// Where the shipped puzzles are in the source tree, for messages: `assets/puzzles.txt`.
    const ASSET_PATH: &'static str;
    /// The fields of a line between its depth and its solution: `board | rules | TPN`.
    const POSITION_FIELDS: &'static [&'static str];
    /// The longest puzzle mined, in plies: the exact search's reach in the game.
    const MAX_DEPTH: u32;

    /// Reads the position from its fields (as many as [`PuzzleGame::POSITION_FIELDS`]).
    fn read_position(fields: &[&str]) -> Result<Self::Position, FormatError>;

    /// The position's fields, joined by ` | `.
    fn write_position(pos: &Self::Position) -> String;

    /// The board and rules the puzzle is played under, for lists: `standard, none`.
    fn setting(pos: &Self::Position) -> String;

    /// `pos` as a puzzle starts: clocks at zero, so that no draw rule can interfere within a
    /// puzzle's few plies.
    fn fresh(pos: &Self::Position) -> Self::Position;

    /// Whether `m` captures.
    fn is_capture(pos: &Self::Position, m: Self::Move) -> bool;

    /// How the game was won, in a word or two: `pentagon`, `home row`.
    fn goal(outcome: Self::Outcome) -> &'static str;

    /// How early the exact search tries `m`: higher first. Only the search's speed depends
    /// on it, never its answer.
    fn urgency(pos: &Self::Position, m: Self::Move) -> u8;

    /// Whether `m` wins at once for the side playing it.
    fn wins_by(pos: &Self::Position, m: Self::Move) -> bool {
        let mut next = *pos;
        Self::play_unchecked(&mut next, m);
        Self::outcome(&next).and_then(Self::winner) == Some(Self::side_to_move(pos))
    }

    /// Whether two winning first moves are one answer, not two: a puzzle is sound when all
    /// its winning first moves are one.
    fn same_idea(_pos: &Self::Position, a: Self::Move, b: Self::Move) -> bool {
        a == b
    }

    /// Whether the exact search may take one position's answer for the other's (with the
    /// same hash and plies left).
    fn same(a: &Self::Position, b: &Self::Position) -> bool {
        a == b
    }
}

/// One puzzle: a position whose side to move wins within `depth` plies, and the line that
/// does it (the winning first move, then the longest defence and the win).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle<G: GameRules = Tactigon> {
    /// A name unique among every game's puzzles.
    pub id: String,
    /// The plies within which the win is forced: 1, 3 or 5.
    pub depth: u32,
    /// The position, with its board and rules.
    pub position: G::Position,
    /// The solution: the one winning first move, the defence, the win.
    pub solution: Vec<G::Move>,
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

impl<G: PuzzleGame> Puzzle<G> {
    /// Easy, medium or hard: players try captures first, so a winning capture is as hard as
    /// the captures beside it make it, and a quiet winning move is harder, the more so among
    /// many moves.
    pub fn difficulty(&self) -> Difficulty {
        let mut moves = Vec::new();
        G::legal_moves(&self.position, &mut moves);
        let captures = moves.iter().filter(|&&m| G::is_capture(&self.position, m)).count();
        let first_captures = self.solution.first().map(|&m| G::is_capture(&self.position, m));
        match first_captures {
            Some(true) if captures <= FEW_CAPTURES => Difficulty::Easy,
            Some(true) => Difficulty::Medium,
            _ if moves.len() <= MANY_MOVES => Difficulty::Medium,
            _ => Difficulty::Hard,
        }
    }

    /// How the position is won, by the end of the solution: `pentagon`, `home row`.
    pub fn goal(&self) -> &'static str {
        let end = self.solution.iter().fold(self.position, |mut at, &m| {
            G::play_unchecked(&mut at, m);
            at
        });
        G::outcome(&end).map_or("", G::goal)
    }
}

/// The shipped puzzles of game `G`. The assets are checked by the tests, so they always read.
pub fn shipped<G: PuzzleGame>() -> Vec<Puzzle<G>> {
    Puzzle::parse_all(G::ASSET).unwrap_or_else(|(line, e)| panic!("{} line {line}: {e}", G::ASSET_PATH))
}
