//! Cell names written with strokes: a small line font of the lower-case letters and digits,
//! so that coordinates are shapes like everything else and no font file is needed.
//!
//! A glyph is polylines on a grid 3 units wide; letters sit between the x-height (2) and the
//! baseline (6), tall ones start at 0 and descenders reach 7.8. Each glyph advances 4 units.

use crate::marks::{Mark, Outline, Point, Rgb, Stroke};

/// Units from one glyph's left edge to the next one's.
const ADVANCE: f32 = 4.0;

/// Units from the top of a tall letter to the baseline.
const HEIGHT: f32 = 6.0;

/// The strokes of `c` as polylines separated by `;`, points as `x,y`; `None` for a character
/// the font lacks (cell names use only letters and digits).
fn strokes(c: char) -> Option<&'static str> {
    Some(match c {
        '0' => "1,0 2,0 3,1 3,5 2,6 1,6 0,5 0,1 1,0",
        '1' => "0.5,1 1.5,0 1.5,6; 0.5,6 2.5,6",
        '2' => "0,1 1,0 2,0 3,1 3,2 0,6 3,6",
        '3' => "0,0 3,0 1.5,2.5 2,2.5 3,3.5 3,5 2,6 1,6 0,5",
        '4' => "2.5,6 2.5,0 0,4 3,4",
        '5' => "3,0 0,0 0,2.5 2,2.5 3,3.5 3,5 2,6 0,6",
        '6' => "3,0 1.5,0 0,2 0,5 1,6 2,6 3,5 3,3.5 2,2.5 0,2.5",
        '7' => "0,0 3,0 1,6",
        '8' => "1,0 2,0 3,1 3,2 2,3 1,3 0,2 0,1 1,0; 1,3 0,4 0,5 1,6 2,6 3,5 3,4 2,3",
        '9' => "3,3.5 1,3.5 0,2.5 0,1 1,0 2,0 3,1 3,4 1.5,6 0.5,6",
        'a' => "0.5,2 2,2 3,3 3,6; 3,3.8 1,3.8 0,4.5 0,5.3 0.7,6 3,6",
        'b' => "0,0 0,6 2,6 3,5 3,3 2,2 0,2",
        'c' => "3,2 1,2 0,3 0,5 1,6 3,6",
        'd' => "3,0 3,6 1,6 0,5 0,3 1,2 3,2",
        'e' => "0,4 3,4 3,3 2,2 1,2 0,3 0,5 1,6 3,6",
        'f' => "3,0.3 2,0 1.5,0 1,0.5 1,6; 0,2 2.5,2",
        'g' => "3,2 3,7 2,7.8 0.5,7.8; 3,2 1,2 0,3 0,4.5 1,5.5 3,5.5",
        'h' => "0,0 0,6; 0,3 1,2 2,2 3,3 3,6",
        'i' => "1.5,2 1.5,6; 1.5,0.4 1.5,1",
        'j' => "2,2 2,7 1.3,7.8 0,7.8; 2,0.4 2,1",
        'k' => "0,0 0,6; 3,2 0,4.5; 1,3.7 3,6",
        'l' => "1,0 1,5.3 1.7,6 2.5,6",
        'm' => "0,6 0,2; 0,2.8 0.7,2 1.5,2.8 1.5,6; 1.5,2.8 2.3,2 3,2.8 3,6",
        'n' => "0,6 0,2; 0,3 1,2 2,2 3,3 3,6",
        'o' => "1,2 2,2 3,3 3,5 2,6 1,6 0,5 0,3 1,2",
        'p' => "0,7.8 0,2 2,2 3,3 3,4.5 2,5.5 0,5.5",
        'q' => "3,7.8 3,2 1,2 0,3 0,4.5 1,5.5 3,5.5",
        'r' => "0,6 0,2; 0,3.2 1.2,2 3,2",
        's' => "3,2 1,2 0,2.8 0.5,3.6 2.5,4.4 3,5.2 2,6 0,6",
        't' => "1,0.5 1,5.3 1.7,6 3,6; 0,2 2.5,2",
        'u' => "0,2 0,5 1,6 2,6 3,5; 3,2 3,6",
        'v' => "0,2 1.5,6 3,2",
        'w' => "0,2 0.8,6 1.5,3.5 2.2,6 3,2",
        'x' => "0,2 3,6; 3,2 0,6",
        'y' => "0,2 1.5,5.5; 3,2 0.8,7.8",
        'z' => "0,2 3,2 0,6 3,6",
        _ => return None,
    })
}

/// The polylines of one glyph's strokes, in units.
fn polylines(text: &'static str) -> impl Iterator<Item = Vec<(f32, f32)>> {
    text.split(';').map(|line| {
        line.split_whitespace()
            .filter_map(|p| p.split_once(','))
            .filter_map(|(x, y)| Some((x.parse().ok()?, y.parse().ok()?)))
            .collect()
    })
}

/// `text` written centred on `centre` with tall letters `height` pixels high, one mark per
/// stroke; characters the font lacks leave a gap.
pub fn write(text: &str, centre: Point, height: f32, colour: Rgb) -> Vec<Mark> {
    let unit = height / HEIGHT;
    let glyphs = text.chars().count() as f32;
    let width = (glyphs * ADVANCE - 1.0) * unit;
    let left = centre.x - width / 2.0;
    let top = centre.y - height / 2.0;
    let stroke = Stroke { colour, width: unit * 0.75 };
    let mut marks = Vec::new();
    for (i, c) in text.chars().enumerate() {
        let Some(lines) = strokes(c) else { continue };
        let x0 = left + i as f32 * ADVANCE * unit;
        for line in polylines(lines) {
            let points = line.into_iter().map(|(x, y)| Point { x: x0 + x * unit, y: top + y * unit }).collect();
            marks.push(Mark {
                outline: Outline::Polyline(points),
                fill: None,
                stroke: Some(stroke),
                class: "label".to_string(),
            });
        }
    }
    marks
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_letter_and_digit_has_strokes_on_its_grid() {
        for c in ('a'..='z').chain('0'..='9') {
            let lines: Vec<_> = polylines(strokes(c).expect("a glyph")).collect();
            for line in &lines {
                assert!(line.len() >= 2, "{c}: a stroke of fewer than two points");
                assert!(line.iter().all(|&(x, y)| (0.0..=3.0).contains(&x) && (0.0..=7.8).contains(&y)), "{c}");
            }
        }
    }

    #[test]
    fn a_name_is_centred_on_its_point() {
        // "l1": 'l' spans units 1..2.5 and '1' spans 4.5..6.5 of a 7-unit width; at one
        // pixel per unit centred on x = 10 the text starts at 6.5.
        let marks = write("l1", Point { x: 10.0, y: 3.0 }, 6.0, Rgb(0, 0, 0));
        let xs: Vec<f32> = marks
            .iter()
            .flat_map(|m| match &m.outline {
                Outline::Polyline(p) => p.iter().map(|p| p.x).collect(),
                _ => Vec::new(),
            })
            .collect();
        let min = xs.iter().copied().fold(f32::MAX, f32::min);
        let max = xs.iter().copied().fold(f32::MIN, f32::max);
        assert_eq!((min, max), (7.5, 13.0));
        assert!(write("?", Point { x: 0.0, y: 0.0 }, 6.0, Rgb(0, 0, 0)).is_empty());
    }
}
