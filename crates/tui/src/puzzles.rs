//! The puzzles in the terminal game: the shipped set with the player's progress, and the
//! referee that checks a puzzle's moves on the game screen and answers for the defender.

use super::screens::session::Referee;
use std::any::Any;
use std::path::PathBuf;
use tactigon_games::goal::{Goal, Verdict, judge, win_within};
use tactigon_games::puzzles::progress::Progress;
use tactigon_games::puzzles::{self, Puzzle};
use tactigon_rules::{Game, Move, Position, Side, Tactigon};

/// The puzzles and what the player has done with them.
pub struct PuzzleBook {
    /// Every puzzle, in the asset's order.
    pub all: Vec<Puzzle>,
    /// Solved puzzles and the streak.
    pub progress: Progress,
    /// Where progress is written; `None` keeps it for this session only.
    pub path: Option<PathBuf>,
    /// Set when the file there did not read: it is kept as it is, never written over.
    pub keep_file: bool,
}

impl Default for PuzzleBook {
    fn default() -> PuzzleBook {
        PuzzleBook { all: puzzles::shipped::<Tactigon>(), progress: Progress::default(), path: None, keep_file: false }
    }
}

impl PuzzleBook {
    /// The indices of the puzzles of `depth`, easiest first (then in the asset's order).
    pub fn of_depth(&self, depth: u32) -> Vec<usize> {
        let mut chosen: Vec<usize> = (0..self.all.len()).filter(|&i| self.all[i].depth == depth).collect();
        chosen.sort_by_cached_key(|&i| self.all[i].difficulty());
        chosen
    }

    /// Whether puzzle `i` was failed (a wrong move, or its solution shown) and not solved
    /// cleanly since.
    pub fn is_failed(&self, i: usize) -> bool {
        self.progress.failed.contains(&self.all[i].id)
    }

    /// Whether puzzle `i` has been solved.
    pub fn is_solved(&self, i: usize) -> bool {
        self.progress.solved.contains(&self.all[i].id)
    }
}

/// What happened in a puzzle since the app last looked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleNews {
    /// A move that does not win was refused.
    Missed,
    /// A hint was shown: the streak ends, and solving the puzzle no longer counts.
    Helped,
    /// The puzzle was solved without a hint; `clean` when no wrong move was tried.
    Solved {
        /// No wrong move was tried on the way.
        clean: bool,
    },
    /// The puzzle was solved after a hint: not counted as solved.
    SolvedWithHelp,
    /// The solution was shown: the puzzle counts failed (as lichess counts it).
    Revealed,
}

/// What a puzzle of `depth` plies asks, as the list's tabs and the solved dialog both say it.
pub fn win_in(depth: u32) -> String {
    format!("Win in {depth}")
}

/// What a hint costs in a puzzle, as the key bar says it.
pub const HINT_COST: &str = "ends streak";

/// The referee of a puzzle on the game screen: only moves that keep the forced win are
/// played, and the defender answers with its longest defence.
pub struct PuzzleReferee {
    /// The puzzle's index in the book.
    pub index: usize,
    depth: u32,
    attacker: Side,
    missed: bool,
    helped: bool,
    revealed: bool,
    line: Vec<Move>,
    news: Vec<PuzzleNews>,
}

impl PuzzleReferee {
    /// The referee of puzzle `index` of the book.
    pub fn new(index: usize, puzzle: &Puzzle) -> PuzzleReferee {
        PuzzleReferee {
            index,
            depth: puzzle.depth,
            attacker: puzzle.position.turn(),
            missed: false,
            helped: false,
            revealed: false,
            line: puzzle.solution.clone(),
            news: Vec::new(),
        }
    }

    /// What happened since the last call.
    pub fn take_news(&mut self) -> Vec<PuzzleNews> {
        std::mem::take(&mut self.news)
    }
}

/// A line forcing the win from `pos` within `plies`: each winning move the attacker can play,
/// then the defence the referee would answer with; empty when there is no forced win.
fn winning_line(pos: &Position, plies: u32) -> Vec<Move> {
    let (mut at, mut left, mut line) = (*pos, plies, Vec::new());
    while left > 0 {
        let mut moves = Vec::new();
        <Tactigon as tactigon_core::GameRules>::legal_moves(&at, &mut moves);
        let Some((m, verdict)) = moves
            .into_iter()
            .map(|m| (m, win_within::<Tactigon>(&at, left, m)))
            .find(|(_, v)| matches!(v, Verdict::Done(_) | Verdict::Replied(_)))
        else {
            break;
        };
        line.push(m);
        match verdict {
            Verdict::Replied(reply) => {
                line.push(reply);
                at.play(m).expect("a legal move");
                at.play(reply).expect("the defence is legal");
                left = left.saturating_sub(2);
            }
            Verdict::Done(reply) => {
                line.extend(reply);
                break;
            }
            _ => break,
        }
    }
    line
}

impl Referee<Tactigon> for PuzzleReferee {
    fn judge(&mut self, game: &Game, m: Move) -> Result<Option<Move>, String> {
        let pos = *game.position();
        if pos.turn() != self.attacker {
            return Err(format!("the {} moves are played for you: u takes back yours", self.attacker.other()));
        }
        let left = self.depth.saturating_sub(game.moves().len() as u32);
        match judge(&pos, &Goal::WinWithin(left), m) {
            Verdict::Illegal(_) => Ok(None),
            Verdict::Wrong(why) => {
                self.missed = true;
                self.news.push(PuzzleNews::Missed);
                Err(why)
            }
            Verdict::Done(reply) => {
                // A puzzle whose solution was shown was counted failed then, once.
                if !self.revealed {
                    self.news.push(match self.helped {
                        true => PuzzleNews::SolvedWithHelp,
                        false => PuzzleNews::Solved { clean: !self.missed },
                    });
                }
                Ok(reply)
            }
            Verdict::Replied(reply) => Ok(Some(reply)),
        }
    }

    fn hinted(&mut self) -> &'static str {
        self.helped = true;
        self.news.push(PuzzleNews::Helped);
        "with a hint the puzzle does not count as solved and the streak ends"
    }

    fn hint_cost(&self) -> &'static str {
        HINT_COST
    }

    fn solution(&mut self, game: &Game) -> String {
        let played = game.moves();
        let rest = match self.line.strip_prefix(played) {
            Some(rest) => rest.to_vec(),
            // The defence went another way than the shipped line: the line from here.
            None => winning_line(game.position(), self.depth.saturating_sub(played.len() as u32)),
        };
        if !self.revealed {
            self.revealed = true;
            self.news.push(PuzzleNews::Revealed);
        }
        let words: Vec<String> = rest.iter().map(Move::to_string).collect();
        format!("Solution: {} (the puzzle counts failed and the streak starts again)", words.join("  "))
    }

    fn task(&self) -> String {
        win_in(self.depth)
    }

    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}
