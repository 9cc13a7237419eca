//! What the screens look like in colour: the styles of each cell, per theme, snapshotted
//! beside the text snapshots, and the colours that matter checked against literal values
//! (written out here from the design, not read from the theme under test).

use crate::tui_support;

use crossterm::event::KeyCode::{Char, Enter, Right, Up};
use ratatui::buffer::Buffer;
use ratatui::style::{Color, Modifier};
use tactigon_games::setup::Player;
use tactigon_tui::app::App;
use tactigon_tui::settings::ThemeName;
use tui_support::*;

const HUMAN: Player = Player::Human;
const THEMES: [ThemeName; 2] = [ThemeName::Colour, ThemeName::HighContrast];

/// The theme's name as used in snapshot names.
fn tag(theme: ThemeName) -> &'static str {
    match theme {
        ThemeName::Colour => "colour",
        ThemeName::HighContrast => "high_contrast",
        ThemeName::ColourBlind => "colour_blind",
    }
}

/// An app in `theme` playing a human-against-human game from `position` (the start if none).
fn game(theme: ThemeName, position: Option<&str>) -> (App, std::time::Instant) {
    let (mut app, now) = app();
    app.settings.theme = theme;
    let mut st = setup(HUMAN, HUMAN);
    st.position = position.map(Into::into);
    app.start_game(st, false).unwrap();
    (app, now)
}

// At 130x32 and 100x30 the standard board is drawn with hexagons 8 cells wide (half-width
// 4) and one upright row, on which the piece sits in the centre.

/// The background of a tile's inside, two cells right of its centre (clear of any piece),
/// found by the tile's label.
fn fill(buf: &Buffer, name: &str) -> Color {
    let (x, y) = tile_cell(buf, name);
    buf[(x + 3, y)].bg
}

/// The piece drawn on a tile: its symbol, fg, bg and modifier.
fn piece(buf: &Buffer, name: &str) -> (String, Color, Color, Modifier) {
    let c = &buf[tile_cell(buf, name)];
    (c.symbol().to_string(), c.fg, c.bg, c.modifier)
}

#[test]
fn start_position_styles() {
    let mut text = None;
    for theme in THEMES {
        let (mut app, _) = game(theme, None);
        let t = render(&mut app, 130, 32);
        let buf = t.backend().buffer();
        let high = theme == ThemeName::HighContrast;
        // The 3x2 figures' top middle cells: a solid disc for Red, a ring for Green.
        let (red, green) = if high {
            (Color::Rgb(255, 80, 80), Color::Rgb(80, 255, 80))
        } else {
            (Color::LightRed, Color::LightGreen)
        };
        assert_eq!(piece(buf, "d1"), ("█".into(), red, Color::Reset, Modifier::BOLD), "red circle on d1");
        assert_eq!(piece(buf, "d11"), ("▀".into(), green, Color::Reset, Modifier::BOLD), "green circle on d11");
        assert_eq!(piece(buf, "d3").1, red, "red pentagon");
        assert_eq!(piece(buf, "d9").1, green, "green pentagon");
        // Gold tiles b5 and f5 are filled; their neighbours are not.
        let gold = if high { Color::Yellow } else { Color::Rgb(110, 85, 0) };
        assert_eq!((fill(buf, "b5"), fill(buf, "f5")), (gold, gold));
        assert_eq!((fill(buf, "b4"), fill(buf, "c5"), fill(buf, "d6")), (Color::Reset, Color::Reset, Color::Reset));
        // The label on high-contrast gold is black; elsewhere the label is grey (white in high contrast).
        let (lx, ly) = find_word(buf, "b5");
        assert_eq!(buf[(lx, ly)].fg, if high { Color::Black } else { Color::Gray });
        let (lx, ly) = find_word(buf, "b4");
        assert_eq!(buf[(lx, ly)].fg, if high { Color::White } else { Color::Gray });
        // The cursor starts on Red's pentagon, d3: its upright sides, 4 cells either side of
        // the centre at this size, are a solid light cyan ring (black lines on light cyan);
        // d7's are the plain outline.
        let (x, y) = tile_cell(buf, "d3");
        for side in [x - 4, x + 4] {
            assert_eq!(buf[(side, y)].symbol(), "│");
            let c = &buf[(side, y)];
            assert_eq!((c.fg, c.bg, c.modifier), (Color::Black, Color::LightCyan, Modifier::BOLD), "cursor edge");
        }
        let (x, y) = tile_cell(buf, "d7");
        let plain = if high { Color::White } else { Color::DarkGray };
        assert_eq!((buf[(x - 4, y)].fg, buf[(x - 4, y)].modifier), (plain, Modifier::empty()), "plain edge");
        // The gold tile's outline is bold yellow.
        let (x, y) = tile_cell(buf, "b5");
        assert_eq!((buf[(x + 4, y)].fg, buf[(x + 4, y)].modifier), (Color::Yellow, Modifier::BOLD), "gold edge");
        // The themes differ in colour only, never in text.
        let shown: Vec<String> = (0..32).map(|y| row_text(buf, y)).collect();
        assert_eq!(text.get_or_insert_with(|| shown.clone()), &shown);
        insta::assert_snapshot!(format!("start_position_{}", tag(theme)), styles(buf));
    }
}

#[test]
fn picked_piece_styles() {
    for theme in THEMES {
        let (mut app, now) = game(theme, None);
        // The triangle on c3 (d3 -> c2 -> c3).
        keys(&mut app, now, &[Up, Right, Enter]);
        let t = render(&mut app, 130, 32);
        let buf = t.backend().buffer();
        let high = theme == ThemeName::HighContrast;
        let (picked, dest) =
            if high { (Color::DarkGray, Color::Blue) } else { (Color::Rgb(0, 90, 110), Color::Rgb(30, 50, 120)) };
        // Worked out by hand from the start position: a triangle moves up to 3 tiles through
        // empty ones; c3 reaches c4 b2 (1 step), c5 b4 (2), c6 b5 d6 a1 (3).
        for name in ["c4", "b2", "c5", "b4", "c6", "b5", "d6", "a1"] {
            assert_eq!(fill(buf, name), dest, "{name} is a destination");
        }
        // b5 is gold too: the destination's white text wins there in high contrast.
        let (lx, ly) = find_word(buf, "b5");
        assert_eq!(buf[(lx, ly)].fg, if high { Color::White } else { Color::Gray });
        assert_eq!(fill(buf, "c3"), picked, "the picked tile");
        assert_eq!(piece(buf, "c3").0, "█", "the point of the triangle's figure");
        for name in ["c7", "a2", "b6", "d7", "e3", "f5"] {
            assert_ne!(fill(buf, name), dest, "{name} is not a destination");
        }
        assert_eq!(fill(buf, "c7"), Color::Reset);
        insta::assert_snapshot!(format!("picked_piece_{}", tag(theme)), styles(buf));
    }
}

#[test]
fn capture_and_trade_destinations_have_their_own_fills() {
    for theme in THEMES {
        // A red triangle on d5 next to a green square (c5: the triangle captures it) and a
        // green circle (d6: both are captured).
        let (mut app, now) = game(theme, Some("2/9/4s5/P3Tc4p/10/9/2 r"));
        let t = render(&mut app, 130, 32);
        let (x, y) = tile_cell(t.backend().buffer(), "d5");
        click(&mut app, now, x, y);
        let t = render(&mut app, 130, 32);
        let buf = t.backend().buffer();
        let high = theme == ThemeName::HighContrast;
        let (capture, trade, dest) = if high {
            (Color::Magenta, Color::Gray, Color::Blue)
        } else {
            (Color::Rgb(120, 30, 110), Color::Rgb(140, 70, 0), Color::Rgb(30, 50, 120))
        };
        assert_eq!(fill(buf, "c5"), capture);
        assert_eq!(fill(buf, "d6"), trade);
        assert_eq!(fill(buf, "d4"), dest);
        // The enemy pieces stay green; in high contrast on a black cell of their own.
        let green = if high { Color::Rgb(80, 255, 80) } else { Color::LightGreen };
        let on = |f: Color| if high { Color::Black } else { f };
        assert_eq!(piece(buf, "c5"), ("▀".into(), green, on(capture), Modifier::BOLD), "hollow square's top");
        assert_eq!(piece(buf, "d6"), ("▀".into(), green, on(trade), Modifier::BOLD), "ring's top");
    }
}

/// The cell colours of xterm's palette as (r, g, b), written out from xterm's defaults.
fn rgb(c: Color) -> (u32, u32, u32) {
    match c {
        Color::Rgb(r, g, b) => (r.into(), g.into(), b.into()),
        Color::Black => (0, 0, 0),
        Color::Red => (205, 0, 0),
        Color::Green => (0, 205, 0),
        Color::Yellow => (205, 205, 0),
        Color::Blue => (0, 0, 238),
        Color::Magenta => (205, 0, 205),
        Color::Cyan => (0, 205, 205),
        Color::Gray => (229, 229, 229),
        Color::DarkGray => (127, 127, 127),
        Color::LightRed => (255, 0, 0),
        Color::LightGreen => (0, 255, 0),
        Color::LightYellow => (255, 255, 0),
        Color::LightBlue => (92, 92, 255),
        Color::LightMagenta => (255, 0, 255),
        Color::LightCyan => (0, 255, 255),
        Color::White => (255, 255, 255),
        other => panic!("no palette entry for {other:?}"),
    }
}

/// Perceived brightness (ITU-R BT.601 weights), 0..=255000.
fn brightness(c: Color) -> u32 {
    let (r, g, b) = rgb(c);
    299 * r + 587 * g + 114 * b
}

#[test]
fn the_cursor_stands_out_over_every_fill() {
    for theme in THEMES {
        // A red triangle on d5 beside a green square (c5, captured), a green circle (d6,
        // both captured) and empty d4 (a plain destination); b5 is gold.
        let (mut app, now) = game(theme, Some("2/9/4s5/P3Tc4p/10/9/2 r"));
        let t = render(&mut app, 130, 32);
        let (x, y) = tile_cell(t.backend().buffer(), "d5");
        click(&mut app, now, x, y);
        // The picked tile d5; a: d4; d e: d5 then up-right to c5; x: down-right to d6.
        let visits: [(&[crossterm::event::KeyCode], &str); 4] =
            [(&[], "d5"), (&[Char('a')], "d4"), (&[Char('d'), Char('e')], "c5"), (&[Char('x')], "d6")];
        for (codes, name) in visits {
            keys(&mut app, now, codes);
            let t = render(&mut app, 130, 32);
            let buf = t.backend().buffer();
            let inside = fill(buf, name);
            assert_ne!(inside, Color::Reset, "{name} is highlighted");
            let (x, y) = tile_cell(buf, name);
            for edge in [x - 4, x + 4] {
                let ring = buf[(edge, y)].bg;
                assert_ne!(ring, Color::Reset, "{name}: the cursor ring is solid");
                assert_ne!(ring, inside, "{name}: the ring differs from the fill it surrounds");
            }
        }
    }
}

#[test]
fn high_contrast_last_move_is_brighter_than_the_grid() {
    let (mut app, now) = game(ThemeName::HighContrast, None);
    keys(&mut app, now, &[Char(':'), Char('b'), Char('1'), Char('-'), Char('b'), Char('2'), Enter]);
    let t = render(&mut app, 130, 32);
    let buf = t.backend().buffer();
    // The last move's b2 against d7's plain grid line.
    let (x, y) = tile_cell(buf, "b2");
    let ring = &buf[(x - 4, y)];
    let (gx, gy) = tile_cell(buf, "d7");
    let grid = &buf[(gx - 4, gy)];
    assert_eq!(grid.bg, Color::Reset, "the grid is a thin line");
    // A thin line lights a fraction of its cell, a solid ring all of it: the ring must be
    // solid and at least as bright as the line.
    assert_ne!(ring.bg, Color::Reset, "the last move is a solid ring");
    assert!(brightness(ring.bg) >= brightness(grid.fg), "{:?} vs grid {:?}", ring.bg, grid.fg);
}

#[test]
fn main_menu_styles() {
    for theme in THEMES {
        let (mut app, _) = app();
        app.settings.theme = theme;
        let t = render(&mut app, 80, 24);
        let buf = t.backend().buffer();
        // The selected row is black on cyan, bold, in both themes; the others are plain.
        let (x, y) = find_word(buf, "New");
        assert_eq!(buf[(x - 2, y)].symbol(), "▸");
        for cx in [x - 2, x, x + 4] {
            assert_eq!((buf[(cx, y)].fg, buf[(cx, y)].bg), (Color::Black, Color::Cyan));
            assert!(buf[(cx, y)].modifier.contains(Modifier::BOLD));
        }
        let (x, y) = find_word(buf, "Load");
        assert_eq!(buf[(x, y)].bg, Color::Reset, "an unselected row");
        insta::assert_snapshot!(format!("main_menu_{}", tag(theme)), styles(buf));
    }
}

#[test]
fn game_over_dialog_styles() {
    for theme in THEMES {
        let (mut app, now) = game(theme, Some("2/9/10/P8Cp/10/9/2 r"));
        tui_support::type_text(&mut app, now, ":d10xd11");
        tui_support::key(&mut app, now, Enter);
        let t = render(&mut app, 100, 30);
        let buf = t.backend().buffer();
        // The focused button, Review the game, is black on cyan; the others are not
        // highlighted.
        let (x, y) = find_word(buf, "Review");
        assert_eq!((buf[(x, y)].fg, buf[(x, y)].bg), (Color::Black, Color::Cyan));
        let (x, y) = find_word(buf, "Main");
        assert_eq!(buf[(x, y)].bg, Color::Reset);
        assert!(buf[(x, y)].modifier.contains(Modifier::BOLD));
        insta::assert_snapshot!(format!("game_over_dialog_{}", tag(theme)), styles(buf));
    }
}
