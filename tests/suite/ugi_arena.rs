//! External engines in the arena, the SPRT that stops it, and the openings book, as a user
//! runs them.

use crate::cli::{stdout, tactigon};
use crate::tui_support::TempDir;

/// This binary's engine as an `engine:` player, quoted for the shell-like split.
fn engine(args: &str) -> String {
    format!("engine:'{}' engine {args}", env!("CARGO_BIN_EXE_tactigon"))
}

/// The `A (…): W wins, D draws, L losses in N games` line's four numbers.
fn score(text: &str) -> [u64; 4] {
    let line = text.lines().find(|l| l.starts_with("A (")).unwrap_or_else(|| panic!("no score in {text}"));
    let numbers: Vec<u64> = line.split(' ').filter_map(|w| w.parse().ok()).collect();
    numbers.try_into().unwrap_or_else(|_| panic!("{line}"))
}

#[test]
fn a_second_tactigon_engine_plays_whole_games_in_the_arena() {
    let green = engine("");
    let out = tactigon(&["arena", "--red", "expert:1", "--green", &green, "--games", "2", "--depth", "2"]);
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    let [w, d, l, games] = score(&text);
    assert_eq!((w + d + l, games), (2, 2), "{text}");
    assert!(!text.lines().any(|l| l.starts_with("game ")), "no forfeits: {text}");
}

#[test]
fn a_taacoca_engine_plays_black_and_white() {
    let black = engine("--game taacoca");
    let out = tactigon(&[
        "arena", "--game", "taacoca", "--white", "greedy", "--black", &black, "--games", "2", "--depth", "1",
    ]);
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    assert_eq!(score(&text)[3], 2, "{text}");
    assert!(!text.lines().any(|l| l.starts_with("game ")), "no forfeits: {text}");
}

#[test]
fn an_engine_that_crashes_or_cannot_start_loses_and_the_arena_goes_on() {
    let out = tactigon(&["arena", "--red", "random", "--green", "engine:false", "--games", "4", "--think", "50ms"]);
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    assert_eq!(score(&text), [4, 0, 0, 4], "{text}");
    // A plays the first side (Red) in a pair's first game, so the engine plays Green there.
    assert!(text.contains("game 1: engine:false (Green) crashed (exit status: 1)"), "{text}");
    assert!(text.contains("game 4: engine:false (Red) crashed (exit status: 1)"), "{text}");
    let out = tactigon(&["arena", "--red", "engine:/no/such/engine", "--green", "random", "--games", "2"]);
    let text = stdout(&out);
    assert_eq!(score(&text), [0, 0, 2, 2], "{text}");
    assert!(text.contains("game 1: engine:/no/such/engine (Red) cannot run '/no/such/engine'"), "{text}");
}

#[test]
fn an_engine_that_answers_nonsense_or_nothing_loses() {
    let dir = TempDir::new();
    let script = |name: &str, go: &str| {
        let path = dir.0.join(name);
        let body = format!(
            "#!/bin/sh\nwhile read l; do case \"$l\" in ugi) echo ugiok;; isready) echo readyok;; go*) {go};; esac; done\n"
        );
        std::fs::write(&path, body).expect("the script is written");
        std::process::Command::new("chmod").arg("+x").arg(&path).status().expect("chmod runs");
        format!("engine:{}", path.display())
    };
    let nonsense = script("nonsense.sh", "echo 'bestmove zz9'");
    let out = tactigon(&["arena", "--red", &nonsense, "--green", "random", "--games", "2"]);
    assert!(stdout(&out).contains("(Red) sent a malformed move 'zz9'"), "{}", stdout(&out));
    let illegal = script("illegal.sh", "echo 'bestmove a1-a2'");
    let out = tactigon(&["arena", "--red", "random", "--green", &illegal, "--games", "2"]);
    assert!(stdout(&out).contains("(Green) sent an illegal move a1-a2"), "{}", stdout(&out));
    let silent = script("silent.sh", "true");
    let out = tactigon(&["arena", "--red", &silent, "--green", "random", "--games", "2", "--think", "10ms"]);
    assert!(stdout(&out).contains("(Red) timed out waiting for bestmove"), "{}", stdout(&out));
    assert_eq!(score(&stdout(&out)), [0, 0, 2, 2]);
}

#[test]
fn an_sprt_stops_once_a_bound_is_crossed() {
    // Greedy wins every game against random: after the fewest pairs a verdict needs (10),
    // the LLR for 0 against 50 Elo is far above the upper bound ln(0.95/0.05) = 2.94.
    let out = tactigon(&["arena", "--red", "greedy", "--green", "random", "--sprt", "0,50", "--games", "400"]);
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("SPRT: H1 accepted"), "{text}");
    assert_eq!(text.lines().filter(|l| l.starts_with("pair ")).count(), 10, "{text}");
    assert!(text.contains("[-2.94, 2.94]"), "{text}");
    let bad = tactigon(&["arena", "--red", "greedy", "--green", "random", "--sprt", "5,0"]);
    assert!(!bad.status.success());
}

#[test]
fn an_openings_book_is_written_and_played_from() {
    let dir = TempDir::new();
    let out = tactigon(&["openings", "--count", "3", "--plies", "4", "--seed", "7"]);
    let book = stdout(&out);
    assert_eq!(book.lines().count(), 3, "{book}");
    for line in book.lines() {
        // Four plies from the start, Red first: Red to move at move 3.
        assert!(line.ends_with(" 3") && line.contains(" r "), "{line}");
        assert!(tactigon(&["moves", line]).status.success(), "{line}");
    }
    let path = dir.0.join("book.txt");
    std::fs::write(&path, &book).expect("the book is written");
    let file = path.to_string_lossy().into_owned();
    let out = tactigon(&["arena", "--red", "greedy", "--green", "random", "--openings", &file, "--games", "6"]);
    let text = stdout(&out);
    assert!(text.contains(", 3 openings,"), "{text}");
    assert_eq!(score(&text)[3], 6, "{text}");
    let taacoca = stdout(&tactigon(&["openings", "--game", "taacoca", "--count", "2", "--plies", "2"]));
    assert_eq!(taacoca.lines().count(), 2, "{taacoca}");
    assert!(taacoca.lines().all(|l| l.ends_with(" w")), "two plies: White to move again: {taacoca}");
    // The judge's depth is a choice from 1 to 12.
    let judged = stdout(&tactigon(&["openings", "--game", "taacoca", "--count", "2", "--plies", "2", "--depth", "2"]));
    assert_eq!(judged.lines().count(), 2, "{judged}");
    let too_deep = tactigon(&["openings", "--count", "1", "--depth", "13"]);
    assert_eq!(too_deep.status.code(), Some(2));
    assert!(too_deep.stdout.is_empty());
}
