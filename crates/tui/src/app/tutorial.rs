//! "Learn to play" as the app runs it: opening the lessons, and the lessons finished, kept in
//! the data folder's `tutorial.toml` (never written over when it did not read) or, on the
//! server and without a data folder, for the session only.

use super::App;
use crate::effect::Effect;
use crate::screens::Screen;
use crate::screens::tutorial::{Learnable, Tutorial, TutorialNav, TutorialScreen};
use std::path::PathBuf;
use tactigon_games::games::GameKind;
use tactigon_games::tutorial::{LoadProgressError, Progress, lessons};
use tactigon_games::with_game;

/// The lessons finished and where they are kept.
#[derive(Debug, Default)]
pub(super) struct ProgressFile {
    /// The lessons finished.
    progress: Progress,
    /// The progress file; `None` keeps progress for the session only.
    path: Option<PathBuf>,
    /// Set when the file there did not read: it is kept as it is, never written over.
    keep: bool,
}

impl App {
    /// Sets the progress file and what reading it gave (at start-up, before any event): a
    /// file that did not read is reported on the menu and never written over.
    pub fn use_tutorial_file(&mut self, path: Option<PathBuf>, read: Result<Progress, LoadProgressError>) {
        let (progress, keep) = match read {
            Ok(p) => (p, false),
            Err(e) => {
                self.add_notice(e.to_string());
                (Progress::default(), true)
            }
        };
        self.tutorial = ProgressFile { progress, path, keep };
    }

    /// The lessons finished.
    pub fn tutorial_progress(&self) -> &Progress {
        &self.tutorial.progress
    }

    /// The tutorial of game `G` on screen.
    pub fn tutorial<G: Learnable>(&self) -> Option<&TutorialScreen<G>> {
        let shown: &dyn Tutorial = match &self.screen {
            Screen::Tutorial(t) => &**t,
            Screen::Help(h) => match &*h.back {
                Screen::Tutorial(t) => &**t,
                _ => return None,
            },
            _ => return None,
        };
        shown.as_any().downcast_ref()
    }

    /// Shows the lesson list of game `kind`; lessons that do not read are reported on the
    /// menu instead.
    pub(super) fn open_tutorial(&mut self, kind: GameKind) {
        let progress = &self.tutorial.progress;
        let list = with_game!(kind, G => lessons::<G>().map(|all| Box::new(TutorialScreen::new(all, progress)) as Box<dyn Tutorial>));
        match list {
            Ok(list) => self.show(Screen::Tutorial(list)),
            Err(e) => self.notice = Some(e.to_string()),
        }
    }

    /// Acts on what the tutorial asked for: the menu, or recording a lesson finished.
    pub(super) fn tutorial_nav(&mut self, nav: TutorialNav) {
        match nav {
            TutorialNav::Stay => {}
            TutorialNav::Menu => self.back_to_menu(),
            TutorialNav::Game(kind) => self.open_tutorial(kind),
            TutorialNav::Finished(id) => {
                if !self.tutorial.progress.finish(&id) {
                    return;
                }
                let Some(path) = self.tutorial.path.clone() else { return };
                if self.tutorial.keep {
                    let message = format!(
                        "progress not saved: {} did not read and is kept as it is; fix or remove it to save progress",
                        tactigon_core::escape::path(&path)
                    );
                    self.notice = Some(message);
                    return;
                }
                self.effects.push(Effect::SaveTutorial { path, text: self.tutorial.progress.to_text() });
            }
        }
    }

    /// A progress file that could not be written.
    pub fn tutorial_not_saved(&mut self, path: PathBuf, error: std::io::Error) {
        self.notice =
            Some(format!("cannot save the tutorial progress to {}: {error}", tactigon_core::escape::path(&path)));
    }
}
