//! Bot thinking off the UI thread: one thread per request, a channel back, and a stop flag.
//!
//! A cancelled request is simply dropped: the flag tells the bot to finish, its answer goes
//! nowhere, and the thread is never joined (quitting must not wait for a thinking bot).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::time::Instant;
use tactigon_core::{GameRules, History, Player};

/// How bots are run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BotMode {
    /// On a worker thread; the screen stays live while they think.
    Threaded,
    /// At once on the calling thread: deterministic, for tests.
    Inline,
    /// On the process's bounded bot pool (the server's sessions); a full pool loses the request.
    Pooled,
}

/// What a finished request hands back: the bot (to be reused) and its move.
pub type Answer<G> = (Box<dyn Player<G>>, <G as GameRules>::Move);

/// A bot of game `G` thinking about one position.
pub struct Worker<G: GameRules> {
    rx: Receiver<Answer<G>>,
    stop: Arc<AtomicBool>,
    /// When the request was made, for the elapsed-time display.
    pub started: Instant,
}

/// The state of a request.
pub enum Poll<G: GameRules> {
    /// Still thinking.
    Thinking,
    /// The answer.
    Done(Answer<G>),
    /// The thread ended without an answer (the bot panicked).
    Lost,
}

impl<G: GameRules> Worker<G> {
    /// Starts `bot` thinking about `game` in the given mode.
    pub fn spawn(mut bot: Box<dyn Player<G>>, game: History<G>, mode: BotMode, now: Instant) -> Worker<G> {
        let (tx, rx) = mpsc::channel();
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        run_in(mode, move || {
            let m = bot.choose(&game, &flag);
            let _ = tx.send((bot, m));
        });
        Worker { rx, stop, started: now }
    }

    /// Asks the bot to answer now with its best move so far.
    pub fn hurry(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Whether the answer is ready.
    pub fn poll(&self) -> Poll<G> {
        match self.rx.try_recv() {
            Ok(answer) => Poll::Done(answer),
            Err(TryRecvError::Empty) => Poll::Thinking,
            Err(TryRecvError::Disconnected) => Poll::Lost,
        }
    }
}

/// Runs `job` as `mode` says: at once, on a thread of its own, or on the bot pool. A job the
/// full pool refuses is dropped with whatever sender it holds, which its receiver sees as lost.
pub fn run_in(mode: BotMode, job: impl FnOnce() + Send + 'static) {
    match mode {
        BotMode::Inline => job(),
        BotMode::Threaded => {
            std::thread::spawn(job);
        }
        BotMode::Pooled => {
            let _ = super::bot_pool::submit(Box::new(job));
        }
    }
}

impl<G: GameRules> Drop for Worker<G> {
    fn drop(&mut self) {
        self.hurry();
    }
}
