//! The games this program plays: the one list of them (the `registry!` call below), and what the
//! list gives every other crate: [`GameKind`], [`AnyRecord`], [`AnySetup`], the [`Registered`]
//! trait, and the macros [`with_game!`](crate::with_game) and
//! [`match_game!`](crate::match_game) that dispatch over the games.
//!
//! A game joins by one line in the list and its [`Playable`] (and
//! [`ArenaGame`](crate::arena::ArenaGame)) implementation in a module of its own here; each
//! higher crate asks for its own per-game trait the same way (the terminal's `GameUi`, the
//! server's `TableTerms`, the command line's `CliGame`). Everything that dispatches over the
//! games goes through the macros, whose arms name each game's concrete type, so that a higher
//! crate's per-game bounds are checked for every game without this crate knowing them.

pub(crate) mod taacoca;
pub(crate) mod tactigon;

use crate::playable::Playable;
use std::fmt;
use std::str::FromStr;
use tactigon_core::record::{Record, RecordError, RecordErrorKind, error};

/// What the list gives each game beyond its [`Playable`] implementation: its place in the
/// list and its place in the enums of every game. Implemented by the list only.
pub trait Registered: Playable {
    /// Which of the games this is.
    const KIND: GameKind;

    /// The setup as one of every game's.
    fn wrap(setup: Self::Config) -> AnySetup;

    /// The record as one of every game's.
    fn wrap_record(record: Record<Self>) -> AnyRecord;

    /// The record, when it is a game of this game.
    fn record_in(record: &AnyRecord) -> Option<&Record<Self>>;
}

/// Writes `A`, `A or B`, `A, B or C`: the games' names as a message lists them.
macro_rules! or_list {
    ($one:ident) => { stringify!($one) };
    ($first:ident, $last:ident) => { concat!(stringify!($first), " or ", stringify!($last)) };
    ($first:ident, $($rest:ident),+) => { concat!(stringify!($first), ", ", or_list!($($rest),+)) };
}

/// The first of a list of types.
macro_rules! first_of {
    ($first:ty $(, $rest:ty)*) => {
        $first
    };
}

/// Declares the games from the one list: the enums of every game and the dispatch macros.
/// `$d` is a `$` token passed in, as the macros declared here need their own metavariables.
macro_rules! registry {
    ($d:tt $($name:ident => $ty:ty),+ $(,)?) => {
        /// One of the games; its name is written in records' `Game` tag, on the command line
        /// (lowercase) and in the settings file.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
        #[serde(rename_all = "lowercase")]
        pub enum GameKind {
            $(
                #[doc = concat!("The game ", stringify!($name), ".")]
                $name,
            )+
        }

        impl GameKind {
            /// Every game, in menu order; the first is the default.
            pub const ALL: [GameKind; [$(stringify!($name)),+].len()] = [$(GameKind::$name),+];

            /// Every game's name, as a message lists them: `Tactigon or Taacoca`.
            pub const NAMES: &'static str = or_list!($($name),+);

            /// The game's place in [`GameKind::ALL`].
            pub const fn index(self) -> usize {
                self as usize
            }

            /// The game's name, as in a record's `Game` tag: `Tactigon`.
            pub const fn name(self) -> &'static str {
                match self {
                    $(GameKind::$name => stringify!($name),)+
                }
            }
        }

        /// The game records are of when they have no `Game` tag: the first of the list, as
        /// records were written so before there were two games.
        type Untagged = first_of!($($ty),+);

        /// The concrete type of each game, named as its [`GameKind`] variant, for the
        /// dispatch macros.
        #[doc(hidden)]
        pub mod types {
            $(
                #[doc = concat!("The game ", stringify!($name), ".")]
                pub type $name = $ty;
            )+
        }

        /// A record of a game of any of the games.
        #[derive(Clone, Debug, PartialEq)]
        pub enum AnyRecord {
            $(
                #[doc = concat!("A game of ", stringify!($name), ".")]
                $name(Record<$ty>),
            )+
        }

        /// The setup of a new game of any of the games.
        #[derive(Clone, Debug, PartialEq)]
        pub enum AnySetup {
            $(
                #[doc = concat!("A game of ", stringify!($name), ".")]
                $name(<$ty as Playable>::Config),
            )+
        }

        $(
            impl From<Record<$ty>> for AnyRecord {
                fn from(record: Record<$ty>) -> AnyRecord {
                    AnyRecord::$name(record)
                }
            }

            impl From<<$ty as Playable>::Config> for AnySetup {
                fn from(setup: <$ty as Playable>::Config) -> AnySetup {
                    AnySetup::$name(setup)
                }
            }

            impl Registered for $ty {
                const KIND: GameKind = GameKind::$name;

                fn wrap(setup: <$ty as Playable>::Config) -> AnySetup {
                    AnySetup::$name(setup)
                }

                fn wrap_record(record: Record<$ty>) -> AnyRecord {
                    AnyRecord::$name(record)
                }

                #[allow(unreachable_patterns, reason = "with one game in the list there is no other")]
                fn record_in(record: &AnyRecord) -> Option<&Record<$ty>> {
                    match record {
                        AnyRecord::$name(r) => Some(r),
                        _ => None,
                    }
                }
            }
        )+

        /// Runs `body` with the type `G` standing for the game `kind` names:
        /// `with_game!(kind, G => G::SIDES.len())`. `body` is compiled once per game, so
        /// it may use any trait every game implements.
        #[macro_export]
        macro_rules! with_game {
            ($d kind:expr, $d g:ident => $d body:expr) => {
                match $d kind {
                    $(
                        $crate::GameKind::$name => {
                            type $d g = $crate::games::types::$name;
                            $d body
                        }
                    )+
                }
            };
        }

        /// Runs `body` on the game inside an [`AnyRecord`](crate::games::AnyRecord) or an
        /// [`AnySetup`](crate::games::AnySetup), bound to `x` (by reference when the value is
        /// one), and with `: G` the type `G` standing for its game:
        /// `match_game!(&record, AnyRecord(r): G => G::side_name(..))`.
        #[macro_export]
        macro_rules! match_game {
            ($d value:expr, $d any:ident($d x:pat) => $d body:expr) => {
                match $d value {
                    $($crate::games::$d any::$name($d x) => $d body,)+
                }
            };
            ($d value:expr, $d any:ident($d x:pat): $d g:ident => $d body:expr) => {
                match $d value {
                    $(
                        $crate::games::$d any::$name($d x) => {
                            type $d g = $crate::games::types::$name;
                            $d body
                        }
                    )+
                }
            };
        }
    };
}

// The list of the games: the only place that names them all.
registry! {$
    Tactigon => tactigon_rules::Tactigon,
    Taacoca => ::taacoca::Taacoca,
}

// After the list, so that its dispatch macros are in scope there.
mod any;

impl Default for GameKind {
    /// The first game of the list.
    fn default() -> GameKind {
        GameKind::ALL[0]
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is no game of this program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameKindError(pub String);

impl fmt::Display for GameKindError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown game '{}' (expected {})", self.0, GameKind::NAMES.to_lowercase())
    }
}

impl std::error::Error for GameKindError {}

impl FromStr for GameKind {
    type Err = GameKindError;
    /// Any game's name, in any case.
    fn from_str(s: &str) -> Result<GameKind, GameKindError> {
        GameKind::ALL
            .into_iter()
            .find(|g| g.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| GameKindError(s.to_string()))
    }
}

/// Which game the first record of `text` holds, by its `Game` tag; a record without one is a
/// record of the first game, [`GameKind::default`].
pub fn game_of(text: &str) -> Result<GameKind, RecordError<Untagged>> {
    match tactigon_core::record::game_tag::<Untagged>(text)? {
        None => Ok(GameKind::default()),
        Some((line, column, value)) => value.parse().map_err(|_| {
            error(line, column, RecordErrorKind::OtherGame { game: value.clone(), expected: GameKind::NAMES })
        }),
    }
}
