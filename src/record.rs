//! Game records: a PGN-like text format with a tag header and numbered moves.
//!
//! ```text
//! [Event "Casual game"]
//! [Date "2026-11-22"]
//! [Red "human"]
//! [Green "expert:3"]
//! [Board "standard"]
//! [Rules "square-jump gold-bonus"]
//! [Repetition "on"]
//! [NoCaptureLimit "100"]
//! [Result "1-0"]
//! [Termination "pentagon captured"]
//!
//! 1. d5-d6 d7-d6 2. c3-d4 { a comment } d6xd4 ... 1-0
//! ```
//!
//! Reading replays every move through the rules, so a record that loads is a legal game.

use crate::rules::{Board, DrawReason, DrawRules, Game, Outcome, Position, Rules, Side, WinReason};
use std::fmt::{self, Write as _};

/// A game with the facts about it that the moves do not say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// What the game was (`Event` tag).
    pub event: String,
    /// When it was played, `YYYY-MM-DD` (`Date` tag).
    pub date: String,
    /// Who played Red: `human` or a bot name (`Red` tag).
    pub red: String,
    /// Who played Green (`Green` tag).
    pub green: String,
    /// Tags this program does not interpret, kept in order so they survive a rewrite.
    pub extra: Vec<(String, String)>,
    /// The game itself: board, rules, start position and moves.
    pub game: Game,
}

/// A record that could not be read: 1-based line and column, and the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: {}", self.line, self.column, self.message)
    }
}

impl std::error::Error for RecordError {}

/// The `Result` tag for an outcome (`*` while the game goes on).
pub fn result_token(outcome: Option<Outcome>) -> &'static str {
    match outcome.map(Outcome::winner) {
        None => "*",
        Some(Some(Side::Red)) => "1-0",
        Some(Some(Side::Green)) => "0-1",
        Some(None) => "1/2-1/2",
    }
}

/// The `Termination` tag for an outcome.
pub fn termination(outcome: Option<Outcome>) -> &'static str {
    match outcome {
        None => "unfinished",
        Some(Outcome::Win { reason: WinReason::PentagonCaptured, .. }) => "pentagon captured",
        Some(Outcome::Win { reason: WinReason::GoldTiles, .. }) => "gold tiles held",
        Some(Outcome::Draw(DrawReason::NoMoves)) => "no moves",
        Some(Outcome::Draw(DrawReason::Repetition)) => "threefold repetition",
        Some(Outcome::Draw(DrawReason::NoCapture(_))) => "no-capture limit",
    }
}

/// The calendar date (UTC, `YYYY-MM-DD`) of a moment given in seconds since 1970-01-01.
pub fn civil_date(unix_secs: u64) -> String {
    // Howard Hinnant's days-to-civil algorithm.
    let z = (unix_secs / 86_400) as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// The `Date` of a record whose date is not known, as in chess PGN.
pub const UNKNOWN_DATE: &str = "????-??-??";

impl Record {
    /// A record of `game` with an unknown date (see [`Record::dated`]).
    pub fn new(game: Game, event: &str, red: &str, green: &str) -> Record {
        Record {
            event: event.to_string(),
            date: UNKNOWN_DATE.to_string(),
            red: red.to_string(),
            green: green.to_string(),
            extra: Vec::new(),
            game,
        }
    }

    /// The same record played on `date` (`YYYY-MM-DD`): the caller reads the clock.
    pub fn dated(mut self, date: &str) -> Record {
        self.date = date.to_string();
        self
    }
}

/// The `BoardDiagram` tag's value for a board that is not one of the built-in ones, so that
/// the record reloads on a machine without the board file: the board text without its
/// `name:` line (the `Board` tag has the name), lines joined by `/`.
fn board_diagram(board: &Board) -> Option<String> {
    if Board::builtin(board.name()).is_some_and(|b| std::ptr::eq(b, board) || b.to_string() == board.to_string()) {
        return None;
    }
    let text = board.to_string();
    Some(text.lines().filter(|l| !l.starts_with("name:")).collect::<Vec<_>>().join("/"))
}

/// The board of a `BoardDiagram` tag (see [`board_diagram`]).
fn read_diagram(name: &str, diagram: &str) -> Result<&'static Board, crate::rules::BoardError> {
    let text = format!("name: {name}\n{}\n", diagram.replace('/', "\n"));
    Ok(Board::intern(text.parse()?))
}

fn quote(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

impl fmt::Display for Record {
    /// Writes the record, ending with a blank line so that records can follow each other.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let game = &self.game;
        let start = game.start();
        let board = start.board();
        let rules = start.rules();
        let outcome = game.outcome();
        let mut rule_words = Vec::new();
        if rules.square_jump {
            rule_words.push("square-jump");
        }
        if rules.gold_bonus {
            rule_words.push("gold-bonus");
        }
        let draws = game.draw_rules();
        let mut tags: Vec<(&str, String)> = vec![
            ("Event", self.event.clone()),
            ("Date", self.date.clone()),
            ("Red", self.red.clone()),
            ("Green", self.green.clone()),
            ("Board", board.name().to_string()),
            ("Rules", if rule_words.is_empty() { "none".into() } else { rule_words.join(" ") }),
            ("Repetition", if draws.repetition { "on" } else { "off" }.into()),
            ("NoCaptureLimit", draws.no_capture_limit.to_string()),
        ];
        if let Some(diagram) = board_diagram(board) {
            tags.push(("BoardDiagram", diagram));
        }
        if *start != Position::start(board, rules) {
            tags.push(("Start", start.to_tpn()));
        }
        tags.push(("Result", result_token(outcome).into()));
        tags.push(("Termination", termination(outcome).into()));
        for (k, v) in
            tags.iter().map(|(k, v)| (*k, v.as_str())).chain(self.extra.iter().map(|(k, v)| (k.as_str(), v.as_str())))
        {
            writeln!(f, "[{k} \"{}\"]", quote(v))?;
        }
        writeln!(f)?;
        let mut line = String::new();
        let mut words = Vec::new();
        for (i, m) in game.moves().iter().enumerate() {
            let pos = &game.positions()[i];
            if pos.turn() == Side::Red {
                words.push(format!("{}.", pos.fullmove()));
            } else if i == 0 {
                words.push(format!("{}...", pos.fullmove()));
            }
            words.push(m.to_string());
        }
        words.push(result_token(outcome).to_string());
        for w in words {
            if !line.is_empty() && line.len() + 1 + w.len() > 79 {
                writeln!(f, "{line}")?;
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&w);
        }
        writeln!(f, "{line}")?;
        writeln!(f)
    }
}

/// Writes several records one after another.
pub fn write_all(records: &[Record]) -> String {
    let mut out = String::new();
    for r in records {
        let _ = write!(out, "{r}");
    }
    out
}

/// A word of the text with where it starts (1-based line and column).
struct Token<'a> {
    text: &'a str,
    line: usize,
    column: usize,
}

fn error(line: usize, column: usize, message: impl Into<String>) -> RecordError {
    RecordError { line, column, message: message.into() }
}

/// One game's header and move words before they are interpreted.
struct Raw<'a> {
    tags: Vec<(Token<'a>, String)>,
    moves: Vec<Token<'a>>,
}

/// Splits a file into games, reading tags and separating comments from move words.
fn split(text: &str) -> Result<Vec<Raw<'_>>, RecordError> {
    let mut games: Vec<Raw<'_>> = Vec::new();
    let mut in_moves = false;
    let mut comment: Option<(usize, usize)> = None;
    for (li, line) in text.lines().enumerate() {
        let ln = li + 1;
        let trimmed = line.trim_start();
        if comment.is_none() && trimmed.starts_with('[') {
            if in_moves || games.is_empty() {
                games.push(Raw { tags: Vec::new(), moves: Vec::new() });
                in_moves = false;
            }
            let col = line.len() - trimmed.len() + 1;
            let tag = parse_tag(trimmed, ln, col)?;
            games.last_mut().expect("pushed above").tags.push(tag);
            continue;
        }
        let mut rest = line;
        let mut offset = 0;
        loop {
            if comment.is_some() {
                match rest.find('}') {
                    Some(end) => {
                        comment = None;
                        offset += end + 1;
                        rest = &rest[end + 1..];
                        continue;
                    }
                    None => break,
                }
            }
            let Some(start) = rest.find(|c: char| !c.is_whitespace()) else { break };
            let word_start = &rest[start..];
            if word_start.starts_with(';') {
                break;
            }
            if let Some(inside) = word_start.strip_prefix('{') {
                comment = Some((ln, line[..offset + start].chars().count() + 1));
                offset += start + 1;
                rest = inside;
                continue;
            }
            let len = word_start.find(|c: char| c.is_whitespace() || c == '{' || c == ';').unwrap_or(word_start.len());
            if games.is_empty() {
                games.push(Raw { tags: Vec::new(), moves: Vec::new() });
            }
            let column = line[..offset + start].chars().count() + 1;
            games.last_mut().expect("pushed above").moves.push(Token { text: &word_start[..len], line: ln, column });
            in_moves = true;
            offset += start + len;
            rest = &word_start[len..];
        }
    }
    if let Some((line, column)) = comment {
        return Err(error(line, column, "comment opened with '{' is never closed with '}'"));
    }
    Ok(games)
}

fn parse_tag<'a>(text: &'a str, line: usize, column: usize) -> Result<(Token<'a>, String), RecordError> {
    let body = text.trim_end();
    if !body.ends_with(']') {
        return Err(error(line, column + body.len(), "tag line must end with ']'"));
    }
    let inner = &body[1..body.len() - 1];
    let name_len = inner.find(' ').unwrap_or(inner.len());
    let name = &inner[..name_len];
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(error(line, column + 1, "a tag is written [Name \"value\"]"));
    }
    let value_part = inner[name_len..].trim_start();
    let value_col = column + 1 + inner.len() - value_part.len();
    let Some(quoted) = value_part.strip_prefix('"').and_then(|v| v.strip_suffix('"')) else {
        return Err(error(line, value_col, format!("the value of tag {name} must be in double quotes")));
    };
    let mut value = String::new();
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => value.push(chars.next().unwrap_or('\\')),
            '"' => return Err(error(line, value_col, format!("a quote inside tag {name} must be written \\\""))),
            c => value.push(c),
        }
    }
    Ok((Token { text: name, line, column }, value))
}

/// Reads every game of a record file; the first problem anywhere rejects the whole file.
pub fn parse_records(text: &str) -> Result<Vec<Record>, RecordError> {
    let games = split(text)?;
    if games.is_empty() {
        return Err(error(1, 1, "no game found"));
    }
    games.into_iter().map(interpret).collect()
}

fn interpret(raw: Raw<'_>) -> Result<Record, RecordError> {
    let mut record_tags = (String::new(), String::new(), String::new(), String::new());
    let mut extra = Vec::new();
    let mut board_tag = None;
    let mut diagram = None;
    let mut rules = Rules::default();
    let mut draws = DrawRules::default();
    let mut start_tpn = None;
    let mut result = None;
    let mut term = None;
    for (name, value) in &raw.tags {
        let at = |m: String| error(name.line, name.column, m);
        match name.text {
            "Event" => record_tags.0 = value.clone(),
            "Date" => record_tags.1 = value.clone(),
            "Red" => record_tags.2 = value.clone(),
            "Green" => record_tags.3 = value.clone(),
            "Board" => board_tag = Some((name, value.clone())),
            "BoardDiagram" => diagram = Some((name, value.clone())),
            "Rules" => {
                rules = Rules::default();
                for word in value.split_whitespace() {
                    match word {
                        "none" => {}
                        "square-jump" => rules.square_jump = true,
                        "gold-bonus" => rules.gold_bonus = true,
                        other => {
                            return Err(at(format!(
                                "tag Rules: unknown rule '{other}' (expected square-jump, gold-bonus or none)"
                            )));
                        }
                    }
                }
            }
            "Repetition" => {
                draws.repetition = match value.as_str() {
                    "on" => true,
                    "off" => false,
                    other => return Err(at(format!("tag Repetition must be on or off, not '{other}'"))),
                }
            }
            "NoCaptureLimit" => {
                draws.no_capture_limit = value.parse().map_err(|_| {
                    at(format!("tag NoCaptureLimit must be a whole number of plies (0 = off), not '{value}'"))
                })?
            }
            "Start" => start_tpn = Some((name, value.clone())),
            "Result" => {
                if !["1-0", "0-1", "1/2-1/2", "*"].contains(&value.as_str()) {
                    return Err(at(format!("tag Result must be 1-0, 0-1, 1/2-1/2 or *, not '{value}'")));
                }
                result = Some((name, value.clone()));
            }
            "Termination" => term = Some((name, value.clone())),
            _ => extra.push((name.text.to_string(), value.clone())),
        }
    }
    let board = match (board_tag, diagram) {
        (Some((_, board)), Some((tag, diagram))) => read_diagram(&board, &diagram)
            .map_err(|e| error(tag.line, tag.column, format!("tag BoardDiagram of board {board}: {e}")))?,
        (None, Some((tag, _))) => return Err(error(tag.line, tag.column, "tag BoardDiagram needs a Board tag")),
        (Some((name, board)), None) => crate::storage::resolve_board(&board)
            .map_err(|e| error(name.line, name.column, format!("tag Board: {e}")))?,
        (None, None) => Board::standard(),
    };
    let start = match start_tpn {
        Some((name, tpn)) => Position::from_tpn(board, rules, &tpn)
            .map_err(|e| error(name.line, name.column, format!("tag Start: {e}")))?,
        None => Position::start(board, rules),
    };
    let mut game = Game::new(start, draws);
    let mut ended_with = None;
    for token in &raw.moves {
        let t = token.text;
        if ended_with.is_some() {
            return Err(error(token.line, token.column, format!("'{t}' after the result")));
        }
        if ["1-0", "0-1", "1/2-1/2", "*"].contains(&t) {
            ended_with = Some(token);
            continue;
        }
        let number = t.trim_end_matches('.');
        if number.len() < t.len() && !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit()) {
            continue;
        }
        let m = game.position().parse_move(t).map_err(|e| error(token.line, token.column, e.to_string()))?;
        game.play(m).map_err(|e| error(token.line, token.column, e.to_string()))?;
    }
    let outcome = game.outcome();
    let actual = result_token(outcome);
    for claimed in
        [result.as_ref().map(|(n, v)| (n.line, n.column, v.as_str())), ended_with.map(|t| (t.line, t.column, t.text))]
            .into_iter()
            .flatten()
    {
        if claimed.2 != actual {
            return Err(error(
                claimed.0,
                claimed.1,
                format!("the result '{}' does not match the moves, which give '{actual}'", claimed.2),
            ));
        }
    }
    if let Some((name, value)) = term
        && value != termination(outcome)
    {
        return Err(error(
            name.line,
            name.column,
            format!("tag Termination '{value}' does not match the moves, which give '{}'", termination(outcome)),
        ));
    }
    let (event, date, red, green) = record_tags;
    Ok(Record { event, date, red, green, extra, game })
}
