//! The expert for Tactigon: the engine's generic search ([`crate::engine::search`]) with
//! Tactigon's evaluation and move ordering.

use super::eval::Evaluator;
use crate::engine;
use crate::rules::Tactigon;

pub use crate::engine::search::{Level, WIN};

/// The expert player: iterative-deepening alpha-beta within a time budget or to a fixed
/// depth.
pub type ExpertBot = engine::ExpertBot<Tactigon, Evaluator>;
