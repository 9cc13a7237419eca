//! The move text every game's records share: numbered moves and a result token, written and
//! read back through what a game says about its notation and its own tags ([`Notation`]).

use super::error::error;
use super::text::Token;
use super::{RecordError, RecordErrorKind};
use crate::{Agreement, GameRules, History};
use std::fmt::{Debug, Display};

/// The result tokens, as in chess PGN: the first player won, the second won, a draw, unfinished.
pub const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

/// What the record format needs of a game beyond its rules; its errors are cloned with the
/// record errors that hold them.
pub trait Notation: GameRules<PlayError: Clone> {
    /// The `Game` tag's value.
    const NAME: &'static str;
    /// Why a move word could not be played.
    type ReadError: Display + Debug + Clone;
    /// Why a value of one of the game's own tags could not be read.
    type TagError: Display + Debug + Clone;

    /// The number of the move played in `pos`, and whether that move opens a numbered pair
    /// (the first player's move); the second player's move at the start of a game shows
    /// its number as `N...`.
    fn move_number(pos: &Self::Position) -> (u32, bool);

    /// The result token of a game's outcome, one of [`RESULTS`] (`*` while it goes on).
    fn result(outcome: Option<Self::Outcome>) -> &'static str;

    /// Reads a move word in `pos`, checking that it is legal there.
    fn read_move(pos: &Self::Position, word: &str) -> Result<Self::Move, Self::ReadError>;

    /// The tag names of the first and the second player's name.
    const PLAYER_TAGS: [&'static str; 2];

    /// The `Termination` tag of a game's outcome.
    fn termination(outcome: Option<Self::Outcome>) -> &'static str;

    /// The game's own tags of `game` (start position, rules, draws), in the order they are
    /// written: after the `Game` tag, before `Result`.
    fn write_tags(game: &History<Self>) -> Vec<(&'static str, String)>;

    /// What the game's own tags say while a record's header is being read.
    type Setup: Default;

    /// Takes `name` (with its place) and `value` into `setup` if it is one of the game's own
    /// tags; `Ok(false)` leaves the tag to the record's extra tags.
    fn read_tag(setup: &mut Self::Setup, name: &Token<'_>, value: &str) -> Result<bool, RecordError<Self>>;

    /// The game, no move played yet, that the game's own tags describe.
    fn start(setup: Self::Setup) -> Result<History<Self>, RecordError<Self>>;
}

/// The `Termination` tag of `game`: an aborted game's (whatever the game), or its outcome's
/// as the game writes it.
pub fn termination_of<G: Notation>(game: &History<G>) -> &'static str {
    if game.aborted() { Agreement::Abort.termination() } else { G::termination(game.outcome()) }
}

/// Whether a move-text word is a move number (`3.`, `3...`).
pub fn is_number(word: &str) -> bool {
    word.starts_with(|c: char| c.is_ascii_digit()) && word.ends_with('.')
}

/// The number of the move played in `pos` as it is told: `9.` for the first player's move,
/// `9...` for the second's.
pub fn number_text<G: Notation>(pos: &G::Position) -> String {
    match G::move_number(pos) {
        (n, true) => format!("{n}."),
        (n, false) => format!("{n}..."),
    }
}

/// The move text of `game`: numbered moves, then its result token.
pub fn move_words<G: Notation>(game: &History<G>) -> Vec<String> {
    let mut words = Vec::new();
    for (i, m) in game.moves().iter().enumerate() {
        match G::move_number(&game.positions()[i]) {
            (n, true) => words.push(format!("{n}.")),
            (n, false) if i == 0 => words.push(format!("{n}...")),
            _ => {}
        }
        words.push(m.to_string());
    }
    words.push(G::result(game.outcome()).to_string());
    words
}

/// Plays the move words of a record on `game`, checking the move numbers against the game's
/// own: `N.` before each move of the first player, `N...` before the second player's when it
/// opens the game (and, if wanted, after a comment); a result token ends the moves (a word
/// after it is an error). Returns that token, if there is one; an error is placed at the
/// word it is about.
pub fn replay<'a, G: Notation>(
    game: &mut History<G>,
    words: &'a [Token<'a>],
) -> Result<Option<&'a Token<'a>>, RecordError<G>> {
    let mut ended_with = None;
    // The move number just read, which the next word must be a move for.
    let mut numbered: Option<&Token<'a>> = None;
    for token in words {
        let t = token.text;
        let at = |kind| error(token.line, token.column, kind);
        if ended_with.is_some() {
            return Err(at(RecordErrorKind::AfterResult(t.to_string())));
        }
        let (number, opens) = G::move_number(game.position());
        let expected = if opens { format!("{number}.") } else { format!("{number}...") };
        if RESULTS.contains(&t) {
            if let Some(n) = numbered {
                return Err(error(n.line, n.column, RecordErrorKind::NumberWithoutMove(n.text.to_string())));
            }
            ended_with = Some(token);
            continue;
        }
        if is_number(t) {
            if numbered.is_some() || t != expected {
                return Err(at(RecordErrorKind::MoveNumber { found: t.to_string(), expected }));
            }
            numbered = Some(token);
            continue;
        }
        let first = game.moves().is_empty();
        if numbered.is_none() && (opens || first) {
            return Err(at(RecordErrorKind::MissingMoveNumber(expected)));
        }
        numbered = None;
        let m = G::read_move(game.position(), t).map_err(|e| at(RecordErrorKind::Move(e)))?;
        game.play(m).map_err(|e| at(RecordErrorKind::Play(e)))?;
    }
    if let Some(n) = numbered {
        return Err(error(n.line, n.column, RecordErrorKind::NumberWithoutMove(n.text.to_string())));
    }
    Ok(ended_with)
}
