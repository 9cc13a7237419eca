//! Writing a Tactigon record: its tags and numbered moves.

use super::text::{write_tags, write_words};
use super::{GAME, Record, move_words, result_token, termination};
use crate::rules::{Board, Position};
use std::fmt;

/// The `BoardDiagram` tag's value for a board that is not one of the built-in ones, so that
/// the record reloads on a machine without the board file: the board text without its
/// `name:` line (the `Board` tag has the name), lines joined by `/`.
fn board_diagram(board: &Board) -> Option<String> {
    if Board::builtin(board.name()).is_some_and(|b| std::ptr::eq(b, board) || b.to_string() == board.to_string()) {
        return None;
    }
    let text = board.to_string();
    Some(text.lines().filter(|l| !l.starts_with("name:")).collect::<Vec<_>>().join("/"))
}

impl fmt::Display for Record {
    /// Writes the record, ending with a blank line so that records can follow each other.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let game = &self.game;
        let start = game.start();
        let board = start.board();
        let rules = start.rules();
        let outcome = game.outcome();
        let mut rule_words = Vec::new();
        if rules.square_jump {
            rule_words.push("square-jump");
        }
        if rules.gold_bonus {
            rule_words.push("gold-bonus");
        }
        let draws = game.draw_rules();
        let mut tags: Vec<(&str, String)> = vec![
            ("Event", self.event.clone()),
            ("Date", self.date.clone()),
            ("Red", self.red.clone()),
            ("Green", self.green.clone()),
            ("Game", GAME.to_string()),
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
        tags.push(("Result", result_token(outcome).into()));
        tags.push(("Termination", termination(outcome).into()));
        let extra = self.extra.iter().map(|(k, v)| (k.as_str(), v.as_str()));
        write_tags(f, tags.iter().map(|(k, v)| (*k, v.as_str())).chain(extra))?;
        write_words(f, &move_words(game))
    }
}
