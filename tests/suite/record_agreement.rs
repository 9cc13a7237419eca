//! Games the players ended together, off the board: a draw by agreement (`1/2-1/2`,
//! `draw by agreement`) where the game has draws, and an aborted game (`*`, `aborted`) in
//! any game; written and read back to the same game, and refused where they cannot be.

use ::taacoca::{Position as TaacocaPosition, STANDARD_SIZE, Taacoca, new_game};
use tactigon_core::Agreement;
use tactigon_core::record::{Record, RecordErrorKind, parse_records_of};
use tactigon_rules::record::parse_records;
use tactigon_rules::{Board, DrawReason, DrawRules, Game, Outcome, PlayError, Position, Rules};

fn tactigon_game() -> Game {
    let mut game = Game::new(Position::start(Board::standard(), Rules::default()), DrawRules::default());
    game.play("b1-b2".parse().unwrap()).unwrap();
    game
}

#[test]
fn a_draw_by_agreement_is_written_and_read_back() {
    let mut game = tactigon_game();
    assert_eq!(game.agree(Agreement::Draw), Ok(true));
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Agreed)));
    let record = Record::new(game, "Online game", "alice", "bob");
    let text = record.to_string();
    assert!(text.contains("[Result \"1/2-1/2\"]\n[Termination \"draw by agreement\"]"), "{text}");
    assert!(text.trim_end().ends_with("1. b1-b2 1/2-1/2"), "{text}");
    let back = parse_records(&text).unwrap().swap_remove(0);
    assert_eq!(back, record);
    assert_eq!(back.game.agreed(), Some(Agreement::Draw));
    assert!(back.game.legal_moves().is_empty());
    // A draw by agreement has no winner: any other result is an error.
    let won = text.replace("1/2-1/2", "1-0");
    let err = parse_records(&won).unwrap_err();
    assert!(matches!(err.kind, RecordErrorKind::ResultMismatch { .. }), "{err}");
}

#[test]
fn an_aborted_game_has_no_result_and_reads_back_aborted() {
    let mut game = tactigon_game();
    assert_eq!(game.agree(Agreement::Abort), Ok(true));
    assert!(game.is_over() && game.outcome().is_none());
    assert_eq!(game.play("b9-b8".parse().unwrap()), Err(PlayError::Aborted));
    // Ended, it cannot be ended again, by agreement or a loss.
    assert_eq!(game.agree(Agreement::Draw), Err(PlayError::Aborted));
    assert_eq!(game.forfeit(tactigon_rules::Side::Red, tactigon_core::Forfeit::Resignation), Err(PlayError::Aborted));
    let record = Record::new(game, "Online game", "alice", "bob");
    let text = record.to_string();
    assert!(text.contains("[Result \"*\"]\n[Termination \"aborted\"]"), "{text}");
    assert!(text.trim_end().ends_with("1. b1-b2 *"), "{text}");
    let back = parse_records(&text).unwrap().swap_remove(0);
    assert_eq!(back, record);
    assert!(back.game.aborted() && back.is_over());
    let won = text.replace("b1-b2 *", "b1-b2 0-1").replace("[Result \"*\"]", "[Result \"0-1\"]");
    assert!(parse_records(&won).is_err(), "{won}");
}

#[test]
fn an_unfinished_game_still_reads_as_going_on() {
    let record = Record::new(tactigon_game(), "Casual game", "alice", "bob");
    let text = record.to_string();
    assert!(text.contains("[Result \"*\"]\n[Termination \"unfinished\"]"), "{text}");
    let back = parse_records(&text).unwrap().swap_remove(0);
    assert!(!back.is_over() && back.game.agreed().is_none());
    assert!(!back.game.legal_moves().is_empty());
}

#[test]
fn taacoca_is_never_drawn_by_agreement_but_may_be_aborted() {
    let mut game = new_game(TaacocaPosition::start(STANDARD_SIZE).unwrap());
    // Taacoca has no draws (RULES-taacoca.md): the agreement is refused, nothing changes.
    assert_eq!(game.agree(Agreement::Draw), Ok(false));
    assert!(!game.is_over());
    let text = Record::new(game.clone(), "Online game", "alice", "bob").to_string();
    let drawn = text.replace(
        "[Result \"*\"]\n[Termination \"unfinished\"]",
        "[Result \"1/2-1/2\"]\n[Termination \"draw by agreement\"]",
    );
    assert_ne!(drawn, text);
    assert!(parse_records_of::<Taacoca>(&drawn).is_err(), "{drawn}");
    assert_eq!(game.agree(Agreement::Abort), Ok(true));
    let record = Record::new(game, "Online game", "alice", "bob");
    let text = record.to_string();
    assert!(text.contains("[Result \"*\"]\n[Termination \"aborted\"]"), "{text}");
    let back = parse_records_of::<Taacoca>(&text).unwrap().swap_remove(0);
    assert!(back.game.aborted());
    assert_eq!(back, record);
}
