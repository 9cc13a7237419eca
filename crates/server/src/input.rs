//! Bytes from a player's terminal to key and mouse events. The escape sequences themselves are
//! decoded by `terminput` (crossterm's own parser, published); this module only feeds it one
//! byte at a time, as crossterm's event reader does, and keeps what it holds bounded.

use crossterm::event::Event;

/// The longest unfinished sequence kept; longer input is garbage and dropped.
const LONGEST: usize = 64;

/// A parser with the bytes of an unfinished sequence.
#[derive(Debug, Default)]
pub struct InputParser {
    pending: Vec<u8>,
}

impl InputParser {
    /// The events `bytes` finish; an unfinished sequence waits for the next bytes.
    pub fn feed(&mut self, bytes: &[u8]) -> Vec<Event> {
        let mut events = Vec::new();
        for (i, &byte) in bytes.iter().enumerate() {
            self.pending.push(byte);
            // A lone ESC followed by more bytes starts a sequence; at the end of a read it is
            // the Escape key (crossterm decides the same way).
            if self.pending == [0x1b] && i + 1 < bytes.len() {
                continue;
            }
            match terminput::Event::parse_from(&self.pending) {
                Ok(Some(event)) => {
                    // Events crossterm has no name for (none the game uses) are dropped.
                    if let Ok(event) = terminput_crossterm::to_crossterm(event) {
                        events.push(event);
                    }
                    self.pending.clear();
                }
                Ok(None) if self.pending.len() < LONGEST => {}
                Ok(None) | Err(_) => self.pending.clear(),
            }
        }
        events
    }
}
