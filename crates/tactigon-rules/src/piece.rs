//! Sides, piece kinds and the combat table (RULES.md §2–3).

use std::fmt;

/// One of the two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// Red, drawn on the left, uppercase letters.
    Red = 0,
    /// Green, drawn on the right, lowercase letters.
    Green = 1,
}

impl Side {
    /// Both sides, Red first.
    pub const ALL: [Side; 2] = [Side::Red, Side::Green];

    /// The other side.
    pub const fn other(self) -> Side {
        match self {
            Side::Red => Side::Green,
            Side::Green => Side::Red,
        }
    }

    /// 0 for Red, 1 for Green.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The TPN letter: `r` or `g`.
    pub const fn letter(self) -> char {
        match self {
            Side::Red => 'r',
            Side::Green => 'g',
        }
    }

    /// The side named by a TPN letter.
    pub const fn from_letter(c: char) -> Option<Side> {
        match c {
            'r' => Some(Side::Red),
            'g' => Some(Side::Green),
            _ => None,
        }
    }

    /// The lowercase English name.
    pub const fn name(self) -> &'static str {
        match self {
            Side::Red => "red",
            Side::Green => "green",
        }
    }

    /// The name capitalised, as messages to a player name a side.
    pub const fn title(self) -> &'static str {
        match self {
            Side::Red => "Red",
            Side::Green => "Green",
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A side name that is neither red nor green.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SideError(pub String);

impl fmt::Display for SideError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown side '{}' (expected red or green)", tactigon_core::escape::Escaped(&self.0))
    }
}

impl std::error::Error for SideError {}

impl std::str::FromStr for Side {
    type Err = SideError;
    fn from_str(s: &str) -> Result<Side, SideError> {
        match s.to_ascii_lowercase().as_str() {
            "red" | "r" => Ok(Side::Red),
            "green" | "g" => Ok(Side::Green),
            _ => Err(SideError(s.to_string())),
        }
    }
}

/// A kind of piece; the discriminant orders kinds by number of sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// One side, moves one tile.
    Circle = 0,
    /// Moves up to three tiles.
    Triangle = 1,
    /// Moves up to four tiles.
    Square = 2,
    /// Moves up to five tiles; losing it loses the game.
    Pentagon = 3,
}

/// What happens when a piece moves onto an enemy piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Combat {
    /// The defender leaves the board and the attacker takes its tile.
    DefenderCaptured,
    /// Both pieces leave the board; the tile ends empty.
    BothCaptured,
    /// The attack is illegal.
    NotAllowed,
}

impl Kind {
    /// All kinds, weakest mover first.
    pub const ALL: [Kind; 4] = [Kind::Circle, Kind::Triangle, Kind::Square, Kind::Pentagon];

    /// 0..=3, in the order of [`Kind::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// How many steps the piece may take in one move.
    pub const fn reach(self) -> u32 {
        match self {
            Kind::Circle => 1,
            Kind::Triangle => 3,
            Kind::Square => 4,
            Kind::Pentagon => 5,
        }
    }

    /// The uppercase letter of the kind.
    pub const fn letter(self) -> char {
        match self {
            Kind::Circle => 'C',
            Kind::Triangle => 'T',
            Kind::Square => 'S',
            Kind::Pentagon => 'P',
        }
    }

    /// The lowercase English name.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Circle => "circle",
            Kind::Triangle => "triangle",
            Kind::Square => "square",
            Kind::Pentagon => "pentagon",
        }
    }

    /// The combat table of RULES.md §3: `self` attacks `defender`.
    #[inline]
    pub const fn attack(self, defender: Kind) -> Combat {
        // A lookup: the match below compiles to a jump the search mispredicts at captures.
        COMBAT[self.index()][defender.index()]
    }

    /// [`Kind::attack`] worked out, for [`COMBAT`].
    const fn combat(self, defender: Kind) -> Combat {
        use Kind::*;
        match (self, defender) {
            (Circle, _) => Combat::DefenderCaptured,
            (Triangle, Circle) | (Square, Triangle) => Combat::BothCaptured,
            (Triangle, _) => Combat::DefenderCaptured,
            (Square, Circle) => Combat::NotAllowed,
            (Square, _) => Combat::DefenderCaptured,
            (Pentagon, Pentagon) => Combat::DefenderCaptured,
            (Pentagon, _) => Combat::NotAllowed,
        }
    }
}

/// [`Kind::attack`] for every attacker and defender, by [`Kind::index`].
const COMBAT: [[Combat; 4]; 4] = {
    let mut table = [[Combat::NotAllowed; 4]; 4];
    let mut a = 0;
    while a < 4 {
        let mut d = 0;
        while d < 4 {
            table[a][d] = Kind::ALL[a].combat(Kind::ALL[d]);
            d += 1;
        }
        a += 1;
    }
    table
};

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A piece: a kind and the side it belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece it is.
    pub side: Side,
    /// What kind of piece it is.
    pub kind: Kind,
}

impl Piece {
    /// A piece of `side` and `kind`.
    pub const fn new(side: Side, kind: Kind) -> Piece {
        Piece { side, kind }
    }

    /// The board letter: uppercase for Red, lowercase for Green.
    pub const fn letter(self) -> char {
        let c = self.kind.letter();
        match self.side {
            Side::Red => c,
            Side::Green => c.to_ascii_lowercase(),
        }
    }

    /// The piece a board letter stands for.
    pub const fn from_letter(c: char) -> Option<Piece> {
        let kind = match c.to_ascii_uppercase() {
            'C' => Kind::Circle,
            'T' => Kind::Triangle,
            'S' => Kind::Square,
            'P' => Kind::Pentagon,
            _ => return None,
        };
        let side = if c.is_ascii_uppercase() { Side::Red } else { Side::Green };
        Some(Piece { side, kind })
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.side, self.kind)
    }
}
