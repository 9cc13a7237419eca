//! Bot names and thinking times as written on the command line.

use std::time::Duration;
use tactigon::bots::{BotSpec, DEFAULT_EXPERT_LEVEL, parse_think_time};

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
        assert!(e.contains("level must be 1 to 5"), "{bad}: {e}");
    }
    for bad in ["", "grumpy", "expert3", "random:1"] {
        let e = bad.parse::<BotSpec>().unwrap_err();
        assert!(e.contains("unknown bot"), "{bad}: {e}");
    }
}

#[test]
fn thinking_times_parse() {
    assert_eq!(parse_think_time("200ms"), Ok(Duration::from_millis(200)));
    assert_eq!(parse_think_time("1s"), Ok(Duration::from_secs(1)));
    assert_eq!(parse_think_time("1.5s"), Ok(Duration::from_millis(1500)));
    assert_eq!(parse_think_time(" 2.5ms "), Ok(Duration::from_micros(2500)));
    for bad in ["", "1", "fast", "1 h", "ms"] {
        assert!(parse_think_time(bad).is_err(), "{bad}");
    }
    assert!(parse_think_time("abc s").unwrap_err().contains("'abc' is not a number"));
    assert!(parse_think_time("0s").unwrap_err().contains("more than 0"));
    assert!(parse_think_time("-1s").unwrap_err().contains("more than 0"));
    assert!(parse_think_time("2h").unwrap_err().contains("ms or s"));
    assert!(parse_think_time("7200s").unwrap_err().contains("at most an hour"));
}
