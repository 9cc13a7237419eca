//! Notation (RULES.md §7): tiles, moves and TPN, read and written; malformed TPN errors
//! with their exact character positions.

use crate::common;

use proptest::prelude::*;
use tactigon_rules::{Board, Move, MoveError, Position, Rules, Side, Tile, TileError};

const START: &str = "2/C1C3c1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2 r";

#[test]
fn tiles_read_and_write() {
    assert_eq!("d11".parse::<Tile>(), Ok(Tile::new(3, 11)));
    assert_eq!("a2".parse::<Tile>(), Ok(Tile::new(0, 2)));
    assert_eq!(Tile::new(25, 255).to_string(), "z255");
    for bad in ["", "1b", "B1", "-1"] {
        assert_eq!(bad.parse::<Tile>(), Err(TileError::BadRow(bad.into())), "{bad:?}");
    }
    for bad in ["b", "b0", "b01", "b256", "b1x", "b-1"] {
        assert_eq!(bad.parse::<Tile>(), Err(TileError::BadNumber(bad.into())), "{bad:?}");
    }
}

#[test]
fn moves_read_and_write() {
    let step =
        |from: &str, to: &str, capture| Move::Step { from: from.parse().unwrap(), to: to.parse().unwrap(), capture };
    assert_eq!("b1-b2".parse::<Move>(), Ok(step("b1", "b2", false)));
    assert_eq!("c2xd3".parse::<Move>(), Ok(step("c2", "d3", true)));
    assert_eq!("pass".parse::<Move>(), Ok(Move::Pass));
    assert_eq!(" d11-c10 ".parse::<Move>(), Ok(step("d11", "c10", false)));
    // Row x is a row letter too: the separator is the first '-' or 'x' after a digit.
    assert_eq!("x1xx2".parse::<Move>(), Ok(step("x1", "x2", true)));
    assert_eq!("x1-x2".parse::<Move>(), Ok(step("x1", "x2", false)));
    assert_eq!(step("c2", "d3", true).to_string(), "c2xd3");
    assert_eq!(Move::Pass.to_string(), "pass");
    assert_eq!("b1b2".parse::<Move>(), Err(MoveError::Syntax("b1b2".into())));
    assert_eq!("-b2".parse::<Move>(), Err(MoveError::Syntax("-b2".into())));
    assert_eq!("b1-".parse::<Move>(), Err(MoveError::Tile(TileError::BadRow(String::new()))));
    assert_eq!("b1-b0".parse::<Move>(), Err(MoveError::Tile(TileError::BadNumber("b0".into()))));
}

#[test]
fn start_position_tpn() {
    let start = Position::start(Board::standard(), Rules::default());
    assert_eq!(start.to_tpn(), START);
    assert_eq!(Position::from_tpn(Board::standard(), Rules::default(), START), Ok(start));
    let later = format!("{} 5 12", START.replace(" r", " g"));
    let p = Position::from_tpn(Board::standard(), Rules::default(), &later).unwrap();
    assert_eq!((p.turn(), p.clock(), p.fullmove()), (Side::Green, 5, 12));
    assert_eq!(p.to_tpn(), later);
}

fn tpn_error(tpn: &str) -> (usize, String) {
    let e = Position::from_tpn(Board::standard(), Rules::default(), tpn).unwrap_err();
    (e.at, e.kind.to_string())
}

fn assert_tpn_error(tpn: &str, at: usize, words: &str) {
    let (got_at, message) = tpn_error(tpn);
    assert_eq!(got_at, at, "{tpn}: {message}");
    assert!(message.contains(words), "{tpn}: {message}");
}

/// Character positions are 1-based. The start TPN's rows field is 47 characters long:
/// "2" (1) "/" "C1C3c1c" (7) "/" "1ST4ts1" (7) "/" "CTPSC1csptc" (11) "/" "1ST4ts1" (7) "/"
/// "C1C3c1c" (7) "/" "2" (1) = 41 + 6 slashes; row b starts at character 3.
#[test]
fn malformed_tpn_errors_point_at_the_character() {
    // Row b with a tenth piece: the extra C is character 3 + 7 = 10.
    assert_tpn_error("2/C1C3c1cC/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2 r", 10, "row b is too long");
    // Row a given 3 empty tiles: too long at its first character.
    assert_tpn_error("3/C1C3c1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2 r", 1, "row a is too long");
    // Row b one tile short ("C1C3c1", 8 tiles): reported at its last character, 3 + 5 = 8.
    assert_tpn_error(
        "2/C1C3c1/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2 r",
        8,
        "row b is too short: 8 tiles given, the board's row b has 9",
    );
    assert_tpn_error("2/C1C3x1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2 r", 7, "unexpected 'x'");
    assert_tpn_error("2/C0C3c1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2 r", 4, "cannot be 0");
    assert_tpn_error("2/C1C3c1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2", 48, "missing side to move");
    assert_tpn_error("2/C1C3c1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2 x", 49, "must be 'r' or 'g', not 'x'");
    assert_tpn_error(
        "2/C1C3c1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2 r -1 1",
        51,
        "the plies since the last capture must be a whole number from 0 to 1000000 without leading zeros, not '-1'",
    );
    assert_tpn_error("2/C1C3c1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2 r 0 0", 53, "the move number must be");
    assert_tpn_error("2/C1C3c1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2 r 0 1 z", 55, "unexpected 'z'");
    assert_tpn_error(
        "2/2/C1C3c1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2 r",
        1,
        "8 rows given, the standard board has 7",
    );
    assert_tpn_error("C1C3c1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2 r", 1, "6 rows given");
    assert_tpn_error("2/C1C3c1c/1ST4ts1/CTPPC1csptc/1ST4ts1/C1C3c1c/2 r", 1, "red has more than one pentagon");
    assert_tpn_error("2/9/10/11/10/9/2 r", 1, "neither side has a pentagon");
    assert_tpn_error("", 1, "empty position");
    let e = Position::from_tpn(Board::standard(), Rules::default(), "2/9/10/11/10/9/2 r").unwrap_err();
    assert_eq!(e.to_string(), "TPN character 1: neither side has a pentagon");
}

#[test]
fn tpn_is_read_against_the_named_board() {
    let large = Board::builtin("large").unwrap();
    let start = Position::start(large, Rules::default());
    assert_eq!(start.to_tpn(), "3/10/C1C5c1c/1ST6ts1/CTPSC3csptc/1ST6ts1/C1C5c1c/10/3 r");
    assert_eq!(tpn_error(&start.to_tpn()).0, 1, "the large board's TPN does not fit the standard board");
}

/// A TPN from random letters per tile, one pentagon per side, random side and counters.
fn random_tpn() -> impl Strategy<Value = (&'static str, String)> {
    (0usize..3, proptest::collection::vec(0usize..10, 107), any::<(u16, u16, bool)>(), 0usize..107, 0usize..106)
        .prop_map(|(b, letters, (clock, fullmove, red), red_p, green_p)| {
            let name = ["standard", "large", "huge"][b];
            let rb = common::ref_board(name);
            let n = rb.len();
            // Letters 0..6 are pieces, 7..9 empty: about 70% of tiles occupied.
            let mut cells: Vec<Option<char>> = letters[..n]
                .iter()
                .map(|&l| ['C', 'T', 'S', 'c', 't', 's', '.', '.', '.', '.'][l])
                .map(|c| (c != '.').then_some(c))
                .collect();
            let (red_p, green_p) = (red_p % n, green_p % (n - 1));
            let green_p = if green_p >= red_p { green_p + 1 } else { green_p };
            cells[red_p] = Some('P');
            cells[green_p] = Some('p');
            let pos = common::RefPos {
                board: &rb,
                cells,
                red_to_move: red,
                passed: false,
                square_jump: false,
                gold_bonus: false,
            };
            let mut tpn = pos.tpn();
            let (clock, fullmove) = (u32::from(clock % 300), u32::from(fullmove % 300) + 1);
            if clock != 0 || fullmove != 1 {
                tpn += &format!(" {clock} {fullmove}");
            }
            (name, tpn)
        })
}

proptest! {
    #[test]
    fn tiles_round_trip(row in 0u8..26, num in 1u8..=255) {
        let t = Tile::new(row, num);
        prop_assert_eq!(t.to_string().parse::<Tile>(), Ok(t));
    }

    #[test]
    fn moves_round_trip(a in (0u8..26, 1u8..=255), b in (0u8..26, 1u8..=255), capture: bool) {
        let m = Move::Step { from: Tile::new(a.0, a.1), to: Tile::new(b.0, b.1), capture };
        prop_assert_eq!(m.to_string().parse::<Move>(), Ok(m));
    }

    #[test]
    fn tpn_round_trips((name, tpn) in random_tpn()) {
        let board = Board::builtin(name).unwrap();
        let pos = Position::from_tpn(board, Rules::default(), &tpn).unwrap();
        prop_assert_eq!(pos.to_tpn(), tpn.clone());
        prop_assert_eq!(Position::from_tpn(board, Rules::default(), &pos.to_tpn()), Ok(pos));
        // Every tile holds what the text says, read by the reference independently.
        let rb = common::ref_board(name);
        let reference = common::RefPos::from_tpn(&rb, Rules::default(), &tpn);
        for i in 0..rb.len() {
            let tile: Tile = rb.names[i].parse().unwrap();
            prop_assert_eq!(pos.piece_at(tile).map(|p| p.letter()), reference.cells[i], "{}", tile);
        }
    }
}

#[test]
fn tpn_errors_have_typed_kinds() {
    use tactigon_rules::TpnErrorKind as K;
    let kind = |tpn: &str| Position::from_tpn(Board::standard(), Rules::default(), tpn).unwrap_err().kind;
    assert_eq!(kind("   "), K::Empty);
    assert_eq!(kind("2/9 r"), K::RowCount { given: 2, board: "standard".into(), rows: 7 });
    assert_eq!(kind("2/C1C3c1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2 x"), K::BadSide("x".into()));
    assert_eq!(kind("2/C1C3c1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2"), K::MissingSide);
    assert_eq!(kind("2/9/10/11/10/9/2 r"), K::NoPentagon);
    assert_eq!(kind("2/9/10/PP9/10/9/2 r"), K::Pentagons(Side::Red));
    assert_eq!(kind("2/C1C3c1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/3 r"), K::RowTooLong { row: 'g', width: 2 });
}

#[test]
fn one_row_is_a_row() {
    let e = Position::from_tpn(Board::standard(), Rules::default(), "2 r").unwrap_err();
    assert_eq!(e.to_string(), "TPN character 1: 1 row given, the standard board has 7");
}

/// TPN numbers are plain digits, runs of empty tiles have no leading zero, and the clock and
/// move number are bounded so that playing on cannot wrap the move number to 0.
#[test]
fn tpn_numbers_are_strict_and_bounded() {
    // The rows take characters 1 to 47; the side is at 49, the clock at 51, the move number at 53.
    assert_tpn_error(
        "2/C1C3c1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2 r +5",
        51,
        "from 0 to 1000000 without leading zeros, not '+5'",
    );
    assert_tpn_error("2/C1C3c1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2 r 0 +2", 53, "from 1 to 1000000000");
    assert_tpn_error(
        "02/C1C3c1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2 r",
        1,
        "row a: a run of empty tiles has no leading zero",
    );
    assert_tpn_error("2/C1C3c1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2 g 5 4294967295", 53, "from 1 to 1000000000");
    let last = "2/C1C3c1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2 g 5 1000000000";
    let p = Position::from_tpn(Board::standard(), Rules::default(), last).unwrap();
    assert_eq!(p.fullmove(), 1_000_000_000);
}

/// Audit of issue 10 #7: the clock and the move number took leading zeros (`r 05`, `r 5 01`),
/// which runs of empty tiles already refused.
#[test]
fn tpn_numbers_take_no_leading_zeros() {
    let start = "2/C1C3c1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2";
    for (tpn, word) in
        [(format!("{start} r 05"), "05"), (format!("{start} r 5 01"), "01"), (format!("{start} r 00"), "00")]
    {
        let e = Position::from_tpn(Board::standard(), Rules::default(), &tpn).unwrap_err();
        assert!(e.to_string().contains(&format!("without leading zeros, not '{word}'")), "{e}");
    }
    for tpn in [format!("{start} r 0 1"), format!("{start} r 5 10")] {
        assert!(Position::from_tpn(Board::standard(), Rules::default(), &tpn).is_ok(), "{tpn}");
    }
}
