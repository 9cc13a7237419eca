//! The database's schema, one step per version: `MIGRATIONS[i]` takes a database from
//! version `i` (its `PRAGMA user_version`) to `i + 1`. A step is only ever added, never
//! changed, once a server has run it.

/// The schema version this server writes.
pub const VERSION: i64 = MIGRATIONS.len() as i64;

/// Each step's SQL.
pub const MIGRATIONS: &[&str] = &[
    // 1: accounts, their ratings, the archive of finished games and the unfinished tables.
    "CREATE TABLE accounts (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE COLLATE NOCASE,
        key TEXT,
        since INTEGER NOT NULL,
        last_seen INTEGER NOT NULL,
        banned INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX accounts_key ON accounts (key);
    CREATE TABLE ratings (
        account INTEGER NOT NULL REFERENCES accounts (id),
        game TEXT NOT NULL,
        speed TEXT NOT NULL,
        rating REAL NOT NULL,
        deviation REAL NOT NULL,
        volatility REAL NOT NULL,
        games INTEGER NOT NULL,
        last INTEGER NOT NULL,
        PRIMARY KEY (account, game, speed)
    ) WITHOUT ROWID;
    CREATE INDEX ratings_board ON ratings (game, speed, rating DESC);
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        game TEXT NOT NULL,
        terms TEXT NOT NULL,
        speed TEXT,
        score TEXT NOT NULL,
        ending TEXT NOT NULL,
        finished INTEGER NOT NULL,
        record TEXT NOT NULL
    );
    CREATE INDEX games_game ON games (game, id);
    CREATE TABLE sides (
        game INTEGER NOT NULL REFERENCES games (id),
        seat INTEGER NOT NULL,
        account INTEGER REFERENCES accounts (id),
        name TEXT NOT NULL,
        before_rating REAL, before_deviation REAL, before_volatility REAL,
        after_rating REAL, after_deviation REAL, after_volatility REAL,
        PRIMARY KEY (game, seat)
    ) WITHOUT ROWID;
    CREATE INDEX sides_account ON sides (account, game);
    CREATE TABLE tables (
        id INTEGER PRIMARY KEY,
        record TEXT NOT NULL
    );",
    // 2: the players the operator muted in every chat, by name (guests have no account).
    "CREATE TABLE mutes (name TEXT PRIMARY KEY COLLATE NOCASE) WITHOUT ROWID;",
    // 3: the server's bots are accounts of a kind of their own (rated, never logged in to).
    "ALTER TABLE accounts ADD COLUMN bot INTEGER NOT NULL DEFAULT 0;",
];
