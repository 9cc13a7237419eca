//! The lessons of "Learn to play": each can be done by the move its text asks for, judged by
//! the checker the lesson screen uses; other moves are refused with a reason; mistakes in a
//! lessons file are one line saying where.

use tactigon_games::goal::{Verdict, judge};
use tactigon_games::tutorial::{Lesson, LessonErrorKind, lessons, parse_lessons};
use tactigon_rules::{Board, Kind, Move, Outcome, PlayError, Position, Rules, Side, Tactigon, WinReason};

fn all() -> &'static [Lesson] {
    lessons().expect("the built-in lessons read")
}

fn lesson(id: &str) -> &'static Lesson {
    all().iter().find(|l| l.id == id).expect("lesson")
}

/// A move judged against the lesson's goal from its start, as the lesson screen judges it.
fn check(l: &Lesson, m: Move) -> Verdict {
    judge(&l.start, &l.goal, m)
}

fn mv(text: &str) -> Move {
    text.parse().expect("move")
}

#[test]
fn the_lessons_cover_the_rules_in_order() {
    let ids: Vec<&str> = all().iter().map(|l| l.id.as_str()).collect();
    assert_eq!(
        ids,
        [
            "circle",
            "triangle",
            "square",
            "pentagon",
            "circle-attacks",
            "triangle-attacks",
            "triangle-circle",
            "square-triangle",
            "not-allowed",
            "capture-pentagon",
            "pentagon-pentagon",
            "gold-take",
            "gold-break",
            "pass",
            "square-jump",
            "gold-bonus",
        ]
    );
}

#[test]
fn every_lesson_is_done_by_the_move_its_text_asks_for() {
    for l in all() {
        // The text names the tiles of the move it asks for, so the player can find it.
        match l.solution {
            Move::Step { from, to, .. } => {
                for tile in [from, to] {
                    assert!(l.text.contains(&tile.to_string()), "{}: the text names {tile}", l.id);
                }
            }
            Move::Pass => assert!(l.text.contains("pass"), "{}: the text says to pass", l.id),
        }
        assert_eq!(check(l, l.solution), Verdict::Done(None), "{}", l.id);
        let mut game = l.game();
        game.play(l.solution).expect("legal");
        if let Some(reply) = l.reply {
            game.play(reply).expect("the reply is legal");
        }
    }
}

#[test]
fn every_other_legal_move_is_refused_with_a_reason() {
    for l in all() {
        let others: Vec<Move> = l.start.legal_moves().into_iter().filter(|&m| m != l.solution).collect();
        for m in others {
            match check(l, m) {
                // A lesson may accept more than one move (any capture of the kind asked for).
                Verdict::Done(None) => {}
                Verdict::Done(Some(r)) | Verdict::Replied(r) => panic!("{}: a lesson's goal got a reply {r}", l.id),
                Verdict::Wrong(why) => {
                    assert!(why.starts_with(&format!("{m} is legal, but ")), "{}: {why}", l.id);
                    assert!(why.contains("Try again"), "{}: {why}", l.id);
                }
                Verdict::Illegal(e) => panic!("{}: {m} is legal, yet {e}", l.id),
            }
        }
    }
}

#[test]
fn a_wrong_move_gets_the_reason_it_is_wrong() {
    // The triangle on d4 attacking the circle on c5: both leave the board, no square is taken.
    let Verdict::Wrong(why) = check(lesson("triangle-attacks"), mv("d4xc5")) else { panic!("refused") };
    assert_eq!(why, "d4xc5 is legal, but it captures a circle. Try again: capture the square.");
    let Verdict::Wrong(why) = check(lesson("circle"), mv("c5-c6")) else { panic!("refused") };
    assert!(why.contains("not the move this lesson asks for"), "{why}");
    let Verdict::Wrong(why) = check(lesson("gold-break"), mv("d1-d2")) else { panic!("refused") };
    assert!(why.contains("Green still holds both gold tiles"), "{why}");
}

#[test]
fn an_illegal_move_is_refused_in_the_rules_own_words() {
    let l = lesson("not-allowed");
    assert_eq!(check(l, mv("d4xd5")), Verdict::Illegal(PlayError::AttackNotAllowed(Kind::Square, Kind::Circle)));
    assert_eq!(check(l, mv("c4xd5")), Verdict::Illegal(PlayError::AttackNotAllowed(Kind::Pentagon, Kind::Circle)));
    let Verdict::Illegal(e) = check(l, mv("d4xd5")) else { panic!("illegal") };
    assert_eq!(e.to_string(), "a square may not attack a circle");
    // In the passing lesson the only move is pass.
    assert_eq!(lesson("pass").start.legal_moves(), [Move::Pass]);
    assert!(matches!(check(lesson("pass"), mv("d1xd2")), Verdict::Illegal(_)));
}

#[test]
fn the_winning_lessons_end_the_game_as_their_text_says() {
    let red = |reason| Some(Outcome::Win { winner: Side::Red, reason });
    for id in ["capture-pentagon", "pentagon-pentagon", "square-jump", "gold-bonus"] {
        let l = lesson(id);
        let mut pos = l.start;
        pos.play(l.solution).expect("legal");
        assert_eq!(pos.outcome(), red(WinReason::PentagonCaptured), "{id}");
    }
    let l = lesson("gold-take");
    let mut pos = l.start;
    pos.play(l.solution).expect("legal");
    // Green cannot reach either gold tile: b5 and f5 are out of every green piece's reach.
    assert!(
        pos.legal_moves()
            .iter()
            .all(|m| !matches!(m, Move::Step { to, .. } if ["b5", "f5"].contains(&to.to_string().as_str())))
    );
    pos.play(l.reply.expect("a reply")).expect("legal");
    assert_eq!(pos.outcome(), red(WinReason::GoldTiles));
}

#[test]
fn each_advanced_rule_lesson_needs_its_rule() {
    for id in ["square-jump", "gold-bonus"] {
        let l = lesson(id);
        assert_ne!(l.start.rules(), Rules::default(), "{id}");
        let mut without = Position::from_tpn(Board::standard(), Rules::default(), &l.start.to_tpn()).expect("reads");
        assert!(without.play(l.solution).is_err(), "{id}: the solution needs the rule");
        let mut with = l.start;
        assert!(with.play(l.solution).is_ok());
    }
}

#[test]
fn lesson_file_mistakes_are_one_line_saying_where() {
    let good = "[[lesson]]\nid = \"a\"\ntitle = \"A\"\nposition = \"2/9/4C5/P9p/10/9/2 r\"\ntext = \"c5 to b5\"\ngoal = \"move c5-b5\"\nsolution = \"c5-b5\"\ndone = \"ok\"\n";
    assert_eq!(parse_lessons::<Tactigon>(good).expect("reads").len(), 1);
    let cases = [
        (good.replace("2/9/4C5/P9p/10/9/2 r", "2/9/4C5/P9p/10/9 r"), "lessons line 1 (lesson a): position: "),
        (good.replace("move c5-b5", "fly c5"), "lessons line 1 (lesson a): goal: "),
        (
            good.replace("solution = \"c5-b5\"", "solution = \"c5-c6\""),
            "lessons line 1 (lesson a): the solution does not meet the goal: c5-c6 is legal",
        ),
        (
            good.replace("solution = \"c5-b5\"", "solution = \"c5-c9\""),
            "lessons line 1 (lesson a): solution: c5-c9: a circle cannot reach c9",
        ),
        // The player plays the side to move: with Green to move, Red's circle is not Green's to move.
        (good.replace(" r\"", " g\""), "lessons line 1 (lesson a): solution: c5-b5: "),
        (good.replace("done = \"ok\"", "done = \"ok\"\ncolour = 1"), "lessons line 9"),
        (format!("{good}\n{good}"), "lessons line 10 (lesson a): the id is used twice"),
    ];
    for (text, start) in cases {
        let e = parse_lessons::<Tactigon>(&text).expect_err("refused").to_string();
        assert!(e.starts_with(start), "{e}");
        assert!(!e.contains('\n'), "one line: {e}");
    }
    let e = parse_lessons::<Tactigon>("[[lesson]]\nid = \"a\"\n").expect_err("refused");
    assert!(matches!(e.kind, LessonErrorKind::Toml(_)), "{e}");
}

/// Taacoca's lessons: each read and checked (its solution meets its goal), in order, with ids
/// of their own; other moves are refused with the reason the lesson screen shows.
mod taacoca {
    use ::taacoca::{Move, Position, Taacoca};
    use tactigon_games::goal::Verdict;
    use tactigon_games::tutorial::{Lesson, LessonGame, lessons, parse_lessons};

    fn lesson(id: &str) -> &'static Lesson<Taacoca> {
        let all = lessons::<Taacoca>().expect("Taacoca's lessons read");
        all.iter().find(|l| l.id == id).expect("lesson")
    }

    fn check(id: &str, m: &str) -> Verdict<Taacoca> {
        let l = lesson(id);
        let m: Move = m.parse().expect("a move");
        Taacoca::judge(&l.start, &l.goal, m)
    }

    #[test]
    fn the_lessons_teach_the_rules_in_order() {
        let ids: Vec<&str> = lessons::<Taacoca>().expect("read").iter().map(|l| l.id.as_str()).collect();
        assert_eq!(
            ids,
            [
                "taacoca-three",
                "taacoca-directions",
                "taacoca-follow",
                "taacoca-blocked",
                "taacoca-capture",
                "taacoca-fewer",
                "taacoca-far-row",
                "taacoca-no-move",
                "taacoca-black",
            ]
        );
        // One progress file keeps every game's lessons done, by id.
        let tactigon = super::all().iter().map(|l| l.id.as_str());
        assert!(tactigon.clone().all(|id| !ids.contains(&id)));
    }

    /// Lesson 6 starts with two White stones: its goal must not ask for three.
    #[test]
    fn a_goal_never_asks_for_more_stones_than_the_lesson_has() {
        let fewer = lesson("taacoca-fewer");
        assert_eq!(fewer.start.to_string().matches('W').count(), 2, "{}", fewer.start);
        assert_eq!(fewer.goal.to_string(), "move your stones forward");
    }

    #[test]
    fn each_goal_takes_what_it_teaches_and_refuses_the_rest_with_a_reason() {
        // Two directions: g3, g4, g5 going nw is legal but not the direction asked.
        assert_eq!(check("taacoca-directions", "ne:g3,g4,g5"), Verdict::Done(None));
        let Verdict::Wrong(why) = check("taacoca-directions", "nw:g3,g4,g5") else { panic!("refused") };
        assert_eq!(why, "nw:g3,g4,g5 is legal, but it moves nw. Try again: move your stones ne.");
        // The chain: g1, h1, i1 up-left, each into the cell the one ahead leaves.
        assert_eq!(check("taacoca-follow", "nw:g1,h1,i1"), Verdict::Done(None));
        // Blocked: e1 cannot go nw (off the board), so that move is illegal.
        assert!(matches!(check("taacoca-blocked", "nw:e1,g4,g5"), Verdict::Illegal(_)));
        // f1 cannot go nw either: e1, which stays, is in the way. Without e1 the move is legal
        // but not the lesson's.
        assert!(matches!(check("taacoca-blocked", "nw:f1,g4,g5"), Verdict::Illegal(_)));
        assert!(matches!(check("taacoca-blocked", "ne:f1,g4,g5"), Verdict::Wrong(_)));
        // Capturing: g3 lands on f4 going ne; going nw g1, g2, g3 land on f1, f2, f3, empty.
        assert_eq!(check("taacoca-capture", "ne:g1,g2,g3"), Verdict::Done(None));
        let Verdict::Wrong(why) = check("taacoca-capture", "nw:g1,g2,g3") else { panic!("refused") };
        assert!(why.contains("it captures nothing"), "{why}");
        // Winning by the far row, and by leaving Black with no move.
        assert_eq!(check("taacoca-far-row", "nw:b2,h2,h3"), Verdict::Done(None));
        assert!(matches!(check("taacoca-far-row", "nw:h2,h3"), Verdict::Illegal(_)), "three stones must move");
        let mut after: Position = lesson("taacoca-no-move").start;
        after.play(&after.parse_move("nw:g4,g5,g6").unwrap()).unwrap();
        assert_eq!(after.outcome().map(|o| o.to_string()).as_deref(), Some("White wins: Black cannot move"));
    }

    #[test]
    fn taacoca_lesson_mistakes_are_one_line_saying_where() {
        let good = "[[lesson]]\nid = \"a\"\ntitle = \"A\"\nposition = \"B4/6/7/8/9/8/2WWW2/6/5 w\"\n\
                    text = \"t\"\ngoal = \"direction ne\"\nsolution = \"ne:g3,g4,g5\"\ndone = \"ok\"\n";
        assert_eq!(parse_lessons::<Taacoca>(good).expect("reads").len(), 1);
        for (text, start) in [
            // The player plays the side to move: with Black to move, White's stones are not its own.
            (good.replace(" w\"", " b\""), "lessons line 1 (lesson a): solution: ne:g3,g4,g5: "),
            (good.replace("direction ne", "direction up"), "lessons line 1 (lesson a): goal: "),
            (good.replace("direction ne", "capture 4"), "lessons line 1 (lesson a): goal: capture takes 1, 2 or 3"),
            (
                good.replace("ne:g3,g4,g5\"", "nw:g3,g4,g5\""),
                "lessons line 1 (lesson a): the solution does not meet the goal: nw:g3,g4,g5 is legal",
            ),
            (good.replace("done", "square_jump = true\ndone"), "lessons line 1 (lesson a): position: square_jump"),
        ] {
            let e = parse_lessons::<Taacoca>(&text).expect_err("refused").to_string();
            assert!(e.starts_with(start), "{e}");
            assert!(!e.contains('\n'), "one line: {e}");
        }
    }
}
