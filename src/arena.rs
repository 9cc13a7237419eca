//! Bot-versus-bot matches: plays the games (in parallel if asked), and sums them up with
//! win rates, confidence intervals and an Elo difference. Nothing here prints; the
//! command line shows the [`Report`].
//!
//! Fairness: bot A (`--red`) and bot B (`--green`) swap colours every game and the side
//! that moves first changes every two games, so each block of four games plays every
//! combination once:
//!
//! | game k mod 4 | A plays | first to move | so moves first |
//! |---|---|---|---|
//! | 0 | Red   | Red   | A |
//! | 1 | Green | Red   | B |
//! | 2 | Red   | Green | B |
//! | 3 | Green | Green | A |

use crate::bots::{BotSpec, Limits};
use crate::rules::{Board, DrawReason, DrawRules, Game, Outcome, Position, Rules, Side, WinReason, splitmix};
use serde_json::{Value, json};
use std::fmt::Write;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

/// A game still going after this many plies is stopped and counted as a draw. With the
/// no-capture limit on it never happens (at most 26 captures, each at most that limit
/// apart); it keeps a match with the limit off from running for ever.
pub const MAX_PLIES: usize = 5_000;

/// What to play.
#[derive(Clone, Debug)]
pub struct Match {
    /// Bot A (`--red`) and bot B (`--green`).
    pub bots: [BotSpec; 2],
    /// How many games.
    pub games: usize,
    /// The base seed; each game's bots get seeds derived from it and the game number.
    pub seed: u64,
    /// How long the bots think.
    pub limits: Limits,
    /// The board.
    pub board: &'static Board,
    /// The advanced rules.
    pub rules: Rules,
    /// The house draw rules.
    pub draw_rules: DrawRules,
    /// How many games to play at once (threads).
    pub jobs: usize,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
    /// By the rules.
    Outcome(Outcome),
    /// Stopped after [`MAX_PLIES`] plies; counted as a draw.
    PlyCap,
}

impl Ending {
    /// A short name of the kind of ending, the same whoever won.
    pub fn kind(self) -> &'static str {
        match self {
            Ending::Outcome(Outcome::Win { reason: WinReason::PentagonCaptured, .. }) => "pentagon captured",
            Ending::Outcome(Outcome::Win { reason: WinReason::GoldTiles, .. }) => "gold tiles",
            Ending::Outcome(Outcome::Draw(DrawReason::NoMoves)) => "draw: no moves",
            Ending::Outcome(Outcome::Draw(DrawReason::Repetition)) => "draw: repetition",
            Ending::Outcome(Outcome::Draw(DrawReason::NoCapture(_))) => "draw: no-capture limit",
            Ending::PlyCap => "draw: ply cap",
        }
    }

    /// Every kind, in the order reports list them.
    pub const KINDS: [&'static str; 6] = [
        "pentagon captured",
        "gold tiles",
        "draw: no moves",
        "draw: repetition",
        "draw: no-capture limit",
        "draw: ply cap",
    ];
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
    fn add(&mut self, other: &SearchTotals) {
        self.searches += other.searches;
        self.depth += other.depth;
        self.nodes += other.nodes;
        self.time += other.time;
    }
}

/// One finished game.
#[derive(Clone, Debug, PartialEq)]
pub struct GameResult {
    /// The game number, from 0.
    pub index: usize,
    /// The colour bot A played (bot B played the other).
    pub a_side: Side,
    /// The side that moved first.
    pub first: Side,
    /// How it ended.
    pub ending: Ending,
    /// Plies played.
    pub plies: usize,
    /// The search figures of bot A and bot B.
    pub search: [SearchTotals; 2],
    /// The game itself, for records.
    pub game: Game,
}

impl GameResult {
    /// The winning bot (0 = A, 1 = B), if any.
    pub fn winner(&self) -> Option<usize> {
        match self.ending {
            Ending::Outcome(o) => o.winner().map(|w| usize::from(w != self.a_side)),
            Ending::PlyCap => None,
        }
    }
}

/// Bot A's colour and the first side to move in game `index` (see the module docs).
pub fn game_setup(index: usize) -> (Side, Side) {
    let a_side = if index.is_multiple_of(2) { Side::Red } else { Side::Green };
    let first = if (index / 2).is_multiple_of(2) { Side::Red } else { Side::Green };
    (a_side, first)
}

/// The seed of bot `bot` (0 or 1) in game `index`: independent of how games are spread
/// over threads, so a fixed-depth match gives the same results with any `--jobs`.
pub fn bot_seed(base: u64, index: usize, bot: usize) -> u64 {
    splitmix(base ^ splitmix(index as u64 * 2 + bot as u64))
}

/// Plays game `index` of a match.
pub fn play_game(m: &Match, index: usize) -> GameResult {
    let (a_side, first) = game_setup(index);
    let mut bots = [0, 1].map(|b| m.bots[b].build(bot_seed(m.seed, index, b), m.limits));
    let mut search = [SearchTotals::default(); 2];
    let mut game = Game::new(Position::start(m.board, m.rules).with_turn(first), m.draw_rules);
    let stop = AtomicBool::new(false);
    let ending = loop {
        if let Some(o) = game.outcome() {
            break Ending::Outcome(o);
        }
        if game.moves().len() >= MAX_PLIES {
            break Ending::PlyCap;
        }
        let who = usize::from(game.position().turn() != a_side);
        let mv = bots[who].choose(&game, &stop);
        if let Some(info) = bots[who].info().filter(|i| i.depth > 0) {
            search[who].add(&SearchTotals {
                searches: 1,
                depth: u64::from(info.depth),
                nodes: info.nodes,
                time: info.elapsed,
            });
        }
        if let Err(e) = game.play(mv) {
            panic!("{} chose an illegal move {mv} in {}: {e}", m.bots[who], game.position());
        }
    };
    GameResult { index, a_side, first, ending, plies: game.moves().len(), search, game }
}

/// Plays every game of a match on `m.jobs` threads, calling `progress(done)` after each
/// game (from whichever thread finished it).
pub fn run(m: &Match, progress: &(dyn Fn(usize) + Sync)) -> Report {
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let results = Mutex::new(Vec::with_capacity(m.games));
    std::thread::scope(|scope| {
        for _ in 0..m.jobs.clamp(1, m.games.max(1)) {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= m.games {
                        break;
                    }
                    let result = play_game(m, index);
                    results.lock().expect("no thread panics while holding the lock").push(result);
                    progress(done.fetch_add(1, Ordering::Relaxed) + 1);
                }
            });
        }
    });
    let mut games = results.into_inner().expect("no thread panicked while holding the lock");
    games.sort_by_key(|g| g.index);
    Report { bots: m.bots, games }
}

/// The games of a match and what they add up to.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    /// Bot A and bot B.
    pub bots: [BotSpec; 2],
    /// Every game, in order.
    pub games: Vec<GameResult>,
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

impl Report {
    /// Wins, losses and draws of bot 0 (A) or 1 (B).
    pub fn tally(&self, bot: usize) -> Tally {
        let mut t = Tally::default();
        for g in &self.games {
            match g.winner() {
                Some(w) if w == bot => t.wins += 1,
                Some(_) => t.losses += 1,
                None => t.draws += 1,
            }
        }
        t
    }

    /// The average game length in plies.
    pub fn average_plies(&self) -> f64 {
        self.games.iter().map(|g| g.plies as f64).sum::<f64>() / self.games.len().max(1) as f64
    }

    /// How many games ended each way, in the order of [`Ending::KINDS`].
    pub fn endings(&self) -> Vec<(&'static str, usize)> {
        Ending::KINDS.iter().map(|&k| (k, self.games.iter().filter(|g| g.ending.kind() == k).count())).collect()
    }

    /// The summed search figures of bot 0 (A) or 1 (B).
    pub fn search(&self, bot: usize) -> SearchTotals {
        let mut total = SearchTotals::default();
        for g in &self.games {
            total.add(&g.search[bot]);
        }
        total
    }

    /// The report as a text table.
    pub fn table(&self) -> String {
        let mut out = String::new();
        let width = self.bots.iter().map(|b| b.to_string().len()).max().unwrap_or(0).max(3);
        let _ = writeln!(
            out,
            "{:<width$}  {:>5}  {:>6}  {:>5}  {:>8}  {:<15}  {:>9}  {:>7}",
            "bot", "wins", "losses", "draws", "win rate", "95% CI (Wilson)", "avg depth", "Mnodes/s"
        );
        for b in 0..2 {
            let t = self.tally(b);
            let (lo, hi) = wilson(t.wins as f64, t.games() as f64);
            let s = self.search(b);
            let (depth, nps) = if s.searches > 0 {
                (
                    format!("{:.1}", s.depth as f64 / s.searches as f64),
                    format!("{:.2}", s.nodes as f64 / s.time.as_secs_f64().max(1e-9) / 1e6),
                )
            } else {
                ("-".into(), "-".into())
            };
            let _ = writeln!(
                out,
                "{:<width$}  {:>5}  {:>6}  {:>5}  {:>7.1}%  {:<15}  {:>9}  {:>7}",
                self.bots[b].to_string(),
                t.wins,
                t.losses,
                t.draws,
                100.0 * t.wins as f64 / t.games().max(1) as f64,
                format!("{:.1}% - {:.1}%", 100.0 * lo, 100.0 * hi),
                depth,
                nps,
            );
        }
        let a = self.tally(0);
        let elo = match a.elo() {
            EloEstimate::Finite { elo, margin } => format!("{elo:+.0} ± {margin:.0}"),
            EloEstimate::Bound(b) if a.score() >= 1.0 => format!("at least {b:+.0} (every game won)"),
            EloEstimate::Bound(b) => format!("at most {b:+.0} (every game lost)"),
        };
        let _ = writeln!(
            out,
            "\nElo difference ({} minus {}): {elo}, score {:.1}%",
            self.bots[0],
            self.bots[1],
            100.0 * a.score()
        );
        let _ = writeln!(out, "Average game length: {:.1} plies", self.average_plies());
        let endings: Vec<String> =
            self.endings().into_iter().filter(|&(_, n)| n > 0).map(|(k, n)| format!("{k} {n}")).collect();
        let _ = writeln!(out, "Endings: {}", endings.join(", "));
        out
    }

    /// The report as JSON: `{"games": N, "results": [{"bot", "wins", "losses", "draws", …}], …}`.
    pub fn to_json(&self) -> Value {
        let results: Vec<Value> = (0..2)
            .map(|b| {
                let t = self.tally(b);
                let (lo, hi) = wilson(t.wins as f64, t.games() as f64);
                let s = self.search(b);
                let mut r = json!({
                    "bot": self.bots[b].to_string(),
                    "wins": t.wins,
                    "losses": t.losses,
                    "draws": t.draws,
                    "win_rate": t.wins as f64 / t.games().max(1) as f64,
                    "win_rate_ci95": [lo, hi],
                });
                if s.searches > 0 {
                    r["average_depth"] = json!(s.depth as f64 / s.searches as f64);
                    r["nodes_per_second"] = json!(s.nodes as f64 / s.time.as_secs_f64().max(1e-9));
                }
                r
            })
            .collect();
        let elo = match self.tally(0).elo() {
            EloEstimate::Finite { elo, margin } => json!({"difference": elo, "margin95": margin}),
            EloEstimate::Bound(b) => json!({"difference": null, "bound95": b}),
        };
        let endings: serde_json::Map<String, Value> =
            self.endings().into_iter().map(|(k, n)| (k.to_string(), json!(n))).collect();
        json!({
            "games": self.games.len(),
            "results": results,
            "elo": elo,
            "average_plies": self.average_plies(),
            "endings": endings,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_block_of_four_games_covers_colours_and_first_moves() {
        let setups: Vec<(Side, Side)> = (0..4).map(game_setup).collect();
        assert_eq!(
            setups,
            [(Side::Red, Side::Red), (Side::Green, Side::Red), (Side::Red, Side::Green), (Side::Green, Side::Green)]
        );
    }

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
}
