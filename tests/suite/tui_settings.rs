//! The settings file and the command line of the terminal game.

use crate::tui_support::TempDir;
use clap::Parser;
use clap::error::ErrorKind;
use std::time::Duration;
use tactigon::cli::{Cli, Command, parse_duration};
use tactigon_games::bots::BotSpec;
use tactigon_games::games::GameKind;
use tactigon_games::setup::{First, GameSetup, Player, TaacocaSetup};
use tactigon_rules::Tactigon;
use tactigon_tui::graphics::GraphicsMode;
use tactigon_tui::settings::{Settings, ThemeName};

/// The defaults as the README's "Settings" section documents them, written out by hand.
fn documented_defaults() -> Settings {
    Settings {
        think_ms: 1000,
        watch_delay_ms: 500,
        theme: ThemeName::Colour,
        ascii: false,
        key_hints: true,
        setup: GameSetup {
            red: Player::Human,
            green: Player::Bot(BotSpec::Expert(3)),
            board: "standard".into(),
            square_jump: false,
            gold_bonus: false,
            first: First::Red,
            no_capture_limit: 100,
            clock: None,
            position: None,
        },
        watch: GameSetup {
            red: Player::Bot(BotSpec::Greedy),
            green: Player::Bot(BotSpec::Expert(3)),
            board: "standard".into(),
            square_jump: false,
            gold_bonus: false,
            first: First::Red,
            no_capture_limit: 100,
            clock: None,
            position: None,
        },
        bell: false,
        flip_for_second: false,
        game: GameKind::Tactigon,
        taacoca: TaacocaSetup {
            white: Player::Human,
            black: Player::Bot(BotSpec::Expert(3)),
            size: 5,
            clock: None,
            position: None,
        },
        graphics: GraphicsMode::Auto,
        engines: Vec::new(),
    }
}

#[test]
fn the_defaults_are_the_documented_ones() {
    assert_eq!(Settings::default(), documented_defaults());
}

#[test]
fn settings_survive_a_save_and_load() {
    let dir = TempDir::new();
    let path = dir.0.join("sub").join("settings.toml");
    let mut s = Settings { think_ms: 250, ascii: true, theme: ThemeName::HighContrast, ..Settings::default() };
    s.setup.green = Player::Bot(BotSpec::Expert(5));
    s.setup.board = "large".into();
    s.setup.first = First::Random;
    s.setup.no_capture_limit = 0;
    s.save(&path).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("green = \"expert:5\""), "{text}");
    assert!(text.contains("theme = \"high-contrast\""), "{text}");
    let (back, error) = Settings::load(&path);
    assert!(error.is_none(), "{error:?}");
    assert_eq!(back, s);
    // Nothing but the file itself is left in the directory: the temporary file was renamed.
    assert_eq!(std::fs::read_dir(path.parent().unwrap()).unwrap().count(), 1);
}

#[test]
fn a_missing_file_gives_defaults_silently() {
    let dir = TempDir::new();
    let path = dir.0.join("settings.toml");
    let (back, error) = Settings::load(&path);
    assert!(error.is_none(), "{error:?}");
    assert_eq!(back, documented_defaults());
}

#[test]
fn a_corrupt_file_keeps_its_good_values_and_names_every_problem() {
    let dir = TempDir::new();
    let path = dir.0.join("settings.toml");
    std::fs::write(&path, "think_ms = 500\nascii = maybe\n").unwrap();
    let (s, warning) = Settings::load(&path);
    // A syntax error: nothing can be trusted, so everything is the default.
    assert_eq!(s, documented_defaults(), "not the 500 ms of the corrupt file");
    let warning = warning.expect("a warning").to_string();
    assert!(warning.contains("line 2") && warning.contains("defaults"), "{warning}");
    std::fs::write(&path, "[setup]\ngreen = \"wizard\"\n").unwrap();
    let warning = Settings::load(&path).1.expect("a warning").to_string();
    assert!(warning.contains("wizard"), "{warning}");
    std::fs::write(&path, "colour = true\n").unwrap();
    assert!(Settings::load(&path).1.expect("unknown keys are reported").to_string().contains("colour"));

    // Three mistakes on lines 2, 4 and 7: all three named; the good values are kept.
    let text = "think_ms = 250\nascii = \"yes\"\nkey_hints = false\ncolour = 1\n[setup]\nred = \"greedy\"\ngreen = \"wizard\"\n";
    std::fs::write(&path, text).unwrap();
    let (s, warning) = Settings::load(&path);
    let warning = warning.expect("a warning").to_string();
    for (line, word) in [(2, "ascii"), (4, "colour"), (7, "wizard")] {
        assert!(warning.contains(&format!("line {line}")), "line {line} in {warning}");
        assert!(warning.contains(word), "{word} in {warning}");
    }
    assert_eq!(warning.matches("line ").count(), 3, "{warning}");
    assert_eq!((s.think_ms, s.ascii, s.key_hints), (250, false, false));
    assert_eq!((s.setup.red, s.setup.green), (Player::Bot(BotSpec::Greedy), documented_defaults().setup.green));
}

/// The `clock` key of `[setup]`, `[watch]` and `[taacoca]` reads as `--clock` does:
/// minutes+seconds; days per move (online correspondence only) or nonsense is a problem named
/// with its line, the rest kept.
#[test]
fn the_settings_clock_is_minutes_and_seconds_as_on_the_command_line() {
    use tactigon_games::clock::TimeControl;
    let (s, problems) = Settings::read("[setup]\nclock = \"7+1\"\n[taacoca]\nclock = \"3+2\"\n");
    assert!(problems.is_empty(), "{problems:?}");
    let tc = |m: u64, sec: u64| TimeControl { base: Duration::from_secs(m * 60), increment: Duration::from_secs(sec) };
    assert_eq!((s.setup.clock, s.taacoca.clock, s.watch.clock), (Some(tc(7, 1)), Some(tc(3, 2)), None));
    for bad in ["3 days", "0+5", "soon"] {
        let (s, problems) = Settings::read(&format!("[setup]\nred = \"greedy\"\nclock = \"{bad}\"\n"));
        assert_eq!(problems.iter().map(|p| p.line).collect::<Vec<_>>(), [Some(3)], "{bad}: {problems:?}");
        assert!(problems[0].message.contains("minutes+seconds"), "{bad}: {problems:?}");
        assert_eq!((s.setup.clock, s.setup.red), (None, Player::Bot(BotSpec::Greedy)), "{bad}");
    }
}

/// Issue 24 #7: a key misspelled inside `[setup]`, `[watch]` or `[taacoca]` was ignored, then
/// dropped when the settings were next saved. Now it is reported with its line, the rest of
/// the table is kept, and the file is kept as written.
#[test]
fn unknown_keys_inside_the_setup_tables_are_reported_by_line_and_kept() {
    let text = "[setup]\nno_capture_limt = 50\nred = \"greedy\"\n[watch]\nsquare_jmp = true\n\
                [taacoca]\nsize = 7\nwhte = \"random\"\n";
    let (s, problems) = Settings::read(text);
    let found: Vec<(Option<usize>, bool)> = problems
        .iter()
        .map(|p| (p.line, ["no_capture_limt", "square_jmp", "whte"].iter().any(|k| p.message.contains(k))))
        .collect();
    assert_eq!(found, [(Some(2), true), (Some(5), true), (Some(8), true)], "{problems:?}");
    assert_eq!((s.setup.red, s.taacoca.size), (Player::Bot(BotSpec::Greedy), 7), "the good keys are kept");

    let (mut app, _) = crate::tui_support::app();
    let dir = TempDir::new();
    let path = dir.0.join("settings.toml");
    std::fs::write(&path, text).unwrap();
    let (_, error) = Settings::load(&path);
    app.use_settings_file(Some(path.clone()), error);
    assert!(app.settings_file_kept(), "a file with a mistake is never written over");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
}

#[test]
fn partial_files_keep_defaults_for_the_rest() {
    let dir = TempDir::new();
    let path = dir.0.join("settings.toml");
    std::fs::write(&path, "watch_delay_ms = 100\n[setup]\nred = \"greedy\"\n").unwrap();
    let (s, warning) = Settings::load(&path);
    assert!(warning.is_none(), "{warning:?}");
    assert_eq!(s.watch_delay_ms, 100);
    assert_eq!(s.setup.red, Player::Bot(BotSpec::Greedy));
    let expected = documented_defaults();
    assert_eq!(
        s,
        Settings {
            watch_delay_ms: 100,
            setup: GameSetup { red: Player::Bot(BotSpec::Greedy), ..expected.setup.clone() },
            ..expected
        }
    );
}

#[test]
fn durations_read_as_written() {
    assert_eq!(parse_duration("500ms"), Ok(Duration::from_millis(500)));
    assert_eq!(parse_duration("1s"), Ok(Duration::from_secs(1)));
    assert_eq!(parse_duration("1.5s"), Ok(Duration::from_millis(1500)));
    assert_eq!(parse_duration(" 2s "), Ok(Duration::from_secs(2)));
    for bad in ["5", "abc", "ms", "0ms", "-1s", "2h", "1e9s", "nans"] {
        assert!(parse_duration(bad).is_err(), "{bad}");
    }
    assert!(parse_duration("5").unwrap_err().to_string().contains("500ms or 1.5s"));
}

#[test]
fn players_read_from_text() {
    assert_eq!("human".parse::<Player>(), Ok(Player::Human));
    // Issue 24: a control character was trimmed away like a space.
    assert_eq!(" human ".parse::<Player>(), Ok(Player::Human));
    for name in ["\thuman", "human\n", "\trandom", "expert\r"] {
        assert!(name.parse::<Player>().is_err(), "{name:?}");
    }
    assert_eq!("Expert:2".parse::<Player>(), Ok(Player::Bot(BotSpec::Expert(2))));
    assert!("wizard".parse::<Player>().unwrap_err().to_string().contains("expected human"));
    assert!("expert:9".parse::<Player>().unwrap_err().to_string().contains("1 to 5"));
}

#[test]
fn play_command_line() {
    let cli = Cli::try_parse_from([
        "tactigon",
        "play",
        "--red",
        "human",
        "--green",
        "expert:3",
        "--think",
        "500ms",
        "--board",
        "large",
        "--square-jump",
        "--first",
        "green",
        "--no-capture-limit",
        "0",
        "--ascii",
    ])
    .unwrap();
    let Some(Command::Play(args)) = cli.command else { panic!("play expected") };
    assert!(args.look.ascii);
    assert_eq!(args.game.think, Some(Duration::from_millis(500)));
    let setup = args.game.setup::<Tactigon>([Player::Human, Player::Human]).unwrap();
    assert_eq!(setup.green, Player::Bot(BotSpec::Expert(3)));
    assert_eq!(setup.board, "large");
    assert!(setup.square_jump && !setup.gold_bonus);
    assert_eq!(setup.first, First::Green);
    assert_eq!(setup.no_capture_limit, 0);
}

#[test]
fn only_commands_that_draw_take_ascii_theme_and_graphics() {
    for command in ["moves", "perft", "think", "arena", "completions"] {
        for flag in [&["--ascii"][..], &["--theme", "colour"], &["--graphics", "on"]] {
            let args = [&["tactigon", command][..], flag].concat();
            let kind = Cli::try_parse_from(&args).map(|_| ()).map_err(|e| e.kind());
            assert_eq!(kind, Err(ErrorKind::UnknownArgument), "{args:?}");
        }
    }
    for args in [
        &["tactigon", "--ascii"][..],
        &["tactigon", "--ascii", "play"],
        &["tactigon", "play", "--ascii", "--theme", "colour"],
        &["tactigon", "watch", "--ascii"],
        &["tactigon", "replay", "game.tgn", "--ascii"],
        &["tactigon", "--graphics", "off"],
        &["tactigon", "play", "--graphics", "ON"],
    ] {
        assert!(Cli::try_parse_from(args).is_ok(), "{args:?}");
    }
    let cli = Cli::try_parse_from(["tactigon", "--graphics", "off", "watch"]).unwrap();
    assert_eq!(cli.look.graphics, Some(GraphicsMode::Off));
    let bad = Cli::try_parse_from(["tactigon", "play", "--graphics", "sixel"]).unwrap_err().to_string();
    assert!(bad.contains("unknown graphics mode 'sixel' (expected auto, on or off)"), "{bad}");
    let cli = Cli::try_parse_from(["tactigon", "--ascii", "play"]).unwrap();
    assert!(cli.look.ascii, "the bare command's flag, given before play");
}

#[test]
fn bad_command_lines_are_refused() {
    use ErrorKind::{ArgumentConflict, InvalidValue, MissingRequiredArgument, ValueValidation};
    // Values read by the crate's own parsers fail validation; clap's closed list of shells
    // gives an invalid value; --load excludes the setup options. (`play --game N` without
    // --load parses, since --game also names a game, and is refused when run: taacoca_cli.)
    for (args, kind) in [
        (&["tactigon", "play", "--think", "5"][..], ValueValidation),
        (&["tactigon", "play", "--green", "wizard"], ValueValidation),
        (&["tactigon", "play", "--first", "blue"], ValueValidation),
        (&["tactigon", "watch", "--theme", "purple"], ValueValidation),
        (&["tactigon", "completions", "tcsh"], InvalidValue),
        (&["tactigon", "play", "--load", "game.tgn", "--red", "human"], ArgumentConflict),
        (&["tactigon", "play", "--load", "game.tgn", "--board", "large"], ArgumentConflict),
        (&["tactigon", "replay"], MissingRequiredArgument),
        (&["tactigon", "replay", "game.tgn", "--game", "two"], ValueValidation),
    ] {
        assert_eq!(Cli::try_parse_from(args).map(|_| ()).map_err(|e| e.kind()), Err(kind), "{args:?}");
    }
    // The same options with good values are taken.
    let cli = Cli::try_parse_from(["tactigon", "watch", "--theme", "high-contrast"]).unwrap();
    let Some(Command::Watch(args)) = cli.command else { panic!("watch expected") };
    assert_eq!(args.look.theme, Some(ThemeName::HighContrast));
    for args in [
        &["tactigon", "play", "--think", "5s", "--green", "random", "--first", "random"][..],
        &["tactigon", "completions", "bash"],
        &["tactigon", "play", "--load", "game.tgn", "--game", "2"],
        &["tactigon", "replay", "game.tgn", "--game", "2"],
    ] {
        assert!(Cli::try_parse_from(args).is_ok(), "{args:?}");
    }
    let cli =
        Cli::try_parse_from(["tactigon", "play", "--position", "2/9/10/P8Cp/10/9/2 r", "--first", "red"]).unwrap();
    let Some(Command::Play(args)) = cli.command else { panic!("play expected") };
    assert!(args.game.setup::<Tactigon>([Player::Human, Player::Human]).unwrap_err().to_string().contains("--first"));
    let cli = Cli::try_parse_from(["tactigon", "play", "--position", "2/9/10/P8Cp/10/9 r"]).unwrap();
    let Some(Command::Play(args)) = cli.command else { panic!("play expected") };
    assert!(
        args.game.setup::<Tactigon>([Player::Human, Player::Human]).unwrap_err().to_string().contains("6 rows given")
    );
}

/// Audit of issue 10 #6: the settings took a think time the command line refuses (0 ms, or
/// so long the bot thinks for ever) and a Taacoca board side refused only when a game started.
#[test]
fn settings_take_the_ranges_the_command_line_takes() {
    let text = "bell = true\nthink_ms = 0\n[taacoca]\nsize = 2\n";
    let (s, problems) = Settings::read(text);
    let mut all: Vec<String> = problems.iter().map(ToString::to_string).collect();
    all.sort();
    assert_eq!(all.len(), 2, "{all:?}");
    assert!(
        all[0].starts_with("line 2: think_ms 0 is out of range") && all[0].contains("from 1 to 3600000 ms"),
        "{all:?}"
    );
    assert!(all[1].starts_with("line 4: board side 2 is out of range"), "{all:?}");
    assert!(s.bell, "the good values are kept");
    assert_eq!((s.think_ms, s.taacoca.size), (1000, 5), "the defaults stand in");

    let (_, problems) = Settings::read("think_ms = 18446744073709551615\n");
    assert_eq!(problems.len(), 1);
    assert!(problems[0].message.contains("out of range"), "{problems:?}");
    // The ends of the range are in it, as on the command line.
    for (ms, think) in [(1, "1ms"), (3_600_000, "3600s")] {
        let (s, problems) = Settings::read(&format!("think_ms = {ms}\n[taacoca]\nsize = 13\n"));
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(s.think(), parse_duration(think).unwrap());
    }
    assert!(parse_duration("3600.001s").is_err());
}
