//! How good a played move was: its loss against the search's best move, and its class.

use crate::search::WIN_BOUND;
use std::fmt;
use std::str::FromStr;

/// A move's class, from best to worst; wins and losses found by the search have their own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Class {
    /// The search's best move, or within [`Thresholds::best`] of it.
    Best,
    /// Within [`Thresholds::good`] of the best move.
    Good,
    /// Within [`Thresholds::inaccuracy`] of the best move.
    Inaccuracy,
    /// Within [`Thresholds::mistake`] of the best move.
    Mistake,
    /// More than [`Thresholds::mistake`] worse than the best move, or into a forced loss.
    Blunder,
    /// A forced win was there and the move let it go.
    MissedWin,
}

impl Class {
    /// Every class, best first.
    pub const ALL: [Class; 6] =
        [Class::Best, Class::Good, Class::Inaccuracy, Class::Mistake, Class::Blunder, Class::MissedWin];

    /// The class's name as written in records and tables.
    pub const fn name(self) -> &'static str {
        match self {
            Class::Best => "best",
            Class::Good => "good",
            Class::Inaccuracy => "inaccuracy",
            Class::Mistake => "mistake",
            Class::Blunder => "blunder",
            Class::MissedWin => "missed-win",
        }
    }

    /// The chess-style mark after a move of this class (`?!`, `?`, `??`), empty for good ones.
    pub const fn mark(self) -> &'static str {
        match self {
            Class::Best | Class::Good => "",
            Class::Inaccuracy => "?!",
            Class::Mistake => "?",
            Class::Blunder | Class::MissedWin => "??",
        }
    }
}

impl fmt::Display for Class {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A word that names no class.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownClass(pub String);

impl fmt::Display for UnknownClass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown move class '{}'", crate::escape::Escaped(&self.0))
    }
}

impl std::error::Error for UnknownClass {}

impl FromStr for Class {
    type Err = UnknownClass;
    fn from_str(s: &str) -> Result<Class, UnknownClass> {
        Class::ALL.into_iter().find(|c| c.name() == s).ok_or_else(|| UnknownClass(s.to_string()))
    }
}

/// The largest loss a move is charged, in centi-circles: a missed win or a move into a
/// forced loss counts this much in the average, as does any bigger drop.
pub const LOSS_CAP: i32 = 1_000;

/// The most a move may lose against the best one and keep its class, in centi-circles
/// (a circle is 100, a triangle 300, a square 350).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Thresholds {
    /// Still as good as the best move.
    pub best: i32,
    /// A good move.
    pub good: i32,
    /// An inaccuracy; beyond it a mistake.
    pub inaccuracy: i32,
    /// A mistake; beyond it a blunder.
    pub mistake: i32,
}

/// The thresholds the game uses: under 10 best, under 50 good, under 100 an inaccuracy,
/// under 300 (a triangle) a mistake, else a blunder.
pub const THRESHOLDS: Thresholds = Thresholds { best: 9, good: 49, inaccuracy: 99, mistake: 299 };

/// Whether a search score says the side it is for wins by force.
pub const fn is_win(score: i32) -> bool {
    score > WIN_BOUND
}

/// Whether a search score says the side it is for loses by force.
pub const fn is_loss(score: i32) -> bool {
    score < -WIN_BOUND
}

impl Thresholds {
    /// The class and loss (centi-circles, at most [`LOSS_CAP`]) of a move by a side whose
    /// position scored `before` (the best move's score) and `after` the move played, both
    /// for that side; `is_best` when it is the search's best move.
    pub fn classify(&self, before: i32, after: i32, is_best: bool) -> (Class, i32) {
        // A move the search scores no worse than its own choice is as good, however it wins
        // or loses: a lost position's moves that all lose at once are all best.
        if is_best || after >= before {
            return (Class::Best, 0);
        }
        if is_win(before) && !is_win(after) {
            return (Class::MissedWin, LOSS_CAP);
        }
        if is_loss(after) && !is_loss(before) {
            return (Class::Blunder, LOSS_CAP);
        }
        if is_win(before) || is_loss(before) {
            // Still winning but more slowly, or losing sooner: no centi-circles to count.
            return (Class::Good, 0);
        }
        // A win the search sees only after the move (deeper by a ply) costs nothing.
        let loss = if is_win(after) { 0 } else { (before - after).clamp(0, LOSS_CAP) };
        let class = if loss <= self.best {
            Class::Best
        } else if loss <= self.good {
            Class::Good
        } else if loss <= self.inaccuracy {
            Class::Inaccuracy
        } else if loss <= self.mistake {
            Class::Mistake
        } else {
            Class::Blunder
        };
        (class, loss)
    }
}
