//! Taacoca's side of the bots: a static evaluation and move ordering for the engine's
//! search.
//!
//! The evaluation, for the side to move minus the opponent, in hundredths of a stone:
//! - **Material and advancement**: [`STONE`] per stone plus a bonus growing with the square
//!   of the rows it has advanced, scaled to the board (a table per cell).
//! - **The race**: a stone is *out of reach* when no enemy stone stands in its forward cone,
//!   the cells from which an enemy could ever land on a cell of its way (stones of both
//!   sides step one row and half a cell sideways, so an enemy `d` rows ahead can meet it only
//!   if it is at most `d` half-cells aside). Such a stone reaches the goal row in as many of
//!   its side's moves as it has rows left, whatever the opponent does; if that is no later
//!   than the opponent's nearest stone could arrive, the game is decided, and scores as the
//!   search scores a win: [`race_won`] in the plies the runner needs.
//! - **Threats to reach the home row**: a stone one row from its goal row wins on the next
//!   move for the side to move (a win in 1 ply). The other side must take every such stone
//!   with its move: if no legal move does, it has lost in 2 plies; if one does, those
//!   stones count as taken already.
//!
//! So the analysis tells a decided race as the forced win it is (`#N`), and the search stops
//! deepening once its best line ends in one.
//! - **Captures**: the side to move takes first: [`CAPTURE_READY`] per enemy stone it can
//!   capture in its best direction (at most three); [`HANGING`] per own stone the opponent
//!   could capture next.
//! - **Mobility**: [`MOBILITY`] per stone that can step forward in some direction.
//!
//! Moves are ordered by what they capture, two or three stones (a single capture ranks
//! with the quiet moves, by killers and history); a move reaching the goal row comes first. The
//! quiescence search follows those, and the moves taking every enemy stone one step from
//! its goal row.

use crate::{Cells, Layout, Position, Side, Taacoca, Wanted, captures_of, for_each_packed, rows};
use tactigon_core::search::WIN;
use tactigon_core::{Evaluate, MoveOrder, Packed, Scorer};

/// The score of a game the side to move wins in `plies` plies from here, as the search
/// scores a win found that far ahead.
pub const fn race_won(plies: u32) -> i32 {
    WIN - plies as i32
}

/// Each enemy stone the side to move can capture at once.
pub const CAPTURE_READY: i32 = 60;
/// Each own stone of the side to move that the opponent could capture.
pub const HANGING: i32 = 20;
/// Each stone that can step forward.
pub const MOBILITY: i32 = 4;
/// A stone's material value.
pub const STONE: i32 = 100;
/// What reaching the goal row is worth in move ordering, above any capture.
const GOAL_GAIN: i32 = 10_000;

/// Taacoca's evaluation for positions of one board side: tables per side and cell index.
pub struct TaacocaEval {
    layout: &'static Layout,
    /// Material plus advancement of a stone.
    value: [Vec<i32>; 2],
    /// Rows to the goal row.
    to_go: [Vec<u8>; 2],
    /// The enemy cells from which a stone here could ever be captured.
    cone: [Vec<Cells>; 2],
    /// The cells one row from the goal row.
    pregoal: [Cells; 2],
}

/// A cell's row and its horizontal place in half cells, on a board of side `size`.
fn place(layout: &Layout, i: usize) -> (i32, i32) {
    let cell = layout.cell(i);
    let (r, middle) = (i32::from(cell.row()), i32::from(layout.size) - 1);
    (r, 2 * (i32::from(cell.index()) - 1) + (r - middle).abs())
}

impl TaacocaEval {
    /// The tables for the board of `layout`.
    fn new(layout: &'static Layout) -> TaacocaEval {
        let size = layout.size;
        let span = i32::from(rows(size) - 1);
        let cells: Vec<usize> = layout.board.iter().collect();
        let len = cells.last().map_or(0, |&i| i + 1);
        let mut value = [vec![0; len], vec![0; len]];
        let mut to_go = [vec![0; len], vec![0; len]];
        let mut cone = [vec![Cells::EMPTY; len], vec![Cells::EMPTY; len]];
        let mut pregoal = [Cells::EMPTY; 2];
        for &i in &cells {
            let (r, x) = place(layout, i);
            for side in Side::BOTH {
                let left = if side == Side::White { r } else { span - r };
                let advanced = span - left;
                // Scaled so the row before the goal is worth about 80 on every board side.
                value[side.index()][i] = STONE + 80 * advanced * advanced / (span * span);
                to_go[side.index()][i] = left as u8;
                if left == 1 {
                    pregoal[side.index()] = pregoal[side.index()].with(i);
                }
                for &e in &cells {
                    let (re, xe) = place(layout, e);
                    let ahead = if side == Side::White { r - re } else { re - r };
                    if ahead > 0 && (xe - x).abs() <= ahead {
                        cone[side.index()][i] = cone[side.index()][i].with(e);
                    }
                }
            }
        }
        TaacocaEval { layout, value, to_go, cone, pregoal }
    }

    /// For `side`'s stones `own` against the enemy stones `enemy`: material and
    /// advancement, the fewest rows any stone has to go, and the fewest rows a stone out of
    /// reach has to go (`u8::MAX` without one).
    #[inline]
    fn stones(&self, own: Cells, enemy: Cells, side: Side) -> (i32, u8, u8) {
        let s = side.index();
        let (mut sum, mut nearest, mut free_run) = (0, u8::MAX, u8::MAX);
        for i in own.iter() {
            sum += self.value[s][i];
            let go = self.to_go[s][i];
            nearest = nearest.min(go);
            if go < free_run && (self.cone[s][i] & enemy).is_empty() {
                free_run = go;
            }
        }
        (sum, nearest, free_run)
    }

    /// How many enemy stones `side` could capture moving in its best direction, at most three.
    #[inline]
    fn captures_ready(&self, pos: &Position, side: Side) -> i32 {
        let (own, them, layout) = (pos.bits(side), pos.bits(side.other()), self.layout);
        let ready = side.forward().map(|dir| {
            let d = dir as usize;
            ((own & layout.movable[d]).shift(layout.offset[d], layout.words) & them).count()
        });
        ready[0].max(ready[1]).min(3) as i32
    }

    /// How many of `side`'s stones the opponent could capture in either direction.
    #[inline]
    fn hanging(&self, pos: &Position, side: Side) -> i32 {
        let (own, them, layout) = (pos.bits(side), pos.bits(side.other()), self.layout);
        let [a, b] = side.other().forward().map(|dir| {
            let d = dir as usize;
            (them & layout.movable[d]).shift(layout.offset[d], layout.words) & own
        });
        (a | b).count() as i32
    }
}

impl Evaluate<Taacoca> for TaacocaEval {
    fn for_position(pos: &Position) -> TaacocaEval {
        TaacocaEval::new(pos.layout())
    }

    fn fits(&self, pos: &Position) -> bool {
        pos.size() == self.layout.size
    }

    fn evaluate(&self, pos: &Position) -> i32 {
        let (us, them) = (pos.turn(), pos.turn().other());
        let (ours, mut theirs) = (pos.bits(us), pos.bits(them));
        let (our_sum, our_nearest, our_run) = self.stones(ours, theirs, us);
        if our_nearest == 1 {
            return race_won(1);
        }
        // Enemy stones one step from their goal row must all be taken at once, now.
        let threats = theirs & self.pregoal[them.index()];
        let forced = !threats.is_empty();
        if forced {
            if !pos.can_take_all(threats) {
                return -race_won(2);
            }
            theirs = theirs.and_not(threats);
        }
        let (their_sum, their_nearest, their_run) = self.stones(theirs, ours, them);
        // We move first: our runner arrives on our k-th move (ply 2k - 1), before their m-th
        // when k <= m; theirs arrives on their m-th (ply 2m), before our k-th when m < k.
        if our_run <= their_nearest {
            return race_won(2 * u32::from(our_run) - 1);
        }
        if their_run < our_nearest {
            return -race_won(2 * u32::from(their_run));
        }
        let mobility = MOBILITY * (pos.mobile(us) as i32 - pos.mobile(them) as i32);
        // A forced capture is already counted (the threats left `theirs`): no other is ready.
        let ready = if forced { 0 } else { CAPTURE_READY * self.captures_ready(pos, us) };
        our_sum - their_sum + mobility + ready - HANGING * self.hanging(pos, us)
    }
}

impl MoveOrder<Taacoca> for TaacocaEval {
    #[inline]
    fn generate(&self, pos: &Position, captures_only: bool, scorer: &Scorer<'_>, out: &mut Vec<(Packed, i32)>) {
        // The quiescence search (`captures_only`) looks at winning moves, and at the moves
        // taking every enemy stone one step from its goal row (which must be taken now),
        // only: nearly every move of a crowded position captures something, and following
        // them all would be a full search; the evaluation's capture terms stand in for them.
        let wanted = if captures_only {
            let them = pos.turn().other();
            Wanted::WinningOrTaking(pos.bits(them) & self.pregoal[them.index()])
        } else {
            Wanted::All
        };
        // A move taking a single stone is ordered and reduced as a quiet one: in a crowded
        // position nearly every move takes one, so as captures they were all tied, learned
        // nothing from the killers and history, and kept late-move reductions off nearly
        // every move (3.6 times the nodes to depth 6 in a midgame of the README's).
        for_each_packed(pos, wanted, |m, captures, wins| {
            if wins {
                out.push((m, scorer.capture(m, GOAL_GAIN, 0)));
            } else if captures > 1 {
                out.push((m, scorer.capture(m, STONE * captures as i32, 0)));
            } else {
                out.push((m, scorer.quiet(m)));
            }
        });
    }

    /// Quiet for the killers as in [`Self::generate`]: taking at most one stone, not winning.
    #[inline]
    fn is_quiet(pos: &Position, m: Packed) -> bool {
        matches!(captures_of(pos, m), (0 | 1, false))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(text: &str) -> i32 {
        let pos: Position = text.parse().expect("a position");
        TaacocaEval::for_position(&pos).evaluate(&pos)
    }

    // Half-cell places on side 5 (row r from 0, index k): 2·(k − 1) + |r − 4|.

    #[test]
    fn a_stone_out_of_reach_wins_the_race_it_is_ahead_in() {
        // White d5 (place 9, 3 rows to go); Black b1 (place 3, 2 rows ahead of d5 but 6
        // half-cells aside: out of its cone) and f7 (below d5, 3 rows to go to row i).
        // White to move arrives on its 3rd move, before Black's 3rd.
        // White to move arrives on its 3rd move, ply 5.
        assert_eq!(eval("5/B5/7/4W3/9/6B1/7/6/5 w"), WIN - 5);
        // Black to move: f7 has no White stone ahead of it at all, so it arrives first, on
        // its 3rd move (f, g, h, then i): ply 5.
        assert_eq!(eval("5/B5/7/4W3/9/6B1/7/6/5 b"), WIN - 5);
    }

    #[test]
    fn an_enemy_in_the_cone_keeps_the_race_open() {
        // Black c4 (place 8) is one row ahead of White d5 (place 9) and one half-cell aside,
        // so each is in the other's cone; White h2 (place 5) has c4 five rows ahead, 3 aside.
        let open = eval("5/6/3B3/4W3/9/8/7/1W4/5 w");
        assert!(open.abs() < STONE * 20, "{open}");
        assert!(open > 0, "White is a stone up and can capture c4: {open}");
    }

    #[test]
    fn a_stone_one_step_from_its_goal_must_be_taken_at_once() {
        // Black h2 reaches row i next move. White i2 takes it going nw (with i4 and i5,
        // which step to h4 and h5): then White is three stones to Black's one.
        let takes = eval("B4/6/7/8/9/8/7/1B4/1W1WW w");
        assert!(takes > 100, "{takes}");
        // With i2 on i3 instead nothing lands on h2 (i3 goes to h3 or h4): Black wins next.
        assert_eq!(eval("B4/6/7/8/9/8/7/1B4/2WWW w"), -(WIN - 2));
        // Two such stones, h2 and h6, are taken by one move only if both fall to it: i2
        // takes h2 going nw, i5 takes h6 going ne, never together.
        assert_eq!(eval("B4/6/7/8/9/8/7/1B3B/1W1WW w"), -(WIN - 2));
    }
}
