//! Rendering: picks the screen to draw. Pure apart from writing the frame; returns where
//! clickable things landed.

use super::app::{App, Screen};
use super::hits::Hits;
use super::layout::{MIN_MENU, too_small};
use super::theme::Theme;
use super::{forms, game_view, help, load_view, menu, replay_view};
use ratatui::Frame;

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
            let scroll_limit = help::render(frame, app.help_scroll, &theme);
            return Hits { scroll_limit, ..Hits::default() };
        }
        Screen::Game => match &app.session {
            Some(s) => {
                let saves = app.saves_dir().map(|d| d.display().to_string());
                return game_view::render(frame, s, saves.as_deref(), app.settings.key_hints, app.now(), &theme);
            }
            None => Vec::new(),
        },
    };
    Hits { items, ..Hits::default() }
}
