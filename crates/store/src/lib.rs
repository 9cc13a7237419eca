//! What a Tactigon server keeps between runs: accounts, ratings per game and speed, the
//! archive of finished games and the unfinished tables. The rest of the server sees only the
//! [`Store`] trait and the plain types of [`model`]; all SQL lives behind it, so that another
//! backend (PostgreSQL, for several servers behind one address) can be added without
//! touching the server.
//!
//! Every method blocks on the database: the server calls them off its async worker threads.

#![warn(missing_docs)]

pub mod error;
pub mod glicko;
pub mod model;
pub mod speed;
pub mod sqlite;

pub use error::StoreError;
pub use model::*;
pub use speed::{PROVISIONAL_DEVIATION, UnknownWord, change};
pub use sqlite::SqliteStore;

use std::path::Path;
use tactigon_games::games::GameKind;

/// The server's memory, whatever keeps it.
pub trait Store: Send + Sync {
    /// Logs `name` in (names are compared without case). The account called `name` is taken
    /// when its key is `key` (both `None` for a password login, whose check is the access
    /// list's); an account bound to another key, or to none when `key` is given, is
    /// [`Login::OtherKey`]; a banned one [`Login::Banned`]. A name no account has becomes one,
    /// bound to `key`, when `open` allows new accounts, else it is [`Login::Guest`] (so is an
    /// empty name). `now` is the account's last seen.
    fn login(&self, name: &str, key: Option<&str>, open: bool, now: Timestamp) -> Result<Login, StoreError>;

    /// The bot account called `name`, made now if no account has that name; `None` when a
    /// player's account has it. Nobody logs in to a bot ([`Login::Bot`]).
    fn bot(&self, name: &str, now: Timestamp) -> Result<Option<Account>, StoreError>;

    /// The name of the account bound to the key whose fingerprint is `key`, if one is (the
    /// oldest, should several be).
    fn key_owner(&self, key: &str) -> Result<Option<String>, StoreError>;

    /// The account called `name` (any case), if there is one.
    fn account(&self, name: &str) -> Result<Option<Account>, StoreError>;

    /// Every account, by name, with its ratings.
    fn players(&self) -> Result<Vec<Account>, StoreError>;

    /// Bans (`true`) or lets back in (`false`) the account called `name`; `false` if there is none.
    fn set_banned(&self, name: &str, banned: bool) -> Result<bool, StoreError>;

    /// Mutes (`true`) or lets speak again (`false`) the player called `name` (an account or
    /// a guest's name) in every chat; whether that changed anything.
    fn set_muted(&self, name: &str, muted: bool) -> Result<bool, StoreError>;

    /// The names the operator muted.
    fn muted(&self) -> Result<Vec<String>, StoreError>;

    /// Keeps an unfinished table's record text (replacing what was kept for it).
    fn save_table(&self, id: u64, record: &str) -> Result<(), StoreError>;

    /// Forgets an unfinished table (it ended, or was closed unplayed).
    fn remove_table(&self, id: u64) -> Result<(), StoreError>;

    /// Every unfinished table kept, by number.
    fn tables(&self) -> Result<Vec<(u64, String)>, StoreError>;

    /// Archives a finished game, forgetting its table, and (when it is rated) updates both
    /// players' ratings in the same transaction; returns the game as archived, with the
    /// ratings before and after.
    fn finish(&self, game: &FinishedGame) -> Result<ArchivedGame, StoreError>;

    /// Keeps `tables` (as [`Store::save_table`]) and archives `games` (unrated, as
    /// [`Store::finish`]) all at once or not at all; a game archived already (the same
    /// record, finished at the same time) is not archived twice, so an import cut short by a
    /// crash can be run again.
    fn import(&self, tables: &[(u64, String)], games: &[FinishedGame]) -> Result<(), StoreError>;

    /// Finished games, newest first, as `filter` asks.
    fn games(&self, filter: &GameFilter) -> Result<Vec<GameSummary>, StoreError>;

    /// One archived game, with its record.
    fn game(&self, id: i64) -> Result<Option<ArchivedGame>, StoreError>;

    /// When account `account` lost a game by abandoning it (its opponent claimed the win),
    /// since `since`, newest first: what a cooling-off is counted from.
    fn abandoned(&self, account: AccountId, since: Timestamp) -> Result<Vec<Timestamp>, StoreError>;

    /// The profile of the account called `name`.
    fn profile(&self, name: &str) -> Result<Option<Profile>, StoreError>;

    /// The ratings of `game` at `speed` established at `now` (aged since each was last
    /// played), best first, at most `limit`.
    fn leaderboard(
        &self,
        game: GameKind,
        speed: Speed,
        now: Timestamp,
        limit: usize,
    ) -> Result<Vec<LeaderRow>, StoreError>;

    /// Writes a consistent copy of everything to `to` while the server runs.
    fn backup(&self, to: &Path) -> Result<(), StoreError>;
}
