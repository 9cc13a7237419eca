//! A game with its history: undo/redo and the draws that depend on more than one position.

use super::draws::{self, DrawRules, Path};
use super::{Agreement, Forfeit, GameRules};

/// A game: the start position, the moves played, the positions they led to, the moves
/// taken back that can be replayed, and an ending off the board: a side's loss (a
/// resignation, a flag fallen, a player gone) or the players' agreement (a draw, an abort).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct History<G: GameRules> {
    draw_rules: DrawRules,
    positions: Vec<G::Position>,
    moves: Vec<G::Move>,
    redo: Vec<G::Move>,
    forfeited: Option<(G::Side, Forfeit)>,
    agreed: Option<Agreement>,
}

impl<G: GameRules> History<G> {
    /// A new game from `start`.
    pub fn new(start: G::Position, draw_rules: DrawRules) -> History<G> {
        History {
            draw_rules,
            positions: vec![start],
            moves: Vec::new(),
            redo: Vec::new(),
            forfeited: None,
            agreed: None,
        }
    }

    /// The draw rules in force.
    pub const fn draw_rules(&self) -> DrawRules {
        self.draw_rules
    }

    /// The position the game started from.
    pub fn start(&self) -> &G::Position {
        &self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> &G::Position {
        self.positions.last().expect("a game always has its start position")
    }

    /// Every position from the start to now (one more than the moves).
    pub fn positions(&self) -> &[G::Position] {
        &self.positions
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[G::Move] {
        &self.moves
    }

    /// How many times the current position (pieces and side to move) has occurred.
    pub fn repetitions(&self) -> usize {
        let (now, earlier) = self.positions.split_last().expect("a game always has its start position");
        draws::occurrences::<G>(earlier, now)
    }

    /// The outcome: an ending off the board, the position's own, then the history-based
    /// draws; `None` while the game goes on, and for an aborted game.
    pub fn outcome(&self) -> Option<G::Outcome> {
        if let Some((loser, how)) = self.forfeited {
            return Some(G::forfeit(loser, how));
        }
        match self.agreed {
            Some(Agreement::Draw) => return G::agreed_draw(),
            Some(Agreement::Abort) => return None,
            None => {}
        }
        let (now, earlier) = self.positions.split_last().expect("a game always has its start position");
        G::outcome(now).or_else(|| draws::draw::<G>(self.draw_rules, earlier, now))
    }

    /// The history a search starts from: the positions that can still recur, up to and
    /// including the current one.
    pub fn search_path(&self) -> Path<G> {
        // One more than the plies without progress: the window `occurrences` looks at.
        let window = (G::no_progress(self.position()) as usize + 1).min(self.positions.len());
        Path::new(self.positions[self.positions.len() - window..].to_vec(), self.draw_rules)
    }

    /// Whether the game has ended: with an outcome, or aborted.
    pub fn is_over(&self) -> bool {
        self.aborted() || self.outcome().is_some()
    }

    /// Whether the players aborted the game.
    pub fn aborted(&self) -> bool {
        self.agreed == Some(Agreement::Abort)
    }

    /// The legal moves now; none once the game is over.
    pub fn legal_moves(&self) -> Vec<G::Move> {
        let mut moves = Vec::with_capacity(64);
        if !self.is_over() {
            G::legal_moves(self.position(), &mut moves);
        }
        moves
    }

    /// Plays a move; an illegal move or a finished game leaves everything unchanged.
    /// Playing a new move forgets the moves that could be redone.
    pub fn play(&mut self, m: G::Move) -> Result<(), G::PlayError> {
        self.push(m)?;
        self.redo.clear();
        Ok(())
    }

    fn push(&mut self, m: G::Move) -> Result<(), G::PlayError> {
        self.going_on()?;
        let next = G::play(self.position(), m)?;
        self.positions.push(next);
        self.moves.push(m);
        Ok(())
    }

    /// Ends the game with `loser` losing as `how` says; refused (with the game-over error)
    /// once the game has ended.
    pub fn forfeit(&mut self, loser: G::Side, how: Forfeit) -> Result<(), G::PlayError> {
        self.going_on()?;
        self.forfeited = Some((loser, how));
        Ok(())
    }

    /// Ends the game as the players agreed (`how`); refused (with the game-over error) once
    /// the game has ended, and a draw is refused (changing nothing) in a game that is never
    /// drawn. Whether the game ended so.
    pub fn agree(&mut self, how: Agreement) -> Result<bool, G::PlayError> {
        self.going_on()?;
        if how == Agreement::Draw && G::agreed_draw().is_none() {
            return Ok(false);
        }
        self.agreed = Some(how);
        Ok(true)
    }

    /// How the players ended the game together, if they did.
    pub const fn agreed(&self) -> Option<Agreement> {
        self.agreed
    }

    /// Nothing, while the game goes on; the error for a move played now once it has ended.
    fn going_on(&self) -> Result<(), G::PlayError> {
        if self.aborted() {
            return Err(G::aborted());
        }
        self.outcome().map_or(Ok(()), |o| Err(G::game_over(o)))
    }

    /// Who lost off the board and how, if the game ended so.
    pub const fn forfeited(&self) -> Option<(G::Side, Forfeit)> {
        self.forfeited
    }

    /// Takes a loss off the board back, so that the game goes on; whether there was one.
    pub fn withdraw_forfeit(&mut self) -> bool {
        self.forfeited.take().is_some()
    }

    /// Takes back the last move, if any, and returns it, with a loss off the board after it.
    pub fn undo(&mut self) -> Option<G::Move> {
        let m = self.moves.pop()?;
        // The ending came after the move, so it cannot stand without it; left in place, it
        // would also refuse the redo.
        self.forfeited = None;
        self.agreed = None;
        self.positions.pop();
        self.redo.push(m);
        Some(m)
    }

    /// Replays the last move taken back, if any, and returns it.
    ///
    /// # Panics
    ///
    /// If the move taken back is no longer legal, which the rules rule out.
    pub fn redo(&mut self) -> Option<G::Move> {
        let m = self.redo.pop()?;
        self.push(m).expect("a move taken back is legal again");
        Some(m)
    }

    /// Whether [`History::redo`] has a move to replay.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }
}
