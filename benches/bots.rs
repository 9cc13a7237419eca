//! Bot speed: greedy move choice (goal: under 100 µs) and expert search to a fixed depth.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::sync::atomic::AtomicBool;
use std::time::Duration;
use tactigon_games::bots::{BotSpec, Limits};
use tactigon_rules::{Board, DrawRules, Game, Position, Rules};

/// A midgame position: triangles facing off in the centre, a green circle traded, 95 moves.
const MIDGAME: &str = "2/C1C3c1c/1S2Tt2s1/CTPS1C1sptc/1ST2t2s1/C2C2c1c/2 r 0 6";

fn games() -> [(&'static str, Game); 2] {
    let board = Board::standard();
    let start = Position::start(board, Rules::default());
    let mid = Position::from_tpn(board, Rules::default(), MIDGAME).expect("valid midgame TPN");
    [("start", Game::new(start, DrawRules::default())), ("midgame", Game::new(mid, DrawRules::default()))]
}

fn bots(c: &mut Criterion) {
    let stop = AtomicBool::new(false);
    for (name, game) in games() {
        let mut greedy = BotSpec::Greedy.build(1, Limits::default());
        c.bench_function(&format!("greedy {name}"), |b| b.iter(|| greedy.choose(black_box(&game), &stop)));
    }
    let mut group = c.benchmark_group("expert");
    group.sample_size(10).measurement_time(Duration::from_secs(10));
    for (name, game) in games() {
        for depth in [4, 6] {
            group.bench_function(format!("depth {depth} {name}"), |b| {
                // A fresh bot each time: an empty transposition table, as at a game's start.
                b.iter(|| {
                    let mut bot =
                        BotSpec::Expert(5).build(1, Limits { time: Duration::from_secs(60), depth: Some(depth) });
                    bot.choose(black_box(&game), &stop)
                })
            });
        }
    }
    group.finish();
}

criterion_group!(benches, bots);
criterion_main!(benches);
