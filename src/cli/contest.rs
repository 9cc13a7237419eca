//! `arena` with an external engine in a seat, an openings book or an SPRT, and `openings`,
//! which writes such a book ([`tactigon_games::contest`], [`tactigon_games::openings`]).

use super::games::{CliGame, Given};
use super::{CliError, GameChoice, SetupArgs, ThinkArgs};
use clap::Args;
use std::io::Write;
use std::path::Path;
use std::path::PathBuf;
use tactigon_core::DrawRules;
use tactigon_core::sprt::{Sprt, Verdict};
use tactigon_core::ugi::UgiGame;
use tactigon_games::arena::{ArenaGame, MAX_PLIES};
use tactigon_games::bots::BotSpec;
use tactigon_games::contest::Contender;
use tactigon_games::contest::{self, Contest, Standing};
use tactigon_games::openings::JUDGE_DEPTH;
use tactigon_games::with_game;

/// `arena`.
#[derive(Args, Debug)]
pub struct ArenaArgs {
    /// Bot A (its help lists the names from the bots' table).
    #[arg(long, visible_alias = "white", value_name = "PLAYER",
          help = format!("Player A: {}, or engine:COMMAND (a UGI engine); {}",
                         BotSpec::names(), tactigon_games::gauntlet::ratings_help()))]
    pub red: Contender,
    /// Player B, as for --red.
    #[arg(long, visible_alias = "black", value_name = "PLAYER")]
    pub green: Contender,
    /// How many games to play.
    #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub games: u32,
    /// Base seed; each game's bot seeds derive from it and the game number.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    #[command(flatten)]
    pub think: ThinkArgs,
    #[command(flatten)]
    pub choice: GameChoice,
    #[command(flatten)]
    pub setup: SetupArgs,
    /// Draw after this many plies without a capture (0: never) [default: 100].
    #[arg(long, value_name = "N")]
    pub no_capture_limit: Option<u32>,
    /// Games (with engines, openings or an SPRT: pairs) played at once, on separate threads.
    #[arg(long, visible_alias = "concurrency", default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=256))]
    pub jobs: u32,
    /// Print the results as one JSON object instead of a table.
    #[arg(long)]
    pub json: bool,
    /// Write every game to this record file (several games one after another).
    #[arg(long, value_name = "FILE")]
    pub record: Option<PathBuf>,
    #[command(flatten)]
    pub sprt: SprtArgs,
}

/// `--sprt ELO0,ELO1`: the Elo differences of the two hypotheses.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SprtBounds(pub f64, pub f64);

impl std::str::FromStr for SprtBounds {
    type Err = String;
    fn from_str(s: &str) -> Result<SprtBounds, String> {
        let bad = || format!("'{}' is not ELO0,ELO1 (two numbers, ELO0 below ELO1)", tactigon_core::escape::Escaped(s));
        let (a, b) = s.split_once(',').ok_or_else(bad)?;
        match (a.trim().parse::<f64>(), b.trim().parse::<f64>()) {
            (Ok(a), Ok(b)) if a.is_finite() && b.is_finite() && a < b => Ok(SprtBounds(a, b)),
            _ => Err(bad()),
        }
    }
}

/// An error rate strictly between 0 and 1.
fn rate(s: &str) -> Result<f64, String> {
    s.parse::<f64>().ok().filter(|r| *r > 0.0 && *r < 1.0).ok_or_else(|| format!("'{s}' is not between 0 and 1"))
}

/// The SPRT options of `arena`.
#[derive(Args, Debug, Clone)]
pub struct SprtArgs {
    /// Play pairs until a sequential probability ratio test decides between "A is ELO0
    /// stronger" and "A is ELO1 stronger" (or --games run out), like 0,5.
    #[arg(long, value_name = "ELO0,ELO1")]
    pub sprt: Option<SprtBounds>,
    /// The SPRT's false-positive rate.
    #[arg(long, default_value = "0.05", value_parser = rate, requires = "sprt")]
    pub alpha: f64,
    /// The SPRT's false-negative rate.
    #[arg(long, default_value = "0.05", value_parser = rate, requires = "sprt")]
    pub beta: f64,
    /// Openings, one position per line (as `openings` writes them): each pair of games
    /// starts from the next, A playing each side once.
    #[arg(long, value_name = "FILE")]
    pub openings: Option<std::path::PathBuf>,
}

/// `openings`.
#[derive(Args, Debug)]
pub struct OpeningsArgs {
    #[command(flatten)]
    pub choice: GameChoice,
    #[command(flatten)]
    pub setup: SetupArgs,
    /// How many openings.
    #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub count: u32,
    /// Random moves from the start.
    #[arg(long, default_value_t = 6, value_parser = clap::value_parser!(u32).range(1..=60))]
    pub plies: u32,
    /// The most the expert may judge either side ahead, in evaluation units.
    #[arg(long, default_value_t = 100)]
    pub margin: u32,
    /// How many plies deep the expert searches to judge an opening.
    #[arg(long, default_value_t = JUDGE_DEPTH, value_parser = clap::value_parser!(u32).range(1..=12))]
    pub depth: u32,
    /// Seed of the random moves.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// `openings`: the book on stdout, one position per line.
pub fn openings(args: &OpeningsArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let count = args.count as usize;
    let given = Given { tpn: &[], choice: &args.choice, setup: &args.setup, no_capture_limit: None };
    let lines = with_game!(args.choice.kind, G => book::<G>(&given, args)?);
    if lines.len() < count {
        eprintln!("only {} openings found of {count}: try more plies or a wider margin", lines.len());
    }
    for line in lines {
        writeln!(out, "{line}")?;
    }
    Ok(())
}

/// The two bots of an `arena` of built-in bots alone; `None` when it needs the contest: an
/// engine seat, an openings book or an SPRT.
pub fn plain_bots(args: &ArenaArgs) -> Option<[BotSpec; 2]> {
    if args.sprt.sprt.is_some() || args.sprt.openings.is_some() {
        return None;
    }
    Some([args.red.bot()?, args.green.bot()?])
}

/// The book of game `G` that `args` ask for, as its position texts.
fn book<G: CliGame>(given: &Given, args: &OpeningsArgs) -> Result<Vec<String>, CliError> {
    // Read first, so that another game's options are refused.
    super::games::game::<G>(given)?;
    let settings = G::ugi_settings(given)?;
    let (count, plies, margin) = (args.count as usize, args.plies as usize, args.margin.min(1 << 20) as i32);
    let book = tactigon_games::openings::book::<G::Ugi>(&settings, count, plies, margin, args.depth, args.seed);
    Ok(book.map_err(CliError::Contest)?.iter().map(ToString::to_string).collect())
}

/// `arena` of game `G` as a contest: an engine seat, an openings book or an SPRT.
pub fn arena<G: CliGame>(args: &ArenaArgs, out: &mut dyn Write) -> Result<(), CliError> {
    if let Some(option) = [("--record", args.record.is_some()), ("--json", args.json)].iter().find(|o| o.1) {
        return Err(CliError::Contest(format!(
            "{} is for matches of built-in bots without --sprt or --openings",
            option.0
        )));
    }
    let given = Given { tpn: &[], choice: &args.choice, setup: &args.setup, no_capture_limit: args.no_capture_limit };
    let game = super::games::game::<G>(&given)?;
    play::<G::Ugi>(args, &G::ugi_settings(&given)?, game.draw_rules(), out)
}

/// The openings of `path`, one position per line (blank lines and `#` comments skipped).
fn read_openings<U: UgiGame>(
    path: &Path,
    settings: &U::Settings,
) -> Result<Vec<<U::Rules as tactigon_core::GameRules>::Position>, CliError> {
    let shown = tactigon_core::escape::path(path);
    let text = std::fs::read_to_string(path).map_err(|e| CliError::Contest(format!("cannot read {shown}: {e}")))?;
    let lines = text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'));
    let book = lines
        .map(|(i, line)| {
            U::read(settings, line.trim()).map_err(|e| CliError::Contest(format!("{shown} line {}: {e}", i + 1)))
        })
        .collect::<Result<Vec<_>, _>>()?;
    if book.is_empty() {
        return Err(CliError::Contest(format!("{shown} holds no openings")));
    }
    Ok(book)
}

/// Plays the contest and prints the standing after every pair, then the result.
fn play<U: UgiGame>(
    args: &ArenaArgs,
    settings: &U::Settings,
    draw_rules: DrawRules,
    out: &mut dyn Write,
) -> Result<(), CliError>
where
    U::Rules: ArenaGame,
{
    let openings = match &args.sprt.openings {
        Some(path) => read_openings::<U>(path, settings)?,
        None => vec![U::start(settings).map_err(CliError::Contest)?],
    };
    let sprt =
        args.sprt.sprt.map(|SprtBounds(elo0, elo1)| Sprt { elo0, elo1, alpha: args.sprt.alpha, beta: args.sprt.beta });
    let c = Contest::<U> {
        players: [args.red.clone(), args.green.clone()],
        openings,
        pairs: (args.games as usize).div_ceil(2),
        seed: args.seed,
        limits: args.think.limits(),
        max_nodes: None,
        draw_rules,
        concurrency: args.jobs as usize,
        sprt,
        max_plies: MAX_PLIES,
    };
    let limits = match args.think.depth {
        Some(d) => format!("depth {d}"),
        None => format!("{} ms per move", args.think.think.as_millis()),
    };
    let board = tactigon_core::escape::Escaped(&<U::Rules as ArenaGame>::describe(&c.openings[0])).to_string();
    writeln!(
        out,
        "{} (A) vs {} (B): up to {} pairs{board}, {} openings, {limits}, seed {}",
        c.players[0],
        c.players[1],
        c.pairs,
        c.openings.len(),
        c.seed
    )?;
    let mut written = Ok(());
    let standing = contest::run(&c, &mut |s, pair| {
        if written.is_ok() {
            written = writeln!(out, "pair {:>4}: {}", pair.index + 1, line(s, sprt));
        }
    });
    written?;
    writeln!(
        out,
        "\nA ({}): {} wins, {} draws, {} losses in {} games",
        c.players[0],
        standing.wins,
        standing.draws,
        standing.losses,
        2 * standing.pairs.pairs()
    )?;
    writeln!(out, "Pairs by A's score 0, 1/2, 1, 3/2, 2: {:?}", standing.pairs.counts)?;
    writeln!(out, "{}", line(&standing, sprt))?;
    if let (Some(sprt), Some(verdict)) = (sprt, standing.verdict) {
        let (elo0, elo1) = (sprt.elo0, sprt.elo1);
        let accepted = if verdict == Verdict::H1 {
            format!("H1 accepted: A is {elo1:+} Elo or stronger")
        } else {
            format!("H0 accepted: A is not {elo1:+} Elo stronger (at most {elo0:+})")
        };
        writeln!(out, "SPRT: {accepted}")?;
    } else if sprt.is_some() {
        writeln!(out, "SPRT: no decision within {} pairs", c.pairs)?;
    }
    for (game, how) in &standing.forfeits {
        writeln!(out, "game {game}: {}", tactigon_core::escape::Escaped(how))?;
    }
    Ok(())
}

/// One line of the standing: score, Elo with its 95% error bar and the LLR.
fn line(s: &Standing, sprt: Option<Sprt>) -> String {
    let elo = match s.pairs.elo() {
        Some((elo, margin)) => format!("Elo {elo:+.1} ± {margin:.1}"),
        None => "Elo -".into(),
    };
    let llr = sprt.map_or(String::new(), |t| {
        let (lower, upper) = t.bounds();
        format!(", LLR {:.2} [{lower:.2}, {upper:.2}]", s.pairs.llr(t.elo0, t.elo1))
    });
    format!("+{} ={} -{}, {elo}{llr}", s.wins, s.draws, s.losses)
}
