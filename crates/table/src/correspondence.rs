//! Correspondence games: a clock of days for each move (1, 2, 3, 5, 7 or 14), set whole again
//! after every move, that runs whether anyone is connected or not. Such a game is kept with
//! its deadline as a wall-clock time (the `Deadline` tag, Unix seconds), so that a server
//! started again runs the clock on from the database and decides a flag that fell meanwhile.
//!
//! A correspondence control is a [`TimeControl`] whose base is whole days and whose increment
//! is zero: the shape every piece of code that carries a time control already knows, and no
//! live control offered comes near a day.

use crate::clock::TimeControl;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

pub use tactigon_games::clock::{BadControl, DAY, DAYS, days_of};

/// The correspondence controls offered, a day per move first.
pub const PRESETS: [TimeControl; 6] = [
    TimeControl::per_move(1),
    TimeControl::per_move(2),
    TimeControl::per_move(3),
    TimeControl::per_move(5),
    TimeControl::per_move(7),
    TimeControl::per_move(14),
];

/// The correspondence preset of quick pairing: three days a move (lichess's default).
pub const POOL: TimeControl = TimeControl::per_move(3);

/// The wall-clock time (Unix seconds) of the server's instant `at`: the server's clock may be
/// moved on by hand ([`crate::clock::ServerTime`]), and a frozen one stands at the wall-clock
/// time it was made, so `at` is taken as far from the wall clock as it is from the monotonic
/// clock now.
pub fn unix(at: Instant) -> i64 {
    let (instant, wall) = (Instant::now(), SystemTime::now());
    let wall = wall.duration_since(UNIX_EPOCH).unwrap_or_default().as_secs_f64();
    let offset = match at.checked_duration_since(instant) {
        Some(ahead) => ahead.as_secs_f64(),
        None => -instant.saturating_duration_since(at).as_secs_f64(),
    };
    (wall + offset).round() as i64
}

/// How long from the server's instant `now` until the Unix time `deadline` (zero once passed).
pub fn until(deadline: i64, now: Instant) -> Duration {
    Duration::from_secs(u64::try_from(deadline.saturating_sub(unix(now))).unwrap_or(0))
}

/// A time left on a correspondence clock as the players read it: `2 days 5 h`, `5 h 12 min`,
/// `12 min`.
pub fn show(left: Duration) -> String {
    let (days, hours, minutes) = (left.as_secs() / 86_400, left.as_secs() / 3600 % 24, left.as_secs() / 60 % 60);
    match (days, hours) {
        (0, 0) => format!("{minutes} min"),
        (0, _) => format!("{hours} h {minutes} min"),
        (1, _) => format!("1 day {hours} h"),
        _ => format!("{days} days {hours} h"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_per_move_read_back_as_words_and_tags() {
        for control in PRESETS {
            assert_eq!(control.to_string().parse::<TimeControl>(), Ok(control));
            assert_eq!(TimeControl::from_tag(&control.tag()), Some(control));
        }
        // Three days are 3 × 86,400 = 259,200 seconds, one move per period in PGN's words.
        assert_eq!(TimeControl::per_move(3).tag(), "1/259200");
        assert_eq!(TimeControl::per_move(1).to_string(), "1 day");
        assert_eq!("14d".parse::<TimeControl>(), Ok(TimeControl::per_move(14)));
        assert_eq!("5+3".parse::<TimeControl>().map(|c| c.to_string()), Ok("5+3".to_string()));
        for bad in ["4 days", "0+0", "3+x", "", "1/86400", "1440+0"] {
            assert!(bad.parse::<TimeControl>().is_err(), "{bad}");
        }
        // A period that is not whole days offered names no control.
        assert_eq!(TimeControl::from_tag("1/90000"), None);
        assert_eq!(TimeControl::from_tag("1/345600"), None);
        assert_eq!(TimeControl::per_move(2).days(), Some(2));
        assert_eq!(crate::clock::PRESETS[0].days(), None);
    }

    #[test]
    fn the_wall_clock_follows_the_servers_instants() {
        let now = Instant::now();
        let later = now + Duration::from_secs(3 * 86_400);
        assert_eq!(unix(later) - unix(now), 3 * 86_400);
        assert_eq!(until(unix(now) + 100, now), Duration::from_secs(100));
        assert_eq!(until(unix(now) - 100, now), Duration::ZERO);
        assert_eq!(show(Duration::from_secs(2 * 86_400 + 5 * 3600 + 59)), "2 days 5 h");
        assert_eq!(show(Duration::from_secs(5 * 3600 + 12 * 60)), "5 h 12 min");
        assert_eq!(show(Duration::from_secs(86_400 + 3600)), "1 day 1 h");
        assert_eq!(show(Duration::from_secs(720)), "12 min");
    }
}
