//! Properties of Taacoca's rules over random positions of every board side: notation round
//! trips, stones never increasing, and `play` accepting exactly the listed moves.

use crate::taacoca_reference::Lcg;
use proptest::prelude::*;
use tactigon::taacoca::{Cell, Direction, Move, Position, Side, row_len, rows};

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
}
