//! A position: pieces on a board, the side to move, the rule settings, and everything
//! needed to generate and play legal moves (RULES.md §2–5, §7).

use super::bits::{Bits, bit};
use super::board::Board;
use super::moves::Move;
use super::outcome::{Outcome, WinReason};
use super::piece::{Combat, Kind, Piece, Side};
use super::tile::Tile;

mod errors;
mod movegen;
mod perft;
mod tpn;

pub use errors::{ParseMoveError, PlayError};
pub use perft::{perft, perft_divide};
pub use tpn::{TpnError, TpnErrorKind};

/// The advanced rules of RULES.md §5, each on or off.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rules {
    /// §5.1: squares may pass over occupied tiles, except enemy squares.
    pub square_jump: bool,
    /// §5.2: a piece starting its turn on a gold tile may move one extra tile.
    pub gold_bonus: bool,
}

/// A game state without history: board, pieces, side to move, rule settings, the plies
/// since the last capture, the move number, and whether the last ply was a pass.
#[derive(Clone, Copy, Debug)]
pub struct Position {
    board: &'static Board,
    rules: Rules,
    by_kind: [[Bits; 4]; 2],
    by_side: [Bits; 2],
    turn: Side,
    clock: u32,
    fullmove: u32,
    passed: bool,
    hash: u64,
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        (std::ptr::eq(self.board, other.board) || self.board == other.board)
            && self.rules == other.rules
            && self.by_kind == other.by_kind
            && self.turn == other.turn
            && self.clock == other.clock
            && self.fullmove == other.fullmove
            && self.passed == other.passed
    }
}

impl Eq for Position {}

impl Position {
    /// The board's start position with Red to move.
    pub fn start(board: &'static Board, rules: Rules) -> Position {
        let mut pos = Position::empty(board, rules, Side::Red);
        for &(index, piece) in board.start_pieces() {
            pos.put(index, piece);
        }
        pos
    }

    fn empty(board: &'static Board, rules: Rules, turn: Side) -> Position {
        Position {
            board,
            rules,
            by_kind: [[0; 4]; 2],
            by_side: [0; 2],
            turn,
            clock: 0,
            fullmove: 1,
            passed: false,
            hash: if turn == Side::Green { board.zobrist_green() } else { 0 },
        }
    }

    /// The board this position is on.
    pub fn board(&self) -> &'static Board {
        self.board
    }

    /// The advanced-rule settings in force.
    pub const fn rules(&self) -> Rules {
        self.rules
    }

    /// The side to move.
    pub const fn turn(&self) -> Side {
        self.turn
    }

    /// Plies played since the last capture (or since the start).
    pub const fn clock(&self) -> u32 {
        self.clock
    }

    /// The move number: starts at 1 and grows after each Green move.
    pub const fn fullmove(&self) -> u32 {
        self.fullmove
    }

    /// Whether the last ply was a pass.
    pub const fn passed(&self) -> bool {
        self.passed
    }

    /// The Zobrist hash of the pieces and the side to move (not the clocks).
    pub const fn hash(&self) -> u64 {
        self.hash
    }

    /// Whether both positions have the same pieces on the same tiles and the same side to
    /// move: what counts for repetition.
    pub fn same_placement(&self, other: &Position) -> bool {
        self.turn == other.turn && self.by_kind == other.by_kind
    }

    /// The tiles held by one side.
    pub const fn side_bits(&self, side: Side) -> Bits {
        self.by_side[side.index()]
    }

    /// The tiles held by one side's pieces of one kind.
    pub const fn piece_bits(&self, side: Side, kind: Kind) -> Bits {
        self.by_kind[side.index()][kind.index()]
    }

    /// The tiles holding no piece.
    pub const fn empty_bits(&self) -> Bits {
        self.board.all() & !(self.by_side[0] | self.by_side[1])
    }

    /// The piece on a tile index, if any.
    pub fn piece_at_index(&self, index: u8) -> Option<Piece> {
        let b = bit(index);
        let side = if self.by_side[0] & b != 0 {
            Side::Red
        } else if self.by_side[1] & b != 0 {
            Side::Green
        } else {
            return None;
        };
        Some(Piece::new(side, self.kind_at(side, index)?))
    }

    /// The kind of `side`'s piece on a tile index, if it has one there.
    #[inline]
    pub fn kind_at(&self, side: Side, index: u8) -> Option<Kind> {
        let kinds = &self.by_kind[side.index()];
        Kind::ALL.into_iter().find(|k| kinds[k.index()] & bit(index) != 0)
    }

    /// The piece on a tile, if the tile is on the board and occupied.
    pub fn piece_at(&self, tile: Tile) -> Option<Piece> {
        self.board.index(tile).and_then(|i| self.piece_at_index(i))
    }

    /// How many pieces of a kind a side has left.
    pub fn count(&self, side: Side, kind: Kind) -> u32 {
        self.piece_bits(side, kind).count_ones()
    }

    fn put(&mut self, index: u8, piece: Piece) {
        let b = bit(index);
        self.by_kind[piece.side.index()][piece.kind.index()] |= b;
        self.by_side[piece.side.index()] |= b;
        self.hash ^= self.board.zobrist(index, piece);
    }

    fn remove(&mut self, index: u8, piece: Piece) {
        let b = bit(index);
        self.by_kind[piece.side.index()][piece.kind.index()] &= !b;
        self.by_side[piece.side.index()] &= !b;
        self.hash ^= self.board.zobrist(index, piece);
    }

    /// The outcome decided by this position alone (RULES.md §4.1–4.3): a pentagon gone,
    /// the side to move holding every gold tile, or no legal move right after a pass.
    /// History-based draws are [`crate::Game`]'s business.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(o) = self.decided() {
            return Some(o);
        }
        if self.passed && self.count_moves_raw() == 0 {
            return Some(Outcome::Draw(super::outcome::DrawReason::NoMoves));
        }
        None
    }

    /// Pentagon capture and gold tiles: the checks that need no move generation.
    #[inline]
    fn decided(&self) -> Option<Outcome> {
        for side in Side::ALL {
            if self.by_kind[side.index()][Kind::Pentagon.index()] == 0 {
                return Some(Outcome::Win { winner: side.other(), reason: WinReason::PentagonCaptured });
            }
        }
        let gold = self.board.gold();
        if gold != 0 && self.by_side[self.turn.index()] & gold == gold {
            return Some(Outcome::Win { winner: self.turn, reason: WinReason::GoldTiles });
        }
        None
    }

    /// Whether the game is over in this position.
    pub fn is_game_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Whether `m` is legal here.
    pub fn is_legal(&self, m: Move) -> bool {
        self.check(m).is_ok()
    }

    /// Checks a move and says why it is illegal; returns the tile indices of a step.
    fn check(&self, m: Move) -> Result<Option<(u8, u8)>, PlayError> {
        if let Some(o) = self.outcome() {
            return Err(PlayError::GameOver(o));
        }
        let Move::Step { from, to, capture } = m else {
            return if self.count_moves_raw() == 0 { Ok(None) } else { Err(PlayError::CannotPass) };
        };
        let fi = self.board.index(from).ok_or(PlayError::OffBoard(from))?;
        let ti = self.board.index(to).ok_or(PlayError::OffBoard(to))?;
        let piece = self.piece_at_index(fi).ok_or(PlayError::Empty(from))?;
        if piece.side != self.turn {
            return Err(PlayError::NotYours(from, self.turn));
        }
        let target = self.piece_at_index(ti);
        match target {
            Some(t) if t.side == self.turn => return Err(PlayError::OwnPiece(to)),
            Some(t) if piece.kind.attack(t.kind) == Combat::NotAllowed => {
                return Err(PlayError::AttackNotAllowed(piece.kind, t.kind));
            }
            _ => {}
        }
        if self.destinations(fi, piece.kind) & bit(ti) == 0 {
            return Err(PlayError::Unreachable { kind: piece.kind, steps: self.steps(fi, piece.kind), to });
        }
        if capture != target.is_some() {
            return Err(PlayError::CaptureMark(m));
        }
        Ok(Some((fi, ti)))
    }

    /// Plays a legal move; an illegal one is rejected with the reason and the position is
    /// left unchanged.
    ///
    /// ```
    /// use tactigon_rules::{Board, Move, Position, Rules, Side};
    ///
    /// let mut pos = Position::start(Board::standard(), Rules::default());
    /// let far: Move = "b1-b4".parse().unwrap();
    /// let error = pos.play(far).unwrap_err();
    /// assert_eq!(error.to_string(), "a circle cannot reach b4: no path of at most 1 step through empty tiles");
    /// // b1 steps to b2: row b reads one empty tile, the circles on b2 and b3, three empty...
    /// pos.play("b1-b2".parse().unwrap()).unwrap();
    /// assert_eq!(pos.turn(), Side::Green);
    /// assert_eq!(pos.to_tpn(), "2/1CC3c1c/1ST4ts1/CTPSC1csptc/1ST4ts1/C1C3c1c/2 g 1 1");
    /// ```
    pub fn play(&mut self, m: Move) -> Result<(), PlayError> {
        match self.check(m)? {
            Some((from, to)) => self.play_indices(from, to),
            None => self.play_pass(),
        }
        Ok(())
    }

    /// Plays a move known to be legal (from [`Position::legal_moves`]) without checking it.
    ///
    /// # Panics
    /// If a tile of the move is not on this board; other illegal moves corrupt the position.
    pub fn play_unchecked(&mut self, m: Move) {
        match m {
            Move::Step { from, to, .. } => {
                let from = self.board.index(from).expect("legal move on this board");
                let to = self.board.index(to).expect("legal move on this board");
                self.play_indices(from, to);
            }
            Move::Pass => self.play_pass(),
        }
    }

    fn end_turn(&mut self) {
        if self.turn == Side::Green {
            self.fullmove += 1;
        }
        self.turn = self.turn.other();
        self.hash ^= self.board.zobrist_green();
    }

    fn play_pass(&mut self) {
        self.clock += 1;
        self.passed = true;
        self.end_turn();
    }

    /// Moves the piece on `from` to `to`, resolving combat; both must be a legal step.
    ///
    /// # Panics
    /// If the side to move has no piece on `from`.
    #[inline]
    pub fn play_indices(&mut self, from: u8, to: u8) {
        let kind = self.kind_at(self.turn, from).expect("a piece to move");
        let mover = Piece::new(self.turn, kind);
        self.remove(from, mover);
        self.clock += 1;
        if let Some(dk) = self.kind_at(self.turn.other(), to) {
            self.remove(to, Piece::new(self.turn.other(), dk));
            self.clock = 0;
            if kind.attack(dk) == Combat::DefenderCaptured {
                self.put(to, mover);
            }
        } else {
            self.put(to, mover);
        }
        self.passed = false;
        self.end_turn();
    }

    /// Reads a move in notation and checks it against this position, accepting `-` or `x`
    /// whichever the destination calls for.
    pub fn parse_move(&self, text: &str) -> Result<Move, ParseMoveError> {
        let m: Move = text.parse().map_err(ParseMoveError::Syntax)?;
        let m = match m {
            Move::Step { from, to, .. } => {
                let enemy =
                    self.board.index(to).and_then(|i| self.piece_at_index(i)).is_some_and(|p| p.side != self.turn);
                Move::Step { from, to, capture: enemy }
            }
            Move::Pass => Move::Pass,
        };
        self.check(m).map_err(ParseMoveError::Illegal)?;
        Ok(m)
    }

    /// The same position with the other side to move (for evaluation and tests).
    pub fn with_turn(mut self, turn: Side) -> Position {
        if turn != self.turn {
            self.turn = turn;
            self.hash ^= self.board.zobrist_green();
        }
        self
    }
}
