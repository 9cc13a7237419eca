//! `tactigon puzzles`: the shipped puzzles (or a puzzle file's) summed up, listed, or
//! re-proved one by one.

use super::error::CliError;
use clap::Args;
use std::collections::BTreeMap;
use std::io::Write;
use std::path::PathBuf;
use tactigon_games::games::GameKind;
use tactigon_games::puzzles::{self, Puzzle, PuzzleGame, verify};
use tactigon_games::{storage, with_game};

/// `puzzles`.
#[derive(Args, Debug)]
pub struct PuzzlesArgs {
    /// Re-prove every puzzle: its win, that it is not shorter, and that one first move wins.
    #[arg(long, conflicts_with = "list")]
    pub verify: bool,
    /// List the puzzles, one a line: id, depth, difficulty, board and rules, goal.
    #[arg(long)]
    pub list: bool,
    /// Only the puzzles of this depth (1, 3 or 5 plies).
    #[arg(long, value_name = "N", value_parser = ["1", "3", "5"])]
    pub depth: Option<String>,
    /// A puzzle file to read instead of the shipped puzzles.
    #[arg(long, value_name = "FILE")]
    pub file: Option<PathBuf>,
    /// The game whose puzzles these are: tactigon or taacoca.
    #[arg(long, default_value = "tactigon", value_name = "GAME")]
    pub game: GameKind,
}

/// Runs `puzzles` for the game chosen.
pub fn puzzles(args: &PuzzlesArgs, out: &mut dyn Write) -> Result<(), CliError> {
    with_game!(args.game, G => puzzles_of::<G>(args, out))
}

/// Runs `puzzles` for game `G`.
fn puzzles_of<G: PuzzleGame>(args: &PuzzlesArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let all: Vec<Puzzle<G>> = match &args.file {
        Some(path) => {
            let text = storage::read_capped(path, storage::MAX_SMALL_FILE, "a puzzle file")
                .map_err(|e| CliError::PuzzleFile(path.clone(), e))?;
            Puzzle::parse_all(&text).map_err(|(line, e)| CliError::PuzzleLine(path.clone(), line, e))?
        }
        None => puzzles::shipped(),
    };
    let depth: Option<u32> = args.depth.as_deref().and_then(|d| d.parse().ok());
    let chosen: Vec<&Puzzle<G>> = all.iter().filter(|p| depth.is_none_or(|d| p.depth == d)).collect();
    if args.verify {
        let mut failed = 0;
        for p in &chosen {
            if let Err(e) = verify(p) {
                failed += 1;
                eprintln!("tactigon: puzzle {}: {e}", tactigon_core::escape::Escaped(&p.id));
            }
        }
        if failed > 0 {
            return Err(CliError::PuzzlesFailed { failed, of: chosen.len() });
        }
        let plural = if chosen.len() == 1 { "" } else { "s" };
        writeln!(out, "{} puzzle{plural} verified", chosen.len())?;
    } else if args.list {
        for p in chosen {
            let setting = G::setting(&p.position).replace(',', "");
            writeln!(out, "{} {} {} {setting} {}", p.id, p.depth, p.difficulty(), p.goal())?;
        }
    } else {
        summary(&chosen, out)?;
    }
    Ok(())
}

/// Counts per depth, then per board and rules, then per difficulty.
fn summary<G: PuzzleGame>(chosen: &[&Puzzle<G>], out: &mut dyn Write) -> std::io::Result<()> {
    let mut by_depth: BTreeMap<u32, usize> = BTreeMap::new();
    let mut by_setting: BTreeMap<String, usize> = BTreeMap::new();
    let mut by_difficulty: BTreeMap<puzzles::Difficulty, usize> = BTreeMap::new();
    for p in chosen {
        *by_depth.entry(p.depth).or_default() += 1;
        *by_setting.entry(G::setting(&p.position)).or_default() += 1;
        *by_difficulty.entry(p.difficulty()).or_default() += 1;
    }
    writeln!(out, "{} puzzles", chosen.len())?;
    for (d, n) in by_depth {
        writeln!(out, "  win in {d}: {n}")?;
    }
    for (setting, n) in by_setting {
        writeln!(out, "  {setting}: {n}")?;
    }
    for (d, n) in by_difficulty {
        writeln!(out, "  {d}: {n}")?;
    }
    writeln!(out, "Solve them from the main menu (Puzzles); --list lists them, --verify re-proves them.")
}
