//! Cell sets for every board size: one bit per cell of the board's layout
//! ([`super::layout`]), moved whole by a shift per direction.

use std::ops::{BitAnd, BitOr, Not};

/// Words of a set: the layout of side 13 needs 601 bits.
pub const WORDS: usize = 10;

/// A set of cells, by layout index.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Cells([u64; WORDS]);

impl Cells {
    /// No cell.
    pub const EMPTY: Cells = Cells([0; WORDS]);

    /// The set with `i` added.
    pub const fn with(mut self, i: usize) -> Cells {
        self.insert(i);
        self
    }

    /// Adds `i` in place: playing a move touches one word, not a copy of all of them.
    #[inline]
    pub const fn insert(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }

    /// Removes `i` in place.
    #[inline]
    pub const fn remove(&mut self, i: usize) {
        self.0[i / 64] &= !(1 << (i % 64));
    }

    /// Whether `i` is in the set.
    #[inline]
    pub const fn contains(&self, i: usize) -> bool {
        self.0[i / 64] >> (i % 64) & 1 != 0
    }

    /// Whether the set is empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// How many cells the set holds.
    #[inline]
    pub fn count(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// The cells of `self` that are not in `other`.
    #[inline]
    pub fn and_not(self, other: Cells) -> Cells {
        let mut out = self.0;
        for (o, b) in out.iter_mut().zip(other.0) {
            *o &= !b;
        }
        Cells(out)
    }

    /// Every cell `i` moved to `i + by`, for a set whose cells all lie in its first `used`
    /// words (a board's layout tells how many: the standard board uses two), which is all
    /// it computes; cells moved past either end are dropped.
    // Always inlined: move generation and the evaluation shift by constant-per-call offsets
    // on boards of one or two words, and a call costs more than the shift itself.
    #[inline(always)]
    pub fn shift(self, by: isize, used: usize) -> Cells {
        if used <= 2 {
            // Boards up to side 6 fit in 128 bits: one wide shift instead of a word loop.
            return Cells::from_low(Set::shift(self.low(), by, used));
        }
        let mut out = [0u64; WORDS];
        let (words, bits) = (by.unsigned_abs() / 64, (by.unsigned_abs() % 64) as u32);
        if words >= used {
            return Cells::EMPTY;
        }
        if by >= 0 {
            for (i, o) in out.iter_mut().enumerate().take(used).skip(words) {
                *o = self.0[i - words] << bits;
                if bits > 0 && i > words {
                    *o |= self.0[i - words - 1] >> (64 - bits);
                }
            }
        } else {
            for (i, o) in out.iter_mut().enumerate().take(used - words) {
                *o = self.0[i + words] >> bits;
                if bits > 0 && i + words + 1 < used {
                    *o |= self.0[i + words + 1] << (64 - bits);
                }
            }
        }
        Cells(out)
    }

    /// The set's first two words as one number: the whole set on boards up to side 6.
    #[inline]
    pub const fn low(&self) -> u128 {
        self.0[0] as u128 | (self.0[1] as u128) << 64
    }

    /// The set whose first two words are `bits`, the rest empty.
    #[inline]
    pub const fn from_low(bits: u128) -> Cells {
        let mut out = [0; WORDS];
        (out[0], out[1]) = (bits as u64, (bits >> 64) as u64);
        Cells(out)
    }

    /// How many cells of the set come before `i`.
    #[inline]
    pub fn rank(&self, i: usize) -> usize {
        let whole: usize = self.0[..i / 64].iter().map(|w| w.count_ones() as usize).sum();
        whole + (self.0[i / 64] & ((1u64 << (i % 64)) - 1)).count_ones() as usize
    }

    /// The `n`th cell of the set (0-based), if it has that many.
    #[inline]
    pub fn select(&self, mut n: usize) -> Option<usize> {
        for (w, &word) in self.0.iter().enumerate() {
            let ones = word.count_ones() as usize;
            if n < ones {
                let mut bits = word;
                for _ in 0..n {
                    bits &= bits - 1;
                }
                return Some(w * 64 + bits.trailing_zeros() as usize);
            }
            n -= ones;
        }
        None
    }

    /// The cells in increasing order.
    #[inline]
    pub fn iter(self) -> impl Iterator<Item = usize> {
        self.0.into_iter().enumerate().flat_map(|(w, word)| ones(word, w * 64))
    }
}

/// The indices of the bits of `word`, lowest first, each plus `base`.
#[inline]
fn ones(mut word: u64, base: usize) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (word != 0).then(|| {
            let i = word.trailing_zeros() as usize;
            word &= word - 1;
            base + i
        })
    })
}

/// A set of cells as the evaluation computes with it: [`Cells`] on every board, or a bare
/// `u128` on boards of up to two words (up to side 6: the standard side 5 and its neighbours), where
/// each operation is an instruction or two rather than a loop over ten words.
pub(crate) trait Set: Copy + Eq + BitAnd<Output = Self> + BitOr<Output = Self> + Not<Output = Self> {
    /// The set holding the cells of `cells` (which, for a `u128`, lie in its first two words).
    fn of(cells: Cells) -> Self;
    /// The set as [`Cells`].
    fn cells(self) -> Cells;
    /// Whether the set is empty.
    fn is_empty(self) -> bool;
    /// How many cells the set holds.
    fn count(self) -> usize;
    /// The cells of `self` that are not in `other`.
    fn and_not(self, other: Self) -> Self;
    /// Every cell moved by `by`, on a board of `used` words ([`Cells::shift`]).
    fn shift(self, by: isize, used: usize) -> Self;
    /// The cells in increasing order.
    fn iter(self) -> impl Iterator<Item = usize>;
}

impl Set for Cells {
    #[inline]
    fn of(cells: Cells) -> Cells {
        cells
    }
    #[inline]
    fn cells(self) -> Cells {
        self
    }
    #[inline]
    fn is_empty(self) -> bool {
        Cells::is_empty(&self)
    }
    #[inline]
    fn count(self) -> usize {
        Cells::count(&self)
    }
    #[inline]
    fn and_not(self, other: Cells) -> Cells {
        Cells::and_not(self, other)
    }
    #[inline(always)]
    fn shift(self, by: isize, used: usize) -> Cells {
        Cells::shift(self, by, used)
    }
    #[inline]
    fn iter(self) -> impl Iterator<Item = usize> {
        Cells::iter(self)
    }
}

impl Set for u128 {
    #[inline]
    fn of(cells: Cells) -> u128 {
        cells.low()
    }
    #[inline]
    fn cells(self) -> Cells {
        Cells::from_low(self)
    }
    #[inline]
    fn is_empty(self) -> bool {
        self == 0
    }
    #[inline]
    fn count(self) -> usize {
        self.count_ones() as usize
    }
    #[inline]
    fn and_not(self, other: u128) -> u128 {
        self & !other
    }
    #[inline(always)]
    fn shift(self, by: isize, used: usize) -> u128 {
        let moved = match by.unsigned_abs() {
            n if n >= 128 => 0,
            n if by >= 0 => self << n,
            n => self >> n,
        };
        // On one word, cells moved past it are dropped, as [`Cells::shift`] drops them.
        if used == 1 { u128::from(moved as u64) } else { moved }
    }
    #[inline]
    fn iter(self) -> impl Iterator<Item = usize> {
        // Word by word: most boards fit in the first, and u128 bit scans cost more.
        ones(self as u64, 0).chain(ones((self >> 64) as u64, 64))
    }
}

impl BitAnd for Cells {
    type Output = Cells;
    #[inline]
    fn bitand(self, other: Cells) -> Cells {
        let mut out = self.0;
        for (o, b) in out.iter_mut().zip(other.0) {
            *o &= b;
        }
        Cells(out)
    }
}

impl Not for Cells {
    type Output = Cells;
    /// Every index of the layout space not in the set, on the board or not.
    #[inline]
    fn not(self) -> Cells {
        Cells(self.0.map(|w| !w))
    }
}

impl BitOr for Cells {
    type Output = Cells;
    #[inline]
    fn bitor(self, other: Cells) -> Cells {
        let mut out = self.0;
        for (o, b) in out.iter_mut().zip(other.0) {
            *o |= b;
        }
        Cells(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shifts_carry_bits_across_words_both_ways() {
        let s = Cells::EMPTY.with(3).with(63).with(100);
        assert_eq!(s.shift(1, WORDS), Cells::EMPTY.with(4).with(64).with(101));
        assert_eq!(s.shift(70, WORDS), Cells::EMPTY.with(73).with(133).with(170));
        assert_eq!(s.shift(-4, WORDS), Cells::EMPTY.with(59).with(96));
        assert_eq!(s.shift(-64, WORDS), Cells::EMPTY.with(36));
        assert_eq!(s.shift(600, WORDS), Cells::EMPTY.with(603));
        assert_eq!(s.shift(-640, WORDS), Cells::EMPTY);
        let low = Cells::EMPTY.with(3).with(63).with(70);
        assert_eq!(low.shift(9, 2), low.shift(9, WORDS));
        assert_eq!(low.shift(-9, 2), low.shift(-9, WORDS));
        assert_eq!(low.shift(64, 2), Cells::EMPTY.with(67).with(127));
        assert_eq!(low.shift(-64, 2), Cells::EMPTY.with(6));
        // On one word, cells moved past it are dropped.
        let one = Cells::EMPTY.with(3).with(63);
        assert_eq!(one.shift(-3, 1), Cells::EMPTY.with(0).with(60));
        assert_eq!(one.shift(1, 1), Cells::EMPTY.with(4));
    }

    #[test]
    fn rank_select_and_iteration_agree() {
        let s = Cells::EMPTY.with(0).with(64).with(65).with(600);
        assert_eq!(s.iter().collect::<Vec<_>>(), [0, 64, 65, 600]);
        assert_eq!(s.rank(65), 2);
        assert_eq!(s.select(3), Some(600));
        assert_eq!(s.select(4), None);
        assert_eq!(s.count(), 4);
    }
}
