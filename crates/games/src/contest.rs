//! Matches where an external engine may sit in a bot's seat, played in colour-swapped pairs
//! from a book of openings, optionally stopped by a sequential probability ratio test
//! ([`tactigon_core::sprt`]). A player that fails (an engine that crashes, is late, or
//! answers no legal move) loses that game with the reason recorded, and the match goes on.

use crate::bots::{BotSpec, BotSpecError, Limits};
use std::fmt;
use std::str::FromStr;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::channel;
use tactigon_core::sprt::{Pentanomial, Sprt, Verdict};
use tactigon_core::ugi::{EnginePlayer, UgiGame};
use tactigon_core::{DrawRules, GameRules, History, Player};

/// Who sits in a seat: a built-in bot, or `engine:CMD`, an external UGI engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Contender {
    /// A bot of [`BotSpec`].
    Bot(BotSpec),
    /// The command line of an external engine.
    Engine(String),
}

/// Why a contender's name does not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ContenderError {
    /// Not a bot's name.
    Bot(BotSpecError),
    /// `engine:` without a command line that splits.
    Command(String),
}

impl fmt::Display for ContenderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ContenderError::Bot(e) => write!(f, "{e}, or engine:COMMAND"),
            ContenderError::Command(c) => crate::engines::EngineCommandError(c.clone()).fmt(f),
        }
    }
}

impl std::error::Error for ContenderError {}

impl FromStr for Contender {
    type Err = ContenderError;
    fn from_str(s: &str) -> Result<Contender, ContenderError> {
        match crate::engines::engine_command(s) {
            Some(Ok(command)) => Ok(Contender::Engine(command.to_string())),
            Some(Err(e)) => Err(ContenderError::Command(e.0)),
            None => s.parse().map(Contender::Bot).map_err(ContenderError::Bot),
        }
    }
}

impl fmt::Display for Contender {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Contender::Bot(b) => b.fmt(f),
            Contender::Engine(c) => write!(f, "engine:{c}"),
        }
    }
}

impl Contender {
    /// The built-in bot, if it is one.
    pub fn bot(&self) -> Option<BotSpec> {
        match self {
            Contender::Bot(b) => Some(*b),
            Contender::Engine(_) => None,
        }
    }

    /// The player of game `U`; `seed` fixes a bot's random choices, and an expert stops
    /// after about `max_nodes` positions when given. An engine that cannot be started is an
    /// error message.
    pub fn player<U: UgiGame>(
        &self,
        seed: u64,
        limits: Limits,
        max_nodes: Option<u64>,
    ) -> Result<Box<dyn Player<U::Rules>>, String> {
        match self {
            Contender::Bot(b) => Ok(b.build_nodes::<U::Rules, U::Eval>(seed, limits, max_nodes)),
            Contender::Engine(c) => match EnginePlayer::<U>::spawn(c, limits) {
                Ok(engine) => Ok(Box::new(engine)),
                Err(e) => Err(e.to_string()),
            },
        }
    }
}

/// A match of game `U` between contender A (`players[0]`) and B.
#[derive(Clone, Debug)]
pub struct Contest<U: UgiGame> {
    /// A and B.
    pub players: [Contender; 2],
    /// The openings, used in turn, one per pair (at least one).
    pub openings: Vec<<U::Rules as GameRules>::Position>,
    /// The most pairs to play.
    pub pairs: usize,
    /// The base seed of the bots.
    pub seed: u64,
    /// How long each player thinks.
    pub limits: Limits,
    /// The most positions a built-in expert searches per move, if limited so.
    pub max_nodes: Option<u64>,
    /// The draw rules.
    pub draw_rules: DrawRules,
    /// Pairs played at once.
    pub concurrency: usize,
    /// The test that may stop the match early.
    pub sprt: Option<Sprt>,
    /// Games still going after this many plies are drawn.
    pub max_plies: usize,
}

/// How one game ended, for A.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameEnd {
    /// A's score in half points: 2 a win, 1 a draw, 0 a loss.
    pub half_points: u8,
    /// What ended it: the outcome, the ply cap, or who failed and why.
    pub how: String,
    /// Whether a player failed (crashed, was late, answered no legal move).
    pub forfeit: bool,
}

/// A pair of games from one opening, A playing each side once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairResult {
    /// The pair's number, from 0.
    pub index: usize,
    /// The game with A as the first side, then the one with A as the second.
    pub games: [GameEnd; 2],
}

/// Where a match stands.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Standing {
    /// Pairs by A's score.
    pub pairs: Pentanomial,
    /// A's wins, draws and losses.
    pub wins: u64,
    /// Draws.
    pub draws: u64,
    /// Losses.
    pub losses: u64,
    /// The games a player forfeited: game number (from 1) and what happened.
    pub forfeits: Vec<(usize, String)>,
    /// The SPRT's verdict, once a bound is crossed.
    pub verdict: Option<Verdict>,
}

impl Standing {
    /// Counts a pair.
    fn add(&mut self, pair: &PairResult) {
        self.pairs.add(pair.games.iter().map(|g| usize::from(g.half_points)).sum());
        for (k, g) in pair.games.iter().enumerate() {
            match g.half_points {
                2 => self.wins += 1,
                1 => self.draws += 1,
                _ => self.losses += 1,
            }
            if g.forfeit {
                self.forfeits.push((2 * pair.index + k + 1, g.how.clone()));
            }
        }
    }
}

/// Plays game `k` (0 or 1) of pair `index`: A plays the first side in game 0.
pub fn play_game<U: UgiGame>(c: &Contest<U>, index: usize, k: usize) -> GameEnd {
    let start = c.openings[index % c.openings.len()];
    let mut game = History::<U::Rules>::new(start, c.draw_rules);
    // Seat s (the side SIDES[s]) is played by contender `who[s]`.
    let who = if k == 0 { [0, 1] } else { [1, 0] };
    let sides = U::Rules::SIDES;
    let seed = |s: usize| crate::arena::bot_seed(c.seed, 2 * index + k, who[s]);
    let lose = |seat: usize, why: String| {
        let name = &c.players[who[seat]];
        let half_points = if who[seat] == 0 { 0 } else { 2 };
        GameEnd { half_points, how: format!("{name} ({:?}) {why}", sides[seat]), forfeit: true }
    };
    let mut players = Vec::with_capacity(2);
    for (seat, &contender) in who.iter().enumerate() {
        match c.players[contender].player::<U>(seed(seat), c.limits, c.max_nodes) {
            Ok(p) => players.push(p),
            Err(why) => return lose(seat, why),
        }
    }
    let stop = AtomicBool::new(false);
    loop {
        if let Some(outcome) = game.outcome() {
            let half_points = match U::Rules::winner(outcome) {
                None => 1,
                Some(w) if (w == sides[0]) == (who[0] == 0) => 2,
                Some(_) => 0,
            };
            return GameEnd { half_points, how: outcome.to_string(), forfeit: false };
        }
        if game.moves().len() >= c.max_plies {
            return GameEnd { half_points: 1, how: crate::arena::PLY_CAP.to_string(), forfeit: false };
        }
        let seat = usize::from(U::Rules::side_to_move(game.position()) != sides[0]);
        let m = players[seat].choose(&game, &stop);
        if let Some(failure) = players[seat].failure() {
            return lose(seat, failure.why);
        }
        if let Err(e) = game.play(m) {
            return lose(seat, format!("played an illegal move {m}: {e}"));
        }
    }
}

/// Plays the match: pairs on `c.concurrency` threads, `report` called with the standing
/// after each pair (in the order they finish), until the pairs are played or the SPRT
/// decides (pairs under way then are not counted).
pub fn run<U: UgiGame>(c: &Contest<U>, report: &mut dyn FnMut(&Standing, &PairResult)) -> Standing {
    let next = AtomicUsize::new(0);
    let decided = AtomicBool::new(false);
    let (send, results) = channel();
    let mut standing = Standing::default();
    std::thread::scope(|scope| {
        for _ in 0..c.concurrency.clamp(1, c.pairs.max(1)) {
            let send = send.clone();
            let (next, decided) = (&next, &decided);
            scope.spawn(move || {
                while !decided.load(Ordering::Relaxed) {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= c.pairs {
                        break;
                    }
                    let games = [play_game(c, index, 0), play_game(c, index, 1)];
                    if send.send(PairResult { index, games }).is_err() {
                        break;
                    }
                }
            });
        }
        drop(send);
        for pair in results {
            if standing.verdict.is_some() {
                continue;
            }
            standing.add(&pair);
            if let Some(sprt) = c.sprt {
                let verdict = sprt.verdict(&standing.pairs);
                if verdict != Verdict::Continue {
                    standing.verdict = Some(verdict);
                    decided.store(true, Ordering::Relaxed);
                }
            }
            report(&standing, &pair);
        }
    });
    standing
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contenders_are_bots_or_engine_command_lines() {
        assert_eq!("expert:2".parse(), Ok(Contender::Bot(BotSpec::Expert(2))));
        let engine: Contender = "engine:tactigon engine --game taacoca".parse().expect("an engine");
        assert_eq!(engine, Contender::Engine("tactigon engine --game taacoca".into()));
        assert_eq!(engine.to_string(), "engine:tactigon engine --game taacoca");
        assert_eq!(engine.bot(), None);
        assert_eq!("engine:".parse::<Contender>(), Err(ContenderError::Command(String::new())));
        assert_eq!("engine:'open".parse::<Contender>(), Err(ContenderError::Command("'open".into())));
        assert!(matches!("gnuchess".parse::<Contender>(), Err(ContenderError::Bot(_))));
    }

    #[test]
    fn a_pair_counts_as_its_score_and_records_forfeits() {
        let end = |half_points, forfeit| GameEnd { half_points, how: "why".into(), forfeit };
        let mut s = Standing::default();
        s.add(&PairResult { index: 0, games: [end(2, false), end(1, false)] });
        s.add(&PairResult { index: 3, games: [end(0, false), end(2, true)] });
        assert_eq!(s.pairs.counts, [0, 0, 1, 1, 0]);
        assert_eq!((s.wins, s.draws, s.losses), (2, 1, 1));
        assert_eq!(s.forfeits, [(8, "why".to_string())]);
    }
}
