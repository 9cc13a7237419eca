//! A plain Taacoca reference written from RULES-taacoca.md alone (rows and indices, §1's
//! direction table, every combination of stones tried one by one), and the engine checked
//! against it move for move on many positions of every board size.

use ::taacoca::Position;
use proptest::prelude::*;

/// A position as the rules describe it: rows of cells, top row (`a`) first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefPos {
    pub n: usize,
    pub rows: Vec<Vec<char>>,
    /// `'W'` or `'B'`.
    pub turn: char,
}

/// The cell one step from (row r, 1-based index k) in direction `dir`, by §1's table.
fn step(n: usize, r: usize, k: usize, dir: &str) -> Option<(usize, usize)> {
    let (r, k) = (r as i64, k as i64);
    let middle = n as i64 - 1;
    let (tr, tk) = if r < middle {
        match dir {
            "nw" => (r - 1, k - 1),
            "ne" => (r - 1, k),
            "sw" => (r + 1, k),
            _ => (r + 1, k + 1),
        }
    } else if r == middle {
        match dir {
            "nw" => (r - 1, k - 1),
            "ne" => (r - 1, k),
            "sw" => (r + 1, k - 1),
            _ => (r + 1, k),
        }
    } else {
        match dir {
            "nw" => (r - 1, k),
            "ne" => (r - 1, k + 1),
            "sw" => (r + 1, k - 1),
            _ => (r + 1, k),
        }
    };
    let rows = 2 * n as i64 - 1;
    if tr < 0 || tr >= rows || tk < 1 {
        return None;
    }
    let len = n as i64 + tr.min(rows - 1 - tr);
    (tk <= len).then_some((tr as usize, tk as usize))
}

fn name(r: usize, k: usize) -> String {
    format!("{}{k}", (b'a' + r as u8) as char)
}

impl RefPos {
    /// Reads the §5 text.
    pub fn parse(text: &str) -> RefPos {
        let (board, side) = text.split_once(' ').unwrap();
        let mut rows = Vec::new();
        for line in board.split('/') {
            let mut row = Vec::new();
            let mut number = String::new();
            for ch in line.chars() {
                if ch.is_ascii_digit() {
                    number.push(ch);
                } else {
                    row.extend(std::iter::repeat_n('.', number.parse::<usize>().unwrap_or(0)));
                    number.clear();
                    row.push(ch);
                }
            }
            row.extend(std::iter::repeat_n('.', number.parse::<usize>().unwrap_or(0)));
            rows.push(row);
        }
        let n = rows.len().div_ceil(2);
        RefPos { n, rows, turn: if side == "w" { 'W' } else { 'B' } }
    }

    /// Writes the §5 text.
    pub fn text(&self) -> String {
        let mut rows = Vec::new();
        for row in &self.rows {
            let mut out = String::new();
            let mut empty = 0;
            for &c in row {
                if c == '.' {
                    empty += 1;
                } else {
                    if empty > 0 {
                        out += &empty.to_string();
                    }
                    empty = 0;
                    out.push(c);
                }
            }
            if empty > 0 {
                out += &empty.to_string();
            }
            rows.push(out);
        }
        format!("{} {}", rows.join("/"), if self.turn == 'W' { 'w' } else { 'b' })
    }

    fn stones(&self, side: char) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        for (r, row) in self.rows.iter().enumerate() {
            for (i, &c) in row.iter().enumerate() {
                if c == side {
                    out.push((r, i + 1));
                }
            }
        }
        out
    }

    /// §4: home row (the side that just moved first), no stones, no move.
    pub fn outcome(&self) -> Option<String> {
        let other = if self.turn == 'W' { 'B' } else { 'W' };
        let last = self.rows.len() - 1;
        for side in [other, self.turn] {
            let home = if side == 'W' { 0 } else { last };
            if self.rows[home].contains(&side) {
                return Some(format!("{side} home"));
            }
        }
        for side in [self.turn, other] {
            if self.stones(side).is_empty() {
                let winner = if side == 'W' { 'B' } else { 'W' };
                return Some(format!("{winner} stones"));
            }
        }
        if self.moves_ignoring_outcome().is_empty() {
            return Some(format!("{other} move"));
        }
        None
    }

    /// §3: every choice of min(3, stones) stones, each direction forward for the mover,
    /// checked stone by stone.
    fn moves_ignoring_outcome(&self) -> Vec<String> {
        let stones = self.stones(self.turn);
        let take = stones.len().min(3);
        let dirs = if self.turn == 'W' { ["nw", "ne"] } else { ["sw", "se"] };
        let mut out = Vec::new();
        let mut choices = Vec::new();
        combinations(stones.len(), take, &mut Vec::new(), &mut choices);
        for dir in dirs {
            for choice in &choices {
                let chosen: Vec<(usize, usize)> = choice.iter().map(|&i| stones[i]).collect();
                let ok = chosen.iter().all(|&(r, k)| match step(self.n, r, k, dir) {
                    None => false,
                    Some((tr, tk)) => self.rows[tr][tk - 1] != self.turn || chosen.contains(&(tr, tk)),
                });
                if ok && take > 0 {
                    let cells: Vec<String> = chosen.iter().map(|&(r, k)| name(r, k)).collect();
                    out.push(format!("{dir}:{}", cells.join(",")));
                }
            }
        }
        out
    }

    /// The legal moves, none once the game is over.
    pub fn moves(&self) -> Vec<String> {
        if self.outcome().is_some() { Vec::new() } else { self.moves_ignoring_outcome() }
    }

    /// The position after `m` (legal): all chosen stones lift, then land, capturing.
    pub fn play(&self, m: &str) -> RefPos {
        let (dir, cells) = m.split_once(':').unwrap();
        let mut next = self.clone();
        let chosen: Vec<(usize, usize)> =
            cells.split(',').map(|c| ((c.as_bytes()[0] - b'a') as usize, c[1..].parse().unwrap())).collect();
        for &(r, k) in &chosen {
            next.rows[r][k - 1] = '.';
        }
        for &(r, k) in &chosen {
            let (tr, tk) = step(self.n, r, k, dir).unwrap();
            next.rows[tr][tk - 1] = self.turn;
        }
        next.turn = if self.turn == 'W' { 'B' } else { 'W' };
        next
    }

    /// §6.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.moves().iter().map(|m| self.play(m).perft(depth - 1)).sum()
    }
}

/// Every `take`-element subset of `0..n`, in increasing order.
fn combinations(n: usize, take: usize, current: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
    if current.len() == take {
        out.push(current.clone());
        return;
    }
    let from = current.last().map_or(0, |&l| l + 1);
    for i in from..n {
        current.push(i);
        combinations(n, take, current, out);
        current.pop();
    }
}

/// The reference start position of side `n` (§1–2), the third rows left out on side 3,
/// where both sides' third row is the middle row.
pub fn start(n: usize) -> RefPos {
    let rows_n = 2 * n - 1;
    let mut rows: Vec<Vec<char>> = (0..rows_n).map(|r| vec!['.'; n + r.min(rows_n - 1 - r)]).collect();
    for depth in 0..3 {
        if n == 3 && depth == 2 {
            continue;
        }
        for k in depth + 1..=n {
            rows[depth][k - 1] = 'B';
            rows[rows_n - 1 - depth][k - 1] = 'W';
        }
    }
    RefPos { n, rows, turn: 'W' }
}

/// A simple deterministic generator for playouts (tests only).
pub struct Lcg(pub u64);

impl Lcg {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % n
    }
}

/// The positions of a random playout from the start of side `n`, start included.
pub fn playout(n: usize, seed: u64) -> Vec<RefPos> {
    let mut rng = Lcg(seed);
    let mut pos = start(n);
    let mut seen = vec![pos.clone()];
    loop {
        let moves = pos.moves();
        if moves.is_empty() {
            return seen;
        }
        pos = pos.play(&moves[rng.below(moves.len())]);
        seen.push(pos.clone());
    }
}

/// The engine's moves of the position with text `text`, as sorted strings.
fn engine_moves(text: &str) -> Vec<String> {
    let pos: Position = text.parse().unwrap();
    let mut moves: Vec<String> = pos.legal_moves().iter().map(ToString::to_string).collect();
    moves.sort();
    moves
}

fn check_against_reference(reference: &RefPos) {
    let text = reference.text();
    let mut expected = reference.moves();
    expected.sort();
    assert_eq!(engine_moves(&text), expected, "moves of {text}");
    let pos: Position = text.parse().unwrap();
    let outcome = pos.outcome().map(|o| {
        let reason = match o.reason {
            ::taacoca::WinReason::HomeRow => "home",
            ::taacoca::WinReason::NoStones => "stones",
            ::taacoca::WinReason::NoMove => "move",
            ::taacoca::WinReason::Forfeit(_) => unreachable!("a position is never forfeited"),
        };
        format!("{} {reason}", if o.winner == ::taacoca::Side::White { 'W' } else { 'B' })
    });
    assert_eq!(outcome, reference.outcome(), "outcome of {text}");
    // Children of a spread of moves: the first, the last and about a dozen between.
    let stride = (expected.len() / 12).max(1);
    let sample = expected.iter().step_by(stride).chain(expected.last());
    for m in sample {
        let mut child = pos;
        child.play(&m.parse().unwrap()).unwrap();
        assert_eq!(child.to_string(), reference.play(m).text(), "{m} in {text}");
    }
}

#[test]
fn the_reference_start_is_the_rules_start() {
    assert_eq!(start(5).text(), "BBBBB/1BBBB1/2BBB2/8/9/8/2WWW2/1WWWW1/WWWWW w");
}

#[test]
fn every_position_of_playouts_on_every_size_matches_the_reference() {
    for n in 3..=13 {
        for seed in 0..if n <= 7 { 4 } else { 1 } {
            for reference in playout(n, seed * 1000 + n as u64) {
                check_against_reference(&reference);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_playouts_on_the_standard_board_match_the_reference(seed in any::<u64>()) {
        for reference in playout(5, seed) {
            check_against_reference(&reference);
        }
    }
}
