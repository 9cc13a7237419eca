//! The engine's `perft` against tests/suite/fixtures/perft.txt, whose counts come from the
//! reference generator of tests/suite/common (see the fixture's header for the format).

use crate::common;

use tactigon_rules::{Board, Position, Rules, perft, perft_divide};

/// One fixture line.
struct Case {
    line: usize,
    rules_name: String,
    rules: Rules,
    board: &'static Board,
    tpn: String,
    counts: Vec<(u32, u64)>,
}

fn fixture() -> Vec<Case> {
    let text = include_str!("fixtures/perft.txt");
    let mut cases = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line_no = i + 1;
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split(';').map(str::trim).collect();
        assert_eq!(fields.len(), 4, "perft.txt line {line_no}: expected 4 fields separated by ';'");
        let rules = common::rules_named(fields[0])
            .unwrap_or_else(|| panic!("perft.txt line {line_no}: unknown rules '{}'", fields[0]));
        let board = Board::builtin(fields[1])
            .unwrap_or_else(|| panic!("perft.txt line {line_no}: unknown board '{}'", fields[1]));
        let counts = fields[3]
            .split_whitespace()
            .map(|dc| {
                let (d, c) = dc.split_once('=').unwrap_or_else(|| panic!("perft.txt line {line_no}: bad '{dc}'"));
                (d.parse().unwrap(), c.parse().unwrap())
            })
            .collect();
        cases.push(Case { line: line_no, rules_name: fields[0].into(), rules, board, tpn: fields[2].into(), counts });
    }
    cases
}

#[test]
fn fixture_covers_every_rule_setting_and_board() {
    let cases = fixture();
    for (name, _) in common::ALL_RULES {
        for board in ["standard", "large", "huge"] {
            let n = cases.iter().filter(|c| c.rules_name == name && c.board.name() == board).count();
            assert!(n >= 1, "no {board} position for rules {name}");
        }
        assert!(cases.iter().filter(|c| c.rules_name == name).count() >= 8, "rules {name}");
    }
}

#[test]
fn engine_perft_matches_the_fixture() {
    for case in fixture() {
        let pos = Position::from_tpn(case.board, case.rules, &case.tpn).unwrap();
        for &(depth, expected) in &case.counts {
            assert_eq!(perft(&pos, depth), expected, "perft.txt line {}: {} depth {depth}", case.line, case.tpn);
        }
    }
}

/// The largest fixture count the reference generator re-derives on every test run; it is
/// slow (a breadth-first search per piece), and the larger counts were made by it once.
const REFERENCE_LIMIT: u64 = 2_500_000;

/// Guards the fixture itself: the reference re-derives every count up to `REFERENCE_LIMIT`.
#[test]
fn reference_perft_matches_the_fixture() {
    let mut checked = 0;
    for case in fixture() {
        let rb = common::ref_board(case.board.name());
        let reference = common::RefPos::from_tpn(&rb, case.rules, &case.tpn);
        for &(depth, expected) in case.counts.iter().filter(|(_, n)| *n <= REFERENCE_LIMIT) {
            checked += 1;
            assert_eq!(reference.perft(depth), expected, "perft.txt line {}: depth {depth}", case.line);
        }
    }
    // Every line has its depths 1 and 2 under the limit, most their depth 3 too.
    assert!(checked > 2 * fixture().len(), "only {checked} counts re-derived");
}

/// The figure given independently in the issue.
#[test]
fn standard_start_perft_4_without_advanced_rules() {
    let start = Position::start(Board::standard(), Rules::default());
    assert_eq!(perft(&start, 4), 16_416_695);
}

#[test]
fn divide_adds_up_to_perft() {
    for case in fixture().iter().filter(|c| c.counts.len() >= 3) {
        let pos = Position::from_tpn(case.board, case.rules, &case.tpn).unwrap();
        let split = perft_divide(&pos, 3);
        assert_eq!(split.len(), pos.legal_moves().len(), "line {}", case.line);
        assert_eq!(split.iter().map(|&(_, n)| n).sum::<u64>(), case.counts[2].1, "line {}", case.line);
    }
}
