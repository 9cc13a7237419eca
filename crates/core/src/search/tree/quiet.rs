//! The quiescence search below the horizon: captures only, until the position is quiet.

use super::Search;
use crate::search::QUIESCENCE_NODES;
use crate::search::scores::{outcome_score, pick, score_from_tt};
use crate::{GameRules, MoveOrder, NO_MOVE, Scorer};

/// The quiescence search follows captures at most this many plies past the horizon (and
/// visits at most [`QUIESCENCE_NODES`] below it); beyond, the side to move stands pat.
const QUIESCENCE_PLIES: usize = 8;

impl<G: GameRules, E: MoveOrder<G>> Search<'_, G, E> {
    /// Captures only, until the position is quiet; the side to move may also stand pat.
    fn quiescence(&mut self, pos: &G::Position, alpha: i32, beta: i32, ply: usize) -> i32 {
        if let Some(outcome) = G::outcome(pos) {
            return outcome_score::<G>(outcome, pos, ply);
        }
        self.quiet_search(pos, alpha, beta, ply)
    }

    /// [`Self::quiescence`] for a position whose outcome has been checked already.
    pub(super) fn quiet_search(&mut self, pos: &G::Position, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        if self.poll() {
            return 0;
        }
        // A decided game's plies are counted from `pos`, as a stored score's are.
        let stand = score_from_tt(self.eval.evaluate(pos), ply);
        if stand >= beta {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        if ply - self.horizon.0 >= QUIESCENCE_PLIES || self.nodes - self.horizon.1 >= QUIESCENCE_NODES {
            return stand;
        }
        let mut moves = self.take_buffer(ply);
        self.eval.generate(pos, true, &Scorer::new(NO_MOVE, self.heuristics, ply), &mut moves);
        for i in 0..moves.len() {
            let m = pick(&mut moves, i);
            let mut child = *pos;
            G::play_packed(&mut child, m);
            let score = -self.quiescence(&child, -beta, -alpha, ply + 1);
            if self.aborted {
                break;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        self.buffers[ply] = moves;
        best
    }
}
