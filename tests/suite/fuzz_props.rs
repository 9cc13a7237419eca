//! The fuzz targets' checks (`fuzz_checks`) on stable in `cargo test`: valid texts with random
//! edits (characters inserted, including control characters and digits, or deleted), and
//! random texts, for TPN, move notation, board files, records and settings, and Taacoca's
//! position text and records.

use crate::fuzz_checks;
use proptest::prelude::*;

/// Characters that matter to the formats, and some that must never matter.
const ALPHABET: &[char] = &[
    '0', '1', '2', '9', '+', '-', 'x', '.', '*', '/', ' ', '\n', '"', '[', ']', '{', '}', '=', ':', 'r', 'g', 'C', 'T',
    'S', 'P', 'c', 't', 's', 'p', 'b', 'd', '\u{1b}', '\u{7}', 'é', '⬡', '#', ';', '\\', 'W', 'B', 'w', ',',
];

/// `seed` with `edits` applied: `(at, Some(i))` inserts `ALPHABET[i]`, `(at, None)` deletes.
fn mutate(seed: &str, edits: &[(usize, Option<usize>)]) -> String {
    let mut chars: Vec<char> = seed.chars().collect();
    for &(at, c) in edits {
        let at = at % (chars.len() + 1);
        match c {
            Some(i) => chars.insert(at, ALPHABET[i % ALPHABET.len()]),
            None if at < chars.len() => {
                chars.remove(at);
            }
            None => {}
        }
    }
    chars.into_iter().collect()
}

fn edits() -> impl Strategy<Value = Vec<(usize, Option<usize>)>> {
    proptest::collection::vec((any::<usize>(), proptest::option::of(any::<usize>())), 0..6)
}

const TPN: [&str; 2] = ["2/C1C3c1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2 r", "2/9/10/2Pp7/10/9/2 g 7 12"];
const RECORD: &str = "[Event \"t\"]\n[Board \"standard\"]\n[Rules \"square-jump\"]\n[NoCaptureLimit \"100\"]\n\n\
                      1. b1-b2 { note } b9-b8 2. b2-b1 *\n";
const BOARD_RECORD: &str = "[Board \"mine\"]\n[BoardDiagram \" C . c/P . . p/ C . c\"]\n\n1. a1-b2 *\n";
const TAACOCA: [&str; 3] = [
    "BBBBB/1BBBB1/2BBB2/8/9/8/2WWW2/1WWWW1/WWWWW w",
    "BBB/1BB1/5/1WW1/WWW b",
    "1BB1B/B3B1/1BBBB2/3W4/2W2B3/2B3W1/1W2W2/2WW1W/1WWW1 w",
];
const TAACOCA_RECORD: &str = "[Game \"Taacoca\"]\n[Size \"3\"]\n[Start \"BBB/1BB1/5/1WW1/WW1 w\"]\n\n\
                              1. nw:d2,d3,e1 { note } se:a1,b2,b3 2. ne:c2,d1,e2 *\n";
const SETTINGS: &str = "think_ms = 250\nascii = true\ntheme = \"high-contrast\"\n[setup]\nred = \"greedy\"\n\
                        green = \"expert:5\"\nboard = \"large\"\nfirst = \"random\"\nno_capture_limit = 0\n";

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn tpn_edits(pick: u8, which in 0usize..2, edits in edits()) {
        let text = mutate(TPN[which], &edits);
        fuzz_checks::tpn(&[&[pick][..], text.as_bytes()].concat());
    }

    #[test]
    fn tpn_bytes(data in proptest::collection::vec(any::<u8>(), 0..80)) {
        fuzz_checks::tpn(&data);
    }

    #[test]
    fn move_texts(edits in edits(), raw in "\\PC{0,12}") {
        fuzz_checks::moves(&mutate("c2xd3", &edits));
        fuzz_checks::moves(&mutate("b1-b2", &edits));
        fuzz_checks::moves(&raw);
    }

    #[test]
    fn board_edits(which in 0usize..3, edits in edits()) {
        let text = tactigon_rules::BUILTIN[which].1;
        fuzz_checks::board(&mutate(text, &edits));
    }

    #[test]
    fn record_edits(edits in edits(), board: bool) {
        fuzz_checks::record(&mutate(if board { BOARD_RECORD } else { RECORD }, &edits));
    }

    #[test]
    fn taacoca_position_edits(which in 0usize..3, edits in edits(), raw in "\\PC{0,30}") {
        fuzz_checks::taacoca_position(&mutate(TAACOCA[which], &edits));
        fuzz_checks::taacoca_position(&raw);
    }

    #[test]
    fn taacoca_record_edits(edits in edits()) {
        fuzz_checks::taacoca_record(&mutate(TAACOCA_RECORD, &edits));
    }

    #[test]
    fn settings_edits(edits in edits(), raw in "\\PC{0,40}") {
        fuzz_checks::settings(&mutate(SETTINGS, &edits));
        fuzz_checks::settings(&raw);
    }

    #[test]
    fn ssh_input_bytes(data in proptest::collection::vec(any::<u8>(), 0..120)) {
        fuzz_checks::ssh_input(&data);
    }

    /// Escape sequences cut anywhere among keys, Ctrl-C and string sequences.
    #[test]
    fn ssh_input_pieces(pick: u8, pieces in proptest::collection::vec(0usize..SSH_PIECES.len(), 0..24)) {
        let mut data = vec![pick];
        for i in pieces {
            data.extend_from_slice(SSH_PIECES[i]);
        }
        fuzz_checks::ssh_input(&data);
    }
}

/// What terminals send: keys, arrows, mouse reports, Ctrl-C, string sequences in every form
/// and their terminators, C1 controls, UTF-8.
const SSH_PIECES: [&[u8]; 16] = [
    b"q",
    b"\x1b",
    b"\x1b[A",
    b"\x1b[1;5C",
    b"\x1b[<0;10;5M",
    b"\x03",
    b"\x1b]0;title",
    b"\x07",
    b"\x1b\\",
    b"\x1bP1$r",
    b"\x9d52;c;",
    b"\x9c",
    b"\xc2\x9d",
    b"\xc2\x85",
    "é".as_bytes(),
    b"\x1b_x\x1b^y\x1bXz",
];

/// The Taacoca seeds read unedited, so that their edits explore near valid texts.
#[test]
fn the_taacoca_seeds_read() {
    for text in TAACOCA {
        assert!(text.parse::<taacoca::Position>().is_ok(), "{text}");
    }
    let records =
        tactigon_core::record::parse_records_of::<taacoca::Taacoca>(TAACOCA_RECORD).expect("the record reads");
    assert_eq!(records[0].game.moves().len(), 3);
}
