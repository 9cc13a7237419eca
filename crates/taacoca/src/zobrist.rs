//! Zobrist keys: one per layout index and side, and one for Black to move.

use super::layout::INDICES;

const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (state, z ^ (z >> 31))
}

const fn keys() -> [[u64; INDICES]; 2] {
    let mut out = [[0; INDICES]; 2];
    let mut state = 0x7aac_0ca0_0000_0001;
    let mut side = 0;
    while side < 2 {
        let mut i = 0;
        while i < INDICES {
            let (next, key) = splitmix(state);
            state = next;
            out[side][i] = key;
            i += 1;
        }
        side += 1;
    }
    out
}

/// The key of a stone of side `side` (0 White, 1 Black) at each index.
pub static STONE: [[u64; INDICES]; 2] = keys();

/// Added when Black is to move.
pub const BLACK_TO_MOVE: u64 = splitmix(0x0b1a_c000_0000_0001).1;
