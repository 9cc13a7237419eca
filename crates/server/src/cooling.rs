//! A cooling-off for accounts that abandon games, escalating as lichess's play-bans do: a
//! game lost by abandonment (the opponent claimed the win after the reconnect window) is
//! kept in the archive, and an account with more than [`FREE`] of them in the last day may
//! not sit at a table (open or take a seat) for a while after the last one: 15 minutes,
//! doubling with each further abandonment, at most a day. It may still watch, browse and
//! play on its own. Counted from the store at login, so a restart forgets nothing.

use tactigon_store::Timestamp;

/// The span abandonments are counted over: a day.
pub const SPAN: Timestamp = 24 * 3600;
/// Abandonments in a day without a cooling-off (a closed laptop happens).
pub const FREE: usize = 2;
/// The first cooling-off, doubled by each abandonment after it, and the longest.
const FIRST: Timestamp = 15 * 60;
const LONGEST: Timestamp = 24 * 3600;

/// How long a cooling-off lasts after `count` abandonments in a day: none up to [`FREE`],
/// then 15 min, 30 min, 1 h, 2 h … at most a day.
pub fn length(count: usize) -> Option<Timestamp> {
    let beyond = count.checked_sub(FREE + 1)?;
    Some(FIRST.saturating_mul(1 << beyond.min(12)).min(LONGEST))
}

/// Until when an account whose abandonments in the last day were at `times` (newest first)
/// may not sit at a table, if it may not.
pub fn until(times: &[Timestamp]) -> Option<Timestamp> {
    Some(times.first()? + length(times.len())?)
}

/// What a player cooling off is told at `now`: why, and when they may sit again.
pub fn refusal(count: usize, until: Timestamp, now: Timestamp) -> Option<String> {
    let left = until - now;
    (left > 0).then(|| {
        let minutes = (left + 59) / 60;
        let wait = if minutes >= 120 { format!("{} h", (minutes + 59) / 60) } else { format!("{minutes} min") };
        format!("you left {count} games unfinished in the last day: you may sit at a table again in {wait}")
    })
}
