//! The lessons of every game: read from the game's file in `assets/` (built into the program)
//! and checked when read, so that a mistake in the file is one line naming the lesson and
//! what is wrong. Written once over [`LessonGame`]; each game's positions and goals are its
//! own (Tactigon's here, Taacoca's in `taacoca.rs`).

use crate::games::Registered;
use crate::goal::{Goal, Verdict, judge};
use serde::Deserialize;
use std::fmt;
use std::sync::OnceLock;
use tactigon_core::{DrawRules, History};
use tactigon_rules::{Board, Kind, Move, Position, Rules, Tactigon};

/// A game's lessons as read once, or why they did not read.
pub type ReadOnce<G> = OnceLock<Result<Vec<Lesson<G>>, LessonError>>;

/// What the lessons need of a game: its file, its start positions, its goals and their judge.
pub trait LessonGame: Registered {
    /// What the player is asked to do with a move: `capture a square`.
    type Goal: Clone + fmt::Debug + fmt::Display + PartialEq + Eq + Send + Sync;
    /// The lessons' text, built into the program. The player plays the side to move in a
    /// lesson's position.
    const LESSONS: &'static str;

    /// The lessons, read once (a `static` of the game's own).
    fn read_once() -> &'static ReadOnce<Self>;

    /// The lesson's position from its fields (Tactigon's advanced rules are fields of their
    /// own; another game refuses them).
    fn read_start(position: &str, square_jump: bool, gold_bonus: bool) -> Result<Self::Position, String>;

    /// Reads a goal.
    fn parse_goal(text: &str) -> Result<Self::Goal, String>;

    /// Judges `m` played in `before` against `goal`.
    fn judge(before: &Self::Position, goal: &Self::Goal, m: Self::Move) -> Verdict<Self>;
}

impl LessonGame for Tactigon {
    type Goal = Goal;
    const LESSONS: &'static str = include_str!("../../../../assets/lessons.toml");

    fn read_once() -> &'static ReadOnce<Tactigon> {
        static READ: ReadOnce<Tactigon> = OnceLock::new();
        &READ
    }

    fn read_start(position: &str, square_jump: bool, gold_bonus: bool) -> Result<Position, String> {
        Position::from_tpn(Board::standard(), Rules { square_jump, gold_bonus }, position).map_err(|e| e.to_string())
    }

    fn parse_goal(text: &str) -> Result<Goal, String> {
        parse_goal(text)
    }

    fn judge(before: &Position, goal: &Goal, m: Move) -> Verdict {
        judge(before, goal, m)
    }
}

/// One lesson.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lesson<G: LessonGame = Tactigon> {
    /// A short name that never changes, kept in the progress file.
    pub id: String,
    /// The title in the lesson list.
    pub title: String,
    /// Where the lesson starts.
    pub start: G::Position,
    /// What the lesson says.
    pub text: String,
    /// What the player must do.
    pub goal: G::Goal,
    /// A move that meets the goal, the one the text asks for.
    pub solution: G::Move,
    /// The opponent's answer played after the goal is met, if the lesson shows one.
    pub reply: Option<G::Move>,
    /// What to say once the goal is met.
    pub done: String,
}

impl<G: LessonGame> Lesson<G> {
    /// A fresh game from the lesson's start, without draws by the house rules.
    pub fn game(&self) -> History<G> {
        History::new(self.start, DrawRules { repetition: false, no_capture_limit: 0 })
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

/// The built-in lessons of game `G`, read once.
pub fn lessons<G: LessonGame>() -> Result<&'static [Lesson<G>], &'static LessonError> {
    G::read_once().get_or_init(|| parse_lessons(G::LESSONS)).as_ref().map(Vec::as_slice)
}

/// Reads and checks lessons of game `G` from their text: every position reads, every solution
/// is legal and meets its goal, every reply is legal after it.
pub fn parse_lessons<G: LessonGame>(text: &str) -> Result<Vec<Lesson<G>>, LessonError> {
    let line_of = |offset: usize| line_at(text, offset);
    let file: File = toml::from_str(text).map_err(|e| LessonError {
        line: e.span().map(|s| line_of(s.start)),
        lesson: None,
        kind: LessonErrorKind::Toml(tactigon_core::escape::escape(e.message().trim())),
    })?;
    let mut out: Vec<Lesson<G>> = Vec::new();
    for spanned in file.lesson {
        let line = Some(line_of(spanned.span().start));
        let raw = spanned.into_inner();
        let fail = |kind| LessonError { line, lesson: Some(tactigon_core::escape::escape(&raw.id)), kind };
        if out.iter().any(|l| l.id == raw.id) {
            return Err(fail(LessonErrorKind::DuplicateId));
        }
        let lesson = build::<G>(&raw).map_err(fail)?;
        out.push(lesson);
    }
    Ok(out)
}

fn build<G: LessonGame>(raw: &Raw) -> Result<Lesson<G>, LessonErrorKind> {
    let start = G::read_start(&raw.position, raw.square_jump, raw.gold_bonus).map_err(LessonErrorKind::Position)?;
    let goal = G::parse_goal(&raw.goal).map_err(LessonErrorKind::Goal)?;
    let read = |field, at: &G::Position, text: &str| {
        let m = G::read_move(at, text).map_err(|e| LessonErrorKind::Move(field, move_error(text, e)))?;
        G::play(at, m).map(|after| (m, after)).map_err(|e| LessonErrorKind::Move(field, move_error(text, e)))
    };
    let (solution, after) = read("solution", &start, &raw.solution)?;
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
    if let Verdict::Wrong(why) = G::judge(&lesson.start, &lesson.goal, solution) {
        return Err(LessonErrorKind::Unsolved(why));
    }
    if let Some(reply) = &raw.reply {
        lesson.reply = Some(read("reply", &after, reply)?.0);
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
