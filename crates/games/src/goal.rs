//! Judging one move against a goal: the one judge puzzles and lessons share. A lesson's goal
//! is a kind of move (a capture, the gold tiles, a pass); a puzzle's is a win forced within
//! the plies left, answered by the longest defence.

use crate::puzzles::PuzzleGame;
use crate::puzzles::solve::{best_defence, forces_win};
use std::fmt;
use tactigon_core::GameRules;
use tactigon_rules::{BitsIter, Combat, Kind, Move, Position, Side, Tactigon};

/// What the player is asked to do with a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Play one of these moves.
    Moves(Vec<Move>),
    /// Attack so that an enemy piece of this kind leaves the board.
    Capture(Kind),
    /// Attack so that both the attacker and the defender leave the board.
    BothCaptured,
    /// Hold both gold tiles after the move.
    Gold,
    /// Leave the opponent without both gold tiles.
    BreakGold,
    /// Pass.
    Pass,
    /// Force a win within this many plies, the move judged included, whatever the defence.
    WinWithin(u32),
}

impl fmt::Display for Goal {
    /// What the player must do: `capture a square`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Goal::Moves(moves) => {
                let all: Vec<String> = moves.iter().map(ToString::to_string).collect();
                write!(f, "play {}", all.join(" or "))
            }
            Goal::Capture(k) => write!(f, "capture the {k}"),
            Goal::BothCaptured => f.write_str("an attack where both pieces are captured"),
            Goal::Gold => f.write_str("hold both gold tiles"),
            Goal::BreakGold => f.write_str("take a gold tile from the opponent"),
            Goal::Pass => f.write_str("pass"),
            Goal::WinWithin(plies) => write!(f, "force the win within {}", turns(*plies as usize)),
        }
    }
}

/// What a move of game `G` amounts to against a goal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict<G: GameRules = Tactigon> {
    /// The rules forbid it, with their reason.
    Illegal(G::PlayError),
    /// It is legal but does not meet the goal: why, in a sentence for the player.
    Wrong(String),
    /// It meets the goal; for a win, after the opponent's forced `reply` if there is one.
    Done(Option<G::Move>),
    /// It keeps to the goal without meeting it yet: the opponent answers with this move.
    Replied(G::Move),
}

pub use tactigon_core::words::turns;

/// Judges `m` played in `before` against `goal`.
pub fn judge(before: &Position, goal: &Goal, m: Move) -> Verdict {
    let mut after = *before;
    if let Err(e) = after.play(m) {
        return Verdict::Illegal(e);
    }
    let (me, them) = (before.turn(), before.turn().other());
    let attack = attack(before, m);
    let wrong = |why: String| Verdict::Wrong(format!("{m} is legal, but {why}. Try again: {goal}."));
    let done = Verdict::Done(None);
    match goal {
        Goal::Moves(moves) if moves.contains(&m) => done,
        Goal::Moves(_) => wrong("it is not the move this lesson asks for".into()),
        Goal::Capture(k) if after.count(them, *k) < before.count(them, *k) => done,
        Goal::Capture(_) => match attack {
            Some((_, d)) => wrong(format!("it captures a {d}")),
            None => wrong("it attacks nothing".into()),
        },
        Goal::BothCaptured => match attack {
            Some((a, d)) if a.attack(d) == Combat::BothCaptured => done,
            Some((a, d)) => wrong(format!("a {a} attacking a {d} captures it and survives")),
            None => wrong("it attacks nothing".into()),
        },
        Goal::Gold if holds_gold(&after, me) => done,
        Goal::Gold => wrong("afterwards you do not hold both gold tiles".into()),
        Goal::BreakGold if !holds_gold(&after, them) => done,
        Goal::BreakGold => {
            wrong(format!("{} still holds both gold tiles and wins when its turn begins", side_name(them)))
        }
        Goal::Pass if m == Move::Pass => done,
        Goal::Pass => wrong("this lesson is about passing".into()),
        Goal::WinWithin(plies) => win_within::<Tactigon>(before, *plies, m),
    }
}

/// Judges `m` played in `before` against a win to force within `plies` plies, the move
/// included, in any game: it must keep a forced win; the defence answers with its longest
/// resistance.
pub fn win_within<G: PuzzleGame>(before: &G::Position, plies: u32, m: G::Move) -> Verdict<G> {
    let mut after = match G::play(before, m) {
        Ok(after) => after,
        Err(e) => return Verdict::Illegal(e),
    };
    let attacker = G::side_to_move(before);
    if plies == 0 || !forces_win::<G>(&after, attacker, plies - 1) {
        return Verdict::Wrong(format!("{m} does not force the win within {}: try again", turns(plies as usize)));
    }
    if G::outcome(&after).is_some() {
        return Verdict::Done(None);
    }
    // A position forced to a win that is not over has a move for the defender; without one
    // the win is all there is to say.
    let Some(reply) = best_defence::<G>(&after, plies - 1) else { return Verdict::Done(None) };
    G::play_unchecked(&mut after, reply);
    if G::outcome(&after).is_some() { Verdict::Done(Some(reply)) } else { Verdict::Replied(reply) }
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
