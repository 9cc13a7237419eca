//! Tile sets as bitboards: bit `i` stands for the tile with compact index `i`.

/// A set of tiles of one board.
pub type Bits = u128;

/// The set holding only tile `index`.
#[inline]
pub const fn bit(index: u8) -> Bits {
    1u128 << index
}

/// Iterates over the tile indices in a set, lowest first.
#[derive(Clone, Copy, Debug)]
pub struct Iter(pub Bits);

impl Iterator for Iter {
    type Item = u8;
    #[inline]
    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(i)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Iter {}
