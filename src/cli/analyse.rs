//! `analyse`: the expert's verdict on every move of a recorded game, as a table or JSON,
//! optionally written back into the record as comments.

use super::{AnalyseArgs, CliError, recorded_kind};
use serde_json::{Value, json};
use std::io::{IsTerminal, Write};
use std::sync::atomic::AtomicBool;
use tactigon_core::Limits;
use tactigon_core::analysis::{Analysis, Class, Progress, Summary, eval_text};
use tactigon_core::record::{Record, number_text, turning_point};
use tactigon_games::analysis_file::write_analysis;
use tactigon_games::playable::Playable;
use tactigon_games::saves::read_game_of;
use tactigon_games::storage::check_writable;
use tactigon_games::with_game;

/// `analyse`: analyses the game, prints the verdict and with `--write` stores it in the file.
pub fn analyse(args: &AnalyseArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let file = &args.file;
    if args.write {
        check_writable(file).map_err(|error| CliError::WriteRecords { path: file.clone(), error })?;
    }
    with_game!(recorded_kind(file), G => {
        let record = read_game_of::<G>(file, args.game).map_err(|e| CliError::Record(Box::new(e)))?;
        let (analysis, printed) = run(args, &record, out);
        if args.write {
            write_analysis(file, args.game, &record.game, Some(analysis))
                .map_err(|e| CliError::WriteAnalysis(Box::new(e)))?;
        }
        printed?;
    });
    if args.write {
        eprintln!("analysis written to {}", tactigon_core::escape::path(file));
    }
    Ok(())
}

/// Analyses the record's game (progress on stderr when it is a terminal) and prints it; the
/// analysis comes back even when printing failed, for `--write` to store.
fn run<G: Playable>(args: &AnalyseArgs, record: &Record<G>, out: &mut dyn Write) -> (Analysis<G>, std::io::Result<()>) {
    let limits = Limits { time: args.think, depth: args.depth };
    let tty = std::io::stderr().is_terminal();
    let mut progress = |p: Progress| {
        if tty {
            eprint!("\ranalysing: position {} of {}", p.done, p.total);
            let _ = std::io::stderr().flush();
        }
    };
    let never = AtomicBool::new(false);
    let analysis = G::analyse(&record.game, limits, &never, &mut progress).expect("an analysis nobody stops finishes");
    if tty {
        eprintln!();
    }
    let printed = match args.json {
        true => writeln!(out, "{}", tactigon_core::escape::json(&to_json(record, &analysis).to_string())),
        false => print_table(record, &analysis, out),
    };
    (analysis, printed)
}

/// Who played `side`, for the summary: `Red (human)`.
fn player<G: Playable>(record: &Record<G>, side: usize) -> String {
    format!("{} ({})", G::side_name(G::SIDES[side]), tactigon_core::escape::Escaped(&record.players[side]))
}

fn print_table<G: Playable>(record: &Record<G>, analysis: &Analysis<G>, out: &mut dyn Write) -> std::io::Result<()> {
    let game = &record.game;
    writeln!(
        out,
        "{:<7} {:<12} {:>8}  {:<11} better (eval for {})",
        "no.",
        "move",
        "eval",
        "class",
        G::side_name(G::SIDES[0])
    )?;
    for (i, (m, review)) in game.moves().iter().zip(&analysis.moves).enumerate() {
        let better = match (review.best == *m, review.class) {
            (true, _) => String::new(),
            (false, Class::Best) => format!("as good {}", review.best),
            (false, _) => review.best.to_string(),
        };
        let pos = &game.positions()[i];
        let played = format!("{m}{}", review.class.mark());
        let eval = eval_text(analysis.evals[i + 1]);
        let line = format!("{:<7} {played:<12} {eval:>8}  {:<11} {better}", number_text::<G>(pos), review.class.name());
        writeln!(out, "{}", line.trim_end())?;
    }
    writeln!(out)?;
    for (side, summary) in analysis.summaries(game).iter().enumerate() {
        let counts: Vec<String> = Class::ALL.iter().map(|&c| format!("{} {}", summary.count(c), c)).collect();
        let moves = if summary.moves() == 1 { "1 move".to_string() } else { format!("{} moves", summary.moves()) };
        writeln!(
            out,
            "{}: {moves}: {}; average loss {:.2} {} a move",
            player(record, side),
            counts.join(", "),
            summary.average_loss() / 100.0,
            G::EVAL_UNIT
        )?;
    }
    match turning_point(game, analysis) {
        Some((_, told)) => writeln!(out, "Turned at {told}"),
        None => writeln!(out, "No move worse than an inaccuracy: the game never turned"),
    }
}

fn summary_json(summary: &Summary) -> Value {
    let counts: serde_json::Map<String, Value> =
        Class::ALL.iter().map(|&c| (c.name().to_string(), json!(summary.count(c)))).collect();
    json!({ "moves": summary.moves(), "counts": counts, "average_loss": summary.average_loss() })
}

/// The analysis as JSON: evaluations as the record writes them and as search scores
/// (hundredths of the game's unit, `Playable::EVAL_UNIT`, for the first player), each move with its class, loss and better move.
fn to_json<G: Playable>(record: &Record<G>, analysis: &Analysis<G>) -> Value {
    let game = &record.game;
    let moves: Vec<Value> = game
        .moves()
        .iter()
        .zip(&analysis.moves)
        .enumerate()
        .map(|(i, (m, review))| {
            let side = G::side_index(G::side_to_move(&game.positions()[i]));
            json!({
                "ply": i + 1,
                "number": number_text::<G>(&game.positions()[i]),
                "side": G::side_name(G::SIDES[side]),
                "move": m.to_string(),
                "eval": eval_text(analysis.evals[i + 1]),
                "score": analysis.evals[i + 1],
                "class": review.class.name(),
                "loss": review.loss,
                "best": review.best.to_string(),
            })
        })
        .collect();
    let summaries: Vec<Value> = analysis
        .summaries(game)
        .iter()
        .enumerate()
        .map(|(side, s)| {
            let mut v = summary_json(s);
            v["side"] = json!(G::side_name(G::SIDES[side]));
            v["player"] = json!(record.players[side]);
            v
        })
        .collect();
    json!({
        "start": { "eval": eval_text(analysis.evals[0]), "score": analysis.evals[0] },
        "moves": moves,
        "summary": summaries,
        "turning_point": turning_point(game, analysis).map(|(ply, told)| json!({ "ply": ply, "move": told })),
    })
}
