//! The archive: a finished game kept with both sides' ratings before and after (rated games
//! change them in the same transaction), the listings newest first, one game with its
//! record, and a player's profile.

use super::accounts;
use super::rows::{self, bad, collect, field, first, io};
use crate::error::StoreError;
use crate::glicko;
use crate::model::*;
use rusqlite::{Connection, OptionalExtension, Row, Transaction};
use std::path::Path;

/// The page size when a filter asks for none, and the most a listing gives.
const PAGE: usize = 50;
const MOST: usize = 1000;
/// The games a profile lists.
const RECENT: usize = 10;

/// Keeps an unfinished table's record, replacing the one kept before.
pub(super) const SAVE_TABLE: &str =
    "INSERT INTO tables (id, record) VALUES (?1, ?2) ON CONFLICT (id) DO UPDATE SET record = ?2";

const COLUMNS: &str = "g.id, g.game, g.terms, g.speed, g.score, g.ending, g.finished";

/// Archives `game` (see [`crate::Store::finish`]).
pub fn finish(conn: &mut Connection, file: &Path, game: &FinishedGame) -> Result<ArchivedGame, StoreError> {
    let tx = conn.transaction().map_err(|e| io(file, e))?;
    let archived = finish_in(&tx, file, game)?;
    tx.commit().map_err(|e| io(file, e))?;
    Ok(archived)
}

/// Keeps `tables` and archives `games` in one transaction (see [`crate::Store::import`]).
pub fn import(
    conn: &mut Connection,
    file: &Path,
    tables: &[(u64, String)],
    games: &[FinishedGame],
) -> Result<(), StoreError> {
    let tx = conn.transaction().map_err(|e| io(file, e))?;
    for (id, record) in tables {
        tx.execute(SAVE_TABLE, (rows::table_key(*id), record)).map_err(|e| io(file, e))?;
    }
    for game in games {
        let sql = "SELECT 1 FROM games WHERE finished = ?1 AND record = ?2";
        let archived = tx.query_row(sql, (game.finished, &game.record), |_| Ok(())).optional();
        if archived.map_err(|e| io(file, e))?.is_none() {
            finish_in(&tx, file, &FinishedGame { rated: None, ..game.clone() })?;
        }
    }
    tx.commit().map_err(|e| io(file, e))
}

/// [`finish`] within the transaction `tx`.
fn finish_in(tx: &Transaction<'_>, file: &Path, game: &FinishedGame) -> Result<ArchivedGame, StoreError> {
    tx.execute("DELETE FROM tables WHERE id = ?1", [rows::table_key(game.table)]).map_err(|e| io(file, e))?;
    // A side whose account is gone (or never was) is kept by name alone.
    let mut accounts = [None, None];
    for (i, (account, name)) in game.players.iter().enumerate() {
        accounts[i] = match account {
            Some(a) if exists(tx, a.0) => Some(*a),
            Some(a) => {
                eprintln!("tactigon serve: {name}'s account {} is not kept: the game is kept by name", a.0);
                None
            }
            None => None,
        };
    }
    let mut ratings = [None, None];
    if let (Some(speed), [Some(a), Some(b)]) = (game.rated, accounts)
        && a != b
    {
        let [before_a, before_b] = [a, b].map(|id| current(tx, file, id, game, speed));
        let (after_a, after_b) = glicko::rate(&before_a.0, &before_b.0, game.score);
        for (id, (before, games), after) in [(a, before_a, after_a), (b, before_b, after_b)] {
            keep_rating(tx, file, id, game, speed, after, games + 1)?;
            ratings[usize::from(id == b)] = Some((before, after));
        }
    }
    let speed = game.rated.filter(|_| ratings[0].is_some());
    let sql = "INSERT INTO games (game, terms, speed, score, ending, finished, record) \
               VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) RETURNING id";
    let values = (
        game.game.name(),
        &game.terms,
        speed.map(Speed::name),
        game.score.token(),
        &game.ending,
        game.finished,
        &game.record,
    );
    let id: i64 = tx.query_row(sql, values, |r| r.get(0)).map_err(|e| io(file, e))?;
    let sides = [0, 1].map(|i| Side {
        account: accounts[i],
        name: game.players[i].1.clone(),
        before: ratings[i].map(|r| r.0),
        after: ratings[i].map(|r| r.1),
    });
    for (seat, side) in sides.iter().enumerate() {
        let sql = "INSERT INTO sides (game, seat, account, name, before_rating, before_deviation, \
                   before_volatility, after_rating, after_deviation, after_volatility) \
                   VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)";
        let [b, a] = [side.before, side.after].map(|g| g.map(|g| [g.rating, g.deviation, g.volatility]));
        let part = |g: Option<[f64; 3]>, i: usize| g.map(|g| g[i]);
        let values = (id, seat as i64, side.account.map(|a| a.0), &side.name, part(b, 0), part(b, 1), part(b, 2));
        let values =
            (values.0, values.1, values.2, values.3, values.4, values.5, values.6, part(a, 0), part(a, 1), part(a, 2));
        tx.execute(sql, values).map_err(|e| io(file, e))?;
    }
    let summary = GameSummary {
        id,
        game: game.game,
        sides,
        terms: game.terms.clone(),
        rated: speed,
        score: game.score,
        ending: game.ending.clone(),
        finished: game.finished,
    };
    Ok(ArchivedGame { summary, record: game.record.clone() })
}

/// When `account` lost a game by abandoning it, since `since` (see [`crate::Store::abandoned`]).
pub fn abandoned(
    conn: &Connection,
    file: &Path,
    account: AccountId,
    since: Timestamp,
) -> Result<Vec<Timestamp>, StoreError> {
    // The side that abandoned is the loser: seat 0 of a game the second player won, or seat 1.
    let sql = "SELECT g.finished FROM games g JOIN sides s ON s.game = g.id \
               WHERE s.account = ?1 AND g.ending = 'abandoned' AND g.finished >= ?2 \
               AND ((s.seat = 0 AND g.score = '0-1') OR (s.seat = 1 AND g.score = '1-0')) \
               ORDER BY g.finished DESC";
    collect(conn, file, sql, (account.0, since), |row| field(row, 0, "games"))
}

fn exists(tx: &Transaction<'_>, id: i64) -> bool {
    tx.query_row("SELECT 1 FROM accounts WHERE id = ?1", [id], |_| Ok(())).is_ok()
}

/// Account `id`'s rating before `game`, aged since it was last played, with its games; a
/// new player's start, or (for a row that does not read, logged) a fresh start.
fn current(tx: &Transaction<'_>, file: &Path, id: AccountId, game: &FinishedGame, speed: Speed) -> (Glicko, u32) {
    match accounts::rating_of(tx, id, game.game, speed) {
        Ok(Some((g, games, last))) => (glicko::aged(g, last, game.finished), games),
        Ok(None) => (Glicko::START, 0),
        Err(e) => {
            eprintln!("tactigon serve: {}: {e}: the rating starts again", file.display());
            (Glicko::START, 0)
        }
    }
}

fn keep_rating(
    tx: &Transaction<'_>,
    file: &Path,
    id: AccountId,
    game: &FinishedGame,
    speed: Speed,
    g: Glicko,
    games: u32,
) -> Result<(), StoreError> {
    let sql = "INSERT INTO ratings (account, game, speed, rating, deviation, volatility, games, last) \
               VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT (account, game, speed) DO UPDATE SET \
               rating = ?4, deviation = ?5, volatility = ?6, games = ?7, last = ?8";
    let values = (id.0, game.game.name(), speed.name(), g.rating, g.deviation, g.volatility, games, game.finished);
    tx.execute(sql, values).map(drop).map_err(|e| io(file, e))
}

/// A summary's row without its sides.
fn summary_row(row: &Row<'_>) -> Result<GameSummary, StoreError> {
    let id: i64 = field(row, 0, "games")?;
    let at = format!("games {id}");
    let side = || Side { account: None, name: String::new(), before: None, after: None };
    Ok(GameSummary {
        id,
        game: rows::game(row, 1, &at)?,
        sides: [side(), side()],
        terms: field(row, 2, &at)?,
        rated: rows::speed(row, 3, &at)?,
        score: rows::word(row, 4, &at)?,
        ending: field(row, 5, &at)?,
        finished: field(row, 6, &at)?,
    })
}

/// Fills in the sides of `summary`.
fn with_sides(conn: &Connection, file: &Path, mut summary: GameSummary) -> Result<GameSummary, StoreError> {
    let sql = "SELECT seat, account, name, before_rating, before_deviation, before_volatility, \
               after_rating, after_deviation, after_volatility FROM sides WHERE game = ?1 ORDER BY seat";
    let at = format!("sides of game {}", summary.id);
    let sides = collect(conn, file, sql, [summary.id], |row| {
        let seat: i64 = field(row, 0, &at)?;
        let seat = usize::try_from(seat).ok().filter(|&s| s < 2).ok_or_else(|| bad(&at, format!("seat {seat}")))?;
        let account: Option<i64> = field(row, 1, &at)?;
        let side = Side {
            account: account.map(AccountId),
            name: field(row, 2, &at)?,
            before: rows::glicko(row, 3, &at)?,
            after: rows::glicko(row, 6, &at)?,
        };
        Ok((seat, side))
    })?;
    for (seat, side) in sides {
        summary.sides[seat] = side;
    }
    Ok(summary)
}

/// Finished games, newest first, as `filter` asks.
pub fn games(conn: &Connection, file: &Path, filter: &GameFilter) -> Result<Vec<GameSummary>, StoreError> {
    let limit = if filter.limit == 0 { PAGE } else { filter.limit.min(MOST) };
    let params = (
        filter.player.map(|p| p.0),
        filter.game.map(|g| g.name()),
        filter.before.unwrap_or(i64::MAX),
        i64::try_from(limit).unwrap_or(i64::MAX),
    );
    let sql = if filter.player.is_some() {
        format!(
            "SELECT {COLUMNS} FROM games g JOIN sides s ON s.game = g.id WHERE s.account = ?1 AND (?2 IS NULL OR g.game = ?2) \
             AND s.game < ?3 GROUP BY s.game ORDER BY s.game DESC LIMIT ?4"
        )
    } else {
        format!(
            "SELECT {COLUMNS} FROM games g WHERE ?1 IS NULL AND (?2 IS NULL OR g.game = ?2) AND g.id < ?3 ORDER BY g.id DESC LIMIT ?4"
        )
    };
    let found = collect(conn, file, &sql, params, summary_row)?;
    found.into_iter().map(|s| with_sides(conn, file, s)).collect()
}

/// One archived game with its record.
pub fn game(conn: &Connection, file: &Path, id: i64) -> Result<Option<ArchivedGame>, StoreError> {
    let sql = format!("SELECT {COLUMNS}, g.record FROM games g WHERE g.id = ?1");
    let found =
        first(conn, file, &sql, [id], |row| Ok((summary_row(row)?, field::<String>(row, 7, &format!("games {id}"))?)))?;
    let Some((summary, record)) = found else { return Ok(None) };
    Ok(Some(ArchivedGame { summary: with_sides(conn, file, summary)?, record }))
}

/// The profile of the account called `name`.
pub fn profile(conn: &Connection, file: &Path, name: &str) -> Result<Option<Profile>, StoreError> {
    let Some(account) = accounts::account(conn, file, name)? else { return Ok(None) };
    // A game against oneself (one account on both seats) is neither won nor lost.
    let sql = "SELECT g.score, s.seat FROM sides s JOIN games g ON g.id = s.game WHERE s.account = ?1 \
               AND NOT EXISTS (SELECT 1 FROM sides o WHERE o.game = s.game AND o.seat <> s.seat AND o.account = ?1)";
    let at = format!("games of account {}", account.id.0);
    let results = collect(conn, file, sql, [account.id.0], |row| {
        Ok((rows::word::<Score>(row, 0, &at)?, field::<i64>(row, 1, &at)?))
    })?;
    let mut record = [0; 3];
    for (score, seat) in results {
        let points = if seat == 0 { score.points() } else { 1.0 - score.points() };
        record[if points > 0.75 {
            0
        } else if points < 0.25 {
            1
        } else {
            2
        }] += 1;
    }
    let sql = "SELECT g.game, g.speed, g.finished, s.after_rating, s.after_deviation, s.after_volatility \
               FROM sides s JOIN games g ON g.id = s.game \
               WHERE s.account = ?1 AND g.speed IS NOT NULL AND s.after_rating IS NOT NULL ORDER BY g.id";
    let points = collect(conn, file, sql, [account.id.0], |row| {
        let speed = rows::speed(row, 1, &at)?.ok_or_else(|| bad(&at, "no speed"))?;
        let after = rows::glicko(row, 3, &at)?.ok_or_else(|| bad(&at, "no rating"))?;
        Ok((rows::game(row, 0, &at)?, speed, RatingPoint { at: field(row, 2, &at)?, rating: after.rating }))
    })?;
    let mut history: Vec<(tactigon_games::games::GameKind, Speed, Vec<RatingPoint>)> = Vec::new();
    for (game, speed, point) in points {
        match history.iter_mut().find(|(g, s, _)| *g == game && *s == speed) {
            Some((_, _, line)) => line.push(point),
            None => history.push((game, speed, vec![point])),
        }
    }
    let recent = games(conn, file, &GameFilter { player: Some(account.id), limit: RECENT, ..GameFilter::default() })?;
    Ok(Some(Profile { account, record, history, recent }))
}
