//! Taacoca's side of the bots: a static evaluation and move ordering for the engine's
//! search, and the bots built from a [`super::BotSpec`].
//!
//! The evaluation, for the side to move minus the opponent, in hundredths of a stone:
//! - **Material**: 100 per stone.
//! - **Advancement**: a bonus growing with the square of the rows a stone has advanced,
//!   scaled to the board, so that stones near the goal row count for more.
//! - **Threats to reach the home row**: a stone one row from its goal row wins on the next
//!   move unless it is captured first: [`WINS_NEXT`] for the side to move, [`THREAT`] per
//!   such stone of the opponent.
//! - **Captures**: stones in contact can take each other, and the side to move takes first:
//!   [`CAPTURE_READY`] per enemy stone it can capture in its best direction (at most three).
//! - **Mobility**: [`MOBILITY`] per stone that can step forward in some direction.
//!
//! Moves are ordered by what they capture; a move reaching the goal row comes first, and
//! it is all the quiescence search follows.

use super::{Bot, BotSpec, Limits};
use crate::engine::{Evaluate, MoveOrder, Packed, Scorer};
use crate::taacoca::{Position, Side, Taacoca, for_each_packed, is_quiet, rows};

/// The side to move has a stone one row from its goal row.
pub const WINS_NEXT: i32 = 4_000;
/// Each opponent stone one row from its goal row.
pub const THREAT: i32 = 1_500;
/// Each enemy stone the side to move can capture at once.
pub const CAPTURE_READY: i32 = 60;
/// Each stone that can step forward.
pub const MOBILITY: i32 = 4;
/// A stone's material value.
pub const STONE: i32 = 100;
/// What reaching the goal row is worth in move ordering, above any capture.
const GOAL_GAIN: i32 = 10_000;

/// Taacoca's evaluation for positions of one board side.
pub struct TaacocaEval {
    size: u8,
    /// The bonus of a stone by the rows it has advanced.
    advance: Vec<i32>,
}

impl TaacocaEval {
    /// The rows `cell_row` is from `side`'s own home row.
    fn advanced(&self, side: Side, cell_row: u8) -> usize {
        match side {
            Side::White => (rows(self.size) - 1 - cell_row) as usize,
            Side::Black => cell_row as usize,
        }
    }
}

impl Evaluate<Taacoca> for TaacocaEval {
    fn for_position(pos: &Position) -> TaacocaEval {
        let span = i32::from(rows(pos.size()) - 1);
        // Scaled so the row before the goal is worth about 80 on every board side.
        let advance = (0..=span).map(|a| 80 * a * a / (span * span)).collect();
        TaacocaEval { size: pos.size(), advance }
    }

    fn fits(&self, pos: &Position) -> bool {
        pos.size() == self.size
    }

    fn evaluate(&self, pos: &Position) -> i32 {
        let us = pos.turn();
        let last = rows(self.size) as usize - 2;
        let mut score = 0;
        let mut near = [0; 2];
        for side in Side::BOTH {
            let sign = if side == us { 1 } else { -1 };
            let mut own = MOBILITY * pos.mobile(side) as i32;
            for cell in pos.stones(side) {
                let advanced = self.advanced(side, cell.row());
                own += STONE + self.advance[advanced];
                near[side.index()] += i32::from(advanced == last);
            }
            score += sign * own;
        }
        if near[us.index()] > 0 {
            score += WINS_NEXT;
        }
        let ready = us.forward().map(|dir| pos.capturable(us, dir)).into_iter().max().unwrap_or(0).min(3);
        score - THREAT * near[us.other().index()] + CAPTURE_READY * ready as i32
    }
}

impl MoveOrder<Taacoca> for TaacocaEval {
    #[inline]
    fn generate(&self, pos: &Position, captures_only: bool, scorer: &Scorer<'_>, out: &mut Vec<(Packed, i32)>) {
        // The quiescence search (`captures_only`) looks at winning moves only: nearly every
        // move of a crowded position captures something, and following them all would be
        // a full search; the evaluation's capture term stands in for them.
        for_each_packed(pos, |m, captures, wins| {
            if wins {
                out.push((m, scorer.capture(m, GOAL_GAIN, 0)));
            } else if captures_only {
            } else if captures > 0 {
                out.push((m, scorer.capture(m, STONE * captures as i32, 0)));
            } else {
                out.push((m, scorer.quiet(m)));
            }
        });
    }

    #[inline]
    fn is_quiet(pos: &Position, m: Packed) -> bool {
        is_quiet(pos, m)
    }
}

/// A computer player of Taacoca, as [`BotSpec::build_taacoca`] makes it.
pub type TaacocaBot = Bot<Taacoca>;

impl BotSpec {
    /// Builds the bot for Taacoca; `seed` fixes its random choices.
    pub fn build_taacoca(self, seed: u64, limits: Limits) -> TaacocaBot {
        self.build_with::<Taacoca, TaacocaEval>(seed, limits)
    }
}
