//! Mining puzzles from self-play: bots play games by the given board and rules, and the
//! positions shortly before each win are proved or thrown away by the exact search.

use super::Puzzle;
use super::solve::{best_defence, forces_win, win_distance, winning_moves};
use crate::bots::{BotSpec, Limits};
use std::sync::atomic::AtomicBool;
use tactigon_rules::{Board, DrawRules, Game, Move, Position, Rules};

/// The deepest puzzle: a win in this many plies.
pub const MAX_DEPTH: u32 = 5;
/// A self-play game is cut off after this many plies.
const MAX_PLIES: usize = 300;

/// One self-play game to mine: who plays, on what, with which seed.
#[derive(Clone, Copy, Debug)]
pub struct Match {
    /// The board.
    pub board: &'static Board,
    /// The advanced rules.
    pub rules: Rules,
    /// Red's bot.
    pub red: BotSpec,
    /// Green's bot.
    pub green: BotSpec,
    /// Seeds both bots (Green's with one added).
    pub seed: u64,
    /// The experts' fixed search depth, so a game is reproducible.
    pub expert_depth: u32,
}

/// Plays `m` to its end (or `MAX_PLIES`) and returns the game.
pub fn self_play(m: &Match) -> Game {
    let limits = Limits { depth: Some(m.expert_depth), ..Limits::default() };
    let mut bots = [m.red.build(m.seed, limits), m.green.build(m.seed.wrapping_add(1), limits)];
    let mut game = Game::new(Position::start(m.board, m.rules), DrawRules::default());
    let stop = AtomicBool::new(false);
    while game.outcome().is_none() && game.moves().len() < MAX_PLIES {
        let side = game.position().turn().index();
        let mv = bots[side].choose(&game, &stop);
        game.play(mv).expect("a bot plays a legal move");
    }
    game
}

/// `pos` as a puzzle starts: no pass just played, the capture clock at zero, move 1, so
/// that no draw rule can interfere within a puzzle's few plies.
pub fn fresh(pos: &Position) -> Position {
    let tpn = pos.to_tpn();
    let placement: Vec<&str> = tpn.split_whitespace().take(2).collect();
    Position::from_tpn(pos.board(), pos.rules(), &placement.join(" ")).expect("a position's own TPN reads")
}

/// The winning move that wins soonest within `plies` (the first such in move order).
pub fn fastest_win(pos: &Position, plies: u32) -> Option<Move> {
    (1..=plies).find_map(|p| winning_moves(pos, p).first().copied())
}

/// The main line of a win forced within `plies`: `first`, then alternately the longest
/// defence and the fastest win, until the game is won.
pub fn main_line(pos: &Position, first: Move, plies: u32) -> Vec<Move> {
    let mut line = vec![first];
    let mut at = *pos;
    at.play_unchecked(first);
    let attacker = pos.turn();
    let mut left = plies - 1;
    while at.outcome().is_none() && left > 0 {
        let next = if at.turn() == attacker { fastest_win(&at, left) } else { best_defence(&at, left) };
        let Some(m) = next else { break };
        at.play_unchecked(m);
        line.push(m);
        left -= 1;
    }
    line
}

/// `pos` (made fresh) as a puzzle, if its side to move wins within [`MAX_DEPTH`] plies at
/// the soonest in exactly one way. The id is left empty.
pub fn puzzle_at(pos: &Position) -> Option<Puzzle> {
    let pos = fresh(pos);
    let depth = win_distance(&pos, MAX_DEPTH)?;
    let [first] = winning_moves(&pos, depth)[..] else { return None };
    debug_assert!(forces_win(&pos, pos.turn(), depth));
    Some(Puzzle { id: String::new(), depth, position: pos, solution: main_line(&pos, first, depth) })
}

/// The puzzles in the last plies of a won game: positions up to [`MAX_DEPTH`] + 2 plies
/// before its end with the winner to move.
pub fn harvest(game: &Game) -> Vec<Puzzle> {
    let Some(winner) = game.outcome().and_then(|o| o.winner()) else { return Vec::new() };
    let positions = game.positions();
    let end = positions.len() - 1;
    let from = end.saturating_sub(MAX_DEPTH as usize + 2);
    positions[from..end].iter().filter(|p| p.turn() == winner).filter_map(puzzle_at).collect()
}
