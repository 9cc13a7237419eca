//! What a game on screen is for: played here, watched, a puzzle, a lesson, or a seat or a
//! spectator's view at an online table. The mode decides who the players are called, which
//! dialog buttons show and which keys act; the online modes' own behaviour is in `shared`.

use super::{Fault, ONLY_WATCHING, Referee, Session, Shared};
use crate::games::GameUi;
use crate::keymap::{Entry, GAME, GameCmd, OVER, PUZZLE, SEATED, SEATED_OVER, SPECTATING, THINKING, VIEWING, WATCH};
use crate::screens::dialog::GameFor;
use crate::screens::status::{Status, Tone};
use tactigon_core::GameRules;

/// What a lesson says of a key that does not make a move.
pub const LESSON_ONLY: &str = "not in a lesson: r starts it again, q goes back to the lessons";

/// What a game on screen is for, with what that use needs.
pub enum Mode<G: GameRules> {
    /// Played here by people, bots or both.
    Local,
    /// Bot against bot, driven by the watch controls.
    Watch,
    /// A puzzle: the referee judges the person's moves and answers for the other side.
    Puzzle(Box<dyn Referee<G>>),
    /// A lesson: two people from the lesson's position, and only the keys that make a move
    /// (the lesson screen judges the move against its goal).
    Lesson,
    /// A seat at an online table: the copy of the table's game its player plays on.
    Seat(Shared),
    /// A spectator at an online table: the copy of the table's game, only looked at.
    Spectator(Shared),
}

/// Where the game screen is, as far as the keys that act go.
enum Moment {
    /// An earlier position is shown.
    Viewing,
    /// A bot (or a hint) is thinking.
    Thinking,
    /// A person has picked something towards a move.
    Picked(&'static [Entry<GameCmd>]),
    /// The game is over.
    Over,
    /// A person, or a bot not yet asked, is to move.
    Playing,
}

impl<G: GameRules> Mode<G> {
    /// The keys that act at `moment` beyond the game screen's own, taking precedence over
    /// them; they are also the key bar.
    fn keys(&self, moment: Moment) -> &'static [Entry<GameCmd>] {
        match (self, moment) {
            (_, Moment::Viewing) => VIEWING,
            (Mode::Spectator(_), _) => SPECTATING,
            (Mode::Watch, _) => WATCH,
            (_, Moment::Thinking) => THINKING,
            (_, Moment::Picked(keys)) => keys,
            (Mode::Seat(_), Moment::Over) => SEATED_OVER,
            (Mode::Seat(_), Moment::Playing) => SEATED,
            (Mode::Puzzle(_), Moment::Playing) => PUZZLE,
            (_, Moment::Over) => OVER,
            (_, Moment::Playing) => &[],
        }
    }
}

impl<G: GameUi> Session<G> {
    /// What the game is for.
    pub fn mode(&self) -> &Mode<G> {
        &self.mode
    }

    /// Makes this game a puzzle judged by `referee`; a puzzle is never autosaved.
    pub fn make_puzzle(&mut self, referee: Box<dyn Referee<G>>) {
        self.mode = Mode::Puzzle(referee);
        self.runner.set_autosave(false);
    }

    /// Makes this game a lesson: only the keys that make a move act.
    pub fn make_lesson(&mut self) {
        self.mode = Mode::Lesson;
    }

    /// The puzzle's referee, when this is a puzzle.
    pub fn referee_mut(&mut self) -> Option<&mut dyn Referee<G>> {
        match &mut self.mode {
            Mode::Puzzle(referee) => Some(referee.as_mut()),
            _ => None,
        }
    }

    /// Whether this is bot against bot, driven by the watch controls.
    pub fn watching(&self) -> bool {
        matches!(self.mode, Mode::Watch)
    }

    /// Whether this is an online table's game seen by a spectator, who only looks.
    pub fn spectating(&self) -> bool {
        matches!(self.mode, Mode::Spectator(_))
    }

    /// What the game is for, as the dialogs' buttons go: played, watched, a puzzle, or looked
    /// at by a spectator.
    pub fn game_for(&self) -> GameFor {
        match self.mode {
            Mode::Puzzle(_) => GameFor::Puzzle,
            Mode::Watch => GameFor::Watching,
            Mode::Spectator(_) => GameFor::Spectating,
            Mode::Seat(_) if !self.over() && self.game().moves().len() < 2 => GameFor::SeatedEarly,
            Mode::Seat(_) => GameFor::Seated,
            Mode::Local | Mode::Lesson => GameFor::Playing,
        }
    }

    /// What the puzzle asks, as its list names it, once it is solved.
    pub fn solved_task(&self) -> Option<String> {
        match &self.mode {
            Mode::Puzzle(referee) if self.puzzle_solved() => Some(referee.task()),
            _ => None,
        }
    }

    /// Why the puzzle won on the board does not count as solved, if it does not.
    pub fn puzzle_fault(&self) -> Option<Fault> {
        match &self.mode {
            Mode::Puzzle(referee) => referee.fault(),
            _ => None,
        }
    }

    /// Whether this is a puzzle and its solver (the side to move at the start) has won.
    pub fn puzzle_solved(&self) -> bool {
        let solver = G::side_to_move(self.game().start());
        matches!(self.mode, Mode::Puzzle(_)) && self.game().outcome().and_then(G::winner) == Some(solver)
    }

    /// Who plays `side`, as the screen names them: the people at an online table; in a puzzle
    /// the person "You", the side the referee answers for "Puzzle".
    pub fn player_label(&self, side: G::Side) -> String {
        match &self.mode {
            Mode::Seat(shared) | Mode::Spectator(shared) => shared.names[G::side_index(side)].clone(),
            Mode::Puzzle(_) if side == G::side_to_move(self.game().start()) => "You".into(),
            Mode::Puzzle(_) => "Puzzle".into(),
            Mode::Local | Mode::Watch | Mode::Lesson => self.player(side).label(),
        }
    }

    /// What a hint costs, said beside the hint key: only a puzzle's do.
    pub fn hint_cost(&self) -> Option<&'static str> {
        match &self.mode {
            Mode::Puzzle(referee) => Some(referee.hint_cost()),
            _ => None,
        }
    }

    /// The keys that act in the current state beyond the game screen's own.
    pub fn state_keys(&self) -> &'static [Entry<GameCmd>] {
        let moment = if self.view.is_some() {
            Moment::Viewing
        } else if self.thinking_since().is_some() {
            Moment::Thinking
        } else if G::picking(&self.picked) {
            Moment::Picked(G::PICKED_KEYS)
        } else if self.over() {
            Moment::Over
        } else {
            Moment::Playing
        };
        self.mode.keys(moment)
    }

    /// The command a key gives on the game screen without a prompt or dialog, or why the mode
    /// refuses the key: a spectator only looks, a lesson takes only the keys making a move.
    pub fn command(&self, code: crossterm::event::KeyCode) -> Result<Option<GameCmd>, Status> {
        let cmd = crate::keymap::command(self.state_keys(), code).or_else(|| crate::keymap::command(GAME, code));
        match (&self.mode, cmd) {
            (Mode::Spectator(_), Some(cmd)) if !cmd.only_looks() => {
                Err(Status { text: ONLY_WATCHING.into(), tone: Tone::Info })
            }
            (Mode::Lesson, cmd) if !cmd.is_some_and(GameCmd::in_lesson) => {
                Err(Status { text: LESSON_ONLY.into(), tone: Tone::Error })
            }
            (_, cmd) => Ok(cmd),
        }
    }
}
