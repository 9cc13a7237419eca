//! "Learn to play": the lessons of each game (a position, a text, a goal judged by the game's
//! [`LessonGame::judge`]) and the record of lessons done. Pure apart from reading and writing
//! the progress file: the terminal screens are in `tui::screens::tutorial`.

mod lesson;
mod progress;
mod taacoca;

pub use crate::goal::Goal;
pub use lesson::{Lesson, LessonError, LessonErrorKind, LessonGame, lessons, parse_lessons};
pub use progress::{LoadProgressError, Progress};
pub use taacoca::TaacocaGoal;
