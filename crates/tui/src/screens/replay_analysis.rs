//! The replay viewer's analysis: started and cancelled from the viewer, run off the UI thread
//! ([`AnalysisJob`]), kept in the record (so that saving writes it as comments), and what it
//! says about the move shown.

use super::Nav;
use super::replay::Replay;
use super::status::{Status, Tone};
use crate::analysis_job::{AnalysisJob, JobState};
use crate::effect::Effect;
use crate::games::GameUi;
use crate::worker::BotMode;
use std::path::PathBuf;
use tactigon_core::Limits;
use tactigon_games::analysis_file::{DEFAULT_THINK, RecordFile, SaveAnalysisError};

/// Where a replayed game's analysis is saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveTo {
    /// Into the game of the record file it was read from.
    File(RecordFile),
    /// A new file in this folder (the game came from no file).
    NewIn(PathBuf),
    /// Nowhere: the game came from no file and there is no saves folder.
    Nowhere,
}

/// How the viewer analyses, and where it saves the analysis.
pub struct Review<G: GameUi> {
    /// The analysis under way, if one is.
    pub job: Option<AnalysisJob<G>>,
    /// How analyses run.
    pub mode: BotMode,
    /// The search's limits per position.
    pub limits: Limits,
    /// Where "save analysis" writes.
    pub save_to: SaveTo,
}

impl<G: GameUi> Review<G> {
    /// No analysis running; analyses run as `mode` says, at most `cap` per position.
    pub fn new(mode: BotMode, cap: Option<std::time::Duration>, save_to: SaveTo) -> Review<G> {
        let time = cap.map_or(DEFAULT_THINK, |c| c.min(DEFAULT_THINK));
        Review { job: None, mode, limits: Limits { time, depth: None }, save_to }
    }

    /// Whether an analysis is running.
    pub fn running(&self) -> bool {
        self.job.is_some()
    }
}

/// Starts analysing the replayed game, or cancels the analysis running.
pub fn toggle<G: GameUi>(r: &mut Replay<G>, review: &mut Review<G>) {
    if let Some(job) = review.job.take() {
        job.cancel();
        r.status = Status { text: "analysis cancelled".into(), tone: Tone::Info };
        return;
    }
    r.autoplay = false;
    review.job = Some(AnalysisJob::spawn(r.record.game.clone(), review.limits, review.mode));
    r.status = Status { text: "analysing… (a or Esc cancels)".into(), tone: Tone::Info };
    poll(r, review);
}

/// Takes in the analysis's progress; a finished one goes into the record.
pub fn poll<G: GameUi>(r: &mut Replay<G>, review: &mut Review<G>) {
    let Some(job) = review.job.as_mut() else { return };
    match job.poll() {
        JobState::Running => {}
        JobState::Done(analysis) => {
            review.job = None;
            let turned = tactigon_core::record::turning_point(&r.record.game, &analysis);
            r.record.analysis = Some(analysis);
            r.go(r.ply);
            let text = match turned {
                Some((_, told)) => format!("analysis done: the game turned at {told}; t shows it"),
                None => "analysis done: no move worse than an inaccuracy".into(),
            };
            r.status = Status { text, tone: Tone::News };
        }
        JobState::Lost => {
            review.job = None;
            r.status = Status { text: "the analysis stopped without an answer".into(), tone: Tone::Error };
        }
    }
}

/// `t`: shows the move where the analysed game turned, or says why there is none.
pub fn turning_point<G: GameUi>(r: &mut Replay<G>) {
    let turned = r.record.analysis.as_ref().map(|a| tactigon_core::record::turning_point(&r.record.game, a));
    match turned {
        Some(Some((ply, _))) => {
            r.autoplay = false;
            r.go(ply);
        }
        Some(None) => {
            r.status =
                Status { text: "no move worse than an inaccuracy: the game never turned".into(), tone: Tone::Info }
        }
        None => r.status = Status { text: "press a to analyse the game first".into(), tone: Tone::Error },
    }
}

/// The effect that saves the analysis, or why there is none to save.
pub fn save<G: GameUi>(r: &mut Replay<G>, review: &Review<G>) -> Nav {
    if r.record.analysis.is_none() {
        r.status = Status { text: "nothing to save yet: press a to analyse the game".into(), tone: Tone::Error };
        return Nav::Stay;
    }
    let record = Box::new(G::wrap_record(r.record.clone()));
    let (path, number, merge) = match &review.save_to {
        SaveTo::File(f) => (f.path.clone(), f.number, true),
        SaveTo::NewIn(dir) => (dir.join(new_name(r)), None, false),
        SaveTo::Nowhere => {
            r.status = Status { text: "no saves folder to save the analysis in".into(), tone: Tone::Error };
            return Nav::Stay;
        }
    };
    Nav::Effect(Effect::SaveAnalysis { path, number, record, merge })
}

/// A file name for an analysed game that came from no file: its date, its game as saves name
/// it, and its players.
fn new_name<G: GameUi>(r: &Replay<G>) -> String {
    format!("{}-analysis.tgn", game_stem(r))
}

/// The game's date, its game as saves name it, and its players as a file name's start:
/// `2026-01-01-taacoca-human-vs-greedy` (Tactigon's games carry no game word, as saves do).
pub fn game_stem<G: GameUi>(r: &Replay<G>) -> String {
    let game = tactigon_games::saves::game_word(G::KIND).unwrap_or_default();
    let [first, second] = &r.record.players;
    let words = [r.record.date.as_str(), game.as_str(), first.as_str(), "vs", second.as_str()];
    let clean: Vec<String> = words
        .iter()
        .map(|w| w.chars().filter(|c| c.is_ascii_alphanumeric() || *c == '-').collect::<String>())
        .filter(|w| !w.is_empty())
        .collect();
    clean.join("-")
}

/// Tells how saving the analysis went; a new file becomes the one saves go to.
pub fn saved<G: GameUi>(
    r: &mut Replay<G>,
    review: &mut Review<G>,
    path: &std::path::Path,
    result: Result<(), SaveAnalysisError>,
) {
    r.status = match result {
        Ok(()) => {
            if !matches!(review.save_to, SaveTo::File(_)) {
                review.save_to = SaveTo::File(RecordFile { path: path.to_path_buf(), number: None });
            }
            Status { text: format!("analysis saved in {}", tactigon_core::escape::path(path)), tone: Tone::Info }
        }
        Err(e) => Status { text: e.to_string(), tone: Tone::Error },
    };
}
