//! The replay viewer as the app drives it: keys, time, the analysis started from it, and
//! drawing through `replay_view`.

use super::Nav;
use super::replay::Replay;
use super::replay_analysis::{self, Review};
use super::status::{Status, Tone};
use crate::effect::Effect;
use crate::games::GameUi;
use crate::keymap::{self, REPLAY, ReplayCmd};
use crate::theme::Theme;
use crossterm::event::KeyCode;
use ratatui::Frame;
use ratatui::layout::Rect;
use std::any::Any;
use std::path::PathBuf;
use std::time::Instant;
use tactigon_games::analysis_file::SaveAnalysisError;

/// The replay screen's state: the replay, its analysis, and where leaving it goes.
pub struct ReplayScreen<G: GameUi> {
    /// The game being replayed.
    pub replay: Replay<G>,
    /// Where leaving goes.
    pub back: Back,
    /// Analysing the game and saving the analysis.
    pub review: Review<G>,
    /// Where `e` exports pictures; `None`: nowhere (no data folder).
    pub pictures: Option<PathBuf>,
}

/// Where leaving the replay viewer goes.
pub enum Back {
    /// The main menu.
    Menu,
    /// The load list, at the entry it was opened from.
    Load(usize),
    /// The game screen it was opened over (a finished game being reviewed).
    Game(Box<super::Screen>),
}

/// The replay screen of any game, as the app drives it.
pub trait ReplayView: Any + Send {
    /// Handles a key at time `now`.
    fn key(&mut self, code: KeyCode, now: Instant) -> Nav;
    /// A click on clickable item `item` (a column of the evaluation graph or a move of the
    /// move list: the position after that many moves), if any.
    fn click(&mut self, item: Option<usize>);
    /// Lets time pass: autoplay advances, the analysis reports.
    fn tick(&mut self, now: Instant);
    /// Starts analysing the game (the key `a` does the same).
    fn analyse(&mut self);
    /// How saving the analysis went.
    fn analysis_saved(&mut self, path: &std::path::Path, result: Result<(), SaveAnalysisError>);
    /// How exporting a picture went: the file written, or why not.
    fn picture_exported(&mut self, result: Result<PathBuf, String>);
    /// The load list's selected entry when it was opened from there.
    fn load_row(&self) -> Option<usize>;
    /// The game screen it was opened over, taken out to be shown again.
    fn take_game(&mut self) -> Option<Box<super::Screen>>;
    /// Draws the viewer and returns its clickable items; `None` when the terminal was too
    /// small for it.
    fn render(&self, frame: &mut Frame, hints: bool, theme: &Theme) -> Option<Vec<(Rect, usize)>>;
    /// The rules of the game in brief, for the help.
    fn rules(&self, theme: &Theme) -> Vec<ratatui::text::Line<'static>>;
    /// Whether the screen changes by itself: autoplay on, or an analysis running.
    fn animating(&self) -> bool;
    /// The screen itself, for a caller that knows its game.
    fn as_any(&self) -> &dyn Any;
}

impl<G: GameUi> ReplayView for ReplayScreen<G> {
    fn key(&mut self, code: KeyCode, now: Instant) -> Nav {
        let r = &mut self.replay;
        match keymap::command(REPLAY, code) {
            Some(ReplayCmd::Forward) => r.forward(),
            Some(ReplayCmd::Back) => r.back(),
            Some(ReplayCmd::Start) => r.go(0),
            Some(ReplayCmd::End) => r.go(r.len()),
            Some(ReplayCmd::Autoplay) => r.toggle_autoplay(now),
            Some(ReplayCmd::Faster) => r.change_speed(true),
            Some(ReplayCmd::Slower) => r.change_speed(false),
            Some(ReplayCmd::Analyse) => replay_analysis::toggle(r, &mut self.review),
            Some(ReplayCmd::SaveAnalysis) => return replay_analysis::save(r, &self.review),
            Some(ReplayCmd::TurningPoint) => replay_analysis::turning_point(r),
            Some(ReplayCmd::Export) => return export(r, self.pictures.as_ref()),
            Some(ReplayCmd::PlayOn) => {
                let record = G::wrap_record(r.record.clone());
                return Nav::Resume { record, plies: r.ply, saved_as: None, autosave_on_move: true, kept: None };
            }
            // Esc stops an analysis before it leaves.
            Some(ReplayCmd::Leave) if self.review.running() => replay_analysis::toggle(r, &mut self.review),
            Some(ReplayCmd::Leave) => {
                return match self.back {
                    Back::Menu => Nav::Menu,
                    Back::Load(_) => Nav::Load,
                    Back::Game(_) => Nav::Back,
                };
            }
            None => {}
        }
        Nav::Stay
    }

    fn click(&mut self, item: Option<usize>) {
        if let Some(ply) = item {
            self.replay.autoplay = false;
            self.replay.go(ply);
        }
    }

    fn tick(&mut self, now: Instant) {
        self.replay.tick(now);
        replay_analysis::poll(&mut self.replay, &mut self.review);
    }

    fn analyse(&mut self) {
        if !self.review.running() {
            replay_analysis::toggle(&mut self.replay, &mut self.review);
        }
    }

    fn analysis_saved(&mut self, path: &std::path::Path, result: Result<(), SaveAnalysisError>) {
        replay_analysis::saved(&mut self.replay, &mut self.review, path, result);
    }

    fn picture_exported(&mut self, result: Result<PathBuf, String>) {
        self.replay.status = match result {
            Ok(path) => {
                Status { text: format!("picture exported to {}", tactigon_core::escape::path(&path)), tone: Tone::Info }
            }
            Err(why) => Status { text: why, tone: Tone::Error },
        };
    }

    fn load_row(&self) -> Option<usize> {
        match self.back {
            Back::Load(row) => Some(row),
            _ => None,
        }
    }

    fn take_game(&mut self) -> Option<Box<super::Screen>> {
        match std::mem::replace(&mut self.back, Back::Menu) {
            Back::Game(screen) => Some(screen),
            other => {
                self.back = other;
                None
            }
        }
    }

    fn animating(&self) -> bool {
        self.replay.autoplay || self.review.running()
    }

    fn render(&self, frame: &mut Frame, hints: bool, theme: &Theme) -> Option<Vec<(Rect, usize)>> {
        super::replay_view::render(frame, &self.replay, self.review.job.as_ref().map(|j| j.progress), hints, theme)
    }

    fn rules(&self, theme: &Theme) -> Vec<ratatui::text::Line<'static>> {
        G::rules(theme)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// `e`: the position shown drawn as a PNG, to be written into the pictures folder under the
/// game's name and the move number.
fn export<G: GameUi>(r: &mut Replay<G>, pictures: Option<&PathBuf>) -> Nav {
    let Some(dir) = pictures else {
        r.status = Status { text: "no data folder to export the picture into".into(), tone: Tone::Error };
        return Nav::Stay;
    };
    let options = tactigon_picture::Options::default();
    match tactigon_picture::render(&r.record.game, Some(r.ply), tactigon_picture::Format::Png, options) {
        Ok(png) => {
            let stem = format!("{}-move-{}", replay_analysis::game_stem(r), r.ply);
            Nav::Effect(Effect::ExportPicture { dir: dir.clone(), stem, png })
        }
        Err(e) => {
            r.status = Status { text: format!("cannot draw the picture: {e}"), tone: Tone::Error };
            Nav::Stay
        }
    }
}
