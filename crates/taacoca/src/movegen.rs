//! Legal move generation by set shifts. For each forward direction, with `T` the step:
//! the stones that stay on the board split into *free* ones (target not an own stone) and
//! *blocked* ones (target an own stone, allowed only if that stone moves too, §3). A legal
//! triple is then three free stones, a blocked stone whose target stone is free with that
//! stone and any other free stone, or a chain `x, T(x), T²(x)` ending in a free stone —
//! nothing else, since a blocked stone needs a fourth cell otherwise. Every move is
//! produced once and none is tried and rejected.

use super::cell::{Direction, MAX_STONES, Side};
use super::cells::Cells;
use super::layout::Layout;
use std::ops::{BitAnd, Not};

/// The sets one direction's moves are made of: [`Cells`], or one `u128` on boards of up to
/// two words.
pub(super) struct Sets<S = Cells> {
    /// The direction's index offset.
    pub offset: isize,
    /// Stones whose target is on the board and holds no own stone.
    pub free: S,
    /// Blocked stones whose target stone is free.
    pub pairs: S,
    /// Blocked stones whose target stone is in `pairs`.
    pub chains: S,
}

/// The free, paired and chained stones of `own` for direction `dir`.
#[inline]
pub(super) fn sets(layout: &Layout, own: Cells, dir: Direction) -> Sets {
    if layout.words <= 2 {
        let s = small_sets(layout, own, dir);
        return Sets {
            offset: s.offset,
            free: Cells::from_low(s.free),
            pairs: Cells::from_low(s.pairs),
            chains: Cells::from_low(s.chains),
        };
    }
    let offset = layout.offset[dir as usize];
    sets_of(own, layout.movable[dir as usize], offset, |set| set.shift(-offset, layout.words))
}

/// [`sets`] on a board of up to two words (up to side 6), in one `u128`: a few
/// instructions a set rather than a loop over every word.
#[inline]
fn small_sets(layout: &Layout, own: Cells, dir: Direction) -> Sets<u128> {
    let offset = layout.offset[dir as usize];
    let back = |set: u128| if offset >= 0 { set >> offset } else { set << -offset };
    sets_of(own.low(), layout.movable[dir as usize].low(), offset, back)
}

/// How many stones of `own` are free, paired and chained for direction `dir`.
#[inline]
fn set_counts(layout: &Layout, own: Cells, dir: Direction) -> [u64; 3] {
    if layout.words <= 2 {
        let s = small_sets(layout, own, dir);
        return [s.free, s.pairs, s.chains].map(|set| u64::from(set.count_ones()));
    }
    let s = sets(layout, own, dir);
    [s.free, s.pairs, s.chains].map(|set| set.count() as u64)
}

/// The sets of [`Sets`] from `own`, the stones whose step stays on the board (`movable`)
/// and `back`, which moves a set one step against the direction.
#[inline]
fn sets_of<S: Copy + BitAnd<Output = S> + Not<Output = S>>(
    own: S,
    movable: S,
    offset: isize,
    back: impl Fn(S) -> S,
) -> Sets<S> {
    let stays = own & movable;
    let blocked = stays & back(own);
    let free = stays & !blocked;
    let pairs = blocked & back(free);
    let chains = blocked & back(pairs);
    Sets { offset, free, pairs, chains }
}

/// Whether a side with fewer than three stones, `own`, can move them all in `dir`.
#[inline]
fn all_can_move(layout: &Layout, own: Cells, dir: Direction) -> bool {
    !own.is_empty() && own.and_not(layout.movable[dir as usize]).is_empty()
}

#[inline]
fn sort3(a: usize, b: usize, c: usize) -> [usize; 3] {
    let (a, b) = if a < b { (a, b) } else { (b, a) };
    let (b, c) = if b < c { (b, c) } else { (c, b) };
    let (a, b) = if a < b { (a, b) } else { (b, a) };
    [a, b, c]
}

/// Calls `emit` with the direction and the sorted layout indices of the moving stones
/// (`len` of the three are used) of every legal move of `side`, whose stones are `own`,
/// whatever the outcome.
#[inline]
pub fn for_each_move(layout: &Layout, own: Cells, side: Side, mut emit: impl FnMut(Direction, [usize; 3], usize)) {
    for dir in side.forward() {
        if own.count() < 3 {
            if all_can_move(layout, own, dir) {
                let mut cells = [0; 3];
                let mut n = 0;
                for i in own.iter() {
                    cells[n] = i;
                    n += 1;
                }
                emit(dir, cells, n);
            }
            continue;
        }
        let s = sets(layout, own, dir);
        let mut free = [0; MAX_STONES];
        let mut nf = 0;
        for i in s.free.iter() {
            free[nf] = i;
            nf += 1;
        }
        let free = &free[..nf];
        for (a, &x) in free.iter().enumerate() {
            for (b, &y) in free.iter().enumerate().skip(a + 1) {
                for &z in &free[b + 1..] {
                    emit(dir, [x, y, z], 3);
                }
            }
        }
        for x in s.pairs.iter() {
            let t = (x as isize + s.offset) as usize;
            for &g in free.iter().filter(|&&g| g != t) {
                emit(dir, sort3(x, t, g), 3);
            }
        }
        for x in s.chains.iter() {
            let t = (x as isize + s.offset) as usize;
            let u = (t as isize + s.offset) as usize;
            emit(dir, sort3(x, t, u), 3);
        }
    }
}

/// How many legal moves `side`, whose stones are `own`, has: the moves [`for_each_move`]
/// lists, counted without listing them.
pub fn count_moves(layout: &Layout, own: Cells, side: Side) -> u64 {
    let few = own.count() < 3;
    side.forward()
        .into_iter()
        .map(|dir| {
            if few {
                return u64::from(all_can_move(layout, own, dir));
            }
            let [free, pairs, chains] = set_counts(layout, own, dir);
            // Three free stones; a paired stone, its free target and another free stone;
            // a chain.
            free * free.saturating_sub(1) * free.saturating_sub(2) / 6 + pairs * free.saturating_sub(1) + chains
        })
        .sum()
}

/// Whether `side`, whose stones are `own`, has a legal move (§4.3), without listing them.
pub fn has_move(layout: &Layout, own: Cells, side: Side) -> bool {
    let few = own.count() < 3;
    side.forward().into_iter().any(|dir| {
        if few {
            return all_can_move(layout, own, dir);
        }
        let [free, pairs, chains] = set_counts(layout, own, dir);
        free >= 3 || (free >= 2 && pairs > 0) || chains > 0
    })
}

/// Whether `side`, whose stones are `own`, has a legal move landing on every cell of
/// `targets` (enemy stones, at most three of them for a move to take them all): the
/// question a side faces when enemy stones stand one step from its home row.
pub fn can_take_all(layout: &Layout, own: Cells, side: Side, targets: Cells) -> bool {
    let n = targets.count();
    let few = own.count() < 3;
    if n == 0 {
        return has_move(layout, own, side);
    }
    if n > 3 {
        return false;
    }
    side.forward().into_iter().any(|dir| {
        let d = dir as usize;
        let takers = targets.shift(-layout.offset[d], layout.words) & own & layout.movable[d];
        if takers.count() != n {
            return false;
        }
        if few {
            return all_can_move(layout, own, dir);
        }
        // The takers land on enemy stones, so they are free; what is left is finding the
        // rest of a legal triple around them (see `for_each_move`).
        let s = sets(layout, own, dir);
        let back = |set: Cells| set.shift(-s.offset, layout.words);
        let others = s.free.and_not(takers);
        match n {
            3 => true,
            // A third free stone, or a blocked one stepping into a taker's cell.
            2 => !others.is_empty() || !(s.pairs & back(takers)).is_empty(),
            // Two more free stones; a blocked stone into the taker's cell and a free one;
            // the taker beside a pair of others; or the taker heading a chain.
            _ => {
                others.count() >= 2
                    || (!(s.pairs & back(takers)).is_empty() && !others.is_empty())
                    || !(s.pairs & back(others)).is_empty()
                    || !(s.chains & back(back(takers))).is_empty()
            }
        }
    })
}
