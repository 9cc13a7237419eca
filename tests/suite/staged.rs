//! Tactigon's staged move generation against the rules' own move list: the captures and the
//! quiet moves are the legal moves, each once; a table move or killer from anywhere is
//! recognised as a move exactly when the rules list it; and the search's picker hands out
//! every legal move once, the table move first and scores never rising (peeking at the next
//! one changes nothing), or stops before the quiet moves when they would be pruned.

use crate::common;

use proptest::prelude::*;
use std::collections::BTreeSet;
use tactigon_core::search::order::{Heuristics, TT_MOVE};
use tactigon_core::search::picker::Picker;
use tactigon_core::{GameRules, MoveOrder, NO_MOVE, Packed, Scorer};
use tactigon_rules::eval::Evaluator;
use tactigon_rules::{BUILTIN, Board, Move, PACKED_PASS, Position, Tactigon, unpack_step};

/// The legal steps of `pos` packed, by the rules' move list (no pass).
fn legal(pos: &Position) -> BTreeSet<Packed> {
    pos.legal_moves().into_iter().filter(|&m| m != Move::Pass).map(|m| Tactigon::pack(pos, m)).collect()
}

/// The moves a picker hands out, with their scores, until it says none is left.
fn picked(
    eval: &Evaluator,
    pos: &Position,
    heuristics: &Heuristics,
    tt_move: Packed,
    skip_quiet: bool,
) -> Vec<(Packed, i32)> {
    let mut picker = Picker::new(Vec::new(), tt_move);
    std::iter::from_fn(|| picker.next(eval, pos, heuristics, 0, skip_quiet)).collect()
}

/// Whether `m` ends on a piece of the side not to move.
fn takes(pos: &Position, m: Packed) -> bool {
    let to = unpack_step(m).1;
    pos.piece_at_index(to).is_some_and(|p| p.side != pos.turn())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn the_stages_list_the_legal_moves_once(
        board in 0usize..BUILTIN.len(),
        rules in 0usize..4,
        choices in proptest::collection::vec(any::<u16>(), 1..100),
        probes in proptest::collection::vec(any::<u16>(), 16),
    ) {
        let board = Board::builtin(BUILTIN[board].0).unwrap();
        let eval = Evaluator::new(board);
        let mut pos = Position::start(board, common::ALL_RULES[rules].1);
        let mut heuristics = Heuristics::default();
        for (ply, &choice) in choices.iter().enumerate() {
            if pos.outcome().is_some() {
                break;
            }
            let legal = legal(&pos);
            let tpn = pos.to_tpn();
            let scorer = Scorer::new(NO_MOVE, &heuristics, 0);
            let (mut captures, mut quiet) = (Vec::new(), Vec::new());
            eval.generate(&pos, true, &scorer, &mut captures);
            eval.generate_quiet(&pos, &scorer, &mut quiet);
            let captures: Vec<Packed> = captures.into_iter().map(|m| m.0).collect();
            let quiet: Vec<Packed> = quiet.into_iter().map(|m| m.0).collect();
            prop_assert!(captures.iter().all(|&m| takes(&pos, m)), "a capture takes a piece in {}", tpn);
            prop_assert!(quiet.iter().all(|&m| !takes(&pos, m)), "a quiet move takes none in {}", tpn);
            let both: BTreeSet<Packed> = captures.iter().chain(&quiet).copied().collect();
            prop_assert_eq!(both.len(), captures.len() + quiet.len(), "no move twice in {}", tpn);
            prop_assert_eq!(&both, &legal, "the stages are the legal moves in {}", tpn);

            // Any packed value is a move exactly when the rules list it.
            let others = [NO_MOVE, PACKED_PASS, 0x0101, 0xFFFE];
            for &m in legal.iter().chain(&probes).chain(&others) {
                prop_assert_eq!(eval.is_move(&pos, m), legal.contains(&m), "{:?} in {}", unpack_step(m), tpn);
            }

            // A killer that is a legal quiet move here, one that is not, and a table move
            // that is legal one ply in two (garbage otherwise).
            let moves: Vec<Packed> = legal.iter().copied().collect();
            if let Some(&k) = quiet.get(usize::from(choice) % quiet.len().max(1)) {
                heuristics.cutoff(k, 0, 1);
            }
            heuristics.cutoff(probes[ply % probes.len()] | 1, 0, 1);
            let tt_move = if ply % 2 == 0 && !moves.is_empty() { moves[usize::from(choice) % moves.len()] } else { probes[0] };

            let all = picked(&eval, &pos, &heuristics, tt_move, false);
            let handed: Vec<Packed> = all.iter().map(|m| m.0).collect();
            let distinct: BTreeSet<Packed> = handed.iter().copied().collect();
            prop_assert_eq!(distinct.len(), handed.len(), "each move once in {}", tpn);
            if legal.is_empty() {
                prop_assert_eq!(handed, vec![PACKED_PASS], "a player without a step passes in {}", tpn);
            } else {
                prop_assert_eq!(&distinct, &legal, "the picker hands out the legal moves in {}", tpn);
                prop_assert!(all.windows(2).all(|w| w[0].1 >= w[1].1), "best first in {}: {:?}", tpn, all);
                if legal.contains(&tt_move) {
                    prop_assert_eq!(all[0], (tt_move, TT_MOVE), "the table move first in {}", tpn);
                }
            }

            // Peeking, as the search does to make the next child early, changes nothing: a
            // peek names the move handed out next (or nothing, before a stage not yet
            // generated), and the moves come out in the same order.
            let mut picker = Picker::new(Vec::new(), tt_move);
            let mut with_peeks = Vec::new();
            for step in 0usize.. {
                let look = probes[step % probes.len()] >> (step % 16) & 1 == 1;
                let peek = if look { picker.peek() } else { None };
                if look {
                    prop_assert_eq!(picker.peek(), peek, "a second peek agrees in {}", tpn);
                }
                let Some(m) = picker.next(&eval, &pos, &heuristics, 0, false) else {
                    prop_assert_eq!(peek, None, "a peek at nothing in {}", tpn);
                    break;
                };
                if let Some(p) = peek {
                    prop_assert_eq!(p, m.0, "the peeked move comes next in {}", tpn);
                }
                with_peeks.push(m);
            }
            prop_assert_eq!(&with_peeks, &all, "the same order with peeks in {}", tpn);

            // With the quiet moves pruned, the picker stops after the table move, the
            // captures and the killers that are legal quiet moves here (if it gave any).
            let killers = Scorer::new(NO_MOVE, &heuristics, 0).killers();
            let noisy: BTreeSet<Packed> = captures
                .iter()
                .chain(killers.iter().filter(|k| quiet.contains(k)))
                .chain(std::iter::once(&tt_move).filter(|m| legal.contains(m)))
                .copied()
                .collect();
            let pruned: BTreeSet<Packed> = picked(&eval, &pos, &heuristics, tt_move, true).into_iter().map(|m| m.0).collect();
            if !noisy.is_empty() {
                prop_assert_eq!(&pruned, &noisy, "only the noisy stages in {}", tpn);
            }

            let m = pos.legal_moves()[usize::from(choice) % pos.legal_moves().len()];
            pos.play(m).unwrap();
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// The trait's own `generate_quiet` and `is_move`, for a game that does not override them
    /// (Taacoca generates all at once, but a game may stage with these alone).
    #[test]
    fn the_default_stages_list_the_legal_moves_once(
        size in 3u8..=6,
        choices in proptest::collection::vec(any::<u16>(), 1..60),
        probes in proptest::collection::vec(any::<u16>(), 16),
    ) {
        use tactigon_core::Evaluate;
        use taacoca::{Taacoca, eval::TaacocaEval};
        let mut pos = taacoca::Position::start(size).unwrap();
        let eval = TaacocaEval::for_position(&pos);
        let heuristics = Heuristics::default();
        for &choice in &choices {
            if pos.outcome().is_some() {
                break;
            }
            let legal: BTreeSet<Packed> = pos.legal_moves().into_iter().map(|m| Taacoca::pack(&pos, m)).collect();
            let scorer = Scorer::new(NO_MOVE, &heuristics, 0);
            let (mut captures, mut quiet) = (Vec::new(), Vec::new());
            eval.generate(&pos, true, &scorer, &mut captures);
            eval.generate_quiet(&pos, &scorer, &mut quiet);
            let both: BTreeSet<Packed> = captures.iter().chain(&quiet).map(|m| m.0).collect();
            prop_assert_eq!(both.len(), captures.len() + quiet.len(), "no move twice in {}", pos);
            prop_assert_eq!(&both, &legal, "the stages are the legal moves in {}", pos);
            for &m in legal.iter().chain(&probes) {
                prop_assert_eq!(eval.is_move(&pos, m), legal.contains(&m), "{} in {}", m, pos);
            }
            let mut picker = Picker::new(Vec::new(), NO_MOVE);
            let handed: Vec<Packed> = std::iter::from_fn(|| picker.next(&eval, &pos, &heuristics, 0, false)).map(|m| m.0).collect();
            prop_assert_eq!(handed.iter().copied().collect::<BTreeSet<_>>(), legal.clone());
            prop_assert_eq!(handed.len(), legal.len());
            let moves = pos.legal_moves();
            pos.play(&moves[usize::from(choice) % moves.len()]).unwrap();
        }
    }
}
