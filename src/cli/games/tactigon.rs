//! Tactigon on the command line: its players Red and Green, boards, advanced rules, who
//! moves first, a TPN start and the no-capture draw.

use super::{CliGame, Given};
use crate::cli::{CliError, GameArgs};
use tactigon_core::{DrawRules, History};
use tactigon_games::setup::{GameSetup, Player};
use tactigon_games::ugi::TactigonSettings;
use tactigon_rules::{Move, Outcome, Position, Tactigon, perft, perft_divide};

impl CliGame for Tactigon {
    fn own_options(args: &GameArgs) -> Vec<(&'static str, bool)> {
        vec![
            ("--red", args.red.is_some()),
            ("--green", args.green.is_some()),
            ("--board", args.setup.board != "standard"),
            ("--square-jump", args.setup.square_jump),
            ("--gold-bonus", args.setup.gold_bonus),
            ("--first", args.first.is_some()),
            ("--no-capture-limit", args.no_capture_limit.is_some()),
        ]
    }

    fn own_position_options(given: &Given) -> Vec<(&'static str, bool)> {
        vec![
            ("--no-capture-limit", given.no_capture_limit.is_some()),
            ("--board", given.setup.board != "standard"),
            ("--square-jump", given.setup.square_jump),
            ("--gold-bonus", given.setup.gold_bonus),
        ]
    }

    fn setup(args: &GameArgs, [red, green]: [Player; 2]) -> Result<GameSetup, CliError> {
        if args.position.is_some() && args.first.is_some() {
            return Err(CliError::FirstWithPosition);
        }
        let setup = GameSetup {
            red: args.red.unwrap_or(red),
            green: args.green.unwrap_or(green),
            board: args.setup.board.clone(),
            square_jump: args.setup.square_jump,
            gold_bonus: args.setup.gold_bonus,
            first: args.first.unwrap_or_default(),
            no_capture_limit: args.no_capture_limit.unwrap_or(GameSetup::default().no_capture_limit),
            clock: None,
            position: args.position.clone(),
        };
        // Read the board and position now so a mistake is reported before the screen opens.
        setup.start(false).map_err(CliError::Setup)?;
        Ok(setup)
    }

    fn game(given: &Given) -> Result<History<Tactigon>, CliError> {
        let no_capture_limit = given.no_capture_limit.unwrap_or(GameSetup::default().no_capture_limit);
        Ok(History::new(given.setup.position(given.tpn)?, DrawRules { repetition: true, no_capture_limit }))
    }

    fn moves(game: &History<Tactigon>) -> Result<Vec<String>, Outcome> {
        if let Some(outcome) = game.outcome() {
            return Err(outcome);
        }
        let mut moves = game.legal_moves();
        moves.sort();
        Ok(moves.iter().map(Move::to_string).collect())
    }

    fn perft(pos: &Position, depth: u32) -> u64 {
        perft(pos, depth)
    }

    fn perft_divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
        perft_divide(pos, depth)
    }

    fn ugi_settings(given: &Given) -> Result<TactigonSettings, CliError> {
        Ok(TactigonSettings { board: given.setup.board()?, rules: given.setup.rules() })
    }
}
