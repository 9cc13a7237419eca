//! Accounts and their ratings: logging in (an account made on first login, a name bound to
//! its key), looking one up, the list of players and the leaderboards.

use super::SqliteStore;
use super::rows::{self, bad, collect, count, field, first};
use crate::error::StoreError;
use crate::model::*;
use rusqlite::{Connection, OptionalExtension, Row};
use std::collections::HashMap;
use std::path::Path;
use tactigon_games::games::GameKind;

const ACCOUNT: &str = "SELECT id, name, key, since, last_seen, banned, bot FROM accounts";

/// An account's row, without its ratings.
fn account_row(row: &Row<'_>) -> Result<Account, StoreError> {
    let id: i64 = field(row, 0, "accounts")?;
    let at = format!("accounts {id}");
    Ok(Account {
        id: AccountId(id),
        name: field(row, 1, &at)?,
        key: field(row, 2, &at)?,
        since: field(row, 3, &at)?,
        last_seen: field(row, 4, &at)?,
        banned: field(row, 5, &at)?,
        bot: field(row, 6, &at)?,
        ratings: Vec::new(),
    })
}

/// A rating's row (game, speed, rating, deviation, volatility, games), under `at`.
fn rating_row(row: &Row<'_>, at: &str) -> Result<Rating, StoreError> {
    let glicko = rows::glicko(row, 2, at)?.ok_or_else(|| bad(at, "no rating"))?;
    let speed = rows::speed(row, 1, at)?.ok_or_else(|| bad(at, "no speed"))?;
    Ok(Rating { game: rows::game(row, 0, at)?, speed, glicko, games: count(row, 5, at)? })
}

/// The account called `name` (any case) with its ratings.
pub fn account(conn: &Connection, file: &Path, name: &str) -> Result<Option<Account>, StoreError> {
    let Some(mut account) = first(conn, file, &format!("{ACCOUNT} WHERE name = ?1"), [name], account_row)? else {
        return Ok(None);
    };
    let sql = "SELECT game, speed, rating, deviation, volatility, games FROM ratings WHERE account = ?1 \
               ORDER BY game, speed";
    let at = format!("ratings of account {}", account.id.0);
    account.ratings = collect(conn, file, sql, [account.id.0], |row| rating_row(row, &at))?;
    Ok(Some(account))
}

/// The name of the oldest account bound to `key`.
pub fn key_owner(conn: &Connection, file: &Path, key: &str) -> Result<Option<String>, StoreError> {
    let sql = "SELECT name FROM accounts WHERE key = ?1 ORDER BY id LIMIT 1";
    first(conn, file, sql, [key], |row| field(row, 0, "accounts"))
}

/// Every account, by name, with its ratings.
pub fn players(conn: &Connection, file: &Path) -> Result<Vec<Account>, StoreError> {
    let mut accounts = collect(conn, file, &format!("{ACCOUNT} ORDER BY name"), [], account_row)?;
    let sql = "SELECT game, speed, rating, deviation, volatility, games, account FROM ratings ORDER BY game, speed";
    let ratings = collect(conn, file, sql, [], |row| {
        let id: i64 = field(row, 6, "ratings")?;
        Ok((id, rating_row(row, &format!("ratings of account {id}"))?))
    })?;
    let mut of: HashMap<i64, Vec<Rating>> = HashMap::new();
    for (id, rating) in ratings {
        of.entry(id).or_default().push(rating);
    }
    for account in &mut accounts {
        account.ratings = of.remove(&account.id.0).unwrap_or_default();
    }
    Ok(accounts)
}

/// See [`crate::Store::login`]: one transaction, so that two first logins of one name make
/// one account.
pub fn login(
    store: &SqliteStore,
    name: &str,
    key: Option<&str>,
    open: bool,
    now: Timestamp,
) -> Result<Login, StoreError> {
    if name.trim().is_empty() {
        return Ok(Login::Guest);
    }
    let mut conn = store.writer();
    let io = |e| store.io(e);
    let tx = conn.transaction().map_err(io)?;
    let found = first(&tx, &store.file, &format!("{ACCOUNT} WHERE name = ?1"), [name], account_row)?;
    let login = match found {
        Some(a) if a.bot => Login::Bot,
        Some(a) if a.banned => Login::Banned,
        Some(a) if a.key.as_deref() != key => Login::OtherKey,
        Some(a) => {
            tx.execute("UPDATE accounts SET last_seen = ?2 WHERE id = ?1", (a.id.0, now)).map_err(io)?;
            Login::Account(Account { last_seen: now, ..a })
        }
        None if open => {
            let sql = "INSERT INTO accounts (name, key, since, last_seen) VALUES (?1, ?2, ?3, ?3) RETURNING id";
            let id: i64 = tx.query_row(sql, (name, key, now), |r| r.get(0)).map_err(io)?;
            let account = Account {
                id: AccountId(id),
                name: name.to_string(),
                key: key.map(str::to_string),
                since: now,
                last_seen: now,
                banned: false,
                bot: false,
                ratings: Vec::new(),
            };
            Login::Account(account)
        }
        None => Login::Guest,
    };
    tx.commit().map_err(io)?;
    // The ratings are read after, by the reader: the login itself changed none.
    match login {
        Login::Account(a) => {
            let ratings = account(&store.reader(), &store.file, &a.name)?.map(|full| full.ratings).unwrap_or_default();
            Ok(Login::Account(Account { ratings, ..a }))
        }
        other => Ok(other),
    }
}

/// See [`crate::Store::bot`]: one transaction, so that two servers starting make one account.
pub fn bot(store: &SqliteStore, name: &str, now: Timestamp) -> Result<Option<Account>, StoreError> {
    let mut conn = store.writer();
    let io = |e| store.io(e);
    let tx = conn.transaction().map_err(io)?;
    let found = first(&tx, &store.file, &format!("{ACCOUNT} WHERE name = ?1"), [name], account_row)?;
    let made = match found {
        Some(a) => a.bot.then_some(()),
        None => {
            let sql = "INSERT INTO accounts (name, since, last_seen, bot) VALUES (?1, ?2, ?2, 1)";
            tx.execute(sql, (name, now)).map_err(io)?;
            Some(())
        }
    };
    tx.commit().map_err(io)?;
    match made {
        Some(()) => account(&store.reader(), &store.file, name),
        None => Ok(None),
    }
}

/// The established ratings of `game` at `speed`, best first.
pub fn leaderboard(
    conn: &Connection,
    file: &Path,
    game: GameKind,
    speed: Speed,
    now: Timestamp,
    limit: usize,
) -> Result<Vec<LeaderRow>, StoreError> {
    // A deviation only grows with time: the rows established when last played are read,
    // then aged to `now`, and those no longer established left out.
    let sql = "SELECT a.name, r.rating, r.deviation, r.volatility, r.games, r.last FROM ratings r \
               JOIN accounts a ON a.id = r.account \
               WHERE r.game = ?1 AND r.speed = ?2 AND r.deviation <= ?3 AND a.banned = 0 \
               ORDER BY r.rating DESC";
    let params = (game.name(), speed.name(), crate::PROVISIONAL_DEVIATION);
    rows::collect_first(conn, file, sql, params, limit, |row| {
        let name: String = field(row, 0, "ratings")?;
        let at = format!("rating of {name}");
        let glicko = rows::glicko(row, 1, &at)?.ok_or_else(|| bad(&at, "no rating"))?;
        let glicko = crate::glicko::aged(glicko, field(row, 5, &at)?, now);
        let games = count(row, 4, &at)?;
        Ok((!glicko.provisional()).then_some(LeaderRow { name, glicko, games }))
    })
}

/// Account `id`'s rating of `game` at `speed`, with when it was last played, if it has one.
pub fn rating_of(
    conn: &Connection,
    id: AccountId,
    game: GameKind,
    speed: Speed,
) -> Result<Option<(Glicko, u32, Timestamp)>, StoreError> {
    let sql = "SELECT rating, deviation, volatility, games, last FROM ratings \
               WHERE account = ?1 AND game = ?2 AND speed = ?3";
    let at = format!("rating of account {}", id.0);
    let row = conn
        .query_row(sql, (id.0, game.name(), speed.name()), |row| {
            Ok((rows::glicko(row, 0, &at), count(row, 3, &at), field::<i64>(row, 4, &at)))
        })
        .optional()
        .map_err(|e| bad(&at, super::cause(&e)))?;
    let Some((glicko, games, last)) = row else { return Ok(None) };
    Ok(Some((glicko?.ok_or_else(|| bad(&at, "no rating"))?, games?, last?)))
}
