//! An online table of any game, knowing no terminal: a [`Table`] owns its game, its clocks
//! and its seats; a player sends it typed [`Command`]s from the seat their connection holds,
//! and every screen showing the game is drawn from the [`View`] it publishes after each
//! change. A table is kept in the server's store (`tactigon_store::Store`) by a [`Writer`]
//! thread, never by the caller; its finished game goes to the archive the same way.
//!
//! `game` is the game written once for any `G: Playable`, with the one thin layer that
//! knows the list of games; `clock`, `seats` and `terms` are the table's parts.

#![warn(missing_docs)]

pub mod clock;
pub mod command;
pub mod correspondence;
pub mod game;
mod games;
pub mod refusal;
pub mod seats;
pub mod store;
pub mod table;
pub mod terms;

pub use command::{Command, Event, View};
pub use game::AnyMove;
pub use refusal::Refusal;
pub use store::{Backoff, Listener, Writer};
pub use table::{MIN_WINDOW, Summary, Table, Unrestorable, WINDOW, first_move_wait, reconnect_window};
