//! A game as an animated GIF: one frame per position, each shown a second, the last longer.

use crate::PictureError;
use crate::marks::Drawing;
use crate::raster::rasterise;
use gif::{Encoder, Frame, Repeat};

/// How long each position shows, in hundredths of a second.
const DELAY: u16 = 100;

/// How long the last position shows before the animation starts again.
const LAST_DELAY: u16 = 400;

/// The colour quantiser's speed, 1 (best) to 30: the pictures have few colours besides the
/// anti-aliased edges, which a fast pass renders well.
const SPEED: i32 = 10;

/// The GIF file of `frames`, which share one size, played in order and repeated.
pub fn gif(frames: &[Drawing]) -> Result<Vec<u8>, PictureError> {
    let encode = |e: gif::EncodingError| PictureError::Encode { format: "GIF", why: e.to_string() };
    let first = frames.first().ok_or(PictureError::NoFrames)?;
    // The raster's side limit keeps both within u16.
    let (w, h) = (first.width as u16, first.height as u16);
    let mut out = Vec::new();
    {
        let mut encoder = Encoder::new(&mut out, w, h, &[]).map_err(encode)?;
        encoder.set_repeat(Repeat::Infinite).map_err(encode)?;
        for (i, drawing) in frames.iter().enumerate() {
            let mut rgba = rasterise(drawing)?.take();
            let mut frame = Frame::from_rgba_speed(w, h, &mut rgba, SPEED);
            frame.delay = if i + 1 == frames.len() { LAST_DELAY } else { DELAY };
            encoder.write_frame(&frame).map_err(encode)?;
        }
    }
    Ok(out)
}
