//! Board geometry as data: tiles, rows, neighbours, gold tiles and the start setup,
//! read from the board text format (see `assets/boards/standard.txt` and the README).

use super::bits::{Bits, bit};
use super::piece::Piece;
use super::tile::Tile;
use std::fmt;
use std::sync::{Mutex, OnceLock};

/// The most tiles a board may have: one bit each in a [`Bits`] set.
pub const MAX_TILES: usize = 128;
/// The most rows a board may have: one letter each, `a` to `z`.
pub const MAX_ROWS: usize = 26;

/// The boards that ship with the game: name and file text.
pub const BUILTIN: [(&str, &str); 3] = [
    ("standard", include_str!("../../assets/boards/standard.txt")),
    ("large", include_str!("../../assets/boards/large.txt")),
    ("huge", include_str!("../../assets/boards/huge.txt")),
];

/// A board: the tiles, how they touch, the gold tiles and where the armies start.
///
/// Tiles have compact indices `0..len()`, row by row from the top, left to right.
#[derive(Debug)]
pub struct Board {
    name: String,
    row_start: Vec<u8>,
    row_len: Vec<u8>,
    // Fixed-size tables indexed by `index & 127`, so lookups on the move-generation path need
    // no bounds checks; entries past `len` are unused.
    len: usize,
    tiles: Box<[Tile; MAX_TILES]>,
    columns: Vec<u16>,
    neighbours: Box<[Bits; MAX_TILES]>,
    /// The same as 64-bit sets, filled only on boards of up to 64 tiles.
    neighbours64: Box<[u64; 64]>,
    all: Bits,
    gold: Bits,
    start: Vec<(u8, Piece)>,
    zobrist: Box<[[u64; 8]; MAX_TILES]>,
    zobrist_green: u64,
}

/// A board file that could not be read, with the 1-based line and column of the problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardError {
    /// 1-based line, 0 when the problem is the file as a whole.
    pub line: usize,
    /// 1-based column, 0 when the problem is a whole line.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.line, self.column) {
            (0, _) => write!(f, "board: {}", self.message),
            (l, 0) => write!(f, "board line {l}: {}", self.message),
            (l, c) => write!(f, "board line {l}, column {c}: {}", self.message),
        }
    }
}

impl std::error::Error for BoardError {}

fn err(line: usize, column: usize, message: impl Into<String>) -> BoardError {
    BoardError { line, column, message: message.into() }
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

    /// How many tiles the board has.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the board has no tiles (never true for a parsed board).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// How many rows the board has.
    pub fn rows(&self) -> usize {
        self.row_len.len()
    }

    /// How many tiles a row has.
    pub fn row_len(&self, row: usize) -> usize {
        self.row_len[row] as usize
    }

    /// The compact index of a tile, if the board has it.
    pub fn index(&self, tile: Tile) -> Option<u8> {
        let row = tile.row as usize;
        if row < self.row_len.len() && tile.num >= 1 && tile.num <= self.row_len[row] {
            Some(self.row_start[row] + tile.num - 1)
        } else {
            None
        }
    }

    /// The tile at a compact index.
    #[inline]
    pub fn tile(&self, index: u8) -> Tile {
        self.tiles[index as usize & (MAX_TILES - 1)]
    }

    /// The doubled coordinate `(row, column)` of a tile index (RULES.md §1).
    pub fn coord(&self, index: u8) -> (usize, usize) {
        (self.tiles[index as usize].row as usize, self.columns[index as usize] as usize)
    }

    /// The widest doubled column used by any tile, plus one.
    pub fn columns(&self) -> usize {
        self.columns.iter().map(|&c| c as usize + 1).max().unwrap_or(0)
    }

    /// The tiles next to a tile.
    #[inline]
    pub fn neighbours(&self, index: u8) -> Bits {
        self.neighbours[index as usize & (MAX_TILES - 1)]
    }

    /// The tiles next to any tile of `set`: one step of a flood fill.
    #[inline]
    pub fn neighbours_of(&self, set: Bits) -> Bits {
        let mut out = 0;
        for i in super::bits::Iter(set) {
            out |= self.neighbours(i);
        }
        out
    }

    /// The tiles at most `steps` steps from `from` (included), passing only through
    /// `passable` tiles; the last step may end on any tile.
    #[inline]
    pub fn reach(&self, from: u8, steps: u32, passable: Bits) -> Bits {
        if self.len <= 64 {
            super::bits::flood(&self.neighbours64, from, steps, passable as u64) as Bits
        } else {
            super::bits::flood(&self.neighbours, from, steps, passable)
        }
    }

    /// Every tile of the board.
    pub const fn all(&self) -> Bits {
        self.all
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
        let (ra, ca) = self.coord(a);
        let (rb, cb) = self.coord(b);
        let dr = ra.abs_diff(rb);
        let dc = ca.abs_diff(cb);
        (dr + dc.saturating_sub(dr) / 2) as u32
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
        self.name == other.name && self.tiles == other.tiles && self.columns == other.columns && self.gold == other.gold
    }
}

/// Writes the board text format: the `name:` line, a `gold:` line for gold tiles that start
/// occupied, then the diagram. Reading the text back gives an equal board.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "name: {}", self.name)?;
        let mut cells: Vec<char> = vec!['.'; self.len];
        let mut covered: Bits = 0;
        for &(i, p) in &self.start {
            cells[i as usize] = p.letter();
            covered |= bit(i);
        }
        let occupied_gold: Vec<String> =
            super::bits::Iter(self.gold & covered).map(|i| self.tile(i).to_string()).collect();
        if !occupied_gold.is_empty() {
            writeln!(f, "gold: {}", occupied_gold.join(" "))?;
        }
        for i in super::bits::Iter(self.gold & !covered) {
            cells[i as usize] = '*';
        }
        for row in 0..self.rows() {
            let mut line = String::new();
            for k in 0..self.row_len(row) {
                let i = self.row_start[row] as usize + k;
                let col = self.columns[i] as usize;
                while line.chars().count() < col {
                    line.push(' ');
                }
                line.push(cells[i]);
            }
            writeln!(f, "{line}")?;
        }
        Ok(())
    }
}

impl std::str::FromStr for Board {
    type Err = BoardError;

    /// Reads the board text format: `#` comments, `name: NAME`, an optional `gold: TILE …`
    /// line, then one diagram line per row with one character per tile at its doubled column.
    fn from_str(text: &str) -> Result<Board, BoardError> {
        let mut name = None;
        let mut gold_names: Vec<(usize, usize, String)> = Vec::new();
        let mut grid: Vec<(usize, Vec<(usize, char)>)> = Vec::new();
        for (i, raw) in text.lines().enumerate() {
            let line_no = i + 1;
            let line = raw.trim_end();
            if line.trim().is_empty() || line.trim_start().starts_with('#') {
                continue;
            }
            if let Some((key, value)) = line.split_once(':') {
                match key.trim() {
                    "name" => {
                        let v = value.trim();
                        if v.is_empty() || v.contains(char::is_whitespace) {
                            return Err(err(line_no, 0, "the name must be one word"));
                        }
                        name = Some(v.to_string());
                    }
                    "gold" => {
                        let start = key.len() + 1;
                        let mut col = start;
                        for word in value.split(' ') {
                            if !word.is_empty() {
                                gold_names.push((line_no, col + 1, word.to_string()));
                            }
                            col += word.len() + 1;
                        }
                    }
                    other => {
                        return Err(err(line_no, 1, format!("unknown setting '{other}' (expected name or gold)")));
                    }
                }
                continue;
            }
            let mut cells = Vec::new();
            for (col, ch) in line.chars().enumerate() {
                match ch {
                    ' ' => {}
                    '.' | '*' => cells.push((col, ch)),
                    c if Piece::from_letter(c).is_some() => cells.push((col, c)),
                    c => {
                        return Err(err(
                            line_no,
                            col + 1,
                            format!("unexpected '{c}' (tiles are '.', '*' or a piece letter C T S P c t s p)"),
                        ));
                    }
                }
            }
            grid.push((line_no, cells));
        }
        let name = name.ok_or_else(|| err(0, 0, "missing 'name: NAME' line"))?;
        if grid.is_empty() {
            return Err(err(0, 0, "no rows of tiles"));
        }
        if grid.len() > MAX_ROWS {
            return Err(err(grid[MAX_ROWS].0, 0, format!("more than {MAX_ROWS} rows")));
        }
        let mut parity = None;
        let mut row_start = Vec::new();
        let mut row_len = Vec::new();
        let mut tiles = Vec::new();
        let mut columns = Vec::new();
        let mut line_of = Vec::new();
        let mut gold: Bits = 0;
        let mut start = Vec::new();
        for (r, (line_no, cells)) in grid.iter().enumerate() {
            row_start.push(tiles.len() as u8);
            for (k, &(col, ch)) in cells.iter().enumerate() {
                if k > 0 && col != cells[k - 1].0 + 2 {
                    return Err(err(*line_no, col + 1, "tiles of a row must be exactly two columns apart"));
                }
                let p = (r + col) % 2;
                if *parity.get_or_insert(p) != p {
                    return Err(err(
                        *line_no,
                        col + 1,
                        "tile is off the hex grid (neighbouring rows must be offset by one column)",
                    ));
                }
                if tiles.len() == MAX_TILES {
                    return Err(err(*line_no, col + 1, format!("more than {MAX_TILES} tiles")));
                }
                let index = tiles.len() as u8;
                match ch {
                    '.' => {}
                    '*' => gold |= bit(index),
                    c => start.push((index, Piece::from_letter(c).expect("checked above"))),
                }
                tiles.push(Tile::new(r as u8, k as u8 + 1));
                columns.push(col as u16);
                line_of.push(*line_no);
            }
            if cells.is_empty() {
                return Err(err(*line_no, 0, "a row must have at least one tile"));
            }
            row_len.push(cells.len() as u8);
        }
        let len = tiles.len();
        let mut neighbours = Box::new([0; MAX_TILES]);
        for a in 0..tiles.len() {
            for b in 0..tiles.len() {
                let dr = tiles[a].row.abs_diff(tiles[b].row);
                let dc = columns[a].abs_diff(columns[b]);
                if (dr == 0 && dc == 2) || (dr == 1 && dc == 1) {
                    neighbours[a] |= bit(b as u8);
                }
            }
        }
        let mut table = Box::new([Tile::new(0, 0); MAX_TILES]);
        table[..len].copy_from_slice(&tiles);
        let mut board = Board {
            name,
            row_start,
            row_len,
            len,
            tiles: table,
            columns,
            neighbours64: Box::new(std::array::from_fn(|i| if len <= 64 { neighbours[i] as u64 } else { 0 })),
            neighbours,
            all: 0,
            gold,
            start,
            zobrist: Box::new([[0; 8]; MAX_TILES]),
            zobrist_green: splitmix(0xC0FFEE),
        };
        board.all = if len == MAX_TILES { !0 } else { (1u128 << len) - 1 };
        for (line_no, col, word) in gold_names {
            let tile: Tile = word.parse().map_err(|e: super::tile::TileError| err(line_no, col, e.to_string()))?;
            let index =
                board.index(tile).ok_or_else(|| err(line_no, col, format!("gold tile {tile} is not on the board")))?;
            board.gold |= bit(index);
        }
        for (t, keys) in board.zobrist.iter_mut().enumerate() {
            *keys = std::array::from_fn(|p| splitmix(t as u64 * 8 + p as u64 + 1));
        }
        for side in super::piece::Side::ALL {
            let pentagons =
                board.start.iter().filter(|(_, p)| p.side == side && p.kind == super::piece::Kind::Pentagon).count();
            if pentagons != 1 {
                let line = board.start.first().map_or(0, |(i, _)| line_of[*i as usize]);
                return Err(err(line, 0, format!("{side} must start with exactly one pentagon, not {pentagons}")));
            }
        }
        Ok(board)
    }
}
