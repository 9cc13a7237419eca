//! Taacoca on screen: White and Black stones, the home rows marked, and a move put together
//! by picking up to three stones and then a direction (`<` `>`, or a click on a target).

mod form;
mod help;
mod remember;

use super::{GameUi, Picking, Warning};
use crate::board_view::{Figure, Paint, Scale, Shape};
use crate::figures::{self, Silhouette};
use crate::keymap::{Entry, GameCmd, STONES_PICKED};
use crate::screens::status::{Status, Tone};
use crate::theme::Theme;
use ::taacoca::{Cell, Direction, Illegal, Move, Outcome, Position, Side, Taacoca, WinReason, row_len, rows};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use tactigon_games::setup::TaacocaSetup;
use tactigon_rules::hex::Tile;

/// The screen's number of a cell: cells counted row by row from `a1`.
fn index_of(size: u8, cell: Cell) -> u16 {
    let before: u16 = (0..cell.row()).map(|r| u16::from(row_len(size, r))).sum();
    before + u16::from(cell.index()) - 1
}

/// The cell with the screen's number `i`, if the board has it.
fn cell_of(size: u8, mut i: u16) -> Option<Cell> {
    for r in 0..rows(size) {
        let len = u16::from(row_len(size, r));
        if i < len {
            return Some(Cell::new(r, i as u8 + 1));
        }
        i -= len;
    }
    None
}

/// The stones picked so far, in the order picked.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stones(Vec<Cell>);

/// The move of the picked stones in `dir`, if they are as many as must move.
fn move_of(pick: &Stones, pos: &Position, dir: Direction) -> Option<Move> {
    (pick.0.len() == pos.stones_to_move()).then(|| Move::new(dir, &pick.0).ok()).flatten()
}

/// What the picked stones would do in `dir`: capture, move, or which cannot and why.
fn outlook(pick: &Stones, pos: &Position, dir: Direction, key: char) -> String {
    if let Some(why) = stuck(pick, pos, dir) {
        return format!("{key} {dir}: {why}");
    }
    let them = pos.turn().other();
    let captures =
        pick.0.iter().filter_map(|c| c.step(dir, pos.size())).filter(|&t| pos.stone(t) == Some(them)).count();
    match captures {
        0 => format!("{key} {dir}"),
        1 => format!("{key} {dir} captures 1"),
        n => format!("{key} {dir} captures {n}"),
    }
}

/// Every picked stone that cannot move in `dir`, and why, in as few words as one stone
/// takes (`i1 and i2 cannot move ne: own stones on h2 and h3 in the way`); `None` when
/// all can.
fn stuck(pick: &Stones, pos: &Position, dir: Direction) -> Option<String> {
    let why: Vec<Illegal> = pick.0.iter().filter_map(|&c| pos.why_stuck(c, dir, &pick.0)).collect();
    if let [one] = why[..] {
        return Some(one.to_string());
    }
    let (mut blocked, mut by, mut off, mut parts) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for w in why {
        match w {
            Illegal::Blocked { cell, by: b, .. } => {
                blocked.push(cell);
                by.push(b);
            }
            Illegal::OffBoard { cell, .. } => off.push(cell),
            // Picked stones are the mover's, on the board: nothing else stops them.
            other => parts.push(other.to_string()),
        }
    }
    if !blocked.is_empty() {
        let stones = if by.len() == 1 { "stone" } else { "stones" };
        parts.insert(
            0,
            format!("{} cannot move {dir}: own {stones} on {} in the way", and_list(&blocked), and_list(&by)),
        );
    }
    if !off.is_empty() {
        parts.push(format!("{} cannot move {dir}: off the board", and_list(&off)));
    }
    (!parts.is_empty()).then(|| parts.join("; "))
}

/// `a`, `a and b`, `a, b and c`.
fn and_list(cells: &[Cell]) -> String {
    let names: Vec<String> = cells.iter().map(Cell::to_string).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => names.concat(),
    }
}

/// The status after a stone was picked or put back: the stones, and what each direction does.
fn summary(pick: &Stones, pos: &Position) -> Status {
    let needed = pos.stones_to_move();
    let names: Vec<String> = pick.0.iter().map(Cell::to_string).collect();
    if pick.0.is_empty() {
        return info(format!("pick {needed} stones to move together"));
    }
    if pick.0.len() < needed {
        return info(format!("{} picked: pick {} more", names.join(", "), needed - pick.0.len()));
    }
    let [left, right] = pos.turn().forward();
    let text = format!(
        "{}: {}  |  {} (or click a target)",
        names.join(", "),
        outlook(pick, pos, left, '<'),
        outlook(pick, pos, right, '>')
    );
    info(text)
}

/// Plays the picked stones in `dir`, or says why not.
fn go(pick: &Stones, pos: &Position, dir: Direction) -> Picking<Move> {
    let needed = pos.stones_to_move();
    let Some(m) = move_of(pick, pos, dir) else {
        return Picking::Say(error(format!("pick {needed} stones first ({} picked)", pick.0.len())));
    };
    if let Some(why) = stuck(pick, pos, dir) {
        return Picking::Say(error(format!("{m}: {why}")));
    }
    match pos.check(&m) {
        Ok(()) => Picking::Play(m),
        Err(e) => Picking::Say(error(e.to_string())),
    }
}

impl GameUi for Taacoca {
    type Pick = Stones;

    const PICKED_KEYS: &'static [Entry<GameCmd>] = STONES_PICKED;

    const PUT_BACK: &'static str = "put the picked stones back";

    const MOVE_EXAMPLES: &'static str = "nw:g3,h2,i5 or se:a1,b3,c4";

    fn shape(pos: &Position) -> Shape {
        let size = pos.size();
        let mut cells = Vec::new();
        for r in 0..rows(size) {
            let len = row_len(size, r);
            // Rows are centred: a shorter row starts half a cell further in per missing cell.
            let first = usize::from(rows(size) - len);
            for k in 1..=len {
                cells.push((Tile::new(r, k), usize::from(r), first + 2 * usize::from(k - 1)));
            }
        }
        Shape::new(cells)
    }

    fn home_cell(pos: &Position, side: Side) -> u16 {
        pos.stones(side).next().map_or(0, |c| index_of(pos.size(), c))
    }

    /// Each side's home row: the row the other side's stones race to.
    fn board_paint(pos: &Position, theme: &Theme) -> Paint {
        let size = pos.size();
        let fills = [0, rows(size) - 1]
            .into_iter()
            .flat_map(|r| (1..=row_len(size, r)).map(move |k| Cell::new(r, k)))
            .map(|c| (index_of(size, c), theme.home_row()))
            .collect();
        Paint { fills, outlines: Vec::new() }
    }

    /// Stones as discs, hollow for White and solid for Black, as large as the hexagon allows.
    fn figure(pos: &Position, cell: u16, fill: Style, scale: Scale, theme: &Theme) -> Option<Figure> {
        let side = pos.stone(cell_of(pos.size(), cell)?)?.index();
        let rows = figures::rows(Silhouette::Stone, side == 0, scale, theme.ascii)
            .unwrap_or_else(|| vec![theme.stone_glyph(side).to_string()]);
        Some(Figure { rows, style: fill.patch(theme.stone(side)) })
    }

    fn side_style(side: Side, theme: &Theme) -> Style {
        theme.stone(side.index())
    }

    fn counts(pos: &Position, side: Side, theme: &Theme) -> Line<'static> {
        Line::from(vec![
            Span::raw(" "),
            Span::styled(theme.stone_glyph(side.index()).to_string(), theme.stone(side.index())),
            Span::raw(match pos.count(side) {
                1 => " 1 stone".to_string(),
                n => format!(" {n} stones"),
            }),
        ])
    }

    fn pieces(pos: &Position, side: Side) -> u32 {
        pos.count(side) as u32
    }

    fn reason(outcome: Outcome) -> String {
        match outcome.reason {
            WinReason::HomeRow => format!("{} {}", outcome.winner, outcome.reason_text()),
            // These name the loser.
            _ => outcome.reason_text(),
        }
    }

    fn pick(pick: &mut Stones, pos: &Position, cell: u16) -> Picking<Move> {
        let Some(here) = cell_of(pos.size(), cell) else { return Picking::Say(error("no such cell".into())) };
        let side = pos.turn();
        let needed = pos.stones_to_move();
        if let Some(i) = pick.0.iter().position(|&c| c == here) {
            pick.0.remove(i);
            return Picking::Say(summary(pick, pos));
        }
        if pos.stone(here) == Some(side) {
            if pick.0.len() >= needed {
                let text = format!("{needed} stones are picked: choose a direction, or put one back first");
                return Picking::Say(error(text));
            }
            pick.0.push(here);
            return Picking::Say(summary(pick, pos));
        }
        // A click on a target of a picked stone chooses that direction; a cell both
        // directions reach, with both legal, is left to the keys rather than guessed.
        let dirs: Vec<Direction> = side
            .forward()
            .into_iter()
            .filter(|&d| pick.0.iter().any(|c| c.step(d, pos.size()) == Some(here)))
            .collect();
        let legal: Vec<Direction> =
            dirs.iter().copied().filter(|&d| move_of(pick, pos, d).is_some_and(|m| pos.check(&m).is_ok())).collect();
        match legal[..] {
            [d] => return go(pick, pos, d),
            [left, right] => {
                return Picking::Say(info(format!(
                    "{here} is a target both ways: press < for {left} or > for {right}"
                )));
            }
            _ => {}
        }
        match dirs.first() {
            Some(&d) => go(pick, pos, d),
            None if pick.0.is_empty() => Picking::Say(error(format!("{here} holds no {side} stone: pick your stones"))),
            None => Picking::Say(error(format!("{here} is not where a picked stone goes"))),
        }
    }

    fn choose(pick: &mut Stones, pos: &Position, which: usize) -> Picking<Move> {
        go(pick, pos, pos.turn().forward()[which.min(1)])
    }

    fn picking(pick: &Stones) -> bool {
        !pick.0.is_empty()
    }

    /// Where the picked stones go in each forward direction that is open to all of them (and,
    /// once all are picked, where the move is legal): `<` and `>` each in its own colour, a
    /// capture in the capture colour. Then the picked stones themselves, on top, outlined as
    /// errors when one of the directions is closed to them.
    fn paint_pick(pick: &Stones, pos: &Position, theme: &Theme, paint: &mut Paint) {
        let size = pos.size();
        let them = pos.turn().other();
        let colours = [theme.destination(), theme.second_destination()];
        for (d, colour) in pos.turn().forward().into_iter().zip(colours) {
            let complete = move_of(pick, pos, d);
            if stuck(pick, pos, d).is_some() || complete.is_some_and(|m| pos.check(&m).is_err()) {
                continue;
            }
            for t in pick.0.iter().filter_map(|c| c.step(d, size)) {
                let style = if pos.stone(t) == Some(them) { theme.capture() } else { colour };
                paint.fills.push((index_of(size, t), style));
            }
        }
        for &c in &pick.0 {
            paint.fills.push((index_of(size, c), theme.picked()));
            if pos.turn().forward().into_iter().any(|d| pos.why_stuck(c, d, &pick.0).is_some()) {
                paint.outlines.push((index_of(size, c), theme.error()));
            }
        }
    }

    fn legend(theme: &Theme) -> Vec<Line<'static>> {
        vec![
            Line::from(vec![
                Span::styled(" < target ", theme.destination()),
                Span::raw(" "),
                Span::styled(" > target ", theme.second_destination()),
            ]),
            Line::from(vec![
                Span::styled(" capture ", theme.capture()),
                Span::raw(" "),
                Span::styled(" picked ", theme.picked()),
            ]),
        ]
    }

    fn move_cells(pos: &Position, m: Move) -> Vec<u16> {
        let size = pos.size();
        let from = m.cells().iter().map(|&c| index_of(size, c));
        let to = m.cells().iter().filter_map(|c| c.step(m.direction(), size)).map(|c| index_of(size, c));
        from.chain(to).collect()
    }

    fn describe(before: &Position, m: Move) -> Status {
        let side = before.turn();
        let them = side.other();
        let captured = m
            .cells()
            .iter()
            .filter_map(|c| c.step(m.direction(), before.size()))
            .filter(|&t| before.stone(t) == Some(them))
            .count();
        match captured {
            0 => info(format!("{side} played {m}")),
            1 => Status { text: format!("{m}: {side} captures a {them} stone"), tone: Tone::News },
            n => Status { text: format!("{m}: {side} captures {n} {them} stones"), tone: Tone::News },
        }
    }

    fn setup_rows(s: &TaacocaSetup, screen: (u16, u16)) -> Vec<(&'static str, String)> {
        form::rows(s, screen)
    }

    fn adjust_setup(s: &mut TaacocaSetup, _row: usize, delta: i32, screen: (u16, u16)) {
        form::adjust(s, delta, screen);
    }

    /// A start position is given on the command line only, as Tactigon's.
    fn form_setup(s: &TaacocaSetup) -> TaacocaSetup {
        TaacocaSetup { position: None, ..s.clone() }
    }

    /// The opponent's stones that would reach their goal row if it were the opponent's turn.
    fn warnings(pos: &Position) -> Vec<Warning> {
        let them = pos.turn().other();
        let theirs = pos.with_turn(them);
        let mut runners: Vec<Cell> = Vec::new();
        for m in theirs.legal_moves() {
            let goal = them.goal_row(pos.size());
            for c in m.cells() {
                if c.step(m.direction(), pos.size()).is_some_and(|t| t.row() == goal) && !runners.contains(c) {
                    runners.push(*c);
                }
            }
        }
        if runners.is_empty() {
            return Vec::new();
        }
        runners.sort();
        let names: Vec<String> = runners.iter().map(Cell::to_string).collect();
        let text = format!("{them} reaches its goal row next move (from {}): stop it or win first", names.join(", "));
        vec![Warning { text, cells: runners.iter().map(|&c| index_of(pos.size(), c)).collect() }]
    }

    fn rules_in_play(pos: &Position) -> String {
        format!("side {} board", pos.size())
    }

    fn rules(theme: &Theme) -> Vec<Line<'static>> {
        help::rules(theme)
    }
}

fn info(text: String) -> Status {
    Status { text, tone: Tone::Info }
}

fn error(text: String) -> Status {
    Status { text, tone: Tone::Error }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn screen_numbers_and_cells_agree_on_every_size() {
        for size in 3..=13 {
            let n = 3 * u16::from(size) * u16::from(size - 1) + 1;
            for i in 0..n {
                let c = cell_of(size, i).expect("on the board");
                assert_eq!(index_of(size, c), i);
            }
            assert_eq!(cell_of(size, n), None);
        }
        // Hand-counted on the standard board: a has 5 cells, b 6, c 7, d 8, so e1 is 26th.
        assert_eq!(index_of(5, Cell::new(4, 1)), 26);
    }
}
