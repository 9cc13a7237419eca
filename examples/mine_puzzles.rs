//! Mines "win in N" puzzles from self-play and prints them as a puzzle file:
//! `cargo run --release --example mine_puzzles -- [GAMES_PER_SETTING] > assets/puzzles.txt`.
//!
//! Every board and rule setting gets the same number of games between bots of different
//! strengths and seeds, on two threads; a position is kept once (by its TPN and settings).

use std::collections::HashSet;
use tactigon_games::bots::BotSpec;
use tactigon_games::puzzles::mine::{Match, harvest, self_play};
use tactigon_games::puzzles::{Puzzle, rules_text};
use tactigon_rules::{BUILTIN, Board, Rules};

/// The pairings played, in turn: weak bots blunder into positions with short wins.
const PAIRS: [(BotSpec, BotSpec); 4] = [
    (BotSpec::Greedy, BotSpec::Random),
    (BotSpec::Expert(2), BotSpec::Greedy),
    (BotSpec::Greedy, BotSpec::Expert(2)),
    (BotSpec::Expert(1), BotSpec::Expert(2)),
];

fn main() {
    let games: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(40);
    let mut matches = Vec::new();
    for (name, _) in BUILTIN {
        let board = Board::builtin(name).expect("a built-in board");
        for (square_jump, gold_bonus) in [(false, false), (true, false), (false, true), (true, true)] {
            let rules = Rules { square_jump, gold_bonus };
            for seed in 0..games {
                let (red, green) = PAIRS[seed as usize % PAIRS.len()];
                matches.push(Match { board, rules, red, green, seed: seed * 2 + 1, expert_depth: 2 });
            }
        }
    }
    let halves: Vec<Vec<Match>> =
        vec![matches.iter().step_by(2).copied().collect(), matches.iter().skip(1).step_by(2).copied().collect()];
    let found: Vec<Puzzle> = std::thread::scope(|s| {
        let workers: Vec<_> = halves
            .iter()
            .map(|part| s.spawn(move || part.iter().flat_map(|m| harvest(&self_play(m))).collect::<Vec<_>>()))
            .collect();
        workers.into_iter().flat_map(|w| w.join().expect("a miner thread")).collect()
    });
    let mut seen = HashSet::new();
    let mut kept: Vec<Puzzle> = found.into_iter().filter(|p| seen.insert(p.to_string())).collect();
    kept.sort_by_key(|p| (p.depth, p.position.board().len(), rules_text(p.position.rules())));
    println!("# Tactigon puzzles: id | N (plies) | board | rules | position (TPN) | solution");
    println!("# Mined by examples/mine_puzzles.rs; `tactigon puzzles --verify` re-proves each.");
    let mut counts = [0usize; 6];
    for mut p in kept {
        counts[p.depth as usize] += 1;
        p.id = format!("w{}-{:03}", p.depth, counts[p.depth as usize]);
        println!("{p}");
    }
    eprintln!("win in 1: {}, in 3: {}, in 5: {}", counts[1], counts[3], counts[5]);
}
