//! What playing a game needs beyond its rules and its notation: how a new game of it is set
//! up, who controls each side, and its computer players. The match runner, the saves and the
//! terminal screens are written once against [`Playable`]; each game implements it.

use crate::bots::{BotSpec, Limits};
use crate::games::GameKind;
use crate::setup::{First, GameSetup, Player, TaacocaSetup};
use ::taacoca::{self, Taacoca};
use std::fmt::Debug;
use std::sync::atomic::AtomicBool;
use tactigon_core::analysis::{self, Analysis, Cancelled, Progress};
use tactigon_core::record::{Notation, Record};
use tactigon_core::{self as engine, GameRules, History};
use tactigon_rules::{Position, Side, Tactigon};

/// A game the match runner can run and the screens can show.
pub trait Playable: Notation {
    /// Everything a new game is started from: players, board, rules.
    type Config: Clone + Debug + PartialEq + Send + 'static;

    /// Which of the games this is.
    const KIND: GameKind;

    /// The side's place in [`GameRules::SIDES`](engine::GameRules::SIDES).
    fn side_index(side: Self::Side) -> usize;

    /// The side's name as a sentence starts it: `Red`, `White`.
    fn side_name(side: Self::Side) -> &'static str;

    /// Who controls each side, in the order of [`GameRules::SIDES`](engine::GameRules::SIDES).
    fn players(setup: &Self::Config) -> [Player; 2];

    /// Sets who controls each side, in the order of [`GameRules::SIDES`](engine::GameRules::SIDES).
    fn set_players(setup: &mut Self::Config, players: [Player; 2]);

    /// The same setup with the two controllers exchanged (a rematch with sides swapped).
    fn swapped(setup: &Self::Config) -> Self::Config {
        let mut out = setup.clone();
        let [a, b] = Self::players(setup);
        Self::set_players(&mut out, [b, a]);
        out
    }

    /// A computer player of the game; `seed` fixes its random choices.
    fn bot(spec: BotSpec, seed: u64, limits: Limits) -> Box<dyn engine::Player<Self>>;

    /// The expert's analysis of `game` ([`engine::analysis::analyse`] with the game's evaluation).
    fn analyse(
        game: &engine::History<Self>,
        limits: Limits,
        stop: &AtomicBool,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<Analysis<Self>, Cancelled>;

    /// The setup `game` was started with, `players` (in the order of
    /// [`GameRules::SIDES`](engine::GameRules::SIDES)) controlling its sides.
    fn setup_for(game: &History<Self>, players: [Player; 2]) -> Self::Config;

    /// The setup a record's game was played with, so that rematches start alike.
    fn setup_of(record: &Record<Self>) -> Self::Config {
        Self::setup_for(&record.game, record.players.each_ref().map(|tag| Player::from_tag(tag)))
    }

    /// The setup as one of every game's.
    fn wrap(setup: Self::Config) -> AnySetup;

    /// The record as one of every game's.
    fn wrap_record(record: Record<Self>) -> AnyRecord;
}

impl From<GameSetup> for AnySetup {
    fn from(setup: GameSetup) -> AnySetup {
        AnySetup::Tactigon(setup)
    }
}

/// A record of a game of any of the games.
#[derive(Clone, Debug, PartialEq)]
pub enum AnyRecord {
    /// A game of Tactigon.
    Tactigon(Record<Tactigon>),
    /// A game of Taacoca.
    Taacoca(Record<Taacoca>),
}

impl AnyRecord {
    /// Which game the record holds.
    pub fn kind(&self) -> GameKind {
        match self {
            AnyRecord::Tactigon(_) => GameKind::Tactigon,
            AnyRecord::Taacoca(_) => GameKind::Taacoca,
        }
    }

    /// How many moves the game has.
    pub fn moves(&self) -> usize {
        match self {
            AnyRecord::Tactigon(r) => r.game.moves().len(),
            AnyRecord::Taacoca(r) => r.game.moves().len(),
        }
    }

    /// The date tag.
    pub fn date(&self) -> &str {
        match self {
            AnyRecord::Tactigon(r) => &r.date,
            AnyRecord::Taacoca(r) => &r.date,
        }
    }

    /// The tags naming the first and the second player.
    pub fn players(&self) -> &[String; 2] {
        match self {
            AnyRecord::Tactigon(r) => &r.players,
            AnyRecord::Taacoca(r) => &r.players,
        }
    }

    /// The result token: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub fn result(&self) -> &'static str {
        match self {
            AnyRecord::Tactigon(r) => r.result(),
            AnyRecord::Taacoca(r) => r.result(),
        }
    }

    /// How many moves this record has when it is the same unfinished game as `older` carried
    /// further (same game, start and draw rules, `older`'s moves first), or, with no `older`,
    /// when it is an unfinished game at all; else `None`.
    pub fn continues(&self, older: Option<&AnyRecord>) -> Option<usize> {
        fn on<G: GameRules>(new: &History<G>, old: Option<&History<G>>) -> Option<usize> {
            let further = old.is_none_or(|old| {
                let same_start = new.start() == old.start() && new.draw_rules() == old.draw_rules();
                same_start && new.moves().len() > old.moves().len() && new.moves().starts_with(old.moves())
            });
            (further && new.outcome().is_none()).then_some(new.moves().len())
        }
        match (self, older) {
            (AnyRecord::Tactigon(new), None) => on(&new.game, None),
            (AnyRecord::Taacoca(new), None) => on(&new.game, None),
            (AnyRecord::Tactigon(new), Some(AnyRecord::Tactigon(old))) => on(&new.game, Some(&old.game)),
            (AnyRecord::Taacoca(new), Some(AnyRecord::Taacoca(old))) => on(&new.game, Some(&old.game)),
            _ => None,
        }
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        match self {
            AnyRecord::Tactigon(r) => r.is_over(),
            AnyRecord::Taacoca(r) => r.is_over(),
        }
    }
}

impl From<Record<Tactigon>> for AnyRecord {
    fn from(record: Record<Tactigon>) -> AnyRecord {
        AnyRecord::Tactigon(record)
    }
}

impl std::fmt::Display for AnyRecord {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AnyRecord::Tactigon(r) => std::fmt::Display::fmt(r, f),
            AnyRecord::Taacoca(r) => std::fmt::Display::fmt(r, f),
        }
    }
}

/// The setup of a new game of any of the games.
#[derive(Clone, Debug, PartialEq)]
pub enum AnySetup {
    /// A game of Tactigon.
    Tactigon(GameSetup),
    /// A game of Taacoca.
    Taacoca(TaacocaSetup),
}

impl AnySetup {
    /// Whether both sides are bots, as watching needs.
    pub fn all_bots(&self) -> bool {
        let players = match self {
            AnySetup::Tactigon(s) => Tactigon::players(s),
            AnySetup::Taacoca(s) => Taacoca::players(s),
        };
        players.iter().all(|p| !p.is_human())
    }
}

impl Playable for Tactigon {
    type Config = GameSetup;

    const KIND: GameKind = GameKind::Tactigon;

    fn side_index(side: Side) -> usize {
        side.index()
    }

    fn side_name(side: Side) -> &'static str {
        match side {
            Side::Red => "Red",
            Side::Green => "Green",
        }
    }

    fn players(setup: &GameSetup) -> [Player; 2] {
        [setup.red, setup.green]
    }

    fn set_players(setup: &mut GameSetup, [red, green]: [Player; 2]) {
        setup.red = red;
        setup.green = green;
    }

    fn bot(spec: BotSpec, seed: u64, limits: Limits) -> Box<dyn engine::Player<Tactigon>> {
        spec.build(seed, limits)
    }

    fn analyse(
        game: &engine::History<Tactigon>,
        limits: Limits,
        stop: &AtomicBool,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<Analysis<Tactigon>, Cancelled> {
        analysis::analyse::<Tactigon, tactigon_rules::eval::Evaluator>(game, limits, stop, progress)
    }

    fn setup_for(game: &History<Tactigon>, [red, green]: [Player; 2]) -> GameSetup {
        let start = game.start();
        let board = start.board();
        let rules = start.rules();
        let standard = Position::start(board, rules);
        let first = if start.turn() == Side::Green { First::Green } else { First::Red };
        GameSetup {
            red,
            green,
            board: board.name().to_string(),
            square_jump: rules.square_jump,
            gold_bonus: rules.gold_bonus,
            first,
            no_capture_limit: game.draw_rules().no_capture_limit,
            position: (start.with_turn(Side::Red) != standard).then(|| start.to_tpn()),
        }
    }

    fn wrap(setup: GameSetup) -> AnySetup {
        AnySetup::Tactigon(setup)
    }

    fn wrap_record(record: Record<Tactigon>) -> AnyRecord {
        AnyRecord::Tactigon(record)
    }
}

impl Playable for Taacoca {
    type Config = TaacocaSetup;

    const KIND: GameKind = GameKind::Taacoca;

    fn side_index(side: taacoca::Side) -> usize {
        side.index()
    }

    fn side_name(side: taacoca::Side) -> &'static str {
        match side {
            taacoca::Side::White => "White",
            taacoca::Side::Black => "Black",
        }
    }

    fn players(setup: &TaacocaSetup) -> [Player; 2] {
        [setup.white, setup.black]
    }

    fn set_players(setup: &mut TaacocaSetup, [white, black]: [Player; 2]) {
        setup.white = white;
        setup.black = black;
    }

    fn bot(spec: BotSpec, seed: u64, limits: Limits) -> Box<dyn engine::Player<Taacoca>> {
        spec.build_taacoca(seed, limits)
    }

    fn analyse(
        game: &engine::History<Taacoca>,
        limits: Limits,
        stop: &AtomicBool,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<Analysis<Taacoca>, Cancelled> {
        analysis::analyse::<Taacoca, ::taacoca::eval::TaacocaEval>(game, limits, stop, progress)
    }

    fn setup_for(game: &History<Taacoca>, [white, black]: [Player; 2]) -> TaacocaSetup {
        TaacocaSetup { white, black, size: game.start().size() }
    }

    fn wrap(setup: TaacocaSetup) -> AnySetup {
        AnySetup::Taacoca(setup)
    }

    fn wrap_record(record: Record<Taacoca>) -> AnyRecord {
        AnyRecord::Taacoca(record)
    }
}
