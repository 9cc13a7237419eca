//! The cursor on the board: six directions, and up/down never leaving the hexagon's
//! neighbours. Expected tiles are worked out by hand from the standard board (RULES.md §1):
//! rows a..g, doubled columns, d1 at column 0, c1 and e1 at column 1, b1 and f1 at column 2,
//! a1 at column 9 (between b4 at 8 and b5 at 10).

use crate::tui_support;

use crossterm::event::KeyCode::{self, Char, Down, Left, Right, Up};
use tactigon_games::setup::Player;
use tactigon_rules::Board;
use tui_support::*;

fn cursor_name(app: &tactigon_tui::app::App) -> String {
    let s = app.session().unwrap();
    s.position().board().tile(s.cursor().tile as u8).to_string()
}

/// A human game with the cursor put on `tile` by a click on it.
fn game_at(tile: &str) -> (tactigon_tui::app::App, std::time::Instant) {
    let (mut app, now) = app();
    app.start_game(setup(Player::Human, Player::Human), false).unwrap();
    // A click on an empty tile only moves the cursor there.
    let t = render(&mut app, 130, 32);
    let (x, y) = tile_cell(t.backend().buffer(), tile);
    click(&mut app, now, x + 2, y);
    assert_eq!(cursor_name(&app), tile);
    (app, now)
}

#[test]
fn six_keys_step_to_the_six_neighbours() {
    // d5 is at (row 3, column 8); its neighbours are c4 (2,7), c5 (2,9), d4, d6, e4 (4,7), e5 (4,9).
    for (code, expected) in [
        (Char('w'), "c4"),
        (Char('e'), "c5"),
        (Char('a'), "d4"),
        (Char('d'), "d6"),
        (Char('z'), "e4"),
        (Char('x'), "e5"),
        (Left, "d4"),
        (Right, "d6"),
    ] {
        let (mut app, now) = game_at("d5");
        key(&mut app, now, code);
        assert_eq!(cursor_name(&app), expected, "{code:?} from d5");
    }
}

#[test]
fn up_from_b2_stays_instead_of_jumping_to_a1() {
    // b2 is at column 4; row a has only columns 9 and 11, so b2 has no upper neighbour.
    let (mut app, now) = game_at("b2");
    key(&mut app, now, Up);
    assert_eq!(cursor_name(&app), "b2");
    // b4 (column 8) has one: a1 (column 9), reached by Up as well as by e.
    keys(&mut app, now, &[Right, Right]);
    assert_eq!(cursor_name(&app), "b4");
    key(&mut app, now, Up);
    assert_eq!(cursor_name(&app), "a1");
    // From a1 down-left is b4 and down-right b5.
    key(&mut app, now, Char('x'));
    assert_eq!(cursor_name(&app), "b5");
}

#[test]
fn up_and_down_only_ever_reach_a_neighbour() {
    let board = Board::standard();
    let grid = board.grid();
    for i in 0..grid.len() as u8 {
        let name = board.tile(i).to_string();
        for code in [Up, Down, Char('k'), Char('j')] {
            let (mut app, now) = game_at(&name);
            key(&mut app, now, code);
            let to = app.session().unwrap().cursor().tile as u8;
            assert!(to == i || grid.distance(i, to) == 1, "{code:?} from {name} went to {}", board.tile(to));
            let (r, _) = grid.coord(i);
            let (tr, _) = grid.coord(to);
            let up = matches!(code, KeyCode::Up | KeyCode::Char('k'));
            assert!(
                to == i || if up { tr + 1 == r } else { tr == r + 1 },
                "{code:?} from {name} changed row the wrong way"
            );
        }
    }
}

/// Issue 9: the move list answers the mouse: a click on a move shows the position after it,
/// in the game (read-only) and in the replay viewer.
mod move_list_clicks {
    use crate::tui_support::*;
    use crossterm::event::KeyCode::{Char, Enter};
    use tactigon_tui::screens::move_list::move_spots;

    /// A move in the move list: the topmost place it is written (the status line is below).
    fn in_list(terminal: &ratatui::Terminal<ratatui::backend::TestBackend>, text: &str) -> (u16, u16) {
        let found = find_words(terminal.backend().buffer(), text);
        found.into_iter().min_by_key(|&(_, y)| y).expect("on screen")
    }

    #[test]
    fn a_list_line_knows_where_its_moves_are() {
        assert_eq!(move_spots("  1. b1-b2 b9-b8", 0), [(5, 5, 1), (11, 5, 2)]);
        assert_eq!(move_spots(" 12. … c9xc8", 22), [(7, 5, 23)]);
        assert_eq!(move_spots("  3. pass", 4), [(5, 4, 5)]);
    }

    #[test]
    fn clicking_a_move_in_the_game_and_in_the_replay_shows_that_position() {
        let (mut app, now, _dir) = app_with_data();
        app.start_game(setup(tactigon_games::setup::Player::Human, tactigon_games::setup::Player::Human), false)
            .unwrap();
        for m in [":b1-b2", ":b9-b8", ":b2-b1"] {
            type_text(&mut app, now, m);
            key(&mut app, now, Enter);
        }
        let terminal = render(&mut app, 120, 40);
        let (x, y) = in_list(&terminal, "b9-b8");
        click(&mut app, now, x + 1, y);
        assert_eq!(app.session().unwrap().view(), Some(2), "the position after Green's b9-b8");
        let terminal = render(&mut app, 120, 40);
        let (x, y) = in_list(&terminal, "b2-b1");
        click(&mut app, now, x, y);
        assert_eq!(app.session().unwrap().view(), None, "the last move is the game itself");

        key(&mut app, now, Char('s'));
        key(&mut app, now, Enter);
        keys(&mut app, now, &[Char('q'), Char('m')]);
        key(&mut app, now, Char('l'));
        key(&mut app, now, Char('v'));
        assert_eq!(app.replay().unwrap().ply, 0);
        let terminal = render(&mut app, 120, 40);
        let (x, y) = in_list(&terminal, "b9-b8");
        click(&mut app, now, x + 4, y);
        assert_eq!(app.replay().unwrap().ply, 2);
    }
}
