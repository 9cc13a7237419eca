//! A drawing rasterised with anti-aliasing by `tiny-skia`, for PNG files and GIF frames.

use crate::PictureError;
use crate::marks::{Drawing, Outline, Point, Rgb};
use tiny_skia::{Color, FillRule, Paint, PathBuilder, Pixmap, Stroke, Transform};

/// The largest side of a picture, in pixels: well beyond any board, well within memory.
pub const MAX_SIDE: u32 = 8192;

/// A paint of one colour, anti-aliased.
fn paint(c: Rgb) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color(Color::from_rgba8(c.0, c.1, c.2, 255));
    p.anti_alias = true;
    p
}

/// The path of an outline; `None` for one with too few points to draw.
fn path(outline: &Outline) -> Option<tiny_skia::Path> {
    let mut pb = PathBuilder::new();
    let mut line = |points: &[Point], close: bool| {
        let (first, rest) = points.split_first()?;
        pb.move_to(first.x, first.y);
        for p in rest {
            pb.line_to(p.x, p.y);
        }
        if close {
            pb.close();
        }
        Some(())
    };
    match outline {
        Outline::Polygon(points) => line(points, true)?,
        Outline::Polyline(points) => line(points, false)?,
        Outline::Circle { centre, radius } => pb.push_circle(centre.x, centre.y, *radius),
    }
    pb.finish()
}

/// The pixels of `drawing`.
pub fn rasterise(drawing: &Drawing) -> Result<Pixmap, PictureError> {
    let (w, h) = (drawing.width, drawing.height);
    let too_large = || PictureError::TooLarge { width: w, height: h };
    if w > MAX_SIDE || h > MAX_SIDE {
        return Err(too_large());
    }
    let mut pixmap = Pixmap::new(w, h).ok_or_else(too_large)?;
    let bg = drawing.background;
    pixmap.fill(Color::from_rgba8(bg.0, bg.1, bg.2, 255));
    for mark in &drawing.marks {
        let Some(path) = path(&mark.outline) else { continue };
        if let Some(fill) = mark.fill {
            pixmap.fill_path(&path, &paint(fill), FillRule::Winding, Transform::identity(), None);
        }
        if let Some(s) = mark.stroke {
            let stroke = Stroke {
                width: s.width,
                line_cap: tiny_skia::LineCap::Round,
                line_join: tiny_skia::LineJoin::Round,
                ..Stroke::default()
            };
            pixmap.stroke_path(&path, &paint(s.colour), &stroke, Transform::identity(), None);
        }
    }
    Ok(pixmap)
}

/// `drawing` as a PNG file's bytes.
pub fn png(drawing: &Drawing) -> Result<Vec<u8>, PictureError> {
    rasterise(drawing)?.encode_png().map_err(|e| PictureError::Encode { format: "PNG", why: e.to_string() })
}
