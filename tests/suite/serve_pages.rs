//! The lobby's pages over the server's memory, drawn from hand-made data: a list of games, a
//! profile with its rating chart, the leaderboard (text and styles snapshotted); their keys
//! ask the store for the right things; a name a player gave is escaped and cut where drawn.

use crate::tui_support::{row_text, styles};
use crossterm::event::KeyCode::{self, Char, Down, Enter, Esc, Right, Tab};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use tactigon_games::games::GameKind;
use tactigon_server::pages::{Answer, Page, PageAction, Query};
use tactigon_store::{
    Account, AccountId, GameFilter, GameSummary, Glicko, LeaderRow, Profile, Rating, RatingPoint, Score, Side, Speed,
};

/// 2026-11-26 00:00 UTC.
const DAY: i64 = 1_795_651_200;

fn glicko(rating: f64, deviation: f64) -> Glicko {
    Glicko { rating, deviation, volatility: 0.06 }
}

fn side(id: i64, name: &str, change: Option<(f64, f64)>) -> Side {
    Side {
        account: Some(AccountId(id)),
        name: name.to_string(),
        before: change.map(|c| glicko(c.0, 80.0)),
        after: change.map(|c| glicko(c.1, 79.0)),
    }
}

fn games() -> Vec<GameSummary> {
    vec![
        GameSummary {
            id: 12,
            game: GameKind::Tactigon,
            sides: [side(1, "alice", Some((1500.0, 1512.0))), side(2, "bob", Some((1490.0, 1478.0)))],
            terms: "Tactigon, standard board, 5+3, rated".into(),
            rated: Some(Speed::Blitz),
            score: Score::FirstWon,
            ending: "pentagon taken".into(),
            finished: DAY + 3600,
        },
        GameSummary {
            id: 9,
            game: GameKind::Taacoca,
            sides: [side(2, "bob", None), side(1, "alice", None)],
            terms: "Taacoca, side 5, no clock".into(),
            rated: None,
            score: Score::Draw,
            ending: "repetition".into(),
            finished: DAY - 86_400,
        },
    ]
}

fn profile() -> Profile {
    let history = [1500.0, 1480.0, 1530.0, 1512.0, 1560.0]
        .iter()
        .enumerate()
        .map(|(i, &rating)| RatingPoint { at: DAY - 86_400 * (4 - i as i64), rating })
        .collect();
    Profile {
        account: Account {
            id: AccountId(1),
            name: "alice".into(),
            key: Some("SHA256:abc".into()),
            since: DAY - 86_400 * 30,
            last_seen: DAY,
            banned: false,
            bot: false,
            ratings: vec![
                Rating { game: GameKind::Tactigon, speed: Speed::Blitz, glicko: glicko(1560.0, 90.0), games: 5 },
                Rating { game: GameKind::Taacoca, speed: Speed::Rapid, glicko: glicko(1532.0, 200.0), games: 1 },
            ],
        },
        record: [4, 2, 1],
        history: vec![
            (GameKind::Taacoca, Speed::Rapid, vec![RatingPoint { at: DAY - 86_400, rating: 1532.0 }]),
            (GameKind::Tactigon, Speed::Blitz, history),
        ],
        recent: games(),
    }
}

fn draw(page: &Page, width: u16, height: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| page.render(f)).unwrap();
    terminal
}

fn text_of(terminal: &Terminal<TestBackend>) -> String {
    let buf = terminal.backend().buffer();
    (0..buf.area.height).map(|y| row_text(buf, y).trim_end().to_string()).collect::<Vec<_>>().join("\n")
}

fn key(page: &mut Page, code: KeyCode) -> PageAction {
    page.key(code)
}

#[test]
fn a_players_games_page_lists_them_newest_first_with_their_rating_changes() {
    let mut page = Page::games(Some((AccountId(1), "alice".into())));
    page.answer(Ok(Answer::Games(games())));
    let terminal = draw(&page, 110, 14);
    let screen = text_of(&terminal);
    // Hand-written: the first game's line, the rounded ratings and their differences.
    assert!(
        screen.contains(
            "> 2026-11-26  Tactigon  alice 1500 → 1512 (+12) vs bob 1490 → 1478 (-12)  1-0 pentagon taken  rated blitz"
        ),
        "{screen}"
    );
    assert!(screen.contains("2026-11-25  Taacoca   bob vs alice  1/2-1/2 repetition  casual"), "{screen}");
    assert!(screen.starts_with("Games of alice — every game, page 1"), "{screen}");
    insta::assert_snapshot!("games_page_110x14", terminal.backend());
    insta::assert_snapshot!("games_page_110x14_styles", styles(terminal.backend().buffer()));
}

#[test]
fn the_games_page_asks_for_the_game_chosen_and_the_next_page_after_the_last_game_shown() {
    let mut page = Page::games(Some((AccountId(7), "alice".into())));
    let filter = |game, before| Query::Games(GameFilter { player: Some(AccountId(7)), game, before, limit: 20 });
    assert_eq!(page.query(), filter(None, None));
    // n: Tactigon, Taacoca, then every game again, each from the newest.
    assert_eq!(key(&mut page, Char('n')), PageAction::Ask(filter(Some(GameKind::Tactigon), None)));
    assert_eq!(key(&mut page, Char('n')), PageAction::Ask(filter(Some(GameKind::Taacoca), None)));
    assert_eq!(key(&mut page, Char('n')), PageAction::Ask(filter(None, None)));
    // A page of fewer than 20 has nothing after it.
    page.answer(Ok(Answer::Games(games())));
    assert_eq!(key(&mut page, Right), PageAction::Stay);
    // A full page: → asks for the games older than its last (number 100 - 19 = 81).
    let full: Vec<GameSummary> = (0..20).map(|i| GameSummary { id: 100 - i, ..games()[0].clone() }).collect();
    page.answer(Ok(Answer::Games(full.clone())));
    assert_eq!(key(&mut page, Right), PageAction::Ask(filter(None, Some(81))));
    page.answer(Ok(Answer::Games(full)));
    assert_eq!(key(&mut page, Right), PageAction::Ask(filter(None, Some(81))));
    // ← goes back a page at a time, to the newest.
    assert_eq!(key(&mut page, KeyCode::Left), PageAction::Ask(filter(None, Some(81))));
    assert_eq!(key(&mut page, KeyCode::Left), PageAction::Ask(filter(None, None)));
    assert_eq!(key(&mut page, KeyCode::Left), PageAction::Stay);
}

#[test]
fn enter_replays_the_game_chosen_and_p_opens_a_players_profile() {
    let mut page = Page::games(None);
    page.answer(Ok(Answer::Games(games())));
    assert_eq!(key(&mut page, Enter), PageAction::Replay(12));
    key(&mut page, Down);
    assert_eq!(key(&mut page, Enter), PageAction::Replay(9));
    assert_eq!(key(&mut page, Char('p')), PageAction::Open(Page::profile("bob")));
    assert_eq!(key(&mut page, Char('P')), PageAction::Open(Page::profile("alice")));
    assert_eq!(key(&mut page, Esc), PageAction::Back);
}

#[test]
fn a_profile_shows_ratings_record_chart_and_recent_games() {
    let mut page = Page::profile("alice");
    assert_eq!(page.query(), Query::Profile("alice".into()));
    page.answer(Ok(Answer::Profile(Some(profile()))));
    let terminal = draw(&page, 110, 32);
    let screen = text_of(&terminal);
    assert!(screen.contains("member since 2026-10-27, last seen 2026-11-26"), "{screen}");
    assert!(screen.contains("4 won, 2 lost, 1 drawn"), "{screen}");
    // 90 is under the provisional threshold (110, lichess's), 200 above it.
    assert!(screen.contains("Tactigon blitz            1560  5 rated games"), "{screen}");
    assert!(screen.contains("Taacoca  rapid           1532?  1 rated game"), "{screen}");
    // The chart opens on the rating with the most games, its range 20 points beyond the
    // lowest and highest ratings (1480 and 1560), its dates the first and last game's.
    assert!(screen.contains("Tactigon blitz rating (2 of 2)"), "{screen}");
    assert!(screen.contains("1460") && screen.contains("1580"), "{screen}");
    assert!(screen.contains("2026-11-22") && screen.contains("2026-11-26"), "{screen}");
    insta::assert_snapshot!("profile_page_110x32", terminal.backend());
    insta::assert_snapshot!("profile_page_110x32_styles", styles(terminal.backend().buffer()));
    // Tab: the other rating's chart; g: all of alice's games; Enter the recent game chosen.
    key(&mut page, Tab);
    assert!(text_of(&draw(&page, 110, 32)).contains("Taacoca rapid rating (1 of 2)"));
    assert_eq!(key(&mut page, Char('g')), PageAction::Open(Page::games(Some((AccountId(1), "alice".into())))));
    key(&mut page, Down);
    assert_eq!(key(&mut page, Enter), PageAction::Replay(9));
}

#[test]
fn an_unknown_player_and_a_store_that_failed_are_said_so() {
    let mut page = Page::profile("nobody");
    assert!(text_of(&draw(&page, 80, 12)).contains("loading…"));
    page.answer(Ok(Answer::Profile(None)));
    assert!(text_of(&draw(&page, 80, 12)).contains("nobody called nobody plays here"));
    let mut page = Page::leaderboard();
    page.answer(Err("database is locked".into()));
    let screen = text_of(&draw(&page, 80, 12));
    assert!(screen.contains("the server's archive did not answer: database is locked"), "{screen}");
}

#[test]
fn the_leaderboard_lists_established_ratings_and_changes_game_and_speed() {
    let mut page = Page::leaderboard();
    assert_eq!(page.query(), Query::Leaderboard(GameKind::Tactigon, Speed::Blitz));
    let rows = vec![
        LeaderRow { name: "carol".into(), glicko: glicko(1712.4, 60.0), games: 40 },
        LeaderRow { name: "alice".into(), glicko: glicko(1560.0, 90.0), games: 5 },
        LeaderRow { name: "evil\x1b[2Jname-that-goes-on".into(), glicko: glicko(1501.0, 100.0), games: 12 },
    ];
    page.answer(Ok(Answer::Leaderboard(rows)));
    let terminal = draw(&page, 80, 12);
    let screen = text_of(&terminal);
    assert!(screen.contains(">   1. carol                  1712  40 games"), "{screen}");
    // The escape sequence is written out, not sent; the name is cut at 20 characters.
    assert!(screen.contains("3. evil\\u{1b}[2Jname-t…   1501  12 games"), "{screen}");
    insta::assert_snapshot!("leaderboard_page_80x12", terminal.backend());
    insta::assert_snapshot!("leaderboard_page_80x12_styles", styles(terminal.backend().buffer()));
    assert_eq!(key(&mut page, Char('s')), PageAction::Ask(Query::Leaderboard(GameKind::Tactigon, Speed::Rapid)));
    assert_eq!(key(&mut page, Char('n')), PageAction::Ask(Query::Leaderboard(GameKind::Taacoca, Speed::Rapid)));
    page.answer(Ok(Answer::Leaderboard(vec![LeaderRow {
        name: "bob".into(),
        glicko: glicko(1600.0, 50.0),
        games: 9,
    }])));
    assert_eq!(key(&mut page, Enter), PageAction::Open(Page::profile("bob")));
}

#[test]
fn f_in_the_lobby_finds_any_players_profile_by_name() {
    use tactigon_server::lobby_view::{LobbyAction, LobbyScreen};
    let me =
        tactigon_server::seats::Who { name: "carol".into(), user: "carol".into(), key: None, conn: 1, account: None };
    let mut lobby = LobbyScreen::default();
    // Every key pressed in turn; what the last one asked for.
    let press = |lobby: &mut LobbyScreen, keys: &[KeyCode]| {
        let mut last = None;
        for &k in keys {
            last = Some(lobby.key(k, &[], &me));
        }
        last
    };
    // Typed letters go to the name, not to the lobby's keys (`r` does not open a seat).
    assert_eq!(
        press(&mut lobby, &[Char('f'), Char('b'), Char('o'), Char('r'), KeyCode::Backspace]),
        Some(LobbyAction::Stay)
    );
    assert_eq!(lobby.finding.as_deref(), Some("bo"));
    assert_eq!(press(&mut lobby, &[Char('b'), Enter]), Some(LobbyAction::Page(Page::profile("bob"))));
    // Esc gives up; an empty name opens nothing.
    assert_eq!(press(&mut lobby, &[Char('f'), Char('x'), Esc]), Some(LobbyAction::Stay));
    assert_eq!(lobby.finding, None);
    assert_eq!(press(&mut lobby, &[Char('f'), Enter]), Some(LobbyAction::Stay));
}
