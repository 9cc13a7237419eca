//! What a seat is opened for: the game, Tactigon's board and rule options or Taacoca's board
//! size (as the local New-game form offers them), and the time control; chosen in the lobby
//! and shown in the table's description ("standard board, gold bonus, 5+0").

use super::clock::{self, TimeControl};
use ::taacoca::STANDARD_SIZE;
use tactigon_core::GameRules;
use tactigon_core::record::Record;
use tactigon_games::games::{AnyRecord, AnySetup, GameKind, Registered};
use tactigon_games::playable::Playable;
use tactigon_games::setup::Player;
use tactigon_games::{match_game, with_game};
use tactigon_store::Speed;

/// The game, board, rules and clock of a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Terms {
    /// Tactigon or Taacoca.
    pub game: GameKind,
    /// Tactigon's board: one of the built-in boards.
    pub board: &'static str,
    /// Tactigon's rule §5.1.
    pub square_jump: bool,
    /// Tactigon's rule §5.2.
    pub gold_bonus: bool,
    /// Taacoca's board side.
    pub size: u8,
    /// The time control; `None`: no clock.
    pub clock: Option<TimeControl>,
    /// Whether the game changes the players' ratings: only with a clock (its speed is the
    /// rating's) and between two accounts; otherwise the game is casual.
    pub rated: bool,
}

impl Default for Terms {
    fn default() -> Terms {
        Terms {
            game: GameKind::default(),
            board: tactigon_rules::BUILTIN[0].0,
            square_jump: false,
            gold_bonus: false,
            size: STANDARD_SIZE,
            clock: None,
            rated: false,
        }
    }
}

/// Which of the terms a lobby key changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Term {
    /// Tactigon, Taacoca.
    Game,
    /// Tactigon's board, or Taacoca's size.
    Board,
    /// Tactigon's rule options, in turn: none, square jump, gold bonus, both.
    Rules,
    /// No clock, then the presets.
    Clock,
}

/// What a game offers at a table beyond its rules: the lobby's board and rule choices, kept
/// in [`Terms`]. Each game implements it in a module of its own (`games/`); a game that
/// offers no choice implements none of it.
pub trait TableTerms: Registered {
    /// The next board choice ([`Term::Board`]).
    fn next_board(_terms: &mut Terms) {}

    /// The next rule choice ([`Term::Rules`]).
    fn next_rules(_terms: &mut Terms) {}

    /// What the lobby says of the board and rules: `standard board`, `gold bonus`.
    fn describe(_terms: &Terms) -> Vec<String> {
        Vec::new()
    }

    /// The setup of a new game on `terms`, before its players are set.
    fn setup(_terms: &Terms) -> Self::Config {
        Self::Config::default()
    }

    /// The board and rule choices a record of the game was played on.
    fn terms_of(_record: &Record<Self>) -> Terms {
        Terms::default()
    }
}

impl Terms {
    /// The next choice of `term`.
    pub fn cycle(&mut self, term: Term) {
        match term {
            Term::Game => self.game = GameKind::ALL[(self.game.index() + 1) % GameKind::ALL.len()],
            Term::Board => with_game!(self.game, G => G::next_board(self)),
            Term::Rules => with_game!(self.game, G => G::next_rules(self)),
            Term::Clock => self.clock = clock::next_preset(self.clock),
        }
    }

    /// The game as the lobby describes it: `Tactigon, standard board, gold bonus, 5+0`, and
    /// `rated` at the end of a rated game's.
    pub fn describe(&self) -> String {
        let mut parts = vec![self.game.name().to_string()];
        parts.extend(with_game!(self.game, G => G::describe(self)));
        parts.push(self.clock.map_or_else(|| "no clock".to_string(), |c| c.to_string()));
        if self.rated {
            parts.push("rated".to_string());
        }
        parts.join(", ")
    }

    /// The rating the game counts for: its speed, when it is rated and has a clock.
    pub fn speed(&self) -> Option<Speed> {
        self.clock_speed().filter(|_| self.rated)
    }

    /// The speed of its clock, rated or not (days per move: correspondence); `None` without
    /// a clock.
    pub fn clock_speed(&self) -> Option<Speed> {
        self.clock.map(|c| match c.days() {
            Some(_) => Speed::Correspondence,
            None => Speed::of(c.base, c.increment),
        })
    }

    /// The side names of the game, first player first.
    pub fn sides(&self) -> [&'static str; 2] {
        with_game!(self.game, G => G::SIDES.map(G::side_name))
    }

    /// The setup of a new game on these terms, people on both sides.
    pub fn setup(&self) -> AnySetup {
        with_game!(self.game, G => {
            let mut setup = G::setup(self);
            G::set_players(&mut setup, [Player::Human, Player::Human]);
            G::wrap(setup)
        })
    }

    /// The terms a table's record was played on.
    pub fn of(record: &AnyRecord, clock: Option<TimeControl>, rated: bool) -> Terms {
        match_game!(record, AnyRecord(r): G => Terms { game: G::KIND, clock, rated, ..G::terms_of(r) })
    }
}
