//! Every bot returns a legal move, in thousands of positions reached by random play on
//! every board and rule setting, and `pass` when that is the only move.

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::sync::atomic::AtomicBool;
use tactigon_games::bots::{BotSpec, Limits};
use tactigon_rules::{Board, DrawRules, Game, Move, Position, Rules};

/// Fixed small depth: the expert stays quick and deterministic.
const LIMITS: Limits = Limits { time: std::time::Duration::from_secs(10), depth: Some(2) };

/// Positions along random games: every ply of `games` games of at most 60 plies.
fn random_positions(board: &'static Board, rules: Rules, games: u64) -> Vec<Game> {
    let mut rng = StdRng::seed_from_u64(7);
    let mut out = Vec::new();
    for _ in 0..games {
        let mut game = Game::new(Position::start(board, rules), DrawRules::default());
        for _ in 0..60 {
            if game.outcome().is_some() {
                break;
            }
            out.push(game.clone());
            let moves = game.legal_moves();
            game.play(moves[rng.random_range(0..moves.len())]).unwrap();
        }
    }
    out
}

fn check_all_bots(games: &[Game]) {
    let stop = AtomicBool::new(false);
    for spec in ["random", "greedy", "expert:1", "expert:3", "expert:5"] {
        let mut bot = spec.parse::<BotSpec>().unwrap().build(11, LIMITS);
        for game in games {
            let m = bot.choose(game, &stop);
            let legal = game.legal_moves();
            assert!(legal.contains(&m), "{spec} chose {m}, not legal in {}", game.position());
        }
    }
}

#[test]
fn bots_play_legal_moves_on_the_standard_board() {
    let games = random_positions(Board::standard(), Rules::default(), 40);
    assert!(games.len() > 1000, "only {} positions", games.len());
    check_all_bots(&games);
}

#[test]
fn bots_play_legal_moves_with_the_advanced_rules() {
    let rules = Rules { square_jump: true, gold_bonus: true };
    check_all_bots(&random_positions(Board::standard(), rules, 20));
    check_all_bots(&random_positions(Board::builtin("large").unwrap(), rules, 8));
}

#[test]
fn bots_pass_when_nothing_can_move() {
    // Green's pentagon on a1 is walled in by its own squares on a2, b4 and b5; every other
    // neighbour of those squares holds a red circle, which a square may not attack
    // (RULES.md §3) and no piece passes through. Green has no step, so `pass` is its only
    // move.
    let pos = Position::from_tpn(Board::standard(), Rules::default(), "ps/2CssC3/3CCC4/11/10/9/P1 g").unwrap();
    let game = Game::new(pos, DrawRules::default());
    assert_eq!(game.legal_moves(), vec![Move::Pass]);
    let stop = AtomicBool::new(false);
    for spec in ["random", "greedy", "expert:1", "expert", "expert:5"] {
        for limits in [LIMITS, Limits { time: std::time::Duration::from_millis(50), depth: None }] {
            let mut bot = spec.parse::<BotSpec>().unwrap().build(3, limits);
            assert_eq!(bot.choose(&game, &stop), Move::Pass, "{spec}");
        }
    }
}

#[test]
fn bots_pass_when_the_game_is_drawn_by_its_history() {
    // The start position with 100 plies already played without a capture: under the default
    // limit of 100 the game is drawn, although the position itself has 58 legal moves.
    let start = Position::from_tpn(
        Board::standard(),
        Rules::default(),
        "2/C1C3c1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2 r 100 51",
    )
    .unwrap();
    let game = Game::new(start, DrawRules::default());
    assert!(game.outcome().is_some());
    for spec in [BotSpec::Random, BotSpec::Greedy, BotSpec::Expert(5)] {
        assert_eq!(spec.build(1, LIMITS).choose(&game, &AtomicBool::new(false)), Move::Pass, "{spec}");
    }
}
