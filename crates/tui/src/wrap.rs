//! Word wrapping of styled lines, done before drawing so that a screen knows how many rows a
//! message takes and can make room for all of it instead of cutting it off.

use ratatui::style::Style;
use ratatui::text::{Line, Span};

/// `lines` broken at spaces into lines at most `width` cells wide (a word longer than that is
/// broken where it must); each piece keeps its styles and its line's alignment and style.
pub fn wrap_lines(lines: Vec<Line<'static>>, width: u16) -> Vec<Line<'static>> {
    let width = usize::from(width.max(1));
    let mut out = Vec::new();
    for line in lines {
        if line.width() <= width {
            out.push(line);
            continue;
        }
        let cells: Vec<(char, Style)> =
            line.spans.iter().flat_map(|s| s.content.chars().map(move |c| (c, s.style))).collect();
        for row in break_cells(&cells, width) {
            let mut l = Line::from(runs(row)).style(line.style);
            l.alignment = line.alignment;
            out.push(l);
        }
    }
    out
}

/// How many rows `line` takes wrapped to `width`.
pub fn wrapped_height(line: &Line<'static>, width: u16) -> u16 {
    wrap_lines(vec![line.clone()], width).len() as u16
}

/// Greedy breaking at spaces: the spaces where a line breaks are dropped.
fn break_cells(cells: &[(char, Style)], width: usize) -> Vec<&[(char, Style)]> {
    let mut rows = Vec::new();
    let mut start = 0;
    while start < cells.len() {
        while start < cells.len() && cells[start].0 == ' ' && !rows.is_empty() {
            start += 1;
        }
        let rest = &cells[start..];
        if rest.len() <= width {
            if !rest.is_empty() {
                rows.push(rest);
            }
            break;
        }
        // The last space that lets the words before it fit; none: break inside the word.
        let cut = (1..=width).rev().find(|&i| rest[i].0 == ' ').unwrap_or(width);
        let row = &rest[..cut];
        let trimmed = row.iter().rposition(|(c, _)| *c != ' ').map_or(row, |end| &row[..=end]);
        rows.push(trimmed);
        start += cut;
    }
    rows
}

/// Characters with styles as spans, one per run of the same style.
fn runs(cells: &[(char, Style)]) -> Vec<Span<'static>> {
    let mut spans: Vec<Span<'static>> = Vec::new();
    for &(c, style) in cells {
        match spans.last_mut() {
            Some(last) if last.style == style => last.content.to_mut().push(c),
            _ => spans.push(Span::styled(c.to_string(), style)),
        }
    }
    spans
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(lines: &[Line]) -> Vec<String> {
        lines.iter().map(|l| l.spans.iter().map(|s| s.content.as_ref()).collect()).collect()
    }

    #[test]
    fn breaks_at_spaces_and_inside_words_too_long() {
        let out = wrap_lines(vec![Line::raw("no path of at most 3 steps")], 10);
        assert_eq!(texts(&out), ["no path of", "at most 3", "steps"]);
        let out = wrap_lines(vec![Line::raw("abcdefghijkl mn")], 5);
        assert_eq!(texts(&out), ["abcde", "fghij", "kl mn"]);
        let out = wrap_lines(vec![Line::raw("short")], 10);
        assert_eq!(texts(&out), ["short"]);
    }

    #[test]
    fn keeps_styles_across_the_break() {
        let red = Style::new().fg(ratatui::style::Color::Red);
        let line = Line::from(vec![Span::raw("Move: "), Span::styled("b1-b9 is too far", red)]);
        let out = wrap_lines(vec![line], 12);
        assert_eq!(texts(&out), ["Move: b1-b9", "is too far"]);
        assert_eq!(out[0].spans[1].style, red);
        assert_eq!(out[1].spans[0].style, red);
    }
}
