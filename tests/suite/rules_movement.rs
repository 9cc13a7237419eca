//! Movement (RULES.md §2, §5) on hand-made positions of the standard board, and the move
//! count of the start position worked out by hand.
//!
//! Geometry used throughout (doubled coordinates `(row, column)`, RULES.md §1): row a is
//! columns 9, 11; rows b/f 2..18; rows c/e 1..19; row d 0..20, each row two apart.
//! Neighbours of `(r, c)` are `(r, c±2)` and `(r±1, c±1)`.

use tactigon_rules::{Board, Kind, Move, PlayError, Position, Rules, Side, Tile};

const NONE: Rules = Rules { square_jump: false, gold_bonus: false };
const JUMP: Rules = Rules { square_jump: true, gold_bonus: false };
const BONUS: Rules = Rules { square_jump: false, gold_bonus: true };

fn pos(rules: Rules, tpn: &str) -> Position {
    Position::from_tpn(Board::standard(), rules, tpn).unwrap()
}

fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

/// Plays a move on a copy of the position.
fn try_play(p: &Position, m: &str) -> Result<(), PlayError> {
    let mut copy = *p;
    copy.play(mv(m))
}

fn tile(s: &str) -> Tile {
    s.parse().unwrap()
}

/// The destinations of the piece on `from`, as sorted tile names.
fn dests(p: &Position, from: &str) -> Vec<String> {
    let mut v: Vec<String> = p
        .legal_moves()
        .into_iter()
        .filter_map(|m| match m {
            Move::Step { from: f, to, .. } if f == tile(from) => Some(to.to_string()),
            _ => None,
        })
        .collect();
    v.sort();
    v
}

fn sorted(names: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = names.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// Start position, Red to move, no advanced rules. Red's pieces and their moves:
///
/// Circles (1 step to an empty neighbour; no enemy is adjacent at the start):
/// - b1 (1,2): b2 (1,4), c1 (2,1) empty; c2 (2,3) own square; no row-a tile nearby -> 2
/// - b3 (1,6): b2, b4 (1,8), c4 (2,7) empty; c3 (2,5) own -> 3
/// - d1 (3,0): c1, e1 empty; d2 own -> 2
/// - d5 (3,8): d6 (3,10), c4, c5 (2,9), e4, e5 empty; d4 own -> 5
/// - f1, f3: mirror images of b1, b3 -> 2 + 3
///
/// Circles: 17.
///
/// Triangles (3 steps through empty tiles):
/// - c3 (2,5): step 1 c4, b2; step 2 c5, b4 (b2 is a dead end between b1, b3, c2, c3);
///   step 3 c6, b5, d6 (from c5) and a1 (from b4) -> 8
/// - e3: the mirror image of c3 (e4, f2, e5, f4, e6, f5, d6, g1) -> 8
/// - d2 (3,2): c1 and e1, both dead ends (their other neighbours b1, c2 / f1, e2 and d1
///   are red) -> 2
///
/// Triangles: 18.
///
/// Squares (4 steps through empty tiles; a square may not attack a circle):
/// - c2 (2,3): c1, b2, both dead ends -> 2
/// - e2: mirror image -> 2
/// - d4 (3,6): step 1 c4, e4; step 2 c5, b4, e5, f4; step 3 c6, b5, d6, a1, e6, f5, g1;
///   step 4 c7, b6, a2, e7, f6, g2 (d7 holds a green circle: not allowed) -> 19
///
/// Squares: 23.
///
/// Pentagon d3 (3,4): all six neighbours (d2, d4, c2, c3, e2, e3) are red -> 0.
///
/// Total: 17 + 18 + 23 + 0 = 58.
const START_BREAKDOWN: [(&str, usize); 13] = [
    ("b1", 2),
    ("b3", 3),
    ("d1", 2),
    ("d5", 5),
    ("f1", 2),
    ("f3", 3),
    ("c3", 8),
    ("e3", 8),
    ("d2", 2),
    ("c2", 2),
    ("e2", 2),
    ("d4", 19),
    ("d3", 0),
];

#[test]
fn start_position_has_58_moves_piece_by_piece() {
    let start = Position::start(Board::standard(), NONE);
    // The table names every red piece once, as the engine sets them up.
    let mut red: Vec<String> = start
        .board()
        .start_pieces()
        .iter()
        .filter(|(_, p)| p.side == Side::Red)
        .map(|&(i, _)| start.board().tile(i).to_string())
        .collect();
    red.sort();
    let mut listed: Vec<String> = START_BREAKDOWN.iter().map(|&(t, _)| t.to_string()).collect();
    listed.sort();
    assert_eq!(listed, red);
    for (from, n) in START_BREAKDOWN {
        assert_eq!(dests(&start, from).len(), n, "moves of the piece on {from}");
    }
    assert_eq!(start.legal_moves().len(), 58);
    assert_eq!(start.count_legal_moves(), 58);
    assert_eq!(
        dests(&start, "d4"),
        sorted(&[
            "c4", "e4", "c5", "b4", "e5", "f4", "c6", "b5", "d6", "a1", "e6", "f5", "g1", "c7", "b6", "a2", "e7", "f6",
            "g2"
        ])
    );
    assert_eq!(dests(&start, "c3"), sorted(&["c4", "b2", "c5", "b4", "c6", "b5", "d6", "a1"]));
    // The board and the setup are point-symmetric, so Green has the same 58.
    assert_eq!(start.with_turn(Side::Green).count_legal_moves(), 58);
    // No piece starts on a gold tile, so the gold bonus changes nothing.
    assert_eq!(Position::start(Board::standard(), BONUS).count_legal_moves(), 58);
}

/// Red triangle on d1 (3,0); its only neighbours c1 (2,1), d2 (3,2), e1 (4,1) hold red
/// circles. d3 is two steps away but every path starts through a red piece.
#[test]
fn pieces_do_not_jump_own_pieces() {
    let p = pos(NONE, "1p/9/C9/TC9/C9/9/P1 r");
    assert_eq!(dests(&p, "d1"), Vec::<String>::new());
    assert_eq!(try_play(&p, "d1-d3"), Err(PlayError::Unreachable { kind: Kind::Triangle, steps: 3, to: tile("d3") }));
    assert_eq!(try_play(&p, "d1-d2"), Err(PlayError::OwnPiece(tile("d2"))));
}

/// As above but d2 holds a green square: the triangle may attack it, and the attack ends
/// its move, so d3 beyond it stays out of reach.
#[test]
fn an_attack_ends_the_move() {
    let p = pos(NONE, "1p/9/C9/Ts9/C9/9/P1 r");
    assert_eq!(dests(&p, "d1"), sorted(&["d2"]));
    assert!(p.legal_moves().contains(&mv("d1xd2")));
    assert!(!p.is_legal(mv("d1-d3")));
    // The same with a square on d1 attacking a green triangle: no passing through it either.
    let p = pos(NONE, "1p/9/C9/St9/C9/9/P1 r");
    assert_eq!(dests(&p, "d1"), sorted(&["d2"]));
}

/// Pieces never end on their own pieces: in the start position no move lands on a red
/// piece, and asking for one names the reason.
#[test]
fn pieces_never_end_on_own_pieces() {
    let start = Position::start(Board::standard(), JUMP);
    for m in start.legal_moves() {
        if let Move::Step { to, .. } = m {
            assert_ne!(start.piece_at(to).map(|p| p.side), Some(Side::Red), "{m}");
        }
    }
    assert_eq!(try_play(&start, "d4-d5"), Err(PlayError::OwnPiece(tile("d5"))));
}

/// Square jump: a red square on d1 with red circles on all its neighbours c1, d2, e1.
/// Without the rule it cannot move. With it, every tile is passable (no enemy squares on
/// the board), so it reaches every tile within hex distance 4 of d1 (3,0) except its own
/// pieces: in row d columns 0..8 (d2..d5), rows c/e columns up to 7 (c1..c4, e1..e4),
/// rows b/f columns up to 6 (b1..b3, f1..f3), nothing in rows a/g; minus c1, d2, e1 -> 15.
/// Jumped tiles count as steps: d6 is five steps away and out of reach.
#[test]
fn square_jump_over_own_pieces_and_steps_count() {
    let tpn = "1p/9/C9/SC9/C9/9/P1 r";
    assert_eq!(dests(&pos(NONE, tpn), "d1"), Vec::<String>::new());
    let p = pos(JUMP, tpn);
    assert_eq!(
        dests(&p, "d1"),
        sorted(&["b1", "b2", "b3", "c2", "c3", "c4", "d3", "d4", "d5", "e2", "e3", "e4", "f1", "f2", "f3"])
    );
    assert_eq!(try_play(&p, "d1-d6"), Err(PlayError::Unreachable { kind: Kind::Square, steps: 4, to: tile("d6") }));
    assert_eq!(try_play(&p, "d1-d2"), Err(PlayError::OwnPiece(tile("d2"))));
}

/// Square jump never passes an enemy square: a red square on d1 whose neighbours c1, d2,
/// e1 all hold green squares can only attack them. With a green triangle on d2 instead,
/// the square may pass over it (d1-d3) or attack it (both captured).
#[test]
fn square_jump_over_enemy_non_squares_only() {
    let walled = "1p/9/s9/Ss9/s9/9/P1 r";
    for rules in [NONE, JUMP] {
        assert_eq!(dests(&pos(rules, walled), "d1"), sorted(&["c1", "d2", "e1"]), "{rules:?}");
    }
    let p = pos(JUMP, "1p/9/s9/St9/s9/9/P1 r");
    assert!(p.is_legal(mv("d1-d3")));
    assert!(p.is_legal(mv("d1xd2")));
    assert!(!pos(NONE, "1p/9/s9/St9/s9/9/P1 r").is_legal(mv("d1-d3")));
    // The destination rules are unchanged: a jumping square still may not attack a circle.
    let p = pos(JUMP, "1p/9/C9/SC1c7/C9/9/P1 r");
    assert_eq!(try_play(&p, "d1xd4"), Err(PlayError::AttackNotAllowed(Kind::Square, Kind::Circle)));
    assert!(p.is_legal(mv("d1-d5")));
}

/// Gold bonus: a red circle on gold tile b5 (1,10). Its neighbours are b4, b6, a1, a2, c5,
/// c6 (6 moves). With the bonus it may take a second step, adding the tiles at distance 2:
/// b3, b7, c4, c7, d5, d6, d7 -> 13. The pentagons (g1, d11) are far away.
#[test]
fn gold_bonus_when_starting_on_gold() {
    let tpn = "2/4C4/10/10p/10/9/P1 r";
    let near = ["b4", "b6", "a1", "a2", "c5", "c6"];
    assert_eq!(dests(&pos(NONE, tpn), "b5"), sorted(&near));
    let mut with_bonus = near.to_vec();
    with_bonus.extend(["b3", "b7", "c4", "c7", "d5", "d6", "d7"]);
    assert_eq!(dests(&pos(BONUS, tpn), "b5"), sorted(&with_bonus));
}

/// A circle on b4 (1,8), next to gold b5, gets no bonus (its neighbours b3, b5, a1, c4, c5),
/// nor does a triangle on b4 that passes over b5. Moving onto gold earns the bonus on the
/// next turn, not on the move itself.
#[test]
fn no_gold_bonus_for_passing_or_arriving() {
    let circle = "2/3C5/10/10p/10/9/P1 r";
    assert_eq!(dests(&pos(BONUS, circle), "b4"), sorted(&["b3", "b5", "a1", "c4", "c5"]));
    let triangle = "2/3T5/10/10p/10/9/P1 r";
    assert_eq!(dests(&pos(BONUS, triangle), "b4"), dests(&pos(NONE, triangle), "b4"));

    let mut p = pos(BONUS, circle);
    p.play(mv("b4-b5")).unwrap();
    p.play(mv("d11-d10")).unwrap();
    assert_eq!(dests(&p, "b5").len(), 13);
}

/// The gold bonus adds to a square's reach under square jump too: c1 (2,1) is five steps
/// from b5 (1,10) (b4, b3, b2, b1, c1, all empty), one more than a square's four.
#[test]
fn gold_bonus_and_square_jump_together() {
    let tpn = "2/4S4/10/10p/10/9/P1 r";
    assert!(!pos(JUMP, tpn).is_legal(mv("b5-c1")));
    assert!(pos(Rules { square_jump: true, gold_bonus: true }, tpn).is_legal(mv("b5-c1")));
    assert!(pos(BONUS, tpn).is_legal(mv("b5-c1")));
}

/// Illegal moves are rejected with the reason, and the position stays as it was.
#[test]
fn play_errors_name_the_reason() {
    let start = Position::start(Board::standard(), NONE);
    let cases: [(&str, PlayError, &str); 7] = [
        ("a3-a2", PlayError::OffBoard(tile("a3")), "a3 is not a tile of this board"),
        ("a1-a2", PlayError::Empty(tile("a1")), "there is no piece on a1"),
        ("b9-b8", PlayError::NotYours(tile("b9"), Side::Red), "the piece on b9 is not yours: it is Red's turn"),
        ("b1-c2", PlayError::OwnPiece(tile("c2")), "c2 holds one of your own pieces"),
        ("b1-b4", PlayError::Unreachable { kind: Kind::Circle, steps: 1, to: tile("b4") }, "a circle cannot reach b4"),
        ("b1xb2", PlayError::CaptureMark(mv("b1xb2")), "b2 is empty: write b1-b2"),
        ("pass", PlayError::CannotPass, "you may only pass when no piece can move"),
    ];
    for (text, error, message) in cases {
        let mut p = start;
        assert_eq!(p.play(mv(text)), Err(error.clone()), "{text}");
        assert!(error.to_string().contains(message), "{text}: {error}");
        assert_eq!(p, start, "{text} changed the position");
    }
    // An attack written with '-' says how to write it.
    let mut p = pos(NONE, "2/9/10/P3Tc4p/10/9/2 r");
    let err = p.play(mv("d5-d6")).unwrap_err();
    assert_eq!(err.to_string(), "d6 holds an enemy piece: write d5xd6");
    assert_eq!(
        PlayError::AttackNotAllowed(Kind::Pentagon, Kind::Circle).to_string(),
        "a pentagon may not attack a circle"
    );
}

/// `parse_move` fixes the capture mark to fit the destination and reports why a move is
/// illegal or unreadable.
#[test]
fn parse_move_checks_against_the_position() {
    let start = Position::start(Board::standard(), NONE);
    assert_eq!(start.parse_move("b1xb2"), Ok(mv("b1-b2")));
    let err = start.parse_move("b1-b4").unwrap_err();
    assert!(err.to_string().contains("cannot reach b4"), "{err}");
    let err = start.parse_move("b1b2").unwrap_err();
    assert!(err.to_string().contains("'b1b2' is not a move"), "{err}");
}
