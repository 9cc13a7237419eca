//! The replay viewer: the board after the moves shown with the last one outlined (and the
//! better move, once analysed), and a panel with the players, the result, the evaluation
//! graph with each side's summary, and the move list with the current move highlighted.

use super::game_panel::{compact_header, player_lines};
use super::game_view::{areas, tone_style};
use super::move_list::{line_of, turns};
use super::replay::Replay;
use super::replay_graph;
use crate::board_view::Paint;
use crate::games::{self, GameUi};
use crate::hits::move_hits;
use crate::keymap::{self, REPLAY};
use crate::layout::{key_bar, too_small};
use crate::theme::Theme;
use crate::wrap::wrap_lines;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Color;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Paragraph};
use tactigon_core::analysis::{Class, Progress, Summary};
use tactigon_core::record::turning_point;
use tactigon_games::saves::player_name;

/// Draws the viewer, with the progress of an analysis running; returns the graph's columns
/// with their positions, for clicks; `None` when the terminal was too small for it (the frame
/// says so).
pub fn render<G: GameUi>(
    frame: &mut Frame,
    r: &Replay<G>,
    running: Option<Progress>,
    hints: bool,
    theme: &Theme,
) -> Option<Vec<(Rect, usize)>> {
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
        if let Some((review, _)) = r.verdict().filter(|(review, _)| review.best != m) {
            paint.outlines.extend(G::move_cells(before, review.best).into_iter().map(|t| (t, theme.flash())));
        }
    }
    games::draw::<G>(frame.buffer_mut(), &a.board, r.position(), &paint, theme);
    let hits = if a.compact {
        compact_panel(frame, r, running, a.panel, theme);
        Vec::new()
    } else {
        side_panel(frame, r, running, a.panel, theme)
    };
    frame.render_widget(Paragraph::new(status), a.status);
    if let Some(k) = a.keys {
        let text = key_bar(&keymap::hints(REPLAY, &[]), theme);
        frame.render_widget(Paragraph::new(Span::styled(text, theme.dim())), k);
    }
    Some(hits)
}

fn players<G: GameUi>(r: &Replay<G>) -> [String; 2] {
    G::SIDES.map(|side| player_name(&r.record.players[G::side_index(side)]))
}

/// Where the game stands: moves shown out of all, and the result once at the end.
fn progress<G: GameUi>(r: &Replay<G>) -> String {
    let outcome = r.record.game.outcome();
    format!("Turn {} of {}  ·  {} ({})", r.ply, r.len(), G::result(outcome), G::termination(outcome))
}

/// The move list keeps at least this many lines (or all it has) whatever else the panel
/// shows: the graph, the turning point, the summaries and the spacing give way first.
const LIST_MIN: usize = 5;

fn side_panel<G: GameUi>(
    frame: &mut Frame,
    r: &Replay<G>,
    running: Option<Progress>,
    area: Rect,
    theme: &Theme,
) -> Vec<(Rect, usize)> {
    let block = Block::bordered().border_type(BorderType::Rounded).title(Span::styled(" Replay ", theme.title()));
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let wrap = |lines: Vec<Line<'static>>| wrap_lines(lines, inner.width);
    let mut head = vec![Line::styled(r.source.clone(), theme.title())];
    head.extend(player_lines::<G>(r.position(), players(r), None, theme));
    let head = wrap(head);
    let about: Vec<&str> =
        [&r.record.date, &r.record.event].into_iter().map(|t| t.trim()).filter(|t| !t.is_empty()).collect();
    let about = if about.is_empty() { Vec::new() } else { wrap(vec![Line::styled(about.join("  "), theme.dim())]) };
    let mut turn = vec![Line::raw(progress(r))];
    turn.extend(running.map(|p| progress_bar(p, inner.width, theme)));
    let turn = wrap(turn);
    let play = if r.autoplay { format!("autoplay, {}", super::form::watch_delay(r.delay_ms)) } else { "paused".into() };
    let play = wrap(vec![Line::styled(play, theme.dim())]);
    let moves_title = wrap(vec![Line::styled(format!("Moves ({})", turns(r.len())), theme.title())]);
    let game = &r.record.game;
    let list_len = r.list.lines(game.positions(), game.moves()).len();
    let analysis = r.record.analysis.as_ref();
    let (first, second) = (G::side_name(G::SIDES[0]), G::side_name(G::SIDES[1]));
    let graph_title = wrap(vec![Line::styled(format!("Evaluation: {first} ↑ {second} ↓"), theme.title())]);
    let turned = analysis.and_then(|a| turning_point(game, a));
    let turned_lines = turned.as_ref().map_or_else(Vec::new, |(_, told)| {
        wrap(vec![Line::from(vec![Span::styled("Turned at ", theme.title()), Span::raw(format!("{told}  (t)"))])])
    });
    let summaries = analysis.map_or_else(Vec::new, |a| {
        wrap(a.summaries(game).iter().enumerate().map(|(side, s)| summary_line::<G>(side, s, theme)).collect())
    });

    // What the panel must show, then what it shows as room allows, most useful first.
    let must = head.len() + turn.len() + moves_title.len() + list_len.min(LIST_MIN);
    let mut free = usize::from(inner.height).saturating_sub(must);
    let graph = analysis.is_some() && take(&mut free, graph_title.len() + 2);
    let show_turned = graph && take(&mut free, turned_lines.len());
    let show_summaries = graph && take(&mut free, summaries.len());
    let show_play = take(&mut free, play.len());
    let show_about = take(&mut free, about.len());
    let gap_above = take(&mut free, 1);
    let gap_below = graph && take(&mut free, 1);
    // The graph grows into at most half the rows the rest of the move list would fill.
    let spare = free - list_len.saturating_sub(LIST_MIN).min(free / 2);
    let grow = match spare {
        16.. => 6,
        8.. => 4,
        2.. => 2,
        _ => 0,
    };
    let graph_height = if graph { 2 + if take(&mut free, grow) { grow } else { 0 } } else { 0 };

    let mut lines = head;
    lines.extend(if gap_above { vec![Line::raw("")] } else { Vec::new() });
    lines.extend(if show_about { about } else { Vec::new() });
    lines.extend(turn);
    lines.extend(if show_play { play } else { Vec::new() });
    let mut hits = Vec::new();
    if let (true, Some(a)) = (graph, analysis) {
        lines.extend(if gap_below { vec![Line::raw("")] } else { Vec::new() });
        lines.extend(graph_title);
        let graph_area = Rect::new(inner.x, inner.y + lines.len() as u16, inner.width, graph_height as u16);
        hits = replay_graph::draw(
            frame.buffer_mut(),
            graph_area.intersection(inner),
            &a.evals,
            r.ply,
            colours::<G>(theme),
        );
        lines.extend(std::iter::repeat_n(Line::raw(""), graph_height));
        if let (true, Some((ply, _))) = (show_turned, turned) {
            let at = Rect::new(inner.x, inner.y + lines.len() as u16, inner.width, turned_lines.len() as u16);
            hits.push((at.intersection(inner), ply));
            lines.extend(turned_lines);
        }
        lines.extend(if show_summaries { summaries } else { Vec::new() });
    }
    lines.extend(moves_title);
    let fixed = (lines.len() as u16).min(inner.height);
    let room = usize::from(inner.height - fixed);
    let (start, list) = move_list(r, room, theme);
    let list_area = Rect::new(inner.x, inner.y + fixed, inner.width, inner.height - fixed);
    hits.extend(list_hits(r, start, list.len(), list_area));
    lines.extend(list);
    frame.render_widget(Paragraph::new(lines), inner);
    hits
}

/// Takes `rows` of the `free` rows of the panel if there are that many.
fn take(free: &mut usize, rows: usize) -> bool {
    let fits = rows <= *free;
    if fits {
        *free -= rows;
    }
    fits
}

/// Where the moves of `count` lines of the move list, from line `start`, drawn from the top of
/// `area` landed.
fn list_hits<G: GameUi>(r: &Replay<G>, start: usize, count: usize, area: Rect) -> Vec<(Rect, usize)> {
    let game = &r.record.game;
    let (all, starts) = (r.list.lines(game.positions(), game.moves()), r.list.starts(game.positions(), game.moves()));
    (0..count)
        .flat_map(|i| {
            let at = Rect::new(area.x, area.y + i as u16, area.width, 1).intersection(area);
            move_hits(&all[start + i], starts[start + i], at).collect::<Vec<_>>()
        })
        .collect()
}

/// One side's summary: its average loss per move (in the game's unit, as evaluations are told)
/// and how many moves of each class it played (the classes it played none of left out).
fn summary_line<G: GameUi>(side: usize, s: &Summary, theme: &Theme) -> Line<'static> {
    let mut parts = vec![format!("avg loss {:.2} {}/move", s.average_loss() / 100.0, G::EVAL_UNIT)];
    for c in Class::ALL.into_iter().filter(|&c| s.count(c) > 0) {
        parts.push(match c {
            Class::MissedWin => format!("{} missed win", s.count(c)),
            _ if c.mark().is_empty() => format!("{} {c}", s.count(c)),
            _ => format!("{}{}", s.count(c), c.mark()),
        });
    }
    Line::from(vec![
        Span::styled(G::side_name(G::SIDES[side]).to_string(), G::side_style(G::SIDES[side], theme)),
        Span::raw(format!(": {}", parts.join(", "))),
    ])
}

/// The two sides' colours, first player first, as the game draws them.
fn colours<G: GameUi>(theme: &Theme) -> [Color; 2] {
    G::SIDES.map(|side| G::side_style(side, theme).fg.unwrap_or(Color::Reset))
}

/// The analysis's progress: a bar and how many positions are done.
fn progress_bar(p: Progress, width: u16, theme: &Theme) -> Line<'static> {
    let label = format!(" {}/{}", p.done, p.total);
    let room = usize::from(width).saturating_sub(label.len() + 11).max(4);
    let filled = (p.done * room).checked_div(p.total).unwrap_or(0);
    Line::from(vec![
        Span::raw("analysing "),
        Span::styled("█".repeat(filled), theme.title()),
        Span::styled("░".repeat(room - filled), theme.dim()),
        Span::raw(label),
    ])
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

fn compact_panel<G: GameUi>(frame: &mut Frame, r: &Replay<G>, running: Option<Progress>, area: Rect, theme: &Theme) {
    let [top, pieces] = compact_header::<G>(r.position(), players(r), theme);
    let last = r.last_move().map(|m| format!("   last: {m}")).unwrap_or_default();
    let third = match (running, r.verdict()) {
        (Some(p), _) => progress_bar(p, area.width, theme),
        (None, Some((_, verdict))) => Line::raw(format!("{}   {verdict}", progress(r))),
        (None, None) => Line::raw(format!("{}{last}", progress(r))),
    };
    frame.render_widget(Paragraph::new(vec![top, pieces, third]), area);
}
