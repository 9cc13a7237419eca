//! A game with its history: the draws that depend on more than one position (RULES.md
//! §4.4–4.5), and undo/redo.

use super::moves::Move;
use super::outcome::{DrawReason, Outcome};
use super::position::{PlayError, Position};

/// The house rules that end long games; each can be switched off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DrawRules {
    /// Draw when the same position (pieces and side to move) occurs for the third time.
    pub repetition: bool,
    /// Draw after this many plies without a capture; 0 switches the rule off.
    pub no_capture_limit: u32,
}

impl Default for DrawRules {
    fn default() -> DrawRules {
        DrawRules { repetition: true, no_capture_limit: 100 }
    }
}

/// A game: the start position, the moves played, the positions they led to, and the
/// moves taken back that can be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    draw_rules: DrawRules,
    positions: Vec<Position>,
    moves: Vec<Move>,
    redo: Vec<Move>,
}

impl Game {
    /// A new game from `start`.
    pub fn new(start: Position, draw_rules: DrawRules) -> Game {
        Game { draw_rules, positions: vec![start], moves: Vec::new(), redo: Vec::new() }
    }

    /// The draw rules in force.
    pub const fn draw_rules(&self) -> DrawRules {
        self.draw_rules
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions.last().expect("a game always has its start position")
    }

    /// Every position from the start to now (one more than the moves).
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// How many times the current position (pieces and side to move) has occurred.
    pub fn repetitions(&self) -> usize {
        let now = self.position();
        // A capture can never be undone, so earlier positions cannot repeat this one.
        let window = (now.clock() as usize + 1).min(self.positions.len());
        self.positions[self.positions.len() - window..]
            .iter()
            .filter(|p| p.hash() == now.hash() && p.same_placement(now))
            .count()
    }

    /// The outcome, checked in the order of RULES.md §4, or `None` while the game goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        let pos = self.position();
        if let Some(o) = pos.outcome() {
            return Some(o);
        }
        if self.draw_rules.repetition && self.repetitions() >= 3 {
            return Some(Outcome::Draw(DrawReason::Repetition));
        }
        let limit = self.draw_rules.no_capture_limit;
        if limit > 0 && pos.clock() >= limit {
            return Some(Outcome::Draw(DrawReason::NoCapture(limit)));
        }
        None
    }

    /// The legal moves now; none once the game is over.
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.outcome().is_some() { Vec::new() } else { self.position().legal_moves() }
    }

    /// Plays a move; an illegal move or a finished game leaves everything unchanged.
    /// Playing a new move forgets the moves that could be redone.
    pub fn play(&mut self, m: Move) -> Result<(), PlayError> {
        self.push(m)?;
        self.redo.clear();
        Ok(())
    }

    fn push(&mut self, m: Move) -> Result<(), PlayError> {
        if let Some(o) = self.outcome() {
            return Err(PlayError::GameOver(o));
        }
        let mut next = *self.position();
        next.play(m)?;
        self.positions.push(next);
        self.moves.push(m);
        Ok(())
    }

    /// Takes back the last move, if any, and returns it.
    pub fn undo(&mut self) -> Option<Move> {
        let m = self.moves.pop()?;
        self.positions.pop();
        self.redo.push(m);
        Some(m)
    }

    /// Replays the last move taken back, if any, and returns it.
    pub fn redo(&mut self) -> Option<Move> {
        let m = self.redo.pop()?;
        self.push(m).expect("a move taken back is legal again");
        Some(m)
    }

    /// Whether [`Game::redo`] has a move to replay.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }
}
