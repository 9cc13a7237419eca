//! How a game ends off the board, whatever the game: a side loses (it resigns, its flag
//! falls, or it leaves an online game for good), or the players agree (to a draw, or to
//! abort the game). The game's history holds it like any other ending.

/// How a side lost off the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Forfeit {
    /// The side gave the game up.
    Resignation,
    /// The side's time ran out.
    Time,
    /// The side's player went away and did not come back in time (or, for an external
    /// engine, crashed).
    Abandoned,
    /// The side's player broke the rules: an external engine answered a move that does not
    /// read or is not legal.
    Infraction,
}

impl Forfeit {
    /// Every way, in the order records list them.
    pub const ALL: [Forfeit; 4] = [Forfeit::Resignation, Forfeit::Time, Forfeit::Abandoned, Forfeit::Infraction];

    /// The record's `Termination` tag for a game lost so.
    pub const fn termination(self) -> &'static str {
        match self {
            Forfeit::Resignation => "resignation",
            Forfeit::Time => "time forfeit",
            Forfeit::Abandoned => "abandoned",
            Forfeit::Infraction => "rules infraction",
        }
    }

    /// The way of losing whose `Termination` tag is `text`.
    pub fn from_termination(text: &str) -> Option<Forfeit> {
        Forfeit::ALL.into_iter().find(|f| f.termination() == text)
    }

    /// What the loser did, written after its name: `resigned`, `ran out of time`, `left`,
    /// `broke the rules`.
    pub const fn loss(self) -> &'static str {
        match self {
            Forfeit::Resignation => "resigned",
            Forfeit::Time => "ran out of time",
            Forfeit::Abandoned => "left",
            Forfeit::Infraction => "broke the rules",
        }
    }
}

/// How the players ended a game together, off the board: neither side lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Agreement {
    /// The players agreed to a draw (in a game that can be drawn: see
    /// [`crate::GameRules::agreed_draw`]).
    Draw,
    /// The game was called off before both sides had moved: it ends with no result.
    Abort,
}

impl Agreement {
    /// Every way, in the order records list them.
    pub const ALL: [Agreement; 2] = [Agreement::Draw, Agreement::Abort];

    /// The record's `Termination` tag for a game ended so (its result is `1/2-1/2` for a
    /// draw, `*` for an aborted game).
    pub const fn termination(self) -> &'static str {
        match self {
            Agreement::Draw => "draw by agreement",
            Agreement::Abort => "aborted",
        }
    }

    /// The way of ending whose `Termination` tag is `text`.
    pub fn from_termination(text: &str) -> Option<Agreement> {
        Agreement::ALL.into_iter().find(|a| a.termination() == text)
    }
}
