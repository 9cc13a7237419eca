//! Mining puzzles from self-play: bots play games from a start, and the positions shortly
//! before each win are proved or thrown away by the exact search.

use super::solve::{best_defence, forces_win, win_distance, winning_moves};
use super::{Puzzle, PuzzleGame};
use crate::bots::{BotSpec, Limits};
use crate::playable::Playable;
use std::sync::atomic::AtomicBool;
use tactigon_core::{GameRules, History};

/// A self-play game is cut off after this many plies.
const MAX_PLIES: usize = 300;

/// One self-play game to mine: from where, who plays, with which seed.
#[derive(Clone, Debug)]
pub struct Match<G: GameRules> {
    /// The game's start and draw rules.
    pub start: History<G>,
    /// The bots of the first and the second side.
    pub bots: [BotSpec; 2],
    /// Seeds both bots (the second's with one added).
    pub seed: u64,
    /// The experts' fixed search depth, so a game is reproducible.
    pub expert_depth: u32,
}

/// Plays `m` to its end (or `MAX_PLIES`) and returns the game.
pub fn self_play<G: Playable>(m: &Match<G>) -> History<G> {
    let limits = Limits { depth: Some(m.expert_depth), ..Limits::default() };
    let [first, second] = m.bots;
    let mut bots = [G::bot(first, m.seed, limits), G::bot(second, m.seed.wrapping_add(1), limits)];
    let mut game = m.start.clone();
    let stop = AtomicBool::new(false);
    while game.outcome().is_none() && game.moves().len() < MAX_PLIES {
        let side = G::side_index(G::side_to_move(game.position()));
        let mv = bots[side].choose(&game, &stop);
        game.play(mv).expect("a bot plays a legal move");
    }
    game
}

/// The winning move that wins soonest within `plies` (the first such in move order).
pub fn fastest_win<G: PuzzleGame>(pos: &G::Position, plies: u32) -> Option<G::Move> {
    (1..=plies).find_map(|p| winning_moves::<G>(pos, p).first().copied())
}

/// The main line of a win forced within `plies`: `first`, then alternately the longest
/// defence and the fastest win, until the game is won.
pub fn main_line<G: PuzzleGame>(pos: &G::Position, first: G::Move, plies: u32) -> Vec<G::Move> {
    let mut line = vec![first];
    let mut at = *pos;
    G::play_unchecked(&mut at, first);
    let attacker = G::side_to_move(pos);
    let mut left = plies - 1;
    while G::outcome(&at).is_none() && left > 0 {
        let next =
            if G::side_to_move(&at) == attacker { fastest_win::<G>(&at, left) } else { best_defence::<G>(&at, left) };
        let Some(m) = next else { break };
        G::play_unchecked(&mut at, m);
        line.push(m);
        left -= 1;
    }
    line
}

/// `pos` (made fresh) as a puzzle, if its side to move wins within the game's
/// [`PuzzleGame::MAX_DEPTH`] plies at the soonest in one way ([`PuzzleGame::same_idea`]).
/// The id is left empty.
pub fn puzzle_at<G: PuzzleGame>(pos: &G::Position) -> Option<Puzzle<G>> {
    let pos = G::fresh(pos);
    let depth = win_distance::<G>(&pos, G::MAX_DEPTH)?;
    let winning = winning_moves::<G>(&pos, depth);
    let &first = winning.first()?;
    if winning.iter().any(|&m| !G::same_idea(&pos, first, m)) {
        return None;
    }
    debug_assert!(forces_win::<G>(&pos, G::side_to_move(&pos), depth));
    Some(Puzzle { id: String::new(), depth, position: pos, solution: main_line::<G>(&pos, first, depth) })
}

/// The puzzles in the last plies of a won game: positions up to the game's
/// [`PuzzleGame::MAX_DEPTH`] + 2 plies before its end with the winner to move.
pub fn harvest<G: PuzzleGame>(game: &History<G>) -> Vec<Puzzle<G>> {
    let Some(winner) = game.outcome().and_then(G::winner) else { return Vec::new() };
    let positions = game.positions();
    let end = positions.len() - 1;
    let from = end.saturating_sub(G::MAX_DEPTH as usize + 2);
    positions[from..end].iter().filter(|p| G::side_to_move(p) == winner).filter_map(puzzle_at::<G>).collect()
}
