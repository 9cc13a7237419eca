//! Tactigon for the terminal: the rules engine, the bots, the terminal game and the command line.

pub mod analysis_file;
pub mod arena;
pub mod bots;
pub mod cli;
pub mod engine;
pub mod escape;
pub mod games;
pub mod hex;
pub mod match_runner;
pub mod playable;
pub mod puzzles;
pub mod record;
pub mod rules;
pub mod saves;
pub mod serve;
pub mod setup;
pub mod storage;
pub mod taacoca;
pub mod tui;
pub mod tutorial;
