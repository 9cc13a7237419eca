//! The combat table (RULES.md §3), cell by cell, on hand-made positions of the standard
//! board.

use tactigon_rules::{Board, Combat, Kind, Outcome, Piece, PlayError, Position, Rules, Side, Tile, WinReason};

/// RULES.md §3 copied by hand: attacker row, defender column, in the order C T S P.
const TABLE: [(char, char, Combat); 16] = [
    ('C', 'C', Combat::DefenderCaptured),
    ('C', 'T', Combat::DefenderCaptured),
    ('C', 'S', Combat::DefenderCaptured),
    ('C', 'P', Combat::DefenderCaptured),
    ('T', 'C', Combat::BothCaptured),
    ('T', 'T', Combat::DefenderCaptured),
    ('T', 'S', Combat::DefenderCaptured),
    ('T', 'P', Combat::DefenderCaptured),
    ('S', 'C', Combat::NotAllowed),
    ('S', 'T', Combat::BothCaptured),
    ('S', 'S', Combat::DefenderCaptured),
    ('S', 'P', Combat::DefenderCaptured),
    ('P', 'C', Combat::NotAllowed),
    ('P', 'T', Combat::NotAllowed),
    ('P', 'S', Combat::NotAllowed),
    ('P', 'P', Combat::DefenderCaptured),
];

fn tile(s: &str) -> Tile {
    s.parse().unwrap()
}

fn kind(letter: char) -> Kind {
    Piece::from_letter(letter).unwrap().kind
}

/// Row d of the standard board has 11 tiles, d1 at doubled column 0 … d11 at 20, so d5
/// (column 8) and d6 (column 10) are neighbours. A red attacker stands on d5, a green
/// defender on d6; the pentagons not taking part stand on d1 (red) and d11 (green), out of
/// reach of both (d1–d5 and d6–d11 are 4 and 5 steps apart, and all other rows are empty
/// so nothing else interferes with d5xd6).
fn duel(attacker: char, defender: char) -> String {
    let red_p = if attacker == 'P' { "1" } else { "P" };
    let green_p = if defender == 'P' { "1" } else { "p" };
    let d = format!("{red_p}3{attacker}{}4{green_p}", defender.to_ascii_lowercase());
    // Merge the runs of empty tiles ("1" + "3" = "4", "4" + "1" = "5").
    let d = d.replacen("13", "4", 1).replacen("41", "5", 1);
    format!("2/9/10/{d}/10/9/2 r")
}

#[test]
fn the_duel_positions_are_what_the_comment_says() {
    assert_eq!(duel('T', 'C'), "2/9/10/P3Tc4p/10/9/2 r");
    assert_eq!(duel('P', 'S'), "2/9/10/4Ps4p/10/9/2 r");
    assert_eq!(duel('C', 'P'), "2/9/10/P3Cp5/10/9/2 r");
    assert_eq!(duel('P', 'P'), "2/9/10/4Pp5/10/9/2 r");
}

#[test]
fn engine_table_matches_rules_md() {
    for (a, d, expected) in TABLE {
        assert_eq!(kind(a).attack(kind(d)), expected, "{a} attacks {d}");
    }
}

#[test]
fn each_cell_of_the_combat_table_on_the_board() {
    for (a, d, expected) in TABLE {
        let tpn = duel(a, d);
        let mut pos = Position::from_tpn(Board::standard(), Rules::default(), &tpn).unwrap();
        let before = pos;
        let attack = "d5xd6".parse().unwrap();
        let listed = pos.legal_moves().contains(&attack);
        let result = pos.play(attack);
        let attacker = Piece::new(Side::Red, kind(a));
        match expected {
            Combat::NotAllowed => {
                assert!(!listed, "{tpn}: {a}x{d} listed");
                assert_eq!(result, Err(PlayError::AttackNotAllowed(kind(a), kind(d))), "{tpn}");
                assert_eq!(pos, before, "{tpn}: a rejected move changed the position");
            }
            Combat::DefenderCaptured => {
                assert!(listed, "{tpn}: {a}x{d} not listed");
                assert_eq!(result, Ok(()), "{tpn}");
                assert_eq!(pos.piece_at(tile("d5")), None, "{tpn}");
                assert_eq!(pos.piece_at(tile("d6")), Some(attacker), "{tpn}");
                assert_eq!(pos.count(Side::Green, kind(d)), 0, "{tpn}: defender still on the board");
                assert_eq!(pos.clock(), 0, "{tpn}: a capture resets the clock");
            }
            Combat::BothCaptured => {
                assert!(listed, "{tpn}: {a}x{d} not listed");
                assert_eq!(result, Ok(()), "{tpn}");
                assert_eq!(pos.piece_at(tile("d5")), None, "{tpn}");
                assert_eq!(pos.piece_at(tile("d6")), None, "{tpn}");
                assert_eq!(pos.count(Side::Red, kind(a)), 0, "{tpn}: attacker survived");
                assert_eq!(pos.count(Side::Green, kind(d)), 0, "{tpn}: defender survived");
            }
        }
        if expected != Combat::NotAllowed {
            let won = (d == 'P').then_some(Outcome::Win { winner: Side::Red, reason: WinReason::PentagonCaptured });
            assert_eq!(pos.outcome(), won, "{tpn}");
        }
    }
}

/// Green attacking works the same way: a green triangle on d6 attacks a red circle on d5
/// (both captured), and a green square on d6 may not attack a red circle.
#[test]
fn green_attacks_follow_the_same_table() {
    let mut pos = Position::from_tpn(Board::standard(), Rules::default(), "2/9/10/P3Ct4p/10/9/2 g").unwrap();
    pos.play("d6xd5".parse().unwrap()).unwrap();
    assert_eq!(pos.to_tpn(), "2/9/10/P9p/10/9/2 r 0 2");

    let mut pos = Position::from_tpn(Board::standard(), Rules::default(), "2/9/10/P3Cs4p/10/9/2 g").unwrap();
    assert_eq!(pos.play("d6xd5".parse().unwrap()), Err(PlayError::AttackNotAllowed(Kind::Square, Kind::Circle)));
}
