//! Each game's part in the UGI protocol ([`tactigon_core::ugi`]): its options and position
//! text, and the engine loop that changes game when `setoption name game` says so.

use crate::games::GameKind;
use crate::playable::Playable;
use crate::setup::GameSetup;
use crate::storage::resolve_board;
use ::taacoca::eval::TaacocaEval;
use ::taacoca::{STANDARD_SIZE, Taacoca, check_size};
use std::io::BufRead;
use std::sync::LazyLock;
use tactigon_core::DrawRules;
use tactigon_core::ugi::{Common, Engine, Flow, OptionSpec, Out, UgiGame};
use tactigon_rules::eval::Evaluator;
use tactigon_rules::{Board, Position, Rules, Tactigon};

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
        OptionSpec { name: "squarejump", kind: "type check default false" },
        OptionSpec { name: "goldbonus", kind: "type check default false" },
    ];

    fn set_option(settings: &mut TactigonSettings, name: &str, value: &str) -> Option<Result<(), String>> {
        Some(match name.to_ascii_lowercase().as_str() {
            "board" => resolve_board(value).map(|board| settings.board = board).map_err(|e| e.to_string()),
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
        let rules = pos.rules();
        vec![
            ("board", pos.board().name().to_string()),
            ("squarejump", rules.square_jump.to_string()),
            ("goldbonus", rules.gold_bonus.to_string()),
        ]
    }

    fn perft(pos: &Position, depth: u32) -> u64 {
        tactigon_rules::perft(pos, depth)
    }
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

/// A game as the UGI protocol plays it: its part of the protocol ([`UgiGame`]).
pub trait Engined: Playable {
    /// The game's options, position text and perft in the protocol.
    type Ugi: UgiGame<Rules = Self>;
}

/// The games `setoption name game` chooses from, in the list's order.
static GAMES: LazyLock<Vec<&'static str>> =
    LazyLock::new(|| GameKind::ALL.iter().map(|&kind| with_game!(kind, G => <G as Engined>::Ugi::NAME)).collect());

/// What the engine loop needs of an engine, whichever game it plays.
trait Driver {
    /// Answers one line.
    fn handle(&mut self, line: &str) -> Flow;
    /// The options kept when the game changes.
    fn common(&self) -> Common;
}

impl<U: UgiGame> Driver for Engine<U> {
    fn handle(&mut self, line: &str) -> Flow {
        Engine::handle(self, line)
    }

    fn common(&self) -> Common {
        Engine::common(self)
    }
}

/// An engine playing `kind`.
fn engine_of(kind: GameKind, common: Common, out: Out) -> Box<dyn Driver> {
    with_game!(kind, G => Box::new(Engine::<<G as Engined>::Ugi>::new(common, out)) as Box<dyn Driver>)
}

/// Runs a UGI engine playing `kind` on the lines of `input` until `quit` or the input's
/// end, answering on `out`.
pub fn run_engine(kind: GameKind, mut input: impl BufRead, out: Out) {
    let mut engine = engine_of(kind, Common::new(&GAMES), out.clone());
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        if !matches!(input.read_until(b'\n', &mut bytes), Ok(1..)) {
            break;
        }
        // A line that is not UTF-8 is a malformed line like any other, not the end.
        let line = String::from_utf8_lossy(&bytes);
        match engine.handle(&line) {
            Flow::Continue => {}
            Flow::Quit => break,
            Flow::Switch(name) => match name.parse::<GameKind>() {
                Ok(kind) => engine = engine_of(kind, engine.common(), out.clone()),
                Err(e) => {
                    if let Ok(mut w) = out.lock() {
                        let _ = writeln!(w, "info string error: {e}").and_then(|()| w.flush());
                    }
                }
            },
        }
    }
}

use std::io::Write;
