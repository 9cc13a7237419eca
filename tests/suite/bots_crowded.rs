//! Crowded positions, where nearly every move captures: the expert finishes depth 1 within a
//! node budget on every board of both games, and a time budget too short for anything still
//! gets a searched move (issue 24: the quiescence search over captures never ended there).

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::sync::atomic::AtomicBool;
use std::time::Duration;
use tactigon_core::search::QUIESCENCE_NODES;
use tactigon_core::{GameRules, History, Player};
use tactigon_games::bots::{BotSpec, Limits};
use tactigon_games::playable::Playable;
use tactigon_rules::{BUILTIN, Board, DrawRules, Game, Position, Rules};

const DEPTH_1: Limits = Limits { time: Duration::from_secs(60), depth: Some(1) };
/// A time budget no iteration fits in.
const NO_TIME: Limits = Limits { time: Duration::from_micros(1), depth: None };
/// The issue's reproducer: more than 20 s at depth 1 before the quiescence search was bounded.
const REPRODUCER: &str = "PS/cSTSCScTC/TtsCStccst/ScCStSScSst/sTtSSSTtsT/CcTStctCS/tp r";

/// A random Tactigon position on `board` with about nine tiles in ten taken: each side's
/// pentagon, and squares, triangles and circles of either side.
fn crowded_tactigon(board: &'static Board, rng: &mut StdRng) -> Option<Position> {
    let tiles: usize = (0..board.rows()).map(|r| board.row_len(r)).sum();
    let mut cells: Vec<char> = (0..tiles)
        .map(|_| if rng.random_range(0..10) == 0 { '1' } else { b"SsTtCc"[rng.random_range(0..6)] as char })
        .collect();
    let red = rng.random_range(0..tiles);
    let blue = (red + rng.random_range(1..tiles)) % tiles;
    (cells[red], cells[blue]) = ('P', 'p');
    let widths: Vec<usize> = (0..board.rows()).map(|r| board.row_len(r)).collect();
    let turn = if rng.random_range(0..2) == 0 { 'r' } else { 'b' };
    let pos = Position::from_tpn(board, Rules::default(), &format!("{} {turn}", rows(&cells, &widths))).ok()?;
    pos.outcome().is_none().then_some(pos)
}

/// `cells` (a letter, or `1` for an empty one) cut into rows of `widths`, runs of empty
/// cells counted, rows joined by `/`: both games' position text.
fn rows(cells: &[char], widths: &[usize]) -> String {
    let mut rows = Vec::new();
    let mut at = 0;
    for &w in widths {
        let mut row = String::new();
        let mut empty = 0;
        for &c in &cells[at..at + w] {
            if c == '1' {
                empty += 1;
                continue;
            }
            if empty > 0 {
                row += &empty.to_string();
                empty = 0;
            }
            row.push(c);
        }
        if empty > 0 {
            row += &empty.to_string();
        }
        rows.push(row);
        at += w;
    }
    rows.join("/")
}

/// A random Taacoca position of side `size` with each side's full count of stones (or
/// one fewer), on cells drawn at random.
fn crowded_taacoca(size: u8, rng: &mut StdRng) -> Option<taacoca::Position> {
    let widths: Vec<usize> = (0..taacoca::rows(size)).map(|r| usize::from(taacoca::row_len(size, r))).collect();
    let cells: usize = widths.iter().sum();
    let mut board = vec!['1'; cells];
    // Not on the first and last rows: a stone on its goal row has won.
    let start = taacoca::Position::start(size).ok()?;
    let each = start.count(taacoca::Side::White) - rng.random_range(0..2);
    let mut free: Vec<usize> = (widths[0]..cells - widths[widths.len() - 1]).collect();
    for stone in std::iter::repeat_n('W', each).chain(std::iter::repeat_n('B', each)) {
        board[free.swap_remove(rng.random_range(0..free.len()))] = stone;
    }
    let turn = if rng.random_range(0..2) == 0 { 'w' } else { 'b' };
    let pos: taacoca::Position = format!("{} {turn}", rows(&board, &widths)).parse().ok()?;
    pos.outcome().is_none().then_some(pos)
}

/// The expert at depth 1 plays a legal move of `game`, searched to depth 1, within
/// [`QUIESCENCE_NODES`] and a little more per legal move; without time it still searched.
fn check<G: GameRules>(game: &History<G>, mut deep: Box<dyn Player<G>>, mut rushed: Box<dyn Player<G>>) {
    let stop = AtomicBool::new(false);
    let legal = game.legal_moves();
    let m = deep.choose(game, &stop);
    assert!(legal.contains(&m), "{m:?} is not legal");
    let info = deep.info().expect("the expert reports its search");
    assert_eq!(info.depth, 1);
    // Below each root move: the move's own node, then the quiescence search, which may
    // overshoot its budget by the node of each sibling along its (at most 8-ply) path.
    let budget = legal.len() as u64 * (QUIESCENCE_NODES + 2 * 8 * legal.len() as u64);
    assert!(info.nodes <= budget, "{} nodes for {} moves", info.nodes, legal.len());
    let m = rushed.choose(game, &stop);
    assert!(legal.contains(&m), "{m:?} is not legal");
    assert!(rushed.info().expect("a report").depth >= 1, "answered with an unsearched move");
}

/// The first `count` positions `make` accepts, of at most 200 drawn.
fn accepted<P>(count: usize, mut make: impl FnMut() -> Option<P>) -> Vec<P> {
    let found: Vec<P> = (0..200).filter_map(|_| make()).take(count).collect();
    assert_eq!(found.len(), count, "crowded positions accepted");
    found
}

#[test]
fn the_expert_finishes_depth_1_on_crowded_tactigon_boards() {
    let mut rng = StdRng::seed_from_u64(24);
    for (name, _) in BUILTIN {
        let board = Board::builtin(name).unwrap();
        for pos in accepted(12, || crowded_tactigon(board, &mut rng)) {
            let game = Game::new(pos, DrawRules::default());
            check(&game, expert().build(3, DEPTH_1), expert().build(3, NO_TIME));
        }
    }
}

#[test]
fn the_expert_finishes_depth_1_on_crowded_taacoca_boards() {
    let mut rng = StdRng::seed_from_u64(24);
    for size in taacoca::MIN_SIZE..=taacoca::MAX_SIZE {
        for pos in accepted(6, || crowded_taacoca(size, &mut rng)) {
            let game = taacoca::new_game(pos);
            check(&game, ::taacoca::Taacoca::bot(expert(), 3, DEPTH_1), ::taacoca::Taacoca::bot(expert(), 3, NO_TIME));
        }
    }
}

#[test]
fn the_issues_crowded_position_answers_at_depth_1() {
    let pos = Position::from_tpn(Board::standard(), Rules::default(), REPRODUCER).unwrap();
    let game = Game::new(pos, DrawRules::default());
    check(&game, expert().build(3, DEPTH_1), expert().build(3, NO_TIME));
}

fn expert() -> BotSpec {
    "expert:5".parse().unwrap()
}
