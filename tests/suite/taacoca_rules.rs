//! Taacoca's rules worked by hand from RULES-taacoca.md on the standard board (rows a..i of
//! 5, 6, 7, 8, 9, 8, 7, 6, 5 cells): directions in each half and on the middle row, edges,
//! the simultaneous-move rule, captures, small armies, and every way a game ends.

use crate::taacoca_reference::RefPos;
use ::taacoca::{Cell, Direction, Illegal, Move, Outcome, PlayError, Position, STANDARD_SIZE, Side, WinReason};

fn cell(s: &str) -> Cell {
    Cell::parse(s, STANDARD_SIZE).unwrap()
}

/// A standard-board position with these stones and side to move.
fn position(white: &[&str], black: &[&str], turn: Side) -> Position {
    let mut reference = RefPos::parse("5/6/7/8/9/8/7/6/5 w");
    for (stones, ch) in [(white, 'W'), (black, 'B')] {
        for s in stones {
            let c = cell(s);
            reference.rows[c.row() as usize][c.index() as usize - 1] = ch;
        }
    }
    reference.turn = if turn == Side::White { 'W' } else { 'B' };
    reference.text().parse().unwrap()
}

fn stones(pos: &Position, side: Side) -> Vec<String> {
    pos.stones(side).map(|c| c.to_string()).collect()
}

/// Plays `m` and returns the position after it.
fn after(pos: &Position, m: &str) -> Position {
    let mut next = *pos;
    next.play(&m.parse().unwrap()).unwrap_or_else(|e| panic!("{m}: {e}"));
    next
}

fn refused(pos: &Position, m: &str) -> String {
    let mut next = *pos;
    next.play(&m.parse().unwrap()).unwrap_err().to_string()
}

#[test]
fn steps_follow_the_direction_table_in_each_half_and_on_the_middle_row() {
    let step = |from: &str, dir: &str| cell(from).step(dir.parse().unwrap(), STANDARD_SIZE).map(|c| c.to_string());
    let cases = [
        // Upper half c3: up (r−1, k−1), (r−1, k); down (r+1, k), (r+1, k+1).
        ("c3", ["b2", "b3", "d3", "d4"]),
        // Middle row e5: up (r−1, k−1), (r−1, k); down (r+1, k−1), (r+1, k).
        ("e5", ["d4", "d5", "f4", "f5"]),
        // Lower half g3: up (r−1, k), (r−1, k+1); down (r+1, k−1), (r+1, k).
        ("g3", ["f3", "f4", "h2", "h3"]),
    ];
    for (from, targets) in cases {
        for (dir, target) in ["nw", "ne", "sw", "se"].into_iter().zip(targets) {
            assert_eq!(step(from, dir).as_deref(), Some(target), "{from} {dir}");
        }
    }
}

#[test]
fn steps_off_every_edge_leave_the_board() {
    for (from, dir) in [
        ("a1", "nw"),
        ("a3", "ne"),
        ("c1", "nw"),
        ("c7", "ne"),
        ("e1", "nw"),
        ("e1", "sw"),
        ("e9", "ne"),
        ("e9", "se"),
        ("g1", "sw"),
        ("g7", "se"),
        ("i2", "sw"),
        ("i5", "se"),
    ] {
        assert_eq!(cell(from).step(dir.parse().unwrap(), STANDARD_SIZE), None, "{from} {dir}");
    }
    assert_eq!(cell("c7").step(Direction::Se, STANDARD_SIZE), Some(cell("d8")));
    assert_eq!(cell("g7").step(Direction::Ne, STANDARD_SIZE), Some(cell("f8")));
}

#[test]
fn white_moves_in_both_directions_from_each_half_and_the_middle_row() {
    let black = ["a1"];
    let cases = [
        (&["c3", "c5", "d2"], "ne:c3,c5,d2", ["b3", "b5", "c2"]),
        (&["c3", "c5", "d2"], "nw:c3,c5,d2", ["b2", "b4", "c1"]),
        (&["e2", "e5", "e9"], "nw:e2,e5,e9", ["d1", "d4", "d8"]),
        (&["e1", "e5", "e8"], "ne:e1,e5,e8", ["d1", "d5", "d8"]),
        (&["g1", "h3", "i5"], "nw:g1,h3,i5", ["f1", "g3", "h5"]),
        (&["g7", "h6", "i1"], "ne:g7,h6,i1", ["f8", "g7", "h2"]),
    ];
    for (white, m, expected) in cases {
        let next = after(&position(white, &black, Side::White), m);
        assert_eq!(stones(&next, Side::White), expected, "{m}");
        assert_eq!(next.turn(), Side::Black);
    }
}

#[test]
fn black_moves_in_both_directions_from_each_half_and_the_middle_row() {
    let white = ["i5"];
    let cases = [
        (&["a1", "b6", "c4"], "sw:a1,b6,c4", ["b1", "c6", "d4"]),
        (&["a5", "b1", "d8"], "se:a5,b1,d8", ["b6", "c2", "e9"]),
        (&["e2", "e5", "e9"], "sw:e2,e5,e9", ["f1", "f4", "f8"]),
        (&["e1", "e5", "e8"], "se:e1,e5,e8", ["f1", "f5", "f8"]),
        (&["f2", "f8", "g4"], "sw:f2,f8,g4", ["g1", "g7", "h3"]),
        (&["f1", "f7", "g3"], "se:f1,f7,g3", ["g1", "g7", "h3"]),
    ];
    for (black, m, expected) in cases {
        let next = after(&position(&white, black, Side::Black), m);
        assert_eq!(stones(&next, Side::Black), expected, "{m}");
    }
}

#[test]
fn a_stone_that_would_leave_the_board_cannot_move() {
    let pos = position(&["e1", "g3", "h2"], &["a1"], Side::White);
    assert_eq!(refused(&pos, "nw:e1,g3,h2"), "nw:e1,g3,h2: e1 cannot move nw: off the board");
    let pos = position(&["i5"], &["e9", "c2", "c3"], Side::Black);
    assert_eq!(refused(&pos, "se:c2,c3,e9"), "se:c2,c3,e9: e9 cannot move se: off the board");
}

#[test]
fn a_stone_may_step_into_the_cell_another_moving_stone_leaves() {
    // A chain of three: i2 → h2, h2 → g2, g2 → f2.
    let pos = position(&["g2", "h2", "i2"], &["a1"], Side::White);
    assert_eq!(stones(&after(&pos, "nw:g2,h2,i2"), Side::White), ["f2", "g2", "h2"]);
    // A pair and a third stone elsewhere, for Black: a1 → b2, b2 → c3, and d5 → e6.
    let pos = position(&["i5"], &["a1", "b2", "d5"], Side::Black);
    assert_eq!(stones(&after(&pos, "se:a1,b2,d5"), Side::Black), ["b2", "c3", "e6"]);
}

#[test]
fn a_stone_may_not_step_onto_an_own_stone_that_stays() {
    let pos = position(&["d3", "e5", "h2", "i2"], &["a1"], Side::White);
    assert_eq!(refused(&pos, "nw:d3,e5,i2"), "nw:d3,e5,i2: i2 cannot move nw: own stone on h2 in the way");
    let pos = position(&["i5"], &["a1", "b2", "d5", "e1"], Side::Black);
    assert_eq!(refused(&pos, "se:a1,d5,e1"), "se:a1,d5,e1: a1 cannot move se: own stone on b2 in the way");
    // Both moving makes the same stone free to go.
    assert_eq!(pos.why_stuck(cell("a1"), Direction::Se, &[cell("a1"), cell("b2")]), None);
    assert_eq!(
        pos.why_stuck(cell("a1"), Direction::Se, &[cell("a1")]),
        Some(Illegal::Blocked { cell: cell("a1"), dir: Direction::Se, by: cell("b2") })
    );
}

#[test]
fn moving_stones_capture_one_two_or_three_enemy_stones() {
    // f1, f2, f3 up-left land on e1, e2, e3.
    for captured in 1..=3 {
        let targets = &["e1", "e2", "e3"][..captured];
        let black: Vec<&str> = targets.iter().copied().chain(["a1"]).collect();
        let next = after(&position(&["f1", "f2", "f3"], &black, Side::White), "nw:f1,f2,f3");
        assert_eq!(next.count(Side::Black), 1, "{captured} captured");
        assert_eq!(stones(&next, Side::White), ["e1", "e2", "e3"]);
        assert_eq!(next.outcome(), None);
    }
}

#[test]
fn capturing_the_last_enemy_stones_wins() {
    let next = after(&position(&["f1", "f2", "f3"], &["e1", "e2"], Side::White), "nw:f1,f2,f3");
    assert_eq!(next.outcome(), Some(Outcome { winner: Side::White, reason: WinReason::NoStones }));
    assert_eq!(next.outcome().unwrap().to_string(), "White wins: Black has no stones left");
}

#[test]
fn a_side_with_fewer_than_three_stones_moves_them_all() {
    let pos = position(&["f2", "g5"], &["a1", "a2", "a3"], Side::White);
    let mut moves: Vec<String> = pos.legal_moves().iter().map(ToString::to_string).collect();
    moves.sort();
    assert_eq!(moves, ["ne:f2,g5", "nw:f2,g5"]);
    assert_eq!(refused(&pos, "nw:f2"), "nw:f2: the move must take 2 stones, not 1");
    let alone = position(&["e1"], &["a1", "a2", "a3"], Side::White);
    assert_eq!(alone.legal_moves().iter().map(ToString::to_string).collect::<Vec<_>>(), ["ne:e1"]);
    let pos = position(&["f2", "g5", "i1", "i2"], &["a1"], Side::White);
    assert_eq!(refused(&pos, "nw:f2,g5"), "nw:f2,g5: the move must take 3 stones, not 2");
}

#[test]
fn a_side_without_a_move_loses() {
    // Two stones on e1 and e9: all must move, and each direction takes one off the board.
    let pos: Position = "5/6/3B3/8/W7W/8/7/6/5 w".parse().unwrap();
    assert_eq!(pos.outcome(), Some(Outcome { winner: Side::Black, reason: WinReason::NoMove }));
    assert_eq!(pos.outcome().unwrap().to_string(), "Black wins: White cannot move");
    assert!(pos.legal_moves().is_empty());
    // Three stones, the only choice, with the same trouble.
    let pos = position(&["e1", "e5", "e9"], &["c4"], Side::White);
    assert_eq!(pos.outcome(), Some(Outcome { winner: Side::Black, reason: WinReason::NoMove }));
}

#[test]
fn a_stone_on_the_far_home_row_wins_for_either_side() {
    let next = after(&position(&["b1", "h2", "h4"], &["c4"], Side::White), "ne:b1,h2,h4");
    assert_eq!(stones(&next, Side::White), ["a1", "g3", "g5"]);
    assert_eq!(next.outcome(), Some(Outcome { winner: Side::White, reason: WinReason::HomeRow }));
    assert_eq!(next.outcome().unwrap().to_string(), "White wins: reached the far home row");
    let next = after(&position(&["e5"], &["a1", "a2", "h1"], Side::Black), "se:a1,a2,h1");
    assert_eq!(stones(&next, Side::Black), ["b2", "b3", "i1"]);
    assert_eq!(next.outcome(), Some(Outcome { winner: Side::Black, reason: WinReason::HomeRow }));
    assert!(next.legal_moves().is_empty());
    let mut over = next;
    assert_eq!(
        over.play(&"nw:e5".parse().unwrap()),
        Err(PlayError::GameOver(Outcome { winner: Side::Black, reason: WinReason::HomeRow }))
    );
    assert_eq!(refused(&next, "nw:e5"), "the game is over: Black wins: reached the far home row");
}

#[test]
fn every_size_starts_with_home_row_and_two_rows_in_front() {
    for n in 4..=13u8 {
        let pos = Position::start(n).unwrap();
        for side in Side::BOTH {
            assert_eq!(pos.count(side), 3 * n as usize - 3, "side {n}");
        }
        assert_eq!(pos.turn(), Side::White);
        assert_eq!(pos.outcome(), None);
    }
    // Side 3: the third rows of both are the middle row c, so only two rows each.
    let three = Position::start(3).unwrap();
    assert_eq!(three.to_string(), "BBB/1BB1/5/1WW1/WWW w");
    assert_eq!(Position::start(4).unwrap().to_string(), "BBBB/1BBB1/2BB2/7/2WW2/1WWW1/WWWW w");
    assert_eq!(Position::start(5).unwrap().to_string(), "BBBBB/1BBBB1/2BBB2/8/9/8/2WWW2/1WWWW1/WWWWW w");
    assert!(Position::start(2).is_err());
    assert_eq!(
        Position::start(14).unwrap_err().to_string(),
        "board side 14 is out of range (Taacoca boards have sides 3 to 13)"
    );
}

#[test]
fn wrong_stones_and_directions_are_named() {
    let start = Position::start(5).unwrap();
    assert_eq!(refused(&start, "nw:a1"), "nw:a1: a1 is not a White stone");
    assert_eq!(refused(&start, "nw:e5,g3,h2"), "nw:e5,g3,h2: e5 is not a White stone");
    assert_eq!(refused(&start, "se:g3,h2,i5"), "se:g3,h2,i5: White moves nw or ne, not se");
    assert_eq!(refused(&start, "nw:g3,h2,j1"), "nw:g3,h2,j1: j1 is not on the board");
    let m = Move::new(Direction::Nw, &[cell("i1"), cell("h2"), cell("g3")]).unwrap();
    assert_eq!(m.to_string(), "nw:g3,h2,i1");
    assert_eq!(start.check(&m), Ok(()));
}

#[test]
fn taking_a_set_of_stones_counts_every_shape_of_a_move() {
    let cells = |names: &[&str]| {
        let layout = ::taacoca::Layout::of(STANDARD_SIZE);
        names.iter().fold(::taacoca::Cells::EMPTY, |set, s| set.with(layout.index(cell(s))))
    };
    // g3, f3 and e3 stand in a line going nw (g3-f3 in the lower half, e3-d2 from the middle
    // row): only the chain nw:e3,f3,g3 moves nw, and e3 takes d2 with it. Going ne they are
    // free (f4, e4, d3) but take nothing.
    let chain = position(&["e3", "f3", "g3"], &["a1", "d2"], Side::White);
    assert!(chain.can_take_all(cells(&["d2"])));
    assert_eq!(stones(&after(&chain, "nw:e3,f3,g3"), Side::Black), ["a1"]);
    assert!(!chain.can_take_all(cells(&["a1"])), "no stone steps onto a1");
    assert!(!chain.can_take_all(cells(&["a1", "d2"])));
    // f3 can take e3 going nw, with g3 stepping in behind it; d1 cannot go nw (c0 is off
    // the board), so there is no third stone.
    let stuck = position(&["d1", "f3", "g3"], &["a1", "e3"], Side::White);
    assert!(!stuck.can_take_all(cells(&["e3"])));
    let third = position(&["d2", "f3", "g3"], &["a1", "e3"], Side::White);
    assert!(third.can_take_all(cells(&["e3"])), "nw:d2,f3,g3");
    // Four stones cannot all go in one move; none at all is any move.
    let many = position(&["e2", "e3", "e4", "e5"], &["d1", "d2", "d3", "d4"], Side::White);
    assert!(many.can_take_all(cells(&["d1", "d2", "d3"])));
    assert!(!many.can_take_all(cells(&["d1", "d2", "d3", "d4"])));
    assert!(many.can_take_all(cells(&[])));
}
