//! The replay viewer: the board after the moves shown with the last one outlined, and a panel
//! with the players, the result and the move list with the current move highlighted.

use super::game_view::{areas, compact_header, player_lines, tone_style};
use super::move_list::{line_of, turns};
use super::replay::Replay;
use crate::saves::player_name;
use crate::tui::board_view::Paint;
use crate::tui::games::{self, GameUi};
use crate::tui::hits::move_hits;
use crate::tui::keymap::{self, REPLAY};
use crate::tui::layout::{key_bar, too_small};
use crate::tui::theme::Theme;
use crate::tui::wrap::wrap_lines;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Paragraph};

/// Draws the viewer; returns where the moves of the move list landed, `None` when the
/// terminal was too small for it (the frame says so).
pub fn render<G: GameUi>(frame: &mut Frame, r: &Replay<G>, hints: bool, theme: &Theme) -> Option<Vec<(Rect, usize)>> {
    let status =
        wrap_lines(vec![Line::styled(r.status.text.clone(), tone_style(r.status.tone, theme))], frame.area().width);
    let a = match areas(G::shape(r.position()), frame.area(), hints, true, status.len() as u16) {
        Ok(a) => a,
        Err(need) => {
            too_small(frame, need, theme);
            return None;
        }
    };
    let mut paint = Paint::default();
    if let Some(m) = r.last_move() {
        let before = &r.record.game.positions()[r.ply - 1];
        paint.outlines.extend(G::move_cells(before, m).into_iter().map(|t| (t, theme.last_move())));
    }
    games::draw::<G>(frame.buffer_mut(), &a.board, r.position(), &paint, theme);
    let moves = if a.compact {
        compact_panel(frame, r, a.panel, theme);
        Vec::new()
    } else {
        side_panel(frame, r, a.panel, theme)
    };
    frame.render_widget(Paragraph::new(status), a.status);
    if let Some(k) = a.keys {
        let text = key_bar(&keymap::hints(REPLAY, &[]), theme);
        frame.render_widget(Paragraph::new(Span::styled(text, theme.dim())), k);
    }
    Some(moves)
}

fn players<G: GameUi>(r: &Replay<G>) -> [String; 2] {
    G::SIDES.map(|side| player_name(&r.record.players[G::side_index(side)]))
}

/// Where the game stands: moves shown out of all, and the result once at the end.
fn progress<G: GameUi>(r: &Replay<G>) -> String {
    let outcome = r.record.game.outcome();
    format!("Turn {} of {}  ·  {} ({})", r.ply, r.len(), G::result(outcome), G::termination(outcome))
}

/// Draws the side panel; returns where the moves of its move list landed.
fn side_panel<G: GameUi>(frame: &mut Frame, r: &Replay<G>, area: Rect, theme: &Theme) -> Vec<(Rect, usize)> {
    let block = Block::bordered().border_type(BorderType::Rounded).title(Span::styled(" Replay ", theme.title()));
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let mut lines = vec![Line::styled(r.source.clone(), theme.title())];
    lines.extend(player_lines::<G>(r.position(), players(r), None, theme));
    lines.push(Line::raw(""));
    let about: Vec<&str> =
        [&r.record.date, &r.record.event].into_iter().map(|t| t.trim()).filter(|t| !t.is_empty()).collect();
    if !about.is_empty() {
        lines.push(Line::styled(about.join("  "), theme.dim()));
    }
    lines.push(Line::raw(progress(r)));
    let play = if r.autoplay { format!("autoplay, {} ms per move", r.delay_ms) } else { "paused".into() };
    lines.push(Line::styled(play, theme.dim()));
    lines.push(Line::raw(""));
    lines.push(Line::styled(format!("Moves ({})", turns(r.len())), theme.title()));
    let mut lines = wrap_lines(lines, inner.width);
    let fixed = lines.len() as u16;
    let room = inner.height.saturating_sub(fixed) as usize;
    let (start, list) = move_list(r, room, theme);
    let game = &r.record.game;
    let (all, starts) = (r.list.lines(game.positions(), game.moves()), r.list.starts(game.positions(), game.moves()));
    let mut hits = Vec::new();
    for i in 0..list.len() {
        let at = Rect::new(inner.x, inner.y + fixed + i as u16, inner.width, 1).intersection(inner);
        hits.extend(move_hits(&all[start + i], starts[start + i], at));
    }
    lines.extend(list);
    frame.render_widget(Paragraph::new(lines), inner);
    hits
}

/// `room` lines of the move list around the current move, and the first one's place in the
/// list: moves shown so far in plain text, the current one highlighted, moves still to come
/// dimmed.
fn move_list<G: GameUi>(r: &Replay<G>, room: usize, theme: &Theme) -> (usize, Vec<Line<'static>>) {
    let game = &r.record.game;
    let all = r.list.lines(game.positions(), game.moves());
    // The line holding the current move, and how much of it has been played: all of it but
    // the next move when that is on the same line.
    let current = r.ply.checked_sub(1).map(|last| line_of::<G>(game.positions(), last));
    let next_on_line = |c: usize| r.ply < r.len() && line_of::<G>(game.positions(), r.ply) == c;
    let start = current.map_or(0, |c| c.saturating_sub(room / 2)).min(all.len().saturating_sub(room));
    let mut out = Vec::new();
    for (i, full) in all.iter().enumerate().skip(start).take(room) {
        let line = match current {
            Some(c) if i < c => Line::raw(full.clone()),
            Some(c) if i == c => {
                let rest = if next_on_line(c) { 1 + game.moves()[r.ply].to_string().len() } else { 0 };
                let done = &full[..full.len() - rest];
                let m = r.last_move().map(|m| m.to_string()).unwrap_or_default();
                let before = &done[..done.len() - m.len()];
                Line::from(vec![
                    Span::raw(before.to_string()),
                    Span::styled(m, theme.selected()),
                    Span::styled(full[done.len()..].to_string(), theme.dim()),
                ])
            }
            _ => Line::styled(full.clone(), theme.dim()),
        };
        out.push(line);
    }
    (start, out)
}

fn compact_panel<G: GameUi>(frame: &mut Frame, r: &Replay<G>, area: Rect, theme: &Theme) {
    let [top, pieces] = compact_header::<G>(r.position(), players(r), theme);
    let last = r.last_move().map(|m| format!("   last: {m}")).unwrap_or_default();
    let lines = vec![top, pieces, Line::raw(format!("{}{last}", progress(r)))];
    frame.render_widget(Paragraph::new(lines), area);
}
