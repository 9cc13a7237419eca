//! `bench`: the search signature of each game, as Stockfish's `bench` prints it.

use super::CliError;
use clap::Args;
use std::io::Write;
use tactigon_games::bench;
use tactigon_games::games::GameKind;

/// `bench`.
#[derive(Args, Debug)]
pub struct BenchArgs {
    /// Search every position to this depth instead of each game's own (listed by the help).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=64), value_name = "D", help = depth_help())]
    pub depth: Option<u32>,
    /// Only this game, tactigon or taacoca [default: every game].
    #[arg(long = "game", value_name = "GAME")]
    pub kind: Option<GameKind>,
}

/// `--depth`'s help, with each game's default depth.
fn depth_help() -> String {
    let defaults: Vec<String> = GameKind::ALL.iter().map(|&g| format!("{g}: {}", bench::default_depth(g))).collect();
    format!("Search every position to this depth instead of each game's own [{}]", defaults.join(", "))
}

/// Prints each position's nodes and each game's total (the signature) on stdout, the same
/// on every machine, and each game's time and speed on stderr, as `perft` does.
pub fn bench(args: &BenchArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let games = match args.kind {
        Some(kind) => vec![kind],
        None => GameKind::ALL.to_vec(),
    };
    for (i, game) in games.into_iter().enumerate() {
        let result = bench::run(game, args.depth);
        if i > 0 {
            writeln!(out)?;
        }
        writeln!(out, "{game}, depth {}", result.depth)?;
        for p in &result.positions {
            writeln!(out, "  {:<24}{:>12}", p.name, p.nodes)?;
        }
        writeln!(out, "{game}: {} nodes", result.nodes())?;
        eprintln!(
            "{game}: {} nodes in {:.3} s ({:.2} million nodes/s)",
            result.nodes(),
            result.elapsed().as_secs_f64(),
            result.nodes_per_second() / 1e6
        );
    }
    Ok(())
}
