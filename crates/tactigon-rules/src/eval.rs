//! Static evaluation: how good a position looks for the side to move, in centi-circles
//! (a circle is worth 100), without looking ahead.
//!
//! Terms, each computed for both sides and subtracted (side to move minus opponent):
//! - **Material**: circle 100, triangle 300, square 350. A circle is cheap but can attack
//!   anything, pentagon included; triangles and squares move far and take most pieces.
//!   The pentagon has no material value: losing it ends the game.
//! - **Pentagon safety**: enemy pieces that could move onto the pentagon next turn
//!   (counted by a reverse flood fill from the pentagon, so paths are exact, and only
//!   for kinds the combat table lets attack a pentagon). If the side
//!   to move can already take the enemy pentagon, the position is as good as won
//!   ([`PENTAGON_EN_PRISE`]); attackers of the mover's own pentagon cost
//!   [`ATTACKER_PENALTY`] each, since one attacker can often be parried but two rarely.
//! - **Gold-tile control**: [`GOLD_HELD`] per gold tile occupied, plus a small bonus for
//!   being near a gold tile; the opponent holding every gold tile at the start of our turn
//!   means we must break it up now ([`GOLD_THREAT`]).
//! - **Closeness to the enemy pentagon**: attackers near the enemy pentagon, weighted by
//!   kind, so that quiet positions still steer towards an attack.

use crate::hex::bits::Word;
use crate::{Bits, BitsIter, Board, Combat, Kind, Position, Side, bit};

/// Material value of each kind, indexed by [`Kind::index`]; the pentagon counts nothing.
pub const PIECE_VALUE: [i32; 4] = [100, 300, 350, 0];
/// The score when the side to move can capture the enemy pentagon right now.
pub const PENTAGON_EN_PRISE: i32 = 5_000;
/// The cost of each enemy piece that can reach the mover's pentagon.
pub const ATTACKER_PENALTY: i32 = 150;
/// The bonus per gold tile occupied.
pub const GOLD_HELD: i32 = 40;
/// The cost of the opponent holding every gold tile when our turn begins.
pub const GOLD_THREAT: i32 = 400;
/// Bonus per step closer than [`NEAR`] to the enemy pentagon, by kind.
const CLOSENESS: [i32; 4] = [3, 4, 4, 0];
/// Bonus per step closer than [`NEAR`] to a gold tile, for the nearest piece.
const GOLD_NEAR: i32 = 6;
/// Distances from this far out earn no closeness bonus.
const NEAR: usize = 10;
/// Bits of a nearness (`NEAR` minus a distance, 0 to `NEAR`).
const NEAR_BITS: usize = (usize::BITS - NEAR.leading_zeros()) as usize;
/// Rings kept per tile: distances 0 to `NEAR`.
const RINGS: usize = NEAR + 1;
/// Flood-fill layers kept: up to a pentagon's reach plus the gold bonus.
const LAYERS: usize = Kind::Pentagon.reach() as usize + 2;

/// The static evaluation for one board, with the distance tables it needs.
pub struct Evaluator {
    board: &'static Board,
    /// `rings[t][k]`: the tiles at most `k` steps from tile `t` (hex distance, pieces and
    /// holes ignored).
    rings: Vec<[Bits; RINGS]>,
    /// `near[t][b]`: the tiles `u` for which `NEAR` minus the distance between `t` and `u`
    /// (at least 0) has bit `b` set: a sum of nearness over a set of pieces is four counts
    /// of bits, where a loop over the pieces mispredicts its end at every kind.
    near: Vec<[Bits; NEAR_BITS]>,
    /// Whether every tile's set fits in 64 bits (the evaluation then works in `u64`).
    narrow: bool,
}

impl Evaluator {
    /// The evaluator for `board`.
    pub fn new(board: &'static Board) -> Evaluator {
        let n = board.len() as u8;
        let rings = (0..n)
            .map(|t| {
                let mut r = [0; RINGS];
                for u in 0..n {
                    let d = board.distance(t, u) as usize;
                    for ring in r.iter_mut().skip(d) {
                        *ring |= bit(u);
                    }
                }
                r
            })
            .collect();
        let near = (0..n)
            .map(|t| {
                std::array::from_fn(|b| {
                    (0..n)
                        .filter(|&u| NEAR.saturating_sub(board.distance(t, u) as usize) & 1 << b != 0)
                        .fold(0, |set, u| set | bit(u))
                })
            })
            .collect();
        Evaluator { board, rings, near, narrow: board.grid().narrow() }
    }

    /// Whether every tile's set fits in 64 bits: evaluation and move generation then work
    /// in `u64`, one instruction for each set operation instead of two or three.
    #[inline]
    pub(crate) fn narrow(&self) -> bool {
        self.narrow
    }

    /// Whether this evaluator was built for `board`.
    pub fn is_for(&self, board: &Board) -> bool {
        std::ptr::eq(self.board, board)
    }

    /// The tiles at most `k` steps from tile `t`, for `k` up to 10 (hex distance).
    #[inline]
    pub fn within(&self, t: u8, k: usize) -> Bits {
        self.rings[t as usize][k.min(NEAR)]
    }

    /// The evaluation of `pos` (on this evaluator's board) for its side to move; larger is
    /// better. Never near the search's win scores, whatever the position.
    pub fn evaluate(&self, pos: &Position) -> i32 {
        // Sets of up to 64 tiles (the standard board) are counted and combined in 64 bits:
        // one instruction for each operation instead of two or three.
        if self.narrow { self.evaluate_in::<u64>(pos) } else { self.evaluate_in::<Bits>(pos) }
    }

    /// [`Evaluator::evaluate`] with sets of width `W`.
    #[inline]
    fn evaluate_in<W: Word>(&self, pos: &Position) -> i32 {
        let us = pos.turn();
        let them = us.other();
        let mut score = material::<W>(pos, us) - material::<W>(pos, them);

        let their_pentagon = pos.piece_bits(them, Kind::Pentagon);
        let our_pentagon = pos.piece_bits(us, Kind::Pentagon);
        if self.pentagon_attackers_in::<W>(pos, them) > 0 {
            return score + PENTAGON_EN_PRISE;
        }
        score -= ATTACKER_PENALTY * self.pentagon_attackers_in::<W>(pos, us) as i32;

        let gold = self.board.gold();
        if gold != 0 {
            let (ours, theirs) = (W::of(pos.side_bits(us)), W::of(pos.side_bits(them)));
            let gold_set = W::of(gold);
            score += GOLD_HELD * ((ours & gold_set).count() as i32 - (theirs & gold_set).count() as i32);
            if theirs & gold_set == gold_set {
                score -= GOLD_THREAT;
            }
            for g in BitsIter(gold) {
                score += GOLD_NEAR * (self.nearness(ours, g) - self.nearness(theirs, g));
            }
        }

        score + self.closeness::<W>(pos, us, their_pentagon) - self.closeness::<W>(pos, them, our_pentagon)
    }

    /// How close `side`'s pieces are, by kind, to the enemy pentagon on `target`.
    #[inline]
    fn closeness<W: Word>(&self, pos: &Position, side: Side, target: Bits) -> i32 {
        if target == 0 {
            return 0;
        }
        // Triangles and squares weigh the same: one sum for both.
        const _: () = assert!(CLOSENESS[1] == CLOSENESS[2]);
        let near = &self.near[target.trailing_zeros() as usize];
        let sum =
            |pieces: W| near.iter().enumerate().map(|(b, &set)| (pieces & W::of(set)).count() << b).sum::<u32>() as i32;
        let bits = |kind| W::of(pos.piece_bits(side, kind));
        CLOSENESS[0] * sum(bits(Kind::Circle)) + CLOSENESS[1] * sum(bits(Kind::Triangle) | bits(Kind::Square))
    }

    /// How near the nearest of `pieces` is to tile `g`: `NEAR` minus its distance, at least 0.
    #[inline]
    fn nearness<W: Word>(&self, pieces: W, g: u8) -> i32 {
        self.rings[g as usize].iter().position(|&r| W::of(r) & pieces != W::ZERO).map_or(0, |d| (NEAR - d) as i32)
    }

    /// How many pieces of `side` could move onto `target` (an enemy piece, or an empty
    /// tile) on `side`'s next turn.
    ///
    /// A path may be walked either way, so a flood fill from `target` through the tiles a
    /// mover may pass finds, layer by layer, every tile a piece could come from in that many
    /// steps. Only kinds the combat table lets attack the piece on `target` count.
    pub fn attackers(&self, pos: &Position, target: u8, side: Side) -> u32 {
        let defender = pos.piece_at_index(target).map(|p| p.kind);
        if self.narrow {
            self.attackers_of::<u64>(pos, target, defender, side)
        } else {
            self.attackers_of::<Bits>(pos, target, defender, side)
        }
    }

    /// [`Evaluator::attackers`] with the kind on `target` known.
    #[inline]
    fn attackers_of<W: Word>(&self, pos: &Position, target: u8, defender: Option<Kind>, side: Side) -> u32 {
        // Per kind, the pieces close enough as the crow flies, split by whether they get a
        // step more than their reach ([`Position::steps`] counts the same bonus). Written as
        // one call per kind so that each kind's reach is a constant.
        let bonus = W::of(pos.bonus_tiles());
        let rings = &self.rings[target as usize];
        let ring = |k: usize| W::of(rings[k]);
        let pieces_of = |kind: Kind| W::of(pos.piece_bits(side, kind));
        // Most targets have no piece of `side` anywhere near: one look at every kind, each
        // within its reach plus the bonus step, settles those before the work below.
        let widen = usize::from(bonus != W::ZERO);
        if Kind::ALL.iter().all(|&kind| pieces_of(kind) & ring(kind.reach() as usize + widen) == W::ZERO) {
            return 0;
        }
        let mut n = 0;
        let mut far = [W::ZERO; 4];
        let mut depth = [0usize; 4];
        let mut todo = 0u8;
        let mut split = |kind: Kind| {
            if defender.is_some_and(|d| kind.attack(d) == Combat::NotAllowed) {
                return;
            }
            let (k, r) = (kind.index(), kind.reach() as usize);
            let pieces = pieces_of(kind);
            let (plain, extra) = if bonus == W::ZERO {
                (pieces & ring(r), W::ZERO)
            } else {
                (pieces & !bonus & ring(r), pieces & bonus & ring(r + 1))
            };
            if r == 1 {
                // One step has no tile in between: a neighbour always reaches it.
                n += plain.count();
                (far[k], depth[k]) = (extra, 2);
            } else {
                (far[k], depth[k]) = (plain | extra, r + usize::from(extra != W::ZERO));
            }
            todo |= u8::from(far[k] != W::ZERO) << k;
        };
        split(Kind::Circle);
        split(Kind::Triangle);
        split(Kind::Square);
        split(Kind::Pentagon);
        if todo == 0 {
            return n;
        }
        let passable = Kind::ALL.map(|kind| pos.passable(side, kind));
        let mut layers = [0; LAYERS];
        while todo != 0 {
            // One flood fill for all the kinds passing the same tiles (without square jump,
            // every kind: the empty tiles), as deep as the deepest of them needs.
            let k = todo.trailing_zeros() as usize;
            let group =
                (k..4).filter(|&j| todo & 1 << j != 0 && passable[j] == passable[k]).fold(0u8, |m, j| m | 1 << j);
            todo &= !group;
            let deepest = (k..4).filter(|&j| group & 1 << j != 0).map(|j| depth[j]).max().unwrap_or(0);
            self.board.grid().reach_layers(target, passable[k], &mut layers[..=deepest.min(LAYERS - 1)]);
            for j in (k..4).filter(|&j| group & 1 << j != 0) {
                let r = Kind::ALL[j].reach() as usize;
                // Pieces without the bonus leave `layers[r + 1]` unread: it may be stale.
                n += ((far[j] & !bonus & W::of(layers[r])) | (far[j] & bonus & W::of(layers[r + 1]))).count();
            }
        }
        n
    }

    /// How many enemy pieces could move onto `side`'s pentagon on the enemy's next turn; 0
    /// when `side` has no pentagon.
    pub fn pentagon_attackers(&self, pos: &Position, side: Side) -> u32 {
        if self.narrow {
            self.pentagon_attackers_in::<u64>(pos, side)
        } else {
            self.pentagon_attackers_in::<Bits>(pos, side)
        }
    }

    /// [`Evaluator::pentagon_attackers`] with sets of width `W`.
    #[inline]
    fn pentagon_attackers_in<W: Word>(&self, pos: &Position, side: Side) -> u32 {
        match BitsIter(pos.piece_bits(side, Kind::Pentagon)).next() {
            Some(pentagon) => self.attackers_of::<W>(pos, pentagon, Some(Kind::Pentagon), side.other()),
            None => 0,
        }
    }
}

/// The evaluation of `pos` for its side to move, building the board's tables first: for
/// one-off use (bots keep an [`Evaluator`]).
pub fn evaluate(pos: &Position) -> i32 {
    Evaluator::new(pos.board()).evaluate(pos)
}

/// Material of one side.
#[inline]
fn material<W: Word>(pos: &Position, side: Side) -> i32 {
    Kind::ALL.iter().map(|&k| PIECE_VALUE[k.index()] * W::of(pos.piece_bits(side, k)).count() as i32).sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Board, Rules};

    fn pos(tpn: &str) -> Position {
        Position::from_tpn(Board::standard(), Rules::default(), tpn).unwrap()
    }

    #[test]
    fn a_circle_with_the_gold_bonus_needs_a_free_tile_between() {
        // Red's circle on the gold tile b5 may step twice with the gold bonus; the only tile
        // touching both b5 and Green's pentagon on b7 is b6.
        let bonus = Rules { square_jump: false, gold_bonus: true };
        let attackers = |tpn: &str, rules: Rules| {
            let p = Position::from_tpn(Board::standard(), rules, tpn).unwrap();
            let b7 = p.board().index(crate::Tile::new(1, 7)).unwrap();
            Evaluator::new(p.board()).attackers(&p, b7, Side::Red)
        };
        assert_eq!(attackers("2/4C1p2/10/P10/10/9/2 r", bonus), 1, "b6 empty: the circle reaches b7");
        assert_eq!(attackers("2/4Ccp2/10/P10/10/9/2 r", bonus), 0, "b6 taken: it cannot");
        assert_eq!(attackers("2/4C1p2/10/P10/10/9/2 r", Rules::default()), 0, "one step only without the bonus");
    }

    #[test]
    fn start_position_is_balanced() {
        // The standard start is point-symmetric: every term cancels, whoever is to move.
        let p = Position::start(Board::standard(), Rules::default());
        assert_eq!(evaluate(&p), 0);
        assert_eq!(evaluate(&p.with_turn(Side::Green)), 0);
    }

    #[test]
    fn a_triangle_up_is_worth_its_material_and_position() {
        // Pentagons on d1 and d11 (10 steps apart: no attack, no closeness, equally far (6)
        // from the gold tiles b5 and f5), and a red triangle on d6 (3,10): 5 steps from d11,
        // out of its reach of 3, and 2 steps from each gold tile. By hand, for Red:
        // material 300; closeness, triangle weight 4 * (10 - 5) = 20; gold nearness
        // 6 * ((10 - 2) - (10 - 6)) = 24 per gold tile, 48 for both.
        let p = pos("2/9/10/P4T4p/10/9/2 r");
        assert_eq!(evaluate(&p), 300 + 20 + 48);
        assert_eq!(evaluate(&p.with_turn(Side::Green)), -(300 + 20 + 48));
        // Without the triangle the position is balanced.
        assert_eq!(evaluate(&pos("2/9/10/P9p/10/9/2 r")), 0);
    }

    #[test]
    fn both_widths_evaluate_alike() {
        // The standard board (53 tiles) is evaluated in 64 bits; the 128-bit path, which
        // larger boards take, must agree on every position of some pseudo-random games.
        let e = Evaluator::new(Board::standard());
        assert!(e.narrow);
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for rules in [Rules::default(), Rules { square_jump: true, gold_bonus: true }] {
            for _ in 0..20 {
                let mut p = Position::start(Board::standard(), rules);
                for _ in 0..80 {
                    assert_eq!(e.evaluate_in::<u64>(&p), e.evaluate_in::<Bits>(&p), "{}", p.to_tpn());
                    let moves = p.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    seed = crate::splitmix(seed);
                    p.play(moves[(seed % moves.len() as u64) as usize]).unwrap();
                }
            }
        }
    }

    #[test]
    fn counts_attackers_of_a_pentagon() {
        // Row d only: red pentagon d1, green circle d2 (one step away), green triangle d3
        // (d3-c2-c1-d1: three steps through empty tiles), green square d5 (the shortest way
        // round the circle, d5-c4-c3-c2-c1-d1, is five steps: too far for a square's four).
        // d1 is tile index 21 (rows a, b, c hold 2 + 9 + 10 tiles).
        let p = pos("2/9/10/Pct1s5p/10/9/2 r");
        let e = Evaluator::new(Board::standard());
        assert_eq!(e.attackers(&p, 21, Side::Green), 2);
        // Nothing red can reach the green pentagon on d11.
        assert_eq!(e.attackers(&p, 31, Side::Red), 0);
    }
}
