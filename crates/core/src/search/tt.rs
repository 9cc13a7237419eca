//! The transposition table: search results by Zobrist hash, so that a position reached by
//! another move order, or searched in the previous iteration, is not searched again.

/// What a stored score means relative to the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The score is exact.
    Exact,
    /// The true value is at least the score (a beta cut-off).
    Lower,
    /// The true value is at most the score (no move raised alpha).
    Upper,
}

/// One stored search result.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// The full hash, to tell apart positions sharing a slot.
    pub key: u64,
    /// The best move found, packed by the game ([`crate::NO_MOVE`] for none).
    pub best: crate::Packed,
    /// The score, mate scores relative to this node.
    pub score: i32,
    /// The depth searched below this node.
    pub depth: u8,
    /// How to read the score.
    pub bound: Bound,
}

/// A fixed-size table, one entry per slot.
pub struct Table {
    slots: Vec<Option<Entry>>,
    mask: usize,
}

impl Table {
    /// A table of `2^bits` entries.
    pub fn new(bits: u32) -> Table {
        let len = 1usize << bits;
        let mut slots = Vec::with_capacity(len);
        huge_pages(slots.as_ptr(), len);
        slots.resize(len, None);
        Table { slots, mask: len - 1 }
    }

    /// The most bits of a table of at most `bytes` bytes (at least 0: one entry).
    pub fn bits_for(bytes: usize) -> u32 {
        let entries = bytes / std::mem::size_of::<Option<Entry>>();
        entries.max(1).ilog2().min(usize::BITS - 2)
    }

    /// The entry for `key`, if stored.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.slots[key as usize & self.mask].filter(|e| e.key == key)
    }

    /// Starts loading the slot of `key` into the cache, for a probe a little later: a slot
    /// of a table of megabytes is seldom cached, and waiting for it is much of a node's time.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let slot: *const Option<Entry> = &self.slots[key as usize & self.mask];
            // SAFETY: a prefetch is only a hint; it reads nothing and cannot fault.
            unsafe { std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(slot.cast()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// Stores an entry; a deeper result for the same position is kept over a shallower one.
    #[inline]
    pub fn store(&mut self, entry: Entry) {
        let slot = &mut self.slots[entry.key as usize & self.mask];
        if let Some(old) = slot
            && old.key == entry.key
            && old.depth > entry.depth
            && entry.bound != Bound::Exact
        {
            return;
        }
        *slot = Some(entry);
    }
}

/// Asks Linux to back the not yet touched room for `len` entries at `slots` with huge
/// pages where it can: every probe lands on a random slot, and with 4 KiB pages most
/// probes of a table of megabytes also miss the address-translation cache.
fn huge_pages(slots: *const Option<Entry>, len: usize) {
    #[cfg(target_os = "linux")]
    {
        const PAGE: usize = 4096;
        let start = slots as usize;
        let end = start + len * std::mem::size_of::<Option<Entry>>();
        let first = start.next_multiple_of(PAGE);
        if end > first + PAGE {
            // SAFETY: the range is page-aligned and lies within the vector's allocation (its
            // capacity); the advice changes how pages are backed, never what they hold.
            unsafe { libc::madvise(first as *mut libc::c_void, (end - first) / PAGE * PAGE, libc::MADV_HUGEPAGE) };
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (slots, len);
}
