//! Move ordering for alpha-beta, the game-independent part: the bands of ordering scores,
//! and the killer and history tables that learn which quiet moves cause cut-offs. The
//! better the first moves tried, the more of the tree is cut off.

use crate::{NO_MOVE, Packed};

/// How deep the killer table goes; deeper plies get no killers.
pub const MAX_PLY: usize = 128;

/// The transposition-table move's score: tried first.
pub const TT_MOVE: i32 = 1 << 30;
const GOOD_CAPTURE: i32 = 1 << 29;
const KILLER: i32 = 1 << 28;
const BAD_CAPTURE: i32 = 1 << 27;
const HISTORY_MAX: i32 = 1 << 20;

/// Ordering score of a capture winning `gain` with an attacker worth `attacker`: winning
/// and even captures before the killers, losing ones after them.
#[inline]
pub const fn capture_score(gain: i32, attacker: i32) -> i32 {
    let base = if gain >= 0 { GOOD_CAPTURE } else { BAD_CAPTURE };
    base + gain * 16 - attacker / 16
}

/// Whether an ordering score is a quiet move that is neither the table move nor a killer:
/// the moves late move reductions may search less deeply.
#[inline]
pub const fn is_plain_quiet(score: i32) -> bool {
    // Quiet moves score by history, at most HISTORY_MAX; losing captures sit far above that
    // even after their (negative) gain is added.
    score <= HISTORY_MAX
}

/// Killer moves (quiet moves that caused a cut-off at the same ply) and the history
/// table (how often a quiet packed move caused a cut-off).
pub struct Heuristics {
    killers: Vec<[Packed; 2]>,
    /// One entry per packed move: indexing it by a `u16` needs no bounds check.
    history: Box<[i32; 1 << 16]>,
}

impl Default for Heuristics {
    fn default() -> Heuristics {
        let history = vec![0; 1 << 16].into_boxed_slice().try_into().expect("2^16 entries");
        Heuristics { killers: vec![[NO_MOVE; 2]; MAX_PLY], history }
    }
}

impl Heuristics {
    /// The ordering score of a quiet move at `ply`.
    #[inline]
    pub fn quiet_score(&self, m: Packed, ply: usize) -> i32 {
        self.quiet_score_with(self.killers_at(ply), m)
    }

    /// The killers of `ply` (none beyond [`MAX_PLY`]): a node looks them up once for all
    /// its moves.
    #[inline]
    pub fn killers_at(&self, ply: usize) -> [Packed; 2] {
        self.killers.get(ply).copied().unwrap_or([NO_MOVE; 2])
    }

    /// [`Heuristics::quiet_score`] with the ply's killers at hand (no move is [`NO_MOVE`]).
    #[inline]
    pub fn quiet_score_with(&self, killers: [Packed; 2], m: Packed) -> i32 {
        if killers[0] == m {
            KILLER + 1
        } else if killers[1] == m {
            KILLER
        } else {
            self.history[usize::from(m)]
        }
    }

    /// Records a quiet move that caused a cut-off at `ply` with `depth` plies left.
    pub fn cutoff(&mut self, m: Packed, ply: usize, depth: i32) {
        if let Some(k) = self.killers.get_mut(ply)
            && k[0] != m
        {
            k[1] = k[0];
            k[0] = m;
        }
        let h = &mut self.history[usize::from(m)];
        *h += depth * depth;
        if *h >= HISTORY_MAX {
            // Halving everything keeps the order while leaving room to learn.
            self.history.iter_mut().for_each(|v| *v /= 2);
        }
    }

    /// Forgets the killers (they belong to one search's plies) and ages the history.
    pub fn new_search(&mut self) {
        self.killers.fill([NO_MOVE; 2]);
        self.history.iter_mut().for_each(|v| *v /= 8);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn score_bands_keep_their_order() {
        // A capture winning 250 with an attacker worth 100, an even trade, a losing one.
        let good = capture_score(250, 100);
        let even = capture_score(0, 300);
        let bad = capture_score(-200, 300);
        assert!(TT_MOVE > good && good > even && even > KILLER + 1);
        assert!(KILLER > bad && bad > HISTORY_MAX);
        assert!(!is_plain_quiet(bad) && !is_plain_quiet(KILLER));
        // The bands by hand: 2^29 + 250 * 16 - 100 / 16, 2^29 - 300 / 16, 2^27 - 3200 - 18.
        assert_eq!((good, even, bad), (536_870_912 + 4_000 - 6, 536_870_912 - 18, 134_217_728 - 3_200 - 18));
        // Among equal gains the cheaper attacker comes first.
        assert!(capture_score(350, 100) > capture_score(350, 350));
    }

    #[test]
    fn killers_then_history_rank_quiet_moves() {
        let mut h = Heuristics::default();
        h.cutoff(7, 3, 2);
        h.cutoff(9, 3, 4);
        // 9 is the newest killer at ply 3, 7 the older one; at ply 4 only history counts.
        assert_eq!(h.quiet_score(9, 3), KILLER + 1);
        assert_eq!(h.quiet_score(7, 3), KILLER);
        assert_eq!((h.quiet_score(7, 4), h.quiet_score(9, 4)), (4, 16));
        h.new_search();
        assert_eq!((h.quiet_score(9, 3), h.quiet_score(9, 4)), (2, 2));
    }

    #[test]
    fn history_stays_below_the_captures_and_killers() {
        // Cut-offs at depth 100 add 10_000 each, at a ply too deep for killers: after 104
        // the history is 1_040_000, the 105th reaches 1_050_000 >= 2^20 = 1_048_576 and
        // everything is halved to 525_000.
        let mut h = Heuristics::default();
        for _ in 0..104 {
            h.cutoff(5, MAX_PLY + 1, 100);
        }
        assert_eq!(h.quiet_score(5, 0), 1_040_000);
        h.cutoff(5, MAX_PLY + 1, 100);
        assert_eq!(h.quiet_score(5, 0), 525_000);
        // However long it learns, a history score stays a plain quiet move, below every
        // capture; a killer does not.
        for _ in 0..10_000 {
            h.cutoff(5, MAX_PLY + 1, 100);
            assert!(is_plain_quiet(h.quiet_score(5, 0)));
            assert!(h.quiet_score(5, 0) < capture_score(-400, 350));
        }
        h.cutoff(5, 0, 1);
        assert!(!is_plain_quiet(h.quiet_score(5, 0)), "now the killer at ply 0");
    }
}
