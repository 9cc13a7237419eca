//! A picture as a list of shapes, whatever draws it: the rasteriser for PNG and GIF, or the
//! SVG writer. Both read the same list, so the two outputs cannot drift apart.

/// A colour, opaque.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// `#rrggbb`, as SVG writes colours.
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }
}

/// A point in pixels, y downwards.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    /// Pixels from the left.
    pub x: f32,
    /// Pixels from the top.
    pub y: f32,
}

/// The geometry of one shape.
#[derive(Clone, Debug, PartialEq)]
pub enum Outline {
    /// A closed polygon through the points.
    Polygon(Vec<Point>),
    /// An open line through the points.
    Polyline(Vec<Point>),
    /// A circle.
    Circle {
        /// Its centre.
        centre: Point,
        /// Its radius in pixels.
        radius: f32,
    },
}

/// A line drawn along an outline.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stroke {
    /// Its colour.
    pub colour: Rgb,
    /// Its width in pixels.
    pub width: f32,
}

/// One shape of a picture: its geometry, fill and line, and what it shows.
#[derive(Clone, Debug, PartialEq)]
pub struct Mark {
    /// The geometry.
    pub outline: Outline,
    /// The colour inside, if filled.
    pub fill: Option<Rgb>,
    /// The line along it, if stroked.
    pub stroke: Option<Stroke>,
    /// What the shape shows, as SVG's `class` attribute: `cell gold`, `piece red circle`.
    pub class: String,
}

/// A whole picture: its size in pixels, background and shapes, drawn in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Drawing {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// The colour under every shape.
    pub background: Rgb,
    /// The shapes, the first drawn first.
    pub marks: Vec<Mark>,
}
