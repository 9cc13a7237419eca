//! Properties of Taacoca's rules over random positions of every board side: notation round
//! trips, stones never increasing, `play` accepting exactly the listed moves, and the
//! search's move selections (taking a given set of stones, reaching the goal row) agreeing
//! with the listed moves played out.

use crate::taacoca_reference::Lcg;
use ::taacoca::{Cell, Cells, Direction, Move, Position, Side, Taacoca, Wanted, for_each_packed, row_len, rows};
use proptest::prelude::*;
use tactigon_core::GameRules;

/// A position `plies` random legal moves from the start of side `size` (fewer if the game ends).
fn random_position(size: u8, seed: u64, plies: usize) -> Position {
    let mut rng = Lcg(seed);
    let mut pos = Position::start(size).unwrap();
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos.play(&moves[rng.below(moves.len())]).unwrap();
    }
    pos
}

fn random_cell(rng: &mut Lcg, size: u8) -> Cell {
    let row = rng.below(rows(size) as usize) as u8;
    Cell::new(row, 1 + rng.below(row_len(size, row) as usize) as u8)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn positions_and_moves_read_back_as_written(size in 3u8..=13, seed in any::<u64>(), plies in 0usize..30) {
        let pos = random_position(size, seed, plies);
        let text = pos.to_string();
        prop_assert_eq!(text.parse::<Position>().unwrap(), pos);
        for m in pos.legal_moves() {
            prop_assert_eq!(m.to_string().parse::<Move>().unwrap(), m);
            prop_assert_eq!(m.to_string().to_uppercase().parse::<Move>().unwrap(), m);
        }
    }

    #[test]
    fn listed_moves_play_and_never_add_stones(size in 3u8..=13, seed in any::<u64>(), plies in 0usize..30) {
        let pos = random_position(size, seed, plies);
        let mover = pos.turn();
        for m in pos.legal_moves() {
            let mut next = pos;
            prop_assert!(next.play(&m).is_ok(), "{} refused in {}", m, pos);
            prop_assert_eq!(next.count(mover), pos.count(mover));
            prop_assert!(next.count(mover.other()) <= pos.count(mover.other()));
            prop_assert!(next.count(mover.other()) + 3 >= pos.count(mover.other()));
            prop_assert_eq!(next.turn(), mover.other());
        }
    }

    #[test]
    fn moves_not_listed_are_refused(size in 3u8..=13, seed in any::<u64>(), plies in 0usize..30, tries in any::<u64>()) {
        let pos = random_position(size, seed, plies);
        let legal = pos.legal_moves();
        let mut rng = Lcg(tries);
        let own: Vec<Cell> = pos.stones(pos.turn()).collect();
        for _ in 0..40 {
            let dir = Direction::ALL[rng.below(4)];
            let n = 1 + rng.below(3);
            // Half the tries pick the mover's own stones, which are the near misses.
            let cells: Vec<Cell> = (0..n)
                .map(|_| if rng.below(2) == 0 && !own.is_empty() { own[rng.below(own.len())] } else { random_cell(&mut rng, size) })
                .collect();
            let Ok(m) = Move::new(dir, &cells) else { continue };
            let mut next = pos;
            prop_assert_eq!(next.play(&m).is_ok(), legal.contains(&m), "{} in {}", m, pos);
            if !legal.contains(&m) {
                prop_assert_eq!(next, pos);
            }
        }
    }

    #[test]
    fn the_hash_is_the_hash_of_the_stones_and_turn(size in 3u8..=13, seed in any::<u64>(), plies in 0usize..30) {
        let pos = random_position(size, seed, plies);
        let again: Position = pos.to_string().parse().unwrap();
        prop_assert_eq!(again.hash(), pos.hash());
        let flipped: Position = pos.to_string().replace(" w", " x").replace(" b", " w").replace(" x", " b").parse().unwrap();
        prop_assert_ne!(flipped.hash(), pos.hash());
        prop_assert_eq!(pos.turn() == Side::White, flipped.turn() == Side::Black);
    }

    #[test]
    fn taking_a_set_of_stones_agrees_with_the_moves_played_out(size in 3u8..=13, seed in any::<u64>(), plies in 0usize..30, pick in any::<u64>()) {
        let pos = random_position(size, seed, plies);
        if pos.outcome().is_some() {
            // Both answer for the stones alone; the listed moves stop at the end.
            return Ok(());
        }
        let layout = pos.layout();
        let them = pos.turn().other();
        let enemy: Vec<Cell> = pos.stones(them).collect();
        // Enemy stones a step ahead of the mover's are the ones a move can take: draw from
        // them most of the time, and sometimes from any enemy stone.
        let within_reach: Vec<Cell> = enemy
            .iter()
            .copied()
            .filter(|&c| pos.stones(pos.turn()).any(|o| pos.turn().forward().iter().any(|&d| o.step(d, size) == Some(c))))
            .collect();
        let mut rng = Lcg(pick);
        for _ in 0..6 {
            let pool = if within_reach.is_empty() || rng.below(4) == 0 { &enemy } else { &within_reach };
            if pool.is_empty() {
                break;
            }
            let mut targets = Cells::EMPTY;
            for _ in 0..1 + rng.below(4) {
                targets = targets.with(layout.index(pool[rng.below(pool.len())]));
            }
            let takes_all = |m: &Move| {
                let mut next = pos;
                next.play(m).unwrap();
                (targets & next.bits(them)).is_empty()
            };
            let wins = |m: &Move| {
                let mut next = pos;
                next.play(m).unwrap();
                next.outcome().is_some_and(|o| o.winner == pos.turn())
            };
            let legal = pos.legal_moves();
            prop_assert_eq!(pos.can_take_all(targets), legal.iter().any(takes_all), "{} taking {:?}", pos, targets);
            let mut listed: Vec<Move> = Vec::new();
            for_each_packed(&pos, Wanted::WinningOrTaking(targets), |m, _, _| listed.push(Taacoca::unpack(&pos, m)));
            let mut expected: Vec<Move> = legal.iter().copied().filter(|m| takes_all(m) || wins(m)).collect();
            listed.sort_by_key(Move::to_string);
            expected.sort_by_key(Move::to_string);
            prop_assert_eq!(listed, expected, "{} taking {:?}", pos, targets);
        }
    }
}

/// Every set of one to three takeable enemy stones, in every position of many random games,
/// on the small boards where a side soon has few free stones (so the rare shapes of a taking
/// move, the taker beside a pair or heading a chain, come up).
#[test]
fn taking_every_small_set_of_stones_agrees_with_the_moves_played_out() {
    let mut checked = 0;
    for seed in 0..300u64 {
        let size = 3 + (seed % 4) as u8;
        let mut rng = Lcg(seed);
        let mut pos = Position::start(size).unwrap();
        while pos.outcome().is_none() {
            let them = pos.turn().other();
            let legal = pos.legal_moves();
            let taken: Vec<Cells> = legal
                .iter()
                .map(|m| {
                    let mut next = pos;
                    next.play(m).unwrap();
                    pos.bits(them).and_not(next.bits(them))
                })
                .collect();
            let reach: Vec<usize> = taken.iter().fold(Cells::EMPTY, |a, &b| a | b).iter().collect();
            for a in 0..reach.len() {
                for b in a..reach.len() {
                    for c in b..reach.len() {
                        let targets = Cells::EMPTY.with(reach[a]).with(reach[b]).with(reach[c]);
                        let expected = taken.iter().any(|&t| (targets & t) == targets);
                        assert_eq!(pos.can_take_all(targets), expected, "{pos} taking {targets:?}");
                        checked += 1;
                    }
                }
            }
            pos.play(&legal[rng.below(legal.len())]).unwrap();
        }
    }
    assert!(checked > 10_000, "{checked}");
}
