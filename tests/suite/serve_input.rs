//! Issue 24 #6: the SSH input decoder. A lone Esc disconnected from the lobby, an arrow key
//! cut between two SSH messages did too, string sequences were typed as text, an unfinished
//! sequence swallowed the next key (Ctrl-C included), and `ssh -T` got escape codes.

use crate::serve::{logged_in, serve, tempdir};
use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use russh::ChannelMsg;
use std::time::{Duration, Instant};
use tactigon_server::input::{ESCAPE_TIMEOUT, InputParser, NO_TERMINAL};

/// The keys among `events`, Ctrl-C written `^c`.
fn keys(events: Vec<Event>) -> Vec<String> {
    events
        .into_iter()
        .map(|e| match e {
            Event::Key(KeyEvent { code: KeyCode::Char(c), modifiers, .. }) if modifiers == KeyModifiers::CONTROL => {
                format!("^{c}")
            }
            Event::Key(KeyEvent { code: KeyCode::Char(c), .. }) => c.to_string(),
            Event::Key(KeyEvent { code, .. }) => format!("{code:?}"),
            other => format!("{other:?}"),
        })
        .collect()
}

fn ms(t: Instant, n: u64) -> Instant {
    t + Duration::from_millis(n)
}

#[test]
fn a_lone_esc_is_the_key_once_nothing_follows_it() {
    let (mut p, t) = (InputParser::default(), Instant::now());
    assert!(p.feed_at(b"\x1b", t).is_empty());
    assert_eq!(p.deadline(), Some(t + ESCAPE_TIMEOUT));
    assert_eq!(ESCAPE_TIMEOUT, Duration::from_millis(50));
    assert!(p.expire(ms(t, 49)).is_empty());
    assert_eq!(keys(p.expire(ms(t, 50))), ["Esc"]);
    assert_eq!(p.deadline(), None);
    // A later read ends a lone ESC that timed out before it is read itself.
    assert!(p.feed_at(b"\x1b", t).is_empty());
    assert_eq!(keys(p.feed_at(b"q", ms(t, 80))), ["Esc", "q"]);
}

#[test]
fn a_sequence_cut_between_reads_is_joined() {
    let (mut p, t) = (InputParser::default(), Instant::now());
    assert!(p.feed_at(b"\x1b", t).is_empty());
    assert_eq!(keys(p.feed_at(b"[A", ms(t, 20))), ["Up"]);
    assert!(p.feed_at(b"\x1b[1;", ms(t, 100)).is_empty());
    assert_eq!(keys(p.feed_at(b"5C", ms(t, 140))), ["Right"]);
    // Cut off for longer than the timeout: dropped, and the next key is itself.
    assert!(p.feed_at(b"\x1b[1;", ms(t, 200)).is_empty());
    assert_eq!(keys(p.feed_at(b"q", ms(t, 300))), ["q"]);
}

#[test]
fn string_sequences_are_consumed_whole_and_never_typed() {
    let (mut p, t) = (InputParser::default(), Instant::now());
    let cases: [(&[u8], &[&str]); 9] = [
        (b"\x1b]0;title\x07q", &["q"]),
        (b"\x1b]52;c;aGVsbG8=\x1b\\x", &["x"]),
        (b"\x1bP1$r0m\x1b\\y", &["y"]),
        (b"\x1b_apc\x1b\\\x1b^pm\x1b\\\x1bXsos\x1b\\z", &["z"]),
        (b"\x9d0;c1 osc\x9ca", &["a"]),
        (b"\x90dcs\x07b", &["b"]),
        ("\u{9d}0;utf-8 osc\u{9c}c".as_bytes(), &["c"]),
        // Other C1 controls are never typed, in either form.
        ("\u{85}\u{9b}d".as_bytes(), &["d"]),
        // ESC inside a string that is not ST ends it and starts a sequence.
        (b"\x1b]0;t\x1b[Ae", &["Up", "e"]),
    ];
    for (bytes, expected) in cases {
        assert_eq!(keys(p.feed_at(bytes, t)), expected, "{bytes:?}");
        assert_eq!(p.deadline(), None, "{bytes:?}");
    }
    // A string cut between reads is still consumed; one never ended times out, untyped.
    assert!(p.feed_at(b"\x1b]0;long ti", t).is_empty());
    assert_eq!(keys(p.feed_at(b"tle\x07q", ms(t, 10))), ["q"]);
    assert!(p.feed_at(b"\x1b]0;never ended", t).is_empty());
    assert!(p.expire(ms(t, 60)).is_empty());
    assert_eq!(keys(p.feed_at(b"r", ms(t, 70))), ["r"]);
}

#[test]
fn ctrl_c_always_reaches_the_game() {
    let (mut p, t) = (InputParser::default(), Instant::now());
    let cases: [(&[u8], &[&str]); 5] = [
        (b"\x1b[1\x03", &["^c"]),
        (b"\x1b\x03", &["Esc", "^c"]),
        (b"\x1b]0;abc\x03q", &["^c", "q"]),
        (&[0xc3, 0x03], &["^c"]),
        (b"\x1b[<0;10\x03", &["^c"]),
    ];
    for (bytes, expected) in cases {
        assert_eq!(keys(p.feed_at(bytes, t)), expected, "{bytes:?}");
    }
}

#[test]
fn the_fuzz_check_holds_for_the_issues_inputs() {
    for data in [&b"\x00\x1b]0;x\x03"[..], b"\xf0\x1b[", b"\x01\x9dabc", b"\x00\x1b\x1b\x1b"] {
        crate::fuzz_checks::ssh_input(data);
    }
}

/// `ssh -T`: a shell without a pty is told why in plain text, and the channel closes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shell_without_a_terminal_is_refused_in_plain_text() {
    let data = tempdir();
    let server = serve(data.0.as_path()).await;
    let handle = logged_in(&server, "alice").await;
    let mut channel = handle.channel_open_session().await.unwrap();
    channel.request_shell(true).await.unwrap();
    let mut got = Vec::new();
    let read = async {
        while let Some(msg) = channel.wait().await {
            match msg {
                ChannelMsg::Data { data } => got.extend_from_slice(&data),
                ChannelMsg::Close => break,
                _ => {}
            }
        }
    };
    tokio::time::timeout(Duration::from_secs(10), read).await.expect("the channel closes");
    assert_eq!(String::from_utf8(got).unwrap(), NO_TERMINAL);
    assert_eq!(NO_TERMINAL, "tactigon needs a terminal: connect with ssh -t (not -T)\r\n");
}

/// A lone Esc in the lobby (after the timeout) neither disconnects nor is lost; q leaves.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn esc_in_the_lobby_stays_and_a_split_arrow_is_one_key() {
    let data = tempdir();
    let server = serve(data.0.as_path()).await;
    let handle = logged_in(&server, "alice").await;
    let mut term = crate::serve::Term::open(&handle, 100, 30).await;
    term.until("Tactigon online").await;
    term.send(b"\x1b").await;
    tokio::time::sleep(ESCAPE_TIMEOUT * 4).await;
    term.send(b"\x1b").await;
    term.send(b"[B").await;
    // Still connected: b opens the local menu.
    term.send(b"b").await;
    term.until("New game").await;
}
