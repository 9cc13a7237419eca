//! The game screen's board as last drawn, kept so that a frame showing the same board (a
//! clock ticking, the cursor moved) copies its cells instead of drawing every hexagon again:
//! on a server holding 2,000 sessions, drawing boards was a fifth of its time.
//!
//! What is kept is the board without its last outline (the cursor's, painted last), which is
//! drawn on the copy: outlines are the last thing a board draws, each over the ones before,
//! so the board with every outline and the kept board with the last drawn over it are the
//! same cells.
//!
//! The boards drawn last on a thread are shared by its screens: games begun together (a pool
//! pairing its players in one wave) show the same board, drawn once. Before, a wave of 500
//! games made 1,000 boards at once, each fresh memory to clear, and the server fell a second
//! behind.

use crate::board_view::{self, BoardLayout, HexSize, Paint};
use crate::parts;
use crate::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::any::Any;
use std::cell::RefCell;
use std::sync::{Arc, Mutex, PoisonError};

/// How many boards, the latest drawn, are shared.
const SHARED: usize = 8;

thread_local! {
    /// The boards drawn last on this thread, of any game, the latest last.
    static RECENT: RefCell<Vec<Arc<dyn Any + Send + Sync>>> = const { RefCell::new(Vec::new()) };
}

/// The board last drawn by one screen (see [`Drawn`]).
pub struct BoardMemo<P> {
    kept: Mutex<Option<Arc<Drawn<P>>>>,
}

/// A board drawn: what it was drawn from, its cells and its number (see [`parts::number`]).
struct Drawn<P> {
    key: Key<P>,
    board: Buffer,
    number: u64,
}

impl<P> Default for BoardMemo<P> {
    fn default() -> Self {
        BoardMemo { kept: Mutex::new(None) }
    }
}

impl<P> std::fmt::Debug for BoardMemo<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("BoardMemo")
    }
}

/// Everything a board's drawing depends on: the same key, the same cells.
#[derive(PartialEq)]
struct Key<P> {
    area: Rect,
    size: HexSize,
    flipped: bool,
    position: P,
    paint: Paint,
    theme: Theme,
}

impl<P: Copy + PartialEq + Send + Sync + 'static> BoardMemo<P> {
    /// Draws into `buf` (untouched where the board goes, as a frame starts) the board of
    /// `position` laid out by `layout` with `paint` (every mark, the cursor's outline last),
    /// the board but its last outline drawn by `draw` only if it is neither the one kept nor
    /// one drawn lately by another screen.
    pub fn draw(
        &self,
        buf: &mut Buffer,
        layout: &BoardLayout,
        position: P,
        mut paint: Paint,
        theme: &Theme,
        draw: impl FnOnce(&mut Buffer, &Paint),
    ) {
        let last = paint.outlines.pop();
        let key =
            Key { area: layout.area, size: layout.size, flipped: layout.flipped(), position, paint, theme: *theme };
        let mut kept = self.kept.lock().unwrap_or_else(PoisonError::into_inner);
        if kept.as_ref().is_none_or(|drawn| drawn.key != key) {
            let area = layout.area.intersection(buf.area);
            *kept = Some(shared(&key).unwrap_or_else(|| fresh(kept.take(), key, area, draw)));
        }
        let Some(drawn) = kept.as_ref() else { return };
        parts::part(buf, layout.area, parts::Key::Drawing(drawn.number, last), |buf, _| {
            copy(&drawn.board, buf);
            if let Some((tile, style)) = last {
                board_view::outline(buf, layout, tile, style, theme);
            }
        });
    }
}

/// The board of `key` if a screen drew it lately on this thread.
fn shared<P: PartialEq + Send + Sync + 'static>(key: &Key<P>) -> Option<Arc<Drawn<P>>> {
    RECENT.with_borrow(|recent| {
        let found = recent.iter().rev().find(|d| d.downcast_ref::<Drawn<P>>().is_some_and(|d| d.key == *key))?;
        Arc::clone(found).downcast().ok()
    })
}

/// The board of `key` drawn by `draw` over `area` and shared. The old drawing's cells are
/// cleared and drawn over, not freed and made again, when no other screen shows it: a board
/// changes at every move, and a fresh buffer is fresh pages to clear.
fn fresh<P: Send + Sync + 'static>(
    old: Option<Arc<Drawn<P>>>,
    key: Key<P>,
    area: Rect,
    draw: impl FnOnce(&mut Buffer, &Paint),
) -> Arc<Drawn<P>> {
    let mut board = match old.and_then(alone) {
        Some(Drawn { board: mut old, .. }) if old.area == area => {
            old.reset();
            old
        }
        _ => Buffer::empty(area),
    };
    draw(&mut board, &key.paint);
    let drawn = Arc::new(Drawn { key, board, number: parts::number() });
    RECENT.with_borrow_mut(|recent| {
        if recent.len() == SHARED {
            recent.remove(0);
        }
        recent.push(Arc::clone(&drawn) as Arc<dyn Any + Send + Sync>);
    });
    drawn
}

/// `drawn` itself if no other screen holds it, taken out of this thread's shared boards (which
/// hold every drawing until eight more are made: a screen alone would otherwise never draw
/// over its old board).
fn alone<P: Send + Sync + 'static>(drawn: Arc<Drawn<P>>) -> Option<Drawn<P>> {
    if Arc::strong_count(&drawn) == 2 {
        let at = Arc::as_ptr(&drawn).cast::<()>();
        RECENT.with_borrow_mut(|recent| recent.retain(|d| Arc::as_ptr(d).cast::<()>() != at));
    }
    Arc::try_unwrap(drawn).ok()
}

/// Copies the cells of `from` into `to` where their areas meet.
pub fn copy(from: &Buffer, to: &mut Buffer) {
    copy_at(from, to, from.area);
}

/// Copies the cells of `from`, from its top left corner, into the area `at` of `to`, as far
/// as all three reach: a drawing kept for every screen (made at the origin) put where a
/// screen shows it.
pub fn copy_at(from: &Buffer, to: &mut Buffer, at: Rect) {
    let reach = Rect { width: at.width.min(from.area.width), height: at.height.min(from.area.height), ..at };
    let area = reach.intersection(to.area);
    // Areas side by side meet in no column: their meeting's corner is outside `to`.
    if area.is_empty() {
        return;
    }
    let width = usize::from(area.width);
    for y in area.top()..area.bottom() {
        let a = from.index_of(from.area.x + (area.x - at.x), from.area.y + (y - at.y));
        let b = to.index_of(area.x, y);
        to.content[b..b + width].clone_from_slice(&from.content[a..a + width]);
    }
}

#[cfg(test)]
mod tests {
    use crate::board_view::{BoardLayout, Paint, sizes_for};
    use crate::games::{self, GameUi};
    use crate::settings::Settings;
    use crate::theme::Theme;
    use ratatui::buffer::Buffer;
    use ratatui::layout::Rect;
    use std::sync::Arc;
    use tactigon_rules::{Board, Position, Rules, Tactigon};

    /// A drawing made at the origin lands at the place given, cut where the target ends.
    #[test]
    fn a_drawing_is_copied_where_asked_and_cut_at_the_edge() {
        let drawn = Buffer::with_lines(["abc", "def"]);
        let mut to = Buffer::empty(Rect::new(2, 1, 6, 4));
        super::copy_at(&drawn, &mut to, Rect::new(3, 2, 3, 2));
        // The expected cells, written out, placed where the target is.
        let placed = |lines: [&str; 4]| {
            let mut b = Buffer::with_lines(lines);
            b.area = Rect::new(2, 1, 6, 4);
            b
        };
        assert_eq!(to, placed(["      ", " abc  ", " def  ", "      "]));
        // At the bottom right corner only "ab" fits; an area smaller than the drawing cuts it.
        let mut to = Buffer::empty(Rect::new(2, 1, 6, 4));
        super::copy_at(&drawn, &mut to, Rect::new(6, 4, 3, 2));
        super::copy_at(&drawn, &mut to, Rect::new(2, 1, 1, 1));
        assert_eq!(to, placed(["a     ", "      ", "      ", "    ab"]));
        // Beside the target, on its rows but right of its last column or left of its first:
        // nothing is copied.
        super::copy_at(&drawn, &mut to, Rect::new(9, 2, 3, 2));
        let mut left = Buffer::with_lines(["zz"]);
        left.area = Rect::new(0, 2, 2, 1);
        super::copy(&left, &mut to);
        assert_eq!(to, placed(["a     ", "      ", "      ", "    ab"]));
    }

    /// The board drawn afresh and through a memo that kept it with another cursor (or with
    /// nothing else changed) give the same cells, at every size, turned or not.
    #[test]
    fn a_kept_board_with_its_cursor_drawn_over_is_the_board_drawn_afresh() {
        let pos = Position::start(Board::standard(), Rules::default());
        let shape = Arc::new(Tactigon::shape(&pos));
        let theme = Theme::from_settings(&Settings::default());
        let frame = Rect::new(0, 0, 120, 40);
        for &size in sizes_for(&shape) {
            for flipped in [false, true] {
                let room = Rect::new(3, 1, 100, 38);
                let Some(layout) = BoardLayout::place(Arc::clone(&shape), size, room) else { continue };
                let layout = layout.flip(flipped);
                let memo = super::BoardMemo::default();
                for cursor in [0, 1, 1, 7] {
                    let paint = Paint {
                        fills: vec![(3, theme.flash())],
                        outlines: vec![(2, theme.last_move()), (cursor, theme.cursor())],
                    };
                    let mut fresh = Buffer::empty(frame);
                    games::draw::<Tactigon>(&mut fresh, &layout, &pos, &paint, &theme);
                    let mut kept = Buffer::empty(frame);
                    games::draw_kept::<Tactigon>(&memo, &mut kept, &layout, &pos, &paint, &theme);
                    assert_eq!(kept, fresh, "{size:?}, flipped {flipped}, cursor {cursor}");
                    // The cursor's outline shows: the board differs from one without it.
                    let mut bare = Buffer::empty(frame);
                    let without = Paint { outlines: paint.outlines[..1].to_vec(), ..paint.clone() };
                    games::draw::<Tactigon>(&mut bare, &layout, &pos, &without, &theme);
                    assert_ne!(kept, bare);
                }
            }
        }
    }

    /// A board drawn again over the kept one (another position, fewer marks) leaves nothing
    /// of the old drawing: it is the board drawn afresh.
    #[test]
    fn a_board_drawn_again_over_the_kept_one_is_the_board_drawn_afresh() {
        let start = Position::start(Board::standard(), Rules::default());
        let mut moved = start;
        moved.play(start.parse_move("b1-b2").expect("a move")).expect("a legal opening move");
        let shape = Arc::new(Tactigon::shape(&start));
        let theme = Theme::from_settings(&Settings::default());
        let frame = Rect::new(0, 0, 120, 40);
        let room = Rect::new(3, 1, 100, 38);
        let placed = sizes_for(&shape).iter().find_map(|&size| BoardLayout::place(Arc::clone(&shape), size, room));
        let layout = placed.expect("a size fits");
        let memo = super::BoardMemo::default();
        let marked =
            Paint { fills: vec![(3, theme.flash()), (9, theme.error())], outlines: vec![(2, theme.last_move())] };
        let bare = Paint { fills: Vec::new(), outlines: vec![(5, theme.cursor())] };
        for (pos, paint) in [(&start, &marked), (&moved, &bare), (&start, &bare)] {
            let mut fresh = Buffer::empty(frame);
            games::draw::<Tactigon>(&mut fresh, &layout, pos, paint, &theme);
            let mut kept = Buffer::empty(frame);
            games::draw_kept::<Tactigon>(&memo, &mut kept, &layout, pos, paint, &theme);
            assert_eq!(kept, fresh);
        }
    }

    /// Two screens showing the same board (games begun together) share one drawing; a
    /// screen whose board changes then draws a new one, leaving the other's as it was.
    #[test]
    fn screens_showing_the_same_board_share_its_drawing() {
        let start = Position::start(Board::standard(), Rules::default());
        let shape = Arc::new(Tactigon::shape(&start));
        let theme = Theme::from_settings(&Settings::default());
        let (frame, room) = (Rect::new(0, 0, 120, 40), Rect::new(3, 1, 100, 38));
        let placed = sizes_for(&shape).iter().find_map(|&size| BoardLayout::place(Arc::clone(&shape), size, room));
        let layout = placed.expect("a size fits");
        let marked = Paint { fills: vec![(4, theme.flash())], outlines: vec![(6, theme.cursor())] };
        let other = Paint { fills: vec![(9, theme.error())], outlines: vec![(6, theme.cursor())] };
        let drawings = std::cell::Cell::new(0);
        let through = |memo: &super::BoardMemo<Position>, paint: &Paint| {
            let mut buf = Buffer::empty(frame);
            memo.draw(&mut buf, &layout, start, paint.clone(), &theme, |board, all| {
                drawings.set(drawings.get() + 1);
                games::draw::<Tactigon>(board, &layout, &start, all, &theme);
            });
            buf
        };
        let afresh = |paint: &Paint| {
            let mut buf = Buffer::empty(frame);
            games::draw::<Tactigon>(&mut buf, &layout, &start, paint, &theme);
            buf
        };
        let (first, second) = (super::BoardMemo::default(), super::BoardMemo::default());
        assert_eq!(through(&first, &marked), afresh(&marked));
        assert_eq!(through(&second, &marked), afresh(&marked));
        assert_eq!(drawings.get(), 1, "the second screen draws nothing");
        assert_eq!(through(&first, &other), afresh(&other));
        assert_eq!(drawings.get(), 2);
        assert_eq!(through(&second, &marked), afresh(&marked), "the shared drawing was not drawn over");
        assert_eq!(drawings.get(), 2);
    }
}
