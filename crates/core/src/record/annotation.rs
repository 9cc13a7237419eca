//! Analysis annotations in a record's move text, in the spirit of chess PGN's `[%eval]`:
//! `{[%eval 0.12]}` before the first move, then after every move
//! `{[%eval -1.25] mistake; best c2-d3}` (the evaluation after it for the first player,
//! the move's class, and the search's own choice when it was another move: `best c2-d3` when
//! that was better, `as good c2-d3` when the move played was as good). Classes and losses
//! are worked out again from the evaluations on reading, so they always agree with them.

use super::error::error;
use super::notation::{is_number, number_text};
use super::text::{Comment, Token};
use super::{Notation, RESULTS, RecordError, RecordErrorKind as K, move_words};
use crate::History;
use crate::analysis::{Analysis, Class, eval_text, parse_eval};

/// How an analysis comment starts.
const EVAL_TAG: &str = "[%eval ";

/// Before the search's choice when it was better than the move played.
const BETTER: &str = "best ";

/// Before the search's choice when the move played was as good (records written before
/// this wording said [`BETTER`] there too, and still read).
const AS_GOOD: &str = "as good ";

/// The move text of `game` with `analysis` as comments.
pub fn annotated_words<G: Notation>(game: &History<G>, analysis: &Analysis<G>) -> Vec<String> {
    let mut words = vec![format!("{{{EVAL_TAG}{}]}}", eval_text(analysis.evals[0]))];
    let mut ply = 0;
    for word in move_words(game) {
        let is_move = !is_number(&word) && !RESULTS.contains(&word.as_str());
        words.push(word);
        if is_move {
            let review = &analysis.moves[ply];
            let better = match (review.best == game.moves()[ply], review.class) {
                (true, _) => String::new(),
                (false, Class::Best) => format!("; {AS_GOOD}{}", review.best),
                (false, _) => format!("; {BETTER}{}", review.best),
            };
            words.push(format!("{{{EVAL_TAG}{}] {}{better}}}", eval_text(analysis.evals[ply + 1]), review.class));
            ply += 1;
        }
    }
    words
}

/// Where the analysed `game` turned ([`Analysis::turning_point`]): the plies up to and with
/// that move, and the move told with its class and the evaluation before and after it, as
/// `9. c4-c7 (blunder, 2.35 to -1.24)`.
pub fn turning_point<G: Notation>(game: &History<G>, analysis: &Analysis<G>) -> Option<(usize, String)> {
    let i = analysis.turning_point(game)?;
    let (before, after) = (eval_text(analysis.evals[i]), eval_text(analysis.evals[i + 1]));
    let told = format!(
        "{} {} ({}, {before} to {after})",
        number_text::<G>(&game.positions()[i]),
        game.moves()[i],
        analysis.moves[i].class
    );
    Some((i + 1, told))
}

/// The analysis the comments of a record hold, `None` when none is an analysis comment.
/// `words` are the record's move words, replayed into `game`, and `comments` its comments.
pub fn read<G: Notation>(
    game: &History<G>,
    words: &[Token<'_>],
    comments: &[Comment],
) -> Result<Option<Analysis<G>>, RecordError<G>> {
    let positions = game.positions().len();
    let mut evals: Vec<Option<i32>> = vec![None; positions];
    let mut bests: Vec<G::Move> = game.moves().to_vec();
    let mut last = None;
    for c in comments.iter().filter(|c| c.text.trim_start().starts_with(EVAL_TAG.trim_end())) {
        let at = |kind| error(c.line, c.column, kind);
        let bad = || at(K::BadAnnotation(c.text.clone()));
        let ply = words[..c.after.min(words.len())]
            .iter()
            .filter(|w| !is_number(w.text) && !RESULTS.contains(&w.text))
            .count();
        let (eval, rest) = c.text.trim().strip_prefix(EVAL_TAG).and_then(|r| r.split_once(']')).ok_or_else(bad)?;
        let eval = parse_eval(eval.trim()).ok_or_else(bad)?;
        let rest = rest.trim();
        if ply > 0 {
            let (class, best) = match rest.split_once(';') {
                Some((class, best)) => {
                    let best = best.trim();
                    let word = best.strip_prefix(BETTER).or_else(|| best.strip_prefix(AS_GOOD)).ok_or_else(bad)?;
                    (class.trim(), Some(word.trim()))
                }
                None => (rest, None),
            };
            class.parse::<Class>().map_err(|_| bad())?;
            if let Some(word) = best {
                bests[ply - 1] = G::read_move(&game.positions()[ply - 1], word).map_err(|e| at(K::Move(e)))?;
            }
        } else if !rest.is_empty() {
            return Err(bad());
        }
        if evals[ply].replace(eval).is_some() {
            return Err(at(K::DuplicateAnnotation));
        }
        last = Some(c);
    }
    let Some(last) = last else { return Ok(None) };
    match evals.iter().position(Option::is_none) {
        Some(ply) => Err(error(last.line, last.column, K::MissingAnnotation(ply))),
        None => Ok(Some(Analysis::from_evals(game, evals.into_iter().flatten().collect(), &bests))),
    }
}
