//! The threats against the side to move: what the opponent would do if it could move again
//! now. A player is warned of them before it is too late (RULES.md §4.1, §4.2).

use super::bits::{Bits, Iter, bit};
use super::{Combat, Kind, Position};

/// The threats against the side to move in a position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Threats {
    /// The opponent stands on every gold tile: unless one is taken this turn, the opponent
    /// wins when its turn begins.
    pub gold_held: bool,
    /// Opponent pieces whose next move would complete the gold tiles, the opponent already
    /// holding all the others.
    pub gold_next: Bits,
    /// Opponent pieces that could capture the pentagon of the side to move with their next move.
    pub pentagon_attackers: Bits,
}

impl Threats {
    /// Whether there is nothing to warn of.
    pub const fn is_empty(&self) -> bool {
        !self.gold_held && self.gold_next == 0 && self.pentagon_attackers == 0
    }
}

impl Position {
    /// The threats against the side to move; none once the game is decided.
    ///
    /// ```
    /// use tactigon_rules::{Board, Position, Rules};
    ///
    /// // Green's triangle on d3 reaches Red's pentagon on d1 over the empty d2.
    /// let pos = Position::from_tpn(Board::standard(), Rules::default(), "2/9/10/P1t8/10/9/1p r").unwrap();
    /// let d3 = Board::standard().index("d3".parse().unwrap()).unwrap();
    /// assert_eq!(pos.threats().pentagon_attackers, 1 << d3);
    /// ```
    pub fn threats(&self) -> Threats {
        let mut t = Threats::default();
        if self.outcome().is_some() {
            return t;
        }
        let (me, them) = (self.turn(), self.turn().other());
        let gold = self.board().gold();
        let theirs = self.side_bits(them);
        t.gold_held = gold != 0 && theirs & gold == gold;
        let missing = gold & !theirs;
        let pentagon = self.piece_bits(me, Kind::Pentagon);
        let flipped = self.with_turn(them);
        for kind in Kind::ALL {
            for from in Iter(self.piece_bits(them, kind)) {
                let dests = flipped.destinations(from, kind);
                if dests & pentagon != 0 {
                    t.pentagon_attackers |= bit(from);
                }
                // Completing the gold tiles: the one missing tile taken and kept (an attack
                // that captures both leaves it empty), without leaving another gold tile.
                let lands = missing.count_ones() == 1
                    && gold & bit(from) == 0
                    && dests & missing != 0
                    && self
                        .piece_at_index(missing.trailing_zeros() as u8)
                        .is_none_or(|d| kind.attack(d.kind) == Combat::DefenderCaptured);
                if lands {
                    t.gold_next |= bit(from);
                }
            }
        }
        t
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Board, Rules};

    fn pos(tpn: &str) -> Position {
        Position::from_tpn(Board::standard(), Rules::default(), tpn).unwrap()
    }

    fn tiles(names: &[&str]) -> Bits {
        names.iter().map(|n| bit(Board::standard().index(n.parse().unwrap()).unwrap())).fold(0, |a, b| a | b)
    }

    #[test]
    fn gold_held_by_the_opponent() {
        // Green circles on both gold tiles b5 and f5, Red to move.
        let t = pos("2/4c4/10/P9p/10/4c4/2 r").threats();
        assert!(t.gold_held);
        assert_eq!(t.gold_next, 0);
        // The same from Green's side: Green holds them, nothing threatens Green.
        assert!(pos("2/4c4/10/P9p/10/4c4/2 g").outcome().is_some());
    }

    #[test]
    fn gold_one_move_from_held() {
        // Green holds b5; its circle on f4 steps onto f5; its circle on b5 may not count
        // (moving it gives up b5), nor its pentagon on d11, six steps from f5.
        let t = pos("2/4c4/10/P9p/10/3c5/2 r").threats();
        assert!(!t.gold_held);
        assert_eq!(t.gold_next, tiles(&["f4"]));
        // A Red circle on f5: a Green circle captures it and stays (defender captured)...
        assert_eq!(pos("2/4c4/10/P9p/10/3cC4/2 r").threats().gold_next, tiles(&["f4"]));
        // ...a Green triangle would capture both and leave f5 empty.
        assert_eq!(pos("2/4c4/10/P9p/10/3tC4/2 r").threats().gold_next, 0);
    }

    #[test]
    fn pentagon_attackers_respect_reach_paths_and_combat() {
        // A circle on d2 next to the pentagon on d1 attacks it; a circle two tiles away does not.
        assert_eq!(pos("2/9/10/Pc8p/10/9/2 r").threats().pentagon_attackers, tiles(&["d2"]));
        assert_eq!(pos("2/9/10/P1c7p/10/9/2 r").threats().pentagon_attackers, 0);
        // A triangle on d4 is three steps away along the empty d3, d2; with Red circles on
        // d2, c1 and e1 (all of d1's neighbours) it cannot reach.
        assert_eq!(pos("2/9/10/P2t6p/10/9/2 r").threats().pentagon_attackers, tiles(&["d4"]));
        assert_eq!(pos("2/9/C9/PC1t6p/C9/9/2 r").threats().pentagon_attackers, 0);
    }
}
