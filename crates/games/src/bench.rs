//! `tactigon bench`: the search signature of each game ([`tactigon_core::bench`]) over a
//! fixed list of positions: starts, midgames and endings, every board size and rule.
//!
//! The node totals at the default depths are pinned as literals by the tests
//! (tests/suite/bench.rs): a change to move ordering, pruning or evaluation changes them,
//! and must update the literals on purpose.

use crate::games::GameKind;
use crate::setup::GameSetup;
use ::taacoca::eval::TaacocaEval;
use ::taacoca::{Taacoca, TaacocaGame, new_game};
use tactigon_core::bench::Bench;
use tactigon_rules::eval::Evaluator;
use tactigon_rules::{Board, DrawRules, Game, Position, Rules, Tactigon};

/// Tactigon's positions: name, board, rules and TPN. The midgames come from games of two
/// seeded `expert:2` bots, at the ply their clock says.
const TACTIGON: [(&str, &str, Rules, &str); 10] = [
    ("start", "standard", NONE, "2/C1C3c1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2 r"),
    ("ply 8", "standard", NONE, "2/C1C2c2c/1ST1t3s1/P3C2sptc/CS3c4/C2C2cc1/2 r 0 8"),
    ("ply 16", "standard", NONE, "2/C1C1c2sc/S9/P3CT3tc/C3C4p/C4ccc1/2 r 5 16"),
    ("ending", "standard", NONE, "2/4C4/10/P9p/10/3C1c3/2 r"),
    ("square jump, ply 8", "standard", JUMP, "2/C1C2tc1c/P1T7/CT1TC1ctp1c/1S4ts2/C3C1c1c/2 r 8 8"),
    ("square jump, ply 26", "standard", JUMP, "1S/C3C1t1c/C2C3c2/4T5c/P4c3p/C6c1/2 r 10 26"),
    ("gold bonus, ply 8", "standard", BONUS, "2/C1C1Cc2c/TST4ts1/C1P5ptc/3C6/C3c1c1c/2 r 2 8"),
    ("gold bonus, ply 16", "standard", BONUS, "T1/C1C5c/T4C4/C2c5tc/P2t5p/1C3c2c/2 r 2 16"),
    ("large, both, ply 8", "large", BOTH, "3/10/C1C3t1cpc/1S6t1s1/CTP1C3c2tc/4T7/CSC5c1c/10/3 r 2 8"),
    ("huge, ply 26", "huge", NONE, "7/10c1/C5t6/2CT4t3cc/C3C5c3p/1C12/P2CS5cc1/12/7 r 8 26"),
];

const NONE: Rules = Rules { square_jump: false, gold_bonus: false };
const JUMP: Rules = Rules { square_jump: true, gold_bonus: false };
const BONUS: Rules = Rules { square_jump: false, gold_bonus: true };
const BOTH: Rules = Rules { square_jump: true, gold_bonus: true };

/// Taacoca's positions: name and position text (RULES-taacoca.md §5). The midgames come
/// from games of two seeded `expert:2` bots or from the perft fixture's random playouts.
const TAACOCA: [(&str, &str); 8] = [
    ("side 3 start", "BBB/1BB1/5/1WW1/WWW w"),
    ("side 4 start", "BBBB/1BBB1/2BB2/7/2WW2/1WWW1/WWWW w"),
    ("start", "BBBBB/1BBBB1/2BBB2/8/9/8/2WWW2/1WWWW1/WWWWW w"),
    ("ply 8", "1BB1B/B3B1/1BBBB2/3W4/2W2B3/2B3W1/1W2W2/2WW1W/1WWW1 w"),
    ("ply 10", "B1BB1/4B1/1B1BB2/2BBB1W1/2W6/B1WWW3/3WW2/1W2WW/1WW2 w"),
    ("side 6 start", "BBBBBB/1BBBBB1/2BBBB2/9/10/11/10/9/2WWWW2/1WWWWW1/WWWWWW w"),
    ("side 6, ply 10", "BBBBBB/5B1/1B2BB2/2B1B4/8W1/4B1W4/10/9/5W2/WWWW1W1/1WWWWW w"),
    ("side 7 start", "BBBBBBB/1BBBBBB1/2BBBBB2/10/11/12/13/12/11/10/2WWWWW2/1WWWWWW1/WWWWWWW w"),
];

/// The depth each game's bench searches to unless told otherwise: under a second each.
pub const fn default_depth(game: GameKind) -> u32 {
    match game {
        GameKind::Tactigon => 6,
        GameKind::Taacoca => 4,
    }
}

/// The bench of `game`: each of its positions searched to `depth` (default:
/// [`default_depth`]) by the strongest expert.
pub fn run(game: GameKind, depth: Option<u32>) -> Bench {
    let depth = depth.unwrap_or(default_depth(game));
    match game {
        GameKind::Tactigon => Bench::run::<Tactigon, Evaluator>(&tactigon_games(), depth),
        GameKind::Taacoca => Bench::run::<Taacoca, TaacocaEval>(&taacoca_games(), depth),
    }
}

/// Tactigon's bench positions as games, under the default draw rules.
fn tactigon_games() -> Vec<(&'static str, Game)> {
    let no_capture_limit = GameSetup::default().no_capture_limit;
    TACTIGON
        .iter()
        .map(|&(name, board, rules, tpn)| {
            let board = Board::builtin(board).expect("a built-in board");
            let pos = Position::from_tpn(board, rules, tpn).expect("a bench position reads");
            (name, Game::new(pos, DrawRules { repetition: true, no_capture_limit }))
        })
        .collect()
}

/// Taacoca's bench positions as games.
fn taacoca_games() -> Vec<(&'static str, TaacocaGame)> {
    TAACOCA.iter().map(|&(name, text)| (name, new_game(text.parse().expect("a bench position reads")))).collect()
}
