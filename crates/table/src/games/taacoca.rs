//! Taacoca at a table: the board's side to choose.

use crate::terms::{TableTerms, Terms};
use ::taacoca::{MAX_SIZE, MIN_SIZE, Taacoca};
use tactigon_core::record::Record;
use tactigon_games::setup::TaacocaSetup;

impl TableTerms for Taacoca {
    fn next_board(terms: &mut Terms) {
        terms.size = if terms.size >= MAX_SIZE { MIN_SIZE } else { terms.size + 1 };
    }

    fn describe(terms: &Terms) -> Vec<String> {
        vec![format!("side {}", terms.size)]
    }

    fn setup(terms: &Terms) -> TaacocaSetup {
        TaacocaSetup { size: terms.size, ..TaacocaSetup::default() }
    }

    fn terms_of(record: &Record<Taacoca>) -> Terms {
        Terms { size: record.game.start().size(), ..Terms::default() }
    }
}
