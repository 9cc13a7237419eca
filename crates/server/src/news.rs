//! When a lobby screen draws the lobby's news: at most once per window, a window that grows
//! with the crowd online (longer for the online list than for seats, seeks and the chat), and
//! each screen a little after the others, so that a change seen by hundreds of screens is not
//! hundreds of drawings in the same millisecond ahead of everyone's keys.

use super::lobby::Lobby;
use super::modes::Player;
use std::time::{Duration, Instant};

/// The least time between two lobby screens drawn for the lobby's news (seats, seeks, pools,
/// the chat): a burst of changes is one drawing per screen, not one per change. It grows by
/// [`NEWS_PER_PLAYER`] for each player online up to [`NEWS_MOST`]: in a crowd, the lobby's
/// screens drawing the news would otherwise take the time its players' keys need.
const LOBBY_NEWS: Duration = Duration::from_millis(500);
/// See [`LOBBY_NEWS`].
const NEWS_PER_PLAYER: Duration = Duration::from_millis(1);
/// See [`LOBBY_NEWS`].
const NEWS_MOST: Duration = Duration::from_secs(2);
/// Each screen draws the news a little after it came, by a delay of its own below this:
/// hundreds of screens drawing at the same instant would hold up every key behind them.
const SPREAD: Duration = Duration::from_millis(200);
/// The online list (arrivals, departures, what players do) is redrawn at most this often per
/// player in the lobby: a crowd arriving redraws every screen every few seconds, not at every
/// arrival...
const PRESENCE_PER_PLAYER: Duration = Duration::from_millis(5);
/// ...but never less often than this.
const PRESENCE_MOST: Duration = Duration::from_secs(5);

/// When a lobby screen last drew the lobby's news and when the news waiting is to be drawn.
pub(crate) struct News {
    /// When the lobby's news was last drawn.
    drawn: Instant,
    /// When the news waiting is to be drawn, if any waits.
    pub(crate) due: Option<Instant>,
    /// Whether what waits is more than the online list's news (due at the soonest).
    pub(crate) urgent: bool,
    /// This screen's own delay (below [`SPREAD`]).
    phase: Duration,
}

impl News {
    /// A screen that drew the lobby at `now`, with a delay of its own below [`SPREAD`] drawn
    /// from `seed`.
    pub(crate) fn new(now: Instant, seed: u64) -> News {
        let phase = Duration::from_millis(seed % SPREAD.as_millis() as u64);
        News { drawn: now, due: None, urgent: false, phase }
    }

    /// News came at `now`, to be drawn no sooner than `least` after the last drawing; `urgent`
    /// when it is more than the online list's.
    pub(crate) fn came(&mut self, least: Duration, urgent: bool, now: Instant) {
        let due = (self.drawn + least).max(now + self.phase);
        self.due = Some(self.due.map_or(due, |d| d.min(due)));
        self.urgent |= urgent;
    }

    /// The lobby's news taken by `player`'s screen at `now`; whether it is to be drawn.
    pub(crate) fn take(&mut self, player: &mut Player, now: Instant) -> bool {
        self.due = None;
        self.urgent = false;
        self.drawn = now;
        player.lobby_changed(now)
    }
}

/// The two paces of the lobby's news.
#[derive(Clone, Copy)]
pub(crate) enum Pace {
    /// Seats, seeks, pools, challenges, the chat.
    News,
    /// The online list alone.
    Presence,
}

impl Pace {
    /// The least time between two drawings of this news for `lobby`'s crowd.
    pub(crate) fn window(self, lobby: &Lobby) -> Duration {
        self.for_crowd(lobby.count())
    }

    /// The least time between two drawings of this news with `count` players online.
    fn for_crowd(self, count: usize) -> Duration {
        let count = u32::try_from(count).unwrap_or(u32::MAX);
        let (per_player, most) = match self {
            Pace::News => (NEWS_PER_PLAYER, NEWS_MOST),
            Pace::Presence => (PRESENCE_PER_PLAYER, PRESENCE_MOST),
        };
        per_player.saturating_mul(count).clamp(LOBBY_NEWS, most)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_windows_grow_with_the_crowd_within_their_bounds() {
        let ms = Duration::from_millis;
        // 1 ms (news) and 5 ms (the online list) a player, from 0.5 s to 2 s and 5 s.
        assert_eq!(Pace::News.for_crowd(0), ms(500));
        assert_eq!(Pace::Presence.for_crowd(50), ms(500));
        assert_eq!(Pace::Presence.for_crowd(500), ms(2500));
        assert_eq!(Pace::News.for_crowd(1000), ms(1000));
        assert_eq!(Pace::News.for_crowd(5000), ms(2000));
        assert_eq!(Pace::Presence.for_crowd(usize::MAX), ms(5000));
    }

    #[test]
    fn news_waits_for_the_window_and_the_screen_s_own_delay() {
        let ms = Duration::from_millis;
        let t0 = Instant::now();
        // Seed 1,234: a delay of 1,234 mod 200 = 34 ms.
        let mut news = News::new(t0, 1234);
        // The online list changes 1 s after the last drawing, with a 2.5 s window: due at 2.5 s.
        news.came(ms(2500), false, t0 + ms(1000));
        assert_eq!((news.due, news.urgent), (Some(t0 + ms(2500)), false));
        // A seat opens at 1.2 s (window 0.5 s, already past): due at 1.2 s + 34 ms, sooner.
        news.came(ms(500), true, t0 + ms(1200));
        assert_eq!((news.due, news.urgent), (Some(t0 + ms(1234)), true));
        // More of the online list cannot put it off.
        news.came(ms(2500), false, t0 + ms(1210));
        assert_eq!(news.due, Some(t0 + ms(1234)));
    }
}
