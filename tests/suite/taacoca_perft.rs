//! The engine's Taacoca `perft` against tests/suite/fixtures/taacoca_perft.txt, whose counts
//! come from the reference generator of tests/suite/taacoca_reference.rs, which re-derives
//! them here up to a limit.

use crate::taacoca_reference::RefPos;
use ::taacoca::{Position, perft, perft_divide};

/// One fixture line: its number, the position text, and (depth, count) pairs.
type Case = (usize, String, Vec<(u32, u64)>);

fn fixture() -> Vec<Case> {
    let mut cases = Vec::new();
    for (i, line) in include_str!("fixtures/taacoca_perft.txt").lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (text, counts) = line.split_once(';').unwrap_or_else(|| panic!("line {}: no ';'", i + 1));
        let counts = counts
            .split_whitespace()
            .map(|dc| {
                let (d, c) = dc.split_once('=').unwrap();
                (d.parse().unwrap(), c.parse().unwrap())
            })
            .collect();
        cases.push((i + 1, text.trim().to_string(), counts));
    }
    cases
}

#[test]
fn perft_matches_the_reference_counts_on_every_fixture_position() {
    let cases = fixture();
    assert!(cases.len() >= 10);
    for (line, text, counts) in cases {
        let pos: Position = text.parse().unwrap_or_else(|e| panic!("line {line}: {e}"));
        for (depth, expected) in counts {
            assert_eq!(perft(&pos, depth), expected, "line {line}: {text} depth {depth}");
        }
    }
}

/// The largest fixture count the reference generator re-derives on every test run: it
/// builds every move as text and tries every choice of stones, so the larger counts (made
/// by it once) would take minutes.
const REFERENCE_LIMIT: u64 = 500_000;

/// Guards the fixture itself: the reference re-derives every count up to `REFERENCE_LIMIT`.
#[test]
fn reference_perft_matches_the_fixture() {
    let mut checked = 0;
    for (line, text, counts) in fixture() {
        let reference = RefPos::parse(&text);
        for &(depth, expected) in counts.iter().filter(|(_, n)| *n <= REFERENCE_LIMIT) {
            checked += 1;
            assert_eq!(reference.perft(depth), expected, "taacoca_perft.txt line {line}: depth {depth}");
        }
    }
    // 33 of the 36 counts; left to the engine test: the side-5 midgames' depth 3 and side 11's depth 2.
    assert!(checked >= 33, "only {checked} counts re-derived");
}

#[test]
fn perft_divide_splits_the_reference_count_by_first_move() {
    let text = "1BB1B/6/2B1B2/2B2WB1/3BBB1W1/1WWWW3/2W1W2/2W3/1W2W w";
    let pos: Position = text.parse().unwrap();
    let reference = RefPos::parse(text);
    let divide = perft_divide(&pos, 2);
    let mut expected: Vec<(String, u64)> =
        reference.moves().into_iter().map(|m| (m.clone(), reference.play(&m).perft(1))).collect();
    expected.sort();
    assert_eq!(divide.iter().map(|(m, n)| (m.to_string(), *n)).collect::<Vec<_>>(), expected);
    assert_eq!(divide.iter().map(|(_, n)| n).sum::<u64>(), 21925);
}
