//! `render`: a position or a recorded game drawn to a PNG, an SVG or an animated GIF.

use super::args::{GameChoice, SetupArgs};
use super::games::{CliGame, Given};
use super::{CliError, GameOrNumber, read_record};
use clap::Args;
use std::path::{Path, PathBuf};
use tactigon_games::games::{AnyRecord, GameKind};
use tactigon_games::{match_game, with_game};
use tactigon_picture::{Format, Options, Pictured};

/// `render`.
#[derive(Args, Debug)]
pub struct RenderArgs {
    /// A record file (.tgn), or a position: TPN, or Taacoca's position text (one quoted
    /// argument or separate words); default: the start position.
    pub source: Vec<String>,
    /// The picture to write; its extension chooses the format: .png, .svg, or .gif for the
    /// game animated from its start.
    #[arg(short, long, value_name = "FILE")]
    pub output: PathBuf,
    /// For a position, its game: tactigon or taacoca; for a record file, which game of the
    /// file, counting from 1.
    #[arg(long = "game", value_name = "GAME|N")]
    pub which: Option<GameOrNumber>,
    /// The position after this many moves of the record (0: the start) [default: the last];
    /// a GIF animates the game up to it.
    #[arg(long = "move", value_name = "N")]
    pub ply: Option<usize>,
    /// Turn the board half a turn (the second side's pieces at the bottom and left).
    #[arg(long)]
    pub flip: bool,
    /// Replace the file if it exists.
    #[arg(long)]
    pub force: bool,
    /// Taacoca: the board's side, 3 to 13 [default: 5, or the position's].
    #[arg(long, value_name = "N")]
    pub size: Option<u32>,
    #[command(flatten)]
    pub setup: SetupArgs,
}

/// Whether `source` names a record file rather than a position: one word that is a file, or
/// that ends in the records' extension (so a missing record is reported as a missing file).
fn record_file(source: &[String]) -> Option<&Path> {
    let [word] = source else { return None };
    let path = Path::new(word);
    let tgn = path.extension().is_some_and(|e| e.eq_ignore_ascii_case(tactigon_games::saves::EXTENSION));
    (tgn || path.is_file()).then_some(path)
}

/// The picture of `game` as `args` asks.
fn picture<G: Pictured>(
    game: &tactigon_core::History<G>,
    format: Format,
    args: &RenderArgs,
) -> Result<Vec<u8>, CliError> {
    let options = Options { flip: args.flip, ..Options::default() };
    tactigon_picture::render(game, args.ply, format, options).map_err(CliError::Picture)
}

/// The picture of the position given on the command line, of game `G`.
fn of_position<G: CliGame + Pictured>(args: &RenderArgs, format: Format) -> Result<Vec<u8>, CliError> {
    let choice = GameChoice { kind: G::KIND, size: args.size };
    let given = Given { tpn: &args.source, choice: &choice, setup: &args.setup, no_capture_limit: None };
    picture(&super::games::game::<G>(&given)?, format, args)
}

/// `render`: draws the picture, then writes it atomically, refusing to replace a file unless
/// `--force` says so.
pub fn render(args: &RenderArgs, out: &mut dyn std::io::Write) -> Result<(), CliError> {
    let format = Format::of_path(&args.output).map_err(CliError::Picture)?;
    let path = &args.output;
    if !args.force && std::fs::symlink_metadata(path).is_ok() {
        return Err(CliError::PictureExists(path.clone()));
    }
    let bytes = match (record_file(&args.source), args.which) {
        (Some(file), which) => {
            let number = match which {
                Some(GameOrNumber::Kind(_)) => return Err(CliError::GameWithRecord),
                Some(GameOrNumber::Number(n)) => Some(n),
                None => None,
            };
            let record: AnyRecord = read_record(file, number)?;
            match_game!(&record, AnyRecord(r): G => picture(&r.game, format, args))?
        }
        (None, Some(GameOrNumber::Number(_))) => return Err(CliError::NumberWithoutRecord),
        (None, which) => {
            let kind = match which {
                Some(GameOrNumber::Kind(kind)) => kind,
                _ => GameKind::default(),
            };
            with_game!(kind, G => of_position::<G>(args, format))?
        }
    };
    tactigon_games::storage::write_atomic_bytes(path, &bytes)
        .map_err(|error| CliError::WritePicture { path: path.clone(), error })?;
    writeln!(out, "wrote {}", tactigon_core::escape::path(path))?;
    Ok(())
}
