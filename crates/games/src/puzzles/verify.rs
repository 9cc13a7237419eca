//! Re-proving a puzzle: its win is forced within its depth and no sooner, the first moves that
//! force it are one answer (for Tactigon, exactly one move), and its solution line is a won
//! game played by the rules.

use super::solve::{forces_win, winning_moves};
use super::{Puzzle, PuzzleGame};
use std::fmt;
use tactigon_core::GameRules;
use tactigon_rules::Tactigon;

/// Why a puzzle of game `G` is not a sound "win in N".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VerifyError<G: GameRules = Tactigon> {
    /// The game is already over in the puzzle's position.
    AlreadyOver,
    /// No first move forces a win within the depth.
    NoWin,
    /// A win is forced in fewer plies than the depth claims.
    Shorter(u32),
    /// First moves that are not one answer ([`PuzzleGame::same_idea`]) force the win.
    SeveralWins(Vec<G::Move>),
    /// The solution's first move is not one that wins.
    WrongFirstMove {
        /// The move the solution starts with.
        given: Option<G::Move>,
        /// The move that wins.
        winning: G::Move,
    },
    /// The solution line is longer than the depth or does not end in the side to move's win.
    LineNotWon,
}

impl<G: GameRules> fmt::Display for VerifyError<G> {
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

impl<G: GameRules> std::error::Error for VerifyError<G> {}

/// Proves `puzzle` by full-width search; the first failed check is the error.
pub fn verify<G: PuzzleGame>(puzzle: &Puzzle<G>) -> Result<(), VerifyError<G>> {
    let pos = &puzzle.position;
    if G::outcome(pos).is_some() {
        return Err(VerifyError::AlreadyOver);
    }
    let attacker = G::side_to_move(pos);
    let depth = puzzle.depth;
    if depth > 1 && forces_win::<G>(pos, attacker, depth - 2) {
        return Err(VerifyError::Shorter(depth - 2));
    }
    let winning = winning_moves::<G>(pos, depth);
    let Some(&first) = winning.first() else { return Err(VerifyError::NoWin) };
    if winning.iter().any(|&m| !G::same_idea(pos, first, m)) {
        return Err(VerifyError::SeveralWins(winning));
    }
    if !puzzle.solution.first().is_some_and(|m| winning.contains(m)) {
        return Err(VerifyError::WrongFirstMove { given: puzzle.solution.first().copied(), winning: first });
    }
    let end = puzzle.solution.iter().fold(*pos, |mut at, &m| {
        G::play_unchecked(&mut at, m);
        at
    });
    let won = G::outcome(&end).and_then(G::winner) == Some(attacker);
    if !won || puzzle.solution.len() > depth as usize {
        return Err(VerifyError::LineNotWon);
    }
    Ok(())
}
