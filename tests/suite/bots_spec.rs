//! Bot names as written on the command line.

use tactigon_games::bots::{BotSpec, BotSpecError, LEVELS, Level};
use tactigon_games::setup::Player;

#[test]
fn bot_names_round_trip() {
    let all = [
        BotSpec::Random,
        BotSpec::Greedy,
        BotSpec::Expert(1),
        BotSpec::Expert(2),
        BotSpec::Expert(3),
        BotSpec::Expert(4),
        BotSpec::Expert(5),
    ];
    for spec in all {
        assert_eq!(spec.to_string().parse::<BotSpec>(), Ok(spec));
    }
    // The spellings of the README: `expert` means level 3.
    let written = [
        ("random", BotSpec::Random),
        ("greedy", BotSpec::Greedy),
        ("expert", BotSpec::Expert(3)),
        ("expert:1", BotSpec::Expert(1)),
        ("expert:5", BotSpec::Expert(5)),
        (" Expert:2 ", BotSpec::Expert(2)),
        ("GREEDY", BotSpec::Greedy),
    ];
    for (text, spec) in written {
        assert_eq!(text.parse::<BotSpec>(), Ok(spec), "{text:?}");
    }
    assert_eq!(BotSpec::Random.to_string(), "random");
    assert_eq!(BotSpec::Greedy.to_string(), "greedy");
    assert_eq!(BotSpec::Expert(4).to_string(), "expert:4");
}

#[test]
fn bad_bot_names_are_explained() {
    for bad in ["expert:0", "expert:6", "expert:x", "expert:"] {
        let e = bad.parse::<BotSpec>().unwrap_err();
        assert_eq!(e, BotSpecError::BadLevel(bad.to_string()));
        assert!(e.to_string().contains("level must be 1 to 5"), "{bad}: {e}");
    }
    for bad in ["", "grumpy", "expert3", "random:1"] {
        let e = bad.parse::<BotSpec>().unwrap_err();
        assert_eq!(e, BotSpecError::Unknown(bad.to_string()));
        assert!(e.to_string().contains("unknown bot"), "{bad}: {e}");
    }
}

/// The levels' one table ([`LEVELS`]) gives the names read, the messages and the setup
/// choices: each level of it parses, the first number past it does not, and the setup
/// screen offers each once, weakest first.
#[test]
fn the_levels_table_drives_names_messages_and_choices() {
    assert_eq!((Level::WEAKEST, Level::STRONGEST), (1, 5));
    assert!(Level::exists(Level::DEFAULT));
    for (i, settings) in LEVELS.iter().enumerate() {
        let level = Level::WEAKEST + i as u8;
        assert_eq!(format!("expert:{level}").parse::<BotSpec>(), Ok(BotSpec::Expert(level)));
        assert_eq!(Level::of(level), *settings);
    }
    // Stronger means at least as deep and no noisier; the strongest has neither cap nor noise.
    assert!(LEVELS.windows(2).all(|w| w[0].max_depth <= w[1].max_depth && w[0].noise >= w[1].noise));
    assert_eq!(Level::of(Level::STRONGEST).noise, 0);
    assert_eq!(Level::of(u8::MAX), Level::of(Level::STRONGEST), "clamped");
    let past = format!("expert:{}", Level::STRONGEST + 1);
    assert_eq!(
        past.parse::<BotSpec>().unwrap_err().to_string(),
        "'expert:6': the expert level must be 1 to 5 (expert:1 … expert:5)"
    );
    assert_eq!(BotSpec::names(), "random, greedy, expert or expert:1 … expert:5");
    let experts: Vec<Player> =
        Player::CHOICES.into_iter().filter(|p| matches!(p, Player::Bot(BotSpec::Expert(_)))).collect();
    let expected: Vec<Player> = (1..=5).map(|l| Player::Bot(BotSpec::Expert(l))).collect();
    assert_eq!(experts, expected);
    assert_eq!(Player::CHOICES[..3], [Player::Human, Player::Bot(BotSpec::Random), Player::Bot(BotSpec::Greedy)]);
}

#[test]
fn the_readme_table_of_the_levels_ratings_is_the_code_one() {
    use tactigon_games::games::GameKind;
    use tactigon_games::gauntlet::{LADDER, RATINGS, rating};
    let readme = include_str!("../../README.md");
    let start = readme.find("| bot | Tactigon | Taacoca |").expect("the README's table of ratings");
    let rows: Vec<Vec<&str>> = readme[start..]
        .lines()
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .map(|l| l.trim_matches('|').split('|').map(str::trim).collect())
        .collect();
    assert_eq!(rows.len(), LADDER.len());
    for (row, (bot, ratings)) in rows.iter().zip(LADDER.iter().zip(RATINGS)) {
        assert_eq!(row[0], bot.to_string());
        let read: Vec<i32> = row[1..].iter().map(|r| r.parse().expect("a rating")).collect();
        assert_eq!(read, ratings, "{bot}");
        assert_eq!(rating(*bot, GameKind::Taacoca), read[1]);
    }
    // Random is the anchor, and no bot rates below it.
    assert_eq!(RATINGS[0], [0, 0]);
    assert!(RATINGS.iter().all(|r| r.iter().all(|&e| e >= 0)));
}
