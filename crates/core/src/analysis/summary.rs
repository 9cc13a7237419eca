//! One side's moves summed up: how many of each class, and the average loss.

use super::{Class, MoveReview};
use crate::GameRules;

/// One side's moves summed up.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Moves of each class, in the order of [`Class::ALL`].
    pub counts: [usize; 6],
    /// The sum of the moves' losses.
    pub total_loss: i64,
}

impl Summary {
    /// Counts one more move.
    pub fn add<G: GameRules>(&mut self, review: &MoveReview<G>) {
        self.counts[review.class as usize] += 1;
        self.total_loss += i64::from(review.loss);
    }

    /// Moves counted.
    pub fn moves(&self) -> usize {
        self.counts.iter().sum()
    }

    /// Moves of `class`.
    pub fn count(&self, class: Class) -> usize {
        self.counts[class as usize]
    }

    /// The average loss per move, in the evaluation's units (0 without moves).
    pub fn average_loss(&self) -> f64 {
        let n = self.moves();
        if n == 0 { 0.0 } else { self.total_loss as f64 / n as f64 }
    }
}
