//! What a player reads on the server's screens: the lobby's lines whole at 80x24 and 100x30,
//! each table read for its viewer (a finished game, a rematch, a seat taken with another key),
//! the lobby's terms kept after a table, a spectator told they only watch and offered only
//! that, the claim replacing its early refusal, and the local menu's ssh command unbroken.

use crate::tui_support::row_text;
use crossterm::event::KeyCode::{self, Char, Enter, Esc};
use crossterm::event::{Event, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tactigon_server::clock::ServerTime;
use tactigon_server::command::Command as TableCommand;
use tactigon_server::lobby::Lobby;
use tactigon_server::lobby_rows::Around;
use tactigon_server::lobby_view::{LobbyScreen, describe};
use tactigon_server::modes::Player;
use tactigon_server::seats::Who;
use tactigon_server::table::Summary;

fn who(name: &str, key: Option<&str>) -> Who {
    Who { name: name.to_string(), user: name.to_string(), key: key.map(String::from), conn: 9, account: None }
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
    let mut screen = screen.clone();
    // Who is online, with nothing drawn yet for it.
    let players = Arc::new(vec!["alice".into(), "bob".into(), "carol".into()]);
    let tables = Arc::new(tables.iter().cloned().map(Arc::new).collect());
    screen.around = Around { players, tables, drawn: Default::default(), ..screen.around };
    terminal.draw(|f| screen.render(f, me)).unwrap();
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
            "a seat opened now: Tactigon, standard board, no clock, casual",
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

/// Players on one lobby, driven as their connections drive them, on a server time that
/// stands still unless moved on.
pub(crate) struct Room {
    pub(crate) lobby: Arc<Lobby>,
    pub(crate) time: Arc<ServerTime>,
    folder: crate::tui_support::TempDir,
}

impl Room {
    pub(crate) fn new() -> Room {
        let time = Arc::new(ServerTime::frozen());
        Room { lobby: Arc::new(Lobby::new(None, time.now())), time, folder: crate::tui_support::TempDir::new() }
    }

    pub(crate) fn player(&self, name: &str, conn: u64) -> Player {
        let who = Who { name: name.into(), user: name.into(), key: None, conn, account: None };
        let (lobby, time) = (Arc::clone(&self.lobby), Arc::clone(&self.time));
        Player::new(who, self.folder.0.clone(), Duration::from_millis(50), lobby, time, conn)
    }
}

pub(crate) fn press(player: &mut Player, code: KeyCode) {
    assert!(!player.event(&Event::Key(KeyEvent::new(code, KeyModifiers::NONE)), Instant::now()));
}

/// What `player` sees at `width` x `height` (its news taken in first).
pub(crate) fn sees(player: &mut Player, width: u16, height: u16) -> String {
    let terminal = drawn(player, width, height);
    let buf = terminal.backend().buffer();
    (0..height).map(|y| row_text(buf, y)).collect::<Vec<_>>().join("\n")
}

/// `player`'s screen drawn at `width` x `height` (its news taken in first).
pub(crate) fn drawn(player: &mut Player, width: u16, height: u16) -> Terminal<TestBackend> {
    player.table_moved(Instant::now());
    player.tick(Instant::now());
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    let mut hits = None;
    terminal.draw(|f| hits = player.render(f)).unwrap();
    if let Some(hits) = hits {
        player.set_hits(hits);
    }
    terminal
}

/// Alice opens a seat with `t` pressed `clock` times, Bob takes it: both at the table.
pub(crate) fn seated(room: &Room, clock: usize) -> (Player, Player) {
    let (mut alice, mut bob) = (room.player("alice", 1), room.player("bob", 2));
    for _ in 0..clock {
        press(&mut alice, Char('t'));
    }
    press(&mut alice, Char('r'));
    press(&mut bob, Enter);
    assert!(alice.lobby_changed(Instant::now()));
    (alice, bob)
}

#[test]
fn the_seat_terms_chosen_in_the_lobby_are_kept_after_a_table() {
    let room = Room::new();
    let (mut alice, _bob) = seated(&room, 1);
    let screen = sees(&mut alice, 120, 40);
    assert!(screen.contains("Red (alice) to move") && !screen.contains("Human"), "{screen}");
    // No move yet: q offers the abort, and its third button goes back to the lobby (issue 20:
    // it used to leave at once, the clock running).
    for code in [Char('q'), KeyCode::Down, KeyCode::Down, Enter] {
        press(&mut alice, code);
    }
    let lobby = sees(&mut alice, 120, 40);
    assert!(
        lobby.contains("left table #1") && lobby.contains("a seat opened now: Tactigon, standard board, 3+2"),
        "{lobby}"
    );
}

/// A seated player's key bar offers what the table accepts: no take-back, hint or save,
/// which it refuses; looking back at earlier moves instead.
#[test]
fn a_seated_player_is_offered_only_what_the_table_accepts() {
    let room = Room::new();
    let (mut alice, mut bob) = seated(&room, 0);
    for player in [&mut alice, &mut bob] {
        for (w, h) in [(100, 30), (120, 40)] {
            let screen = sees(player, w, h);
            for offered in ["u/r undo", "t hint", "s save"] {
                assert!(!screen.contains(offered), "{w}x{h}: {offered:?} shown:\n{screen}");
            }
            for offered in ["Enter pick", ": type", "u take back", "[ ] earlier moves", "q leave"] {
                assert!(screen.contains(offered), "{w}x{h}: {offered:?} missing:\n{screen}");
            }
        }
    }
    // The keys left out are still answered with the table's reason.
    press(&mut alice, Char('t'));
    assert!(sees(&mut alice, 120, 40).contains("no hints in a game against a person"));
    // Once the game is over, no take-back or new game is offered either.
    let table = room.lobby.table(1).unwrap();
    let alice_who = Who { name: "alice".into(), user: "alice".into(), key: None, conn: 1, account: None };
    table.resign(&alice_who, room.time.now()).unwrap();
    sees(&mut bob, 120, 40);
    press(&mut bob, Esc);
    let screen = sees(&mut bob, 120, 40);
    assert!(!screen.contains("u undo") && !screen.contains("n new game"), "{screen}");
    assert!(screen.contains("[ ] earlier moves") && screen.contains("q leave"), "{screen}");
}

#[test]
fn a_spectator_is_told_they_watch_and_offered_only_what_they_can_do() {
    let room = Room::new();
    let (_alice, _bob) = seated(&room, 0);
    let mut carol = room.player("carol", 3);
    press(&mut carol, Enter);
    // Issue 20: the Enter that opened the table is no attempt to move: nothing is refused yet.
    let first = sees(&mut carol, 100, 30);
    assert!(first.contains("watching alice vs bob") && !first.contains("only the players move"), "{first}");
    for (w, h) in [(100, 30), (120, 40)] {
        let screen = sees(&mut carol, w, h);
        assert!(screen.contains("you are watching") && screen.contains("watching:"), "{w}x{h}:\n{screen}");
        for offered in ["Enter pick", "u/r undo", "t hint", "s save", "Human"] {
            assert!(!screen.contains(offered), "{w}x{h}: {offered:?} shown:\n{screen}");
        }
        assert!(screen.contains("alice") && screen.contains("bob"), "{screen}");
    }
    assert!(sees(&mut carol, 120, 40).contains("Red   alice"), "the players' names beside their sides");
    // Enter on Red's pentagon picks nothing up; u takes nothing back.
    for key in [Enter, Char(' '), Char('u'), Char('t'), Char(':')] {
        press(&mut carol, key);
        let screen = sees(&mut carol, 120, 40);
        assert!(screen.contains("you are watching: only the players move"), "{key:?}:\n{screen}");
        assert!(!screen.contains("Enter drop here") && !screen.contains("Move:"), "{key:?}:\n{screen}");
    }
    // The game ends: the spectator's dialog offers no rematch, the key bar no undo or new game.
    let table = room.lobby.table(1).unwrap();
    let alice_who = Who { name: "alice".into(), user: "alice".into(), key: None, conn: 1, account: None };
    table.resign(&alice_who, room.time.now()).unwrap();
    let screen = sees(&mut carol, 120, 40);
    assert!(screen.contains("Game over") && !screen.contains("Rematch"), "{screen}");
    press(&mut carol, Esc);
    let screen = sees(&mut carol, 120, 40);
    assert!(!screen.contains("u undo") && !screen.contains("n new game"), "{screen}");
    // Alice asks for a rematch: the spectator is told it as news of the players.
    room.lobby.rematch(&table, &alice_who, false, room.time.now()).unwrap();
    let screen = sees(&mut carol, 120, 40);
    assert!(!screen.contains("alice asks for a rematch"), "{screen}");
    assert!(screen.contains("alice asked bob for a") && screen.contains("rematch (table #2)"), "{screen}");
}

#[test]
fn the_early_claim_refusal_gives_way_to_the_claim_once_the_window_is_over() {
    let room = Room::new();
    let (mut alice, mut bob) = seated(&room, 0);
    bob.finish();
    press(&mut alice, Char('W'));
    assert!(sees(&mut alice, 120, 40).contains("the win can be claimed only when"));
    room.time.advance(Duration::from_secs(121));
    let screen = sees(&mut alice, 120, 40);
    assert!(screen.contains("bob did not come back: W claims the win"), "{screen}");
    assert!(!screen.contains("the win can be claimed only when"), "{screen}");
}

#[test]
fn play_online_keeps_the_ssh_command_on_one_line() {
    use crate::tui_support::{app, key, render};
    use crossterm::event::KeyCode::Down;
    use tactigon_tui::screens::menu::MenuItem;
    for (w, h) in [(80, 24), (100, 30)] {
        let (mut app, now) = app();
        let row = app.menu_items().iter().position(|&i| i == MenuItem::Online).unwrap();
        for _ in 0..row {
            key(&mut app, now, Down);
        }
        key(&mut app, now, Enter);
        let terminal = render(&mut app, w, h);
        let buf = terminal.backend().buffer();
        let rows: Vec<String> = (0..h).map(|y| row_text(buf, y)).collect();
        let text = rows.join("\n");
        assert!(rows.iter().any(|r| r.contains("ssh -p 2222 NAME@HOST")), "{w}x{h}:\n{text}");
        assert!(reads_whole(&text, "nothing to install."), "{w}x{h}:\n{text}");
    }
}

/// The table decides the result: Alice resigns on her screen, then presses u on the
/// game-over dialog. The table refuses the take-back request (the game is over), and both
/// screens and the record still show the resignation.
#[test]
fn a_resignation_undone_on_one_screen_is_refused_by_the_table() {
    let room = Room::new();
    let (mut alice, mut bob) = seated(&room, 0);
    for code in [Char(':'), Char('b'), Char('1'), Char('-'), Char('b'), Char('2'), Enter] {
        press(&mut alice, code);
    }
    let screen = sees(&mut bob, 120, 40);
    assert!(screen.contains("Red played b1-b2") && screen.contains("Green to move"), "{screen}");
    // Both first moves made: before them the dialog offers the abort instead (issue 20).
    for code in [Char(':'), Char('b'), Char('9'), Char('-'), Char('b'), Char('8'), Enter] {
        press(&mut bob, code);
    }
    // q, then the leave dialog's third button: Resign.
    for code in [Char('q'), KeyCode::Down, KeyCode::Down, Enter] {
        press(&mut alice, code);
    }
    assert!(sees(&mut alice, 120, 40).contains("Game over: Red resigned"));
    press(&mut alice, Char('u'));
    let screen = sees(&mut alice, 120, 40);
    // A take-back is asked of the opponent only while the game goes on.
    assert!(screen.contains("] the game is over"), "{screen}");
    assert!(!screen.contains("to move"), "{screen}");
    // Esc closes the dialog: beneath it, on both screens, the game is still over.
    press(&mut alice, Esc);
    for player in [&mut alice, &mut bob] {
        let screen = sees(player, 120, 40);
        assert!(screen.contains("Red resigned") && !screen.contains("to move"), "{screen}");
    }
    let record = room.lobby.table(1).unwrap().record().to_string();
    assert!(record.contains("[Result \"0-1\"]") && record.contains("[Termination \"resignation\"]"), "{record}");
}

/// `u` asks the opponent to take a move back; the opponent's panel says so and that `u`
/// agrees; their `u` takes back the asker's move and the reply after it (the asker was to
/// move), on every screen and in the table's record.
#[test]
fn u_asks_for_a_take_back_and_the_opponents_u_agrees() {
    let room = Room::new();
    let (mut alice, mut bob) = seated(&room, 0);
    for (player, word) in [(&mut alice, "b1-b2"), (&mut bob, "b9-b8")] {
        press(player, Char(':'));
        word.chars().for_each(|c| press(player, Char(c)));
        press(player, Enter);
    }
    press(&mut alice, Char('u'));
    let screen = sees(&mut bob, 120, 40);
    assert!(screen.contains("alice asks to take back") && screen.contains("(u agrees)"), "{screen}");
    assert!(!sees(&mut alice, 120, 40).contains("(u agrees)"));
    press(&mut bob, Char('u'));
    for player in [&mut alice, &mut bob] {
        let screen = sees(player, 120, 40);
        assert!(screen.contains("Red to move") && !screen.contains("asks to take back"), "{screen}");
    }
    let record = room.lobby.table(1).unwrap().record().to_string();
    assert!(!record.contains("b1-b2") && !record.contains("b9-b8"), "{record}");
}

/// A draw offered and agreed, or a game aborted, at the table (no key sends them yet):
/// every screen shows the offer while it stands, then the game ended as the table decided.
#[test]
fn an_agreement_made_at_the_table_shows_on_every_screen() {
    let room = Room::new();
    let (mut alice, mut bob) = seated(&room, 0);
    let table = room.lobby.table(1).unwrap();
    let seat = |name: &str, conn| Who { name: name.into(), user: name.into(), key: None, conn, account: None };
    let now = room.time.now();
    table.command(&seat("alice", 1), TableCommand::OfferDraw, now).unwrap();
    assert!(sees(&mut bob, 120, 40).contains("alice offers a draw"));
    assert!(sees(&mut alice, 120, 40).contains("you offered a draw"));
    table.command(&seat("bob", 2), TableCommand::AcceptDraw, now).unwrap();
    for player in [&mut alice, &mut bob] {
        let screen = sees(player, 120, 40);
        assert!(screen.contains("Game over: Agreed by the players"), "{screen}");
        assert!(!screen.contains("offers a draw") && !screen.contains("to move"), "{screen}");
    }

    let room = Room::new();
    let (mut alice, mut bob) = seated(&room, 0);
    room.lobby.table(1).unwrap().command(&seat("bob", 2), TableCommand::Abort, now).unwrap();
    for player in [&mut alice, &mut bob] {
        let screen = sees(player, 120, 40);
        assert!(screen.contains("Game over: aborted, with no result"), "{screen}");
        assert!(!screen.contains("to move"), "{screen}");
    }
}
