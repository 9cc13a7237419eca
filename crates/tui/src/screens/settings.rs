//! The settings screen: think time, watch speed, colours, pieces, the board picture and key
//! hints, then the button that leaves (and saves).

use super::form::{self, FormInput, Row, button, cycle, ms, on_off, row};
use crate::graphics::GraphicsMode;
use crate::settings::{Settings, ThemeName};
use crate::theme::Theme;
use crossterm::event::KeyCode;
use ratatui::Frame;
use ratatui::layout::Rect;
use tactigon_games::match_runner::WATCH_DELAYS;

/// The think times offered, in milliseconds.
pub const THINK_TIMES: [u64; 8] = [100, 250, 500, 1000, 2000, 3000, 5000, 10000];

/// A row of the settings form, top to bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingsRow {
    /// The bots' time per move.
    ThinkTime,
    /// The pause between watched moves.
    WatchSpeed,
    /// The colour scheme.
    Colours,
    /// Shapes or letters.
    Pieces,
    /// The board drawn as a picture where the terminal shows images.
    Graphics,
    /// The key line at the bottom.
    KeyHints,
    /// The bell on bot moves and game ends.
    Bell,
    /// The board turned for a person playing the second side.
    Flip,
    /// The button that leaves.
    Back,
}

impl SettingsRow {
    /// Every row in screen order.
    pub const ALL: [SettingsRow; 9] = [
        SettingsRow::ThinkTime,
        SettingsRow::WatchSpeed,
        SettingsRow::Colours,
        SettingsRow::Pieces,
        SettingsRow::Graphics,
        SettingsRow::KeyHints,
        SettingsRow::Bell,
        SettingsRow::Flip,
        SettingsRow::Back,
    ];
}

/// The settings screen's state: the selected row (the settings themselves are the app's).
#[derive(Clone, Copy, Debug, Default)]
pub struct SettingsScreen {
    /// The selected row (an index into [`SettingsRow::ALL`]).
    pub selected: usize,
}

/// Where the settings go when the screen is left, as its note says.
#[derive(Clone, Copy, Debug)]
pub enum SettingsFile<'a> {
    /// Nowhere: there is no settings file.
    None,
    /// Written to this file.
    SavedIn(&'a str),
    /// Not written: this file did not read and is kept as it is.
    Kept(&'a str),
}

fn value(s: &Settings, r: SettingsRow, file: SettingsFile) -> Row {
    match r {
        SettingsRow::ThinkTime => row("Bot think time", ms(s.think_ms)),
        SettingsRow::WatchSpeed => row("Watch speed", form::watch_delay(s.watch_delay_ms)),
        SettingsRow::Colours => row("Colours", s.theme.name().replace('-', " ")),
        SettingsRow::Pieces => row("Pieces", if s.ascii { "letters (ASCII)" } else { "shapes" }),
        SettingsRow::Graphics => row(
            "Board picture",
            match s.graphics {
                GraphicsMode::Auto => "auto: picture if shown",
                GraphicsMode::On => "on: picture on a guess too",
                GraphicsMode::Off => "off: text board",
            },
        ),
        SettingsRow::KeyHints => row("Key hints", on_off(s.key_hints)),
        SettingsRow::Bell => row("Bell", if s.bell { "on bot moves and game ends" } else { "off" }),
        SettingsRow::Flip => {
            row("Board", if s.flip_for_second { "turned when you play second" } else { "never turned" })
        }
        SettingsRow::Back if matches!(file, SettingsFile::SavedIn(_)) => button("Back (saves settings)"),
        SettingsRow::Back => button("Back"),
    }
}

fn adjust(s: &mut Settings, r: SettingsRow, delta: i32) {
    match r {
        SettingsRow::ThinkTime => s.think_ms = cycle(&THINK_TIMES, s.think_ms, delta),
        SettingsRow::WatchSpeed => s.watch_delay_ms = cycle(&WATCH_DELAYS, s.watch_delay_ms, delta),
        SettingsRow::Colours => s.theme = cycle(&ThemeName::CHOICES, s.theme, delta),
        SettingsRow::Pieces => s.ascii = !s.ascii,
        SettingsRow::Graphics => s.graphics = cycle(&GraphicsMode::CHOICES, s.graphics, delta),
        SettingsRow::KeyHints => s.key_hints = !s.key_hints,
        SettingsRow::Bell => s.bell = !s.bell,
        SettingsRow::Flip => s.flip_for_second = !s.flip_for_second,
        SettingsRow::Back => {}
    }
}

/// What the settings screen asks of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingsNav {
    /// Stay on the screen.
    Stay,
    /// Save the settings and go back to the menu.
    Leave,
}

impl SettingsScreen {
    fn act(&mut self, input: FormInput, settings: &mut Settings) -> SettingsNav {
        let r = SettingsRow::ALL[self.selected];
        match input {
            FormInput::None => {}
            FormInput::Adjust(d) => adjust(settings, r, d),
            FormInput::Activate if r == SettingsRow::Back => return SettingsNav::Leave,
            FormInput::Confirm => return SettingsNav::Leave,
            FormInput::Activate => adjust(settings, r, 1),
            FormInput::Leave => return SettingsNav::Leave,
        }
        SettingsNav::Stay
    }

    /// Handles a key, changing `settings`.
    pub fn key(&mut self, code: KeyCode, settings: &mut Settings) -> SettingsNav {
        let input = form::key(code, &mut self.selected, SettingsRow::ALL.len());
        self.act(input, settings)
    }

    /// A click on row `index`, if on one.
    pub fn click(&mut self, index: Option<usize>, settings: &mut Settings) -> SettingsNav {
        let input = form::click(index, &mut self.selected, SettingsRow::ALL.len());
        self.act(input, settings)
    }

    /// Draws the form with where the settings go; returns the clickable rows.
    pub fn render(
        &self,
        frame: &mut Frame,
        settings: &Settings,
        file: SettingsFile,
        theme: &Theme,
    ) -> Vec<(Rect, usize)> {
        let rows: Vec<Row> = SettingsRow::ALL.into_iter().map(|r| value(settings, r, file)).collect();
        let note = match file {
            SettingsFile::None => None,
            SettingsFile::SavedIn(p) => Some(format!("saved in {p}")),
            SettingsFile::Kept(p) => Some(format!("not saved: {p} did not read; fix or remove it to save settings")),
        };
        let note = note.as_deref().map(|p| (p, theme.dim()));
        form::render(frame, "Settings", &rows, self.selected, note, theme)
    }
}
