//! A game's analysis off the UI thread: progress and the result come back through a
//! channel, and dropping the job (or [`AnalysisJob::cancel`]) stops the search.

use super::worker::{BotMode, run_in};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use tactigon_core::analysis::{Analysis, Cancelled, Progress};
use tactigon_core::{History, Limits};
use tactigon_games::playable::Playable;

/// What the analysing thread sends back.
enum Message<G: Playable> {
    /// Another position searched.
    Progress(Progress),
    /// The end: the analysis, or that it was cancelled.
    Done(Result<Analysis<G>, Cancelled>),
}

/// An analysis under way.
pub struct AnalysisJob<G: Playable> {
    rx: Receiver<Message<G>>,
    stop: Arc<AtomicBool>,
    /// How far it has come, as last heard.
    pub progress: Progress,
}

/// The state of an analysis.
pub enum JobState<G: Playable> {
    /// Still searching.
    Running,
    /// Finished.
    Done(Analysis<G>),
    /// Cancelled, or the thread ended without an answer (or the full pool refused it).
    Lost,
}

impl<G: Playable> AnalysisJob<G> {
    /// Starts analysing `game` within `limits` per position, run as `mode` says.
    pub fn spawn(game: History<G>, limits: Limits, mode: BotMode) -> AnalysisJob<G> {
        let (tx, rx) = mpsc::channel();
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let total = game.positions().len();
        run_in(mode, move || {
            let progress_tx = tx.clone();
            let mut progress = |p| {
                let _ = progress_tx.send(Message::Progress(p));
            };
            let result = G::analyse(&game, limits, &flag, &mut progress);
            let _ = tx.send(Message::Done(result));
        });
        AnalysisJob { rx, stop, progress: Progress { done: 0, total } }
    }

    /// Stops the search; the job then ends as [`JobState::Lost`].
    pub fn cancel(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Takes in what the thread sent so far.
    pub fn poll(&mut self) -> JobState<G> {
        loop {
            match self.rx.try_recv() {
                Ok(Message::Progress(p)) => self.progress = p,
                Ok(Message::Done(Ok(analysis))) => return JobState::Done(analysis),
                Ok(Message::Done(Err(Cancelled))) | Err(TryRecvError::Disconnected) => return JobState::Lost,
                Err(TryRecvError::Empty) => return JobState::Running,
            }
        }
    }
}

impl<G: Playable> Drop for AnalysisJob<G> {
    fn drop(&mut self) {
        self.cancel();
    }
}
