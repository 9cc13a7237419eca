//! Players' names: the SSH user name cleaned to letters, digits, `-` and `_`, and made unique
//! among the players connected, without regard to case (`Alice` and `alice` are one name).

use std::collections::HashSet;
use std::sync::{Arc, Mutex, PoisonError};

/// The longest name kept.
const LONGEST: usize = 16;

/// The names in use, in lowercase.
#[derive(Debug, Default)]
pub struct Names(Mutex<HashSet<String>>);

/// A name held by one connection, free again when dropped.
#[derive(Debug)]
pub struct Name {
    names: Arc<Names>,
    /// The name.
    pub text: String,
}

impl Names {
    /// A free name made from `user`: `alice`, else `alice-2`, `alice-3`…
    pub fn claim(self: &Arc<Names>, user: &str) -> Name {
        let base = clean(user);
        let mut taken = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        let text = (1..)
            .map(|n| if n == 1 { base.clone() } else { format!("{base}-{n}") })
            .find(|name| !taken.contains(&name.to_ascii_lowercase()))
            .unwrap_or_default();
        taken.insert(text.to_ascii_lowercase());
        Name { names: Arc::clone(self), text }
    }
}

impl Drop for Name {
    fn drop(&mut self) {
        self.names.0.lock().unwrap_or_else(PoisonError::into_inner).remove(&self.text.to_ascii_lowercase());
    }
}

/// `user` with only safe characters (it names a folder), at most `LONGEST`; `player` if
/// nothing is left. A longer name is cut and ends in five hex digits of the whole name's
/// FNV-1a hash, so that two long names with the same start stay two names (and two folders).
pub fn clean(user: &str) -> String {
    let kept: String = user.chars().filter(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_').collect();
    let kept = kept.trim_start_matches(['-', '_']);
    if kept.is_empty() {
        return "player".to_string();
    }
    if kept.len() <= LONGEST {
        return kept.to_string();
    }
    let hash = kept.bytes().fold(0x811c_9dc5_u32, |h, b| (h ^ u32::from(b)).wrapping_mul(0x0100_0193));
    format!("{}-{:05x}", &kept[..LONGEST - 6], hash & 0xf_ffff)
}
