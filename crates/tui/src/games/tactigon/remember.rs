//! Which of Tactigon's setups the settings file remembers: the last game played and the
//! last bots watched, under `setup` and `watch`.

use crate::games::Remembered;
use crate::settings::Settings;
use tactigon_games::setup::GameSetup;
use tactigon_rules::Tactigon;

impl Remembered for Tactigon {
    fn remembered(settings: &Settings, watch: bool) -> GameSetup {
        if watch { settings.watch.clone() } else { settings.setup.clone() }
    }

    /// A start position from the command line is never remembered.
    fn remember(settings: &mut Settings, setup: &GameSetup, watch: bool) -> bool {
        match (setup.position.is_some(), watch) {
            (true, _) => return false,
            (false, true) => settings.watch = setup.clone(),
            (false, false) => settings.setup = setup.clone(),
        }
        true
    }
}
