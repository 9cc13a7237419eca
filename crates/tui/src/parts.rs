//! Parts of a frame a terminal already shows, left undrawn: on the server a clock that ticks
//! redraws the side panel, not the board, and a key that moves the cursor redraws the board,
//! not the panel. Drawing the whole frame and comparing all of it with what each terminal
//! showed was half of the server's time with 2,000 sessions.
//!
//! A part is an area drawn from a [`Key`] alone, first (on blank cells): the same key at the
//! same place, the same cells. A host that keeps what a terminal shows (the server's screens)
//! draws a frame within [`drawing`], telling it the parts the terminal shows; a part found
//! there again is left undrawn, blank, and the host leaves those cells as the terminal shows
//! them. Drawn elsewhere (the local terminal, tests), a part is drawn as any other text. Parts
//! go into the frame's own buffer only: a drawing kept apart to be copied (a memo) is drawn
//! without them, or the frame would count the memo's areas as its own.
//!
//! A frame that draws anything over a part after it must say so ([`overlaid`]): the part's
//! cells would no longer be its key's, so none of the frame's parts counts as shown. A host
//! checks that an undrawn part's cells are still blank after the frame, and draws the frame
//! again whole where one is not.

use ratatui::buffer::{Buffer, Cell};
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Block, BorderType, Widget};
use std::cell::RefCell;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// What a part is drawn from.
#[derive(Clone, Debug)]
pub enum Key {
    /// Lines drawn from the area's top (see [`crate::lines::draw`]), inside a rounded border
    /// with this title if there is one.
    Text(Option<Line<'static>>, Vec<Line<'static>>),
    /// A kept drawing, by its number (see [`number`]), with the outline of one of its tiles
    /// drawn over it.
    Drawing(u64, Option<(u16, Style)>),
    /// A drawing shared and never changed, copied from its top left corner.
    Copy(Arc<Buffer>),
}

impl PartialEq for Key {
    fn eq(&self, other: &Key) -> bool {
        match (self, other) {
            (Key::Text(a, x), Key::Text(b, y)) => a == b && x == y,
            (Key::Drawing(a, x), Key::Drawing(b, y)) => a == b && x == y,
            // The same drawing: a key holds it, so no other can be made at its address.
            (Key::Copy(a), Key::Copy(b)) => Arc::ptr_eq(a, b),
            _ => false,
        }
    }
}

/// The parts a terminal shows: where, and drawn from what.
pub type Shown = Vec<(Rect, Key)>;

/// A frame being drawn within [`drawing`].
struct Frame {
    before: Shown,
    now: Shown,
    undrawn: Vec<Rect>,
    overlaid: bool,
}

thread_local! {
    /// The frame drawn on this thread within [`drawing`], if any.
    static FRAME: RefCell<Option<Frame>> = const { RefCell::new(None) };
}

/// A number no kept drawing had before: what a [`Key::Drawing`] names it by.
pub fn number() -> u64 {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

/// Runs `draw`, a frame's drawing for a terminal showing the parts `before`; the parts it
/// then shows and the areas left undrawn (blank unless drawn over).
pub fn drawing(before: Shown, draw: impl FnOnce()) -> (Shown, Vec<Rect>) {
    FRAME.with_borrow_mut(|f| *f = Some(Frame { before, now: Vec::new(), undrawn: Vec::new(), overlaid: false }));
    draw();
    let Some(frame) = FRAME.with_borrow_mut(Option::take) else { return (Vec::new(), Vec::new()) };
    (if frame.overlaid { Vec::new() } else { frame.now }, frame.undrawn)
}

/// The frame draws over its parts: the parts after this are drawn, and none counts as shown.
pub fn overlaid() {
    FRAME.with_borrow_mut(|f| f.iter_mut().for_each(|f| f.overlaid = true));
}

/// Draws `key`'s part into `area` of `buf` by `draw`, unless the terminal shows it there
/// already.
pub fn part(buf: &mut Buffer, area: Rect, key: Key, draw: impl FnOnce(&mut Buffer, &Key)) {
    let area = area.intersection(buf.area);
    let kept = FRAME.with_borrow(|f| match f {
        Some(f) if !f.overlaid => Some(f.before.iter().any(|(a, k)| *a == area && *k == key)),
        _ => None,
    });
    if kept != Some(true) {
        draw(buf, &key);
    }
    if let Some(shown) = kept {
        FRAME.with_borrow_mut(|f| {
            let Some(f) = f else { return };
            if shown {
                f.undrawn.push(area);
            }
            f.now.push((area, key));
        });
    }
}

/// Draws the lines of a [`Key::Text`] part, bordered as its key says.
pub fn text(buf: &mut Buffer, area: Rect, title: Option<Line<'static>>, lines: Vec<Line<'static>>) {
    part(buf, area, Key::Text(title, lines), |buf, key| {
        let Key::Text(title, lines) = key else { return };
        let inner = match title {
            Some(title) => {
                let block = Block::bordered().border_type(BorderType::Rounded).title(title.clone());
                let inner = block.inner(area);
                block.render(area, buf);
                inner
            }
            None => area,
        };
        crate::lines::draw(buf, inner, lines);
    });
}

/// Copies the shared `drawing` into `area` of `buf` (see [`crate::board_memo::copy_at`]).
pub fn copy(buf: &mut Buffer, area: Rect, drawing: &Arc<Buffer>) {
    part(buf, area, Key::Copy(Arc::clone(drawing)), |buf, _| crate::board_memo::copy_at(drawing, buf, area));
}

/// Whether `area` of `buf` is blank, as a frame starts.
pub fn blank(buf: &Buffer, area: Rect) -> bool {
    let area = area.intersection(buf.area);
    (area.top()..area.bottom()).all(|y| {
        let i = buf.index_of(area.x, y);
        buf.content[i..i + usize::from(area.width)].iter().all(|c| alike(c, &Cell::EMPTY))
    })
}

/// Whether two cells look the same: `==`, but with the colours compared first and a
/// one-letter symbol compared as a byte. Most cells of a frame are equal to the last's, and
/// comparing their symbols as strings was most of the time spent comparing frames.
// `skip` too, as `==` compares it: a cell an image covered is written when the image goes.
#[allow(deprecated)]
#[inline]
pub fn alike(a: &Cell, b: &Cell) -> bool {
    let (x, y) = (a.symbol().as_bytes(), b.symbol().as_bytes());
    a.fg == b.fg
        && a.bg == b.bg
        && a.modifier == b.modifier
        && a.underline_color == b.underline_color
        && a.diff_option == b.diff_option
        && a.skip == b.skip
        && match (x, y) {
            ([p], [q]) => p == q,
            _ => x == y,
        }
}
