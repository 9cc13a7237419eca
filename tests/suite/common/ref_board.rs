//! The reference's boards: tiles in naming order with their doubled coordinates, read from the
//! board text.

use super::builtin_text;
use std::collections::HashMap;

/// A board as the reference sees it: tiles in naming order with their doubled coordinates.
#[derive(Debug)]
pub struct RefBoard {
    /// `(row, doubled column)` of each tile, row by row, left to right.
    pub coords: Vec<(usize, usize)>,
    /// Tile names (`b5`), same order.
    pub names: Vec<String>,
    /// Whether each tile is gold.
    pub gold: Vec<bool>,
    /// The start position's piece letter on each tile.
    pub start: Vec<Option<char>>,
    /// How many tiles each row has.
    pub row_lens: Vec<usize>,
    /// The tiles next to each tile.
    pub neighbours: Vec<Vec<usize>>,
    by_coord: HashMap<(usize, usize), usize>,
    by_name: HashMap<String, usize>,
}

impl RefBoard {
    /// Reads the board text format: every non-space character of a diagram line is a tile
    /// at its character column; `*` is gold; `gold:` names more gold tiles.
    pub fn parse(text: &str) -> RefBoard {
        let mut rows: Vec<Vec<(usize, char)>> = Vec::new();
        let mut extra_gold = Vec::new();
        for line in text.lines() {
            let t = line.trim();
            if t.is_empty() || t.starts_with('#') {
                continue;
            }
            if let Some(rest) = t.strip_prefix("gold:") {
                extra_gold.extend(rest.split_whitespace().map(str::to_string));
                continue;
            }
            if t.contains(':') {
                continue;
            }
            rows.push(line.chars().enumerate().filter(|(_, ch)| *ch != ' ').collect());
        }
        let mut b = RefBoard {
            coords: Vec::new(),
            names: Vec::new(),
            gold: Vec::new(),
            start: Vec::new(),
            row_lens: Vec::new(),
            neighbours: Vec::new(),
            by_coord: HashMap::new(),
            by_name: HashMap::new(),
        };
        for (r, row) in rows.iter().enumerate() {
            b.row_lens.push(row.len());
            for (k, &(c, ch)) in row.iter().enumerate() {
                let name = format!("{}{}", (b'a' + r as u8) as char, k + 1);
                b.by_coord.insert((r, c), b.coords.len());
                b.by_name.insert(name.clone(), b.coords.len());
                b.coords.push((r, c));
                b.names.push(name);
                b.gold.push(ch == '*');
                b.start.push(if ch == '.' || ch == '*' { None } else { Some(ch) });
            }
        }
        for g in extra_gold {
            let i = b.by_name[&g];
            b.gold[i] = true;
        }
        for &(r, c) in &b.coords {
            // RULES.md §1: neighbours are (r, c±2) and (r±1, c±1).
            let cand = [(r as i64, c as i64 - 2), (r as i64, c as i64 + 2)].into_iter().chain(
                [-1i64, 1].into_iter().flat_map(|dr| [(r as i64 + dr, c as i64 - 1), (r as i64 + dr, c as i64 + 1)]),
            );
            let ns = cand
                .filter(|&(rr, cc)| rr >= 0 && cc >= 0)
                .filter_map(|(rr, cc)| b.by_coord.get(&(rr as usize, cc as usize)).copied())
                .collect();
            b.neighbours.push(ns);
        }
        b
    }

    /// The tile index with a name, if any.
    pub fn index(&self, name: &str) -> Option<usize> {
        self.by_name.get(name).copied()
    }

    /// Number of tiles.
    pub fn len(&self) -> usize {
        self.coords.len()
    }
}

/// The reference board for a built-in board name, parsed once per call site.
pub fn ref_board(name: &str) -> RefBoard {
    RefBoard::parse(builtin_text(name))
}
