//! Drawing the dialogs over the game: game over and the quit confirmation, with their buttons.

use super::dialog::{Dialog, GameFor};
use super::move_list::turns;
use super::session::{Fault, Session};
use crate::games::GameUi;
use crate::theme::Theme;
use crate::wrap::wrap_lines;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Clear, Paragraph};

/// Where in its spot's area a dialog sits, along one axis.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    /// At the left or top.
    Start,
    /// Centred.
    Middle,
    /// At the right or bottom.
    End,
}

impl Align {
    /// Where a `size` long span starts in `from..from + room`.
    fn place(self, from: u16, room: u16, size: u16) -> u16 {
        match self {
            Align::Start => from,
            Align::Middle => from + room.saturating_sub(size) / 2,
            Align::End => from + room.saturating_sub(size),
        }
    }
}

/// A place a dialog may go.
#[derive(Clone, Copy, Debug)]
pub struct Spot {
    /// The area it must fit in.
    pub area: Rect,
    /// Where it sits in the area: (across, down).
    pub align: (Align, Align),
    /// Also blank the area's rows on either side of the dialog (over a panel, so no cut-off
    /// words stick out at its sides).
    pub blank_beside: bool,
}

/// Blank rows in a dialog: above the message, between it and the buttons, below them.
type Pad = (u16, u16, u16);

/// The paddings tried, roomiest first.
const PADS: [Pad; 3] = [(1, 1, 1), (0, 1, 0), (0, 0, 0)];

/// The game-over summary: who won (in a puzzle, that the solver did), how, after how many
/// moves, and what each side captured.
fn summary<G: GameUi>(s: &Session<G>, theme: &Theme) -> Vec<Line<'static>> {
    let game = s.game();
    let Some(o) = game.outcome() else { return Vec::new() };
    // A puzzle won on the board after a wrong try or its solution shown counts failed (as
    // lichess counts it): the dialog says what the list will show, and why.
    let fault = s.puzzle_fault().filter(|_| s.puzzle_solved()).map(|fault| match fault {
        Fault::Missed => ("Puzzle failed", "a wrong move came first"),
        Fault::Revealed => ("Puzzle failed", "the solution was shown"),
        Fault::Helped => ("Solved with a hint", "not counted as solved"),
    });
    let headline = match G::winner(o) {
        Some(_) if fault.is_some() => Line::styled(fault.map_or("", |f| f.0), theme.news()),
        Some(w) if s.puzzle_solved() => Line::styled("Puzzle solved!", G::side_style(w, theme)),
        Some(w) => Line::styled(format!("{} wins!", G::side_name(w)), G::side_style(w, theme)),
        None => Line::styled("Draw", theme.news()),
    };
    // A solved puzzle is said as its list names it: a win decided by gold tiles comes when
    // the solver's last turn begins, one turn after the last move played.
    let after = s.solved_task().unwrap_or_else(|| format!("after {}", turns(game.moves().len())));
    let took = G::SIDES.map(|side| {
        let other = G::SIDES[1 - G::side_index(side)];
        let lost = G::pieces(game.start(), other).saturating_sub(G::pieces(game.position(), other));
        format!("{} took {lost}", G::side_name(side))
    });
    let mut lines = vec![headline.centered()];
    lines.extend(fault.map(|f| Line::styled(format!("({})", f.1), theme.news()).centered()));
    lines.push(Line::raw(G::reason(o)).centered());
    // An engine that lost without a move: what happened to it (the status line repeats it).
    lines.extend(s.runner().failure().map(|why| Line::styled(why.to_string(), theme.dim()).centered()));
    lines.push(Line::styled(after, theme.dim()).centered());
    lines.push(Line::styled(format!("Captures: {}, {}", took[0], took[1]), theme.dim()).centered());
    lines
}

/// Draws a dialog in the first of `spots` it fits in (centred on the whole screen if none);
/// returns where its buttons landed.
pub fn dialog<G: GameUi>(
    frame: &mut Frame,
    s: &Session<G>,
    d: Dialog,
    spots: &[Spot],
    theme: &Theme,
) -> Vec<(Rect, usize)> {
    let (title, message) = match d {
        Dialog::GameOver(_) if s.game_for() == GameFor::Puzzle => ("Puzzle", summary(s, theme)),
        Dialog::GameOver(_) => ("Game over", summary(s, theme)),
        Dialog::ConfirmQuit(_) => {
            let note: &[&str] = match (s.runner().autosaves(), s.runner().autosave_failed()) {
                _ if s.online() => &["The game stays at its table: the lobby leads back to it."],
                (true, false) => &["Continue resumes it later."],
                // The autosave failed: no promise, and the way out.
                (true, true) => &["Autosaving failed: quitting loses this game.", "Stay and press s to save it."],
                (false, _) => &["The game in progress will be lost."],
            };
            ("Leave the game?", note.iter().map(|l| Line::raw(*l).centered()).collect())
        }
    };
    let buttons: Vec<&str> = d.buttons(s.game_for()).iter().map(|b| b.label()).collect();
    let sel = d.selected();
    // As wide as the longest line and the buttons want, but no wider than the spot; the
    // message wraps to that width rather than being cut.
    let button_width = buttons.iter().map(|b| b.chars().count() as u16 + 10).max().unwrap_or(0);
    let text_width = message.iter().map(|l| l.width() as u16 + 4).max().unwrap_or(0);
    let wanted = button_width.max(30).max(text_width);
    let whole = Spot { area: frame.area(), align: (Align::Middle, Align::Middle), blank_beside: false };
    // Blank rows above the message, between it and the buttons, and below them; a spot too
    // short for them all takes the dialog without them rather than going to the next spot.
    let sized = |spot: &Spot, pad: Pad| {
        let width = wanted.min(spot.area.width).max(button_width);
        let lines = wrap_lines(message.clone(), width.saturating_sub(4));
        let height = lines.len() as u16 + buttons.len() as u16 + 2 + pad.0 + pad.1 + pad.2;
        (width, height, lines, pad)
    };
    let (spot, (width, height, message, pad)) = spots
        .iter()
        .flat_map(|spot| PADS.map(|pad| (*spot, sized(spot, pad))))
        .find(|(spot, (w, h, _, _))| spot.area.width >= *w && spot.area.height >= *h)
        .unwrap_or_else(|| (whole, sized(&whole, PADS[0])));
    let area = Rect::new(
        spot.align.0.place(spot.area.x, spot.area.width, width),
        spot.align.1.place(spot.area.y, spot.area.height, height),
        width,
        height,
    )
    .intersection(frame.area());
    frame.render_widget(
        Clear,
        if spot.blank_beside { Rect::new(spot.area.x, area.y, spot.area.width, area.height) } else { area },
    );
    let block =
        Block::bordered().border_type(BorderType::Double).title(Span::styled(format!(" {title} "), theme.title()));
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let text_area = Rect::new(inner.x + 1, inner.y + pad.0, inner.width.saturating_sub(2), message.len() as u16)
        .intersection(inner);
    frame.render_widget(Paragraph::new(message), text_area);
    let mut hits = Vec::new();
    for (i, b) in buttons.iter().enumerate() {
        let r = Rect::new(inner.x + 2, text_area.bottom() + pad.1 + i as u16, inner.width.saturating_sub(4), 1)
            .intersection(inner);
        let style = if i == sel { theme.selected() } else { Style::new().add_modifier(Modifier::BOLD) };
        let w = r.width as usize;
        frame.render_widget(Paragraph::new(Span::styled(format!("{:^w$}", format!("[ {b} ]")), style)), r);
        hits.push((r, i));
    }
    hits
}
