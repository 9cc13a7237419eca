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
        self.0[i / 64] |= 1 << (i % 64);
        self
    }

    /// The set with `i` removed.
    pub const fn without(mut self, i: usize) -> Cells {
        self.0[i / 64] &= !(1 << (i % 64));
        self
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
        let mut out = [0u64; WORDS];
        if used <= 2 {
            // Boards up to side 7 fit in 128 bits: one wide shift instead of a word loop.
            let wide = u128::from(self.0[0]) | u128::from(self.0[1]) << 64;
            let moved = match by.unsigned_abs() {
                n if n >= 128 => 0,
                n if by >= 0 => wide << n,
                n => wide >> n,
            };
            out[0] = moved as u64;
            if used == 2 {
                out[1] = (moved >> 64) as u64;
            }
            return Cells(out);
        }
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

    /// The set's first two words as one number: the whole set on boards up to side 7.
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
        self.0.into_iter().enumerate().flat_map(|(w, word)| {
            let mut bits = word;
            std::iter::from_fn(move || {
                (bits != 0).then(|| {
                    let i = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    w * 64 + i
                })
            })
        })
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
