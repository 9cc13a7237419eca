//! The draws that depend on more than one position: threefold repetition and the
//! no-progress limit. One mechanism, used by [`super::History`] for the game and by
//! [`Path`] inside a search.

use super::GameRules;

/// The house rules that end long games; each can be switched off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DrawRules {
    /// Draw when the same position (pieces and side to move) occurs for the third time.
    pub repetition: bool,
    /// Draw after this many plies without progress (in Tactigon, a capture); 0 switches
    /// the rule off.
    pub no_capture_limit: u32,
}

impl Default for DrawRules {
    fn default() -> DrawRules {
        DrawRules { repetition: true, no_capture_limit: 100 }
    }
}

/// How many times `now` has occurred, counting itself, given the positions before it
/// (oldest first).
#[inline]
pub(super) fn occurrences<G: GameRules>(earlier: &[G::Position], now: &G::Position) -> usize {
    // No position before the last irreversible move can recur.
    let back = (G::no_progress(now) as usize).min(earlier.len());
    let hash = G::hash(now);
    // Only every second position has the same side to move: the first of each pair counted
    // from the end. The hash rules out nearly every position before the placement is compared.
    1 + earlier[earlier.len() - back..]
        .rchunks_exact(2)
        .filter(|pair| G::hash(&pair[0]) == hash && G::same_placement(&pair[0], now))
        .count()
}

/// The history-based draw of `now`, reached after `earlier` (oldest first), if any.
#[inline]
pub(super) fn draw<G: GameRules>(rules: DrawRules, earlier: &[G::Position], now: &G::Position) -> Option<G::Outcome> {
    // `occurrences` looks at most `no_progress` positions back, one in two: fewer than four
    // hold fewer than two earlier occurrences, so the scan can be skipped.
    if rules.repetition && G::no_progress(now) >= 4 && occurrences::<G>(earlier, now) >= 3 {
        return Some(G::repetition_draw());
    }
    let limit = rules.no_capture_limit;
    (limit > 0 && G::no_progress(now) >= limit).then(|| G::no_progress_draw(limit))
}

/// The positions from the last irreversible move up to the node being searched, with the
/// draw rules that apply to them: a search pushes and pops positions as it goes.
#[derive(Clone, Debug)]
pub struct Path<G: GameRules> {
    positions: Vec<G::Position>,
    rules: DrawRules,
}

impl<G: GameRules> Path<G> {
    /// A path holding `positions` (oldest first), judged by `rules`.
    pub(super) fn new(positions: Vec<G::Position>, rules: DrawRules) -> Path<G> {
        Path { positions, rules }
    }

    /// Enters `pos` (a child of the last position entered).
    #[inline]
    pub fn push(&mut self, pos: &G::Position) {
        self.positions.push(*pos);
    }

    /// Leaves the last position entered.
    #[inline]
    pub fn pop(&mut self) {
        self.positions.pop();
    }

    /// Whether `pos`, the next position after the ones entered, is drawn by repetition or
    /// the no-progress limit: the checks [`super::History::outcome`] makes after the
    /// position's own outcome.
    #[inline]
    pub fn is_draw(&self, pos: &G::Position) -> bool {
        draw::<G>(self.rules, &self.positions, pos).is_some()
    }
}
