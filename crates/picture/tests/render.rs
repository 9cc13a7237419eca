//! Pictures of known positions checked against the board's geometry worked out by hand: cells
//! of circumradius R = 32 px are √3·R = 55.43 px wide (27.71 px per doubled column) and rows
//! 1.5·R = 48 px apart, inside a margin of 0.4·R = 12.8 px, so the cell at row r and doubled
//! column c (the board's leftmost column being 0) is centred on
//! x = 12.8 + (c + 1)·27.71, y = 12.8 + 32 + 48·r.

use tactigon_core::DrawRules;
use tactigon_core::History;
use tactigon_picture::{Format, Options, PictureError, render};
use tactigon_rules::{Board, Rules, Tactigon};
use tiny_skia::Pixmap;

/// The pixel's colour at (x, y).
fn colour(pixmap: &Pixmap, x: f32, y: f32) -> (u8, u8, u8) {
    let p = pixmap.pixel(x as u32, y as u32).expect("a pixel inside the picture");
    (p.red(), p.green(), p.blue())
}

/// The centre of the cell at row `r` and doubled column `c`.
fn centre(r: f32, c: f32) -> (f32, f32) {
    (12.8 + (c + 1.0) * 27.7128, 44.8 + 48.0 * r)
}

fn tactigon_start() -> History<Tactigon> {
    History::new(tactigon_rules::Position::start(Board::standard(), Rules::default()), DrawRules::default())
}

fn taacoca_start() -> History<taacoca::Taacoca> {
    History::new(taacoca::Position::start(5).expect("the standard size"), DrawRules::default())
}

fn png<G: tactigon_picture::Pictured>(game: &History<G>, ply: Option<usize>, flip: bool) -> Pixmap {
    let bytes = render(game, ply, Format::Png, Options { flip, ..Options::default() }).expect("a picture");
    Pixmap::decode_png(&bytes).expect("a PNG")
}

const RED: (u8, u8, u8) = (0xc8, 0x2a, 0x2a);
const GREEN: (u8, u8, u8) = (0x1e, 0x8c, 0x3c);
const HOLLOW: (u8, u8, u8) = (0xfd, 0xfd, 0xf8);
const PLAIN: (u8, u8, u8) = (0xe6, 0xe0, 0xcf);
const GOLD: (u8, u8, u8) = (0xf0, 0xc2, 0x3c);
const HOME: (u8, u8, u8) = (0xc9, 0xd8, 0xe6);
const BLUE: (u8, u8, u8) = (0x1f, 0x6f, 0xe0);

#[test]
fn tactigon_start_cells_have_their_pieces_and_grounds() {
    // RULES.md §1: row d (r = 3) holds C T P S C . c s p t c at columns 0, 2, …, 20 and is
    // the widest row, so the picture is 22 half-cells wide: 22·27.71 + 25.6 = 635.3 → 636 px,
    // and 6·48 + 64 + 25.6 = 377.6 → 378 px high.
    let pic = png(&tactigon_start(), None, false);
    assert_eq!((pic.width(), pic.height()), (636, 378));
    let (x, y) = centre(3.0, 4.0); // d3, Red's pentagon: solid red.
    assert_eq!(colour(&pic, x, y), RED);
    let (x, y) = centre(3.0, 16.0); // d9, Green's pentagon: hollow.
    assert_eq!(colour(&pic, x, y), HOLLOW);
    // d7, a Green circle of radius 0.46·R = 14.72 px drawn with a 4.48 px line: its right
    // edge, 14.72 px right of the centre, is green.
    let (x, y) = centre(3.0, 12.0);
    assert_eq!(colour(&pic, x + 14.72, y), GREEN);
    let (x, y) = centre(3.0, 10.0); // d6: empty and plain.
    assert_eq!(colour(&pic, x, y), PLAIN);
    let (x, y) = centre(1.0, 10.0); // b5 (row b holds tiles at columns 2..18): gold.
    assert_eq!(colour(&pic, x, y), GOLD);
}

#[test]
fn flipping_turns_the_board_half_a_turn() {
    // Half a turn takes d3 (row 3, column 4) to row 3, column 20 − 4 = 16, where d9 was.
    let pic = png(&tactigon_start(), None, true);
    let (x, y) = centre(3.0, 16.0);
    assert_eq!(colour(&pic, x, y), RED);
    let (x, y) = centre(3.0, 4.0);
    assert_eq!(colour(&pic, x, y), HOLLOW);
}

#[test]
fn the_last_move_is_ringed_without_hiding_the_ground() {
    let mut game = tactigon_start();
    let side = game.position().turn();
    // Each side's circle next to the empty middle tile d6: Red's d5, Green's d7.
    let m = if side == tactigon_rules::Side::Red { "d5-d6" } else { "d7-d6" };
    game.play(m.parse().expect("a move")).expect("a legal move");
    let pic = png(&game, None, false);
    // The ring is a hexagon of circumradius 0.86·R = 27.52 px; its left side is
    // 27.52·√3/2 = 23.83 px left of the centre.
    let (x, y) = centre(3.0, 10.0);
    assert_eq!(colour(&pic, x - 23.83, y), BLUE);
    // Inside the ring the ground still shows: 21 px left and 8 px up is 22.5 px from the
    // centre, past the circle (14.72 px and half its 1.6 px edge) and short of the ring's line
    // (from 22.23 px left).
    assert_eq!(colour(&pic, x - 21.0, y - 8.0), PLAIN);
    // The start position has no last move: no blue there.
    let start = png(&game, Some(0), false);
    assert_eq!(colour(&start, x - 23.83, y), PLAIN);
}

#[test]
fn taacoca_start_has_home_rows_and_both_sides_stones() {
    // Side 5: nine rows, the middle one 9 cells at columns 0..16; row a's 5 cells start at
    // column 9 − 5 = 4.
    let pic = png(&taacoca_start(), None, false);
    let (x, y) = centre(0.0, 4.0); // a1: Black's solid stone.
    assert_eq!(colour(&pic, x, y), (0x1c, 0x1c, 0x1c));
    let (x, y) = centre(8.0, 4.0); // i1: White's hollow stone.
    assert_eq!(colour(&pic, x, y), HOLLOW);
    let (x, y) = centre(4.0, 8.0); // e5: empty.
    assert_eq!(colour(&pic, x, y), PLAIN);
    // a1's home-row ground shows round the stone of radius 0.5·R = 16 px: 22 px left.
    let (x, y) = centre(0.0, 4.0);
    assert_eq!(colour(&pic, x - 22.0, y), HOME);
}

#[test]
fn svg_parses_and_names_every_piece() {
    let bytes = render(&tactigon_start(), None, Format::Svg, Options::default()).expect("an SVG");
    let text = String::from_utf8(bytes).expect("UTF-8");
    let doc = roxmltree::Document::parse(&text).expect("well-formed XML");
    let pieces: Vec<&str> =
        doc.descendants().filter_map(|n| n.attribute("class")).filter(|c| c.starts_with("piece ")).collect();
    // RULES.md §1: 13 pieces a side.
    assert_eq!(pieces.len(), 26);
    assert!(pieces.contains(&"piece red pentagon d3"), "{pieces:?}");
    assert!(pieces.contains(&"piece green pentagon d9"), "{pieces:?}");
    assert_eq!(pieces.iter().filter(|c| c.starts_with("piece green circle")).count(), 6);
    let cells = doc.descendants().filter(|n| n.attribute("class").is_some_and(|c| c.starts_with("cell "))).count();
    assert_eq!(cells, 53);
    let taacoca = render(&taacoca_start(), None, Format::Svg, Options::default()).expect("an SVG");
    let text = String::from_utf8(taacoca).expect("UTF-8");
    let doc = roxmltree::Document::parse(&text).expect("well-formed XML");
    let stones = doc.descendants().filter(|n| n.attribute("class").is_some_and(|c| c.starts_with("piece "))).count();
    // RULES-taacoca.md §2: 12 stones a side.
    assert_eq!(stones, 24);
}

#[test]
fn a_gif_has_one_frame_per_position() {
    let mut game = taacoca_start();
    for _ in 0..3 {
        let m = game.legal_moves()[0];
        game.play(m).expect("a legal move");
    }
    let bytes = render(&game, None, Format::Gif, Options::default()).expect("a GIF");
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options.read_info(bytes.as_slice()).expect("a GIF");
    let mut frames = 0;
    while decoder.read_next_frame().expect("a frame").is_some() {
        frames += 1;
    }
    assert_eq!(frames, 4, "the start and three moves");
    let upto = render(&game, Some(1), Format::Gif, Options::default()).expect("a GIF");
    let mut decoder = gif::DecodeOptions::new().read_info(upto.as_slice()).expect("a GIF");
    let mut frames = 0;
    while decoder.read_next_frame().expect("a frame").is_some() {
        frames += 1;
    }
    assert_eq!(frames, 2, "the start and the first move");
}

#[test]
fn bad_requests_are_refused_with_a_reason() {
    let game = tactigon_start();
    let past = render(&game, Some(3), Format::Png, Options::default()).unwrap_err();
    assert_eq!(past, PictureError::MoveOutOfRange { asked: 3, moves: 0 });
    assert_eq!(past.to_string(), "move 3 is past the game's end: it has 0 moves (0 is the start)");
    let huge = Options { radius: 5000.0, flip: false };
    assert!(matches!(render(&game, None, Format::Png, huge), Err(PictureError::TooLarge { .. })));
    let ext = Format::of_path(std::path::Path::new("board.jpeg")).unwrap_err();
    assert_eq!(ext.to_string(), "'.jpeg' is not a picture format: end the file name in .png, .svg or .gif");
    assert_eq!(Format::of_path(std::path::Path::new("b.SVG")), Ok(Format::Svg));
    assert_eq!("gif".parse::<Format>().map(|f| f.to_string()), Ok("gif".to_string()));
}
