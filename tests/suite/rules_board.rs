//! Boards: the three built-in boards (RULES.md §1 and the variants) and the errors for
//! malformed board texts.

use tactigon_rules::hex::GridError;
use tactigon_rules::{Board, BoardError, BoardErrorKind, Kind, Piece, Side, Tile, bit};

fn index(board: &Board, name: &str) -> u8 {
    board.index(name.parse::<Tile>().unwrap()).unwrap()
}

#[test]
fn standard_board_matches_rules_md() {
    let b = Board::standard();
    assert_eq!(b.name(), "standard");
    assert_eq!(b.len(), 53);
    assert_eq!(b.rows(), 7);
    let widths: Vec<usize> = (0..7).map(|r| b.row_len(r)).collect();
    assert_eq!(widths, [2, 9, 10, 11, 10, 9, 2]);
    assert_eq!(b.gold(), bit(index(b, "b5")) | bit(index(b, "f5")));
    // Doubled coordinates from the diagram: a1 at column 9, d1 at 0, d11 at 20.
    assert_eq!(b.coord(index(b, "a1")), (0, 9));
    assert_eq!(b.coord(index(b, "d1")), (3, 0));
    assert_eq!(b.coord(index(b, "d11")), (3, 20));
    // b5 (1,10) touches b4, b6, a1, a2, c5, c6.
    let expected = ["b4", "b6", "a1", "a2", "c5", "c6"].iter().fold(0, |acc, n| acc | bit(index(b, n)));
    assert_eq!(b.neighbours(index(b, "b5")), expected);
    // 13 pieces a side: 6 circles, 3 triangles, 3 squares, 1 pentagon.
    for side in Side::ALL {
        for (kind, n) in [(Kind::Circle, 6), (Kind::Triangle, 3), (Kind::Square, 3), (Kind::Pentagon, 1)] {
            let count = b.start_pieces().iter().filter(|(_, p)| *p == Piece::new(side, kind)).count();
            assert_eq!(count, n, "{side} {kind}");
        }
    }
}

/// Hand counts from assets/boards/*.txt: large rows 3+10+11+12+13+12+11+10+3 = 85,
/// huge rows 7+12+13+14+15+14+13+12+7 = 107.
/// Row widths counted by hand in assets/boards/large.txt and huge.txt; the gold `*` is the
/// 6th tile of rows c and g on large, the 7th on huge; README: gold is 5 steps from both
/// pentagons on large, 6 on huge.
#[test]
fn larger_boards_have_the_advertised_sizes() {
    for (name, len, widths, gold, steps) in [
        ("large", 85, vec![3, 10, 11, 12, 13, 12, 11, 10, 3], ["c6", "g6"], 5),
        ("huge", 107, vec![7, 12, 13, 14, 15, 14, 13, 12, 7], ["c7", "g7"], 6),
    ] {
        let b = Board::builtin(name).unwrap();
        assert_eq!(b.len(), len, "{name}");
        assert_eq!((0..b.rows()).map(|r| b.row_len(r)).collect::<Vec<_>>(), widths, "{name}");
        assert_eq!(b.gold(), bit(index(b, gold[0])) | bit(index(b, gold[1])), "{name}");
        let pentagon = |side| b.start_pieces().iter().find(|(_, p)| *p == Piece::new(side, Kind::Pentagon)).unwrap().0;
        for side in Side::ALL {
            assert_eq!(b.distance(index(b, gold[0]), pentagon(side)), steps, "{name} {side}");
        }
    }
}

/// Tile (r, c) and (rows-1-r, maxc-c) are both tiles, both gold or both not, and hold the
/// same kind of piece of opposite sides at the start.
#[test]
fn boards_are_point_symmetric() {
    for name in ["standard", "large", "huge"] {
        let b = Board::builtin(name).unwrap();
        let maxc = b.columns() - 1;
        let piece_at = |i: u8| b.start_pieces().iter().find(|(j, _)| *j == i).map(|&(_, p)| p);
        for i in 0..b.len() as u8 {
            let (r, c) = b.coord(i);
            let mirror = (b.rows() - 1 - r, maxc - c);
            let j = (0..b.len() as u8).find(|&j| b.coord(j) == mirror);
            let j = j.unwrap_or_else(|| panic!("{name}: {} has no mirror tile", b.tile(i)));
            assert_eq!(b.gold() & bit(i) != 0, b.gold() & bit(j) != 0, "{name}: gold at {}", b.tile(i));
            let swapped = piece_at(j).map(|p| Piece::new(p.side.other(), p.kind));
            assert_eq!(piece_at(i), swapped, "{name}: pieces at {} and {}", b.tile(i), b.tile(j));
        }
    }
}

#[test]
fn gold_tiles_are_equally_far_from_both_pentagons() {
    for name in ["standard", "large", "huge"] {
        let b = Board::builtin(name).unwrap();
        let pentagon = |side| {
            b.start_pieces().iter().find(|(_, p)| *p == Piece::new(side, Kind::Pentagon)).map(|&(i, _)| i).unwrap()
        };
        let (red, green) = (pentagon(Side::Red), pentagon(Side::Green));
        for g in (0..b.len() as u8).filter(|&i| b.gold() & bit(i) != 0) {
            assert_eq!(b.distance(g, red), b.distance(g, green), "{name}: gold {}", b.tile(g));
        }
    }
    // Hand check on the standard board: b5 (1,10) to d3 (3,4) is 2 rows and 6 columns:
    // 2 diagonal steps cover 2 columns, 2 row steps the other 4 -> 4.
    let b = Board::standard();
    assert_eq!(b.distance(index(b, "b5"), index(b, "d3")), 4);
    assert_eq!(b.distance(index(b, "d1"), index(b, "d11")), 10);
}

fn error(text: &str) -> BoardError {
    text.parse::<Board>().unwrap_err()
}

fn assert_error(text: &str, line: usize, column: usize, words: &str) {
    let e = error(text);
    assert_eq!((e.line, e.column), (line, column), "{text:?}: {e}");
    assert!(e.kind.to_string().contains(words), "{text:?}: {e}");
}

#[test]
fn malformed_boards_say_what_and_where() {
    assert_error("name: x\nP Q p\n", 2, 3, "unexpected 'Q'");
    assert_error("name: x\nP   p\n", 2, 5, "two columns apart");
    assert_error("name: x\nP . p\n. .\n", 3, 1, "off the hex grid");
    assert_error("name: x\ncolour: red\nP . p\n", 2, 1, "unknown setting 'colour'");
    assert_error("# only a comment\nP . p\n", 0, 0, "missing 'name: NAME'");
    assert_error("name: two words\nP . p\n", 1, 0, "one word");
    assert_error("name: x\n", 0, 0, "no rows");
    // "gold: a2 z9": z9 starts at character 10 of line 2.
    assert_error("name: x\ngold: a2 z9\nP . p\n", 2, 10, "z9 is not on the board");
    assert_error("name: x\ngold: a0\nP . p\n", 2, 7, "'a0' is not a tile");
    assert_error("name: x\n# red has no pentagon\nC . p\n", 3, 0, "red must start with exactly one pentagon, not 0");
    assert_eq!(
        error("name: x\nP Q p\n").to_string(),
        "board line 2, column 3: unexpected 'Q' (tiles are '.', '*' or a piece letter C T S P c t s p)"
    );
}

#[test]
fn resolve_finds_builtins_and_reports_unknown_names() {
    assert!(std::ptr::eq(tactigon_games::storage::resolve_board("large").unwrap(), Board::builtin("large").unwrap()));
    let e = tactigon_games::storage::resolve_board("no-such-board-file.txt").unwrap_err();
    assert!(e.to_string().contains("standard, large, huge"), "{e}");
}

#[test]
fn board_text_round_trips_and_interning_shares_equal_boards() {
    // The built-in files are written in the same form as the board writes itself, comments aside.
    for (name, text) in tactigon_rules::BUILTIN {
        let uncommented: String = text.lines().filter(|l| !l.starts_with('#')).map(|l| format!("{l}\n")).collect();
        assert_eq!(Board::builtin(name).unwrap().to_string(), uncommented, "{name}");
    }
    for (name, text) in tactigon_rules::BUILTIN {
        let board: Board = text.parse().unwrap();
        let written = board.to_string();
        let again: Board = written.parse().unwrap();
        assert_eq!(again.to_string(), written, "{name}");
        assert!(again == board, "{name}");
        // The same content, however it was written, is the built-in board itself.
        assert!(std::ptr::eq(Board::intern(again), Board::builtin(name).unwrap()), "{name}");
    }
    // A board with a gold tile under a piece needs the gold line to come back.
    let text = "name: tiny\ngold: a1\n P .\n. . p\n";
    let board: Board = text.parse().unwrap();
    assert_eq!(board.to_string(), text);
    let first = Board::intern(text.parse().unwrap());
    let second = Board::intern(board);
    assert!(std::ptr::eq(first, second));
}

#[test]
fn board_errors_have_typed_kinds() {
    let z9 = Tile::new(25, 9);
    assert_eq!(error("name: x\ngold: a2 z9\nP . p\n").kind, BoardErrorKind::GoldNotOnBoard(z9));
    assert_eq!(error("name: x\nP Q p\n").kind, BoardErrorKind::UnexpectedChar('Q'));
    assert_eq!(error("name: x\ncolour: red\nP . p\n").kind, BoardErrorKind::UnknownSetting("colour".into()));
    assert_eq!(error("name: x\nC . p\n").kind, BoardErrorKind::PentagonCount { side: Side::Red, count: 0 });
    assert_eq!(error("name: x\n").kind, BoardErrorKind::Grid(GridError::NoRows));
}

/// A crafted board far to the right (it once wrapped the screen layout's u16 width) is refused
/// where it goes wrong.
#[test]
fn a_tile_far_to_the_right_is_refused() {
    let text = format!("name: far\nP\n{}p\n", " ".repeat(10_917));
    let e = text.parse::<Board>().unwrap_err();
    assert_eq!((e.line, e.column), (3, 10_918));
    assert!(e.to_string().contains("too far right: tiles stand in columns 1 to 256"), "{e}");
    // The last column allowed still reads.
    let edge = format!("name: edge\nP\n{}p\n", " ".repeat(255));
    assert_eq!(edge.parse::<Board>().unwrap().columns(), 256);
}
