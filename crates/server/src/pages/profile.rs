//! A player's profile: member since and last seen, wins, losses and draws, each rating by game
//! and speed with its games, a chart of one rating over time (Tab shows the next), and the
//! recent games (Enter opens one in the replay viewer, `g` all of them).

use super::text::{self, frame};
use super::{Loaded, Page, PageAction};
use crossterm::event::KeyCode;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout};
use ratatui::style::{Modifier, Style};
use ratatui::symbols::Marker;
use ratatui::text::Line;
use ratatui::widgets::{Axis, Block, Borders, Chart, Dataset, GraphType, List, ListItem, ListState, Paragraph};
use tactigon_store::Profile;

/// The keys, as the page's last lines show them.
const KEYS: &[&str] =
    &["↑↓ choose a recent game", "Enter replay", "Tab next rating's chart", "g all games", "Esc back"];

/// The state of a profile.
#[derive(Clone, Debug, PartialEq)]
pub struct ProfilePage {
    /// Whose profile.
    pub name: String,
    /// The profile (`None` inside: nobody of that name).
    pub loaded: Loaded<Option<Profile>>,
    /// Which rating's history the chart shows (an index into the profile's history).
    pub chart: usize,
    /// The selected recent game.
    pub row: usize,
    /// A line about the last action.
    pub message: Option<String>,
}

impl ProfilePage {
    /// The profile of `name`, to be asked for.
    pub fn new(name: &str) -> ProfilePage {
        ProfilePage { name: name.to_string(), loaded: Loaded::Waiting, chart: 0, row: 0, message: None }
    }

    /// The store's answer.
    pub fn set(&mut self, profile: Option<Profile>) {
        // The chart starts on the rating with the most games.
        self.chart = profile
            .as_ref()
            .and_then(|p| (0..p.history.len()).max_by_key(|&i| (p.history[i].2.len(), usize::MAX - i)))
            .unwrap_or(0);
        self.loaded = Loaded::Ready(profile);
    }

    fn profile(&self) -> Option<&Profile> {
        match &self.loaded {
            Loaded::Ready(Some(p)) => Some(p),
            _ => None,
        }
    }

    /// Acts on a key.
    pub fn key(&mut self, code: KeyCode) -> PageAction {
        let Some(profile) = self.profile() else { return PageAction::Stay };
        let (recent, charts) = (profile.recent.len(), profile.history.len());
        match code {
            KeyCode::Up | KeyCode::Char('k') => self.row = self.row.saturating_sub(1),
            KeyCode::Down | KeyCode::Char('j') => self.row = (self.row + 1).min(recent.saturating_sub(1)),
            KeyCode::Tab | KeyCode::Char('n') if charts > 0 => self.chart = (self.chart + 1) % charts,
            KeyCode::Enter => {
                if let Some(game) = profile.recent.get(self.row) {
                    return PageAction::Replay(game.id);
                }
            }
            KeyCode::Char('g') => {
                let who = (profile.account.id, profile.account.name.clone());
                return PageAction::Open(Page::games(Some(who)));
            }
            _ => {}
        }
        PageAction::Stay
    }

    /// Draws the profile.
    pub fn render(&self, f: &mut Frame) {
        let title = format!("Profile of {}", text::name(&self.name));
        let body = frame(f, &title, self.message.as_deref(), KEYS);
        let p = match &self.loaded {
            Loaded::Waiting => return f.render_widget(Paragraph::new("loading…"), body),
            Loaded::Failed(e) => return f.render_widget(Paragraph::new(text::failed(e)), body),
            Loaded::Ready(p) => p,
        };
        let Some(p) = p else {
            f.render_widget(Paragraph::new(format!("nobody called {} plays here", text::name(&self.name))), body);
            return;
        };
        let ratings = p.account.ratings.len().max(1) as u16;
        let recent = (p.recent.len().max(1) as u16 + 1).min(8);
        let [facts, table, chart, games] = Layout::vertical([
            Constraint::Length(2),
            Constraint::Length(ratings + 1),
            Constraint::Min(6),
            Constraint::Length(recent),
        ])
        .areas(body);
        let [won, lost, drawn] = p.record;
        let banned = if p.account.banned { " — banned" } else { "" };
        f.render_widget(
            Paragraph::new(vec![
                Line::from(format!(
                    "member since {}, last seen {}{banned}",
                    text::date(p.account.since),
                    text::date(p.account.last_seen)
                )),
                Line::from(format!("{won} won, {lost} lost, {drawn} drawn")),
            ]),
            facts,
        );
        let mut lines = vec![Line::from("Ratings").style(Style::new().add_modifier(Modifier::BOLD))];
        lines.extend(p.account.ratings.iter().map(|r| {
            Line::from(format!(
                "  {:<8} {:<14} {:>6}  {} rated {}",
                r.game.name(),
                r.speed.name(),
                r.glicko.to_string(),
                r.games,
                if r.games == 1 { "game" } else { "games" }
            ))
        }));
        if p.account.ratings.is_empty() {
            lines.push(Line::from("  no rated games yet"));
        }
        f.render_widget(Paragraph::new(lines), table);
        self.render_chart(f, p, chart);
        let items: Vec<ListItem> = p.recent.iter().map(|g| ListItem::new(super::games::row(g))).collect();
        let items = if items.is_empty() { vec![ListItem::new("no finished games yet")] } else { items };
        let mut state = ListState::default().with_selected((!p.recent.is_empty()).then_some(self.row));
        let list = List::new(items)
            .block(Block::default().borders(Borders::TOP).title(" Recent games "))
            .highlight_style(Style::new().add_modifier(Modifier::REVERSED))
            .highlight_symbol("> ");
        f.render_stateful_widget(list, games, &mut state);
    }

    /// The chart of the rating chosen, over the dates of its games.
    fn render_chart(&self, f: &mut Frame, p: &Profile, area: ratatui::layout::Rect) {
        let Some((game, speed, points)) = p.history.get(self.chart) else {
            f.render_widget(Paragraph::new("no rating history yet"), area);
            return;
        };
        let data: Vec<(f64, f64)> = points.iter().map(|pt| (pt.at as f64, pt.rating)).collect();
        let (x0, x1) = (data.first().map_or(0.0, |d| d.0), data.last().map_or(1.0, |d| d.0));
        let (low, high) = data.iter().fold((f64::MAX, f64::MIN), |(lo, hi), d| (lo.min(d.1), hi.max(d.1)));
        // A little room above and below, and some width even for a single game.
        let (low, high) = ((low - 20.0).floor(), (high + 20.0).ceil());
        let x1 = if x1 > x0 { x1 } else { x0 + 1.0 };
        let title = format!(" {} {} rating ({} of {}) ", game.name(), speed.name(), self.chart + 1, p.history.len());
        let dataset = Dataset::default().marker(Marker::Braille).graph_type(GraphType::Line).data(&data);
        let chart = Chart::new(vec![dataset])
            .block(Block::default().borders(Borders::TOP).title(title))
            .x_axis(Axis::default().bounds([x0, x1]).labels([text::date(x0 as i64), text::date(x1 as i64)]))
            .y_axis(Axis::default().bounds([low, high]).labels([format!("{low:.0}"), format!("{high:.0}")]));
        f.render_widget(chart, area);
    }
}
