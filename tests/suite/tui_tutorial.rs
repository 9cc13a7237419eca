//! "Learn to play" in the terminal game: opened from the main menu, a lesson done with keys,
//! a wrong move explained and set back, progress saved (or kept for the session only).

use crate::tui_support::{app, app_with_data, key, keys, render, row_text, type_text};
use crossterm::event::KeyCode::{Char, Down, Enter, Esc};
use tactigon_games::tutorial::Progress;
use tactigon_rules::Tactigon;
use tactigon_tui::effect::Effect;
use tactigon_tui::screens::ScreenKind;

fn screen_text(term: &ratatui::Terminal<ratatui::backend::TestBackend>) -> String {
    let buf = term.backend().buffer();
    (0..buf.area.height).map(|y| row_text(buf, y)).collect::<Vec<_>>().join("\n")
}

/// The main menu's "Learn to play" is the entry after "New game" and "Taacoca" (no game to
/// continue).
fn open_lessons(app: &mut tactigon_tui::app::App, now: std::time::Instant) {
    let labels: Vec<&str> = app.menu_items().iter().map(|i| i.label()).collect();
    assert_eq!(labels[..3], ["New game", "Taacoca", "Learn to play"]);
    keys(app, now, &[Down, Down, Enter]);
    assert_eq!(app.kind(), ScreenKind::Tutorial);
}

#[test]
fn lesson_one_is_done_with_keys_and_saved() {
    let (mut app, now, dir) = app_with_data();
    let path = Progress::path_in(&dir.0);
    app.use_tutorial_file(Some(path.clone()), Progress::load(&path));
    open_lessons(&mut app, now);
    let term = render(&mut app, 80, 24);
    assert!(screen_text(&term).contains("0 of 16 lessons done"));
    key(&mut app, now, Enter);
    let term = render(&mut app, 80, 24);
    let text = screen_text(&term);
    assert!(text.contains("Lesson 1 of 16"), "{text}");
    assert!(text.contains("Goal: play c5-b5."), "{text}");
    // The cursor starts on the circle on c5; Enter picks it up, `e` goes up-right to b5.
    keys(&mut app, now, &[Enter, Char('e'), Enter]);
    let play = app.tutorial::<Tactigon>().and_then(|t| t.lesson.as_ref()).expect("a lesson");
    assert!(play.finished);
    assert_eq!(
        std::fs::read_to_string(&path).expect("saved"),
        "# Lessons of \"Learn to play\" finished.\ndone = [\"circle\"]\n"
    );
    let text = screen_text(&render(&mut app, 80, 24));
    assert!(text.contains("The circle stepped onto"), "{text}");
    assert!(text.contains("next lesson"), "{text}");
    key(&mut app, now, Enter);
    let play = app.tutorial::<Tactigon>().and_then(|t| t.lesson.as_ref()).expect("a lesson");
    assert_eq!((play.index, play.finished), (1, false));
    // Back to the list, which marks lesson 1 done, and to the menu.
    keys(&mut app, now, &[Char('q')]);
    let text = screen_text(&render(&mut app, 80, 24));
    assert!(text.contains("1 of 16 lessons done"), "{text}");
    let done = text.lines().find(|l| l.contains("1. The circle")).expect("lesson 1 listed");
    let mark = done[..done.find("  1. The circle").unwrap()].trim_end().chars().last();
    assert_eq!(mark, Some('√'), "a mark common fonts have: {done}");
    assert_eq!(crate::tui_looks::unusual("√"), Vec::<char>::new());
    key(&mut app, now, Esc);
    assert_eq!(app.kind(), ScreenKind::Menu);
    assert_eq!(Progress::load(&path).expect("reads").done, ["circle"]);
}

#[test]
fn a_wrong_move_is_explained_and_set_back() {
    let (mut app, now) = app();
    open_lessons(&mut app, now);
    key(&mut app, now, Enter);
    // c5 to c6: legal, but not the move the lesson asks for.
    keys(&mut app, now, &[Enter, Char('d'), Enter]);
    let play = app.tutorial::<Tactigon>().and_then(|t| t.lesson.as_ref()).expect("a lesson");
    assert!(!play.finished);
    assert!(play.session.game().moves().is_empty(), "set back to the start");
    let why = play.feedback.clone().expect("a reason");
    assert!(why.starts_with("c5-c6 is legal, but"), "{why}");
    let text = screen_text(&render(&mut app, 80, 24));
    assert!(text.contains("c5-c6 does not meet the goal"), "{text}");
    // An illegal typed move gets the rules' own reason and changes nothing.
    key(&mut app, now, Char(':'));
    type_text(&mut app, now, "c5-b6");
    key(&mut app, now, Enter);
    let play = app.tutorial::<Tactigon>().and_then(|t| t.lesson.as_ref()).expect("a lesson");
    assert!(play.session.status().text.contains("a circle cannot reach b6"), "{}", play.session.status().text);
    assert!(play.session.game().moves().is_empty());
    // The panel follows: it no longer explains the earlier wrong move.
    let why = play.feedback.clone().unwrap_or_default();
    assert!(why.contains("a circle cannot reach b6") && !why.contains("c5-c6"), "{why}");
    // Typing the right move finishes it.
    key(&mut app, now, Esc);
    key(&mut app, now, Char(':'));
    type_text(&mut app, now, "c5-b5");
    key(&mut app, now, Enter);
    assert!(app.tutorial::<Tactigon>().and_then(|t| t.lesson.as_ref()).is_some_and(|p| p.finished));
}

#[test]
fn without_a_progress_file_progress_lasts_for_the_session() {
    // As on the server: no file is named, so nothing is written.
    let (mut app, now) = app();
    open_lessons(&mut app, now);
    key(&mut app, now, Enter);
    let effects: Vec<Effect> = [Enter, Char('e'), Enter]
        .into_iter()
        .flat_map(|c| app.update(&crossterm::event::Event::Key(c.into()), now))
        .collect();
    assert!(!effects.iter().any(|e| matches!(e, Effect::SaveTutorial { .. })), "{effects:?}");
    assert_eq!(app.tutorial_progress().done, ["circle"]);
}

#[test]
fn a_progress_file_that_does_not_read_is_never_written_over() {
    let (mut app, now, dir) = app_with_data();
    let path = Progress::path_in(&dir.0);
    std::fs::write(&path, "done = 3\n").expect("write");
    let read = Progress::load(&path);
    assert!(read.as_ref().is_err_and(|e| e.to_string().contains("line 1")), "{read:?}");
    app.use_tutorial_file(Some(path.clone()), read);
    open_lessons(&mut app, now);
    keys(&mut app, now, &[Enter, Enter, Char('e'), Enter]);
    assert_eq!(app.tutorial_progress().done, ["circle"]);
    assert_eq!(std::fs::read_to_string(&path).expect("kept"), "done = 3\n");
    assert!(app.notice.as_deref().is_some_and(|n| n.contains("progress not saved")), "{:?}", app.notice);
}

/// After the last lesson Enter leads back to the list, and the key bar says so as the panel
/// does.
#[test]
fn the_last_lesson_offers_the_way_back_in_the_key_bar_too() {
    let (mut app, now) = app();
    open_lessons(&mut app, now);
    let last = app.tutorial::<Tactigon>().unwrap().lessons.len() - 1;
    for _ in 0..last {
        key(&mut app, now, Down);
    }
    key(&mut app, now, Enter);
    let solution = app.tutorial::<Tactigon>().unwrap().lessons[last].solution.to_string();
    key(&mut app, now, Char(':'));
    type_text(&mut app, now, &solution);
    key(&mut app, now, Enter);
    assert!(app.tutorial::<Tactigon>().and_then(|t| t.lesson.as_ref()).is_some_and(|p| p.finished));
    let text = screen_text(&render(&mut app, 100, 30));
    let bar = text.lines().last().unwrap();
    assert!(bar.contains("Enter back to the lessons") && !bar.contains("next lesson"), "{text}");
}

/// Taacoca's lessons ask for `<` or `>` once three stones are picked: those keys make the move
/// in a lesson too (they were refused as "not in a lesson"), and the key bar names them then.
#[test]
fn a_taacoca_lesson_is_done_with_the_direction_keys() {
    let (mut app, now) = app();
    open_lessons(&mut app, now);
    keys(&mut app, now, &[Char('o'), Down, Enter]);
    let text = screen_text(&render(&mut app, 100, 30));
    assert!(text.contains("Lesson 2 of 9"), "{text}");
    assert!(text.contains("Goal: move your stones"), "{text}");
    // The cursor starts on g3; g4 and g5 are to its right along row g.
    keys(&mut app, now, &[Enter, Char('l'), Enter, Char('l'), Enter]);
    let text = screen_text(&render(&mut app, 100, 30));
    assert!(text.lines().last().is_some_and(|bar| bar.contains("< > go")), "{text}");
    key(&mut app, now, Char('>'));
    let text = screen_text(&render(&mut app, 100, 30));
    assert!(!text.contains("not in a lesson"), "{text}");
    assert!(text.contains("White played ne:g3,g4,g5"), "{text}");
    assert!(text.contains("next lesson"), "{text}");
}

/// Issue 22: lessons drew a small board beside a mostly empty text panel. With room for the
/// largest hexagons beside the widest panel (48 columns) and two rows below for the status
/// and key bar, lesson 1 draws the largest board, and its panel is no wider than that.
#[test]
fn a_lesson_draws_the_largest_board_there_is_room_for_beside_a_panel_sized_to_its_text() {
    use tactigon_tui::board_view::{BoardLayout, HEX_SIZES};
    use tactigon_tui::games::GameUi;
    let (mut app, now) = app();
    open_lessons(&mut app, now);
    key(&mut app, now, Enter);
    let play = app.tutorial::<Tactigon>().and_then(|t| t.lesson.as_ref()).expect("a lesson");
    let (w, h) = BoardLayout::extent(&Tactigon::shape(play.session.position()), HEX_SIZES[0]);
    let (width, height) = (w + 48, h + 2);
    let term = render(&mut app, width, height);
    let board = app.hits.board.clone().expect("the board drawn");
    assert_eq!(board.size, HEX_SIZES[0], "the largest hexagons at {width}x{height}");
    // The panel's left border is the last box edge before the lesson's title on its row.
    let text = screen_text(&term);
    let (row, at) = text.lines().find_map(|l| l.find("Lesson 1 of 16").map(|at| (l, at))).expect("the title");
    let title = row[..at].chars().count();
    let border = row.chars().take(title).collect::<Vec<_>>().iter().rposition(|&c| c == '│' || c == '╭');
    let panel = width as usize - border.expect("the panel's border");
    assert!((28..=48).contains(&panel), "a panel of {panel} columns: {text}");
}
