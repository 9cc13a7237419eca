//! What the picture needs of each game: its cells, pieces and grounds, and the cells a move
//! touches. Each game implements [`Pictured`] in a module of its own here.

mod taacoca;
pub mod tactigon;

use crate::scene::Board;
use tactigon_games::games::Registered;

/// A game the picture can draw.
pub trait Pictured: Registered {
    /// The position's cells, grounds and pieces (no last move).
    fn picture_board(pos: &Self::Position) -> Board;

    /// The names of the cells `m`, played from `before`, starts and ends on.
    fn picture_move(before: &Self::Position, m: Self::Move) -> Vec<String>;
}
