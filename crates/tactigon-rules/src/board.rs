//! A Tactigon board: a hex grid plus the gold tiles, the start setup and the Zobrist keys,
//! read from the board text format (see `assets/boards/standard.txt` and the README).

use super::bits::{Bits, Iter, bit};
use super::board_error::{BoardError, BoardErrorKind, err};
use super::piece::{Kind, Piece, Side};
use super::tile::Tile;
use crate::hex::{Grid, Line, MAX_TILES};
use std::fmt;
use std::sync::{Mutex, OnceLock};

/// The boards that ship with the game: name and file text.
pub const BUILTIN: [(&str, &str); 3] = [
    ("standard", include_str!("../../../assets/boards/standard.txt")),
    ("large", include_str!("../../../assets/boards/large.txt")),
    ("huge", include_str!("../../../assets/boards/huge.txt")),
];

/// A board: the tiles and how they touch (its [`Grid`]), the gold tiles and where the armies
/// start.
///
/// Tiles have compact indices `0..len()`, row by row from the top, left to right.
#[derive(Debug)]
pub struct Board {
    name: String,
    grid: Grid,
    gold: Bits,
    start: Vec<(u8, Piece)>,
    zobrist: Box<[[u64; 8]; MAX_TILES]>,
    zobrist_green: u64,
}

/// SplitMix64: a well-mixed 64-bit hash, for Zobrist keys and for deriving seeds.
pub const fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

impl Board {
    /// The standard 53-tile board of RULES.md §1.
    pub fn standard() -> &'static Board {
        Board::builtin("standard").expect("the standard board ships with the game")
    }

    /// A board that ships with the game, by name (`standard`, `large`, `huge`).
    pub fn builtin(name: &str) -> Option<&'static Board> {
        static BOARDS: OnceLock<Vec<Board>> = OnceLock::new();
        let boards = BOARDS
            .get_or_init(|| BUILTIN.iter().map(|(_, text)| text.parse().expect("built-in boards are valid")).collect());
        BUILTIN.iter().position(|(n, _)| *n == name).map(|i| &boards[i])
    }

    /// The one shared copy of a board with this content: boards are compared by their text
    /// ([`fmt::Display`]), so reading the same file twice yields the same board, and each
    /// distinct board is kept once for the rest of the program (positions hold `&'static Board`).
    pub fn intern(board: Board) -> &'static Board {
        static SEEN: Mutex<Vec<(String, &'static Board)>> = Mutex::new(Vec::new());
        let text = board.to_string();
        if let Some(b) = BUILTIN.iter().find_map(|(n, _)| Board::builtin(n).filter(|b| b.to_string() == text)) {
            return b;
        }
        let mut seen = SEEN.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some((_, b)) = seen.iter().find(|(t, _)| *t == text) {
            return b;
        }
        let b: &'static Board = Box::leak(Box::new(board));
        seen.push((text, b));
        b
    }

    /// The board's name from its `name:` line.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The board's hex grid: its tiles and how they touch.
    pub const fn grid(&self) -> &Grid {
        &self.grid
    }

    /// How many tiles the board has.
    pub fn len(&self) -> usize {
        self.grid.len()
    }

    /// Whether the board has no tiles (never true for a parsed board).
    pub fn is_empty(&self) -> bool {
        self.grid.is_empty()
    }

    /// How many rows the board has.
    pub fn rows(&self) -> usize {
        self.grid.rows()
    }

    /// How many tiles a row has.
    ///
    /// # Panics
    /// If `row` is not a row of the board.
    pub fn row_len(&self, row: usize) -> usize {
        self.grid.row_len(row)
    }

    /// The compact index of a tile, if the board has it.
    pub fn index(&self, tile: Tile) -> Option<u8> {
        self.grid.index(tile)
    }

    /// The tile at a compact index.
    #[inline]
    pub fn tile(&self, index: u8) -> Tile {
        self.grid.tile(index)
    }

    /// The doubled coordinate `(row, column)` of a tile index (RULES.md §1).
    ///
    /// # Panics
    /// If `index` is not a tile of the board.
    pub fn coord(&self, index: u8) -> (usize, usize) {
        self.grid.coord(index)
    }

    /// The widest doubled column used by any tile, plus one.
    pub fn columns(&self) -> usize {
        self.grid.columns()
    }

    /// The tiles next to a tile.
    #[inline]
    pub fn neighbours(&self, index: u8) -> Bits {
        self.grid.neighbours(index)
    }

    /// The tiles at most `steps` steps from `from` (included), passing only through
    /// `passable` tiles; the last step may end on any tile.
    #[inline]
    pub fn reach(&self, from: u8, steps: u32, passable: Bits) -> Bits {
        self.grid.reach(from, steps, passable)
    }

    /// Every tile of the board.
    pub const fn all(&self) -> Bits {
        self.grid.all()
    }

    /// The gold tiles.
    pub const fn gold(&self) -> Bits {
        self.gold
    }

    /// The pieces of the start position, by tile index.
    pub fn start_pieces(&self) -> &[(u8, Piece)] {
        &self.start
    }

    /// Hex distance between two tiles (ignoring pieces and holes in the board).
    pub fn distance(&self, a: u8, b: u8) -> u32 {
        self.grid.distance(a, b)
    }

    /// The Zobrist key of `piece` standing on tile `index`.
    pub(crate) fn zobrist(&self, index: u8, piece: Piece) -> u64 {
        self.zobrist[index as usize & (MAX_TILES - 1)][piece.side.index() * 4 + piece.kind.index()]
    }

    /// The Zobrist key toggled when Green is to move.
    pub(crate) const fn zobrist_green(&self) -> u64 {
        self.zobrist_green
    }
}

impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        self.name == other.name && self.grid == other.grid && self.gold == other.gold
    }
}

/// Writes the board text format: the `name:` line, a `gold:` line for gold tiles that start
/// occupied, then the diagram. Reading the text back gives an equal board.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "name: {}", self.name)?;
        let mut cells: Vec<char> = vec!['.'; self.len()];
        let mut covered: Bits = 0;
        for &(i, p) in &self.start {
            cells[i as usize] = p.letter();
            covered |= bit(i);
        }
        let occupied_gold: Vec<String> = Iter(self.gold & covered).map(|i| self.tile(i).to_string()).collect();
        if !occupied_gold.is_empty() {
            writeln!(f, "gold: {}", occupied_gold.join(" "))?;
        }
        for i in Iter(self.gold & !covered) {
            cells[i as usize] = '*';
        }
        self.grid.write_diagram(f, |i| cells[i as usize])
    }
}

impl std::str::FromStr for Board {
    type Err = BoardError;

    /// Reads the board text format: `#` comments, `name: NAME`, an optional `gold: TILE …`
    /// line, then one diagram line per row with one character per tile at its doubled column.
    fn from_str(text: &str) -> Result<Board, BoardError> {
        let mut name = None;
        let mut gold_names: Vec<(usize, usize, &str)> = Vec::new();
        let mut rows = Vec::new();
        for line in crate::hex::lines(text) {
            let header = match line {
                Line::Header(header) => header,
                Line::Row(row) => {
                    if let Some(&(col, c)) =
                        row.cells.iter().find(|&&(_, c)| c != '.' && c != '*' && Piece::from_letter(c).is_none())
                    {
                        return Err(err(row.line, col + 1, BoardErrorKind::UnexpectedChar(c)));
                    }
                    rows.push(row);
                    continue;
                }
            };
            match header.key {
                "name" => {
                    let v = header.value.trim();
                    if v.is_empty() || v.contains(char::is_whitespace) {
                        return Err(err(header.line, 0, BoardErrorKind::NameNotOneWord));
                    }
                    // A name is shown on screens and in the CLI's tables and records' tags.
                    if let Some((i, c)) =
                        header.value.char_indices().find(|&(_, c)| tactigon_core::escape::needs_escape(c))
                    {
                        let column = header.value_offset + header.value[..i].chars().count() + 1;
                        return Err(err(header.line, column, BoardErrorKind::ControlInName(c)));
                    }
                    name = Some(v.to_string());
                }
                "gold" => {
                    let mut col = header.value_offset;
                    for word in header.value.split(' ') {
                        if !word.is_empty() {
                            gold_names.push((header.line, col + 1, word));
                        }
                        col += word.len() + 1;
                    }
                }
                other => {
                    return Err(err(header.line, 1, BoardErrorKind::UnknownSetting(other.to_string())));
                }
            }
        }
        let name = name.ok_or_else(|| err(0, 0, BoardErrorKind::MissingName))?;
        let grid = Grid::from_rows(&rows).map_err(|e| err(e.line(), e.column(), BoardErrorKind::Grid(e)))?;
        let mut gold: Bits = 0;
        let mut start = Vec::new();
        let mut line_of = Vec::new();
        for (index, (line, ch)) in rows.iter().flat_map(|r| r.cells.iter().map(|&(_, c)| (r.line, c))).enumerate() {
            let index = index as u8;
            match ch {
                '.' => {}
                '*' => gold |= bit(index),
                c => start.push((index, Piece::from_letter(c).expect("checked above"))),
            }
            line_of.push(line);
        }
        for (line, col, word) in gold_names {
            let tile: Tile = word.parse().map_err(|e| err(line, col, BoardErrorKind::BadGoldTile(e)))?;
            let index = grid.index(tile).ok_or_else(|| err(line, col, BoardErrorKind::GoldNotOnBoard(tile)))?;
            gold |= bit(index);
        }
        for side in Side::ALL {
            let pentagons = start.iter().filter(|(_, p)| p.side == side && p.kind == Kind::Pentagon).count();
            if pentagons != 1 {
                let line = start.first().map_or(0, |(i, _)| line_of[*i as usize]);
                return Err(err(line, 0, BoardErrorKind::PentagonCount { side, count: pentagons }));
            }
        }
        let zobrist = Box::new(std::array::from_fn(|t| std::array::from_fn(|p| splitmix(t as u64 * 8 + p as u64 + 1))));
        Ok(Board { name, grid, gold, start, zobrist, zobrist_green: splitmix(0xC0FFEE) })
    }
}
