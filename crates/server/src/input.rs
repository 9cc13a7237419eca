//! Bytes from a player's terminal to key and mouse events. The escape sequences themselves are
//! decoded by `terminput` (crossterm's own parser, published); this module feeds it one byte
//! at a time, as crossterm's event reader does, and keeps what it holds bounded.
//!
//! What a terminal sends over SSH may arrive cut anywhere, so an unfinished sequence waits
//! for more bytes, up to [`ESCAPE_TIMEOUT`]: then a lone ESC is the Escape key and any other
//! unfinished sequence is dropped. String sequences (OSC, DCS, APC, PM, SOS, in their 7-bit,
//! C1 and UTF-8 C1 forms) are consumed to their end and never typed, nor is any C1 control.
//! A control byte (Ctrl-C above all) ends an unfinished sequence and counts as itself.

use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use std::time::{Duration, Instant};

/// The longest unfinished sequence kept; longer input is garbage and dropped.
const LONGEST: usize = 64;
/// How long an unfinished sequence waits for its next byte: far longer than the gap between
/// two SSH messages of one key, far shorter than between two key presses.
pub const ESCAPE_TIMEOUT: Duration = Duration::from_millis(50);

/// What a client that asked for a shell without a terminal (`ssh -T`) is told, in plain text.
pub const NO_TERMINAL: &str = "tactigon needs a terminal: connect with ssh -t (not -T)\r\n";

const ESC: u8 = 0x1b;
/// The bytes after ESC that open a string sequence: OSC, DCS, APC, PM, SOS.
const STRING_AFTER_ESC: [u8; 5] = [b']', b'P', b'_', b'^', b'X'];
/// The same as C1 controls (also the second byte of their UTF-8 form after 0xC2).
const STRING_C1: [u8; 5] = [0x9d, 0x90, 0x9f, 0x9e, 0x98];
/// The string terminator as a C1 control.
const ST_C1: u8 = 0x9c;

/// A parser with the bytes of an unfinished sequence.
#[derive(Debug, Default)]
pub struct InputParser {
    pending: Vec<u8>,
    /// Inside a string sequence: `Some(true)` just after an ESC in it (perhaps ST's first byte).
    string: Option<bool>,
    /// When the last byte of an unfinished sequence came.
    since: Option<Instant>,
}

impl InputParser {
    /// The events `bytes` finish, received now; see [`Self::feed_at`].
    pub fn feed(&mut self, bytes: &[u8]) -> Vec<Event> {
        self.feed_at(bytes, Instant::now())
    }

    /// The events `bytes`, received at `now`, finish; an unfinished sequence waits for the
    /// next bytes until [`Self::deadline`]. A sequence that waited too long is ended first.
    pub fn feed_at(&mut self, bytes: &[u8], now: Instant) -> Vec<Event> {
        let mut events = self.expire(now);
        for &byte in bytes {
            self.byte(byte, &mut events);
        }
        self.since = self.waiting().then_some(now);
        events
    }

    /// When an unfinished sequence stops waiting, if one is.
    pub fn deadline(&self) -> Option<Instant> {
        self.since.map(|t| t + ESCAPE_TIMEOUT)
    }

    /// Ends an unfinished sequence whose deadline has passed by `now`: a lone ESC is the
    /// Escape key, anything else is dropped.
    pub fn expire(&mut self, now: Instant) -> Vec<Event> {
        if self.deadline().is_none_or(|d| now < d) {
            return Vec::new();
        }
        let lone_esc = self.string.is_none() && self.pending == [ESC];
        self.reset();
        if lone_esc { vec![key(KeyCode::Esc, KeyModifiers::NONE)] } else { Vec::new() }
    }

    fn waiting(&self) -> bool {
        self.string.is_some() || !self.pending.is_empty()
    }

    fn reset(&mut self) {
        self.pending.clear();
        self.string = None;
        self.since = None;
    }

    /// One byte, after the ones before it.
    fn byte(&mut self, byte: u8, events: &mut Vec<Event>) {
        if let Some(after_esc) = self.string {
            self.string_byte(byte, after_esc, events);
            return;
        }
        match (self.pending.as_slice(), byte) {
            ([] | [ESC] | [0xc2], b) if opens_string(&self.pending, b) => {
                self.pending.clear();
                self.string = Some(false);
                return;
            }
            // Another C1 control, in UTF-8: never typed.
            ([0xc2], 0x80..=0x9f) => {
                self.pending.clear();
                return;
            }
            // ESC then a control: the Escape key, then the control as itself.
            ([ESC], b) if b < 0x20 => {
                events.push(key(KeyCode::Esc, KeyModifiers::NONE));
                self.pending.clear();
            }
            // A control inside a sequence or a character: it was cut off; the control counts.
            ([_, ..], b) if b < 0x20 => self.pending.clear(),
            _ => {}
        }
        self.pending.push(byte);
        // A lone ESC waits: for the rest of a sequence, or for the timeout.
        if self.pending == [ESC] {
            return;
        }
        match terminput::Event::parse_from(&self.pending) {
            Ok(Some(event)) => {
                // Events crossterm has no name for (none the game uses) are dropped, and so
                // are C1 controls.
                if let Ok(event) = terminput_crossterm::to_crossterm(event)
                    && !is_c1(&event)
                {
                    events.push(event);
                }
                self.pending.clear();
            }
            Ok(None) if self.pending.len() < LONGEST => {}
            Ok(None) | Err(_) => self.pending.clear(),
        }
    }

    /// One byte inside a string sequence: consumed until its terminator (ST, or BEL as
    /// xterm allows); CAN and SUB cancel it, and Ctrl-C cancels it and counts.
    fn string_byte(&mut self, byte: u8, after_esc: bool, events: &mut Vec<Event>) {
        self.string = Some(false);
        match byte {
            b'\\' if after_esc => self.string = None,
            0x07 | ST_C1 | 0x18 | 0x1a => self.string = None,
            0x03 => {
                self.string = None;
                events.push(key(KeyCode::Char('c'), KeyModifiers::CONTROL));
            }
            ESC => self.string = Some(true),
            // ESC and anything else ends the string and starts a sequence.
            _ if after_esc => {
                self.string = None;
                self.pending.push(ESC);
                self.byte(byte, events);
            }
            _ => {}
        }
    }
}

/// Whether `byte` after `pending` opens a string sequence.
fn opens_string(pending: &[u8], byte: u8) -> bool {
    match pending {
        [ESC] => STRING_AFTER_ESC.contains(&byte),
        [] | [0xc2] => STRING_C1.contains(&byte),
        _ => false,
    }
}

fn key(code: KeyCode, modifiers: KeyModifiers) -> Event {
    Event::Key(KeyEvent::new(code, modifiers))
}

/// Whether `event` is a C1 control typed as a character.
fn is_c1(event: &Event) -> bool {
    matches!(event, Event::Key(KeyEvent { code: KeyCode::Char(c), .. }) if ('\u{80}'..='\u{9f}').contains(c))
}
