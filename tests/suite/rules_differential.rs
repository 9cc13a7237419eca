//! The fast engine against the plain reference generator of `tests/suite/common`: the same move
//! set, the same positions after every move and the same outcome, on thousands of
//! positions (seeded random playouts and random piece placements), for all four rule
//! settings, on the standard and the larger boards.

use crate::common;

use common::{ALL_RULES, RefEnd, RefPos, engine_notation, ref_board, rng, rows_and_side};
use rand::RngExt;
use tactigon_rules::{Board, Outcome, Position, Rules, Side, WinReason};

/// The engine's outcome in the reference's terms (history draws do not arise here).
fn as_ref_end(o: Option<Outcome>) -> Option<RefEnd> {
    o.map(|o| match o {
        Outcome::Win { winner, reason: WinReason::PentagonCaptured } => RefEnd::Pentagon(winner == Side::Red),
        Outcome::Win { winner, reason: WinReason::GoldTiles } => RefEnd::Gold(winner == Side::Red),
        Outcome::Draw(_) => RefEnd::NoMoves,
        Outcome::Win { reason: WinReason::Forfeit(_), .. } => unreachable!("a position is never forfeited"),
    })
}

fn assert_same(pos: &Position, reference: &RefPos, context: &str) {
    assert_eq!(rows_and_side(pos), reference.tpn(), "{context}: positions differ");
    assert_eq!(engine_notation(pos), reference.legal_notation(), "{context}: move sets differ at {pos}");
    assert_eq!(as_ref_end(pos.outcome()), reference.outcome(), "{context}: outcomes differ at {pos}");
    assert_eq!(pos.count_legal_moves(), reference.legal_moves().len() as u64, "{context}: count at {pos}");
}

/// Plays `games` seeded random games of up to `plies` plies on both implementations,
/// comparing after every ply; returns how many positions were compared.
fn playouts(board_name: &str, rules: Rules, games: u64, plies: usize) -> usize {
    let board = Board::builtin(board_name).unwrap();
    let rb = ref_board(board_name);
    let mut compared = 0;
    for seed in 0..games {
        let mut r = rng(seed * 7919 + 17);
        let mut pos = Position::start(board, rules);
        let mut reference = RefPos::start(&rb, rules);
        for ply in 0..plies {
            let context = format!("{board_name} {rules:?} seed {seed} ply {ply}");
            assert_same(&pos, &reference, &context);
            compared += 1;
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[r.random_range(0..moves.len())];
            pos.play(m).unwrap();
            reference.play_notation(&m.to_string());
        }
    }
    compared
}

/// Random placements: compares the move sets, then plays every legal move on both and
/// compares the resulting positions. Returns how many move sets were compared.
fn placements(board_name: &str, rules: Rules, count: u64) -> usize {
    let board = Board::builtin(board_name).unwrap();
    let rb = ref_board(board_name);
    let mut r = rng(0x5EED ^ count);
    let mut compared = 0;
    for i in 0..count {
        // Dense and sparse boards; now and then a side without its pentagon (game over).
        let density = [0.1, 0.25, 0.45, 0.7][(i % 4) as usize];
        let tpn = common::random_tpn(&rb, &mut r, density, i % 37 == 0);
        let pos = Position::from_tpn(board, rules, &tpn).unwrap();
        let reference = RefPos::from_tpn(&rb, rules, &tpn);
        let context = format!("{board_name} {rules:?} placement {tpn}");
        assert_same(&pos, &reference, &context);
        compared += 1;
        for (k, m) in pos.legal_moves().into_iter().enumerate() {
            let mut child = pos;
            child.play(m).unwrap();
            let mut ref_child = reference.clone();
            ref_child.play_notation(&m.to_string());
            // Every child's placement is compared (combat results); the full move sets of
            // every eighth, to keep the run short.
            if k % 8 == 0 {
                assert_same(&child, &ref_child, &format!("{context} after {m}"));
                compared += 1;
            } else {
                assert_eq!(rows_and_side(&child), ref_child.tpn(), "{context} after {m}");
            }
        }
    }
    compared
}

#[test]
fn playouts_standard_board() {
    let mut n = 0;
    for (_, rules) in ALL_RULES {
        n += playouts("standard", rules, 25, 160);
    }
    assert!(n > 4000, "only {n} positions compared");
}

#[test]
fn playouts_larger_boards() {
    let mut n = 0;
    for (_, rules) in ALL_RULES {
        n += playouts("large", rules, 8, 160);
        n += playouts("huge", rules, 5, 160);
    }
    assert!(n > 2000, "only {n} positions compared");
}

#[test]
fn random_placements_standard_board() {
    let mut n = 0;
    for (_, rules) in ALL_RULES {
        n += placements("standard", rules, 250);
    }
    assert!(n > 2000, "only {n} positions compared");
}

#[test]
fn random_placements_larger_boards() {
    let mut n = 0;
    for (_, rules) in ALL_RULES {
        n += placements("large", rules, 80);
        n += placements("huge", rules, 50);
    }
    assert!(n > 4000, "only {n} positions compared");
}

/// Passes: placements where the side to move is walled in come up rarely at random, so
/// this walks random playouts from a position where Red must pass, on both implementations.
#[test]
fn playouts_through_a_pass() {
    let rb = ref_board("standard");
    // Red: pentagon a1, squares a2 b4 b5, walled in by green circles b3 b6 c4 c5 c6.
    let tpn = "PS/2cSSc3/3ccc4/11/10/9/1p r";
    for (name, rules) in ALL_RULES {
        for seed in 0..10 {
            let mut r = rng(seed);
            let mut pos = Position::from_tpn(Board::standard(), rules, tpn).unwrap();
            let mut reference = RefPos::from_tpn(&rb, rules, tpn);
            for ply in 0..60 {
                assert_same(&pos, &reference, &format!("{name} seed {seed} ply {ply}"));
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let m = moves[r.random_range(0..moves.len())];
                pos.play(m).unwrap();
                reference.play_notation(&m.to_string());
            }
        }
    }
}
