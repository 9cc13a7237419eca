//! `server`: the operator's look into a server's database, while it runs or not: its players
//! and their ratings, the archived games, bans, and a consistent backup.

use super::CliError;
use clap::{Args, Subcommand};
use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use tactigon_core::record::civil_date;
use tactigon_games::games::GameKind;
use tactigon_server::{DATABASE, ServeError};
use tactigon_store::{Account, GameFilter, GameSummary, SqliteStore, Store, StoreError};

/// `server`.
#[derive(Args, Debug)]
pub struct ServerArgs {
    /// What to do.
    #[command(subcommand)]
    pub action: ServerAction,
    /// The server's folder (as `serve --data`); default: `server` in the data folder.
    #[arg(long, value_name = "DIR", global = true)]
    pub data: Option<PathBuf>,
}

/// What `server` does.
#[derive(Subcommand, Debug)]
pub enum ServerAction {
    /// Every player, by name, with their ratings.
    Players {
        /// As JSON.
        #[arg(long)]
        json: bool,
    },
    /// Finished games, newest first.
    Games {
        /// Only this player's.
        #[arg(long, value_name = "NAME")]
        player: Option<String>,
        /// Only this game's (tactigon, taacoca).
        #[arg(long, value_name = "GAME")]
        game: Option<GameKind>,
        /// At most this many.
        #[arg(long, value_name = "N", default_value_t = 50, value_parser = clap::value_parser!(u32).range(1..=1000))]
        limit: u32,
        /// As JSON.
        #[arg(long)]
        json: bool,
    },
    /// Keep a player out.
    Ban {
        /// The player's name (any case).
        name: String,
    },
    /// Let a banned player back in.
    Unban {
        /// The player's name (any case).
        name: String,
    },
    /// Hide a player's chat messages from everyone (a guest's name too); the server running
    /// hears of it within seconds.
    Mute {
        /// The player's name (any case).
        name: String,
    },
    /// Let a muted player chat again.
    Unmute {
        /// The player's name (any case).
        name: String,
    },
    /// Write a consistent copy of the database to OUT (safe while the server runs).
    Backup {
        /// The copy; must not exist.
        out: PathBuf,
    },
}

/// Runs `server`.
pub fn server(args: &ServerArgs, out: &mut dyn std::io::Write) -> Result<(), CliError> {
    let data = super::serve::server_folder(args.data.as_deref())?;
    let store = open(&data).map_err(|e| CliError::Serve(ServeError::Store(e)))?;
    let failed = |e| CliError::Serve(ServeError::Store(e));
    match &args.action {
        ServerAction::Players { json } => {
            let players = store.players().map_err(failed)?;
            if *json {
                writeln!(out, "{}", Value::Array(players.iter().map(player_json).collect()))?;
            } else {
                for p in &players {
                    writeln!(out, "{}", player_line(p))?;
                }
            }
        }
        ServerAction::Games { player, game, limit, json } => {
            let player = match player {
                Some(name) => {
                    Some(store.account(name).map_err(failed)?.ok_or_else(|| CliError::NoPlayer(name.clone()))?.id)
                }
                None => None,
            };
            let filter = GameFilter { player, game: *game, limit: *limit as usize, before: None };
            let games = store.games(&filter).map_err(failed)?;
            if *json {
                writeln!(out, "{}", Value::Array(games.iter().map(game_json).collect()))?;
            } else {
                for g in &games {
                    writeln!(out, "{}", game_line(g))?;
                }
            }
        }
        ServerAction::Ban { name } | ServerAction::Unban { name } => {
            let ban = matches!(args.action, ServerAction::Ban { .. });
            if !store.set_banned(name, ban).map_err(failed)? {
                return Err(CliError::NoPlayer(name.clone()));
            }
            writeln!(out, "{name} {}", if ban { "banned" } else { "let back in" })?;
        }
        ServerAction::Mute { name } | ServerAction::Unmute { name } => {
            let mute = matches!(args.action, ServerAction::Mute { .. });
            let said = match (mute, store.set_muted(name.trim(), mute).map_err(failed)?) {
                (true, true) => "muted in every chat",
                (true, false) => "was muted already",
                (false, true) => "may chat again",
                (false, false) => "was not muted",
            };
            writeln!(out, "{name} {said}")?;
        }
        ServerAction::Backup { out: to } => {
            store.backup(to).map_err(failed)?;
            writeln!(out, "backed up to {}", to.display())?;
        }
    }
    Ok(())
}

/// The database of the server folder `data`, which must be there already (a mistyped folder
/// is not given an empty database).
fn open(data: &Path) -> Result<SqliteStore, StoreError> {
    let file = data.join(DATABASE);
    if std::fs::symlink_metadata(&file).is_err() {
        return Err(StoreError::Open { file, cause: "no such file (has `tactigon serve --data` run here?)".into() });
    }
    SqliteStore::open(&file)
}

fn day(secs: i64) -> String {
    civil_date(u64::try_from(secs).unwrap_or(0))
}

fn player_line(p: &Account) -> String {
    let ratings: Vec<String> =
        p.ratings.iter().map(|r| format!("{} {} {} ({} games)", r.game, r.speed, r.glicko, r.games)).collect();
    let banned = if p.banned { "  banned" } else { "" };
    format!("{}  since {}  last seen {}{banned}  {}", p.name, day(p.since), day(p.last_seen), ratings.join(", "))
}

fn player_json(p: &Account) -> Value {
    let ratings: Vec<Value> = p
        .ratings
        .iter()
        .map(|r| {
            json!({
                "game": r.game.name(), "speed": r.speed.name(), "rating": r.glicko.rating,
                "deviation": r.glicko.deviation, "volatility": r.glicko.volatility,
                "provisional": r.glicko.provisional(), "games": r.games,
            })
        })
        .collect();
    json!({
        "name": p.name, "key": p.key, "since": p.since, "last_seen": p.last_seen,
        "banned": p.banned, "ratings": ratings,
    })
}

fn game_line(g: &GameSummary) -> String {
    let rated = g.rated.map_or_else(|| "casual".to_string(), |s| format!("rated {s}"));
    // The terms of a rated table end in "rated" already; the listing says which rating.
    let terms = g.terms.strip_suffix(", rated").unwrap_or(&g.terms);
    format!(
        "#{}  {}  {} - {}  {} ({})  {}, {}",
        g.id,
        day(g.finished),
        g.sides[0].name,
        g.sides[1].name,
        g.score,
        g.ending,
        terms,
        rated
    )
}

fn game_json(g: &GameSummary) -> Value {
    let side = |i: usize| {
        let s = &g.sides[i];
        json!({
            "name": s.name, "account": s.account.map(|a| a.0),
            "before": s.before.map(|r| r.rating), "after": s.after.map(|r| r.rating),
        })
    };
    json!({
        "id": g.id, "game": g.game.name(), "players": [side(0), side(1)], "terms": g.terms,
        "rated": g.rated.map(|s| s.name()), "result": g.score.token(), "ending": g.ending,
        "finished": g.finished, "date": day(g.finished),
    })
}
