//! Tactigon (RULES.md) as the match runner, the saves, the screens and the arena play it.

use crate::arena::{ArenaGame, PLY_CAP};
use crate::bots::{BotSpec, Limits};
use crate::playable::Playable;
use crate::setup::{First, GameSetup, Player, SetupError};
use std::sync::atomic::AtomicBool;
use tactigon_core::analysis::{self, Analysis, Cancelled, Progress};
use tactigon_core::{self as engine, History};
use tactigon_rules::{DrawReason, Outcome, Position, Side, Tactigon, WinReason};

impl Playable for Tactigon {
    type Config = GameSetup;

    fn start(setup: &GameSetup, coin: bool) -> Result<History<Tactigon>, SetupError> {
        setup.start(coin)
    }

    fn side_index(side: Side) -> usize {
        side.index()
    }

    fn side_name(side: Side) -> &'static str {
        match side {
            Side::Red => "Red",
            Side::Green => "Green",
        }
    }

    fn players(setup: &GameSetup) -> [Player; 2] {
        [setup.red, setup.green]
    }

    fn set_players(setup: &mut GameSetup, [red, green]: [Player; 2]) {
        setup.red = red;
        setup.green = green;
    }

    fn bot(spec: BotSpec, seed: u64, limits: Limits) -> Box<dyn engine::Player<Tactigon>> {
        spec.build(seed, limits)
    }

    fn analyse(
        game: &engine::History<Tactigon>,
        limits: Limits,
        stop: &AtomicBool,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<Analysis<Tactigon>, Cancelled> {
        analysis::analyse::<Tactigon, tactigon_rules::eval::Evaluator>(game, limits, stop, progress)
    }

    fn setup_for(game: &History<Tactigon>, [red, green]: [Player; 2]) -> GameSetup {
        let start = game.start();
        let board = start.board();
        let rules = start.rules();
        let standard = Position::start(board, rules);
        let first = if start.turn() == Side::Green { First::Green } else { First::Red };
        GameSetup {
            red,
            green,
            board: board.name().to_string(),
            square_jump: rules.square_jump,
            gold_bonus: rules.gold_bonus,
            first,
            no_capture_limit: game.draw_rules().no_capture_limit,
            position: (start.with_turn(Side::Red) != standard).then(|| start.to_tpn()),
        }
    }
}

impl ArenaGame for Tactigon {
    const ENDINGS: &'static [&'static str] =
        &["pentagon captured", "gold tiles", "draw: no moves", "draw: repetition", "draw: no-capture limit", PLY_CAP];

    fn ending(outcome: Outcome) -> &'static str {
        match outcome {
            Outcome::Win { reason: WinReason::PentagonCaptured, .. } => "pentagon captured",
            Outcome::Win { reason: WinReason::GoldTiles, .. } => "gold tiles",
            // Bots never resign, run out of time or leave.
            Outcome::Win { reason: WinReason::Forfeit(how), .. } => how.termination(),
            Outcome::Draw(DrawReason::NoMoves) => "draw: no moves",
            Outcome::Draw(DrawReason::Repetition) => "draw: repetition",
            Outcome::Draw(DrawReason::NoCapture(_)) => "draw: no-capture limit",
        }
    }

    fn seating(index: usize) -> (Side, Side) {
        let a_side = if index.is_multiple_of(2) { Side::Red } else { Side::Green };
        let first = if (index / 2).is_multiple_of(2) { Side::Red } else { Side::Green };
        (a_side, first)
    }

    fn with_turn(pos: tactigon_rules::Position, side: Side) -> tactigon_rules::Position {
        pos.with_turn(side)
    }

    fn describe(start: &tactigon_rules::Position) -> String {
        let rules = start.rules();
        format!(
            " on the {} board{}{}",
            start.board().name(),
            if rules.square_jump { ", square jump" } else { "" },
            if rules.gold_bonus { ", gold bonus" } else { "" },
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_block_of_four_games_covers_colours_and_first_moves() {
        let setups: Vec<(Side, Side)> = (0..4).map(Tactigon::seating).collect();
        assert_eq!(
            setups,
            [(Side::Red, Side::Red), (Side::Green, Side::Red), (Side::Red, Side::Green), (Side::Green, Side::Green)]
        );
    }
}
