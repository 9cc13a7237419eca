//! Bot-versus-bot matches of either game, played and reported the same way: the `arena`
//! command's shared half.

use super::{ArenaArgs, CliError};
use std::io::Write;
use std::time::Instant;
use tactigon_core::DrawRules;
use tactigon_core::record::{Record, write_all};
use tactigon_games::arena::{self, ArenaGame, Match};
use tactigon_games::bots::BotSpec;
use tactigon_games::storage::write_atomic;

/// Plays a match of `bots` (A, B) in any game from `start` with a progress bar on stderr, writes the records
/// if asked, and prints the results as a table or JSON.
pub(super) fn play_arena<G: ArenaGame>(
    args: &ArenaArgs,
    bots: [BotSpec; 2],
    start: G::Position,
    draw_rules: DrawRules,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let m = Match::<G> {
        bots,
        games: args.games as usize,
        seed: args.seed,
        limits: args.think.limits(),
        start,
        draw_rules,
        jobs: args.jobs as usize,
    };
    if let Some(path) = &args.record {
        super::check_record_file(path)?;
    }
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
    // The results are printed even when writing the records fails, so the games are not lost.
    let written = args.record.as_ref().map_or(Ok(()), |path| {
        let date = tactigon_games::storage::today();
        let records: Vec<Record<G>> = report
            .games
            .iter()
            .map(|g| {
                let names = if g.a_side == G::SIDES[0] { bots } else { [bots[1], bots[0]] };
                let event = format!("arena game {} of {}, seed {}", g.index + 1, args.games, args.seed);
                Record::new(g.game.clone(), &event, &names[0].to_string(), &names[1].to_string()).dated(&date)
            })
            .collect();
        write_atomic(path, &write_all(&records)).map_err(|error| CliError::WriteRecords { path: path.clone(), error })
    });
    if args.json {
        writeln!(out, "{}", tactigon_core::escape::json(&report.to_json().to_string()))?;
        return written;
    }
    // Only the expert searches; the others ignore the limits.
    let limits = match (args.think.depth, m.bots.iter().any(|b| matches!(b, BotSpec::Expert(_)))) {
        (_, false) => String::new(),
        (Some(d), true) => format!(", depth {d}"),
        (None, true) => format!(", {} ms per move", args.think.think.as_millis()),
    };
    writeln!(
        out,
        "{} vs {}: {} games{}{limits}, seed {}\n",
        bots[0],
        bots[1],
        args.games,
        tactigon_core::escape::Escaped(&G::describe(&m.start)),
        args.seed,
    )?;
    write!(out, "{}", report.table())?;
    written
}
