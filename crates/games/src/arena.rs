//! Bot-versus-bot matches of any game: who plays which side, the bots' seeds, how games
//! end and the report, one for every game. Each game is played by the [`MatchRunner`], as
//! in the terminal game; the threads and the statistics (win rates, confidence intervals,
//! Elo) are the engine's ([`tactigon_core::arena`]). Nothing here prints; the command line
//! shows the [`Report`].
//!
//! Fairness: bot A (`--red`) and bot B (`--green`) swap sides every game. In Tactigon the
//! side that moves first also changes every two games, so each block of four games plays
//! every combination once; in Taacoca White always moves first.
//!
//! | game k mod 4 | A plays | first to move | so moves first |
//! |---|---|---|---|
//! | 0 | Red   | Red   | A |
//! | 1 | Green | Red   | B |
//! | 2 | Red   | Green | B |
//! | 3 | Green | Green | A |

use crate::bots::{BotSpec, Limits};
use crate::match_runner::MatchRunner;
use crate::playable::Playable;
use crate::setup::Player;
use serde_json::{Value, json};
use std::fmt::Write;
use std::sync::atomic::AtomicBool;
use std::time::Instant;
use tactigon_core::{self as engine, DrawRules, History};
use tactigon_rules::splitmix;

pub use tactigon_core::arena::{EloEstimate, SearchTotals, Tally, elo, wilson};

/// A game still going after this many plies is stopped and counted as a draw. With the
/// no-capture limit on, no Tactigon game gets there (at most 26 captures, each at most that
/// limit apart), nor does any Taacoca game (every move advances three stones); it keeps a
/// Tactigon match with the limit off from running for ever.
pub const MAX_PLIES: usize = 5_000;

/// The kind of ending of a game stopped after [`MAX_PLIES`] plies.
pub const PLY_CAP: &str = "draw: ply cap";

/// What the arena needs of a game beyond [`Playable`].
pub trait ArenaGame: Playable {
    /// Every kind of ending, in the order reports list them ([`PLY_CAP`] where it can happen).
    const ENDINGS: &'static [&'static str];

    /// The kind of ending of `outcome`, one of [`ArenaGame::ENDINGS`].
    fn ending(outcome: Self::Outcome) -> &'static str;

    /// Bot A's side and the side that moves first in game `index` (see the module docs).
    fn seating(index: usize) -> (Self::Side, Self::Side);

    /// `pos` with `side` to move.
    fn with_turn(pos: Self::Position, side: Self::Side) -> Self::Position;

    /// What the match header says of the board and rules: ` on the standard board`.
    fn describe(start: &Self::Position) -> String;
}

/// What to play.
#[derive(Clone, Debug)]
pub struct Match<G: ArenaGame> {
    /// Bot A (`--red`) and bot B (`--green`).
    pub bots: [BotSpec; 2],
    /// How many games.
    pub games: usize,
    /// The base seed; each game's bots get seeds derived from it and the game number.
    pub seed: u64,
    /// How long the bots think.
    pub limits: Limits,
    /// The position every game starts from, with the side to move of [`ArenaGame::seating`].
    pub start: G::Position,
    /// The house draw rules.
    pub draw_rules: DrawRules,
    /// How many games to play at once (threads).
    pub jobs: usize,
}

/// One finished game.
#[derive(Clone, Debug, PartialEq)]
pub struct GameResult<G: ArenaGame> {
    /// The game number, from 0.
    pub index: usize,
    /// The side bot A played (bot B played the other).
    pub a_side: G::Side,
    /// The side that moved first.
    pub first: G::Side,
    /// How it ended; `None` when stopped after [`MAX_PLIES`] plies (counted as a draw).
    pub ending: Option<G::Outcome>,
    /// Plies played.
    pub plies: usize,
    /// The search figures of bot A and bot B.
    pub search: [SearchTotals; 2],
    /// The game itself, for records.
    pub game: History<G>,
}

impl<G: ArenaGame> GameResult<G> {
    /// The winning bot (0 = A, 1 = B), if any.
    pub fn winner(&self) -> Option<usize> {
        self.ending.and_then(G::winner).map(|w| usize::from(w != self.a_side))
    }

    /// The kind of ending, one of [`ArenaGame::ENDINGS`].
    pub fn kind(&self) -> &'static str {
        self.ending.map_or(PLY_CAP, G::ending)
    }

    /// The sides of bot A and bot B.
    pub fn sides(&self) -> [G::Side; 2] {
        let other = G::SIDES[1 - G::side_index(self.a_side)];
        [self.a_side, other]
    }
}

/// The seed of bot `bot` (0 or 1) in game `index`: independent of how games are spread
/// over threads, so a fixed-depth match gives the same results with any `--jobs`.
pub fn bot_seed(base: u64, index: usize, bot: usize) -> u64 {
    splitmix(base ^ splitmix(index as u64 * 2 + bot as u64))
}

/// Plays game `index` of a match through a [`MatchRunner`], the bots seeded by [`bot_seed`].
///
/// # Panics
///
/// If a bot chooses an illegal move.
pub fn play_game<G: ArenaGame>(m: &Match<G>, index: usize) -> GameResult<G> {
    let (a_side, first) = G::seating(index);
    let game = History::new(G::with_turn(m.start, first), m.draw_rules);
    let (a, b) = (G::side_index(a_side), 1 - G::side_index(a_side));
    let mut players = [Player::Human; 2];
    let mut seeds = [0; 2];
    (players[a], players[b]) = (Player::Bot(m.bots[0]), Player::Bot(m.bots[1]));
    (seeds[a], seeds[b]) = (bot_seed(m.seed, index, 0), bot_seed(m.seed, index, 1));
    let setup = G::setup_for(&game, players);
    let mut runner = MatchRunner::new(setup, game, false, 0, m.seed, Instant::now()).with_bot_seeds(seeds);
    let ending =
        runner.play_bots_to_end(m.limits, &AtomicBool::new(false), MAX_PLIES).unwrap_or_else(|e| panic!("{e}"));
    let mut result =
        GameResult { index, a_side, first, ending, plies: 0, search: Default::default(), game: runner.game().clone() };
    result.search = result.sides().map(|side| runner.search_totals(side));
    result.plies = result.game.moves().len();
    result
}

/// Plays every game of a match on `m.jobs` threads, calling `progress(done)` after each
/// game (from whichever thread finished it).
pub fn run<G: ArenaGame>(m: &Match<G>, progress: &(dyn Fn(usize) + Sync)) -> Report<G> {
    let games = engine::arena::run_games(m.games, m.jobs, |index| play_game(m, index), progress);
    Report { bots: m.bots, games }
}

/// The games of a match and what they add up to.
#[derive(Clone, Debug, PartialEq)]
pub struct Report<G: ArenaGame> {
    /// Bot A and bot B.
    pub bots: [BotSpec; 2],
    /// Every game, in order.
    pub games: Vec<GameResult<G>>,
}

impl<G: ArenaGame> Report<G> {
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

    /// How many games ended each way, in the order of [`ArenaGame::ENDINGS`].
    pub fn endings(&self) -> Vec<(&'static str, usize)> {
        G::ENDINGS.iter().map(|&k| (k, self.games.iter().filter(|g| g.kind() == k).count())).collect()
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
