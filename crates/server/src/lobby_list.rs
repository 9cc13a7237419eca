//! The lobby's list of tables as one screen draws it, kept with what it was drawn from: a
//! frame of the same lobby (a key typed in the chat, a clock's news) copies the list's cells
//! instead of writing and wrapping every row again, and a new reading of the lobby whose rows
//! the screen shows read the same (the tables past them changed) keeps them too. A list whose
//! rows changed is drawn once for every screen showing the same rows (see
//! [`crate::snapshot::Drawn::list`]): drawing lists was a sixth of the server's time at 2,000
//! sessions, the same list drawn again by hundreds of lobby screens.

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

/// The list as last drawn by one screen, what it was drawn from and its rows' text.
#[derive(Debug, Default)]
pub struct ListMemo(Mutex<Option<Drawing>>);

/// A drawing of the list kept by [`ListMemo`].
#[derive(Debug)]
struct Drawing {
    key: Key,
    /// The rows seen, as written.
    rows: Arc<Vec<String>>,
    list: Arc<Buffer>,
}

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
        if !kept.as_ref().is_some_and(|k| k.key.same(&key)) {
            // Another lobby (with 1,000 tables going on, a move somewhere makes one every
            // tenth of a second): the rows seen are written, and drawn only if they changed.
            let rows = rows(area, row, me, around);
            match kept.as_mut() {
                Some(k) if k.key.area == area && k.key.row == row && *k.rows == rows => k.key = key,
                _ => {
                    let rows = Arc::new(rows);
                    let list = around.drawn.list((area, row, Arc::clone(&rows)), || {
                        let mut list = Buffer::empty(area);
                        let lines: Vec<Vec<String>> = rows.iter().map(|r| wrapped(r, area)).collect();
                        draw(&mut list, area, row, &lines, around.tables.is_empty());
                        list
                    });
                    *kept = Some(Drawing { key, rows, list });
                }
            }
        }
        if let Some(k) = kept.as_ref() {
            tactigon_tui::parts::copy(buf, k.list.area, &k.list);
        }
    }
}

/// The rows of the list of tables that can be seen in `area` with `row` selected, as `me`
/// reads them: every row takes a line at least, and the list scrolls no further than to
/// show the selected row, so the rows past both are never seen.
fn rows(area: Rect, row: usize, me: &Who, around: &Around) -> Vec<String> {
    let seen = row.max(usize::from(area.height));
    around.tables.iter().take(seen + 1).map(|t| describe_around(t, me, around)).collect()
}

/// A row as written, wrapped to the list's width (the highlight symbol takes two columns
/// before every line).
fn wrapped(row: &str, area: Rect) -> Vec<String> {
    wrap_indented(row, usize::from(area.width).saturating_sub(2))
}

/// The list's look: the selected row reversed and marked.
fn styled(list: List<'_>) -> List<'_> {
    list.highlight_style(Style::new().add_modifier(Modifier::REVERSED)).highlight_symbol("> ")
}

/// The lines of a row, for the list.
fn item(lines: &[String]) -> ListItem<'_> {
    ListItem::new(lines.iter().map(|l| Line::from(l.as_str())).collect::<Vec<_>>())
}

/// Draws the list of tables (each row's `lines`, or that there are none when `empty`), the
/// selected one marked.
fn draw(buf: &mut Buffer, area: Rect, row: usize, lines: &[Vec<String>], empty: bool) {
    let none = [wrapped("no games yet: r or g opens a seat for someone to take", area)];
    let items: Vec<ListItem> = if empty { none.iter() } else { lines.iter() }.map(|l| item(l)).collect();
    let mut state = ListState::default().with_selected((!empty).then_some(row));
    styled(List::new(items))
        .block(Block::default().borders(Borders::TOP).title(" Tables "))
        .render(area, buf, &mut state);
}

#[cfg(test)]
mod tests {
    use super::{Around, ListMemo, Who, draw, rows};
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
        let lines: Vec<Vec<String>> = rows(area, row, me, around).iter().map(|r| super::wrapped(r, area)).collect();
        draw(&mut buf, area, row, &lines, around.tables.is_empty());
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
        // A lobby read again with the same rows seen (only tables past them changed): the
        // drawing is kept, not made again, and is the list drawn afresh.
        let many = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"];
        let (before, mut after) = (around(&many), around(&many));
        Arc::make_mut(&mut after.tables)[9] = table(10, "zoe");
        through(&memo, area, 0, &me, &before);
        // The rows written for a drawing are kept with it (a new drawing keeps the new ones,
        // made while the old ones were held: at another address).
        let drawing = memo.0.lock().unwrap().as_ref().map(|k| k.rows.as_ptr());
        assert_eq!(through(&memo, area, 0, &me, &after), fresh(area, 0, &me, &after));
        {
            let kept = memo.0.lock().unwrap();
            let kept = kept.as_ref().unwrap();
            assert_eq!(Some(kept.rows.as_ptr()), drawing, "the same drawing");
            assert!(Arc::ptr_eq(&kept.key.tables, &after.tables), "kept for the lobby read last");
        }
        // The rows are there, the selected one marked (a check that both are not blank).
        let text: String = through(&memo, area, 1, &me, &one).content.iter().map(|c| c.symbol().to_string()).collect();
        assert!(text.contains("#2 Red bob vs Green (open)") && text.contains("> #2"), "{text}");
    }

    #[test]
    fn screens_showing_the_same_rows_share_one_drawing_and_a_row_of_one_s_own_is_drawn_apart() {
        let who = |name: &str, conn| Who { name: name.into(), user: name.into(), key: None, conn, account: None };
        let (zed, yan, alice) = (who("zed", 1), who("yan", 2), who("alice", 3));
        let area = Rect::new(0, 1, 50, 7);
        let lobby = around(&["alice", "bob", "carol"]);
        let (one, two, three) = (ListMemo::default(), ListMemo::default(), ListMemo::default());
        let kept = |memo: &ListMemo| Arc::clone(&memo.0.lock().unwrap().as_ref().unwrap().list);
        // Zed and yan read the same rows: one drawing, the list drawn afresh.
        assert_eq!(through(&one, area, 0, &zed, &lobby), fresh(area, 0, &zed, &lobby));
        assert_eq!(through(&two, area, 0, &yan, &lobby), fresh(area, 0, &yan, &lobby));
        assert!(Arc::ptr_eq(&kept(&one), &kept(&two)), "shared");
        // Alice reads her own table's row otherwise: a drawing of her own, hers afresh.
        let hers = through(&three, area, 0, &alice, &lobby);
        assert_eq!(hers, fresh(area, 0, &alice, &lobby));
        assert_ne!(hers, fresh(area, 0, &zed, &lobby), "her row reads otherwise");
        assert!(!Arc::ptr_eq(&kept(&one), &kept(&three)));
        // Another row selected, or a row renamed: drawn again, as afresh.
        assert_eq!(through(&one, area, 1, &zed, &lobby), fresh(area, 1, &zed, &lobby));
        let renamed = around(&["alice", "dave", "carol"]);
        assert_eq!(through(&one, area, 1, &zed, &renamed), fresh(area, 1, &zed, &renamed));
        assert!(!Arc::ptr_eq(&kept(&one), &kept(&two)), "zed's rows are not yan's now");
    }
}
