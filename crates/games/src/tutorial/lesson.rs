//! The lessons: read from `assets/lessons.toml` (built into the program) and checked when
//! read, so that a mistake in the file is one line naming the lesson and what is wrong.

use crate::goal::{Goal, Verdict, judge};
use serde::Deserialize;
use std::fmt;
use std::sync::OnceLock;
use tactigon_rules::{Board, DrawRules, Game, Kind, Move, Position, Rules, Side};

/// The lessons' text, built into the program.
const LESSONS: &str = include_str!("../../../../assets/lessons.toml");

/// One lesson.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// A short name that never changes, kept in the progress file.
    pub id: String,
    /// The title in the lesson list.
    pub title: String,
    /// Where the lesson starts.
    pub start: Position,
    /// What the lesson says.
    pub text: String,
    /// What the player must do.
    pub goal: Goal,
    /// A move that meets the goal, the one the text asks for.
    pub solution: Move,
    /// The opponent's answer played after the goal is met, if the lesson shows one.
    pub reply: Option<Move>,
    /// What to say once the goal is met.
    pub done: String,
}

impl Lesson {
    /// A fresh game from the lesson's start, without draws by the house rules.
    pub fn game(&self) -> Game {
        Game::new(self.start, DrawRules { repetition: false, no_capture_limit: 0 })
    }
}

/// What is wrong with the lessons' text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonErrorKind {
    /// The text is not valid TOML of the lesson form.
    Toml(String),
    /// Two lessons have the same id.
    DuplicateId,
    /// The position does not read.
    Position(String),
    /// The goal does not read.
    Goal(String),
    /// A move does not read or is not legal where it is played.
    Move(&'static str, String),
    /// The solution does not meet the goal, with why.
    Unsolved(String),
    /// The side to move is not Red (the player plays Red).
    NotRed,
}

/// A mistake in the lessons' text: where, and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonError {
    /// The 1-based line, when known.
    pub line: Option<usize>,
    /// The lesson's id, when known.
    pub lesson: Option<String>,
    /// What is wrong.
    pub kind: LessonErrorKind,
}

impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("lessons")?;
        if let Some(line) = self.line {
            write!(f, " line {line}")?;
        }
        if let Some(id) = &self.lesson {
            write!(f, " (lesson {id})")?;
        }
        match &self.kind {
            LessonErrorKind::Toml(e) => write!(f, ": {e}"),
            LessonErrorKind::DuplicateId => f.write_str(": the id is used twice"),
            LessonErrorKind::Position(e) => write!(f, ": position: {e}"),
            LessonErrorKind::Goal(e) => write!(f, ": goal: {e}"),
            LessonErrorKind::Move(field, e) => write!(f, ": {field}: {e}"),
            LessonErrorKind::Unsolved(e) => write!(f, ": the solution does not meet the goal: {e}"),
            LessonErrorKind::NotRed => f.write_str(": the position must have Red to move"),
        }
    }
}

impl std::error::Error for LessonError {}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    lesson: Vec<toml::Spanned<Raw>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    id: String,
    title: String,
    position: String,
    #[serde(default)]
    square_jump: bool,
    #[serde(default)]
    gold_bonus: bool,
    text: String,
    goal: String,
    solution: String,
    reply: Option<String>,
    done: String,
}

/// The built-in lessons, read once.
pub fn lessons() -> Result<&'static [Lesson], &'static LessonError> {
    static READ: OnceLock<Result<Vec<Lesson>, LessonError>> = OnceLock::new();
    READ.get_or_init(|| parse_lessons(LESSONS)).as_ref().map(Vec::as_slice)
}

/// Reads and checks lessons from their text: every position reads, every solution is legal and
/// meets its goal, every reply is legal after it.
pub fn parse_lessons(text: &str) -> Result<Vec<Lesson>, LessonError> {
    let line_of = |offset: usize| line_at(text, offset);
    let file: File = toml::from_str(text).map_err(|e| LessonError {
        line: e.span().map(|s| line_of(s.start)),
        lesson: None,
        kind: LessonErrorKind::Toml(tactigon_core::escape::escape(e.message().trim())),
    })?;
    let mut out: Vec<Lesson> = Vec::new();
    for spanned in file.lesson {
        let line = Some(line_of(spanned.span().start));
        let raw = spanned.into_inner();
        let fail = |kind| LessonError { line, lesson: Some(tactigon_core::escape::escape(&raw.id)), kind };
        if out.iter().any(|l| l.id == raw.id) {
            return Err(fail(LessonErrorKind::DuplicateId));
        }
        let lesson = build(&raw).map_err(fail)?;
        out.push(lesson);
    }
    Ok(out)
}

fn build(raw: &Raw) -> Result<Lesson, LessonErrorKind> {
    let rules = Rules { square_jump: raw.square_jump, gold_bonus: raw.gold_bonus };
    let start = Position::from_tpn(Board::standard(), rules, &raw.position)
        .map_err(|e| LessonErrorKind::Position(e.to_string()))?;
    if start.turn() != Side::Red {
        return Err(LessonErrorKind::NotRed);
    }
    let goal = parse_goal(&raw.goal).map_err(LessonErrorKind::Goal)?;
    let solution =
        start.parse_move(&raw.solution).map_err(|e| LessonErrorKind::Move("solution", move_error(&raw.solution, e)))?;
    let mut lesson = Lesson {
        id: raw.id.clone(),
        title: raw.title.clone(),
        start,
        text: raw.text.clone(),
        goal,
        solution,
        reply: None,
        done: raw.done.clone(),
    };
    if let Verdict::Wrong(why) = judge(&lesson.start, &lesson.goal, solution) {
        return Err(LessonErrorKind::Unsolved(why));
    }
    if let Some(reply) = &raw.reply {
        let mut after = start;
        after.play_unchecked(solution);
        let m = after.parse_move(reply).map_err(|e| LessonErrorKind::Move("reply", move_error(reply, e)))?;
        lesson.reply = Some(m);
    }
    Ok(lesson)
}

fn move_error(text: &str, e: impl fmt::Display) -> String {
    format!("{}: {e}", tactigon_core::escape::escape(text))
}

/// Reads a goal: `move FROM-TO ...`, `capture KIND`, `both-captured`, `gold`, `break-gold`,
/// `pass`.
fn parse_goal(text: &str) -> Result<Goal, String> {
    let mut words = text.split_whitespace();
    let goal = match words.next() {
        Some("move") => {
            let moves: Result<Vec<Move>, String> = words
                .by_ref()
                .map(|w| w.parse().map_err(|e| format!("{}: {e}", tactigon_core::escape::escape(w))))
                .collect();
            let moves = moves?;
            if moves.is_empty() {
                return Err("move needs at least one move".into());
            }
            return Ok(Goal::Moves(moves));
        }
        Some("capture") => {
            let name = words.next().unwrap_or_default();
            let kind = Kind::ALL.into_iter().find(|k| k.name() == name);
            Goal::Capture(kind.ok_or_else(|| format!("unknown piece {:?}", tactigon_core::escape::escape(name)))?)
        }
        Some("both-captured") => Goal::BothCaptured,
        Some("gold") => Goal::Gold,
        Some("break-gold") => Goal::BreakGold,
        Some("pass") => Goal::Pass,
        _ => {
            return Err(format!(
                "{:?} is not a goal (move, capture, both-captured, gold, break-gold, pass)",
                tactigon_core::escape::escape(text)
            ));
        }
    };
    match words.next() {
        Some(extra) => Err(format!("unexpected {:?} after the goal", tactigon_core::escape::escape(extra))),
        None => Ok(goal),
    }
}

/// The 1-based line of byte `offset` in `text`.
pub(super) fn line_at(text: &str, offset: usize) -> usize {
    text[..offset.min(text.len())].matches('\n').count() + 1
}
