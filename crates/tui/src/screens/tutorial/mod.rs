//! "Learn to play": the lesson list of each game and a lesson on the real game board, written
//! once for every game ([`TutorialScreen<G>`], driven by the app as a [`Tutorial`]). A lesson is a
//! [`Session`] of two people started from the lesson's position ([`super::session::Mode::Lesson`]),
//! the board turned when the learner plays the second side; after every key or click the move
//! played, if any, is judged by the game's [`LessonGame::judge`] against the lesson's goal, as a puzzle's moves are against theirs: the goal met finishes the
//! lesson (with the scripted reply, if any), a legal move that is not the goal is explained
//! and the position set back. Illegal moves never get that far: the session says why in the
//! rules' own words. `view` draws both.

mod view;

pub use view::render;

use super::game::GameScreen;
use super::session::{Ctx, Session};
use super::status::{Status, Tone};
use crate::games::GameUi;
use crate::hits::Hits;
use crate::keymap::{self, LESSON, LESSON_DONE, LESSONS, LessonCmd, LessonsCmd};
use crate::screens::form::cycle;
use crate::theme::Theme;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Frame;
use std::any::Any;
use std::time::Instant;
use tactigon_games::games::GameKind;
use tactigon_games::goal::Verdict;
use tactigon_games::setup::Player;
use tactigon_games::tutorial::{Lesson, LessonGame, Progress};

/// What the tutorial asks the app to do after an event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TutorialNav {
    /// Nothing beyond redrawing.
    Stay,
    /// Back to the main menu.
    Menu,
    /// The lesson with this id was just finished: record it.
    Finished(String),
    /// Show the lessons of this game instead.
    Game(GameKind),
}

/// A game that can be learnt on screen: its lessons and its board.
pub trait Learnable: GameUi + LessonGame {}

impl<G: GameUi + LessonGame> Learnable for G {}

/// "Learn to play" of any game, as the app drives it.
pub trait Tutorial: Any + Send {
    /// Handles a key.
    fn key(&mut self, key: KeyEvent, ctx: &Ctx) -> TutorialNav;
    /// A click on a lesson of the list, on the board, or on a line of a finished lesson's panel.
    fn click(&mut self, item: Option<usize>, cell: Option<u16>, ctx: &Ctx) -> TutorialNav;
    /// Whether a move is being typed (keys are letters, not commands).
    fn typing(&self) -> bool;
    /// Draws the list or the lesson; returns where the clickable things landed.
    fn render(&self, frame: &mut Frame, progress: &Progress, hints: bool, now: Instant, theme: &Theme) -> Hits;
    /// The screen itself, for a caller that knows its game.
    fn as_any(&self) -> &dyn Any;
}

impl<G: Learnable> Tutorial for TutorialScreen<G> {
    fn key(&mut self, key: KeyEvent, ctx: &Ctx) -> TutorialNav {
        TutorialScreen::key(self, key, ctx)
    }

    fn click(&mut self, item: Option<usize>, cell: Option<u16>, ctx: &Ctx) -> TutorialNav {
        TutorialScreen::click(self, item, cell, ctx)
    }

    fn typing(&self) -> bool {
        TutorialScreen::typing(self)
    }

    fn render(&self, frame: &mut Frame, progress: &Progress, hints: bool, now: Instant, theme: &Theme) -> Hits {
        render(frame, self, progress, hints, now, theme)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// A lesson on the board.
pub struct LessonPlay<G: Learnable> {
    /// Which lesson, by index in the list.
    pub index: usize,
    /// The game on the board.
    pub session: Session<G>,
    /// Why the last move tried did not meet the goal, until the next one.
    pub feedback: Option<String>,
    /// Whether the goal was met.
    pub finished: bool,
}

/// The tutorial's state: the list, and the lesson being played.
pub struct TutorialScreen<G: Learnable> {
    /// The lessons.
    pub lessons: &'static [Lesson<G>],
    /// The selected row of the list.
    pub row: usize,
    /// The lesson on the board, if one is open.
    pub lesson: Option<LessonPlay<G>>,
}

impl<G: Learnable> TutorialScreen<G> {
    /// The list, with the first lesson not yet done selected.
    pub fn new(lessons: &'static [Lesson<G>], progress: &Progress) -> TutorialScreen<G> {
        let row = lessons.iter().position(|l| !progress.is_done(&l.id)).unwrap_or(0);
        TutorialScreen { lessons, row, lesson: None }
    }

    /// Whether a move is being typed (keys are letters, not commands).
    pub fn typing(&self) -> bool {
        self.lesson.as_ref().is_some_and(|l| l.session.prompt().is_some())
    }

    /// Starts lesson `index` on the board.
    pub fn open(&mut self, index: usize, now: Instant) {
        let Some(lesson) = self.lessons.get(index) else { return };
        self.row = index;
        self.lesson = Some(LessonPlay { index, session: start(lesson, now), feedback: None, finished: false });
    }

    /// Handles a key.
    pub fn key(&mut self, key: KeyEvent, ctx: &Ctx) -> TutorialNav {
        let Some(play) = &mut self.lesson else { return self.list_key(key.code, ctx.now) };
        if play.session.prompt().is_none() {
            let table = if play.finished { LESSON_DONE } else { LESSON };
            match keymap::command(table, key.code) {
                Some(LessonCmd::Restart) => {
                    let index = play.index;
                    self.open(index, ctx.now);
                    return TutorialNav::Stay;
                }
                Some(LessonCmd::Next) => {
                    let next = play.index + 1;
                    if next < self.lessons.len() {
                        self.open(next, ctx.now);
                    } else {
                        self.lesson = None;
                    }
                    return TutorialNav::Stay;
                }
                Some(LessonCmd::Leave) => {
                    self.lesson = None;
                    return TutorialNav::Stay;
                }
                None if play.finished => return TutorialNav::Stay,
                None => {}
            }
            // Refused here rather than by the session's own keys, so that the panel goes on
            // saying why the last move missed the goal.
            if let Err(refused) = play.session.command(key.code) {
                play.session.show(refused);
                return TutorialNav::Stay;
            }
        }
        let before = play.session.status().clone();
        GameScreen::key(&mut play.session, key, ctx, None);
        self.judge(ctx, &before)
    }

    /// A click: on a lesson of the list, on the board, or on a line of the finished lesson's
    /// panel (`item`: 0 next, 1 again, 2 the list).
    pub fn click(&mut self, item: Option<usize>, cell: Option<u16>, ctx: &Ctx) -> TutorialNav {
        match &mut self.lesson {
            None => {
                if let Some(i) = item {
                    self.open(i, ctx.now);
                }
                TutorialNav::Stay
            }
            Some(play) if play.finished => {
                let code = match item {
                    Some(0) => KeyCode::Enter,
                    Some(1) => KeyCode::Char('r'),
                    Some(2) => KeyCode::Esc,
                    _ => return TutorialNav::Stay,
                };
                self.key(KeyEvent::new(code, KeyModifiers::NONE), ctx)
            }
            Some(play) => {
                let before = play.session.status().clone();
                GameScreen::click(&mut play.session, None, cell, ctx, None);
                self.judge(ctx, &before)
            }
        }
    }

    fn list_key(&mut self, code: KeyCode, now: Instant) -> TutorialNav {
        let n = self.lessons.len().max(1);
        match keymap::command(LESSONS, code) {
            Some(LessonsCmd::Prev) => self.row = (self.row + n - 1) % n,
            Some(LessonsCmd::Next) => self.row = (self.row + 1) % n,
            Some(LessonsCmd::Open) => self.open(self.row, now),
            Some(LessonsCmd::Game) => return TutorialNav::Game(cycle(&GameKind::ALL, G::KIND, 1)),
            Some(LessonsCmd::Leave) => return TutorialNav::Menu,
            None => {}
        }
        TutorialNav::Stay
    }

    /// Judges the move just played, if one was: finishes the lesson or sets it back. With no
    /// move but a new error (`before` was the status line), such as an illegal move's reason,
    /// the panel says that rather than why an earlier move was wrong.
    fn judge(&mut self, ctx: &Ctx, before: &Status) -> TutorialNav {
        let Some(play) = &mut self.lesson else { return TutorialNav::Stay };
        let Some(&m) = play.session.game().moves().first().filter(|_| !play.finished) else {
            let status = play.session.status();
            if status != before && status.tone == Tone::Error && play.feedback.is_some() {
                play.feedback = Some(status.text.clone());
            }
            return TutorialNav::Stay;
        };
        let lesson = &self.lessons[play.index];
        match G::judge(&lesson.start, &lesson.goal, m) {
            // A lesson's goal is met or missed by the one move: no reply comes of judging it.
            Verdict::Done(_) | Verdict::Replied(_) => {
                if let Some(reply) = lesson.reply {
                    play.session.play(reply, ctx);
                }
                play.session.close_dialog();
                play.finished = true;
                play.feedback = None;
                TutorialNav::Finished(lesson.id.clone())
            }
            Verdict::Wrong(why) => {
                set_back(play, lesson, m, why, ctx.now);
                TutorialNav::Stay
            }
            Verdict::Illegal(e) => {
                set_back(play, lesson, m, format!("{m}: {e}"), ctx.now);
                TutorialNav::Stay
            }
        }
    }
}

/// The lesson's position again, saying why `m` was not the goal.
fn set_back<G: Learnable>(play: &mut LessonPlay<G>, lesson: &Lesson<G>, m: G::Move, why: String, now: Instant) {
    play.session = start(lesson, now);
    play.session.error(format!("{m} does not meet the goal: the position is set back"));
    play.feedback = Some(why);
}

/// A game of two people from the lesson's start, the cursor on the first stone or piece the
/// solution moves, and the board turned when the learner plays the second side, so that the
/// learner's pieces are at the bottom.
fn start<G: Learnable>(lesson: &Lesson<G>, now: Instant) -> Session<G> {
    let game = lesson.game();
    let setup = G::setup_for(&game, [Player::Human, Player::Human]);
    let mut session = Session::new(setup, game, false, 0, 0, now);
    session.make_lesson();
    session.flipped = G::side_index(G::side_to_move(&lesson.start)) == 1;
    if let Some(&cell) = G::move_cells(&lesson.start, lesson.solution).first() {
        session.set_cursor(cell);
    }
    session.info(format!("Goal: {}", lesson.goal));
    session
}
