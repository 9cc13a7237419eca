//! What the terminal screens need to know about a game to show it and let a person play it:
//! its board's shape, how its pieces and marks are drawn, how a move is put together on the
//! board, and how moves are told in the status line. The game, replay and load screens are
//! written once against [`GameUi`]; each game implements it in a module of its own here.

mod taacoca;
mod tactigon;

use super::board_memo::BoardMemo;
use super::board_view::{self, BoardLayout, Figure, Paint, Scale, Shape};
use super::keymap::{Entry, GameCmd};
use super::screens::status::Status;
use super::settings::Settings;
use super::theme::Theme;
use tactigon_games::games::{GameKind, Registered};
use tactigon_games::playable::Playable;
use tactigon_games::with_game;

use ratatui::buffer::Buffer;
use ratatui::style::Style;
use ratatui::text::Line;
use std::fmt::Debug;

/// What a click or Enter on a cell led to while a person puts a move together.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Picking<M> {
    /// Nothing to play yet: what to tell the player (what was picked, or why not).
    Say(Status),
    /// The move is complete: play it.
    Play(M),
}

/// Something the side to move should know before it is too late, with the cells it is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Warning {
    /// What to tell the player.
    pub text: String,
    /// The cells to mark on the board.
    pub cells: Vec<u16>,
}

/// What the settings file remembers of a game's setups, so that the new-game form starts
/// as the last game of it did. A game that says nothing starts from its default setup.
pub trait Remembered: Playable {
    /// The setup remembered for a new game of this game; `watch`: for watching bots.
    fn remembered(_settings: &Settings, _watch: bool) -> Self::Config {
        Self::Config::default()
    }

    /// Remembers `setup` in `settings` as the start of the next game of this game (`watch`:
    /// of watching bots); false when it is not to be remembered.
    fn remember(_settings: &mut Settings, _setup: &Self::Config, _watch: bool) -> bool {
        false
    }
}

/// A game as the terminal shows it.
pub trait GameUi: Registered + Remembered + tactigon_picture::Pictured {
    /// What a person has picked on the board so far while putting a move together.
    type Pick: Clone + Debug + Default + PartialEq + Send + 'static;

    /// The keys that matter while something is picked, for the key line.
    const PICKED_KEYS: &'static [Entry<GameCmd>];

    /// What Esc says when it puts back what was picked: `put the piece back`.
    const PUT_BACK: &'static str;

    /// How typed moves look, for the move prompt's note: `b1-b2, c2xd3, pass`.
    const MOVE_EXAMPLES: &'static str;

    /// The board of `pos` as the screen draws it.
    fn shape(pos: &Self::Position) -> Shape;

    /// Where the cursor starts for a person playing `side`.
    fn home_cell(pos: &Self::Position, side: Self::Side) -> u16;

    /// The marks every position of this board has (special cells), under any other paint.
    fn board_paint(pos: &Self::Position, theme: &Theme) -> Paint;

    /// The piece on a cell drawn at `scale`, given the cell's fill; `None` for an empty cell.
    /// The two sides' pieces must differ in shape, not only in colour.
    fn figure(pos: &Self::Position, cell: u16, fill: Style, scale: Scale, theme: &Theme) -> Option<Figure>;

    /// The style of a side's name and pieces.
    fn side_style(side: Self::Side, theme: &Theme) -> Style;

    /// How many pieces (stones) `side` has on the board.
    fn pieces(pos: &Self::Position, side: Self::Side) -> u32;

    /// A side's remaining pieces, for the panels.
    fn counts(pos: &Self::Position, side: Self::Side, theme: &Theme) -> Line<'static>;

    /// How the game ended, as a sentence: `Red captured the pentagon`, `Black resigned`.
    fn reason(outcome: Self::Outcome) -> String;

    /// The move a person typed at the move prompt, or why it is not one (without the text).
    fn read_typed(pos: &Self::Position, text: &str) -> Result<Self::Move, String> {
        Self::read_move(pos, text).map_err(|e| e.to_string())
    }

    /// A click or Enter on `cell` by the side to move, with `pick` picked so far.
    fn pick(pick: &mut Self::Pick, pos: &Self::Position, cell: u16) -> Picking<Self::Move>;

    /// `<` (0) or `>` (1): the game's first or second choice for what is picked (Taacoca's
    /// two forward directions).
    fn choose(pick: &mut Self::Pick, pos: &Self::Position, which: usize) -> Picking<Self::Move>;

    /// Whether anything is picked.
    fn picking(pick: &Self::Pick) -> bool;

    /// The highlights of what is picked: the picked cells and where a move could go.
    fn paint_pick(pick: &Self::Pick, pos: &Self::Position, theme: &Theme, paint: &mut Paint);

    /// The colour key for [`GameUi::paint_pick`]'s highlights, for the side panel.
    fn legend(theme: &Theme) -> Vec<Line<'static>>;

    /// The cells a move starts and ends on.
    fn move_cells(pos: &Self::Position, m: Self::Move) -> Vec<u16>;

    /// The status line for `m` played from `before`: who moved where, and captures.
    fn describe(before: &Self::Position, m: Self::Move) -> Status;

    /// The new-game form's rows for the game's own choices after the players: label and
    /// value shown, on a terminal of `screen` (columns, rows; 0 x 0 when not yet known).
    fn setup_rows(setup: &Self::Config, screen: (u16, u16)) -> Vec<(&'static str, String)>;

    /// Changes the choice of row `row` of [`GameUi::setup_rows`] by `delta` steps, among the
    /// choices that suit a terminal of `screen`.
    fn adjust_setup(setup: &mut Self::Config, row: usize, delta: i32, screen: (u16, u16));

    /// The setup the new-game form starts from: choices only the command line makes dropped.
    fn form_setup(setup: &Self::Config) -> Self::Config;

    /// The threats the side to move should answer this turn (what the position alone says;
    /// repetitions and draw counts are the screen's).
    fn warnings(pos: &Self::Position) -> Vec<Warning>;

    /// The rules in play, short enough for the side panel: `standard · jump on`.
    fn rules_in_play(pos: &Self::Position) -> String;

    /// The rules in brief for the help screen, with the colours of the highlights.
    fn rules(theme: &Theme) -> Vec<Line<'static>>;
}

/// The rules of every game, for the help opened away from a game.
pub fn all_rules(theme: &Theme) -> Vec<Line<'static>> {
    let games = GameKind::ALL.into_iter().map(|kind| with_game!(kind, G => G::rules(theme)));
    games
        .reduce(|mut out, rules| {
            out.push(Line::raw(""));
            out.extend(rules);
            out
        })
        .unwrap_or_default()
}

/// Draws the board of `pos` laid out by `layout`: the board's own marks, then `paint`, then
/// the pieces.
pub fn draw<G: GameUi>(buf: &mut Buffer, layout: &BoardLayout, pos: &G::Position, paint: &Paint, theme: &Theme) {
    draw_painted::<G>(buf, layout, pos, &with_board_paint::<G>(pos, paint, theme), theme);
}

/// [`draw`] through `memo`: the board copied from the one drawn last when only its last
/// outline (the cursor) moved or nothing did.
pub fn draw_kept<G: GameUi>(
    memo: &BoardMemo<G::Position>,
    buf: &mut Buffer,
    layout: &BoardLayout,
    pos: &G::Position,
    paint: &Paint,
    theme: &Theme,
) {
    let all = with_board_paint::<G>(pos, paint, theme);
    memo.draw(buf, layout, *pos, all, theme, |board, all| draw_painted::<G>(board, layout, pos, all, theme));
}

/// The board of `pos` with `all` its marks (its own included), then the pieces.
fn draw_painted<G: GameUi>(buf: &mut Buffer, layout: &BoardLayout, pos: &G::Position, all: &Paint, theme: &Theme) {
    board_view::draw_grid(buf, layout, all, theme, |cell, fill, scale| G::figure(pos, cell, fill, scale, theme));
}

/// The board's own marks of `pos`, then `paint`.
fn with_board_paint<G: GameUi>(pos: &G::Position, paint: &Paint, theme: &Theme) -> Paint {
    let mut all = G::board_paint(pos, theme);
    all.fills.extend(paint.fills.iter().copied());
    all.outlines.extend(paint.outlines.iter().copied());
    all
}
