//! Moves packed into 16 bits for the search, and their generation straight in packed form.
//!
//! A packed move is 1, plus which of the mover's two directions, plus twice the
//! colexicographic rank of its stones' ordinals among the mover's stones (0 when fewer than
//! three move: then all of them do). Generating in ordinal space makes a triple's packed
//! value a sum of three table entries, and its captures a sum of three flags, so the search
//! pays a few instructions per move rather than a rank computation per stone.

use super::cell::{Direction, MAX_STONES};
use super::cells::Cells;
use super::movegen;
use super::position::Position;
use tactigon_core::Packed;

/// The number of ways to choose three of a side's stones.
const TRIPLES: usize = MAX_STONES * (MAX_STONES - 1) * (MAX_STONES - 2) / 6;

/// Every three stone ordinals `i < j < k`, in colexicographic order: position `C(k,3) +
/// C(j,2) + i` holds `[i, j, k]`.
static TRIPLE: [[u8; 3]; TRIPLES] = {
    let mut out = [[0; 3]; TRIPLES];
    let (mut n, mut k) = (0, 2);
    while k < MAX_STONES {
        let mut j = 1;
        while j < k {
            let mut i = 0;
            while i < j {
                out[n] = [i as u8, j as u8, k as u8];
                n += 1;
                i += 1;
            }
            j += 1;
        }
        k += 1;
    }
    out
};

/// `C(k, 3)` and `C(k, 2)` for every ordinal: a triple's rank is `C3[k] + C2[j] + i`.
const C3: [u16; MAX_STONES] = binomials(3);
const C2: [u16; MAX_STONES] = binomials(2);

const fn binomials(r: usize) -> [u16; MAX_STONES] {
    let mut out = [0; MAX_STONES];
    let mut k = 0;
    while k < MAX_STONES {
        out[k] =
            if r == 3 { k * k.saturating_sub(1) * k.saturating_sub(2) / 6 } else { k * k.saturating_sub(1) / 2 } as u16;
        k += 1;
    }
    out
}

/// The packed value of ordinals `i < j < k` moving in the mover's direction number `second`.
#[inline]
fn pack_ordinals(second: usize, i: usize, j: usize, k: usize) -> Packed {
    1 + second as Packed + 2 * (C3[k] + C2[j] + i as u16)
}

/// Sorts three ordinals.
#[inline]
fn sort3(a: usize, b: usize, c: usize) -> (usize, usize, usize) {
    let (a, b) = if a < b { (a, b) } else { (b, a) };
    let (b, c) = if b < c { (b, c) } else { (c, b) };
    let (a, b) = if a < b { (a, b) } else { (b, a) };
    (a, b, c)
}

/// Packs a legal move given by the layout indices of its stones (`len` of them).
#[inline]
pub(super) fn pack_indices(pos: &Position, dir: Direction, cells: [usize; 3], len: usize) -> Packed {
    let own = pos.bits(pos.turn());
    let second = usize::from(dir != pos.turn().forward()[0]);
    if len < 3 {
        return 1 + second as Packed;
    }
    pack_ordinals(second, own.rank(cells[0]), own.rank(cells[1]), own.rank(cells[2]))
}

/// The direction and layout indices of a packed move.
#[inline]
pub(super) fn unpack_indices(pos: &Position, m: Packed) -> (Direction, [usize; 3], usize) {
    let own = pos.bits(pos.turn());
    let m = (m - 1) as usize;
    let dir = pos.turn().forward()[m & 1];
    let mut cells = [0; 3];
    if own.count() < 3 {
        let mut n = 0;
        for i in own.iter() {
            cells[n] = i;
            n += 1;
        }
        return (dir, cells, n);
    }
    for (slot, &ordinal) in cells.iter_mut().zip(&TRIPLE[m >> 1]) {
        *slot = own.select(ordinal as usize).expect("a packed legal move");
    }
    (dir, cells, 3)
}

/// What a move does besides moving: how many enemy stones it captures, how many of those
/// are in `watched`, and whether it reaches the mover's goal row (and so wins).
#[inline]
fn effects(pos: &Position, dir: Direction, cells: &[usize], watched: Cells) -> (u32, u32, bool) {
    let layout = pos.layout();
    let offset = layout.offset[dir as usize];
    let (them, goal) = (pos.bits(pos.turn().other()), layout.goal[pos.turn().index()]);
    let (mut captures, mut hits, mut wins) = (0, 0, false);
    for &i in cells {
        let t = (i as isize + offset) as usize;
        captures += u32::from(them.contains(t));
        hits += u32::from(watched.contains(t));
        wins |= goal.contains(t);
    }
    (captures, hits, wins)
}

/// Which moves [`for_each_packed`] lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wanted {
    /// Every legal move.
    All,
    /// The moves that reach the goal row.
    Winning,
    /// The moves that reach the goal row or capture every one of these enemy stones.
    WinningOrTaking(Cells),
}

/// A free stone's step in [`for_each_packed`]: its capture in the low bits, a capture of a
/// wanted stone in units of [`HIT`], reaching the goal row in units of [`WIN`]; a triple's
/// effect is the sum of its steps'.
const HIT: u32 = 16;
const WIN: u32 = 64;

/// Calls `emit` with the legal moves of `pos` that `wanted` asks for, packed for the
/// search, with the number of enemy stones each captures and whether it reaches the goal
/// row (whatever the outcome). Unless every move is wanted, a direction is listed only
/// when some stone can step onto the goal row or take every wanted stone.
#[inline]
pub fn for_each_packed(pos: &Position, wanted: Wanted, mut emit: impl FnMut(Packed, u32, bool)) {
    let (layout, side) = (pos.layout(), pos.turn());
    let own = pos.bits(side);
    let (all, take) = match wanted {
        Wanted::All => (true, Cells::EMPTY),
        Wanted::Winning => (false, Cells::EMPTY),
        Wanted::WinningOrTaking(take) => (false, take),
    };
    let needed = take.count() as u32;
    let keep = move |hits: u32, wins: bool| all || wins || (needed > 0 && hits == needed);
    if own.count() < 3 {
        pos.for_each_move(|dir, cells, len| {
            let (captures, hits, wins) = effects(pos, dir, &cells[..len], take);
            if keep(hits, wins) {
                emit(pack_indices(pos, dir, cells, len), captures, wins);
            }
        });
        return;
    }
    let (them, goal) = (pos.bits(side.other()), layout.goal[side.index()]);
    for (second, dir) in side.forward().into_iter().enumerate() {
        let s = movegen::sets(layout, own, dir);
        let back = |set: Cells| set.shift(-s.offset, layout.words);
        // Only a free stone lands on the goal row or an enemy stone: a blocked one lands
        // on an own stone.
        let (captured, winning, hitting) = (s.free & back(them), s.free & back(goal), s.free & back(take));
        if !all && winning.is_empty() && (needed == 0 || hitting.count() as u32 != needed) {
            continue;
        }
        let step = |i: usize| {
            u32::from(captured.contains(i))
                + HIT * u32::from(hitting.contains(i))
                + WIN * u32::from(winning.contains(i))
        };
        // Each free stone's ordinal and the effect of its step.
        let mut free = [(0u8, 0u32); MAX_STONES];
        let mut nf = 0;
        for i in s.free.iter() {
            free[nf] = (own.rank(i) as u8, step(i));
            nf += 1;
        }
        let free = &free[..nf];
        let mut out = |packed, effect: u32| {
            let wins = effect >= WIN;
            if keep(effect % WIN / HIT, wins) {
                emit(packed, effect % HIT, wins);
            }
        };
        for (c, &(k, ek)) in free.iter().enumerate().skip(2) {
            for (b, &(j, ej)) in free[..c].iter().enumerate().skip(1) {
                for &(i, ei) in &free[..b] {
                    out(pack_ordinals(second, i.into(), j.into(), k.into()), ei + ej + ek);
                }
            }
        }
        for x in s.pairs.iter() {
            let t = (x as isize + s.offset) as usize;
            let (ox, ot) = (own.rank(x), own.rank(t));
            let et = step(t);
            for &(og, eg) in free.iter().filter(|f| usize::from(f.0) != ot) {
                let (i, j, k) = sort3(ox, ot, og.into());
                out(pack_ordinals(second, i, j, k), et + eg);
            }
        }
        for x in s.chains.iter() {
            let t = (x as isize + s.offset) as usize;
            let u = (t as isize + s.offset) as usize;
            let (i, j, k) = sort3(own.rank(x), own.rank(t), own.rank(u));
            out(pack_ordinals(second, i, j, k), step(u));
        }
    }
}

/// How many stones packed legal move `m` of `pos` captures, and whether it reaches the goal row.
pub fn captures_of(pos: &Position, m: Packed) -> (u32, bool) {
    let (dir, cells, len) = unpack_indices(pos, m);
    let (captures, _, wins) = effects(pos, dir, &cells[..len], Cells::EMPTY);
    (captures, wins)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Taacoca;
    use tactigon_core::GameRules;

    #[test]
    fn packed_generation_agrees_with_the_move_list() {
        // The start, a crowded midgame and a side with two stones left.
        for text in [
            "BBBBB/1BBBB1/2BBB2/8/9/8/2WWW2/1WWWW1/WWWWW w",
            "1BB1B/B3B1/1BBBB2/3W4/2W2B3/2B3W1/1W2W2/2WW1W/1WWW1 w",
            "1BB1B/B3B1/1BBBB2/3W4/2W2B3/2B3W1/1W2W2/2WW1W/1WWW1 b",
            "5/B4B/7/3W4/9/8/7/6/5 b",
        ] {
            let pos: Position = text.parse().expect("a position");
            let mut packed = Vec::new();
            for_each_packed(&pos, Wanted::All, |m, captures, wins| packed.push((m, captures, wins)));
            let listed = pos.legal_moves();
            assert_eq!(packed.len(), listed.len(), "{text}");
            let mut seen: Vec<Packed> = packed.iter().map(|p| p.0).collect();
            seen.sort_unstable();
            seen.dedup();
            assert_eq!(seen.len(), listed.len(), "packed values are distinct: {text}");
            for &(m, captures, wins) in &packed {
                let mv = Taacoca::unpack(&pos, m);
                assert!(listed.contains(&mv), "{mv} in {text}");
                assert_eq!(Taacoca::pack(&pos, mv), m);
                let mut next = pos;
                next.play(&mv).expect("legal");
                let taken = pos.count(pos.turn().other()) - next.count(pos.turn().other());
                assert_eq!(captures as usize, taken, "{mv} in {text}");
                let wins_by_play = next.outcome().is_some_and(|o| o.winner == pos.turn());
                assert_eq!(wins, wins_by_play, "{mv} in {text}");
                assert_eq!(captures_of(&pos, m), (taken as u32, wins_by_play), "{mv} in {text}");
            }
        }
    }

    #[test]
    fn winning_only_gives_exactly_the_moves_onto_the_goal_row() {
        // White's b1 reaches row a only by ne (nw is off the board); g3 and h2 can go along
        // (h2 ne lands on g3, which moves too), so ne:b1,g3,h2 is the one winning move.
        let pos: Position = "5/W5/7/8/9/8/2W4/1W4/5 w".parse().expect("a position");
        let mut winning = Vec::new();
        for_each_packed(&pos, Wanted::Winning, |m, captures, wins| {
            winning.push((Taacoca::unpack(&pos, m).to_string(), captures, wins))
        });
        assert_eq!(winning, [("ne:b1,g3,h2".to_string(), 0, true)]);
        let start = Position::start(5).expect("a side");
        let mut none = 0;
        for_each_packed(&start, Wanted::Winning, |_, _, _| none += 1);
        assert_eq!(none, 0);
    }
}
