//! What a player sends a table and what the table tells every screen: typed [`Command`]s,
//! each from the seat its sender's connection holds, and after every change a new [`View`]
//! with the [`Event`] that made it.

use crate::game::AnyMove;
use std::any::Any;
use std::sync::Arc;

/// What a player asks of the table they sit at. The table checks that the sender holds a
/// seat (and, to move, the side to move's) before anything else.
#[derive(Debug)]
pub enum Command {
    /// Play this move: one of the table's game's own moves (see [`AnyMove`]).
    Play(AnyMove),
    /// Give up the game.
    Resign,
    /// Take the last move back: refused, a shared game is never taken back.
    TakeBack,
    /// Win the game of an opponent who dropped and did not come back in time.
    Claim,
}

/// What changed at a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// The table was opened (or brought back from its file).
    Opened,
    /// A player took seat 0 or 1.
    Seated(usize),
    /// The player of a seat came back to it.
    Back(usize),
    /// The connection holding a seat ended: its player is away.
    Away(usize),
    /// The player of a seat moved, and the game goes on.
    Moved(usize),
    /// The game ended: by a move, a resignation, a flag or a claim.
    Ended,
    /// The players' rematch was opened at table `id`.
    Rematch(u64),
}

/// The table as the screens show it: a new version after every change.
#[derive(Clone)]
pub struct View {
    /// Goes up by one with every change.
    pub version: u64,
    /// What made this version.
    pub event: Event,
    /// The game so far: the `History<G>` of the table's game behind `Any`.
    pub game: Arc<dyn Any + Send + Sync>,
}
