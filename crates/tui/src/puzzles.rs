//! The puzzles in the terminal game: every game's shipped set with the player's progress, and
//! the referee that checks a puzzle's moves on the game screen and answers for the defender.

use super::screens::session::{Fault, Referee};
use std::any::Any;
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};
use tactigon_core::History;
use tactigon_games::games::GameKind;
use tactigon_games::goal::{Verdict, win_within};
use tactigon_games::puzzles::progress::Progress;
use tactigon_games::puzzles::{self, Puzzle, PuzzleGame};
use tactigon_games::with_game;

/// Every game's puzzles and what the player has done with them (one progress for all: puzzle
/// ids are unique among every game's).
pub struct PuzzleBook {
    /// The game whose puzzles the list shows and whose indices the other methods take.
    pub game: GameKind,
    /// Each game's puzzles (a `Vec<Puzzle<G>>`), in the order of [`GameKind::ALL`]; the
    /// shipped ones shared by every book (see [`shipped`]).
    shelves: Vec<Arc<dyn Any + Send + Sync>>,
    /// Solved puzzles and the streak.
    pub progress: Progress,
    /// Where progress is written; `None` keeps it for this session only.
    pub path: Option<PathBuf>,
    /// Set when the file there did not read: it is kept as it is, never written over.
    pub keep_file: bool,
}

impl Default for PuzzleBook {
    fn default() -> PuzzleBook {
        let shelves = shipped().clone();
        PuzzleBook { game: GameKind::ALL[0], shelves, progress: Progress::default(), path: None, keep_file: false }
    }
}

/// Every game's shipped puzzles, read once for every book: a server makes a book for each
/// table a player sits at or watches, and reading them is most of the cost of one.
fn shipped() -> &'static Vec<Arc<dyn Any + Send + Sync>> {
    static SHIPPED: OnceLock<Vec<Arc<dyn Any + Send + Sync>>> = OnceLock::new();
    SHIPPED.get_or_init(|| {
        let shelf = |kind| with_game!(kind, G => Arc::new(puzzles::shipped::<G>()) as Arc<dyn Any + Send + Sync>);
        GameKind::ALL.into_iter().map(shelf).collect()
    })
}

impl PuzzleBook {
    /// The puzzles of game `G`, in the asset's order.
    pub fn of<G: PuzzleGame>(&self) -> &[Puzzle<G>] {
        self.shelves[G::KIND.index()].downcast_ref::<Vec<Puzzle<G>>>().expect("each shelf holds its game's puzzles")
    }

    /// Replaces the puzzles of game `G` and shows them.
    pub fn set<G: PuzzleGame>(&mut self, all: Vec<Puzzle<G>>) {
        self.shelves[G::KIND.index()] = Arc::new(all);
        self.game = G::KIND;
    }

    /// How many puzzles the game shown has.
    pub fn len(&self) -> usize {
        with_game!(self.game, G => self.of::<G>().len())
    }

    /// Whether the game shown has no puzzles.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The id of puzzle `i` of the game shown.
    pub fn id(&self, i: usize) -> &str {
        with_game!(self.game, G => &self.of::<G>()[i].id)
    }

    /// The depth of puzzle `i` of the game shown, in plies.
    pub fn depth(&self, i: usize) -> u32 {
        with_game!(self.game, G => self.of::<G>()[i].depth)
    }

    /// The indices of the shown game's puzzles of `depth`, easiest first (then in the asset's
    /// order).
    pub fn of_depth(&self, depth: u32) -> Vec<usize> {
        with_game!(self.game, G => {
            let all = self.of::<G>();
            let mut chosen: Vec<usize> = (0..all.len()).filter(|&i| all[i].depth == depth).collect();
            chosen.sort_by_cached_key(|&i| all[i].difficulty());
            chosen
        })
    }

    /// Whether puzzle `i` of the game shown has been solved.
    pub fn is_solved(&self, i: usize) -> bool {
        self.progress.solved.contains(self.id(i))
    }

    /// Whether puzzle `i` of the game shown was failed (a wrong move, or its solution shown)
    /// and not solved cleanly since.
    pub fn is_failed(&self, i: usize) -> bool {
        self.progress.failed.iter().any(|id| id == self.id(i))
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

/// The referee of a puzzle of any game on the game screen: only moves that keep the forced
/// win are played, and the defender answers with its longest defence.
pub struct PuzzleReferee {
    /// The puzzle's game.
    pub game: GameKind,
    /// The puzzle's index in the book.
    pub index: usize,
    depth: u32,
    /// The side that wins, by its index, and its name.
    attacker: (usize, &'static str),
    missed: bool,
    helped: bool,
    revealed: bool,
    /// The shipped solution, as its moves are written.
    line: Vec<String>,
    news: Vec<PuzzleNews>,
}

impl PuzzleReferee {
    /// The referee of puzzle `index` of game `G`'s in the book.
    pub fn new<G: PuzzleGame>(index: usize, puzzle: &Puzzle<G>) -> PuzzleReferee {
        let attacker = G::side_to_move(&puzzle.position);
        PuzzleReferee {
            game: G::KIND,
            index,
            depth: puzzle.depth,
            attacker: (G::side_index(attacker), G::side_name(attacker)),
            missed: false,
            helped: false,
            revealed: false,
            line: puzzle.solution.iter().map(ToString::to_string).collect(),
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
fn winning_line<G: PuzzleGame>(pos: &G::Position, plies: u32) -> Vec<G::Move> {
    let (mut at, mut left, mut line) = (*pos, plies, Vec::new());
    while left > 0 {
        let mut moves = Vec::new();
        G::legal_moves(&at, &mut moves);
        let Some((m, verdict)) = moves
            .into_iter()
            .map(|m| (m, win_within::<G>(&at, left, m)))
            .find(|(_, v)| matches!(v, Verdict::Done(_) | Verdict::Replied(_)))
        else {
            break;
        };
        line.push(m);
        match verdict {
            Verdict::Replied(reply) => {
                line.push(reply);
                G::play_unchecked(&mut at, m);
                G::play_unchecked(&mut at, reply);
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

impl<G: PuzzleGame> Referee<G> for PuzzleReferee {
    fn judge(&mut self, game: &History<G>, m: G::Move) -> Result<Option<G::Move>, String> {
        let pos = *game.position();
        let to_move = G::side_to_move(&pos);
        if G::side_index(to_move) != self.attacker.0 {
            return Err(format!("the {} moves are played for you: u takes back yours", G::side_name(to_move)));
        }
        let left = self.depth.saturating_sub(game.moves().len() as u32);
        match win_within::<G>(&pos, left, m) {
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

    fn solution(&mut self, game: &History<G>) -> String {
        let played: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
        let rest = match self.line.strip_prefix(played.as_slice()) {
            Some(rest) => rest.to_vec(),
            // The defence went another way than the shipped line: the line from here.
            None => winning_line::<G>(game.position(), self.depth.saturating_sub(played.len() as u32))
                .iter()
                .map(ToString::to_string)
                .collect(),
        };
        if !self.revealed {
            self.revealed = true;
            self.news.push(PuzzleNews::Revealed);
        }
        format!("Solution: {} (the puzzle counts failed and the streak starts again)", rest.join("  "))
    }

    fn task(&self) -> String {
        win_in(self.depth)
    }

    fn fault(&self) -> Option<Fault> {
        // In the order `judge` weighs them, so the dialog says what the progress counted.
        match (self.revealed, self.helped, self.missed) {
            (true, _, _) => Some(Fault::Revealed),
            (_, true, _) => Some(Fault::Helped),
            (_, _, true) => Some(Fault::Missed),
            _ => None,
        }
    }

    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}
