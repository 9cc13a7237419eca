//! The game screen's panel: the players and their pieces, whose turn or the result, notes and
//! warnings, and the move list — beside the board, or in a few lines under it when short.

use super::move_list::turns;
use super::session::{Fault, Session};
use super::status::capital;
use crate::games::GameUi;
use crate::hits::move_hits;
use crate::layout::wrap_words;
use crate::theme::Theme;
use crate::wrap::wrap_lines;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Block;
use std::time::Instant;

fn spinner(since: Instant, now: Instant, theme: &Theme) -> String {
    let frames: &[&str] = if theme.ascii {
        &["|", "/", "-", "\\"]
    } else {
        // A pulsing dot: common monospace fonts lack the braille spinners.
        &["·", "•", "●", "•"]
    };
    let t = now.saturating_duration_since(since);
    format!("{} {:.1}s", frames[(t.as_millis() / 100) as usize % frames.len()], t.as_secs_f64())
}

/// The side to move in the position shown: the game's, or an earlier position's.
fn shown_turn<G: GameUi>(s: &Session<G>) -> G::Side {
    G::side_to_move(s.shown_position())
}

/// The turn line: whose move, or thinking with a spinner, or the result (or the abort); looking at an
/// earlier position, whose move it was there.
fn turn_line<G: GameUi>(s: &Session<G>, now: Instant, theme: &Theme) -> Line<'static> {
    let side = s.runner().turn();
    if s.view().is_some() {
        let then = shown_turn(s);
        let who = Span::styled(G::side_name(then), G::side_style(then, theme));
        return Line::from(vec![who, Span::styled(" was to move", theme.news())]);
    }
    if let Some(o) = s.game().outcome() {
        let Some(w) = G::winner(o) else { return Line::styled(capital(&o.to_string()), theme.news()) };
        if s.puzzle_solved() {
            // As the dialog says it: a win that does not count is not called solved.
            let said = match s.puzzle_fault() {
                Some(Fault::Missed | Fault::Revealed) => "Failed",
                Some(Fault::Helped) => "Not counted",
                None => "Solved",
            };
            return Line::styled(format!("{said}: {}", G::reason(o)), theme.news());
        }
        // The reason is a sentence; when its subject is the winner, "wins" already says who.
        let winner = G::side_name(w);
        let reason = G::reason(o);
        let how = reason.strip_prefix(&format!("{winner} ")).unwrap_or(&reason);
        return Line::styled(format!("{winner} wins: {how}"), theme.news());
    }
    if s.game().aborted() {
        return Line::styled("Aborted: no result", theme.news());
    }
    let who = Span::styled(G::side_name(side), G::side_style(side, theme));
    match s.thinking_since() {
        Some(t) if s.thinking_about_hint() => Line::from(vec![Span::raw("hint "), Span::raw(spinner(t, now, theme))]),
        Some(t) => Line::from(vec![who, Span::raw(" thinking "), Span::raw(spinner(t, now, theme))]),
        None if s.watching() && s.runner().paused() => Line::from(vec![who, Span::raw(" to move (paused)")]),
        None => Line::from(vec![who, Span::raw(" to move")]),
    }
}

/// Both clocks, `Red 4:59 · Green 5:00`, a side low on time in the warning colour; `None`
/// in a game without a clock.
fn clock_line<G: GameUi>(s: &Session<G>, now: Instant, theme: &Theme) -> Option<Vec<Span<'static>>> {
    let [a, b] = s.clock_texts(now)?;
    let span = |(text, low): (String, bool)| Span::styled(text, if low { theme.error() } else { Style::new() });
    Some(vec![span(a), Span::raw(" · "), span(b)])
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

/// Draws the side panel; returns where the moves of its move list landed.
pub(super) fn side_panel<G: GameUi>(
    frame: &mut Frame,
    s: &Session<G>,
    area: Rect,
    now: Instant,
    theme: &Theme,
) -> Vec<(Rect, usize)> {
    let title = if s.watching() || s.spectating() { " Watching ".to_string() } else { format!(" {} ", G::NAME) };
    let title = Line::from(Span::styled(title, theme.title()));
    let inner = Block::bordered().title(title.clone()).inner(area);
    let pos = s.shown_position();
    let names = s.player_names();
    let to_move = if s.view().is_some() { Some(shown_turn(s)) } else { (!s.over()).then(|| s.runner().turn()) };
    let mut lines = player_lines::<G>(pos, names, to_move, theme);
    lines.push(Line::raw(""));
    lines.push(turn_line(s, now, theme));
    lines.extend(clock_line(s, now, theme).map(Line::from));
    lines.extend(
        s.notes().iter().flat_map(|n| wrap_words(n, inner.width as usize)).map(|l| Line::styled(l, theme.news())),
    );
    if let Some(v) = s.view() {
        let text = format!("Looking at turn {v} of {} (read-only)", s.game().moves().len());
        lines.extend(wrap_words(&text, inner.width as usize).into_iter().map(|l| Line::styled(l, theme.news())));
    }
    // The live game's warnings are not about an earlier position.
    for w in s.warnings().iter().filter(|_| s.view().is_none()) {
        lines.extend(
            wrap_words(&format!("! {}", w.text), inner.width as usize)
                .into_iter()
                .map(|l| Line::styled(l, theme.error())),
        );
    }
    // The move number counts both sides' moves as one; the turns played count each.
    lines.push(Line::raw(format!("Move {} · {} played", s.move_number(), turns(s.game().moves().len()))));
    lines.push(Line::styled(G::rules_in_play(pos), theme.dim()));
    if s.watching() {
        lines.push(Line::styled(super::form::watch_delay(s.runner().delay_ms()), theme.dim()));
    }
    if G::picking(s.picked()) {
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
    let current = match s.view() {
        Some(v) => s.lines_until(v).checked_sub(1),
        None => all.len().checked_sub(1),
    };
    let end = match (s.view(), current) {
        (Some(_), Some(c)) => (c + 1 + room / 2).min(all.len()),
        _ => all.len().saturating_sub(s.scroll()),
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
    crate::parts::text(frame.buffer_mut(), area, Some(title), lines);
    hits
}

/// The compact panel's lines at `width`: both players, both sides' pieces, then the turn, the
/// host's notes, an earlier position looked at, the warnings, the rules in play and the
/// one-line move history, run on and wrapped so that nothing is cut.
pub(super) fn compact_lines<G: GameUi>(s: &Session<G>, width: u16, now: Instant, theme: &Theme) -> Vec<Line<'static>> {
    let [top, counts_line] = compact_header::<G>(s.shown_position(), s.player_names(), theme);
    let mut items = vec![turn_line(s, now, theme).spans];
    items.extend(clock_line(s, now, theme));
    items.extend(s.notes().iter().map(|n| vec![Span::styled(n.clone(), theme.news())]));
    if s.watching() {
        items.push(vec![Span::styled(super::form::watch_delay(s.runner().delay_ms()), theme.dim())]);
    }
    if let Some(v) = s.view() {
        let text = format!("Looking at turn {v} of {} (read-only)", s.game().moves().len());
        items.push(vec![Span::styled(text, theme.news())]);
    }
    items.extend(
        s.warnings()
            .iter()
            .filter(|_| s.view().is_none())
            .map(|w| vec![Span::styled(format!("! {}", w.text), theme.error())]),
    );
    items.push(vec![Span::styled(G::rules_in_play(s.shown_position()), theme.dim())]);
    let mut lines = vec![top, counts_line];
    lines.extend(run_on(items, width));
    // The history ends the last line when a move fits there, else it takes a line of its own.
    let last = lines.last().map_or(0, Line::width);
    let (room, own_line) = match usize::from(width).saturating_sub(last + GAP.len()) {
        room if room >= HISTORY_MIN => (room, false),
        _ => (usize::from(width), true),
    };
    let history = history(s, room, theme);
    if !history.is_empty() {
        if own_line {
            lines.push(Line::from(history));
        } else if let Some(l) = lines.last_mut() {
            l.spans.push(Span::raw(GAP));
            l.spans.extend(history);
        }
    }
    lines
}

/// Between the items run on in a compact panel line.
const GAP: &str = "   ";

/// The least room the one-line history takes at the end of a line: one turn's moves.
const HISTORY_MIN: usize = 18;

/// `items` run on into lines of at most `width` cells, `GAP` between them; an item that does
/// not fit in what is left of a line starts the next, and one longer than a line wraps.
fn run_on(items: Vec<Vec<Span<'static>>>, width: u16) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    let mut line: Vec<Span<'static>> = Vec::new();
    for item in items {
        let used: usize = line.iter().map(Span::width).sum();
        let wide: usize = item.iter().map(Span::width).sum();
        if !line.is_empty() && used + GAP.len() + wide <= usize::from(width) {
            line.push(Span::raw(GAP));
            line.extend(item);
            continue;
        }
        if !line.is_empty() {
            lines.push(Line::from(std::mem::take(&mut line)));
        }
        let mut wrapped = wrap_lines(vec![Line::from(item)], width);
        line = wrapped.pop().map(|l| l.spans).unwrap_or_default();
        lines.extend(wrapped);
    }
    if !line.is_empty() {
        lines.push(Line::from(line));
    }
    lines
}

/// The move history on one line, as much of it as fits in `room` columns, ending at the move
/// shown (scrolled back by PgUp), that move highlighted.
fn history<G: GameUi>(s: &Session<G>, room: usize, theme: &Theme) -> Vec<Span<'static>> {
    let all = s.move_lines();
    let end = match s.view() {
        Some(v) => s.lines_until(v),
        None => all.len().saturating_sub(s.scroll()),
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
