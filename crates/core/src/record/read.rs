//! Reading a record: its tags, the game's own through [`Notation`], and its moves replayed
//! through the rules.

use super::annotation;
use super::error::error;
use super::text::Raw;
use super::{Notation, RESULTS, Record, RecordError, RecordErrorKind as K, replay, termination_of};
use crate::{Agreement, Forfeit};

/// One game of a record file, its moves replayed through the rules.
pub fn interpret<G: Notation>(raw: Raw<'_>) -> Result<Record<G>, RecordError<G>> {
    let (mut event, mut date, mut players) = (String::new(), String::new(), [String::new(), String::new()]);
    let mut extra = Vec::new();
    let mut setup = G::Setup::default();
    let mut result = None;
    let mut term = None;
    for (name, value) in &raw.tags {
        let at = |kind: K<G>| error(name.line, name.column, kind);
        match name.text {
            "Event" => event = value.clone(),
            "Date" => date = value.clone(),
            tag if tag == G::PLAYER_TAGS[0] => players[0] = value.clone(),
            tag if tag == G::PLAYER_TAGS[1] => players[1] = value.clone(),
            "Game" if !value.eq_ignore_ascii_case(G::NAME) => {
                return Err(at(K::OtherGame { game: value.clone(), expected: G::NAME }));
            }
            "Game" => {}
            "Result" => {
                if !RESULTS.contains(&value.as_str()) {
                    return Err(at(K::BadResult(value.clone())));
                }
                result = Some((name, value.clone()));
            }
            "Termination" => term = Some((name, value.clone())),
            _ => {
                if !G::read_tag(&mut setup, name, value)? {
                    extra.push((name.text.to_string(), value.clone()));
                }
            }
        }
    }
    let mut game = G::start(setup)?;
    let ended_with = replay(&mut game, &raw.moves)?;
    if ended_with.is_none() {
        // Just after the last word of the game, where the result belongs.
        let (line, column) = match (raw.moves.last(), raw.tags.last()) {
            (Some(word), _) => (word.line, word.column + word.text.chars().count()),
            (None, Some((name, _))) => (name.line + 1, 1),
            (None, None) => (1, 1),
        };
        return Err(error(line, column, K::MissingResult));
    }
    // A loss off the board (a resignation, a flag fallen, a player gone) is not in the moves:
    // the termination says how, the result who lost.
    let forfeit = term.as_ref().and_then(|(_, value)| Forfeit::from_termination(value));
    if let Some(how) = forfeit
        && game.outcome().is_none()
    {
        let claimed = result.as_ref().map(|(_, v)| v.as_str()).or(ended_with.as_ref().map(|t| t.text));
        if let Some(loser) = G::SIDES.into_iter().find(|&s| claimed == Some(G::result(Some(G::forfeit(s, how))))) {
            game.forfeit(loser, how).expect("the game was going on");
        }
    }
    // So is the players' agreement: a draw (where the game has draws), an abort.
    let agreed = term.as_ref().and_then(|(_, value)| Agreement::from_termination(value));
    if let Some(how) = agreed
        && !game.is_over()
    {
        game.agree(how).expect("the game was going on");
    }
    let outcome = game.outcome();
    let actual = G::result(outcome);
    for claimed in
        [result.as_ref().map(|(n, v)| (n.line, n.column, v.as_str())), ended_with.map(|t| (t.line, t.column, t.text))]
            .into_iter()
            .flatten()
    {
        if claimed.2 != actual {
            return Err(error(claimed.0, claimed.1, K::ResultMismatch { claimed: claimed.2.to_string(), actual }));
        }
    }
    if let Some((name, value)) = term
        && value != termination_of(&game)
    {
        return Err(error(
            name.line,
            name.column,
            K::TerminationMismatch { claimed: value, actual: termination_of(&game) },
        ));
    }
    let analysis = annotation::read(&game, &raw.moves, &raw.comments)?;
    Ok(Record { event, date, players, extra, game, analysis })
}
