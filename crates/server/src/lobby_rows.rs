//! The lobby's lines as words: what the lobby knows around the tables for one screen
//! ([`Around`]: ratings, who is doing what, seeks and challenges, the pool one waits in), each
//! table's row as its viewer reads it, the online list, and lines packed to the width.

use super::lobby::{Activity, Lobby, rating_at};
use super::seats::Who;
use super::seeks::Offer;
use super::snapshot::mine;
use super::snapshot::{Doings, Drawn, Games, Ratings, Seated};
use super::table::Summary;
use super::terms::Terms;
use std::collections::BTreeMap;
use std::sync::Arc;
use tactigon_games::GameKind;
use tactigon_store::Speed;
use tactigon_table::clock::TimeControl;
use tactigon_tui::layout::wrap_words;

/// What a lobby screen shows of the lobby (see [`crate::snapshot::Snapshot`]: shared with every other screen),
/// and the pool its viewer waits in, taken from the lobby whenever it changes.
#[derive(Clone, Debug, Default)]
pub struct Around {
    /// Every table whose game goes on, by number.
    pub tables: Arc<Vec<Arc<Summary>>>,
    /// Where each player sits among `tables` (made of them).
    pub seated: Arc<Seated>,
    /// The players online (the server's bots first), by name.
    pub players: Arc<Vec<Arc<str>>>,
    /// Each online player's ratings (and each bot's), `None` for a guest.
    pub ratings: Arc<Ratings>,
    /// What each online player is doing.
    pub doing: Arc<Doings>,
    /// The server's bots' names.
    pub bots: Vec<String>,
    /// Each table's game and the speed of its clock, by table.
    pub games: Arc<Games>,
    /// The seeks' ranges and the challenges, by table.
    pub offers: Arc<BTreeMap<u64, Offer>>,
    /// The pool the viewer waits in: its game, clock and how many wait there.
    pub pool: Option<(GameKind, TimeControl, usize)>,
    /// The online list as written and drawn for every screen of the same lobby (see
    /// [`Around::online_line`]): it holds for the players, ratings and activities above as
    /// they were when the first screen drew them (an `Around` given others needs a new one).
    pub drawn: Arc<Drawn>,
}

impl Around {
    /// What the lobby shows `me` now.
    pub fn of(lobby: &Lobby, me: &Who) -> Around {
        let now = lobby.snapshot();
        Around {
            tables: Arc::clone(&now.tables),
            seated: Arc::clone(&now.seated),
            players: Arc::clone(&now.online),
            ratings: Arc::clone(&now.ratings),
            doing: Arc::clone(&now.doing),
            bots: lobby.bots.iter().map(|b| b.who.name.clone()).collect(),
            games: Arc::clone(&now.games),
            offers: Arc::clone(&now.offers),
            pool: lobby.pool_of(me),
            drawn: Arc::clone(&now.drawn),
        }
    }

    /// The tables with a seat that may be `me`'s (see [`mine`]), in order of number.
    pub fn tables_of<'a>(&'a self, me: &Who) -> impl Iterator<Item = &'a Arc<Summary>> {
        self.seated.tables(&self.tables, me)
    }

    /// `name`'s rating at `game` and `speed` as the lobby writes it (`1532?`), `None` for a
    /// guest or a name the lobby does not know.
    pub fn rating(&self, name: &str, game: GameKind, speed: Option<Speed>) -> Option<String> {
        let ratings = self.ratings.get(name)?.as_ref()?;
        Some(rating_at(ratings, game, speed).to_string())
    }

    /// The online list for `me`: each player with their rating at `terms`' game and speed
    /// and what they are doing (`alice 1532? free`, `carol (guest) playing`, `greedy 1500? bot`).
    pub fn online<N: AsRef<str>>(&self, online: &[N], terms: &Terms) -> String {
        self.online_within(online, terms, usize::MAX)
    }

    /// The online list for `me` (see [`Around::online`]), its names written only until the
    /// line is `room` characters long: with 2,000 players online a screen shows a few dozen,
    /// and writing the rest at every change would cost more than drawing the screen.
    pub fn online_within<N: AsRef<str>>(&self, online: &[N], terms: &Terms, room: usize) -> String {
        let speed = terms.clock_speed();
        let shown = |name: &str| {
            let rating = match self.ratings.get(name) {
                Some(Some(_)) => self.rating(name, terms.game, speed).map(|r| format!(" {r}")).unwrap_or_default(),
                Some(None) => " (guest)".to_string(),
                None => String::new(),
            };
            let doing = match self.doing.get(name) {
                _ if self.bots.iter().any(|b| b == name) => " bot",
                Some(what) => match what {
                    Activity::Free => " free",
                    Activity::Playing => " playing",
                    Activity::Watching => " watching",
                },
                None => "",
            };
            format!("{name}{rating}{doing}")
        };
        let mut line = format!("online ({}): ", online.len());
        for (i, name) in online.iter().enumerate() {
            if line.len() > room {
                break;
            }
            if i > 0 {
                line.push_str(", ");
            }
            line.push_str(&shown(name.as_ref()));
        }
        line
    }

    /// The online list of [`Around::players`] for `terms` (see [`Around::online_within`]),
    /// written once for every screen of this lobby that shows the same game and speed.
    pub fn online_line(&self, terms: &Terms, room: usize) -> Arc<str> {
        let key = (terms.game, terms.clock_speed(), room, 0);
        self.drawn.line(key, || self.online_within(&self.players, terms, room))
    }
}

/// `groups` joined two spaces apart into lines at most `width` wide, a group never split (a
/// group wider than the line has one to itself, wrapped at its spaces).
pub fn pack(groups: &[&str], width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for group in groups {
        let used = lines.last().map_or(0, |l| l.chars().count());
        match lines.last_mut() {
            Some(line) if used > 0 && used + 2 + group.chars().count() <= width => {
                line.push_str("  ");
                line.push_str(group);
            }
            _ => lines.extend(wrap_words(group, width)),
        }
    }
    lines
}

/// `text` wrapped to `width`, the lines after the first indented by two.
pub fn wrap_indented(text: &str, width: usize) -> Vec<String> {
    let mut lines = wrap_words(text, width);
    if lines.len() > 1 {
        let rest = wrap_words(&lines[1..].join(" "), width.saturating_sub(2));
        lines.truncate(1);
        lines.extend(rest.into_iter().map(|l| format!("  {l}")));
    }
    lines
}

/// How table `s` reads for `me`.
pub fn describe(s: &Summary, me: &Who) -> String {
    describe_around(s, me, &Around::default())
}

/// How table `s` reads for `me`, each seated player's name followed by their rating at the
/// table's game and speed when `around` has it (an online player with an account), a
/// challenge as one, and a seek's rating range at the end.
pub fn describe_around(s: &Summary, me: &Who, around: &Around) -> String {
    let (game, speed) = around.games.get(&s.id).copied().unwrap_or((GameKind::default(), None));
    let name = |i: usize| match s.seats[i].as_deref() {
        Some(name) => around.rating(name, game, speed).map_or_else(|| name.to_string(), |r| format!("{name} {r}")),
        None => "(open)".to_string(),
    };
    let offer = around.offers.get(&s.id);
    let challenge = offer.is_some_and(|o| o.challenge.is_some());
    let mine = mine(s, me);
    let open = s.seats.iter().any(Option::is_none);
    let [first, second] = s.sides;
    let side = s.sides[s.seats.iter().position(Option::is_none).unwrap_or(0)];
    let what = match (open, mine, s.over) {
        (true, true, _) => match (&s.kept_for, challenge) {
            (Some(name), true) => format!("your challenge to {name}, waiting for an answer (x withdraws)"),
            (Some(name), false) => format!("your rematch, waiting for {name} (x closes)"),
            (None, _) => "waiting for an opponent (x closes)".to_string(),
        },
        (true, false, _) => match (&s.kept_for, challenge) {
            (Some(name), true) if !me.answers_to(name) => format!("a challenge to {name}"),
            (Some(_), true) => format!("a challenge to you: Enter accepts (you play {side}), d declines"),
            (Some(name), false) if !me.answers_to(name) => format!("a rematch, kept for {name}"),
            (Some(_), false) => format!("your rematch: Enter takes the seat, you play {side}"),
            (None, _) => format!("Enter: take the open seat, you play {side}"),
        },
        (false, true, false) => format!("your game, move {}: Enter to play", s.moves / 2 + 1),
        (false, _, true) => format!("finished after {}: Enter to look", plural(s.moves, "move")),
        (false, false, false) => format!("move {}: Enter to watch", s.moves / 2 + 1),
    };
    let range = match offer.and_then(|o| o.range).filter(|_| open) {
        Some((low, high)) => format!(" (ratings {low}–{high})"),
        None => String::new(),
    };
    format!("#{:<3} {first} {} vs {second} {}, {} — {what}{range}", s.id, name(0), name(1), s.terms)
}

/// Whether table `s` holds a challenge to `me`, as `around` knows.
pub fn challenged(s: &Summary, me: &Who, around: &Around) -> bool {
    let challenge = around.offers.get(&s.id).and_then(|o| o.challenge.as_ref());
    challenge.is_some_and(|c| me.answers_to(&c.to)) && s.seats.iter().any(Option::is_none)
}

/// `n` of `thing`, with the plural `s` unless there is one.
fn plural(n: usize, thing: &str) -> String {
    if n == 1 { format!("1 {thing}") } else { format!("{n} {thing}s") }
}
