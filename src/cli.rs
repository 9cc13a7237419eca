//! The command line: clap definitions and the analysis commands.

use crate::arena::{self, Match};
use crate::bots::{BotSpec, Limits};
use crate::record::{Record, write_all};
use crate::rules::{Board, DrawRules, Game, Position, Rules, Side, perft, perft_divide};
use crate::setup::{First, GameSetup, Player};
use crate::storage::write_atomic;
use crate::tui::{Launch, Start, ThemeName, run as run_tui};
use clap::{Args, CommandFactory, Parser, Subcommand};
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// Tactigon: a two-player strategy game on a hexagonal board, for the terminal.
#[derive(Parser, Debug)]
#[command(name = "tactigon", version, about)]
pub struct Cli {
    /// What to do; without a command the game opens at its main menu.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Draw pieces as letters and the board with plain ASCII lines.
    #[arg(long, global = true)]
    pub ascii: bool,
    /// Colour scheme: colour or high-contrast.
    #[arg(long, global = true, value_name = "THEME")]
    pub theme: Option<ThemeName>,
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
    /// Play a game in the terminal, straight from the command line.
    Play(PlayArgs),
    /// Step through a recorded game (the first in the file unless --game says otherwise).
    Replay {
        /// The record file.
        file: PathBuf,
        /// Which game of the file, counting from 1.
        #[arg(long, value_name = "N")]
        game: Option<usize>,
    },
    /// Watch two bots play each other (default: greedy against expert).
    Watch(GameArgs),
    /// Print a shell completion script (bash, zsh, fish, elvish, powershell).
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
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
        /// Write every game to this record file (several games one after another).
        #[arg(long, value_name = "FILE")]
        record: Option<PathBuf>,
    },
}

/// How long bots think.
#[derive(Args, Debug, Clone)]
pub struct ThinkArgs {
    /// Time budget per move, like 200ms, 1s or 1.5s.
    #[arg(long, default_value = "1s", value_parser = parse_duration)]
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

/// `play`: a new game, or one continued from a record file.
#[derive(Args, Debug, Clone)]
pub struct PlayArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// Continue the game in this record file from its last position, with its players and rules.
    #[arg(long, value_name = "FILE",
          conflicts_with_all = ["red", "green", "board", "square_jump", "gold_bonus", "first", "position", "no_capture_limit"])]
    pub load: Option<PathBuf>,
    /// With --load: which game of the file, counting from 1.
    #[arg(long = "game", value_name = "N", requires = "load")]
    pub game_number: Option<usize>,
}

/// Who plays and under which rules, for `play` and `watch`.
#[derive(Args, Debug, Clone)]
pub struct GameArgs {
    /// Red's player: human, random, greedy, expert or expert:1 … expert:5 [play: human, watch: greedy].
    #[arg(long, value_name = "PLAYER")]
    pub red: Option<Player>,
    /// Green's player, as for --red [default: expert].
    #[arg(long, value_name = "PLAYER")]
    pub green: Option<Player>,
    /// The bots' time per move, such as 500ms, 2s or 1.5s [default: the settings, 1s].
    #[arg(long, value_parser = parse_duration, value_name = "TIME")]
    pub think: Option<Duration>,
    #[command(flatten)]
    pub setup: SetupArgs,
    /// Who moves first from the start position: red, green or random.
    #[arg(long, value_name = "SIDE")]
    pub first: Option<First>,
    /// Start from this position (TPN, one quoted argument) instead of the board's start.
    #[arg(long, value_name = "TPN")]
    pub position: Option<String>,
    /// Plies without a capture before a draw; 0 switches the rule off [default: 100].
    #[arg(long, value_name = "N")]
    pub no_capture_limit: Option<u32>,
}

impl GameArgs {
    /// The game setup, with `red` and `green` as the players not named.
    pub fn game_setup(&self, red: Player, green: Player) -> Result<GameSetup, String> {
        if self.position.is_some() && self.first.is_some() {
            return Err("--first cannot be used with --position: the position says who is to move".into());
        }
        let setup = GameSetup {
            red: self.red.unwrap_or(red),
            green: self.green.unwrap_or(green),
            board: self.setup.board.clone(),
            square_jump: self.setup.square_jump,
            gold_bonus: self.setup.gold_bonus,
            first: self.first.unwrap_or_default(),
            no_capture_limit: self.no_capture_limit.unwrap_or(GameSetup::default().no_capture_limit),
            position: self.position.clone(),
        };
        // Read the board and position now so a mistake is reported before the screen opens.
        setup.start(false).map_err(|e| e.to_string())?;
        Ok(setup)
    }
}

/// Reads a duration such as `500ms`, `2s` or `1.5s` (from 1 ms to 1 hour).
pub fn parse_duration(text: &str) -> Result<Duration, String> {
    let t = text.trim();
    let (number, scale) = if let Some(n) = t.strip_suffix("ms") {
        (n, 0.001)
    } else if let Some(n) = t.strip_suffix('s') {
        (n, 1.0)
    } else {
        return Err(format!("'{text}' is not a duration: write a number with ms or s, such as 500ms or 1.5s"));
    };
    let value: f64 = number
        .trim()
        .parse()
        .ok()
        .filter(|v: &f64| v.is_finite())
        .ok_or_else(|| format!("'{text}' is not a duration: '{}' is not a number", number.trim()))?;
    let secs = value * scale;
    if !(0.001..=3600.0).contains(&secs) {
        return Err(format!("'{text}' is out of range: the time must be from 1ms to 3600s"));
    }
    Ok(Duration::from_secs_f64(secs))
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
        crate::storage::resolve_board(&self.board).map_err(|e| e.to_string())
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

/// Runs what the command line asks for; the error is the one-line message for stderr.
pub fn run(cli: Cli) -> Result<(), String> {
    let launch = |start: Start, think: Option<Duration>| {
        run_tui(Launch { start, ascii: cli.ascii, theme: cli.theme, think }).map_err(|e| e.to_string())
    };
    let Some(command) = cli.command else {
        return launch(Start::Menu, None);
    };
    match command {
        Command::Play(PlayArgs { load: Some(file), game_number, game }) => {
            let record = crate::saves::read_game(&file, game_number).map_err(|e| e.to_string())?;
            launch(Start::Resume(record), game.think)
        }
        Command::Replay { file, game } => {
            let record = crate::saves::read_game(&file, game).map_err(|e| e.to_string())?;
            let name =
                file.file_name().map_or_else(|| file.display().to_string(), |n| n.to_string_lossy().into_owned());
            launch(Start::Replay(record, name), None)
        }
        Command::Play(PlayArgs { game: args, .. }) => {
            let setup = args.game_setup(
                Player::Human,
                Player::Bot(crate::bots::BotSpec::Expert(crate::bots::DEFAULT_EXPERT_LEVEL)),
            )?;
            launch(Start::Play(setup), args.think)
        }
        Command::Watch(args) => {
            use crate::bots::BotSpec;
            let setup = args.game_setup(
                Player::Bot(BotSpec::Greedy),
                Player::Bot(BotSpec::Expert(crate::bots::DEFAULT_EXPERT_LEVEL)),
            )?;
            if setup.red.is_human() || setup.green.is_human() {
                return Err("watch needs a bot on both sides: use `tactigon play` to play yourself".into());
            }
            launch(Start::Watch(setup), args.think)
        }
        Command::Completions { shell } => {
            clap_complete::generate(shell, &mut Cli::command(), "tactigon", &mut std::io::stdout());
            Ok(())
        }
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
        Command::Arena { red, green, games, seed, think, setup, no_capture_limit, jobs, json, record } => {
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
            if let Some(path) = record {
                let records: Vec<Record> = report
                    .games
                    .iter()
                    .map(|g| {
                        let names = if g.a_side == Side::Red { [red, green] } else { [green, red] };
                        let event = format!("arena game {} of {games}, seed {seed}", g.index + 1);
                        Record::new(g.game.clone(), &event, &names[0].to_string(), &names[1].to_string())
                    })
                    .collect();
                write_atomic(&path, &write_all(&records))
                    .map_err(|e| format!("cannot write the records to {}: {e}", path.display()))?;
            }
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
