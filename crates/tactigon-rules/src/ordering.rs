//! Tactigon's side of the search: its evaluation plugged into the engine, and move
//! generation with ordering scores. Captures are ordered by what they win in material
//! (most valuable victim, least valuable attacker, using the combat table); the engine
//! puts them among the transposition-table move, killers and history-ordered quiet moves.

use super::eval::{Evaluator, PIECE_VALUE};
use crate::hex::bits::{Ones, Word};
use crate::{Bits, Combat, Kind, PACKED_PASS, Position, Tactigon, bit, pack_step, unpack_step};
use tactigon_core::{Evaluate, MoveOrder, Packed, Scorer};

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

impl Evaluate<Tactigon> for Evaluator {
    fn for_position(pos: &Position) -> Evaluator {
        Evaluator::new(pos.board())
    }

    fn fits(&self, pos: &Position) -> bool {
        self.is_for(pos.board())
    }

    #[inline]
    fn evaluate(&self, pos: &Position) -> i32 {
        Evaluator::evaluate(self, pos)
    }
}

impl Evaluator {
    /// The captures of the side to move, scored, with sets of width `W`.
    #[inline]
    fn captures<W: Word>(&self, pos: &Position, scorer: &Scorer<'_>, out: &mut Vec<(Packed, i32)>) {
        let us = pos.turn();
        let them = us.other();
        for kind in Kind::ALL {
            // Only the enemy pieces this kind may take (a pentagon takes only the pentagon).
            let targets = W::of(pos.targets(kind));
            if targets == W::ZERO {
                continue;
            }
            let destinations = pos.destinations_of(kind);
            for from in Ones(W::of(pos.piece_bits(us, kind))) {
                // None within reach even as the crow flies: skip the flood fill.
                if W::of(self.within(from, pos.steps(from, kind) as usize)) & targets == W::ZERO {
                    continue;
                }
                for to in Ones(W::of(destinations(from)) & targets) {
                    let m = pack_step(from, to);
                    if let Some(victim) = pos.kind_at(them, to) {
                        out.push((m, scorer.capture(m, capture_gain(kind, victim), PIECE_VALUE[kind.index()])));
                    }
                }
            }
        }
    }
}

/// The moves of the side to move onto empty tiles, scored, with sets of width `W`.
#[inline]
fn quiet<W: Word>(pos: &Position, scorer: &Scorer<'_>, out: &mut Vec<(Packed, i32)>) {
    let us = pos.turn();
    let empty = W::of(pos.empty_bits());
    for kind in Kind::ALL {
        let destinations = pos.destinations_of(kind);
        for from in Ones(W::of(pos.piece_bits(us, kind))) {
            for to in Ones(W::of(destinations(from)) & empty) {
                let m = pack_step(from, to);
                out.push((m, scorer.quiet(m)));
            }
        }
    }
}

impl MoveOrder<Tactigon> for Evaluator {
    /// The captures, then (unless `captures_only`) the quiet moves of
    /// [`MoveOrder::generate_quiet`]: the search takes them in these stages anyway.
    #[inline]
    fn generate(&self, pos: &Position, captures_only: bool, scorer: &Scorer<'_>, out: &mut Vec<(Packed, i32)>) {
        if self.narrow() {
            self.captures::<u64>(pos, scorer, out)
        } else {
            self.captures::<Bits>(pos, scorer, out)
        }
        if !captures_only {
            self.generate_quiet(pos, scorer, out);
            if out.is_empty() {
                // No step: pass (a second pass in a row is an outcome the search saw already).
                out.push((PACKED_PASS, 0));
            }
        }
    }

    #[inline]
    fn is_quiet(pos: &Position, m: Packed) -> bool {
        m != PACKED_PASS && pos.side_bits(pos.turn().other()) & bit(unpack_step(m).1) == 0
    }

    /// A node lists 82 moves on average and two thirds of the nodes that list them cut off
    /// at the first, mostly a capture or a killer.
    const STAGED: bool = true;

    #[inline]
    fn generate_quiet(&self, pos: &Position, scorer: &Scorer<'_>, out: &mut Vec<(Packed, i32)>) {
        if self.narrow() { quiet::<u64>(pos, scorer, out) } else { quiet::<Bits>(pos, scorer, out) }
    }

    #[inline]
    fn is_move(&self, pos: &Position, m: Packed) -> bool {
        let (from, to) = unpack_step(m);
        if m == PACKED_PASS || usize::from(from.max(to)) >= pos.board().len() {
            return false;
        }
        match pos.piece_at_index(from) {
            Some(piece) if piece.side == pos.turn() => pos.destinations(from, piece.kind) & bit(to) != 0,
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tactigon_core::search::order::{TT_MOVE, capture_score, is_plain_quiet};

    /// The engine's ordering score of a capture by `attacker` of `victim`.
    fn score(attacker: Kind, victim: Kind) -> i32 {
        capture_score(capture_gain(attacker, victim), PIECE_VALUE[attacker.index()])
    }

    #[test]
    fn capture_order_follows_the_combat_table() {
        use Kind::{Circle as C, Pentagon as P, Square as S, Triangle as T};
        // RULES.md §3 with values 100/300/350 and 100_000 for the pentagon: the victim's
        // value, less the attacker's where both are captured (triangle x circle,
        // square x triangle). Square x circle and the pentagon x anything else are not allowed.
        let table = [
            (C, C, 100),
            (C, T, 300),
            (C, S, 350),
            (C, P, 100_000),
            (T, C, 100 - 300),
            (T, T, 300),
            (T, S, 350),
            (T, P, 100_000),
            (S, T, 300 - 350),
            (S, S, 350),
            (S, P, 100_000),
            (P, P, 100_000),
        ];
        for (attacker, victim, gain) in table {
            assert_eq!(capture_gain(attacker, victim), gain, "{attacker:?} x {victim:?}");
        }
        // The engine's bands: 2^29 + 16 * gain - attacker / 16 for winning captures,
        // 2^27 + ... for losing ones.
        assert_eq!(score(C, P), (1 << 29) + 1_600_000 - 6);
        assert_eq!(score(S, S), (1 << 29) + 5_600 - 21);
        assert_eq!(score(T, C), (1 << 27) - 3_200 - 18);
        // Circle takes pentagon beats everything but the table move; a circle taking a
        // square beats a square taking a square (same gain, cheaper attacker); losing
        // captures come after even the smallest winning one and are not plain quiet moves.
        assert!(TT_MOVE > score(C, P));
        assert!(score(C, P) > score(C, S) && score(C, S) > score(S, S));
        assert!(score(T, C) < score(C, C) && score(S, T) < score(C, C));
        assert!(!is_plain_quiet(score(T, C)));
        assert!(!is_plain_quiet(score(S, T)));
    }

    #[test]
    fn packing_round_trips() {
        // from << 8 | to, by hand: 52 * 256 + 7 = 13_319, 0 * 256 + 1 = 1.
        assert_eq!(pack_step(52, 7), 13_319);
        assert_eq!(pack_step(0, 1), 1);
        assert_eq!(pack_step(1, 0), 256);
        for (from, to) in [(52, 7), (0, 1), (1, 0), (106, 105), (7, 52)] {
            assert_eq!(unpack_step(pack_step(from, to)), (from, to));
            assert_ne!(pack_step(from, to), tactigon_core::NO_MOVE);
            assert_ne!(pack_step(from, to), PACKED_PASS);
        }
        assert_ne!(PACKED_PASS, tactigon_core::NO_MOVE);
    }
}
