//! Correspondence games on the server: which of them wait for a player's move (the lobby's
//! "your turn in N games"), and the watch that tells the operator's `--notify-cmd` when it
//! becomes a player's turn. The games themselves are tables like any other (kept in the
//! database after every move, brought back at start); their clocks run on the server's tick,
//! whoever is connected, so a flag falls with nobody there.

use super::lobby::Lobby;
use super::notify::Notifier;
use super::seats::Who;
use std::collections::BTreeMap;
use std::time::Instant;
use tactigon_table::table::Ongoing;

/// `who`'s correspondence games going on, those where it is their turn first (the least time
/// left first), then those waiting for the opponent.
pub fn ongoing(lobby: &Lobby, who: &Who, now: Instant) -> Vec<Ongoing> {
    // Only the correspondence tables `who` is seated at are read.
    let snapshot = lobby.snapshot();
    let tables = snapshot.correspondence_of(who).map(|s| s.id).collect::<Vec<_>>();
    let mut games: Vec<Ongoing> = tables.into_iter().filter_map(|id| lobby.table(id)?.ongoing_for(who, now)).collect();
    games.sort_by_key(|g| (!g.my_turn, g.left, g.table));
    games
}

/// What the lobby says of `games` (see [`ongoing`]): `your turn in 2 correspondence games:
/// #3 vs bob (2 days 5 h left), #5 vs carol (y enters the first)`, or that the opponents are
/// to move; `None` without any.
pub fn summary(games: &[Ongoing]) -> Option<String> {
    let shown =
        |g: &Ongoing| format!("#{} vs {} ({} left)", g.table, g.opponent, tactigon_table::correspondence::show(g.left));
    let mine: Vec<String> = games.iter().filter(|g| g.my_turn).map(shown).collect();
    let theirs: Vec<String> =
        games.iter().filter(|g| !g.my_turn).map(|g| format!("#{} vs {}", g.table, g.opponent)).collect();
    let waiting = (!theirs.is_empty()).then(|| format!("waiting for a move at {}", theirs.join(", ")));
    match mine.len() {
        0 => waiting.map(|w| format!("correspondence: {w}")),
        n => {
            let games = if n == 1 { "game" } else { "games" };
            let head = format!("your turn in {n} correspondence {games}: {} (y enters the first)", mine.join(", "));
            Some(waiting.map_or_else(|| head.clone(), |w| format!("{head}; {w}")))
        }
    }
}

/// The turns seen at each correspondence table, to tell a player once when it becomes
/// theirs.
#[derive(Default)]
pub struct Turns {
    /// By table: the player to move and the moves played when last looked at.
    seen: BTreeMap<u64, (String, usize)>,
}

impl Turns {
    /// The turns of the games `lobby` holds now, as already told (the games brought back at
    /// start: their players were told before the restart).
    pub fn known(lobby: &Lobby) -> Turns {
        let mut turns = Turns::default();
        turns.look(lobby, &Notifier::default());
        turns
    }

    /// Looks at every correspondence game: a turn that changed since the last look (a move,
    /// or the first turn of a game just begun) is told to `notifier`; the lobby hears of it,
    /// so that the players there see whose turn it is. Whether any turn changed.
    pub fn look(&mut self, lobby: &Lobby, notifier: &Notifier) -> bool {
        let mut seen = BTreeMap::new();
        let mut changed = false;
        // The lobby's shared reading: the tables' summaries are not written out ten times a second.
        for summary in lobby.snapshot().correspondence() {
            let Some(table) = lobby.table(summary.id) else { continue };
            let Some(([mover, waiting], moves)) = table.correspondence_turn() else { continue };
            if self.seen.get(&table.id) != Some(&(mover.clone(), moves)) {
                changed = true;
                notifier.turn(&mover, &table.terms().describe(), &waiting, table.id);
            }
            seen.insert(table.id, (mover, moves));
        }
        // A game that ended or left the lobby changes the lists too.
        changed |= seen.len() != self.seen.len();
        self.seen = seen;
        changed
    }
}
