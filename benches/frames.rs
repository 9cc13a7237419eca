//! The server's cost of one frame at a 100 × 30 terminal: a seated player's game screen after
//! a cursor key, the same screen drawn again when only its clock could have changed, and the
//! lobby screen with a thousand tables listed, while typing in its chat or moving its cursor. Each is drawn and compared with what the
//! terminal shows, as a connection does (see `tactigon_server::screen`).

use criterion::{Criterion, criterion_group, criterion_main};
use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tactigon_server::clock::ServerTime;
use tactigon_server::lobby::Lobby;
use tactigon_server::modes::Player;
use tactigon_server::screen::{Screen, area};
use tactigon_server::seats::Who;
use tactigon_server::terms::Terms;

fn player(lobby: &Arc<Lobby>, time: &Arc<ServerTime>, name: &str, conn: u64) -> Player {
    let who = Who { name: name.into(), user: name.into(), key: None, conn, account: None };
    let mut p =
        Player::new(who, std::env::temp_dir(), Duration::from_millis(50), Arc::clone(lobby), Arc::clone(time), conn);
    p.event(&Event::Resize(100, 30), Instant::now());
    p
}

fn press(p: &mut Player, code: KeyCode) {
    p.event(&Event::Key(KeyEvent::new(code, KeyModifiers::NONE)), Instant::now());
}

/// Draws `p`'s screen on `screen`; the bytes it wrote.
fn frame(p: &mut Player, screen: &mut Screen) -> usize {
    let mut hits = None;
    screen.draw(|f| hits = p.render(f)).expect("drawn");
    if let Some(hits) = hits {
        p.set_hits(hits);
    }
    screen.take().len()
}

fn frames(c: &mut Criterion) {
    let time = Arc::new(ServerTime::frozen());
    let lobby = Arc::new(Lobby::new(None, time.now()));
    let (mut alice, mut bob) = (player(&lobby, &time, "alice", 1), player(&lobby, &time, "bob", 2));
    press(&mut alice, KeyCode::Char('t'));
    press(&mut alice, KeyCode::Char('r'));
    press(&mut bob, KeyCode::Enter);
    alice.lobby_changed(Instant::now());
    alice.table_moved(Instant::now());
    let mut screen = Screen::open(area(100, 30)).expect("opened");
    frame(&mut alice, &mut screen);
    let mut right = true;
    c.bench_function("game screen after a cursor key", |b| {
        b.iter(|| {
            press(&mut alice, if right { KeyCode::Right } else { KeyCode::Left });
            right = !right;
            frame(&mut alice, &mut screen)
        })
    });
    c.bench_function("game screen unchanged", |b| b.iter(|| frame(&mut alice, &mut screen)));
    // As on a server with many players: each frame compared with another terminal's, which
    // the processor's caches no longer hold.
    let mut screens: Vec<Screen> = (0..2000).map(|_| Screen::open(area(100, 30)).expect("opened")).collect();
    for s in &mut screens {
        frame(&mut alice, s);
    }
    let mut next = 0;
    c.bench_function("game screen unchanged, 2000 terminals", |b| {
        b.iter(|| {
            next = (next + 1) % screens.len();
            frame(&mut alice, &mut screens[next])
        })
    });
    for i in 0..1000u64 {
        let w = Who { name: format!("p{i}"), user: format!("p{i}"), key: None, conn: 10 + i, account: None };
        lobby.arrive(&w.name);
        let _ = lobby.open_seat(&w, 0, Terms::default(), time.now());
    }
    let mut carol = player(&lobby, &time, "carol", 5000);
    carol.lobby_changed(Instant::now());
    let mut lobby_screen = Screen::open(area(100, 30)).expect("opened");
    frame(&mut carol, &mut lobby_screen);
    press(&mut carol, KeyCode::Char('"'));
    let mut typed = 0;
    c.bench_function("lobby screen while typing in the chat", |b| {
        b.iter(|| {
            typed += 1;
            press(&mut carol, if typed % 20 == 0 { KeyCode::Esc } else { KeyCode::Char('a') });
            if typed % 20 == 0 {
                press(&mut carol, KeyCode::Char('"'));
            }
            frame(&mut carol, &mut lobby_screen)
        })
    });
    press(&mut carol, KeyCode::Esc);
    let mut down = true;
    c.bench_function("lobby screen after a cursor key", |b| {
        b.iter(|| {
            press(&mut carol, if down { KeyCode::Down } else { KeyCode::Up });
            down = !down;
            frame(&mut carol, &mut lobby_screen)
        })
    });
}

criterion_group!(benches, frames);
criterion_main!(benches);
