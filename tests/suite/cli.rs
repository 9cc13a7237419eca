//! The analysis commands as a user runs them: output, exit status, one-line errors.

use crate::tui_support::TempDir;
use std::process::{Command, Output};

pub fn tactigon(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tactigon")).args(args).output().expect("the binary runs")
}

/// `arena --red greedy --green random` with more arguments: a quick, lopsided match.
fn arena(more: &[&str]) -> Output {
    tactigon(&[&["arena", "--red", "greedy", "--green", "random"], more].concat())
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Red's pentagon on d1 is walled in by its own circles on c1, d2 and e1 (Green's pentagon is far
/// away on g2), so only the circles move: c1 to b1 or c2; d2 to c2, d3 or e2; e1 to e2 or f1.
const BOXED: &str = "2/9/C9/PC9/C9/9/1p r";

#[test]
fn moves_lists_every_legal_move_sorted() {
    let out = tactigon(&["moves", BOXED]);
    assert!(out.status.success());
    assert_eq!(stdout(&out), "c1-b1\nc1-c2\nd2-c2\nd2-d3\nd2-e2\ne1-e2\ne1-f1\n");
}

#[test]
fn tpn_may_be_given_as_separate_words() {
    let out = tactigon(&["moves", "2/9/C9/PC9/C9/9/1p", "r"]);
    assert!(out.status.success());
    assert_eq!(stdout(&out), "c1-b1\nc1-c2\nd2-c2\nd2-d3\nd2-e2\ne1-e2\ne1-f1\n");
}

#[test]
fn moves_prints_the_outcome_of_a_finished_game() {
    // Red circles stand on both gold tiles (b5, f5) as Red's turn begins.
    let out = tactigon(&["moves", "2/4C4/10/P9p/10/4C4/2 r"]);
    assert!(out.status.success());
    assert_eq!(stdout(&out), "red wins: holds both gold tiles\n");
}

#[test]
fn perft_counts_and_divides() {
    let out = tactigon(&["perft", "1", BOXED]);
    assert_eq!(stdout(&out), "7\n");
    assert!(String::from_utf8_lossy(&out.stderr).contains("nodes/s"));
    let out = tactigon(&["perft", "1", "--divide", BOXED]);
    let text = stdout(&out);
    assert!(text.starts_with("c1-b1 1\nc1-c2 1\n"), "{text}");
    assert!(text.ends_with("\n7\n"), "{text}");
}

#[test]
fn bad_input_gives_one_line_and_a_failure_status() {
    for args in [
        &["moves", "2/C1C3c1c/1ST5ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2", "r"][..],
        &["moves", "--board", "no-such-board"],
        &["perft", "99"],
        &["perft", "two"],
        &["moves", "2/9/C9/PC9/C9/9/1p", "x"],
        &["frobnicate"],
    ] {
        let out = tactigon(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("tactigon: "), "{err}");
    }
    let err =
        String::from_utf8_lossy(&tactigon(&["moves", "2/C1C3c1c/1ST5ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2 r"]).stderr)
            .into_owned();
    assert!(err.contains("character 17") && err.contains("row c is too long"), "{err}");
}

/// `play --load` and `replay` read the file before the screen opens: a bad file, a missing one
/// or a game number out of range is one line on stderr and exit status 2.
#[test]
fn record_files_are_checked_before_the_terminal_is_touched() {
    let dir = TempDir::new();
    let dir = &dir.0;
    let bad = dir.join("bad.tgn");
    // Line 3, column 10 is the second move, written with '=' instead of '-'.
    std::fs::write(&bad, "[Event \"x\"]\n\n1. b1-b2 b9=b8 *\n").unwrap();
    let good = dir.join("good.tgn");
    std::fs::write(&good, "[Event \"x\"]\n\n1. b1-b2 b9-b8 *\n").unwrap();
    let missing = dir.join("missing.tgn");
    let (bad, good, missing) = (bad.to_str().unwrap(), good.to_str().unwrap(), missing.to_str().unwrap());
    for (args, expected) in [
        (&["play", "--load", bad][..], "line 3, column 10: 'b9=b8' is not a move"),
        (&["replay", bad], "line 3, column 10: 'b9=b8' is not a move"),
        (&["play", "--load", missing], "cannot read"),
        (&["replay", missing], "cannot read"),
        (&["play", "--load", good, "--game", "2"], "holds 1 game: there is no game 2"),
        (&["replay", good, "--game", "0"], "there is no game 0"),
    ] {
        let out = tactigon(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}: the screen was not opened");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("tactigon: ") && err.contains(expected), "{args:?}: {err}");
    }
}

#[test]
fn arena_records_every_game() {
    let dir = TempDir::new();
    let path = dir.0.join("games.tgn");
    let out = arena(&["--games", "4", "--record", path.to_str().unwrap()]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let records = tactigon_rules::record::parse_records(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(records.len(), 4);
    // Bot A (--red) plays Red in even-numbered games and Green in odd ones.
    let reds: Vec<&str> = records.iter().map(|r| r.players[0].as_str()).collect();
    assert_eq!(reds, ["greedy", "random", "greedy", "random"]);
    // Red moves first in games 0 and 1, Green in games 2 and 3.
    let first: Vec<_> = records.iter().map(|r| r.game.start().turn()).collect();
    use tactigon_rules::Side::{Green, Red};
    assert_eq!(first, [Red, Red, Green, Green]);
    for r in &records {
        assert!(r.game.outcome().is_some(), "every arena game is played to its end");
    }
}

/// A game on a board read from a file carries the board in its record, so the record reads
/// back after the board file is gone (on another machine, say).
#[test]
fn arena_records_on_a_board_file_reload_without_the_file() {
    let dir = TempDir::new();
    let dir = &dir.0;
    let board_path = dir.join("mine.txt");
    // Ten tiles: Red's pentagon on b1 between circles, Green's on b4; no gold tiles.
    let board_text = "name: mine\n C . c\nP . . p\n C . c\n";
    std::fs::write(&board_path, board_text).unwrap();
    let record_path = dir.join("games.tgn");
    let out =
        arena(&["--games", "2", "--board", board_path.to_str().unwrap(), "--record", record_path.to_str().unwrap()]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    std::fs::remove_file(&board_path).unwrap();
    let text = std::fs::read_to_string(&record_path).unwrap();
    assert!(text.contains("[Board \"mine\"]") && text.contains("[BoardDiagram \" C . c/P . . p/ C . c\"]"), "{text}");
    let records = tactigon_rules::record::parse_records(&text).unwrap();
    assert_eq!(records.len(), 2);
    let expected: tactigon_rules::Board = board_text.parse().unwrap();
    for r in &records {
        let board = r.game.start().board();
        assert_eq!(board.name(), "mine");
        assert_eq!(board.len(), 10);
        assert!(*board == expected);
        assert!(r.game.outcome().is_some());
    }
    // A record on a built-in board has no diagram.
    let out = arena(&["--games", "1", "--record", record_path.to_str().unwrap()]);
    assert!(out.status.success());
    assert!(!std::fs::read_to_string(&record_path).unwrap().contains("BoardDiagram"));
}

/// `think` and `moves` agree on a position whose no-capture clock has reached the limit, and
/// both take `--no-capture-limit`.
#[test]
fn think_and_moves_agree_on_the_no_capture_limit() {
    let tpn = "2/C1C3c1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2 r 100";
    for command in ["moves", "think"] {
        let out = tactigon(&[command, tpn]);
        assert!(out.status.success(), "{command}");
        assert_eq!(stdout(&out), "draw: 100 turns without a capture\n", "{command}");
    }
    // With the rule off the start position's 58 moves are back, and the bot picks one of them.
    let moves = stdout(&tactigon(&["moves", "--no-capture-limit", "0", tpn]));
    assert_eq!(moves.lines().count(), 58);
    let chosen = stdout(&tactigon(&["think", "--no-capture-limit", "0", "--depth", "2", tpn]));
    assert!(moves.lines().any(|m| m == chosen.trim()), "{chosen}");
}

/// A record file that cannot be written is reported before any game is played.
#[test]
fn arena_checks_the_record_path_before_playing() {
    let dir = TempDir::new();
    let missing = dir.0.join("no-such-folder");
    let path = missing.join("games.tgn");
    let out = arena(&["--games", "2", "--record", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty(), "no game was played or tabulated");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("there is no folder"), "{err}");
    assert!(!missing.exists(), "the folder was not created");
}

/// Without a terminal (standard input from /dev/null, output to a pipe) the game says so on one
/// line and exits with status 2 instead of panicking.
#[test]
fn the_game_without_a_terminal_is_a_one_line_error() {
    let dir = TempDir::new();
    for args in [&[][..], &["play"], &["watch"]] {
        let out = without_terminal(&dir, args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("tactigon: the game needs a terminal"), "{args:?}: {err}");
    }
}

/// Runs the binary with `args`, input from /dev/null and its data and settings in `dir`.
fn without_terminal(dir: &TempDir, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tactigon"))
        .args(args)
        .env("TACTIGON_DATA", &dir.0)
        .env("TACTIGON_CONFIG", dir.0.join("settings.toml"))
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap()
}

/// A local game's clock is minutes+seconds: anything else is refused before the game opens
/// (not "the game needs a terminal"), in one line that says how to write one.
#[test]
fn a_bad_clock_is_refused_in_one_line() {
    let dir = TempDir::new();
    // No minutes, a day or more, days per move (online correspondence only), no increment,
    // words, negative seconds.
    for clock in ["0+5", "1440+0", "3 days", "1d", "5", "five+3", "5+-1", ""] {
        for command in ["play", "watch"] {
            let out = without_terminal(&dir, &[command, "--clock", clock]);
            assert_eq!(out.status.code(), Some(2), "{command} --clock {clock:?}");
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(err.lines().count(), 1, "{command} --clock {clock:?}: {err}");
            assert!(err.contains(&format!("bad clock {clock:?}")), "{command} --clock {clock:?}: {err}");
            assert!(err.contains("minutes+seconds added per move, such as 5+3"), "{err}");
        }
    }
}

/// `help --help` explains the help command instead of calling `--help` an unknown command.
#[test]
fn help_help_works() {
    for args in [&["help", "--help"][..], &["help", "-h"]] {
        let out = tactigon(args);
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        assert!(stdout(&out).contains("Usage: tactigon help [COMMAND]"), "{args:?}: {}", stdout(&out));
    }
}

/// A subcommand's usage error points to that subcommand's help.
#[test]
fn usage_errors_point_to_the_right_help() {
    let err = |args: &[&str]| String::from_utf8_lossy(&tactigon(args).stderr).into_owned();
    assert!(err(&["perft", "99"]).trim_end().ends_with("(see tactigon perft --help)"));
    assert!(err(&["--ascii", "moves", "--bord", "x"]).contains("did you mean '--board'? (see tactigon moves --help)"));
    assert!(err(&["frobnicate"]).trim_end().ends_with("(see tactigon --help)"));
}

/// Found while writing the record fuzz target: a board named `/dev/zero` (on the command line or in a record's Board
/// tag) was read for ever. A board file is read no further than a board can be long.
#[test]
fn an_endless_board_file_is_refused() {
    let out = tactigon(&["moves", "--board", "/dev/zero"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    // Issue 24: a device is not a regular file, and is refused before anything is read.
    assert!(err.contains("it is a device, not a regular file"), "{err}");
    let dir = TempDir::new();
    let record = dir.0.join("zero.tgn");
    std::fs::write(&record, "[Board \"/dev/zero\"]\n\n*\n").unwrap();
    let out = tactigon(&["replay", record.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("line 1, column 1: tag Board"));
}

/// Runs the binary with its stdout a pipe whose reading end is already closed, as in
/// `tactigon puzzles --list | head -1` once `head` has its line.
fn into_closed_pipe(args: &[&str]) -> Output {
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let child = Command::new(env!("CARGO_BIN_EXE_tactigon"))
        .args(args)
        .stdout(writer)
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child.wait_with_output().expect("the binary ends")
}

/// A reader that stops reading ends every command quietly and successfully, as Unix tools
/// do: no "failed printing to stdout" panic and no backtrace.
#[test]
fn a_closed_pipe_ends_every_command_quietly() {
    let dir = TempDir::new();
    let record = dir.0.join("game.tgn");
    std::fs::write(
        &record,
        "[Event \"test\"]\n[Red \"human\"]\n[Green \"human\"]\n[Start \"2/9/10/P8Cp/10/9/2 r\"]\n\n\
         1. d1-d2 d11-c10 2. d10xc10 1-0\n",
    )
    .unwrap();
    let record = record.to_str().unwrap();
    let commands: &[&[&str]] = &[
        &["puzzles"],
        &["puzzles", "--list"],
        &["moves"],
        &["moves", "--game", "taacoca"],
        &["perft", "2"],
        &["perft", "1", "--divide"],
        &["think", "--depth", "1"],
        &["analyse", record, "--depth", "2"],
        &["analyse", record, "--depth", "2", "--json"],
        &["arena", "--red", "greedy", "--green", "random", "--games", "1"],
        &["completions", "bash"],
    ];
    for args in commands {
        let out = into_closed_pipe(args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.contains("panicked") && !err.contains("Broken pipe"), "{args:?}: {err}");
        assert_eq!(out.status.code(), Some(0), "{args:?}: {err}");
    }
}

#[test]
fn think_and_depth_are_either_or() {
    for args in [
        &["think", "--think", "100ms", "--depth", "3"][..],
        &["arena", "--red", "random", "--green", "random", "--games", "1", "--depth", "1", "--think", "1ms"],
    ] {
        let out = tactigon(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(
            err.contains("--depth") && err.contains("--think") && err.contains("cannot be used with"),
            "{args:?}: {err}"
        );
    }
}

#[test]
fn ascii_and_theme_are_refused_wherever_no_game_opens() {
    let start = "2/C1C3c1c/1S2Tt2s1/CTPS1C1sptc/1ST2t2s1/C2C2c1c/2 r 0 6";
    for (args, option) in [
        (&["--ascii", "moves", start][..], "--ascii"),
        (&["moves", "--ascii", start], "--ascii"),
        (&["--theme", "high-contrast", "perft", "1"], "--theme"),
    ] {
        let out = tactigon(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(option), "{args:?}: {err}");
    }
    // Without the option the same command runs.
    assert_eq!(tactigon(&["moves", start]).status.code(), Some(0));
}
