//! Limits against abuse (issue 20): a cap on the sessions of one account, a pause for an
//! address after repeated failed logins, and a cooling-off, escalating as lichess's
//! play-bans do, for accounts that abandon games. Expected values worked out from the rules
//! in the comments.

use crate::serve::{Term, options, tempdir};
use crate::serve_accounts::with_key;
use std::net::{IpAddr, Ipv4Addr};
use std::time::{Duration, Instant};
use tactigon_server::ServeOptions;
use tactigon_server::access::AccessSource;
use tactigon_server::cooling;
use tactigon_server::limits::{FAILURES, Failures, PAUSE, PerAccount};

#[test]
fn an_account_holds_at_most_its_sessions_and_gets_a_place_back_when_one_ends() {
    let cap = PerAccount::new(2);
    let (one, two) = (cap.enter(7).unwrap(), cap.enter(7).unwrap());
    assert!(cap.enter(7).is_none(), "a third session of the same account");
    assert!(cap.enter(8).is_some(), "another account has its own count");
    drop(one);
    assert!(cap.enter(7).is_some(), "a session ended gives its place back");
    drop(two);
}

#[test]
fn an_address_is_paused_after_repeated_failed_logins_and_let_in_after_the_pause() {
    let failures = Failures::default();
    let (a, b) = (IpAddr::V4(Ipv4Addr::new(10, 0, 0, 1)), IpAddr::V4(Ipv4Addr::new(10, 0, 0, 2)));
    let t0 = Instant::now();
    let at = |s: u64| t0 + Duration::from_secs(s);
    for i in 0..FAILURES - 1 {
        failures.failed(a, at(i as u64));
    }
    assert!(!failures.paused(a, at(10)), "one failure short of the pause");
    failures.failed(a, at(10));
    assert!(failures.paused(a, at(10)) && failures.paused(a, at(10 + PAUSE.as_secs() - 1)));
    assert!(!failures.paused(b, at(10)), "another address is not paused");
    assert!(!failures.paused(a, at(10 + PAUSE.as_secs())), "the pause ends");
    // Failures more than ten minutes apart never add up to a pause.
    for i in 0..2 * FAILURES as u64 {
        failures.failed(b, at(1000 + i * 601));
    }
    assert!(!failures.paused(b, at(1000 + 2 * FAILURES as u64 * 601)));
}

#[test]
fn the_cooling_off_escalates_from_the_third_abandonment_in_a_day() {
    // Two in a day are free; the third costs 15 min, each one after doubles it, at most a day.
    assert_eq!((0..=3).map(cooling::length).collect::<Vec<_>>(), [None, None, None, Some(900)]);
    assert_eq!([4, 5, 6, 10, 40].map(cooling::length), [1800, 3600, 7200, 86_400, 86_400].map(Some));
    // Counted from the newest (the list is newest first).
    assert_eq!(cooling::until(&[5000, 4000, 3000]), Some(5900));
    assert_eq!(cooling::until(&[5000, 4000]), None);
    let told = cooling::refusal(3, 5900, 5000).unwrap();
    assert_eq!(told, "you left 3 games unfinished in the last day: you may sit at a table again in 15 min");
    assert_eq!(cooling::refusal(3, 5900, 5900), None, "over once its time has come");
    assert_eq!(cooling::refusal(6, 5000 + 7200, 5000).unwrap().split(" in ").last(), Some("2 h"));
}

/// With a cap of one session an account's second connection is told why and closed; the
/// first goes on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_session_over_the_accounts_cap_is_refused_with_words() {
    let data = tempdir();
    let options = ServeOptions { max_per_account: 1, ..options(data.0.as_path(), AccessSource::Open) };
    let server = tactigon_server::start(options).await.unwrap();
    let first = with_key(&server, "alice", "alice_ed25519").await;
    let mut term = Term::open(&first, 100, 30).await;
    term.until("you are alice").await;
    let second = with_key(&server, "alice", "alice_ed25519").await;
    let mut refused = Term::open(&second, 100, 30).await;
    refused.until("tactigon: the account alice has as many sessions open as allowed (1): close one first").await;
    term.send(b"b").await;
    term.until("New game").await;
}
