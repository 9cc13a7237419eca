//! How many connections are open, in all and per address, with a slot per connection that
//! gives its place back when the connection ends.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, PoisonError};

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
