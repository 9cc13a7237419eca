//! Small layout helpers every screen's drawing shares: centring, the bottom key line and the
//! "terminal too small" notice. A leaf: it knows no screen.

use super::theme::Theme;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

/// The smallest terminal the menus and forms work in.
pub const MIN_MENU: (u16, u16) = (40, 20);

/// A `width` x `height` rectangle centred in `area` (clipped to it).
pub fn centered(area: Rect, width: u16, height: u16) -> Rect {
    let (w, h) = (width.min(area.width), height.min(area.height));
    Rect::new(area.x + (area.width - w) / 2, area.y + (area.height - h) / 2, w, h)
}

/// The bottom line of the screen with the keys that matter.
pub fn hint_line(frame: &mut Frame, text: &str, theme: &Theme) {
    let area = frame.area();
    if area.height == 0 {
        return;
    }
    let r = Rect::new(area.x, area.bottom() - 1, area.width, 1);
    frame.render_widget(Paragraph::new(Span::styled(key_bar(text, theme), theme.dim())), r);
}

/// A key bar's text as the theme shows it: arrows spelt out in ASCII mode.
pub fn key_bar(text: &str, theme: &Theme) -> String {
    if theme.ascii {
        text.replace('↑', "Up ").replace('↓', "Down").replace('←', "Left ").replace('→', "Right")
    } else {
        text.to_string()
    }
}

/// What the too-small notice offers: q and Esc leave the screen (to the menu, or over SSH
/// to the lobby), which is true wherever one is; Ctrl-C is not said, as over SSH it does not
/// quit.
pub const TOO_SMALL_WAY_OUT: &str = "enlarge the window, or q leaves";

/// Says how big the terminal must be.
pub fn too_small(frame: &mut Frame, need: (u16, u16), theme: &Theme) {
    let area = frame.area();
    let size = format!("need {} x {}, have {} x {}", need.0, need.1, area.width, area.height);
    // Wrapped here, so that the box is as tall as the lines it holds (at 30 columns the last
    // line takes two, and a box of three cut it).
    let mut lines = Vec::new();
    for (i, text) in ["Terminal too small", &size, TOO_SMALL_WAY_OUT].into_iter().enumerate() {
        let style = if i == 0 { theme.error() } else { ratatui::style::Style::new() };
        lines.extend(wrap_words(text, usize::from(area.width)).into_iter().map(|l| Line::styled(l, style)));
    }
    let r = centered(area, area.width, lines.len() as u16);
    frame.render_widget(Paragraph::new(lines).centered(), r);
}

/// `text` broken into lines of at most `width` characters at spaces (a longer word is cut
/// into pieces), for panels that count their lines.
pub fn wrap_words(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let mut word: Vec<char> = word.chars().collect();
        loop {
            let used = line.chars().count();
            let gap = usize::from(used > 0);
            if used + gap + word.len() <= width {
                if gap == 1 {
                    line.push(' ');
                }
                line.extend(word.iter());
                break;
            }
            if used > 0 {
                lines.push(std::mem::take(&mut line));
                continue;
            }
            let rest = word.split_off(width);
            lines.push(word.iter().collect());
            word = rest;
        }
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}
