//! The search signature: the bench's node totals at its default depths, pinned as literals.
//!
//! These numbers change whenever move ordering, pruning, reductions, the transposition
//! table or an evaluation changes, and only then. A change that means to alter the search
//! updates them here on purpose (with the new figures from `tactigon bench`, and the
//! README's example); a change that did not mean to is caught.

use crate::cli::{stdout, tactigon};
use tactigon_games::GameKind;
use tactigon_games::bench::{default_depth, run};

/// Each game: its default depth, how many positions, and the signature.
const SIGNATURES: [(GameKind, u32, usize, u64); 2] =
    [(GameKind::Tactigon, 6, 10, 256_232), (GameKind::Taacoca, 4, 8, 56_109)];

#[test]
fn search_signatures() {
    for (game, depth, positions, nodes) in SIGNATURES {
        let bench = run(game, None);
        assert_eq!((bench.depth, bench.positions.len()), (depth, positions), "{game}");
        assert!(bench.positions.iter().all(|p| p.nodes > 0), "{bench:?}");
        assert_eq!(bench.nodes(), nodes, "{game}'s search signature");
    }
}

/// The command prints each position's nodes and their sum as the game's total; the depth
/// given replaces the game's own.
#[test]
fn bench_command_prints_positions_and_their_total() {
    let out = tactigon(&["bench", "--game", "taacoca", "--depth", "2"]);
    assert!(out.status.success());
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.first(), Some(&"Taacoca, depth 2"));
    assert_eq!(lines.len(), 1 + 8 + 1, "{text}");
    let nodes: Vec<u64> = lines[1..9].iter().map(|l| l.split_whitespace().last().unwrap().parse().unwrap()).collect();
    assert_eq!(lines[9], format!("Taacoca: {} nodes", nodes.iter().sum::<u64>()));
    assert!(String::from_utf8_lossy(&out.stderr).contains("million nodes/s"));
    assert_ne!(default_depth(GameKind::Taacoca), 2, "the override is tested");
}

#[test]
fn bench_refuses_a_depth_out_of_range() {
    for depth in ["0", "65", "x"] {
        let out = tactigon(&["bench", "--depth", depth]);
        assert_eq!(out.status.code(), Some(2), "--depth {depth}");
        assert!(out.stdout.is_empty());
    }
}
