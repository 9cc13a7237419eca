//! The evaluation graph of an analysed game: one column per position (or per stretch of
//! positions on a long game), the first player's advantage up and the second's down, the
//! position shown marked; every column is clickable and jumps to its position.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use tactigon_core::analysis::{is_loss, is_win};

/// The evaluation at the graph's top and bottom edge, in hundredths of the game's unit (wins go there too).
pub const PLOT_CAP: i32 = 500;

/// Blocks filling the lower part of a cell, by eighths (index 0 unused).
const RISING: [&str; 9] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"];

/// The position each column stands for, for `positions` positions in `width` columns.
fn position_of(column: usize, positions: usize, width: usize) -> usize {
    if positions <= width || width < 2 { column } else { column * (positions - 1) / (width - 1) }
}

/// The column that shows position `ply`.
fn column_of(ply: usize, positions: usize, width: usize) -> usize {
    if positions <= width || positions < 2 { ply } else { (ply * (width - 1) + (positions - 1) / 2) / (positions - 1) }
}

/// `score` scaled to eighths of a cell for a half of `half` rows, signed.
fn eighths(score: i32, half: u16) -> i32 {
    let clamped = if is_win(score) {
        PLOT_CAP
    } else if is_loss(score) {
        -PLOT_CAP
    } else {
        score.clamp(-PLOT_CAP, PLOT_CAP)
    };
    clamped * i32::from(half) * 8 / PLOT_CAP
}

/// Draws the graph of `evals` (one per position, for the first player) into `area`, with
/// position `ply` marked, each side's bars in its own colour (`colours`, first player first);
/// returns each column's area with its position, for clicks.
pub fn draw(buf: &mut Buffer, area: Rect, evals: &[i32], ply: usize, colours: [Color; 2]) -> Vec<(Rect, usize)> {
    let half = area.height / 2;
    if half == 0 || area.width == 0 || evals.is_empty() {
        return Vec::new();
    }
    let width = usize::from(area.width).min(evals.len());
    let zero = area.y + half;
    let current = column_of(ply, evals.len(), width);
    let mut hits = Vec::with_capacity(width);
    for c in 0..width {
        let x = area.x + c as u16;
        let p = position_of(c, evals.len(), width);
        let e = eighths(evals[p], half);
        let colour = colours[usize::from(e < 0)];
        let back = if c == current { Style::new().bg(Color::DarkGray) } else { Style::new() };
        for row in 0..area.height {
            let y = area.y + row;
            // Eighths of this cell covered by the bar, counted from the zero line outwards.
            let (outward, filled) = if y < zero { (zero - 1 - y, e.max(0)) } else { (y - zero, (-e).max(0)) };
            let cover = (filled - i32::from(outward) * 8).clamp(0, 8) as usize;
            let symbol = match (cover, y < zero) {
                // The zero line runs the whole width, under the bars up and above the bars down.
                (0, _) if y == zero && c == current => "┼",
                (0, _) if y == zero => "─",
                (0, _) => {
                    if c == current {
                        "│"
                    } else {
                        " "
                    }
                }
                (_, true) => RISING[cover],
                // Unicode has no blocks filling the top three, five, six or seven eighths: the
                // rising block of the rest, drawn in reverse video, leaves the top `n` eighths
                // in the bar's colour, so that falling bars have the eight heights rising ones do.
                (n, false) => RISING[8 - n],
            };
            let style = match (cover, y < zero) {
                (0, _) => back.fg(Color::Gray),
                (_, true) => back.fg(colour),
                (_, false) => back.fg(colour).add_modifier(Modifier::REVERSED),
            };
            buf[(x, y)].set_symbol(symbol).set_style(style);
        }
        hits.push((Rect::new(x, area.y, 1, area.height), p));
    }
    hits
}
