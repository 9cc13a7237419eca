//! Lines drawn cell by cell where they are plain ASCII (`tactigon_tui::lines`) against
//! ratatui's own `Paragraph`: the same cells for any text (wide, combining, control and
//! accented characters among ASCII), any styles and alignments, any area over any buffer.

use proptest::prelude::*;
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

fn style() -> impl Strategy<Value = Style> {
    let colour = prop_oneof![Just(None), (0u8..16).prop_map(|i| Some(Color::Indexed(i))), Just(Some(Color::Red))];
    let modifier = prop_oneof![Just(Modifier::empty()), Just(Modifier::BOLD), Just(Modifier::REVERSED)];
    (colour.clone(), colour, modifier, any::<bool>()).prop_map(|(fg, bg, add, sub)| {
        let style = Style { fg, bg, add_modifier: add, ..Style::default() };
        if sub { style.remove_modifier(Modifier::DIM) } else { style }
    })
}

fn text() -> impl Strategy<Value = String> {
    // Mostly ASCII, sometimes a character that is not one cell of one byte.
    let pieces = prop_oneof![
        8 => "[ -~]{0,12}",
        1 => Just("·".to_string()),
        1 => Just("中".to_string()),
        1 => Just("e\u{301}".to_string()),
        1 => Just("\t".to_string()),
        1 => Just("\u{7f}".to_string()),
    ];
    prop::collection::vec(pieces, 0..4).prop_map(|p| p.concat())
}

fn line() -> impl Strategy<Value = Line<'static>> {
    let alignment = prop_oneof![
        Just(None),
        Just(Some(Alignment::Left)),
        Just(Some(Alignment::Center)),
        Just(Some(Alignment::Right))
    ];
    (prop::collection::vec((text(), style()), 0..4), style(), alignment).prop_map(|(spans, style, alignment)| {
        let mut line = Line::from(spans.into_iter().map(|(t, s)| Span::styled(t, s)).collect::<Vec<_>>()).style(style);
        line.alignment = alignment;
        line
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn lines_are_drawn_as_the_paragraph_draws_them(
        lines in prop::collection::vec(line(), 0..6),
        (x, y, width, height) in (0u16..30, 0u16..12, 0u16..40, 0u16..8),
        ground in "[a-z]{1}",
    ) {
        let whole = Rect::new(2, 1, 30, 10);
        let mut cell = ratatui::buffer::Cell::default();
        cell.set_symbol(&ground);
        let mut before = Buffer::filled(whole, cell);
        before.set_style(Rect::new(2, 1, 15, 5), Style::new().fg(Color::Green).add_modifier(Modifier::ITALIC));
        let area = Rect::new(x, y, width, height);
        let mut expected = before.clone();
        Paragraph::new(lines.clone()).render(area, &mut expected);
        let mut drawn = before;
        tactigon_tui::lines::draw(&mut drawn, area, &lines);
        prop_assert_eq!(drawn, expected);
    }
}
