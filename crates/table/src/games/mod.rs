//! What each game offers at a table ([`crate::terms::TableTerms`]), one module a game.

mod taacoca;
mod tactigon;
