//! Taacoca's lessons: `assets/lessons-taacoca.toml`, positions in Taacoca's text (the player
//! plays the side to move, White in all but the last), and the goals a Taacoca move is judged
//! against.

use super::lesson::{LessonGame, ReadOnce};
use crate::goal::{Verdict, turns};
use ::taacoca::{Direction, Move, Position, Taacoca, captures_of};
use std::fmt;
use std::sync::OnceLock;
use tactigon_core::GameRules;

/// What a Taacoca lesson asks of a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TaacocaGoal {
    /// Any legal move: the lesson is about moving at all.
    Any,
    /// Play one of these moves.
    Moves(Vec<Move>),
    /// Move in this direction.
    Direction(Direction),
    /// Capture at least this many stones.
    Capture(u32),
    /// Win at once.
    Win,
}

impl fmt::Display for TaacocaGoal {
    /// What the player must do: `capture 2 stones`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TaacocaGoal::Any => f.write_str("move your stones forward"),
            TaacocaGoal::Moves(moves) => {
                let all: Vec<String> = moves.iter().map(ToString::to_string).collect();
                write!(f, "play {}", all.join(" or "))
            }
            TaacocaGoal::Direction(d) => write!(f, "move your stones {d}"),
            TaacocaGoal::Capture(1) => f.write_str("capture a stone"),
            TaacocaGoal::Capture(n) => write!(f, "capture {n} stones with one move"),
            TaacocaGoal::Win => write!(f, "win within {}", turns(1)),
        }
    }
}

impl LessonGame for Taacoca {
    type Goal = TaacocaGoal;
    const LESSONS: &'static str = include_str!("../../../../assets/lessons-taacoca.toml");

    fn read_once() -> &'static ReadOnce<Taacoca> {
        static READ: ReadOnce<Taacoca> = OnceLock::new();
        &READ
    }

    fn read_start(position: &str, square_jump: bool, gold_bonus: bool) -> Result<Position, String> {
        if square_jump || gold_bonus {
            return Err("square_jump and gold_bonus are rules of Tactigon, not of Taacoca".into());
        }
        position.parse().map_err(|e: ::taacoca::PositionTextError| e.to_string())
    }

    /// `any`, `move MOVE ...`, `direction nw|ne|sw|se`, `capture N`, `win`.
    fn parse_goal(text: &str) -> Result<TaacocaGoal, String> {
        let escaped = |w: &str| tactigon_core::escape::escape(w);
        let mut words = text.split_whitespace();
        let goal = match (words.next(), words.next()) {
            (Some("any"), None) => TaacocaGoal::Any,
            (Some("win"), None) => TaacocaGoal::Win,
            (Some("move"), Some(first)) => {
                let moves: Result<Vec<Move>, String> = std::iter::once(first)
                    .chain(words.by_ref())
                    .map(|w| w.parse().map_err(|e| format!("{}: {e}", escaped(w))))
                    .collect();
                TaacocaGoal::Moves(moves?)
            }
            (Some("direction"), Some(d)) => TaacocaGoal::Direction(d.parse().map_err(|e| format!("{e}"))?),
            (Some("capture"), Some(n)) => match n.parse() {
                Ok(n @ 1..=3) => TaacocaGoal::Capture(n),
                _ => return Err(format!("capture takes 1, 2 or 3 stones, not {:?}", escaped(n))),
            },
            _ => return Err(format!("{:?} is not a goal (any, move, direction, capture, win)", escaped(text))),
        };
        match words.next() {
            Some(extra) => Err(format!("unexpected {:?} after the goal", escaped(extra))),
            None => Ok(goal),
        }
    }

    fn judge(before: &Position, goal: &TaacocaGoal, m: Move) -> Verdict<Taacoca> {
        let after = match Taacoca::play(before, m) {
            Ok(after) => after,
            Err(e) => return Verdict::Illegal(e),
        };
        let wrong = |why: String| Verdict::Wrong(format!("{m} is legal, but {why}. Try again: {goal}."));
        let (captures, _) = captures_of(before, Taacoca::pack(before, m));
        let won = after.outcome().is_some_and(|o| o.winner == before.turn());
        match goal {
            TaacocaGoal::Any => Verdict::Done(None),
            TaacocaGoal::Moves(moves) if moves.contains(&m) => Verdict::Done(None),
            TaacocaGoal::Moves(_) => wrong("it is not the move this lesson asks for".into()),
            TaacocaGoal::Direction(d) if m.direction() == *d => Verdict::Done(None),
            TaacocaGoal::Direction(_) => wrong(format!("it moves {}", m.direction())),
            TaacocaGoal::Capture(n) if captures >= *n => Verdict::Done(None),
            TaacocaGoal::Capture(_) if captures == 0 => wrong("it captures nothing".into()),
            TaacocaGoal::Capture(_) => wrong(format!("it captures only {captures}")),
            TaacocaGoal::Win if won => Verdict::Done(None),
            TaacocaGoal::Win => wrong("the game goes on".into()),
        }
    }
}
