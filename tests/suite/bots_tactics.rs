//! The expert's tactics on hand-built positions, checked against the rules engine.

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::sync::atomic::AtomicBool;
use std::time::Duration;
use tactigon_core::search::WIN;
use tactigon_games::bots::{Bot, BotSpec, Limits};
use tactigon_rules::{Board, DrawRules, Game, Move, Outcome, Position, Rules, Side, Tactigon, WinReason};

fn game(tpn: &str) -> Game {
    Game::new(Position::from_tpn(Board::standard(), Rules::default(), tpn).unwrap(), DrawRules::default())
}

fn expert(level: &str, depth: u32) -> Bot<Tactigon> {
    level.parse::<BotSpec>().unwrap().build(5, Limits { time: Duration::from_secs(30), depth: Some(depth) })
}

/// Whether playing `m` in `pos` captures the enemy pentagon.
fn takes_pentagon(pos: &Position, m: Move) -> bool {
    let mut next = *pos;
    next.play(m).unwrap();
    matches!(next.outcome(), Some(Outcome::Win { winner, reason: WinReason::PentagonCaptured }) if winner == pos.turn())
}

#[test]
fn expert_takes_the_pentagon_in_one() {
    // Red circle b4 stands next to the green pentagon on a1 and may also take the green
    // square on b3; meanwhile the green circle on f4 threatens the red pentagon on g1. Only
    // b4xa1 wins, and anything else loses at once.
    let g = game("p1/2sC5/10/11/10/3c5/P1 r");
    for (level, depth) in [("expert:1", 1), ("expert:3", 1), ("expert:5", 1), ("expert:5", 4)] {
        assert_eq!(expert(level, depth).choose(&g, &AtomicBool::new(false)).to_string(), "b4xa1", "{level}");
    }
    let mut greedy = BotSpec::Greedy.build(1, Limits::default());
    assert_eq!(greedy.choose(&g, &AtomicBool::new(false)).to_string(), "b4xa1");
}

#[test]
fn expert_finds_a_forced_win_in_three_plies() {
    // Green's pentagon a1 is walled in by its own squares a2, b4, b5, and those are
    // surrounded by red circles (b3, b6, c4, c5, c6) that squares may not attack. No red
    // piece touches a1, so red cannot win at once. But a red circle that takes a square
    // next to a1 (say b6xa2) then stands next to the pentagon, and green has nothing that
    // may attack a circle (only squares and the pentagon are left), so red takes the
    // pentagon next move whatever green does. The red pentagon on g1 is too far away for
    // any green square to reach.
    let g = game("ps/2CssC3/3CCC4/11/10/9/P1 r");
    let pos = *g.position();
    assert!(!pos.legal_moves().iter().any(|&m| takes_pentagon(&pos, m)), "not a win in one");
    for level in ["expert:3", "expert:5"] {
        let mut bot = expert(level, 3);
        let first = bot.choose(&g, &AtomicBool::new(false));
        // Independent check with the rules engine: after the chosen move, every green
        // reply allows red to take the pentagon.
        let mut after = pos;
        after.play(first).unwrap();
        let replies = after.legal_moves();
        assert!(!replies.is_empty());
        for reply in replies {
            let mut p = after;
            p.play(reply).unwrap();
            assert!(p.legal_moves().iter().any(|&m| takes_pentagon(&p, m)), "{level}: {first} then {reply} escapes");
        }
        // A win three plies from the root scores WIN - 3.
        assert_eq!(bot.info().unwrap().score, WIN - 3, "{level} knows it wins");
    }
}

/// Whether green can win on its reply after red plays `m` (pentagon capture, or gold tiles
/// held when green's turn begins).
fn loses_at_once(pos: &Position, m: Move) -> bool {
    let mut next = *pos;
    next.play(m).unwrap();
    match next.outcome() {
        Some(o) => o.winner() == Some(next.turn()),
        None => next.legal_moves().iter().any(|&r| {
            let mut p = next;
            p.play(r).unwrap();
            p.outcome().and_then(Outcome::winner) == Some(next.turn())
        }),
    }
}

#[test]
fn expert_never_hangs_its_pentagon_when_a_safe_move_exists() {
    // Positions from random games; whenever some move avoids losing on the opponent's
    // reply, the expert's move must be one of them.
    let mut rng = StdRng::seed_from_u64(99);
    let mut checked = 0;
    for i in 0..40 {
        let mut g = Game::new(Position::start(Board::standard(), Rules::default()), DrawRules::default());
        // The noisiest level that does not blunder on purpose (level 1 plays a tenth of its
        // moves at random) and the strongest; both see the opponent's reply at depth 2.
        let level = if i % 2 == 0 { "expert:2" } else { "expert:5" };
        let mut bot = expert(level, 2);
        for _ in 0..40 {
            if g.outcome().is_some() {
                break;
            }
            let pos = *g.position();
            let moves = pos.legal_moves();
            if moves.iter().any(|&m| !loses_at_once(&pos, m)) && moves.iter().any(|&m| loses_at_once(&pos, m)) {
                let m = bot.choose(&g, &AtomicBool::new(false));
                assert!(!loses_at_once(&pos, m), "{level} played {m} in {pos}");
                checked += 1;
            }
            g.play(moves[rng.random_range(0..moves.len())]).unwrap();
        }
    }
    assert!(checked > 100, "only {checked} positions had a trap to avoid");
}

#[test]
fn expert_keeps_to_its_time_budget() {
    // Generous margin: this checks that the clock is watched, not how precisely.
    let g = Game::new(Position::start(Board::standard(), Rules::default()), DrawRules::default());
    let mut bot = BotSpec::Expert(5).build(1, Limits { time: Duration::from_millis(100), depth: None });
    let started = std::time::Instant::now();
    let m = bot.choose(&g, &AtomicBool::new(false));
    assert!(started.elapsed() < Duration::from_secs(1), "took {:?}", started.elapsed());
    assert!(g.legal_moves().contains(&m));
}

#[test]
fn expert_stops_when_told() {
    let g = Game::new(Position::start(Board::standard(), Rules::default()), DrawRules::default());
    let mut bot = BotSpec::Expert(5).build(1, Limits { time: Duration::from_secs(600), depth: None });
    // Already stopped: returns at once with a legal move.
    let m = bot.choose(&g, &AtomicBool::new(true));
    assert!(g.legal_moves().contains(&m));
    // Stopped from another thread while searching.
    let stop = AtomicBool::new(false);
    let started = std::time::Instant::now();
    let m = std::thread::scope(|s| {
        s.spawn(|| {
            std::thread::sleep(Duration::from_millis(100));
            stop.store(true, std::sync::atomic::Ordering::Relaxed);
        });
        bot.choose(&g, &stop)
    });
    assert!(started.elapsed() < Duration::from_secs(10), "took {:?}", started.elapsed());
    assert!(g.legal_moves().contains(&m));
}

#[test]
fn fixed_depth_bots_are_deterministic() {
    // Two whole games between the same bots with the same seeds are move for move the
    // same; a different seed for the noisy expert:1 changes at least one move somewhere.
    let play = |seed: u64| {
        let limits = Limits { time: Duration::from_secs(30), depth: Some(3) };
        let mut bots = [BotSpec::Expert(1).build(seed, limits), BotSpec::Expert(3).build(seed + 1, limits)];
        let mut g = Game::new(Position::start(Board::standard(), Rules::default()), DrawRules::default());
        while g.outcome().is_none() && g.moves().len() < 80 {
            let who = usize::from(g.position().turn() == Side::Green);
            let m = bots[who].choose(&g, &AtomicBool::new(false));
            g.play(m).unwrap();
        }
        g.moves().to_vec()
    };
    assert_eq!(play(1), play(1));
    assert!((2..6).any(|s| play(s) != play(1)));
}
