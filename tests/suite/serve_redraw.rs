//! A lobby screen is drawn again only when what it shows of the lobby changed: a row it can
//! show, the online list, one's pool or games, a message. News of the rest (another's pool, a
//! table past the last row the terminal has) draws nothing. The lobby is read once for all
//! its screens until it changes.

use crossterm::event::Event;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tactigon_server::clock::ServerTime;
use tactigon_server::lobby::Lobby;
use tactigon_server::lobby_rows::Around;
use tactigon_server::modes::Player;
use tactigon_server::seats::Who;
use tactigon_server::snapshot::Activity;
use tactigon_server::terms::{Term, Terms};

fn who(name: &str, conn: u64) -> Who {
    Who { name: name.to_string(), user: name.to_string(), key: None, conn, account: None }
}

/// `name` in the lobby on a terminal of `width` × `height`, the lobby's news taken once.
fn arrive(lobby: &Arc<Lobby>, name: &str, conn: u64, (width, height): (u16, u16)) -> Player {
    let (folder, time) = (std::env::temp_dir(), Arc::new(ServerTime::frozen()));
    let mut player = Player::new(who(name, conn), folder, Duration::from_millis(50), Arc::clone(lobby), time, 1);
    player.event(&Event::Resize(width, height), Instant::now());
    player.lobby_changed(Instant::now());
    player
}

#[test]
fn a_lobby_screen_is_drawn_again_only_when_what_it_shows_changed() {
    let now = Instant::now();
    let lobby = Arc::new(Lobby::new(None, now));
    let mut alice = arrive(&lobby, "alice", 1, (100, 12));
    // Nothing new; news that changes nothing (a correspondence turn elsewhere).
    assert!(!alice.lobby_changed(now), "nothing changed");
    lobby.news();
    assert!(!alice.lobby_changed(now), "news of nothing alice sees");
    // Bob arrives: the online list changes.
    let _bob = arrive(&lobby, "bob", 2, (100, 12));
    assert!(alice.lobby_changed(now), "bob in the online list");
    // Bob joins a pool: alice, in none, sees no pool.
    let mut live = Terms::default();
    live.cycle(Term::Clock);
    lobby.join_pool(&who("bob", 2), &live, false, now).unwrap();
    assert!(!alice.lobby_changed(now), "another's pool");
    // Bob opens a seat: a row; carol takes it: the row changes.
    let table = lobby.open_seat(&who("bob", 2), 0, Terms::default(), now).unwrap();
    assert!(alice.lobby_changed(now), "bob's open seat");
    let _carol = arrive(&lobby, "carol", 3, (100, 12));
    assert!(alice.lobby_changed(now), "carol in the online list");
    lobby.join(table.id, &who("carol", 3), now).unwrap();
    assert!(alice.lobby_changed(now), "the seat taken");
    // Thirteen tables more: the first twelve rows are on a 12-line terminal (at most, with
    // its head and keys), the thirteenth and later ones are not.
    for _ in 0..11 {
        lobby.open_seat(&who("carol", 3), 0, Terms::default(), now).unwrap();
        assert!(alice.lobby_changed(now), "a row alice's screen can show");
    }
    lobby.open_seat(&who("carol", 3), 0, Terms::default(), now).unwrap();
    assert!(!alice.lobby_changed(now), "a thirteenth row, past the screen's last line");
}

#[test]
fn the_lobby_is_read_once_for_every_screen_until_it_changes() {
    let now = Instant::now();
    let lobby = Arc::new(Lobby::new(None, now));
    let _alice = arrive(&lobby, "alice", 1, (100, 30));
    let first = lobby.snapshot();
    assert!(Arc::ptr_eq(&first, &lobby.snapshot()), "nothing changed: the same reading");
    let table = lobby.open_seat(&who("alice", 1), 0, Terms::default(), now).unwrap();
    // Times given, not read: what is fresh does not hang on how fast the test runs.
    let t0 = Instant::now();
    let second = lobby.snapshot_at(t0);
    assert!(!Arc::ptr_eq(&first, &second));
    assert_eq!(second.tables.iter().map(|t| t.id).collect::<Vec<_>>(), vec![table.id]);
    // The same players online, rated and doing the same: the online list and what screens
    // drew of it are shared, not made again.
    assert!(Arc::ptr_eq(&first.online, &second.online), "a seat opened: the same online list");
    assert!(Arc::ptr_eq(&first.drawn, &second.drawn), "a seat opened: the same drawings");
    // A line said in the chat changes nothing the reading holds.
    lobby.said();
    assert!(Arc::ptr_eq(&second, &lobby.snapshot_at(t0)), "a chat line: the same reading");
    // Carol arrives: a new reading, which shares the tables and offers that did not change.
    let _carol = arrive(&lobby, "carol", 3, (100, 30));
    let arrived = lobby.snapshot_at(t0);
    assert!(!Arc::ptr_eq(&second, &arrived) && arrived.online.iter().any(|n| &**n == "carol"));
    assert!(Arc::ptr_eq(&second.tables, &arrived.tables) && Arc::ptr_eq(&second.offers, &arrived.offers));
    assert!(!Arc::ptr_eq(&second.drawn, &arrived.drawn), "drawn again with carol");
    // Alice now watches: the same players, so the same list, but drawn again (the list says
    // what each does).
    lobby.doing("alice", Activity::Watching);
    let watching = lobby.snapshot_at(t0);
    assert!(Arc::ptr_eq(&arrived.online, &watching.online), "nobody came or went");
    assert!(!Arc::ptr_eq(&arrived.drawn, &watching.drawn), "what alice does changed");
    // Bob takes the seat at the table itself (the lobby is not told): a change of the tables
    // alone is read once the reading kept is no longer fresh (a tenth of a second), and not
    // before.
    table.join(&who("bob", 2), now).unwrap();
    let taken = lobby.snapshot_at(t0 + Duration::from_millis(50));
    assert_eq!(taken.tables[0].seats, [Some("alice".to_string()), None], "still fresh");
    let third = lobby.snapshot_at(t0 + Duration::from_millis(150));
    assert_eq!(third.tables[0].seats, [Some("alice".to_string()), Some("bob".to_string())]);
}

#[test]
fn the_online_list_written_as_far_as_it_is_seen_wraps_as_the_whole() {
    use tactigon_tui::layout::wrap_words;
    let names: Vec<String> = (0..2000).map(|i| format!("player{i}")).collect();
    let around = Around::default();
    let whole = around.online(&names, &Terms::default());
    for width in [20, 80, 100, 400] {
        let seen = around.online_within(&names, &Terms::default(), 3 * width);
        assert!(whole.starts_with(&seen) && seen.len() < whole.len(), "{width}");
        assert_eq!(wrap_words(&seen, width)[..2], wrap_words(&whole, width)[..2], "{width}");
    }
    assert!(whole.starts_with("online (2000): player0, player1, "), "{whole:.40}");
}

/// The first three lines of `player`'s screen at 80 × 24.
fn head(player: &Player) -> ratatui::buffer::Buffer {
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).unwrap();
    terminal
        .draw(|frame| {
            let _ = player.render(frame);
        })
        .unwrap();
    let whole = terminal.backend().buffer();
    let mut cut = ratatui::buffer::Buffer::empty(ratatui::layout::Rect::new(0, 0, 80, 3));
    for y in 0..3 {
        for x in 0..80 {
            cut[(x, y)] = whole[(x, y)].clone();
        }
    }
    cut
}

/// The head as one paragraph of the title and the whole online list draws it.
fn head_of(name: &str, online: &[&str]) -> ratatui::buffer::Buffer {
    use ratatui::style::{Modifier, Style};
    use ratatui::text::Line;
    use ratatui::widgets::{Paragraph, Widget, Wrap};
    let listed: Vec<String> = online.iter().map(|n| format!("{n} (guest) free")).collect();
    let lines = vec![
        Line::from(format!("Tactigon online — you are {name}")).style(Style::new().add_modifier(Modifier::BOLD)),
        Line::from(format!("online ({}): {}", online.len(), listed.join(", "))),
    ];
    let mut head = ratatui::buffer::Buffer::empty(ratatui::layout::Rect::new(0, 0, 80, 3));
    Paragraph::new(lines).wrap(Wrap { trim: true }).render(head.area, &mut head);
    head
}

#[test]
fn the_online_list_is_drawn_once_for_screens_alike_as_the_whole_head_draws_it() {
    let now = Instant::now();
    let lobby = Arc::new(Lobby::new(None, now));
    let names: Vec<String> = (0..40).map(|i| format!("p{i:02}")).collect();
    for name in &names {
        lobby.arrive(name);
        lobby.rate(name, None);
    }
    let mut alice = arrive(&lobby, "alice", 1, (80, 24));
    let mut bob = arrive(&lobby, "bob", 2, (80, 24));
    alice.lobby_changed(now);
    let mut online: Vec<&str> = names.iter().map(String::as_str).collect();
    online.extend(["alice", "bob"]);
    online.sort();
    // Neither has a rating (guests): the list reads "p00 (guest) free, …" once rated as such.
    lobby.rate("alice", None);
    lobby.rate("bob", None);
    alice.lobby_changed(now);
    bob.lobby_changed(now);
    assert_eq!(head(&alice), head_of("alice", &online));
    // Bob's screen (same width, game and clock) takes the list alice's drew.
    let drawn = lobby.snapshot().drawn.clone();
    let terms = Terms::default();
    let mut again = false;
    drawn.drawing((terms.game, terms.clock_speed(), 80, 2), || {
        again = true;
        ratatui::buffer::Buffer::empty(ratatui::layout::Rect::new(0, 0, 80, 2))
    });
    assert!(!again, "alice's screen drew the list at 80 columns");
    assert_eq!(head(&bob), head_of("bob", &online));
    // Someone arrives: the list drawn before is not the one shown.
    lobby.arrive("a00");
    lobby.rate("a00", None);
    assert!(alice.lobby_changed(now));
    online.insert(0, "a00");
    assert_eq!(head(&alice), head_of("alice", &online));
}

#[test]
fn arrivals_are_news_of_the_online_list_alone_and_a_seat_is_news_of_the_lobby() {
    let now = Instant::now();
    let lobby = Arc::new(Lobby::new(None, now));
    let (mut news, mut presence) = (lobby.watch(), lobby.watch_presence());
    let _alice = arrive(&lobby, "alice", 1, (100, 30));
    assert!(presence.has_changed().unwrap() && !news.has_changed().unwrap(), "an arrival");
    presence.mark_unchanged();
    assert_eq!(lobby.count(), 1);
    lobby.open_seat(&who("alice", 1), 0, Terms::default(), now).unwrap();
    assert!(news.has_changed().unwrap() && !presence.has_changed().unwrap(), "a seat opened");
    news.mark_unchanged();
    // Bob arrives and leaves with nothing open: the online list alone changed, and the
    // lobby's reading follows it.
    let before = lobby.snapshot();
    let _bob = arrive(&lobby, "bob", 2, (100, 30));
    lobby.leave(&who("bob", 2), now);
    assert!(presence.has_changed().unwrap() && !news.has_changed().unwrap(), "bob came and went");
    assert!(!Arc::ptr_eq(&before, &lobby.snapshot()), "the lobby read again");
    // Alice leaves: her open seat closes, which every lobby screen shows.
    lobby.leave(&who("alice", 1), now);
    assert!(news.has_changed().unwrap(), "alice's seat closed");
    assert_eq!(lobby.count(), 0);
}

/// A move that arrives is flashed for 900 ms (`tactigon_tui::screens::session::FLASH`), standing
/// still meanwhile: the connection wakes when the flash ends, not at every frame, and a tick
/// before then draws nothing (with 2,000 sessions, frames drawn for nothing during flashes
/// were two in five of all frames).
#[test]
fn a_flashed_move_stands_still_until_the_flash_ends() {
    use super::serve_screens::{Room, press, seated};
    use crossterm::event::KeyCode::{Char, Enter};
    let room = Room::new();
    let (mut alice, mut bob) = seated(&room, 1);
    for c in ":b1-b2".chars() {
        press(&mut alice, Char(c));
    }
    press(&mut alice, Enter);
    let now = Instant::now();
    bob.table_moved(now);
    bob.tick(now);
    let still = bob.unchanged_for().expect("the flash ends by itself");
    assert!(still > Duration::from_millis(800) && still <= Duration::from_millis(900), "{still:?}");
    assert!(!bob.tick(now + Duration::from_millis(100)), "nothing changed 100 ms into the flash");
    assert!(!bob.tick(now + Duration::from_millis(600)), "nor 600 ms into it");
    assert!(bob.tick(now + Duration::from_millis(950)), "the flash has ended: the board is drawn without it");
    // Then the table's clocks (frozen here) change it, a second at a time.
    assert_eq!(bob.unchanged_for(), Some(Duration::from_secs(1)));
    // Both clocks started: still a second at a time, the table's (the copy's own clock
    // does not run, or every seated player would be drawn every frame).
    for c in ":b7-b6".chars() {
        press(&mut bob, Char(c));
    }
    press(&mut bob, Enter);
    let screen = super::serve_screens::sees(&mut alice, 120, 40);
    assert!(screen.contains("b7-b6"), "bob's move was made:\n{screen}");
    let later = now + Duration::from_secs(2);
    for player in [&mut alice, &mut bob] {
        player.table_moved(later);
        player.tick(later);
        player.tick(later + Duration::from_secs(1));
        assert_eq!(player.unchanged_for(), Some(Duration::from_secs(1)));
    }
}
