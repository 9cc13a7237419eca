//! The new-game (and watch-bots) setup screen: who plays each side, the game's own choices
//! ([`GameUi::setup_rows`]), then the start button.

use super::Nav;
use super::form::{self, FormInput, Row, button, cycle, row};
use crate::games::GameUi;
use crate::theme::Theme;
use crossterm::event::KeyCode;
use ratatui::Frame;
use ratatui::layout::Rect;
use tactigon_games::bots::{BotSpec, DEFAULT_EXPERT_LEVEL};
use tactigon_games::clock::{PRESETS, TimeControl};
use tactigon_games::games::GameKind;
use tactigon_games::games::{AnySetup, Registered};
use tactigon_games::match_game;
use tactigon_games::setup::Player;

/// The setup screen's state.
pub struct SetupScreen {
    /// The game chosen.
    pub game: GameKind,
    /// The choices for a game of each game, in the order of [`GameKind::ALL`].
    choices: Vec<AnySetup>,
    /// Whether the game is for watching bots.
    pub watch: bool,
    /// The terminal's size (columns, rows) when last drawn, for the choices that depend on it
    /// (set by the app before each key or click).
    pub screen: (u16, u16),
    /// The selected row.
    pub selected: usize,
    /// Why the last start failed.
    pub error: Option<String>,
    /// The external engines offered after the built-in bots (the settings' `engines`).
    engines: Vec<Player>,
}

/// What a row of the form sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Choice {
    /// Which game.
    Game,
    /// Who plays a side (by index).
    Player(usize),
    /// One of the game's own choices (by its row).
    Own(usize),
    /// Each side's time control.
    Clock,
    /// The start button.
    Start,
}

/// The form's rows of game `G`, and what each sets.
fn rows_of<G: GameUi>(setup: &G::Config, watch: bool, screen: (u16, u16)) -> Vec<(Choice, Row)> {
    let players = G::players(setup);
    let mut rows: Vec<(Choice, Row)> = G::SIDES
        .iter()
        .enumerate()
        .map(|(i, &side)| (Choice::Player(i), row(G::side_name(side), rated(players[i], G::KIND))))
        .collect();
    rows.extend(
        G::setup_rows(setup, screen)
            .into_iter()
            .enumerate()
            .map(|(i, (label, value))| (Choice::Own(i), row(label, value))),
    );
    let clock = G::clock(setup).map_or_else(|| "none".to_string(), |c| c.to_string());
    rows.push((Choice::Clock, row("Clock", clock)));
    rows.push((Choice::Start, button(if watch { "Start watching" } else { "Start game" })));
    rows
}

/// A player's name in the form: a bot's with its rating in `kind` (random at 0), so that
/// the levels' strength shows where they are chosen.
fn rated(player: Player, kind: GameKind) -> String {
    match player {
        Player::Bot(bot) => format!("{} (Elo {})", player.label(), tactigon_games::gauntlet::rating(bot, kind)),
        Player::Human | Player::Engine(_) => player.label(),
    }
}

/// Changes choice `c` of game `G` by `delta` steps on a terminal of `screen` (columns,
/// rows); watching offers only bots. `engines` are offered after the built-in bots.
fn adjust_of<G: GameUi>(
    setup: &mut G::Config,
    c: Choice,
    delta: i32,
    watch: bool,
    engines: &[Player],
    screen: (u16, u16),
) {
    match c {
        Choice::Player(i) => {
            let offered: Vec<Player> = Player::CHOICES
                .into_iter()
                .chain(engines.iter().copied())
                .filter(|p| !watch || !p.is_human())
                .collect();
            let mut players = G::players(setup);
            players[i] = cycle(&offered, players[i], delta);
            G::set_players(setup, players);
        }
        Choice::Own(i) => G::adjust_setup(setup, i, delta, screen),
        Choice::Clock => {
            let now = G::clock(setup);
            let offered = clocks_offered(now);
            G::set_clock(setup, cycle(&offered, now, delta));
        }
        Choice::Game | Choice::Start => {}
    }
}

/// The clocks the form cycles through: none, the presets, and a clock of the setup's own
/// (`--clock 7+1`, or the settings file's) where it stands among them.
fn clocks_offered(now: Option<TimeControl>) -> Vec<Option<TimeControl>> {
    let mut offered: Vec<Option<TimeControl>> = std::iter::once(None).chain(PRESETS.map(Some)).collect();
    if !offered.contains(&now) {
        let at = offered.iter().position(|c| c.is_some_and(|c| now.is_some_and(|n| n.base < c.base)));
        offered.insert(at.unwrap_or(offered.len()), now);
    }
    offered
}

/// `setup` made fit for watching (bots on both sides) or playing (a person on at least one
/// side), with only the choices the form offers.
fn fit<G: GameUi>(setup: &G::Config, watch: bool) -> G::Config {
    let mut setup = G::form_setup(setup);
    let [mut first, mut second] = G::players(&setup);
    if watch {
        if first.is_human() {
            first = Player::Bot(BotSpec::Greedy);
        }
        if second.is_human() {
            second = Player::Bot(BotSpec::Expert(DEFAULT_EXPERT_LEVEL));
        }
    } else if !first.is_human() && !second.is_human() {
        first = Player::Human;
    }
    G::set_players(&mut setup, [first, second]);
    setup
}

impl SetupScreen {
    /// The screen starting from `setup`, with `defaults` for the other games, made fit for
    /// watching or playing.
    pub fn new(setup: AnySetup, watch: bool, defaults: impl Fn(GameKind) -> AnySetup) -> SetupScreen {
        let game = setup.kind();
        let choices = GameKind::ALL
            .into_iter()
            .map(|kind| if kind == game { setup.clone() } else { defaults(kind) })
            .map(|s| match_game!(s, AnySetup(s): G => G::wrap(fit::<G>(&s, watch))))
            .collect();
        SetupScreen { game, choices, watch, screen: (0, 0), selected: 0, error: None, engines: Vec::new() }
    }

    /// The same screen offering `engines` as players too, after the built-in bots.
    pub fn with_engines(self, engines: Vec<Player>) -> SetupScreen {
        SetupScreen { engines, ..self }
    }

    /// The setup of the game chosen.
    pub fn setup(&self) -> AnySetup {
        self.choices[self.game.index()].clone()
    }

    fn rows(&self) -> Vec<(Choice, Row)> {
        self.rows_at(self.screen)
    }

    /// The rows on a terminal of `screen`.
    fn rows_at(&self, screen: (u16, u16)) -> Vec<(Choice, Row)> {
        let mut rows = vec![(Choice::Game, row("Game", self.game.name()))];
        rows.extend(
            match_game!(&self.choices[self.game.index()], AnySetup(s): G => rows_of::<G>(s, self.watch, screen)),
        );
        rows
    }

    fn adjust(&mut self, c: Choice, delta: i32) {
        if c == Choice::Game {
            self.game = cycle(&GameKind::ALL, self.game, delta);
            self.error = None;
            return;
        }
        let (watch, engines, screen) = (self.watch, &self.engines, self.screen);
        match_game!(&mut self.choices[self.game.index()], AnySetup(s): G => adjust_of::<G>(s, c, delta, watch, engines, screen));
    }

    fn act(&mut self, input: FormInput) -> Nav {
        let c = self.rows().get(self.selected).map_or(Choice::Start, |(c, _)| *c);
        match input {
            FormInput::None => Nav::Stay,
            FormInput::Adjust(d) => {
                self.adjust(c, d);
                Nav::Stay
            }
            FormInput::Activate if c != Choice::Start => {
                self.adjust(c, 1);
                Nav::Stay
            }
            FormInput::Confirm | FormInput::Activate => {
                Nav::Start { setup: self.setup(), watch: self.watch, remember: true }
            }
            FormInput::Leave => Nav::Menu,
        }
    }

    /// Handles a key.
    pub fn key(&mut self, code: KeyCode) -> Nav {
        let n = self.rows().len();
        let input = form::key(code, &mut self.selected, n);
        self.act(input)
    }

    /// A click on row `index`, if on one.
    pub fn click(&mut self, index: Option<usize>) -> Nav {
        let n = self.rows().len();
        let input = form::click(index, &mut self.selected, n);
        self.act(input)
    }

    /// Draws the form; returns the clickable rows. The choices shown and offered are for the
    /// terminal last drawn on (see [`SetupScreen::screen`]).
    pub fn render(&self, frame: &mut Frame, theme: &Theme) -> Vec<(Rect, usize)> {
        let screen = (frame.area().width, frame.area().height);
        let rows: Vec<Row> = self.rows_at(screen).into_iter().map(|(_, r)| r).collect();
        let title = if self.watch { "Watch bots" } else { "New game" };
        let note = self.error.as_deref().map(|e| (e, theme.error()));
        form::render(frame, title, &rows, self.selected, note, theme)
    }
}
