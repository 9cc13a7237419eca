//! Lines of text already wrapped, drawn as ratatui's `Paragraph` draws them (no wrapping, cut
//! at the area's width) but a line of printable ASCII written cell by cell: the paragraph
//! splits every line into graphemes and measures each, which was a tenth of the server's time
//! with 2,000 sessions, nearly all of it spent on plain ASCII.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};

/// Draws `lines` into `area` of `buf`, one a row from the top, each cut at the area's width:
/// the same cells as `Paragraph::new(lines)` draws.
pub fn draw(buf: &mut Buffer, area: Rect, lines: &[Line<'_>]) {
    let area = area.intersection(buf.area);
    for (line, y) in lines.iter().zip(area.top()..area.bottom()) {
        let row = Rect { y, height: 1, ..area };
        if !plain(line) {
            Paragraph::new(line.clone()).render(row, buf);
            continue;
        }
        let mut x = row.left();
        for span in &line.spans {
            let style = line.style.patch(span.style);
            for &byte in span.content.as_bytes().iter().take(usize::from(row.right().saturating_sub(x))) {
                buf[(x, y)].set_char(char::from(byte)).set_style(style);
                x += 1;
            }
        }
    }
}

/// Whether `line` is left-aligned printable ASCII: a character a cell.
fn plain(line: &Line<'_>) -> bool {
    line.alignment.is_none_or(|a| a == Alignment::Left)
        && line.spans.iter().all(|s| s.content.bytes().all(|b| (b' '..=b'~').contains(&b)))
}
