//! Why a table did not play a move or give the win.

/// Why a move was not played at the table, or the win not given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The player does not hold the seat of the side to move (a spectator, the other player).
    NotYourMove,
    /// The game has ended.
    Over,
    /// A take-back was asked for: the shared game is never taken back.
    TakenBack,
    /// The rules refuse the move.
    Illegal(String),
    /// The move is of another game than the table's.
    OtherGame,
    /// The opponent is here, or their reconnect window is still open.
    NoClaim,
    /// A rematch is asked for by a spectator.
    NotSeated,
    /// A rematch is asked for before the game has ended.
    NotOver,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::NotYourMove => f.write_str("not your move"),
            Refusal::Over => f.write_str("the game is over"),
            Refusal::TakenBack => f.write_str("the game is shared: moves cannot be taken back"),
            Refusal::Illegal(e) => f.write_str(e),
            Refusal::OtherGame => f.write_str("that is a move of another game"),
            Refusal::NoClaim => f.write_str("the win can be claimed only when the opponent's reconnect window is over"),
            Refusal::NotSeated => f.write_str("only the players can ask for a rematch"),
            Refusal::NotOver => f.write_str("a rematch is for a finished game"),
        }
    }
}
