//! Taacoca (RULES-taacoca.md) as the match runner, the saves, the screens and the arena
//! play it.

use crate::arena::ArenaGame;
use crate::bench::BenchGame;
use crate::bots::{BotSpec, Limits};
use crate::clock::TimeControl;
use crate::playable::{Engined, Playable};
use crate::setup::{Player, SetupError, TaacocaSetup};
use ::taacoca::eval::TaacocaEval;
use ::taacoca::{self, STANDARD_SIZE, Taacoca, TaacocaGame, check_size, new_game};
use std::sync::atomic::AtomicBool;
use tactigon_core::analysis::{self, Analysis, Cancelled, Progress};
use tactigon_core::bench::Bench;
use tactigon_core::ugi::{OptionSpec, UgiGame};
use tactigon_core::{self as engine, DrawRules, History};

impl Playable for Taacoca {
    type Config = TaacocaSetup;

    /// The evaluation is in hundredths of a stone (a stone's material is 100); a race it
    /// finds decided is a win in N plies, told as `#N`.
    const EVAL_UNIT: &'static str = "stones";

    fn start(setup: &TaacocaSetup, _coin: bool) -> Result<History<Taacoca>, SetupError> {
        setup.start()
    }

    fn side_index(side: taacoca::Side) -> usize {
        side.index()
    }

    fn side_name(side: taacoca::Side) -> &'static str {
        match side {
            taacoca::Side::White => "White",
            taacoca::Side::Black => "Black",
        }
    }

    fn players(setup: &TaacocaSetup) -> [Player; 2] {
        [setup.white, setup.black]
    }

    fn set_players(setup: &mut TaacocaSetup, [white, black]: [Player; 2]) {
        setup.white = white;
        setup.black = black;
    }

    fn clock(setup: &TaacocaSetup) -> Option<TimeControl> {
        setup.clock
    }

    fn set_clock(setup: &mut TaacocaSetup, clock: Option<TimeControl>) {
        setup.clock = clock;
    }

    fn bot(spec: BotSpec, seed: u64, limits: Limits) -> Box<dyn engine::Player<Taacoca>> {
        spec.build_with::<Taacoca, ::taacoca::eval::TaacocaEval>(seed, limits)
    }

    fn engine(command: &str, limits: Limits) -> Box<dyn engine::Player<Taacoca>> {
        tactigon_core::ugi::EnginePlayer::<TaacocaUgi>::player(command, limits)
    }

    fn analyse(
        game: &engine::History<Taacoca>,
        limits: Limits,
        stop: &AtomicBool,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<Analysis<Taacoca>, Cancelled> {
        analysis::analyse::<Taacoca, ::taacoca::eval::TaacocaEval>(game, limits, stop, progress)
    }

    fn setup_for(game: &History<Taacoca>, [white, black]: [Player; 2]) -> TaacocaSetup {
        let start = game.start();
        let standard = ::taacoca::Position::start(start.size()).ok();
        let position = (standard.as_ref() != Some(start)).then(|| start.to_string());
        TaacocaSetup { white, black, size: start.size(), clock: None, position }
    }
}

impl ArenaGame for Taacoca {
    const ENDINGS: &'static [&'static str] = &["home row", "no stones", "no move"];

    fn ending(outcome: taacoca::Outcome) -> &'static str {
        match outcome.reason {
            taacoca::WinReason::HomeRow => "home row",
            taacoca::WinReason::NoStones => "no stones",
            taacoca::WinReason::NoMove => "no move",
            taacoca::WinReason::Forfeit(how) => how.termination(),
        }
    }

    fn seating(index: usize) -> (taacoca::Side, taacoca::Side) {
        let a_side = if index.is_multiple_of(2) { taacoca::Side::White } else { taacoca::Side::Black };
        (a_side, taacoca::Side::White)
    }

    fn with_turn(pos: taacoca::Position, side: taacoca::Side) -> taacoca::Position {
        pos.with_turn(side)
    }

    fn describe(start: &taacoca::Position) -> String {
        format!(" of Taacoca, board side {}", start.size())
    }
}

/// Taacoca's positions: name and position text (RULES-taacoca.md §5). The midgames come
/// from games of two seeded `expert:2` bots or from the perft fixture's random playouts.
const BENCH: [(&str, &str); 8] = [
    ("side 3 start", "BBB/1BB1/5/1WW1/WWW w"),
    ("side 4 start", "BBBB/1BBB1/2BB2/7/2WW2/1WWW1/WWWW w"),
    ("start", "BBBBB/1BBBB1/2BBB2/8/9/8/2WWW2/1WWWW1/WWWWW w"),
    ("ply 8", "1BB1B/B3B1/1BBBB2/3W4/2W2B3/2B3W1/1W2W2/2WW1W/1WWW1 w"),
    ("ply 10", "B1BB1/4B1/1B1BB2/2BBB1W1/2W6/B1WWW3/3WW2/1W2WW/1WW2 w"),
    ("side 6 start", "BBBBBB/1BBBBB1/2BBBB2/9/10/11/10/9/2WWWW2/1WWWWW1/WWWWWW w"),
    ("side 6, ply 10", "BBBBBB/5B1/1B2BB2/2B1B4/8W1/4B1W4/10/9/5W2/WWWW1W1/1WWWWW w"),
    ("side 7 start", "BBBBBBB/1BBBBBB1/2BBBBB2/10/11/12/13/12/11/10/2WWWWW2/1WWWWWW1/WWWWWWW w"),
];

impl BenchGame for Taacoca {
    const BENCH_DEPTH: u32 = 4;

    fn bench(depth: u32) -> Bench {
        let games: Vec<(&'static str, TaacocaGame)> =
            BENCH.iter().map(|&(name, text)| (name, new_game(text.parse().expect("a bench position reads")))).collect();
        Bench::run::<Taacoca, TaacocaEval>(&games, depth)
    }
}

impl Engined for Taacoca {
    type Ugi = TaacocaUgi;
}

/// Taacoca in the protocol: option `size`; positions in Taacoca's text (RULES-taacoca.md §5).
#[derive(Debug)]
pub struct TaacocaUgi;

/// Taacoca's option values.
#[derive(Clone, Copy, Debug)]
pub struct TaacocaSettings {
    /// The board's side.
    pub size: u8,
}

impl Default for TaacocaSettings {
    fn default() -> TaacocaSettings {
        TaacocaSettings { size: STANDARD_SIZE }
    }
}

impl UgiGame for TaacocaUgi {
    type Rules = Taacoca;
    type Eval = TaacocaEval;
    type Settings = TaacocaSettings;
    const NAME: &'static str = "taacoca";
    const OPTIONS: &'static [OptionSpec] = &[OptionSpec { name: "size", kind: "type spin default 5 min 3 max 13" }];

    fn set_option(settings: &mut TaacocaSettings, name: &str, value: &str) -> Option<Result<(), String>> {
        if !name.eq_ignore_ascii_case("size") {
            return None;
        }
        let size = value.parse().map_err(|_| format!("size must be a number, not '{value}'"));
        Some(size.and_then(|n| check_size(n).map_err(|e| e.to_string())).map(|n| settings.size = n))
    }

    fn start(settings: &TaacocaSettings) -> Result<::taacoca::Position, String> {
        ::taacoca::Position::start(settings.size).map_err(|e| e.to_string())
    }

    /// The text gives its own size, whatever the option says.
    fn read(_: &TaacocaSettings, text: &str) -> Result<::taacoca::Position, String> {
        text.parse().map_err(|e: ::taacoca::PositionTextError| e.to_string())
    }

    fn draw_rules(_: &TaacocaSettings) -> DrawRules {
        ::taacoca::DRAW_RULES
    }

    fn options_of(pos: &::taacoca::Position) -> Vec<(&'static str, String)> {
        vec![("size", pos.size().to_string())]
    }

    fn perft(pos: &::taacoca::Position, depth: u32) -> u64 {
        ::taacoca::perft(pos, depth)
    }
}
