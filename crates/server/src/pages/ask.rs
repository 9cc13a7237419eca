//! The pages' questions to the store, answered on tokio's blocking threads (the store blocks
//! on its database) and handed back, numbered, on a channel the player's loop listens to; an
//! answer to a question since replaced (the player turned the page again) is dropped there.

use super::{Answer, Query};
use std::sync::Arc;
use tactigon_store::Store;
use tokio::sync::mpsc;

/// A numbered answer, or why the store could not give it.
pub type Answered = (u64, Result<Answer, String>);

/// A connection's way to the store.
#[derive(Clone)]
pub struct Asker {
    store: Option<Arc<dyn Store>>,
    told: mpsc::UnboundedSender<Answered>,
}

impl Asker {
    /// Questions to `store` (none: a server that keeps nothing, whose pages say so); the asker
    /// and where the answers arrive.
    pub fn new(store: Option<Arc<dyn Store>>) -> (Asker, mpsc::UnboundedReceiver<Answered>) {
        let (told, answers) = mpsc::unbounded_channel();
        (Asker { store, told }, answers)
    }

    /// Asks `query` as question number `serial`: on a blocking thread when a runtime runs,
    /// else (a player driven by hand in a test) at once.
    pub fn ask(&self, serial: u64, query: Query) {
        let (store, told) = (self.store.clone(), self.told.clone());
        let work = move || {
            // A receiver gone (the player left) has no use for the answer.
            let _ = told.send((serial, answer(store.as_deref(), query)));
        };
        match tokio::runtime::Handle::try_current() {
            Ok(runtime) => drop(runtime.spawn_blocking(work)),
            Err(_) => work(),
        }
    }
}

/// The store's answer to `query`.
pub fn answer(store: Option<&dyn Store>, query: Query) -> Result<Answer, String> {
    let store = store.ok_or("this server keeps no archive")?;
    let failed = |e: tactigon_store::StoreError| e.to_string();
    Ok(match query {
        Query::Games(filter) => Answer::Games(store.games(&filter).map_err(failed)?),
        Query::Profile(name) => Answer::Profile(store.profile(&name).map_err(failed)?),
        Query::Leaderboard(game, speed) => Answer::Leaderboard(
            store.leaderboard(game, speed, crate::accounts::unix_now(), super::leaderboard::LONGEST).map_err(failed)?,
        ),
        Query::Game(id) => Answer::Game(store.game(id).map_err(failed)?.map(Box::new)),
    })
}
