//! `gauntlet`: the built-in bots' ratings in one game ([`tactigon_games::gauntlet`]), as the
//! README's table of levels lists them.

use super::games::{CliGame, Given};
use super::{CliError, GameChoice, SetupArgs};
use clap::Args;
use std::io::Write;
use tactigon_games::arena::MAX_PLIES;
use tactigon_games::gauntlet::{self, Gauntlet, LADDER};
use tactigon_games::openings::JUDGE_DEPTH;
use tactigon_games::with_game;

/// `gauntlet`.
#[derive(Args, Debug)]
pub struct GauntletArgs {
    #[command(flatten)]
    pub choice: GameChoice,
    #[command(flatten)]
    pub setup: SetupArgs,
    /// Pairs of games per pairing (each bot meets the next two up the ladder).
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub pairs: u32,
    /// Positions an expert searches per move (about 10 ms of this machine's search).
    #[arg(long, default_value_t = 20_000, value_parser = clap::value_parser!(u64).range(100..=100_000_000))]
    pub nodes: u64,
    /// Base seed of the bots and the openings.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Pairs played at once, on separate threads.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=256))]
    pub jobs: u32,
}

/// Random moves before each pair's opening, and how even the expert must judge it.
const OPENING_PLIES: usize = 4;
const OPENING_MARGIN: i32 = 100;

/// Plays the gauntlet, a line per pairing, then the ratings as a Markdown table.
pub fn gauntlet(args: &GauntletArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let given = Given { tpn: &[], choice: &args.choice, setup: &args.setup, no_capture_limit: None };
    with_game!(args.choice.kind, G => run::<G>(args, &given, out))
}

fn run<G: CliGame>(args: &GauntletArgs, given: &Given, out: &mut dyn Write) -> Result<(), CliError> {
    let game = super::games::game::<G>(given)?;
    let settings = G::ugi_settings(given)?;
    let pairs = args.pairs as usize;
    let openings = tactigon_games::openings::book::<G::Ugi>(
        &settings,
        pairs,
        OPENING_PLIES,
        OPENING_MARGIN,
        JUDGE_DEPTH,
        args.seed,
    )
    .map_err(CliError::Contest)?;
    if openings.is_empty() {
        return Err(CliError::Contest("no even opening found for the gauntlet".into()));
    }
    let g = Gauntlet::<G::Ugi> {
        openings,
        pairs,
        nodes: args.nodes,
        seed: args.seed,
        draw_rules: game.draw_rules(),
        concurrency: args.jobs as usize,
        max_plies: MAX_PLIES,
    };
    writeln!(
        out,
        "gauntlet of {}: {pairs} pairs per pairing, {} nodes per move, seed {}",
        args.choice.kind, args.nodes, args.seed
    )?;
    let mut written = Ok(());
    let ratings = gauntlet::run(&g, &mut |a, b, s| {
        if written.is_ok() {
            written = writeln!(out, "{a} vs {b}: +{} ={} -{}", s.wins, s.draws, s.losses);
        }
    });
    written?;
    writeln!(out, "\n| bot | {} |\n|---|---:|", args.choice.kind)?;
    for (bot, rating) in LADDER.iter().zip(ratings) {
        writeln!(out, "| {bot} | {rating} |")?;
    }
    Ok(())
}
