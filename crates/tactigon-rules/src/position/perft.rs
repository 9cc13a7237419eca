//! Perft: counting the leaves of the move tree, the standard check of move generation.

use super::Position;
use crate::bits::{Bits, Iter, bit};
use crate::hex::MAX_TILES;
use crate::moves::Move;
use crate::piece::Kind;

/// Counts the leaves `depth` plies ahead; a finished game has no children and `pass`
/// counts as a move.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    perft_with(pos, depth, &mut Replies { pieces: Vec::new(), hit: Box::new([0; MAX_TILES]) })
}

/// One of the opponent's pieces, worked out before our move: where it stands, its kind,
/// the tiles within its step limit, the tiles whose contents decide those, and its moves.
#[derive(Clone, Copy)]
struct Reply {
    from: u8,
    kind: Kind,
    inner: Bits,
    reach: Bits,
    moves: u32,
}

/// The opponent's pieces before our move, and by tile the pieces whose reach holds it (as
/// sets of indices into `pieces`); kept from one position to the next.
struct Replies {
    pieces: Vec<Reply>,
    hit: Box<[Bits; MAX_TILES]>,
}

/// [`perft`] with the buffers of the two-ply counts, reused all the way down.
fn perft_with(pos: &Position, depth: u32, replies: &mut Replies) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves(),
        2 => two_plies(pos, replies),
        _ => {
            if pos.decided().is_some() {
                return 0;
            }
            let mut nodes = 0;
            let mut any = false;
            pos.for_each_piece(|from, dests| {
                for to in Iter(dests) {
                    any = true;
                    let mut child = *pos;
                    child.play_indices(from, to);
                    nodes += perft_with(&child, depth - 1, replies);
                }
            });
            if !any && !pos.passed {
                let mut child = *pos;
                child.play_pass();
                nodes += perft_with(&child, depth - 1, replies);
            }
            nodes
        }
    }
}

/// The leaves two plies ahead. A step changes two tiles, and an opponent's piece whose
/// reach holds neither has the same moves after it: the pieces' moves are counted once
/// here, and after a step again only for the pieces whose reach it touched — from the
/// reach they had unless the step touched a tile it depends on.
fn two_plies(pos: &Position, replies: &mut Replies) -> u64 {
    if pos.decided().is_some() {
        return 0;
    }
    let them = pos.turn.other();
    let ahead = pos.with_turn(them);
    let Replies { pieces, hit } = replies;
    pieces.clear();
    let mut all_moves = 0;
    for kind in Kind::ALL {
        let allowed = ahead.allowed(kind);
        for from in Iter(pos.piece_bits(them, kind)) {
            let (inner, reach) = ahead.reach_of(from, kind);
            let moves = (reach & allowed).count_ones();
            for tile in Iter(reach) {
                hit[tile as usize & (MAX_TILES - 1)] |= bit(pieces.len() as u8);
            }
            pieces.push(Reply { from, kind, inner, reach, moves });
            all_moves += moves;
        }
    }
    let mut nodes = 0;
    let mut any = false;
    pos.for_each_piece(|from, dests| {
        for to in Iter(dests) {
            any = true;
            let mut child = *pos;
            child.play_indices(from, to);
            if child.decided().is_some() {
                continue;
            }
            let touched = bit(from) | bit(to);
            let mut moves = all_moves;
            for i in Iter(hit[from as usize & (MAX_TILES - 1)] | hit[to as usize & (MAX_TILES - 1)]) {
                let r = &pieces[i as usize];
                moves -= r.moves;
                if r.from != to {
                    let reach = if r.inner & touched == 0 { r.reach } else { child.reach_of(r.from, r.kind).1 };
                    moves += (reach & child.allowed(r.kind)).count_ones();
                }
            }
            // No step: the opponent passes (this step was not a pass).
            nodes += u64::from(moves.max(1));
        }
    });
    for r in pieces.iter() {
        for tile in Iter(r.reach) {
            hit[tile as usize & (MAX_TILES - 1)] = 0;
        }
    }
    if !any && !pos.passed {
        let mut child = *pos;
        child.play_pass();
        nodes += child.count_legal_moves();
    }
    nodes
}

/// Perft split by first move, in move order.
pub fn perft_divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    let mut out: Vec<(Move, u64)> = pos
        .legal_moves()
        .into_iter()
        .map(|m| {
            let mut child = *pos;
            child.play_unchecked(m);
            (m, perft(&child, depth.saturating_sub(1)))
        })
        .collect();
    out.sort();
    out
}
