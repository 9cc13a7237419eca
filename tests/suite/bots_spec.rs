//! Bot names as written on the command line.

use tactigon::bots::{BotSpec, BotSpecError, DEFAULT_EXPERT_LEVEL};

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
    assert_eq!("expert".parse::<BotSpec>(), Ok(BotSpec::Expert(DEFAULT_EXPERT_LEVEL)));
    assert_eq!(DEFAULT_EXPERT_LEVEL, 3);
    assert_eq!(" Expert:2 ".parse::<BotSpec>(), Ok(BotSpec::Expert(2)));
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
