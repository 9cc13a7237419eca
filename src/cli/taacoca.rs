//! The analysis commands for Taacoca (`--game taacoca`): `moves`, `perft`, `think` and `arena`.

use super::play_arena::play_arena;
use super::report::{print_choice, print_perft};
use super::{ArenaArgs, CliError, GameChoice, MovesArgs, PerftArgs, SetupArgs, ThinkCommandArgs};
use ::taacoca::{
    DRAW_RULES, Position, STANDARD_SIZE, Taacoca, check_size, new_game, perft as count_leaves, perft_divide,
};
use std::io::Write;
use tactigon_games::bots::BotSpec;

/// The position of the words given, or the start of the board of `--size` (default 5);
/// Tactigon's board, rule and draw options (`no_capture_limit`, when the command has it)
/// are refused.
pub(super) fn position(
    words: &[String],
    choice: &GameChoice,
    setup: &SetupArgs,
    no_capture_limit: Option<u32>,
) -> Result<Position, CliError> {
    if no_capture_limit.is_some() {
        return Err(CliError::TactigonOnly("--no-capture-limit"));
    }
    if setup.board != "standard" {
        return Err(CliError::TactigonOnly("--board"));
    }
    if setup.square_jump || setup.gold_bonus {
        return Err(CliError::TactigonOnly(if setup.square_jump { "--square-jump" } else { "--gold-bonus" }));
    }
    let size = choice.size.map(check_size).transpose().map_err(CliError::Size)?;
    if words.is_empty() {
        return Position::start(size.unwrap_or(STANDARD_SIZE)).map_err(CliError::Size);
    }
    let pos: Position = words.join(" ").parse().map_err(CliError::TaacocaPosition)?;
    match size {
        Some(n) if n != pos.size() => Err(CliError::SizeMismatch { size: n.into(), position: pos.size() }),
        _ => Ok(pos),
    }
}

/// `moves`: every legal move sorted byte-wise, or the outcome of a finished game.
pub fn moves(args: &MovesArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let p = &args.position;
    let pos = position(&p.tpn, &p.choice, &p.setup, p.no_capture_limit)?;
    if let Some(outcome) = pos.outcome() {
        writeln!(out, "{outcome}")?;
        return Ok(());
    }
    let mut moves: Vec<String> = pos.legal_moves().iter().map(ToString::to_string).collect();
    moves.sort();
    for m in moves {
        writeln!(out, "{m}")?;
    }
    Ok(())
}

/// `perft`: the leaf count, optionally per first move, with the speed on stderr.
pub fn perft(args: &PerftArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let pos = position(&args.tpn, &args.choice, &args.setup, None)?;
    Ok(print_perft(out, args.divide, || perft_divide(&pos, args.depth), || count_leaves(&pos, args.depth))?)
}

/// `think`: a bot's move, with what it searched on stderr.
pub fn think(args: &ThinkCommandArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let p = &args.position;
    let game = new_game(position(&p.tpn, &p.choice, &p.setup, p.no_capture_limit)?);
    Ok(print_choice(out, &game, args.bot.build_taacoca(args.seed, args.think.limits()))?)
}

/// `arena`: a match from the start of the board of `--size`.
pub fn arena(args: &ArenaArgs, bots: [BotSpec; 2], out: &mut dyn Write) -> Result<(), CliError> {
    play_arena::<Taacoca>(args, bots, position(&[], &args.choice, &args.setup, args.no_capture_limit)?, DRAW_RULES, out)
}
