//! Game records: a PGN-like text format with a tag header and numbered moves.
//!
//! ```text
//! [Event "Casual game"]
//! [Date "2026-11-22"]
//! [Red "human"]
//! [Green "expert:3"]
//! [Game "Tactigon"]
//! [Board "standard"]
//! [Rules "square-jump gold-bonus"]
//! [Repetition "on"]
//! [NoCaptureLimit "100"]
//! [Result "1-0"]
//! [Termination "pentagon captured"]
//!
//! 1. d5-d6 d7-d6 2. c3-d4 { a comment } d6xd4 ... 1-0
//! ```
//!
//! Reading replays every move through the rules, so a record that loads is a legal game.
//!
//! Written once for every game ([`Record<G>`], its `Display`, [`parse_records_of`]): the
//! `Event`, `Date`, player, `Game`, `Result` and `Termination` tags, extra tags and the
//! numbered moves. Per game, through [`Notation`]: the player tag names, the game's own tags
//! (Tactigon's `Board` … `Start`) and their errors, move numbers, results, move words and why one
//! does not read.

mod annotation;
mod error;
mod notation;
mod read;
mod text;
mod write;

pub use annotation::turning_point;
pub use error::error;
pub use error::{RecordError, RecordErrorKind};
pub use notation::{Notation, RESULTS, move_words, number_text, replay, termination_of};
pub use text::Token;

use crate::History;
use crate::analysis::Analysis;
use std::fmt::Write as _;

/// A game with the facts about it that the moves do not say; `Record` alone is a Tactigon one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record<G: Notation> {
    /// What the game was (`Event` tag).
    pub event: String,
    /// When it was played, `YYYY-MM-DD` (`Date` tag).
    pub date: String,
    /// Who played, first player first: `human` or a bot name (`Red` and `Green` tags in Tactigon).
    pub players: [String; 2],
    /// Tags this program does not interpret, kept in order so they survive a rewrite.
    pub extra: Vec<(String, String)>,
    /// The game itself: start position, rules and moves.
    pub game: History<G>,
    /// The expert's analysis of the game, written as comments in the move text.
    pub analysis: Option<Analysis<G>>,
}

/// The calendar date (UTC, `YYYY-MM-DD`) of a moment given in seconds since 1970-01-01.
pub fn civil_date(unix_secs: u64) -> String {
    // Howard Hinnant's days-to-civil algorithm.
    let z = (unix_secs / 86_400) as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// The `Date` of a record whose date is not known, as in chess PGN.
pub const UNKNOWN_DATE: &str = "????-??-??";

impl<G: Notation> Record<G> {
    /// A record of `game` between `first` and `second` with an unknown date (see [`Record::dated`]).
    pub fn new(game: History<G>, event: &str, first: &str, second: &str) -> Record<G> {
        Record {
            event: event.to_string(),
            date: UNKNOWN_DATE.to_string(),
            players: [first.to_string(), second.to_string()],
            extra: Vec::new(),
            game,
            analysis: None,
        }
    }

    /// The result token.
    pub fn result(&self) -> &'static str {
        G::result(self.game.outcome())
    }

    /// The `Termination` tag.
    pub fn termination(&self) -> &'static str {
        termination_of(&self.game)
    }

    /// Whether the game has ended, on the board or off it.
    pub fn is_over(&self) -> bool {
        self.game.is_over()
    }

    /// The same record played on `date` (`YYYY-MM-DD`): the caller reads the clock.
    pub fn dated(mut self, date: &str) -> Record<G> {
        self.date = date.to_string();
        self
    }
}

/// Writes several records one after another.
pub fn write_all<G: Notation>(records: &[Record<G>]) -> String {
    let mut out = String::new();
    for r in records {
        let _ = write!(out, "{r}");
    }
    out
}

/// Reads every game of a record file of game `G`; the first problem anywhere rejects the whole file.
pub fn parse_records_of<G: Notation>(text: &str) -> Result<Vec<Record<G>>, RecordError<G>> {
    let games = text::split(text)?;
    if games.is_empty() {
        return Err(error::error(1, 1, RecordErrorKind::NoGame));
    }
    games.into_iter().map(read::interpret).collect()
}

/// The `Game` tag of the first record of `text` with its line and column, `None` when it has
/// none (see the registry of games for what a missing tag means).
pub fn game_tag<G: Notation>(text: &str) -> Result<Option<(usize, usize, String)>, RecordError<G>> {
    let games = text::split::<G>(text)?;
    let Some(first) = games.first() else {
        return Err(error::error(1, 1, RecordErrorKind::NoGame));
    };
    Ok(first
        .tags
        .iter()
        .find(|(name, _)| name.text == "Game")
        .map(|(name, value)| (name.line, name.column, value.clone())))
}
