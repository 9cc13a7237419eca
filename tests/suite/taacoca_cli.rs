//! The command line with `--game taacoca`, as a user runs it: output, exit status, one-line
//! errors. Counts come from the reference (tests/suite/fixtures/taacoca_perft.txt).

use crate::tui_support::TempDir;
use ::taacoca::Taacoca;
use std::process::{Command, Output};
use tactigon_core::record::parse_records_of;
use tactigon_games::games::GameKind;
use tactigon_games::games::game_of;

fn tactigon(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tactigon")).args(args).output().expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn moves_lists_the_start_moves_sorted_byte_wise() {
    let out = tactigon(&["moves", "--game", "taacoca"]);
    assert!(out.status.success());
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 58);
    assert!(lines.is_sorted(), "{text}");
    // i1 → h1, h2 → g2, g3 → f3 up-left: all three land on empty cells.
    assert!(lines.contains(&"nw:g3,h2,i1"), "{text}");
    assert!(lines.iter().all(|l| l.starts_with("ne:") || l.starts_with("nw:")), "{text}");
}

#[test]
fn moves_takes_a_position_and_prints_the_outcome_of_a_finished_game() {
    let out = tactigon(&["moves", "--game", "taacoca", "5/6/3B3/8/W7W/8/7/6/5", "w"]);
    assert!(out.status.success());
    assert_eq!(stdout(&out), "Black wins: White cannot move\n");
    // Two White stones that must move together, g2 and g5 (to f3, f6 or to f2, f5).
    let out = tactigon(&["moves", "--game", "taacoca", "BBB2/6/7/8/9/8/1W2W2/6/5 w"]);
    assert_eq!(stdout(&out), "ne:g2,g5\nnw:g2,g5\n");
}

#[test]
fn perft_counts_match_the_reference_on_several_sizes() {
    for (args, expected) in [
        (&["perft", "2", "--game", "taacoca"][..], "3364\n"),
        (&["perft", "2", "--game", "taacoca", "--size", "3"], "100\n"),
        (&["perft", "1", "--game", "taacoca", "--size", "13"], "882\n"),
        (&["perft", "2", "--game", "taacoca", "2B1/1BBB1/2WW2/3W3/1B4/W1WBW/4 b"], "168\n"),
    ] {
        let out = tactigon(args);
        assert!(out.status.success(), "{args:?}");
        assert_eq!(stdout(&out), expected, "{args:?}");
    }
}

#[test]
fn think_plays_a_legal_move() {
    let out = tactigon(&["think", "--game", "taacoca", "--bot", "expert:2", "--depth", "2"]);
    assert!(out.status.success());
    let moves = stdout(&tactigon(&["moves", "--game", "taacoca"]));
    let chosen = stdout(&out);
    assert!(moves.lines().any(|m| m == chosen.trim()), "{chosen}");
}

#[test]
fn taacoca_input_errors_are_one_line_with_exit_status_2() {
    for (args, expected) in [
        (&["moves", "--game", "taacoca", "5/6/7 w"][..], "3 rows: a board of side n has 2n-1 rows (5 to 25)"),
        (&["moves", "--game", "taacoca", "--size", "14"], "board side 14 is out of range"),
        (&["moves", "--game", "taacoca", "--size", "4", "5/6/7/8/9/8/7/6/5 w"], "--size 4 does not match"),
        (&["moves", "--game", "taacoca", "--board", "large"], "--board is an option of Tactigon, not of Taacoca"),
        (
            &["moves", "--game", "taacoca", "B6/8/WWWWWWWWW/10/WWWWWWWWWWW/12/WWWWWWWWWWWWW/12/WWWWWWWWWWW/10/9/8/7 w"],
            "White has 44 stones, more than the 18",
        ),
        (&["moves", "--game", "taacoca", "--no-capture-limit", "50"], "--no-capture-limit is an option of Tactigon"),
        (&["think", "--game", "taacoca", "--no-capture-limit", "0"], "--no-capture-limit is an option of Tactigon"),
        (
            &["arena", "--game", "taacoca", "--red", "random", "--green", "random", "--no-capture-limit", "9"],
            "--no-capture-limit is an option of Tactigon",
        ),
        (&["moves", "--game", "go"], "unknown game 'go' (expected tactigon or taacoca)"),
        (&["play", "--game", "taacoca", "--red", "human"], "--red is an option of Tactigon, not of Taacoca"),
        (&["watch", "--game", "taacoca", "--size", "2"], "board side 2 is out of range"),
        (&["play", "--size", "7"], "--size is an option of Taacoca (add --game taacoca)"),
        (&["play", "--game", "2"], "--game N picks a game of a record file"),
        (&["play", "--game", "taacoca", "--position", "5/6/7 w"], "3 rows: a board of side n has 2n-1 rows"),
        (
            &["play", "--game", "taacoca", "--size", "4", "--position", "5/6/7/8/9/8/7/6/5 w"],
            "--size 4 does not match the position, which is on a board of side 5",
        ),
        (&["play", "--game", "taacoca", "--first", "red"], "--first is an option of Tactigon, not of Taacoca"),
    ] {
        let out = tactigon(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("tactigon: ") && err.contains(expected), "{args:?}: {err}");
    }
}

#[test]
fn arena_records_taacoca_games_that_replay_reads() {
    let dir = TempDir::new();
    let path = dir.0.join("games.tgn");
    let path = path.to_str().unwrap();
    let out = tactigon(&[
        "arena", "--game", "taacoca", "--red", "greedy", "--green", "random", "--games", "4", "--record", path,
    ]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout(&out).starts_with("greedy vs random: 4 games of Taacoca, board side 5, seed 1"), "{}", stdout(&out));
    let text = std::fs::read_to_string(path).unwrap();
    assert_eq!(game_of(&text).unwrap(), GameKind::Taacoca);
    let records = parse_records_of::<Taacoca>(&text).unwrap();
    assert_eq!(records.len(), 4);
    // Bot A (greedy) plays White in even games and Black in odd ones.
    assert_eq!(records[0].players, ["greedy", "random"]);
    assert_eq!(records[1].players, ["random", "greedy"]);
    assert!(records.iter().all(|r| r.game.outcome().is_some()));
    // The record reads: without a terminal, the only complaint is the missing terminal.
    let out = tactigon(&["replay", path]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("the game needs a terminal"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn a_short_one_sided_match_gets_the_elo_bound_of_its_score() {
    // Two games, each won by bot A: the bound is below zero (two games prove little) but
    // the words must follow the score, not the bound's sign.
    let out = tactigon(&["arena", "--game", "taacoca", "--red", "greedy", "--green", "random", "--games", "2"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = stdout(&out);
    assert!(text.contains("\ngreedy      2       0      0    100.0%"), "{text}");
    let elo = text.lines().find(|l| l.starts_with("Elo difference")).expect("an Elo line");
    assert!(
        elo.starts_with("Elo difference (greedy minus random): at least -") && elo.contains("(every game won)"),
        "{elo}"
    );
    let out = tactigon(&["arena", "--game", "taacoca", "--red", "random", "--green", "greedy", "--games", "2"]);
    let text = stdout(&out);
    let elo = text.lines().find(|l| l.starts_with("Elo difference")).expect("an Elo line");
    assert!(
        elo.starts_with("Elo difference (random minus greedy): at most +") && elo.contains("(every game lost)"),
        "{elo}"
    );
}

#[test]
fn taacoca_arena_reports_in_json_when_asked() {
    let out =
        tactigon(&["arena", "--game", "taacoca", "--red", "greedy", "--green", "random", "--games", "2", "--json"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON on stdout, nothing else");
    assert_eq!(json["games"], 2);
    assert_eq!(json["results"][0]["bot"], "greedy");
    assert_eq!(json["results"][1]["bot"], "random");
    assert_eq!(json["results"][0]["wins"].as_u64().unwrap() + json["results"][1]["wins"].as_u64().unwrap(), 2);
    assert_eq!(
        json["endings"]["home row"].as_u64().unwrap()
            + json["endings"]["no stones"].as_u64().unwrap()
            + json["endings"]["no move"].as_u64().unwrap(),
        2,
        "{json}"
    );
    assert!(json["elo"]["bound95"].is_number(), "{json}");
}

#[test]
fn a_taacoca_setup_starts_from_its_position_and_a_game_gives_it_back() {
    use tactigon_games::playable::Playable;
    use tactigon_games::setup::{Player, TaacocaSetup};
    // Side 3: a White stone on d1 (one row from row a) and Black's three on a1, a2, b2.
    let text = "BB1/1B2/5/W3/3 b";
    let setup = TaacocaSetup { position: Some(text.into()), size: 5, ..TaacocaSetup::default() };
    let game = setup.start().expect("the position reads");
    assert_eq!(game.start().to_string(), text);
    assert_eq!(game.start().size(), 3, "the position's own board, whatever size says");
    let back = Taacoca::setup_for(&game, [Player::Human, Player::Human]);
    assert_eq!((back.size, back.position.as_deref()), (3, Some(text)));
    // The board's own start needs no position.
    let start = TaacocaSetup { size: 4, ..TaacocaSetup::default() }.start().expect("side 4 starts");
    assert_eq!(Taacoca::setup_for(&start, [Player::Human, Player::Human]).position, None);
    let bad = TaacocaSetup { position: Some("BB1/1B2 w".into()), ..TaacocaSetup::default() };
    assert!(bad.start().unwrap_err().to_string().contains("2 rows"), "a clear reason");
}
