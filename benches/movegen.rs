//! Move generation and perft speed: `cargo bench --bench movegen`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use tactigon_rules::{Board, Position, Rules, perft};

/// A busy midgame position on the standard board, 91 legal moves: a seeded 30-ply random
/// playout (a midgame line of tests/suite/fixtures/perft.txt).
const MIDGAME: &str = "2/C1T2c2c/STSp5t/C1P3cs2c/C4C1cs1/2C1Ttcs1/2 r";

fn positions() -> [(&'static str, Position); 2] {
    let board = Board::standard();
    [
        ("start", Position::start(board, Rules::default())),
        ("midgame", Position::from_tpn(board, Rules::default(), MIDGAME).expect("valid TPN")),
    ]
}

fn movegen(c: &mut Criterion) {
    let mut group = c.benchmark_group("movegen");
    for (name, pos) in positions() {
        let mut moves = Vec::with_capacity(128);
        group.bench_function(format!("legal_moves_into/{name}"), |b| {
            b.iter(|| {
                black_box(&pos).legal_moves_into(&mut moves);
                black_box(moves.len())
            })
        });
        group.bench_function(format!("count_legal_moves/{name}"), |b| b.iter(|| black_box(&pos).count_legal_moves()));
    }
    group.finish();
}

fn perft4(c: &mut Criterion) {
    let start = Position::start(Board::standard(), Rules::default());
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    group.throughput(Throughput::Elements(16_416_695));
    group.bench_function("standard start depth 4", |b| b.iter(|| perft(black_box(&start), 4)));
    group.finish();
}

criterion_group!(benches, movegen, perft4);
criterion_main!(benches);
