//! Writing a record: its tags, the game's own through [`Notation`], and numbered moves.

use super::annotation::annotated_words;
use super::text::{write_tags, write_words};
use super::{Notation, Record, move_words};
use std::fmt;

impl<G: Notation> fmt::Display for Record<G> {
    /// Writes the record, ending with a blank line so that records can follow each other.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let game = &self.game;
        let [first, second] = G::PLAYER_TAGS;
        let mut tags: Vec<(&str, String)> = vec![
            ("Event", self.event.clone()),
            ("Date", self.date.clone()),
            (first, self.players[0].clone()),
            (second, self.players[1].clone()),
            ("Game", G::NAME.to_string()),
        ];
        tags.extend(G::write_tags(game));
        tags.push(("Result", self.result().into()));
        tags.push(("Termination", self.termination().into()));
        let extra = self.extra.iter().map(|(k, v)| (k.as_str(), v.as_str()));
        write_tags(f, tags.iter().map(|(k, v)| (*k, v.as_str())).chain(extra))?;
        let mut words = match &self.analysis {
            Some(analysis) => annotated_words(game, analysis),
            None => move_words(game),
        };
        if let Some(last) = words.last_mut() {
            *last = self.result().to_string();
        }
        write_words(f, &words)
    }
}
