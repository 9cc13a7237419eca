//! Taacoca's rules in brief for the help screen, and how a move is put together.

use crate::screens::help::{heading, keys, plain};
use crate::theme::Theme;
use ratatui::text::{Line, Span};

/// The rules in brief: the board, moving, capturing, winning, the keys of a move, the colours.
pub fn rules(theme: &Theme) -> Vec<Line<'static>> {
    let (w, b) = (theme.stone_glyph(0), theme.stone_glyph(1));
    vec![
        heading("TAACOCA", theme),
        plain(&format!("White {w} starts at the bottom and moves first; Black {b} starts at the top.")),
        plain("Cells are named like Tactigon's tiles: row letter from the top, number from the left."),
        plain("Each turn you move exactly three of your stones (all of them when fewer are left)"),
        plain("one cell forward, all in the same direction: White up-left (nw) or up-right (ne),"),
        plain("Black down-left (sw) or down-right (se). The stones need not be neighbours."),
        plain("A target cell may not hold your own stone, unless that stone moves too (they move"),
        plain("together). Landing on an enemy stone captures it. There is no passing."),
        plain(""),
        heading("WINNING (no draws)", theme),
        plain("• A stone of yours reaches the far home row: row a for White, the bottom row for Black."),
        plain("• The opponent has no stones left, or has no legal move on its turn."),
        plain(""),
        heading("MAKING A MOVE", theme),
        keys("Enter / Space", "pick the stone under the cursor (again: put it back), up to three", theme),
        keys("mouse click", "pick stones, then click a target of one of them", theme),
        keys("< >", "move the picked stones forward-left / forward-right", theme),
        keys("Esc", "put the picked stones back", theme),
        keys(":", "type a move: the direction, a colon and the cells (nw:g3,h2,i5)", theme),
        plain("The status line says beforehand what each direction does, and why not if not."),
        plain(""),
        heading("COLOURS", theme),
        Line::from(vec![
            Span::raw("  "),
            Span::styled(" target ", theme.destination()),
            Span::raw(" "),
            Span::styled(" capture ", theme.capture()),
            Span::raw(" "),
            Span::styled(" home row ", theme.home_row()),
        ]),
    ]
}
