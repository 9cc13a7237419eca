//! Taacoca's move generation, perft and evaluation speed: `cargo bench --bench taacoca`.

use ::taacoca::eval::TaacocaEval;
use ::taacoca::{Position, perft};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use tactigon_core::Evaluate;

/// A busy midgame of the standard board, 171 legal moves: the reference's seeded playout
/// (seed 1, ply 8) of tests/suite/fixtures/taacoca_perft.txt.
const MIDGAME: &str = "1BB1B/B3B1/1BBBB2/3W4/2W2B3/2B3W1/1W2W2/2WW1W/1WWW1 w";

fn positions() -> [(&'static str, Position); 3] {
    [
        ("start", Position::start(5).expect("a valid side")),
        ("midgame", MIDGAME.parse().expect("a valid position")),
        ("start side 13", Position::start(13).expect("a valid side")),
    ]
}

fn movegen(c: &mut Criterion) {
    let mut group = c.benchmark_group("taacoca");
    for (name, pos) in positions() {
        let mut moves = Vec::with_capacity(1024);
        group.bench_function(format!("legal_moves_into/{name}"), |b| {
            b.iter(|| {
                black_box(&pos).legal_moves_into(&mut moves);
                black_box(moves.len())
            })
        });
        let eval = TaacocaEval::for_position(&pos);
        group.bench_function(format!("evaluate/{name}"), |b| b.iter(|| eval.evaluate(black_box(&pos))));
    }
    group.finish();
}

fn perft3(c: &mut Criterion) {
    let start = Position::start(5).expect("a valid side");
    let mut group = c.benchmark_group("taacoca perft");
    group.sample_size(10);
    group.throughput(Throughput::Elements(352_408));
    group.bench_function("standard start depth 3", |b| b.iter(|| perft(black_box(&start), 3)));
    group.finish();
}

criterion_group!(benches, movegen, perft3);
criterion_main!(benches);
