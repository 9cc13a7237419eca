//! "Learn to play": the lessons (a position, a text, a goal the game checks), the checker that
//! judges a move against a lesson's goal, and the record of lessons done. Pure apart from
//! reading and writing the progress file: the terminal screens are in `tui::screens::tutorial`.

mod check;
mod lesson;
mod progress;

pub use check::{Verdict, check};
pub use lesson::{Goal, Lesson, LessonError, LessonErrorKind, lessons, parse_lessons};
pub use progress::{LoadProgressError, Progress};
