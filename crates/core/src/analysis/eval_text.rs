//! Evaluations as people read them: circles with two decimals (`1.25`, `-0.40`), and wins
//! found by the search as `#N` (the first player wins in N plies) or `#-N` (loses in N).

use super::{is_loss, is_win};
use crate::search::{WIN, WIN_BOUND};

/// `score` (centi-circles, for the first player) as text.
pub fn eval_text(score: i32) -> String {
    if is_win(score) {
        format!("#{}", WIN - score)
    } else if is_loss(score) {
        format!("#-{}", WIN + score)
    } else {
        let sign = if score < 0 { "-" } else { "" };
        format!("{sign}{}.{:02}", score.abs() / 100, score.abs() % 100)
    }
}

/// The score [`eval_text`] wrote, or `None` for text it never writes.
pub fn parse_eval(text: &str) -> Option<i32> {
    if let Some(plies) = text.strip_prefix('#') {
        let (sign, digits) = match plies.strip_prefix('-') {
            Some(d) => (-1, d),
            None => (1, plies),
        };
        let n: i32 = plain_digits(digits)?.parse().ok()?;
        return (n < WIN - WIN_BOUND).then_some(sign * (WIN - n));
    }
    let (sign, rest) = match text.strip_prefix('-') {
        Some(r) => (-1, r),
        None => (1, text),
    };
    let (whole, cents) = rest.split_once('.')?;
    if cents.len() != 2 {
        return None;
    }
    let score =
        plain_digits(whole)?.parse::<i32>().ok()?.checked_mul(100)? + plain_digits(cents)?.parse::<i32>().ok()?;
    (score <= WIN_BOUND).then_some(sign * score)
}

/// `s` if it is one or more ASCII digits (no sign, no spaces).
fn plain_digits(s: &str) -> Option<&str> {
    (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())).then_some(s)
}
