//! The puzzle list: one game's puzzles of one depth (win in 1, 3 or 5 plies) easiest first,
//! each marked when solved, with the player's progress and streak.

use crate::keymap::{self, HELP_HINT, PUZZLES, PuzzlesCmd};
use crate::layout::{centered, hint_line};
use crate::puzzles::PuzzleBook;
use crate::screens::form::cycle;
use crate::screens::status::capital;
use crate::theme::Theme;
use crossterm::event::KeyCode;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Clear, Paragraph};
use tactigon_games::games::GameKind;
use tactigon_games::puzzles::PuzzleGame;
use tactigon_games::with_game;

/// The depths offered, in plies.
pub const DEPTHS: [u32; 3] = [1, 3, 5];

/// The puzzle list's state: the depth shown and the selected row.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PuzzlesScreen {
    /// Which of [`DEPTHS`] is shown.
    pub tab: usize,
    /// The selected row of that depth's puzzles.
    pub row: usize,
}

/// What the puzzle list asks of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzlesNav {
    /// Nothing beyond redrawing.
    Stay,
    /// Back to the main menu.
    Back,
    /// Solve the book's puzzle of this index.
    Open(usize),
    /// Show the puzzles of this game.
    Game(GameKind),
}

impl PuzzlesScreen {
    /// The list showing puzzle `index` of `book`.
    pub fn at(book: &PuzzleBook, index: usize) -> PuzzlesScreen {
        let tab = DEPTHS.iter().position(|&d| d == book.depth(index)).unwrap_or(0);
        let row = book.of_depth(DEPTHS[tab]).iter().position(|&i| i == index).unwrap_or(0);
        PuzzlesScreen { tab, row }
    }

    /// Handles a key.
    pub fn key(&mut self, code: KeyCode, book: &PuzzleBook) -> PuzzlesNav {
        let shown = book.of_depth(DEPTHS[self.tab]);
        let n = shown.len();
        match keymap::command(PUZZLES, code) {
            Some(PuzzlesCmd::Prev) if n > 0 => self.row = (self.row + n - 1) % n,
            Some(PuzzlesCmd::Next) if n > 0 => self.row = (self.row + 1) % n,
            Some(PuzzlesCmd::First) => self.row = 0,
            Some(PuzzlesCmd::Last) => self.row = n.saturating_sub(1),
            Some(PuzzlesCmd::Shorter) => self.switch(self.tab + DEPTHS.len() - 1),
            Some(PuzzlesCmd::Longer) => self.switch(self.tab + 1),
            Some(PuzzlesCmd::Unsolved) => {
                self.row = shown.iter().position(|&i| !book.is_solved(i)).unwrap_or(self.row);
            }
            Some(PuzzlesCmd::Open) => return shown.get(self.row).map_or(PuzzlesNav::Stay, |&i| PuzzlesNav::Open(i)),
            Some(PuzzlesCmd::Back) => return PuzzlesNav::Back,
            Some(PuzzlesCmd::Game) => return PuzzlesNav::Game(cycle(&GameKind::ALL, book.game, 1)),
            _ => {}
        }
        PuzzlesNav::Stay
    }

    fn switch(&mut self, tab: usize) {
        self.tab = tab % DEPTHS.len();
        self.row = 0;
    }

    /// A click on row `index`: the first click selects, the second opens.
    pub fn click(&mut self, index: Option<usize>, book: &PuzzleBook) -> PuzzlesNav {
        let shown = book.of_depth(DEPTHS[self.tab]);
        match index.filter(|&i| i < shown.len()) {
            Some(i) if i == self.row => PuzzlesNav::Open(shown[i]),
            Some(i) => {
                self.row = i;
                PuzzlesNav::Stay
            }
            None => PuzzlesNav::Stay,
        }
    }

    /// Draws the list; returns the clickable rows.
    pub fn render(&self, frame: &mut Frame, book: &PuzzleBook, theme: &Theme) -> Vec<(Rect, usize)> {
        let full = frame.area();
        let area = centered(full, full.width.min(72), full.height.saturating_sub(1));
        frame.render_widget(Clear, area);
        let title = format!(" Puzzles: {} ", book.game.name());
        let block = Block::bordered().border_type(BorderType::Rounded).title(Span::styled(title, theme.title()));
        let inner = block.inner(area);
        frame.render_widget(block, area);
        let p = &book.progress;
        let solved = (0..book.len()).filter(|&i| book.is_solved(i)).count();
        let mut tabs = Vec::new();
        for (t, &d) in DEPTHS.iter().enumerate() {
            let of = book.of_depth(d);
            let done = of.iter().filter(|&&i| book.is_solved(i)).count();
            let style = if t == self.tab { theme.selected() } else { theme.dim() };
            tabs.push(Span::styled(format!(" {} ({done}/{}) ", crate::puzzles::win_in(d), of.len()), style));
            tabs.push(Span::raw(" "));
        }
        let mut lines = vec![
            Line::raw(format!("Solved {solved} of {}  ·  streak {} (best {})", book.len(), p.streak, p.best_streak)),
            Line::from(tabs),
            Line::styled("The side to move forces a win; exactly one first move does it.", theme.dim()),
            Line::styled(
                format!("    {:<7} {:<6} {:<7} {:<31} Win by", "Puzzle", "Level", "To move", "Board and rules"),
                theme.dim(),
            ),
        ];
        let shown = book.of_depth(DEPTHS[self.tab]);
        let room = usize::from(inner.height).saturating_sub(lines.len());
        let start = self.row.saturating_sub(room.saturating_sub(1));
        let mut hits = Vec::new();
        for (row, &i) in shown.iter().enumerate().skip(start).take(room) {
            let sel = row == self.row;
            let marker = if sel { if theme.ascii { "> " } else { "▸ " } } else { "  " };
            // Lichess marks a puzzle solved or failed; a failed one stays failed until solved
            // cleanly.
            let mark = match (book.is_solved(i), book.is_failed(i), theme.ascii) {
                (true, _, true) => "x",
                (true, _, false) => "√",
                (false, true, true) => "-",
                (false, true, false) => "✗",
                (false, false, _) => " ",
            };
            let text = format!("{marker}{mark} {}", with_game!(book.game, G => columns::<G>(book, i)));
            let style = if sel { theme.selected() } else { ratatui::style::Style::new() };
            hits.push((Rect::new(inner.x, inner.y + lines.len() as u16, inner.width, 1), row));
            lines.push(Line::styled(text, style));
        }
        frame.render_widget(Paragraph::new(lines), inner);
        hint_line(frame, &keymap::hints(PUZZLES, &[HELP_HINT]), theme);
        hits
    }
}

/// Puzzle `i` of game `G` as a row of the list, after its marks.
fn columns<G: PuzzleGame>(book: &PuzzleBook, i: usize) -> String {
    let puzzle = &book.of::<G>()[i];
    let to_move = G::side_name(G::side_to_move(&puzzle.position));
    format!(
        "{:<7} {:<6} {:<7} {:<31} {}",
        puzzle.id,
        puzzle.difficulty().to_string(),
        capital(to_move),
        G::setting(&puzzle.position),
        puzzle.goal(),
    )
}
