//! How many connections are open, in all and per address, with a slot per connection that
//! gives its place back when the connection ends; and how many new connections an address
//! has made in the last minute; the sessions of each account; and the addresses paused after
//! repeated failed logins.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

/// The span the connection rate is counted over.
const MINUTE: Duration = Duration::from_secs(60);
/// Addresses remembered before those without a recent connection are forgotten.
const REMEMBERED: usize = 4096;

/// The new connections of each address in the last minute.
#[derive(Debug)]
pub struct Rate {
    per_minute: usize,
    seen: Mutex<HashMap<IpAddr, VecDeque<Instant>>>,
}

impl Rate {
    /// At most `per_minute` new connections from one address in any minute.
    pub fn new(per_minute: usize) -> Rate {
        Rate { per_minute, seen: Mutex::new(HashMap::new()) }
    }

    /// Whether a new connection from `address` at `now` is within the rate (it is counted
    /// if so; refused ones are not, so that waiting a minute always lets one in).
    pub fn allow(&self, address: IpAddr, now: Instant) -> bool {
        let mut seen = self.seen.lock().unwrap_or_else(PoisonError::into_inner);
        let recent = |t: &Instant| now.saturating_duration_since(*t) < MINUTE;
        if seen.len() >= REMEMBERED {
            seen.retain(|_, times| times.iter().any(recent));
        }
        let times = seen.entry(address).or_default();
        while times.front().is_some_and(|t| !recent(t)) {
            times.pop_front();
        }
        if times.len() >= self.per_minute {
            return false;
        }
        times.push_back(now);
        true
    }
}

/// The open connections, counted.
#[derive(Debug)]
pub struct Counter {
    max: usize,
    per_address: usize,
    open: Mutex<(usize, HashMap<IpAddr, usize>)>,
}

/// One connection's place, given back when dropped.
#[derive(Debug)]
pub struct Slot {
    counter: Arc<Counter>,
    address: IpAddr,
}

impl Counter {
    /// At most `max` connections, at most `per_address` from one address.
    pub fn new(max: usize, per_address: usize) -> Arc<Counter> {
        Arc::new(Counter { max, per_address, open: Mutex::new((0, HashMap::new())) })
    }

    /// A place for a connection from `address`, if the limits allow one.
    pub fn enter(self: &Arc<Counter>, address: IpAddr) -> Option<Slot> {
        let mut open = self.open.lock().unwrap_or_else(PoisonError::into_inner);
        let (all, by_address) = &mut *open;
        let here = by_address.entry(address).or_default();
        if *all >= self.max || *here >= self.per_address {
            return None;
        }
        *all += 1;
        *here += 1;
        Some(Slot { counter: Arc::clone(self), address })
    }

    /// The connections open now.
    pub fn open(&self) -> usize {
        self.open.lock().unwrap_or_else(PoisonError::into_inner).0
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut open = self.counter.open.lock().unwrap_or_else(PoisonError::into_inner);
        let (all, by_address) = &mut *open;
        *all -= 1;
        if let Some(here) = by_address.get_mut(&self.address) {
            *here -= 1;
            if *here == 0 {
                by_address.remove(&self.address);
            }
        }
    }
}

/// The sessions each account has open, at most `max` at once.
#[derive(Debug)]
pub struct PerAccount {
    max: usize,
    open: Mutex<HashMap<i64, usize>>,
}

/// One session's place in its account's count, given back when dropped.
#[derive(Debug)]
pub struct AccountSlot {
    owner: Arc<PerAccount>,
    account: i64,
}

impl PerAccount {
    /// At most `max` sessions of one account at once.
    pub fn new(max: usize) -> Arc<PerAccount> {
        Arc::new(PerAccount { max, open: Mutex::new(HashMap::new()) })
    }

    /// A place for another session of `account`, if it has fewer than the most open.
    pub fn enter(self: &Arc<PerAccount>, account: i64) -> Option<AccountSlot> {
        let mut open = self.open.lock().unwrap_or_else(PoisonError::into_inner);
        let here = open.entry(account).or_default();
        if *here >= self.max {
            return None;
        }
        *here += 1;
        Some(AccountSlot { owner: Arc::clone(self), account })
    }

    /// The most sessions of one account.
    pub fn max(&self) -> usize {
        self.max
    }
}

impl Drop for AccountSlot {
    fn drop(&mut self) {
        let mut open = self.owner.open.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(here) = open.get_mut(&self.account) {
            *here -= 1;
            if *here == 0 {
                open.remove(&self.account);
            }
        }
    }
}

/// Failed logins counted over this span...
const FAILURE_SPAN: Duration = Duration::from_secs(600);
/// ...and how many of them pause an address...
pub const FAILURES: usize = 8;
/// ...for this long: its connections are closed before any SSH is spoken.
pub const PAUSE: Duration = Duration::from_secs(300);

/// An address's failed logins in the last ten minutes, and until when it is paused.
type Record = (VecDeque<Instant>, Option<Instant>);

/// Each address's recent failed logins, and the addresses paused for too many.
#[derive(Debug, Default)]
pub struct Failures {
    seen: Mutex<HashMap<IpAddr, Record>>,
}

impl Failures {
    /// A login from `address` failed at `now`: the [`FAILURES`]th within ten minutes pauses
    /// the address for [`PAUSE`].
    pub fn failed(&self, address: IpAddr, now: Instant) {
        let mut seen = self.seen.lock().unwrap_or_else(PoisonError::into_inner);
        if seen.len() >= REMEMBERED {
            seen.retain(|_, (times, until)| {
                until.is_some_and(|u| u > now)
                    || times.back().is_some_and(|t| now.saturating_duration_since(*t) < FAILURE_SPAN)
            });
        }
        let (times, until) = seen.entry(address).or_default();
        while times.front().is_some_and(|t| now.saturating_duration_since(*t) >= FAILURE_SPAN) {
            times.pop_front();
        }
        times.push_back(now);
        if times.len() >= FAILURES {
            *until = Some(now + PAUSE);
            times.clear();
        }
    }

    /// Whether `address` is paused at `now`.
    pub fn paused(&self, address: IpAddr, now: Instant) -> bool {
        let seen = self.seen.lock().unwrap_or_else(PoisonError::into_inner);
        seen.get(&address).and_then(|(_, until)| *until).is_some_and(|until| now < until)
    }
}
