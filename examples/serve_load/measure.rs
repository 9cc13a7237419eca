//! What the benchmark reads of the server process (/proc) and how it sums up latencies.

use std::time::Duration;

/// Resident memory in KiB and CPU seconds (user + system) of process `pid`, from /proc.
pub fn usage(pid: u32) -> (u64, f64) {
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

/// The server's CPU seconds since `from` (a reading of [`usage`]).
pub fn cpu_since(pid: u32, from: f64) -> f64 {
    usage(pid).1 - from
}

/// `p50 … p99 … max` of `latencies` (sorted here), as the report writes them.
pub fn percentiles(latencies: &mut [Duration]) -> String {
    latencies.sort();
    let pct = |p: f64| latencies.get(((latencies.len() as f64 - 1.0) * p) as usize).copied().unwrap_or_default();
    let ms = |d: Duration| format!("{:.1} ms", d.as_secs_f64() * 1000.0);
    format!(
        "{} keys: p50 {}  p90 {}  p99 {}  max {}",
        latencies.len(),
        ms(pct(0.5)),
        ms(pct(0.9)),
        ms(pct(0.99)),
        ms(latencies.last().copied().unwrap_or_default())
    )
}
