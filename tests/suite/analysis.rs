//! Post-game analysis: moves classified against positions checked by hand, the thresholds,
//! annotations written into records and read back, and `tactigon analyse` as a user runs it.

use crate::tui_support::TempDir;
use std::process::{Command, Output};
use std::sync::atomic::AtomicBool;
use tactigon_core::analysis::{self, Analysis, Class, LOSS_CAP, THRESHOLDS, eval_text, parse_eval};
use tactigon_core::record::{RecordErrorKind, write_all};
use tactigon_core::search::WIN;
use tactigon_core::{History, Limits};
use tactigon_rules::record::parse_records;
use tactigon_rules::{Board, DrawRules, Game, Position, Rules, Tactigon};

/// Red's circle on d10 stands next to Green's pentagon on d11: Red can take it at once. Red
/// plays d1-d2 instead (a missed win); Green's pentagon then steps to c10, next to the same
/// circle (a blunder: it is taken), and d10xc10 wins.
const MISSED_AND_BLUNDER: &str = "[Event \"test\"]\n[Date \"2026-01-01\"]\n[Red \"human\"]\n[Green \"human\"]\n\
    [Start \"2/9/10/P8Cp/10/9/2 r\"]\n\n1. d1-d2 d11-c10 2. d10xc10 1-0\n";

/// Four plies at a fixed depth: deterministic and quick.
fn depth(d: u32) -> Limits {
    Limits { depth: Some(d), ..Limits::default() }
}

fn analyse(game: &Game) -> Analysis<Tactigon> {
    let never = AtomicBool::new(false);
    let mut seen = Vec::new();
    let a = analysis::analyse::<Tactigon, tactigon_rules::eval::Evaluator>(game, depth(4), &never, &mut |p| {
        seen.push((p.done, p.total));
    })
    .expect("not cancelled");
    let total = game.positions().len();
    assert_eq!(seen, (1..=total).map(|d| (d, total)).collect::<Vec<_>>(), "progress after every position");
    a
}

fn game_from(tpn: &str, moves: &[&str]) -> Game {
    let pos = Position::from_tpn(Board::standard(), Rules::default(), tpn).unwrap();
    let mut game = History::new(pos, DrawRules::default());
    for m in moves {
        game.play(pos_move(&game, m)).unwrap();
    }
    game
}

fn pos_move(game: &Game, word: &str) -> tactigon_rules::Move {
    game.position().parse_move(word).unwrap()
}

#[test]
fn a_move_next_to_an_enemy_circle_loses_the_pentagon_and_is_a_blunder() {
    // Red's pentagon on d1, a Green circle on d3: stepping to d2 puts the pentagon next to
    // the circle, which may capture any piece, and d3xd2 ends the game. Fleeing is safe.
    let game = game_from("2/9/10/P1c8/10/9/1p r", &["d1-d2"]);
    let a = analyse(&game);
    let review = a.moves[0];
    assert_eq!(review.class, Class::Blunder);
    assert_eq!(review.loss, LOSS_CAP);
    assert_ne!(review.best.to_string(), "d1-d2");
    // After the move Green wins in one ply: for Red that is a loss found by the search.
    assert_eq!(a.evals[1], -(WIN - 1));
    assert_eq!(eval_text(a.evals[1]), "#-1");
}

#[test]
fn letting_a_pentagon_capture_go_is_a_missed_win_and_walking_into_one_a_blunder() {
    let record = parse_records(MISSED_AND_BLUNDER).unwrap().remove(0);
    let a = analyse(&record.game);
    let classes: Vec<Class> = a.moves.iter().map(|m| m.class).collect();
    assert_eq!(classes, [Class::MissedWin, Class::Blunder, Class::Best]);
    assert_eq!(a.moves[0].best.to_string(), "d10xd11");
    assert_eq!(a.evals[0], WIN - 1, "Red wins in one ply at the start");
    assert_eq!(a.evals[3], WIN, "the game is over, won by Red");
    let [red, green] = a.summaries(&record.game);
    assert_eq!((red.count(Class::MissedWin), red.count(Class::Best), red.moves()), (1, 1, 2));
    assert_eq!((green.count(Class::Blunder), green.moves()), (1, 1));
    assert_eq!(red.average_loss(), f64::from(LOSS_CAP) / 2.0);
    assert_eq!(green.average_loss(), f64::from(LOSS_CAP));
}

#[test]
fn thresholds_in_centi_circles() {
    // (before, after) for the side that moved; the best move itself is always best.
    let cases = [
        (100, 91, Class::Best, 9),
        (100, 90, Class::Good, 10),
        (100, 51, Class::Good, 49),
        (100, 50, Class::Inaccuracy, 50),
        (100, 1, Class::Inaccuracy, 99),
        (100, 0, Class::Mistake, 100),
        (100, -199, Class::Mistake, 299),
        (100, -200, Class::Blunder, 300),
        (0, -5000, Class::Blunder, LOSS_CAP),
        (0, 200, Class::Best, 0),
    ];
    for (before, after, class, loss) in cases {
        assert_eq!(THRESHOLDS.classify(before, after, false), (class, loss), "{before} -> {after}");
    }
    assert_eq!(THRESHOLDS.classify(100, -900, true), (Class::Best, 0));
    // Wins and losses found by the search.
    assert_eq!(THRESHOLDS.classify(WIN - 3, 250, false), (Class::MissedWin, LOSS_CAP));
    assert_eq!(THRESHOLDS.classify(WIN - 3, WIN - 7, false), (Class::Good, 0), "a slower win");
    assert_eq!(THRESHOLDS.classify(-40, -(WIN - 2), false), (Class::Blunder, LOSS_CAP));
    assert_eq!(THRESHOLDS.classify(-(WIN - 4), -(WIN - 2), false), (Class::Good, 0), "lost anyway, sooner");
    // Every move loses at once: the one played is as good as the search's.
    assert_eq!(THRESHOLDS.classify(-(WIN - 1), -(WIN - 1), false), (Class::Best, 0), "lost whatever");
    assert_eq!(THRESHOLDS.classify(-(WIN - 2), -(WIN - 4), false), (Class::Best, 0), "lost, but later");
}

#[test]
fn evaluations_read_back_as_written() {
    for (score, text) in
        [(0, "0.00"), (125, "1.25"), (-40, "-0.40"), (-1234, "-12.34"), (WIN - 3, "#3"), (-(WIN - 5), "#-5")]
    {
        assert_eq!(eval_text(score), text);
        assert_eq!(parse_eval(text), Some(score));
    }
    for bad in ["1.2", "abc", "#", "#x", "1.234", "--1.00", "+1.00", " 1.00"] {
        assert_eq!(parse_eval(bad), None, "{bad}");
    }
}

#[test]
fn annotations_round_trip_through_the_record() {
    let mut record = parse_records(MISSED_AND_BLUNDER).unwrap().remove(0);
    assert_eq!(record.analysis, None, "a record without comments has no analysis");
    record.analysis = Some(analyse(&record.game));
    let text = write_all(std::slice::from_ref(&record));
    assert!(text.contains("{[%eval #1]}"), "the start's evaluation: {text}");
    assert!(text.contains("1. d1-d2 {[%eval "), "{text}");
    assert!(text.contains("missed-win; best d10xd11}"), "{text}");
    assert!(text.contains("d10xc10 {[%eval #0] best}"), "{text}");
    let back = parse_records(&text).unwrap().remove(0);
    assert_eq!(back, record);
}

#[test]
fn broken_annotations_are_errors_with_their_place() {
    let base = "[Event \"t\"]\n[Start \"2/9/10/P8Cp/10/9/2 r\"]\n\n";
    let bad = |moves: &str| parse_records(&format!("{base}{moves}\n")).unwrap_err();
    let e = bad("{[%eval x]} 1. d1-d2 {[%eval 0.00] best} *");
    assert!(matches!(e.kind, RecordErrorKind::BadAnnotation(_)), "{e}");
    assert_eq!((e.line, e.column), (4, 1));
    let e = bad("{[%eval 0.00]} 1. d1-d2 {[%eval 0.00] superb} *");
    assert!(matches!(e.kind, RecordErrorKind::BadAnnotation(_)), "{e}");
    let e = bad("{[%eval 0.00]} 1. d1-d2 {[%eval 0.00] good; best d1xd9} *");
    assert!(matches!(e.kind, RecordErrorKind::Move(_)), "{e}");
    let e = bad("1. d1-d2 {[%eval 0.00] good} *");
    assert!(matches!(e.kind, RecordErrorKind::MissingAnnotation(0)), "{e}");
    // Other comments are no annotations, as before.
    let plain = parse_records(&format!("{base}{{ a [comment] }} 1. d1-d2 {{%eval}} *\n")).unwrap();
    assert_eq!(plain[0].analysis, None);
}

fn tactigon(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tactigon")).args(args).output().expect("the binary runs")
}

fn one_line_error(out: &Output) -> String {
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    err
}

#[test]
fn analyse_prints_a_table_and_json_and_writes_annotations() {
    let dir = TempDir::new();
    let file = dir.0.join("game.tgn");
    std::fs::write(&file, MISSED_AND_BLUNDER).unwrap();
    let path = file.to_str().unwrap();
    let out = tactigon(&["analyse", path, "--depth", "4"]);
    assert!(out.status.success(), "{out:?}");
    let table = String::from_utf8_lossy(&out.stdout).into_owned();
    let line = table.lines().find(|l| l.starts_with("1. ")).unwrap();
    assert!(line.contains("d1-d2??") && line.contains("missed-win") && line.ends_with("d10xd11"), "{table}");
    assert!(table.contains("Green (human): 1 move: 0 best, 0 good, 0 inaccuracy, 0 mistake, 1 blunder"), "{table}");

    let out = tactigon(&["analyse", path, "--depth", "4", "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["moves"][1]["class"], "blunder");
    assert_eq!(json["moves"][0]["best"], "d10xd11");
    assert_eq!(json["summary"][0]["counts"]["missed-win"], 1);

    let out = tactigon(&["analyse", path, "--depth", "4", "--write"]);
    assert!(out.status.success(), "{out:?}");
    let back = parse_records(&std::fs::read_to_string(&file).unwrap()).unwrap().remove(0);
    let classes: Vec<Class> = back.analysis.unwrap().moves.iter().map(|m| m.class).collect();
    assert_eq!(classes, [Class::MissedWin, Class::Blunder, Class::Best]);
}

/// A resigned game is analysed like any other: the resignation is not a move.
#[test]
fn analyse_takes_a_resigned_game_and_writes_it_back_resigned() {
    let dir = TempDir::new();
    let file = dir.0.join("game.tgn");
    let resigned =
        MISSED_AND_BLUNDER.replace("2. d10xc10 1-0", "0-1").replace("\n\n", "\n[Termination \"resignation\"]\n\n");
    std::fs::write(&file, &resigned).unwrap();
    let path = file.to_str().unwrap();
    let out = tactigon(&["analyse", path, "--depth", "4", "--write"]);
    assert!(out.status.success(), "{out:?}");
    let back = parse_records(&std::fs::read_to_string(&file).unwrap()).unwrap().remove(0);
    let classes: Vec<Class> = back.analysis.unwrap().moves.iter().map(|m| m.class).collect();
    assert_eq!(classes, [Class::MissedWin, Class::Blunder]);
    assert_eq!(back.game.forfeited(), Some((tactigon_rules::Side::Red, tactigon_core::Forfeit::Resignation)));
}

#[test]
fn analyse_refuses_bad_input_on_one_line() {
    let dir = TempDir::new();
    let missing = dir.0.join("missing.tgn");
    let err = one_line_error(&tactigon(&["analyse", missing.to_str().unwrap()]));
    assert!(err.contains("missing.tgn"), "{err}");
    let file = dir.0.join("game.tgn");
    std::fs::write(&file, MISSED_AND_BLUNDER).unwrap();
    let path = file.to_str().unwrap();
    let err = one_line_error(&tactigon(&["analyse", path, "--game", "2"]));
    assert!(err.contains("there is no game 2"), "{err}");
    one_line_error(&tactigon(&["analyse", path, "--depth", "0"]));
    one_line_error(&tactigon(&["analyse", path, "--think", "soon"]));
    one_line_error(&tactigon(&["analyse", path, "--think", "1s", "--depth", "3"]));
    std::fs::write(&file, "1. zz-top *\n").unwrap();
    let err = one_line_error(&tactigon(&["analyse", path]));
    assert!(err.contains("line 1, column 4"), "{err}");
}

/// A move classed best that was not the search's own choice: its choice is written "as good",
/// as the viewer tells it, and records written the old way ("best; best b3-b4") still read.
#[test]
fn an_equal_alternative_is_written_as_good_and_old_records_still_read() {
    let old = "[Event \"test\"]\n[Date \"2026-01-01\"]\n[Red \"human\"]\n[Green \"greedy\"]\n\n\
        {[%eval 0.00]} 1. b1-b2 {[%eval 0.05] best; best b3-b4} *\n";
    let record = parse_records(old).unwrap().remove(0);
    let review = record.analysis.as_ref().unwrap().moves[0];
    assert_eq!((review.class, review.best.to_string()), (Class::Best, "b3-b4".to_string()));
    let text = write_all(std::slice::from_ref(&record));
    assert!(text.contains("b1-b2 {[%eval 0.05] best; as good b3-b4}"), "{text}");
    assert_eq!(parse_records(&text).unwrap().remove(0), record);
}

/// The move that lost the most is where the game turned: the table names it, and so does
/// the JSON.
#[test]
fn analyse_names_the_move_where_the_game_turned() {
    let game = parse_records(MISSED_AND_BLUNDER).unwrap().remove(0).game;
    let analysis = analyse(&game);
    // Red's missed win and Green's blunder both lost the most (1000): the first is the turn.
    assert_eq!(analysis.turning_point(&game), Some(0));
    let (ply, told) = tactigon_core::record::turning_point(&game, &analysis).unwrap();
    assert_eq!(ply, 1);
    assert!(told.starts_with("1. d1-d2 (missed-win, #1 to "), "{told}");
    let dir = TempDir::new();
    let file = dir.0.join("game.tgn");
    std::fs::write(&file, MISSED_AND_BLUNDER).unwrap();
    let out = tactigon(&["analyse", file.to_str().unwrap(), "--depth", "4"]);
    let table = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(table.contains("\nTurned at 1. d1-d2 (missed-win, #1 to "), "{table}");
    assert!(table.contains("average loss 10.00 circles a move"), "Green's one blunder: {table}");
    let out = tactigon(&["analyse", file.to_str().unwrap(), "--depth", "4", "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["turning_point"]["ply"], 1);
}

/// A game where no move was worse than an inaccuracy never turned.
#[test]
fn a_game_of_good_moves_has_no_turning_point() {
    let game = parse_records(MISSED_AND_BLUNDER).unwrap().remove(0).game;
    let bests = game.moves().to_vec();
    let analysis = Analysis::from_evals(&game, vec![30, 20, 40, 10], &bests);
    assert_eq!(analysis.turning_point(&game), None);
}

/// The final position of a game the second player won reads `#-0`: lost, no ply left.
#[test]
fn a_game_won_by_the_second_player_ends_at_minus_zero() {
    assert_eq!(eval_text(-WIN), "#-0");
    assert_eq!(parse_eval("#-0"), Some(-WIN));
}

/// A Taacoca analysis speaks Taacoca: losses in stones, never circles, and a won race as the
/// forced win it is. White's lone d5 has no Black stone ahead of it within reach (b1 is six
/// half-cells aside), so it walks c4, b3, a2 and wins on its 3rd move: at the start that is 5
/// plies away (`#5`), after White's first move 4 (`#4`), and so on down to the win.
#[test]
fn a_taacoca_analysis_counts_stones_and_tells_a_won_race_as_a_forced_win() {
    let dir = TempDir::new();
    let file = dir.0.join("race.tgn");
    let record = "[Game \"Taacoca\"]\n[Start \"5/B5/7/4W3/9/6B1/7/6/5 w\"]\n\n\
                  1. nw:d5 se:b1,f7 2. nw:c4 sw:c2,g7 3. nw:b3 1-0\n";
    std::fs::write(&file, record).unwrap();
    let out = tactigon(&["analyse", file.to_str().unwrap(), "--depth", "3"]);
    let table = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "{table}");
    let evals: Vec<&str> = table.lines().skip(1).take(5).filter_map(|l| l.split_whitespace().nth(2)).collect();
    assert_eq!(evals, ["#4", "#3", "#2", "#1", "#0"], "{table}");
    assert!(table.contains("average loss 0.00 stones a move"), "{table}");
    assert!(!table.contains("circle"), "{table}");
    let out = tactigon(&["analyse", file.to_str().unwrap(), "--depth", "3", "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["start"]["eval"], "#5");
}

/// Once the game is decided, a move into the forced loss it was heading for is charged the
/// whole cap, but it is not where the game turned: the move that decided it is (issue 22).
#[test]
fn the_turning_point_of_a_decided_game_is_the_move_that_decided_it() {
    let game = parse_records(MISSED_AND_BLUNDER).unwrap().remove(0).game;
    let m = game.moves().to_vec();
    // None of the moves is the search's best, so each is charged what it lost.
    let bests = [m[1], m[2], m[0]];
    // Red's d1-d2 drops from even to -8.00; Green's reply keeps it; Red's last move, from
    // -9.00, walks into a loss the search proves.
    let analysis = Analysis::from_evals(&game, vec![0, -800, -900, -(WIN - 1)], &bests);
    assert_eq!((analysis.moves[0].class, analysis.moves[0].loss), (Class::Blunder, 800));
    assert_eq!((analysis.moves[2].class, analysis.moves[2].loss), (Class::Blunder, LOSS_CAP));
    assert_eq!(analysis.turning_point(&game), Some(0), "not the move played once all was lost");
    let (ply, told) = tactigon_core::record::turning_point(&game, &analysis).unwrap();
    assert_eq!((ply, told.as_str()), (1, "1. d1-d2 (blunder, 0.00 to -8.00)"));
}
