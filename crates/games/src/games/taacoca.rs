//! Taacoca (RULES-taacoca.md) as the match runner, the saves, the screens and the arena
//! play it.

use crate::arena::ArenaGame;
use crate::bots::{BotSpec, Limits};
use crate::playable::Playable;
use crate::setup::{Player, SetupError, TaacocaSetup};
use ::taacoca::{self, Taacoca};
use std::sync::atomic::AtomicBool;
use tactigon_core::analysis::{self, Analysis, Cancelled, Progress};
use tactigon_core::{self as engine, History};

impl Playable for Taacoca {
    type Config = TaacocaSetup;

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

    fn bot(spec: BotSpec, seed: u64, limits: Limits) -> Box<dyn engine::Player<Taacoca>> {
        spec.build_with::<Taacoca, ::taacoca::eval::TaacocaEval>(seed, limits)
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
        TaacocaSetup { white, black, size: game.start().size() }
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
