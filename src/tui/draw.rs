//! Rendering: picks the screen to draw and holds the small layout helpers they share.
//! Pure apart from writing the frame; returns where clickable things landed.

use super::app::{App, Hits, Screen};
use super::theme::Theme;
use super::{forms, game_view, help, load_view, menu, replay_view};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

/// The smallest terminal the menus and forms work in.
pub const MIN_MENU: (u16, u16) = (40, 20);

/// Draws the app; returns the clickable places.
pub fn render(frame: &mut Frame, app: &App) -> Hits {
    let theme = Theme::from_settings(&app.settings);
    let area = frame.area();
    if !matches!(app.screen, Screen::Game | Screen::Replay) && (area.width < MIN_MENU.0 || area.height < MIN_MENU.1) {
        too_small(frame, MIN_MENU, &theme);
        return Hits::default();
    }
    let items = match app.screen {
        Screen::Menu => menu::render(frame, &app.menu_items(), app.menu, app.notice.as_deref(), &theme),
        Screen::Load => {
            let folder = app.saves_dir().map_or_else(|| "(no data folder)".into(), |d| d.display().to_string());
            load_view::render(frame, &app.saves, app.load_row, &folder, app.load_note.as_deref(), &theme)
        }
        Screen::Replay => {
            if let Some(r) = &app.replay {
                replay_view::render(frame, r, app.settings.key_hints, &theme);
            }
            Vec::new()
        }
        Screen::Setup => {
            let mut setup = app.setup.clone();
            let form = forms::Form::Setup(&mut setup, app.setup_watch);
            let title = if app.setup_watch { "Watch bots" } else { "New game" };
            let note = app.setup_error.as_deref().map(|e| (e, theme.error()));
            forms::render(frame, title, &form.rows(), app.setup_row, note, &theme)
        }
        Screen::Settings => {
            let mut settings = app.settings.clone();
            let form = forms::Form::Settings(&mut settings);
            let path = app.settings_path.as_ref().map(|p| format!("saved in {}", p.display()));
            let note = path.as_deref().map(|p| (p, theme.dim()));
            forms::render(frame, "Settings", &form.rows(), app.settings_row, note, &theme)
        }
        Screen::Help => {
            help::render(frame, app.help_scroll, &theme);
            Vec::new()
        }
        Screen::Game => match &app.session {
            Some(s) => {
                let saves = app.saves_dir().map(|d| d.display().to_string());
                return game_view::render(frame, s, saves.as_deref(), app.settings.key_hints, app.now(), &theme);
            }
            None => Vec::new(),
        },
    };
    Hits { items, board: None }
}

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
    let text = if theme.ascii {
        text.replace('↑', "Up ").replace('↓', "Down").replace('←', "Left ").replace('→', "Right")
    } else {
        text.to_string()
    };
    let r = Rect::new(area.x, area.bottom() - 1, area.width, 1);
    frame.render_widget(Paragraph::new(Span::styled(text, theme.dim())), r);
}

/// Says how big the terminal must be.
pub fn too_small(frame: &mut Frame, need: (u16, u16), theme: &Theme) {
    let area = frame.area();
    let lines = vec![
        Line::styled("Terminal too small", theme.error()),
        Line::raw(format!("need {} x {}, have {} x {}", need.0, need.1, area.width, area.height)),
        Line::raw("enlarge the window (Ctrl-C quits)"),
    ];
    let r = centered(area, area.width, 3);
    frame.render_widget(Paragraph::new(lines).centered().wrap(Wrap { trim: true }), r);
}
