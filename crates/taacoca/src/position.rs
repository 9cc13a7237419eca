//! Positions: the stones of both sides on a board of some side, and whose turn it is;
//! playing and checking moves (RULES-taacoca.md §2–4).

use super::cell::{Cell, Direction, MIN_SIZE, Side, row_len, rows};
use super::cells::Cells;
use super::illegal::{Illegal, ParseMoveError, PlayError, SizeError, check_size};
use super::layout::Layout;
use super::movegen;
use super::moves::Move;
use super::outcome::{Outcome, WinReason};
use super::zobrist;

/// A position: the board's side, both sides' stones and the side to move; positions are
/// equal when these are (the move number is kept for records only, like the §5 text does
/// not hold it).
#[derive(Clone, Copy, Debug)]
pub struct Position {
    stones: [Cells; 2],
    hash: u64,
    size: u8,
    turn: Side,
    fullmove: u16,
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.stones == other.stones && self.size == other.size && self.turn == other.turn
    }
}

impl Eq for Position {}

impl Position {
    /// The start position of the board of side `size` (§1–2), White to move. On side 3 the
    /// third rows of both sides are the same middle row, so each side starts without it.
    pub fn start(size: u8) -> Result<Position, SizeError> {
        let size = check_size(size.into())?;
        let mut pos = Position::empty(size, Side::White);
        let last = rows(size) - 1;
        for (depth, first) in [(0, 1), (1, 2), (2, 3)] {
            if size == MIN_SIZE && depth == 2 {
                continue;
            }
            for k in first..=size {
                pos.put(Cell::new(depth, k), Side::Black);
                pos.put(Cell::new(last - depth, k), Side::White);
            }
        }
        Ok(pos)
    }

    /// A board of side `size` (already checked) without stones.
    pub(super) fn empty(size: u8, turn: Side) -> Position {
        let hash = if turn == Side::Black { zobrist::BLACK_TO_MOVE } else { 0 };
        Position { stones: [Cells::EMPTY; 2], hash, size, turn, fullmove: 1 }
    }

    /// Puts a stone of `side` on the empty cell `cell` (on the board).
    pub(super) fn put(&mut self, cell: Cell, side: Side) {
        let i = self.layout().index(cell);
        self.stones[side.index()].insert(i);
        self.hash ^= zobrist::STONE[side.index()][i];
    }

    /// The tables of the board's side: index offsets, movable cells, goal rows.
    #[inline]
    pub fn layout(&self) -> &'static Layout {
        Layout::of(self.size)
    }

    /// The board's side.
    pub const fn size(&self) -> u8 {
        self.size
    }

    /// The side to move.
    pub const fn turn(&self) -> Side {
        self.turn
    }

    /// The same stones with `side` to move: what that side could do now (for warnings).
    pub const fn with_turn(mut self, side: Side) -> Position {
        if side as usize != self.turn as usize {
            self.hash ^= zobrist::BLACK_TO_MOVE;
            self.turn = side;
        }
        self
    }

    /// The number of the move being played, from 1 (a position read from text starts at 1);
    /// it goes up after each Black move.
    pub const fn fullmove(&self) -> u16 {
        self.fullmove
    }

    /// The Zobrist hash of the stones and the side to move.
    pub const fn hash(&self) -> u64 {
        self.hash
    }

    /// The stones of `side` as a set.
    #[inline]
    pub const fn bits(&self, side: Side) -> Cells {
        self.stones[side.index()]
    }

    /// The stone on `cell`, if any (none off the board).
    pub fn stone(&self, cell: Cell) -> Option<Side> {
        if !cell.is_on(self.size) {
            return None;
        }
        let i = self.layout().index(cell);
        Side::BOTH.into_iter().find(|s| self.bits(*s).contains(i))
    }

    /// The cells of `side`'s stones, sorted by row, then index.
    pub fn stones(&self, side: Side) -> impl Iterator<Item = Cell> + '_ {
        let layout = self.layout();
        self.bits(side).iter().map(|i| layout.cell(i))
    }

    /// How many stones `side` has.
    pub fn count(&self, side: Side) -> usize {
        self.bits(side).count()
    }

    /// How many stones the side to move must move: three, or all it has when fewer.
    pub fn stones_to_move(&self) -> usize {
        self.count(self.turn).min(3)
    }

    /// The outcome decided by this position (§4), or `None` while the game goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        self.settled().or_else(|| {
            let mover = self.turn;
            let lost = !movegen::has_move(self.layout(), self.bits(mover), mover);
            lost.then_some(Outcome { winner: mover.other(), reason: WinReason::NoMove })
        })
    }

    /// The outcome by the home rows and the stones left (§4.1–4.2), before asking whether
    /// the side to move has a move.
    pub(super) fn settled(&self) -> Option<Outcome> {
        let mover = self.turn;
        let layout = self.layout();
        let win = |winner, reason| Some(Outcome { winner, reason });
        for side in [mover.other(), mover] {
            if !(self.bits(side) & layout.goal[side.index()]).is_empty() {
                return win(side, WinReason::HomeRow);
            }
        }
        for side in [mover, mover.other()] {
            if self.bits(side).is_empty() {
                return win(side.other(), WinReason::NoStones);
            }
        }
        None
    }

    /// The legal moves (none once the game is over), in generation order.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::new();
        self.legal_moves_into(&mut out);
        out
    }

    /// Replaces `out` with the legal moves (none once the game is over).
    pub fn legal_moves_into(&self, out: &mut Vec<Move>) {
        out.clear();
        // Without a move the game is lost (§4.3): listing the moves tells that as well.
        if self.settled().is_some() {
            return;
        }
        let layout = self.layout();
        self.for_each_move(|dir, cells, len| {
            let mut sorted = [Cell::default(); 3];
            for (slot, &i) in sorted.iter_mut().zip(&cells[..len]) {
                *slot = layout.cell(i);
            }
            out.push(Move::sorted(dir, sorted, len as u8));
        });
    }

    /// Calls `emit` with the direction and the layout indices (`len` of three, sorted) of
    /// every legal move, whatever the outcome.
    #[inline]
    pub(super) fn for_each_move(&self, emit: impl FnMut(Direction, [usize; 3], usize)) {
        movegen::for_each_move(self.layout(), self.bits(self.turn), self.turn, emit);
    }

    /// The number of legal moves (0 once the game is over): perft's last ply.
    pub(super) fn count_moves(&self) -> u64 {
        if self.settled().is_some() {
            return 0;
        }
        movegen::count_moves(self.layout(), self.bits(self.turn), self.turn)
    }

    /// Why the stone on `cell` cannot move in `dir` together with the stones on `moving`
    /// (which may include `cell`), or `None` if it can.
    pub fn why_stuck(&self, cell: Cell, dir: Direction, moving: &[Cell]) -> Option<Illegal> {
        let side = self.turn;
        if !cell.is_on(self.size) {
            return Some(Illegal::NotOnBoard(cell));
        }
        if self.stone(cell) != Some(side) {
            return Some(Illegal::NotYours { cell, side });
        }
        let Some(target) = cell.step(dir, self.size) else {
            return Some(Illegal::OffBoard { cell, dir });
        };
        if self.stone(target) == Some(side) && !moving.contains(&target) {
            return Some(Illegal::Blocked { cell, dir, by: target });
        }
        None
    }

    /// Whether `m` can be played here, and if not, why: the game being over, the direction,
    /// each stone in order (see [`Position::why_stuck`]), then the number of stones.
    pub fn check(&self, m: &Move) -> Result<(), PlayError> {
        if let Some(outcome) = self.outcome() {
            return Err(PlayError::GameOver(outcome));
        }
        let illegal = |why| Err(PlayError::Illegal { m: *m, why });
        let (side, dir) = (self.turn, m.direction());
        if dir.side() != side {
            return illegal(Illegal::NotForward { side, dir });
        }
        if let Some(why) = m.cells().iter().find_map(|&c| self.why_stuck(c, dir, m.cells())) {
            return illegal(why);
        }
        let needed = self.stones_to_move();
        if m.cells().len() != needed {
            return illegal(Illegal::Count { given: m.cells().len(), needed });
        }
        Ok(())
    }

    /// The move `word` names (§5, any order and case), if it is legal here.
    pub fn parse_move(&self, word: &str) -> Result<Move, ParseMoveError> {
        let m: Move = word.parse().map_err(ParseMoveError::Syntax)?;
        self.check(&m).map_err(ParseMoveError::Play)?;
        Ok(m)
    }

    /// Plays `m` if it is legal.
    pub fn play(&mut self, m: &Move) -> Result<(), PlayError> {
        self.check(m)?;
        let layout = self.layout();
        let mut from = [0; 3];
        for (slot, &c) in from.iter_mut().zip(m.cells()) {
            *slot = layout.index(c);
        }
        self.play_indices(m.direction(), &from[..m.cells().len()]);
        Ok(())
    }

    /// Moves the stones of the side to move at layout indices `from` one step in `dir`,
    /// unchecked, and hands the turn over.
    #[inline]
    pub(super) fn play_indices(&mut self, dir: Direction, from: &[usize]) {
        let (us, them) = (self.turn.index(), self.turn.other().index());
        let offset = self.layout().offset[dir as usize];
        for &i in from {
            self.stones[us].remove(i);
            self.hash ^= zobrist::STONE[us][i];
        }
        for &i in from {
            let t = (i as isize + offset) as usize;
            self.stones[us].insert(t);
            self.hash ^= zobrist::STONE[us][t];
            if self.stones[them].contains(t) {
                self.stones[them].remove(t);
                self.hash ^= zobrist::STONE[them][t];
            }
        }
        if self.turn == Side::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.turn = self.turn.other();
        self.hash ^= zobrist::BLACK_TO_MOVE;
    }

    /// Whether the side to move has a legal move capturing every one of the enemy stones
    /// `targets` (any legal move when there are none).
    pub fn can_take_all(&self, targets: Cells) -> bool {
        movegen::can_take_all(self.layout(), self.bits(self.turn), self.turn, targets)
    }

    /// The cells of every row, top row first, for drawing.
    pub fn rows(&self) -> impl Iterator<Item = impl Iterator<Item = Cell>> {
        let size = self.size;
        (0..rows(size)).map(move |r| (1..=row_len(size, r)).map(move |k| Cell::new(r, k)))
    }
}
