//! Positions in TPN, the text notation of RULES.md §7: reading and writing.

use super::Position;
use super::Rules;
use crate::board::Board;
use crate::piece::{Kind, Piece, Side};
use crate::tile::Tile;
use std::fmt;

/// A TPN text that does not fit the board, with the 1-based character where it goes wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TpnError {
    /// 1-based character offset into the TPN text.
    pub at: usize,
    /// What is wrong.
    pub kind: TpnErrorKind,
}

/// What is wrong with a TPN text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TpnErrorKind {
    /// Nothing but blanks.
    Empty,
    /// Not as many rows as the board has.
    RowCount {
        /// Rows in the text.
        given: usize,
        /// The board's name.
        board: String,
        /// Rows of the board.
        rows: usize,
    },
    /// A run of empty tiles written as 0.
    ZeroRun(char),
    /// Neither a piece letter nor a number, in a row.
    UnexpectedChar(char, char),
    /// A row with more tiles than the board's.
    RowTooLong {
        /// The row's letter.
        row: char,
        /// Tiles in the board's row.
        width: usize,
    },
    /// A row with fewer tiles than the board's.
    RowTooShort {
        /// The row's letter.
        row: char,
        /// Tiles given.
        given: usize,
        /// Tiles in the board's row.
        width: usize,
    },
    /// No side to move after the rows.
    MissingSide,
    /// A side to move other than `r` or `g`.
    BadSide(String),
    /// The clock or the move number is not a whole number within its bounds.
    BadNumber {
        /// Which number.
        what: &'static str,
        /// Its least value.
        min: u32,
        /// Its greatest value.
        max: u32,
        /// The word given.
        word: String,
    },
    /// A run of empty tiles written with a leading zero.
    LeadingZero(char),
    /// A word after the move number.
    Trailing(String),
    /// A side with two pentagons or more.
    Pentagons(Side),
    /// No pentagon at all.
    NoPentagon,
}

impl fmt::Display for TpnErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TpnErrorKind::Empty => f.write_str("empty position"),
            TpnErrorKind::RowCount { given, board, rows } => {
                let unit = if *given == 1 { "row" } else { "rows" };
                write!(f, "{given} {unit} given, the {board} board has {rows}")
            }
            TpnErrorKind::ZeroRun(row) => write!(f, "row {row}: a run of empty tiles cannot be 0"),
            TpnErrorKind::UnexpectedChar(row, c) => {
                write!(
                    f,
                    "row {row}: unexpected '{}' (expected a piece letter CTSPctsp or a number)",
                    tactigon_core::escape::char(*c)
                )
            }
            TpnErrorKind::RowTooLong { row, width } => {
                write!(f, "row {row} is too long: the board's row {row} has {width} tiles")
            }
            TpnErrorKind::RowTooShort { row, given, width } => {
                write!(f, "row {row} is too short: {given} tiles given, the board's row {row} has {width}")
            }
            TpnErrorKind::MissingSide => f.write_str("missing side to move ('r' or 'g') after the rows"),
            TpnErrorKind::BadSide(w) => {
                write!(f, "side to move must be 'r' or 'g', not '{}'", tactigon_core::escape::Escaped(w))
            }
            TpnErrorKind::BadNumber { what, min, max, word } => {
                write!(
                    f,
                    "{what} must be a whole number from {min} to {max} without leading zeros, not '{}'",
                    tactigon_core::escape::Escaped(word)
                )
            }
            TpnErrorKind::LeadingZero(row) => write!(f, "row {row}: a run of empty tiles has no leading zero"),
            TpnErrorKind::Trailing(w) => {
                write!(f, "unexpected '{}' after the move number", tactigon_core::escape::Escaped(w))
            }
            TpnErrorKind::Pentagons(side) => write!(f, "{side} has more than one pentagon"),
            TpnErrorKind::NoPentagon => f.write_str("neither side has a pentagon"),
        }
    }
}

impl fmt::Display for TpnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TPN character {}: {}", self.at, self.kind)
    }
}

impl std::error::Error for TpnError {}

/// The largest clock (plies since the last capture) a TPN may give.
pub const MAX_CLOCK: u32 = 1_000_000;
/// The largest move number a TPN may give: far from `u32::MAX`, so counting on cannot wrap.
pub const MAX_FULLMOVE: u32 = 1_000_000_000;

impl Position {
    /// Reads a position in TPN (RULES.md §7) against a board.
    ///
    /// ```
    /// use tactigon_rules::{Board, Position, Rules};
    ///
    /// let tpn = "2/C1C3c1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2 r";
    /// let pos = Position::from_tpn(Board::standard(), Rules::default(), tpn).unwrap();
    /// assert_eq!(pos, Position::start(Board::standard(), Rules::default()));
    /// assert_eq!(pos.to_tpn(), tpn);
    /// let error = Position::from_tpn(Board::standard(), Rules::default(), "2/9 r").unwrap_err();
    /// assert!(error.to_string().contains("2 rows given"), "{error}");
    /// ```
    pub fn from_tpn(board: &'static Board, rules: Rules, tpn: &str) -> Result<Position, TpnError> {
        let fail = |at: usize, kind: TpnErrorKind| TpnError { at: at + 1, kind };
        let text = tpn.trim_end();
        let lead = text.len() - text.trim_start().len();
        let fields: Vec<(usize, &str)> = text
            .split(' ')
            .scan(0usize, |off, w| {
                let start = *off;
                *off += w.len() + 1;
                Some((start, w))
            })
            .filter(|(_, w)| !w.is_empty())
            .collect();
        let Some(&(rows_at, rows_text)) = fields.first() else {
            return Err(fail(0, TpnErrorKind::Empty));
        };
        let mut pos = Position::empty(board, rules, Side::Red);
        let rows: Vec<&str> = rows_text.split('/').collect();
        if rows.len() != board.rows() {
            let kind = TpnErrorKind::RowCount { given: rows.len(), board: board.name().into(), rows: board.rows() };
            return Err(fail(rows_at, kind));
        }
        let mut at = rows_at;
        for (r, row) in rows.iter().enumerate() {
            let letter = (b'a' + r as u8) as char;
            let width = board.row_len(r);
            let mut filled = 0usize;
            let mut chars = row.char_indices().peekable();
            while let Some((i, c)) = chars.next() {
                if c.is_ascii_digit() {
                    let mut end = i + 1;
                    while let Some(&(j, d)) = chars.peek() {
                        if !d.is_ascii_digit() {
                            break;
                        }
                        end = j + 1;
                        chars.next();
                    }
                    let n: usize = row[i..end].parse().unwrap_or(usize::MAX);
                    if n == 0 {
                        return Err(fail(at + i, TpnErrorKind::ZeroRun(letter)));
                    }
                    if c == '0' {
                        return Err(fail(at + i, TpnErrorKind::LeadingZero(letter)));
                    }
                    filled = filled.saturating_add(n);
                } else if let Some(piece) = Piece::from_letter(c) {
                    filled += 1;
                    if filled <= width {
                        let index = board.index(Tile::new(r as u8, filled as u8)).expect("within the row");
                        pos.put(index, piece);
                    }
                } else {
                    return Err(fail(at + i, TpnErrorKind::UnexpectedChar(letter, c)));
                }
                if filled > width {
                    return Err(fail(at + i, TpnErrorKind::RowTooLong { row: letter, width }));
                }
            }
            if filled < width {
                let kind = TpnErrorKind::RowTooShort { row: letter, given: filled, width };
                return Err(fail(at + row.len().saturating_sub(1), kind));
            }
            at += row.len() + 1;
        }
        let Some(&(side_at, side_text)) = fields.get(1) else {
            return Err(fail(lead + text.trim_start().len(), TpnErrorKind::MissingSide));
        };
        let turn = match side_text {
            "r" => Side::Red,
            "g" => Side::Green,
            other => return Err(fail(side_at, TpnErrorKind::BadSide(other.into()))),
        };
        if turn == Side::Green {
            pos.turn = Side::Green;
            pos.hash ^= board.zobrist_green();
        }
        // Digits only (no sign, no leading zero, as it is written), and bounded so that no game
        // can count past u32.
        let number = |i: usize, what: &'static str, min: u32, max: u32| -> Result<Option<u32>, TpnError> {
            match fields.get(i) {
                None => Ok(None),
                Some(&(off, w)) => match w.parse::<u32>() {
                    Ok(n)
                        if w.bytes().all(|b| b.is_ascii_digit())
                            && (w == "0" || !w.starts_with('0'))
                            && (min..=max).contains(&n) =>
                    {
                        Ok(Some(n))
                    }
                    _ => Err(fail(off, TpnErrorKind::BadNumber { what, min, max, word: w.into() })),
                },
            }
        };
        pos.clock = number(2, "the plies since the last capture", 0, MAX_CLOCK)?.unwrap_or(0);
        pos.fullmove = number(3, "the move number", 1, MAX_FULLMOVE)?.unwrap_or(1);
        if let Some(&(off, w)) = fields.get(4) {
            return Err(fail(off, TpnErrorKind::Trailing(w.into())));
        }
        for side in Side::ALL {
            if pos.by_kind[side.index()][Kind::Pentagon.index()].count_ones() > 1 {
                return Err(fail(rows_at, TpnErrorKind::Pentagons(side)));
            }
        }
        if pos.by_kind[0][Kind::Pentagon.index()] == 0 && pos.by_kind[1][Kind::Pentagon.index()] == 0 {
            return Err(fail(rows_at, TpnErrorKind::NoPentagon));
        }
        Ok(pos)
    }

    /// Writes the position in TPN; the clock and move number are added unless both are at
    /// their start values.
    pub fn to_tpn(&self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Position {
    /// Writes TPN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in 0..self.board.rows() {
            if r > 0 {
                f.write_str("/")?;
            }
            let mut run = 0;
            for n in 1..=self.board.row_len(r) {
                match self.piece_at(Tile::new(r as u8, n as u8)) {
                    Some(p) => {
                        if run > 0 {
                            write!(f, "{run}")?;
                            run = 0;
                        }
                        write!(f, "{}", p.letter())?;
                    }
                    None => run += 1,
                }
            }
            if run > 0 {
                write!(f, "{run}")?;
            }
        }
        write!(f, " {}", self.turn.letter())?;
        if self.clock != 0 || self.fullmove != 1 {
            write!(f, " {} {}", self.clock, self.fullmove)?;
        }
        Ok(())
    }
}
