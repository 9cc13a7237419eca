//! Reading a Tactigon record: interpreting its tags and replaying its moves through the rules.

use super::error::error;
use super::text::Raw;
use super::{GAME, RESULTS, Record, RecordError, RecordErrorKind as K, replay, result_token, termination};
use crate::rules::{Board, DrawRules, Game, Position, Rules};

/// The board of a `BoardDiagram` tag: the board text without its `name:` line, lines joined by `/`.
fn read_diagram(name: &str, diagram: &str) -> Result<&'static Board, crate::rules::BoardError> {
    let text = format!("name: {name}\n{}\n", diagram.replace('/', "\n"));
    Ok(Board::intern(text.parse()?))
}

/// One game of a record file, its moves replayed through the rules.
pub fn interpret(raw: Raw<'_>) -> Result<Record, RecordError> {
    let mut record_tags = (String::new(), String::new(), String::new(), String::new());
    let mut extra = Vec::new();
    let mut board_tag = None;
    let mut diagram = None;
    let mut rules = Rules::default();
    let mut draws = DrawRules::default();
    let mut start_tpn = None;
    let mut result = None;
    let mut term = None;
    for (name, value) in &raw.tags {
        let at = |kind: K| error(name.line, name.column, kind);
        match name.text {
            "Event" => record_tags.0 = value.clone(),
            "Date" => record_tags.1 = value.clone(),
            "Red" => record_tags.2 = value.clone(),
            "Green" => record_tags.3 = value.clone(),
            "Game" if !value.eq_ignore_ascii_case(GAME) => {
                return Err(at(K::OtherGame(value.clone())));
            }
            "Game" => {}
            "Board" => board_tag = Some((name, value.clone())),
            "BoardDiagram" => diagram = Some((name, value.clone())),
            "Rules" => {
                rules = Rules::default();
                for word in value.split_whitespace() {
                    match word {
                        "none" => {}
                        "square-jump" => rules.square_jump = true,
                        "gold-bonus" => rules.gold_bonus = true,
                        other => {
                            return Err(at(K::UnknownRule(other.to_string())));
                        }
                    }
                }
            }
            "Repetition" => {
                draws.repetition = match value.as_str() {
                    "on" => true,
                    "off" => false,
                    other => return Err(at(K::BadRepetition(other.to_string()))),
                }
            }
            "NoCaptureLimit" => {
                draws.no_capture_limit = value.parse().map_err(|_| at(K::BadNoCaptureLimit(value.clone())))?
            }
            "Start" => start_tpn = Some((name, value.clone())),
            "Result" => {
                if !RESULTS.contains(&value.as_str()) {
                    return Err(at(K::BadResult(value.clone())));
                }
                result = Some((name, value.clone()));
            }
            "Termination" => term = Some((name, value.clone())),
            _ => extra.push((name.text.to_string(), value.clone())),
        }
    }
    let board = match (board_tag, diagram) {
        (Some((_, board)), Some((tag, diagram))) => {
            read_diagram(&board, &diagram).map_err(|e| error(tag.line, tag.column, K::Diagram { board, error: e }))?
        }
        (None, Some((tag, _))) => return Err(error(tag.line, tag.column, K::DiagramWithoutBoard)),
        (Some((name, board)), None) => {
            crate::storage::resolve_board(&board).map_err(|e| error(name.line, name.column, K::Board(e.into())))?
        }
        (None, None) => Board::standard(),
    };
    let start = match start_tpn {
        Some((name, tpn)) => {
            Position::from_tpn(board, rules, &tpn).map_err(|e| error(name.line, name.column, K::Start(e)))?
        }
        None => Position::start(board, rules),
    };
    let mut game = Game::new(start, draws);
    let ended_with = replay(&mut game, &raw.moves).map_err(|(t, e)| error(t.line, t.column, e.into()))?;
    let outcome = game.outcome();
    let actual = result_token(outcome);
    for claimed in
        [result.as_ref().map(|(n, v)| (n.line, n.column, v.as_str())), ended_with.map(|t| (t.line, t.column, t.text))]
            .into_iter()
            .flatten()
    {
        if claimed.2 != actual {
            return Err(error(claimed.0, claimed.1, K::ResultMismatch { claimed: claimed.2.to_string(), actual }));
        }
    }
    if let Some((name, value)) = term
        && value != termination(outcome)
    {
        return Err(error(
            name.line,
            name.column,
            K::TerminationMismatch { claimed: value, actual: termination(outcome) },
        ));
    }
    let (event, date, red, green) = record_tags;
    Ok(Record { event, date, red, green, extra, game })
}
