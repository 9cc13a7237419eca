//! The server's bots in the lobby: accounts of their own kind in the store (rated like anyone,
//! never logged in to), always online, taking every challenge at once and, for players who
//! allow it, the pools' players nobody else came for. A bot seated at a table plays it out
//! from a task that sleeps until the table changes; each move is thought on the process's
//! bounded bot pool ([`tactigon_tui::bot_pool`]), never on the async workers, for at most
//! the server's `--max-think`.

use super::lobby::Lobby;
pub use super::matching::LobbyBot;
use super::seats::Who;
use super::table::Table;
use std::fmt;
use std::str::FromStr;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Weak};
use std::time::Duration;
use tactigon_core::{GameRules, Limits};
use tactigon_games::bots::{BotSpec, BotSpecError};
use tactigon_games::playable::Playable;
use tactigon_games::{AnyRecord, match_game};
use tactigon_store::{Rating, Store, Timestamp};
use tokio::sync::oneshot;

/// How long a bot waits before asking a full bot pool again.
const POOL_FULL: Duration = Duration::from_millis(200);

/// The connection numbers of bots count down from here, far from any real connection's.
const FIRST_BOT_CONN: u64 = u64::MAX;

/// A bot's account name: `greedy`, `expert-3`.
pub fn bot_name(spec: BotSpec) -> String {
    spec.to_string().replace(':', "-")
}

/// The bots a server offers, as `--bots` names them: bot names as the command line writes
/// them (`greedy,expert:3`), comma-separated, or `none`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BotList(pub Vec<BotSpec>);

impl FromStr for BotList {
    type Err = BotSpecError;
    fn from_str(text: &str) -> Result<BotList, BotSpecError> {
        if text == "none" {
            return Ok(BotList(Vec::new()));
        }
        text.split(',').map(str::parse).collect::<Result<_, _>>().map(BotList)
    }
}

impl fmt::Display for BotList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str("none");
        }
        let names: Vec<String> = self.0.iter().map(BotSpec::to_string).collect();
        f.write_str(&names.join(","))
    }
}

/// The bots `specs` as accounts of `store`, made on the first start at `now`. A bot whose
/// name a player's account has is left out, and so is one the store cannot give: each is
/// named on the server's error output. Blocks on the store.
pub fn load(store: &dyn Store, specs: &[BotSpec], now: Timestamp) -> Vec<LobbyBot> {
    let mut bots = Vec::new();
    for (n, &spec) in specs.iter().enumerate() {
        let name = bot_name(spec);
        if bots.iter().any(|b: &LobbyBot| b.who.name == name) {
            continue;
        }
        match store.bot(&name, now) {
            Ok(Some(account)) => {
                let conn = FIRST_BOT_CONN - n as u64;
                let who = Who { name: name.clone(), user: name, key: None, conn, account: Some(account.id) };
                bots.push(LobbyBot { spec, who, ratings: account.ratings });
            }
            Ok(None) => eprintln!("tactigon serve: the bot {name} is left out: a player's account has that name"),
            Err(e) => eprintln!("tactigon serve: the bot {name} is left out: {e}"),
        }
    }
    bots
}

impl Lobby {
    /// `bot` takes the open seat at `table` and plays the game out.
    pub(crate) fn bot_sits(self: &Arc<Self>, table: &Arc<Table>, bot: &LobbyBot) {
        if table.join(&bot.who, self.time.now()).is_none() {
            return;
        }
        self.bump();
        // Without a runtime (a lobby in a unit test) the bot sits and never moves.
        if let Ok(runtime) = tokio::runtime::Handle::try_current() {
            runtime.spawn(drive(Arc::downgrade(self), Arc::clone(table), bot.clone()));
        }
    }
}

/// Plays `bot`'s moves at `table` until the game ends, then gives up its seat (after
/// telling the lobby its new rating, for a rated game).
async fn drive(weak: Weak<Lobby>, table: Arc<Table>, bot: LobbyBot) {
    let mut views = table.watch();
    let seed = rand::random::<u64>();
    loop {
        let Some(lobby) = weak.upgrade() else { return };
        let view = Arc::clone(&views.borrow_and_update());
        let record = table.record();
        if record.is_over() && (view.archived.is_some() || !table.rated()) {
            let seat = (0..2).find(|&i| table.names()[i] == bot.who.name);
            if let (Some(ratings), Some(seat)) = (view.ratings, seat) {
                rated(&lobby, &bot, table.terms(), ratings[seat].map(|(_, after)| after));
            }
            table.dropped(bot.who.conn, lobby.time.now());
            return;
        }
        let (spec, cap, seat) = (bot.spec, lobby.think_cap, table.held(&bot.who));
        drop(lobby);
        // Over and waiting for the archive's answer (a later view), or thinking on the pool.
        let word = if record.is_over() {
            None
        } else {
            let (tx, rx) = oneshot::channel();
            let job = Box::new(move || {
                let _ = tx.send(seat.and_then(|seat| think(&record, seat, spec, seed, cap)));
            });
            if tactigon_tui::bot_pool::submit(job).is_err() {
                tokio::time::sleep(POOL_FULL).await;
                continue;
            }
            rx.await.ok().flatten()
        };
        let played = match (word, weak.upgrade()) {
            (Some(word), Some(lobby)) => table.play(&bot.who, &word, lobby.time.now()).is_ok(),
            _ => false,
        };
        // After its own move the bot looks at once (the next view is there); else it waits
        // for the table to change (a refusal, the opponent resigned meanwhile, is seen then).
        if !played && views.changed().await.is_err() {
            return;
        }
    }
}

/// Tells the lobby `bot`'s rating after a rated game on `terms`.
fn rated(lobby: &Lobby, bot: &LobbyBot, terms: super::terms::Terms, after: Option<tactigon_store::Glicko>) {
    let (Some(after), Some(speed)) = (after, terms.speed()) else { return };
    let known = lobby.ratings().get(bot.who.name.as_str()).cloned().flatten();
    let mut ratings = known.map(|r| r.to_vec()).unwrap_or_default();
    match ratings.iter_mut().find(|r| r.game == terms.game && r.speed == speed) {
        Some(r) => {
            r.glicko = after;
            r.games += 1;
        }
        None => ratings.push(Rating { game: terms.game, speed, glicko: after, games: 1 }),
    }
    lobby.rate(&bot.who.name, Some(ratings));
}

/// The move `spec` plays in `record` when `seat` (0 first, 1 second) is to move, as records
/// write it; `None` when the game is over or it is the other side's turn. Thinks for at
/// most `cap`: run it on the bot pool.
pub fn think(record: &AnyRecord, seat: usize, spec: BotSpec, seed: u64, cap: Duration) -> Option<String> {
    match_game!(record, AnyRecord(r): G => {
        let game = &r.game;
        if game.is_over() || G::side_index(G::side_to_move(game.position())) != seat {
            return None;
        }
        let mut bot = G::bot(spec, seed, Limits { time: cap, depth: None });
        Some(bot.choose(game, &AtomicBool::new(false)).to_string())
    })
}
