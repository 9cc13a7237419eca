//! Taacoca in the terminal game: a move put together on the board, the autosave and Continue,
//! the saves list, each checked against the rules by hand (RULES-taacoca.md).

use crate::tui_support::*;
use ::taacoca::Taacoca;
use crossterm::event::KeyCode::{Char, Enter};
use tactigon_games::games::AnySetup;
use tactigon_games::setup::{Player, TaacocaSetup};
use tactigon_tui::app::App;
use tactigon_tui::board_view::Paint;
use tactigon_tui::games::GameUi;
use tactigon_tui::screens::ScreenKind;
use tactigon_tui::screens::menu::MenuItem;

fn hot_seat() -> AnySetup {
    AnySetup::Taacoca(TaacocaSetup { white: Player::Human, black: Player::Human, size: 5, clock: None, position: None })
}

fn moves(app: &App) -> Vec<String> {
    app.session_of::<Taacoca>().unwrap().game().moves().iter().map(|m| m.to_string()).collect()
}

fn click_cell(app: &mut App, now: std::time::Instant, name: &str) {
    let t = render(app, 120, 40);
    let (x, y) = tile_cell(t.backend().buffer(), name);
    click(app, now, x, y);
}

#[test]
fn three_stones_picked_then_a_direction_play_the_move_and_an_illegal_one_says_why() {
    let (mut app, now) = app();
    app.start_game(hot_seat(), false).unwrap();
    // White's h2, h3 and i1: nw from h2 is g2 (lower half: (r-1, k)), from h3 g3, which holds
    // White's own stone that does not move: blocked.
    for c in ["h2", "h3", "i1"] {
        click_cell(&mut app, now, c);
    }
    key(&mut app, now, Char('<'));
    let s = app.session_of::<Taacoca>().unwrap();
    assert!(s.game().moves().is_empty());
    assert_eq!(s.status().text, "nw:h2,h3,i1: h3 cannot move nw: own stone on g3 in the way");
    // Esc drops them all; g3, g4, g5 moving ne (lower half: (r-1, k+1)) reach the empty f4,
    // f5, f6.
    key(&mut app, now, crossterm::event::KeyCode::Esc);
    assert!(!Taacoca::picking(app.session_of::<Taacoca>().unwrap().picked()), "Esc put them back");
    for c in ["g3", "g4", "g5"] {
        click_cell(&mut app, now, c);
    }
    key(&mut app, now, Char('>'));
    assert_eq!(moves(&app), ["ne:g3,g4,g5"]);
}

#[test]
fn every_picked_stone_that_cannot_move_is_named_and_outlined() {
    let (mut app, now) = app();
    app.start_game(hot_seat(), false).unwrap();
    // White starts on i1-i5, h2-h5, g3-g5. nw (lower half: (r-1, k)): i1 to the empty h1,
    // i2 to h2 and h5 to g5, own stones that stay. ne ((r-1, k+1)): i1 to h2, i2 to h3,
    // both staying, h5 to the empty g6.
    for c in ["i1", "i2", "h5"] {
        click_cell(&mut app, now, c);
    }
    let s = app.session_of::<Taacoca>().unwrap();
    assert_eq!(
        s.status().text,
        "i1, i2, h5: < nw: i2 and h5 cannot move nw: own stones on h2 and g5 in the way  |  \
         > ne: i1 and i2 cannot move ne: own stones on h2 and h3 in the way (or click a target)"
    );
    key(&mut app, now, Char('>'));
    let s = app.session_of::<Taacoca>().unwrap();
    assert_eq!(s.status().text, "ne:h5,i1,i2: i1 and i2 cannot move ne: own stones on h2 and h3 in the way");
    // h2, h3, i1: h3 cannot move nw (g3), h2 and h3 cannot move ne (g3, g4); i1 can both
    // ways (h1; h2, which h2 leaves). The stuck ones are outlined: cells are numbered row
    // by row from a1, rows a-g holding 5+6+7+8+9+8+7 = 50 cells, so h2 is 51, h3 52.
    key(&mut app, now, crossterm::event::KeyCode::Esc);
    for c in ["h2", "h3", "i1"] {
        click_cell(&mut app, now, c);
    }
    let s = app.session_of::<Taacoca>().unwrap();
    let mut paint = Paint::default();
    Taacoca::paint_pick(s.picked(), s.position(), &app.theme(), &mut paint);
    let outlined: Vec<u16> = paint.outlines.iter().map(|&(t, _)| t).collect();
    assert_eq!(outlined, [51, 52]);
    assert!(paint.outlines.iter().all(|&(_, style)| style == app.theme().error()));
}

#[test]
fn a_click_on_a_target_of_both_directions_asks_which() {
    let (mut app, now) = app();
    app.start_game(hot_seat(), false).unwrap();
    // White's g3-g5 go nw to f3-f5 and Black's c3-c5 sw to d3-d5, so g2-g6 are empty.
    for m in [":nw:g3,g4,g5", ":sw:c3,c4,c5"] {
        type_text(&mut app, now, m);
        key(&mut app, now, Enter);
    }
    assert_eq!(moves(&app), ["nw:g3,g4,g5", "sw:c3,c4,c5"]);
    // h2, h3, h4: nw to g2, g3, g4 and ne to g3, g4, g5, both legal. g3 is h3's nw target
    // and h2's ne target: the click must not choose.
    for c in ["h2", "h3", "h4", "g3"] {
        click_cell(&mut app, now, c);
    }
    let s = app.session_of::<Taacoca>().unwrap();
    assert_eq!(s.status().text, "g3 is a target both ways: press < for nw or > for ne");
    assert_eq!(moves(&app).len(), 2, "nothing played");
    assert!(Taacoca::picking(s.picked()), "the stones stay picked");
    // g5 is only reached going ne (h4's target): the click plays it.
    click_cell(&mut app, now, "g5");
    assert_eq!(moves(&app)[2], "ne:h2,h3,h4");
}

#[test]
fn an_illegal_typed_move_is_named_once_and_keeps_the_prompt_open() {
    let (mut app, now) = app();
    app.start_game(hot_seat(), false).unwrap();
    // g1 is empty at the start (row g holds White's stones g3, g4, g5 only).
    type_text(&mut app, now, ":nw:g1");
    key(&mut app, now, Enter);
    let s = app.session_of::<Taacoca>().unwrap();
    assert_eq!(s.status().text, "nw:g1: g1 is not a White stone");
    assert!(s.prompt().is_some(), "the prompt stays open to fix the move, as in Tactigon");
    // So the next keys edit the move rather than acting as commands (`s` would save).
    for _ in 0.."nw:g1".len() {
        key(&mut app, now, crossterm::event::KeyCode::Backspace);
    }
    type_text(&mut app, now, "se:g3,g4,g5");
    key(&mut app, now, Enter);
    let s = app.session_of::<Taacoca>().unwrap();
    assert_eq!(s.status().text, "se:g3,g4,g5: White moves nw or ne, not se");
    assert!(s.prompt().is_some() && s.dialog().is_none());
    assert!(moves(&app).is_empty());
}

#[test]
fn a_taacoca_game_is_autosaved_continued_and_listed() {
    let (mut first, now, dir) = app_with_data();
    first.start_game(hot_seat(), false).unwrap();
    type_text(&mut first, now, ":nw:g3,g4,g5");
    key(&mut first, now, Enter);
    assert_eq!(moves(&first), ["nw:g3,g4,g5"]);
    // A new run on the same data folder (once the first has ended) offers Continue, and it
    // resumes the Taacoca game.
    drop(first);
    let (mut next, now) = app();
    next.set_data_dir(Some(dir.0.clone()));
    assert_eq!(next.notice, None, "the Taacoca autosave reads");
    assert_eq!(next.menu_items()[0], MenuItem::Continue);
    key(&mut next, now, Enter);
    assert_eq!(next.kind(), ScreenKind::Game);
    assert_eq!(moves(&next), ["nw:g3,g4,g5"]);
    // Saved under a name, it is listed with its players and length, and opens as Taacoca.
    key(&mut next, now, Char('s'));
    for _ in 0..80 {
        key(&mut next, now, crossterm::event::KeyCode::Backspace);
    }
    type_text(&mut next, now, "taa");
    key(&mut next, now, Enter);
    assert!(dir.0.join("saves").join("taa.tgn").is_file());
    keys(&mut next, now, &[Char('q'), Char('y'), Char('l')]);
    assert_eq!(next.kind(), ScreenKind::Load);
    let entry = &next.load().unwrap().entries[0];
    assert_eq!(entry.name(), "taa.tgn");
    let record = entry.record.as_ref().expect("reads");
    assert_eq!(record.moves(), 1);
    key(&mut next, now, Enter);
    assert_eq!(moves(&next), ["nw:g3,g4,g5"]);
}

#[test]
fn the_main_menu_entry_taacoca_opens_the_new_game_form_with_taacoca_chosen() {
    let (mut app, now) = app();
    let items = app.menu_items();
    let row = items.iter().position(|&i| i == MenuItem::Taacoca).expect("on the main menu");
    assert_eq!(items[row - 1], MenuItem::NewGame, "right below New game");
    for _ in 0..row {
        key(&mut app, now, crossterm::event::KeyCode::Down);
    }
    key(&mut app, now, Enter);
    assert_eq!(app.kind(), ScreenKind::Setup);
    let t = render(&mut app, 100, 30);
    let (_, y) = find_word(t.backend().buffer(), "Game");
    assert!(row_text(t.backend().buffer(), y).contains("Taacoca"), "{}", row_text(t.backend().buffer(), y));
    // Enter starts the game the form shows: Taacoca.
    key(&mut app, now, Enter);
    assert_eq!(app.kind(), ScreenKind::Game);
    assert!(app.session_of::<Taacoca>().is_some());
}

#[test]
fn taacoca_speaks_of_stones_and_its_saves_say_which_game() {
    let theme = tactigon_tui::theme::Theme::from_settings(&tactigon_tui::settings::Settings::default());
    let text = |line: ratatui::text::Line| line.spans.iter().map(|s| s.content.to_string()).collect::<String>();
    // One Black stone on a1 and White's five on row i.
    let pos: ::taacoca::Position = "B4/6/7/8/9/8/7/6/WWWWW w".parse().unwrap();
    use ::taacoca::Side;
    assert!(text(Taacoca::counts(&pos, Side::Black, &theme)).ends_with(" 1 stone"));
    assert!(text(Taacoca::counts(&pos, Side::White, &theme)).ends_with(" 5 stones"));

    let (mut app, now, dir) = app_with_data();
    app.start_game(hot_seat(), false).unwrap();
    click_cell(&mut app, now, "i1");
    key(&mut app, now, crossterm::event::KeyCode::Esc);
    assert_eq!(app.session_of::<Taacoca>().unwrap().status().text, "put the picked stones back");
    // The panel's two counters: the move number (both sides' moves as one) and the turns.
    let screen = |app: &mut App| {
        let t = render(app, 120, 40);
        (0..40).map(|y| row_text(t.backend().buffer(), y)).collect::<Vec<_>>().join("\n")
    };
    assert!(screen(&mut app).contains("Move 1 · 0 turns played"));
    type_text(&mut app, now, ":nw:g3,g4,g5");
    key(&mut app, now, Enter);
    assert!(screen(&mut app).contains("Move 1 · 1 turn played"));
    // The save name offered and the Load list say it is a Taacoca game.
    key(&mut app, now, Char('s'));
    let offered = app.session_of::<Taacoca>().unwrap().prompt().as_ref().unwrap().text().to_string();
    assert!(offered.ends_with("-taacoca-human-vs-human"), "{offered}");
    key(&mut app, now, Enter);
    keys(&mut app, now, &[Char('q'), Char('y'), Char('l')]);
    let entry = &app.load().unwrap().entries[0];
    assert!(entry.name().contains("taacoca"), "{}", entry.name());
    let line = tactigon_tui::screens::load::summary(entry);
    assert!(line.contains("  Taacoca: Human vs Human  *"), "{line}");
    drop(dir);
}

#[test]
fn the_help_keys_of_a_move_are_each_games_own() {
    let theme = tactigon_tui::theme::Theme::from_settings(&tactigon_tui::settings::Settings::default());
    let text = |lines: Vec<ratatui::text::Line>| -> Vec<String> {
        lines.iter().map(|l| l.spans.iter().map(|s| s.content.to_string()).collect()).collect()
    };
    let help = |rules| text(tactigon_tui::screens::help::lines(rules, &theme));
    let taacoca = help(Taacoca::rules(&theme));
    assert!(taacoca.iter().any(|l| l.starts_with("  < >") && l.contains("move the picked stones forward-left")));
    assert!(taacoca.iter().any(|l| l.starts_with("  :") && l.contains("nw:g3,h2,i5")));
    // None of Tactigon's words for a move: picking up a piece, a highlighted tile, b1-b2.
    for l in &taacoca {
        assert!(!l.contains("piece") && !l.contains("highlighted tile") && !l.contains("b1-b2"), "{l}");
    }
    let tactigon = help(tactigon_rules::Tactigon::rules(&theme));
    assert!(tactigon.iter().any(|l| l.starts_with("  :") && l.contains("b1-b2, c2xd3, pass")));
    assert!(tactigon.iter().all(|l| !l.contains("Taacoca") && !l.contains("nw:g3")), "{tactigon:?}");
}

/// The last fill painted on each cell: what the screen shows there.
fn shown_fills(paint: &Paint) -> std::collections::BTreeMap<u16, ratatui::style::Style> {
    paint.fills.iter().copied().collect()
}

#[test]
fn targets_show_each_direction_in_its_own_colour_and_only_where_the_move_is_legal() {
    let (mut app, now) = app();
    app.start_game(hot_seat(), false).unwrap();
    let theme = app.theme();
    // i1, i2, h5: neither direction is open (see above): the picked stones alone are painted.
    for c in ["i1", "i2", "h5"] {
        click_cell(&mut app, now, c);
    }
    let s = app.session_of::<Taacoca>().unwrap();
    let mut paint = Paint::default();
    Taacoca::paint_pick(s.picked(), s.position(), &theme, &mut paint);
    // Rows a-g hold 5+6+7+8+9+8+7 = 50 cells (h1 is 50, so h5 54), and h six more (i1 56, i2 57).
    let want: std::collections::BTreeMap<u16, _> = [56, 57, 54].map(|c| (c, theme.picked())).into();
    assert_eq!(shown_fills(&paint), want, "no targets when neither direction is legal");
    key(&mut app, now, crossterm::event::KeyCode::Esc);
    // As above, g3-g5 go nw and c3-c5 sw; then h2, h3, h4 go nw to g2, g3, g4 or ne to g3,
    // g4, g5. Cells: a-f hold 43, so g2 is 44 and g5 47; h2 is 51, h3 52, h4 53.
    for m in [":nw:g3,g4,g5", ":sw:c3,c4,c5"] {
        type_text(&mut app, now, m);
        key(&mut app, now, Enter);
    }
    for c in ["h2", "h3", "h4"] {
        click_cell(&mut app, now, c);
    }
    let s = app.session_of::<Taacoca>().unwrap();
    let mut paint = Paint::default();
    Taacoca::paint_pick(s.picked(), s.position(), &theme, &mut paint);
    let shown = shown_fills(&paint);
    assert_eq!(shown[&44], theme.destination(), "g2: reached by < only");
    assert_eq!(shown[&47], theme.second_destination(), "g5: reached by > only");
    assert_ne!(theme.destination(), theme.second_destination());
    for picked in [51, 52, 53] {
        assert_eq!(shown[&picked], theme.picked(), "a picked stone shows as picked");
    }
    let legend: String =
        Taacoca::legend(&theme).iter().flat_map(|l| l.spans.iter().map(|s| s.content.to_string())).collect();
    for word in ["< target", "> target", "capture", "picked"] {
        assert!(legend.contains(word), "{word} in the legend {legend:?}");
    }
}
