//! Tactigon's rules in brief for the help screen, with the combat table drawn from the rules.

use crate::screens::help::{heading, keys, plain};
use crate::theme::Theme;
use ratatui::text::{Line, Span};
use tactigon_rules::{Combat, DrawRules, Kind};

/// The rules in brief: the game, the combat table, winning, the advanced rules, the keys of
/// a move, the colours.
pub fn rules(theme: &Theme) -> Vec<Line<'static>> {
    let g = |k: Kind| theme.kind_glyph(k);
    let mut out = vec![
        heading("THE GAME", theme),
        plain("Two armies, Red (left) and Green (right), on a board of hexagonal tiles."),
        plain("Tiles are named by row letter and number from the left: b1, d11."),
        plain("Each turn you move one piece along a path of empty neighbouring tiles:"),
        plain(&format!(
            "  {} circle {} tile   {} triangle up to {}   {} square up to {}   {} pentagon up to {}",
            g(Kind::Circle),
            Kind::Circle.reach(),
            g(Kind::Triangle),
            Kind::Triangle.reach(),
            g(Kind::Square),
            Kind::Square.reach(),
            g(Kind::Pentagon),
            Kind::Pentagon.reach()
        )),
        plain("The path may bend, but never passes through a piece. Ending on an enemy piece"),
        plain("attacks it: the combat table says who leaves the board."),
        plain(""),
    ];
    out.extend(combat_table(theme));
    out.extend([
        plain(""),
        heading("WINNING", theme),
        plain("• Capture the enemy pentagon: you win at once."),
        plain("• Hold both gold tiles when your opponent's turn ends: you win."),
        plain("• A side with no legal move passes; if the other side cannot move either, draw."),
        plain("• Draw on the third repetition of a position, or after the no-capture limit"),
        plain(&format!(
            "  ({} turns by default, set on the new-game screen; off = no limit).",
            DrawRules::default().no_capture_limit
        )),
        plain(""),
        heading("ADVANCED RULES (each on or off)", theme),
        plain("• Square jump: a square may pass over pieces, except enemy squares."),
        plain("• Gold bonus: a piece starting its turn on a gold tile may move one tile more."),
        plain(""),
        heading("MAKING A MOVE", theme),
        keys("Enter / Space", "pick up a piece, then put it on a highlighted tile", theme),
        keys("mouse click", "pick up, then click a destination", theme),
        keys("Esc", "put the piece back", theme),
        keys(":", "type a move: b1-b2, c2xd3, pass", theme),
    ]);
    out.extend([
        plain(""),
        heading("COLOURS", theme),
        Line::from(vec![
            Span::raw("  "),
            Span::styled(" move ", theme.destination()),
            Span::raw(" "),
            Span::styled(" captures ", theme.capture()),
            Span::raw(" "),
            Span::styled(" both captured ", theme.trade()),
            Span::raw(" "),
            Span::styled(" gold tile ", theme.gold()),
        ]),
    ]);
    out
}

/// The combat table of RULES.md §3 drawn with lines, from [`Kind::attack`].
fn combat_table(theme: &Theme) -> Vec<Line<'static>> {
    let w = 10;
    let (h, v, cross, tl, tr, bl, br, tm, bm, lm, rm) = if theme.ascii {
        ('-', '|', '+', '+', '+', '+', '+', '+', '+', '+', '+')
    } else {
        ('─', '│', '┼', '┌', '┐', '└', '┘', '┬', '┴', '├', '┤')
    };
    let rule = |l: char, m: char, r: char| {
        let seg: String = std::iter::repeat_n(h, w).collect();
        let mut s = format!("  {l}{seg}");
        for _ in 0..4 {
            s.push(m);
            s.push_str(&seg);
        }
        s.push(r);
        plain(&s)
    };
    let cell = |text: &str| format!("{text:^w$}");
    let mut out = vec![plain("  Rows attack, columns defend:"), rule(tl, tm, tr)];
    let mut head = vec![Span::raw(format!("  {v}{}", cell("att \\ def")))];
    for d in Kind::ALL {
        head.push(Span::raw(v.to_string()));
        head.push(Span::styled(cell(d.name()), theme.title()));
    }
    head.push(Span::raw(v.to_string()));
    out.push(Line::from(head));
    out.push(rule(lm, cross, rm));
    for a in Kind::ALL {
        let mut spans = vec![Span::raw(format!("  {v}")), Span::styled(cell(a.name()), theme.title())];
        for d in Kind::ALL {
            spans.push(Span::raw(v.to_string()));
            spans.push(match a.attack(d) {
                Combat::DefenderCaptured => Span::styled(cell("captures"), theme.capture()),
                Combat::BothCaptured => Span::styled(cell("both off"), theme.trade()),
                Combat::NotAllowed => Span::styled(cell("—"), theme.dim()),
            });
        }
        spans.push(Span::raw(v.to_string()));
        out.push(Line::from(spans));
    }
    out.push(rule(bl, bm, br));
    out
}
