//! Why a table did not carry out a command.

/// Why a command was not carried out at the table: a move, a resignation, a claim, an
/// offer or request, or its answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The player does not hold the seat of the side to move (a spectator, the other player).
    NotYourMove,
    /// The game has ended.
    Over,
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
    /// A draw is offered in a game that is never drawn.
    NoDraws,
    /// A draw offer or take-back request is made again before the opponent answered.
    Asked,
    /// A draw offer is answered that the opponent did not make.
    NoDrawOffer,
    /// A take-back is answered that the opponent did not ask for.
    NoTakeBackAsked,
    /// A take-back is asked for by a player who has not moved.
    NothingToTakeBack,
    /// An abort is asked for after both sides have moved.
    TooLateToAbort,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::NotYourMove => f.write_str("not your move"),
            Refusal::Over => f.write_str("the game is over"),
            Refusal::Illegal(e) => f.write_str(e),
            Refusal::OtherGame => f.write_str("that is a move of another game"),
            Refusal::NoClaim => f.write_str("the win can be claimed only when the opponent's reconnect window is over"),
            Refusal::NotSeated => f.write_str("only the players can ask for a rematch"),
            Refusal::NotOver => f.write_str("a rematch is for a finished game"),
            Refusal::NoDraws => f.write_str("this game is never drawn: there is no draw to offer"),
            Refusal::Asked => f.write_str("you have asked already: wait for your opponent's answer"),
            Refusal::NoDrawOffer => f.write_str("your opponent has not offered a draw"),
            Refusal::NoTakeBackAsked => f.write_str("your opponent has not asked to take a move back"),
            Refusal::NothingToTakeBack => f.write_str("you have no move to take back"),
            Refusal::TooLateToAbort => f.write_str("both sides have moved: the game can no longer be aborted"),
        }
    }
}
