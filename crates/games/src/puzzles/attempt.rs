//! Solving a puzzle move by move: the player's moves are checked against the exact search,
//! and the opponent answers with its longest defence.

use super::Puzzle;
use super::solve::{best_defence, forces_win};
use tactigon_rules::{Move, Position};

/// What became of a move the player tried.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The move does not force the win in the plies left: it is not played.
    Wrong,
    /// The puzzle is solved: the move won, or the opponent's forced `reply` lost.
    Solved(Option<Move>),
    /// The move keeps the win; the opponent answered with `reply`.
    Replied(Move),
}

/// A puzzle being solved: the position reached and the plies left.
#[derive(Clone, Debug)]
pub struct Attempt {
    position: Position,
    left: u32,
}

impl Attempt {
    /// A fresh attempt at `puzzle`.
    pub fn new(puzzle: &Puzzle) -> Attempt {
        Attempt::at(puzzle.position, puzzle.depth)
    }

    /// An attempt from `position` part of the way through a puzzle, `plies` left for the win.
    pub fn at(position: Position, plies: u32) -> Attempt {
        Attempt { position, left: plies }
    }

    /// The position the player moves in.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The plies left for the win, the player's move included.
    pub fn plies_left(&self) -> u32 {
        self.left
    }

    /// Tries the player's move `m` (legal in [`Attempt::position`]): a move that keeps a
    /// forced win is played with the opponent's reply; any other move changes nothing.
    pub fn try_move(&mut self, m: Move) -> Verdict {
        let attacker = self.position.turn();
        let mut next = self.position;
        if self.left == 0 || next.play(m).is_err() || !forces_win(&next, attacker, self.left - 1) {
            return Verdict::Wrong;
        }
        if next.outcome().is_some() {
            self.position = next;
            self.left -= 1;
            return Verdict::Solved(None);
        }
        let reply = best_defence(&next, self.left - 1).expect("a game not over has a move");
        next.play_unchecked(reply);
        self.position = next;
        self.left -= 2;
        if next.outcome().is_some() { Verdict::Solved(Some(reply)) } else { Verdict::Replied(reply) }
    }
}
