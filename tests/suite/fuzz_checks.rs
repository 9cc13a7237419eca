//! What every input must satisfy, shared by the fuzz targets (`fuzz/`, libFuzzer, nightly) and
//! the proptests of `fuzz_props` (stable, in `cargo test`): reading never panics, and what was
//! read is written back to text that reads the same (parse → format → parse), and what was
//! refused is said on one line without raw control characters.
#![allow(dead_code)]

use tactigon_core::record::write_all;
use tactigon_rules::record::parse_records;
use tactigon_rules::{BUILTIN, Board, Move, Position, Rules};
use tactigon_tui::settings::Settings;

/// An error message fit to print: one line, no character that would drive the terminal.
fn one_clean_line(message: &str) {
    assert!(!message.chars().any(tactigon_core::escape::needs_escape), "{message:?}");
}

/// TPN: the first byte picks the board and rules, the rest is the position.
pub fn tpn(data: &[u8]) {
    let Some((&pick, rest)) = data.split_first() else { return };
    let Ok(text) = std::str::from_utf8(rest) else { return };
    let board = Board::builtin(BUILTIN[usize::from(pick) % BUILTIN.len()].0).expect("a built-in board");
    let rules = Rules { square_jump: pick & 0x10 != 0, gold_bonus: pick & 0x20 != 0 };
    let pos = match Position::from_tpn(board, rules, text) {
        Ok(pos) => pos,
        Err(e) => return one_clean_line(&e.to_string()),
    };
    let written = pos.to_tpn();
    let back = Position::from_tpn(board, rules, &written).expect("a written position reads");
    assert_eq!(back, pos, "{written}");
    assert_eq!(back.to_tpn(), written);
    // A legal move of a position read is read back from its own notation.
    for m in pos.legal_moves().into_iter().take(8) {
        assert_eq!(pos.parse_move(&m.to_string()), Ok(m));
    }
}

/// Move notation, alone and against the start position.
pub fn moves(text: &str) {
    if let Ok(m) = text.parse::<Move>() {
        let written = m.to_string();
        assert_eq!(written.parse::<Move>(), Ok(m), "{written}");
    }
    let start = Position::start(Board::standard(), Rules { square_jump: true, gold_bonus: true });
    if let Ok(m) = start.parse_move(text) {
        assert!(start.legal_moves().contains(&m), "{m} is not legal");
    }
}

/// Board files; a board read has a start position whose TPN reads back.
pub fn board(text: &str) {
    let board = match text.parse::<Board>() {
        Ok(board) => board,
        Err(e) => return one_clean_line(&e.to_string()),
    };
    let written = board.to_string();
    let back: Board = written.parse().expect("a written board reads");
    assert_eq!(back.to_string(), written);
    let board = Board::intern(board);
    let start = Position::start(board, Rules::default());
    let _ = start.legal_moves();
    let tpn = start.to_tpn();
    assert_eq!(Position::from_tpn(board, Rules::default(), &tpn), Ok(start), "{tpn}");
}

/// Record files.
pub fn record(text: &str) {
    let records = match parse_records(text) {
        Ok(records) => records,
        Err(e) => return one_clean_line(&e.to_string()),
    };
    let written = write_all(&records);
    let back = parse_records(&written).unwrap_or_else(|e| panic!("a written record reads: {e}\n{written}"));
    assert_eq!(back, records);
    assert_eq!(write_all(&back), written);
}

/// Taacoca's position text (RULES-taacoca.md §5), and its legal moves' notation read back.
pub fn taacoca_position(text: &str) {
    let pos: taacoca::Position = match text.parse() {
        Ok(pos) => pos,
        Err(e) => return one_clean_line(&e.to_string()),
    };
    let written = pos.to_string();
    let back: taacoca::Position = written.parse().expect("a written position reads");
    assert_eq!(back, pos, "{written}");
    assert_eq!(back.to_string(), written);
    for m in pos.legal_moves().into_iter().take(8) {
        assert_eq!(pos.parse_move(&m.to_string()), Ok(m));
    }
}

/// Taacoca's record files.
pub fn taacoca_record(text: &str) {
    use tactigon_core::record::parse_records_of;
    let records = match parse_records_of::<taacoca::Taacoca>(text) {
        Ok(records) => records,
        Err(e) => return one_clean_line(&e.to_string()),
    };
    let written = write_all(&records);
    let back = parse_records_of::<taacoca::Taacoca>(&written)
        .unwrap_or_else(|e| panic!("a written record reads: {e}\n{written}"));
    assert_eq!(back, records);
    assert_eq!(write_all(&back), written);
}

/// Settings files: every problem on a line of the file and escaped; the settings read are
/// written back to a file that reads without a problem.
pub fn settings(text: &str) {
    let (settings, problems) = Settings::read(text);
    for p in &problems {
        assert!(p.line.is_none_or(|l| l >= 1 && l <= text.lines().count() + 1), "{p}");
        one_clean_line(&p.to_string());
    }
    let written = toml::to_string_pretty(&settings).expect("settings convert to TOML");
    let (back, problems) = Settings::read(&written);
    assert!(problems.is_empty(), "{problems:?}\n{written}");
    assert_eq!(back, settings);
}

/// SSH input: the first byte cuts the rest into reads (its low nibble the read's length, one
/// byte more, and its high one the milliseconds between reads). Decoding never panics; no
/// control or C1 control is typed as a character; every Ctrl-C byte reaches the game as
/// Ctrl-C, in or out of a sequence; and once the input stops, nothing waits for ever.
pub fn ssh_input(data: &[u8]) {
    use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
    use std::time::{Duration, Instant};
    let Some((&pick, rest)) = data.split_first() else { return };
    let mut parser = tactigon_server::input::InputParser::default();
    let mut now = Instant::now();
    let mut events = Vec::new();
    for read in rest.chunks(usize::from(pick & 0x0f) + 1) {
        events.extend(parser.feed_at(read, now));
        now += Duration::from_millis(u64::from(pick >> 4) * 10);
    }
    events.extend(parser.expire(now + Duration::from_secs(1)));
    assert_eq!(parser.deadline(), None, "nothing waits once the input has stopped");
    let mut ctrl_c = 0;
    for event in &events {
        if let Event::Key(KeyEvent { code: KeyCode::Char(c), modifiers, .. }) = event {
            assert!(!c.is_control(), "{c:?} typed");
            ctrl_c += usize::from(*c == 'c' && modifiers.contains(KeyModifiers::CONTROL));
        }
    }
    assert_eq!(ctrl_c, rest.iter().filter(|&&b| b == 0x03).count(), "{events:?}");
}
