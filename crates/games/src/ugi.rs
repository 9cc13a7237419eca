//! Each game's part in the UGI protocol ([`tactigon_core::ugi`], implemented in the game's
//! module of the list of games): its options and position text, and the engine loop that changes game when `setoption name game` says so.

use crate::games::GameKind;
use std::io::BufRead;
use std::sync::LazyLock;
use tactigon_core::ugi::{Common, Engine, Flow, Out, UgiGame};

pub use crate::games::taacoca::{TaacocaSettings, TaacocaUgi};
pub use crate::games::tactigon::{TactigonSettings, TactigonUgi};
pub use crate::playable::Engined;

/// The games `setoption name game` chooses from, in the list's order.
static GAMES: LazyLock<Vec<&'static str>> =
    LazyLock::new(|| GameKind::ALL.iter().map(|&kind| with_game!(kind, G => <G as Engined>::Ugi::NAME)).collect());

/// What the engine loop needs of an engine, whichever game it plays.
trait Driver {
    /// Answers one line.
    fn handle(&mut self, line: &str) -> Flow;
    /// The options kept when the game changes.
    fn common(&self) -> Common;
}

impl<U: UgiGame> Driver for Engine<U> {
    fn handle(&mut self, line: &str) -> Flow {
        Engine::handle(self, line)
    }

    fn common(&self) -> Common {
        Engine::common(self)
    }
}

/// An engine playing `kind`.
fn engine_of(kind: GameKind, common: Common, out: Out) -> Box<dyn Driver> {
    with_game!(kind, G => Box::new(Engine::<<G as Engined>::Ugi>::new(common, out)) as Box<dyn Driver>)
}

/// Runs a UGI engine playing `kind` on the lines of `input` until `quit` or the input's
/// end, answering on `out`.
pub fn run_engine(kind: GameKind, mut input: impl BufRead, out: Out) {
    let mut engine = engine_of(kind, Common::new(&GAMES), out.clone());
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        if !matches!(input.read_until(b'\n', &mut bytes), Ok(1..)) {
            break;
        }
        // A line that is not UTF-8 is a malformed line like any other, not the end.
        let line = String::from_utf8_lossy(&bytes);
        match engine.handle(&line) {
            Flow::Continue => {}
            Flow::Quit => break,
            Flow::Switch(name) => match name.parse::<GameKind>() {
                Ok(kind) => engine = engine_of(kind, engine.common(), out.clone()),
                Err(e) => {
                    if let Ok(mut w) = out.lock() {
                        let _ = writeln!(w, "info string error: {e}").and_then(|()| w.flush());
                    }
                }
            },
        }
    }
}

use std::io::Write;
