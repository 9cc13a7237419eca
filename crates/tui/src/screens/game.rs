//! The game screen as the app drives it, whatever the game: the [`Session`](super::session::Session) is its state and
//! handles its keys and clicks (see `session::input`); `game_view` draws it.

use super::Nav;
use super::session::{Ctx, TableRequest};
use crate::effect::SaveError;
use crate::hits::Hits;
use crate::theme::Theme;
use crossterm::event::KeyEvent;
use ratatui::Frame;
use std::any::Any;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use tactigon_games::games::AnyRecord;
use tactigon_games::match_runner::Autosave;

/// The game screen of any game, as the app drives it.
pub trait GameScreen: Any + Send {
    /// Handles a key; `saves` is the folder a bare name at the save prompt goes into.
    fn key(&mut self, key: KeyEvent, ctx: &Ctx, saves: Option<&Path>) -> Nav;
    /// A click on a dialog button (`item`) or a board cell.
    fn click(&mut self, item: Option<usize>, cell: Option<u16>, ctx: &Ctx, saves: Option<&Path>) -> Nav;
    /// A piece dragged over board cell `cell` with the mouse button held (`released`: let go
    /// there): while something is picked up, the cursor follows, and letting go acts as a
    /// click on the cell (dropping the piece); otherwise nothing.
    fn drag_to(&mut self, cell: u16, released: bool, ctx: &Ctx, saves: Option<&Path>) -> Nav;
    /// Scrolls the move list `by` lines back into the past (negative: towards the latest).
    fn scroll_moves(&mut self, by: i32);
    /// Shows the position after the first `plies` moves (a click on the move list).
    fn look_at(&mut self, plies: usize);
    /// Advances time: bots answer and start, flashes end.
    fn tick(&mut self, ctx: &Ctx);
    /// Whether text is being typed into a prompt (keys are letters, not commands).
    fn typing(&self) -> bool;
    /// Shows what went wrong in the status line.
    fn error(&mut self, text: String);
    /// Shows plain information in the status line.
    fn info(&mut self, text: String);
    /// A fresh name for the save prompt, unless the player has typed one meanwhile.
    fn suggested(&mut self, name: String);
    /// How saving the game at the save prompt went; the file named as `shown`.
    fn saved(&mut self, path: PathBuf, shown: &str, result: Result<(), SaveError>);
    /// What the autosave should become now, if the game changed (see [`tactigon_games::match_runner`]).
    fn autosave_due(&mut self) -> Option<Autosave<AnyRecord>>;
    /// Whether a bot has moved or the game has ended since the last call (for the bell).
    fn take_alert(&mut self) -> bool;
    /// Whether the autosave file held this game already; from now on it does (see
    /// [`tactigon_games::match_runner::MatchRunner::claim_autosave`]).
    fn claim_autosave(&mut self) -> bool;
    /// Stops the clocks at `now` while another screen is over the game; its next tick starts them.
    fn hold_clocks(&mut self, now: Instant);
    /// The unfinished game in the autosave could not be kept: the file is not this game's.
    fn disown_autosave(&mut self);
    /// Makes this game the one "Continue" resumes, even before a move.
    fn replace_autosave(&mut self);
    /// The file saving replaces without asking.
    fn set_saved_as(&mut self, path: Option<PathBuf>);
    /// Draws the screen; `save_dir` names the folder of bare save names; `picture`, a character
    /// cell's size in pixels when the board may be drawn as a picture.
    fn render(
        &self,
        frame: &mut Frame,
        save_dir: Option<&str>,
        hints: bool,
        now: Instant,
        theme: &Theme,
        picture: Option<(u16, u16)>,
    ) -> Hits;
    /// The terminal size the board needs at the least, if `area` is smaller (see
    /// [`game_view::needs`](super::game_view::needs)).
    fn needs(&self, area: ratatui::layout::Rect, hints: bool) -> Option<(u16, u16)>;
    /// The rules of the game in brief, for the help.
    fn rules(&self, theme: &Theme) -> Vec<ratatui::text::Line<'static>>;
    /// How long from `now` the screen stays as it is by itself: `Some(ZERO)` while it moves
    /// (a bot thinking, its spinner, or due to move; a clock running), until the end of a
    /// flashed move (it stands still meanwhile); `None` when only events and ticks with news
    /// change it.
    fn unchanged_for(&self, now: Instant) -> Option<Duration>;
    /// Records how the last autosave went (`true`: it failed), so that leaving says the game
    /// would be lost instead of promising that Continue resumes it.
    fn set_autosave_failed(&mut self, failed: bool);
    /// Sets the lines a host adds under the turn line (see [`Session::notes`](super::session::Session::notes)); whether they
    /// differ from those before.
    fn set_notes(&mut self, notes: Vec<String>) -> bool;
    /// Makes this the copy of an online table's game played by `names`, seen by the player
    /// at `seat` (0 the first player) or a spectator (see [`Session::share`](super::session::Session::share)).
    fn share(&mut self, seat: Option<usize>, names: [String; 2]);
    /// What the player asked of the online table since the last call (see [`TableRequest`]).
    fn take_requests(&mut self) -> Vec<TableRequest>;
    /// Brings the copy of an online table's game up to `game`, the table's `History` of this
    /// game (see [`Session::follow`](super::session::Session::follow)); false when it must be
    /// made again.
    fn follow(&mut self, game: &dyn Any, now: Instant) -> bool;
    /// The session itself, for a caller that knows its game.
    fn as_any(&self) -> &dyn Any;
    /// The session itself, to change, for a caller that knows its game.
    fn as_any_mut(&mut self) -> &mut dyn Any;
}
