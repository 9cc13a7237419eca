//! How a game ended that its moves leave unfinished: a player's flag fell or a player left.
//! Written as the `Result` and `Termination` tags (and the result token) of an online game.

use super::RESULTS;

/// The terminations a verdict may give; any other must be the one the moves give.
pub const VERDICTS: [&str; 2] = ["time forfeit", "abandoned"];

/// A game decided off the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// The result token: `1-0` (the first player won) or `0-1`.
    pub result: &'static str,
    /// One of [`VERDICTS`].
    pub termination: &'static str,
}

impl Verdict {
    /// The player at `winner` (0 first, 1 second) won, the other lost as `termination` says.
    pub fn win(winner: usize, termination: &'static str) -> Verdict {
        Verdict { result: RESULTS[winner.min(1)], termination }
    }

    /// The verdict a record's `Result` and `Termination` claim of a game its moves leave
    /// unfinished, if they claim a decisive one with a termination of [`VERDICTS`].
    pub fn claimed(result: &str, termination: &str) -> Option<Verdict> {
        let result = RESULTS[..2].iter().find(|&&r| r == result)?;
        let termination = VERDICTS.iter().find(|&&t| t == termination)?;
        Some(Verdict { result, termination })
    }

    /// The winner: 0 for the first player, 1 for the second.
    pub fn winner(&self) -> usize {
        usize::from(self.result == RESULTS[1])
    }
}
