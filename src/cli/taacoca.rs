//! The analysis commands for Taacoca (`--game taacoca`): `moves`, `perft`, `think` and `arena`.

use super::report::{print_choice, print_perft};
use super::{ArenaArgs, CliError, GameChoice, MovesArgs, PerftArgs, SetupArgs, ThinkCommandArgs};
use crate::bots::BotSpec;
use crate::record::{Record, write_all};
use crate::storage::write_atomic;
use crate::taacoca::{Position, STANDARD_SIZE, Side, check_size, new_game, perft as count_leaves, perft_divide};
use crate::taacoca_arena::{self, TaacocaMatch};
use std::io::Write;
use std::time::Instant;

/// The position of the words given, or the start of the board of `--size` (default 5);
/// Tactigon's board and rule options are refused.
fn position(words: &[String], choice: &GameChoice, setup: &SetupArgs) -> Result<Position, CliError> {
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
    let pos = position(&p.tpn, &p.choice, &p.setup)?;
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
    let pos = position(&args.tpn, &args.choice, &args.setup)?;
    Ok(print_perft(out, args.divide, || perft_divide(&pos, args.depth), || count_leaves(&pos, args.depth))?)
}

/// `think`: a bot's move, with what it searched on stderr.
pub fn think(args: &ThinkCommandArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let p = &args.position;
    let game = new_game(position(&p.tpn, &p.choice, &p.setup)?);
    Ok(print_choice(out, &game, args.bot.build_taacoca(args.seed, args.think.limits()))?)
}

/// `arena`: plays the match with a progress count on stderr, writes the records if asked,
/// and prints the results.
pub fn arena(args: &ArenaArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let m = TaacocaMatch {
        bots: [args.red, args.green],
        games: args.games as usize,
        seed: args.seed,
        limits: args.think.limits(),
        start: position(&[], &args.choice, &args.setup)?,
        jobs: args.jobs as usize,
    };
    if let Some(path) = &args.record {
        super::check_record_file(path)?;
    }
    let started = Instant::now();
    let report = taacoca_arena::run(&m, &|done| {
        eprint!("\r{done}/{} games, {:.0} s", m.games, started.elapsed().as_secs_f64());
    });
    eprintln!();
    let written = args.record.as_ref().map_or(Ok(()), |path| {
        let date = crate::storage::today();
        let records: Vec<Record<_>> = report
            .games
            .iter()
            .enumerate()
            .map(|(i, g)| {
                let names = if g.a_side == Side::White { [args.red, args.green] } else { [args.green, args.red] };
                let event = format!("arena game {} of {}, seed {}", i + 1, args.games, args.seed);
                Record::new(g.game.clone(), &event, &names[0].to_string(), &names[1].to_string()).dated(&date)
            })
            .collect();
        write_atomic(path, &write_all(&records)).map_err(|error| CliError::WriteRecords { path: path.clone(), error })
    });
    let limits = match (args.think.depth, m.bots.iter().any(|b| matches!(b, BotSpec::Expert(_)))) {
        (_, false) => String::new(),
        (Some(d), true) => format!(", depth {d}"),
        (None, true) => format!(", {} ms per move", args.think.think.as_millis()),
    };
    writeln!(
        out,
        "{} vs {}: {} games of Taacoca, board side {}{limits}, seed {}\n",
        args.red,
        args.green,
        args.games,
        m.start.size(),
        args.seed
    )?;
    write!(out, "{}", report.table())?;
    written
}
