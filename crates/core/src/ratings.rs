//! Ratings of several players from their results against each other, as a gauntlet measures
//! them: the maximum-likelihood fit of the Elo model (A expects `1/(1 + 10^(-(Ra - Rb)/400))`
//! of the points against B), one player held at 0 as the anchor.

/// The games of one pairing: players `a` and `b` (indices), and A's points in `games` games
/// (a win 1, a draw ½).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pairing {
    /// Player A.
    pub a: usize,
    /// Player B.
    pub b: usize,
    /// A's points.
    pub points: f64,
    /// The games played.
    pub games: f64,
}

/// The Elo model's expected score of a player rated `diff` above its opponent.
fn expected(diff: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-diff / 400.0))
}

/// The ratings of `players` players that make `results` most likely, `anchor` at 0.
/// `prior` draws are added to every pairing, so that a clean sweep gives a finite rating
/// (1 is the usual choice; 0 for none). A player with no games keeps 0.
pub fn fit(players: usize, results: &[Pairing], anchor: usize, prior: f64) -> Vec<f64> {
    let c = std::f64::consts::LN_10 / 400.0;
    let mut r = vec![0.0; players];
    // Newton's method one player at a time: the likelihood is concave in each rating.
    for _ in 0..10_000 {
        let mut moved: f64 = 0.0;
        for i in (0..players).filter(|&i| i != anchor) {
            let (mut surplus, mut curvature) = (0.0, 0.0);
            for p in results.iter().filter(|p| p.a == i || p.b == i) {
                let (games, own) = (p.games + prior, if p.a == i { p.points } else { p.games - p.points });
                let other = if p.a == i { p.b } else { p.a };
                let e = expected(r[i] - r[other]);
                surplus += own + prior / 2.0 - games * e;
                curvature += games * e * (1.0 - e);
            }
            if curvature > 0.0 {
                let step = (surplus / (c * curvature)).clamp(-400.0, 400.0);
                r[i] += step;
                moved = moved.max(step.abs());
            }
        }
        if moved < 1e-9 {
            break;
        }
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairing(a: usize, b: usize, points: f64, games: f64) -> Pairing {
        Pairing { a, b, points, games }
    }

    #[test]
    fn three_quarters_of_the_points_is_400_log10_3() {
        // 400·log10(3) = 190.85 by hand; B is the anchor.
        let r = fit(2, &[pairing(0, 1, 3.0, 4.0)], 1, 0.0);
        assert!((r[0] - 190.85).abs() < 0.01, "{r:?}");
        assert_eq!(r[1], 0.0);
    }

    #[test]
    fn a_consistent_chain_adds_up() {
        // C anchors; B scores 3/4 against C (odds 3), A 3/4 against B and 9/10 against C
        // (odds 9 = 3·3): ratings 0, 400·log10(3) = 190.85 and 400·log10(9) = 381.70 fit
        // every pairing exactly.
        let results = [pairing(1, 2, 3.0, 4.0), pairing(0, 1, 30.0, 40.0), pairing(0, 2, 9.0, 10.0)];
        let r = fit(3, &results, 2, 0.0);
        assert!((r[1] - 190.85).abs() < 0.01, "{r:?}");
        assert!((r[0] - 381.70).abs() < 0.01, "{r:?}");
    }

    #[test]
    fn a_clean_sweep_is_finite_with_the_prior() {
        // 10 wins and one virtual draw: 10.5 of 11 points, odds 21, 400·log10(21) = 528.9.
        let r = fit(2, &[pairing(0, 1, 10.0, 10.0)], 1, 1.0);
        assert!((r[0] - 528.9).abs() < 0.1, "{r:?}");
        // A player with no games stays at 0.
        assert_eq!(fit(3, &[pairing(0, 1, 1.0, 2.0)], 1, 0.0)[2], 0.0);
    }
}
