//! Resigning: the game ends with the other side winning, records carry it as the result and a
//! `Termination "resignation"` tag, and the game screen offers it with a confirmation.

use tactigon::engine::{DrawRules, History};
use tactigon::record::{Record, parse_records_of};
use tactigon::rules::{Board, Outcome, Position, Rules, Side, Tactigon, WinReason};
use tactigon::taacoca::{self, Taacoca};

fn tactigon_game(moves: &[&str]) -> History<Tactigon> {
    let mut game = History::<Tactigon>::new(Position::start(Board::standard(), Rules::default()), DrawRules::default());
    for m in moves {
        game.play(game.position().parse_move(m).unwrap()).unwrap();
    }
    game
}

#[test]
fn a_resignation_ends_the_game_for_the_other_side_and_can_be_taken_back() {
    let mut game = tactigon_game(&["b1-b2"]);
    game.resign(Side::Green).unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Win { winner: Side::Red, reason: WinReason::Resignation }));
    assert_eq!(game.outcome().unwrap().to_string(), "red wins: green resigned");
    assert!(game.legal_moves().is_empty());
    let b9 = game.position().parse_move("b9-b8");
    assert!(b9.is_err() || game.clone().play(b9.unwrap()).is_err(), "no move after a resignation");
    assert!(game.resign(Side::Red).is_err(), "a finished game cannot be resigned");
    assert!(game.withdraw_resignation());
    assert_eq!(game.outcome(), None);
    game.play(game.position().parse_move("b9-b8").unwrap()).unwrap();
}

#[test]
fn a_resigned_tactigon_game_is_written_with_its_result_and_read_back() {
    let mut game = tactigon_game(&["b1-b2", "b9-b8"]);
    game.resign(Side::Red).unwrap();
    let text = Record::new(game.clone(), "Casual game", "human", "random").to_string();
    assert!(text.contains("[Result \"0-1\"]"), "{text}");
    assert!(text.contains("[Termination \"resignation\"]"), "{text}");
    assert!(text.contains("1. b1-b2 b9-b8 0-1"), "{text}");
    let back = parse_records_of::<Tactigon>(&text).unwrap();
    assert_eq!(back[0].game, game);
    assert_eq!(back[0].game.resigned(), Some(Side::Red));
}

#[test]
fn a_resigned_taacoca_game_is_written_and_read_back() {
    let mut game = taacoca::new_game(taacoca::Position::start(5).unwrap());
    game.play("nw:g3,h2,i1".parse().unwrap()).unwrap();
    game.resign(taacoca::Side::Black).unwrap();
    let text = Record::new(game.clone(), "Casual game", "human", "human").to_string();
    assert!(text.contains("[Result \"1-0\"]") && text.contains("[Termination \"resignation\"]"), "{text}");
    assert_eq!(parse_records_of::<Taacoca>(&text).unwrap()[0].game, game);
}

#[test]
fn a_resignation_tag_needs_a_decisive_result() {
    let tags = |result: &str| {
        format!("[Event \"e\"]\n[Result \"{result}\"]\n[Termination \"resignation\"]\n\n1. b1-b2 {result}\n")
    };
    let err = parse_records_of::<Tactigon>(&tags("*")).unwrap_err().to_string();
    assert_eq!(err, "line 3, column 1: tag Termination 'resignation' does not match the moves, which give 'unfinished'");
    let err = parse_records_of::<Tactigon>(&tags("1/2-1/2")).unwrap_err().to_string();
    assert!(err.starts_with("line 2, column 1: "), "{err}");
    // Without the tag a decisive result for an unfinished game is still an error.
    let text = "[Event \"e\"]\n[Result \"1-0\"]\n\n1. b1-b2 1-0\n";
    assert!(parse_records_of::<Tactigon>(text).is_err());
    let won = parse_records_of::<Tactigon>(&tags("1-0")).unwrap();
    assert_eq!(won[0].game.resigned(), Some(Side::Green));
}
