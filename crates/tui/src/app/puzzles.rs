//! Puzzles in the app: the list, a puzzle put on the game screen with its referee, and the
//! progress kept in `<data>/puzzles.toml` (never written over when it did not read, and only
//! for the session under `tactigon serve`).

use super::App;
use crate::effect::Effect;
use crate::games::GameUi;
use crate::puzzles::{PuzzleNews, PuzzleReferee};
use crate::screens::Screen;
use crate::screens::puzzles::{PuzzlesNav, PuzzlesScreen};
use crate::screens::session::Session;
use crate::screens::status::{Status, Tone};
use std::path::Path;
use tactigon_core::{DrawRules, History};
use tactigon_games::games::GameKind;
use tactigon_games::puzzles::{PuzzleGame, progress};
use tactigon_games::setup::Player;
use tactigon_games::with_game;

impl App {
    /// Reads the puzzle progress in the data folder `dir` (not for a served player, whose
    /// progress lasts for the session); a file that does not read is reported and kept.
    pub(super) fn read_puzzle_progress(&mut self, dir: Option<&Path>) {
        self.puzzles.path = None;
        let Some(dir) = dir.filter(|_| !self.served) else { return };
        self.puzzles.path = Some(progress::path(dir));
        match progress::read(dir) {
            Ok(p) => self.puzzles.progress = p,
            Err(e) => {
                self.puzzles.keep_file = true;
                self.add_notice(format!("{e}; it is kept as it is and progress is not saved"));
            }
        }
    }

    /// Shows the puzzle list, at the puzzle being solved if there is one, else of `game`.
    pub(super) fn open_puzzles(&mut self, game: GameKind) {
        let list = match self.puzzle_referee().map(|r| (r.game, r.index)) {
            Some((game, i)) => {
                self.puzzles.game = game;
                PuzzlesScreen::at(&self.puzzles, i)
            }
            None => {
                self.puzzles.game = game;
                PuzzlesScreen::default()
            }
        };
        self.show(Screen::Puzzles(list));
    }

    /// Acts on what the puzzle list asked for.
    pub(super) fn puzzles_nav(&mut self, nav: PuzzlesNav) {
        match nav {
            PuzzlesNav::Stay => {}
            PuzzlesNav::Back => self.back_to_menu(),
            PuzzlesNav::Open(i) => self.start_puzzle(i),
            PuzzlesNav::Game(game) => self.open_puzzles(game),
        }
    }

    /// Puts puzzle `i` of the game shown on the game screen: both sides played from the
    /// board, the defender's moves by the referee; never autosaved.
    pub(super) fn start_puzzle(&mut self, i: usize) {
        with_game!(self.puzzles.game, G => self.start_puzzle_of::<G>(i));
    }

    fn start_puzzle_of<G: GameUi + PuzzleGame>(&mut self, i: usize) {
        let puzzle = self.puzzles.of::<G>()[i].clone();
        let pos = puzzle.position;
        let setup = G::setup_for(&History::new(pos, DrawRules::default()), [Player::Human, Player::Human]);
        let game = match <G as tactigon_games::playable::Playable>::start(&setup, false) {
            Ok(game) => game,
            Err(e) => return self.add_notice(format!("puzzle {}: {e}", puzzle.id)),
        };
        let seed = self.next_seed();
        self.begin::<G>(setup, game, false, seed, None);
        if let Some(s) = self.session_of_mut::<G>() {
            s.make_puzzle(Box::new(PuzzleReferee::new(i, &puzzle)));
            s.info(format!(
                "Puzzle {}: {} to move wins within {} ({}); find the one move that does it",
                puzzle.id,
                G::side_name(G::side_to_move(&pos)),
                crate::screens::move_list::turns(puzzle.depth as usize),
                puzzle.goal()
            ));
        }
    }

    /// The index of the puzzle on the game screen, if a puzzle is there.
    pub(super) fn puzzle_index(&mut self) -> Option<usize> {
        self.puzzle_referee().map(|r| r.index)
    }

    fn puzzle_referee(&mut self) -> Option<&mut PuzzleReferee> {
        let screen = self.game_screen_mut()?.as_any_mut();
        let kind = GameKind::ALL.into_iter().find(|&kind| with_game!(kind, G => screen.is::<Session<G>>()))?;
        with_game!(kind, G => screen.downcast_mut::<Session<G>>()?.referee_mut()?.as_any_mut().downcast_mut())
    }

    /// Counts what happened in the puzzle on screen into the progress, and asks for the
    /// progress to be written when it changed.
    pub(super) fn puzzle_news(&mut self) {
        let Some(referee) = self.puzzle_referee() else { return };
        let (index, news) = (referee.index, referee.take_news());
        if news.is_empty() {
            return;
        }
        let id = self.puzzles.id(index).to_string();
        for n in news {
            match n {
                PuzzleNews::Missed | PuzzleNews::Helped => self.puzzles.progress.missed(),
                PuzzleNews::Solved { clean } => {
                    self.puzzles.progress.solved(&id, clean);
                    let streak = self.puzzles.progress.streak;
                    self.puzzle_told(if clean {
                        format!("Puzzle {id} solved! Streak {streak}")
                    } else {
                        format!("Puzzle {id} failed: a wrong move came first (the streak starts again)")
                    });
                }
                // The status line shows the solution, which says what it cost.
                PuzzleNews::Revealed => self.puzzles.progress.solved(&id, false),
                PuzzleNews::SolvedWithHelp => {
                    self.puzzle_told(format!("Puzzle {id} solved with a hint: not counted, the streak starts again"));
                }
            }
        }
        if let Some(path) = self.puzzles.path.clone().filter(|_| !self.puzzles.keep_file) {
            self.effects.push(Effect::SavePuzzles { path, text: self.puzzles.progress.to_text() });
        }
    }

    /// Says in the status line what became of the puzzle.
    fn puzzle_told(&mut self, text: String) {
        let status = Status { text, tone: Tone::News };
        with_game!(self.puzzles.game, G => if let Some(s) = self.session_of_mut::<G>() { s.show(status) });
    }

    /// After a puzzle, the game-over buttons lead on: "Main menu" to the list, the other
    /// game button to the next unsolved puzzle of the same depth.
    pub(super) fn next_puzzle(&mut self) {
        let Some(i) = self.puzzle_index() else { return };
        let same = self.puzzles.of_depth(self.puzzles.depth(i));
        let after = same.iter().position(|&j| j == i).map_or(0, |p| p + 1);
        let next = same[after..].iter().chain(&same[..after]).find(|&&j| !self.puzzles.is_solved(j) && j != i);
        match next {
            Some(&j) => self.start_puzzle(j),
            None => self.open_puzzles(self.puzzles.game),
        }
    }
}

impl App {
    /// Says on the menu that the puzzle progress could not be written.
    pub fn puzzles_not_saved(&mut self, path: &Path, e: &std::io::Error) {
        self.add_notice(format!("puzzle progress not saved to {}: {e}", tactigon_core::escape::path(path)));
    }
}
