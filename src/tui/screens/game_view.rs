//! The game screen: the board, the side panel, the status and key lines, and dialogs.

use super::dialog::Prompt;
use super::dialog_view;
use super::move_list::plies;
use super::session::Session;
use super::status::{Tone, capital};
use crate::rules::{Board, Combat, Kind, Position, Side};
use crate::tui::board_view::{self, BoardLayout, HEX_SIZES, Paint};
use crate::tui::hits::Hits;
use crate::tui::keymap::{self, DIALOG, GAME, HELP_HINT, MOVE_PROMPT, SAVE_PROMPT, state_keys};
use crate::tui::layout::{key_bar, too_small};
use crate::tui::theme::Theme;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Paragraph};
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
/// with the side panel comes first. `Err` holds the smallest size that would work.
pub(super) fn areas(board: &'static Board, area: Rect, hints: bool, keep_list: bool) -> Result<Areas, (u16, u16)> {
    let bottom = 1 + hints as u16;
    let main = Rect::new(area.x, area.y, area.width, area.height.saturating_sub(bottom));
    let status = Rect::new(area.x, main.bottom(), area.width, 1.min(area.height));
    let keys = hints.then(|| Rect::new(area.x, main.bottom() + 1, area.width, 1));
    let (larger, smallest) = HEX_SIZES.split_at(HEX_SIZES.len() - 1);
    let tries = if keep_list {
        [(larger, false), (smallest, false), (larger, true), (smallest, true)]
    } else {
        [(larger, false), (larger, true), (smallest, false), (smallest, true)]
    };
    for (size, compact) in tries.into_iter().flat_map(|(sizes, compact)| sizes.iter().map(move |&z| (z, compact))) {
        let (w, h) = BoardLayout::extent(board.grid(), size);
        if !compact && w.saturating_add(PANEL) <= main.width && h <= main.height {
            let pw = (main.width - w).min(PANEL + 12);
            let left = Rect::new(main.x, main.y, main.width - pw, main.height);
            let layout = BoardLayout::place(board.grid(), size, left).expect("fits");
            let panel = Rect::new(left.right(), main.y, pw, main.height);
            return Ok(Areas { board: layout, panel, compact: false, status, keys });
        }
        if compact && w <= main.width && h.saturating_add(COMPACT) <= main.height {
            let top = Rect::new(main.x, main.y, main.width, main.height - COMPACT);
            let layout = BoardLayout::place(board.grid(), size, top).expect("fits");
            let panel = Rect::new(main.x, top.bottom(), main.width, COMPACT);
            return Ok(Areas { board: layout, panel, compact: true, status, keys });
        }
    }
    let (w, h) = BoardLayout::extent(board.grid(), smallest[0]);
    Err((w, h.saturating_add(COMPACT + bottom)))
}

/// Draws the game screen; returns where the board and any dialog buttons landed.
/// `save_dir` names the folder a bare file name at the save prompt goes to, if there is one.
pub fn render(
    frame: &mut Frame,
    s: &Session,
    save_dir: Option<&str>,
    hints: bool,
    now: Instant,
    theme: &Theme,
) -> Hits {
    let a = match areas(s.position().board(), frame.area(), hints, false) {
        Ok(a) => a,
        Err(need) => {
            too_small(frame, need, theme);
            return Hits { too_small: true, ..Hits::default() };
        }
    };
    board_view::draw(frame.buffer_mut(), &a.board, s.position(), &paint(s, now, theme), theme);
    if a.compact {
        compact_panel(frame, s, a.panel, now, theme);
    } else {
        side_panel(frame, s, a.panel, now, theme);
    }
    status_line(frame, s, save_dir, a.status, theme);
    if let Some(k) = a.keys {
        frame.render_widget(Paragraph::new(Span::styled(key_hints(s, theme), theme.dim())), k);
    }
    let items = match s.dialog {
        // Over the side panel when there is one, else over the half of the board away from
        // the last move, so the final position stays in view.
        Some(d) if a.compact => dialog_view::dialog(frame, s, d, away_from_last_move(s, &a), false, theme),
        Some(d) => dialog_view::dialog(frame, s, d, Block::bordered().inner(a.panel), true, theme),
        None => Vec::new(),
    };
    Hits { items, board: Some(a.board), ..Hits::default() }
}

/// The highlights on the board: picked piece, destinations by outcome, last move, flash,
/// hint, and the cursor on top.
fn paint(s: &Session, now: Instant, theme: &Theme) -> Paint {
    let mut p = Paint::default();
    if let Some(from) = s.picked {
        p.fills.push((from, theme.picked()));
    }
    for (to, combat) in s.destinations() {
        let style = match combat {
            None => theme.destination(),
            Some(Combat::BothCaptured) => theme.trade(),
            Some(_) => theme.capture(),
        };
        p.fills.push((to, style));
    }
    if let Some(m) = s.last_move() {
        p.outlines.extend(s.move_tiles(m).into_iter().map(|t| (t, theme.last_move())));
    }
    let flash = s.flash.filter(|(_, until)| *until > now).map(|(m, _)| m);
    for m in flash.into_iter().chain(s.hint) {
        p.outlines.extend(s.move_tiles(m).into_iter().map(|t| (t, theme.flash())));
    }
    if let Some(m) = s.hint {
        p.fills.extend(s.move_tiles(m).into_iter().map(|t| (t, Style::new().add_modifier(Modifier::UNDERLINED))));
    }
    if s.dialog.is_none() && !s.watching() {
        p.outlines.push((s.cursor.tile, theme.cursor()));
    }
    p
}

/// The pieces a side has left, by kind.
pub(super) fn counts(pos: &Position, side: Side, theme: &Theme) -> Line<'static> {
    let mut spans = vec![Span::raw(" ")];
    for k in Kind::ALL {
        spans.push(Span::styled(theme.kind_glyph(k).to_string(), theme.side_style(side)));
        spans.push(Span::raw(format!("{:<3}", pos.count(side, k))));
    }
    Line::from(spans)
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
fn turn_line(s: &Session, now: Instant, theme: &Theme) -> Line<'static> {
    let pos = s.position();
    let side = pos.turn();
    if let Some(o) = s.game().outcome() {
        return Line::styled(capital(&o.to_string()), theme.news());
    }
    let who = Span::styled(capital(side.name()), theme.side_style(side));
    match s.thinking_since() {
        Some(t) if s.thinking_about_hint() => Line::from(vec![Span::raw("hint "), Span::raw(spinner(t, now, theme))]),
        Some(t) => Line::from(vec![who, Span::raw(" thinking "), Span::raw(spinner(t, now, theme))]),
        None if s.watching() && s.runner.paused() => Line::from(vec![who, Span::raw(" to move (paused)")]),
        None => Line::from(vec![who, Span::raw(" to move")]),
    }
}

/// Each side's name, player and remaining pieces, as the side panels show them; `to_move`
/// gets a marker.
pub(super) fn player_lines(
    pos: &Position,
    names: [String; 2],
    to_move: Option<Side>,
    theme: &Theme,
) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    for (side, name) in Side::ALL.into_iter().zip(names) {
        let marker = match (to_move == Some(side), theme.ascii) {
            (false, _) => "  ",
            (true, false) => "▶ ",
            (true, true) => "> ",
        };
        lines.push(Line::from(vec![
            Span::raw(marker),
            Span::styled(format!("{:<6}", capital(side.name())), theme.side_style(side)),
            Span::raw(name),
        ]));
        lines.push(counts(pos, side, theme));
    }
    lines
}

/// The first two lines of a compact panel: both players, then both sides' pieces.
pub(super) fn compact_header(pos: &Position, names: [String; 2], theme: &Theme) -> [Line<'static>; 2] {
    let mut top = vec![];
    let mut pieces = vec![];
    for (side, name) in Side::ALL.into_iter().zip(names) {
        top.push(Span::styled(format!("{} ", capital(side.name())), theme.side_style(side)));
        top.push(Span::raw(format!("{name}  ")));
        pieces.extend(counts(pos, side, theme).spans);
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

fn side_panel(frame: &mut Frame, s: &Session, area: Rect, now: Instant, theme: &Theme) {
    let block = Block::bordered()
        .border_type(BorderType::Rounded)
        .title(Span::styled(if s.watching() { " Watching " } else { " Tactigon " }, theme.title()));
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let pos = s.position();
    let names = Side::ALL.map(|side| s.player(side).label());
    let mut lines = player_lines(pos, names, (!s.over()).then(|| pos.turn()), theme);
    lines.push(Line::raw(""));
    lines.push(turn_line(s, now, theme));
    lines.push(Line::raw(format!("Move {}  ·  {}", pos.fullmove(), plies(s.game().moves().len()))));
    if s.watching() {
        lines.push(Line::styled(format!("{} ms per move", s.runner.delay_ms()), theme.dim()));
    }
    if s.picked.is_some() {
        lines.push(Line::raw(""));
        lines.push(Line::from(vec![
            Span::styled(" move ", theme.destination()),
            Span::raw(" "),
            Span::styled(" capture ", theme.capture()),
        ]));
        lines.push(Line::from(vec![Span::styled(" both captured ", theme.trade())]));
    }
    lines.push(Line::raw(""));
    lines.push(Line::styled("Moves", theme.title()));
    let fixed = lines.len() as u16;
    let room = inner.height.saturating_sub(fixed) as usize;
    let all = s.move_lines();
    let end = all.len().saturating_sub(s.scroll);
    let start = end.saturating_sub(room);
    for (i, l) in all[start..end].iter().enumerate() {
        let last = start + i + 1 == all.len();
        lines.push(Line::styled(l.clone(), if last { theme.last_move() } else { Style::new() }));
    }
    frame.render_widget(Paragraph::new(lines), inner);
}

fn compact_panel(frame: &mut Frame, s: &Session, area: Rect, now: Instant, theme: &Theme) {
    let [top, counts_line] = compact_header(s.position(), Side::ALL.map(|side| s.player(side).label()), theme);
    let last = s.move_lines().last().cloned().unwrap_or_default();
    let mut turn = turn_line(s, now, theme).spans;
    turn.push(Span::raw(format!("   {}", last.trim_start())));
    if s.watching() {
        turn.push(Span::styled(format!("   {} ms per move", s.runner.delay_ms()), theme.dim()));
    }
    let lines = vec![top, counts_line, Line::from(turn)];
    frame.render_widget(Paragraph::new(lines), area);
}

fn status_line(frame: &mut Frame, s: &Session, save_dir: Option<&str>, area: Rect, theme: &Theme) {
    // What was wrong with the text entered replaces the prompt's usage note until it is edited.
    let problem = (s.status.tone == Tone::Error).then(|| Span::styled(format!("   {}", s.status.text), theme.error()));
    let line = match &s.prompt {
        Some(Prompt::Move(text)) => Line::from(vec![
            Span::styled("Move: ", theme.title()),
            Span::raw(text.clone()),
            Span::styled("_", theme.cursor()),
            problem.unwrap_or_else(|| Span::styled("   (b1-b2, c2xd3, pass; Enter plays, Esc cancels)", theme.dim())),
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
            let tile = s.position().board().tile(s.cursor.tile);
            let mut spans = vec![];
            if !s.watching() {
                spans.push(Span::styled(format!("[{tile}] "), theme.cursor()));
            }
            spans.push(Span::styled(s.status.text.clone(), style));
            Line::from(spans)
        }
    };
    frame.render_widget(Paragraph::new(line), area);
}

/// The keys that matter in the current state.
fn key_hints(s: &Session, theme: &Theme) -> String {
    let text = match (&s.prompt, s.dialog) {
        (Some(Prompt::Save { .. }), _) => keymap::hints(SAVE_PROMPT, &[]),
        (Some(_), _) => keymap::hints(MOVE_PROMPT, &[]),
        (None, Some(_)) => keymap::hints(DIALOG, &[]),
        (None, None) => {
            let state = state_keys(s.watching(), s.thinking_since().is_some(), s.picked.is_some(), s.over());
            keymap::hints(if state.is_empty() { GAME } else { state }, &[HELP_HINT])
        }
    };
    key_bar(&text, theme)
}

/// The half of the board's rows (left or right) farther from the last move's tiles.
fn away_from_last_move(s: &Session, a: &Areas) -> Rect {
    let area = a.board.area;
    let xs: Vec<i32> =
        s.last_move().map(|m| s.move_tiles(m)).unwrap_or_default().iter().map(|&t| a.board.center(t).0).collect();
    let half = area.width / 2;
    let mid = (area.x + half) as i32;
    let on_left = !xs.is_empty() && xs.iter().sum::<i32>() < mid * xs.len() as i32;
    Rect::new(if on_left { area.x + half } else { area.x }, area.y, area.width - half, area.height)
}
