//! Records are read as strictly as they are written (issue 10 #10): the capture mark must say
//! what the move does, move numbers must be the game's own, tag numbers are plain digits; and
//! records as the program writes them (golden texts, written out by hand) still read.

use tactigon_core::record::RecordErrorKind;
use tactigon_rules::ParseMoveError;
use tactigon_rules::record::parse_records;

const HEADER: &str = "[Event \"t\"]\n[Board \"standard\"]\n\n";

fn err_at(text: &str) -> (usize, usize, String) {
    let e = parse_records(text).expect_err("the record must be rejected");
    (e.line, e.column, e.kind.to_string())
}

#[test]
fn a_wrong_capture_mark_is_refused_where_it_is() {
    // b2 is empty at the start: `x` claims a capture that does not happen.
    let (line, column, message) = err_at(&format!("{HEADER}1. b1xb2 *\n"));
    assert_eq!((line, column), (4, 4));
    assert!(message.contains("captures nothing") && message.contains("b1-b2"), "{message}");
    // Red's pentagon d3 takes Green's on d4: written with `-`, the capture goes unsaid.
    let text = "[Start \"2/9/10/2Pp7/10/9/2 r\"]\n\n1. d3-d4 1-0\n";
    let e = parse_records(text).unwrap_err();
    assert_eq!((e.line, e.column), (3, 4));
    assert!(matches!(e.kind, RecordErrorKind::Move(ParseMoveError::CaptureMark(_))), "{e:?}");
    assert!(e.to_string().contains("d3xd4"), "{e}");
    assert_eq!(parse_records("[Start \"2/9/10/2Pp7/10/9/2 r\"]\n\n1. d3xd4 1-0\n").unwrap().len(), 1);
}

#[test]
fn move_numbers_are_checked() {
    // Wrong number: the second pair is 2., not 3.
    let (line, column, message) = err_at(&format!("{HEADER}1. b1-b2 b9-b8\n3. b2-b1 *\n"));
    assert_eq!((line, column), (5, 1));
    assert!(message.contains("'3.'") && message.contains("2. was expected"), "{message}");
    // Missing number before Red's second move, at the move.
    let (line, column, message) = err_at(&format!("{HEADER}1. b1-b2 b9-b8 b2-b1 *\n"));
    assert_eq!((line, column), (4, 16));
    assert!(message.contains("needs its number 2."), "{message}");
    // Missing number before the very first move.
    assert_eq!(err_at(&format!("{HEADER}b1-b2 *\n")).0, 4);
    // `1.` before Green's reply, and `1...` before Red's move.
    let (_, column, message) = err_at(&format!("{HEADER}1. b1-b2 1. b9-b8 *\n"));
    assert_eq!(column, 10, "{message}");
    assert!(message.contains("1... was expected"), "{message}");
    assert_eq!(err_at(&format!("{HEADER}1... b1-b2 *\n")).1, 1);
    // A number with no move after it, before the result.
    let (line, column, message) = err_at(&format!("{HEADER}1. b1-b2 b9-b8 2. *\n"));
    assert_eq!((line, column), (4, 16));
    assert!(message.contains("no move after it"), "{message}");
    // Green's move may carry its number after a comment, as in chess records.
    let text = format!("{HEADER}1. b1-b2 {{ a reply: }} 1... b9-b8 2. b2-b1 *\n");
    assert_eq!(parse_records(&text).unwrap()[0].game.moves().len(), 3);
}

#[test]
fn a_no_capture_limit_is_plain_digits() {
    for bad in ["+3", "-3", "03", " 3", "3 ", "", "4294967296"] {
        let text = format!("[Event \"t\"]\n[NoCaptureLimit \"{bad}\"]\n\n*\n");
        let (line, column, message) = err_at(&text);
        assert_eq!((line, column), (2, 1), "{bad}");
        assert!(message.contains("NoCaptureLimit"), "{bad}: {message}");
    }
    for good in ["0", "3", "100", "4294967295"] {
        let text = format!("[Event \"t\"]\n[NoCaptureLimit \"{good}\"]\n\n*\n");
        let back = parse_records(&text).unwrap_or_else(|e| panic!("{good}: {e}"));
        assert_eq!(back[0].game.draw_rules().no_capture_limit.to_string(), good);
    }
}

/// Records as this program writes them, copied from files it wrote: a game Red starts, one
/// Green starts from a set position, a won game, and a long one wrapped over lines.
#[test]
fn golden_records_still_read() {
    let golden = [
        "[Event \"Casual game\"]\n[Date \"2026-11-22\"]\n[Red \"human\"]\n[Green \"expert:3\"]\n[Game \"Tactigon\"]\n\
         [Board \"standard\"]\n[Rules \"none\"]\n[Repetition \"on\"]\n[NoCaptureLimit \"100\"]\n[Result \"*\"]\n\
         [Termination \"unfinished\"]\n\n1. b1-b2 b9-b8 2. b2-b1 *\n\n",
        "[Event \"t\"]\n[Date \"????-??-??\"]\n[Red \"human\"]\n[Green \"human\"]\n[Game \"Tactigon\"]\n\
         [Board \"standard\"]\n[Rules \"none\"]\n[Repetition \"on\"]\n[NoCaptureLimit \"100\"]\n\
         [Start \"2/C1C3c1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2 g\"]\n[Result \"*\"]\n[Termination \"unfinished\"]\n\n\
         1... b9-b8 2. b1-b2 b8-b9 *\n\n",
        "[Event \"t\"]\n[Date \"????-??-??\"]\n[Red \"expert:3\"]\n[Green \"human\"]\n[Game \"Tactigon\"]\n\
         [Board \"standard\"]\n[Rules \"square-jump\"]\n[Repetition \"off\"]\n[NoCaptureLimit \"0\"]\n\
         [Start \"2/9/10/2Pp7/10/9/2 r\"]\n[Result \"1-0\"]\n[Termination \"pentagon captured\"]\n\n1. d3xd4 1-0\n\n",
        // Lines of at most 79 characters: "17." ends the first at 79.
        "[Event \"t\"]\n[Date \"\"]\n[Red \"\"]\n[Green \"\"]\n[Game \"Tactigon\"]\n[Board \"standard\"]\n\
         [Rules \"none\"]\n[Repetition \"on\"]\n[NoCaptureLimit \"100\"]\n[Start \"2/9/10/2Pp7/10/9/2 g 7 12\"]\n\
         [Result \"*\"]\n[Termination \"unfinished\"]\n\n\
         12... d4-c4 13. d3-d4 c4-c3 14. d4-d5 c3-d4 15. d5-d6 d4-d5 16. d6-d7 d5-d6 17.\n\
         d7-d8 d6-d7 18. d8-d9 *\n\n",
    ];
    for text in golden {
        let records = parse_records(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(records[0].to_string(), text, "written back as it was");
    }
}

/// Audit of issue 10 #4: columns were counted from the start of the line for every word and
/// comment, so a long line took minutes. They are counted in characters, not bytes.
#[test]
fn columns_on_a_long_line_count_characters() {
    // "1. b1-b2 " is 9 characters, each "{é} " 4 (5 bytes): zz9 starts at 9 + 4n + 6.
    let n = 10_000;
    let comments = "{é} ".repeat(n);
    let (line, column, message) = err_at(&format!("{HEADER}1. b1-b2 {comments}1... zz9 *\n"));
    assert_eq!((line, column), (4, 4 * n + 15), "{message}");
    let (line, column, message) = err_at(&format!("{HEADER}1. b1-b2 {comments}{{open\n"));
    assert_eq!((line, column), (4, 4 * n + 10));
    assert!(message.contains("never closed") || message.contains("comment"), "{message}");
}

/// Audit of issue 10 #4: a 2 MB line of 500,000 comments (or a 200,000-ply game on one line)
/// took tens of seconds to read; it is read in one pass now.
#[test]
fn a_line_of_half_a_million_comments_reads() {
    let text = format!("{HEADER}1. b1-b2 {}*\n", "{x} ".repeat(500_000));
    let records = parse_records(&text).expect("a long line is a valid record");
    assert_eq!(records.len(), 1);
    assert_eq!(records[0].game.moves().len(), 1);
}

/// Audit of issue 10 #7: a tag given twice was read, the last value winning.
#[test]
fn a_tag_given_twice_is_refused_where_it_is_again() {
    let (line, column, message) = err_at("[Event \"t\"]\n[Red \"a\"]\n  [Red \"b\"]\n\n1. b1-b2 *\n");
    assert_eq!((line, column), (3, 4), "{message}");
    assert_eq!(message, "tag Red is given twice");
    // The same tag in the next game is that game's own.
    let two = "[Red \"a\"]\n\n1. b1-b2 *\n\n[Red \"b\"]\n\n1. b1-b2 *\n";
    assert_eq!(parse_records(two).unwrap().len(), 2);
}

/// Issue 24: a record whose moves end without a result token was read as complete; a game
/// cut off mid-file could pass for a whole one.
#[test]
fn a_record_without_a_result_token_is_refused_where_it_belongs() {
    let missing = "the moves end without a result (1-0, 0-1, 1/2-1/2 or *)";
    // Just after "b9-b8" (line 4, columns 10 to 14).
    assert_eq!(err_at(&format!("{HEADER}1. b1-b2 b9-b8\n")), (4, 15, missing.to_string()));
    // No moves either: the line after the tags.
    assert_eq!(err_at("[Event \"t\"]\n[Board \"standard\"]\n"), (3, 1, missing.to_string()));
    // Of two games, the second without one.
    let two = format!("{HEADER}1. b1-b2 *\n\n{HEADER}1. b1-b2\n");
    // Line 9 is the second game's moves; "b1-b2" fills columns 4 to 8.
    assert_eq!(err_at(&two), (9, 9, missing.to_string()));
    assert_eq!(parse_records(&format!("{HEADER}1. b1-b2 b9-b8 *\n")).unwrap().len(), 1);
}
