//! The game screen: the board, the side panel, the status and key lines, and dialogs.

use super::dialog::{Dialog, Prompt};
use super::dialog_view::{self, Spot};
use super::move_list::turns;
use super::session::Session;
use super::status::{Tone, capital};
use crate::tui::board_view::{BoardLayout, HEX_SIZES, Paint, Shape};
use crate::tui::games::{self, GameUi};
use crate::tui::hits::{Hits, move_hits};
use crate::tui::keymap::{self, DIALOG, GAME, HELP_HINT, MOVE_PROMPT, SAVE_PROMPT};
use crate::tui::layout::{key_bar, too_small, wrap_words};
use crate::tui::theme::Theme;
use crate::tui::wrap::wrap_lines;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Paragraph};
use std::sync::Arc;
use std::time::Instant;

/// The narrowest side panel.
const PANEL: u16 = 24;
/// Lines of the compact panel used under the board when the side panel does not fit.
const COMPACT: u16 = 3;

/// Where the parts of the game screen go.
pub(super) struct Areas {
    /// The board drawing.
    pub board: BoardLayout,
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
/// board, then the smallest size with the side panel and with the compact panel. With
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
    let shape = Arc::new(shape);
    let status_rows = status_rows.min(area.height);
    let bottom = status_rows + hints as u16;
    let main = Rect::new(area.x, area.y, area.width, area.height.saturating_sub(bottom));
    let status = Rect::new(area.x, main.bottom(), area.width, status_rows);
    let keys = hints.then(|| Rect::new(area.x, status.bottom(), area.width, 1));
    let (larger, smallest) = HEX_SIZES.split_at(HEX_SIZES.len() - 1);
    let tries = if keep_list {
        [(larger, false), (smallest, false), (larger, true), (smallest, true)]
    } else {
        [(larger, false), (larger, true), (smallest, false), (smallest, true)]
    };
    for (size, compact) in tries.into_iter().flat_map(|(sizes, compact)| sizes.iter().map(move |&z| (z, compact))) {
        let (w, h) = BoardLayout::extent(&shape, size);
        if !compact && w.saturating_add(PANEL) <= main.width && h <= main.height {
            let pw = (main.width - w).min(PANEL + 12);
            let left = Rect::new(main.x, main.y, main.width - pw, main.height);
            let layout = BoardLayout::place(Arc::clone(&shape), size, left).expect("fits");
            let panel = Rect::new(left.right(), main.y, pw, main.height);
            return Ok(Areas { board: layout, panel, compact: false, status, keys });
        }
        if compact && w <= main.width && h.saturating_add(COMPACT) <= main.height {
            let top = Rect::new(main.x, main.y, main.width, main.height - COMPACT);
            let layout = BoardLayout::place(Arc::clone(&shape), size, top).expect("fits");
            let panel = Rect::new(main.x, top.bottom(), main.width, COMPACT);
            return Ok(Areas { board: layout, panel, compact: true, status, keys });
        }
    }
    let (w, h) = BoardLayout::extent(&shape, smallest[0]);
    Err((w, h.saturating_add(COMPACT + bottom)))
}

/// Draws the game screen; returns where the board and any dialog buttons landed.
/// `save_dir` names the folder a bare file name at the save prompt goes to, if there is one.
pub fn render<G: GameUi>(
    frame: &mut Frame,
    s: &Session<G>,
    save_dir: Option<&str>,
    hints: bool,
    now: Instant,
    theme: &Theme,
) -> Hits {
    let status = wrap_lines(vec![status_line(s, save_dir, theme)], frame.area().width);
    let a = match areas(G::shape(s.position()), frame.area(), hints, false, status.len() as u16) {
        Ok(a) => a,
        Err(need) => {
            too_small(frame, need, theme);
            return Hits { too_small: true, ..Hits::default() };
        }
    };
    games::draw::<G>(frame.buffer_mut(), &a.board, s.shown_position(), &paint(s, now, theme), theme);
    let moves = if a.compact {
        compact_panel(frame, s, a.panel, now, theme);
        Vec::new()
    } else {
        side_panel(frame, s, a.panel, now, theme)
    };
    frame.render_widget(Paragraph::new(status), a.status);
    if let Some(k) = a.keys {
        frame.render_widget(Paragraph::new(Span::styled(key_hints(s, theme), theme.dim())), k);
    }
    let items = s.dialog.map_or_else(Vec::new, |d| dialog_view::dialog(frame, s, d, &dialog_spots(s, d, &a), theme));
    Hits { items, moves, board: Some(a.board), ..Hits::default() }
}

/// Where a dialog goes. Leaving: over the side panel, or else over the board beside the last
/// move. Game over: over the board beside the last move, so that the move list stays in view,
/// or else at the top of the side panel, over the players rather than the latest moves.
fn dialog_spots<G: GameUi>(s: &Session<G>, d: Dialog, a: &Areas) -> Vec<Spot> {
    let board = beside_last_move(s, a).into_iter().map(|area| Spot { area, top: false, blank_beside: false });
    let panel = Block::bordered().inner(a.panel);
    match (d, a.compact) {
        (_, true) => board.collect(),
        (Dialog::ConfirmQuit(_), false) => vec![Spot { area: panel, top: false, blank_beside: true }],
        (Dialog::GameOver(_), false) => board.chain([Spot { area: panel, top: true, blank_beside: true }]).collect(),
    }
}

/// The highlights on the board: picked piece, destinations by outcome, last move, flash,
/// hint, and the cursor on top.
pub(super) fn paint<G: GameUi>(s: &Session<G>, now: Instant, theme: &Theme) -> Paint {
    let mut p = Paint::default();
    G::paint_pick(&s.picked, s.position(), theme, &mut p);
    let last = s.last_move_cells();
    p.outlines.extend(last.iter().map(|&t| (t, theme.last_move())));
    // A flash is the bot's move just played: the last move.
    if s.flash.is_some_and(|(_, until)| until > now) {
        p.outlines.extend(last.iter().map(|&t| (t, theme.flash())));
    }
    if let Some(m) = s.hint.filter(|_| s.view.is_none()) {
        let cells = s.move_cells(m);
        p.outlines.extend(cells.iter().map(|&t| (t, theme.flash())));
        p.fills.extend(cells.into_iter().map(|t| (t, Style::new().add_modifier(Modifier::UNDERLINED))));
    }
    for w in s.warnings.iter().filter(|_| s.view.is_none()) {
        p.outlines.extend(w.cells.iter().map(|&c| (c, theme.error())));
    }
    if s.dialog.is_none() && !s.watching() {
        p.outlines.push((s.cursor.tile, theme.cursor()));
    }
    p
}

fn spinner(since: Instant, now: Instant, theme: &Theme) -> String {
    let frames: &[&str] = if theme.ascii {
        &["|", "/", "-", "\\"]
    } else {
        &["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    };
    let t = now.saturating_duration_since(since);
    format!("{} {:.1}s", frames[(t.as_millis() / 100) as usize % frames.len()], t.as_secs_f64())
}

/// The turn line: whose move, or thinking with a spinner, or the result.
fn turn_line<G: GameUi>(s: &Session<G>, now: Instant, theme: &Theme) -> Line<'static> {
    let side = s.runner.turn();
    if let Some(o) = s.game().outcome() {
        let Some(w) = G::winner(o) else { return Line::styled(capital(&o.to_string()), theme.news()) };
        // The reason is a sentence; when its subject is the winner, "wins" already says who.
        let winner = G::side_name(w);
        let reason = G::reason(o);
        let how = reason.strip_prefix(&format!("{winner} ")).unwrap_or(&reason);
        return Line::styled(format!("{winner} wins: {how}"), theme.news());
    }
    let who = Span::styled(G::side_name(side), G::side_style(side, theme));
    match s.thinking_since() {
        Some(t) if s.thinking_about_hint() => Line::from(vec![Span::raw("hint "), Span::raw(spinner(t, now, theme))]),
        Some(t) => Line::from(vec![who, Span::raw(" thinking "), Span::raw(spinner(t, now, theme))]),
        None if s.watching() && s.runner.paused() => Line::from(vec![who, Span::raw(" to move (paused)")]),
        None => Line::from(vec![who, Span::raw(" to move")]),
    }
}

/// Each side's name, player and remaining pieces, as the side panels show them; `to_move`
/// gets a marker.
pub(super) fn player_lines<G: GameUi>(
    pos: &G::Position,
    names: [String; 2],
    to_move: Option<G::Side>,
    theme: &Theme,
) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    for (side, name) in G::SIDES.into_iter().zip(names) {
        let marker = match (to_move == Some(side), theme.ascii) {
            (false, _) => "  ",
            (true, false) => "▶ ",
            (true, true) => "> ",
        };
        lines.push(Line::from(vec![
            Span::raw(marker),
            Span::styled(format!("{:<6}", G::side_name(side)), G::side_style(side, theme)),
            Span::raw(name),
        ]));
        lines.push(G::counts(pos, side, theme));
    }
    lines
}

/// The first two lines of a compact panel: both players, then both sides' pieces.
pub(super) fn compact_header<G: GameUi>(pos: &G::Position, names: [String; 2], theme: &Theme) -> [Line<'static>; 2] {
    let mut top = vec![];
    let mut pieces = vec![];
    for (side, name) in G::SIDES.into_iter().zip(names) {
        top.push(Span::styled(format!("{} ", G::side_name(side)), G::side_style(side, theme)));
        top.push(Span::raw(format!("{name}  ")));
        pieces.extend(G::counts(pos, side, theme).spans);
        pieces.push(Span::raw("  "));
    }
    [Line::from(top), Line::from(pieces)]
}

/// How a status line of each tone is drawn.
pub(super) fn tone_style(tone: Tone, theme: &Theme) -> Style {
    match tone {
        Tone::Info => Style::new(),
        Tone::Error => theme.error(),
        Tone::News => theme.news(),
    }
}

/// Draws the side panel; returns where the moves of its move list landed.
fn side_panel<G: GameUi>(
    frame: &mut Frame,
    s: &Session<G>,
    area: Rect,
    now: Instant,
    theme: &Theme,
) -> Vec<(Rect, usize)> {
    let title = if s.watching() { " Watching ".to_string() } else { format!(" {} ", G::NAME) };
    let block = Block::bordered().border_type(BorderType::Rounded).title(Span::styled(title, theme.title()));
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let pos = s.shown_position();
    let names = G::SIDES.map(|side| s.player(side).label());
    let mut lines = player_lines::<G>(pos, names, (!s.over()).then(|| s.runner.turn()), theme);
    lines.push(Line::raw(""));
    lines.push(turn_line(s, now, theme));
    lines.extend(
        s.notes.iter().flat_map(|n| wrap_words(n, inner.width as usize)).map(|l| Line::styled(l, theme.news())),
    );
    if let Some(v) = s.view {
        let text = format!("Looking at turn {v} of {} (read-only)", s.game().moves().len());
        lines.extend(wrap_words(&text, inner.width as usize).into_iter().map(|l| Line::styled(l, theme.news())));
    }
    for w in &s.warnings {
        lines.extend(
            wrap_words(&format!("! {}", w.text), inner.width as usize)
                .into_iter()
                .map(|l| Line::styled(l, theme.error())),
        );
    }
    lines.push(Line::raw(format!("Move {}  ·  {}", s.move_number(), turns(s.game().moves().len()))));
    lines.push(Line::styled(G::rules_in_play(pos), theme.dim()));
    if s.watching() {
        lines.push(Line::styled(format!("{} ms per move", s.runner.delay_ms()), theme.dim()));
    }
    if G::picking(&s.picked) {
        lines.push(Line::raw(""));
        lines.extend(G::legend(theme));
    }
    lines.push(Line::raw(""));
    lines.push(Line::styled("Moves", theme.title()));
    let mut lines = wrap_lines(lines, inner.width);
    let fixed = lines.len() as u16;
    let room = inner.height.saturating_sub(fixed) as usize;
    let all = s.move_lines();
    // The line of the move that led to the position shown: the last, or the one looked at,
    // which is kept in view.
    let current = match s.view {
        Some(v) => s.lines_until(v).checked_sub(1),
        None => all.len().checked_sub(1),
    };
    let end = match (s.view, current) {
        (Some(_), Some(c)) => (c + 1 + room / 2).min(all.len()),
        _ => all.len().saturating_sub(s.scroll),
    };
    let start = end.saturating_sub(room);
    let starts = s.line_starts();
    let mut hits = Vec::new();
    for (i, l) in all[start..end].iter().enumerate() {
        let style = if Some(start + i) == current { theme.last_move() } else { Style::new() };
        let at = Rect::new(inner.x, inner.y + fixed + i as u16, inner.width, 1).intersection(inner);
        hits.extend(move_hits(l, starts[start + i], at));
        lines.push(Line::styled(l.clone(), style));
    }
    frame.render_widget(Paragraph::new(lines), inner);
    hits
}

fn compact_panel<G: GameUi>(frame: &mut Frame, s: &Session<G>, area: Rect, now: Instant, theme: &Theme) {
    let [top, counts_line] =
        compact_header::<G>(s.shown_position(), G::SIDES.map(|side| s.player(side).label()), theme);
    let mut turn = turn_line(s, now, theme).spans;
    turn.extend(s.notes.iter().map(|n| Span::styled(format!("   {n}"), theme.news())));
    if s.watching() {
        turn.push(Span::styled(format!("   {} ms per move", s.runner.delay_ms()), theme.dim()));
    }
    // The most urgent warning matters more than the moves, the last of which the board outlines.
    if let Some(w) = s.warnings.first().filter(|_| s.view.is_none()) {
        turn.push(Span::styled(format!("   ! {}", w.text), theme.error()));
    } else {
        let used: usize = turn.iter().map(|sp| sp.width()).sum();
        let room = (area.width as usize).saturating_sub(used + 3);
        turn.push(Span::raw("   "));
        turn.extend(history(s, room, theme));
    }
    let lines = vec![top, counts_line, Line::from(turn)];
    frame.render_widget(Paragraph::new(lines), area);
}

/// The move history on one line, as much of it as fits in `room` columns, ending at the move
/// shown (scrolled back by PgUp), that move highlighted.
fn history<G: GameUi>(s: &Session<G>, room: usize, theme: &Theme) -> Vec<Span<'static>> {
    let all = s.move_lines();
    let end = match s.view {
        Some(v) => s.lines_until(v),
        None => all.len().saturating_sub(s.scroll),
    };
    let mut spans = Vec::new();
    let mut used = 0;
    for (i, line) in all[..end].iter().enumerate().rev() {
        let text = format!("{}  ", line.trim_start());
        if used + text.chars().count() > room {
            break;
        }
        used += text.chars().count();
        let style = if i + 1 == end { theme.last_move() } else { Style::new() };
        spans.insert(0, Span::styled(text, style));
    }
    spans
}

/// The status line: a prompt with its note, or the cursor's tile and the last message.
pub(super) fn status_line<G: GameUi>(s: &Session<G>, save_dir: Option<&str>, theme: &Theme) -> Line<'static> {
    // What was wrong with the text entered replaces the prompt's usage note until it is edited.
    let problem = (s.status.tone == Tone::Error).then(|| Span::styled(format!("   {}", s.status.text), theme.error()));
    match &s.prompt {
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
                Some(p) => {
                    Span::styled(format!("   {} exists: Enter replaces it", crate::escape::path(p)), theme.error())
                }
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
            let style = tone_style(s.status.tone, theme);
            let tile = G::shape(s.position()).tile(s.cursor.tile);
            let mut spans = vec![];
            if !s.watching() {
                spans.push(Span::styled(format!("[{tile}]"), theme.cursor()));
                spans.push(Span::raw(" "));
            }
            if let Some(e) = s.earlier_event() {
                spans.push(Span::styled(format!("{}  ·  ", e.text), theme.dim()));
            }
            spans.push(Span::styled(s.status.text.clone(), style));
            Line::from(spans)
        }
    }
}

/// The keys that matter in the current state.
fn key_hints<G: GameUi>(s: &Session<G>, theme: &Theme) -> String {
    let text = match (&s.prompt, s.dialog) {
        (Some(Prompt::Save { .. }), _) => keymap::hints(SAVE_PROMPT, &[]),
        (Some(_), _) => keymap::hints(MOVE_PROMPT, &[]),
        (None, Some(_)) => keymap::hints(DIALOG, &[]),
        (None, None) => {
            let state = s.state_keys();
            keymap::hints(if state.is_empty() { GAME } else { state }, &[HELP_HINT])
        }
    };
    key_bar(&text, theme)
}

/// The parts of the board area left and right of the last move's hexagons (the whole area
/// when there is none), wider first.
fn beside_last_move<G: GameUi>(s: &Session<G>, a: &Areas) -> Vec<Rect> {
    let area = a.board.area;
    let u = i32::from(a.board.size.u);
    let xs: Vec<i32> = s.last_move_cells().iter().map(|&t| a.board.center(t).0).collect();
    let (Some(&lo), Some(&hi)) = (xs.iter().min(), xs.iter().max()) else { return vec![area] };
    let left_end = (lo - u).clamp(i32::from(area.x), i32::from(area.right())) as u16;
    let right_start = (hi + u + 1).clamp(i32::from(area.x), i32::from(area.right())) as u16;
    let mut parts = vec![
        Rect::new(area.x, area.y, left_end - area.x, area.height),
        Rect::new(right_start, area.y, area.right() - right_start, area.height),
    ];
    parts.sort_by_key(|r| std::cmp::Reverse(r.width));
    parts
}
