//! Figures drawn as pixel art on quadrant blocks: each terminal cell holds two by two pixels
//! (`▘ ▝ ▖ ▗ ▀ ▄ ▌ ▐ ▚ ▞ ▛ ▜ ▙ ▟ █`), so a figure three cells wide and two tall is six by four
//! pixels, and its outline can slope where half blocks could only step.

/// The quadrant character for a cell's four pixels, as bits: 1 upper left, 2 upper right,
/// 4 lower left, 8 lower right.
const QUADRANTS: [char; 16] = [' ', '▘', '▝', '▀', '▖', '▌', '▞', '▛', '▗', '▚', '▐', '▜', '▄', '▙', '▟', '█'];

/// A picture given as rows of `#` (set) and `.` (clear), an even number of each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pixels(pub &'static [&'static str]);

impl Pixels {
    fn at(&self, x: i32, y: i32) -> bool {
        let row = usize::try_from(y).ok().and_then(|y| self.0.get(y));
        row.and_then(|r| usize::try_from(x).ok().and_then(|x| r.as_bytes().get(x))) == Some(&b'#')
    }

    fn width(&self) -> i32 {
        self.0.first().map_or(0, |r| r.len() as i32)
    }

    /// The picture as rows of quadrant characters; `hollow`: only its rim, two pixels thick
    /// across and one down, which is about as thick either way on a cell twice as tall as wide.
    pub fn blocks(&self, hollow: bool) -> Vec<String> {
        let set = |x: i32, y: i32| {
            self.at(x, y)
                && (!hollow
                    || [(-2, 0), (-1, 0), (1, 0), (2, 0), (0, -1), (0, 1), (-1, -1), (1, -1), (-1, 1), (1, 1)]
                        .iter()
                        .any(|&(dx, dy)| !self.at(x + dx, y + dy)))
        };
        (0..self.0.len() as i32 / 2)
            .map(|row| {
                (0..self.width() / 2)
                    .map(|col| {
                        let (x, y) = (col * 2, row * 2);
                        let bits = usize::from(set(x, y))
                            | usize::from(set(x + 1, y)) << 1
                            | usize::from(set(x, y + 1)) << 2
                            | usize::from(set(x + 1, y + 1)) << 3;
                        QUADRANTS[bits]
                    })
                    .collect()
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_quadrant_lands_in_its_corner() {
        assert_eq!(Pixels(&["#.", ".."]).blocks(false), ["▘"]);
        assert_eq!(Pixels(&[".#", ".."]).blocks(false), ["▝"]);
        assert_eq!(Pixels(&["..", "#."]).blocks(false), ["▖"]);
        assert_eq!(Pixels(&["..", ".#"]).blocks(false), ["▗"]);
        assert_eq!(Pixels(&["#.", ".#"]).blocks(false), ["▚"]);
        assert_eq!(Pixels(&["##..", "####"]).blocks(false), ["█▄"]);
    }

    #[test]
    fn a_hollow_square_keeps_its_rim_only() {
        let square = Pixels(&["########", "########", "########", "########"]);
        assert_eq!(square.blocks(false), ["████", "████"]);
        // Inside: pixels 3..=4 across, 1..=2 down are more than two across and one down from
        // any clear pixel, and those alone go.
        assert_eq!(square.blocks(true), ["█▀▀█", "█▄▄█"]);
    }
}
