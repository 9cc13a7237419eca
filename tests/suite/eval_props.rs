//! The evaluation's count of pieces that can move onto a pentagon agrees with the legal
//! moves onto it, after every ply of random games on every built-in board and rule setting.

use crate::common;

use proptest::prelude::*;
use std::collections::BTreeSet;
use tactigon_rules::eval::Evaluator;
use tactigon_rules::{BUILTIN, BitsIter, Board, Kind, Move, Position, Side};

/// The distinct pieces of `side.other()` with a legal move onto `side`'s pentagon when
/// they are to move, from the move list alone.
fn attackers_by_moves(pos: &Position, side: Side) -> Option<usize> {
    let pentagon = BitsIter(pos.piece_bits(side, Kind::Pentagon)).next()?;
    let target = pos.board().tile(pentagon);
    let flipped = pos.with_turn(side.other());
    if flipped.outcome().is_some() {
        // A decided position lists no moves at all.
        return None;
    }
    let from: BTreeSet<_> = flipped
        .legal_moves()
        .into_iter()
        .filter_map(|m| match m {
            Move::Step { from, to, .. } if to == target => Some(from),
            _ => None,
        })
        .collect();
    Some(from.len())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn pentagon_attackers_match_the_legal_moves(
        board in 0usize..BUILTIN.len(),
        rules in 0usize..4,
        choices in proptest::collection::vec(any::<u16>(), 1..120),
    ) {
        let board = Board::builtin(BUILTIN[board].0).unwrap();
        let evaluator = Evaluator::new(board);
        let mut pos = Position::start(board, common::ALL_RULES[rules].1);
        for &choice in &choices {
            for side in Side::ALL {
                if let Some(expected) = attackers_by_moves(&pos, side) {
                    let counted = evaluator.pentagon_attackers(&pos, side) as usize;
                    prop_assert_eq!(counted, expected, "attackers of {}'s pentagon in {}", side, pos.to_tpn());
                }
            }
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos.play(moves[choice as usize % moves.len()]).unwrap();
        }
    }
}
