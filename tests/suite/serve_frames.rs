//! A served terminal is sent only what changed, and the parts of a frame it shows already
//! (the board, the side panel, the lobby's list) are not drawn again (`tactigon_tui::parts`):
//! fed every frame, it shows what a terminal fed the same state's whole frame shows, colours
//! included, through moves, clock ticks, dialogs, the lobby's chat and its list.

use super::serve_screens::{Room, press, seated};
use crossterm::event::KeyCode::{self, Char, Down, Enter, Esc, Left, Right, Up};
use std::num::NonZeroU16;
use std::time::{Duration, Instant};
use tactigon_server::modes::Player;
use tactigon_server::screen::{Screen, area};
use tactigon_server::seats::Who;
use tactigon_server::terms::Terms;

/// A player's terminal, fed every frame as their connection sends it.
struct Fed {
    screen: Screen,
    term: vt100::Parser,
    size: (u16, u16),
}

impl Fed {
    fn new((cols, rows): (u16, u16)) -> Fed {
        let mut screen = Screen::open(area(cols.into(), rows.into())).unwrap();
        let mut term = vt100::Parser::new(NonZeroU16::new(rows).unwrap(), NonZeroU16::new(cols).unwrap(), 0);
        term.process(&screen.take());
        Fed { screen, term, size: (cols, rows) }
    }

    /// Draws `player`'s frame (its news taken in first, as the connection does) and checks
    /// the terminal against a fresh one fed the whole frame.
    fn frame(&mut self, player: &mut Player, step: &str) {
        player.table_moved(Instant::now());
        player.tick(Instant::now());
        draw(player, &mut self.screen);
        self.term.process(&self.screen.take());
        let mut whole = Fed::new(self.size);
        draw(player, &mut whole.screen);
        whole.term.process(&whole.screen.take());
        let (fed, whole) = (self.term.screen(), whole.term.screen());
        // A blank written and a blank never written are the same to the eye.
        let rows = |s: &vt100::Screen| s.contents().lines().map(|l| l.trim_end().to_string()).collect::<Vec<_>>();
        assert_eq!(rows(fed), rows(whole), "after {step}");
        for (row, col) in (0..self.size.1).flat_map(|r| (0..self.size.0).map(move |c| (r, c))) {
            let looks = |s: &vt100::Screen| {
                let c = s.cell(row, col).unwrap();
                (c.fgcolor(), c.bgcolor(), c.bold(), c.italic(), c.underline(), c.inverse(), c.dim())
            };
            assert_eq!(looks(fed), looks(whole), "row {row} column {col} after {step}:\n{}", fed.contents());
        }
    }
}

fn draw(player: &mut Player, screen: &mut Screen) {
    let mut hits = None;
    screen.draw(|f| hits = player.render(f)).unwrap();
    if let Some(hits) = hits {
        player.set_hits(hits);
    }
}

fn keys(player: &mut Player, codes: &[KeyCode]) {
    codes.iter().for_each(|&code| press(player, code));
}

fn typed(player: &mut Player, text: &str) {
    text.chars().for_each(|c| press(player, Char(c)));
}

/// At 100 × 30 the game's panel is under the board, at 120 × 40 beside it.
#[test]
fn a_seated_player_s_terminal_fed_each_frame_shows_the_whole_frame() {
    for size in [(100, 30), (120, 40)] {
        seated_player_fed(size);
    }
}

fn seated_player_fed(size: (u16, u16)) {
    let room = Room::new();
    let (mut alice, mut bob) = seated(&room, 1);
    for player in [&mut alice, &mut bob] {
        player.event(&crossterm::event::Event::Resize(size.0, size.1), Instant::now());
    }
    let (mut fed, mut bob_fed) = (Fed::new(size), Fed::new(size));
    fed.frame(&mut alice, "sitting down");
    bob_fed.frame(&mut bob, "sitting down");
    let mut step = |alice: &mut Player, bob: &mut Player, what: &str| {
        fed.frame(alice, &format!("{what} at {size:?}"));
        bob_fed.frame(bob, &format!("{what} at {size:?}"));
    };
    for (code, what) in [(Right, "the cursor right"), (Right, "right again"), (Left, "left")] {
        press(&mut alice, code);
        step(&mut alice, &mut bob, what);
    }
    room.time.advance(Duration::from_secs(1));
    step(&mut alice, &mut bob, "a second");
    press(&mut alice, Char(':'));
    typed(&mut alice, "b1-b2");
    step(&mut alice, &mut bob, "typing a move");
    press(&mut alice, Enter);
    step(&mut alice, &mut bob, "the move");
    room.time.advance(Duration::from_secs(1));
    step(&mut alice, &mut bob, "bob's clock");
    // A dialog over the board and panel, and gone.
    press(&mut bob, Char('q'));
    step(&mut alice, &mut bob, "bob's leaving dialog");
    room.time.advance(Duration::from_secs(1));
    step(&mut alice, &mut bob, "a second under the dialog");
    press(&mut bob, Esc);
    step(&mut alice, &mut bob, "the dialog closed");
    keys(&mut bob, &[Up, Up, Left]);
    step(&mut alice, &mut bob, "bob's cursor");
    press(&mut bob, Char('?'));
    step(&mut alice, &mut bob, "bob's help");
    press(&mut bob, Esc);
    step(&mut alice, &mut bob, "back from the help");
    room.time.advance(Duration::from_secs(7));
    step(&mut alice, &mut bob, "seven seconds");
}

#[test]
fn a_lobby_terminal_fed_each_frame_shows_the_whole_frame() {
    let room = Room::new();
    let mut carol = room.player("carol", 3);
    carol.event(&crossterm::event::Event::Resize(100, 30), Instant::now());
    let mut fed = Fed::new((100, 30));
    fed.frame(&mut carol, "arriving");
    for i in 0..40u64 {
        let who = Who { name: format!("p{i}"), user: format!("p{i}"), key: None, conn: 10 + i, account: None };
        room.lobby.arrive(&who.name);
        room.lobby.open_seat(&who, 0, Terms::default(), room.time.now()).unwrap();
    }
    carol.lobby_changed(Instant::now());
    fed.frame(&mut carol, "forty seats opened");
    for (code, what) in [(Down, "down"), (Down, "down again"), (Up, "up")] {
        press(&mut carol, code);
        fed.frame(&mut carol, what);
    }
    press(&mut carol, Char('"'));
    fed.frame(&mut carol, "the chat line opened");
    for c in "hello".chars() {
        press(&mut carol, Char(c));
        fed.frame(&mut carol, "typing in the chat");
    }
    press(&mut carol, Enter);
    fed.frame(&mut carol, "the line said");
    let dave = Who { name: "dave".into(), user: "dave".into(), key: None, conn: 99, account: None };
    room.lobby.arrive("dave");
    room.lobby.open_seat(&dave, 0, Terms::default(), room.time.now()).unwrap();
    carol.lobby_changed(Instant::now());
    fed.frame(&mut carol, "dave's seat");
    keys(&mut carol, &[Char('t'), Char('t')]);
    fed.frame(&mut carol, "the terms changed");
    keys(&mut carol, &[Down; 35]);
    fed.frame(&mut carol, "the list scrolled");
}
