//! Taacoca's side of the bots: a static evaluation and move ordering for the engine's
//! search.
//!
//! The evaluation, for the side to move minus the opponent, in the units of [`STONE`]:
//! - **Material and advancement**: a value per stone plus a bonus growing with the rows it
//!   has advanced and their square, scaled to the board (tables per cell).
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
//! - **Captures**: the side to move takes first: a bonus per enemy stone it can
//!   capture in its best direction (at most three); a penalty per own stone the opponent
//!   could capture next (less when one of its own stones could retake it).
//! - **Mobility** per stone that can step forward in some direction, a bonus per stone out
//!   of reach that does not decide the race yet, and one for having the move.
//!
//! What each term is worth is in [`WEIGHTS`] ([`terms`]).
//!
//! Moves are ordered by what they capture, two or three stones (a single capture ranks
//! with the quiet moves, by killers and history); a move reaching the goal row comes first. The
//! quiescence search follows those, and the moves taking every enemy stone one step from
//! its goal row.

mod terms;

pub use terms::{STONE, Terms, WEIGHTS, Weights};

use crate::{Cells, Layout, Position, Side, Taacoca, Wanted, captures_of, for_each_packed, rows};
use tactigon_core::search::WIN;
use tactigon_core::{Evaluate, MoveOrder, Packed, Scorer};

/// The score of a game the side to move wins in `plies` plies from here, as the search
/// scores a win found that far ahead.
pub const fn race_won(plies: u32) -> i32 {
    WIN - plies as i32
}

/// What reaching the goal row is worth in move ordering, above any capture.
const GOAL_GAIN: i32 = 10_000;

/// Taacoca's evaluation for positions of one board side: tables per side and cell index.
pub struct TaacocaEval {
    layout: &'static Layout,
    /// The rows a stone can advance in all (the board's rows less one).
    span: i32,
    /// Rows a stone here has advanced.
    advanced: [Vec<u8>; 2],
    /// Rows to the goal row.
    to_go: [Vec<u8>; 2],
    /// The enemy cells from which a stone here could ever be captured.
    cone: [Vec<Cells>; 2],
    /// The cells one row from the goal row.
    pregoal: [Cells; 2],
}

/// What [`TaacocaEval::stones`] sums over one side's stones.
struct Stones {
    /// How many, how many rows advanced in all, and the sum of their squares.
    count: i32,
    advance: i32,
    advance_squared: i32,
    /// Stones with no enemy in their cone.
    runners: i32,
    /// The fewest rows any stone has to go.
    nearest: u8,
    /// The fewest rows a stone out of reach has to go (`u8::MAX` without one).
    free_run: u8,
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
        let mut advanced = [vec![0; len], vec![0; len]];
        let mut to_go = [vec![0; len], vec![0; len]];
        let mut cone = [vec![Cells::EMPTY; len], vec![Cells::EMPTY; len]];
        let mut pregoal = [Cells::EMPTY; 2];
        for &i in &cells {
            let (r, x) = place(layout, i);
            for side in Side::BOTH {
                let left = if side == Side::White { r } else { span - r };
                advanced[side.index()][i] = (span - left) as u8;
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
        TaacocaEval { layout, span, advanced, to_go, cone, pregoal }
    }

    /// The rows a stone can advance in all on this board: the advancement terms' scale.
    pub const fn span(&self) -> i32 {
        self.span
    }

    /// For `side`'s stones `own` against the enemy stones `enemy`: their count and
    /// advancement, their runners, the fewest rows any stone has to go, and the fewest rows a
    /// stone out of reach has to go.
    #[inline]
    fn stones(&self, own: Cells, enemy: Cells, side: Side) -> Stones {
        let s = side.index();
        let mut sum =
            Stones { count: 0, advance: 0, advance_squared: 0, runners: 0, nearest: u8::MAX, free_run: u8::MAX };
        for i in own.iter() {
            let a = i32::from(self.advanced[s][i]);
            sum.count += 1;
            sum.advance += a;
            sum.advance_squared += a * a;
            let go = self.to_go[s][i];
            sum.nearest = sum.nearest.min(go);
            if (self.cone[s][i] & enemy).is_empty() {
                sum.runners += 1;
                sum.free_run = sum.free_run.min(go);
            }
        }
        sum
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

    /// The cells `side`'s stones could step onto (or capture on) in either direction.
    #[inline]
    fn reach(&self, pos: &Position, side: Side) -> Cells {
        let (own, layout) = (pos.bits(side), self.layout);
        let [a, b] = side.forward().map(|dir| {
            let d = dir as usize;
            (own & layout.movable[d]).shift(layout.offset[d], layout.words)
        });
        a | b
    }

    /// The terms of `pos` for its side to move, or the score of a game already decided: a
    /// stone about to reach its goal row, a threat that cannot be parried, a race won.
    pub fn terms(&self, pos: &Position) -> Result<Terms, i32> {
        let (us, them) = (pos.turn(), pos.turn().other());
        let (ours, mut theirs) = (pos.bits(us), pos.bits(them));
        let our = self.stones(ours, theirs, us);
        if our.nearest == 1 {
            return Err(race_won(1));
        }
        // Enemy stones one step from their goal row must all be taken at once, now.
        let threats = theirs & self.pregoal[them.index()];
        let forced = !threats.is_empty();
        if forced {
            if !pos.can_take_all(threats) {
                return Err(-race_won(2));
            }
            theirs = theirs.and_not(threats);
        }
        let their = self.stones(theirs, ours, them);
        // We move first: our runner arrives on our k-th move (ply 2k - 1), before their m-th
        // when k <= m; theirs arrives on their m-th (ply 2m), before our k-th when m < k.
        if our.free_run <= their.nearest {
            return Err(race_won(2 * u32::from(our.free_run) - 1));
        }
        if their.free_run < our.nearest {
            return Err(-race_won(2 * u32::from(their.free_run)));
        }
        let attacked = self.reach(pos, them) & ours;
        let defended = (attacked & self.reach(pos, us)).count() as i32;
        Ok(Terms {
            stones: our.count - their.count,
            advance_squared: our.advance_squared - their.advance_squared,
            advance: our.advance - their.advance,
            mobility: pos.mobile(us) as i32 - pos.mobile(them) as i32,
            // A forced capture is already counted (the threats left `theirs`): no other is ready.
            ready: if forced { 0 } else { self.captures_ready(pos, us) },
            hanging: attacked.count() as i32 - defended,
            hanging_defended: defended,
            runners: our.runners - their.runners,
        })
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
        match self.terms(pos) {
            Ok(terms) => WEIGHTS.score(&terms, self.span),
            Err(decided) => decided,
        }
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

    #[test]
    fn terms_count_a_capture_ready_and_a_defended_stone() {
        // White f4 and g4 against Black e4, White to move. f4 steps nw onto e4 (a capture
        // ready); e4 steps se onto f4 (attacked), which g4 could retake stepping nw.
        // Rows advanced: f4 3, g4 2 (5 in all, squares 13); e4 4 (square 16). Mobile: f4
        // (nw onto an enemy), g4 (ne to f5) and e4 (sw to f3). Every stone has an enemy in
        // its cone: no runners.
        let pos: Position = "5/6/7/8/3B5/3W4/3W3/6/5 w".parse().expect("a position");
        let eval = TaacocaEval::for_position(&pos);
        let expected = Terms {
            stones: 1,
            advance_squared: -3,
            advance: 1,
            mobility: 1,
            ready: 1,
            hanging: 0,
            hanging_defended: 1,
            runners: 0,
        };
        assert_eq!(eval.terms(&pos), Ok(expected));
        // 100 + 80 * -3 / 64 (-3.75, truncated to -3) + 4 + 60 - 20 = 141 at these weights.
        let w = Weights::from_array([100, 80, 0, 4, 60, 20, 20, 0, 0]);
        assert_eq!(w.score(&expected, eval.span()), 141);
    }
}
