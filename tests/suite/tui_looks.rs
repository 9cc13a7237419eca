//! How the board reads at a glance: colour depth found from the environment and every style
//! brought down to it, highlights that stay apart at every depth and in every scheme, pieces
//! drawn big in big hexagons with the two sides differing in shape, and fills that cover the
//! whole hexagon. Expected colours and figures are written out here by hand from the design.

use crate::tui_support;

use ratatui::buffer::Buffer;
use ratatui::style::{Color, Style};
use tactigon_games::setup::Player;
use tactigon_tui::app::{App, Look};
use tactigon_tui::colour_depth::Depth;
use tactigon_tui::settings::ThemeName;
use tactigon_tui::theme::Theme;
use tui_support::*;

const THEMES: [ThemeName; 3] = [ThemeName::Colour, ThemeName::HighContrast, ThemeName::ColourBlind];

#[test]
fn depth_is_told_from_colorterm_and_term() {
    use Depth::*;
    for (colorterm, term, want) in [
        (Some("truecolor"), Some("xterm-256color"), TrueColour),
        (Some("24bit"), None, TrueColour),
        (Some("TrueColor"), Some("xterm"), TrueColour),
        (None, Some("xterm-direct"), TrueColour),
        (None, Some("xterm-256color"), Ansi256),
        (Some(""), Some("tmux-256color"), Ansi256),
        (None, Some("screen-256color"), Ansi256),
        (None, Some("xterm"), Ansi16),
        (None, Some("linux"), Ansi16),
        (None, Some("dumb"), Ansi16),
        (None, None, Ansi16),
        (Some("yes"), Some("vt100"), Ansi16),
    ] {
        assert_eq!(Depth::detect(colorterm, term), want, "COLORTERM={colorterm:?} TERM={term:?}");
    }
}

/// Whether a colour can be shown at `depth`.
fn shows(depth: Depth, c: Color) -> bool {
    match c {
        Color::Rgb(..) => depth == Depth::TrueColour,
        Color::Indexed(_) => depth != Depth::Ansi16,
        _ => true,
    }
}

fn assert_all_differ(what: &str, colours: &[(&str, Option<Color>)], theme: ThemeName, depth: Depth) {
    for (i, (a, ca)) in colours.iter().enumerate() {
        assert!(ca.is_some_and(|c| c != Color::Reset), "{what} {a} has no colour in {theme:?} at {depth:?}");
        for (b, cb) in &colours[i + 1..] {
            assert_ne!(ca, cb, "{what} {a} and {b} look the same in {theme:?} at {depth:?}");
        }
    }
}

#[test]
fn highlights_stay_apart_in_every_scheme_at_every_depth() {
    for name in THEMES {
        for depth in Depth::ALL {
            let t = Theme { ascii: false, name, depth };
            // Tile insides: each highlight its own background.
            let fills = [
                ("gold", t.gold().bg),
                ("picked", t.picked().bg),
                ("destination", t.destination().bg),
                ("capture", t.capture().bg),
                ("both captured", t.trade().bg),
            ];
            assert_all_differ("fill", &fills, name, depth);
            // No highlight wears an army's colour: a fill in Red's red reads as Red's, and in
            // Taacoca a fill in a stone's colour reads as that side's.
            for (what, c) in &fills {
                for side in [0, 1] {
                    assert_ne!(
                        *c,
                        Some(t.side_colour(side)),
                        "{what} in side {side}'s colour in {name:?} at {depth:?}"
                    );
                }
                if name != ThemeName::ColourBlind {
                    assert!(
                        ![Some(Color::Red), Some(Color::Green)].contains(c),
                        "{what} in a shade of an army's colour"
                    );
                }
            }
            let taacoca = [t.destination().bg, t.second_destination().bg, t.capture().bg, t.picked().bg];
            for (i, c) in taacoca.iter().enumerate() {
                assert!(c.is_some() && taacoca[i + 1..].iter().all(|d| d != c), "Taacoca fill {i} repeats in {name:?}");
                assert!([0, 1].iter().all(|&side| *c != t.stone(side).fg), "Taacoca fill {i} in a stone's colour");
            }
            // Outlines: the plain grid and each highlighted outline, told apart by their line
            // colour and, for the solid rings (cursor, high-contrast last move), their fill.
            let rings = [
                ("plain", t.outline()),
                ("cursor", t.cursor()),
                ("gold", t.gold_outline()),
                ("last move", t.last_move()),
                ("flash", t.flash()),
            ];
            for (i, (a, sa)) in rings.iter().enumerate() {
                for (b, sb) in &rings[i + 1..] {
                    assert_ne!(
                        (sa.fg, sa.bg),
                        (sb.fg, sb.bg),
                        "outline {a} and {b} look the same in {name:?} at {depth:?}"
                    );
                }
            }
            let outlines = rings.map(|(what, style)| (what, style.bg.or(style.fg)));
            // The sides differ, and from the plain outline.
            let sides =
                [("side 0", Some(t.side_colour(0))), ("side 1", Some(t.side_colour(1))), ("outline", t.outline().fg)];
            assert_all_differ("colour", &sides, name, depth);
            // The side colour of any index is that of its parity: two sides, whatever the game.
            assert_eq!((t.side_colour(2), t.side_colour(3)), (t.side_colour(0), t.side_colour(1)));
            for (what, c) in fills.iter().chain(&outlines).chain(&sides) {
                assert!(shows(depth, c.unwrap()), "{what} in {name:?} is {c:?}, not shown at {depth:?}");
            }
        }
    }
}

#[test]
fn colour_theme_keeps_its_hues_at_each_depth() {
    // The design: each 24-bit fill, its xterm-256 entry (16 + 36r + 6g + b on the 0, 95, 135,
    // 175, 215, 255 cube) and its ANSI colour.
    let at = |depth| Theme { ascii: false, name: ThemeName::Colour, depth };
    let (tc, c256, c16) = (at(Depth::TrueColour), at(Depth::Ansi256), at(Depth::Ansi16));
    assert_eq!(tc.picked().bg, Some(Color::Rgb(0, 90, 110)));
    assert_eq!(c256.picked().bg, Some(Color::Indexed(30)), "(0, 135, 135): teal");
    assert_eq!(c16.picked().bg, Some(Color::Cyan));
    assert_eq!(c256.destination().bg, Some(Color::Indexed(18)), "(0, 0, 135): navy");
    assert_eq!(c16.destination(), Style::new().bg(Color::Blue).fg(Color::White));
    assert_eq!(c256.capture().bg, Some(Color::Indexed(90)), "(135, 0, 135): purple");
    assert_eq!(c256.trade().bg, Some(Color::Indexed(130)), "(175, 95, 0): orange");
    assert_eq!(c256.gold().bg, Some(Color::Indexed(100)), "(135, 135, 0): dark yellow");
    // Sixteen-colour fills are bright: black names on them.
    assert_eq!(c16.gold(), Style::new().bg(Color::Yellow).fg(Color::Black));
    // Not red, the colour of Red's army, where only sixteen colours show: grey.
    assert_eq!(c16.trade(), Style::new().bg(Color::Gray).fg(Color::Black));
    // The colour-blind sides: orange and sky blue, then red and blue in sixteen colours.
    let blind = |depth| Theme { ascii: false, name: ThemeName::ColourBlind, depth };
    assert_eq!(blind(Depth::TrueColour).side_colour(0), Color::Rgb(230, 159, 0));
    assert_eq!(blind(Depth::TrueColour).side_colour(1), Color::Rgb(86, 180, 233));
    assert_eq!(blind(Depth::Ansi256).side_colour(0), Color::Indexed(214));
    assert_eq!(
        (blind(Depth::Ansi16).side_colour(0), blind(Depth::Ansi16).side_colour(1)),
        (Color::LightRed, Color::LightBlue)
    );
}

/// An app drawing in `name` at `depth`, with the red triangle on d5 picked up next to a green
/// square (c5: a capture) and a green circle (d6: both are captured); d4 is an empty
/// destination.
fn picked(name: ThemeName, depth: Depth) -> App {
    let (mut app, now) = app();
    app.look = Look { theme: Some(name), depth, ..Look::default() };
    let mut st = setup(Player::Human, Player::Human);
    st.position = Some("2/9/4s5/P3Tc4p/10/9/2 r".into());
    app.start_game(st, false).unwrap();
    let t = render(&mut app, 130, 32);
    let (x, y) = tile_cell(t.backend().buffer(), "d5");
    click(&mut app, now, x, y);
    app
}

fn tag(name: ThemeName, depth: Depth) -> String {
    format!("{}_{}", name.name().replace('-', "_"), format!("{depth:?}").to_lowercase())
}

#[test]
fn every_cell_is_drawn_in_colours_the_terminal_shows() {
    for name in THEMES {
        for depth in Depth::ALL {
            let mut app = picked(name, depth);
            let t = render(&mut app, 130, 32);
            let buf = t.backend().buffer();
            for y in 0..buf.area.height {
                for x in 0..buf.area.width {
                    let c = &buf[(x, y)];
                    assert!(shows(depth, c.fg) && shows(depth, c.bg), "({x}, {y}) {c:?} in {name:?} at {depth:?}");
                }
            }
            // Each highlight is painted where it belongs, in the colour the theme gives it.
            let theme = Theme { ascii: false, name, depth };
            let bg = |tile: &str| {
                let (x, y) = tile_cell(buf, tile);
                buf[(x + 3, y)].bg
            };
            assert_eq!(bg("d5"), theme.picked().bg.unwrap(), "picked d5");
            assert_eq!(bg("d4"), theme.destination().bg.unwrap(), "destination d4");
            assert_eq!(bg("c5"), theme.capture().bg.unwrap(), "capture c5");
            assert_eq!(bg("d6"), theme.trade().bg.unwrap(), "both captured d6");
            // Every depth of the colour scheme, and every scheme at the common 256 colours.
            if name == ThemeName::Colour || depth == Depth::Ansi256 {
                insta::assert_snapshot!(format!("picked_at_depth_{}", tag(name, depth)), styles(buf));
            }
        }
    }
}

/// The symbols of the `rows` x `cols` block centred on column `x` from row `y` down.
fn block(buf: &Buffer, x: u16, y: u16, cols: u16, rows: u16) -> Vec<String> {
    (y..y + rows).map(|r| (x - cols / 2..=x + cols / 2).map(|c| buf[(c, r)].symbol()).collect()).collect()
}

#[test]
fn pieces_are_drawn_big_in_big_hexagons_and_sides_differ_in_shape() {
    let (mut app, _) = app();
    app.start_game(setup(Player::Human, Player::Human), false).unwrap();
    // 200x50 draws the standard board with hexagons 12 cells wide: 7x3 figures on quadrant
    // blocks, 14x6 pixels each (hollow: the rim, two pixels across and one down).
    let t = render(&mut app, 200, 50);
    let buf = t.backend().buffer();
    let big = |name: &str| {
        let (x, y) = tile_cell(buf, name);
        block(buf, x, y, 7, 3)
    };
    assert_eq!(big("d1"), [" ▄███▄ ", "▐█████▌", " ▀███▀ "], "red circle: solid disc");
    assert_eq!(big("d11"), [" ▄▛▀▜▄ ", "▐▌   ▐▌", " ▀▙▄▟▀ "], "green circle: a ring");
    assert_eq!(big("c3"), ["  ▗█▖  ", " ▗███▖ ", "▗█████▖"], "red triangle");
    assert_eq!(big("c8"), ["  ▗█▖  ", " ▗▛ ▜▖ ", "▗█▄▄▄█▖"], "green triangle");
    assert_eq!(big("c2"), ["▐█████▌", "▐█████▌", "▐█████▌"], "red square");
    assert_eq!(big("c9"), ["▐▛▀▀▀▜▌", "▐▌   ▐▌", "▐▙▄▄▄▟▌"], "green square");
    assert_eq!(big("d3"), ["  ▄█▄  ", "▐█████▌", "▐█████▌"], "red pentagon: a house");
    assert_eq!(big("d9"), ["  ▄█▄  ", "▐▛▘ ▝▜▌", "▐▙▄▄▄▟▌"], "green pentagon");
    // 130x32 draws hexagons 8 cells wide: 5x2 figures, 10x4 pixels.
    let t = render(&mut app, 130, 32);
    let buf = t.backend().buffer();
    let medium = |name: &str| {
        let (x, y) = tile_cell(buf, name);
        block(buf, x, y, 5, 2)
    };
    assert_eq!(medium("d1"), ["▗███▖", "▝███▘"]);
    assert_eq!(medium("d11"), ["▗▛▀▜▖", "▝▙▄▟▘"]);
    assert_eq!(medium("c3"), [" ▗█▖ ", "▟███▙"]);
    assert_eq!(medium("c8"), [" ▗█▖ ", "▟█▄█▙"]);
    assert_eq!(medium("c2"), ["▐███▌", "▐███▌"]);
    assert_eq!(medium("c9"), ["▐▛▀▜▌", "▐▙▄▟▌"]);
    assert_eq!(medium("d3"), [" ▄█▄ ", "▐███▌"]);
    assert_eq!(medium("d9"), [" ▄█▄ ", "▐▙▄▟▌"]);
    // The panel's counts: solid shapes for Red, hollow ones for Green, all in common fonts.
    let text: String = (0..32).map(|y| row_text(buf, y) + "\n").collect();
    assert!(text.contains("●6  ▲3  ■3  ◆1"), "{text}");
    assert!(text.contains("○6  △3  □3  ◇1"), "{text}");
    assert!(!text.contains('⬟'), "the pentagon glyph most fonts lack");
}

#[test]
fn a_fill_covers_the_whole_hexagon_outline_included() {
    let (mut app, _) = app();
    app.start_game(setup(Player::Human, Player::Human), false).unwrap();
    let t = render(&mut app, 130, 32);
    let buf = t.backend().buffer();
    let gold = Theme { ascii: false, name: ThemeName::Colour, depth: Depth::TrueColour }.gold().bg.unwrap();
    // f5's hexagon at half-width 4: upright sides 4 cells either side of the centre on the
    // first upright row, slopes 3 and 1 cells out on the two rows above and below, the top
    // and bottom points on the centre column.
    let (x, y) = tile_cell(buf, "f5");
    let rim = [(x - 4, y), (x + 4, y), (x - 3, y - 1), (x + 3, y - 1), (x - 1, y - 2), (x + 1, y - 2)];
    let rim_below = [(x - 3, y + 1), (x + 3, y + 1), (x - 1, y + 2), (x + 1, y + 2)];
    for (cx, cy) in rim.into_iter().chain(rim_below) {
        assert_eq!(buf[(cx, cy)].bg, gold, "outline cell ({cx}, {cy}) of f5");
        assert_ne!(buf[(cx, cy)].symbol(), " ", "the outline is still drawn at ({cx}, {cy})");
    }
    for (cx, cy) in [(x, y - 2), (x - 3, y), (x + 2, y + 1), (x, y + 2)] {
        assert_eq!(buf[(cx, cy)].bg, gold, "inside cell ({cx}, {cy}) of f5");
    }
    // Just outside: the neighbours' insides keep no fill.
    for (cx, cy) in [(x - 5, y), (x + 5, y), (x - 2, y - 2), (x + 2, y - 2)] {
        assert_eq!(buf[(cx, cy)].bg, Color::Reset, "({cx}, {cy}) is outside f5");
    }
}

#[test]
fn colour_blind_theme_is_named_on_the_command_line_in_settings_and_on_screen() {
    use clap::Parser;
    use tactigon::cli::Cli;
    for spelling in ["colour-blind", "color-blind"] {
        assert_eq!(spelling.parse::<ThemeName>(), Ok(ThemeName::ColourBlind));
        let cli = Cli::try_parse_from(["tactigon", "--theme", spelling]).unwrap();
        assert_eq!(cli.look.theme, Some(ThemeName::ColourBlind));
    }
    let err = "purple".parse::<ThemeName>().unwrap_err().to_string();
    assert!(err.contains("colour-blind"), "{err}");
    // The settings file spells it in kebab case and reads either spelling back.
    let s = tactigon_tui::settings::Settings { theme: ThemeName::ColourBlind, ..Default::default() };
    let text = toml::to_string(&s).unwrap();
    assert!(text.contains("theme = \"colour-blind\""), "{text}");
    let back: tactigon_tui::settings::Settings = toml::from_str("theme = \"color-blind\"").unwrap();
    assert_eq!(back.theme, ThemeName::ColourBlind);
    // The settings screen's Colours row cycles colour -> high contrast -> colour blind.
    use crossterm::event::KeyCode::{Char, Down, Right};
    let (mut app, now) = app();
    keys(&mut app, now, &[Char('s'), Down, Down]);
    let row = |app: &mut App| {
        let t = render(app, 80, 24);
        let buf = t.backend().buffer();
        (0..24).map(|y| row_text(buf, y)).find(|r| r.contains("Colours")).expect("the Colours row")
    };
    for want in ["high contrast", "colour blind", "colour"] {
        key(&mut app, now, Right);
        let shown = row(&mut app);
        let value = shown.split_once('◀').and_then(|(_, v)| v.split_once('▶')).map(|(v, _)| v.trim());
        assert_eq!(value, Some(want), "{shown}");
    }
    assert_eq!(app.settings.theme, ThemeName::Colour);
}

/// The glyphs checked (with fontTools) to be in DejaVu Sans Mono, Noto Sans Mono and
/// Liberation Mono (1.07 and 2.1): the menu's title, the thinking spinner and the marks of
/// solved puzzles and finished lessons use only these beyond ASCII and the box and block
/// lines (`√` rather than `✓`, which only DejaVu has).
const IN_EVERY_FONT: &str = "●○■□▲·•√";

/// The characters of `text` that some common monospace font may lack.
pub(crate) fn unusual(text: &str) -> Vec<char> {
    let lines = |c: char| ('\u{2500}'..='\u{259f}').contains(&c);
    text.chars().filter(|&c| !c.is_ascii() && !lines(c) && !IN_EVERY_FONT.contains(c)).collect()
}

#[test]
fn the_menu_title_and_the_thinking_spinner_use_glyphs_common_fonts_have() {
    let (mut app, _) = app();
    let t = render(&mut app, 80, 24);
    let title: String = (0..24).map(|y| row_text(t.backend().buffer(), y)).find(|r| r.contains("T A C T")).unwrap();
    assert_eq!(unusual(&title), Vec::<char>::new(), "{title}");
    let now = std::time::Instant::now();
    let mut app = watching_experts(now);
    for ms in (0..1000).step_by(100) {
        tick(&mut app, later(now, ms));
        assert!(app.session().unwrap().thinking_since().is_some(), "the bot is thinking");
        let t = render(&mut app, 120, 40);
        let line: String = (0..40).map(|y| row_text(t.backend().buffer(), y)).find(|r| r.contains("thinking")).unwrap();
        let after = &line[line.find("thinking").unwrap()..];
        assert_eq!(unusual(after), Vec::<char>::new(), "{after}");
    }
}

#[test]
fn a_gold_destination_keeps_a_gold_ring_and_ascii_counts_use_the_boards_letters() {
    let (mut app, now) = app();
    app.start_game(setup(Player::Human, Player::Human), false).unwrap();
    // The triangle on c3 (d3 -> c2 -> c3) reaches the gold b5 in three steps (tui_styles).
    for k in [crossterm::event::KeyCode::Up, crossterm::event::KeyCode::Right, crossterm::event::KeyCode::Enter] {
        key(&mut app, now, k);
    }
    let t = render(&mut app, 130, 32);
    let buf = t.backend().buffer();
    let theme = Theme { ascii: false, name: ThemeName::Colour, depth: Depth::TrueColour };
    let (x, y) = tile_cell(buf, "b5");
    assert_eq!(buf[(x + 3, y)].bg, theme.destination().bg.unwrap(), "inside b5: a destination");
    assert_eq!(buf[(x - 4, y)].bg, theme.gold().bg.unwrap(), "b5's left side: gold");
    assert_eq!(buf[(x - 3, y - 1)].bg, theme.gold().bg.unwrap(), "b5's upper left slope: gold");
    // ASCII mode: Green's pieces are lower case on the board, and so in the counts.
    let ascii = Theme { ascii: true, ..theme };
    assert_eq!(ascii.side_glyph(tactigon_rules::Kind::Circle, tactigon_rules::Side::Green), "c");
    assert_eq!(ascii.side_glyph(tactigon_rules::Kind::Pentagon, tactigon_rules::Side::Red), "P");
}
