//! Game records: round trips, multi-game files, and errors with their exact place.

use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use tactigon_core::record::{Record, RecordErrorKind, write_all};
use tactigon_games::storage::write_atomic;
use tactigon_rules::record::parse_records;
use tactigon_rules::{Board, DrawRules, Game, Move, ParseMoveError, PlayError, Position, Rules, Side};

fn random_game(seed: u64, board: &str, rules: Rules, first: Side, plies: usize) -> Game {
    let mut rng = StdRng::seed_from_u64(seed);
    let start = Position::start(Board::builtin(board).unwrap(), rules).with_turn(first);
    let mut game = Game::new(start, DrawRules { repetition: true, no_capture_limit: 60 });
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[rng.random_range(0..moves.len())]).unwrap();
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn records_round_trip(seed in any::<u64>(), board in 0usize..3, jump: bool, bonus: bool, green_first: bool, plies in 0usize..200) {
        let name = ["standard", "large", "huge"][board];
        let first = if green_first { Side::Green } else { Side::Red };
        let game = random_game(seed, name, Rules { square_jump: jump, gold_bonus: bonus }, first, plies);
        let record = Record::new(game.clone(), "test", "random", "greedy");
        let text = record.to_string();
        let back = parse_records(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(back.len(), 1);
        prop_assert_eq!(back[0].game.moves(), game.moves());
        prop_assert_eq!(back[0].game.position(), game.position());
        prop_assert_eq!(back[0].game.outcome(), game.outcome());
        prop_assert_eq!(&back[0], &record);
    }
}

#[test]
fn several_games_follow_each_other() {
    let records: Vec<Record<tactigon_rules::Tactigon>> = (0..3)
        .map(|i| Record::new(random_game(i, "standard", Rules::default(), Side::Red, 300), "arena", "a", "b"))
        .collect();
    let back = parse_records(&write_all(&records)).unwrap();
    assert_eq!(back, records);
}

const HEADER: &str = "[Event \"t\"]\n[Board \"standard\"]\n\n";

fn err_at(text: &str) -> (usize, usize, String) {
    let e = parse_records(text).expect_err("the record must be rejected");
    (e.line, e.column, e.kind.to_string())
}

#[test]
fn hand_written_record_reads() {
    // Red's circle b1 steps to b2, Green's circle b9 steps to b8; numbers and comments are skipped.
    let text = format!("{HEADER}1. b1-b2 {{ opening }} b9-b8 ; rest of line\n2. b2-b1 *\n");
    let records = parse_records(&text).unwrap();
    assert_eq!(records[0].event, "t");
    let moves: Vec<String> = records[0].game.moves().iter().map(Move::to_string).collect();
    assert_eq!(moves, ["b1-b2", "b9-b8", "b2-b1"]);
}

#[test]
fn illegal_move_reports_line_and_column() {
    // b1 is a circle: it moves one tile, so b1-b4 is illegal; it starts line 5 at column 19.
    let (line, column, message) = err_at(&format!("{HEADER}1. b1-b2 b9-b8\n2. b2-b1 b8-b9 3. b1-b4\n"));
    assert_eq!((line, column), (5, 19), "{message}");
    assert!(message.contains("cannot reach"), "{message}");
}

#[test]
fn malformed_move_reports_line_and_column() {
    let (line, column, message) = err_at(&format!("{HEADER}1. b1-b2 b9=b8\n"));
    assert_eq!((line, column), (4, 10));
    assert!(message.contains("not a move"), "{message}");
}

#[test]
fn unknown_tag_value_reports_the_tag() {
    let (line, column, message) = err_at("[Event \"x\"]\n[Rules \"square-jump flying\"]\n\n*\n");
    assert_eq!((line, column), (2, 1));
    assert!(message.contains("flying"), "{message}");
    let (line, _, message) = err_at("[Board \"hexagonal\"]\n\n*\n");
    assert_eq!(line, 1);
    assert!(message.contains("hexagonal"), "{message}");
    let (line, _, message) = err_at("[Event \"x\"]\n[NoCaptureLimit \"many\"]\n*\n");
    assert_eq!(line, 2);
    assert!(message.contains("many"), "{message}");
}

#[test]
fn broken_header_reports_the_place() {
    let (line, column, message) = err_at("[Event \"x\"]\n[Red human]\n\n*\n");
    assert_eq!((line, column), (2, 6), "{message}");
    // The missing ']' belongs right after the 10 characters of the line.
    let (line, column, _) = err_at("[Event \"x\"\n\n*\n");
    assert_eq!((line, column), (1, 11));
    let (line, column, message) = err_at("[Event \"x\"]\n[Start \"2/C1C3c1c r\"]\n\n*\n");
    assert_eq!((line, column), (2, 1));
    assert!(message.contains("rows"), "{message}");
}

#[test]
fn result_must_match_the_moves() {
    // Two quiet moves cannot end a game, so a claimed Red win is rejected where it is written.
    let (line, column, message) = err_at(&format!("{HEADER}1. b1-b2 b9-b8 1-0\n"));
    assert_eq!((line, column), (4, 16));
    assert!(message.contains("does not match"), "{message}");
}

#[test]
fn unclosed_comment_is_reported_where_it_opens() {
    let (line, column, _) = err_at(&format!("{HEADER}1. b1-b2 {{ never closed\nb9-b8 *\n"));
    assert_eq!((line, column), (4, 10));
}

#[test]
fn moves_after_the_end_are_rejected() {
    // Red's pentagon captured at once: a Green pentagon next to an undefended Red pentagon.
    let text = "[Start \"2/9/10/2Pp7/10/9/2 r\"]\n\n1. d3xd4 d5-d6 1-0\n";
    let (line, column, message) = err_at(text);
    assert_eq!((line, column), (3, 10));
    assert!(message.contains("game is over"), "{message}");
}

#[test]
fn atomic_write_replaces_or_leaves_intact() {
    let dir = std::env::temp_dir().join(format!("tactigon-atomic-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("game.tgn");
    write_atomic(&path, "old").unwrap();
    write_atomic(&path, "new").unwrap();
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "new");
    // Block the temporary file's name with a directory so the write fails half-way.
    let blocker = dir.join(format!(".game.tgn.{}.tmp", std::process::id()));
    std::fs::create_dir(&blocker).unwrap();
    assert!(write_atomic(&path, "lost").is_err());
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "new");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_custom_board_travels_in_the_record() {
    // Ten tiles, Red's pentagon on b1, Green's on b4, and gold tiles under a circle of each side.
    let board = Board::intern("name: tiny\ngold: a1 a3\n C . c\nP . . p\n C . c\n".parse().unwrap());
    let mut game = Game::new(Position::start(board, Rules::default()), DrawRules::default());
    // a1 is Red's circle (the gold tile under it), b2 an empty tile next to it.
    game.play(game.position().parse_move("a1-b2").unwrap()).unwrap();
    let text = Record::new(game.clone(), "test", "human", "human").to_string();
    assert!(text.contains("[BoardDiagram \"gold: a1 a3/ C . c/P . . p/ C . c\"]"), "{text}");
    let back = parse_records(&text).unwrap().remove(0);
    assert_eq!(back.game, game);
    assert!(std::ptr::eq(back.game.start().board(), board), "the same board content is the same shared board");
}

#[test]
fn a_broken_board_diagram_is_reported_at_its_tag() {
    let (line, column, message) = err_at("[Event \"x\"]\n[Board \"tiny\"]\n[BoardDiagram \"C . c/P Q p\"]\n\n*\n");
    assert_eq!((line, column), (3, 1), "{message}");
    assert!(message.contains("tag BoardDiagram of board tiny") && message.contains("unexpected 'Q'"), "{message}");
    let (line, _, message) = err_at("[Event \"x\"]\n[BoardDiagram \"P . p\"]\n\n*\n");
    assert_eq!(line, 2);
    assert!(message.contains("needs a Board tag"), "{message}");
}

/// The writer against records written out by hand (the round trips above only check that the
/// reader agrees with the writer).
#[test]
fn records_are_written_as_documented() {
    let mut game = Game::new(Position::start(Board::standard(), Rules::default()), DrawRules::default());
    for m in ["b1-b2", "b9-b8"] {
        game.play(game.position().parse_move(m).unwrap()).unwrap();
    }
    let expected = "[Event \"t\"]\n[Date \"2026-11-22\"]\n[Red \"human\"]\n[Green \"greedy\"]\n[Game \"Tactigon\"]\n\
        [Board \"standard\"]\n[Rules \"none\"]\n[Repetition \"on\"]\n[NoCaptureLimit \"100\"]\n\
        [Result \"*\"]\n[Termination \"unfinished\"]\n\n1. b1-b2 b9-b8 *\n\n";
    assert_eq!(Record::new(game, "t", "human", "greedy").dated("2026-11-22").to_string(), expected);

    // Red's pentagon on d3 takes Green's next to it on d4, under square jump, from a set position.
    let rules = Rules { square_jump: true, gold_bonus: false };
    let start = Position::from_tpn(Board::standard(), rules, "2/9/10/2Pp7/10/9/2 r").unwrap();
    let mut game = Game::new(start, DrawRules { repetition: false, no_capture_limit: 0 });
    game.play(game.position().parse_move("d3-d4").unwrap()).unwrap();
    let expected = "[Event \"t\"]\n[Date \"????-??-??\"]\n[Red \"expert:3\"]\n[Green \"human\"]\n[Game \"Tactigon\"]\n\
        [Board \"standard\"]\n[Rules \"square-jump\"]\n[Repetition \"off\"]\n[NoCaptureLimit \"0\"]\n\
        [Start \"2/9/10/2Pp7/10/9/2 r\"]\n[Result \"1-0\"]\n[Termination \"pentagon captured\"]\n\n1. d3xd4 1-0\n\n";
    assert_eq!(Record::new(game, "t", "expert:3", "human").to_string(), expected);
}

#[test]
fn a_record_of_another_game_is_refused_at_its_game_tag() {
    let chess = "[Event \"x\"]\n[Game \"Chess\"]\n\n*\n";
    let (line, column, message) = err_at(chess);
    assert_eq!((line, column), (2, 1));
    // Tactigon's reader knows only its own game; the registry, which every file a player
    // opens goes through first, names the games this program plays.
    assert!(message.ends_with("a record of 'Chess', not of Tactigon"), "{message}");
    let e = tactigon_games::games::game_of(chess).unwrap_err();
    assert_eq!((e.line, e.column), (2, 1));
    assert!(e.kind.to_string().ends_with("a record of 'Chess', not of Tactigon or Taacoca"), "{}", e.kind);
    // Records written before the tag existed are Tactigon records.
    assert_eq!(parse_records("[Event \"x\"]\n\n1. b1-b2 *\n").unwrap()[0].game.moves().len(), 1);
}

#[test]
fn a_game_green_starts_is_numbered_from_one_with_an_ellipsis() {
    let start = Position::start(Board::standard(), Rules::default()).with_turn(Side::Green);
    let mut game = Game::new(start, DrawRules::default());
    for m in ["b9-b8", "b1-b2", "b8-b9"] {
        game.play(game.position().parse_move(m).unwrap()).unwrap();
    }
    let text = Record::new(game.clone(), "t", "human", "human").to_string();
    assert!(text.contains("[Start \"2/C1C3c1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2 g\"]"), "{text}");
    assert!(text.ends_with("\n\n1... b9-b8 2. b1-b2 b8-b9 *\n\n"), "{text}");
    assert_eq!(parse_records(&text).unwrap()[0].game, game);
}

#[test]
fn record_errors_have_typed_kinds_and_their_exact_words() {
    let e = |text: &str| parse_records(text).expect_err("the record must be rejected");
    // Columns counted by hand: the value of [Red "a"b"] starts at column 6; [Event "x" is
    // 10 characters long, so the missing ']' is at column 11.
    let cases: [(&str, &str); 8] = [
        ("[Event \"x\"]\n\n* 1-0\n", "line 3, column 3: '1-0' after the result"),
        ("[Red human]\n", "line 1, column 6: the value of tag Red must be in double quotes"),
        ("[Red \"a\"b\"]\n", "line 1, column 6: a quote inside tag Red must be written \\\""),
        ("[Event \"x\"\n", "line 1, column 11: tag line must end with ']'"),
        ("[Repetition \"maybe\"]\n\n*\n", "line 1, column 1: tag Repetition must be on or off, not 'maybe'"),
        ("[Result \"2-0\"]\n\n*\n", "line 1, column 1: tag Result must be 1-0, 0-1, 1/2-1/2 or *, not '2-0'"),
        (
            "[Termination \"no moves\"]\n\n*\n",
            "line 1, column 1: tag Termination 'no moves' does not match the moves, which give 'unfinished'",
        ),
        ("; only a comment\n", "line 1, column 1: no game found"),
    ];
    for (text, words) in cases {
        assert_eq!(e(text).to_string(), words, "{text:?}");
    }
    assert!(matches!(e("[Event \"x\"]\n\n* 1-0\n").kind, RecordErrorKind::AfterResult(w) if w == "1-0"));
    assert!(matches!(
        e("[Termination \"no moves\"]\n\n*\n").kind,
        RecordErrorKind::TerminationMismatch { claimed, actual: "unfinished" } if claimed == "no moves"
    ));
    let illegal = e(&format!("{HEADER}1. b1-b4\n")).kind;
    assert!(matches!(illegal, RecordErrorKind::Move(ParseMoveError::Illegal(PlayError::Unreachable { .. }))));
    assert!(matches!(e(&format!("{HEADER}1. b1=b2\n")).kind, RecordErrorKind::Move(ParseMoveError::Syntax(_))));
}

/// The calendar dates of known moments, worked out by hand: the epoch, and two leap days.
#[test]
fn civil_dates_of_known_moments() {
    use tactigon_core::record::civil_date;
    assert_eq!(civil_date(0), "1970-01-01");
    // 2000-02-29 is day 11,016 after the epoch: 30 years of which 7 leap, plus 59 days.
    assert_eq!(civil_date(951_782_400), "2000-02-29");
    assert_eq!(civil_date(1_709_164_800 + 86_399), "2024-02-29");
    assert_eq!(civil_date(1_709_164_800 + 86_400), "2024-03-01");
}

/// A game lost off the board (a flag fell, a player left) is part of the game, like a
/// resignation: written as its result and termination, read back the same; any other result
/// the moves do not give is still refused.
#[test]
fn a_game_lost_off_the_board_is_written_and_read_back() {
    use tactigon_core::Forfeit;
    let mut game = Game::new(Position::start(Board::standard(), Rules::default()), DrawRules::default());
    game.play("b1-b2".parse().unwrap()).unwrap();
    game.forfeit(Side::Red, Forfeit::Time).unwrap();
    let record = Record::new(game, "Online game", "alice", "bob");
    let text = record.to_string();
    assert!(text.contains("[Result \"0-1\"]\n[Termination \"time forfeit\"]"), "{text}");
    assert!(text.trim_end().ends_with("1. b1-b2 0-1"), "{text}");
    let back = parse_records(&text).unwrap().swap_remove(0);
    assert_eq!(back, record);
    assert!(back.is_over() && back.result() == "0-1");
    assert_eq!(back.game.forfeited(), Some((Side::Red, Forfeit::Time)));
    // Without a termination of a loss off the board, the result must be the moves' own.
    let claimed = text.replace("time forfeit", "pentagon captured");
    assert!(parse_records(&claimed).is_err(), "{claimed}");
    let unterminated = text.replace("[Termination \"time forfeit\"]\n", "");
    assert!(parse_records(&unterminated).is_err());
}

/// A table file (byte for byte) as the server wrote it before losses off the board moved into the game's
/// history (a claimed win, `abandoned`) still reads, as that loss, and is written back the same.
#[test]
fn an_older_online_record_with_an_abandoned_game_still_reads() {
    use tactigon_core::Forfeit;
    let text = "[Event \"Online game\"]\n[Date \"2026-11-25\"]\n[Red \"bob\"]\n[Green \"alice\"]\n\
        [Game \"Tactigon\"]\n[Board \"standard\"]\n[Rules \"none\"]\n[Repetition \"on\"]\n\
        [NoCaptureLimit \"100\"]\n[Result \"0-1\"]\n[Termination \"abandoned\"]\n\
        [Reconnect \"MT79MT 6K36P8\"]\n\n1. d5-d6 d7-c7 0-1\n\n";
    let back = parse_records(text).unwrap().swap_remove(0);
    // 0-1: Green won, so Red (bob) is the one who left.
    assert_eq!(back.game.forfeited(), Some((Side::Red, Forfeit::Abandoned)));
    assert_eq!(back.game.moves().len(), 2);
    assert_eq!(back.to_string(), text);
}
