//! What a player sends a table and what the table tells every screen: typed [`Command`]s,
//! each from the seat its sender's connection holds, and after every change a new [`View`]
//! with the [`Event`] that made it.

use crate::game::AnyMove;
use std::any::Any;
use std::sync::Arc;
use tactigon_store::Glicko;

/// What a player asks of the table they sit at. The table checks that the sender holds a
/// seat (and, to move, the side to move's) before anything else.
#[derive(Debug)]
pub enum Command {
    /// Play this move: one of the table's game's own moves (see [`AnyMove`]).
    Play(AnyMove),
    /// Give up the game.
    Resign,
    /// Offer the opponent a draw (in a game that can be drawn). The offer stands until the
    /// opponent answers or moves (lichess's rule: the offerer's own move does not withdraw
    /// it); offering when the opponent's offer stands agrees to it.
    OfferDraw,
    /// Agree to the draw the opponent offered: the game ends drawn.
    AcceptDraw,
    /// Turn down the draw the opponent offered.
    DeclineDraw,
    /// Call the game off, with no result, before both sides have made their first move.
    Abort,
    /// Win the game of an opponent who dropped and did not come back in time.
    Claim,
    /// Ask the opponent to let the sender's last move be taken back. The request lapses
    /// with the next move.
    RequestTakeBack,
    /// Let the opponent's last move be taken back (with the sender's reply after it, if
    /// any): the opponent is to move again.
    AcceptTakeBack,
    /// Turn down the opponent's take-back request.
    DeclineTakeBack,
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
    /// The player of a seat offered a draw.
    DrawOffered(usize),
    /// The player of a seat turned the draw offered down.
    DrawDeclined(usize),
    /// The players agreed to a draw: the game ended drawn.
    DrawAgreed,
    /// The player of a seat aborted the game: it ended with no result.
    Aborted(usize),
    /// The player of a seat did not make their first move in time: the game was aborted.
    NoFirstMove(usize),
    /// The player of a seat asked to take their last move back.
    TakeBackAsked(usize),
    /// The player of a seat turned the take-back asked for down.
    TakeBackDeclined(usize),
    /// The last move of the player of a seat was taken back (with the reply after it):
    /// they are to move again.
    TakenBack(usize),
    /// The players' rematch was opened at table `id`.
    Rematch(u64),
    /// The table's writes stopped going through, or went through again ([`View::unsaved`]).
    Saving,
    /// The finished game is in the archive ([`View::archived`], [`View::ratings`]).
    Archived,
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
    /// The seat whose draw offer stands, if one does.
    pub draw_offer: Option<usize>,
    /// The seat whose take-back request stands, if one does.
    pub take_back: Option<usize>,
    /// Why the game is not being saved, while it is not (the server's disk cannot be
    /// written); the writer tries again and this goes back to `None` once it could.
    pub unsaved: Option<String>,
    /// The finished game's number in the archive, once it is there.
    pub archived: Option<i64>,
    /// Each seat's rating before and after the game, once a rated game is archived (a seat
    /// without an account has none).
    pub ratings: Option<[Option<(Glicko, Glicko)>; 2]>,
}
