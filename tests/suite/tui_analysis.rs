//! The replay viewer's analysis: started with `a`, shown as the graph, the move's class and
//! the better move, saved into the record with `w`, cancelled with Esc, and read back from an
//! annotated record without analysing again.

use crate::tui_support::{app_with_data, click, key, render, row_text};
use crossterm::event::KeyCode::{Char, Esc, Right};
use std::time::Instant;
use tactigon_core::analysis::Class;
use tactigon_games::analysis_file::RecordFile;
use tactigon_rules::record::parse_records;
use tactigon_tui::app::{App, Start};
use tactigon_tui::screens::ScreenKind;
use tactigon_tui::settings::Settings;
use tactigon_tui::worker::BotMode;

/// Red misses the capture d10xd11, Green walks its pentagon next to the circle, d10xc10 wins.
const GAME: &str = "[Event \"test\"]\n[Date \"2026-01-01\"]\n[Red \"human\"]\n[Green \"greedy\"]\n\
    [Start \"2/9/10/P8Cp/10/9/2 r\"]\n\n1. d1-d2 d11-c10 2. d10xc10 1-0\n";

fn screen_text(app: &mut App, width: u16, height: u16) -> String {
    let t = render(app, width, height);
    (0..height).map(|y| row_text(t.backend().buffer(), y)).collect::<Vec<_>>().join("\n")
}

fn classes(app: &App) -> Vec<Class> {
    app.replay()
        .unwrap()
        .record
        .analysis
        .as_ref()
        .map(|a| a.moves.iter().map(|m| m.class).collect())
        .unwrap_or_default()
}

#[test]
fn analysing_shows_the_graph_the_class_and_the_better_move_and_saves_them() {
    let (mut app, now, dir) = app_with_data();
    let path = dir.0.join("game.tgn");
    std::fs::write(&path, GAME).unwrap();
    let record = parse_records(GAME).unwrap().remove(0);
    let file = Some(RecordFile { path: path.clone(), number: None });
    app.launch(Start::Review { record: record.into(), source: "game.tgn".into(), file, analyse: false }).unwrap();
    assert!(!screen_text(&mut app, 100, 30).contains("Evaluation"), "no graph before the analysis");
    key(&mut app, now, Char('a'));
    assert_eq!(classes(&app), [Class::MissedWin, Class::Blunder, Class::Best]);
    key(&mut app, now, Right);
    let text = screen_text(&mut app, 100, 30);
    assert!(text.contains("Evaluation: Red ↑ Green ↓"), "{text}");
    assert!(text.contains("missed-win") && text.contains("better d10xd11"), "{text}");
    assert!(text.contains("Red: avg loss 5.00 circles/move, 1"), "{text}");
    assert!(text.contains("Green: avg loss 10.00"), "{text}");

    // Every column of the graph is a position: a click there shows it.
    let (rect, _) = *app.hits.items.iter().find(|(_, ply)| *ply == 3).expect("a column for the last position");
    click(&mut app, now, rect.x, rect.y);
    assert_eq!(app.replay().unwrap().ply, 3);

    // The compact form at 80x24 still names the move's verdict.
    key(&mut app, now, Char('g'));
    key(&mut app, now, Right);
    let small = screen_text(&mut app, 80, 24);
    assert!(small.contains("missed-win"), "{small}");

    key(&mut app, now, Char('w'));
    let saved = parse_records(&std::fs::read_to_string(&path).unwrap()).unwrap().remove(0);
    assert_eq!(saved.analysis.as_ref(), app.replay().unwrap().record.analysis.as_ref());
    assert!(screen_text(&mut app, 100, 30).contains("analysis saved"));
}

#[test]
fn an_annotated_record_shows_its_analysis_at_once() {
    let (mut app, now, dir) = app_with_data();
    let path = dir.0.join("game.tgn");
    std::fs::write(&path, GAME).unwrap();
    let record = parse_records(GAME).unwrap().remove(0);
    let file = Some(RecordFile { path: path.clone(), number: None });
    app.launch(Start::Review { record: record.into(), source: "game.tgn".into(), file, analyse: true }).unwrap();
    key(&mut app, now, Char('w'));
    let annotated = parse_records(&std::fs::read_to_string(&path).unwrap()).unwrap().remove(0);
    assert!(annotated.analysis.is_some());
    let (mut other, now) = (app_with_data().0, Instant::now());
    other.launch(Start::Replay(annotated.into(), "game.tgn".into())).unwrap();
    key(&mut other, now, Right);
    assert_eq!(classes(&other), [Class::MissedWin, Class::Blunder, Class::Best]);
    assert!(screen_text(&mut other, 100, 30).contains("Evaluation"));
}

#[test]
fn esc_cancels_an_analysis_running_and_the_viewer_stays() {
    let now = Instant::now();
    let mut app = App::new(Settings { think_ms: 2000, ..Settings::default() }, BotMode::Threaded, 7, now);
    let record = parse_records(GAME).unwrap().remove(0);
    app.launch(Start::Replay(record.into(), "game.tgn".into())).unwrap();
    key(&mut app, now, Char('a'));
    assert!(screen_text(&mut app, 100, 30).contains("analysing"));
    key(&mut app, now, Esc);
    assert_eq!(app.kind(), ScreenKind::Replay);
    assert!(screen_text(&mut app, 100, 30).contains("analysis cancelled"));
    assert_eq!(classes(&app), []);
    key(&mut app, now, Esc);
    assert_eq!(app.kind(), ScreenKind::Menu, "a second Esc leaves");
}

/// [`GAME`] with its analysis written by hand, so that the drawing does not hang on a search.
const ANNOTATED: &str = "[Event \"test\"]\n[Date \"2026-01-01\"]\n[Red \"human\"]\n[Green \"greedy\"]\n\
    [Start \"2/9/10/P8Cp/10/9/2 r\"]\n\n{[%eval #1]} 1. d1-d2 {[%eval 0.40] missed-win; best d10xd11}\n\
    d11-c10 {[%eval #1] blunder; best d11-d7} 2. d10xc10 {[%eval #0] best} 1-0\n";

#[test]
fn snapshot_analysed_replay() {
    let (mut app, now) = crate::tui_support::app();
    let record = parse_records(ANNOTATED).unwrap().remove(0);
    app.launch(Start::Replay(record.into(), "game.tgn".into())).unwrap();
    key(&mut app, now, Right);
    let wide = render(&mut app, 100, 30);
    insta::assert_snapshot!("analysed_replay_100x30", wide.backend());
    let small = render(&mut app, 80, 24);
    insta::assert_snapshot!("analysed_replay_80x24", small.backend());
}

/// A move classed best that is not the search's own choice is told as an equal, not a worse one.
#[test]
fn a_best_move_that_differs_from_the_searchs_is_as_good_not_worse() {
    let (mut app, now, _dir) = app_with_data();
    let text = "[Event \"test\"]\n[Date \"2026-01-01\"]\n[Red \"human\"]\n[Green \"greedy\"]\n\n\
        {[%eval 0.00]} 1. b1-b2 {[%eval 0.05] best; best b3-b4} *\n";
    let record = parse_records(text).unwrap().remove(0);
    app.launch(Start::Review { record: record.into(), source: "t.tgn".into(), file: None, analyse: false }).unwrap();
    key(&mut app, now, Right);
    let status = &app.replay().unwrap().status.text;
    assert!(status.contains("b1-b2 best, eval 0.05, as good: b3-b4") && !status.contains("better"), "{status}");
}

/// A 48-ply game (quiet moves chosen in a fixed way, no capture) analysed by hand: every
/// position 2.35 for Red until Red's fifth move, -1.24 after it, which the search would have
/// answered with another move. Red's fifth move (ply 9) lost 3.59 circles: a blunder, the
/// turning point.
fn long_analysed_game() -> tactigon_core::record::Record<tactigon_rules::Tactigon> {
    use tactigon_core::analysis::Analysis;
    use tactigon_rules::{Board, DrawRules, Game, Position, Rules};
    let mut game = Game::new(Position::start(Board::standard(), Rules::default()), DrawRules::default());
    for ply in 0..48 {
        let quiet: Vec<_> = game.legal_moves().into_iter().filter(|m| !m.is_capture()).collect();
        game.play(quiet[(ply * 7) % quiet.len()]).unwrap();
        assert!(game.outcome().is_none());
    }
    let evals: Vec<i32> = (0..=48).map(|i| if i <= 8 { 235 } else { -124 }).collect();
    let mut bests = game.moves().to_vec();
    bests[8] = *game.positions()[8].legal_moves().iter().find(|&&m| m != game.moves()[8]).unwrap();
    let analysis = Analysis::from_evals(&game, evals, &bests);
    let mut record = tactigon_core::record::Record::new(game, "test", "human", "greedy");
    record.analysis = Some(analysis);
    record
}

fn moves_listed(screen: &str) -> usize {
    screen.lines().filter(|l| l.split('│').nth(1).is_some_and(|p| p.trim_start().starts_with(char::is_numeric))).count()
}

/// At 80x24 an analysed game keeps a usable move list: the graph shrinks and the summaries
/// give way before the moves do, even when other lines (here a file name wrapped over three
/// lines, as a wrapped status line would) take rows from the panel.
#[test]
fn an_analysed_long_game_keeps_its_move_list_at_80x24() {
    let (mut app, now) = crate::tui_support::app();
    app.launch(Start::Replay(long_analysed_game().into(), "long.tgn".into())).unwrap();
    for _ in 0..20 {
        key(&mut app, now, Right);
    }
    let small = screen_text(&mut app, 80, 24);
    assert!(small.contains("Moves (48 turns)") && small.contains("Evaluation"), "{small}");
    assert!(moves_listed(&small) >= 5, "{small}");
    assert!(small.contains("11. "), "the current move's line: {small}");
    let wide = screen_text(&mut app, 100, 30);
    assert!(moves_listed(&wide) >= 5 && wide.contains("avg loss"), "{wide}");
    let long_name = format!("{}.tgn", "a-game-with-a-long-name-".repeat(3));
    let (mut named, now) = crate::tui_support::app();
    named.launch(Start::Replay(long_analysed_game().into(), long_name)).unwrap();
    key(&mut named, now, Right);
    let crowded = screen_text(&mut named, 80, 24);
    assert!(moves_listed(&crowded) >= 5, "{crowded}");
}

/// The analysis names the move where the game turned, and `t` (or a click on it) shows it.
#[test]
fn the_turning_point_is_named_and_t_jumps_to_it() {
    let (mut app, now) = crate::tui_support::app();
    let record = long_analysed_game();
    let fifth = record.game.moves()[8];
    app.launch(Start::Replay(record.into(), "long.tgn".into())).unwrap();
    let wide = screen_text(&mut app, 100, 30);
    // The panel wraps the line after "2.35".
    let named = format!("Turned at 5. {fifth} (blunder, 2.35");
    assert!(wide.contains(&named) && wide.contains("│to -1.24)  (t)"), "{named} in {wide}");
    key(&mut app, now, Char('t'));
    let r = app.replay().unwrap();
    assert_eq!(r.ply, 9, "the position after the turning move");
    assert!(r.status.text.contains(&format!("{fifth}?? blunder")), "{}", r.status.text);
    key(&mut app, now, Char('g'));
    render(&mut app, 100, 30);
    let spot = app.hits.items.iter().filter(|(_, ply)| *ply == 9).map(|(r, _)| *r).find(|r| r.width > 1);
    let spot = spot.expect("the turning line is clickable");
    click(&mut app, now, spot.x, spot.y);
    assert_eq!(app.replay().unwrap().ply, 9);
    // The key bar lists saving at 80 columns.
    let bar = screen_text(&mut app, 80, 24);
    assert!(bar.lines().last().is_some_and(|l| l.contains("w save")), "{bar}");
}

/// The graph's zero line is an axis across the whole graph, not only where the evaluation
/// rounds to 0: here Red is ahead all game, so every bar stands on it.
#[test]
fn the_graph_draws_its_zero_line_across_every_column() {
    use ratatui::buffer::Buffer;
    use ratatui::layout::Rect;
    let area = Rect::new(0, 0, 5, 4);
    let mut buf = Buffer::empty(area);
    let colours = [ratatui::style::Color::LightRed, ratatui::style::Color::LightGreen];
    tactigon_tui::screens::replay_graph::draw(&mut buf, area, &[100, 250, 300, 120, 0], 1, colours);
    let axis: String = (0..5).map(|x| buf[(x, 2)].symbol().to_string()).collect();
    assert_eq!(axis, "─┼───");
}

/// A Taacoca analysis in the viewer speaks Taacoca: losses in stones, a won race as `#N`, and
/// each side's name in its own stones' colour (White's white, Black's blue), not Tactigon's
/// red and green.
#[test]
fn a_taacoca_analysis_names_its_unit_and_colours_its_sides_as_its_stones() {
    use ratatui::style::Color;
    let text = "[Game \"Taacoca\"]\n[Start \"5/B5/7/4W3/9/6B1/7/6/5 w\"]\n[White \"human\"]\n[Black \"greedy\"]\n\n\
        {[%eval #5]} 1. nw:d5 {[%eval #4] best} se:b1,f7 {[%eval #3] best} 2. nw:c4 {[%eval #2] best} \
        sw:c2,g7 {[%eval #1] best} 3. nw:b3 {[%eval #0] best} 1-0\n";
    let record = tactigon_core::record::parse_records_of::<::taacoca::Taacoca>(text).unwrap().remove(0);
    assert!(record.analysis.is_some());
    let (mut app, now) = crate::tui_support::app();
    app.launch(Start::Replay(record.into(), "race.tgn".into())).unwrap();
    key(&mut app, now, Right);
    let screen = screen_text(&mut app, 100, 30);
    assert!(screen.contains("stones/move") && !screen.contains("circle"), "{screen}");
    let status = &app.replay_of::<::taacoca::Taacoca>().expect("a Taacoca replay").status.text;
    assert!(status.contains("#4"), "{status}");
    let terminal = render(&mut app, 100, 30);
    let buf = terminal.backend().buffer();
    for (name, colour) in [("White: avg", Color::White), ("Black: avg", Color::LightBlue)] {
        let at = (0..buf.area.height).find_map(|y| row_text(buf, y).find(name).map(|x| (x, y)));
        let (x, y) = at.unwrap_or_else(|| panic!("{name} in {screen}"));
        let x = row_text(buf, y)[..x].chars().count() as u16;
        assert_eq!(buf[(x, y)].fg, colour, "{name}");
    }
}

/// The second side's advantage falls in eighths of a cell as the first side's rises: each
/// height is the rising block of the rest in reverse video (issue 22: only ▔ ▀ █ were drawn).
#[test]
fn the_graph_draws_falling_bars_in_eight_heights() {
    use ratatui::buffer::Buffer;
    use ratatui::layout::Rect;
    use ratatui::style::Modifier;
    // Two rows below the zero line of a graph four tall: PLOT_CAP (500) is 16 eighths, so
    // -31.25 centi-circles a step is one eighth. The first cell under the axis, for -n eighths:
    let area = Rect::new(0, 0, 8, 4);
    let mut buf = Buffer::empty(area);
    let colours = [ratatui::style::Color::Red, ratatui::style::Color::Green];
    let evals: Vec<i32> = (1..=8).map(|n| -(n * 3125) / 100 - 1).collect();
    tactigon_tui::screens::replay_graph::draw(&mut buf, area, &evals, 0, colours);
    let cells: Vec<&str> = (0..8).map(|x| buf[(x, 2)].symbol()).collect();
    assert_eq!(cells, ["▇", "▆", "▅", "▄", "▃", "▂", "▁", " "]);
    assert!((0..8).all(|x| buf[(x, 2)].modifier.contains(Modifier::REVERSED)));
    assert!((0..8).all(|x| buf[(x, 2)].fg == colours[1]));
}
