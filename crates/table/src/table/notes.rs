//! The lines a table adds to the game screen of each viewer: that a spectator only watches,
//! the players and their clocks, a player away (the reconnect window, then the claim), a
//! rematch asked for, that the game is not being saved, the rating changes at the end, and
//! the viewer's own reconnect code.

use super::Table;
use crate::clock;
use crate::correspondence;
use crate::seats::Who;
use std::time::{Duration, Instant};

impl Table {
    /// How long the lines stay as they are at `now`, if they count down: until the running
    /// clock, a first-move wait or an open reconnect window shows another second (tenth).
    pub fn unchanged_for(&self, now: Instant) -> Option<Duration> {
        let state = self.state();
        let clock = state.clocks.as_ref().and_then(|c| Some(c.at(now)[c.running()?]));
        let rests = (0..2).filter_map(|i| state.window_rest(i, now));
        let rests = rests.chain(state.first_move_rest(now)).filter(|rest| !rest.is_zero() && !state.over());
        clock.into_iter().chain(rests).map(clock::shown_for).min()
    }

    /// The lines the game screen adds for `who` at `now`: that they watch (holding no seat),
    /// the players and their clocks, a player away, a rematch asked for, and `who`'s
    /// reconnect code.
    pub fn notes(&self, who: &Who, now: Instant) -> Vec<String> {
        let state = self.state();
        let sides = state.terms.sides();
        let left = state.clocks.as_ref().map(|c| c.at(now));
        let show = if state.correspondence() { correspondence::show } else { clock::show };
        // One short line each: the side panel is narrow.
        let mut notes: Vec<String> = (0..2)
            .map(|i| {
                let name = state.seats[i].as_ref().map_or("(open)", |s| s.name.as_str());
                let time = left.map(|l| format!(" {}", show(l[i]))).unwrap_or_default();
                format!("{} {name}{time}", sides[i])
            })
            .collect();
        let mine = state.held(who);
        if mine.is_none() {
            notes.insert(0, "you are watching".to_string());
        }
        if !state.over() && state.seats.iter().all(Option::is_some) {
            if let Some(rest) = state.first_move_rest(now).filter(|rest| !rest.is_zero()) {
                let mover = state.seats[state.game.turn()].as_ref().map_or("", |s| s.name.as_str());
                notes.push(format!("{mover}'s first move:"));
                notes.push(format!("(else aborted in {})", clock::show(rest)));
            }
            for (i, seat) in state.seats.iter().enumerate() {
                let Some((seat, rest)) = seat.as_ref().zip(state.window_rest(i, now)) else { continue };
                if state.correspondence() {
                    // Away is the rule by correspondence: no window, no claim.
                    notes.push(format!("{} is away", seat.name));
                } else if !rest.is_zero() {
                    notes.push(format!("waiting for {}", seat.name));
                    notes.push(format!("(reconnect window {})", clock::show(rest)));
                } else if state.claimable(who, now) == Some(i) {
                    notes.push(format!("{} did not come back:", seat.name));
                    notes.push("W claims the win".to_string());
                } else {
                    notes.push(format!("{} is away", seat.name));
                }
            }
        }
        if !state.over() {
            notes.extend(state.asks.told(mine, &state.seats));
        }
        if let Some((id, asker)) = &state.rematch
            && *asker != who.name
        {
            if mine.is_some() {
                notes.push(format!("{asker} asks for a rematch"));
                notes.push(format!("(table #{id}: Rematch accepts)"));
            } else {
                // Told a spectator as news of the players, not as a question to them.
                let opponent = state.seats.iter().flatten().find(|s| s.name != *asker).map_or("", |s| &s.name);
                notes.push(format!("{asker} asked {opponent} for a rematch (table #{id})"));
            }
        }
        if state.unsaved.is_some() {
            // The cause is the operator's (on the server's error output); players learn the risk.
            notes.push("this game is not being saved:".to_string());
            notes.push("the server's disk cannot be written".to_string());
        }
        // A rated game archived: each player's rating change, as both players see it.
        if let Some(game) = state.archived.as_ref().filter(|a| a.summary.rated.is_some()) {
            for side in &game.summary.sides {
                if let (Some(before), Some(after)) = (&side.before, &side.after) {
                    let change = tactigon_store::change(before, after);
                    notes.push(format!("{} {before} → {after} ({change})", side.name));
                }
            }
        }
        if let Some(seat) = mine.and_then(|i| state.seats[i].as_ref()) {
            notes.push(match &seat.key {
                Some(_) => "your key takes the seat back".to_string(),
                None => format!("reconnect code: {}", seat.code),
            });
        }
        notes
    }
}
