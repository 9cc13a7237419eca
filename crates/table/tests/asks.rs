//! What one player asks of the other at a table, and the answers: draw offers (and when
//! they lapse), aborts before both sides have moved, take-backs with the opponent's
//! consent; each checked against the seat that sends it, each told as its own event, and
//! none undoing a result the table decided.

use std::sync::Arc;
use std::time::{Duration, Instant};
use tactigon_core::{Agreement, History};
use tactigon_games::GameKind;
use tactigon_rules::Tactigon;
use tactigon_table::clock::TimeControl;
use tactigon_table::seats::Who;
use tactigon_table::terms::Terms;
use tactigon_table::{Command, Event, Refusal, Table, View};

fn who(name: &str, conn: u64) -> Who {
    Who { name: name.to_string(), user: name.to_string(), key: None, conn, account: None }
}

/// Alice (first player) and Bob (second) seated at a new table on `terms`.
fn seated_on(terms: Terms, now: Instant) -> (Table, Who, Who) {
    let (alice, bob) = (who("alice", 1), who("bob", 2));
    let table = Table::open(1, &alice, 0, terms, None, now).unwrap();
    assert_eq!(table.join(&bob, now), Some(1));
    (table, alice, bob)
}

fn seated(now: Instant) -> (Table, Who, Who) {
    seated_on(Terms::default(), now)
}

fn view(table: &Table) -> Arc<View> {
    Arc::clone(&table.watch().borrow())
}

/// The record's `Result` and `Termination` tags, as the table's file writes them.
fn ending(table: &Table) -> (String, String) {
    let text = table.record().to_string();
    let tag = |name: &str| {
        let at = text.find(&format!("[{name} \"")).unwrap_or_else(|| panic!("no {name} tag in {text}"));
        text[at..].split('"').nth(1).unwrap().to_string()
    };
    (tag("Result"), tag("Termination"))
}

fn moves(view: &View) -> Vec<String> {
    let game = view.game.downcast_ref::<History<Tactigon>>().expect("a game of Tactigon");
    game.moves().iter().map(ToString::to_string).collect()
}

#[test]
fn a_draw_offered_and_accepted_ends_the_game_drawn_by_agreement() {
    let now = Instant::now();
    let (table, alice, bob) = seated(now);
    let carol = who("carol", 3);
    assert_eq!(table.command(&carol, Command::OfferDraw, now), Err(Refusal::NotYourMove));
    // Nothing offered: nothing to answer.
    assert_eq!(table.command(&bob, Command::AcceptDraw, now), Err(Refusal::NoDrawOffer));
    assert_eq!(table.command(&alice, Command::OfferDraw, now), Ok(Event::DrawOffered(0)));
    assert_eq!(view(&table).draw_offer, Some(0));
    assert_eq!(table.command(&alice, Command::OfferDraw, now), Err(Refusal::Asked));
    // The offer is the opponent's to answer, not the offerer's.
    assert_eq!(table.command(&alice, Command::AcceptDraw, now), Err(Refusal::NoDrawOffer));
    assert_eq!(table.command(&bob, Command::AcceptDraw, now), Ok(Event::DrawAgreed));
    assert_eq!(ending(&table), ("1/2-1/2".into(), "draw by agreement".into()));
    let last = view(&table);
    assert_eq!((last.event, last.draw_offer), (Event::DrawAgreed, None));
    // The result stands: no move, resignation, abort or take-back after it.
    assert_eq!(table.play(&alice, "b1-b2", now), Err(Refusal::Over));
    assert_eq!(table.resign(&bob, now), Err(Refusal::Over));
    assert_eq!(table.command(&bob, Command::Abort, now), Err(Refusal::Over));
    assert_eq!(table.command(&alice, Command::RequestTakeBack, now), Err(Refusal::Over));
    assert_eq!(table.record().result(), "1/2-1/2");
}

#[test]
fn a_draw_offer_lapses_when_the_opponent_moves_not_when_the_offerer_does() {
    let now = Instant::now();
    let (table, alice, bob) = seated(now);
    table.command(&alice, Command::OfferDraw, now).unwrap();
    // Lichess's rule: the offerer's own move leaves the offer standing.
    table.play(&alice, "b1-b2", now).unwrap();
    assert_eq!(view(&table).draw_offer, Some(0));
    // The opponent's move is their answer: the offer lapses.
    table.play(&bob, "b9-b8", now).unwrap();
    assert_eq!(view(&table).draw_offer, None);
    assert_eq!(table.command(&bob, Command::AcceptDraw, now), Err(Refusal::NoDrawOffer));
    // Declined: the offer is gone, and the game goes on.
    assert_eq!(table.command(&bob, Command::OfferDraw, now), Ok(Event::DrawOffered(1)));
    assert_eq!(table.command(&alice, Command::DeclineDraw, now), Ok(Event::DrawDeclined(0)));
    assert_eq!(table.command(&alice, Command::AcceptDraw, now), Err(Refusal::NoDrawOffer));
    assert_eq!(table.command(&alice, Command::DeclineDraw, now), Err(Refusal::NoDrawOffer));
    // Offering a draw while the opponent's offer stands agrees to it.
    table.command(&bob, Command::OfferDraw, now).unwrap();
    assert_eq!(table.command(&alice, Command::OfferDraw, now), Ok(Event::DrawAgreed));
    assert_eq!(table.record().result(), "1/2-1/2");
}

#[test]
fn taacoca_is_never_drawn_so_no_draw_is_offered() {
    let now = Instant::now();
    let (table, alice, bob) = seated_on(Terms { game: GameKind::Taacoca, ..Terms::default() }, now);
    for player in [&alice, &bob] {
        assert_eq!(table.command(player, Command::OfferDraw, now), Err(Refusal::NoDraws));
        assert_eq!(table.command(player, Command::AcceptDraw, now), Err(Refusal::NoDrawOffer));
    }
    // Aborting is for every game.
    assert_eq!(table.command(&bob, Command::Abort, now), Ok(Event::Aborted(1)));
    assert_eq!(ending(&table), ("*".into(), "aborted".into()));
}

#[test]
fn either_player_aborts_until_both_have_moved() {
    let now = Instant::now();
    let (table, alice, bob) = seated(now);
    assert_eq!(table.command(&who("carol", 3), Command::Abort, now), Err(Refusal::NotYourMove));
    table.play(&alice, "b1-b2", now).unwrap();
    // Alice has moved, Bob has not: either may still abort.
    assert_eq!(table.command(&alice, Command::Abort, now), Ok(Event::Aborted(0)));
    assert_eq!(ending(&table), ("*".into(), "aborted".into()));
    assert!(table.summary().over);
    assert_eq!(table.play(&bob, "b9-b8", now), Err(Refusal::Over));
    assert_eq!(table.resign(&bob, now), Err(Refusal::Over));
    assert_eq!(table.command(&bob, Command::OfferDraw, now), Err(Refusal::Over));

    let (table, alice, bob) = seated(now);
    table.play(&alice, "b1-b2", now).unwrap();
    table.play(&bob, "b9-b8", now).unwrap();
    for player in [&alice, &bob] {
        assert_eq!(table.command(player, Command::Abort, now), Err(Refusal::TooLateToAbort));
    }
    assert!(!table.summary().over);
}

#[test]
fn a_move_is_taken_back_when_the_opponent_consents() {
    let now = Instant::now();
    let (table, alice, bob) = seated(now);
    assert_eq!(table.command(&alice, Command::RequestTakeBack, now), Err(Refusal::NothingToTakeBack));
    table.play(&alice, "b1-b2", now).unwrap();
    assert_eq!(table.command(&bob, Command::RequestTakeBack, now), Err(Refusal::NothingToTakeBack));
    assert_eq!(table.command(&alice, Command::RequestTakeBack, now), Ok(Event::TakeBackAsked(0)));
    assert_eq!(view(&table).take_back, Some(0));
    assert_eq!(table.command(&alice, Command::RequestTakeBack, now), Err(Refusal::Asked));
    assert_eq!(table.command(&alice, Command::AcceptTakeBack, now), Err(Refusal::NoTakeBackAsked));
    assert_eq!(table.command(&bob, Command::AcceptTakeBack, now), Ok(Event::TakenBack(0)));
    let back = view(&table);
    assert!(moves(&back).is_empty() && back.take_back.is_none());
    // Alice is to move again, and may play another move.
    assert_eq!(table.play(&bob, "b9-b8", now), Err(Refusal::NotYourMove));
    table.play(&alice, "b1-b2", now).unwrap();

    // Asked for on the requester's own turn, the opponent's reply goes too.
    table.play(&bob, "b9-b8", now).unwrap();
    table.command(&alice, Command::RequestTakeBack, now).unwrap();
    assert_eq!(table.command(&bob, Command::DeclineTakeBack, now), Ok(Event::TakeBackDeclined(1)));
    assert_eq!(table.command(&bob, Command::AcceptTakeBack, now), Err(Refusal::NoTakeBackAsked));
    table.command(&alice, Command::RequestTakeBack, now).unwrap();
    assert_eq!(table.command(&bob, Command::AcceptTakeBack, now), Ok(Event::TakenBack(0)));
    assert!(moves(&view(&table)).is_empty());
    table.play(&alice, "b1-b2", now).unwrap();
}

#[test]
fn a_take_back_request_lapses_with_the_next_move() {
    let now = Instant::now();
    let (table, alice, bob) = seated(now);
    table.play(&alice, "b1-b2", now).unwrap();
    table.command(&alice, Command::RequestTakeBack, now).unwrap();
    table.play(&bob, "b9-b8", now).unwrap();
    assert_eq!(view(&table).take_back, None);
    assert_eq!(table.command(&bob, Command::AcceptTakeBack, now), Err(Refusal::NoTakeBackAsked));
    assert_eq!(moves(&view(&table)), ["b1-b2", "b9-b8"]);
}

#[test]
fn after_a_take_back_the_requesters_clock_runs() {
    let start = Instant::now();
    let minute = TimeControl { base: Duration::from_secs(60), increment: Duration::ZERO };
    let (table, alice, bob) = seated_on(Terms { clock: Some(minute), ..Terms::default() }, start);
    let at = |s| start + Duration::from_secs(s);
    // The clocks run from the second side's first move (at 20 s) on.
    table.play(&alice, "b1-b2", at(10)).unwrap();
    table.play(&bob, "b9-b8", at(20)).unwrap();
    table.play(&alice, "b2-b1", at(30)).unwrap();
    table.command(&alice, Command::RequestTakeBack, at(32)).unwrap();
    table.command(&bob, Command::AcceptTakeBack, at(35)).unwrap();
    // Alice spent 10 s, Bob 5 s; from 35 s on, Alice's clock runs again.
    assert_eq!(table.notes(&alice, at(40))[..2], ["Red alice 0:45", "Green bob 0:55"]);
}

#[test]
fn a_flag_that_fell_before_an_answer_ends_the_game_first() {
    let start = Instant::now();
    let minute = TimeControl { base: Duration::from_secs(60), increment: Duration::ZERO };
    let (table, alice, bob) = seated_on(Terms { clock: Some(minute), ..Terms::default() }, start);
    table.play(&alice, "b1-b2", start).unwrap();
    table.play(&bob, "b9-b8", start).unwrap();
    table.command(&bob, Command::OfferDraw, start).unwrap();
    // Alice, to move, answers after her minute is gone: she lost on time.
    let late = start + Duration::from_secs(61);
    assert_eq!(table.command(&alice, Command::AcceptDraw, late), Err(Refusal::Over));
    assert_eq!(ending(&table), ("0-1".into(), "time forfeit".into()));
    assert_eq!(view(&table).event, Event::Ended);
}

#[test]
fn an_agreed_ending_is_kept_in_the_tables_record() {
    let now = Instant::now();
    let (table, alice, bob) = seated(now);
    table.play(&alice, "b1-b2", now).unwrap();
    table.command(&bob, Command::OfferDraw, now).unwrap();
    table.command(&alice, Command::AcceptDraw, now).unwrap();
    // Brought back from its record, the table's game is still drawn by agreement.
    let again = Table::restore(2, &table.record(), None, now).unwrap();
    let game = view(&again);
    let game = game.game.downcast_ref::<History<Tactigon>>().unwrap();
    assert_eq!((game.agreed(), game.moves().len()), (Some(Agreement::Draw), 1));
    assert!(again.summary().over);
}

#[test]
fn what_stands_asked_is_in_the_notes_of_every_screen() {
    let now = Instant::now();
    let (table, alice, bob) = seated(now);
    let carol = who("carol", 3);
    let asked = |viewer: &Who| -> Vec<String> {
        table.notes(viewer, now).into_iter().filter(|n| n.contains("draw") || n.contains("take back")).collect()
    };
    assert!(asked(&alice).is_empty());
    table.command(&alice, Command::OfferDraw, now).unwrap();
    table.play(&alice, "b1-b2", now).unwrap();
    table.command(&alice, Command::RequestTakeBack, now).unwrap();
    assert_eq!(asked(&alice), ["you offered a draw", "you asked to take back"]);
    assert_eq!(asked(&bob), ["alice offers a draw", "alice asks to take back"]);
    assert_eq!(asked(&carol), ["alice offers a draw", "alice asks to take back"]);
    // Only the one asked is told how to agree.
    let agrees = |viewer: &Who| table.notes(viewer, now).contains(&"(u agrees)".to_string());
    assert!(agrees(&bob) && !agrees(&alice) && !agrees(&carol));
    // Once the game is over, nothing stands asked.
    table.resign(&bob, now).unwrap();
    assert!(asked(&alice).is_empty() && asked(&bob).is_empty());
}
