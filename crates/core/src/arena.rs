//! Matches between computer players of any game: the games spread over threads and the
//! statistics (wins, search totals, Wilson intervals, Elo).
//!
//! Per game: which players sit where, their seeds, how each game is played and how a report
//! names the endings (see `crate::arena` for Tactigon, whose games the match runner plays).

use super::SearchInfo;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// Plays games `0..games` with `play` on `jobs` threads, calling `progress(done)` after
/// each game (from whichever thread finished it); returns the results in game order.
pub fn run_games<R: Send>(
    games: usize,
    jobs: usize,
    play: impl Fn(usize) -> R + Sync,
    progress: &(dyn Fn(usize) + Sync),
) -> Vec<R> {
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let results = Mutex::new(Vec::with_capacity(games));
    std::thread::scope(|scope| {
        for _ in 0..jobs.clamp(1, games.max(1)) {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= games {
                        break;
                    }
                    let result = play(index);
                    results.lock().expect("no thread panics while holding the lock").push((index, result));
                    progress(done.fetch_add(1, Ordering::Relaxed) + 1);
                }
            });
        }
    });
    let mut results = results.into_inner().expect("no thread panicked while holding the lock");
    results.sort_by_key(|&(index, _)| index);
    results.into_iter().map(|(_, r)| r).collect()
}

/// What the searching bots of one game reported, summed over their moves.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct SearchTotals {
    /// Searches that reported (forced moves excluded).
    pub searches: u64,
    /// Sum of the completed depths.
    pub depth: u64,
    /// Nodes visited.
    pub nodes: u64,
    /// Time spent searching.
    pub time: Duration,
}

impl SearchTotals {
    /// Adds another game's (or move's) figures.
    pub fn add(&mut self, other: &SearchTotals) {
        self.searches += other.searches;
        self.depth += other.depth;
        self.nodes += other.nodes;
        self.time += other.time;
    }

    /// Adds one move's search; a search that completed no depth (a forced move) is not counted.
    pub fn add_search(&mut self, info: &SearchInfo) {
        if info.depth > 0 {
            self.add(&SearchTotals {
                searches: 1,
                depth: u64::from(info.depth),
                nodes: info.nodes,
                time: info.elapsed,
            });
        }
    }
}

/// Wins, losses and draws of one bot.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games won.
    pub wins: usize,
    /// Games lost.
    pub losses: usize,
    /// Games drawn.
    pub draws: usize,
}

impl Tally {
    /// Games played.
    pub fn games(&self) -> usize {
        self.wins + self.losses + self.draws
    }

    /// The score fraction, draws counting half.
    pub fn score(&self) -> f64 {
        (self.wins as f64 + self.draws as f64 / 2.0) / self.games().max(1) as f64
    }
}

/// z for a two-sided 95% interval.
const Z95: f64 = 1.959_963_984_540_054;

/// The Wilson score interval at 95% for `successes` out of `n` (may be fractional).
pub fn wilson(successes: f64, n: f64) -> (f64, f64) {
    if n <= 0.0 {
        return (0.0, 1.0);
    }
    let p = successes / n;
    let z2 = Z95 * Z95;
    let denom = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denom;
    let half = Z95 / denom * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// The Elo difference that predicts a score fraction (infinite at 0 and 1).
pub fn elo(score: f64) -> f64 {
    -400.0 * (1.0 / score - 1.0).log10()
}

/// An Elo difference with its 95% error margin, or bounds when the score is 0 or 1.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum EloEstimate {
    /// The estimate and the half-width of its 95% interval.
    Finite {
        /// The Elo difference.
        elo: f64,
        /// Half the width of the 95% interval.
        margin: f64,
    },
    /// Every game won (or lost): the difference is at least (most) this, at 95%.
    Bound(f64),
}

impl Tally {
    /// Bot's Elo advantage over its opponent, from the score with draws as half: the
    /// margin comes from the spread of the per-game scores (a normal approximation).
    pub fn elo(&self) -> EloEstimate {
        let n = self.games() as f64;
        let s = self.score();
        if s <= 0.0 || s >= 1.0 {
            let (lo, hi) = wilson(s * n, n);
            return EloEstimate::Bound(if s >= 1.0 { elo(lo) } else { elo(hi) });
        }
        let var = (self.wins as f64 * (1.0 - s).powi(2)
            + self.draws as f64 * (0.5 - s).powi(2)
            + self.losses as f64 * s.powi(2))
            / n;
        let se = (var / n).sqrt();
        let lo = (s - Z95 * se).max(1e-6);
        let hi = (s + Z95 * se).min(1.0 - 1e-6);
        EloEstimate::Finite { elo: elo(s), margin: (elo(hi) - elo(lo)) / 2.0 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_matches_hand_values() {
        // 8 of 10: p = 0.8, z² = 3.8415; centre = (0.8 + 0.19207) / 1.38415 = 0.71674;
        // half = 1.95996 / 1.38415 * sqrt(0.016 + 0.0096037) = 0.22664 → 0.4901 .. 0.9433.
        let (lo, hi) = wilson(8.0, 10.0);
        assert!((lo - 0.4901).abs() < 1e-3 && (hi - 0.9433).abs() < 1e-3, "{lo} {hi}");
    }

    #[test]
    fn elo_of_three_quarters_is_about_191() {
        // 400 * log10(3) = 190.85.
        assert!((elo(0.75) - 190.85).abs() < 0.01);
        let t = Tally { wins: 10, losses: 0, draws: 0 };
        assert!(matches!(t.elo(), EloEstimate::Bound(b) if b > 0.0));
    }

    #[test]
    fn games_come_back_in_order_whatever_the_threads() {
        let seen = AtomicUsize::new(0);
        let squares = run_games(9, 4, |i| i * i, &|done| {
            seen.fetch_max(done, Ordering::Relaxed);
        });
        assert_eq!(squares, [0, 1, 4, 9, 16, 25, 36, 49, 64]);
        assert_eq!(seen.load(Ordering::Relaxed), 9);
    }
}
