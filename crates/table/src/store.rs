//! The tables' folder on disk, written by one thread of its own: a table hands over the text
//! of its record file and goes on at once; the writer keeps only the newest text for each
//! table (a write queued and not yet started is replaced by the next), so a slow disk delays
//! only the files, never a move, a clock or a screen.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;

/// What is to become of a table's file.
enum Job {
    /// Written with this text (atomically).
    Write(String),
    /// Removed.
    Remove,
}

#[derive(Default)]
struct Queue {
    /// The newest job for each table, by number.
    jobs: BTreeMap<u64, Job>,
    /// Set when the store is dropped: the writer finishes the jobs and stops.
    closed: bool,
}

#[derive(Default)]
struct Inner {
    queue: Mutex<Queue>,
    wake: Condvar,
}

/// A folder of table files (`7.tgn`) and its writer thread.
pub struct Store {
    inner: Arc<Inner>,
    writer: Option<JoinHandle<()>>,
}

impl Store {
    /// The store of `dir`, with its writer started.
    pub fn new(dir: PathBuf) -> Store {
        let inner = Arc::new(Inner::default());
        let queue = Arc::clone(&inner);
        let writer = std::thread::Builder::new()
            .name("tactigon-tables".into())
            .spawn(move || write_until_closed(&dir, &queue))
            .map_err(|e| eprintln!("tactigon serve: no writer for the tables ({e}): they are not kept"))
            .ok();
        Store { inner, writer }
    }

    /// Writes table `id`'s file with `text`, soon.
    pub fn write(&self, id: u64, text: String) {
        self.queue(id, Job::Write(text));
    }

    /// Removes table `id`'s file, soon (after any write queued before).
    pub fn remove(&self, id: u64) {
        self.queue(id, Job::Remove);
    }

    fn queue(&self, id: u64, job: Job) {
        self.inner.lock().jobs.insert(id, job);
        self.inner.wake.notify_one();
    }
}

impl Drop for Store {
    /// Every job queued is done before the store is gone (a server stopped in order loses
    /// nothing).
    fn drop(&mut self) {
        self.inner.lock().closed = true;
        self.inner.wake.notify_one();
        if let Some(writer) = self.writer.take() {
            let _ = writer.join();
        }
    }
}

impl Inner {
    fn lock(&self) -> MutexGuard<'_, Queue> {
        self.queue.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

fn file_in(dir: &Path, id: u64) -> PathBuf {
    dir.join(format!("{id}.tgn"))
}

/// The writer: takes the next job, lets go of the queue while the disk works, and stops once
/// the store is closed and nothing is left.
fn write_until_closed(dir: &Path, inner: &Inner) {
    let mut queue = inner.lock();
    loop {
        if let Some((id, job)) = queue.jobs.pop_first() {
            drop(queue);
            carry_out(&file_in(dir, id), id, job);
            queue = inner.lock();
        } else if queue.closed {
            return;
        } else {
            queue = inner.wake.wait(queue).unwrap_or_else(PoisonError::into_inner);
        }
    }
}

/// Does one job; a failure is reported on the server's error output (the game goes on, only
/// a restart would lose it).
fn carry_out(file: &Path, id: u64, job: Job) {
    let result = match job {
        Job::Write(text) => tactigon_games::storage::write_atomic(file, &text),
        Job::Remove => std::fs::remove_file(file).or_else(|e| match e.kind() {
            std::io::ErrorKind::NotFound => Ok(()),
            _ => Err(e),
        }),
    };
    if let Err(e) = result {
        eprintln!("tactigon serve: cannot keep table #{id} in {}: {e}", file.display());
    }
}
