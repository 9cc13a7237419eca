//! What a seat is opened for: the game, Tactigon's board and rule options or Taacoca's board
//! size (as the local New-game form offers them), and the time control; chosen in the lobby
//! and shown in the table's description ("standard board, gold bonus, 5+0").

use super::clock::{self, TimeControl};
use ::taacoca::{MAX_SIZE, MIN_SIZE, STANDARD_SIZE, Taacoca};
use tactigon_core::GameRules;
use tactigon_games::games::GameKind;
use tactigon_games::playable::{AnyRecord, AnySetup, Playable};
use tactigon_games::setup::{GameSetup, Player, TaacocaSetup};
use tactigon_rules::Tactigon;

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
}

impl Default for Terms {
    fn default() -> Terms {
        Terms {
            game: GameKind::Tactigon,
            board: tactigon_rules::BUILTIN[0].0,
            square_jump: false,
            gold_bonus: false,
            size: STANDARD_SIZE,
            clock: None,
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

impl Terms {
    /// The next choice of `term`.
    pub fn cycle(&mut self, term: Term) {
        match (term, self.game) {
            (Term::Game, _) => {
                let i = GameKind::ALL.iter().position(|&g| g == self.game).unwrap_or(0);
                self.game = GameKind::ALL[(i + 1) % GameKind::ALL.len()];
            }
            (Term::Board, GameKind::Tactigon) => {
                let boards = tactigon_rules::BUILTIN.map(|(name, _)| name);
                let i = boards.iter().position(|&b| b == self.board).unwrap_or(0);
                self.board = boards[(i + 1) % boards.len()];
            }
            (Term::Board, GameKind::Taacoca) => {
                self.size = if self.size >= MAX_SIZE { MIN_SIZE } else { self.size + 1 };
            }
            (Term::Rules, GameKind::Tactigon) => {
                let n = u8::from(self.square_jump) + 2 * u8::from(self.gold_bonus) + 1;
                (self.square_jump, self.gold_bonus) = (n & 1 == 1, n & 2 == 2);
            }
            (Term::Rules, GameKind::Taacoca) => {}
            (Term::Clock, _) => self.clock = clock::next_preset(self.clock),
        }
    }

    /// The game as the lobby describes it: `Tactigon, standard board, gold bonus, 5+0`.
    pub fn describe(&self) -> String {
        let mut parts = vec![self.game.name().to_string()];
        match self.game {
            GameKind::Tactigon => {
                parts.push(format!("{} board", self.board));
                if self.square_jump {
                    parts.push("square jump".into());
                }
                if self.gold_bonus {
                    parts.push("gold bonus".into());
                }
            }
            GameKind::Taacoca => parts.push(format!("side {}", self.size)),
        }
        parts.push(self.clock.map_or_else(|| "no clock".to_string(), |c| c.to_string()));
        parts.join(", ")
    }

    /// The side names of the game, first player first.
    pub fn sides(&self) -> [&'static str; 2] {
        match self.game {
            GameKind::Tactigon => Tactigon::SIDES.map(Tactigon::side_name),
            GameKind::Taacoca => Taacoca::SIDES.map(Taacoca::side_name),
        }
    }

    /// The setup of a new game on these terms, people on both sides.
    pub fn setup(&self) -> AnySetup {
        let people = [Player::Human, Player::Human];
        match self.game {
            GameKind::Tactigon => {
                let mut setup = GameSetup {
                    board: self.board.to_string(),
                    square_jump: self.square_jump,
                    gold_bonus: self.gold_bonus,
                    ..GameSetup::default()
                };
                Tactigon::set_players(&mut setup, people);
                AnySetup::Tactigon(setup)
            }
            GameKind::Taacoca => {
                let mut setup = TaacocaSetup { size: self.size, ..TaacocaSetup::default() };
                Taacoca::set_players(&mut setup, people);
                AnySetup::Taacoca(setup)
            }
        }
    }

    /// The terms a table's record was played on.
    pub fn of(record: &AnyRecord, clock: Option<TimeControl>) -> Terms {
        match record {
            AnyRecord::Tactigon(r) => {
                let setup = Tactigon::setup_of(r);
                let board = tactigon_rules::BUILTIN.iter().map(|(n, _)| *n).find(|&n| n == setup.board);
                Terms {
                    game: GameKind::Tactigon,
                    board: board.unwrap_or(tactigon_rules::BUILTIN[0].0),
                    square_jump: setup.square_jump,
                    gold_bonus: setup.gold_bonus,
                    clock,
                    ..Terms::default()
                }
            }
            AnyRecord::Taacoca(r) => {
                Terms { game: GameKind::Taacoca, size: r.game.start().size(), clock, ..Terms::default() }
            }
        }
    }
}
