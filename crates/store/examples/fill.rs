//! The store's figures: fills a database with 10,000 players and 200,000 archived games
//! (half of them rated), then measures the store-side time of what the server asks of it:
//! the lobby's data (the ratings of 50 players online), a profile with its rating chart, a
//! player's game list, a leaderboard, and recording a finished rated game; and the size of
//! the file. Run: `cargo run -p tactigon-store --example fill [DIR] [PLAYERS] [GAMES]`.

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::path::PathBuf;
use std::time::{Duration, Instant};
use tactigon_games::GameKind;
use tactigon_store::*;

/// Each query is timed this many times; the median is reported.
const RUNS: usize = 50;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let dir = args.next().map_or_else(|| std::env::temp_dir().join("tactigon-fill"), PathBuf::from);
    let players: usize = args.next().map_or(Ok(10_000), |a| a.parse())?;
    let games: usize = args.next().map_or(Ok(200_000), |a| a.parse())?;
    std::fs::create_dir_all(&dir)?;
    let file = dir.join("tactigon.db");
    for stale in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{stale}", file.display()));
    }
    let store = SqliteStore::open(&file)?;
    let mut rng = StdRng::seed_from_u64(19);
    let started = Instant::now();
    let ids: Vec<AccountId> = (0..players)
        .map(|i| match store.login(&format!("player{i}"), Some(&format!("SHA256:{i}")), true, 0) {
            Ok(Login::Account(a)) => Ok(a.id),
            other => Err(format!("player{i}: {other:?}")),
        })
        .collect::<Result<_, _>>()?;
    // A 40-move record is about 600 bytes of text.
    let record = format!("[Event \"Online game\"]\n[Result \"1-0\"]\n\n{}1-0\n", "12. b1-b2 b9-b8 ".repeat(36));
    for n in 0..games {
        store.finish(&game(&mut rng, &ids, n, &record))?;
    }
    eprintln!("filled {players} players and {games} games in {:.1?}", started.elapsed());
    let busiest = store.players()?.into_iter().max_by_key(|a| a.ratings.iter().map(|r| r.games).sum::<u32>());
    let busiest = busiest.ok_or("no players")?;
    let online: Vec<String> = (0..50).map(|i| format!("player{}", i * (players / 50).max(1))).collect();
    let lobby = median(|| {
        for name in &online {
            store.account(name).expect("an account");
        }
    });
    let profile = median(|| drop(store.profile(&busiest.name).expect("a profile")));
    let list =
        median(|| drop(store.games(&GameFilter { player: Some(busiest.id), ..GameFilter::default() }).expect("games")));
    let board = median(|| drop(store.leaderboard(GameKind::Tactigon, Speed::Blitz, 0, 50).expect("a leaderboard")));
    let mut n = games;
    let record_one = median(|| {
        let mut game = game(&mut rng, &ids, n, &record);
        game.rated = Some(Speed::Rapid);
        store.finish(&game).expect("archived");
        n += 1;
    });
    let size: u64 = ["", "-wal"]
        .iter()
        .filter_map(|s| std::fs::metadata(format!("{}{s}", file.display())).ok())
        .map(|m| m.len())
        .sum();
    println!("lobby (50 players' ratings)      {lobby:.2?}");
    println!("profile with chart ({})  {profile:.2?}", busiest.name);
    println!("a player's game list (50)        {list:.2?}");
    println!("leaderboard (50)                 {board:.2?}");
    println!("record a finished rated game     {record_one:.2?}");
    println!("database size                    {:.1} MB", size as f64 / 1e6);
    Ok(())
}

/// The `n`th game of the fill: two different players at random, half the games rated.
fn game(rng: &mut StdRng, ids: &[AccountId], n: usize, record: &str) -> FinishedGame {
    let a = rng.random_range(0..ids.len());
    let b = (a + rng.random_range(1..ids.len())) % ids.len();
    let score = [Score::FirstWon, Score::Draw, Score::SecondWon][rng.random_range(0..3)];
    FinishedGame {
        table: n as u64 + 1,
        game: GameKind::ALL[n % GameKind::ALL.len()],
        players: [(Some(ids[a]), format!("player{a}")), (Some(ids[b]), format!("player{b}"))],
        terms: "Tactigon, standard board, 5+0, rated".into(),
        rated: n.is_multiple_of(2).then_some(Speed::Blitz),
        score,
        ending: "resignation".into(),
        finished: 1_700_000_000 + n as i64 * 60,
        record: record.to_string(),
    }
}

/// The median time of `RUNS` runs of `f`.
fn median(mut f: impl FnMut()) -> Duration {
    let mut times: Vec<Duration> = (0..RUNS)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .collect();
    times.sort();
    times[RUNS / 2]
}
