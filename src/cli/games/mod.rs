//! What the command line knows of each game ([`CliGame`], one module a game), and the
//! commands written once over it: the setup of `play` and `watch`, and the analysis commands
//! `moves`, `perft`, `think` and `arena`.

mod taacoca;
mod tactigon;

use super::play_arena::play_arena;
use super::report::{print_choice, print_perft};
use super::{ArenaArgs, CliError, GameArgs, GameChoice, MovesArgs, PerftArgs, SetupArgs, ThinkCommandArgs};
use std::io::Write;
use tactigon_core::History;
use tactigon_core::ugi::UgiGame;
use tactigon_games::arena::ArenaGame;
use tactigon_games::games::{GameKind, Registered};
use tactigon_games::setup::Player;
use tactigon_games::ugi::Engined;
use tactigon_games::with_game;

/// A position given on the command line: its words, and the options that say which board
/// and rules it is played under.
pub struct Given<'a> {
    /// The position's words (TPN, or another game's position text); none: the start.
    pub tpn: &'a [String],
    /// `--game` and `--size`.
    pub choice: &'a GameChoice,
    /// `--board` and the advanced rules.
    pub setup: &'a SetupArgs,
    /// `--no-capture-limit`, when the command has it.
    pub no_capture_limit: Option<u32>,
}

/// A game as the command line sets it up and analyses it.
pub trait CliGame: ArenaGame + Registered + Engined {
    /// The options of `play` and `watch` only this game takes, each with whether it was
    /// given; the other games refuse them.
    fn own_options(args: &GameArgs) -> Vec<(&'static str, bool)>;

    /// The options of a [`Given`] position only this game takes, each with whether it was
    /// given; the other games refuse them.
    fn own_position_options(given: &Given) -> Vec<(&'static str, bool)>;

    /// The setup of `play` and `watch`, with `players` on the sides no option names.
    fn setup(args: &GameArgs, players: [Player; 2]) -> Result<Self::Config, CliError>;

    /// The game from the position given, under the draw rules given.
    fn game(given: &Given) -> Result<History<Self>, CliError>;

    /// Every legal move as `moves` lists it, sorted; how the game ended when it has.
    fn moves(game: &History<Self>) -> Result<Vec<String>, Self::Outcome>;

    /// The number of leaves `depth` plies below `pos`.
    fn perft(pos: &Self::Position, depth: u32) -> u64;

    /// [`CliGame::perft`] for each legal move of `pos`.
    fn perft_divide(pos: &Self::Position, depth: u32) -> Vec<(Self::Move, u64)>;

    /// The engine protocol's settings for the board and rules given (read as [`Given`]).
    fn ugi_settings(given: &Given) -> Result<<Self::Ugi as UgiGame>::Settings, CliError>;
}

/// The first option another game than `G` takes that `options` (`CliGame::own_options` or
/// `CliGame::own_position_options`) says was given, as the error refusing it.
fn refuse_others<G: CliGame>(given: impl Fn(GameKind) -> Vec<(&'static str, bool)>) -> Result<(), CliError> {
    for of in GameKind::ALL.into_iter().filter(|&k| k != G::KIND) {
        if let Some((option, _)) = given(of).into_iter().find(|(_, given)| *given) {
            return Err(CliError::OptionOf { option, of, not: G::KIND });
        }
    }
    Ok(())
}

/// The setup of `play` and `watch` for game `G`, with `players` on the sides no option names.
pub fn setup<G: CliGame>(args: &GameArgs, players: [Player; 2]) -> Result<G::Config, CliError> {
    refuse_others::<G>(|of| with_game!(of, O => O::own_options(args)))?;
    let mut setup = G::setup(args, players)?;
    G::set_clock(&mut setup, args.clock);
    Ok(setup)
}

/// The game of the position given, other games' options refused.
pub(super) fn game<G: CliGame>(given: &Given) -> Result<History<G>, CliError> {
    refuse_others::<G>(|of| with_game!(of, O => O::own_position_options(given)))?;
    G::game(given)
}

/// `moves`: every legal move, sorted, or the outcome of a finished game.
pub fn moves<G: CliGame>(args: &MovesArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let p = &args.position;
    let given = Given { tpn: &p.tpn, choice: &p.choice, setup: &p.setup, no_capture_limit: p.no_capture_limit };
    match G::moves(&game::<G>(&given)?) {
        Err(outcome) => writeln!(out, "{outcome}")?,
        Ok(moves) => {
            for m in moves {
                writeln!(out, "{m}")?;
            }
        }
    }
    Ok(())
}

/// `perft`: the leaf count, optionally per first move, with the speed on stderr.
pub fn perft<G: CliGame>(args: &PerftArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let given = Given { tpn: &args.tpn, choice: &args.choice, setup: &args.setup, no_capture_limit: None };
    let game = game::<G>(&given)?;
    let (pos, depth) = (game.position(), args.depth);
    Ok(print_perft(out, args.divide, || G::perft_divide(pos, depth), || G::perft(pos, depth))?)
}

/// `think`: a bot's move, with what it searched on stderr.
pub fn think<G: CliGame>(args: &ThinkCommandArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let p = &args.position;
    let given = Given { tpn: &p.tpn, choice: &p.choice, setup: &p.setup, no_capture_limit: p.no_capture_limit };
    let game = game::<G>(&given)?;
    Ok(print_choice(out, &game, G::bot(args.bot, args.seed, args.think.limits()))?)
}

/// `arena`: a match from the start of the board and rules given.
pub fn arena<G: CliGame>(args: &ArenaArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let given = Given { tpn: &[], choice: &args.choice, setup: &args.setup, no_capture_limit: args.no_capture_limit };
    let Some(bots) = super::contest::plain_bots(args) else { return super::contest::arena::<G>(args, out) };
    let game = game::<G>(&given)?;
    play_arena::<G>(args, bots, *game.start(), game.draw_rules(), out)
}
