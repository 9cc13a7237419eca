//! A map by player name that the lobby shares with its snapshots, in shards: a change copies
//! the one shard it falls in while a snapshot holds it, not the whole map (with 2,000 players
//! online, a player sitting down copied and later dropped 2,000 activities).

use std::collections::BTreeMap;
use std::hash::{BuildHasher, BuildHasherDefault, DefaultHasher};
use std::sync::Arc;

/// The shards a map is cut into.
const SHARDS: usize = 64;

/// Values by name, each shard shared until it changes (see [`Arc::make_mut`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Shards<V> {
    shards: Vec<Arc<BTreeMap<Arc<str>, V>>>,
}

impl<V> Default for Shards<V> {
    fn default() -> Self {
        Shards { shards: (0..SHARDS).map(|_| Arc::new(BTreeMap::new())).collect() }
    }
}

/// The shard a name falls in (the standard library's hasher with its fixed keys: the same
/// name, the same shard).
fn shard(name: &str) -> usize {
    (BuildHasherDefault::<DefaultHasher>::default().hash_one(name) % SHARDS as u64) as usize
}

impl<V: Clone> Shards<V> {
    /// The value of `name`, if it has one.
    pub fn get(&self, name: &str) -> Option<&V> {
        self.shards[shard(name)].get(name)
    }

    /// Whether `name` has a value.
    pub fn contains_key(&self, name: &str) -> bool {
        self.shards[shard(name)].contains_key(name)
    }

    /// Gives `name` the value `value`.
    pub fn insert(&mut self, name: Arc<str>, value: V) {
        Arc::make_mut(&mut self.shards[shard(&name)]).insert(name, value);
    }

    /// Takes `name`'s value away.
    pub fn remove(&mut self, name: &str) {
        let at = shard(name);
        if self.shards[at].contains_key(name) {
            Arc::make_mut(&mut self.shards[at]).remove(name);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_change_copies_one_shard_and_leaves_a_copy_taken_before_as_it_was() {
        let mut map = Shards::default();
        for i in 0..200 {
            map.insert(format!("p{i}").into(), i);
        }
        let before = map.clone();
        map.insert("p7".into(), 1000);
        map.remove("p8");
        map.remove("nobody");
        assert_eq!((map.get("p7"), map.get("p8"), map.get("p9")), (Some(&1000), None, Some(&9)));
        assert_eq!((before.get("p7"), before.get("p8")), (Some(&7), Some(&8)));
        // The shards neither change touched are the same, not copies.
        let shared = map.shards.iter().zip(&before.shards).filter(|(a, b)| Arc::ptr_eq(a, b)).count();
        assert!(shared >= SHARDS - 2, "{shared} shards shared");
        assert!(!map.contains_key("p8") && before.contains_key("p8"));
    }
}
