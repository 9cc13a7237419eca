//! The settings file as the app uses it: where it is, and never writing over one that did not
//! read.

use super::App;
use crate::effect::Effect;
use crate::settings::LoadSettingsError;
use std::path::PathBuf;

impl App {
    /// Sets the settings file and what reading it gave: a file that did not read is reported
    /// on the menu and never written over.
    pub fn use_settings_file(&mut self, path: Option<PathBuf>, error: Option<LoadSettingsError>) {
        self.settings_path = path;
        self.keep_settings_file = error.is_some();
        if let Some(e) = error {
            self.add_notice(e.to_string());
        }
    }

    /// Whether the settings file did not read and so is never written.
    pub fn settings_file_kept(&self) -> bool {
        self.keep_settings_file
    }

    /// Asks for the settings to be written, unless the file there did not read: then the
    /// player is told, where they look, that it is kept and the change is not saved.
    pub(super) fn save_settings(&mut self) {
        let Some(path) = self.settings_path.clone() else { return };
        if self.keep_settings_file {
            let message = format!(
                "settings not saved: {} did not read and is kept as it is; fix or remove it to save settings",
                tactigon_core::escape::path(&path)
            );
            if let Some(s) = self.game_screen_mut() {
                s.error(message.clone());
            }
            self.notice = Some(message);
            return;
        }
        self.effects.push(Effect::SaveSettings { path, settings: Box::new(self.settings.clone()) });
    }
}
