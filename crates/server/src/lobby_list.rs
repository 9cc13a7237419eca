//! The lobby's list of tables as one screen draws it, kept with what it was drawn from: a
//! frame of the same lobby (a key typed in the chat, a clock's news) copies the list's cells
//! instead of writing and wrapping every row again, and a new reading of the lobby whose rows
//! the screen shows read the same (the tables past them changed) keeps them too. Writing the
//! rows was a tenth of the server's time at 2,000 sessions, most of it for frames whose list
//! had not changed.

use super::lobby_rows::{Around, describe_around, wrap_indented};
use super::seats::Who;
use super::seeks::Offer;
use super::snapshot::{Games, Ratings};
use super::table::Summary;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Clear, HighlightSpacing, List, ListItem, ListState, StatefulWidget};
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
    rows: Vec<String>,
    /// Each of them wrapped to the list's width.
    lines: Vec<Vec<String>>,
    list: Buffer,
}

impl Drawing {
    /// Brings the drawing up to `rows` (the area and the selected row `row` the same) by
    /// drawing again only the rows that changed, when the list keeps its shape: as many rows,
    /// each as many lines as before, and the list not scrolled (the rows through the selected
    /// one fit under its title). Whether it could.
    fn update(&mut self, rows: &[String], row: usize) -> bool {
        if self.rows == rows {
            return true;
        }
        // The shape's cheap parts first: no row is wrapped for a list drawn whole anyway.
        let area = self.key.area;
        let through: usize = self.lines.iter().take(row + 1).map(Vec::len).sum();
        if rows.len() != self.rows.len() || through >= usize::from(area.height) {
            return false;
        }
        let changed: Vec<(usize, Vec<String>)> = (rows.iter().zip(&self.rows).enumerate())
            .filter(|(_, (new, old))| new != old)
            .map(|(i, (new, _))| (i, wrapped(new, area)))
            .collect();
        if changed.iter().any(|(i, l)| l.len() != self.lines[*i].len()) {
            return false;
        }
        for (i, lines) in changed {
            // Below the title; a row that does not fit whole is not drawn, as by the list.
            let top = usize::from(area.y) + 1 + self.lines[..i].iter().map(Vec::len).sum::<usize>();
            if top + lines.len() <= usize::from(area.bottom()) {
                let at = Rect::new(area.x, top as u16, area.width, lines.len() as u16);
                draw_row(&mut self.list, at, &lines, i == row);
            }
            self.lines[i] = lines;
        }
        self.rows = rows.to_vec();
        true
    }
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
            let updated = match kept.as_mut() {
                Some(k) if k.key.area == area && k.key.row == row => k.update(&rows, row),
                _ => false,
            };
            match kept.as_mut().filter(|_| updated) {
                Some(k) => k.key = key,
                None => {
                    // The old drawing's cells are cleared and drawn over, not freed and made
                    // again: a screen's list is drawn every few seconds under load.
                    let old = kept.take().map(|k| k.list).filter(|l| l.area == area);
                    let mut list = old.unwrap_or_else(|| Buffer::empty(area));
                    list.reset();
                    let lines: Vec<Vec<String>> = rows.iter().map(|r| wrapped(r, area)).collect();
                    draw(&mut list, area, row, &lines, around.tables.is_empty());
                    *kept = Some(Drawing { key, rows, lines, list });
                }
            }
        }
        if let Some(k) = kept.as_ref() {
            tactigon_tui::board_memo::copy(&k.list, buf);
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

/// Draws one row's `lines` at `at` over a drawn list (cleared first), as the list draws it:
/// the column of the highlight symbol is kept whether or not the row is selected, as in a
/// list with a row selected.
fn draw_row(buf: &mut Buffer, at: Rect, lines: &[String], selected: bool) {
    ratatui::widgets::Widget::render(Clear, at, buf);
    let mut state = ListState::default().with_selected(selected.then_some(0));
    styled(List::new([item(lines)])).highlight_spacing(HighlightSpacing::Always).render(at, buf, &mut state);
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
    fn rows_that_change_in_place_are_drawn_again_alone() {
        let me = Who { name: "zed".into(), user: "zed".into(), key: None, conn: 1, account: None };
        let (memo, area) = (ListMemo::default(), Rect::new(0, 1, 50, 7));
        let names = ["a", "b", "c", "d", "e", "f", "g", "h"];
        // Whether the kept drawing was brought up to `around`'s rows in place.
        let update = |around: &Around, row: usize| {
            let rows = rows(area, row, &me, around);
            memo.0.lock().unwrap().as_mut().unwrap().update(&rows, row)
        };
        let renamed = |at: usize, name: &'static str| {
            let mut changed = names;
            changed[at] = name;
            around(&changed)
        };
        for row in [0, 1] {
            // The selected row, another one and one past the list's end renamed (as long).
            for (at, name) in [(1, "x"), (0, "y"), (6, "z")] {
                through(&memo, area, row, &me, &around(&names));
                let changed = renamed(at, name);
                assert!(update(&changed, row), "row {at} renamed, row {row} selected");
                assert_eq!(through(&memo, area, row, &me, &changed), fresh(area, row, &me, &changed));
            }
            // A name that wraps its row to one more line changes the list's shape.
            let long = renamed(1, "a-name-long-enough-to-take-the-row-to-one-more-line");
            assert!(!update(&long, row), "drawn whole");
            assert_eq!(through(&memo, area, row, &me, &long), fresh(area, row, &me, &long));
        }
        // A list scrolled to a row far down is drawn whole.
        through(&memo, area, 7, &me, &around(&names));
        let changed = renamed(7, "x");
        assert!(!update(&changed, 7), "scrolled");
        assert_eq!(through(&memo, area, 7, &me, &changed), fresh(area, 7, &me, &changed));
    }
}
