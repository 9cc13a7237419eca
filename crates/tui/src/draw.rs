//! Rendering: draws the screen shown. Pure apart from writing the frame; returns where
//! clickable things landed.

use super::app::App;
use super::ascii::only_ascii;
use super::games;
use super::hits::Hits;
use super::layout::{MIN_MENU, too_small};
use super::screens::{Screen, help, menu};
use super::theme::Theme;
use ratatui::Frame;

/// Draws the app; returns the clickable places.
pub fn render(frame: &mut Frame, app: &App) -> Hits {
    let theme = app.theme();
    let mut hits = screen(frame, app, &theme);
    hits.screen = (frame.area().width, frame.area().height);
    if theme.ascii {
        only_ascii(frame.buffer_mut());
    }
    hits
}

/// Draws the screen shown.
fn screen(frame: &mut Frame, app: &App, theme: &Theme) -> Hits {
    let theme = *theme;
    let area = frame.area();
    let full_screen = matches!(app.screen, Screen::Game(_) | Screen::Replay(_) | Screen::Tutorial(_));
    if !full_screen && (area.width < MIN_MENU.0 || area.height < MIN_MENU.1) {
        too_small(frame, MIN_MENU, &theme);
        return Hits { too_small: true, ..Hits::default() };
    }
    let items = match &app.screen {
        Screen::Menu(m) => menu::render(frame, &app.menu_items(), m.row, app.notice.as_deref(), &theme),
        Screen::Load(l) => l.render(frame, app.data_dir().map(tactigon_core::escape::path), &theme),
        Screen::Replay(r) => match r.render(frame, app.settings.key_hints, &theme) {
            Some(items) => items,
            None => return Hits { too_small: true, ..Hits::default() },
        },
        Screen::Setup(s) => s.render(frame, &theme),
        Screen::Puzzles(p) => p.render(frame, &app.puzzles, &theme),
        Screen::Settings(s) => {
            use crate::screens::settings::SettingsFile;
            let path = app.settings_path.as_ref().map(|p| tactigon_core::escape::path(p));
            let file = match path.as_deref() {
                None => SettingsFile::None,
                Some(p) if app.settings_file_kept() => SettingsFile::Kept(p),
                Some(p) => SettingsFile::SavedIn(p),
            };
            s.render(frame, &app.settings, file, &theme)
        }
        Screen::Help(h) => {
            // Over a game its keys come first; the rules are of the game the help was opened over,
            // every game's from elsewhere.
            let lines = match &*h.back {
                Screen::Game(s) => help::lines_in_game(s.rules(&theme), &theme),
                Screen::Replay(r) => help::lines(r.rules(&theme), &theme),
                _ => help::lines(games::all_rules(&theme), &theme),
            };
            let scroll_limit = help::render(frame, h.scroll, lines, &theme);
            return Hits { scroll_limit, ..Hits::default() };
        }
        Screen::Tutorial(t) => {
            let progress = app.tutorial_progress();
            return t.render(frame, progress, app.settings.key_hints, app.now(), &theme);
        }
        Screen::Game(s) => {
            // Served, the player's own folder is named as such, not by the server's path.
            let saves = app
                .saves_dir()
                .map(|d| if app.served { "your folder".into() } else { tactigon_core::escape::path(&d) });
            return s.render(frame, saves.as_deref(), app.settings.key_hints, app.now(), &theme, app.picture_cell());
        }
    };
    Hits { items, ..Hits::default() }
}
