//! The end of the game (RULES.md §4) and `Game`: gold tiles, pentagon capture, passes,
//! the house-rule draws, undo and redo.

use tactigon_rules::{
    Board, DrawReason, DrawRules, Game, Kind, Move, Outcome, PlayError, Position, Rules, Side, Tile, WinReason,
};

const NONE: Rules = Rules { square_jump: false, gold_bonus: false };
const JUMP: Rules = Rules { square_jump: true, gold_bonus: false };
const BONUS: Rules = Rules { square_jump: false, gold_bonus: true };
const NO_DRAWS: DrawRules = DrawRules { repetition: false, no_capture_limit: 0 };

fn pos(rules: Rules, tpn: &str) -> Position {
    Position::from_tpn(Board::standard(), rules, tpn).unwrap()
}

fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

fn tile(s: &str) -> Tile {
    s.parse().unwrap()
}

fn win(winner: Side, reason: WinReason) -> Option<Outcome> {
    Some(Outcome::Win { winner, reason })
}

/// Red circles on gold b5 (1,10) and on f4 (5,8), next to gold f5 (5,10); a green circle
/// on f6 (5,12), also next to f5; pentagons on d1 and d11.
const GOLD: &str = "2/4C4/10/P9p/10/3C1c3/2 r";

#[test]
fn moving_onto_the_second_gold_tile_does_not_win_at_once() {
    let mut p = pos(NONE, GOLD);
    p.play(mv("f4-f5")).unwrap();
    assert_eq!(p.outcome(), None, "Green gets one turn to break it up");
    assert!(!p.legal_moves().is_empty());
    assert!(p.legal_moves().contains(&mv("f6xf5")));
}

#[test]
fn the_opponent_can_break_up_the_gold_tiles() {
    let mut p = pos(NONE, GOLD);
    p.play(mv("f4-f5")).unwrap();
    p.play(mv("f6xf5")).unwrap();
    assert_eq!(p.piece_at(tile("f5")).map(|q| q.side), Some(Side::Green));
    assert_eq!(p.outcome(), None);
    assert!(!p.legal_moves().is_empty());
}

/// The same with a green triangle on f8 (5,16) instead of the circle: it reaches f5 over
/// f7 and f6 (three steps) and the attack captures both pieces, leaving f5 empty.
#[test]
fn a_both_captured_attack_also_breaks_up_the_gold_tiles() {
    let mut p = pos(NONE, "2/4C4/10/P9p/10/3C3t1/2 r");
    p.play(mv("f4-f5")).unwrap();
    assert_eq!(p.outcome(), None);
    p.play(mv("f8xf5")).unwrap();
    assert_eq!(p.piece_at(tile("f5")), None);
    assert_eq!(p.outcome(), None);
}

#[test]
fn gold_tiles_win_when_the_opponent_does_not_break_them_up() {
    let mut p = pos(NONE, GOLD);
    p.play(mv("f4-f5")).unwrap();
    p.play(mv("d11-d10")).unwrap();
    assert_eq!(p.turn(), Side::Red);
    assert_eq!(p.outcome(), win(Side::Red, WinReason::GoldTiles));
    assert!(p.legal_moves().is_empty());
    assert_eq!(p.count_legal_moves(), 0);
    let after = p;
    assert!(matches!(p.play(mv("b5-b4")), Err(PlayError::GameOver(_))));
    assert_eq!(p, after);
}

/// Written directly: the side to move holds both gold tiles -> it has won; the other side
/// holding them with the turn passing to its opponent is not (yet) a win.
#[test]
fn outcome_reports_gold_for_the_side_to_move_only() {
    let green_holds = "2/4c4/10/P9p/10/4c4/2";
    assert_eq!(pos(NONE, &format!("{green_holds} g")).outcome(), win(Side::Green, WinReason::GoldTiles));
    assert_eq!(pos(NONE, &format!("{green_holds} r")).outcome(), None);
}

/// A red circle on d5 takes the green pentagon on d6, while green circles hold both gold
/// tiles with Green about to move: the pentagon capture comes first (§4 order).
#[test]
fn pentagon_capture_ends_the_game_and_comes_first() {
    let mut p = pos(NONE, "2/4c4/10/P3Cp5/10/4c4/2 r");
    assert_eq!(p.outcome(), None);
    p.play(mv("d5xd6")).unwrap();
    assert_eq!(p.outcome(), win(Side::Red, WinReason::PentagonCaptured));
    assert!(p.legal_moves().is_empty());
    assert_eq!(p.count_legal_moves(), 0);
    assert!(matches!(p.play(Move::Pass), Err(PlayError::GameOver(_))));
}

/// Red: pentagon a1 (0,9), squares a2 (0,11), b4 (1,8), b5 (1,10). Their outside
/// neighbours b3, b6, c4, c5, c6 hold green circles, which neither a square nor a pentagon
/// may attack, so no red piece can move. Green's pentagon is on g2.
const WALLED: &str = "PS/2cSSc3/3ccc4/11/10/9/1p r";

#[test]
fn pass_is_the_only_move_when_no_piece_can_move() {
    for rules in [NONE, BONUS] {
        let mut p = pos(rules, WALLED);
        assert_eq!(p.legal_moves(), vec![Move::Pass], "{rules:?}");
        assert_eq!(p.count_legal_moves(), 1);
        let before = p;
        assert_eq!(p.play(mv("b4xb3")), Err(PlayError::AttackNotAllowed(Kind::Square, Kind::Circle)));
        assert_eq!(p, before);
        p.play(Move::Pass).unwrap();
        assert_eq!(p.turn(), Side::Green);
        assert!(p.passed());
        assert_eq!(p.outcome(), None, "Green can move, so the game goes on");
        assert!(p.legal_moves().contains(&mv("b3xb4")));
        // Green takes a square; Red is still walled in and passes again.
        p.play(mv("b3xb4")).unwrap();
        assert_eq!(p.legal_moves(), vec![Move::Pass]);
    }
}

/// With square jump the red squares may pass over the green circles, e.g. a2 (0,11) over
/// b6 (1,12) to c7 (2,13), two steps: passing is then illegal.
#[test]
fn pass_is_illegal_when_a_piece_can_move() {
    let mut p = pos(JUMP, WALLED);
    assert!(p.legal_moves().contains(&mv("a2-c7")));
    assert!(!p.legal_moves().contains(&Move::Pass));
    assert_eq!(p.play(Move::Pass), Err(PlayError::CannotPass));
    let mut start = Position::start(Board::standard(), NONE);
    assert_eq!(start.play(Move::Pass), Err(PlayError::CannotPass));
}

/// A board of islands: red pentagon alone on a1 (row 0, column 0); the green pentagon on
/// b1 (row 1, column 11), with an empty tile b2 (column 13) next to it only if `room`.
/// No tile of one island touches the other.
fn islands(room: bool) -> &'static Board {
    let text = format!("name: islands\nP\n           p{}\n", if room { " ." } else { "" });
    Box::leak(Box::new(text.parse::<Board>().unwrap()))
}

#[test]
fn double_pass_is_a_draw() {
    let mut p = Position::start(islands(false), NONE);
    assert_eq!(p.legal_moves(), vec![Move::Pass]);
    p.play(Move::Pass).unwrap();
    assert_eq!(p.outcome(), Some(Outcome::Draw(DrawReason::NoMoves)));
    assert!(p.legal_moves().is_empty());
    assert_eq!(p.count_legal_moves(), 0);
    assert!(matches!(p.play(Move::Pass), Err(PlayError::GameOver(_))));
}

#[test]
fn a_pass_answered_by_a_move_is_not_a_draw() {
    let mut p = Position::start(islands(true), NONE);
    p.play(Move::Pass).unwrap();
    assert_eq!(p.outcome(), None);
    assert_eq!(p.legal_moves(), vec![mv("b1-b2")]);
    p.play(mv("b1-b2")).unwrap();
    assert_eq!(p.legal_moves(), vec![Move::Pass], "Red may pass again after a move");
    p.play(Move::Pass).unwrap();
    assert_eq!(p.outcome(), None);
}

/// b1-b2 / b9-b8 / b2-b1 / b8-b9 shuffles two circles back to the start position.
const SHUFFLE: [&str; 4] = ["b1-b2", "b9-b8", "b2-b1", "b8-b9"];

#[test]
fn repetition_draw_on_the_third_occurrence() {
    let start = Position::start(Board::standard(), NONE);
    let mut g = Game::new(start, DrawRules { repetition: true, no_capture_limit: 0 });
    for (i, m) in SHUFFLE.iter().chain(SHUFFLE.iter()).enumerate() {
        assert_eq!(g.outcome(), None, "before ply {i}");
        g.play(mv(m)).unwrap();
    }
    // The start position has now occurred three times: at ply 0, 4 and 8.
    assert_eq!(g.repetitions(), 3);
    assert_eq!(g.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
    assert!(g.legal_moves().is_empty());
    assert!(matches!(g.play(mv("b1-b2")), Err(PlayError::GameOver(_))));

    let mut g = Game::new(start, NO_DRAWS);
    for m in SHUFFLE.iter().chain(SHUFFLE.iter()) {
        g.play(mv(m)).unwrap();
    }
    assert_eq!(g.outcome(), None, "repetition switched off");
}

#[test]
fn no_capture_draw_after_the_limit() {
    let start = Position::start(Board::standard(), NONE);
    let mut g = Game::new(start, DrawRules { repetition: false, no_capture_limit: 4 });
    for m in &SHUFFLE[..3] {
        g.play(mv(m)).unwrap();
        assert_eq!(g.outcome(), None);
    }
    g.play(mv(SHUFFLE[3])).unwrap();
    assert_eq!(g.outcome(), Some(Outcome::Draw(DrawReason::NoCapture(4))));

    let mut g = Game::new(start, NO_DRAWS);
    for _ in 0..30 {
        for m in SHUFFLE {
            g.play(mv(m)).unwrap();
        }
    }
    assert_eq!(g.outcome(), None, "limit 0 switches the rule off");
    assert_eq!(g.position().clock(), 120);
}

/// Red triangle on d5 next to a green circle on d6: the attack captures both pieces, which
/// counts as a capture and resets the clock.
#[test]
fn both_captured_resets_the_no_capture_clock() {
    let start = pos(NONE, "2/9/10/P3Tc4p/10/9/2 r");
    let mut g = Game::new(start, DrawRules { repetition: false, no_capture_limit: 3 });
    for (m, clock) in [("d1-c1", 1), ("d11-c10", 2), ("d5xd6", 0), ("c10-d11", 1), ("c1-d1", 2)] {
        g.play(mv(m)).unwrap();
        assert_eq!(g.position().clock(), clock, "after {m}");
        assert_eq!(g.outcome(), None, "after {m}");
    }
    g.play(mv("d11-c10")).unwrap();
    assert_eq!(g.outcome(), Some(Outcome::Draw(DrawReason::NoCapture(3))));
}

#[test]
fn undo_and_redo() {
    let start = Position::start(Board::standard(), NONE);
    let mut g = Game::new(start, DrawRules::default());
    assert_eq!(g.undo(), None);
    for m in ["b1-b2", "b9-b8", "b3-b4"] {
        g.play(mv(m)).unwrap();
    }
    let after_two = g.positions()[2];
    assert_eq!(g.undo(), Some(mv("b3-b4")));
    assert_eq!(g.position(), &after_two);
    assert_eq!(g.undo(), Some(mv("b9-b8")));
    assert_eq!(g.moves(), &[mv("b1-b2")]);
    assert!(g.can_redo());
    assert_eq!(g.redo(), Some(mv("b9-b8")));
    assert_eq!(g.position(), &after_two);
    // A new move forgets what could be redone.
    g.play(mv("d5-d6")).unwrap();
    assert!(!g.can_redo());
    assert_eq!(g.redo(), None);
    assert_eq!(g.moves(), &[mv("b1-b2"), mv("b9-b8"), mv("d5-d6")]);
    while g.undo().is_some() {}
    assert_eq!(g.position(), &start);
    assert_eq!(g.moves().len(), 0);
}

/// Taking back the move that ended the game reopens it.
#[test]
fn undo_reopens_a_finished_game() {
    let start = pos(NONE, "2/9/10/P3Cp5/10/9/2 r");
    let mut g = Game::new(start, DrawRules::default());
    g.play(mv("d5xd6")).unwrap();
    assert_eq!(g.outcome(), win(Side::Red, WinReason::PentagonCaptured));
    g.undo();
    assert_eq!(g.outcome(), None);
    assert!(g.legal_moves().contains(&mv("d5xd6")));
}
