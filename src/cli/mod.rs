//! The command line: clap definitions, one function per subcommand, typed errors.

mod analyse;
mod args;
mod bench;
mod contest;
mod engine;
mod error;
pub mod games;
mod gauntlet;
mod launch;
mod play_arena;
mod puzzles;
mod render;
mod report;
mod serve;
mod server;

pub use args::{DurationError, GameArgs, GameChoice, PositionArgs, SetupArgs, ThinkArgs, parse_duration};
pub use error::CliError;
pub use launch::{GameOrNumber, PlayArgs, ReplayArgs, WatchArgs};
pub use serve::ServeArgs;

use bench::BenchArgs;
use clap::{Args, CommandFactory, Parser, Subcommand};
pub use contest::ArenaArgs;
use contest::OpeningsArgs;
use engine::EngineArgs;
use puzzles::PuzzlesArgs;
use std::path::PathBuf;
use std::time::Duration;
use tactigon_games::bots::BotSpec;
use tactigon_games::games::{AnyRecord, GameKind, Registered};
use tactigon_games::saves::read_game_of;
use tactigon_games::with_game;
use tactigon_tui::graphics::GraphicsMode;
use tactigon_tui::{Start, ThemeName};

/// Tactigon: a two-player strategy game on a hexagonal board, for the terminal.
#[derive(Parser, Debug)]
#[command(name = "tactigon", version, about)]
pub struct Cli {
    /// What to do; without a command the game opens at its main menu.
    #[command(subcommand)]
    pub command: Option<Command>,
    #[command(flatten)]
    pub look: LookArgs,
}

/// How the game is drawn: options of the commands that open it (and of the bare command,
/// so that `tactigon --ascii play` works too), for this run only; every other command refuses
/// them rather than ignore them.
#[derive(Args, Debug, Clone, Copy, Default)]
pub struct LookArgs {
    /// Draw pieces as letters and the board with plain ASCII lines.
    #[arg(long)]
    pub ascii: bool,
    /// Colour scheme: colour, high-contrast or colour-blind.
    #[arg(long, value_name = "THEME")]
    pub theme: Option<ThemeName>,
    /// The board as a picture where the terminal shows images: auto, on or off.
    #[arg(long, value_name = "MODE")]
    pub graphics: Option<GraphicsMode>,
}

impl LookArgs {
    /// These options, each given here or else in `outer` (the bare command's).
    fn or(self, outer: LookArgs) -> LookArgs {
        LookArgs {
            ascii: self.ascii || outer.ascii,
            theme: self.theme.or(outer.theme),
            graphics: self.graphics.or(outer.graphics),
        }
    }

    /// The first of these options given, by its flag: only commands that open the game take them.
    fn given(self) -> Option<&'static str> {
        if self.ascii { Some("--ascii") } else { self.theme.map(|_| "--theme").or(self.graphics.map(|_| "--graphics")) }
    }
}

/// The subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// List every legal move of the side to move, one per line, sorted.
    Moves(MovesArgs),
    /// Count the leaf nodes DEPTH plies ahead (pass counts as a move).
    Perft(PerftArgs),
    /// Play a game in the terminal, straight from the command line.
    Play(PlayArgs),
    /// Step through a recorded game (the first in the file unless --game says otherwise).
    Replay(ReplayArgs),
    /// Watch two bots play each other (default: greedy against expert).
    Watch(WatchArgs),
    /// Print a shell completion script (bash, zsh, fish, elvish, powershell).
    Completions(CompletionsArgs),
    /// Let a bot choose a move and show what it searched (depth, nodes, nodes/s).
    Think(ThinkCommandArgs),
    /// Play bots against each other and tabulate the results.
    ///
    /// Bot A (--red) and bot B (--green) swap colours every game, and the side that moves
    /// first changes every two games: in each block of four games both bots play both
    /// colours, and each moves first twice. With an external engine (engine:COMMAND),
    /// --openings or --sprt, games are played in pairs from one opening, A playing each side once.
    Arena(ArenaArgs),
    /// Analyse a recorded game with the expert: every move's evaluation and class, the
    /// better move, and a summary per side.
    Analyse(AnalyseArgs),
    /// Serve the game over SSH: `ssh -p PORT NAME@HOST` and play, nothing to install.
    Serve(ServeArgs),
    /// Look into a server's database: `players`, `games` (`--json` for both), `ban NAME`,
    /// `unban NAME`, `backup OUT` (a consistent copy, safe while the server runs).
    Server(server::ServerArgs),
    /// The "win in N" puzzles: counts (default), --list, or --verify to re-prove each.
    Puzzles(PuzzlesArgs),
    /// Search fixed positions of each game to a fixed depth: the nodes per position and per
    /// game (the search signature) on stdout, the time and speed on stderr.
    Bench(BenchArgs),
    /// Speak UGI (the Universal Game Interface, UCI-shaped) on stdin and stdout, so that match
    /// runners and other programs can play the expert; see the README for the dialect.
    Engine(EngineArgs),
    /// Write a book of short random openings the expert judges even, one position per line,
    /// for `arena --openings`.
    Openings(OpeningsArgs),
    /// Measure the built-in bots' ratings in one game (random at 0), as the README lists them.
    Gauntlet(gauntlet::GauntletArgs),
    /// Draw a position or a recorded game as a picture: -o FILE.png or FILE.svg for one
    /// position, FILE.gif for the game animated.
    Render(render::RenderArgs),
}

/// `moves`.
#[derive(Args, Debug)]
pub struct MovesArgs {
    #[command(flatten)]
    pub position: PositionArgs,
}

/// `perft`.
#[derive(Args, Debug)]
pub struct PerftArgs {
    /// How many plies to look ahead (0 to 20).
    #[arg(value_parser = clap::value_parser!(u32).range(0..=20))]
    pub depth: u32,
    /// The position in TPN, or Taacoca's position text (one quoted argument or separate
    /// words); default: the start.
    pub tpn: Vec<String>,
    #[command(flatten)]
    pub choice: GameChoice,
    #[command(flatten)]
    pub setup: SetupArgs,
    /// Print each first move with its count.
    #[arg(long)]
    pub divide: bool,
}

/// `analyse`.
#[derive(Args, Debug)]
pub struct AnalyseArgs {
    /// The record file.
    pub file: PathBuf,
    /// Which game of the file, counting from 1.
    #[arg(long, value_name = "N")]
    pub game: Option<usize>,
    /// Time the expert searches each position, like 200ms, 1s or 1.5s.
    #[arg(long, default_value = "300ms", value_parser = parse_duration, value_name = "TIME")]
    pub think: Duration,
    /// Search each position to this fixed depth instead (deterministic).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=64), value_name = "D", conflicts_with = "think")]
    pub depth: Option<u32>,
    /// Print JSON instead of the table.
    #[arg(long)]
    pub json: bool,
    /// Store the analysis in the record file as comments.
    #[arg(long)]
    pub write: bool,
}

/// `completions`.
#[derive(Args, Debug)]
pub struct CompletionsArgs {
    /// The shell.
    pub shell: clap_complete::Shell,
}

/// `think`.
#[derive(Args, Debug)]
pub struct ThinkCommandArgs {
    #[command(flatten)]
    pub position: PositionArgs,
    /// The bot (its help lists the names from the bots' table).
    #[arg(long, default_value = "expert", help = format!("The bot: {}", BotSpec::names()))]
    pub bot: BotSpec,
    #[command(flatten)]
    pub think: ThinkArgs,
    /// Seed for the bot's random choices.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// Reads the command line: clap's verdict as a typed error instead of an exit, except for
/// `--help` and `--version`, which print and exit as clap does.
pub fn parse() -> Result<Cli, CliError> {
    use clap::error::ErrorKind;
    let mut args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    // clap's `help` subcommand takes `--help` for the name of a command: answer it as
    // `help help`, the help's own help.
    if args.get(1).is_some_and(|a| a == "help") && args[2..].iter().any(|a| a == "--help" || a == "-h") {
        args.truncate(1);
        args.extend(["help".into(), "help".into()]);
    }
    Cli::try_parse_from(args).map_err(|e| match e.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => e.exit(),
        // The subcommand whose arguments were wrong, so the hint names its own help.
        _ => {
            let commands = Cli::command();
            let named = std::env::args().skip(1).find(|a| !a.starts_with('-'));
            let command = named.filter(|a| commands.get_subcommands().any(|c| c.get_name() == a.as_str()));
            CliError::Usage(e, command)
        }
    })
}

/// Runs what the command line asks for. The commands write to stdout through a writer, so
/// that a closed pipe (`tactigon puzzles --list | head -1`) ends the command quietly and
/// successfully, as Unix tools do, instead of panicking in `println!`.
pub fn run(cli: Cli) -> Result<(), CliError> {
    match command(cli, &mut std::io::stdout()) {
        Err(CliError::Output(e)) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        done => done,
    }
}

fn command(cli: Cli, out: &mut dyn std::io::Write) -> Result<(), CliError> {
    let outer = cli.look;
    let opens_game = matches!(cli.command, None | Some(Command::Play(_) | Command::Watch(_) | Command::Replay(_)));
    if !opens_game && let Some(option) = outer.given() {
        return Err(CliError::LookWithoutGame(option));
    }
    match cli.command {
        None => launch::open(outer, Start::Menu, None),
        Some(Command::Moves(args)) => with_game!(args.position.choice.kind, G => games::moves::<G>(&args, out)),
        Some(Command::Perft(args)) => with_game!(args.choice.kind, G => games::perft::<G>(&args, out)),
        Some(Command::Think(args)) => with_game!(args.position.choice.kind, G => games::think::<G>(&args, out)),
        Some(Command::Arena(args)) => with_game!(args.choice.kind, G => games::arena::<G>(&args, out)),
        Some(Command::Analyse(args)) => analyse::analyse(&args, out),
        Some(Command::Serve(args)) => serve::serve(&args),
        Some(Command::Server(args)) => server::server(&args, out),
        Some(Command::Puzzles(args)) => puzzles::puzzles(&args, out),
        Some(Command::Bench(args)) => bench::bench(&args, out),
        Some(Command::Openings(args)) => contest::openings(&args, out),
        Some(Command::Gauntlet(args)) => gauntlet::gauntlet(&args, out),
        Some(Command::Render(args)) => render::render(&args, out),
        Some(Command::Engine(args)) => engine::engine(&args),
        Some(Command::Play(args)) => launch::play(&args, args.look.or(outer)),
        Some(Command::Watch(args)) => launch::watch(&args, args.look.or(outer)),
        Some(Command::Replay(args)) => launch::replay(&args, args.look.or(outer)),
        Some(Command::Completions(args)) => {
            // Into memory first: clap_complete panics when its writer fails.
            let mut script = Vec::new();
            clap_complete::generate(args.shell, &mut Cli::command(), "tactigon", &mut script);
            Ok(out.write_all(&script)?)
        }
    }
}

/// The game a record file holds, by its first record's `Game` tag; a file that does not
/// read is left to the record reader to report.
fn recorded_kind(file: &std::path::Path) -> GameKind {
    tactigon_games::saves::read_record_file(file)
        .ok()
        .and_then(|text| tactigon_games::games::game_of(&text).ok())
        .unwrap_or_default()
}

/// Checks, before `arena` plays a game, that its `--record` file can be written later, and
/// that a file already there holds game records (or nothing), as the records replace it.
fn check_record_file(path: &std::path::Path) -> Result<(), CliError> {
    tactigon_games::storage::check_writable(path)
        .map_err(|error| CliError::WriteRecords { path: path.to_path_buf(), error })?;
    if std::fs::metadata(path).is_ok_and(|m| m.len() == 0) {
        return Ok(());
    }
    match tactigon_games::saves::read_any_file(path) {
        Err(e) if !e.missing => Err(CliError::NotRecords { path: path.to_path_buf(), failure: e.failure }),
        _ => Ok(()),
    }
}

/// Game `number` (1-based, default 1) of the record file `file`, of the game its `Game`
/// tag names.
fn read_record(file: &std::path::Path, number: Option<usize>) -> Result<AnyRecord, CliError> {
    with_game!(recorded_kind(file), G => {
        let record = read_game_of::<G>(file, number).map_err(|e| CliError::Record(Box::new(e)))?;
        Ok(G::wrap_record(record))
    })
}
