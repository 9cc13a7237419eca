//! The key-map tables: the key bars and help lines built from them read as the game always
//! showed them, and no table gives one key two commands.

use ratatui::text::Line;
use tactigon_rules::Tactigon;
use tactigon_tui::games::GameUi;
use tactigon_tui::keymap::{
    self, DIALOG, EVERYWHERE, FORM, GAME, GAME_OVER_KEYS, HELP, HELP_HINT, LOAD, MENU, MOVE_PROMPT, OVER, PICKED,
    PUZZLES, QUIT_KEYS, REPLAY, SAVE_PROMPT, SEATED, SEATED_OVER, SPECTATING, THINKING, WATCH,
};
use tactigon_tui::layout::key_bar;
use tactigon_tui::screens::help;
use tactigon_tui::settings::Settings;
use tactigon_tui::theme::Theme;

/// The help as shown over a Tactigon game.
fn help_lines() -> Vec<Line<'static>> {
    let theme = Theme::from_settings(&Settings::default());
    help::lines(Tactigon::rules(&theme), &theme)
}

fn text(line: &Line) -> String {
    line.spans.iter().map(|s| s.content.as_ref()).collect()
}

#[test]
fn key_bars_read_as_before() {
    assert_eq!(keymap::hints(MENU, &[HELP_HINT]), "↑↓/jk choose  Enter open  q quit  ? help");
    assert_eq!(keymap::hints(FORM, &[HELP_HINT]), "↑↓ choose  ←→ change  Enter start/confirm  Esc back  ? help");
    assert_eq!(
        keymap::hints(LOAD, &[HELP_HINT]),
        "↑↓/jk choose  Enter open  v replay  r refresh  d del  Esc back  ? help"
    );
    assert_eq!(keymap::hints(HELP, &[]), "↑↓/jk PgUp/PgDn Home/End scroll  Esc/? back");
    assert_eq!(keymap::hints(DIALOG, &[]), "↑↓ choose  Enter confirm  Esc close");
    assert_eq!(
        keymap::hints(GAME, &[HELP_HINT]),
        "arrows/wezx move  Enter pick  : type  u/r undo  t hint  s save  q leave  ? help"
    );
    assert_eq!(
        keymap::hints(WATCH, &[HELP_HINT]),
        "Space pause/resume  . step  +/- speed  Enter move now  n new  q leave  ? help"
    );
    // The game screen's states, as the bars were written out before they came from the tables.
    assert_eq!(
        keymap::hints(PICKED, &[HELP_HINT]),
        "arrows/wezx move  Enter drop here  Esc put back  : type move  ? help"
    );
    assert_eq!(
        keymap::hints(THINKING, &[HELP_HINT]),
        "Enter/Space move now  arrows look around  u undo  q leave  ? help"
    );
    assert_eq!(keymap::hints(OVER, &[HELP_HINT]), "u undo  n new game  q leave  ? help");
    assert_eq!(keymap::hints(MOVE_PROMPT, &[]), "type a move  Enter play  Esc cancel");
    assert_eq!(keymap::hints(SAVE_PROMPT, &[]), "type a file name  Enter save  Esc cancel");
    assert_eq!(keymap::hints(REPLAY, &[]), "←→ step  g/G start/end  Space auto  p play on  a analyse  w save  q back");
}

#[test]
fn every_key_bar_fits_80_columns_in_both_modes() {
    let bars = [
        keymap::hints(MENU, &[HELP_HINT]),
        keymap::hints(FORM, &[HELP_HINT]),
        keymap::hints(LOAD, &[HELP_HINT]),
        keymap::hints(HELP, &[]),
        keymap::hints(DIALOG, &[]),
        keymap::hints(GAME, &[HELP_HINT]),
        keymap::hints(WATCH, &[HELP_HINT]),
        keymap::hints(PICKED, &[HELP_HINT]),
        keymap::hints(THINKING, &[HELP_HINT]),
        keymap::hints(OVER, &[HELP_HINT]),
        keymap::hints(MOVE_PROMPT, &[]),
        keymap::hints(SAVE_PROMPT, &[]),
        keymap::hints(REPLAY, &[]),
        // Issue 20: the spectator's bar was cut at 80 columns.
        keymap::hints(SPECTATING, &[HELP_HINT]),
        keymap::hints(SEATED_OVER, &[HELP_HINT]),
    ];
    for ascii in [false, true] {
        let theme = Theme::from_settings(&Settings { ascii, ..Settings::default() });
        for bar in &bars {
            let shown = key_bar(bar, &theme);
            assert!(shown.chars().count() <= 80, "{} columns: {shown:?}", shown.chars().count());
        }
    }
}

#[test]
fn the_help_lists_the_load_replay_puzzles_and_everywhere_keys_in_order() {
    let lines: Vec<String> = help_lines().iter().map(text).collect();
    let at = lines.iter().position(|l| l == "KEYS — LOAD GAME AND REPLAY").expect("the section");
    let expected = [
        "  Enter           load list: play on (a finished game opens the replay)",
        "  v               load list: replay the game",
        "  d / Delete      load list: delete the file (asks first)",
        "  n               load list: rename the file (a name in use is refused)",
        "  ←→ / hl         replay: one move back / forward",
        "  Home/End g/G    replay: start / end",
        "  Space, + / -    replay: autoplay, faster / slower",
        "  p               replay: play on from the position shown",
        "  a               replay: analyse the game with the expert (again: cancel)",
        "  w               replay: save the analysis into the record file",
        "  t               replay: the move where the analysed game turned (it lost the most)",
        "  e               replay: export the position shown as a picture (PNG, data folder)",
        "",
        "KEYS — LEARN TO PLAY",
        "  ↑↓ / jk, Enter  Learn to play: choose a lesson and start it",
        "  ←→ / o          Learn to play: the lessons of the other game",
        "  r / q           in a lesson: start it again / back to the lesson list",
        "",
        "KEYS — PUZZLES",
        "  ←→ / hl, Tab    puzzle list: win in 1, 3 or 5 plies",
        "  Enter           puzzle list: solve the puzzle on the board",
        "  u               puzzle list: go to the first unsolved puzzle",
        "  o               puzzle list: the puzzles of the other game",
        "",
        "KEYS — EVERYWHERE",
        "  ?               this help (again to close)",
        "  ↑↓ / jk, Enter  choose in menus and forms; ←→ changes a value",
        "  Esc             back",
        "  q               quit from the main menu",
        "  Ctrl-C          quit at once",
        "",
        "COLOURS",
    ];
    assert_eq!(&lines[at + 1..at + 1 + expected.len()], expected);
}

fn no_key_twice<C: Copy + PartialEq + std::fmt::Debug>(table: &[keymap::Entry<C>]) {
    let keys: Vec<_> = table.iter().flat_map(|e| e.keys).collect();
    for (i, (k, c)) in keys.iter().enumerate() {
        for (k2, c2) in &keys[i + 1..] {
            assert!(k != k2, "{k:?} is bound twice ({c:?}, {c2:?})");
        }
    }
}

#[test]
fn no_table_binds_a_key_twice() {
    no_key_twice(MENU);
    no_key_twice(FORM);
    no_key_twice(LOAD);
    no_key_twice(REPLAY);
    no_key_twice(HELP);
    no_key_twice(PUZZLES);
    no_key_twice(EVERYWHERE);
    no_key_twice(GAME);
    no_key_twice(WATCH);
    no_key_twice(DIALOG);
    for own in [GAME_OVER_KEYS, QUIT_KEYS] {
        no_key_twice(own);
        for (key, _) in own.iter().flat_map(|e| e.keys) {
            assert_eq!(keymap::command(DIALOG, *key), None, "{key:?} is in DIALOG too");
        }
    }
    for state in [PICKED, THINKING, OVER, SEATED, SEATED_OVER] {
        no_key_twice(state);
    }
    no_key_twice(MOVE_PROMPT);
    no_key_twice(SAVE_PROMPT);
}

/// A state's keys give the same commands as the game's own table: they only reword the bar.
#[test]
fn state_keys_agree_with_the_game_table() {
    for state in [PICKED, THINKING, OVER, WATCH, SEATED, SEATED_OVER] {
        for (key, cmd) in state.iter().flat_map(|e| e.keys) {
            if let Some(game) = keymap::command(GAME, *key) {
                let watch_only = matches!(cmd, tactigon_tui::keymap::GameCmd::Pause);
                assert!(game == *cmd || watch_only, "{key:?}: {cmd:?} here, {game:?} in GAME");
            }
        }
    }
}

#[test]
fn the_help_lists_the_game_and_watching_keys_in_order() {
    let lines: Vec<String> = help_lines().iter().map(text).collect();
    let at = lines.iter().position(|l| l == "KEYS — GAME").expect("the section");
    let expected = [
        "  arrows / hjkl   move the cursor to a neighbouring hexagon (up/down zig-zag)",
        "  w e  a d  z x   move up-left, up-right, left, right, down-left, down-right",
        "  Esc             put back what is picked up, clear a hint, close a dialog",
        "  u / r           undo / redo (against a bot, its reply too)",
        "  t               hint: an expert bot suggests a move (in a puzzle it ends the streak)",
        "  v               in a puzzle: show the solution (the puzzle then counts failed)",
        "  Enter (bot turn) make the bot move now",
        "  [ ]             look at the game one move back / on (read-only); Esc returns to it",
        "  PgUp/PgDn       scroll the move list (mouse wheel too)",
        "  s               save the game to a file (Enter saves, Esc cancels)",
        "  n               new game",
        "  f               flip the board (turn it half a turn)",
        "  q               leave the game, or resign (asks first); Continue resumes it",
        "",
        "KEYS — WATCHING BOTS",
        "  Space / p       pause or resume",
        "  .               play one move",
        "  + / -           faster / slower",
        "",
        "KEYS — LOAD GAME AND REPLAY",
    ];
    assert_eq!(&lines[at + 1..at + 1 + expected.len()], expected);
}
