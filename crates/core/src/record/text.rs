//! The game-independent layer of the record format: tag lines, comments, move words with
//! their line and column, and writing tags and wrapped move text.

use super::error::error;
use super::{Notation, RecordError, RecordErrorKind};
use std::fmt;

/// A word of the text with where it starts (1-based line and column).
pub struct Token<'a> {
    /// The word.
    pub text: &'a str,
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
}

/// A `{ … }` comment of the move text, with where it starts.
pub struct Comment {
    /// What is between the braces, lines joined by a space.
    pub text: String,
    /// 1-based line of the `{`.
    pub line: usize,
    /// 1-based column of the `{`.
    pub column: usize,
    /// How many move words (numbers and results included) come before it.
    pub after: usize,
}

/// One game's header and move words before they are interpreted.
pub struct Raw<'a> {
    /// The tags: name (with its place) and unquoted value.
    pub tags: Vec<(Token<'a>, String)>,
    /// The move words, move numbers and result included, comments left out.
    pub moves: Vec<Token<'a>>,
    /// The `{ … }` comments among them.
    pub comments: Vec<Comment>,
}

/// Splits a file into games, reading tags and separating comments from move words.
pub fn split<G: Notation>(text: &str) -> Result<Vec<Raw<'_>>, RecordError<G>> {
    let mut games: Vec<Raw<'_>> = Vec::new();
    let mut in_moves = false;
    let mut comment: Option<Comment> = None;
    // The tag names of the game being read.
    let mut names = std::collections::HashSet::new();
    for (li, line) in text.lines().enumerate() {
        let ln = li + 1;
        let trimmed = line.trim_start();
        if comment.is_none() && trimmed.starts_with('[') {
            if in_moves || games.is_empty() {
                games.push(Raw { tags: Vec::new(), moves: Vec::new(), comments: Vec::new() });
                in_moves = false;
                names.clear();
            }
            let col = line.len() - trimmed.len() + 1;
            let tag = parse_tag(trimmed, ln, col)?;
            // Which value would count is anybody's guess: the reader takes neither.
            if !names.insert(tag.0.text) {
                return Err(error(ln, col + 1, RecordErrorKind::DuplicateTag(tag.0.text.to_string())));
            }
            games.last_mut().expect("pushed above").tags.push(tag);
            continue;
        }
        let mut rest = line;
        let mut offset = 0;
        let mut columns = Columns { line, byte: 0, chars: 0 };
        loop {
            if let Some(c) = comment.as_mut() {
                match rest.find('}') {
                    Some(end) => {
                        c.text.push_str(&rest[..end]);
                        let done = comment.take().expect("matched above");
                        if games.is_empty() {
                            games.push(Raw { tags: Vec::new(), moves: Vec::new(), comments: Vec::new() });
                        }
                        games.last_mut().expect("pushed above").comments.push(done);
                        offset += end + 1;
                        rest = &rest[end + 1..];
                        continue;
                    }
                    None => {
                        c.text.push_str(rest);
                        c.text.push(' ');
                        break;
                    }
                }
            }
            let Some(start) = rest.find(|c: char| !c.is_whitespace()) else { break };
            let word_start = &rest[start..];
            if word_start.starts_with(';') {
                break;
            }
            if let Some(inside) = word_start.strip_prefix('{') {
                let after = games.last().map_or(0, |g| g.moves.len());
                let column = columns.at(offset + start);
                comment = Some(Comment { text: String::new(), line: ln, column, after });
                offset += start + 1;
                rest = inside;
                continue;
            }
            let len = word_start.find(|c: char| c.is_whitespace() || c == '{' || c == ';').unwrap_or(word_start.len());
            if games.is_empty() {
                games.push(Raw { tags: Vec::new(), moves: Vec::new(), comments: Vec::new() });
            }
            let column = columns.at(offset + start);
            games.last_mut().expect("pushed above").moves.push(Token { text: &word_start[..len], line: ln, column });
            in_moves = true;
            offset += start + len;
            rest = &word_start[len..];
        }
    }
    if let Some(Comment { line, column, .. }) = comment {
        return Err(error(line, column, RecordErrorKind::UnclosedComment));
    }
    Ok(games)
}

/// The columns of a line, counted on from the place asked for last: words and comments are
/// met in order, so each line is counted once (counting from its start for each was quadratic).
struct Columns<'a> {
    line: &'a str,
    byte: usize,
    chars: usize,
}

impl Columns<'_> {
    /// The 1-based column of the character at byte `byte`, at or after the last one asked for.
    fn at(&mut self, byte: usize) -> usize {
        self.chars += self.line[self.byte..byte].chars().count();
        self.byte = byte;
        self.chars + 1
    }
}

fn parse_tag<'a, G: Notation>(
    text: &'a str,
    line: usize,
    column: usize,
) -> Result<(Token<'a>, String), RecordError<G>> {
    let body = text.trim_end();
    if !body.ends_with(']') {
        return Err(error(line, column + body.len(), RecordErrorKind::TagNotClosed));
    }
    let inner = &body[1..body.len() - 1];
    let name_len = inner.find(' ').unwrap_or(inner.len());
    let name = &inner[..name_len];
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(error(line, column + 1, RecordErrorKind::TagSyntax));
    }
    let value_part = inner[name_len..].trim_start();
    let value_col = column + 1 + inner.len() - value_part.len();
    let Some(quoted) = value_part.strip_prefix('"').and_then(|v| v.strip_suffix('"')) else {
        return Err(error(line, value_col, RecordErrorKind::UnquotedValue(name.to_string())));
    };
    let mut value = String::new();
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => value.push(chars.next().unwrap_or('\\')),
            '"' => return Err(error(line, value_col, RecordErrorKind::QuoteInValue(name.to_string()))),
            c => value.push(c),
        }
    }
    Ok((Token { text: name, line, column }, value))
}

fn quote(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

/// Writes tag lines, `[Name "value"]`, then the blank line that ends the header.
pub fn write_tags<'a>(f: &mut fmt::Formatter<'_>, tags: impl Iterator<Item = (&'a str, &'a str)>) -> fmt::Result {
    for (k, v) in tags {
        writeln!(f, "[{k} \"{}\"]", quote(v))?;
    }
    writeln!(f)
}

/// Writes move text in lines of at most 79 characters, then a blank line so that records can
/// follow each other.
pub fn write_words(f: &mut fmt::Formatter<'_>, words: &[String]) -> fmt::Result {
    let mut line = String::new();
    for w in words {
        if !line.is_empty() && line.len() + 1 + w.len() > 79 {
            writeln!(f, "{line}")?;
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(w);
    }
    writeln!(f, "{line}")?;
    writeln!(f)
}
