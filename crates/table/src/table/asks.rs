//! What stands asked at a table: a player's draw offer and take-back request, until the
//! opponent answers or a move makes them lapse (the answers are in `answers`).

use crate::seats::Sitter;

/// The draw offer and the take-back request standing, each by the seat that made it.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Asks {
    pub(super) draw: Option<usize>,
    pub(super) take_back: Option<usize>,
}

impl Asks {
    /// `seat` moved: the opponent's draw offer lapses (lichess's rule; `seat`'s own offer
    /// stands), and a take-back request, asked about the position before, lapses.
    pub(super) fn moved(&mut self, seat: usize) {
        if self.draw == Some(1 - seat) {
            self.draw = None;
        }
        self.take_back = None;
    }

    /// What stands asked, one short line each as the side panel shows it: "you offered a
    /// draw" to the one who offered it, "alice offers a draw" to everyone else.
    pub(super) fn told(&self, mine: Option<usize>, seats: &[Option<Sitter>; 2]) -> Vec<String> {
        let by = |seat: usize| {
            if mine == Some(seat) {
                return ("you", "offered", "asked");
            }
            (seats[seat].as_ref().map_or("(open)", |s| s.name.as_str()), "offers", "asks")
        };
        let mut lines = Vec::new();
        if let Some(seat) = self.draw {
            let (who, verb, _) = by(seat);
            lines.push(format!("{who} {verb} a draw"));
        }
        if let Some(seat) = self.take_back {
            let (who, _, verb) = by(seat);
            lines.push(format!("{who} {verb} to take back"));
            if mine.is_some_and(|m| m != seat) {
                lines.push("(u agrees)".to_string());
            }
        }
        lines
    }
}
