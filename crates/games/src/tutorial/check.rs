//! Judging a move against a lesson's goal: the one checker the lesson screen and the tests use.

use super::lesson::{Goal, Lesson};
use tactigon_rules::{BitsIter, Combat, Kind, Move, PlayError, Position, Side};

/// What a move played at the start of a lesson amounts to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The rules forbid it, with their reason.
    Illegal(PlayError),
    /// It is legal but does not meet the goal: why, in a sentence for the player.
    Wrong(String),
    /// It meets the goal.
    Done,
}

/// Judges `m` played from the start of `lesson`.
pub fn check(lesson: &Lesson, m: Move) -> Verdict {
    let before = lesson.start;
    let mut after = before;
    if let Err(e) = after.play(m) {
        return Verdict::Illegal(e);
    }
    let (me, them) = (before.turn(), before.turn().other());
    let attack = attack(&before, m);
    let goal = &lesson.goal;
    let wrong = |why: String| Verdict::Wrong(format!("{m} is legal, but {why}. Try again: {goal}."));
    match goal {
        Goal::Moves(moves) if moves.contains(&m) => Verdict::Done,
        Goal::Moves(_) => wrong("it is not the move this lesson asks for".into()),
        Goal::Capture(k) if after.count(them, *k) < before.count(them, *k) => Verdict::Done,
        Goal::Capture(_) => match attack {
            Some((_, d)) => wrong(format!("it captures a {d}")),
            None => wrong("it attacks nothing".into()),
        },
        Goal::BothCaptured => match attack {
            Some((a, d)) if a.attack(d) == Combat::BothCaptured => Verdict::Done,
            Some((a, d)) => wrong(format!("a {a} attacking a {d} captures it and survives")),
            None => wrong("it attacks nothing".into()),
        },
        Goal::Gold if holds_gold(&after, me) => Verdict::Done,
        Goal::Gold => wrong("afterwards you do not hold both gold tiles".into()),
        Goal::BreakGold if !holds_gold(&after, them) => Verdict::Done,
        Goal::BreakGold => {
            wrong(format!("{} still holds both gold tiles and wins when its turn begins", side_name(them)))
        }
        Goal::Pass if m == Move::Pass => Verdict::Done,
        Goal::Pass => wrong("this lesson is about passing".into()),
    }
}

/// The attacker's and the defender's kinds, when `m` attacks.
fn attack(pos: &Position, m: Move) -> Option<(Kind, Kind)> {
    let Move::Step { from, to, .. } = m else { return None };
    let attacker = pos.piece_at(from)?;
    let defender = pos.piece_at(to).filter(|d| d.side != attacker.side)?;
    Some((attacker.kind, defender.kind))
}

/// Whether `side` has a piece on every gold tile.
fn holds_gold(pos: &Position, side: Side) -> bool {
    let gold = pos.board().gold();
    gold != 0 && BitsIter(gold).all(|i| pos.piece_at_index(i).is_some_and(|p| p.side == side))
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::Red => "Red",
        Side::Green => "Green",
    }
}
