//! Fits the weights of Taacoca's evaluation terms to self-play results (Texel tuning):
//! `cargo run --release -p taacoca --example tune_taacoca -- [GAMES] [DEPTH] [SIZE]`
//! (defaults 3000 games, depth 4, side 5), printing the fitted weights as the Rust
//! constant [`taacoca::eval::WEIGHTS`] holds them. The games are played with the weights
//! of the build, so that running it again after putting the fitted weights in the constant
//! fits them to games of the new evaluation.
//!
//! The games: the strongest expert against itself at a fixed depth, each from its own
//! 2 to 8 random plies from the start (game `n`'s moves fixed by `n`), on two threads.
//! Every position after the random plies whose game the evaluation does not already call
//! decided is a sample: its terms ([`taacoca::eval::Terms`]) and whether its side to move
//! went on to win. The fit is a logistic regression (Newton's method on the log-loss), the
//! weights then put in the playing weights' units: divided by the logits per unit that
//! predict the results best with the playing weights, so that a margin of the search means
//! the same odds as before. The games of even index fit the
//! weights, those of odd index check them: the log-loss of both the fitted and the playing
//! weights on the held-out half (each at its own best scale) is printed on stderr, so a fit
//! that only learned its own games shows.

use std::sync::atomic::AtomicBool;
use taacoca::eval::{TaacocaEval, WEIGHTS, Weights};
use taacoca::{Position, Taacoca, new_game};
use tactigon_core::{Evaluate, ExpertBot, Limits, Player};

/// The number of weights (and terms, the tempo counting as a term that is always 1).
const N: usize = 9;

/// One position's features and whether its side to move won.
type Sample = ([f64; N], bool);

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(3000);
    let depth: u32 = args.next().and_then(|a| a.parse().ok()).unwrap_or(4);
    let size: u8 = args.next().and_then(|a| a.parse().ok()).unwrap_or(5);
    let start = Position::start(size).expect("a board side from 3 to 13");
    let eval = TaacocaEval::for_position(&start);
    let halves: Vec<Vec<Sample>> = std::thread::scope(|s| {
        let eval = &eval;
        let workers: Vec<_> = (0..2u64)
            .map(|half| {
                s.spawn(move || {
                    (0..games).filter(|g| g % 2 == half).flat_map(|g| play(start, g, depth, eval)).collect()
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().expect("a self-play thread")).collect()
    });
    let (fit, check) = (&halves[0], &halves[1]);
    eprintln!("{} samples to fit, {} to check, from {games} games at depth {depth}", fit.len(), check.len());
    let logits = newton(fit);
    // In the playing weights' units: the logits per unit that predict best with them.
    let playing = WEIGHTS;
    let (_, per_unit) = best_scale(fit, &playing);
    let fitted = Weights::from_array(std::array::from_fn(|i| (logits[i] / per_unit).round() as i32));
    let [old, new] = [playing, fitted].map(|w| best_scale(check, &w).0);
    eprintln!("{per_unit:.6} logits per unit; held-out log-loss: playing weights {old:.5}, fitted {new:.5}");
    println!("{fitted:#?}");
}

/// The samples of self-play game `n` from `start`.
fn play(start: Position, n: u64, depth: u32, eval: &TaacocaEval) -> Vec<Sample> {
    let mut rng = n.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x5DEE_CE66;
    let mut next = move || {
        // splitmix64: enough randomness for openings, and no dependency.
        rng = rng.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = rng;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    let mut game = new_game(start);
    let random_plies = 2 + next() % 7;
    for _ in 0..random_plies {
        let moves = game.legal_moves();
        if moves.is_empty() || game.play(moves[(next() % moves.len() as u64) as usize]).is_err() {
            return Vec::new();
        }
    }
    let limits = Limits { time: std::time::Duration::from_secs(60), depth: Some(depth) };
    let mut bot = ExpertBot::<Taacoca, TaacocaEval>::new(5, n, limits);
    let (stop, mut seen) = (AtomicBool::new(false), Vec::new());
    while game.outcome().is_none() {
        let pos = *game.position();
        if let Ok(terms) = eval.terms(&pos) {
            seen.push((terms.features(eval.span()), pos.turn()));
        }
        let m = bot.choose(&game, &stop);
        if game.play(m).is_err() {
            return Vec::new();
        }
    }
    let winner = game.outcome().map(|o| o.winner);
    seen.into_iter().map(|(f, side)| (f, Some(side) == winner)).collect()
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

fn dot(w: &[f64; N], f: &[f64; N]) -> f64 {
    w.iter().zip(f).map(|(a, b)| a * b).sum()
}

/// The mean log-loss of predicting the samples by `sigmoid(w · f)`.
fn loss(samples: &[Sample], w: &[f64; N]) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|(f, won)| {
            let p = sigmoid(dot(w, f)).clamp(1e-12, 1.0 - 1e-12);
            if *won { -p.ln() } else { -(1.0 - p).ln() }
        })
        .sum();
    total / samples.len().max(1) as f64
}

/// The logistic regression's weights (in logits per unit of each feature): Newton's method
/// with a little ridge so that a term that never varies stays at 0.
fn newton(samples: &[Sample]) -> [f64; N] {
    let mut w = [0.0; N];
    for _ in 0..30 {
        let (mut grad, mut hess) = ([0.0; N], [[0.0; N]; N]);
        for (f, won) in samples {
            let p = sigmoid(dot(&w, f));
            let (err, curve) = (p - f64::from(u8::from(*won)), p * (1.0 - p));
            for i in 0..N {
                grad[i] += err * f[i];
                for j in 0..N {
                    hess[i][j] += curve * f[i] * f[j];
                }
            }
        }
        for i in 0..N {
            grad[i] += 1e-3 * w[i];
            hess[i][i] += 1e-3;
        }
        let step = solve(hess, grad);
        w.iter_mut().zip(step).for_each(|(wi, s)| *wi -= s);
        if step.iter().map(|s| s.abs()).fold(0.0, f64::max) < 1e-9 {
            break;
        }
    }
    w
}

/// `x` with `a x = b`, by Gaussian elimination with partial pivoting.
fn solve(mut a: [[f64; N]; N], mut b: [f64; N]) -> [f64; N] {
    for c in 0..N {
        let p = (c..N).max_by(|&i, &j| a[i][c].abs().total_cmp(&a[j][c].abs())).unwrap_or(c);
        a.swap(c, p);
        b.swap(c, p);
        if a[c][c].abs() < 1e-12 {
            continue;
        }
        let (pivot, rhs) = (a[c], b[c]);
        for r in c + 1..N {
            let k = a[r][c] / pivot[c];
            a[r].iter_mut().zip(pivot).skip(c).for_each(|(x, p)| *x -= k * p);
            b[r] -= k * rhs;
        }
    }
    let mut x = [0.0; N];
    for c in (0..N).rev() {
        let rest: f64 = (c + 1..N).map(|j| a[c][j] * x[j]).sum();
        x[c] = if a[c][c].abs() < 1e-12 { 0.0 } else { (b[c] - rest) / a[c][c] };
    }
    x
}

/// The log-loss of weights `w` (in evaluation units) on `samples` at the scale from
/// evaluation units to logits that suits them best (searched over powers of 1.1), and that scale.
fn best_scale(samples: &[Sample], w: &Weights) -> (f64, f64) {
    let units: [f64; N] = w.to_array().map(f64::from);
    (0..120)
        .map(|k| {
            let scale = 1e-5 * 1.1f64.powi(k);
            (loss(samples, &units.map(|u| u * scale)), scale)
        })
        .fold((f64::INFINITY, 0.0), |a, b| if b.0 < a.0 { b } else { a })
}
