//! Which of Taacoca's setups the settings file remembers: the last one started, played or
//! watched, under `taacoca`.

use crate::games::Remembered;
use crate::settings::Settings;
use ::taacoca::Taacoca;
use tactigon_games::setup::TaacocaSetup;

impl Remembered for Taacoca {
    fn remembered(settings: &Settings, _watch: bool) -> TaacocaSetup {
        settings.taacoca.clone()
    }

    fn remember(settings: &mut Settings, setup: &TaacocaSetup, _watch: bool) -> bool {
        settings.taacoca = setup.clone();
        true
    }
}
