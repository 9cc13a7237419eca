//! The analysis commands: `moves`, `perft`, `think` and `arena`.

use super::play_arena::play_arena;
use super::report::{print_choice, print_perft};
use super::{ArenaArgs, CliError, MovesArgs, PerftArgs, ThinkCommandArgs, taacoca};
use std::io::Write;
use tactigon_core::DrawRules;
use tactigon_games::games::GameKind;
use tactigon_games::setup::GameSetup;
use tactigon_rules::{Position, Tactigon, perft as count_leaves, perft_divide};

/// `moves`: every legal move, sorted, or the outcome of a finished game.
pub fn moves(args: &MovesArgs, out: &mut dyn Write) -> Result<(), CliError> {
    if args.position.choice.kind == GameKind::Taacoca {
        return taacoca::moves(args, out);
    }
    let game = args.position.game()?;
    if let Some(outcome) = game.outcome() {
        writeln!(out, "{outcome}")?;
        return Ok(());
    }
    let mut moves = game.legal_moves();
    moves.sort();
    for m in moves {
        writeln!(out, "{m}")?;
    }
    Ok(())
}

/// `perft`: the leaf count, optionally per first move, with the speed on stderr.
pub fn perft(args: &PerftArgs, out: &mut dyn Write) -> Result<(), CliError> {
    if args.choice.kind == GameKind::Taacoca {
        return taacoca::perft(args, out);
    }
    let pos = args.setup.position(&args.tpn)?;
    Ok(print_perft(out, args.divide, || perft_divide(&pos, args.depth), || count_leaves(&pos, args.depth))?)
}

/// `think`: a bot's move, with what it searched on stderr.
pub fn think(args: &ThinkCommandArgs, out: &mut dyn Write) -> Result<(), CliError> {
    if args.position.choice.kind == GameKind::Taacoca {
        return taacoca::think(args, out);
    }
    let game = args.position.game()?;
    Ok(print_choice(out, &game, args.bot.build(args.seed, args.think.limits()))?)
}

/// `arena`: plays the match of the game chosen.
pub fn arena(args: &ArenaArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let Some(bots) = super::contest::plain_bots(args) else { return super::contest::arena(args, out) };
    if args.choice.kind == GameKind::Taacoca {
        return taacoca::arena(args, bots, out);
    }
    let start = Position::start(args.setup.board()?, args.setup.rules());
    let no_capture_limit = args.no_capture_limit.unwrap_or(GameSetup::default().no_capture_limit);
    play_arena::<Tactigon>(args, bots, start, DrawRules { repetition: true, no_capture_limit }, out)
}
