//! Legal-move generation: step-limited flood fills from every piece of the side to move.

use super::Position;
use crate::bits::{Bits, Iter, bit};
use crate::moves::Move;
use crate::piece::{Kind, Side};

impl Position {
    /// The enemy pieces a mover of `kind` may attack.
    #[inline]
    pub fn targets(&self, kind: Kind) -> Bits {
        let enemy = &self.by_kind[self.turn.other().index()];
        match kind {
            Kind::Circle | Kind::Triangle => self.by_side[self.turn.other().index()],
            Kind::Square => enemy[1] | enemy[2] | enemy[3],
            Kind::Pentagon => enemy[3],
        }
    }

    /// How many steps a piece of `kind` standing on `from` may take this turn: its reach, plus
    /// one with the gold bonus when it starts on a gold tile.
    #[inline]
    pub fn steps(&self, from: u8, kind: Kind) -> u32 {
        kind.reach() + u32::from(self.rules.gold_bonus && self.board.gold() & bit(from) != 0)
    }

    /// The tiles from which a piece may take one step more than its reach: the gold tiles
    /// under the gold-bonus rule (RULES.md §5.2), none otherwise.
    #[inline]
    pub fn bonus_tiles(&self) -> Bits {
        if self.rules.gold_bonus { self.board.gold() } else { 0 }
    }

    /// The tiles a moving piece of `side` and `kind` may pass through (RULES.md §2): the empty
    /// tiles, or for a square under the square-jump rule (§5.1) every tile but the enemy squares.
    #[inline]
    pub fn passable(&self, side: Side, kind: Kind) -> Bits {
        self.passable_given(side, kind, self.empty_bits())
    }

    /// [`Position::passable`] with the empty tiles already at hand (move generation has them).
    #[inline]
    pub(super) fn passable_given(&self, side: Side, kind: Kind, empty: Bits) -> Bits {
        if kind == Kind::Square && self.rules.square_jump {
            self.board.all() & !self.by_kind[side.other().index()][Kind::Square.index()]
        } else {
            empty
        }
    }

    /// Every tile a piece of the side to move, of `kind`, standing on `from`, may move to:
    /// a step-limited flood fill through passable tiles.
    #[inline]
    pub fn destinations(&self, from: u8, kind: Kind) -> Bits {
        self.destinations_of(kind)(from)
    }

    /// [`Position::destinations`] for the pieces of one kind, by starting tile, with the
    /// sets they share worked out once. A piece's own tile is never a destination: it is
    /// neither empty nor an enemy's.
    #[inline]
    pub fn destinations_of(&self, kind: Kind) -> impl Fn(u8) -> Bits + '_ {
        let passable = self.passable(self.turn, kind);
        let allowed = self.allowed(kind);
        move |from| self.board.reach(from, self.steps(from, kind), passable) & allowed
    }

    /// The tiles within the step limit of a piece of the side to move, of `kind`, on `from`
    /// ([`Grid::reach_inner`](crate::hex::Grid::reach_inner): the tiles whose contents
    /// decide them, and the tiles themselves, `from` included).
    #[inline]
    pub(super) fn reach_of(&self, from: u8, kind: Kind) -> (Bits, Bits) {
        self.board.grid().reach_inner(from, self.steps(from, kind), self.passable(self.turn, kind))
    }

    /// The tiles a moving piece of the side to move, of `kind`, may end on: the empty ones
    /// and the enemy pieces it may attack.
    #[inline]
    pub(super) fn allowed(&self, kind: Kind) -> Bits {
        self.empty_bits() | self.targets(kind)
    }

    /// Calls `f(from, destinations)` for every piece of the side to move, by tile index.
    #[inline]
    pub(super) fn for_each_piece(&self, mut f: impl FnMut(u8, Bits)) {
        let own = &self.by_kind[self.turn.index()];
        for kind in Kind::ALL {
            let destinations = self.destinations_of(kind);
            for from in Iter(own[kind.index()]) {
                f(from, destinations(from));
            }
        }
    }

    /// How many non-pass moves the side to move has, ignoring whether the game is over.
    #[inline]
    pub(super) fn count_moves_raw(&self) -> u32 {
        // Kind by kind, with the sets every piece of the kind shares worked out once. A
        // piece's own tile is never an allowed end (it is neither empty nor an enemy's).
        let grid = self.board.grid();
        let empty = self.empty_bits();
        let bonus = self.bonus_tiles();
        let own = &self.by_kind[self.turn.index()];
        let mut n = 0;
        for kind in Kind::ALL {
            let pieces = own[kind.index()];
            let passable = self.passable_given(self.turn, kind, empty);
            let allowed = empty | self.targets(kind);
            n += grid.count_reach(pieces & !bonus, kind.reach(), passable, allowed)
                + grid.count_reach(pieces & bonus, kind.reach() + 1, passable, allowed);
        }
        n
    }

    /// Every legal move, in generation order; `[pass]` when no piece can move, and none
    /// when the game is over.
    ///
    /// ```
    /// use tactigon_rules::{Board, Position, Rules};
    ///
    /// let start = Position::start(Board::standard(), Rules::default());
    /// assert_eq!(start.legal_moves().len(), 58);
    /// // Red's pentagon on d1 is walled in by its circles on c1, d2 and e1: only they move.
    /// let boxed = Position::from_tpn(Board::standard(), Rules::default(), "2/9/C9/PC9/C9/9/1p r").unwrap();
    /// let mut moves: Vec<String> = boxed.legal_moves().iter().map(|m| m.to_string()).collect();
    /// moves.sort();
    /// assert_eq!(moves, ["c1-b1", "c1-c2", "d2-c2", "d2-d3", "d2-e2", "e1-e2", "e1-f1"]);
    /// ```
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(64);
        self.legal_moves_into(&mut moves);
        moves
    }

    /// Like [`Position::legal_moves`], reusing a buffer (which is cleared first).
    pub fn legal_moves_into(&self, moves: &mut Vec<Move>) {
        moves.clear();
        if self.decided().is_some() {
            return;
        }
        let enemy = self.by_side[self.turn.other().index()];
        let board = self.board;
        // Per piece, so the starting tile is looked up once and the list grows at most once.
        self.for_each_piece(|from, dests| {
            let from = board.tile(from);
            moves.extend(Iter(dests).map(|to| Move::Step { from, to: board.tile(to), capture: enemy & bit(to) != 0 }));
        });
        if moves.is_empty() && !self.passed {
            moves.push(Move::Pass);
        }
    }

    /// How many legal moves there are (a pass counts as one): perft's last ply.
    #[inline]
    pub fn count_legal_moves(&self) -> u64 {
        if self.decided().is_some() {
            return 0;
        }
        match self.count_moves_raw() {
            0 if self.passed => 0,
            0 => 1,
            n => n as u64,
        }
    }
}
