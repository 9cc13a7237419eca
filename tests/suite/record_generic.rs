//! The record format written once for every game: a toy take-away game (take 1 or 2 from a
//! pile; who takes the last wins) written and read through `Record<G>`.

use std::fmt;
use tactigon_core::record::{Notation, Record, RecordError, RecordErrorKind, Token, parse_records_of};
use tactigon_core::{DrawRules, GameRules, History, Packed};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Pile;

/// Stones left and whether the first player is to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Heap(u8, bool);

impl fmt::Display for Heap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// The first player won (`true`) or the second.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Won(bool);

impl fmt::Display for Won {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if self.0 { "first wins" } else { "second wins" })
    }
}

#[derive(Clone, Debug)]
struct TooMany;

impl fmt::Display for TooMany {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("too many")
    }
}

impl std::error::Error for TooMany {}

/// The toy's own tag error: a `Stones` tag that is no number.
#[derive(Clone, Debug)]
struct BadStones(String);

impl fmt::Display for BadStones {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "tag Stones must be a number, not '{}'", self.0)
    }
}

impl GameRules for Pile {
    type Position = Heap;
    type Move = u8;
    type Outcome = Won;
    type Side = bool;
    type PlayError = TooMany;

    const SIDES: [bool; 2] = [true, false];

    fn side_to_move(pos: &Heap) -> bool {
        pos.1
    }
    fn winner(outcome: Won) -> Option<bool> {
        Some(outcome.0)
    }
    fn outcome(pos: &Heap) -> Option<Won> {
        (pos.0 == 0).then_some(Won(!pos.1))
    }
    fn legal_moves(pos: &Heap, out: &mut Vec<u8>) {
        *out = (1..=pos.0.min(2)).collect();
    }
    fn play(pos: &Heap, m: u8) -> Result<Heap, TooMany> {
        if m == 0 || m > pos.0.min(2) {
            return Err(TooMany);
        }
        Ok(Heap(pos.0 - m, !pos.1))
    }
    fn play_unchecked(pos: &mut Heap, m: u8) {
        *pos = Heap(pos.0 - m, !pos.1);
    }
    fn pass() -> u8 {
        0
    }
    fn game_over(_: Won) -> TooMany {
        TooMany
    }
    fn hash(pos: &Heap) -> u64 {
        u64::from(pos.0) * 2 + u64::from(pos.1)
    }
    fn no_progress(_: &Heap) -> u32 {
        0
    }
    fn same_placement(a: &Heap, b: &Heap) -> bool {
        a == b
    }
    fn forfeit(loser: bool, _: tactigon_core::Forfeit) -> Won {
        Won(!loser)
    }
    fn agreed_draw() -> Option<Won> {
        None
    }
    fn aborted() -> TooMany {
        TooMany
    }
    fn repetition_draw() -> Won {
        unreachable!("a pile only shrinks")
    }
    fn no_progress_draw(_: u32) -> Won {
        unreachable!("every move makes progress")
    }
    fn pack(_: &Heap, m: u8) -> Packed {
        Packed::from(m)
    }
    fn unpack(_: &Heap, m: Packed) -> u8 {
        m as u8
    }
    fn play_packed(pos: &mut Heap, m: Packed) {
        Self::play_unchecked(pos, m as u8);
    }
    fn null_move(_: &Heap) -> Option<Heap> {
        None
    }
}

impl Notation for Pile {
    const NAME: &'static str = "Pile";
    const PLAYER_TAGS: [&'static str; 2] = ["First", "Second"];
    type ReadError = TooMany;
    type TagError = BadStones;
    type Setup = u8;

    fn move_number(pos: &Heap) -> (u32, bool) {
        (u32::from(10 - pos.0), pos.1)
    }
    fn result(outcome: Option<Won>) -> &'static str {
        match outcome {
            None => "*",
            Some(Won(true)) => "1-0",
            Some(Won(false)) => "0-1",
        }
    }
    fn read_move(pos: &Heap, word: &str) -> Result<u8, TooMany> {
        word.parse().ok().filter(|&m| Self::play(pos, m).is_ok()).ok_or(TooMany)
    }
    fn termination(outcome: Option<Won>) -> &'static str {
        if outcome.is_some() { "pile taken" } else { "unfinished" }
    }
    fn write_tags(game: &History<Pile>) -> Vec<(&'static str, String)> {
        vec![("Stones", game.start().0.to_string())]
    }
    fn read_tag(setup: &mut u8, name: &Token<'_>, value: &str) -> Result<bool, RecordError<Pile>> {
        if name.text != "Stones" {
            return Ok(false);
        }
        *setup = value.parse().map_err(|_| RecordError {
            line: name.line,
            column: name.column,
            kind: RecordErrorKind::Tag(BadStones(value.into())),
        })?;
        Ok(true)
    }
    fn start(setup: u8) -> Result<History<Pile>, RecordError<Pile>> {
        Ok(History::new(Heap(setup, true), DrawRules { repetition: false, no_capture_limit: 0 }))
    }
}

#[test]
fn another_game_is_written_and_read_through_the_same_record() {
    let mut game = History::<Pile>::new(Heap(3, true), DrawRules { repetition: false, no_capture_limit: 0 });
    game.play(2).unwrap();
    game.play(1).unwrap();
    let record = Record::new(game, "toy", "ann", "bob").dated("2026-11-22");
    // Written by hand: the second player took the last stone; 3 stones, so moves 7. and 8.
    let expected = "[Event \"toy\"]\n[Date \"2026-11-22\"]\n[First \"ann\"]\n[Second \"bob\"]\n\
                    [Game \"Pile\"]\n[Stones \"3\"]\n[Result \"0-1\"]\n[Termination \"pile taken\"]\n\n\
                    7. 2 1 0-1\n\n";
    assert_eq!(record.to_string(), expected);
    let back = parse_records_of::<Pile>(expected).unwrap().remove(0);
    assert_eq!(back, record);
    let tactigon = tactigon_rules::record::parse_records(expected).unwrap_err();
    assert!(tactigon.to_string().contains("a record of 'Pile', not of Tactigon"), "{tactigon}");
}

#[test]
fn another_game_reports_its_own_tag_and_move_errors() {
    let bad_tag = parse_records_of::<Pile>("[Game \"Pile\"]\n[Stones \"many\"]\n\n*\n").unwrap_err();
    assert!(matches!(&bad_tag.kind, RecordErrorKind::Tag(BadStones(v)) if v == "many"), "{bad_tag:?}");
    // A tag error points at its tag line's `[`, as Tactigon's do.
    assert_eq!(bad_tag.to_string(), "line 2, column 1: tag Stones must be a number, not 'many'");
    // 3 stones: taking 2 leaves 1, so taking 2 again is no move of the position.
    let bad_move = parse_records_of::<Pile>("[Stones \"3\"]\n\n7. 2 2 *\n").unwrap_err();
    assert!(matches!(bad_move.kind, RecordErrorKind::Move(TooMany)), "{bad_move:?}");
    assert_eq!(bad_move.to_string(), "line 3, column 6: too many");
}
