//! Tactigon's puzzles: `assets/puzzles.txt`, a position as `board | rules | TPN`, won by
//! capturing the pentagon or holding the gold tiles.

use super::{FormatError, PuzzleGame};
use tactigon_rules::{Board, Kind, Move, Outcome, Position, Rules, Tactigon, WinReason};

/// The rules field: `none`, or `square-jump` and/or `gold-bonus`.
pub fn rules_text(rules: Rules) -> String {
    let words: Vec<&str> = [(rules.square_jump, "square-jump"), (rules.gold_bonus, "gold-bonus")]
        .into_iter()
        .filter_map(|(on, word)| on.then_some(word))
        .collect();
    if words.is_empty() { "none".into() } else { words.join(" ") }
}

fn parse_rules(text: &str) -> Result<Rules, FormatError> {
    let mut rules = Rules::default();
    for word in text.split_whitespace() {
        match word {
            "none" => {}
            "square-jump" => rules.square_jump = true,
            "gold-bonus" => rules.gold_bonus = true,
            other => return Err(FormatError::Rule(other.to_string())),
        }
    }
    Ok(rules)
}

fn takes_pentagon(pos: &Position, m: Move) -> bool {
    matches!(m, Move::Step { to, capture: true, .. } if pos.piece_at(to).is_some_and(|p| p.kind == Kind::Pentagon))
}

impl PuzzleGame for Tactigon {
    const ASSET: &'static str = include_str!("../../../../assets/puzzles.txt");
    const ASSET_PATH: &'static str = "assets/puzzles.txt";
    const POSITION_FIELDS: &'static [&'static str] = &["board", "rules", "TPN"];
    const MAX_DEPTH: u32 = 5;

    fn read_position(fields: &[&str]) -> Result<Position, FormatError> {
        let [board, rules, tpn] = fields else { unreachable!("three fields, by POSITION_FIELDS") };
        let board = Board::builtin(board).ok_or_else(|| FormatError::Board(board.to_string()))?;
        Position::from_tpn(board, parse_rules(rules)?, tpn).map_err(|e| FormatError::Position(e.to_string()))
    }

    fn write_position(pos: &Position) -> String {
        format!("{} | {} | {}", pos.board().name(), rules_text(pos.rules()), pos.to_tpn())
    }

    fn setting(pos: &Position) -> String {
        format!("{}, {}", pos.board().name(), rules_text(pos.rules()))
    }

    /// No pass just played, the capture clock at zero, move 1.
    fn fresh(pos: &Position) -> Position {
        let tpn = pos.to_tpn();
        let placement: Vec<&str> = tpn.split_whitespace().take(2).collect();
        Position::from_tpn(pos.board(), pos.rules(), &placement.join(" ")).expect("a position's own TPN reads")
    }

    fn is_capture(_pos: &Position, m: Move) -> bool {
        m.is_capture()
    }

    fn goal(outcome: Outcome) -> &'static str {
        match outcome {
            Outcome::Win { reason: WinReason::GoldTiles, .. } => "gold tiles",
            _ => "pentagon",
        }
    }

    /// Pentagon captures, then other captures, then the pentagon's own moves (for the
    /// defender, its way out), then the rest.
    fn urgency(pos: &Position, m: Move) -> u8 {
        let Move::Step { from, capture, .. } = m else { return 0 };
        if takes_pentagon(pos, m) {
            3
        } else if capture {
            2
        } else {
            u8::from(pos.piece_at(from).is_some_and(|p| p.kind == Kind::Pentagon))
        }
    }

    /// After the attacker's move the opponent is to move, so only a capture of the pentagon
    /// ends the game in the attacker's favour (gold tiles held count for the side to move).
    fn wins_by(pos: &Position, m: Move) -> bool {
        takes_pentagon(pos, m)
    }

    /// The same placement, side to move and pass flag: the clocks cannot end a game within
    /// a puzzle's few plies.
    fn same(a: &Position, b: &Position) -> bool {
        a.same_placement(b) && a.passed() == b.passed()
    }
}
