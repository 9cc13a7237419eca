//! The UI-free match runner: bot scheduling, undo that takes back a bot's reply, and the
//! autosave policy, driven without any screen, and bots playing a game out as the arena has them.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};
use tactigon_games::bots::{BotSpec, Limits};
use tactigon_games::match_runner::{Autosave, BotPlayError, HistoryError, MatchRunner};
use tactigon_games::setup::{GameSetup, Player};
use tactigon_rules::{Side, Tactigon};

const LIMITS: Limits = Limits { time: Duration::from_millis(20), depth: Some(1) };

fn runner(red: Player, green: Player, watch: bool, now: Instant) -> MatchRunner<Tactigon> {
    let setup = GameSetup { red, green, ..GameSetup::default() };
    let game = setup.start(false).unwrap();
    MatchRunner::new(setup, game, watch, 500, 7, now)
}

/// Asks the runner for its bot, lets it think here, and hands the move back.
fn bot_moves(r: &mut MatchRunner<Tactigon>, now: Instant) {
    let mut req = r.bot_request(now, LIMITS).expect("a bot is due");
    let m = req.bot.choose(&req.game, &AtomicBool::new(false));
    r.bot_answer(req.bot, m, now).unwrap();
}

#[test]
fn a_bot_is_asked_only_on_its_turn_and_undo_takes_back_its_reply_too() {
    let now = Instant::now();
    let mut r = runner(Player::Human, Player::Bot(BotSpec::Random), false, now);
    assert!(r.bot_request(now, LIMITS).is_none(), "Red is a person");
    r.play("b1-b2".parse().unwrap(), now).unwrap();
    bot_moves(&mut r, now);
    assert_eq!(r.game().moves().len(), 2);
    assert!(r.bot_request(now, LIMITS).is_none(), "Red's turn again");
    r.undo().unwrap();
    assert!(r.game().moves().is_empty(), "the person's move and the bot's reply are both gone");
    assert_eq!(r.undo(), Err(HistoryError::Nothing));
    r.redo().unwrap();
    assert_eq!(r.game().moves().len(), 2, "redo replays up to the person's next turn");
}

#[test]
fn watching_waits_for_the_delay_and_a_pause_holds_until_a_single_step() {
    let now = Instant::now();
    let mut r = runner(Player::Bot(BotSpec::Random), Player::Bot(BotSpec::Random), true, now);
    bot_moves(&mut r, now);
    assert!(r.bot_request(now + Duration::from_millis(499), LIMITS).is_none(), "500 ms between moves");
    let later = now + Duration::from_millis(500);
    assert!(r.toggle_pause());
    assert!(r.bot_request(later, LIMITS).is_none(), "paused");
    r.step_once();
    bot_moves(&mut r, later);
    assert!(r.bot_request(later + Duration::from_secs(5), LIMITS).is_none(), "one step only");
    assert_eq!(r.undo(), Err(HistoryError::Watching));
}

#[test]
fn the_autosave_is_due_once_per_change_and_removal_when_the_game_ends() {
    let now = Instant::now();
    let setup = GameSetup { position: Some("2/9/10/P8Cp/10/9/2 r".into()), ..GameSetup::default() };
    let setup = GameSetup { red: Player::Human, green: Player::Human, ..setup };
    let game = setup.start(false).unwrap();
    let mut r = MatchRunner::new(setup, game, false, 500, 7, now);
    r.play("d1-d2".parse().unwrap(), now).unwrap();
    assert_eq!(r.autosave_due(), None, "autosave is off until turned on");
    r.set_autosave(true);
    let Some(Autosave::Write(record)) = r.autosave_due() else { panic!("a write is due") };
    assert_eq!(record.game.moves().len(), 1);
    assert_eq!(r.autosave_due(), None, "nothing changed since");
    r.play("d11-c10".parse().unwrap(), now).unwrap();
    r.play("d10xc10".parse().unwrap(), now).unwrap();
    assert!(r.over());
    assert_eq!(r.autosave_due(), Some(Autosave::Remove));
}

#[test]
fn bots_play_to_the_end_with_the_seeds_given_as_if_played_by_hand() {
    let now = Instant::now();
    let stop = AtomicBool::new(false);
    let mut r = runner(Player::Bot(BotSpec::Random), Player::Bot(BotSpec::Greedy), false, now).with_bot_seeds([11, 22]);
    let outcome = r.play_bots_to_end(LIMITS, &stop, 40).unwrap();
    // The same game played here, the bots built with the seeds by hand.
    let mut game = GameSetup::default().start(false).unwrap();
    let mut bots = [BotSpec::Random.build(11, LIMITS), BotSpec::Greedy.build(22, LIMITS)];
    while game.outcome().is_none() && game.moves().len() < 40 {
        let m = bots[game.position().turn().index()].choose(&game, &stop);
        game.play(m).unwrap();
    }
    assert_eq!(r.game().moves(), game.moves());
    assert_eq!(outcome, game.outcome(), "the outcome, or none at the ply cap");
}

#[test]
fn playing_to_the_end_stops_at_the_ply_cap_and_sums_each_sides_searches() {
    let now = Instant::now();
    let mut r = runner(Player::Bot(BotSpec::Expert(1)), Player::Bot(BotSpec::Random), false, now);
    assert_eq!(r.play_bots_to_end(LIMITS, &AtomicBool::new(false), 6).unwrap(), None);
    assert_eq!(r.game().moves().len(), 6);
    let red = r.search_totals(Side::Red);
    assert!((1..=3).contains(&red.searches), "Red searched at most its 3 moves: {red:?}");
    assert_eq!(red.depth, red.searches, "every search went to depth 1");
    assert!(red.nodes > 0);
    assert_eq!(r.search_totals(Side::Green).searches, 0, "the random bot does not search");
}

#[test]
fn playing_to_the_end_waits_for_a_person_to_move() {
    let now = Instant::now();
    let mut r = runner(Player::Human, Player::Bot(BotSpec::Random), false, now);
    assert_eq!(r.play_bots_to_end(LIMITS, &AtomicBool::new(false), 10), Err(BotPlayError::HumanToMove(Side::Red)));
    assert!(r.game().moves().is_empty());
}

#[test]
fn watching_bots_on_a_clock_spend_no_time_in_the_delay_between_moves() {
    use tactigon_games::clock::TimeControl;
    let now = Instant::now();
    let minute = TimeControl { base: Duration::from_secs(60), increment: Duration::ZERO };
    let setup = GameSetup {
        red: Player::Bot(BotSpec::Random),
        green: Player::Bot(BotSpec::Random),
        clock: Some(minute),
        ..GameSetup::default()
    };
    let game = setup.start(false).unwrap();
    let mut r = MatchRunner::new(setup, game, true, 500, 7, now);
    r.keep_clocks(now);
    // Red thinks 2 s; then 500 ms of pacing; Green's clock starts only when the delay is over.
    bot_moves(&mut r, now + Duration::from_secs(2));
    let paced = now + Duration::from_millis(2500);
    r.keep_clocks(now + Duration::from_millis(2400));
    assert_eq!(
        r.time_left(now + Duration::from_millis(2400)),
        Some([Duration::from_secs(58), Duration::from_secs(60)])
    );
    r.keep_clocks(paced);
    // Green then thinks 3 s.
    assert_eq!(r.time_left(paced + Duration::from_secs(3)), Some([Duration::from_secs(58), Duration::from_secs(57)]));
}

/// A game on `control` between a person (Red) and the expert (Green), Red's clock started at
/// `now`.
fn on_clock(control: &str, now: Instant) -> MatchRunner<Tactigon> {
    let clock = Some(tactigon_games::clock::TimeControl::parse_live(control).unwrap());
    let setup = GameSetup { red: Player::Human, green: Player::Bot(BotSpec::Expert(3)), clock, ..GameSetup::default() };
    let game = setup.start(false).unwrap();
    let mut r = MatchRunner::new(setup, game, false, 0, 7, now);
    r.keep_clocks(now);
    r
}

/// On a clock the expert thinks for the share of its own time the budget gives, not the
/// fixed think time: a twentieth of what is left after 30 ms of overhead plus three quarters
/// of the increment, at most half of what is left after the overhead (budget.rs). The
/// figures are worked by hand from that formula and the times the clocks show.
#[test]
fn the_experts_think_time_follows_its_clock() {
    let s = Duration::from_secs;
    let now = Instant::now();
    // 1+2: Red moves after 10 s, Green's clock starts then; asked 3 s later Green has 57 s.
    let mut r = on_clock("1+2", now);
    r.play("b1-b2".parse().unwrap(), now + s(10)).unwrap();
    assert_eq!(r.time_left(now + s(13)), Some([s(52), s(57)]), "60 - 10 + 2 and 60 - 3");
    let req = r.bot_request(now + s(13), LIMITS).expect("Green's expert is due");
    // (57 000 - 30) / 20 = 2 848.5 ms, plus 2 000 * 3 / 4 = 1 500 ms: 4 348.5 ms (the cap,
    // (57 000 - 30) / 2, is far above).
    assert_eq!(req.bot.think_time(&req.game), Some(Duration::from_micros(4_348_500)));
    // Asked 59.9 s after Red's move, 100 ms are left: (100 - 30) / 20 + 22 500 ms with a
    // 30 s increment is capped at (100 - 30) / 2 = 35 ms, so the flag does not fall.
    let mut r = on_clock("1+30", now);
    r.play("b1-b2".parse().unwrap(), now + s(1)).unwrap();
    let late = now + s(1) + Duration::from_millis(59_900);
    let req = r.bot_request(late, LIMITS).expect("Green's expert is due");
    assert_eq!(req.bot.think_time(&req.game), Some(Duration::from_millis(35)));
    // Without a clock it thinks for the fixed time it was given.
    let mut r = runner(Player::Human, Player::Bot(BotSpec::Expert(3)), false, now);
    r.play("b1-b2".parse().unwrap(), now).unwrap();
    let req = r.bot_request(now, LIMITS).expect("Green's expert is due");
    assert_eq!(req.bot.think_time(&req.game), Some(LIMITS.time));
}
