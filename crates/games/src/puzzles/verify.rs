//! Re-proving a puzzle: its win is forced within its depth and no sooner, exactly one first
//! move forces it, and its solution line is a won game played by the rules.

use super::Puzzle;
use super::solve::{forces_win, winning_moves};
use std::fmt;
use tactigon_rules::Move;

/// Why a puzzle is not a sound "win in N".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VerifyError {
    /// The game is already over in the puzzle's position.
    AlreadyOver,
    /// No first move forces a win within the depth.
    NoWin,
    /// A win is forced in fewer plies than the depth claims.
    Shorter(u32),
    /// More than one first move forces the win.
    SeveralWins(Vec<Move>),
    /// The solution's first move is not the one that wins.
    WrongFirstMove {
        /// The move the solution starts with.
        given: Option<Move>,
        /// The move that wins.
        winning: Move,
    },
    /// The solution line is longer than the depth or does not end in the side to move's win.
    LineNotWon,
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VerifyError::AlreadyOver => f.write_str("the game is already over"),
            VerifyError::NoWin => f.write_str("no first move forces a win within the depth"),
            VerifyError::Shorter(1) => f.write_str("a win is forced already within 1 ply"),
            VerifyError::Shorter(n) => write!(f, "a win is forced already within {n} plies"),
            VerifyError::SeveralWins(moves) => {
                let names: Vec<String> = moves.iter().map(ToString::to_string).collect();
                write!(f, "{} first moves win: {}", moves.len(), names.join(", "))
            }
            VerifyError::WrongFirstMove { given: Some(m), winning } => {
                write!(f, "the solution starts {m} but the winning move is {winning}")
            }
            VerifyError::WrongFirstMove { given: None, winning } => {
                write!(f, "the solution is empty; the winning move is {winning}")
            }
            VerifyError::LineNotWon => f.write_str("the solution line does not end in a win within the depth"),
        }
    }
}

impl std::error::Error for VerifyError {}

/// Proves `puzzle` by full-width search; the first failed check is the error.
pub fn verify(puzzle: &Puzzle) -> Result<(), VerifyError> {
    let pos = &puzzle.position;
    if pos.outcome().is_some() {
        return Err(VerifyError::AlreadyOver);
    }
    let attacker = pos.turn();
    let depth = puzzle.depth;
    if depth > 1 && forces_win(pos, attacker, depth - 2) {
        return Err(VerifyError::Shorter(depth - 2));
    }
    let winning = winning_moves(pos, depth);
    let winning = match winning[..] {
        [] => return Err(VerifyError::NoWin),
        [m] => m,
        _ => return Err(VerifyError::SeveralWins(winning)),
    };
    if puzzle.solution.first() != Some(&winning) {
        return Err(VerifyError::WrongFirstMove { given: puzzle.solution.first().copied(), winning });
    }
    let end = puzzle.solution.iter().fold(*pos, |mut at, &m| {
        at.play_unchecked(m);
        at
    });
    let won = end.outcome().and_then(|o| o.winner()) == Some(attacker);
    if !won || puzzle.solution.len() > depth as usize {
        return Err(VerifyError::LineNotWon);
    }
    Ok(())
}
