//! `tactigon render` as a user runs it: pictures of positions and recorded games written to
//! files, checked at pixels worked out by hand, and one-line refusals that write nothing.
//!
//! Geometry (crates/picture/src/scene.rs): cells of circumradius R = 32 px, 27.71 px per
//! doubled column, rows 48 px apart, a 12.8 px margin: the tile at row r and doubled column c
//! of the standard board (its leftmost column 0) is centred on (12.8 + 27.71·(c + 1), 44.8 + 48·r).

use crate::tui_support::TempDir;
use std::path::Path;
use std::process::{Command, Output};
use tactigon_core::History;
use tactigon_core::record::{Record, write_all};
use tactigon_rules::{Board, Position, Rules, Tactigon};
use tiny_skia::Pixmap;

fn tactigon(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tactigon")).args(args).output().expect("the binary runs")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// The colour of the pixel under the centre of the tile at row `r`, doubled column `c`,
/// `dx` pixels to its right.
fn at(pic: &Pixmap, r: f32, c: f32, dx: f32) -> (u8, u8, u8) {
    let (x, y) = (12.8 + 27.7128 * (c + 1.0) + dx, 44.8 + 48.0 * r);
    let p = pic.pixel(x as u32, y as u32).expect("inside the picture");
    (p.red(), p.green(), p.blue())
}

fn png(path: &Path) -> Pixmap {
    Pixmap::decode_png(&std::fs::read(path).expect("the file written")).expect("a PNG")
}

const RED: (u8, u8, u8) = (0xc8, 0x2a, 0x2a);
const PLAIN: (u8, u8, u8) = (0xe6, 0xe0, 0xcf);
const BLUE: (u8, u8, u8) = (0x1f, 0x6f, 0xe0);

/// A record of the standard game with Red's d5 circle moved to d6 and one reply.
fn record(dir: &TempDir) -> std::path::PathBuf {
    let mut game: History<Tactigon> =
        History::new(Position::start(Board::standard(), Rules::default()), tactigon_core::DrawRules::default());
    let first =
        if game.position().turn() == tactigon_rules::Side::Red { ["d5-d6", "d7-c6"] } else { ["d7-e6", "d5-d6"] };
    for m in first {
        game.play(m.parse().expect("a move")).expect("legal");
    }
    let path = dir.0.join("game.tgn");
    std::fs::write(&path, write_all(&[Record::new(game, "test", "a", "b")])).expect("written");
    path
}

#[test]
fn a_position_becomes_a_png_with_its_pieces_where_the_geometry_says() {
    let dir = TempDir::new();
    let out = dir.0.join("start.png");
    let o = tactigon(&["render", "-o", out.to_str().expect("UTF-8")]);
    assert!(o.status.success(), "{}", stderr(&o));
    let pic = png(&out);
    // RULES.md §1: d3 (row 3, column 4) is Red's pentagon, d6 (column 10) empty.
    assert_eq!(at(&pic, 3.0, 4.0, 0.0), RED);
    assert_eq!(at(&pic, 3.0, 10.0, 0.0), PLAIN);
    // --flip: half a turn puts d3 at column 20 − 4 = 16.
    let flipped = dir.0.join("flipped.png");
    assert!(tactigon(&["render", "--flip", "-o", flipped.to_str().expect("UTF-8")]).status.success());
    assert_eq!(at(&png(&flipped), 3.0, 16.0, 0.0), RED);
}

#[test]
fn a_record_renders_any_of_its_positions_and_animates_as_a_gif() {
    let dir = TempDir::new();
    let file = record(&dir);
    let one = dir.0.join("one.png");
    let o = tactigon(&["render", file.to_str().expect("UTF-8"), "--move", "1", "-o", one.to_str().expect("UTF-8")]);
    assert!(o.status.success(), "{}", stderr(&o));
    // After the first move d6 holds a piece whose tile is ringed: the ring's left side is
    // 0.86·R·√3/2 = 23.83 px left of the centre.
    let pic = png(&one);
    assert_ne!(at(&pic, 3.0, 10.0, 0.0), PLAIN);
    assert_eq!(at(&pic, 3.0, 10.0, -23.83), BLUE);
    let gif = dir.0.join("game.gif");
    assert!(tactigon(&["render", file.to_str().expect("UTF-8"), "-o", gif.to_str().expect("UTF-8")]).status.success());
    let bytes = std::fs::read(&gif).expect("written");
    let mut decoder = gif::DecodeOptions::new().read_info(bytes.as_slice()).expect("a GIF");
    let mut frames = 0;
    while decoder.read_next_frame().expect("a frame").is_some() {
        frames += 1;
    }
    assert_eq!(frames, 3, "the start and two moves");
    let svg = dir.0.join("game.svg");
    assert!(tactigon(&["render", file.to_str().expect("UTF-8"), "-o", svg.to_str().expect("UTF-8")]).status.success());
    let text = std::fs::read_to_string(&svg).expect("written");
    assert!(text.starts_with("<svg "), "{text}");
    // The last move's two tiles are ringed.
    assert_eq!(text.matches(r#"class="last-move "#).count(), 2);
    assert_eq!(text.matches(r#"class="piece "#).count(), 26, "no capture in two moves");
}

#[test]
fn an_existing_file_is_kept_unless_forced() {
    let dir = TempDir::new();
    let out = dir.0.join("board.png");
    std::fs::write(&out, "mine").expect("written");
    let o = tactigon(&["render", "-o", out.to_str().expect("UTF-8")]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).ends_with("already exists: add --force to replace it\n"), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(&out).expect("kept"), "mine");
    assert!(tactigon(&["render", "--force", "-o", out.to_str().expect("UTF-8")]).status.success());
    assert!(std::fs::read(&out).expect("replaced").starts_with(b"\x89PNG"));
}

#[test]
fn bad_requests_are_one_line_errors_and_write_nothing() {
    let dir = TempDir::new();
    let file = record(&dir);
    let file = file.to_str().expect("UTF-8");
    let out = dir.0.join("x.png");
    let o = out.to_str().expect("UTF-8");
    let jpg = dir.0.join("x.jpg");
    let missing = dir.0.join("none.tgn");
    for (args, expected) in [
        (
            vec!["render", "-o", jpg.to_str().expect("UTF-8")],
            "'.jpg' is not a picture format: end the file name in .png, .svg or .gif",
        ),
        (
            vec!["render", file, "--move", "5", "-o", o],
            "move 5 is past the game's end: it has 2 moves (0 is the start)",
        ),
        (
            vec!["render", "--game", "2", "-o", o],
            "--game N picks a game of a record file, and no record file (.tgn) was given",
        ),
        (
            vec!["render", file, "--game", "taacoca", "-o", o],
            "--game names a position's game; for a record file it is the number of a game in the file",
        ),
        (vec!["render", "--game", "taacoca", "5/6/7/8/9/8/7/6/5", "q", "-o", o], ""),
        (vec!["render", missing.to_str().expect("UTF-8"), "-o", o], ""),
    ] {
        let result = tactigon(&args);
        assert_eq!(result.status.code(), Some(2), "{args:?}");
        let text = stderr(&result);
        assert_eq!(text.lines().count(), 1, "{args:?}: {text}");
        assert!(text.starts_with("tactigon: "), "{args:?}: {text}");
        if !expected.is_empty() {
            assert_eq!(text, format!("tactigon: {expected}\n"), "{args:?}");
        }
        assert!(!out.exists() && !jpg.exists(), "{args:?} wrote a file");
    }
}
