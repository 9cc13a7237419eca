//! Puzzles: the verifier on hand-built positions, the shipped set (a sample re-proved here,
//! all of it by `tactigon puzzles --verify`), the file format and the command line.

use std::process::Command;
use tactigon_games::puzzles::{FormatError, Puzzle, VerifyError, verify};
use tactigon_rules::Tactigon;

fn shipped() -> Vec<Puzzle> {
    tactigon_games::puzzles::shipped::<Tactigon>()
}

fn puzzle(line: &str) -> Puzzle {
    Puzzle::parse(line).unwrap_or_else(|e| panic!("{line}: {e}"))
}

// Red's circles on d8 and d10 stand either side of Green's pentagon on d9; a circle captures
// anything on a neighbouring tile, so d8xd9 and d10xd9 both win at once. Red's pentagon on
// b1 is 8 steps from d9, out of its reach of 5.
const TWO_WINS: &str = "two | 1 | standard | none | 2/P8/10/7CpC1/10/9/2 r | d8xd9";
// Only the circle on d8: d8xd9 is the one win.
const ONE_WIN: &str = "one | 1 | standard | none | 2/P8/10/7Cp2/10/9/2 r | d8xd9";
// The circle on d7 is two tiles from the pentagon: nothing wins in one ply.
const NO_WIN: &str = "none | 1 | standard | none | 2/P8/10/6C1p2/10/9/2 r | d7-d8";

/// The grading counts what a player would try: captures first, then quiet moves.
#[test]
fn difficulty_follows_the_captures_and_moves_beside_the_winning_one() {
    use tactigon_games::puzzles::Difficulty::{Easy, Hard, Medium};
    // d8xd9 is Red's only capture here.
    assert_eq!(puzzle(ONE_WIN).difficulty(), Easy);
    // A Green circle on d6 beside Red's on d7 makes three captures: d7xd6, d8xd9, d10xd9.
    let three = "three | 1 | standard | none | 2/P8/10/5cCCpC1/10/9/2 r | d8xd9";
    assert_eq!(puzzle(three).difficulty(), Medium);
    // The start position: 58 moves (tests/suite/fixtures/perft.txt), none a capture, so
    // a quiet first move is hard to find (graded only; this is no puzzle).
    let quiet = "start | 1 | standard | none | 2/C1C3c1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2 r | b1-b2";
    assert_eq!(puzzle(quiet).difficulty(), Hard);
}

#[test]
fn a_puzzle_with_two_winning_first_moves_is_rejected() {
    let e = verify(&puzzle(TWO_WINS)).unwrap_err();
    let VerifyError::SeveralWins(moves) = &e else { panic!("{e}") };
    let names: Vec<String> = moves.iter().map(ToString::to_string).collect();
    assert_eq!(names, ["d8xd9", "d10xd9"]);
    assert_eq!(e.to_string(), "2 first moves win: d8xd9, d10xd9");
}

#[test]
fn a_position_without_a_win_is_rejected() {
    assert_eq!(verify(&puzzle(NO_WIN)), Err(VerifyError::NoWin));
}

#[test]
fn a_single_winning_move_passes_and_the_depth_must_be_the_shortest() {
    assert_eq!(verify(&puzzle(ONE_WIN)), Ok(()));
    // The same win claimed as a win in 3 is a win in 1.
    let longer = ONE_WIN.replace("one | 1", "one | 3");
    assert_eq!(verify(&puzzle(&longer)), Err(VerifyError::Shorter(1)));
    assert_eq!(VerifyError::<Tactigon>::Shorter(1).to_string(), "a win is forced already within 1 ply");
    assert_eq!(VerifyError::<Tactigon>::Shorter(3).to_string(), "a win is forced already within 3 plies");
    // A solution that starts with another move is wrong even if the position is sound.
    let wrong = "w | 3 | standard | none | 2/P8/10/7Cp2/10/9/2 r | b1-b2";
    assert!(matches!(verify(&puzzle(wrong)), Err(VerifyError::Shorter(1))));
}

#[test]
fn a_gold_tile_win_needs_the_opponents_turn() {
    // Red's circle holds the gold tile b5; its circle on e5 steps onto the other, f5. Green
    // has only its pentagon (g2), which may capture nothing but a pentagon and is 7 steps
    // from Red's (d1): it cannot break the gold tiles up, and Red wins when its next turn
    // begins. Two plies, so a win in 3; no capture of the pentagon wins sooner.
    let line = "gold | 3 | standard | none | 2/4C4/10/P10/4C5/9/1p r | e5-f5 g2-g1";
    let p = puzzle(line);
    assert_eq!(p.goal(), "gold tiles");
    assert_eq!(verify(&p), Ok(()));
}

#[test]
fn a_sample_of_the_shipped_puzzles_is_proved_again() {
    let all = shipped();
    assert!(all.len() >= 300, "{} puzzles", all.len());
    for depth in [1, 3, 5] {
        let of: Vec<&Puzzle> = all.iter().filter(|p| p.depth == depth).collect();
        assert!(of.len() >= 20, "win in {depth}: {}", of.len());
        // Every tenth, up to a dozen per depth: quick in the test profile.
        for p in of.iter().step_by(10).take(12) {
            verify(p).unwrap_or_else(|e| panic!("{}: {e}", p.id));
        }
    }
    let mut ids: Vec<&str> = all.iter().map(|p| p.id.as_str()).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), all.len(), "ids are unique");
}

#[test]
fn puzzle_lines_read_and_write_back() {
    let p = puzzle(ONE_WIN);
    assert_eq!(p.to_string(), "one | 1 | standard | none | 2/P8/10/7Cp2/10/9/2 r | d8xd9");
    assert_eq!(Puzzle::parse(&p.to_string()), Ok(p));
    assert_eq!(
        Puzzle::<Tactigon>::parse("a | 2 | standard | none | 2/P8/10/7Cp2/10/9/2 r | d8xd9"),
        Err(FormatError::Depth("2".into()))
    );
    let e = Puzzle::<Tactigon>::parse("a | 1 | standard").unwrap_err();
    assert_eq!(e.to_string(), "3 fields, expected 6 (id | N | board | rules | TPN | solution)");
    let e = Puzzle::<Tactigon>::parse("a | 1 | standard | none | 2/P8/10/7Cp2/10/9/2 r | d8-d6").unwrap_err();
    assert!(e.to_string().starts_with("solution: "), "{e}");
}

fn tactigon(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_tactigon")).args(args).output().expect("the binary runs")
}

#[test]
fn verify_names_each_failing_puzzle_and_fails() {
    let dir = crate::tui_support::TempDir::new();
    let file = dir.0.join("p.txt");
    std::fs::write(&file, format!("# a comment\n{ONE_WIN}\n{TWO_WINS}\n{NO_WIN}\n")).unwrap();
    let out = tactigon(&["puzzles", "--verify", "--file", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(
        lines,
        [
            "tactigon: puzzle two: 2 first moves win: d8xd9, d10xd9",
            "tactigon: puzzle none: no first move forces a win within the depth",
            "tactigon: 2 of 3 puzzles failed verification",
        ]
    );
    std::fs::write(&file, format!("{ONE_WIN}\n")).unwrap();
    let out = tactigon(&["puzzles", "--verify", "--file", file.to_str().unwrap()]);
    assert!(out.status.success());
    // One puzzle, in the singular (issue 22: "1 puzzles verified").
    assert_eq!(String::from_utf8_lossy(&out.stdout), "1 puzzle verified\n");
}

#[test]
fn the_summary_counts_the_shipped_puzzles() {
    let out = tactigon(&["puzzles"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    let total = shipped().len();
    assert!(text.starts_with(&format!("{total} puzzles\n")), "{text}");
    let listed = tactigon(&["puzzles", "--list", "--depth", "1"]);
    let ones = shipped().iter().filter(|p| p.depth == 1).count();
    assert_eq!(String::from_utf8_lossy(&listed.stdout).lines().count(), ones);
}

/// The judge the puzzle screen uses: the one winning move is done at once, any other legal
/// move is wrong with the reason the screen shows, an illegal one is left to the rules.
#[test]
fn the_goal_judge_takes_only_the_winning_move_of_a_win_in_one() {
    use tactigon_games::goal::{Goal, Verdict, judge};
    let p = puzzle(ONE_WIN);
    let win = p.solution[0];
    assert_eq!(judge(&p.position, &Goal::WinWithin(1), win), Verdict::Done(None));
    let other = p.position.legal_moves().into_iter().find(|&m| m != win).expect("another move");
    let expected = format!("{other} does not force the win within 1 turn: try again");
    assert_eq!(judge(&p.position, &Goal::WinWithin(1), other), Verdict::Wrong(expected));
    // No plies left: not even the winning move meets the goal.
    let none_left = format!("{win} does not force the win within 0 turns: try again");
    assert_eq!(judge(&p.position, &Goal::WinWithin(0), win), Verdict::Wrong(none_left));
    // The pentagon on b1 is 8 steps from d9, out of its reach of 5.
    let far: tactigon_rules::Move = "b1xd9".parse().expect("a move");
    assert!(matches!(judge(&p.position, &Goal::WinWithin(1), far), Verdict::Illegal(_)));
}

/// In a longer puzzle the winning first move is answered for the defender, and the win is
/// still there to be found in the plies left.
#[test]
fn the_goal_judge_answers_a_winning_first_move_of_a_longer_puzzle() {
    use tactigon_games::goal::{Goal, Verdict, judge};
    use tactigon_games::puzzles::solve::winning_moves;
    let all = shipped();
    // w3-001: whatever Red answers, Green holds both gold tiles as its turn begins and wins.
    let short = all.iter().find(|p| p.id == "w3-001").expect("w3-001 is shipped");
    assert!(matches!(judge(&short.position, &Goal::WinWithin(3), short.solution[0]), Verdict::Done(Some(_))));
    let p = all.iter().find(|p| p.depth == 3 && p.solution.len() == 3).expect("a win in 3 plies is shipped");
    let Verdict::Replied(reply) = judge(&p.position, &Goal::WinWithin(3), p.solution[0]) else {
        panic!("{}: the first move is answered", p.id)
    };
    let mut after = p.position;
    after.play(p.solution[0]).expect("the solution is legal");
    after.play(reply).expect("the reply is legal");
    let wins = winning_moves::<Tactigon>(&after, 1);
    assert!(!wins.is_empty(), "{}: a win in 1 is left after {reply}", p.id);
    assert_eq!(judge(&after, &Goal::WinWithin(1), wins[0]), Verdict::Done(None));
}

/// Taacoca's puzzles: the one list of puzzles over the games, each game's own file.
mod taacoca {
    use super::tactigon;
    use ::taacoca::Taacoca;
    use tactigon_games::puzzles::{Puzzle, VerifyError, shipped, verify};

    fn puzzle(line: &str) -> Puzzle<Taacoca> {
        Puzzle::parse(line).unwrap_or_else(|e| panic!("{line}: {e}"))
    }

    // Side 3, White to move, Black's one stone on c5. White's b4 reaches a3 going nw, as
    // three stones must move: with d1 and d2, or with d1 and e1 (e1 steps into d1 as d1
    // leaves). Both are the one answer: b4 does the work, the others only come along.
    const ONE_RUNNER: &str = "one | 1 | 3/3W/4B/WW2/W2 w | nw:b4,d1,e1";
    // White's b1 and b4 each reach row a, b1 only going ne and b4 only going nw: two answers.
    const TWO_RUNNERS: &str = "two | 1 | 3/W2W/4B/WW2/3 w | ne:b1,d1,d2";

    #[test]
    fn winning_moves_that_share_their_working_stones_are_one_answer() {
        let p = puzzle(ONE_RUNNER);
        assert_eq!(verify(&p), Ok(()));
        assert_eq!(p.goal(), "far row");
        assert_eq!(p.to_string(), ONE_RUNNER);
        let e = verify(&puzzle(TWO_RUNNERS)).unwrap_err();
        let VerifyError::SeveralWins(moves) = &e else { panic!("{e}") };
        let mut names: Vec<String> = moves.iter().map(ToString::to_string).collect();
        names.sort();
        assert_eq!(names, ["ne:b1,d1,d2", "nw:b4,d1,d2"]);
        let e = Puzzle::<Taacoca>::parse("a | 1 | 3/3W w | nw:b4").unwrap_err();
        assert!(e.to_string().starts_with("position: "), "{e}");
        let e = Puzzle::<Taacoca>::parse("a | 1 | standard | none | 3/3W/4B/WW2/W2 w | nw:b4").unwrap_err();
        assert_eq!(e.to_string(), "6 fields, expected 4 (id | N | position | solution)");
    }

    #[test]
    fn the_shipped_taacoca_puzzles_are_many_and_a_sample_is_proved_again() {
        let all = shipped::<Taacoca>();
        assert!(all.len() >= 200, "{} puzzles", all.len());
        for depth in [1, 3] {
            let of: Vec<&Puzzle<Taacoca>> = all.iter().filter(|p| p.depth == depth).collect();
            assert!(of.len() >= 20, "win in {depth}: {}", of.len());
            for p in of.iter().step_by(10).take(8) {
                verify(*p).unwrap_or_else(|e| panic!("{}: {e}", p.id));
            }
        }
        // One list of ids over the games: progress keeps ids, not games.
        let tactigon_ids = super::shipped().into_iter().map(|p| p.id);
        let mut ids: Vec<String> = all.iter().map(|p| p.id.clone()).chain(tactigon_ids).collect();
        let n = ids.len();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), n, "ids are unique over the games");
    }

    #[test]
    fn the_command_line_verifies_and_lists_taacoca_puzzles() {
        let out = tactigon(&["puzzles", "--game", "taacoca", "--verify", "--depth", "1"]);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let ones = shipped::<Taacoca>().iter().filter(|p| p.depth == 1).count();
        assert_eq!(String::from_utf8_lossy(&out.stdout), format!("{ones} puzzles verified\n"));
        let listed = tactigon(&["puzzles", "--game", "taacoca", "--list"]);
        let text = String::from_utf8_lossy(&listed.stdout).into_owned();
        let first = text.lines().next().unwrap_or_default();
        assert!(first.starts_with("c1-001 1 ") && first.contains(" side "), "{text}");
    }
}
