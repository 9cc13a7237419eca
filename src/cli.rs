//! The command line: clap definitions and the analysis commands.

use crate::arena::{self, Match};
use crate::bots::{BotSpec, Limits, parse_think_time};
use crate::rules::{Board, DrawRules, Game, Position, Rules, perft, perft_divide};
use clap::{Args, Parser, Subcommand};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// Tactigon: a two-player strategy game on a hexagonal board, for the terminal.
#[derive(Parser, Debug)]
#[command(name = "tactigon", version, about)]
pub struct Cli {
    /// What to do; without a command the game opens at its main menu.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// List every legal move of the side to move, one per line, sorted.
    Moves {
        /// The position in TPN (one quoted argument or separate words); default: the start.
        tpn: Vec<String>,
        #[command(flatten)]
        setup: SetupArgs,
    },
    /// Count the leaf nodes DEPTH plies ahead (pass counts as a move).
    Perft {
        /// How many plies to look ahead (0 to 20).
        #[arg(value_parser = clap::value_parser!(u32).range(0..=20))]
        depth: u32,
        /// The position in TPN (one quoted argument or separate words); default: the start.
        tpn: Vec<String>,
        #[command(flatten)]
        setup: SetupArgs,
        /// Print each first move with its count.
        #[arg(long)]
        divide: bool,
    },
    /// Let a bot choose a move and show what it searched (depth, nodes, nodes/s).
    Think {
        /// The position in TPN (one quoted argument or separate words); default: the start.
        tpn: Vec<String>,
        #[command(flatten)]
        setup: SetupArgs,
        /// The bot: random, greedy, expert or expert:1 … expert:5.
        #[arg(long, default_value = "expert")]
        bot: BotSpec,
        #[command(flatten)]
        think: ThinkArgs,
        /// Seed for the bot's random choices.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Play bots against each other and tabulate the results.
    ///
    /// Bot A (--red) and bot B (--green) swap colours every game, and the side that moves
    /// first changes every two games: in each block of four games both bots play both
    /// colours, and each moves first twice.
    Arena {
        /// Bot A: random, greedy, expert or expert:1 … expert:5.
        #[arg(long)]
        red: BotSpec,
        /// Bot B.
        #[arg(long)]
        green: BotSpec,
        /// How many games to play.
        #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
        games: u32,
        /// Base seed; each game's bot seeds derive from it and the game number.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[command(flatten)]
        think: ThinkArgs,
        #[command(flatten)]
        setup: SetupArgs,
        /// Draw after this many plies without a capture (0: never).
        #[arg(long, default_value_t = 100)]
        no_capture_limit: u32,
        /// Games played at once, on separate threads.
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=256))]
        jobs: u32,
        /// Print the results as one JSON object instead of a table.
        #[arg(long)]
        json: bool,
    },
}

/// How long bots think.
#[derive(Args, Debug, Clone)]
pub struct ThinkArgs {
    /// Time budget per move, like 200ms, 1s or 1.5s.
    #[arg(long, default_value = "1s", value_parser = parse_think_time)]
    pub think: Duration,
    /// Search to this fixed depth instead (deterministic; the time budget is ignored).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=64))]
    pub depth: Option<u32>,
}

impl ThinkArgs {
    /// The bot limits named by the flags.
    pub fn limits(&self) -> Limits {
        Limits { time: self.think, depth: self.depth }
    }
}

/// Board and advanced-rule options shared by the commands.
#[derive(Args, Debug, Clone)]
pub struct SetupArgs {
    /// The board: standard, large, huge, or the path of a board file.
    #[arg(long, default_value = "standard")]
    pub board: String,
    /// Advanced rule: squares may jump over pieces other than enemy squares.
    #[arg(long)]
    pub square_jump: bool,
    /// Advanced rule: a piece starting on a gold tile may move one extra tile.
    #[arg(long)]
    pub gold_bonus: bool,
}

impl SetupArgs {
    /// The rule settings named by the flags.
    pub fn rules(&self) -> Rules {
        Rules { square_jump: self.square_jump, gold_bonus: self.gold_bonus }
    }

    /// The board named by `--board`.
    pub fn board(&self) -> Result<&'static Board, String> {
        Board::resolve(&self.board).map_err(|e| e.to_string())
    }

    /// The position given as TPN words, or the board's start position.
    pub fn position(&self, tpn: &[String]) -> Result<Position, String> {
        let board = self.board()?;
        if tpn.is_empty() {
            Ok(Position::start(board, self.rules()))
        } else {
            Position::from_tpn(board, self.rules(), &tpn.join(" ")).map_err(|e| e.to_string())
        }
    }
}

/// Runs an analysis command; the error is the one-line message for stderr.
pub fn run(command: Command) -> Result<(), String> {
    match command {
        Command::Moves { tpn, setup } => {
            let pos = setup.position(&tpn)?;
            if let Some(outcome) = pos.outcome() {
                println!("{outcome}");
                return Ok(());
            }
            let mut moves = pos.legal_moves();
            moves.sort();
            for m in moves {
                println!("{m}");
            }
            Ok(())
        }
        Command::Perft { depth, tpn, setup, divide } => {
            let pos = setup.position(&tpn)?;
            let started = Instant::now();
            let nodes = if divide {
                let split = perft_divide(&pos, depth);
                for (m, n) in &split {
                    println!("{m} {n}");
                }
                let total = split.iter().map(|(_, n)| n).sum();
                println!();
                total
            } else {
                perft(&pos, depth)
            };
            let secs = started.elapsed().as_secs_f64();
            println!("{nodes}");
            eprintln!("{nodes} nodes in {:.3} s ({:.1} million nodes/s)", secs, nodes as f64 / secs.max(1e-9) / 1e6);
            Ok(())
        }
        Command::Arena { red, green, games, seed, think, setup, no_capture_limit, jobs, json } => {
            let m = Match {
                bots: [red, green],
                games: games as usize,
                seed,
                limits: think.limits(),
                board: setup.board()?,
                rules: setup.rules(),
                draw_rules: DrawRules { repetition: true, no_capture_limit },
                jobs: jobs as usize,
            };
            let started = Instant::now();
            let report = arena::run(&m, &|done| {
                let filled = done * 30 / m.games;
                eprint!(
                    "\r[{}{}] {done}/{} games, {:.0} s",
                    "#".repeat(filled),
                    " ".repeat(30 - filled),
                    m.games,
                    started.elapsed().as_secs_f64()
                );
            });
            eprintln!();
            if json {
                println!("{}", report.to_json());
            } else {
                // Only the expert searches; the others ignore the limits.
                let limits = match (think.depth, m.bots.iter().any(|b| matches!(b, BotSpec::Expert(_)))) {
                    (_, false) => String::new(),
                    (Some(d), true) => format!(", depth {d}"),
                    (None, true) => format!(", {} ms per move", think.think.as_millis()),
                };
                println!(
                    "{} vs {}: {} games on the {} board{}{}{limits}, seed {seed}\n",
                    red,
                    green,
                    games,
                    m.board.name(),
                    if m.rules.square_jump { ", square jump" } else { "" },
                    if m.rules.gold_bonus { ", gold bonus" } else { "" },
                );
                print!("{}", report.table());
            }
            Ok(())
        }
        Command::Think { tpn, setup, bot, think, seed } => {
            let pos = setup.position(&tpn)?;
            if let Some(outcome) = pos.outcome() {
                println!("{outcome}");
                return Ok(());
            }
            let game = Game::new(pos, DrawRules::default());
            let mut player = bot.build(seed, think.limits());
            let chosen = player.choose(&game, &AtomicBool::new(false));
            println!("{chosen}");
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
    }
}
