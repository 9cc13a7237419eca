//! The moves of one interior node in the order the search tries them.
//!
//! A game that generates in stages ([`MoveOrder::STAGED`]) has its table move tried first,
//! then its captures with the node's killers, then its quiet moves, each stage generated only
//! when the one before is used up without a cut-off: most nodes cut off after a move or two,
//! and building and scoring the quiet moves was most of the cost of such a node. Others
//! generate every move at once. Within a list, [`pick`] takes the best-scored move next.

use super::order::{Heuristics, TT_MOVE};
use super::scores::pick;
use crate::evaluate::retain_from;
use crate::{GameRules, MoveOrder, NO_MOVE, Packed, Scorer};

/// What the next generation adds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// Nothing generated yet.
    Start,
    /// The table move has been listed (if it is a move here): the captures and killers next.
    Noisy,
    /// The captures and killers have been listed: the quiet moves next.
    Quiet,
    /// Every move has been listed.
    Done,
}

/// One node's moves, generated stage by stage and handed out best first.
pub struct Picker {
    list: Vec<(Packed, i32)>,
    /// How many moves have been handed out (the first ones of `list`).
    given: usize,
    stage: Stage,
    tt_move: Packed,
    /// The quiet moves listed before the quiet stage (the table move, the killers), which
    /// that stage must not list again; [`NO_MOVE`] where none.
    listed: [Packed; 3],
    /// Whether the next move to hand out has been picked already ([`Picker::peek`]).
    peeked: bool,
}

impl Picker {
    /// The moves of a node whose table move is `tt_move` ([`NO_MOVE`] for none), listed in
    /// `list` (a reused buffer, emptied here).
    pub fn new(mut list: Vec<(Packed, i32)>, tt_move: Packed) -> Picker {
        list.clear();
        Picker { list, given: 0, stage: Stage::Start, tt_move, listed: [NO_MOVE; 3], peeked: false }
    }

    /// The buffer back, for the next node at this ply.
    pub fn into_list(self) -> Vec<(Packed, i32)> {
        self.list
    }

    /// The next move to try with its ordering score, or `None` when none is left.
    /// `skip_quiet`: plain quiet moves would not be tried now (futility or late-move
    /// pruning), so once a move has been tried the quiet stage is not generated.
    pub fn next<G: GameRules, E: MoveOrder<G>>(
        &mut self,
        eval: &E,
        pos: &G::Position,
        heuristics: &Heuristics,
        ply: usize,
        skip_quiet: bool,
    ) -> Option<(Packed, i32)> {
        while self.given == self.list.len() {
            // Each stage scores with the history as it is now: the moves tried before have
            // taught it what cut off below them.
            let scorer = Scorer::new(self.tt_move, heuristics, ply);
            match self.stage {
                Stage::Start if !E::STAGED => {
                    eval.generate(pos, false, &scorer, &mut self.list);
                    self.stage = Stage::Done;
                }
                Stage::Start => {
                    if self.tt_move != NO_MOVE && eval.is_move(pos, self.tt_move) {
                        self.list.push((self.tt_move, TT_MOVE));
                        self.listed[0] = self.tt_move;
                    }
                    self.stage = Stage::Noisy;
                }
                Stage::Noisy => {
                    let start = self.list.len();
                    eval.generate(pos, true, &scorer, &mut self.list);
                    self.drop_listed(start);
                    for (slot, k) in scorer.killers().into_iter().enumerate() {
                        if k != NO_MOVE && k != self.tt_move && E::is_quiet(pos, k) && eval.is_move(pos, k) {
                            self.list.push((k, scorer.quiet(k)));
                            self.listed[slot + 1] = k;
                        }
                    }
                    self.stage = Stage::Quiet;
                }
                Stage::Quiet => {
                    self.stage = Stage::Done;
                    if skip_quiet && self.given > 0 {
                        return None;
                    }
                    let start = self.list.len();
                    eval.generate_quiet(pos, &scorer, &mut self.list);
                    self.drop_listed(start);
                    if self.list.is_empty() {
                        // No move at all: the player passes.
                        self.list.push((G::pack(pos, G::pass()), 0));
                    }
                }
                Stage::Done => return None,
            }
        }
        let i = self.given;
        self.given += 1;
        if !std::mem::take(&mut self.peeked) {
            pick(&mut self.list, i);
        }
        Some(self.list[i])
    }

    /// The move [`Picker::next`] will hand out next if it is among the moves already listed
    /// (a later stage is not generated early: it is scored with the history as it will be
    /// then). Scores in a list never change, so the answer is the same now as later.
    pub fn peek(&mut self) -> Option<Packed> {
        if self.given == self.list.len() {
            return None;
        }
        if !self.peeked {
            pick(&mut self.list, self.given);
            self.peeked = true;
        }
        Some(self.list[self.given].0)
    }

    /// Removes from `list[start..]` the moves listed by an earlier stage.
    fn drop_listed(&mut self, start: usize) {
        let listed = self.listed;
        retain_from(&mut self.list, start, |m| !listed.contains(&m));
    }
}
