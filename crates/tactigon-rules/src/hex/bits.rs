//! Cell sets as bitboards: bit `i` stands for the cell with compact index `i`.

/// A set of cells of one grid.
pub type Bits = u128;

/// The set holding only cell `index`.
#[inline]
pub const fn bit(index: u8) -> Bits {
    // A variable u128 shift compiles to a multi-instruction sequence; shifting a u64 within
    // the right half is one instruction, and boards of up to 64 tiles never leave the low half.
    if index < 64 { (1u64 << index) as Bits } else { ((1u64 << (index & 63)) as Bits) << 64 }
}

/// Iterates over the cell indices in a set, lowest first.
#[derive(Clone, Copy, Debug)]
pub struct Iter(pub Bits);

impl Iterator for Iter {
    type Item = u8;
    #[inline]
    fn next(&mut self) -> Option<u8> {
        // Work on one 64-bit half at a time: u128 trailing_zeros and borrow chains cost
        // several instructions each, and on boards of up to 64 tiles the high half is empty.
        let lo = self.0 as u64;
        if lo != 0 {
            self.0 = (self.0 & !(u64::MAX as Bits)) | (lo & (lo - 1)) as Bits;
            return Some(lo.trailing_zeros() as u8);
        }
        let hi = (self.0 >> 64) as u64;
        if hi == 0 {
            return None;
        }
        self.0 = ((hi & (hi - 1)) as Bits) << 64;
        Some(64 + hi.trailing_zeros() as u8)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Iter {}

/// The bit operations a flood fill needs, for each set width the grids use: `u64` for
/// grids of up to 64 cells (about twice as fast), [`Bits`] for the rest.
pub(crate) trait Word:
    Copy + Eq + std::ops::BitAnd<Output = Self> + std::ops::BitOr<Output = Self> + std::ops::Not<Output = Self>
{
    /// The empty set.
    const ZERO: Self;
    /// The set holding only `index`.
    fn single(index: u8) -> Self;
    /// The lowest index in a non-empty set.
    fn lowest(self) -> u8;
    /// The set without its lowest index.
    fn without_lowest(self) -> Self;
    /// How many indices the set holds.
    fn count(self) -> u32;
    /// The cells of `set` this width holds: all of them when the grid fits it.
    fn of(set: Bits) -> Self;
}

impl Word for u64 {
    const ZERO: u64 = 0;
    #[inline]
    fn single(index: u8) -> u64 {
        1 << (index & 63)
    }
    #[inline]
    fn lowest(self) -> u8 {
        self.trailing_zeros() as u8
    }
    #[inline]
    fn without_lowest(self) -> u64 {
        self & (self - 1)
    }
    #[inline]
    fn count(self) -> u32 {
        self.count_ones()
    }
    #[inline]
    fn of(set: Bits) -> u64 {
        set as u64
    }
}

impl Word for u128 {
    const ZERO: u128 = 0;
    #[inline]
    fn single(index: u8) -> u128 {
        bit(index)
    }
    #[inline]
    fn lowest(self) -> u8 {
        self.trailing_zeros() as u8
    }
    #[inline]
    fn without_lowest(self) -> u128 {
        self & (self - 1)
    }
    #[inline]
    fn count(self) -> u32 {
        self.count_ones()
    }
    #[inline]
    fn of(set: Bits) -> u128 {
        set
    }
}

/// Iterates over the cell indices in a set of any width, lowest first.
pub(crate) struct Ones<W>(pub W);

impl<W: Word> Iterator for Ones<W> {
    type Item = u8;
    #[inline]
    fn next(&mut self) -> Option<u8> {
        if self.0 == W::ZERO {
            return None;
        }
        let lowest = self.0.lowest();
        self.0 = self.0.without_lowest();
        Some(lowest)
    }
}

/// The cells next to any cell of `set`: one step of a flood fill. `N` is a power of two.
#[inline]
fn spread<W: Word, const N: usize>(neighbours: &[W; N], set: W) -> W {
    let mut next = W::ZERO;
    let mut rest = set;
    while rest != W::ZERO {
        next = next | neighbours[rest.lowest() as usize & (N - 1)];
        rest = rest.without_lowest();
    }
    next
}

/// The cells at most `steps` steps from `from` (which is included), moving only through
/// `passable` cells, the last step ending on any cell; and before them the cells whose
/// passability the fill looked at, the only ones besides `from` whose contents can change
/// it: those reached in fewer steps, or all of them when the fill stopped early for want of
/// passable cells. `N` is a power of two.
#[inline]
pub(crate) fn flood<W: Word, const N: usize>(neighbours: &[W; N], from: u8, steps: u32, passable: W) -> (W, W) {
    let mut visited = W::single(from);
    let mut inner = visited;
    let mut frontier = visited;
    let mut left = steps;
    while left > 0 && frontier != W::ZERO {
        inner = visited;
        // `spread` written out: calling it here costs about 8% more instructions in move
        // generation (callgrind, perft 3), inlined or not.
        let mut next = W::ZERO;
        let mut rest = frontier;
        while rest != W::ZERO {
            next = next | neighbours[rest.lowest() as usize & (N - 1)];
            rest = rest.without_lowest();
        }
        let fresh = next & !visited;
        visited = visited | fresh;
        frontier = fresh & passable;
        left -= 1;
    }
    if left > 0 {
        inner = visited;
    }
    (inner, visited)
}

/// The sum over every cell `f` of `froms` of how many cells of `allowed` are at most `steps`
/// steps from `f` as [`flood`] finds them: how many moves pieces on `froms` have, with
/// `allowed` the cells they may end on (never their own). `N` is a power of two.
#[inline]
pub(crate) fn count_reach<W: Word, const N: usize>(
    neighbours: &[W; N],
    froms: W,
    steps: u32,
    passable: W,
    allowed: W,
) -> u32 {
    let mut n = 0;
    let mut rest = froms;
    if steps == 1 {
        // One step needs no flood: the neighbours are the reach.
        while rest != W::ZERO {
            n += (neighbours[rest.lowest() as usize & (N - 1)] & allowed).count();
            rest = rest.without_lowest();
        }
        return n;
    }
    while rest != W::ZERO {
        n += (flood(neighbours, rest.lowest(), steps, passable).1 & allowed).count();
        rest = rest.without_lowest();
    }
    n
}

/// The same flood fill keeping every layer: `layers[j]` becomes the cells at most `j` steps
/// from `from`, for every `j` below `layers.len()`.
#[inline]
pub(crate) fn flood_layers<W: Word + Into<Bits>, const N: usize>(
    neighbours: &[W; N],
    from: u8,
    passable: W,
    layers: &mut [Bits],
) {
    let mut visited = W::single(from);
    let mut frontier = visited;
    let mut rest = layers.iter_mut();
    if let Some(first) = rest.next() {
        *first = visited.into();
    }
    for layer in rest.by_ref() {
        let fresh = spread(neighbours, frontier) & !visited;
        visited = visited | fresh;
        *layer = visited.into();
        frontier = fresh & passable;
        if frontier == W::ZERO {
            break;
        }
    }
    // Nothing left to pass through: the deeper layers are all the same.
    let last: Bits = visited.into();
    for layer in rest {
        *layer = last;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Cells 0 to 4 in a line, each touching the next.
    fn line() -> [u64; 64] {
        std::array::from_fn(|i| match i {
            0 => 0b10,
            1..=3 => (1 << (i - 1)) | (1 << (i + 1)),
            4 => 0b1000,
            _ => 0,
        })
    }

    #[test]
    fn layers_stop_growing_once_nothing_is_passable() {
        // From cell 0 with only cell 1 passable: 1 is reached in one step, 2 in two (the last
        // step may end anywhere), and 2 cannot be passed, so 3 and 4 are never reached.
        let mut layers = [0; 5];
        flood_layers(&line(), 0, 0b10, &mut layers);
        assert_eq!(layers, [0b1, 0b11, 0b111, 0b111, 0b111]);
        for (j, &layer) in layers.iter().enumerate() {
            assert_eq!(layer, Bits::from(flood(&line(), 0, j as u32, 0b10u64).1), "{j} steps");
        }
    }

    #[test]
    fn the_inner_cells_are_those_whose_passability_was_looked_at() {
        // Two steps from cell 0 along the line with 1 and 2 passable: 1 is passed, 2 is
        // reached by the last step, whose passability does not matter.
        assert_eq!(flood(&line(), 0, 2, 0b110u64), (0b11, 0b111));
        // Three steps with only 1 passable: 2 is reached in two steps and, not passable,
        // ends the fill early; its contents mattered, so every cell reached is inner.
        assert_eq!(flood(&line(), 0, 3, 0b10u64), (0b111, 0b111));
        // No step: only the start.
        assert_eq!(flood(&line(), 0, 0, 0b11110u64), (0b1, 0b1));
    }

    #[test]
    fn layers_grow_one_cell_a_step_through_passable_cells() {
        let mut layers = [0; 6];
        flood_layers(&line(), 0, 0b11111, &mut layers);
        assert_eq!(layers, [0b1, 0b11, 0b111, 0b1111, 0b11111, 0b11111]);
    }
}
