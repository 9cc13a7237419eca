//! Load benchmark for `tactigon serve` (not a test): starts the server binary given and opens
//! N SSH sessions on loopback, 10 ms apart, each waiting in the lobby until all have arrived
//! (the arrivals, with the server's CPU per arrival). Then N/10 latecomers arrive, 10 ms
//! apart, while the N wait in the lobby: the server's CPU over that stretch divided by the
//! latecomers is the CPU per arrival at N players in the lobby, handshake included (the stretch
//! runs until every screen has drawn the last of them, less the CPU the server spends at rest
//! over as long, measured just before). Then every
//! session plays its role for the seconds asked (see `roles`): a quarter join pools and play,
//! a quarter play correspondence games against the `greedy` bot, moving every 3 s, a quarter
//! chat in the lobby and the rest sit at tables, each taking its role up at a moment of its own
//! within 2 s; each key is timed to the frame that answers it.
//!
//! With `pin` after the seconds, the server runs on core 0 alone (`taskset -c 0`); run the
//! benchmark itself on the other (`taskset -c 1`).
//!
//! `cargo run --release --example serve_load -- target/release/tactigon 50 [SECONDS [pin]]`

mod measure;
mod roles;

use measure::{cpu_since, percentiles, usage};
use roles::{Report, Role, session};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::{Barrier, watch};

/// Between two arrivals.
const RAMP: Duration = Duration::from_millis(10);
/// Longer than the lobby screens may wait to draw an arrival.
const SETTLE: Duration = Duration::from_secs(6);

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(binary), Some(n)) = (args.get(1), args.get(2).and_then(|n| n.parse::<usize>().ok())) else {
        eprintln!("usage: serve_load TACTIGON_BINARY SESSIONS [SECONDS [pin]]");
        std::process::exit(2);
    };
    let seconds = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(20u64);
    let pin = args.get(4).is_some_and(|a| a == "pin");
    let late = (n / 10).max(10);
    let port = 20_000 + (std::process::id() % 20_000) as u16;
    let data = std::env::temp_dir().join(format!("tactigon-load-{}", std::process::id()));
    let mut server = start(binary, port, n + late, &data, pin);
    std::thread::sleep(Duration::from_secs(1));
    let pid = server.id();
    let (rss_before, _) = usage(pid);
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("a runtime");
    let (reports, lates, phases) = runtime.block_on(run(port, n, late, pid, seconds));
    let (rss_held, cpu_held) = phases.held;
    let _ = server.kill();
    let _ = server.wait();
    let _ = std::fs::remove_dir_all(&data);
    let arrived = reports.iter().filter(|r| r.arrived).count();
    let held = reports.iter().chain(&lates).filter(|r| r.held).count();
    let late_arrived = lates.iter().filter(|r| r.arrived).count();
    println!("sessions: {n} asked, {arrived} arrived, {held} of {} held to the end", n + late);
    // Less CPU over the latecomers' stretch than at rest over as long: the rest measured was
    // not at rest (the last arrivals still being drawn), and no figure can be given.
    let late_each = match phases.latecomers {
        cpu if cpu > 0.0 => format!("{:.2} ms each", cpu * 1000.0 / late_arrived.max(1) as f64),
        _ => "not measurable (less than the server's CPU at rest over as long)".to_string(),
    };
    println!(
        "arrivals: {:.2} ms of server CPU each on average while the lobby grew to {n}; \
         {late_arrived} of {late} latecomers at {n} in the lobby: {late_each}",
        phases.arrivals * 1000.0 / arrived.max(1) as f64,
    );
    println!(
        "server memory: {rss_before} KiB idle, {rss_held} KiB with everyone in: {} KiB per session",
        rss_held.saturating_sub(rss_before) / (n + late) as u64
    );
    println!(
        "server CPU while the roles are played: {:.1} % of a core ({:.1} s over {seconds} s)",
        cpu_held * 100.0 / seconds as f64,
        cpu_held
    );
    // Near 100 % the benchmark's own core, not the server, would set the figures.
    let [arriving, late_arriving, playing] = phases.client.map(|share| share * 100.0);
    println!(
        "benchmark client CPU: {arriving:.1} % of its core over the arrivals, {late_arriving:.1} % over the \
         latecomers, {playing:.1} % while the roles are played"
    );
    let unanswered: usize = reports.iter().map(|r| r.unanswered).sum();
    let mut all: Vec<Duration> = reports.iter().flat_map(|r| r.latencies.iter().copied()).collect();
    println!("key to frame, every role: {} ({unanswered} keys unanswered in 2 s)", percentiles(&mut all));
    for role in [Role::Pool, Role::Correspondence, Role::Chat, Role::Table] {
        let of_role = reports.iter().enumerate().filter(|(i, _)| Role::of(*i) == role);
        let mut latencies: Vec<Duration> = of_role.flat_map(|(_, r)| r.latencies.iter().copied()).collect();
        println!("  {role:?}: {}", percentiles(&mut latencies));
    }
}

/// The server's CPU seconds over the arrivals and over the latecomers, and its memory (KiB)
/// and CPU seconds while the roles were played; the benchmark's own share of a core over
/// each of the three.
struct Phases {
    arrivals: f64,
    latecomers: f64,
    held: (u64, f64),
    client: [f64; 3],
}

/// The benchmark's own share of a core since `from` (a reading of [`usage`] at `since`).
fn own_share(from: f64, since: Instant) -> f64 {
    cpu_since(std::process::id(), from) / since.elapsed().as_secs_f64()
}

/// Runs the sessions: the arrivals, the latecomers, the roles.
async fn run(port: u16, n: usize, late: usize, pid: u32, seconds: u64) -> (Vec<Report>, Vec<Report>, Phases) {
    let (go, waiting) = watch::channel(None);
    let everyone = Arc::new(Barrier::new(n + 1));
    let (cpu, own, since) = (usage(pid).1, usage(std::process::id()).1, Instant::now());
    let mut tasks = Vec::new();
    for i in 0..n {
        tasks.push(tokio::spawn(session(port, i, Some(Role::of(i)), Arc::clone(&everyone), waiting.clone())));
        tokio::time::sleep(RAMP).await;
    }
    everyone.wait().await;
    let arrivals = cpu_since(pid, cpu);
    let mut client = [own_share(own, since), 0.0, 0.0];
    // The server's CPU at rest with the N in the lobby, to take from the latecomers' stretch.
    let (cpu, rest) = (usage(pid).1, Instant::now());
    tokio::time::sleep(SETTLE).await;
    let at_rest = cpu_since(pid, cpu) / rest.elapsed().as_secs_f64();
    // The latecomers arrive while the N wait in the lobby; the stretch ends when the screens
    // have drawn the last arrival (the online list is redrawn at most every 5 s).
    let (cpu, own, since) = (usage(pid).1, usage(std::process::id()).1, Instant::now());
    let latecomers = Arc::new(Barrier::new(late + 1));
    let mut late_tasks = Vec::new();
    for i in n..n + late {
        late_tasks.push(tokio::spawn(session(port, i, None, Arc::clone(&latecomers), waiting.clone())));
        tokio::time::sleep(RAMP).await;
    }
    latecomers.wait().await;
    client[1] = own_share(own, since);
    tokio::time::sleep(SETTLE).await;
    let latecomers_cpu = cpu_since(pid, cpu) - at_rest * since.elapsed().as_secs_f64();
    // The roles: taken up over 2 s, 2 s more to settle, then the seconds asked, of which the
    // middle is measured.
    let start = Instant::now();
    let _ = go.send(Some(start + Duration::from_secs(seconds + 4)));
    tokio::time::sleep(Duration::from_secs(5)).await;
    let (cpu, own, since) = (usage(pid).1, usage(std::process::id()).1, Instant::now());
    let measured = seconds.saturating_sub(2).max(1);
    tokio::time::sleep(Duration::from_secs(measured)).await;
    let held = (usage(pid).0, cpu_since(pid, cpu) * seconds as f64 / measured as f64);
    client[2] = own_share(own, since);
    let mut reports = Vec::new();
    for t in tasks {
        reports.push(t.await.unwrap_or_default());
    }
    let mut lates = Vec::new();
    for t in late_tasks {
        lates.push(t.await.unwrap_or_default());
    }
    (reports, lates, Phases { arrivals, latecomers: latecomers_cpu, held, client })
}

fn start(binary: &str, port: u16, n: usize, data: &std::path::Path, pin: bool) -> Child {
    let limit = (n + 10).to_string();
    let mut command = if pin { Command::new("taskset") } else { Command::new(binary) };
    if pin {
        command.args(["-c", "0", binary]);
    }
    command
        .args(["serve", "--open", "--listen", &format!("127.0.0.1:{port}"), "--bots", "greedy"])
        .args(["--max-sessions", &limit, "--max-per-address", &limit, "--max-per-minute", &limit])
        .arg("--data")
        .arg(data)
        .stdout(Stdio::null())
        .spawn()
        .expect("the server binary")
}
