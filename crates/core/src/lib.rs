//! The game-agnostic core: what every two-player, perfect-information game here shares.
//!
//! Generic, written once: the game history with undo/redo and its history-based draws
//! ([`History`], [`Path`]), the computer players ([`Player`]: [`RandomBot`], [`GreedyBot`],
//! [`ExpertBot`]), the alpha-beta search behind the expert ([`search`]) and bot matches
//! with their statistics ([`arena`]).
//!
//! Per game, supplied through traits: the rules ([`GameRules`]: positions, moves, outcomes,
//! hashing), the static evaluation ([`Evaluate`]) and move generation with ordering scores
//! ([`MoveOrder`]). Nothing here knows a particular game. The search reads the clock only
//! when its caller gives it a deadline; [`ExpertBot`] times its moves for [`SearchInfo`].
//!
//! The game crates (`tactigon-rules`, `taacoca`) implement these traits; the statistics here
//! need no game at all:
//!
//! ```
//! use tactigon_core::arena::{elo, wilson};
//!
//! // Scoring 75% means an Elo advantage of 400·log10(3) ≈ 190.8.
//! assert!((elo(0.75) - 190.85).abs() < 0.01);
//! // 8 wins out of 10 at 95%: the Wilson interval is about 0.49 to 0.94.
//! let (low, high) = wilson(8.0, 10.0);
//! assert!((low - 0.490).abs() < 0.001 && (high - 0.943).abs() < 0.001);
//! ```

#![warn(missing_docs)]

pub mod analysis;
pub mod arena;
pub mod bench;
mod draws;
pub mod escape;
mod evaluate;
mod forfeit;
mod greedy;
mod history;
mod player;
mod random;
pub mod ratings;
pub mod record;
pub mod search;
pub mod sprt;
pub mod ugi;
pub mod words;

pub use draws::{DrawRules, Path};
pub use evaluate::{Evaluate, MoveOrder, Scorer};
pub use forfeit::{Agreement, Forfeit};
pub use greedy::GreedyBot;
pub use history::History;
pub use player::{Failed, Failure, Limits, Player, SearchInfo};
pub use random::RandomBot;
pub use search::{ExpertBot, LEVELS, Level};

use std::fmt::{Debug, Display};
use std::str::FromStr;

/// A move packed into 16 bits by its game, for the search's tables; see [`NO_MOVE`].
pub type Packed = u16;

/// The packed value no game may give a move: "no move" in the search's tables.
pub const NO_MOVE: Packed = 0;

/// The rules of one game, as the generic code needs them. Implemented by a zero-sized
/// marker type per game; every operation is an associated function, so calls are static.
pub trait GameRules: Copy + Debug + Default + Eq + Send + Sync + 'static {
    /// A position: everything that decides the legal moves and the outcome.
    type Position: Copy + Debug + Display + Eq + Send + Sync;
    /// One turn, written and read in the game's notation.
    type Move: Copy + Debug + Display + FromStr + Eq + Send + Sync;
    /// How a game ended.
    type Outcome: Copy + Debug + Display + Eq + Send + Sync;
    /// A player.
    type Side: Copy + Debug + Eq + Send + Sync;
    /// Why a move could not be played.
    type PlayError: std::error::Error;

    /// Both sides, first player first (the record's first player tag, `1-0`'s winner).
    const SIDES: [Self::Side; 2];

    /// The player to move in `pos`.
    fn side_to_move(pos: &Self::Position) -> Self::Side;

    /// The winner of a finished game, `None` for a draw.
    fn winner(outcome: Self::Outcome) -> Option<Self::Side>;

    /// The outcome decided by `pos` alone, without its history.
    fn outcome(pos: &Self::Position) -> Option<Self::Outcome>;

    /// Replaces `out` with the legal moves of `pos` (none once it is decided).
    fn legal_moves(pos: &Self::Position, out: &mut Vec<Self::Move>);

    /// The position after `m`, or why `m` is illegal in `pos`.
    fn play(pos: &Self::Position, m: Self::Move) -> Result<Self::Position, Self::PlayError>;

    /// Plays a move known to be legal (from [`GameRules::legal_moves`]) without checking it.
    fn play_unchecked(pos: &mut Self::Position, m: Self::Move);

    /// The move a player makes who has no other (what a bot answers in a finished game).
    fn pass() -> Self::Move;

    /// The error for a move played after the game ended with `outcome`.
    fn game_over(outcome: Self::Outcome) -> Self::PlayError;

    /// The Zobrist hash of what counts for repetition (pieces and side to move).
    fn hash(pos: &Self::Position) -> u64;

    /// Plies since the last irreversible move: no earlier position can recur.
    fn no_progress(pos: &Self::Position) -> u32;

    /// Whether two positions are the same for repetition (called only when hashes agree).
    fn same_placement(a: &Self::Position, b: &Self::Position) -> bool;

    /// The outcome of `loser` losing off the board, as `how` says.
    fn forfeit(loser: Self::Side, how: Forfeit) -> Self::Outcome;

    /// The outcome of a draw the players agreed to; `None` in a game that is never drawn.
    fn agreed_draw() -> Option<Self::Outcome>;

    /// The error for a move played after the players aborted the game.
    fn aborted() -> Self::PlayError;

    /// The outcome of a threefold repetition.
    fn repetition_draw() -> Self::Outcome;

    /// The outcome of `limit` plies without progress.
    fn no_progress_draw(limit: u32) -> Self::Outcome;

    /// `m`, legal in `pos`, packed for the search (never [`NO_MOVE`]).
    fn pack(pos: &Self::Position, m: Self::Move) -> Packed;

    /// The move that [`GameRules::pack`] packed in `pos`.
    fn unpack(pos: &Self::Position, m: Packed) -> Self::Move;

    /// Plays a packed legal move.
    fn play_packed(pos: &mut Self::Position, m: Packed);

    /// `pos` with the turn handed to the other side and nothing moved, for null-move
    /// pruning; `None` where the search must not pretend so.
    fn null_move(pos: &Self::Position) -> Option<Self::Position>;
}
