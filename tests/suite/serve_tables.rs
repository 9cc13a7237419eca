//! The online tables' parts on their own: when a screen with a running clock needs drawing
//! again, rematches, a player coming back under another name, and the bell.

use std::time::Duration;
use tactigon_server::clock::{PRESETS, ServerTime, show, shown_for};
use tactigon_server::lobby::Lobby;
use tactigon_server::lobby_view::describe;
use tactigon_server::seats::{Reclaim, Sitter, Who};
use tactigon_server::terms::Terms;

fn who(name: &str, conn: u64) -> Who {
    Who { name: name.to_string(), user: name.to_string(), key: None, conn, account: None }
}

#[test]
fn a_clock_is_looked_at_again_just_after_it_shows_another_second() {
    let ms = Duration::from_millis;
    // 2:05.3 shows 2:05 for 0.3 s more; just after, 2:04.
    assert_eq!(shown_for(ms(125_300)), ms(301));
    assert_eq!((show(ms(125_300)), show(ms(125_300 - 301))), ("2:05".into(), "2:04".into()));
    // Under ten seconds the tenths count: 9.45 s shows 0:09.4 for 0.05 s more.
    assert_eq!(shown_for(ms(9_450)), ms(51));
    assert_eq!(show(ms(9_450 - 51)), "0:09.3");
    // On the mark: a whole unit.
    assert_eq!(shown_for(ms(125_000)), ms(1_000));
    assert_eq!(shown_for(ms(4_000)), ms(100));
}

#[test]
fn a_table_counts_down_only_while_a_clock_runs_or_a_window_is_open() {
    let time = ServerTime::frozen();
    let lobby = Lobby::new(None, time.now());
    let (alice, bob) = (who("alice", 1), who("bob", 2));
    let timed = lobby.open_seat(&alice, 0, Terms { clock: Some(PRESETS[0]), ..Terms::default() }, time.now()).unwrap();
    assert_eq!(timed.unchanged_for(time.now()), None, "the clock waits for the second player");
    lobby.join(timed.id, &bob, time.now()).unwrap();
    // Red's first-move wait (0:30) counts down from now, not her clock (issue 20)...
    assert_eq!(timed.unchanged_for(time.now()), Some(Duration::from_secs(1)));
    assert!(timed.notes(&alice, time.now()).contains(&"Red alice 3:00".to_string()));
    timed.play(&alice, "b1-b2", time.now()).unwrap();
    timed.play(&bob, "b9-b8", time.now()).unwrap();
    // ...and once both have moved, Red's 3:00 runs: on the mark, then at 2:59.7 until just
    // after 2:59.
    assert_eq!(timed.unchanged_for(time.now()), Some(Duration::from_secs(1)));
    time.advance(Duration::from_millis(300));
    assert_eq!(timed.unchanged_for(time.now()), Some(Duration::from_millis(701)));
    let untimed = lobby.open_seat(&who("carol", 3), 0, Terms::default(), time.now()).unwrap();
    lobby.join(untimed.id, &who("dave", 4), time.now()).unwrap();
    untimed.play(&who("carol", 3), "b1-b2", time.now()).unwrap();
    untimed.play(&who("dave", 4), "b9-b8", time.now()).unwrap();
    assert_eq!(untimed.unchanged_for(time.now()), None, "nothing counts down");
    // Carol's connection ends: her reconnect window (2:00) counts down until it closes.
    untimed.dropped(3, time.now());
    assert_eq!(untimed.unchanged_for(time.now()), Some(Duration::from_secs(1)));
    time.advance(Duration::from_secs(120));
    assert_eq!(untimed.unchanged_for(time.now()), None);
}

#[test]
fn a_rematch_is_opened_for_the_opponent_alone_and_taken_by_them() {
    let time = ServerTime::frozen();
    let now = time.now();
    let lobby = std::sync::Arc::new(Lobby::new(None, now));
    let (alice, bob, carol) = (who("alice", 1), who("bob", 2), who("carol", 3));
    let game = lobby.open_seat(&alice, 0, Terms { gold_bonus: true, ..Terms::default() }, now).unwrap();
    lobby.join(game.id, &bob, now).unwrap();
    assert_eq!(lobby.rematch(&game, &bob, false, now).err().as_deref(), Some("a rematch is for a finished game"));
    game.play(&alice, "b1-b2", now).unwrap();
    game.resign(&alice, now).unwrap();
    let refused = lobby.rematch(&game, &carol, false, now).err();
    assert_eq!(refused.as_deref(), Some("only the players can ask for a rematch"));
    // Bob played Green; swapped, he opens the rematch as Red, Green kept for alice.
    let rematch = lobby.rematch(&game, &bob, true, now).unwrap();
    let summary = rematch.summary();
    assert_eq!(summary.seats, [Some("bob".to_string()), None]);
    assert_eq!(summary.terms, "Tactigon, standard board, gold bonus, no clock");
    assert!(describe(&summary, &carol).ends_with("a rematch, kept for alice"), "{}", describe(&summary, &carol));
    assert!(describe(&summary, &alice).ends_with("your rematch: Enter takes the seat, you play Green"));
    assert!(lobby.join(rematch.id, &carol, now).is_none(), "carol cannot take alice's seat");
    // Alice is told at the old table, and her Rematch takes the kept seat.
    let notes = game.notes(&alice, now);
    assert!(notes.contains(&"bob asks for a rematch".to_string()), "{notes:?}");
    assert!(notes.contains(&format!("(table #{}: Rematch accepts)", rematch.id)), "{notes:?}");
    let taken = lobby.rematch(&game, &alice, false, now).unwrap();
    assert_eq!(taken.id, rematch.id);
    assert_eq!(taken.summary().seats, [Some("bob".to_string()), Some("alice".to_string())]);
    // Asking again leads to the same table.
    assert_eq!(lobby.rematch(&game, &bob, false, now).unwrap().id, rematch.id);
    // The finished game has left the lobby (for the archive): the rematch alone is listed.
    let listed: Vec<u64> = lobby.tables().iter().map(|t| t.id).collect();
    assert_eq!(listed, [rematch.id]);
}

/// A network cut: alice's new connection gets the name `alice-2` while her old one is not yet
/// known to be gone, and still takes her seat, with her code.
#[test]
fn a_player_back_under_another_name_takes_the_seat_with_the_code() {
    let alice = who("alice", 1);
    let mut seat = Sitter::new(&alice);
    let back = Who { name: "alice-2".into(), user: "alice".into(), key: None, conn: 5, account: None };
    assert_eq!(seat.reclaim(&back, None), Err(Reclaim::NeedCode));
    let code = seat.code.clone();
    assert_eq!(seat.reclaim(&back, Some(&code)), Ok(()));
    assert_eq!(seat.holder, Some(5));
    // Someone who logged in as alice-2 is not alice.
    let other = who("alice-2", 6);
    assert_eq!(seat.reclaim(&other, Some(&code)), Err(Reclaim::NotSeated));
}

#[test]
fn the_bell_rings_at_the_players_terminal_not_the_servers() {
    use tactigon_tui::effect::Effect;
    let (mut app, _) = crate::tui_support::app();
    assert!(tactigon_server::served_effects::carry_out(&mut app, vec![Effect::Bell]));
    assert!(!tactigon_server::served_effects::carry_out(&mut app, Vec::new()));
}

#[test]
fn a_player_who_sits_down_gives_up_their_seats_still_waiting_for_an_opponent_and_no_other() {
    let time = ServerTime::frozen();
    let now = time.now();
    let lobby = Lobby::new(None, now);
    let (alice, bob, carol, dave) = (who("alice", 1), who("bob", 2), who("carol", 3), who("dave", 4));
    let open = |host: &Who| lobby.open_seat(host, 0, Terms::default(), now).unwrap().id;
    // Alice waits at two tables; at a third dave joined her; bob and carol wait at their own.
    let (first, second, with_dave, bobs, carols) = (open(&alice), open(&alice), open(&alice), open(&bob), open(&carol));
    lobby.join(with_dave, &dave, now).unwrap();
    // She takes carol's seat: her two lone seats close, nothing else does.
    lobby.join(carols, &alice, now).unwrap();
    lobby.seated(&alice, carols);
    let listed: Vec<u64> = lobby.tables().iter().map(|t| t.id).collect();
    assert_eq!(listed, [with_dave, bobs, carols], "{first} and {second} closed");
}
