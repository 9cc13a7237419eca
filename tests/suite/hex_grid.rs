//! Hex geometry without any game: a 61-cell regular hexagon read by the diagram parser,
//! directional neighbours, distances, and the parser's errors.

use tactigon_rules::hex::{Diagram, Direction, Grid, GridError, Tile};

/// A regular hexagon of side 5: rows of 5, 6, 7, 8, 9, 8, 7, 6, 5 cells, each row starting
/// one doubled column further out than the middle row.
fn hexagon_text() -> String {
    let mut text = String::from("# a regular hexagon\nname: hexagon\n");
    for r in 0..9usize {
        let indent = r.abs_diff(4);
        let cells = vec!["o"; 9 - indent].join(" ");
        text += &format!("{}{cells}\n", " ".repeat(indent));
    }
    text
}

fn hexagon() -> Grid {
    Diagram::parse(&hexagon_text()).unwrap().grid
}

fn index(grid: &Grid, name: &str) -> u8 {
    grid.index(name.parse::<Tile>().unwrap()).unwrap()
}

#[test]
fn the_hexagon_has_61_cells_in_rows_of_5_to_9() {
    let text = hexagon_text();
    let d = Diagram::parse(&text).unwrap();
    assert_eq!(d.grid.len(), 61);
    assert_eq!((0..9).map(|r| d.grid.row_len(r)).collect::<Vec<_>>(), [5, 6, 7, 8, 9, 8, 7, 6, 5]);
    assert_eq!(d.cells, vec!['o'; 61]);
    assert_eq!(d.headers.len(), 1);
    assert_eq!((d.headers[0].line, d.headers[0].key, d.headers[0].value.trim()), (2, "name", "hexagon"));
    // e1 is the first cell of the middle row, at column 0; a1 sits 4 columns in.
    assert_eq!(d.grid.coord(index(&d.grid, "e1")), (4, 0));
    assert_eq!(d.grid.coord(index(&d.grid, "a1")), (0, 4));
}

/// Hand count for a hexagon of side 5: its rim has 6 sides of 5 cells sharing the 6
/// corners, so 6 * 4 = 24 rim cells of which 6 are corners (3 neighbours) and 18 edge cells
/// (4 neighbours); the other 61 - 24 = 37 cells (a hexagon of side 4: 3*4*3+1) have 6.
#[test]
fn corners_edges_and_interior_have_3_4_and_6_neighbours() {
    let g = hexagon();
    let corners = ["a1", "a5", "e1", "e9", "i1", "i5"].map(|n| index(&g, n));
    let mut counts = [0; 7];
    for i in 0..g.len() as u8 {
        let n = g.neighbours(i).count_ones() as usize;
        counts[n] += 1;
        if corners.contains(&i) {
            assert_eq!(n, 3, "corner {}", g.tile(i));
        }
    }
    assert_eq!(counts, [0, 0, 0, 6, 18, 0, 37]);
}

#[test]
fn directional_neighbours_come_back_the_opposite_way() {
    let g = hexagon();
    for i in 0..g.len() as u8 {
        let mut seen = 0;
        for d in Direction::ALL {
            assert_eq!(d.opposite().opposite(), d);
            assert_ne!(d.opposite(), d);
            if let Some(j) = g.neighbour(i, d) {
                assert_eq!(g.neighbour(j, d.opposite()), Some(i), "{} {d:?}", g.tile(i));
                let (ri, ci) = g.coord(i);
                let (rj, cj) = g.coord(j);
                assert_eq!((rj as i32 - ri as i32, cj as i32 - ci as i32), d.offset());
                seen |= 1u128 << j;
            }
        }
        assert_eq!(seen, g.neighbours(i), "{}", g.tile(i));
    }
    // By hand: the centre e5 has e6 to the east and d5 to the north-east (one row up, one
    // column right: rows a-d start further in, so d5 sits at column 9 = e5's 8 + 1).
    let centre = index(&g, "e5");
    assert_eq!(g.neighbour(centre, Direction::East), Some(index(&g, "e6")));
    assert_eq!(g.neighbour(centre, Direction::NorthEast), Some(index(&g, "d5")));
    assert_eq!(g.neighbour(index(&g, "a1"), Direction::NorthWest), None);
}

#[test]
fn every_corner_is_4_from_the_centre() {
    let g = hexagon();
    let centre = index(&g, "e5");
    for corner in ["a1", "a5", "e1", "e9", "i1", "i5"] {
        assert_eq!(g.distance(centre, index(&g, corner)), 4, "{corner}");
    }
    // The flood fill agrees: nothing is more than 4 steps from the centre, 6 cells are 1.
    let all = g.reach(centre, 4, g.all());
    assert_eq!(all, g.all());
    assert_eq!(g.reach(centre, 1, g.all()).count_ones(), 7);
    let mut layers = [0; 5];
    g.reach_layers(centre, g.all(), &mut layers);
    // Rings of a hexagon hold 1, 6, 12, 18, 24 cells.
    let sizes: Vec<u32> = layers.iter().map(|l| l.count_ones()).collect();
    assert_eq!(sizes, [1, 7, 19, 37, 61]);
}

#[test]
fn a_malformed_diagram_says_where() {
    // Row b must be offset by one column from row a; its cell at column 0 is not.
    let e = Diagram::parse("x x\nx\n").unwrap_err();
    assert_eq!(e, GridError::OffGrid { line: 2, column: 1 });
    assert_eq!((e.line(), e.column()), (2, 1));
    let e = Diagram::parse("key: value\n").unwrap_err();
    assert_eq!(e, GridError::NoRows);
    let e = Diagram::parse("x  x\n").unwrap_err();
    assert_eq!(e, GridError::Spacing { line: 1, column: 4 });
    assert!(e.to_string().contains("two columns apart"), "{e}");
}
