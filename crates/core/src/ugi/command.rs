//! The commands a UGI engine reads, one per line: parsed into [`Command`] and written back
//! by its `Display` (parsing what was written gives the same command).

use std::fmt;
use std::str::FromStr;

/// One line a UGI engine understands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `ugi`: identify, list the options, then `ugiok`.
    Ugi,
    /// `isready`: answer `readyok`, even while searching.
    IsReady,
    /// `setoption name N [value V]`: the name and value may hold spaces.
    SetOption {
        /// The option's name.
        name: String,
        /// Its new value (none for a button).
        value: Option<String>,
    },
    /// `uginewgame`: the next position starts a new game.
    NewGame,
    /// `position startpos|fen P [moves M…]`.
    Position {
        /// Where the game started.
        start: Start,
        /// The moves played since, in the game's notation.
        moves: Vec<String>,
    },
    /// `go …`: search and answer `bestmove M`.
    Go(Go),
    /// `stop`: answer the best move found so far at once.
    Stop,
    /// `query p1turn|gameover|result`.
    Query(Query),
    /// `moves`: the legal moves on one line (extension).
    Moves,
    /// `perft N`: the number of move sequences N plies long (extension).
    Perft(u32),
    /// `d`: the position as text (extension).
    Show,
    /// `quit`.
    Quit,
}

/// The start of the game a `position` command describes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// The start position of the game, board and rules the options name.
    StartPos,
    /// A position in the game's own text (words joined by single spaces).
    Fen(String),
}

/// How long a `go` searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Go {
    /// Both players' clocks and increments, in milliseconds (`p1time … p2inc …`).
    Clock(Clock),
    /// Exactly this many milliseconds.
    MoveTime(u64),
    /// To this depth in plies.
    Depth(u32),
    /// About this many positions.
    Nodes(u64),
    /// Until `stop`.
    Infinite,
}

/// The players' clocks in milliseconds, first player first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Clock {
    /// Time left of the first and the second player.
    pub time: [u64; 2],
    /// Their increments per move.
    pub inc: [u64; 2],
}

/// What a `query` asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Query {
    /// Whether the first player is to move.
    P1Turn,
    /// Whether the game is over.
    GameOver,
    /// Who won: `p1win`, `p2win`, `draw` or `none`.
    Result,
}

/// Why a line is no command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CommandError {
    /// Nothing but spaces.
    Empty,
    /// The first word names no command.
    Unknown(String),
    /// The command lacks a part.
    Missing(&'static str),
    /// A number that does not read.
    BadNumber(String),
    /// A word the command does not expect.
    Unexpected(String),
}

impl fmt::Display for CommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let esc = crate::escape::Escaped;
        match self {
            CommandError::Empty => f.write_str("empty line"),
            CommandError::Unknown(w) => write!(f, "unknown command '{}'", esc(w)),
            CommandError::Missing(what) => write!(f, "missing {what}"),
            CommandError::BadNumber(w) => write!(f, "'{}' is not a number", esc(w)),
            CommandError::Unexpected(w) => write!(f, "unexpected '{}'", esc(w)),
        }
    }
}

impl std::error::Error for CommandError {}

/// The number `word`, if it is one.
fn number<T: FromStr>(word: Option<&str>, what: &'static str) -> Result<T, CommandError> {
    let word = word.ok_or(CommandError::Missing(what))?;
    word.parse().map_err(|_| CommandError::BadNumber(word.to_string()))
}

impl FromStr for Command {
    type Err = CommandError;
    fn from_str(line: &str) -> Result<Command, CommandError> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let (&first, rest) = words.split_first().ok_or(CommandError::Empty)?;
        let command = match first {
            "ugi" => Command::Ugi,
            "isready" => Command::IsReady,
            "uginewgame" => Command::NewGame,
            "stop" => Command::Stop,
            "moves" => Command::Moves,
            "d" => Command::Show,
            "quit" => Command::Quit,
            "setoption" => return set_option(rest),
            "position" => return position(rest),
            "go" => return go(rest).map(Command::Go),
            "perft" => {
                let [depth] = rest else { return Err(CommandError::Missing("the depth")) };
                return number(Some(depth), "the depth").map(Command::Perft);
            }
            "query" => {
                return match rest {
                    ["p1turn"] => Ok(Command::Query(Query::P1Turn)),
                    ["gameover"] => Ok(Command::Query(Query::GameOver)),
                    ["result"] => Ok(Command::Query(Query::Result)),
                    [] => Err(CommandError::Missing("p1turn, gameover or result")),
                    [w, ..] => Err(CommandError::Unexpected(w.to_string())),
                };
            }
            other => return Err(CommandError::Unknown(other.to_string())),
        };
        match rest.first() {
            Some(w) => Err(CommandError::Unexpected(w.to_string())),
            None => Ok(command),
        }
    }
}

/// `setoption name N [value V]`.
fn set_option(rest: &[&str]) -> Result<Command, CommandError> {
    let Some((&"name", rest)) = rest.split_first() else { return Err(CommandError::Missing("name")) };
    let split = rest.iter().position(|&w| w == "value");
    let (name, value) = match split {
        Some(i) => (&rest[..i], Some(rest[i + 1..].join(" "))),
        None => (rest, None),
    };
    if name.is_empty() {
        return Err(CommandError::Missing("the option's name"));
    }
    Ok(Command::SetOption { name: name.join(" "), value })
}

/// `position startpos|fen P [moves M…]`.
fn position(rest: &[&str]) -> Result<Command, CommandError> {
    let split = rest.iter().position(|&w| w == "moves").unwrap_or(rest.len());
    let (head, moves) = (&rest[..split], rest.get(split + 1..).unwrap_or_default());
    let start = match head {
        ["startpos"] => Start::StartPos,
        ["startpos", w, ..] => return Err(CommandError::Unexpected(w.to_string())),
        ["fen"] => return Err(CommandError::Missing("the position")),
        ["fen", text @ ..] => Start::Fen(text.join(" ")),
        [] => return Err(CommandError::Missing("startpos or fen")),
        [w, ..] => return Err(CommandError::Unexpected(w.to_string())),
    };
    Ok(Command::Position { start, moves: moves.iter().map(|m| m.to_string()).collect() })
}

/// The words after `go`.
fn go(rest: &[&str]) -> Result<Go, CommandError> {
    match rest {
        [] | ["infinite"] => return Ok(Go::Infinite),
        ["movetime", n] => return number(Some(n), "the time").map(Go::MoveTime),
        ["depth", n] => return number(Some(n), "the depth").map(Go::Depth),
        ["nodes", n] => return number(Some(n), "the node count").map(Go::Nodes),
        [w @ ("movetime" | "depth" | "nodes")] => {
            return Err(CommandError::Missing(if *w == "depth" { "the depth" } else { "a number" }));
        }
        _ => {}
    }
    let mut clock = Clock::default();
    let mut words = rest.iter();
    while let Some(&key) = words.next() {
        let slot = match key {
            "p1time" => &mut clock.time[0],
            "p2time" => &mut clock.time[1],
            "p1inc" => &mut clock.inc[0],
            "p2inc" => &mut clock.inc[1],
            other => return Err(CommandError::Unexpected(other.to_string())),
        };
        *slot = number(words.next().copied(), "a time")?;
    }
    Ok(Go::Clock(clock))
}

impl fmt::Display for Command {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Command::Ugi => f.write_str("ugi"),
            Command::IsReady => f.write_str("isready"),
            Command::SetOption { name, value: None } => write!(f, "setoption name {name}"),
            Command::SetOption { name, value: Some(v) } => write!(f, "setoption name {name} value {v}"),
            Command::NewGame => f.write_str("uginewgame"),
            Command::Position { start, moves } => {
                match start {
                    Start::StartPos => f.write_str("position startpos")?,
                    Start::Fen(text) => write!(f, "position fen {text}")?,
                }
                if !moves.is_empty() {
                    write!(f, " moves {}", moves.join(" "))?;
                }
                Ok(())
            }
            Command::Go(go) => write!(f, "go {go}"),
            Command::Stop => f.write_str("stop"),
            Command::Query(Query::P1Turn) => f.write_str("query p1turn"),
            Command::Query(Query::GameOver) => f.write_str("query gameover"),
            Command::Query(Query::Result) => f.write_str("query result"),
            Command::Moves => f.write_str("moves"),
            Command::Perft(depth) => write!(f, "perft {depth}"),
            Command::Show => f.write_str("d"),
            Command::Quit => f.write_str("quit"),
        }
    }
}

impl fmt::Display for Go {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Go::Clock(c) => {
                write!(f, "p1time {} p2time {} p1inc {} p2inc {}", c.time[0], c.time[1], c.inc[0], c.inc[1])
            }
            Go::MoveTime(ms) => write!(f, "movetime {ms}"),
            Go::Depth(d) => write!(f, "depth {d}"),
            Go::Nodes(n) => write!(f, "nodes {n}"),
            Go::Infinite => f.write_str("infinite"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_read_and_write_back() {
        let lines = [
            "ugi",
            "isready",
            "setoption name Hash value 64",
            "setoption name Clear Hash",
            "uginewgame",
            "position startpos",
            "position startpos moves b1-b2 k5-k4",
            "position fen 2/C1C3c1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2 r moves b1-b2",
            "go p1time 1000 p2time 900 p1inc 10 p2inc 0",
            "go movetime 250",
            "go depth 4",
            "go nodes 5000",
            "go infinite",
            "stop",
            "query p1turn",
            "query gameover",
            "query result",
            "moves",
            "perft 3",
            "d",
            "quit",
        ];
        for line in lines {
            let command: Command = line.parse().unwrap_or_else(|e| panic!("{line}: {e}"));
            assert_eq!(command.to_string(), line);
            assert_eq!(command.to_string().parse::<Command>(), Ok(command));
        }
    }

    #[test]
    fn spacing_and_defaults_are_normalised() {
        let c: Command = "  setoption  name  board   value large ".parse().unwrap();
        assert_eq!(c, Command::SetOption { name: "board".into(), value: Some("large".into()) });
        let c: Command = "go p2time 5 p1time 7".parse().unwrap();
        assert_eq!(c, Command::Go(Go::Clock(Clock { time: [7, 5], inc: [0, 0] })));
        assert_eq!("go".parse::<Command>(), Ok(Command::Go(Go::Infinite)));
    }

    #[test]
    fn malformed_lines_say_why() {
        assert_eq!("".parse::<Command>(), Err(CommandError::Empty));
        assert_eq!("fly".parse::<Command>(), Err(CommandError::Unknown("fly".into())));
        assert_eq!("go depth x".parse::<Command>(), Err(CommandError::BadNumber("x".into())));
        assert_eq!("go movetime".parse::<Command>(), Err(CommandError::Missing("a number")));
        assert_eq!("go p1time 5 p3time 4".parse::<Command>(), Err(CommandError::Unexpected("p3time".into())));
        assert_eq!("position fen".parse::<Command>(), Err(CommandError::Missing("the position")));
        assert_eq!("position".parse::<Command>(), Err(CommandError::Missing("startpos or fen")));
        assert_eq!("query colour".parse::<Command>(), Err(CommandError::Unexpected("colour".into())));
        assert_eq!("setoption value 3".parse::<Command>(), Err(CommandError::Missing("name")));
        assert_eq!("isready now".parse::<Command>(), Err(CommandError::Unexpected("now".into())));
        assert_eq!("perft".parse::<Command>(), Err(CommandError::Missing("the depth")));
    }
}
