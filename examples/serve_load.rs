//! Load benchmark for `tactigon serve` (not a test): starts the server binary given, opens N SSH
//! sessions on loopback, half of them on the game screen moving the cursor every 200 ms, the
//! rest idle, in pairs at online tables whose clock (15+10) runs (a player thinking, the
//! other waiting), and reports sessions held, tables seated, the server's memory per session
//! and CPU, and keystroke-to-frame latency percentiles.
//!
//! With `tables` after the seconds, every session sits at a table (nobody plays): the cost of
//! idle players whose clocks run. Besides the whole run's CPU, the CPU of a steady stretch
//! (from half to nine tenths of the run) is reported as a share of one core.
//!
//! `cargo run --release --example serve_load -- target/release/tactigon 50 [SECONDS [tables]]`

use russh::client::{self, Handle, Msg};
use russh::keys::PublicKeyOrCertificate;
use russh::{Channel, ChannelMsg};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

struct Trusting;

impl client::Handler for Trusting {
    type Error = russh::Error;

    async fn check_server_key(&mut self, _: &PublicKeyOrCertificate) -> Result<bool, Self::Error> {
        Ok(true)
    }
}

/// What one session measured.
struct Report {
    held: bool,
    latencies: Vec<Duration>,
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(binary), Some(n)) = (args.get(1), args.get(2).and_then(|n| n.parse::<usize>().ok())) else {
        eprintln!("usage: serve_load TACTIGON_BINARY SESSIONS [SECONDS]");
        std::process::exit(2);
    };
    let seconds = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(20u64);
    let all_at_tables = args.get(4).is_some_and(|a| a == "tables");
    let port = 20_000 + (std::process::id() % 20_000) as u16;
    let data = std::env::temp_dir().join(format!("tactigon-load-{}", std::process::id()));
    let mut server = start(binary, port, n, &data);
    std::thread::sleep(Duration::from_secs(1));
    let (rss_before, _) = usage(server.id());
    // The server's largest resident memory while the sessions are held, sampled on a thread.
    let pid = server.id();
    let peak = Arc::new(std::sync::atomic::AtomicU64::new(0));
    let sampler = {
        let peak = Arc::clone(&peak);
        std::thread::spawn(move || {
            for _ in 0..(seconds * 4 + 40) {
                peak.fetch_max(usage(pid).0, std::sync::atomic::Ordering::Relaxed);
                std::thread::sleep(Duration::from_millis(250));
            }
        })
    };
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
    let started = Instant::now();
    let steady = {
        let pid = server.id();
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_secs(seconds) / 2);
            let (_, from) = usage(pid);
            std::thread::sleep(Duration::from_secs(seconds) * 2 / 5);
            (usage(pid).1 - from) / (seconds as f64 * 0.4)
        })
    };
    let reports = runtime.block_on(async {
        let (turn, _) = tokio::sync::watch::channel(0usize);
        let turn = Arc::new(turn);
        let mut tasks = Vec::new();
        for i in 0..n {
            // Even sessions play alone; odd ones pair up at tables, one pair after the other
            // (each joiner finds its table at the row of its pair's number).
            let role = match (all_at_tables, i % 2) {
                (true, _) => Role::Table { pair: i / 2, opens: i % 2 == 0 },
                (false, 0) => Role::Playing,
                (false, _) => Role::Table { pair: i / 4, opens: i % 4 == 1 },
            };
            tasks.push(tokio::spawn(session(port, i, role, Arc::clone(&turn), Duration::from_secs(seconds))));
            // Connections ramp up rather than all handshaking in the same millisecond.
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        let mut reports = Vec::new();
        for t in tasks {
            reports.push(t.await.unwrap_or(Report { held: false, latencies: Vec::new() }));
        }
        reports
    });
    let tables = seated_tables(&data.join("tables"));
    let (_, cpu) = usage(server.id());
    let _ = sampler.join();
    let rss_peak = peak.load(std::sync::atomic::Ordering::Relaxed);
    let _ = server.kill();
    let _ = server.wait();
    let _ = std::fs::remove_dir_all(&data);
    let held = reports.iter().filter(|r| r.held).count();
    let mut latencies: Vec<Duration> = reports.into_iter().flat_map(|r| r.latencies).collect();
    latencies.sort();
    let pct = |p: f64| latencies.get(((latencies.len() as f64 - 1.0) * p) as usize).copied().unwrap_or_default();
    println!("sessions: {n} asked, {held} held to the end; {tables} tables seated with a clock running");
    println!(
        "server memory: {} KiB idle, {} KiB at most with the sessions: {} KiB per session",
        rss_before,
        rss_peak,
        rss_peak.saturating_sub(rss_before) / n.max(1) as u64
    );
    let steady = steady.join().unwrap_or_default();
    println!(
        "server CPU: {:.1} s over the whole run (~{seconds} s of load, {:.0} s in all); {:.1} % of a core while steady",
        cpu,
        started.elapsed().as_secs_f64(),
        steady * 100.0
    );
    println!(
        "keystroke to frame ({} keys): p50 {:?}  p90 {:?}  p99 {:?}  max {:?}",
        latencies.len(),
        pct(0.5),
        pct(0.9),
        pct(0.99),
        latencies.last().copied().unwrap_or_default()
    );
}

fn start(binary: &str, port: u16, n: usize, data: &std::path::Path) -> Child {
    Command::new(binary)
        .args(["serve", "--open", "--listen", &format!("127.0.0.1:{port}")])
        .args(["--max-sessions", &(n + 10).to_string(), "--max-per-address", &(n + 10).to_string()])
        .args(["--max-per-minute", &(n + 10).to_string()])
        .arg("--data")
        .arg(data)
        .stdout(Stdio::null())
        .spawn()
        .expect("the server binary")
}

/// Resident memory in KiB and CPU seconds (user + system) of process `pid`, from /proc.
fn usage(pid: u32) -> (u64, f64) {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let rss = status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0);
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // Fields after the command name, which ends with ')'.
    let fields: Vec<&str> =
        stat.rsplit_once(')').map(|(_, rest)| rest.split_whitespace().collect()).unwrap_or_default();
    let ticks = |i: usize| fields.get(i).and_then(|f| f.parse::<f64>().ok()).unwrap_or(0.0);
    (rss, (ticks(11) + ticks(12)) / 100.0)
}

/// What a session does.
#[derive(Clone, Copy)]
enum Role {
    /// Plays alone against a bot, moving the cursor.
    Playing,
    /// Sits at table `pair + 1`, opening it or joining it.
    Table { pair: usize, opens: bool },
}

/// Tables whose record file names both players.
fn seated_tables(dir: &std::path::Path) -> usize {
    let Ok(entries) = std::fs::read_dir(dir) else { return 0 };
    let both = |text: &str| text.contains("[Red \"load") && text.contains("[Green \"load");
    let records = entries.flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "tgn"));
    records.filter(|p| std::fs::read_to_string(p).is_ok_and(|t| both(&t))).count()
}

async fn session(
    port: u16,
    i: usize,
    role: Role,
    turn: Arc<tokio::sync::watch::Sender<usize>>,
    run: Duration,
) -> Report {
    let mut report = Report { held: false, latencies: Vec::new() };
    let Ok(mut handle) = client::connect(Arc::new(client::Config::default()), ("127.0.0.1", port), Trusting).await
    else {
        return report;
    };
    if !handle.authenticate_none(format!("load{i}")).await.is_ok_and(|r| r.success()) {
        return report;
    }
    let Ok(mut channel) = open(&handle).await else { return report };
    // The menu's first frame.
    if !frame(&mut channel).await {
        return report;
    }
    let end = Instant::now() + run;
    if let Role::Table { pair, opens } = role {
        // Pair p's opener waits for its turn (2p), opens a 15+10 table and hands over (2p+1);
        // the joiner takes the table at row p and hands over to the next pair (2p+2).
        let mut seen = turn.subscribe();
        let mine = 2 * pair + usize::from(!opens);
        if seen.wait_for(|&t| t == mine).await.is_err() {
            return report;
        }
        let keys = if opens { b"ttttr".to_vec() } else { [b"\x1b[B".repeat(pair), b"\r".to_vec()].concat() };
        let _ = channel.data(&keys[..]).await;
        // The frame that answers, then a moment for the lobby's news to reach everyone.
        let _ = frame(&mut channel).await;
        tokio::time::sleep(Duration::from_millis(50)).await;
        turn.send_modify(|t| *t += 1);
        // Idle at the table, reading whatever the server sends (the running clock).
        while Instant::now() < end {
            let _ = tokio::time::timeout(Duration::from_millis(500), channel.wait()).await;
        }
    } else {
        // From the lobby to one's own menu, New game, then the setup's Start button: the game
        // screen (against the default expert bot, which waits for Red, the person, to move).
        for keys in [&b"b"[..], b"\r", b"\x1b[A", b"\r"] {
            let _ = channel.data(keys).await;
            if !frame(&mut channel).await {
                return report;
            }
        }
        let mut down = true;
        while Instant::now() < end {
            // Right then Left: the cursor moves d3 → d4 → d3, a change on screen every time.
            let key: &[u8] = if down { b"\x1b[C" } else { b"\x1b[D" };
            down = !down;
            // Frames already on their way (a spinner, a redraw) are not the key's answer.
            while let Ok(Some(_)) = tokio::time::timeout(Duration::from_millis(20), channel.wait()).await {}
            let sent = Instant::now();
            if channel.data(key).await.is_err() || !frame(&mut channel).await {
                return report;
            }
            report.latencies.push(sent.elapsed());
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }
    report.held = true;
    let _ = channel.data(&b"\x03"[..]).await;
    let _ = handle.disconnect(russh::Disconnect::ByApplication, "", "").await;
    report
}

async fn open(handle: &Handle<Trusting>) -> Result<Channel<Msg>, russh::Error> {
    let channel = handle.channel_open_session().await?;
    channel.request_pty(false, "xterm", 100, 30, 0, 0, &[]).await?;
    channel.request_shell(false).await?;
    Ok(channel)
}

/// Waits for the next frame's bytes; false when the channel ended or nothing came for 10 s.
async fn frame(channel: &mut Channel<Msg>) -> bool {
    loop {
        match tokio::time::timeout(Duration::from_secs(10), channel.wait()).await {
            Ok(Some(ChannelMsg::Data { .. })) => return true,
            Ok(Some(_)) => {}
            Ok(None) | Err(_) => return false,
        }
    }
}
