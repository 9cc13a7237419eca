//! The plain values the store keeps and hands out.

use tactigon_games::games::GameKind;

/// Seconds since the Unix epoch (UTC).
pub type Timestamp = i64;

/// An account's number, fixed for its life (names are unique, but a number is what games point at).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct AccountId(pub i64);

/// How fast a game is played: each game and speed has a rating of its own. The speed comes
/// from the estimated game length, base + 40 × increment (lichess's estimate and bounds:
/// under 8 minutes blitz, under 25 rapid, longer classical), see [`Speed::of`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Speed {
    /// Estimated game length under 8 minutes (3+2, 5+3).
    Blitz,
    /// Under 25 minutes (10+5, 15+10).
    Rapid,
    /// Longer.
    Classical,
    /// Days per move.
    Correspondence,
}

/// A Glicko-2 rating. It is *provisional* while its deviation is over
/// [`PROVISIONAL_DEVIATION`] (lichess's line): shown with a question mark, `1532?`, and kept
/// off the leaderboards.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Glicko {
    /// The rating (1500 to start).
    pub rating: f64,
    /// Its deviation: how unsure it is.
    pub deviation: f64,
    /// Its volatility.
    pub volatility: f64,
}

/// One rating of an account.
#[derive(Clone, Debug, PartialEq)]
pub struct Rating {
    /// The game.
    pub game: GameKind,
    /// The speed.
    pub speed: Speed,
    /// The rating now.
    pub glicko: Glicko,
    /// Rated games played at this game and speed.
    pub games: u32,
}

/// A player known to the server.
#[derive(Clone, Debug, PartialEq)]
pub struct Account {
    /// Its number.
    pub id: AccountId,
    /// Its name, as first written.
    pub name: String,
    /// The fingerprint of the key that owns the name, if a key does.
    pub key: Option<String>,
    /// When it was made.
    pub since: Timestamp,
    /// When it last logged in.
    pub last_seen: Timestamp,
    /// Whether it may not log in.
    pub banned: bool,
    /// Whether it is one of the server's bots: rated like anyone, never logged in to.
    pub bot: bool,
    /// Its ratings, one per game and speed it has played rated.
    pub ratings: Vec<Rating>,
}

/// What a login came to.
#[derive(Clone, Debug, PartialEq)]
pub enum Login {
    /// The account, made now if it is new.
    Account(Account),
    /// A connection without an account plays as a guest (casual games only).
    Guest,
    /// The name belongs to another key (or, logging in with a key, to a password login).
    OtherKey,
    /// The account is banned.
    Banned,
    /// The name is one of the server's bots: nobody logs in to it.
    Bot,
}

/// One side of an archived game.
#[derive(Clone, Debug, PartialEq)]
pub struct Side {
    /// The account, or `None` for a guest or a bot.
    pub account: Option<AccountId>,
    /// The name shown.
    pub name: String,
    /// The rating before the game (rated games only).
    pub before: Option<Glicko>,
    /// The rating after it.
    pub after: Option<Glicko>,
}

/// A game that has just ended, to be archived.
#[derive(Clone, Debug, PartialEq)]
pub struct FinishedGame {
    /// The table it was played at (its unfinished record is forgotten).
    pub table: u64,
    /// The game.
    pub game: GameKind,
    /// The first and the second player (accounts for rated games).
    pub players: [(Option<AccountId>, String); 2],
    /// The terms as shown in the lobby ("standard board, gold bonus, 5+0").
    pub terms: String,
    /// The speed, for rated games; `None`: casual.
    pub rated: Option<Speed>,
    /// The first player's score: 1, ½ or 0.
    pub score: Score,
    /// How it ended ("pentagon taken", "resigned", "time", "abandoned").
    pub ending: String,
    /// When it ended.
    pub finished: Timestamp,
    /// The full record (the game's own record text).
    pub record: String,
}

/// The result from the first player's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// The first player won.
    FirstWon,
    /// Drawn.
    Draw,
    /// The second player won.
    SecondWon,
}

/// A finished game as listed (without its record).
#[derive(Clone, Debug, PartialEq)]
pub struct GameSummary {
    /// Its number in the archive.
    pub id: i64,
    /// The game.
    pub game: GameKind,
    /// The first and the second player.
    pub sides: [Side; 2],
    /// The terms.
    pub terms: String,
    /// The speed, for rated games.
    pub rated: Option<Speed>,
    /// The result.
    pub score: Score,
    /// How it ended.
    pub ending: String,
    /// When it ended.
    pub finished: Timestamp,
}

/// A finished game with its record.
#[derive(Clone, Debug, PartialEq)]
pub struct ArchivedGame {
    /// What the list shows.
    pub summary: GameSummary,
    /// The full record.
    pub record: String,
}

/// Which finished games to list.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GameFilter {
    /// Only this player's games.
    pub player: Option<AccountId>,
    /// Only this game's.
    pub game: Option<GameKind>,
    /// Only games older than this archive number (the next page).
    pub before: Option<i64>,
    /// At most this many (0: the store's own page size).
    pub limit: usize,
}

/// A rating at a moment, for the chart.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingPoint {
    /// When.
    pub at: Timestamp,
    /// The rating after that game.
    pub rating: f64,
}

/// A player's page.
#[derive(Clone, Debug, PartialEq)]
pub struct Profile {
    /// The account with its ratings.
    pub account: Account,
    /// Wins, losses and draws over all games (casual ones too).
    pub record: [u32; 3],
    /// Each rating's history, oldest first.
    pub history: Vec<(GameKind, Speed, Vec<RatingPoint>)>,
    /// The newest games.
    pub recent: Vec<GameSummary>,
}

/// One line of a leaderboard.
#[derive(Clone, Debug, PartialEq)]
pub struct LeaderRow {
    /// The player.
    pub name: String,
    /// The rating.
    pub glicko: Glicko,
    /// Rated games at this game and speed.
    pub games: u32,
}
