//! The evaluation by hand-worked positions, and its two set types against each other.

use super::*;

fn eval(text: &str) -> i32 {
    let pos: Position = text.parse().expect("a position");
    TaacocaEval::for_position(&pos).evaluate(&pos)
}

// Half-cell places on side 5 (row r from 0, index k): 2·(k − 1) + |r − 4|.

#[test]
fn a_stone_out_of_reach_wins_the_race_it_is_ahead_in() {
    // White d5 (place 9, 3 rows to go); Black b1 (place 3, 2 rows ahead of d5 but 6
    // half-cells aside: out of its cone) and f7 (below d5, 3 rows to go to row i).
    // White to move arrives on its 3rd move, before Black's 3rd.
    // White to move arrives on its 3rd move, ply 5.
    assert_eq!(eval("5/B5/7/4W3/9/6B1/7/6/5 w"), WIN - 5);
    // Black to move: f7 has no White stone ahead of it at all, so it arrives first, on
    // its 3rd move (f, g, h, then i): ply 5.
    assert_eq!(eval("5/B5/7/4W3/9/6B1/7/6/5 b"), WIN - 5);
}

#[test]
fn an_enemy_in_the_cone_keeps_the_race_open() {
    // Black c4 (place 8) is one row ahead of White d5 (place 9) and one half-cell aside,
    // so each is in the other's cone; White h2 (place 5) has c4 five rows ahead, 3 aside.
    let open = eval("5/6/3B3/4W3/9/8/7/1W4/5 w");
    assert!(open.abs() < STONE * 20, "{open}");
    assert!(open > 0, "White is a stone up and can capture c4: {open}");
}

#[test]
fn a_stone_one_step_from_its_goal_must_be_taken_at_once() {
    // Black h2 reaches row i next move. White i2 takes it going nw (with i4 and i5,
    // which step to h4 and h5): then White is three stones to Black's one.
    let takes = eval("B4/6/7/8/9/8/7/1B4/1W1WW w");
    assert!(takes > 100, "{takes}");
    // With i2 on i3 instead nothing lands on h2 (i3 goes to h3 or h4): Black wins next.
    assert_eq!(eval("B4/6/7/8/9/8/7/1B4/2WWW w"), -(WIN - 2));
    // Two such stones, h2 and h6, are taken by one move only if both fall to it: i2
    // takes h2 going nw, i5 takes h6 going ne, never together.
    assert_eq!(eval("B4/6/7/8/9/8/7/1B3B/1W1WW w"), -(WIN - 2));
}

#[test]
fn terms_count_a_capture_ready_and_a_defended_stone() {
    // White f4 and g4 against Black e4, White to move. f4 steps nw onto e4 (a capture
    // ready); e4 steps se onto f4 (attacked), which g4 could retake stepping nw.
    // Rows advanced: f4 3, g4 2 (5 in all, squares 13); e4 4 (square 16). Mobile: f4
    // (nw onto an enemy), g4 (ne to f5) and e4 (sw to f3). Every stone has an enemy in
    // its cone: no runners.
    let pos: Position = "5/6/7/8/3B5/3W4/3W3/6/5 w".parse().expect("a position");
    let eval = TaacocaEval::for_position(&pos);
    let expected = Terms {
        stones: 1,
        advance_squared: -3,
        advance: 1,
        mobility: 1,
        ready: 1,
        hanging: 0,
        hanging_defended: 1,
        runners: 0,
    };
    assert_eq!(eval.terms(&pos), Ok(expected));
    // 100 + 80 * -3 / 64 (-3.75, truncated to -3) + 4 + 60 - 20 = 141 at these weights.
    let w = Weights::from_array([100, 80, 0, 4, 60, 20, 20, 0, 0]);
    assert_eq!(w.score(&expected, eval.span()), 141);
}

#[test]
fn the_narrow_sets_evaluate_as_the_wide_ones() {
    // Random games on every board that fits in two words (up to side 6: (2n − 2)(2n − 1) + 1 indices, 111
    // on side 6 and 157 on side 7, checked below),
    // each position's terms computed with `u128` sets and with [`Cells`]: the second is the
    // general code the first stands in for, so the two must agree everywhere.
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut compared = 0;
    for size in crate::MIN_SIZE..=6 {
        let start = Position::start(size).expect("a side");
        let (narrow, wide) = (TaacocaEval::new(start.layout()), TaacocaEval::wide(start.layout()));
        assert!(matches!(narrow.sets, SetTables::Narrow(_)), "side {size} fits in two words");
        assert!(matches!(wide.sets, SetTables::Wide(_)));
        for _ in 0..20 {
            let mut pos = start;
            while pos.outcome().is_none() {
                assert_eq!(narrow.terms(&pos), wide.terms(&pos), "{pos}");
                assert_eq!(narrow.pregoal(pos.turn()), wide.pregoal(pos.turn()));
                compared += 1;
                let moves = pos.legal_moves();
                pos.play(&moves[next() as usize % moves.len()]).expect("a legal move");
            }
        }
    }
    assert!(compared > 1_000, "{compared} positions");
    let big = Position::start(7).expect("a side");
    assert!(matches!(TaacocaEval::new(big.layout()).sets, SetTables::Wide(_)), "side 7 needs a third word");
}
