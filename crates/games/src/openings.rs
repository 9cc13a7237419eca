//! Books of openings for strength tests: short random games whose position the expert
//! judges close to even, so that neither colour of a pair starts lost.

use crate::bots::Limits;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::collections::HashSet;
use std::sync::atomic::AtomicBool;
use tactigon_core::search::{ExpertBot, Level};
use tactigon_core::ugi::UgiGame;
use tactigon_core::{GameRules, History};

/// How deep the expert looks to judge an opening unless told otherwise.
pub const JUDGE_DEPTH: u32 = 4;
/// Random games tried per opening wanted before giving up.
const TRIES_PER_OPENING: usize = 50;

/// Up to `count` different positions `plies` random moves from the start of `settings`,
/// each judged within `margin` (evaluation units, for the side to move) of even by the
/// expert searching `depth` plies; fewer when not enough are found. `seed` fixes the book.
pub fn book<U: UgiGame>(
    settings: &U::Settings,
    count: usize,
    plies: usize,
    margin: i32,
    depth: u32,
    seed: u64,
) -> Result<Vec<<U::Rules as GameRules>::Position>, String> {
    let start = U::start(settings)?;
    let mut rng = StdRng::seed_from_u64(seed);
    let limits = Limits { time: std::time::Duration::from_secs(60), depth: Some(depth) };
    let mut judge = ExpertBot::<U::Rules, U::Eval>::new(Level::STRONGEST, seed, limits);
    let (stop, mut seen, mut book) = (AtomicBool::new(false), HashSet::new(), Vec::new());
    for _ in 0..count.saturating_mul(TRIES_PER_OPENING) {
        if book.len() >= count {
            break;
        }
        let mut game = History::<U::Rules>::new(start, U::draw_rules(settings));
        for _ in 0..plies {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.random_range(0..moves.len())];
            if game.play(m).is_err() {
                break;
            }
        }
        let pos = *game.position();
        if game.moves().len() < plies || game.outcome().is_some() || !seen.insert(U::Rules::hash(&pos)) {
            continue;
        }
        if judge.best(&game, &stop).is_some_and(|(_, score)| score.abs() <= margin) {
            book.push(pos);
        }
    }
    Ok(book)
}
