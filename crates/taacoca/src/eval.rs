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

use crate::cells::Set;
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
    /// The tables of cell sets, in the set type the board computes with.
    sets: SetTables,
}

/// The evaluation's cell sets: a `u128` each on boards of up to two words, where most
/// games are played, [`Cells`] on the larger ones.
enum SetTables {
    /// Boards of up to side 6.
    Narrow(Tables<u128>),
    /// Every board (boxed: ten-word sets make the tables large).
    Wide(Box<Tables<Cells>>),
}

/// The evaluation's cell sets of one board, in one set type.
struct Tables<S> {
    /// The enemy cells from which a stone here could ever be captured.
    cone: [Vec<S>; 2],
    /// The cells one row from the goal row.
    pregoal: [S; 2],
    /// Per direction, the cells whose step stays on the board.
    movable: [S; 4],
}

impl<S: Set> Tables<S> {
    /// The tables in set type `S`, from the same tables in [`Cells`].
    fn of(wide: &Tables<Cells>) -> Tables<S> {
        Tables {
            cone: wide.cone.each_ref().map(|cells| cells.iter().map(|&c| S::of(c)).collect()),
            pregoal: wide.pregoal.map(S::of),
            movable: wide.movable.map(S::of),
        }
    }
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
        let mut eval = TaacocaEval::wide(layout);
        if layout.words <= 2
            && let SetTables::Wide(wide) = &eval.sets
        {
            eval.sets = SetTables::Narrow(Tables::of(wide));
        }
        eval
    }

    /// The tables for the board of `layout`, its sets as [`Cells`] whatever its size.
    fn wide(layout: &'static Layout) -> TaacocaEval {
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
                    pregoal[side.index()].insert(i);
                }
                for &e in &cells {
                    let (re, xe) = place(layout, e);
                    let ahead = if side == Side::White { r - re } else { re - r };
                    if ahead > 0 && (xe - x).abs() <= ahead {
                        cone[side.index()][i].insert(e);
                    }
                }
            }
        }
        let sets = SetTables::Wide(Box::new(Tables { cone, pregoal, movable: layout.movable }));
        TaacocaEval { layout, span, advanced, to_go, sets }
    }

    /// The cells one row from `side`'s goal row.
    fn pregoal(&self, side: Side) -> Cells {
        match &self.sets {
            SetTables::Narrow(t) => t.pregoal[side.index()].cells(),
            SetTables::Wide(t) => t.pregoal[side.index()],
        }
    }

    /// The rows a stone can advance in all on this board: the advancement terms' scale.
    pub const fn span(&self) -> i32 {
        self.span
    }

    /// For `side`'s stones `own` against the enemy stones `enemy`: their count and
    /// advancement, their runners, the fewest rows any stone has to go, and the fewest rows a
    /// stone out of reach has to go.
    #[inline]
    fn stones<S: Set>(&self, t: &Tables<S>, own: S, enemy: S, side: Side) -> Stones {
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
            if (t.cone[s][i] & enemy).is_empty() {
                sum.runners += 1;
                sum.free_run = sum.free_run.min(go);
            }
        }
        sum
    }

    /// `side`'s stones `own` moved one step in each of its forward directions (those whose
    /// step stays on the board).
    #[inline]
    fn steps<S: Set>(&self, t: &Tables<S>, own: S, side: Side) -> [S; 2] {
        let layout = self.layout;
        side.forward().map(|dir| (own & t.movable[dir as usize]).shift(layout.offset[dir as usize], layout.words))
    }

    /// How many of `side`'s stones `own` have a forward step onto a cell without an own stone.
    #[inline]
    fn mobile<S: Set>(&self, t: &Tables<S>, own: S, side: Side) -> i32 {
        let layout = self.layout;
        let [a, b] = side.forward().map(|dir| {
            let d = dir as usize;
            (own & t.movable[d]).and_not(own.shift(-layout.offset[d], layout.words))
        });
        (a | b).count() as i32
    }

    /// The terms of `pos` for its side to move, or the score of a game already decided: a
    /// stone about to reach its goal row, a threat that cannot be parried, a race won.
    pub fn terms(&self, pos: &Position) -> Result<Terms, i32> {
        match &self.sets {
            SetTables::Narrow(t) => self.terms_in(pos, t),
            SetTables::Wide(t) => self.terms_in(pos, t),
        }
    }

    /// [`Self::terms`] computed with the sets of `t`.
    #[inline]
    fn terms_in<S: Set>(&self, pos: &Position, t: &Tables<S>) -> Result<Terms, i32> {
        let (us, them) = (pos.turn(), pos.turn().other());
        let (ours, all_theirs) = (S::of(pos.bits(us)), S::of(pos.bits(them)));
        let our = self.stones(t, ours, all_theirs, us);
        if our.nearest == 1 {
            return Err(race_won(1));
        }
        // Enemy stones one step from their goal row must all be taken at once, now.
        let threats = all_theirs & t.pregoal[them.index()];
        let forced = !threats.is_empty();
        let mut theirs = all_theirs;
        if forced {
            if !pos.can_take_all(threats.cells()) {
                return Err(-race_won(2));
            }
            theirs = theirs.and_not(threats);
        }
        let their = self.stones(t, theirs, ours, them);
        // We move first: our runner arrives on our k-th move (ply 2k - 1), before their m-th
        // when k <= m; theirs arrives on their m-th (ply 2m), before our k-th when m < k.
        if our.free_run <= their.nearest {
            return Err(race_won(2 * u32::from(our.free_run) - 1));
        }
        if their.free_run < our.nearest {
            return Err(-race_won(2 * u32::from(their.free_run)));
        }
        // Our steps, worked out once: where we reach (to defend) and what we could take.
        let [left, right] = self.steps(t, ours, us);
        let [their_left, their_right] = self.steps(t, all_theirs, them);
        let attacked = (their_left | their_right) & ours;
        let defended = (attacked & (left | right)).count() as i32;
        Ok(Terms {
            stones: our.count - their.count,
            advance_squared: our.advance_squared - their.advance_squared,
            advance: our.advance - their.advance,
            mobility: self.mobile(t, ours, us) - self.mobile(t, all_theirs, them),
            // A forced capture is already counted (the threats left `theirs`): no other is ready.
            // Enemy stones capturable moving in our best direction, at most three.
            ready: if forced { 0 } else { (left & all_theirs).count().max((right & all_theirs).count()).min(3) as i32 },
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
            Wanted::WinningOrTaking(pos.bits(them) & self.pregoal(them))
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
mod tests;
