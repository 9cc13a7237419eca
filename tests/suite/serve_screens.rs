//! What a player reads on the server's screens: the lobby's lines whole at 80x24 and 100x30,
//! each table read for its viewer (a finished game, a rematch, a seat taken with another key).

use crate::tui_support::row_text;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use tactigon::serve::lobby_view::{LobbyScreen, describe};
use tactigon::serve::seats::Who;
use tactigon::serve::table::Summary;

fn who(name: &str, key: Option<&str>) -> Who {
    Who { name: name.to_string(), user: name.to_string(), key: key.map(String::from), conn: 9 }
}

fn summary(id: u64, seats: [Option<&str>; 2], moves: usize, over: bool) -> Summary {
    Summary {
        id,
        seats: seats.map(|s| s.map(String::from)),
        sides: ["Red", "Green"],
        terms: "Tactigon, standard board, square jump, gold bonus, 15+10".to_string(),
        moves,
        over,
        kept_for: None,
        keys: [None, None],
    }
}

/// The lobby drawn at `width` x `height`, its rows joined by newlines, the spaces at the ends
/// of rows dropped so that a wrapped line reads on.
fn lobby_text(screen: &LobbyScreen, me: &Who, tables: &[Summary], width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    let online = ["alice".to_string(), "bob".to_string(), "carol".to_string()];
    terminal.draw(|f| screen.render(f, me, &online, tables)).unwrap();
    let buf = terminal.backend().buffer().clone();
    (0..height).map(|y| row_text(&buf, y).trim().to_string()).collect::<Vec<_>>().join("\n")
}

/// Every word of `line` appears on the screen in order (whatever the wrapping).
fn reads_whole(screen: &str, line: &str) -> bool {
    let flat: Vec<&str> = screen.split_whitespace().filter(|w| *w != ">").collect();
    let words: Vec<&str> = line.split_whitespace().collect();
    flat.windows(words.len()).any(|w| w == words.as_slice())
}

#[test]
fn the_lobby_wraps_its_lines_instead_of_cutting_them_at_80x24_and_100x30() {
    let me = who("bob", None);
    let tables = [
        summary(1, [Some("alice"), None], 0, false),
        summary(2, [Some("carol"), Some("dave")], 14, true),
        summary(3, [Some("erin"), Some("frank")], 7, false),
    ];
    let screen = LobbyScreen {
        message: Some("table #4 is open: waiting for an opponent — your reconnect code: K7QP2M".into()),
        ..LobbyScreen::default()
    };
    for (w, h) in [(80, 24), (100, 30)] {
        let text = lobby_text(&screen, &me, &tables, w, h);
        for t in &tables {
            let line = describe(t, &me);
            assert!(reads_whole(&text, &line), "{w}x{h}: {line:?} is cut:\n{text}");
        }
        for whole in [
            "Enter: take the open seat, you play Green",
            "finished after 14 moves: Enter to look",
            "b play alone (bots) q quit",
            "your reconnect code: K7QP2M",
            "a seat opened now: Tactigon, standard board, no clock",
        ] {
            assert!(reads_whole(&text, whole), "{w}x{h}: {whole:?} is cut:\n{text}");
        }
        // No row is wider than the screen: the last column is blank or ends a word.
        assert!(text.lines().all(|l| l.chars().count() <= usize::from(w)));
    }
}

#[test]
fn a_table_reads_for_its_viewer() {
    let one = summary(1, [Some("alice"), Some("bob")], 1, true);
    assert!(describe(&one, &who("carol", None)).contains("finished after 1 move: Enter to look"));
    // A seat taken with alice's key is not the game of another alice with another key.
    let mut keyed = summary(2, [Some("alice"), Some("bob")], 4, false);
    keyed.keys = [Some("SHA256:alice".into()), None];
    assert!(describe(&keyed, &who("alice", Some("SHA256:alice"))).contains("your game, move 3"));
    let other = describe(&keyed, &who("alice", Some("SHA256:mallory")));
    assert!(!other.contains("your game") && other.contains("move 3: Enter to watch"), "{other}");
    let bare = describe(&keyed, &who("alice", None));
    assert!(!bare.contains("your game"), "{bare}");
    // A rematch alice opened for bob: she is told whom it waits for, bob that it is his.
    let mut rematch = summary(3, [Some("alice"), None], 0, false);
    rematch.kept_for = Some("bob".into());
    assert!(describe(&rematch, &who("alice", None)).contains("your rematch, waiting for bob (x closes)"));
    assert!(describe(&rematch, &who("bob", None)).contains("your rematch: Enter takes the seat, you play Green"));
    assert!(describe(&rematch, &who("carol", None)).contains("a rematch, kept for bob"));
}
