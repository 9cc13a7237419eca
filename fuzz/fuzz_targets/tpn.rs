//! TPN positions: reading never panics, and a position read is written back to text that reads
//! as the same position.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tactigon::rules::{BUILTIN, Board, Position, Rules};

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else { return };
    let Ok(text) = std::str::from_utf8(rest) else { return };
    let board = Board::builtin(BUILTIN[usize::from(pick) % BUILTIN.len()].0).expect("a built-in board");
    let rules = Rules { square_jump: pick & 0x10 != 0, gold_bonus: pick & 0x20 != 0 };
    let Ok(pos) = Position::from_tpn(board, rules, text) else { return };
    let written = pos.to_tpn();
    let back = Position::from_tpn(board, rules, &written).expect("a written position reads");
    assert_eq!(back, pos, "{written}");
    assert_eq!(back.to_tpn(), written);
    // Every legal move of a position read is read back from its own notation.
    for m in pos.legal_moves().into_iter().take(8) {
        assert_eq!(pos.parse_move(&m.to_string()), Ok(m));
    }
});
