//! "Learn to play": the lessons (a position, a text, a goal judged by [`crate::goal::judge`])
//! and the record of lessons done. Pure apart from
//! reading and writing the progress file: the terminal screens are in `tui::screens::tutorial`.

mod lesson;
mod progress;

pub use crate::goal::Goal;
pub use lesson::{Lesson, LessonError, LessonErrorKind, lessons, parse_lessons};
pub use progress::{LoadProgressError, Progress};
