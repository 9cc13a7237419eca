//! Resigning: the game ends with the other side winning, records carry it as the result and a
//! `Termination "resignation"` tag, and the game screen offers it with a confirmation.

use ::taacoca::{self, Taacoca};
use tactigon_core::record::{Record, parse_records_of};
use tactigon_core::{DrawRules, Forfeit, History};
use tactigon_rules::{Board, Outcome, Position, Rules, Side, Tactigon, WinReason};

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
    game.forfeit(Side::Green, Forfeit::Resignation).unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win { winner: Side::Red, reason: WinReason::Forfeit(Forfeit::Resignation) })
    );
    assert_eq!(game.outcome().unwrap().to_string(), "red wins: green resigned");
    assert!(game.legal_moves().is_empty());
    let b9 = game.position().parse_move("b9-b8");
    assert!(b9.is_err() || game.clone().play(b9.unwrap()).is_err(), "no move after a resignation");
    assert!(game.forfeit(Side::Red, Forfeit::Resignation).is_err(), "a finished game cannot be resigned");
    assert!(game.withdraw_forfeit());
    assert_eq!(game.outcome(), None);
    game.play(game.position().parse_move("b9-b8").unwrap()).unwrap();
}

#[test]
fn taking_back_a_move_takes_back_the_resignation_after_it_and_the_move_can_be_replayed() {
    let mut game = tactigon_game(&["b1-b2", "b9-b8"]);
    game.forfeit(Side::Red, Forfeit::Resignation).unwrap();
    assert!(game.undo().is_some());
    assert_eq!((game.outcome(), game.forfeited(), game.moves().len()), (None, None, 1));
    assert!(game.redo().is_some(), "the move taken back is played again");
    assert_eq!((game.outcome(), game.moves().len()), (None, 2));
}

#[test]
fn a_resigned_tactigon_game_is_written_with_its_result_and_read_back() {
    let mut game = tactigon_game(&["b1-b2", "b9-b8"]);
    game.forfeit(Side::Red, Forfeit::Resignation).unwrap();
    let text = Record::new(game.clone(), "Casual game", "human", "random").to_string();
    assert!(text.contains("[Result \"0-1\"]"), "{text}");
    assert!(text.contains("[Termination \"resignation\"]"), "{text}");
    assert!(text.contains("1. b1-b2 b9-b8 0-1"), "{text}");
    let back = parse_records_of::<Tactigon>(&text).unwrap();
    assert_eq!(back[0].game, game);
    assert_eq!(back[0].game.forfeited(), Some((Side::Red, Forfeit::Resignation)));
}

#[test]
fn a_resigned_taacoca_game_is_written_and_read_back() {
    let mut game = taacoca::new_game(taacoca::Position::start(5).unwrap());
    game.play("nw:g3,h2,i1".parse().unwrap()).unwrap();
    game.forfeit(taacoca::Side::Black, Forfeit::Resignation).unwrap();
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
    assert_eq!(
        err,
        "line 3, column 1: tag Termination 'resignation' does not match the moves, which give 'unfinished'"
    );
    let err = parse_records_of::<Tactigon>(&tags("1/2-1/2")).unwrap_err().to_string();
    assert!(err.starts_with("line 2, column 1: "), "{err}");
    // Without the tag a decisive result for an unfinished game is still an error.
    let text = "[Event \"e\"]\n[Result \"1-0\"]\n\n1. b1-b2 1-0\n";
    assert!(parse_records_of::<Tactigon>(text).is_err());
    let won = parse_records_of::<Tactigon>(&tags("1-0")).unwrap();
    assert_eq!(won[0].game.forfeited(), Some((Side::Green, Forfeit::Resignation)));
}

mod on_screen {
    use crate::tui_support::*;
    use crossterm::event::KeyCode::{Char, Down, Enter, Up};
    use tactigon_core::Forfeit;
    use tactigon_games::bots::BotSpec;
    use tactigon_games::setup::Player;
    use tactigon_rules::{Outcome, Side, WinReason};
    use tactigon_tui::screens::ScreenKind;
    use tactigon_tui::screens::dialog::Dialog;

    const HUMAN: Player = Player::Human;
    const EXPERT: Player = Player::Bot(BotSpec::Expert(3));

    /// The leave dialog's third button resigns; the person's side loses, whoever is to move.
    #[test]
    fn resigning_against_a_bot_gives_the_bot_the_game_and_undo_takes_it_back() {
        let (mut app, now, dir) = app_with_data();
        // Green is the person: Red's bot opens, and the person resigns on its own turn.
        app.start_game(setup(EXPERT, HUMAN), false).unwrap();
        tick(&mut app, later(now, 50));
        assert_eq!(app.session().unwrap().game().moves().len(), 1, "the bot opened");
        keys(&mut app, now, &[Char('q'), Down, Down, Enter]);
        let s = app.session().unwrap();
        assert_eq!(
            s.game().outcome(),
            Some(Outcome::Win { winner: Side::Red, reason: WinReason::Forfeit(Forfeit::Resignation) })
        );
        assert_eq!(s.dialog(), Some(Dialog::GameOver(2)), "Review the game selected");
        assert_eq!(s.status().text, "Game over: Green resigned");
        let screen = screen_text(&mut app, 120, 40);
        // The panel names the sides as the screens do, not in the notation's lower case.
        assert!(screen.contains("Red wins: Green resigned"), "{screen}");
        for words in ["Red wins!", "Green resigned", "after 1 turn", "Captures: Red took 0, Green took 0"] {
            assert!(screen.contains(words), "{words} in\n{screen}");
        }
        // The autosave no longer offers the game: it ended.
        assert!(!dir.0.join("autosave.tgn").exists(), "a resigned game is not resumed");
        // u takes the resignation back, not the bot's move.
        key(&mut app, now, Char('u'));
        let s = app.session().unwrap();
        assert_eq!((s.game().outcome(), s.game().moves().len(), s.dialog()), (None, 1, None));
    }

    /// At one keyboard the side to move resigns; bots only: there is no Resign button.
    #[test]
    fn at_one_keyboard_the_side_to_move_resigns_and_watching_has_no_resign() {
        let (mut app, now) = app();
        app.start_game(setup(HUMAN, HUMAN), false).unwrap();
        type_text(&mut app, now, ":b1-b2");
        key(&mut app, now, Enter);
        keys(&mut app, now, &[Char('q'), Up, Up, Enter]);
        assert_eq!(
            app.session().unwrap().game().outcome(),
            Some(Outcome::Win { winner: Side::Red, reason: WinReason::Forfeit(Forfeit::Resignation) })
        );
        let bot = Player::Bot(BotSpec::Random);
        app.start_game(setup(bot, bot), true).unwrap();
        key(&mut app, now, Char('q'));
        let screen = screen_text(&mut app, 120, 40);
        assert!(screen.contains("Keep watching") && !screen.contains("Resign"), "{screen}");
    }

    /// Review opens the finished game in the replay viewer at its end; leaving comes back to it.
    #[test]
    fn review_replays_the_finished_game_and_comes_back() {
        let (mut app, now) = app();
        let mut st = setup(HUMAN, Player::Bot(BotSpec::Random));
        st.position = Some("2/9/10/P8Cp/10/9/2 r".into());
        app.start_game(st, false).unwrap();
        type_text(&mut app, now, ":d10xd11");
        key(&mut app, now, Enter);
        assert_eq!(app.session().unwrap().dialog(), Some(Dialog::GameOver(2)), "Review the game selected");
        let screen = screen_text(&mut app, 120, 40);
        for words in
            ["Red wins!", "Red captured the pentagon", "Captures: Red took 1, Green took 0", "[ Review the game ]"]
        {
            assert!(screen.contains(words), "{words} in\n{screen}");
        }
        key(&mut app, now, Enter);
        assert_eq!(app.kind(), ScreenKind::Replay);
        assert_eq!(app.replay().unwrap().ply, 1, "at the last move");
        key(&mut app, now, Char('q'));
        assert_eq!(app.kind(), ScreenKind::Game);
        assert!(app.session().unwrap().over());
    }

    fn screen_text(app: &mut tactigon_tui::app::App, width: u16, height: u16) -> String {
        let terminal = render(app, width, height);
        let buf = terminal.backend().buffer();
        (0..height).map(|y| row_text(buf, y)).collect::<Vec<_>>().join("\n")
    }
}
