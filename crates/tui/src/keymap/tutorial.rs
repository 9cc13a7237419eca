//! The keys of "Learn to play": the lesson list, and a lesson beyond the game screen's keys.

use super::Entry;
use crossterm::event::KeyCode::{Char, Down, Enter, Esc, Left, Right, Tab, Up};

/// A command in the lesson list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonsCmd {
    /// The lesson above.
    Prev,
    /// The lesson below.
    Next,
    /// Start the selected lesson.
    Open,
    /// The lessons of the next game.
    Game,
    /// Back to the main menu.
    Leave,
}

/// The lesson list's keys.
pub const LESSONS: &[Entry<LessonsCmd>] = &[
    Entry {
        help: Some(("↑↓ / jk, Enter", "Learn to play: choose a lesson and start it")),
        hint: Some("↑↓/jk choose"),
        keys: &[
            (Up, LessonsCmd::Prev),
            (Char('k'), LessonsCmd::Prev),
            (Down, LessonsCmd::Next),
            (Char('j'), LessonsCmd::Next),
            (Tab, LessonsCmd::Next),
        ],
    },
    Entry { help: None, hint: Some("Enter start"), keys: &[(Enter, LessonsCmd::Open), (Char(' '), LessonsCmd::Open)] },
    Entry {
        help: Some(("←→ / o", "Learn to play: the lessons of the other game")),
        hint: Some("←→ other game"),
        keys: &[(Left, LessonsCmd::Game), (Right, LessonsCmd::Game), (Char('o'), LessonsCmd::Game)],
    },
    Entry { help: None, hint: Some("Esc menu"), keys: &[(Esc, LessonsCmd::Leave), (Char('q'), LessonsCmd::Leave)] },
];

/// A lesson's own command, looked up before the game screen's keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonCmd {
    /// Start the lesson again.
    Restart,
    /// The next lesson (once this one is done).
    Next,
    /// Back to the lesson list.
    Leave,
}

/// A lesson's keys while it is being played.
pub const LESSON: &[Entry<LessonCmd>] = &[
    Entry {
        help: Some(("r / q", "in a lesson: start it again / back to the lesson list")),
        hint: Some("r restart"),
        keys: &[(Char('r'), LessonCmd::Restart)],
    },
    LEAVE_LESSON,
];

/// `q`: back to the lesson list.
const LEAVE_LESSON: Entry<LessonCmd> =
    Entry { help: None, hint: Some("q lessons"), keys: &[(Char('q'), LessonCmd::Leave)] };

/// The lesson's keys the bar names while something is picked (all of [`LESSON`] still act):
/// beside the picked keys, `r restart` would take the bar past 80 columns.
pub const LESSON_PICKED: &[Entry<LessonCmd>] = &[LEAVE_LESSON];

/// The key bar's words for Enter once a lesson is done.
pub const NEXT_LESSON: &str = "Enter next lesson";

/// Those words after the last lesson, where Enter leads back to the list.
pub const LAST_LESSON: &str = "Enter back to the lessons";

/// A lesson's keys once it is done.
pub const LESSON_DONE: &[Entry<LessonCmd>] = &[
    Entry {
        help: None,
        hint: Some(NEXT_LESSON),
        keys: &[(Enter, LessonCmd::Next), (Char(' '), LessonCmd::Next), (Char('n'), LessonCmd::Next)],
    },
    Entry { help: None, hint: Some("r again"), keys: &[(Char('r'), LessonCmd::Restart)] },
    Entry { help: None, hint: Some("Esc lessons"), keys: &[(Esc, LessonCmd::Leave), (Char('q'), LessonCmd::Leave)] },
];
