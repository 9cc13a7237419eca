//! Arena matches: fair rotation, reproducible results whatever the number of threads.

use std::time::Duration;
use tactigon::arena::{self, Match};
use tactigon::bots::{BotSpec, Limits};
use tactigon::rules::{Board, DrawRules, Rules, Side};

fn a_match(jobs: usize) -> Match {
    Match {
        bots: [BotSpec::Expert(1), BotSpec::Greedy],
        games: 8,
        seed: 42,
        limits: Limits { time: Duration::from_secs(30), depth: Some(1) },
        board: Board::standard(),
        rules: Rules::default(),
        draw_rules: DrawRules::default(),
        jobs,
    }
}

#[test]
fn same_seed_same_results_whatever_the_jobs() {
    let one = arena::run(&a_match(1), &|_| {});
    let two = arena::run(&a_match(2), &|_| {});
    let key =
        |r: &arena::Report| r.games.iter().map(|g| (g.index, g.ending, g.game.moves().to_vec())).collect::<Vec<_>>();
    assert_eq!(key(&one), key(&two));
    assert_eq!(one.games.len(), 8);
}

#[test]
fn both_bots_play_both_colours_and_both_move_orders() {
    let report = arena::run(&a_match(2), &|_| {});
    let mut combos: Vec<(Side, Side)> = report.games.iter().map(|g| (g.a_side, g.first)).collect();
    combos.sort();
    combos.dedup();
    assert_eq!(combos.len(), 4);
    // The tallies agree with the games themselves: bot A wins when the winner is its colour.
    let winners: Vec<_> = report.games.iter().map(|g| (g.a_side, g.game.outcome().and_then(|o| o.winner()))).collect();
    let a_wins = winners.iter().filter(|(a, w)| *w == Some(*a)).count();
    let b_wins = winners.iter().filter(|(a, w)| *w == Some(a.other())).count();
    let draws = winners.iter().filter(|(_, w)| w.is_none()).count();
    let (a, b) = (report.tally(0), report.tally(1));
    assert_eq!((a.wins, a.losses, a.draws), (a_wins, b_wins, draws));
    assert_eq!((b.wins, b.losses, b.draws), (b_wins, a_wins, draws));
}

#[test]
fn json_report_has_the_documented_shape() {
    let report = arena::run(&a_match(1), &|_| {});
    let json = report.to_json();
    assert_eq!(json["games"], 8);
    assert_eq!(json["results"][0]["bot"], "expert:1");
    assert_eq!(json["results"][1]["bot"], "greedy");
    let sum = |k: &str| json["results"][0][k].as_u64().unwrap();
    assert_eq!(sum("wins") + sum("losses") + sum("draws"), 8);
}
