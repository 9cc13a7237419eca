//! What `perft` and `think` print, the same for every game.

use std::fmt::Display;
use std::io::Write;
use std::sync::atomic::AtomicBool;
use std::time::Instant;
use tactigon_core::{GameRules, History};
use tactigon_games::bots::Bot;

/// Prints perft's count, or with `divide` each first move's count and then the sum, and the
/// speed on stderr: the same for every game.
pub fn print_perft<M: Display>(
    out: &mut dyn Write,
    divide: bool,
    split: impl FnOnce() -> Vec<(M, u64)>,
    count: impl FnOnce() -> u64,
) -> std::io::Result<()> {
    let started = Instant::now();
    let nodes = if divide {
        let split = split();
        for (m, n) in &split {
            writeln!(out, "{m} {n}")?;
        }
        writeln!(out)?;
        split.iter().map(|(_, n)| n).sum()
    } else {
        count()
    };
    let secs = started.elapsed().as_secs_f64();
    writeln!(out, "{nodes}")?;
    eprintln!("{nodes} nodes in {:.3} s ({:.1} million nodes/s)", secs, nodes as f64 / secs.max(1e-9) / 1e6);
    Ok(())
}

/// Prints `player`'s move in `game` (the outcome instead when the game is over), with what
/// it searched on stderr: the same for every game.
pub fn print_choice<G: GameRules>(out: &mut dyn Write, game: &History<G>, mut player: Bot<G>) -> std::io::Result<()> {
    if let Some(outcome) = game.outcome() {
        writeln!(out, "{outcome}")?;
        return Ok(());
    }
    let chosen = player.choose(game, &AtomicBool::new(false));
    writeln!(out, "{chosen}")?;
    if let Some(info) = player.info() {
        eprintln!(
            "depth {}, score {}, {} nodes in {:.3} s ({:.2} million nodes/s)",
            info.depth,
            info.score,
            info.nodes,
            info.elapsed.as_secs_f64(),
            info.nodes_per_second() / 1e6
        );
    }
    Ok(())
}
