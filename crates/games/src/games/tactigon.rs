//! Tactigon (RULES.md) as the match runner, the saves, the screens and the arena play it.

use crate::arena::{ArenaGame, PLY_CAP};
use crate::bench::BenchGame;
use crate::bots::{BotSpec, Limits};
use crate::clock::TimeControl;
use crate::playable::{Engined, Playable};
use crate::setup::{First, GameSetup, Player, SetupError};
use crate::storage::resolve_board;
use std::sync::atomic::AtomicBool;
use tactigon_core::analysis::{self, Analysis, Cancelled, Progress};
use tactigon_core::bench::Bench;
use tactigon_core::ugi::{OptionSpec, UgiGame};
use tactigon_core::{self as engine, Agreement, History};
use tactigon_rules::eval::Evaluator;
use tactigon_rules::{Board, DrawReason, DrawRules, Game, Outcome, Position, Rules, Side, Tactigon, WinReason};

impl Playable for Tactigon {
    type Config = GameSetup;

    /// The evaluation is in hundredths of a circle, the least piece.
    const EVAL_UNIT: &'static str = "circles";

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

    fn clock(setup: &GameSetup) -> Option<TimeControl> {
        setup.clock
    }

    fn set_clock(setup: &mut GameSetup, clock: Option<TimeControl>) {
        setup.clock = clock;
    }

    fn bot(spec: BotSpec, seed: u64, limits: Limits) -> Box<dyn engine::Player<Tactigon>> {
        spec.build(seed, limits)
    }

    fn engine(command: &str, limits: Limits) -> Box<dyn engine::Player<Tactigon>> {
        tactigon_core::ugi::EnginePlayer::<TactigonUgi>::player(command, limits)
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
            clock: None,
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
            // Bots never resign, run out of time, leave or agree to a draw.
            Outcome::Win { reason: WinReason::Forfeit(how), .. } => how.termination(),
            Outcome::Draw(DrawReason::Agreed) => Agreement::Draw.termination(),
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

/// Tactigon's positions: name, board, rules and TPN. The midgames come from games of two
/// seeded `expert:2` bots, at the ply their clock says.
const BENCH: [(&str, &str, Rules, &str); 10] = [
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

impl BenchGame for Tactigon {
    const BENCH_DEPTH: u32 = 6;

    /// Under the default draw rules.
    fn bench(depth: u32) -> Bench {
        let no_capture_limit = GameSetup::default().no_capture_limit;
        let games: Vec<(&'static str, Game)> = BENCH
            .iter()
            .map(|&(name, board, rules, tpn)| {
                let board = Board::builtin(board).expect("a built-in board");
                let pos = Position::from_tpn(board, rules, tpn).expect("a bench position reads");
                (name, Game::new(pos, DrawRules { repetition: true, no_capture_limit }))
            })
            .collect();
        Bench::run::<Tactigon, Evaluator>(&games, depth)
    }
}

impl Engined for Tactigon {
    type Ugi = TactigonUgi;
}

/// Tactigon in the protocol: options `board`, `squarejump`, `goldbonus`; positions in TPN.
#[derive(Debug)]
pub struct TactigonUgi;

/// Tactigon's option values.
#[derive(Clone, Debug)]
pub struct TactigonSettings {
    /// The board, read once when the option is set (a name or a board file's path).
    pub board: &'static Board,
    /// The advanced rules.
    pub rules: Rules,
}

impl Default for TactigonSettings {
    fn default() -> TactigonSettings {
        TactigonSettings { board: Board::standard(), rules: Rules::default() }
    }
}

/// The board of a `boarddiagram` option: its name, a space, then the record's `BoardDiagram`
/// (rows joined by `/`) with every space written `_`, as option values lose repeated spaces.
fn read_board_diagram(value: &str) -> Result<&'static Board, String> {
    let (name, diagram) = value.split_once(' ').ok_or("boarddiagram must be NAME DIAGRAM")?;
    tactigon_rules::record::read_diagram(name, &diagram.replace('_', " ")).map_err(|e| format!("boarddiagram: {e}"))
}

/// `true` or `false`, as a check option's value.
fn check(name: &str, value: &str) -> Result<bool, String> {
    value.parse().map_err(|_| format!("{name} must be true or false"))
}

impl UgiGame for TactigonUgi {
    type Rules = Tactigon;
    type Eval = Evaluator;
    type Settings = TactigonSettings;
    const NAME: &'static str = "tactigon";
    const OPTIONS: &'static [OptionSpec] = &[
        OptionSpec { name: "board", kind: "type string default standard" },
        OptionSpec { name: "boarddiagram", kind: "type string default <empty>" },
        OptionSpec { name: "squarejump", kind: "type check default false" },
        OptionSpec { name: "goldbonus", kind: "type check default false" },
    ];

    fn set_option(settings: &mut TactigonSettings, name: &str, value: &str) -> Option<Result<(), String>> {
        Some(match name.to_ascii_lowercase().as_str() {
            "board" => resolve_board(value).map(|board| settings.board = board).map_err(|e| e.to_string()),
            "boarddiagram" => read_board_diagram(value).map(|board| settings.board = board),
            "squarejump" => check(name, value).map(|on| settings.rules.square_jump = on),
            "goldbonus" => check(name, value).map(|on| settings.rules.gold_bonus = on),
            _ => return None,
        })
    }

    fn start(settings: &TactigonSettings) -> Result<Position, String> {
        Ok(Position::start(settings.board, settings.rules))
    }

    fn read(settings: &TactigonSettings, text: &str) -> Result<Position, String> {
        Position::from_tpn(settings.board, settings.rules, text).map_err(|e| e.to_string())
    }

    fn draw_rules(_: &TactigonSettings) -> DrawRules {
        DrawRules { repetition: true, no_capture_limit: GameSetup::default().no_capture_limit }
    }

    fn options_of(pos: &Position) -> Vec<(&'static str, String)> {
        let (rules, board) = (pos.rules(), pos.board());
        let board = match tactigon_rules::record::board_diagram(board) {
            // A board of no file the engine could open travels whole, as a record carries it.
            Some(diagram) => ("boarddiagram", format!("{} {}", board.name(), diagram.replace(' ', "_"))),
            None => ("board", board.name().to_string()),
        };
        vec![board, ("squarejump", rules.square_jump.to_string()), ("goldbonus", rules.gold_bonus.to_string())]
    }

    fn perft(pos: &Position, depth: u32) -> u64 {
        tactigon_rules::perft(pos, depth)
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
