//! Bot-versus-bot matches of Taacoca. White always moves first, so bot A (`--red` on the
//! command line) plays White in even-numbered games and Black in odd ones; the seeds are
//! Tactigon's ([`crate::arena::bot_seed`]) and the threads and statistics the engine's.

use crate::arena::bot_seed;
use crate::bots::{BotSpec, Limits};
use crate::engine::arena::{EloEstimate, SearchTotals, Tally, run_games, wilson};
use crate::taacoca::{Outcome, Position, Side, TaacocaGame, WinReason, new_game};
use std::fmt::Write;
use std::sync::atomic::AtomicBool;

/// What to play.
#[derive(Clone, Debug)]
pub struct TaacocaMatch {
    /// Bot A and bot B.
    pub bots: [BotSpec; 2],
    /// How many games.
    pub games: usize,
    /// The base seed; each game's bots get seeds derived from it and the game number.
    pub seed: u64,
    /// How long the bots think.
    pub limits: Limits,
    /// The start position every game begins from.
    pub start: Position,
    /// How many games to play at once (threads).
    pub jobs: usize,
}

/// One finished game.
#[derive(Clone, Debug)]
pub struct TaacocaResult {
    /// The side bot A played.
    pub a_side: Side,
    /// How it ended (every Taacoca game ends with a winner).
    pub outcome: Outcome,
    /// The search figures of bot A and bot B.
    pub search: [SearchTotals; 2],
    /// The game itself, for records.
    pub game: TaacocaGame,
}

/// Plays game `index` of a match.
///
/// # Panics
///
/// If a bot chooses an illegal move.
pub fn play_game(m: &TaacocaMatch, index: usize) -> TaacocaResult {
    let a_side = if index.is_multiple_of(2) { Side::White } else { Side::Black };
    let mut bots = [0, 1].map(|b| m.bots[b].build_taacoca(bot_seed(m.seed, index, b), m.limits));
    let mut search = [SearchTotals::default(); 2];
    let mut game = new_game(m.start);
    let stop = AtomicBool::new(false);
    loop {
        if let Some(outcome) = game.outcome() {
            return TaacocaResult { a_side, outcome, search, game };
        }
        let bot = usize::from(game.position().turn() != a_side);
        let chosen = bots[bot].choose(&game, &stop);
        if let Some(info) = bots[bot].info() {
            search[bot].add_search(&info);
        }
        game.play(chosen).unwrap_or_else(|e| panic!("{} played an illegal move: {e}", m.bots[bot]));
    }
}

/// Plays every game of a match, calling `progress(done)` after each.
pub fn run(m: &TaacocaMatch, progress: &(dyn Fn(usize) + Sync)) -> TaacocaReport {
    TaacocaReport { bots: m.bots, games: run_games(m.games, m.jobs, |index| play_game(m, index), progress) }
}

/// The games of a match and what they add up to.
#[derive(Clone, Debug)]
pub struct TaacocaReport {
    /// Bot A and bot B.
    pub bots: [BotSpec; 2],
    /// Every game, in order.
    pub games: Vec<TaacocaResult>,
}

impl TaacocaReport {
    /// Wins and losses of bot 0 (A) or 1 (B); there are no draws.
    pub fn tally(&self, bot: usize) -> Tally {
        let wins = self.games.iter().filter(|g| (g.outcome.winner == g.a_side) == (bot == 0)).count();
        Tally { wins, losses: self.games.len() - wins, draws: 0 }
    }

    /// The report as a text table, in the shape of Tactigon's.
    pub fn table(&self) -> String {
        let mut out = String::new();
        let width = self.bots.iter().map(|b| b.to_string().len()).max().unwrap_or(0).max(3);
        let _ = writeln!(
            out,
            "{:<width$}  {:>5}  {:>6}  {:>8}  {:<15}  {:>9}  {:>7}",
            "bot", "wins", "losses", "win rate", "95% CI (Wilson)", "avg depth", "Mnodes/s"
        );
        for b in 0..2 {
            let t = self.tally(b);
            let (lo, hi) = wilson(t.wins as f64, t.games() as f64);
            let mut s = SearchTotals::default();
            self.games.iter().for_each(|g| s.add(&g.search[b]));
            let (depth, nps) = match s.searches {
                0 => ("-".into(), "-".into()),
                n => (
                    format!("{:.1}", s.depth as f64 / n as f64),
                    format!("{:.2}", s.nodes as f64 / s.time.as_secs_f64().max(1e-9) / 1e6),
                ),
            };
            let _ = writeln!(
                out,
                "{:<width$}  {:>5}  {:>6}  {:>7.1}%  {:<15}  {depth:>9}  {nps:>7}",
                self.bots[b].to_string(),
                t.wins,
                t.losses,
                100.0 * t.wins as f64 / t.games().max(1) as f64,
                format!("{:.1}% - {:.1}%", 100.0 * lo, 100.0 * hi),
            );
        }
        let elo = match self.tally(0).elo() {
            EloEstimate::Finite { elo, margin } => format!("{elo:+.0} ± {margin:.0}"),
            EloEstimate::Bound(b) if b > 0.0 => format!("at least {b:+.0} (every game won)"),
            EloEstimate::Bound(b) => format!("at most {b:+.0} (every game lost)"),
        };
        let _ = writeln!(out, "\nElo difference ({} minus {}): {elo}", self.bots[0], self.bots[1]);
        let plies: usize = self.games.iter().map(|g| g.game.moves().len()).sum();
        let _ = writeln!(out, "Average game length: {:.1} plies", plies as f64 / self.games.len().max(1) as f64);
        let endings: Vec<String> =
            [(WinReason::HomeRow, "home row"), (WinReason::NoStones, "no stones"), (WinReason::NoMove, "no move")]
                .into_iter()
                .map(|(reason, name)| (name, self.games.iter().filter(|g| g.outcome.reason == reason).count()))
                .filter(|&(_, n)| n > 0)
                .map(|(name, n)| format!("{name} {n}"))
                .collect();
        let _ = writeln!(out, "Endings: {}", endings.join(", "));
        out
    }
}
