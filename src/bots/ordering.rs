//! Move ordering for alpha-beta: the better the first moves tried, the more of the tree
//! is cut off. Order: the transposition-table move, winning and even captures (most
//! valuable victim, least valuable attacker, using the combat table), killer moves,
//! losing captures, then quiet moves by their history score.

use super::eval::PIECE_VALUE;
use crate::rules::{Combat, Kind};

/// A move packed as `from << 8 | to` tile indices; [`PASS`] and [`NONE`] are special.
pub type Packed = u16;
/// The pass move.
pub const PASS: Packed = u16::MAX;
/// No move (a step never starts and ends on the same tile 0).
pub const NONE: Packed = 0;
/// How deep the killer table goes; deeper plies get no killers.
pub const MAX_PLY: usize = 128;

const TT_MOVE: i32 = 1 << 30;
const GOOD_CAPTURE: i32 = 1 << 29;
const KILLER: i32 = 1 << 28;
const BAD_CAPTURE: i32 = 1 << 27;
const HISTORY_MAX: i32 = 1 << 20;

/// Packs a step by tile indices.
#[inline]
pub const fn pack(from: u8, to: u8) -> Packed {
    (from as u16) << 8 | to as u16
}

/// The tile indices of a packed step.
#[inline]
pub const fn unpack(m: Packed) -> (u8, u8) {
    ((m >> 8) as u8, m as u8)
}

/// What a capture wins in material: the victim, less the attacker when both fall.
/// The pentagon counts as more than everything else together.
#[inline]
pub fn capture_gain(attacker: Kind, victim: Kind) -> i32 {
    let won = if victim == Kind::Pentagon { 100_000 } else { PIECE_VALUE[victim.index()] };
    match attacker.attack(victim) {
        Combat::BothCaptured => won - PIECE_VALUE[attacker.index()],
        _ => won,
    }
}

/// Ordering score of a capture, attackers of lower value first among equal gains.
#[inline]
pub fn capture_score(attacker: Kind, victim: Kind) -> i32 {
    let gain = capture_gain(attacker, victim);
    let base = if gain >= 0 { GOOD_CAPTURE } else { BAD_CAPTURE };
    base + gain * 16 - PIECE_VALUE[attacker.index()] / 16
}

/// Whether an ordering score is a quiet move that is neither the table move nor a killer:
/// the moves late move reductions may search less deeply.
#[inline]
pub const fn is_plain_quiet(score: i32) -> bool {
    // Quiet moves score by history, at most HISTORY_MAX; losing captures sit far above that
    // even after their (negative) gain is added.
    score <= HISTORY_MAX
}

/// The score that puts the transposition-table move first.
pub const fn tt_score() -> i32 {
    TT_MOVE
}

/// Killer moves (quiet moves that caused a cut-off at the same ply) and the history
/// table (how often a quiet move from one tile to another caused a cut-off).
pub struct Heuristics {
    killers: Vec<[Packed; 2]>,
    history: Vec<i32>,
}

impl Default for Heuristics {
    fn default() -> Heuristics {
        Heuristics { killers: vec![[NONE; 2]; MAX_PLY], history: vec![0; 1 << 16] }
    }
}

impl Heuristics {
    /// The ordering score of a quiet move at `ply`.
    #[inline]
    pub fn quiet_score(&self, m: Packed, ply: usize) -> i32 {
        match self.killers.get(ply) {
            Some(k) if k[0] == m => KILLER + 1,
            Some(k) if k[1] == m => KILLER,
            _ => self.history[m as usize],
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
        let h = &mut self.history[m as usize];
        *h += depth * depth;
        if *h >= HISTORY_MAX {
            // Halving everything keeps the order while leaving room to learn.
            self.history.iter_mut().for_each(|v| *v /= 2);
        }
    }

    /// Forgets the killers (they belong to one search's plies) and ages the history.
    pub fn new_search(&mut self) {
        self.killers.fill([NONE; 2]);
        self.history.iter_mut().for_each(|v| *v /= 8);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn capture_order_follows_the_combat_table() {
        // Circle takes pentagon beats everything; a circle taking a square (wins 350)
        // beats a square taking a square (wins 350, but the attacker is worth more).
        assert!(capture_score(Kind::Circle, Kind::Pentagon) > capture_score(Kind::Circle, Kind::Square));
        assert!(capture_score(Kind::Circle, Kind::Square) > capture_score(Kind::Square, Kind::Square));
        // Triangle x circle loses both (100 - 300 < 0): after the killers.
        assert!(capture_score(Kind::Triangle, Kind::Circle) < KILLER);
        assert!(capture_score(Kind::Triangle, Kind::Circle) > HISTORY_MAX);
        assert!(!is_plain_quiet(capture_score(Kind::Triangle, Kind::Circle)));
        assert!(!is_plain_quiet(capture_score(Kind::Square, Kind::Triangle)));
        assert!(is_plain_quiet(HISTORY_MAX));
        assert_eq!(capture_gain(Kind::Square, Kind::Triangle), 300 - 350);
    }

    #[test]
    fn packing_round_trips() {
        assert_eq!(unpack(pack(52, 7)), (52, 7));
        assert_ne!(pack(0, 1), NONE);
    }
}
