//! Tactigon at a table: a built-in board and the advanced rules (§5.1, §5.2) to choose.

use crate::terms::{TableTerms, Terms};
use tactigon_core::record::Record;
use tactigon_games::playable::Playable;
use tactigon_games::setup::GameSetup;
use tactigon_rules::{BUILTIN, Tactigon};

impl TableTerms for Tactigon {
    fn next_board(terms: &mut Terms) {
        let boards = BUILTIN.map(|(name, _)| name);
        let i = boards.iter().position(|&b| b == terms.board).unwrap_or(0);
        terms.board = boards[(i + 1) % boards.len()];
    }

    /// In turn: none, square jump, gold bonus, both.
    fn next_rules(terms: &mut Terms) {
        let n = u8::from(terms.square_jump) + 2 * u8::from(terms.gold_bonus) + 1;
        (terms.square_jump, terms.gold_bonus) = (n & 1 == 1, n & 2 == 2);
    }

    fn describe(terms: &Terms) -> Vec<String> {
        let mut parts = vec![format!("{} board", terms.board)];
        if terms.square_jump {
            parts.push("square jump".into());
        }
        if terms.gold_bonus {
            parts.push("gold bonus".into());
        }
        parts
    }

    fn setup(terms: &Terms) -> GameSetup {
        GameSetup {
            board: terms.board.to_string(),
            square_jump: terms.square_jump,
            gold_bonus: terms.gold_bonus,
            ..GameSetup::default()
        }
    }

    fn terms_of(record: &Record<Tactigon>) -> Terms {
        let setup = Tactigon::setup_of(record);
        let board = BUILTIN.iter().map(|(n, _)| *n).find(|&n| n == setup.board);
        Terms {
            board: board.unwrap_or(BUILTIN[0].0),
            square_jump: setup.square_jump,
            gold_bonus: setup.gold_bonus,
            ..Terms::default()
        }
    }
}
