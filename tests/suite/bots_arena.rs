//! Arena matches: fair rotation, reproducible results whatever the number of threads.

use std::time::Duration;
use tactigon_games::arena::{self, Match};
use tactigon_games::bots::{BotSpec, Limits};
use tactigon_rules::{Board, DrawRules, Position, Rules, Side, Tactigon};

fn a_match(jobs: usize) -> Match<Tactigon> {
    Match {
        bots: [BotSpec::Expert(1), BotSpec::Greedy],
        games: 8,
        seed: 42,
        limits: Limits { time: Duration::from_secs(30), depth: Some(1) },
        start: Position::start(Board::standard(), Rules::default()),
        draw_rules: DrawRules::default(),
        jobs,
    }
}

#[test]
fn same_seed_same_results_whatever_the_jobs() {
    let one = arena::run(&a_match(1), &|_| {});
    let two = arena::run(&a_match(2), &|_| {});
    let key = |r: &arena::Report<Tactigon>| {
        r.games.iter().map(|g| (g.index, g.ending, g.game.moves().to_vec())).collect::<Vec<_>>()
    };
    assert_eq!(key(&one), key(&two));
    assert_eq!(one.games.len(), 8);
}

/// A match one bot must win: the expert searching 2 plies (bot A) against random moves.
fn lopsided() -> Match<Tactigon> {
    Match {
        bots: [BotSpec::Expert(3), BotSpec::Random],
        limits: Limits { time: Duration::from_secs(30), depth: Some(2) },
        ..a_match(2)
    }
}

#[test]
fn both_bots_play_both_colours_and_both_move_orders() {
    let report = arena::run(&lopsided(), &|_| {});
    // The rotation of the module docs, game by game: A's colour, then the side to move first.
    use Side::{Green as G, Red as R};
    let table = [(R, R), (G, R), (R, G), (G, G), (R, R), (G, R), (R, G), (G, G)];
    assert_eq!(report.games.len(), 8);
    for (g, &(a_side, first)) in report.games.iter().zip(&table) {
        assert_eq!((g.a_side, g.first), (a_side, first), "game {}", g.index);
        assert_eq!(g.game.start().turn(), first, "game {} starts with {first:?} to move", g.index);
    }
    // The expert beats random moves from either colour: the tallies must credit bot A.
    let (a, b) = (report.tally(0), report.tally(1));
    assert!(a.wins >= 6 && b.wins <= 1, "expert {a:?} random {b:?}");
    assert_eq!((a.wins, a.losses, a.draws), (b.losses, b.wins, b.draws));
}

#[test]
fn json_report_has_the_documented_shape() {
    let report = arena::run(&lopsided(), &|_| {});
    let json = report.to_json();
    assert_eq!(json["games"], 8);
    assert_eq!(json["results"][0]["bot"], "expert:3");
    assert_eq!(json["results"][1]["bot"], "random");
    let get = |b: usize, k: &str| json["results"][b][k].as_u64().unwrap();
    // One bot's wins are the other's losses; the expert wins most games.
    assert_eq!(
        (get(1, "wins"), get(1, "losses"), get(1, "draws")),
        (get(0, "losses"), get(0, "wins"), get(0, "draws"))
    );
    assert!(get(0, "wins") >= 6, "{json}");
    let endings = json["endings"].as_object().expect("endings by kind");
    assert_eq!(endings.values().map(|n| n.as_u64().unwrap()).sum::<u64>(), 8, "{json}");
}
