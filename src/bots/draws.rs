//! The game's history-based draws (RULES.md §4.4–4.5) as seen from inside a search: the
//! positions of the game so far plus the ones on the current search path.

use crate::rules::{DrawRules, Game, Position};

/// Hashes of the positions from the last capture up to the node being searched, with the
/// draw rules that apply to them.
#[derive(Clone, Debug, Default)]
pub struct Path {
    hashes: Vec<u64>,
    rules: DrawRules,
}

impl Path {
    /// The path of a game's current position, ready to be extended by a search.
    pub fn new(game: &Game) -> Path {
        let positions = game.positions();
        // A capture can never be undone, so positions before it cannot come back.
        let window = (game.position().clock() as usize + 1).min(positions.len());
        let hashes = positions[positions.len() - window..positions.len() - 1].iter().map(Position::hash).collect();
        Path { hashes, rules: game.draw_rules() }
    }

    /// Enters `pos` (a child of the last position entered).
    #[inline]
    pub fn push(&mut self, pos: &Position) {
        self.hashes.push(pos.hash());
    }

    /// Leaves the last position entered.
    #[inline]
    pub fn pop(&mut self) {
        self.hashes.pop();
    }

    /// Whether `pos`, the next position after the ones entered, is drawn by threefold
    /// repetition or the no-capture limit — the checks `Game::outcome` makes after the
    /// position's own outcome.
    #[inline]
    pub fn is_draw(&self, pos: &Position) -> bool {
        if self.rules.repetition && self.occurrences(pos) >= 3 {
            return true;
        }
        let limit = self.rules.no_capture_limit;
        limit > 0 && pos.clock() >= limit
    }

    /// How many times `pos` has occurred, counting itself.
    fn occurrences(&self, pos: &Position) -> usize {
        let hash = pos.hash();
        let back = (pos.clock() as usize).min(self.hashes.len());
        // Only every second position has the same side to move.
        1 + self.hashes[self.hashes.len() - back..].iter().rev().skip(1).step_by(2).filter(|&&h| h == hash).count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Board, DrawReason, Outcome, Rules};

    #[test]
    fn agrees_with_the_game_on_repetition_and_the_no_capture_limit() {
        // Two circles stepping out and back bring the start position round again every
        // four plies: it occurs for the third time after ply 8. With a no-capture limit
        // of 10 the game would otherwise be drawn after ply 10.
        let start = Position::start(Board::standard(), Rules::default());
        for (rules, draw_at, reason) in [
            (DrawRules { repetition: true, no_capture_limit: 100 }, 8, DrawReason::Repetition),
            (DrawRules { repetition: false, no_capture_limit: 10 }, 10, DrawReason::NoCapture(10)),
        ] {
            let mut game = Game::new(start, rules);
            let shuffle = ["b1-b2", "b9-b8", "b2-b1", "b8-b9"];
            for ply in 1..=draw_at {
                let m = game.position().parse_move(shuffle[(ply - 1) % 4]).unwrap();
                let path = Path::new(&game);
                let mut next = *game.position();
                next.play(m).unwrap();
                game.play(m).unwrap();
                // `Path::new` holds the history before the current position: extending it
                // by the current one must judge the next position as the game does.
                let mut extended = path;
                extended.push(&game.positions()[game.positions().len() - 2]);
                assert_eq!(extended.is_draw(&next), ply == draw_at, "ply {ply}");
            }
            assert_eq!(game.outcome(), Some(Outcome::Draw(reason)));
        }
    }
}
