//! The tables' writer: one thread of its own carries every table's changes to the server's
//! [`Store`] (the database), so that a slow or failing disk delays only the writing, never a
//! move, a clock or a screen. A table hands over the text of its record and goes on at once;
//! the writer keeps only the newest text of each table (a save queued and not yet started is
//! replaced by the next). A game that ended is handed over once, as a [`FinishedGame`], and
//! is never replaced by anything queued after it.
//!
//! When the store cannot be written (a full or read-only disk), the job is kept, the table is
//! told (its players see that their game is not being saved), the operator reads it on the
//! server's error output, and the writer tries again after a back-off that doubles up to
//! [`Backoff::max`]; once a write goes through, the table is told that too.

use std::collections::BTreeMap;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError, Weak};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};
use tactigon_store::{ArchivedGame, FinishedGame, Store, StoreError};

/// What a table is told by the writer about its own jobs.
pub trait Listener: Send + Sync {
    /// Whether the table's last job was written: `None` it was, `Some(why)` it was not (and
    /// is being tried again).
    fn saving(&self, trouble: Option<String>);

    /// The table's finished game is in the archive, as `game`.
    fn archived(&self, game: ArchivedGame);
}

/// What is to become of a table in the store.
enum Job {
    /// Kept with this record text.
    Save(String),
    /// Forgotten (closed unplayed, or aborted).
    Remove,
    /// Archived as this finished game (and forgotten as a table).
    Finish(Box<FinishedGame>),
}

/// How long the writer waits before trying a failed write again: `first`, doubling up to `max`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Backoff {
    /// The first wait.
    pub first: Duration,
    /// The longest wait.
    pub max: Duration,
}

impl Default for Backoff {
    fn default() -> Backoff {
        Backoff { first: Duration::from_secs(1), max: Duration::from_secs(30) }
    }
}

#[derive(Default)]
struct Queue {
    /// The newest job for each table, by number, with the table to tell how it went.
    jobs: BTreeMap<u64, (Job, Weak<dyn Listener>)>,
    /// Set when the writer is dropped: it finishes the jobs and stops.
    closed: bool,
}

#[derive(Default)]
struct Inner {
    queue: Mutex<Queue>,
    wake: Condvar,
}

/// The tables' writer thread over a store.
pub struct Writer {
    inner: Arc<Inner>,
    thread: Option<JoinHandle<()>>,
}

impl Writer {
    /// The writer of `store`, started, retrying failed writes after the default back-off.
    pub fn new(store: Arc<dyn Store>) -> Writer {
        Writer::with_backoff(store, Backoff::default())
    }

    /// The writer of `store`, retrying failed writes after `backoff`.
    pub fn with_backoff(store: Arc<dyn Store>, backoff: Backoff) -> Writer {
        let inner = Arc::new(Inner::default());
        let queue = Arc::clone(&inner);
        let thread = std::thread::Builder::new()
            .name("tactigon-tables".into())
            .spawn(move || write_until_closed(store.as_ref(), &queue, backoff))
            .map_err(|e| eprintln!("tactigon serve: no writer for the tables ({e}): they are not kept"))
            .ok();
        Writer { inner, thread }
    }

    /// Keeps table `id` with its record `text`, soon; `to` hears how it went.
    pub fn save(&self, id: u64, text: String, to: Weak<dyn Listener>) {
        self.queue(id, Job::Save(text), to);
    }

    /// Forgets table `id`, soon (after any save queued before).
    pub fn remove(&self, id: u64, to: Weak<dyn Listener>) {
        self.queue(id, Job::Remove, to);
    }

    /// Archives table `id`'s finished `game`, soon; `to` hears of the archived game.
    pub fn finish(&self, id: u64, game: FinishedGame, to: Weak<dyn Listener>) {
        self.queue(id, Job::Finish(Box::new(game)), to);
    }

    fn queue(&self, id: u64, job: Job, to: Weak<dyn Listener>) {
        let mut queue = self.inner.lock();
        // A finished game is archived whatever comes after it.
        if !matches!(queue.jobs.get(&id), Some((Job::Finish(_), _))) {
            queue.jobs.insert(id, (job, to));
        }
        drop(queue);
        self.inner.wake.notify_one();
    }
}

impl Drop for Writer {
    /// Every job queued is tried before the writer is gone (a server stopped in order loses
    /// nothing the store can take).
    fn drop(&mut self) {
        self.inner.lock().closed = true;
        self.inner.wake.notify_one();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Inner {
    fn lock(&self) -> MutexGuard<'_, Queue> {
        self.queue.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// The writer: takes the next job, lets go of the queue while the store works, puts a failed
/// job back (unless a newer one came for its table) and waits before trying again; stops once
/// closed and nothing is left, or nothing can be written.
fn write_until_closed(store: &dyn Store, inner: &Inner, backoff: Backoff) {
    let mut wait = backoff.first;
    let mut failing = false;
    let mut queue = inner.lock();
    loop {
        let Some((id, (job, to))) = queue.jobs.pop_first() else {
            if queue.closed {
                return;
            }
            queue = inner.wake.wait(queue).unwrap_or_else(PoisonError::into_inner);
            continue;
        };
        drop(queue);
        let result = carry_out(store, id, &job);
        let listener = to.upgrade();
        match result {
            Ok(archived) => {
                if std::mem::take(&mut failing) {
                    eprintln!("tactigon serve: the tables are written again");
                }
                wait = backoff.first;
                if let Some(listener) = &listener {
                    listener.saving(None);
                    if let Some(game) = archived {
                        listener.archived(game);
                    }
                }
                queue = inner.lock();
            }
            Err(e) => {
                if !std::mem::replace(&mut failing, true) {
                    eprintln!("tactigon serve: cannot keep table #{id}: {e} (trying again)");
                }
                if let Some(listener) = &listener {
                    listener.saving(Some(e.to_string()));
                }
                queue = inner.lock();
                if queue.closed {
                    eprintln!("tactigon serve: table #{id} not kept at stop: {e}");
                    continue;
                }
                if !queue.jobs.contains_key(&id) || matches!(job, Job::Finish(_)) {
                    queue.jobs.insert(id, (job, to));
                }
                queue = sleep(inner, queue, wait);
                wait = (wait * 2).min(backoff.max);
            }
        }
    }
}

/// Waits `wait` (or until the writer is closed), with the queue let go meanwhile.
fn sleep<'a>(inner: &'a Inner, mut queue: MutexGuard<'a, Queue>, wait: Duration) -> MutexGuard<'a, Queue> {
    let until = Instant::now() + wait;
    while !queue.closed {
        let left = until.saturating_duration_since(Instant::now());
        if left.is_zero() {
            break;
        }
        queue = inner.wake.wait_timeout(queue, left).unwrap_or_else(PoisonError::into_inner).0;
    }
    queue
}

/// Does one job; the archived game, for a finish.
fn carry_out(store: &dyn Store, id: u64, job: &Job) -> Result<Option<ArchivedGame>, StoreError> {
    match job {
        Job::Save(text) => store.save_table(id, text).map(|()| None),
        Job::Remove => store.remove_table(id).map(|()| None),
        Job::Finish(game) => store.finish(game).map(Some),
    }
}
