//! Drawing "Learn to play": the lesson list, and a lesson: the game's board, as large as
//! fits beside a side panel as narrow as the lesson's text allows, the game's status line and
//! a key bar.

use super::{Learnable, LessonPlay, TutorialScreen};
use crate::board_view::{BoardLayout, sizes_for};
use crate::games;
use crate::hits::Hits;
use crate::keymap::{
    self, GAME, HELP_HINT, LAST_LESSON, LESSON, LESSON_DONE, LESSON_PICKED, LESSONS, MOVE_PROMPT, NEXT_LESSON,
};
use crate::layout::{MIN_MENU, centered, hint_line, key_bar, too_small, wrap_words};
use crate::screens::game_view::{paint, status_line};
use crate::theme::Theme;
use crate::wrap::wrap_lines;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Paragraph};
use std::sync::Arc;
use std::time::Instant;
use tactigon_games::games::GameKind;
use tactigon_games::tutorial::Progress;

/// The narrowest lesson panel beside the board.
const PANEL: u16 = 28;
/// The widest: wider lines are hard to read, and the board uses the room better.
const WIDEST_PANEL: u16 = 48;

/// Draws the tutorial; returns where the clickable things landed.
pub fn render<G: Learnable>(
    frame: &mut Frame,
    t: &TutorialScreen<G>,
    progress: &Progress,
    hints: bool,
    now: Instant,
    theme: &Theme,
) -> Hits {
    match &t.lesson {
        Some(play) => lesson(frame, t, play, hints, now, theme),
        None => list(frame, t, progress, theme),
    }
}

fn list<G: Learnable>(frame: &mut Frame, t: &TutorialScreen<G>, progress: &Progress, theme: &Theme) -> Hits {
    let area = frame.area();
    if area.width < MIN_MENU.0 || area.height < MIN_MENU.1 {
        too_small(frame, MIN_MENU, theme);
        return Hits { too_small: true, ..Hits::default() };
    }
    let box_area = centered(Rect::new(area.x, area.y, area.width, area.height - 1), 60, t.lessons.len() as u16 + 7);
    let block =
        Block::bordered().border_type(BorderType::Rounded).title(Span::styled(" Learn to play ", theme.title()));
    let inner = block.inner(box_area);
    frame.render_widget(block, box_area);
    // The games as tabs, this one's lessons shown.
    let tabs: Vec<Span> = GameKind::ALL
        .into_iter()
        .flat_map(|kind| {
            let style = if kind == G::KIND { theme.selected() } else { theme.dim() };
            [Span::styled(format!(" {} ", kind.name()), style), Span::raw(" ")]
        })
        .collect();
    frame.render_widget(Paragraph::new(Line::from(tabs).centered()), Rect { height: 1, ..inner });
    let done = t.lessons.iter().filter(|l| progress.is_done(&l.id)).count();
    let head = format!("{done} of {} lessons done", t.lessons.len());
    let head_area = Rect { y: inner.y + 1, height: 1, ..inner };
    frame.render_widget(Paragraph::new(Line::styled(head, theme.dim()).centered()), head_area);
    let inner = Rect { y: inner.y + 1, height: inner.height.saturating_sub(1), ..inner };
    let room = inner.height.saturating_sub(2) as usize;
    let first = t.row.saturating_sub(room.saturating_sub(1));
    let mut items = Vec::new();
    for (i, l) in t.lessons.iter().enumerate().skip(first).take(room) {
        let y = inner.y + 2 + (i - first) as u16;
        let mark = match (progress.is_done(&l.id), theme.ascii) {
            (true, false) => "√",
            (true, true) => "x",
            (false, _) => " ",
        };
        let pointer = if i == t.row { if theme.ascii { ">" } else { "▸" } } else { " " };
        let style = if i == t.row { theme.selected() } else { Style::new() };
        let r = Rect::new(inner.x + 1, y, inner.width.saturating_sub(2), 1);
        let text = format!("{pointer} {mark} {:>2}. {}", i + 1, l.title);
        frame.render_widget(Paragraph::new(Span::styled(text, style)), r);
        items.push((r, i));
    }
    hint_line(frame, &keymap::hints(LESSONS, &[HELP_HINT]), theme);
    Hits { items, ..Hits::default() }
}

fn lesson<G: Learnable>(
    frame: &mut Frame,
    t: &TutorialScreen<G>,
    play: &LessonPlay<G>,
    hints: bool,
    now: Instant,
    theme: &Theme,
) -> Hits {
    let area = frame.area();
    let s = &play.session;
    let status = wrap_lines(vec![status_line(s, None, theme)], area.width);
    let bottom = (status.len() as u16 + u16::from(hints)).min(area.height);
    let main = Rect::new(area.x, area.y, area.width, area.height - bottom);
    let shape = Arc::new(G::shape(s.position()));
    // The panel as narrow as lets the lesson's text fit its height; the board, as large as
    // fits beside that.
    // The largest board beside which the lesson's text fits a panel of at most WIDEST_PANEL
    // columns, that panel as narrow as lets the text fit; failing that, the smallest board
    // beside the widest panel there is room for.
    let sizes = sizes_for(&shape);
    let text_fits = |pw: u16| panel_lines(t, play, pw - 2, theme).len() as u16 + 2 <= main.height;
    let room = |size| {
        let (w, h) = BoardLayout::extent(&shape, size);
        let room = main.width.saturating_sub(w).min(WIDEST_PANEL);
        (room >= PANEL && h <= main.height).then_some(room)
    };
    let fitted = sizes.iter().find_map(|&size| Some((size, (PANEL..=room(size)?).find(|&pw| text_fits(pw))?)));
    let last = sizes[sizes.len() - 1];
    let Some((size, pw)) = fitted.or_else(|| room(last).map(|room| (last, room))) else {
        let (w, h) = BoardLayout::extent(&shape, last);
        too_small(frame, (w + PANEL, h + bottom), theme);
        return Hits { too_small: true, ..Hits::default() };
    };
    let left = Rect::new(main.x, main.y, main.width - pw, main.height);
    let board = BoardLayout::place(shape, size, left).expect("fits").flip(s.flipped);
    games::draw::<G>(frame.buffer_mut(), &board, s.shown_position(), &paint(s, now, theme), theme);
    let items = panel(frame, t, play, Rect::new(left.right(), main.y, pw, main.height), theme);
    frame
        .render_widget(Paragraph::new(status), Rect::new(area.x, main.bottom(), area.width, bottom - u16::from(hints)));
    if hints {
        let text = match (s.prompt(), play.finished) {
            (Some(_), _) => keymap::hints(MOVE_PROMPT, &[]),
            (None, true) if play.index + 1 == t.lessons.len() => {
                keymap::hints(LESSON_DONE, &[HELP_HINT]).replace(NEXT_LESSON, LAST_LESSON)
            }
            (None, true) => keymap::hints(LESSON_DONE, &[HELP_HINT]),
            (None, false) => {
                // While something is picked, the keys that finish the move (Taacoca's < >).
                let (table, lesson) = match s.state_keys() {
                    [] => (GAME, LESSON),
                    picked => (picked, LESSON_PICKED),
                };
                let game = table.iter().filter(|e| e.keys.iter().any(|&(_, c)| c.in_lesson()));
                let words: Vec<&str> = game.filter_map(|e| e.hint).collect();
                format!("{}  {}", words.join("  "), keymap::hints(lesson, &[HELP_HINT]))
            }
        };
        let r = Rect::new(area.x, area.bottom() - 1, area.width, 1);
        frame.render_widget(Paragraph::new(Span::styled(key_bar(&text, theme), theme.dim())), r);
    }
    Hits { items, board: Some(board), ..Hits::default() }
}

/// The lesson's panel: its title and text, the goal, why the last try failed; once done, what
/// happened and the way on. Returns the clickable lines of a finished lesson.
fn panel<G: Learnable>(
    frame: &mut Frame,
    t: &TutorialScreen<G>,
    play: &LessonPlay<G>,
    area: Rect,
    theme: &Theme,
) -> Vec<(Rect, usize)> {
    let title = format!(" Lesson {} of {} ", play.index + 1, t.lessons.len());
    let block = Block::bordered().border_type(BorderType::Rounded).title(Span::styled(title, theme.title()));
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let mut lines = panel_lines(t, play, inner.width, theme);
    let mut items = Vec::new();
    if play.finished {
        let top = inner.y + lines.len() as u16 - BUTTONS;
        for i in 0..BUTTONS {
            let y = top + i;
            if y < inner.bottom() {
                items.push((Rect::new(inner.x, y, inner.width, 1), usize::from(i)));
            }
        }
    }
    lines.truncate(usize::from(inner.height));
    frame.render_widget(Paragraph::new(lines), inner);
    items
}

/// The lines of a finished lesson's way on: next, again, the list.
const BUTTONS: u16 = 3;

/// The panel's lines at `width` columns inside its border; a finished lesson's end in its
/// [`BUTTONS`] lines of buttons.
fn panel_lines<G: Learnable>(
    t: &TutorialScreen<G>,
    play: &LessonPlay<G>,
    width: u16,
    theme: &Theme,
) -> Vec<Line<'static>> {
    let l = &t.lessons[play.index];
    let width = usize::from(width);
    let para = |text: &str, style: Style| -> Vec<Line<'static>> {
        wrap_words(text, width).into_iter().map(|w| Line::styled(w, style)).collect()
    };
    let mut lines = para(&l.title, theme.title());
    lines.push(Line::raw(""));
    if play.finished {
        lines.extend(para(&l.done, theme.news()));
    } else {
        lines.extend(para(&l.text, Style::new()));
        lines.push(Line::raw(""));
        lines.extend(para(&format!("Goal: {}.", l.goal), theme.news()));
        if let Some(why) = &play.feedback {
            lines.push(Line::raw(""));
            lines.extend(para(why, theme.error()));
        }
        if G::picking(play.session.picked()) {
            lines.push(Line::raw(""));
            lines.extend(G::legend(theme));
        }
    }
    if play.finished {
        lines.push(Line::raw(""));
        let next = if play.index + 1 < t.lessons.len() { "next lesson" } else { "back to the lessons" };
        let buttons = [format!("Enter  {next}"), "r      again".to_string(), "Esc    all lessons".to_string()];
        for (i, b) in buttons.into_iter().enumerate() {
            lines.push(Line::styled(b, if i == 0 { theme.selected() } else { Style::new() }));
        }
    }
    lines
}
