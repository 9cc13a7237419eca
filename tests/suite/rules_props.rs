//! Properties that hold after every ply of random games, on the standard and large
//! boards under all four rule settings.

use crate::common;

use proptest::prelude::*;
use tactigon_rules::{Board, Kind, Move, Position, Side};

/// Pieces per side and kind.
fn material(p: &Position) -> [[u32; 4]; 2] {
    Side::ALL.map(|s| Kind::ALL.map(|k| p.count(s, k)))
}

fn check_invariants(p: &Position) -> Result<(), TestCaseError> {
    let all = p.board().all();
    let (red, green) = (p.side_bits(Side::Red), p.side_bits(Side::Green));
    prop_assert_eq!(red & green, 0, "a tile holds two pieces: {}", p);
    for side in Side::ALL {
        let mut union = 0;
        for kind in Kind::ALL {
            let bits = p.piece_bits(side, kind);
            prop_assert_eq!(union & bits, 0, "{} {} overlaps another kind: {}", side, kind, p);
            union |= bits;
        }
        prop_assert_eq!(union, p.side_bits(side), "kinds and side disagree: {}", p);
    }
    prop_assert_eq!((red | green) & !all, 0, "a piece off the board: {}", p);
    let rebuilt = Position::from_tpn(p.board(), p.rules(), &p.to_tpn()).unwrap();
    prop_assert_eq!(rebuilt.hash(), p.hash(), "incremental hash differs from a fresh one: {}", p);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn random_games_keep_their_invariants(
        board in 0usize..2,
        rules in 0usize..4,
        choices in proptest::collection::vec(any::<u16>(), 1..150),
        probes in proptest::collection::vec((any::<u8>(), any::<u8>(), any::<bool>()), 150),
    ) {
        let board = Board::builtin(["standard", "large"][board]).unwrap();
        let mut pos = Position::start(board, common::ALL_RULES[rules].1);
        for (&choice, &(a, b, capture)) in choices.iter().zip(&probes) {
            check_invariants(&pos)?;
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            for &m in &moves {
                let mut copy = pos;
                prop_assert_eq!(copy.play(m), Ok(()), "listed move {} rejected in {}", m, pos);
            }
            // A random step (or a pass) that is not listed must be rejected without a trace.
            let n = board.len() as u8;
            for probe in [
                Move::Step { from: board.tile(a % n), to: board.tile(b % n), capture },
                Move::Pass,
            ] {
                if !moves.contains(&probe) {
                    let mut copy = pos;
                    prop_assert!(copy.play(probe).is_err(), "unlisted move {} accepted in {}", probe, pos);
                    prop_assert_eq!(copy, pos);
                }
            }
            let before = material(&pos);
            pos.play(moves[choice as usize % moves.len()]).unwrap();
            let after = material(&pos);
            for (s, side) in Side::ALL.iter().enumerate() {
                for (k, kind) in Kind::ALL.iter().enumerate() {
                    prop_assert!(after[s][k] <= before[s][k], "{} {}s increased: {}", side, kind, pos);
                }
            }
        }
    }
}
