//! A bounded pool of threads for bots, shared by every game of the process: `tactigon serve`
//! runs each session's bots here, so many sessions never start more than a few searches at once.

use std::sync::mpsc::{self, Receiver, SyncSender, TrySendError};
use std::sync::{Arc, Mutex, OnceLock};

/// Work handed to the pool.
type Job = Box<dyn FnOnce() + Send>;

/// Requests that may wait for a free thread; more are refused rather than queued without end.
const QUEUE: usize = 64;

static POOL: OnceLock<SyncSender<Job>> = OnceLock::new();

/// Runs `job` on the pool (started on first use, one thread per core); returns the job back
/// when the queue is full.
pub fn submit(job: Job) -> Result<(), Job> {
    let tx = POOL.get_or_init(start);
    tx.try_send(job).map_err(|e| match e {
        TrySendError::Full(job) | TrySendError::Disconnected(job) => job,
    })
}

fn start() -> SyncSender<Job> {
    let (tx, rx) = mpsc::sync_channel::<Job>(QUEUE);
    let rx = Arc::new(Mutex::new(rx));
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    for i in 0..threads {
        let rx = Arc::clone(&rx);
        let _ = std::thread::Builder::new().name(format!("bot-pool-{i}")).spawn(move || run(&rx));
    }
    tx
}

fn run(rx: &Mutex<Receiver<Job>>) {
    loop {
        // The lock is held only while taking a job, never while running one.
        let job = match rx.lock() {
            Ok(rx) => rx.recv(),
            Err(poisoned) => poisoned.into_inner().recv(),
        };
        let Ok(job) = job else { return };
        // A bot that panics loses only its own answer (its worker reports it as lost).
        let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(job));
    }
}
