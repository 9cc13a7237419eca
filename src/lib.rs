//! Tactigon for the terminal: the rules engine, the bots, and the command line.

pub mod arena;
pub mod bots;
pub mod cli;
pub mod rules;
