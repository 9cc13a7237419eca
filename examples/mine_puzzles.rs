//! Mines "win in N" puzzles from self-play and prints them as a puzzle file:
//! `cargo run --release --example mine_puzzles -- [GAMES_PER_SETTING] > assets/puzzles.txt`, and
//! `… -- taacoca [GAMES_PER_SIZE] > assets/puzzles-taacoca.txt` for Taacoca's.
//!
//! Every setting (Tactigon's boards and rules, Taacoca's board sides) gets the same number of
//! games between bots of different strengths and seeds, on two threads; a position is kept
//! once (by its line's position fields).

use std::collections::HashSet;
use tactigon_core::History;
use tactigon_games::bots::BotSpec;
use tactigon_games::puzzles::mine::{Match, harvest, self_play};
use tactigon_games::puzzles::{Puzzle, PuzzleGame};
use tactigon_rules::{BUILTIN, Board, DrawRules, Game, Position, Rules, Tactigon};

/// The pairings played, in turn: weak bots blunder into positions with short wins.
const PAIRS: [[BotSpec; 2]; 4] = [
    [BotSpec::Greedy, BotSpec::Random],
    [BotSpec::Expert(2), BotSpec::Greedy],
    [BotSpec::Greedy, BotSpec::Expert(2)],
    [BotSpec::Expert(1), BotSpec::Expert(2)],
];

/// Taacoca's board sides mined: the standard 5 and the small and middling ones around it.
const TAACOCA_SIZES: [u8; 5] = [3, 4, 5, 6, 7];

fn main() {
    let mut args = std::env::args().skip(1).peekable();
    let taacoca = args.next_if(|a| a == "taacoca").is_some();
    let games: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(40);
    let lines = if taacoca {
        let mut matches = Vec::new();
        for size in TAACOCA_SIZES {
            let start = ::taacoca::new_game(::taacoca::Position::start(size).expect("a board side in range"));
            matches.extend((0..games).map(|seed| plan(start.clone(), seed)));
        }
        mine(&matches, "c", "Taacoca", "position")
    } else {
        let mut matches = Vec::new();
        for (name, _) in BUILTIN {
            let board = Board::builtin(name).expect("a built-in board");
            for (square_jump, gold_bonus) in [(false, false), (true, false), (false, true), (true, true)] {
                let rules = Rules { square_jump, gold_bonus };
                let start = Game::new(Position::start(board, rules), DrawRules::default());
                matches.extend((0..games).map(|seed| plan(start.clone(), seed)));
            }
        }
        mine::<Tactigon>(&matches, "w", "Tactigon", "board | rules | position (TPN)")
    };
    lines.iter().for_each(|l| println!("{l}"));
}

/// Game `seed` from `start`: the pairing by turns, the seed odd.
fn plan<G: PuzzleGame>(start: History<G>, seed: u64) -> Match<G> {
    Match { start, bots: PAIRS[seed as usize % PAIRS.len()], seed: seed * 2 + 1, expert_depth: 2 }
}

/// The puzzles of `matches`, as the lines of a puzzle file with ids `{prefix}N-001`, …
fn mine<G: PuzzleGame>(matches: &[Match<G>], prefix: &str, name: &str, fields: &str) -> Vec<String> {
    let halves: [Vec<&Match<G>>; 2] =
        [matches.iter().step_by(2).collect(), matches.iter().skip(1).step_by(2).collect()];
    let found: Vec<Puzzle<G>> = std::thread::scope(|s| {
        let workers: Vec<_> = halves
            .iter()
            .map(|part| s.spawn(move || part.iter().flat_map(|m| harvest(&self_play(m))).collect::<Vec<_>>()))
            .collect();
        workers.into_iter().flat_map(|w| w.join().expect("a miner thread")).collect()
    });
    let mut seen = HashSet::new();
    let mut kept: Vec<Puzzle<G>> = found.into_iter().filter(|p| seen.insert(G::write_position(&p.position))).collect();
    kept.sort_by_key(|p| (p.depth, G::setting(&p.position)));
    let mut lines = vec![
        format!("# {name} puzzles: id | N (plies) | {fields} | solution"),
        format!(
            "# Mined by examples/mine_puzzles.rs; `tactigon puzzles --game {} --verify` re-proves each.",
            name.to_lowercase()
        ),
    ];
    let mut counts = [0usize; 6];
    for mut p in kept {
        counts[p.depth as usize] += 1;
        p.id = format!("{prefix}{}-{:03}", p.depth, counts[p.depth as usize]);
        lines.push(p.to_string());
    }
    eprintln!("win in 1: {}, in 3: {}, in 5: {}", counts[1], counts[3], counts[5]);
    lines
}
