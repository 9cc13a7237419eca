//! The lobby's list of tables as one screen draws it, kept with what it was drawn from: a
//! frame of the same lobby (a key typed in the chat, a clock's news) copies the list's cells
//! instead of writing and wrapping every row again. Writing the rows was a tenth of the
//! server's time at 2,000 sessions, most of it for frames whose list had not changed.

use super::lobby_rows::{Around, describe_around, wrap_indented};
use super::seats::Who;
use super::seeks::Offer;
use super::snapshot::{Games, Ratings};
use super::table::Summary;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, List, ListItem, ListState, StatefulWidget};
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, PoisonError};

/// The list as last drawn by one screen, and what it was drawn from.
#[derive(Debug, Default)]
pub struct ListMemo(Mutex<Option<(Key, Buffer)>>);

impl Clone for ListMemo {
    /// A copy draws its list afresh: nothing is kept for it yet.
    fn clone(&self) -> Self {
        ListMemo::default()
    }
}

/// Everything the list's drawing depends on (its viewer aside, who is the same for a screen):
/// the lobby's parts held, not their addresses, so that a part dropped and another made at
/// the same address is not taken for it.
#[derive(Debug)]
struct Key {
    area: Rect,
    row: usize,
    tables: Arc<Vec<Arc<Summary>>>,
    games: Arc<Games>,
    ratings: Arc<Ratings>,
    offers: Arc<BTreeMap<u64, Offer>>,
}

impl Key {
    fn of(area: Rect, row: usize, around: &Around) -> Key {
        let (tables, games) = (Arc::clone(&around.tables), Arc::clone(&around.games));
        let (ratings, offers) = (Arc::clone(&around.ratings), Arc::clone(&around.offers));
        Key { area, row, tables, games, ratings, offers }
    }

    fn same(&self, other: &Key) -> bool {
        self.area == other.area
            && self.row == other.row
            && Arc::ptr_eq(&self.tables, &other.tables)
            && Arc::ptr_eq(&self.games, &other.games)
            && Arc::ptr_eq(&self.ratings, &other.ratings)
            && Arc::ptr_eq(&self.offers, &other.offers)
    }
}

impl ListMemo {
    /// Draws into `buf` at `area` the tables `around` lists as `me` reads them, `row`
    /// selected; drawn again only if what it shows changed since the last drawing.
    pub fn draw(&self, buf: &mut Buffer, area: Rect, row: usize, me: &Who, around: &Around) {
        let key = Key::of(area, row, around);
        let mut kept = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        if kept.as_ref().is_none_or(|(k, _)| !k.same(&key)) {
            let mut list = Buffer::empty(area);
            draw(&mut list, area, row, me, around);
            *kept = Some((key, list));
        }
        if let Some((_, list)) = kept.as_ref() {
            tactigon_tui::board_memo::copy(list, buf);
        }
    }
}

/// Draws the list of tables: each row wrapped to the width, the selected one marked.
fn draw(buf: &mut Buffer, area: Rect, row: usize, me: &Who, around: &Around) {
    let tables = &around.tables;
    // The highlight symbol takes two columns before every line of an item.
    let room = usize::from(area.width).saturating_sub(2);
    let item = |text: &str| ListItem::new(wrap_indented(text, room).into_iter().map(Line::from).collect::<Vec<_>>());
    let items: Vec<ListItem> = if tables.is_empty() {
        vec![item("no games yet: r or g opens a seat for someone to take")]
    } else {
        // Every item takes a line at least, and the list scrolls no further than to show
        // the selected row: the rows past both are never seen, and are not written.
        let seen = row.max(usize::from(area.height));
        tables.iter().take(seen + 1).map(|t| item(&describe_around(t, me, around))).collect()
    };
    let mut state = ListState::default().with_selected((!tables.is_empty()).then_some(row));
    List::new(items)
        .block(Block::default().borders(Borders::TOP).title(" Tables "))
        .highlight_style(Style::new().add_modifier(Modifier::REVERSED))
        .highlight_symbol("> ")
        .render(area, buf, &mut state);
}

#[cfg(test)]
mod tests {
    use super::{Around, ListMemo, Who, draw};
    use crate::table::Summary;
    use ratatui::buffer::Buffer;
    use ratatui::layout::Rect;
    use std::sync::Arc;

    fn table(id: u64, first: &str) -> Arc<Summary> {
        Arc::new(Summary {
            id,
            seats: [Some(first.to_string()), None],
            sides: ["Red", "Green"],
            terms: "Tactigon".to_string(),
            moves: 0,
            over: false,
            kept_for: None,
            keys: [None, None],
        })
    }

    fn around(names: &[&str]) -> Around {
        let tables = names.iter().zip(1..).map(|(n, id)| table(id, n)).collect();
        Around { tables: Arc::new(tables), ..Around::default() }
    }

    /// The list drawn through `memo` on a fresh frame.
    fn through(memo: &ListMemo, area: Rect, row: usize, me: &Who, around: &Around) -> Buffer {
        let mut buf = Buffer::empty(Rect::new(0, 0, 50, 8));
        memo.draw(&mut buf, area, row, me, around);
        buf
    }

    fn fresh(area: Rect, row: usize, me: &Who, around: &Around) -> Buffer {
        let mut buf = Buffer::empty(Rect::new(0, 0, 50, 8));
        draw(&mut buf, area, row, me, around);
        buf
    }

    #[test]
    fn the_kept_list_is_the_list_drawn_afresh_whatever_changed() {
        let me = Who { name: "zed".into(), user: "zed".into(), key: None, conn: 1, account: None };
        let (memo, area) = (ListMemo::default(), Rect::new(0, 2, 50, 5));
        let (one, two) = (around(&["alice", "bob"]), around(&["carol", "dave", "erin"]));
        let steps =
            [(&one, 0, area), (&one, 0, area), (&one, 1, area), (&two, 1, area), (&two, 1, Rect::new(0, 1, 40, 6))];
        for (around, row, area) in steps {
            let drawn = through(&memo, area, row, &me, around);
            assert_eq!(drawn, fresh(area, row, &me, around));
        }
        // The rows are there, the selected one marked (a check that both are not blank).
        let text: String = through(&memo, area, 1, &me, &one).content.iter().map(|c| c.symbol().to_string()).collect();
        assert!(text.contains("#2 Red bob vs Green (open)") && text.contains("> #2"), "{text}");
    }
}
