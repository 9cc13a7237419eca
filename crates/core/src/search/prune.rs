//! The margins and reductions that let the search skip what is unlikely to matter: late
//! moves reduced by a table growing with depth and move number, positions far above beta
//! cut at shallow depth, quiet moves far below alpha skipped near the leaves.

use std::sync::OnceLock;

/// Reverse futility: a non-PV node this close to the leaves whose static evaluation beats
/// beta by [`RFP_MARGIN`] per ply left returns at once.
pub(super) const RFP_DEPTH: i32 = 3;
/// A ply's worth of evaluation for reverse futility: a circle or a stone.
pub(super) const RFP_MARGIN: i32 = 100;
/// Futility: at depth 1 a quiet move of a non-PV node whose static evaluation is this far
/// below alpha is not searched (a quiet move rarely gains more in one ply).
pub(super) const FUTILITY_MARGIN: i32 = 150;

/// The rows and columns of the reduction table: deeper or later counts as the last.
const TABLE: usize = 64;

/// The reduction of the `index`-th move (from 0) of a node `depth` plies from the
/// horizon: `0.75 + ln(depth) ln(index) / 2.25`, the shape of the strong chess engines',
/// so that a late move of a deep node is searched several plies shallower, not one or two.
pub(super) fn reduction(depth: i32, index: usize) -> i32 {
    static TABLE_CELLS: OnceLock<Vec<i32>> = OnceLock::new();
    let cells = TABLE_CELLS.get_or_init(|| {
        let mut cells = vec![0; TABLE * TABLE];
        for d in 1..TABLE {
            for i in 1..TABLE {
                cells[d * TABLE + i] = (0.75 + (d as f64).ln() * (i as f64).ln() / 2.25) as i32;
            }
        }
        cells
    });
    let d = (depth.max(0) as usize).min(TABLE - 1);
    cells[d * TABLE + index.min(TABLE - 1)]
}

/// Late move pruning: at a non-PV node this close to the leaves, quiet moves after this
/// many are not searched at all.
pub(super) const fn late_moves(depth: i32) -> usize {
    (4 + 2 * depth * depth) as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reductions_grow_with_depth_and_move_number() {
        // By hand: 0.75 + ln 3 ln 4 / 2.25 = 0.75 + 1.0986 * 1.3863 / 2.25 = 1.427 -> 1;
        // 0.75 + ln 10 ln 30 / 2.25 = 0.75 + 2.3026 * 3.4012 / 2.25 = 4.23 -> 4.
        assert_eq!(reduction(3, 4), 1);
        assert_eq!(reduction(10, 30), 4);
        assert_eq!(reduction(1, 50), 0, "ln 1 = 0");
        assert_eq!(reduction(200, 1000), reduction(63, 63), "clamped to the table");
    }
}
