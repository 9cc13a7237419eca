//! Tactigon's part of the record format: its move numbers and results, and its own tags
//! (`Board`, `BoardDiagram`, `Rules`, `Repetition`, `NoCaptureLimit`, `Start`).

use crate::{
    Board, BoardError, DrawReason, Game, Move, Outcome, ParseMoveError, Position, Rules, Side, Tactigon, TpnError,
    WinReason,
};
use std::fmt;
use tactigon_core::record::{Notation, RecordError, RecordErrorKind as K, Token, error, parse_records_of};
use tactigon_core::{Agreement, DrawRules, History};

/// The `Result` tag for an outcome (`*` while the game goes on).
pub fn result_token(outcome: Option<Outcome>) -> &'static str {
    match outcome.map(Outcome::winner) {
        None => "*",
        Some(Some(Side::Red)) => "1-0",
        Some(Some(Side::Green)) => "0-1",
        Some(None) => "1/2-1/2",
    }
}

/// The `Termination` tag for an outcome.
pub fn termination(outcome: Option<Outcome>) -> &'static str {
    match outcome {
        None => "unfinished",
        Some(Outcome::Win { reason: WinReason::PentagonCaptured, .. }) => "pentagon captured",
        Some(Outcome::Win { reason: WinReason::GoldTiles, .. }) => "gold tiles held",
        Some(Outcome::Win { reason: WinReason::Forfeit(how), .. }) => how.termination(),
        Some(Outcome::Draw(DrawReason::NoMoves)) => "no moves",
        Some(Outcome::Draw(DrawReason::Repetition)) => "threefold repetition",
        Some(Outcome::Draw(DrawReason::NoCapture(_))) => "no-capture limit",
        Some(Outcome::Draw(DrawReason::Agreed)) => Agreement::Draw.termination(),
    }
}

/// What is wrong with one of Tactigon's own tags in a record.
#[derive(Clone, Debug)]
pub enum TagError {
    /// A word of the `Rules` tag that is no rule.
    UnknownRule(String),
    /// A `Repetition` tag that is neither `on` nor `off`.
    BadRepetition(String),
    /// A `NoCaptureLimit` tag that is not a whole number.
    BadNoCaptureLimit(String),
    /// The `Board` tag names no board that could be had.
    UnknownBoard(String),
    /// The `BoardDiagram` tag of the named board is not a valid board.
    Diagram {
        /// The `Board` tag's name.
        board: String,
        /// What is wrong with the diagram.
        error: BoardError,
    },
    /// A `BoardDiagram` tag without a `Board` tag.
    DiagramWithoutBoard,
    /// The `Start` tag is not a position on the board.
    Start(TpnError),
}

impl fmt::Display for TagError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TagError::UnknownRule(word) => {
                write!(
                    f,
                    "tag Rules: unknown rule '{}' (expected square-jump, gold-bonus or none)",
                    tactigon_core::escape::Escaped(word)
                )
            }
            TagError::BadRepetition(value) => {
                write!(f, "tag Repetition must be on or off, not '{}'", tactigon_core::escape::Escaped(value))
            }
            TagError::BadNoCaptureLimit(value) => {
                write!(
                    f,
                    "tag NoCaptureLimit must be a whole number of plies (0 = off), not '{}'",
                    tactigon_core::escape::Escaped(value)
                )
            }
            TagError::UnknownBoard(name) => {
                let names: Vec<&str> = crate::BUILTIN.iter().map(|(n, _)| *n).collect();
                write!(
                    f,
                    "tag Board: '{}' is not a built-in board ({}) and the record has no BoardDiagram",
                    tactigon_core::escape::Escaped(name),
                    names.join(", ")
                )
            }
            TagError::Diagram { board, error } => {
                write!(f, "tag BoardDiagram of board {}: {error}", tactigon_core::escape::Escaped(board))
            }
            TagError::DiagramWithoutBoard => f.write_str("tag BoardDiagram needs a Board tag"),
            TagError::Start(e) => write!(f, "tag Start: {e}"),
        }
    }
}

/// The record error of a wrong value of Tactigon's own tag at a 1-based `line` and `column`.
const fn tag_error(line: usize, column: usize, e: TagError) -> RecordError<Tactigon> {
    error(line, column, K::Tag(e))
}

/// A tag's value with the 1-based line and column of its name, for errors found later.
type Placed = (usize, usize, String);

/// What a Tactigon record's own tags say, read before the start position can be built.
#[derive(Default)]
pub struct Setup {
    board: Option<Placed>,
    diagram: Option<Placed>,
    rules: Rules,
    draws: DrawRules,
    start: Option<Placed>,
}

impl Notation for Tactigon {
    const NAME: &'static str = "Tactigon";
    const PLAYER_TAGS: [&'static str; 2] = ["Red", "Green"];
    type ReadError = ParseMoveError;
    type TagError = TagError;
    type Setup = Setup;

    fn move_number(pos: &Position) -> (u32, bool) {
        (pos.fullmove(), pos.turn() == Side::Red)
    }

    fn result(outcome: Option<Outcome>) -> &'static str {
        result_token(outcome)
    }

    /// As [`Position::parse_move`], but a record must say what happened: `x` for a capture,
    /// and only for one.
    fn read_move(pos: &Position, word: &str) -> Result<Move, ParseMoveError> {
        let m = pos.parse_move(word)?;
        let written: Move = word.parse().map_err(ParseMoveError::Syntax)?;
        if written != m {
            return Err(ParseMoveError::CaptureMark(m));
        }
        Ok(m)
    }

    fn termination(outcome: Option<Outcome>) -> &'static str {
        termination(outcome)
    }

    fn write_tags(game: &Game) -> Vec<(&'static str, String)> {
        let start = game.start();
        let board = start.board();
        let rules = start.rules();
        let mut rule_words = Vec::new();
        if rules.square_jump {
            rule_words.push("square-jump");
        }
        if rules.gold_bonus {
            rule_words.push("gold-bonus");
        }
        let draws = game.draw_rules();
        let mut tags = vec![
            ("Board", board.name().to_string()),
            ("Rules", if rule_words.is_empty() { "none".into() } else { rule_words.join(" ") }),
            ("Repetition", if draws.repetition { "on" } else { "off" }.into()),
            ("NoCaptureLimit", draws.no_capture_limit.to_string()),
        ];
        if let Some(diagram) = board_diagram(board) {
            tags.push(("BoardDiagram", diagram));
        }
        if *start != Position::start(board, rules) {
            tags.push(("Start", start.to_tpn()));
        }
        tags
    }

    fn read_tag(setup: &mut Setup, name: &Token<'_>, value: &str) -> Result<bool, RecordError<Tactigon>> {
        let at = |e: TagError| tag_error(name.line, name.column, e);
        let placed = || Some((name.line, name.column, value.to_string()));
        match name.text {
            "Board" => setup.board = placed(),
            "BoardDiagram" => setup.diagram = placed(),
            "Start" => setup.start = placed(),
            "Rules" => {
                setup.rules = Rules::default();
                for word in value.split_whitespace() {
                    match word {
                        "none" => {}
                        "square-jump" => setup.rules.square_jump = true,
                        "gold-bonus" => setup.rules.gold_bonus = true,
                        other => return Err(at(TagError::UnknownRule(other.to_string()))),
                    }
                }
            }
            "Repetition" => {
                setup.draws.repetition = match value {
                    "on" => true,
                    "off" => false,
                    other => return Err(at(TagError::BadRepetition(other.to_string()))),
                }
            }
            "NoCaptureLimit" => {
                // Plain digits as written (no sign, no leading zero), as in TPN.
                let plain = value == "0" || (!value.starts_with('0') && value.bytes().all(|b| b.is_ascii_digit()));
                setup.draws.no_capture_limit = value
                    .parse()
                    .ok()
                    .filter(|_| plain)
                    .ok_or_else(|| at(TagError::BadNoCaptureLimit(value.to_string())))?
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    fn start(setup: Setup) -> Result<Game, RecordError<Tactigon>> {
        let board = match (setup.board, setup.diagram) {
            (Some((_, _, board)), Some((line, column, diagram))) => read_diagram(&board, &diagram)
                .map_err(|e| tag_error(line, column, TagError::Diagram { board, error: e }))?,
            (None, Some((line, column, _))) => return Err(tag_error(line, column, TagError::DiagramWithoutBoard)),
            (Some((line, column, board)), None) => {
                Board::builtin(&board).ok_or_else(|| tag_error(line, column, TagError::UnknownBoard(board)))?
            }
            (None, None) => Board::standard(),
        };
        let start = match setup.start {
            Some((line, column, tpn)) => {
                Position::from_tpn(board, setup.rules, &tpn).map_err(|e| tag_error(line, column, TagError::Start(e)))?
            }
            None => Position::start(board, setup.rules),
        };
        Ok(History::new(start, setup.draws))
    }
}

/// The `BoardDiagram` tag's value for a board that is not one of the built-in ones, so that
/// the record reloads on a machine without the board file: the board text without its
/// `name:` line (the `Board` tag has the name), lines joined by `/`.
pub fn board_diagram(board: &Board) -> Option<String> {
    if Board::builtin(board.name()).is_some_and(|b| std::ptr::eq(b, board) || b.to_string() == board.to_string()) {
        return None;
    }
    let text = board.to_string();
    Some(text.lines().filter(|l| !l.starts_with("name:")).collect::<Vec<_>>().join("/"))
}

/// The board of a `BoardDiagram` tag: the board text without its `name:` line, lines joined by `/`.
pub fn read_diagram(name: &str, diagram: &str) -> Result<&'static Board, BoardError> {
    let text = format!("name: {name}\n{}\n", diagram.replace('/', "\n"));
    Ok(Board::intern(text.parse()?))
}

/// Reads every game of a Tactigon record file; the first problem anywhere rejects the whole file.
pub fn parse_records(text: &str) -> Result<Vec<tactigon_core::record::Record<Tactigon>>, RecordError<Tactigon>> {
    parse_records_of(text)
}
