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
    match store.login(&name, key, true, now) {
        Ok(Login::Account(account)) => Admission::Account(account),
        Ok(Login::Guest) => guest(None),
        Ok(Login::OtherKey) => Admission::Refused(format!(
            "the name {name} belongs to another key: log in with that key, or under another name (ssh NAME@host)"
        )),
        Ok(Login::Banned) => Admission::Refused(format!("the account {name} is banned from this server")),
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
