//! Taacoca on the command line: its players White and Black, and the board's side.

use super::{CliGame, Given};
use crate::cli::{CliError, GameArgs};
use ::taacoca::{
    Move, Outcome, Position, STANDARD_SIZE, Taacoca, TaacocaGame, check_size, new_game, perft, perft_divide,
};
use tactigon_games::setup::{Player, TaacocaSetup};
use tactigon_games::ugi::TaacocaSettings;

impl CliGame for Taacoca {
    fn own_options(args: &GameArgs) -> Vec<(&'static str, bool)> {
        vec![("--white", args.white.is_some()), ("--black", args.black.is_some()), ("--size", args.size.is_some())]
    }

    /// None: Tactigon's positions take `--size` and leave it be.
    fn own_position_options(_given: &Given) -> Vec<(&'static str, bool)> {
        Vec::new()
    }

    /// A `--position` gives its own board's side; a `--size` beside it must agree.
    fn setup(args: &GameArgs, [white, black]: [Player; 2]) -> Result<TaacocaSetup, CliError> {
        let size = args.size.map(check_size).transpose().map_err(CliError::Size)?;
        let size = match &args.position {
            None => size.unwrap_or(STANDARD_SIZE),
            Some(text) => {
                let pos: Position = text.parse().map_err(CliError::TaacocaPosition)?;
                match size {
                    Some(n) if n != pos.size() => {
                        return Err(CliError::SizeMismatch { size: n.into(), position: pos.size() });
                    }
                    _ => pos.size(),
                }
            }
        };
        let (white, black) = (args.white.unwrap_or(white), args.black.unwrap_or(black));
        Ok(TaacocaSetup { white, black, size, clock: None, position: args.position.clone() })
    }

    /// The position of the words given, or the start of the board of `--size` (default 5).
    fn game(given: &Given) -> Result<TaacocaGame, CliError> {
        let size = given.choice.size.map(check_size).transpose().map_err(CliError::Size)?;
        if given.tpn.is_empty() {
            return Ok(new_game(Position::start(size.unwrap_or(STANDARD_SIZE)).map_err(CliError::Size)?));
        }
        let pos: Position = given.tpn.join(" ").parse().map_err(CliError::TaacocaPosition)?;
        match size {
            Some(n) if n != pos.size() => Err(CliError::SizeMismatch { size: n.into(), position: pos.size() }),
            _ => Ok(new_game(pos)),
        }
    }

    /// Sorted byte-wise; the position's own outcome, as no moves led to it.
    fn moves(game: &TaacocaGame) -> Result<Vec<String>, Outcome> {
        let pos = game.position();
        if let Some(outcome) = pos.outcome() {
            return Err(outcome);
        }
        let mut moves: Vec<String> = pos.legal_moves().iter().map(ToString::to_string).collect();
        moves.sort();
        Ok(moves)
    }

    fn perft(pos: &Position, depth: u32) -> u64 {
        perft(pos, depth)
    }

    fn perft_divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
        perft_divide(pos, depth)
    }

    fn ugi_settings(given: &Given) -> Result<TaacocaSettings, CliError> {
        Ok(TaacocaSettings { size: Self::game(given)?.start().size() })
    }
}
