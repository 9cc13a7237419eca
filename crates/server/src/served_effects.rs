//! The app's file work on the server: the local executor's, confined to the player's folder.
//! A save prompt names a file in the player's saves folder and nowhere else; settings are never
//! written, nor is the tutorial's progress (each player's live in memory for the session). The
//! bell rings at the player's terminal, not the server's.
//!
//! On the server the work is done by each connection's own [`Worker`], which does one batch
//! at a time (in order) on tokio's blocking threads and hands back what the app is to be told;
//! nothing of it runs on the async threads.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use tactigon_games::analysis_file::WriteAnalysisError;
use tactigon_games::match_game;
use tactigon_tui::app::App;
use tactigon_tui::effect::{Effect, SaveError};
use tactigon_tui::executor::{self, Done};
use tokio::sync::mpsc;

/// What a batch of file work was for: the app it is told to, by number.
pub type Tag = u64;

/// A connection's file worker: batches sent to it are done in order, off the async threads.
pub struct Worker(mpsc::UnboundedSender<(Tag, Option<PathBuf>, Vec<Effect>)>);

/// Starts a connection's file worker on the current runtime; the worker, and where it tells
/// what each batch did.
pub fn worker() -> (Worker, mpsc::UnboundedReceiver<(Tag, Vec<Done>)>) {
    let (jobs, mut queue) = mpsc::unbounded_channel::<(Tag, Option<PathBuf>, Vec<Effect>)>();
    let (told, done) = mpsc::unbounded_channel();
    // Runs until the connection drops its worker and every batch sent is done: a game kept
    // as the player leaves is still written.
    tokio::spawn(async move {
        while let Some((tag, saves, effects)) = queue.recv().await {
            let work = move || effects.into_iter().filter_map(|e| executor::perform(e, saves.as_deref())).collect();
            if let Ok(reports) = tokio::task::spawn_blocking(work).await {
                let _ = told.send((tag, reports));
            }
        }
    });
    (Worker(jobs), done)
}

/// Runs `work`, which reads or writes files, where blocking is allowed: on a multi-threaded
/// runtime tokio first hands this thread's other tasks to another thread; outside a runtime
/// (a player driven by hand in a test) on the spot.
pub fn blocking<T>(work: impl FnOnce() -> T) -> T {
    match tokio::runtime::Handle::try_current().map(|h| h.runtime_flavor()) {
        Ok(tokio::runtime::RuntimeFlavor::MultiThread) => tokio::task::block_in_place(work),
        _ => work(),
    }
}

/// Carries out `effects` that stay in the player's folder and refuses the others; whether the
/// bell is to ring at the player's terminal.
pub fn carry_out(app: &mut App, effects: Vec<Effect>) -> bool {
    let (bell, allowed) = sort(app, effects);
    executor::carry_out(app, allowed);
    bell
}

/// A connection's file work: its worker, if it has one (else the work is done on the spot,
/// as for a player driven by hand in a test), and the number of the app shown, so that what
/// an app asked is told to it and not to the next.
#[derive(Default)]
pub struct Files {
    worker: Option<Worker>,
    app: Tag,
}

impl Files {
    /// File work sent to `worker`.
    pub fn new(worker: Worker) -> Files {
        Files { worker: Some(worker), app: 0 }
    }

    /// Another app is shown from now on.
    pub fn next_app(&mut self) {
        self.app += 1;
    }

    /// As [`carry_out`], the file work sent to the worker if there is one.
    pub fn carry_out(&self, app: &mut App, effects: Vec<Effect>) -> bool {
        let Some(worker) = &self.worker else { return carry_out(app, effects) };
        let (bell, allowed) = sort(app, effects);
        if !allowed.is_empty() {
            // A worker gone (the runtime stopping) loses the batch as a stopped server would.
            let _ = worker.0.send((self.app, app.saves_dir(), allowed));
        }
        bell
    }

    /// Tells `app` what batch `tag` did, if it is the app that asked.
    pub fn tell(&self, tag: Tag, app: &mut App, done: Vec<Done>) {
        if tag == self.app {
            done.into_iter().for_each(|d| executor::tell(app, d));
        }
    }
}

/// Refuses (telling the app) the effects that leave the player's folder; whether the bell is
/// to ring, and the effects allowed.
fn sort(app: &mut App, effects: Vec<Effect>) -> (bool, Vec<Effect>) {
    let (bells, effects): (Vec<_>, Vec<_>) = effects.into_iter().partition(|e| matches!(e, Effect::Bell));
    let saves = app.saves_dir();
    let (allowed, refused): (Vec<_>, Vec<_>) = effects.into_iter().partition(|e| allowed(e, saves.as_deref()));
    let why = if saves.is_some() { "on the server, give a file name only" } else { "games at a table are not saved" };
    for effect in refused {
        let denied = std::io::Error::new(std::io::ErrorKind::PermissionDenied, why);
        match effect {
            Effect::SaveGame { path, .. } => app.saved(path.clone(), Err(SaveError::Io(path, Arc::new(denied)))),
            Effect::SaveAnalysis { path, record, .. } => {
                let write = path.clone();
                let e = match_game!(*record, AnyRecord(_): G => WriteAnalysisError::<G>::Write(write, denied).into());
                app.analysis_saved(&path, Err(e));
            }
            // The picture would stay on the server's disk, out of the player's reach.
            Effect::ExportPicture { .. } => app.picture_exported(Err("pictures are not exported on the server".into())),
            _ => {}
        }
    }
    (!bells.is_empty(), allowed)
}

fn allowed(effect: &Effect, saves: Option<&Path>) -> bool {
    match effect {
        Effect::SaveGame { path, .. } | Effect::SaveAnalysis { path, .. } => {
            saves.is_some_and(|dir| path.parent() == Some(dir))
        }
        Effect::SaveSettings { .. } | Effect::SaveTutorial { .. } | Effect::SavePuzzles { .. } => false,
        Effect::ExportPicture { .. } => false,
        _ => true,
    }
}
