//! The game screen: its layout, the board, the status and key lines, and dialogs (the panel
//! beside or under the board is [`super::game_panel`]).

use super::dialog::{Dialog, Prompt};
use super::dialog_view::{self, Align, Spot};
use super::game_panel;
use super::session::Session;
use super::status::Tone;
use crate::board_view::{BoardLayout, HEX_SIZES, Paint, Shape, TINY, TINY_ROWS};
use crate::colour_depth::Depth;
use crate::games::{self, GameUi};
use crate::graphics::{self, PictureSpot};
use crate::hits::Hits;
use crate::keymap::{self, DIALOG, GAME, HELP_HINT, HINT_WORDS, MOVE_PROMPT, PICK_WORDS, SAVE_PROMPT, SOLUTION_WORDS};
use crate::layout::{key_bar, too_small};
use crate::theme::Theme;
use crate::wrap::wrap_lines;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Block;
use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

/// The narrowest side panel.
const PANEL: u16 = 24;
/// Lines of the replay viewer's compact panel, used under the board when the side panel does
/// not fit (the game screen's has as many as it needs).
const COMPACT: u16 = 3;

/// Where the parts of the game screen go.
pub(super) struct Areas {
    /// The board drawing.
    pub board: BoardLayout,
    /// The room the board is centred in (all but the panel, status and key lines).
    pub room: Rect,
    /// The side panel, or the compact panel under the board.
    pub panel: Rect,
    /// Whether the panel is the compact one.
    pub compact: bool,
    /// The status line.
    pub status: Rect,
    /// The key-hint line, when shown.
    pub keys: Option<Rect>,
}

/// Splits the screen. Larger hexagons win over the side panel's move list only against the
/// smallest hexagons (4x2 cells, tile numbers instead of names, hard to read and to click):
/// the order is every larger size with the side panel, then with the compact panel under the
/// board, then the smallest size with the side panel and with the compact panel, and last the
/// [`TINY`] drawing with either panel. With
/// `keep_list` (the replay viewer, where the move list is what one steps through) every size
/// with the side panel comes first. The status line takes `status_rows` rows (a long message
/// wraps). `Err` holds the smallest size that would work.
pub(super) fn areas(
    shape: Shape,
    area: Rect,
    hints: bool,
    keep_list: bool,
    status_rows: u16,
) -> Result<Areas, (u16, u16)> {
    areas_with(shape, area, hints, keep_list, status_rows, COMPACT)
}

/// [`areas`] with a compact panel of `compact` lines (the game's grows to hold all it says).
fn areas_with(
    shape: Shape,
    area: Rect,
    hints: bool,
    keep_list: bool,
    status_rows: u16,
    compact: u16,
) -> Result<Areas, (u16, u16)> {
    let shape = Arc::new(shape);
    let status_rows = status_rows.min(area.height);
    let bottom = status_rows + hints as u16;
    let main = Rect::new(area.x, area.y, area.width, area.height.saturating_sub(bottom));
    let status = Rect::new(area.x, main.bottom(), area.width, status_rows);
    let keys = hints.then(|| Rect::new(area.x, status.bottom(), area.width, 1));
    let (larger, smallest) = HEX_SIZES.split_at(HEX_SIZES.len() - 1);
    // The tiny drawing only for large boards (Taacoca's sides 6 to 13), when no hexagon fits.
    let tiny: &[_] = if shape.rows() >= TINY_ROWS { &[TINY] } else { &[] };
    let tries = if keep_list {
        [(larger, false), (smallest, false), (larger, true), (smallest, true), (tiny, false), (tiny, true)]
    } else {
        [(larger, false), (larger, true), (smallest, false), (smallest, true), (tiny, false), (tiny, true)]
    };
    for (size, under) in tries.into_iter().flat_map(|(sizes, under)| sizes.iter().map(move |&z| (z, under))) {
        let (w, h) = BoardLayout::extent(&shape, size);
        if !under && w.saturating_add(PANEL) <= main.width && h <= main.height {
            let pw = (main.width - w).min(PANEL + 12);
            let left = Rect::new(main.x, main.y, main.width - pw, main.height);
            let layout = BoardLayout::place(Arc::clone(&shape), size, left).expect("fits");
            let panel = Rect::new(left.right(), main.y, pw, main.height);
            return Ok(Areas { board: layout, room: left, panel, compact: false, status, keys });
        }
        if under && w <= main.width && h.saturating_add(compact) <= main.height {
            let top = Rect::new(main.x, main.y, main.width, main.height - compact);
            let layout = BoardLayout::place(Arc::clone(&shape), size, top).expect("fits");
            let panel = Rect::new(main.x, top.bottom(), main.width, compact);
            return Ok(Areas { board: layout, room: top, panel, compact: true, status, keys });
        }
    }
    let (w, h) = BoardLayout::extent(&shape, tiny.first().copied().unwrap_or(smallest[0]));
    Err((w, h.saturating_add(compact + bottom)))
}

/// The terminal size the game's board needs at the least (its smallest hexagons, the compact
/// panel under it, a status line and the key line if `hints`), if `area` is smaller: what a
/// host checks before it seats a player at a board their terminal cannot show.
pub fn needs<G: GameUi>(s: &Session<G>, area: Rect, hints: bool) -> Option<(u16, u16)> {
    areas_with(G::shape(s.position()), area, hints, false, 1, COMPACT).err()
}

/// The terminal (columns, rows) the game screen needs for `shape` with key hints on, in the
/// usual layout: the smallest drawing with the side panel. (A terminal narrower but taller may
/// fit it too, with the panel under the board: [`fits`] tries both.)
pub fn shape_needs(shape: Shape) -> (u16, u16) {
    let smallest = crate::board_view::sizes_for(&shape).last().copied().unwrap_or(TINY);
    let (w, h) = BoardLayout::extent(&shape, smallest);
    (w.saturating_add(PANEL), h.saturating_add(2))
}

/// Whether the game screen draws `shape` on a terminal of `screen` (columns, rows) with key
/// hints on.
pub fn fits(shape: Shape, screen: (u16, u16)) -> bool {
    areas(shape, Rect::new(0, 0, screen.0, screen.1), true, false, 1).is_ok()
}

/// Draws the game screen; returns where the board and any dialog buttons landed.
/// `save_dir` names the folder a bare file name at the save prompt goes to, if there is one;
/// with `picture` (a character cell's size in pixels) the board is a picture where it fits.
pub fn render<G: GameUi>(
    frame: &mut Frame,
    s: &Session<G>,
    save_dir: Option<&str>,
    hints: bool,
    now: Instant,
    theme: &Theme,
    picture: Option<(u16, u16)>,
) -> Hits {
    let status = wrap_lines(vec![status_line(s, save_dir, theme)], frame.area().width);
    let mut compact = game_panel::compact_lines(s, frame.area().width, now, theme);
    let fit = |lines: usize| {
        areas_with(G::shape(s.position()), frame.area(), hints, false, status.len() as u16, lines as u16)
    };
    // A warning or a note lengthens the panel under the board; where the board would then no
    // longer fit, the panel's last lines give way (down to its header) rather than the game.
    let found = (compact.len().min(COMPACT as usize)..=compact.len()).rev().find_map(|lines| fit(lines).ok());
    let a = match found {
        Some(a) => a,
        None => {
            let need = fit(compact.len()).err().unwrap_or_default();
            too_small(frame, need, theme);
            return Hits { too_small: true, ..Hits::default() };
        }
    };
    if a.compact {
        compact.truncate(usize::from(a.panel.height));
    }
    let a = Areas { board: a.board.flip(s.flipped), ..a };
    if s.dialog().is_some() {
        crate::parts::overlaid();
    }
    let paint = paint(s, now, theme);
    // A dialog is drawn over the board, which a picture would hide: then the text board.
    let spot = picture.filter(|_| s.dialog().is_none()).and_then(|cell| board_picture::<G>(s, &a, now, theme, cell));
    if spot.is_none() {
        games::draw_kept::<G>(s.board_memo(), frame.buffer_mut(), &a.board, s.shown_position(), &paint, theme);
    }
    let moves = if a.compact {
        crate::parts::text(frame.buffer_mut(), a.panel, None, compact);
        Vec::new()
    } else {
        game_panel::side_panel(frame, s, a.panel, now, theme)
    };
    crate::parts::text(frame.buffer_mut(), a.status, None, status);
    if let Some(k) = a.keys {
        crate::parts::text(frame.buffer_mut(), k, None, vec![Line::styled(key_hints(s, theme), theme.dim())]);
    }
    let items = s.dialog().map_or_else(Vec::new, |d| dialog_view::dialog(frame, s, d, &dialog_spots(s, d, &a), theme));
    let board = spot.is_none().then_some(a.board);
    Hits { items, moves, board, picture: spot, ..Hits::default() }
}

/// The board shown as a picture in the board's room, highlights included, if it fits.
fn board_picture<G: GameUi>(
    s: &Session<G>,
    a: &Areas,
    now: Instant,
    theme: &Theme,
    cell: (u16, u16),
) -> Option<PictureSpot> {
    let pos = s.shown_position();
    let shape = G::shape(pos);
    // The board's own marks (gold tiles, home rows) are the picture's grounds, and the last
    // move is ringed in the picture's blue, as `render` draws it: the text board's white ring
    // would vanish on the paper. The rest is the text board's highlights in the theme's full
    // colours, whatever the terminal's text shows: an image is not limited to its palette.
    let mut board = G::picture_board(pos);
    board.last_move = s.last_move_cells().iter().filter_map(|&t| graphics::cell_name(t, &shape, &board)).collect();
    let full = Theme { depth: Depth::TrueColour, ..*theme };
    let mut highlights = paint(s, now, &full);
    highlights.outlines.retain(|&(_, style)| style != full.last_move());
    board.highlights = graphics::highlights(&highlights, &shape, &board);
    PictureSpot::place(board, &shape, a.room, cell, s.flipped)
}

/// Where a dialog goes. Leaving: over the side panel, or else over the board beside the last
/// move. Game over: over the board beside the last move (left, right, above or below it), or
/// else over the board on the side away from it, so that the move list and the turn line
/// stay in view; only when the board is too small for it, at the top of the side panel.
fn dialog_spots<G: GameUi>(s: &Session<G>, d: Dialog, a: &Areas) -> Vec<Spot> {
    let mid = (Align::Middle, Align::Middle);
    let board = beside_last_move(s, a).into_iter().map(|area| Spot { area, align: mid, blank_beside: false });
    let panel = Block::bordered().inner(a.panel);
    let away = Spot { area: a.room, align: away_from_last_move(s, a), blank_beside: false };
    match (d, a.compact) {
        (Dialog::ConfirmQuit(_), true) => board.collect(),
        (Dialog::GameOver(_), true) => board.chain([away]).collect(),
        (Dialog::ConfirmQuit(_), false) => vec![Spot { area: panel, align: mid, blank_beside: true }],
        (Dialog::GameOver(_), false) => board
            .chain([away, Spot { area: panel, align: (Align::Middle, Align::Start), blank_beside: true }])
            .collect(),
    }
}

/// The highlights on the board: picked piece, destinations by outcome, last move, flash,
/// hint, and the cursor on top.
pub(super) fn paint<G: GameUi>(s: &Session<G>, now: Instant, theme: &Theme) -> Paint {
    let mut p = Paint::default();
    G::paint_pick(s.picked(), s.position(), theme, &mut p);
    let last = s.last_move_cells();
    p.outlines.extend(last.iter().map(|&t| (t, theme.last_move())));
    // A flash is the bot's move just played: the last move.
    if s.flash().is_some_and(|(_, until)| until > now) {
        p.outlines.extend(last.iter().map(|&t| (t, theme.flash())));
    }
    if let Some(m) = s.hint().filter(|_| s.view().is_none()) {
        let cells = s.move_cells(m);
        p.outlines.extend(cells.iter().map(|&t| (t, theme.flash())));
        p.fills.extend(cells.into_iter().map(|t| (t, Style::new().add_modifier(Modifier::UNDERLINED))));
    }
    for w in s.warnings().iter().filter(|_| s.view().is_none()) {
        p.outlines.extend(w.cells.iter().map(|&c| (c, theme.error())));
    }
    if s.dialog().is_none() && !s.watching() {
        p.outlines.push((s.cursor().tile, theme.cursor()));
    }
    p
}

/// How a status line of each tone is drawn.
pub(super) fn tone_style(tone: Tone, theme: &Theme) -> Style {
    match tone {
        Tone::Info => Style::new(),
        Tone::Error => theme.error(),
        Tone::News => theme.news(),
    }
}

/// The status line: a prompt with its note, or the cursor's tile and the last message.
pub(super) fn status_line<G: GameUi>(s: &Session<G>, save_dir: Option<&str>, theme: &Theme) -> Line<'static> {
    // What was wrong with the text entered replaces the prompt's usage note until it is edited.
    let problem =
        (s.status().tone == Tone::Error).then(|| Span::styled(format!("   {}", s.status().text), theme.error()));
    match s.prompt() {
        Some(Prompt::Move(text)) => Line::from(vec![
            Span::styled("Move: ", theme.title()),
            Span::raw(text.clone()),
            Span::styled("_", theme.cursor()),
            problem.unwrap_or_else(|| {
                Span::styled(format!("   ({}; Enter plays, Esc cancels)", G::MOVE_EXAMPLES), theme.dim())
            }),
        ]),
        Some(Prompt::Save { text, confirm }) => {
            let note = match confirm {
                Some(p) => Span::styled(
                    // Its name: the folder is the one the prompt names.
                    format!(
                        "   {} exists: Enter replaces it",
                        tactigon_core::escape::path(p.file_name().map_or(p.as_ref(), Path::new))
                    ),
                    theme.error(),
                ),
                None if problem.is_some() => problem.unwrap_or_default(),
                None => {
                    let into =
                        save_dir.map_or_else(|| "type a path such as ./game.tgn".into(), |d| format!("into {d}"));
                    Span::styled(format!("   ({into}; Enter saves, Esc cancels)"), theme.dim())
                }
            };
            Line::from(vec![
                Span::styled("Save as: ", theme.title()),
                Span::raw(text.clone()),
                Span::styled("_", theme.cursor()),
                note,
            ])
        }
        None => {
            let style = tone_style(s.status().tone, theme);
            let tile = G::shape(s.position()).tile(s.cursor().tile);
            let mut spans = vec![];
            if !s.watching() {
                spans.push(Span::styled(format!("[{tile}]"), theme.cursor()));
                spans.push(Span::raw(" "));
            }
            if let Some(e) = s.earlier_event() {
                spans.push(Span::styled(format!("{}  ·  ", e.text), theme.dim()));
            }
            spans.push(Span::styled(s.status().text.clone(), style));
            Line::from(spans)
        }
    }
}

/// The keys that matter in the current state.
fn key_hints<G: GameUi>(s: &Session<G>, theme: &Theme) -> String {
    let text = match (s.prompt(), s.dialog()) {
        (Some(Prompt::Save { .. }), _) => keymap::hints(SAVE_PROMPT, &[]),
        (Some(_), _) => keymap::hints(MOVE_PROMPT, &[]),
        (None, Some(_)) => keymap::hints(DIALOG, &[]),
        (None, None) => {
            let state = s.state_keys();
            let mut text = keymap::hints(if state.is_empty() { GAME } else { state }, &[HELP_HINT]);
            if s.must_pass() {
                text = text.replace(PICK_WORDS, "Enter pass");
            }
            match s.hint_cost() {
                Some(cost) => text.replace(HINT_WORDS, &format!("{HINT_WORDS} ({cost})  {SOLUTION_WORDS}")),
                None => text,
            }
        }
    };
    key_bar(&text, theme)
}

/// The cells the last move's hexagons take, outlines included, if there is a last move.
fn last_move_box<G: GameUi>(s: &Session<G>, a: &Areas) -> Option<Rect> {
    let (u, k, s_rows) = (i32::from(a.board.size.u), i32::from(a.board.size.k()), i32::from(a.board.size.s));
    let centres: Vec<(i32, i32)> = s.last_move_cells().iter().map(|&t| a.board.center(t)).collect();
    let left = centres.iter().map(|c| c.0 - u).min()?;
    let right = centres.iter().map(|c| c.0 + u).max()?;
    let top = centres.iter().map(|c| c.1 - k).min()?;
    let bottom = centres.iter().map(|c| c.1 + s_rows + k - 1).max()?;
    let clip = |v: i32| v.clamp(0, i32::from(u16::MAX)) as u16;
    Some(Rect::new(clip(left), clip(top), clip(right - left + 1), clip(bottom - top + 1)))
}

/// The parts of the board's room left, right, above and below the last move's hexagons (the
/// whole room when there is none), largest first.
fn beside_last_move<G: GameUi>(s: &Session<G>, a: &Areas) -> Vec<Rect> {
    let room = a.room;
    let Some(m) = last_move_box(s, a) else { return vec![room] };
    let clamp_x = |x: u16| x.clamp(room.x, room.right());
    let clamp_y = |y: u16| y.clamp(room.y, room.bottom());
    let (left_end, right_start) = (clamp_x(m.x), clamp_x(m.right()));
    let (top_end, bottom_start) = (clamp_y(m.y), clamp_y(m.bottom()));
    let mut parts = vec![
        Rect::new(room.x, room.y, left_end - room.x, room.height),
        Rect::new(right_start, room.y, room.right() - right_start, room.height),
        Rect::new(room.x, room.y, room.width, top_end - room.y),
        Rect::new(room.x, bottom_start, room.width, room.bottom() - bottom_start),
    ];
    parts.sort_by_key(|r| std::cmp::Reverse(u32::from(r.width) * u32::from(r.height)));
    parts
}

/// The corner of the board's room farthest from the last move, to cover as little of it as
/// a dialog that fits nowhere beside it can.
fn away_from_last_move<G: GameUi>(s: &Session<G>, a: &Areas) -> (Align, Align) {
    let Some(m) = last_move_box(s, a) else { return (Align::Middle, Align::Middle) };
    let room = a.room;
    let across = if m.x + m.width / 2 >= room.x + room.width / 2 { Align::Start } else { Align::End };
    let down = if m.y + m.height / 2 >= room.y + room.height / 2 { Align::Start } else { Align::End };
    (across, down)
}
