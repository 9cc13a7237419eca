//! The levels' strength measured: every built-in bot of the [`LADDER`] plays the next two
//! above it in colour-swapped pairs from a book of openings, each expert searching a fixed
//! number of positions per move (as a short time would allow, but the same on any machine
//! under any load, so a run is reproducible), and the ratings that fit the results best are
//! computed with random held at 0 ([`tactigon_core::ratings`]).

use crate::bots::{BotSpec, Limits, THINK_RANGE};
use crate::contest::{self, Contender, Contest, Standing};
use crate::games::GameKind;
use tactigon_core::ratings::{self, Pairing};
use tactigon_core::ugi::UgiGame;
use tactigon_core::{DrawRules, GameRules};

/// The bots measured, weakest first; random, the first, is the anchor at 0.
pub const LADDER: [BotSpec; 7] = [
    BotSpec::Random,
    BotSpec::Greedy,
    BotSpec::Expert(1),
    BotSpec::Expert(2),
    BotSpec::Expert(3),
    BotSpec::Expert(4),
    BotSpec::Expert(5),
];

/// Each bot's rating (the bots of [`LADDER`], in its order) in each game (in the order of
/// [`GameKind::ALL`]), as `tactigon gauntlet --game GAME` with its defaults measured them: the
/// README's table of levels, which a test compares with this one.
pub const RATINGS: [[i32; GameKind::ALL.len()]; LADDER.len()] =
    [[0, 0], [591, 603], [722, 463], [1252, 778], [1666, 859], [1748, 882], [1879, 1010]];

/// The rating of `bot` in game `kind`, random at 0.
pub fn rating(bot: BotSpec, kind: GameKind) -> i32 {
    LADDER.iter().position(|&b| b == bot).map_or(0, |i| RATINGS[i][kind.index()])
}

/// The ratings as a help text lists them: `Elo in tactigon/taacoca: random 0/0, greedy …`.
pub fn ratings_help() -> String {
    let games: Vec<String> = GameKind::ALL.iter().map(ToString::to_string).collect();
    let bots: Vec<String> =
        LADDER.iter().zip(RATINGS).map(|(bot, r)| format!("{bot} {}", r.map(|e| e.to_string()).join("/"))).collect();
    format!("Elo in {}: {}", games.join("/"), bots.join(", "))
}

/// How far up the ladder each bot's opponents go: the next bot and the one after, so that
/// every rating rests on two results and no pairing is a certain sweep.
const REACH: usize = 2;

/// The pairings played, as indices into [`LADDER`], the weaker first.
pub fn pairings() -> Vec<(usize, usize)> {
    (0..LADDER.len()).flat_map(|a| (a + 1..LADDER.len().min(a + 1 + REACH)).map(move |b| (a, b))).collect()
}

/// A gauntlet of game `U`.
#[derive(Clone, Debug)]
pub struct Gauntlet<U: UgiGame> {
    /// The openings, one per pair of games, in turn.
    pub openings: Vec<<U::Rules as GameRules>::Position>,
    /// Pairs of games per pairing.
    pub pairs: usize,
    /// The positions an expert searches per move.
    pub nodes: u64,
    /// The base seed of the bots.
    pub seed: u64,
    /// The draw rules.
    pub draw_rules: DrawRules,
    /// Pairs played at once.
    pub concurrency: usize,
    /// Games still going after this many plies are drawn.
    pub max_plies: usize,
}

/// Plays every pairing of `g`, telling `report` each one's result (the weaker bot as A), and
/// returns the rating of every bot of [`LADDER`], rounded to whole Elo.
pub fn run<U: UgiGame>(g: &Gauntlet<U>, report: &mut dyn FnMut(BotSpec, BotSpec, &Standing)) -> Vec<i32> {
    let mut results = Vec::new();
    for (a, b) in pairings() {
        let c = Contest::<U> {
            players: [Contender::Bot(LADDER[a]), Contender::Bot(LADDER[b])],
            openings: g.openings.clone(),
            pairs: g.pairs,
            seed: g.seed,
            // Only the node budget ends a search: the clock never does.
            limits: Limits { time: *THINK_RANGE.end(), depth: None },
            max_nodes: Some(g.nodes),
            draw_rules: g.draw_rules,
            concurrency: g.concurrency,
            sprt: None,
            max_plies: g.max_plies,
        };
        let standing = contest::run(&c, &mut |_, _| {});
        report(LADDER[a], LADDER[b], &standing);
        let games = (standing.wins + standing.draws + standing.losses) as f64;
        results.push(Pairing { a, b, points: standing.wins as f64 + standing.draws as f64 / 2.0, games });
    }
    // One virtual draw per pairing keeps a sweep finite.
    ratings::fit(LADDER.len(), &results, 0, 1.0).into_iter().map(|r| r.round() as i32).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_bot_meets_the_next_two() {
        let p = pairings();
        assert_eq!(p.len(), 11);
        assert_eq!(&p[..3], &[(0, 1), (0, 2), (1, 2)]);
        assert_eq!(p.last(), Some(&(5, 6)));
        assert_eq!(LADDER[0], BotSpec::Random);
    }
}
