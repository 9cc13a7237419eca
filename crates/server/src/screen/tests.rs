//! The bytes a screen writes, read back by an independent terminal (vt100's parser).

use super::{Screen, area};
use ratatui::Frame;
use ratatui::style::{Color, Style};
use std::num::NonZeroU16;

/// A terminal of `cols` × `rows` fed every byte written so far.
struct Term(vt100::Parser);

impl Term {
    fn new(cols: u16, rows: u16) -> Term {
        Term(vt100::Parser::new(NonZeroU16::new(rows).unwrap(), NonZeroU16::new(cols).unwrap(), 0))
    }

    fn feed(&mut self, screen: &mut Screen) -> usize {
        let bytes = screen.take();
        self.0.process(&bytes);
        bytes.len()
    }

    /// The screen's rows as text (wide characters once, trailing blanks kept).
    fn rows(&self) -> Vec<String> {
        let s = self.0.screen();
        let (rows, cols) = s.size();
        (0..rows.get())
            .map(|r| {
                (0..cols.get())
                    .filter_map(|c| s.cell(r, c))
                    .filter(|cell| !cell.is_wide_continuation())
                    .map(|cell| if cell.has_contents() { cell.contents().to_string() } else { " ".into() })
                    .collect()
            })
            .collect()
    }
}

/// Writes `lines` from the top left corner.
fn lines(lines: &'static [&'static str]) -> impl FnMut(&mut Frame) {
    move |f: &mut Frame| {
        for (y, line) in lines.iter().enumerate() {
            f.buffer_mut().set_string(0, y as u16, line, Style::new());
        }
    }
}

#[test]
fn a_terminal_fed_the_bytes_shows_each_frame() {
    let mut screen = Screen::open(area(8, 3)).unwrap();
    let mut term = Term::new(8, 3);
    screen.draw(lines(&["hello", "╱╲__╲", "abc"])).unwrap();
    term.feed(&mut screen);
    assert_eq!(term.rows(), ["hello   ", "╱╲__╲   ", "abc     "]);
    screen.draw(lines(&["help", "╲╲__", "xbc  z"])).unwrap();
    term.feed(&mut screen);
    assert_eq!(term.rows(), ["help    ", "╲╲__    ", "xbc  z  "]);
}

#[test]
fn a_frame_that_changes_nothing_writes_nothing() {
    let mut screen = Screen::open(area(10, 2)).unwrap();
    let mut term = Term::new(10, 2);
    screen.draw(lines(&["same", "lines"])).unwrap();
    assert!(term.feed(&mut screen) > 0);
    screen.draw(lines(&["same", "lines"])).unwrap();
    assert_eq!(term.feed(&mut screen), 0);
}

#[test]
fn only_the_changed_cells_are_written() {
    let mut screen = Screen::open(area(40, 1)).unwrap();
    let mut term = Term::new(40, 1);
    screen.draw(lines(&["a long line of text that stays the same"])).unwrap();
    term.feed(&mut screen);
    screen.draw(lines(&["a long line of text that stays the samE"])).unwrap();
    // A move to the cell, the letter and the colours' reset: far less than the line.
    let written = term.feed(&mut screen);
    assert!(written < 30, "{written} bytes for one letter");
    assert_eq!(term.rows(), ["a long line of text that stays the samE "]);
}

#[test]
fn wide_characters_replace_and_are_replaced_by_narrow_ones() {
    let mut screen = Screen::open(area(6, 1)).unwrap();
    let mut term = Term::new(6, 1);
    screen.draw(lines(&["ab漢cd"])).unwrap();
    term.feed(&mut screen);
    assert_eq!(term.rows(), ["ab漢cd"]);
    screen.draw(lines(&["abxycd"])).unwrap();
    term.feed(&mut screen);
    assert_eq!(term.rows(), ["abxycd"]);
    screen.draw(lines(&["a字xcd"])).unwrap();
    term.feed(&mut screen);
    assert_eq!(term.rows(), ["a字xcd"]);
}

#[test]
fn a_change_of_colour_alone_is_written() {
    let mut screen = Screen::open(area(3, 1)).unwrap();
    let mut term = Term::new(3, 1);
    screen.draw(lines(&["abc"])).unwrap();
    term.feed(&mut screen);
    screen.draw(|f: &mut Frame| f.buffer_mut().set_string(0, 0, "abc", Style::new().fg(Color::Red))).unwrap();
    term.feed(&mut screen);
    let cell = term.0.screen().cell(0, 1).cloned().unwrap();
    assert_eq!((cell.contents(), cell.fgcolor()), ("b", vt100::Color::Idx(1)));
}

#[test]
fn screens_of_different_sizes_drawn_in_turn_keep_their_own_frames() {
    let (mut small, mut large) = (Screen::open(area(4, 1)).unwrap(), Screen::open(area(9, 2)).unwrap());
    let (mut small_term, mut large_term) = (Term::new(4, 1), Term::new(9, 2));
    small.draw(lines(&["abcd"])).unwrap();
    large.draw(lines(&["123456789", "second"])).unwrap();
    small.draw(lines(&["abXd"])).unwrap();
    large.draw(lines(&["123456789", "secXnd"])).unwrap();
    small_term.feed(&mut small);
    large_term.feed(&mut large);
    assert_eq!(small_term.rows(), ["abXd"]);
    assert_eq!(large_term.rows(), ["123456789", "secXnd   "]);
}

#[test]
fn after_a_resize_or_a_clear_the_next_frame_is_drawn_whole() {
    let mut screen = Screen::open(area(5, 1)).unwrap();
    let mut term = Term::new(5, 1);
    screen.draw(lines(&["abcde"])).unwrap();
    term.feed(&mut screen);
    screen.resize(area(3, 2)).unwrap();
    term.0.set_size(NonZeroU16::new(2).unwrap(), NonZeroU16::new(3).unwrap());
    screen.draw(lines(&["abc", "de"])).unwrap();
    term.feed(&mut screen);
    assert_eq!(term.rows(), ["abc", "de "]);
    screen.clear().unwrap();
    screen.draw(lines(&["abc", "de"])).unwrap();
    term.feed(&mut screen);
    assert_eq!(term.rows(), ["abc", "de "]);
}

#[test]
fn the_cells_a_wide_character_covered_are_written_when_it_is_replaced() {
    let mut screen = Screen::open(area(3, 1)).unwrap();
    screen.draw(|f: &mut Frame| f.buffer_mut().set_string(0, 0, "漢", Style::new().bg(Color::Red))).unwrap();
    screen.take();
    screen.draw(lines(&["x"])).unwrap();
    // A terminal that would keep what the wide character covered (here shown as `ZZZ`) is
    // still right: the covered cell is written too.
    let mut term = Term::new(3, 1);
    term.0.process(b"ZZZ");
    term.feed(&mut screen);
    assert_eq!(term.rows(), ["x Z"]);
}

#[test]
fn a_screen_away_from_the_corner_is_written_where_it_is() {
    let mut screen = Screen::open(ratatui::layout::Rect::new(2, 1, 3, 1)).unwrap();
    let mut term = Term::new(6, 3);
    screen
        .draw(|f: &mut Frame| {
            let at = f.area();
            f.buffer_mut().set_string(at.x, at.y, "abc", Style::new());
        })
        .unwrap();
    term.feed(&mut screen);
    assert_eq!(term.rows(), ["      ", "  abc ", "      "]);
}

/// A frame of one part, `text` on the first row, with `over` written over its first cell
/// after it, said (`overlaid`) or not.
fn part_with(text: &'static str, over: Option<&'static str>, said: bool) -> impl FnMut(&mut Frame) {
    use ratatui::text::Line;
    use tactigon_tui::parts;
    move |f: &mut Frame| {
        let row = ratatui::layout::Rect::new(0, 0, f.area().width, 1);
        if said && over.is_some() {
            parts::overlaid();
        }
        parts::text(f.buffer_mut(), row, None, vec![Line::from(text)]);
        if let Some(over) = over {
            f.buffer_mut().set_string(0, 0, over, Style::new());
        }
    }
}

#[test]
fn a_part_the_terminal_shows_is_left_as_it_is_and_written_again_once_drawn_over() {
    let mut screen = Screen::open(area(6, 1)).unwrap();
    let mut term = Term::new(6, 1);
    screen.draw(part_with("abcdef", None, false)).unwrap();
    term.feed(&mut screen);
    // The same part: nothing written.
    screen.draw(part_with("abcdef", None, false)).unwrap();
    assert_eq!(term.feed(&mut screen), 0);
    // Drawn over after it without a word: the frame is drawn again whole, and the part is
    // not counted as shown (the next frame draws it again).
    screen.draw(part_with("abcdef", Some("X"), false)).unwrap();
    term.feed(&mut screen);
    assert_eq!(term.rows(), ["Xbcdef"]);
    screen.draw(part_with("abcdef", None, false)).unwrap();
    term.feed(&mut screen);
    assert_eq!(term.rows(), ["abcdef"]);
    // Another text, drawn over as said: not counted as shown either.
    screen.draw(part_with("abcdeg", Some("Y"), true)).unwrap();
    term.feed(&mut screen);
    assert_eq!(term.rows(), ["Ybcdeg"]);
    screen.draw(part_with("abcdeg", None, false)).unwrap();
    term.feed(&mut screen);
    assert_eq!(term.rows(), ["abcdeg"]);
    // Another part's text, and after a clear: drawn.
    screen.draw(part_with("abcxyz", None, false)).unwrap();
    term.feed(&mut screen);
    assert_eq!(term.rows(), ["abcxyz"]);
    screen.clear().unwrap();
    screen.draw(part_with("abcxyz", None, false)).unwrap();
    term.feed(&mut screen);
    assert_eq!(term.rows(), ["abcxyz"]);
}
