//! Opening games: a new one from a setup, a recorded one played on, or one in the replay
//! viewer, for any of the games.

use super::App;
use crate::games::GameUi;
use crate::screens::Screen;
use crate::screens::menu::MenuScreen;
use crate::screens::replay::Replay;
use crate::screens::replay_analysis::{Review, SaveTo};
use crate::screens::replay_screen::{Back, ReplayScreen, ReplayView};
use crate::screens::session::Session;
use crate::worker::BotMode;
use std::path::PathBuf;
use std::time::Duration;
use tactigon_core::History;
use tactigon_core::record::Record;
use tactigon_games::analysis_file::RecordFile;
use tactigon_games::clock::Clocks;
use tactigon_games::games::{AnyRecord, AnySetup};
use tactigon_games::match_runner::clocks_of;
use tactigon_games::playable::Playable;
use tactigon_games::setup::SetupError;
use tactigon_games::{match_game, saves};

impl App {
    /// Starts a game (or a watched game) from a setup.
    pub fn start_game(&mut self, setup: impl Into<AnySetup>, watch: bool) -> Result<(), SetupError> {
        let setup = setup.into();
        if watch && !setup.all_bots() {
            return Err(SetupError::WatchNeedsBots);
        }
        let seed = self.next_seed();
        match_game!(setup, AnySetup(setup): G => {
            let game = G::start(&setup, seed & 1 == 1)?;
            self.begin::<G>(setup, game, watch, seed, None);
        });
        Ok(())
    }

    /// Puts a game on screen, its clocks (if the setup has a time control) at `clocks` or
    /// full. Watched games are not autosaved, so that watching never replaces a player's
    /// unfinished game.
    pub(super) fn begin<G: GameUi>(
        &mut self,
        setup: G::Config,
        game: History<G>,
        watch: bool,
        seed: u64,
        clocks: Option<Clocks>,
    ) {
        self.opened_kept = None;
        let mut session = Session::<G>::new(setup, game, watch, self.settings.watch_delay_ms, seed, self.now);
        if let Some(clocks) = clocks {
            session.resume_clocks(clocks);
        }
        session.set_autosave(!watch && self.autosaves());
        let [first, second] = [0, 1].map(|i| G::players(session.setup()).get(i).is_some_and(|p| p.is_human()));
        session.flipped = self.settings.flip_for_second && second && !first;
        self.show(Screen::Game(Box::new(session)));
        self.advance(self.now);
    }

    /// Plays a recorded game on from `plies` moves in (all of them when `None`), with its
    /// setup and controllers; `saved_as` is the file saving it again replaces. Unless it is
    /// the autosaved game itself (`continued`), it becomes the game "Continue" resumes at once.
    pub(super) fn open_record(
        &mut self,
        record: &AnyRecord,
        plies: Option<usize>,
        saved_as: Option<PathBuf>,
        continued: bool,
    ) {
        match_game!(record, AnyRecord(r) => self.open_record_of(r, plies, saved_as, continued));
    }

    fn open_record_of<G: GameUi>(
        &mut self,
        record: &Record<G>,
        plies: Option<usize>,
        saved_as: Option<PathBuf>,
        continued: bool,
    ) {
        let setup = G::setup_of(record);
        let watch = G::players(&setup).iter().all(|p| !p.is_human());
        let game = saves::game_until(&record.game, plies.unwrap_or(usize::MAX));
        // The record's times are those at its end: a game played on from earlier starts
        // its clocks afresh.
        let clocks = clocks_of(record).filter(|_| game.moves().len() == record.game.moves().len());
        let seed = self.next_seed();
        self.begin::<G>(setup, game, watch, seed, clocks);
        if let Some(s) = self.game_screen_mut() {
            s.set_saved_as(saved_as);
            if !continued {
                s.replace_autosave();
            }
        }
    }

    /// Opens the replay viewer; leaving it goes back to the load list, at the entry it was
    /// opened from, when `from_load`. Its analysis is saved into `file`, else into a new file
    /// in the saves folder; with `analyse` it starts at once.
    pub(super) fn open_replay(
        &mut self,
        record: AnyRecord,
        source: String,
        from_load: bool,
        file: Option<RecordFile>,
        analyse: bool,
    ) {
        let back = if from_load { Back::Load(self.load().map_or(0, |l| l.row)) } else { Back::Menu };
        self.show_replay(record, source, back, file, analyse, 0);
    }

    /// Opens the finished game on screen in the replay viewer at its last move, analysing it
    /// at once with `analyse`; leaving the viewer comes back to the game.
    pub(super) fn review(&mut self, record: AnyRecord, analyse: bool) {
        self.autosave();
        let plies = record.moves();
        let game = std::mem::replace(&mut self.screen, Screen::Menu(MenuScreen::default()));
        self.show_replay(record, "this game".into(), Back::Game(Box::new(game)), None, analyse, plies);
    }

    fn show_replay(
        &mut self,
        record: AnyRecord,
        source: String,
        back: Back,
        file: Option<RecordFile>,
        analyse: bool,
        ply: usize,
    ) {
        let save_to = match (file, self.saves_dir()) {
            (Some(f), _) => SaveTo::File(f),
            (None, Some(dir)) => SaveTo::NewIn(dir),
            (None, None) => SaveTo::Nowhere,
        };
        // Analysis thinks no longer per position than a bot would per move.
        let (delay, now, mode, cap) = (self.settings.watch_delay_ms, self.now, self.mode, Some(self.ctx().limits.time));
        let parts = (mode, cap, save_to, self.pictures_dir());
        fn screen<G: GameUi>(
            mut replay: Replay<G>,
            back: Back,
            (mode, cap, save_to, pictures): (BotMode, Option<Duration>, SaveTo, Option<std::path::PathBuf>),
            ply: usize,
        ) -> Box<dyn ReplayView> {
            replay.go(ply);
            Box::new(ReplayScreen { replay, back, review: Review::new(mode, cap, save_to), pictures })
        }
        let mut screen =
            match_game!(record, AnyRecord(r) => screen(Replay::new(r, source, delay, now), back, parts, ply));
        if analyse {
            screen.analyse();
        }
        self.show(Screen::Replay(screen));
    }
}
