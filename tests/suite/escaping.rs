//! Control characters from input never reach the terminal (issue 10 #8): every message that
//! quotes a position, a move, a board file, a record, a setting or a file name escapes them, so
//! a one-line error stays one line and cannot clear the screen, colour it or set its title.

use crate::tui_support::*;

use std::process::Command;
use tactigon_games::saves::resolve_name;
use tactigon_rules::record::parse_records;
use tactigon_rules::{Board, Position, Rules};
use tactigon_tui::settings::Settings;

/// The control characters a message must not hold: all but none.
fn has_control(text: &str) -> bool {
    text.chars().any(char::is_control)
}

fn stderr_of(args: &[&str]) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tactigon")).args(args).output().expect("the binary runs");
    (out.status.code(), String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn the_escape_writes_control_characters_out_and_keeps_the_rest() {
    use tactigon_core::escape::escape;
    assert_eq!(escape("a\nb\tc\rd"), "a\\nb\\tc\\rd");
    assert_eq!(escape("\u{1b}[2J\u{7}"), "\\u{1b}[2J\\u{7}");
    assert_eq!(escape("héllo ⬡ ok"), "héllo ⬡ ok");
    // A right-to-left override would turn the rest of the line around.
    assert_eq!(escape("a\u{202e}b"), "a\\u{202e}b");
    // Line and paragraph separators break the line in some terminals and editors.
    assert_eq!(escape("a\u{2028}b\u{2029}c"), "a\\u{2028}b\\u{2029}c");
}

#[test]
fn a_newline_in_a_tpn_stays_one_line() {
    let (code, err) = stderr_of(&["moves", "2/9/C9/PC9/C9/9/1p r\nx"]);
    assert_eq!(code, Some(2));
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("'r\\nx'"), "{err}");
    let e = Position::from_tpn(Board::standard(), Rules::default(), "2/9/C9/PC9/C9/9/1p r\nx").unwrap_err();
    assert!(!has_control(&e.to_string()), "{e}");
}

#[test]
fn a_title_sequence_in_a_tpn_is_shown_not_obeyed() {
    let tpn = "2/9/C9/PC9/C9/9/1p \u{1b}]0;TITLE\u{7}";
    let (code, err) = stderr_of(&["moves", tpn]);
    assert_eq!(code, Some(2));
    assert!(!has_control(err.trim_end()), "{err:?}");
    assert!(err.contains("\\u{1b}]0;TITLE\\u{7}"), "{err}");
    // In a row, as an unexpected character.
    let e = Position::from_tpn(Board::standard(), Rules::default(), "2/9/C\u{1b}9/PC9/C9/9/1p r").unwrap_err();
    assert!(!has_control(&e.to_string()) && e.to_string().contains("\\u{1b}"), "{e}");
}

#[test]
fn escape_codes_in_a_record_are_shown_not_obeyed_on_replay() {
    let dir = TempDir::new();
    let path = dir.0.join("red.tgn");
    let evil = "[Event \"x\"]\n\n1. b1-b2 \u{1b}[2J\u{1b}[41m *\n";
    std::fs::write(&path, evil).unwrap();
    let (code, err) = stderr_of(&["replay", path.to_str().unwrap()]);
    assert_eq!(code, Some(2));
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(!has_control(err.trim_end()), "{err:?}");
    assert!(err.contains("\\u{1b}[2J"), "{err}");
    // Tag values and move numbers are quoted the same way.
    for text in ["[Result \"\u{1b}[2J\"]\n\n*\n", "[Event \"x\"]\n\n1. b1-b2 \u{1b}1. *\n", "[Game \"\u{7}\"]\n\n*\n"] {
        let e = parse_records(text).unwrap_err();
        assert!(!has_control(&e.to_string()), "{e}");
    }
}

#[test]
fn board_files_settings_and_save_names_are_escaped_too() {
    let board = "name: evil\n. . \u{1b}[31m\nP\np\n".parse::<Board>().unwrap_err();
    assert!(!has_control(&board.to_string()) && board.to_string().contains("\\u{1b}"), "{board}");
    let (_, problems) = Settings::read("theme = \"\u{1b}]0;TITLE\u{7}\"\n");
    let all: String = problems.iter().map(ToString::to_string).collect();
    assert!(!problems.is_empty() && !has_control(&all), "{all}");
    let name = resolve_name("a\nb/", None).unwrap_err();
    assert!(!has_control(&name.to_string()), "{name}");
    let (code, err) = stderr_of(&["moves", "--board", "no\u{1b}[2Jsuch"]);
    assert_eq!(code, Some(2));
    assert!(!has_control(err.trim_end()) && err.contains("no\\u{1b}[2Jsuch"), "{err:?}");
}

fn output_of(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tactigon")).args(args).output().expect("the binary runs");
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.code(), text(&out.stdout), text(&out.stderr))
}

/// Control characters but the line breaks of the layout.
fn has_raw_control(text: &str) -> bool {
    text.chars().any(|c| tactigon_core::escape::needs_escape(c) && c != '\n')
}

/// Audit of issue 10 #3: `analyse` printed a player tag raw, so a record could set the
/// terminal's title and clear the screen.
#[test]
fn analyse_shows_the_players_tags_escaped() {
    let dir = TempDir::new();
    let path = dir.0.join("esc.tgn");
    let evil = "human\u{1b}]0;PWNED\u{7}\u{1b}[2J\u{1b}[41m\u{9b}2J";
    std::fs::write(&path, format!("[Red \"{evil}\"]\n[Green \"bot\"]\n\n1. b1-b2 *\n")).unwrap();
    let file = path.to_str().unwrap();
    let (code, table, err) = output_of(&["analyse", file, "--depth", "1"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(!has_raw_control(&table), "{table:?}");
    assert!(table.contains("Red (human\\u{1b}]0;PWNED\\u{7}\\u{1b}[2J\\u{1b}[41m\\u{9b}2J)"), "{table}");

    let (code, json, err) = output_of(&["analyse", file, "--depth", "1", "--json"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(!has_raw_control(&json), "{json:?}");
    let value: serde_json::Value = serde_json::from_str(&json).expect("still JSON");
    assert_eq!(value["summary"][0]["player"], evil, "the tag reads back as it was: {json}");
}

/// Audit of issue 10 #3: a board named with escape codes was read, and `arena --board` printed
/// its name raw.
#[test]
fn a_board_name_with_control_characters_is_refused_where_it_is() {
    let text = "name: \u{1b}]0;T7\u{7}\u{1b}[2J\n C . c\nP . . p\n C . c\n";
    let e = text.parse::<Board>().unwrap_err();
    assert_eq!((e.line, e.column), (1, 7), "{e}");
    assert!(e.to_string().contains("control character '\\u{1b}'"), "{e}");
    let e = "# a board\nname:  ok\u{202e}ko\nP p\n".parse::<Board>().unwrap_err();
    assert_eq!((e.line, e.column), (2, 10), "{e}");

    let dir = TempDir::new();
    let path = dir.0.join("that.txt");
    std::fs::write(&path, text).unwrap();
    let (code, out, err) =
        output_of(&["arena", "--red", "random", "--green", "random", "--board", path.to_str().unwrap()]);
    assert_eq!(code, Some(2));
    assert!(out.is_empty(), "{out:?}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(!has_raw_control(&err) && err.contains("board line 1, column 7"), "{err:?}");
}
