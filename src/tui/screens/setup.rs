//! The new-game (and watch-bots) setup screen: one row per choice, then the start button.

use super::Nav;
use super::form::{self, FormInput, Row, button, cycle, on_off, row};
use super::status::capital;
use crate::playable::AnySetup;
use crate::rules::BUILTIN;
use crate::setup::{First, GameSetup, Player};
use crate::tui::theme::Theme;
use crossterm::event::KeyCode;
use ratatui::Frame;
use ratatui::layout::Rect;

/// The no-capture limits offered, in plies; 0 is off.
pub const NO_CAPTURE_LIMITS: [u32; 11] = [0, 20, 30, 40, 50, 60, 80, 100, 150, 200, 300];

/// A row of the setup form, top to bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupRow {
    /// Who plays Red.
    Red,
    /// Who plays Green.
    Green,
    /// The board.
    Board,
    /// Advanced rule §5.1.
    SquareJump,
    /// Advanced rule §5.2.
    GoldBonus,
    /// Who moves first.
    First,
    /// House rule §4.5.
    NoCaptureLimit,
    /// The start button.
    Start,
}

impl SetupRow {
    /// Every row in screen order.
    pub const ALL: [SetupRow; 8] = [
        SetupRow::Red,
        SetupRow::Green,
        SetupRow::Board,
        SetupRow::SquareJump,
        SetupRow::GoldBonus,
        SetupRow::First,
        SetupRow::NoCaptureLimit,
        SetupRow::Start,
    ];
}

/// The setup screen's state.
pub struct SetupScreen {
    /// The choices so far.
    pub setup: GameSetup,
    /// Whether the game is for watching bots.
    pub watch: bool,
    /// The selected row (an index into [`SetupRow::ALL`]).
    pub selected: usize,
    /// Why the last start failed.
    pub error: Option<String>,
}

impl SetupScreen {
    /// The screen starting from `setup`, made fit for watching (bots on both sides) or playing
    /// (a person on at least one side).
    pub fn new(mut setup: GameSetup, watch: bool) -> SetupScreen {
        setup.position = None;
        if watch {
            if setup.red.is_human() {
                setup.red = Player::Bot(crate::bots::BotSpec::Greedy);
            }
            if setup.green.is_human() {
                setup.green = Player::Bot(crate::bots::BotSpec::Expert(crate::bots::DEFAULT_EXPERT_LEVEL));
            }
        } else if setup.all_bots() {
            setup.red = Player::Human;
        }
        SetupScreen { setup, watch, selected: 0, error: None }
    }

    fn row(&self, r: SetupRow) -> Row {
        let s = &self.setup;
        match r {
            SetupRow::Red => row("Red", s.red.label()),
            SetupRow::Green => row("Green", s.green.label()),
            SetupRow::Board => row("Board", s.board.clone()),
            SetupRow::SquareJump => row("Square jump", on_off(s.square_jump)),
            SetupRow::GoldBonus => row("Gold bonus", on_off(s.gold_bonus)),
            SetupRow::First => row("First move", capital(s.first.name())),
            SetupRow::NoCaptureLimit => row(
                "No-capture limit",
                if s.no_capture_limit == 0 { "off".into() } else { format!("{} plies", s.no_capture_limit) },
            ),
            SetupRow::Start => button(if self.watch { "Start watching" } else { "Start game" }),
        }
    }

    fn adjust(&mut self, r: SetupRow, delta: i32) {
        let s = &mut self.setup;
        let players: Vec<Player> = Player::CHOICES.into_iter().filter(|p| !self.watch || !p.is_human()).collect();
        match r {
            SetupRow::Red => s.red = cycle(&players, s.red, delta),
            SetupRow::Green => s.green = cycle(&players, s.green, delta),
            SetupRow::Board => {
                let names: Vec<&str> = BUILTIN.iter().map(|(n, _)| *n).collect();
                s.board = cycle(&names, s.board.as_str(), delta).to_string();
            }
            SetupRow::SquareJump => s.square_jump = !s.square_jump,
            SetupRow::GoldBonus => s.gold_bonus = !s.gold_bonus,
            SetupRow::First => s.first = cycle(&First::CHOICES, s.first, delta),
            SetupRow::NoCaptureLimit => s.no_capture_limit = cycle(&NO_CAPTURE_LIMITS, s.no_capture_limit, delta),
            SetupRow::Start => {}
        }
    }

    fn act(&mut self, input: FormInput) -> Nav {
        let r = SetupRow::ALL[self.selected];
        match input {
            FormInput::None => Nav::Stay,
            FormInput::Adjust(d) => {
                self.adjust(r, d);
                Nav::Stay
            }
            FormInput::Confirm => {
                Nav::Start { setup: AnySetup::Tactigon(self.setup.clone()), watch: self.watch, remember: !self.watch }
            }
            FormInput::Activate if r == SetupRow::Start => {
                Nav::Start { setup: AnySetup::Tactigon(self.setup.clone()), watch: self.watch, remember: !self.watch }
            }
            FormInput::Activate => {
                self.adjust(r, 1);
                Nav::Stay
            }
            FormInput::Leave => Nav::Menu,
        }
    }

    /// Handles a key.
    pub fn key(&mut self, code: KeyCode) -> Nav {
        let input = form::key(code, &mut self.selected, SetupRow::ALL.len());
        self.act(input)
    }

    /// A click on row `index`, if on one.
    pub fn click(&mut self, index: Option<usize>) -> Nav {
        let input = form::click(index, &mut self.selected, SetupRow::ALL.len());
        self.act(input)
    }

    /// Draws the form; returns the clickable rows.
    pub fn render(&self, frame: &mut Frame, theme: &Theme) -> Vec<(Rect, usize)> {
        let rows: Vec<Row> = SetupRow::ALL.into_iter().map(|r| self.row(r)).collect();
        let title = if self.watch { "Watch bots" } else { "New game" };
        let note = self.error.as_deref().map(|e| (e, theme.error()));
        form::render(frame, title, &rows, self.selected, note, theme)
    }
}
