//! What a game tells its bots beyond the rules: how good a position looks, and which moves
//! to try first.

use super::search::order::{self, Heuristics};
use super::{GameRules, Packed};

/// A static evaluation of game `G`'s positions, built once per board or variant.
pub trait Evaluate<G: GameRules>: Sized {
    /// An evaluator for positions like `pos` (same board and variant).
    fn for_position(pos: &G::Position) -> Self;

    /// Whether this evaluator was built for positions like `pos`.
    fn fits(&self, pos: &G::Position) -> bool;

    /// How good `pos` looks for its side to move; 0 is even. A game the evaluation finds
    /// decided (Taacoca's won race) scores as the search scores a win: `WIN - n` for a win
    /// of the side to move `n` plies from `pos`, `-(WIN - n)` for a loss
    /// ([`WIN`](crate::search::WIN)); the search counts those plies from its own root.
    fn evaluate(&self, pos: &G::Position) -> i32;

    /// The evaluator kept in `slot`, rebuilt first unless it fits `pos`: bots keep theirs
    /// from move to move, since building one costs more than a search's first ply.
    fn kept<'a>(slot: &'a mut Option<Self>, pos: &G::Position) -> &'a Self {
        if !slot.as_ref().is_some_and(|e| e.fits(pos)) {
            *slot = Some(Self::for_position(pos));
        }
        slot.as_ref().expect("just filled")
    }
}

/// Move generation for the search: packed moves with their ordering scores.
pub trait MoveOrder<G: GameRules>: Evaluate<G> {
    /// Appends to `out` every move of `pos` (or, with `captures_only`, every capture, for
    /// the quiescence search), scored by `scorer`. Without `captures_only` the list is
    /// never left empty in an undecided position: a player without a move passes.
    fn generate(&self, pos: &G::Position, captures_only: bool, scorer: &Scorer<'_>, out: &mut Vec<(Packed, i32)>);

    /// Whether packed move `m` of `pos` is quiet (not a capture, not a pass): the moves the
    /// killer and history tables learn from.
    fn is_quiet(pos: &G::Position, m: Packed) -> bool;

    /// Whether the search generates this game's moves in stages (the table move, then
    /// [`MoveOrder::generate`]'s captures and the killers, then
    /// [`MoveOrder::generate_quiet`]) instead of all at once: worth it where a node has many
    /// moves and most nodes cut off after the first.
    const STAGED: bool = false;

    /// Appends to `out` the moves of `pos` that `generate` with `captures_only` leaves out
    /// (the quiet moves, and any capture the quiescence search does not follow), scored by
    /// `scorer`; the pass may be left out, since the search passes when no stage lists a
    /// move. A game that stages lists them without listing the others.
    fn generate_quiet(&self, pos: &G::Position, scorer: &Scorer<'_>, out: &mut Vec<(Packed, i32)>) {
        let mut noisy = Vec::new();
        self.generate(pos, true, scorer, &mut noisy);
        let start = out.len();
        self.generate(pos, false, scorer, out);
        retain_from(out, start, |m| !noisy.iter().any(|n| n.0 == m));
    }

    /// Whether `m` (any packed value: a table move or a killer may come from another
    /// position) is a move of `pos` other than the pass. A game that stages answers it
    /// without generating every move.
    fn is_move(&self, pos: &G::Position, m: Packed) -> bool {
        let mut all = Vec::new();
        G::legal_moves(pos, &mut all);
        all.into_iter().any(|x| x != G::pass() && G::pack(pos, x) == m)
    }
}

/// Keeps of `moves[start..]` the moves `keep` accepts, in their order (`Vec::retain` for
/// the tail of a list whose head stays).
pub(crate) fn retain_from(moves: &mut Vec<(Packed, i32)>, start: usize, keep: impl Fn(Packed) -> bool) {
    let mut kept = start;
    for r in start..moves.len() {
        if keep(moves[r].0) {
            moves[kept] = moves[r];
            kept += 1;
        }
    }
    moves.truncate(kept);
}

/// Gives moves their ordering scores at one node: the transposition-table move first,
/// then captures by their gain, killers, losing captures, and quiet moves by history.
pub struct Scorer<'a> {
    tt_move: Packed,
    heuristics: &'a Heuristics,
    /// The node's killers, looked up once.
    killers: [Packed; 2],
}

impl Scorer<'_> {
    /// The scorer of a node at `ply` whose transposition-table move is `tt_move`
    /// ([`crate::NO_MOVE`] for none).
    #[inline]
    pub fn new(tt_move: Packed, heuristics: &Heuristics, ply: usize) -> Scorer<'_> {
        Scorer { tt_move, heuristics, killers: heuristics.killers_at(ply) }
    }

    /// The node's killers, newest first ([`crate::NO_MOVE`] where none).
    #[inline]
    pub fn killers(&self) -> [Packed; 2] {
        self.killers
    }

    /// The score of quiet move `m`.
    #[inline]
    pub fn quiet(&self, m: Packed) -> i32 {
        if m == self.tt_move { order::TT_MOVE } else { self.heuristics.quiet_score_with(self.killers, m) }
    }

    /// The score of capture `m` that wins `gain` (negative when it loses material) with an
    /// attacker worth `attacker`: cheaper attackers first among equal gains.
    #[inline]
    pub fn capture(&self, m: Packed, gain: i32, attacker: i32) -> i32 {
        if m == self.tt_move { order::TT_MOVE } else { order::capture_score(gain, attacker) }
    }
}
