use super::*;
use crate::games::GameUi;
use tactigon_picture::Pictured;
use tactigon_picture::marks::Outline;

const CELL: (u16, u16) = (8, 16);

fn detected(protocol: Option<(ImageProtocol, Evidence)>, cell: (u16, u16)) -> Option<Detected> {
    Some(Detected { protocol, cell })
}

#[test]
fn modes_read_and_print_alike() {
    for mode in GraphicsMode::CHOICES {
        assert_eq!(mode.to_string().parse::<GraphicsMode>(), Ok(mode));
    }
    assert_eq!(" ON ".parse::<GraphicsMode>(), Ok(GraphicsMode::On));
    let e = "sixel".parse::<GraphicsMode>().unwrap_err();
    assert_eq!(e.to_string(), "unknown graphics mode 'sixel' (expected auto, on or off)");
}

#[test]
fn auto_asks_only_a_terminal_that_names_itself() {
    let env = |pairs: &'static [(&'static str, &'static str)]| {
        move |name: &str| pairs.iter().find(|(k, _)| *k == name).map(|(_, v)| v.to_string())
    };
    let bare = env(&[("TERM", "xterm-256color")]);
    assert!(!GraphicsMode::Auto.asks(bare), "a bare pseudo-terminal may never answer");
    assert!(GraphicsMode::On.asks(bare));
    assert!(!GraphicsMode::Off.asks(env(&[("TERM", "xterm-kitty"), ("KITTY_WINDOW_ID", "1")])));
    assert!(GraphicsMode::Auto.asks(env(&[("TERM", "xterm-kitty")])));
    assert!(GraphicsMode::Auto.asks(env(&[("TERM", "xterm"), ("XTERM_VERSION", "XTerm(379)")])));
    assert!(
        !GraphicsMode::Auto.asks(env(&[("TERM", "xterm"), ("TERM_PROGRAM", "")])),
        "an empty variable names nothing"
    );
    let tmux = env(&[("TERM", "tmux-256color"), ("TERM_PROGRAM", "tmux"), ("TMUX", "/tmp/tmux-0/default,1,0")]);
    assert!(!GraphicsMode::Auto.asks(tmux), "a detached tmux session never answers");
    assert!(GraphicsMode::On.asks(tmux));
    assert!(!GraphicsMode::Auto.asks(env(&[("TERM", "screen"), ("XTERM_VERSION", "XTerm(379)"), ("STY", "1.pts-0")])));
}

#[test]
fn the_mode_and_what_was_found_choose_the_picture() {
    use Evidence::*;
    use GraphicsMode::*;
    let kitty = |e| Some((ImageProtocol::Kitty, e));
    // (mode, what was found, picture shown)
    let cases = [
        (Auto, detected(kitty(Answered), CELL), true),
        (Auto, detected(Some((ImageProtocol::Iterm2, Named)), CELL), true),
        (Auto, detected(Some((ImageProtocol::Sixel, Guessed)), CELL), false),
        (Auto, detected(None, CELL), false),
        (Auto, None, false),
        (On, detected(kitty(Answered), CELL), true),
        (On, detected(Some((ImageProtocol::Sixel, Guessed)), CELL), true),
        (On, detected(None, CELL), false),
        (On, None, false),
        // A cell size of nothing cannot be drawn at.
        (On, detected(kitty(Answered), (0, 16)), false),
        (Off, detected(kitty(Answered), CELL), false),
        (Off, detected(Some((ImageProtocol::Iterm2, Named)), CELL), false),
    ];
    for (mode, found, shown) in cases {
        assert_eq!(choose(mode, found).is_some(), shown, "{mode} with {found:?}");
    }
}

fn tactigon() -> (Board, Shape) {
    let pos = tactigon_rules::Position::start(tactigon_rules::Board::standard(), Default::default());
    (tactigon_rules::Tactigon::picture_board(&pos), tactigon_rules::Tactigon::shape(&pos))
}

#[test]
fn a_room_too_small_keeps_the_text_board() {
    let (board, shape) = tactigon();
    // At 32 pixels from centre to corner the board is 636 x 378 pixels, so 12 need 238.5 x
    // 141.75: 30 columns and 9 rows of 8 x 16 pixels, with the hundredth given away.
    let fits = |w, h| PictureSpot::place(board.clone(), &shape, Rect::new(0, 0, w, h), CELL, false).is_some();
    assert!(fits(31, 10));
    assert!(!fits(29, 40));
    assert!(!fits(120, 8));
    assert!(!fits(0, 0));
}

#[test]
fn the_picture_is_centred_in_its_room_and_within_it() {
    let (board, shape) = tactigon();
    let room = Rect::new(2, 1, 60, 20);
    let spot = PictureSpot::place(board, &shape, room, CELL, false).unwrap();
    assert_eq!(spot.area.intersection(room), spot.area);
    // The room is 480 x 320 pixels: the width binds (a radius of about 24), so the picture
    // spans the width and is centred, to within a cell, both ways.
    let (left, right) = (spot.area.x - room.x, room.right() - spot.area.right());
    let (top, bottom) = (spot.area.y - room.y, room.bottom() - spot.area.bottom());
    assert!(left.abs_diff(right) <= 1 && top.abs_diff(bottom) <= 1, "{:?} in {room:?}", spot.area);
    let d = spot.drawing();
    assert_eq!((d.width, d.height), (u32::from(spot.area.width) * 8, u32::from(spot.area.height) * 16));
}

/// Whether `p` is inside the polygon `points`, by counting the edges a ray to the right crosses.
fn inside(points: &[Point], p: Point) -> bool {
    let mut crossings = 0;
    for (i, a) in points.iter().enumerate() {
        let b = points[(i + 1) % points.len()];
        if (a.y > p.y) != (b.y > p.y) && p.x < a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x) {
            crossings += 1;
        }
    }
    crossings % 2 == 1
}

/// Every terminal cell of the picture maps to the tile whose hexagon the drawing paints under
/// the cell's middle pixel, found from the drawing's own hexagons by ray casting.
fn clicks_match_the_drawing(board: Board, shape: &Shape, flip: bool) {
    let spot = PictureSpot::place(board, shape, Rect::new(3, 2, 70, 22), CELL, flip).unwrap();
    let hexagons: Vec<(String, Vec<Point>)> = spot
        .drawing()
        .marks
        .into_iter()
        .filter(|m| m.class.starts_with("cell "))
        .filter_map(|m| match m.outline {
            Outline::Polygon(points) => Some((m.class.rsplit(' ').next()?.to_string(), points)),
            _ => None,
        })
        .collect();
    let mut hit = 0;
    for y in spot.area.top()..spot.area.bottom() {
        for x in spot.area.left()..spot.area.right() {
            let p = Point { x: (f32::from(x - spot.area.x) + 0.5) * 8.0, y: (f32::from(y - spot.area.y) + 0.5) * 16.0 };
            let drawn = hexagons.iter().find(|(_, h)| inside(h, p)).map(|(name, _)| name.clone());
            let clicked = spot.hit(x, y).map(|t| shape.tile(t).to_string());
            assert_eq!(clicked, drawn, "cell ({x}, {y}), pixel {p:?}");
            hit += usize::from(drawn.is_some());
        }
    }
    assert!(hit > shape.len(), "only {hit} cells of the picture are on the board");
    // Outside the picture nothing is hit.
    assert_eq!(spot.hit(spot.area.x.saturating_sub(1), spot.area.y), None);
    assert_eq!(spot.hit(spot.area.right(), spot.area.bottom()), None);
}

#[test]
fn a_click_names_the_tile_drawn_under_it() {
    let (board, shape) = tactigon();
    clicks_match_the_drawing(board.clone(), &shape, false);
    clicks_match_the_drawing(board, &shape, true);
    let pos = taacoca::Position::start(5).unwrap();
    clicks_match_the_drawing(taacoca::Taacoca::picture_board(&pos), &taacoca::Taacoca::shape(&pos), true);
}
