//! Bot names as written on the command line.

use tactigon_games::bots::{BotSpec, BotSpecError};

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
