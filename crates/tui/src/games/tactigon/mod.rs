//! Tactigon on screen: gold tiles, piece shapes, picking a piece and then its destination, and
//! moves told with what they captured.

mod help;
mod remember;

use super::{GameUi, Picking, Warning};
use crate::board_view::{Figure, Paint, Scale, Shape};
use crate::figures;
use crate::keymap::{Entry, GameCmd, PICKED};
use crate::screens::form::{cycle, on_off};
use crate::screens::status::{Status, Tone, capital};
use crate::theme::Theme;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use tactigon_games::setup::{First, GameSetup};
use tactigon_rules::{BUILTIN, Bits, BitsIter, Combat, Kind, Move, Outcome, Position, Side, Tactigon, WinReason, bit};

impl GameUi for Tactigon {
    /// The tile whose piece is picked up.
    type Pick = Option<u8>;

    const PICKED_KEYS: &'static [Entry<GameCmd>] = PICKED;

    const PUT_BACK: &'static str = "put the piece back";

    const MOVE_EXAMPLES: &'static str = "b1-b2, c2xd3, pass";

    fn shape(pos: &Position) -> Shape {
        Shape::of_grid(pos.board().grid())
    }

    /// The side's pentagon, so that a player starts on the piece that matters most.
    fn home_cell(pos: &Position, side: Side) -> u16 {
        let pent = pos.piece_bits(side, Kind::Pentagon);
        if pent != 0 { pent.trailing_zeros() as u16 } else { 0 }
    }

    fn board_paint(pos: &Position, theme: &Theme) -> Paint {
        let gold = pos.board().gold();
        Paint {
            fills: BitsIter(gold).map(|i| (i as u16, theme.gold())).collect(),
            outlines: BitsIter(gold).map(|i| (i as u16, theme.gold_outline())).collect(),
        }
    }

    fn figure(pos: &Position, cell: u16, fill: Style, scale: Scale, theme: &Theme) -> Option<Figure> {
        let p = pos.piece_at_index(u8::try_from(cell).ok()?)?;
        let shape = tactigon_picture::games::tactigon::silhouette(p.kind);
        let rows =
            figures::rows(shape, p.side == Side::Green, scale, theme.ascii).unwrap_or_else(|| vec![theme.glyph(p)]);
        Some(Figure { rows, style: theme.piece_on(fill, p.side) })
    }

    fn side_style(side: Side, theme: &Theme) -> Style {
        theme.side_style(side)
    }

    fn counts(pos: &Position, side: Side, theme: &Theme) -> Line<'static> {
        let mut spans = vec![Span::raw(" ")];
        for k in Kind::ALL {
            spans.push(Span::styled(theme.side_glyph(k, side).to_string(), theme.side_style(side)));
            spans.push(Span::raw(format!("{:<3}", pos.count(side, k))));
        }
        Line::from(spans)
    }

    fn pieces(pos: &Position, side: Side) -> u32 {
        Kind::ALL.into_iter().map(|k| pos.count(side, k)).sum()
    }

    fn reason(outcome: Outcome) -> String {
        // The sides' names as the screens write them, not the notation's lower case.
        let name = <Tactigon as tactigon_games::playable::Playable>::side_name;
        match outcome {
            Outcome::Win { winner, reason: WinReason::Forfeit(how) } => {
                format!("{} {}", name(winner.other()), how.loss())
            }
            Outcome::Win { winner, .. } => format!("{} {}", name(winner), outcome.reason_text()),
            Outcome::Draw(_) => capital(&outcome.reason_text()),
        }
    }

    /// Any case, and the two tiles may be parted by spaces instead of `-` or `x` (the capture
    /// is then the board's to say); a word too many is named.
    fn read_typed(pos: &Position, text: &str) -> Result<Move, String> {
        let text = text.to_lowercase();
        let words: Vec<&str> = text.split_whitespace().collect();
        match words[..] {
            [one] => <Tactigon as tactigon_core::record::Notation>::read_move(pos, one).map_err(|e| e.to_string()),
            [from, to] if !from.contains(['-', 'x']) && !to.contains(['-', 'x']) => {
                pos.parse_move(&format!("{from}-{to}")).map_err(|e| e.to_string())
            }
            [] => Err("type a move such as b1-b2, c2xd3 or pass".into()),
            [first, ..] => {
                let extra = if first.contains(['-', 'x']) { &words[1..] } else { &words[2..] };
                Err(format!("one move is two tiles, such as b1-b2 or b1 b2: '{}' is too much", extra.join(" ")))
            }
        }
    }

    fn pick(pick: &mut Option<u8>, pos: &Position, cell: u16) -> Picking<Move> {
        let Ok(index) = u8::try_from(cell) else { return Picking::Say(error("there is no such tile".into())) };
        let here = pos.board().tile(index);
        let piece = pos.piece_at_index(index);
        match *pick {
            Some(from) if from == index => {
                *pick = None;
                Picking::Say(info(format!("put the piece back on {here}")))
            }
            _ if piece.is_some_and(|p| p.side == pos.turn()) => {
                let kind = piece.expect("checked").kind;
                let n = pos.destinations(index, kind).count_ones();
                if n == 0 {
                    // Picked up, it could only be put back: what was picked stays picked.
                    return Picking::Say(error(format!("the {kind} on {here} has nowhere to go")));
                }
                *pick = Some(index);
                // The bonus explains why this piece reaches one tile farther than usual.
                let bonus = pos.rules().gold_bonus && pos.board().gold() & bit(index) != 0;
                let bonus = if bonus { " (gold bonus: one tile farther)" } else { "" };
                let plural = if n == 1 { "" } else { "s" };
                Picking::Say(info(format!("{kind} on {here}: {n} destination{plural}{bonus} — choose one")))
            }
            Some(from) => {
                Picking::Play(Move::Step { from: pos.board().tile(from), to: here, capture: piece.is_some() })
            }
            None => Picking::Say(error(match piece {
                Some(p) => {
                    let (side, turn) = (capital(p.side.name()), capital(pos.turn().name()));
                    format!("the {side} {} on {here} is not yours: it is {turn}'s turn", p.kind)
                }
                None => format!("there is no piece on {here}: pick one of {}'s pieces", capital(pos.turn().name())),
            })),
        }
    }

    fn choose(_: &mut Option<u8>, _: &Position, _: usize) -> Picking<Move> {
        Picking::Say(error("< and > choose a direction in Taacoca: here pick a piece, then its destination".into()))
    }

    fn picking(pick: &Option<u8>) -> bool {
        pick.is_some()
    }

    /// The picked piece, and its destinations coloured by what an attack there would do; a
    /// gold tile among them keeps a gold ring around its highlight.
    fn paint_pick(pick: &Option<u8>, pos: &Position, theme: &Theme, paint: &mut Paint) {
        let Some(from) = *pick else { return };
        paint.fills.push((from as u16, theme.picked()));
        let Some(piece) = pos.piece_at_index(from) else { return };
        let targets = pos.destinations(from, piece.kind);
        for to in BitsIter(targets) {
            let style = match pos.piece_at_index(to).map(|d| piece.kind.attack(d.kind)) {
                None => theme.destination(),
                Some(Combat::BothCaptured) => theme.trade(),
                Some(_) => theme.capture(),
            };
            paint.fills.push((to as u16, style));
        }
        let gold = pos.board().gold() & (targets | bit(from));
        paint.outlines.extend(BitsIter(gold).map(|i| (u16::from(i), theme.gold_ring())));
    }

    fn legend(theme: &Theme) -> Vec<Line<'static>> {
        vec![
            Line::from(vec![
                Span::styled(" move ", theme.destination()),
                Span::raw(" "),
                Span::styled(" capture ", theme.capture()),
            ]),
            Line::from(vec![
                Span::styled(" both captured ", theme.trade()),
                Span::raw(" "),
                Span::styled(" picked ", theme.picked()),
            ]),
        ]
    }

    fn move_cells(pos: &Position, m: Move) -> Vec<u16> {
        match m {
            Move::Step { from, to, .. } => {
                [from, to].into_iter().filter_map(|t| pos.board().index(t)).map(u16::from).collect()
            }
            Move::Pass => Vec::new(),
        }
    }

    fn describe(before: &Position, m: Move) -> Status {
        // Side names start a sentence or name a player: capitalised, as on the rest of the screen.
        let side = capital(before.turn().name());
        let Move::Step { from, to, .. } = m else {
            return info(format!("{side} cannot move and passes"));
        };
        let mover = before.piece_at(from).map_or("piece", |p| p.kind.name());
        match before.piece_at(to) {
            Some(d) => {
                let both = before.piece_at(from).is_some_and(|p| p.kind.attack(d.kind) == Combat::BothCaptured);
                let text = if both {
                    format!("{m}: {side} {mover} and {} {} capture each other", capital(d.side.name()), d.kind)
                } else {
                    format!("{m}: {side} {mover} captures {} {}", capital(d.side.name()), d.kind)
                };
                Status { text, tone: Tone::News }
            }
            None => info(format!("{side} played {m}")),
        }
    }

    fn setup_rows(s: &GameSetup, _screen: (u16, u16)) -> Vec<(&'static str, String)> {
        let limit = if s.no_capture_limit == 0 { "off".into() } else { format!("{} turns", s.no_capture_limit) };
        vec![
            ("Board", s.board.clone()),
            ("Square jump", on_off(s.square_jump).into()),
            ("Gold bonus", on_off(s.gold_bonus).into()),
            ("First move", capital(s.first.name())),
            ("No-capture limit", limit),
        ]
    }

    fn adjust_setup(s: &mut GameSetup, row: usize, delta: i32, _screen: (u16, u16)) {
        match row {
            0 => {
                let names: Vec<&str> = BUILTIN.iter().map(|(n, _)| *n).collect();
                s.board = cycle(&names, s.board.as_str(), delta).to_string();
            }
            1 => s.square_jump = !s.square_jump,
            2 => s.gold_bonus = !s.gold_bonus,
            3 => s.first = cycle(&First::CHOICES, s.first, delta),
            _ => s.no_capture_limit = cycle(&NO_CAPTURE_LIMITS, s.no_capture_limit, delta),
        }
    }

    fn warnings(pos: &Position) -> Vec<Warning> {
        let t = pos.threats();
        let them = capital(pos.turn().other().name());
        let names = |b: Bits| BitsIter(b).map(|i| pos.board().tile(i).to_string()).collect::<Vec<_>>().join(", ");
        let cells = |b: Bits| BitsIter(b).map(u16::from).collect::<Vec<_>>();
        let gold = pos.board().gold();
        let mut out = Vec::new();
        if t.gold_held {
            let text = format!("{them} holds both gold tiles: take one this turn or lose");
            out.push(Warning { text, cells: cells(gold) });
        }
        if t.gold_next != 0 {
            let text = format!("{them} can take the last gold tile next move (from {})", names(t.gold_next));
            out.push(Warning { text, cells: cells(t.gold_next) });
        }
        if t.pentagon_attackers != 0 {
            let text = format!("your pentagon can be captured next move (by {})", names(t.pentagon_attackers));
            out.push(Warning { text, cells: cells(t.pentagon_attackers) });
        }
        out
    }

    fn rules_in_play(pos: &Position) -> String {
        let r = pos.rules();
        let mut parts = vec![format!("{} board", pos.board().name())];
        parts.extend(r.square_jump.then(|| "square jump".to_string()));
        parts.extend(r.gold_bonus.then(|| "gold bonus".to_string()));
        parts.join(" · ")
    }

    fn rules(theme: &Theme) -> Vec<Line<'static>> {
        help::rules(theme)
    }

    /// A start position is given on the command line only.
    fn form_setup(s: &GameSetup) -> GameSetup {
        GameSetup { position: None, ..s.clone() }
    }
}

/// The no-capture limits offered, in plies; 0 is off.
pub const NO_CAPTURE_LIMITS: [u32; 11] = [0, 20, 30, 40, 50, 60, 80, 100, 150, 200, 300];

fn info(text: String) -> Status {
    Status { text, tone: Tone::Info }
}

fn error(text: String) -> Status {
    Status { text, tone: Tone::Error }
}
