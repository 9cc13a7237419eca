//! A drawing written as SVG text: one element per shape, with its class saying what it shows.

use crate::marks::{Drawing, Mark, Outline, Point};
use std::fmt::Write;

/// Points as SVG's `points` attribute: `x,y x,y`.
fn points(points: &[Point]) -> String {
    let each: Vec<String> = points.iter().map(|p| format!("{:.2},{:.2}", p.x, p.y)).collect();
    each.join(" ")
}

/// The paint attributes of a mark: fill and stroke.
fn paint(mark: &Mark) -> String {
    let fill = mark.fill.map_or("none".to_string(), |c| c.hex());
    match mark.stroke {
        Some(s) => format!(
            r#"fill="{fill}" stroke="{}" stroke-width="{:.2}" stroke-linejoin="round" stroke-linecap="round""#,
            s.colour.hex(),
            s.width
        ),
        None => format!(r#"fill="{fill}""#),
    }
}

/// `drawing` as an SVG document.
pub fn svg(drawing: &Drawing) -> String {
    let (w, h) = (drawing.width, drawing.height);
    let mut out = String::new();
    // Writing to a String cannot fail.
    let _ = writeln!(out, r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">"#);
    let _ = writeln!(out, r#"<rect width="{w}" height="{h}" fill="{}"/>"#, drawing.background.hex());
    for mark in &drawing.marks {
        let (class, paint) = (&mark.class, paint(mark));
        let _ = match &mark.outline {
            Outline::Polygon(p) => writeln!(out, r#"<polygon class="{class}" points="{}" {paint}/>"#, points(p)),
            Outline::Polyline(p) => writeln!(out, r#"<polyline class="{class}" points="{}" {paint}/>"#, points(p)),
            Outline::Circle { centre, radius } => writeln!(
                out,
                r#"<circle class="{class}" cx="{:.2}" cy="{:.2}" r="{radius:.2}" {paint}/>"#,
                centre.x, centre.y
            ),
        };
    }
    out.push_str("</svg>\n");
    out
}
