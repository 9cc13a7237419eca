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

mod error;
mod notation;
mod read;
mod text;
mod write;

pub use error::{RecordError, RecordErrorKind};
pub use notation::{Notation, RESULTS, ReplayError, move_words, replay};

use crate::rules::{DrawReason, Game, Outcome, ParseMoveError, Position, Side, Tactigon, WinReason};
use std::fmt::Write as _;

/// The `Game` tag of a Tactigon record; a record without one is a Tactigon record too.
pub const GAME: &str = <Tactigon as Notation>::NAME;

impl Notation for Tactigon {
    const NAME: &'static str = "Tactigon";
    type ReadError = ParseMoveError;

    fn move_number(pos: &Position) -> (u32, bool) {
        (pos.fullmove(), pos.turn() == Side::Red)
    }

    fn result(outcome: Option<Outcome>) -> &'static str {
        result_token(outcome)
    }

    fn read_move(pos: &Position, word: &str) -> Result<crate::rules::Move, ParseMoveError> {
        pos.parse_move(word)
    }
}

/// A game with the facts about it that the moves do not say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// What the game was (`Event` tag).
    pub event: String,
    /// When it was played, `YYYY-MM-DD` (`Date` tag).
    pub date: String,
    /// Who played Red: `human` or a bot name (`Red` tag).
    pub red: String,
    /// Who played Green (`Green` tag).
    pub green: String,
    /// Tags this program does not interpret, kept in order so they survive a rewrite.
    pub extra: Vec<(String, String)>,
    /// The game itself: board, rules, start position and moves.
    pub game: Game,
}

/// The `Result` tag for an outcome (`*` while the game goes on).
pub fn result_token(outcome: Option<Outcome>) -> &'static str {
    match outcome.map(Outcome::winner) {
        None => "*",
        Some(Some(Side::Red)) => "1-0",
        Some(Some(Side::Green)) => "0-1",
        Some(None) => "1/2-1/2",
    }
}

/// The `Termination` tag for an outcome.
pub fn termination(outcome: Option<Outcome>) -> &'static str {
    match outcome {
        None => "unfinished",
        Some(Outcome::Win { reason: WinReason::PentagonCaptured, .. }) => "pentagon captured",
        Some(Outcome::Win { reason: WinReason::GoldTiles, .. }) => "gold tiles held",
        Some(Outcome::Draw(DrawReason::NoMoves)) => "no moves",
        Some(Outcome::Draw(DrawReason::Repetition)) => "threefold repetition",
        Some(Outcome::Draw(DrawReason::NoCapture(_))) => "no-capture limit",
    }
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

impl Record {
    /// A record of `game` with an unknown date (see [`Record::dated`]).
    pub fn new(game: Game, event: &str, red: &str, green: &str) -> Record {
        Record {
            event: event.to_string(),
            date: UNKNOWN_DATE.to_string(),
            red: red.to_string(),
            green: green.to_string(),
            extra: Vec::new(),
            game,
        }
    }

    /// The same record played on `date` (`YYYY-MM-DD`): the caller reads the clock.
    pub fn dated(mut self, date: &str) -> Record {
        self.date = date.to_string();
        self
    }
}

/// Writes several records one after another.
pub fn write_all(records: &[Record]) -> String {
    let mut out = String::new();
    for r in records {
        let _ = write!(out, "{r}");
    }
    out
}

/// Reads every game of a record file; the first problem anywhere rejects the whole file.
pub fn parse_records(text: &str) -> Result<Vec<Record>, RecordError> {
    let games = text::split(text)?;
    if games.is_empty() {
        return Err(error::error(1, 1, RecordErrorKind::NoGame));
    }
    games.into_iter().map(read::interpret).collect()
}
