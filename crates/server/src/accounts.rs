//! Who a connection plays as, once the access list let it in: with `--authorized-keys` an
//! account is a key, with `--password-file` a name, and with `--open` a name becomes an
//! account the first time it logs in with a key (and from then on only that key has it); a
//! connection without a key under `--open` plays as a guest, casual games only, under the
//! name it gave unless an account has it (then `guest-alice`). Banned accounts, and a name
//! claimed with another key, are refused with a line saying why.

use crate::access::Access;
use crate::names;
use tactigon_store::{Account, Login, Store, Timestamp};

/// What a guest's name starts with, so that no guest is taken for the account of that name.
pub const GUEST: &str = "guest-";

/// Who a connection plays as.
#[derive(Clone, Debug, PartialEq)]
pub enum Admission {
    /// Not looked at yet (the client has not logged in).
    Unknown,
    /// An account's player.
    Account(Account),
    /// A guest: the name they play under, and why if they asked for an account and could not
    /// have it now.
    Guest(String, Option<String>),
    /// Not let in: why, in one line.
    Refused(String),
}

/// Who `user` (logged in with `key`'s fingerprint, if with a key) plays as under `access`,
/// asking `store` at `now`. Blocks on the store.
pub fn admit(store: &dyn Store, access: &Access, user: &str, key: Option<&str>, now: Timestamp) -> Admission {
    let name = names::clean(user);
    let guest = |note| Admission::Guest(guest_name(store, &name), note);
    if matches!(access, Access::Open) && key.is_none() {
        return guest(None);
    }
    if name.to_ascii_lowercase().starts_with(GUEST) {
        return guest(Some(format!("names starting with {GUEST} are for guests")));
    }
    // Under --authorized-keys an account is a key: the key that made one may not make another
    // under a second name (which would give one player two ratings).
    if let (Access::Keys(_), Some(key)) = (access, key) {
        match store.key_owner(key) {
            Ok(Some(owner)) if !owner.eq_ignore_ascii_case(&name) => {
                return Admission::Refused(format!(
                    "this key is the account {owner}: log in under that name (ssh {owner}@host)"
                ));
            }
            Ok(_) => {}
            Err(e) => return guest(Some(format!("your account could not be read ({e}): you play as a guest"))),
        }
    }
    match store.login(&name, key, true, now) {
        Ok(Login::Account(account)) => Admission::Account(account),
        Ok(Login::Guest) => guest(None),
        Ok(Login::OtherKey) => Admission::Refused(format!(
            "the name {name} belongs to another key: log in with that key, or under another name (ssh NAME@host)"
        )),
        Ok(Login::Banned) => Admission::Refused(format!("the account {name} is banned from this server")),
        Ok(Login::Bot) => {
            Admission::Refused(format!("{name} is one of the server's bots: log in under another name (ssh NAME@host)"))
        }
        // The game goes on without the database: as a guest, told why.
        Err(e) => guest(Some(format!("your account could not be read ({e}): you play as a guest"))),
    }
}

/// The name a guest who gave `name` plays under: that name, or `guest-alice` when it is an
/// account's (or the store cannot say whether it is).
fn guest_name(store: &dyn Store, name: &str) -> String {
    match store.account(name) {
        Ok(None) => name.to_string(),
        _ => format!("{GUEST}{name}"),
    }
}

/// Seconds since the Unix epoch, as the store keeps time.
pub fn unix_now() -> Timestamp {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs() as Timestamp)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tactigon_store::SqliteStore;

    /// A store in a folder of its own, removed when dropped.
    struct Stored(SqliteStore, std::path::PathBuf);

    impl Drop for Stored {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.1);
        }
    }

    /// A fresh store for test `name`.
    fn store(name: &str) -> Stored {
        let dir = std::env::temp_dir().join(format!("tactigon-accounts-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Stored(SqliteStore::open(&dir.join("tactigon.db")).unwrap(), dir)
    }

    fn keys() -> Access {
        Access::Keys(vec!["SHA256:alices".into()])
    }

    #[test]
    fn under_authorized_keys_a_key_is_one_account() {
        let stored = store("one-key");
        let store = &stored.0;
        let first = admit(store, &keys(), "alice", Some("SHA256:alices"), 100);
        assert!(matches!(&first, Admission::Account(a) if a.name == "alice"), "{first:?}");
        let other = admit(store, &keys(), "bob", Some("SHA256:alices"), 200);
        assert!(matches!(&other, Admission::Refused(why) if why.contains("account alice")), "{other:?}");
        assert_eq!(store.account("bob").unwrap(), None, "no second account was made");
        let again = admit(store, &keys(), "ALICE", Some("SHA256:alices"), 300);
        assert!(matches!(&again, Admission::Account(a) if a.name == "alice"), "{again:?}");
    }

    #[test]
    fn a_banned_account_is_refused_and_let_back_in() {
        let stored = store("banned");
        let store = &stored.0;
        assert!(matches!(admit(store, &keys(), "alice", Some("SHA256:alices"), 100), Admission::Account(_)));
        assert!(store.set_banned("Alice", true).unwrap());
        let refused = admit(store, &keys(), "alice", Some("SHA256:alices"), 200);
        assert!(matches!(&refused, Admission::Refused(why) if why.contains("banned")), "{refused:?}");
        assert!(store.set_banned("alice", false).unwrap());
        assert!(matches!(admit(store, &keys(), "alice", Some("SHA256:alices"), 300), Admission::Account(_)));
    }
}
