//! The list of games ([`GameKind`]) and what playing any of them needs beyond its rules:
//! setups, bots by name, records of any game, saves, matches, the arena, puzzles and lessons.

#![warn(missing_docs)]

// First, so that its dispatch macros are in scope in the modules after it.
#[macro_use]
pub mod games;
pub mod analysis_file;
pub mod arena;
pub mod bench;
pub mod bots;
pub mod clock;
pub mod contest;
pub mod engines;
pub mod gauntlet;
pub mod goal;
pub mod match_runner;
pub mod openings;
pub mod playable;
pub mod puzzles;
pub mod saves;
pub mod setup;
pub mod storage;
pub mod tutorial;
pub mod ugi;

pub use games::{AnyRecord, AnySetup, GameKind, Registered};
