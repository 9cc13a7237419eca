//! Nothing a player must read is cut off: long messages wrap onto more rows at 80x24 and
//! 120x40, and the help scrolls to its very end.

use crate::tui_support;

use crossterm::event::KeyCode::{Char, End, Enter, Esc, Home};
use ratatui::buffer::Buffer;
use tactigon_games::setup::Player;
use tactigon_rules::record::parse_records;
use tactigon_tui::Start;
use tactigon_tui::app::App;
use tui_support::*;

const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];

/// A finished game: Red's circle on d10 takes the Green pentagon that stepped next to it.
const FINISHED: &str = "[Event \"test\"]\n[Date \"2026-01-01\"]\n[Red \"greedy\"]\n[Green \"human\"]\n\
    [Start \"2/9/10/P8Cp/10/9/2 r\"]\n\n1. d1-d2 d11-c10 2. d10xc10 1-0\n";

fn rows(buf: &Buffer) -> Vec<Vec<String>> {
    (0..buf.area.height).map(|y| (0..buf.area.width).map(|x| buf[(x, y)].symbol().to_string()).collect()).collect()
}

/// How many of `words` row `row` shows one after another from column `x`, spaces between
/// them.
fn words_at(row: &[String], x: usize, words: &[&str]) -> usize {
    let mut at = x;
    let mut n = 0;
    for w in words {
        let cells: Vec<String> = w.chars().map(String::from).collect();
        if at + cells.len() > row.len() || row[at..at + cells.len()] != cells[..] {
            break;
        }
        n += 1;
        at += cells.len();
        if at < row.len() && row[at] != " " {
            break;
        }
        while at < row.len() && row[at] == " " {
            at += 1;
        }
    }
    n
}

/// Whether the screen shows all of `text`: its words in order, on one row or going on at the
/// start of a word on the rows below (wrapped, possibly centred), none left out.
fn shows(buf: &Buffer, text: &str) -> bool {
    let words: Vec<&str> = text.split_whitespace().collect();
    let rows = rows(buf);
    (0..rows.len()).any(|y| {
        (0..rows[y].len()).any(|x| {
            let mut done = words_at(&rows[y], x, &words);
            if done == 0 || (x > 0 && rows[y][x - 1] != " " && !is_edge(&rows[y][x - 1])) {
                return false;
            }
            let mut next = y + 1;
            while done < words.len() && next < rows.len() {
                let rest = &words[done..];
                let best = (0..rows[next].len())
                    .filter(|&cx| cx == 0 || rows[next][cx - 1] == " " || is_edge(&rows[next][cx - 1]))
                    .map(|cx| words_at(&rows[next], cx, rest))
                    .max()
                    .unwrap_or(0);
                if best == 0 {
                    return false;
                }
                done += best;
                next += 1;
            }
            done == words.len()
        })
    })
}

/// Whether the screen shows `word` whole, or broken where a panel's row ends and going on at
/// the same column of the next row (a word longer than the panel is wide).
fn shows_word(buf: &Buffer, word: &str) -> bool {
    let rows = rows(buf);
    let chars: Vec<String> = word.chars().map(String::from).collect();
    (0..rows.len()).any(|y| {
        (0..rows[y].len()).any(|x| {
            let (mut done, mut row) = (0, y);
            while done < chars.len() && row < rows.len() {
                let run = rows[row][x..].iter().zip(&chars[done..]).take_while(|(a, b)| a == b).count();
                if run == 0 {
                    return false;
                }
                done += run;
                let end = x + run;
                if done < chars.len() && end < rows[row].len() && !is_edge(&rows[row][end]) {
                    return false;
                }
                row += 1;
            }
            done == chars.len()
        })
    })
}

/// A panel or dialog border just left of a line's first word.
fn is_edge(s: &str) -> bool {
    matches!(s, "│" | "║" | "|")
}

fn assert_shows(app: &mut App, text: &str, what: &str) {
    for (w, h) in SIZES {
        let t = render(app, w, h);
        let buf = t.backend().buffer();
        let screen: Vec<String> = (0..h).map(|y| row_text(buf, y)).collect();
        assert!(shows(buf, text), "{what} at {w}x{h}: {text:?} not in full on\n{}", screen.join("\n"));
    }
}

#[test]
fn a_refused_typed_move_is_shown_in_full() {
    let (mut app, now) = app();
    app.start_game(setup(Player::Human, Player::Human), false).unwrap();
    // The triangle on c3 cannot reach c9 in three steps.
    type_text(&mut app, now, ":c3-c9");
    key(&mut app, now, Enter);
    let text = app.session().unwrap().status().text.clone();
    assert!(text.len() > 60, "a long message: {text}");
    assert_shows(&mut app, &text, "typed move error");
}

#[test]
fn the_save_prompt_note_is_shown_in_full() {
    let (mut app, now, dir) = app_with_data();
    app.start_game(setup(Player::Human, Player::Human), false).unwrap();
    key(&mut app, now, Char('s'));
    let folder = dir.0.join("saves").display().to_string();
    assert_shows(&mut app, &format!("(into {folder}; Enter saves, Esc cancels)"), "save prompt");
}

#[test]
fn the_result_is_shown_in_full_in_the_panel_and_the_dialog() {
    let (mut app, now) = app();
    let mut st = setup(Player::Human, Player::Human);
    st.position = Some("2/9/10/P8Cp/10/9/2 r".into());
    app.start_game(st, false).unwrap();
    type_text(&mut app, now, ":d10xd11");
    key(&mut app, now, Enter);
    assert_shows(&mut app, "Red captured the pentagon", "game-over dialog");
    assert_shows(&mut app, "[ Rematch, swap sides ]", "game-over button");
    key(&mut app, now, Esc);
    // In the panel, not only in the status line: the bottom rows are blanked first.
    for (w, h) in SIZES {
        let t = render(&mut app, w, h);
        let mut buf = t.backend().buffer().clone();
        for y in h - 2..h {
            for x in 0..w {
                buf[(x, y)].set_symbol(" ");
            }
        }
        assert!(shows(&buf, "Red wins: captured the pentagon"), "game panel at {w}x{h}");
    }
}

#[test]
fn the_game_over_dialog_leaves_the_move_list_in_view() {
    let (mut app, now) = app();
    let mut st = setup(Player::Human, Player::Human);
    st.position = Some("2/9/10/P8Cp/10/9/2 r".into());
    app.start_game(st, false).unwrap();
    type_text(&mut app, now, ":d1-d2");
    key(&mut app, now, Enter);
    type_text(&mut app, now, ":d11-c10");
    key(&mut app, now, Enter);
    type_text(&mut app, now, ":d10xc10");
    key(&mut app, now, Enter);
    for (w, h) in [(80, 24), (100, 30), (120, 40), (200, 50)] {
        let t = render(&mut app, w, h);
        let buf = t.backend().buffer();
        assert!(shows(buf, "Game over"), "{w}x{h}: the dialog is open");
        // The side panel's move list, or the compact panel's last line under the board.
        assert!(shows(buf, "2. d10xc10"), "{w}x{h}: the last move in the list");
    }
}

#[test]
fn the_replay_viewer_shows_its_title_progress_and_status_in_full() {
    let (mut app, now) = app();
    let record = parse_records(FINISHED).unwrap().remove(0);
    // It used to be cut from the panel's title.
    let name = "2026-01-01-greedy-vs-me.tgn";
    app.launch(Start::Replay(record.into(), name.into())).unwrap();
    key(&mut app, now, End);
    for (w, h) in SIZES {
        let t = render(&mut app, w, h);
        assert!(shows_word(t.backend().buffer(), name), "the replayed file's name at {w}x{h}");
    }
    assert_shows(&mut app, "Turn 3 of 3 · 1-0 (pentagon captured)", "replay progress");
    let status = app.replay().unwrap().status.text.clone();
    assert_shows(&mut app, &status, "replay status");
}

#[test]
fn the_load_list_shows_a_broken_files_error_in_full() {
    let (mut app, now, dir) = app_with_data();
    let saves = dir.0.join("saves");
    std::fs::create_dir_all(&saves).unwrap();
    std::fs::write(saves.join("broken.tgn"), "[Red \"human\"]\n\n1. b1-b2 b9=b8 *\n").unwrap();
    key(&mut app, now, Char('l'));
    let entry = &app.load().unwrap().entries[0];
    let error = entry.record.as_ref().unwrap_err().to_string();
    assert_shows(&mut app, &format!("cannot open: {error}"), "load list");
    // Enter on it says where the file is, in full as well.
    key(&mut app, now, Enter);
    let note = app.load().unwrap().note.clone().unwrap();
    assert!(note.contains(&saves.join("broken.tgn").display().to_string()), "{note}");
    assert_shows(&mut app, &note, "load note");
}

#[test]
fn a_long_note_on_the_new_game_screen_is_shown_in_full() {
    let (mut app, now) = app();
    key(&mut app, now, Char('n'));
    let long = "the board file /home/someone/boards/my-own-board.txt: line 3, column 7: a row must \
        have between 1 and 26 tiles";
    let tactigon_tui::screens::Screen::Setup(form) = &mut app.screen else { panic!("the new-game screen") };
    form.error = Some(long.into());
    assert_shows(&mut app, long, "new-game note");
}

#[test]
fn home_and_end_go_to_the_top_and_the_bottom_of_the_help() {
    let first = "Two armies, Red (left) and Green (right), on a board of hexagonal tiles.";
    for (w, h) in [(100, 30), (80, 24), (120, 40)] {
        let (mut app, now) = app();
        key(&mut app, now, Char('?'));
        render(&mut app, w, h);
        key(&mut app, now, End);
        let t = render(&mut app, w, h);
        let buf = t.backend().buffer();
        // The legend of the board's outlines is the help's last line; at the end it sits on
        // the last row inside the frame, just above the bottom border and the key bar.
        let legend = row_text(buf, h - 3);
        assert!(legend.contains("bot move / hint"), "{w}x{h}: {legend:?}");
        assert!(!shows(buf, first), "{w}x{h}: scrolled away from the top");
        key(&mut app, now, Home);
        let t = render(&mut app, w, h);
        assert!(shows(t.backend().buffer(), first), "{w}x{h}: back at the top");
    }
}

#[test]
fn every_mistake_of_a_settings_file_is_on_the_menu_in_the_files_order() {
    let dir = TempDir::new();
    let path = dir.0.join("settings.toml");
    let text = "think_ms = \"fast\"\nwatch_delay_ms = 500\ntheme = \"purple\"\nascii = false\n\
        key_hints = true\n\nbell = \"x\"\n\n[setup]\nred = \"expert:9\"\n";
    std::fs::write(&path, text).unwrap();
    let (_, error) = tactigon_tui::settings::Settings::load(&path);
    let error = error.expect("four mistakes");
    // A game left unfinished: the menu offers Continue too, its longest.
    let (mut app, now, _data) = app_with_data();
    app.start_game(setup(Player::Human, Player::Human), false).unwrap();
    type_text(&mut app, now, ":b1-b2");
    key(&mut app, now, Enter);
    type_text(&mut app, now, "qy");
    assert!(app.menu_items().len() >= 11, "{:?}", app.menu_items());
    app.use_settings_file(Some(path), Some(error));
    let notice = app.notice.clone().unwrap();
    let lines: Vec<usize> =
        ["line 1:", "line 3:", "line 7:", "line 10:"].iter().filter_map(|l| notice.find(l)).collect();
    assert_eq!(lines.len(), 4, "every mistake with its line: {notice}");
    assert!(lines.windows(2).all(|w| w[0] < w[1]), "in the file's order: {notice}");
    assert_shows(&mut app, &notice, "the settings file's mistakes on the menu");
}

/// Issue 24: at 30 columns the too-small notice's last line wrapped into a box of three
/// lines and its end was cut (it says "q leaves" since issue 20: Ctrl-C does not quit over SSH).
#[test]
fn the_too_small_notice_is_whole_at_30_columns() {
    let (mut app, _) = app();
    app.start_game(setup(Player::Human, Player::Human), false).unwrap();
    for width in [20, 30, 40] {
        let t = render(&mut app, width, 12);
        let rows: Vec<String> = (0..12).map(|y| row_text(t.backend().buffer(), y).trim().to_string()).collect();
        let shown = rows.iter().filter(|r| !r.is_empty()).cloned().collect::<Vec<_>>().join(" ");
        assert!(shown.contains("Terminal too small"), "{width}: {shown}");
        assert!(shown.contains("enlarge the window, or q leaves"), "{width}: {shown}");
    }
}
