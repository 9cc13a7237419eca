//! A position of any of the games drawn as a picture: cells, gold tiles or home rows, cell
//! names, the last move and each piece's silhouette, drawn as shapes. The same shapes become
//! an anti-aliased PNG (`tiny-skia`), an SVG document, or an animated GIF of a whole game.
//!
//! What differs between games is each game's [`Pictured`] implementation (in `games/`); the
//! rest is written once. Nothing here reads or writes files: callers get the bytes.

mod anim;
mod font;
pub mod games;
pub mod marks;
pub mod raster;
pub mod scene;
mod svg;

pub use games::Pictured;
pub use marks::{Drawing, Point};
pub use scene::Layout;

use std::fmt;
use std::path::Path;
use std::str::FromStr;
use tactigon_core::History;

/// How a picture is drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Options {
    /// The cells' circumradius in pixels.
    pub radius: f32,
    /// Turned half a turn: the first side's home at the top.
    pub flip: bool,
}

impl Default for Options {
    /// Cells 32 pixels from centre to corner, unflipped.
    fn default() -> Options {
        Options { radius: 32.0, flip: false }
    }
}

/// The kind of picture file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// A PNG image of one position.
    Png,
    /// An SVG document of one position.
    Svg,
    /// An animated GIF of the game up to the position.
    Gif,
}

impl Format {
    /// Every format, in the order messages list them.
    pub const ALL: [Format; 3] = [Format::Png, Format::Svg, Format::Gif];

    /// The format a file's name ends in, in any case: `board.PNG` is a PNG.
    pub fn of_path(path: &Path) -> Result<Format, PictureError> {
        let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
        ext.parse()
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Format::Png => "png",
            Format::Svg => "svg",
            Format::Gif => "gif",
        })
    }
}

impl FromStr for Format {
    type Err = PictureError;
    /// `png`, `svg` or `gif`, in any case.
    fn from_str(s: &str) -> Result<Format, PictureError> {
        Format::ALL
            .into_iter()
            .find(|f| f.to_string().eq_ignore_ascii_case(s))
            .ok_or_else(|| PictureError::UnknownFormat(s.to_string()))
    }
}

/// Why a picture could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PictureError {
    /// The file's extension names no format.
    UnknownFormat(String),
    /// The position asked for is past the game's end.
    MoveOutOfRange {
        /// The number of moves asked for.
        asked: usize,
        /// The number of moves the game has.
        moves: usize,
    },
    /// The picture would be too large to draw.
    TooLarge {
        /// Its width in pixels.
        width: u32,
        /// Its height in pixels.
        height: u32,
    },
    /// An animation of no positions.
    NoFrames,
    /// The encoder failed.
    Encode {
        /// The file format.
        format: &'static str,
        /// The encoder's message.
        why: String,
    },
}

impl fmt::Display for PictureError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PictureError::UnknownFormat(ext) if ext.is_empty() => {
                write!(f, "the file name has no extension: end it in .png, .svg or .gif")
            }
            PictureError::UnknownFormat(ext) => write!(
                f,
                "'.{}' is not a picture format: end the file name in .png, .svg or .gif",
                tactigon_core::escape::Escaped(ext)
            ),
            PictureError::MoveOutOfRange { asked, moves } => {
                write!(f, "move {asked} is past the game's end: it has {moves} moves (0 is the start)")
            }
            PictureError::TooLarge { width, height } => {
                write!(f, "the picture would be {width} x {height} pixels, more than {} on a side", raster::MAX_SIDE)
            }
            PictureError::NoFrames => write!(f, "an animation needs at least one position"),
            PictureError::Encode { format, why } => write!(f, "could not encode the {format}: {why}"),
        }
    }
}

impl std::error::Error for PictureError {}

/// The drawing of `game`'s position after `ply` moves (0: the start), with its last move.
pub fn drawing<G: Pictured>(game: &History<G>, ply: usize, options: Options) -> Result<Drawing, PictureError> {
    let moves = game.moves().len();
    if ply > moves {
        return Err(PictureError::MoveOutOfRange { asked: ply, moves });
    }
    let mut board = G::picture_board(&game.positions()[ply]);
    if let Some(before) = ply.checked_sub(1) {
        board.last_move = G::picture_move(&game.positions()[before], game.moves()[before]);
    }
    let layout = Layout::new(&board, options.radius, options.flip);
    Ok(scene::draw(&board, &layout))
}

/// The file of `format` showing `game` after `ply` moves (default: all of them); a GIF
/// animates the game from its start to there.
pub fn render<G: Pictured>(
    game: &History<G>,
    ply: Option<usize>,
    format: Format,
    options: Options,
) -> Result<Vec<u8>, PictureError> {
    let ply = ply.unwrap_or(game.moves().len());
    match format {
        Format::Png => raster::png(&drawing(game, ply, options)?),
        Format::Svg => Ok(svg::svg(&drawing(game, ply, options)?).into_bytes()),
        Format::Gif => {
            let frames = (0..=ply).map(|p| drawing(game, p, options)).collect::<Result<Vec<_>, _>>()?;
            anim::gif(&frames)
        }
    }
}
