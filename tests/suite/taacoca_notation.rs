//! Taacoca's notation (RULES-taacoca.md §5): cells, moves and position text, their errors,
//! and its records (the `Game`, `Size` and `Start` tags).

use ::taacoca::{Cell, Direction, Move, Position, Side, Taacoca, new_game};
use tactigon_core::record::{Record, parse_records_of};
use tactigon_games::games::GameKind;
use tactigon_games::games::game_of;

#[test]
fn typed_moves_in_any_order_and_case_are_written_sorted() {
    let m: Move = "NW:i5,G3,h2".parse().unwrap();
    assert_eq!(m.to_string(), "nw:g3,h2,i5");
    assert_eq!(m.direction(), Direction::Nw);
    assert_eq!(m.cells(), [Cell::new(6, 3), Cell::new(7, 2), Cell::new(8, 5)]);
    assert_eq!(" se:c4,a1,b3 ".parse::<Move>().unwrap().to_string(), "se:a1,b3,c4");
    assert_eq!("ne:e1".parse::<Move>().unwrap().to_string(), "ne:e1");
}

#[test]
fn bad_move_words_say_what_is_wrong() {
    let err = |s: &str| s.parse::<Move>().unwrap_err().to_string();
    assert_eq!(err("nwg3"), "'nwg3' is not a move (direction:cells, like nw:g3,h2,i5)");
    assert_eq!(err("up:g3"), "'up' is not a direction (nw, ne, sw or se)");
    assert_eq!(err("nw:g0"), "'g0' is not a cell (a row letter and a number, like e5)");
    assert_eq!(err("nw:"), "'' is not a cell (a row letter and a number, like e5)");
    assert_eq!(err("nw:g3,G3"), "g3 is named twice");
    assert_eq!(err("nw:a1,a2,a3,a4"), "a move names 1 to 3 cells, not 4");
}

#[test]
fn cells_are_checked_against_the_board() {
    assert_eq!(Cell::parse("E9", 5).unwrap().to_string(), "e9");
    assert_eq!(Cell::parse("e10", 5).unwrap_err().to_string(), "e10 is not on the board of side 5");
    assert_eq!(Cell::parse("j1", 5).unwrap_err().to_string(), "j1 is not on the board of side 5");
    assert!(Cell::parse("y1", 13).is_ok());
    assert_eq!("e5".parse::<Direction>().unwrap_err().to_string(), "'e5' is not a direction (nw, ne, sw or se)");
    assert_eq!("Se".parse::<Direction>().unwrap(), Direction::Se);
}

#[test]
fn position_texts_of_every_start_read_back() {
    for n in 3..=13 {
        let start = Position::start(n).unwrap();
        let text = start.to_string();
        assert_eq!(text.parse::<Position>().unwrap(), start, "{text}");
    }
    let midgame = "1BB1B/6/2B1B2/2B2WB1/3BBB1W1/1WWWW3/2W1W2/2W3/1W2W b";
    let pos: Position = midgame.parse().unwrap();
    assert_eq!(pos.to_string(), midgame);
    assert_eq!(pos.turn(), Side::Black);
    assert_eq!(pos.stone(Cell::new(3, 6)), Some(Side::White));
    assert_eq!(pos.stone(Cell::new(3, 7)), Some(Side::Black));
    assert_eq!(pos.stone(Cell::new(3, 8)), None);
}

#[test]
fn bad_position_texts_say_what_is_wrong() {
    let err = |s: &str| s.parse::<Position>().unwrap_err().to_string();
    assert_eq!(err("BBBBB/1BBBB1"), "a position is rows separated by '/', a space and w or b (like BBBBB/…/WWWWW w)");
    assert_eq!(err("5/6/7/8/9/8/7/6/5 x"), "the side to move must be w or b, not 'x'");
    assert_eq!(err("5/6/7/8 w"), "4 rows: a board of side n has 2n-1 rows (5 to 25)");
    assert_eq!(err("5/6/7/8/9/8/7/6/4X w"), "row i: 'X' is not W, B or a number of empty cells");
    assert_eq!(err("5/6/7/8/9/8/7/6/4 w"), "row i has 5 cells, not 4");
    assert_eq!(err("5/6/7/8/9/8/7/6/WWWWWW w"), "row i has 5 cells, not 6");
    assert_eq!(err("5/6/7/8/9/8/7/6/12 w"), "row i has 5 cells, not 12");
}

#[test]
fn more_stones_than_the_start_has_are_refused() {
    let err = |s: &str| s.parse::<Position>().unwrap_err().to_string();
    // 9 + 11 + 13 + 11 White stones on side 7, whose start gives each side 18: once
    // accepted, this overflowed the move generator's room for 36 stones.
    assert_eq!(
        err("B6/8/WWWWWWWWW/10/WWWWWWWWWWW/12/WWWWWWWWWWWWW/12/WWWWWWWWWWW/10/9/8/7 w"),
        "White has 44 stones, more than the 18 a side starts with on the board of side 7 (stones are never added)"
    );
    assert_eq!(
        err("BBB/BBBB/5/4/3 b"),
        "Black has 7 stones, more than the 5 a side starts with on the board of side 3 (stones are never added)"
    );
    // Every start is at the limit: one more stone of either side is refused.
    for n in 3..=13 {
        let start = Position::start(n).unwrap();
        let limit = if n == 3 { 5 } else { 3 * n as usize - 3 };
        assert_eq!((start.count(Side::White), start.count(Side::Black)), (limit, limit));
        let text = start.to_string();
        let (rows, turn) = text.split_once(' ').unwrap();
        let mut rows: Vec<String> = rows.split('/').map(str::to_string).collect();
        let middle = rows.len() / 2;
        // The middle row is empty at every start: one stone there, White's then Black's.
        for stone in ["W", "B"] {
            let len: usize = rows[middle].parse().unwrap();
            let saved = std::mem::replace(&mut rows[middle], format!("{stone}{}", len - 1));
            let e = err(&format!("{} {turn}", rows.join("/")));
            let side = if stone == "W" { "White" } else { "Black" };
            assert!(e.starts_with(&format!("{side} has {} stones, more than the {limit} ", limit + 1)), "{n}: {e}");
            rows[middle] = saved;
        }
    }
}

#[test]
fn a_record_names_the_game_and_reads_back() {
    let mut game = new_game(Position::start(5).unwrap());
    game.play("nw:g3,h2,i1".parse().unwrap()).unwrap();
    game.play("se:a1,b2,c3".parse().unwrap()).unwrap();
    let text = Record::new(game.clone(), "Casual game", "human", "random").to_string();
    for line in ["[White \"human\"]", "[Black \"random\"]", "[Game \"Taacoca\"]", "[Result \"*\"]"] {
        assert!(text.contains(line), "{line} in\n{text}");
    }
    assert!(text.contains("1. nw:g3,h2,i1 se:a1,b2,c3 *"), "{text}");
    assert!(!text.contains("Size") && !text.contains("Start"), "{text}");
    let back = parse_records_of::<Taacoca>(&text).unwrap();
    assert_eq!(back[0].game, game);
    assert_eq!(game_of(&text).unwrap(), GameKind::Taacoca);
}

#[test]
fn other_sizes_and_starts_are_tagged() {
    let start: Position = "3/1BBW/BBBW1/3W/W2 w".parse().unwrap();
    let mut game = new_game(start);
    game.play("ne:a3,c4,d3".parse().unwrap()).unwrap_err();
    game.play("nw:b4,c4,d4".parse().unwrap()).unwrap();
    let text = Record::new(game.clone(), "e", "a", "b").to_string();
    assert!(text.contains("[Size \"3\"]"), "{text}");
    assert!(text.contains("[Start \"3/1BBW/BBBW1/3W/W2 w\"]"), "{text}");
    assert!(text.contains("[Result \"1-0\"]") && text.contains("[Termination \"home row reached\"]"), "{text}");
    assert_eq!(parse_records_of::<Taacoca>(&text).unwrap()[0].game, game);
    let sized = new_game(Position::start(7).unwrap());
    let text = Record::new(sized.clone(), "e", "a", "b").to_string();
    assert!(text.contains("[Size \"7\"]") && !text.contains("Start"), "{text}");
    assert_eq!(parse_records_of::<Taacoca>(&text).unwrap()[0].game, sized);
}

#[test]
fn bad_taacoca_tags_and_moves_are_placed() {
    let err = |text: &str| parse_records_of::<Taacoca>(text).unwrap_err().to_string();
    assert_eq!(
        err("[Game \"Taacoca\"]\n[Size \"14\"]\n"),
        "line 2, column 1: tag Size: board side 14 is out of range (Taacoca boards have sides 3 to 13)"
    );
    assert_eq!(err("[Size \"five\"]\n"), "line 1, column 1: tag Size must be a board side from 3 to 13, not 'five'");
    assert_eq!(
        err("[Size \"4\"]\n[Start \"5/6/7/8/9/8/7/6/5 w\"]\n"),
        "line 2, column 1: tag Start: a board of side 5, but tag Size says 4"
    );
    assert_eq!(err("[Game \"Taacoca\"]\n\n1. nw:a1 *\n"), "line 3, column 4: a1 is not a White stone");
    assert_eq!(
        err("[Game \"Taacoca\"]\n[Start \"BBB/BBBB/5/4/3 b\"]\n"),
        "line 2, column 1: tag Start: Black has 7 stones, more than the 5 a side starts with on the board of side 3 (stones are never added)"
    );
    assert_eq!(
        err("[Game \"Taacoca\"]\n\n1. nw-a1 *\n"),
        "line 3, column 4: 'nw-a1' is not a move (direction:cells, like nw:g3,h2,i5)"
    );
    assert_eq!(
        err("[Game \"Tactigon\"]\n"),
        "line 1, column 1: tag Game: this is a record of 'Tactigon', not of Taacoca"
    );
    assert_eq!(err("[Game \"Chess\"]\n"), "line 1, column 1: tag Game: this is a record of 'Chess', not of Taacoca");
    assert_eq!(
        game_of("[Game \"Chess\"]\n").unwrap_err().to_string(),
        "line 1, column 1: tag Game: this is a record of 'Chess', not of Tactigon or Taacoca"
    );
}

#[test]
fn the_game_tag_tells_which_game_a_record_holds() {
    assert_eq!(game_of("[Event \"x\"]\n\n*\n").unwrap(), GameKind::Tactigon);
    assert_eq!(game_of("[Game \"Tactigon\"]\n").unwrap(), GameKind::Tactigon);
    assert_eq!(game_of("[Game \"taacoca\"]\n").unwrap(), GameKind::Taacoca);
    assert_eq!(
        game_of("[Event \"x\"]\n[Game \"Chess\"]\n").unwrap_err().to_string(),
        "line 2, column 1: tag Game: this is a record of 'Chess', not of Tactigon or Taacoca"
    );
    assert_eq!(game_of("").unwrap_err().to_string(), "line 1, column 1: no game found");
    assert_eq!("TAACOCA".parse::<GameKind>().unwrap(), GameKind::Taacoca);
    assert_eq!("go".parse::<GameKind>().unwrap_err().to_string(), "unknown game 'go' (expected tactigon or taacoca)");
}

/// Audit of issue 10 #7: empty runs written `02` or `0008` (or `0`) were read; and the side
/// to move and stray characters were quoted raw.
#[test]
fn position_texts_refuse_leading_zeros_and_quote_escaped() {
    let err = |s: &str| s.parse::<Position>().unwrap_err().to_string();
    let zero = "row i: a run of empty cells is a number from 1, without leading zeros";
    assert_eq!(err("5/6/7/8/9/8/7/6/05 w"), zero);
    assert_eq!(err("5/6/7/8/9/8/7/6/W0004 w"), zero);
    assert_eq!(err("5/6/7/8/9/8/7/6/W04 w"), zero);
    assert_eq!(err("5/6/7/8/9/8/7/6/4W0 w"), zero);
    assert!("5/6/7/8/9/8/7/6/W3W w".parse::<Position>().is_ok(), "the written form reads");
    assert_eq!(err("5/6/7/8/9/8/7/6/5 \u{1b}"), "the side to move must be w or b, not '\\u{1b}'");
    assert_eq!(err("5/6/7/8/9/8/7/6/4\u{7} w"), "row i: '\\u{7}' is not W, B or a number of empty cells");
}
