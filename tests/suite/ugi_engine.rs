//! `tactigon engine` as a match runner drives it: a scripted UGI session over pipes for each
//! game, with every command, a malformed line, an unknown option and an illegal move.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

/// A running engine and its output lines.
pub struct Session {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Session {
    /// `tactigon engine` with `args`.
    pub fn start(args: &[&str]) -> Session {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tactigon"))
            .arg("engine")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the engine starts");
        let stdin = child.stdin.take().expect("piped");
        let stdout = child.stdout.take().expect("piped");
        let (send, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                let _ = send.send(line);
            }
        });
        Session { child, stdin, lines }
    }

    /// Sends `line`.
    pub fn send(&mut self, line: &str) {
        eprintln!("> {line}");
        writeln!(self.stdin, "{line}").and_then(|()| self.stdin.flush()).expect("the engine reads");
    }

    /// The next line, within ten seconds.
    pub fn next(&mut self) -> String {
        let line = self.lines.recv_timeout(Duration::from_secs(10)).expect("the engine answers in time");
        eprintln!("< {line}");
        line
    }

    /// Sends `line` and returns the one line it answers.
    pub fn ask(&mut self, line: &str) -> String {
        self.send(line);
        self.next()
    }

    /// Lines up to and including the first that starts with `prefix`.
    pub fn until(&mut self, prefix: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let line = self.next();
            let done = line.starts_with(prefix);
            seen.push(line);
            if done {
                return seen;
            }
        }
    }

    /// Sends `go …` and returns the move of its `bestmove`, after checking the `info` line.
    pub fn go(&mut self, go: &str) -> String {
        self.send(go);
        bestmove(&self.until("bestmove"))
    }

    /// `quit`, and the engine's exit.
    pub fn quit(mut self) {
        self.send("quit");
        let status = self.child.wait().expect("the engine ends");
        assert!(status.success());
    }
}

impl Drop for Session {
    /// A test that failed half-way leaves no engine behind.
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The move of the last line, `bestmove M` exactly, after an `info depth … pv M` line.
fn bestmove(lines: &[String]) -> String {
    let last = lines.last().expect("a line");
    let words: Vec<&str> = last.split(' ').collect();
    assert!(words.len() == 2 && words[0] == "bestmove", "{last}");
    let info = lines.iter().rev().find(|l| l.starts_with("info depth")).expect("an info line before bestmove");
    let w: Vec<&str> = info.split(' ').collect();
    assert_eq!(w.len(), 14, "{info}");
    assert_eq!([w[0], w[1], w[3], w[6], w[8], w[10], w[12]], ["info", "depth", "score", "nodes", "nps", "time", "pv"]);
    assert!(["cp", "mate"].contains(&w[4]), "{info}");
    assert!(
        [w[2], w[7], w[9], w[11]].iter().all(|n| n.parse::<u64>().is_ok()) && w[5].parse::<i32>().is_ok(),
        "{info}"
    );
    assert!(info.ends_with(&format!(" pv {}", words[1])), "{info}");
    words[1].to_string()
}

#[test]
fn a_tactigon_session_answers_every_command() {
    let mut e = Session::start(&[]);
    e.send("ugi");
    let hello = e.until("ugiok");
    assert!(hello[0].starts_with("id name ") && hello[1].starts_with("id author "), "{hello:?}");
    for option in [
        "option name game type combo default tactigon var tactigon var taacoca",
        "option name Level type spin default 5 min 1 max 5",
        "option name Hash type spin default 16 min 1 max 4096",
        "option name board type string default standard",
        "option name boarddiagram type string default <empty>",
        "option name squarejump type check default false",
        "option name goldbonus type check default false",
    ] {
        assert!(hello.iter().any(|l| l == option), "{option} in {hello:?}");
    }
    assert_eq!(e.ask("isready"), "readyok");
    e.send("setoption name Hash value 4");
    e.send("setoption name Level value 4");
    assert_eq!(e.ask("setoption name Colour value mauve"), "info string unknown option 'Colour' ignored");
    assert_eq!(e.ask("hello engine"), "info string error: unknown command 'hello'");
    assert_eq!(e.ask("go depth many"), "info string error: 'many' is not a number");
    e.send("uginewgame");
    e.send("position startpos");
    assert_eq!(e.ask("perft 2"), "3316", "the perft fixture's count from the start");
    assert_eq!(e.ask("query p1turn"), "response true");
    e.send("position startpos moves b1-b2");
    assert_eq!(e.ask("d"), "2/1CC3c1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2 g 1 1");
    assert_eq!(e.ask("query p1turn"), "response false");
    assert_eq!(e.ask("query gameover"), "response false");
    assert_eq!(e.ask("query result"), "response none");
    let moves: Vec<String> = e.ask("moves").split(' ').map(String::from).collect();
    let listed = crate::cli::tactigon(&["moves", "2/1CC3c1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2 g 1 1"]);
    let mut expected: Vec<String> = crate::cli::stdout(&listed).lines().map(String::from).collect();
    let mut sorted = moves.clone();
    sorted.sort();
    expected.sort();
    assert_eq!(sorted, expected);
    for go in ["go depth 3", "go movetime 100", "go nodes 2000", "go p1time 2000 p2time 2000 p1inc 20 p2inc 20"] {
        let m = e.go(go);
        assert!(moves.contains(&m), "{go}: {m}");
    }
    // While it searches for ever it is ready, and answers when stopped.
    e.send("go infinite");
    // The search's info lines may come first; readyok must come while it goes on.
    e.send("isready");
    let seen = e.until("readyok");
    assert!(seen[..seen.len() - 1].iter().all(|l| l.starts_with("info ")), "{seen:?}");
    e.send("stop");
    assert!(moves.contains(&bestmove(&e.until("bestmove"))));
    // Options of the board and rules set the start position.
    e.send("setoption name board value large");
    e.send("setoption name squarejump value true");
    e.send("setoption name goldbonus value true");
    e.send("position startpos");
    // The large board's start, as the perft fixture has it.
    assert_eq!(e.ask("d"), "3/10/C1C5c1c/1ST6ts1/CTPSC3csptc/1ST6ts1/C1C5c1c/10/3 r");
    assert_eq!(e.ask("setoption name squarejump value maybe"), "info string error: squarejump must be true or false");
    e.quit();
}

#[test]
fn an_illegal_move_loses_and_a_finished_game_is_over() {
    let mut e = Session::start(&["--game", "tactigon"]);
    // b1-b9 is no circle's move: Red (p1) played it, so Green (p2) wins.
    let said = e.ask("position startpos moves b1-b2 b7-b6 b1-b9 c8-c7");
    assert!(said.starts_with("info string illegal move b1-b9 by p1 (") && said.ends_with("): p2 wins"), "{said}");
    assert_eq!(e.ask("query gameover"), "response true");
    assert_eq!(e.ask("query result"), "response p2win");
    assert_eq!(e.ask("moves"), "");
    assert_eq!(e.ask("go depth 1"), "info string error: the game is over");
    let said = e.ask("position startpos moves zz");
    assert!(said.starts_with("info string illegal move zz by p1 (not a move)"), "{said}");
    // Red circles on both gold tiles as Red's turn begins: Red has won.
    e.send("position fen 2/4C4/10/P9p/10/4C4/2 r");
    assert_eq!(e.ask("query result"), "response p1win");
    assert_eq!(
        e.ask("position fen 2/4C4 r"),
        "info string error: TPN character 1: 2 rows given, the standard board has 7"
    );
    assert_eq!(e.ask("position fen"), "info string error: missing the position");
    e.quit();
}

#[test]
fn a_taacoca_session_answers_every_command() {
    let mut e = Session::start(&["--game", "taacoca"]);
    e.send("ugi");
    let hello = e.until("ugiok");
    assert!(hello.iter().any(|l| l == "option name game type combo default taacoca var tactigon var taacoca"));
    assert!(hello.iter().any(|l| l == "option name size type spin default 5 min 3 max 13"), "{hello:?}");
    assert_eq!(e.ask("isready"), "readyok");
    assert_eq!(e.ask("setoption name squarejump value true"), "info string unknown option 'squarejump' ignored");
    assert_eq!(e.ask("position startpos mvoes"), "info string error: unexpected 'mvoes'");
    e.send("setoption name size value 4");
    e.send("uginewgame");
    e.send("position startpos");
    assert_eq!(e.ask("d"), "BBBB/1BBB1/2BB2/7/2WW2/1WWW1/WWWW w");
    // The perft fixture's counts for side 4.
    assert_eq!(e.ask("perft 1"), "30");
    assert_eq!(e.ask("perft 2"), "900");
    assert_eq!(e.ask("perft 21"), "info string error: perft goes to depth 20 at most");
    assert_eq!(e.ask("moves").split(' ').count(), 30);
    assert_eq!(e.ask("query p1turn"), "response true");
    let first = e.go("go depth 2");
    e.send(&format!("position startpos moves {first}"));
    assert_eq!(e.ask("query p1turn"), "response false");
    let reply = e.go("go p1time 900 p2time 800 p1inc 10 p2inc 10");
    e.send(&format!("position fen BBBB/1BBB1/2BB2/7/2WW2/1WWW1/WWWW w moves {first} {reply}"));
    assert_eq!(e.ask("query p1turn"), "response true");
    assert_eq!(e.ask("query result"), "response none");
    // Black (p2) moves twice in a row: the second is Black's move on White's turn.
    let said = e.ask(&format!("position startpos moves {first} {reply} {reply}"));
    assert!(said.starts_with(&format!("info string illegal move {reply} by p1 (")), "{said}");
    assert_eq!(e.ask("query result"), "response p2win");
    assert_eq!(
        e.ask("setoption name size value 99"),
        "info string error: board side 99 is out of range (Taacoca boards have sides 3 to 13)"
    );
    // Back to Tactigon: its start.
    e.send("setoption name game value tactigon");
    assert_eq!(e.ask("d"), "2/C1C3c1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2 r");
    assert_eq!(
        e.ask("setoption name game value chess"),
        "info string error: unknown game 'chess' (expected tactigon or taacoca)"
    );
    e.quit();
}
