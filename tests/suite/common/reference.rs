//! The reference implementation of the rules: boards as doubled coordinates read from the
//! board text, positions as one TPN letter per tile, moves by a breadth-first search per piece.

use super::ref_board::RefBoard;
use std::collections::VecDeque;
use tactigon_rules::Rules;

/// Whether a piece letter is Red's.
fn is_red(p: char) -> bool {
    p.is_ascii_uppercase()
}

/// RULES.md §2: how far a piece moves.
fn reach(p: char) -> usize {
    match p.to_ascii_uppercase() {
        'C' => 1,
        'T' => 3,
        'S' => 4,
        'P' => 5,
        _ => unreachable!("not a piece letter: {p}"),
    }
}

/// What an attack does (RULES.md §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RefCombat {
    /// The defender leaves, the attacker takes its tile.
    Defender,
    /// Both leave.
    Both,
    /// Illegal.
    No,
}

/// RULES.md §3 written out cell by cell: rows attacker, columns defender C T S P.
pub fn ref_combat(attacker: char, defender: char) -> RefCombat {
    use RefCombat::*;
    const TABLE: [[RefCombat; 4]; 4] = [
        [Defender, Defender, Defender, Defender],
        [Both, Defender, Defender, Defender],
        [No, Both, Defender, Defender],
        [No, No, No, Defender],
    ];
    let idx = |p: char| "CTSP".find(p.to_ascii_uppercase()).expect("piece letter");
    TABLE[idx(attacker)][idx(defender)]
}

/// A reference move: tile indices of the reference board, or a pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RefMove {
    /// From, to.
    Step(usize, usize),
    /// No piece can move.
    Pass,
}

/// How a reference game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RefEnd {
    /// Red (true) or Green (false) captured the enemy pentagon.
    Pentagon(bool),
    /// Red (true) or Green (false) holds both gold tiles at the start of its turn.
    Gold(bool),
    /// A pass followed by no legal move.
    NoMoves,
}

/// A position as the reference sees it.
#[derive(Clone, Debug)]
pub struct RefPos<'a> {
    /// The board.
    pub board: &'a RefBoard,
    /// The piece letter on each tile.
    pub cells: Vec<Option<char>>,
    /// Whether Red is to move.
    pub red_to_move: bool,
    /// Whether the last ply was a pass.
    pub passed: bool,
    /// §5.1.
    pub square_jump: bool,
    /// §5.2.
    pub gold_bonus: bool,
}

impl<'a> RefPos<'a> {
    /// The board's start position, Red to move.
    pub fn start(board: &'a RefBoard, rules: Rules) -> RefPos<'a> {
        RefPos {
            board,
            cells: board.start.clone(),
            red_to_move: true,
            passed: false,
            square_jump: rules.square_jump,
            gold_bonus: rules.gold_bonus,
        }
    }

    /// Reads the first two TPN fields (rows and side); panics on bad input (tests only).
    pub fn from_tpn(board: &'a RefBoard, rules: Rules, tpn: &str) -> RefPos<'a> {
        let mut fields = tpn.split_whitespace();
        let rows: Vec<&str> = fields.next().expect("rows").split('/').collect();
        assert_eq!(rows.len(), board.row_lens.len(), "row count in {tpn}");
        let mut cells = Vec::new();
        for (r, row) in rows.iter().enumerate() {
            let before = cells.len();
            let mut run = String::new();
            for ch in row.chars() {
                if ch.is_ascii_digit() {
                    run.push(ch);
                    continue;
                }
                if !run.is_empty() {
                    cells.extend(std::iter::repeat_n(None, run.parse().expect("run")));
                    run.clear();
                }
                cells.push(Some(ch));
            }
            if !run.is_empty() {
                cells.extend(std::iter::repeat_n(None, run.parse().expect("run")));
            }
            assert_eq!(cells.len() - before, board.row_lens[r], "row {r} of {tpn}");
        }
        let red_to_move = match fields.next() {
            Some("r") => true,
            Some("g") => false,
            other => panic!("bad side {other:?} in {tpn}"),
        };
        RefPos {
            board,
            cells,
            red_to_move,
            passed: false,
            square_jump: rules.square_jump,
            gold_bonus: rules.gold_bonus,
        }
    }

    /// The first two TPN fields: rows and side to move.
    pub fn tpn(&self) -> String {
        let mut out = String::new();
        let mut i = 0;
        for (r, &len) in self.board.row_lens.iter().enumerate() {
            if r > 0 {
                out.push('/');
            }
            let mut run = 0;
            for _ in 0..len {
                match self.cells[i] {
                    Some(p) => {
                        if run > 0 {
                            out += &run.to_string();
                            run = 0;
                        }
                        out.push(p);
                    }
                    None => run += 1,
                }
                i += 1;
            }
            if run > 0 {
                out += &run.to_string();
            }
        }
        out.push(' ');
        out.push(if self.red_to_move { 'r' } else { 'g' });
        out
    }

    fn mine(&self, p: char) -> bool {
        is_red(p) == self.red_to_move
    }

    /// Every tile the piece on `from` may move to: breadth-first search by steps.
    pub fn destinations(&self, from: usize) -> Vec<usize> {
        let p = self.cells[from].expect("a piece");
        let jumper = self.square_jump && p.eq_ignore_ascii_case(&'S');
        let steps = reach(p) + usize::from(self.gold_bonus && self.board.gold[from]);
        let mut dist = vec![usize::MAX; self.board.len()];
        dist[from] = 0;
        let mut queue = VecDeque::from([from]);
        let mut out = Vec::new();
        while let Some(t) = queue.pop_front() {
            if dist[t] == steps {
                continue;
            }
            for &n in &self.board.neighbours[t] {
                if dist[n] != usize::MAX {
                    continue;
                }
                dist[n] = dist[t] + 1;
                let pass_through = match self.cells[n] {
                    None => {
                        out.push(n);
                        true
                    }
                    Some(q) if self.mine(q) => jumper,
                    Some(q) => {
                        if ref_combat(p, q) != RefCombat::No {
                            out.push(n);
                        }
                        jumper && !q.eq_ignore_ascii_case(&'S')
                    }
                };
                if pass_through {
                    queue.push_back(n);
                }
            }
        }
        out
    }

    fn steps(&self) -> Vec<RefMove> {
        let mut out = Vec::new();
        for from in 0..self.board.len() {
            if self.cells[from].is_some_and(|p| self.mine(p)) {
                out.extend(self.destinations(from).into_iter().map(|to| RefMove::Step(from, to)));
            }
        }
        out
    }

    /// RULES.md §4.1–4.3, in that order.
    pub fn outcome(&self) -> Option<RefEnd> {
        for red in [true, false] {
            let pentagon = if red { 'P' } else { 'p' };
            if !self.cells.contains(&Some(pentagon)) {
                return Some(RefEnd::Pentagon(!red));
            }
        }
        let golds: Vec<usize> = (0..self.board.len()).filter(|&i| self.board.gold[i]).collect();
        if !golds.is_empty() && golds.iter().all(|&g| self.cells[g].is_some_and(|p| self.mine(p))) {
            return Some(RefEnd::Gold(self.red_to_move));
        }
        if self.passed && self.steps().is_empty() {
            return Some(RefEnd::NoMoves);
        }
        None
    }

    /// Every legal move: none when the game is over, `[Pass]` when no piece can move.
    pub fn legal_moves(&self) -> Vec<RefMove> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        let steps = self.steps();
        if steps.is_empty() { vec![RefMove::Pass] } else { steps }
    }

    /// Move notation (RULES.md §7).
    pub fn notation(&self, m: RefMove) -> String {
        match m {
            RefMove::Pass => "pass".into(),
            RefMove::Step(f, t) => {
                let sep = if self.cells[t].is_some() { 'x' } else { '-' };
                format!("{}{sep}{}", self.board.names[f], self.board.names[t])
            }
        }
    }

    /// The legal moves in notation, sorted.
    pub fn legal_notation(&self) -> Vec<String> {
        let mut v: Vec<String> = self.legal_moves().into_iter().map(|m| self.notation(m)).collect();
        v.sort();
        v
    }

    /// Plays a legal move.
    pub fn play(&mut self, m: RefMove) {
        match m {
            RefMove::Pass => self.passed = true,
            RefMove::Step(f, t) => {
                let p = self.cells[f].take().expect("a piece");
                self.cells[t] = match self.cells[t] {
                    None => Some(p),
                    Some(q) => match ref_combat(p, q) {
                        RefCombat::Defender => Some(p),
                        RefCombat::Both => None,
                        RefCombat::No => panic!("illegal attack played"),
                    },
                };
                self.passed = false;
            }
        }
        self.red_to_move = !self.red_to_move;
    }

    /// Plays a move given in notation.
    pub fn play_notation(&mut self, text: &str) {
        let m = self.legal_moves().into_iter().find(|&m| self.notation(m) == text).expect("a legal move");
        self.play(m);
    }

    /// Leaves `depth` plies ahead (the perft definition of the issue).
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal_moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .into_iter()
            .map(|m| {
                let mut child = self.clone();
                child.play(m);
                child.perft(depth - 1)
            })
            .sum()
    }
}
