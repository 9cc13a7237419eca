//! Strength testing the way engine authors do it: games in colour-swapped pairs from the
//! same opening, each pair scored 0, ½, 1, 1½ or 2 for engine A (the pentanomial model),
//! and a sequential probability ratio test between two Elo hypotheses.
//!
//! The formulas are fishtest's (`stat_util.py`): the pair scores' empirical distribution,
//! empty classes replaced by 0.001 games as fishtest regularises them, its mean `μ` and
//! variance `σ²` per pair (scores as a fraction, 0 to 1); the log-likelihood ratio of the
//! logistic-Elo hypotheses `s = 1 / (1 + 10^(−elo/400))` in the normal approximation,
//! `LLR = N (s₁ − s₀)(2μ − s₀ − s₁) / (2σ²)`; and Wald's bounds `ln(β/(1−α))` and
//! `ln((1−β)/α)`. The Elo and its 95% error bar come from `μ ± 1.96 σ/√N`.

/// The pairs played, by engine A's score in the pair, in half points: `counts[k]` pairs
/// scored `k/2` (0 to 4 half points).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Pentanomial {
    /// Pairs by A's score in half points.
    pub counts: [u64; 5],
}

/// What an SPRT tests: H0 "A is `elo0` stronger" against H1 "A is `elo1` stronger", with
/// the error rates `alpha` (accepting H1 wrongly) and `beta` (accepting H0 wrongly).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    /// The Elo difference of H0.
    pub elo0: f64,
    /// The Elo difference of H1.
    pub elo1: f64,
    /// The false-positive rate.
    pub alpha: f64,
    /// The false-negative rate.
    pub beta: f64,
}

/// Where an SPRT stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Neither bound crossed: play on.
    Continue,
    /// The lower bound crossed: H0 accepted.
    H0,
    /// The upper bound crossed: H1 accepted.
    H1,
}

/// The expected score of an `elo` advantage under the logistic model.
pub fn expected_score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The Elo advantage whose expected score is `score` (strictly between 0 and 1).
pub fn elo_of(score: f64) -> f64 {
    -400.0 * (1.0 / score - 1.0).log10()
}

/// The two-sided 95% normal quantile.
const Z95: f64 = 1.959_963_984_540_054;

impl Pentanomial {
    /// Counts one more pair in which A scored `half_points` (0 to 4).
    pub fn add(&mut self, half_points: usize) {
        self.counts[half_points.min(4)] += 1;
    }

    /// How many pairs were played.
    pub fn pairs(&self) -> u64 {
        self.counts.iter().sum()
    }

    /// The number of pairs (regularised), the mean score per game and the variance per pair.
    fn stats(&self) -> (f64, f64, f64) {
        let counts = self.counts.map(|c| if c == 0 { 1e-3 } else { c as f64 });
        let n: f64 = counts.iter().sum();
        let value = |k: usize| k as f64 / 4.0;
        let mu: f64 = counts.iter().enumerate().map(|(k, c)| c / n * value(k)).sum();
        let var: f64 = counts.iter().enumerate().map(|(k, c)| c / n * (value(k) - mu).powi(2)).sum();
        (n, mu, var)
    }

    /// The log-likelihood ratio of H1 against H0 (0 before any pair, or with no spread).
    pub fn llr(&self, elo0: f64, elo1: f64) -> f64 {
        let (n, mu, var) = self.stats();
        if self.pairs() == 0 || var <= 0.0 {
            return 0.0;
        }
        let (s0, s1) = (expected_score(elo0), expected_score(elo1));
        n * (s1 - s0) * (2.0 * mu - s0 - s1) / var / 2.0
    }

    /// A's Elo advantage and the half-width of its 95% interval; `None` before any pair.
    pub fn elo(&self) -> Option<(f64, f64)> {
        if self.pairs() == 0 {
            return None;
        }
        let (n, mu, var) = self.stats();
        let spread = Z95 * (var / n).sqrt();
        let clamp = |s: f64| s.clamp(1e-6, 1.0 - 1e-6);
        Some((elo_of(clamp(mu)), (elo_of(clamp(mu + spread)) - elo_of(clamp(mu - spread))) / 2.0))
    }
}

impl Sprt {
    /// The lower and upper bounds of the log-likelihood ratio.
    pub fn bounds(&self) -> (f64, f64) {
        ((self.beta / (1.0 - self.alpha)).ln(), ((1.0 - self.beta) / self.alpha).ln())
    }

    /// The fewest pairs a verdict needs: with fewer, nearly every class of the pentanomial
    /// is a regularised empty one, the variance is tiny and the LLR means nothing (one pair
    /// won twice gives an LLR near 18 for 0 against 50 Elo).
    pub const MIN_PAIRS: u64 = 10;

    /// Where the test stands after `pairs`.
    pub fn verdict(&self, pairs: &Pentanomial) -> Verdict {
        if pairs.pairs() < Sprt::MIN_PAIRS {
            return Verdict::Continue;
        }
        let llr = pairs.llr(self.elo0, self.elo1);
        let (lower, upper) = self.bounds();
        if llr <= lower {
            Verdict::H0
        } else if llr >= upper {
            Verdict::H1
        } else {
            Verdict::Continue
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    // Expected values: a separate Python implementation of fishtest's formulas (pasted
    // from its output), and the first case also by hand: μ = 0.5, σ² = 0.075, N = 100,
    // s₁ = L(5) = 0.507195, LLR = −100 (s₁ − 0.5)² / 0.15 = −0.0345.
    #[test]
    fn the_llr_matches_worked_values() {
        let cases: [([u64; 5], f64, f64); 4] = [
            ([10, 20, 40, 20, 10], -0.03451280053328367, 0.0041420364120984725),
            ([5, 30, 80, 50, 15], 1.2824985201176828, 0.559210181947147),
            ([1, 5, 10, 8, 4], 0.2301097107812406, 0.0976580201872402),
            ([0, 3, 10, 6, 1], 0.23065358979450165, 0.09959664768356911),
        ];
        for (counts, llr_0_5, llr_minus) in cases {
            let p = Pentanomial { counts };
            assert!(close(p.llr(0.0, 5.0), llr_0_5), "{counts:?}: {}", p.llr(0.0, 5.0));
            assert!(close(p.llr(-1.75, 0.25), llr_minus), "{counts:?}");
        }
    }

    #[test]
    fn elo_and_error_bars_match_worked_values() {
        // By hand for the first: μ ± 1.96·√(0.075/100) = 0.5 ± 0.05368, and
        // 400·log10(0.55368/0.44632) = 37.44.
        let cases: [([u64; 5], f64, f64); 3] = [
            ([10, 20, 40, 20, 10], 0.0, 37.44205973535754),
            ([5, 30, 80, 50, 15], 38.76400520322261, 23.580552629698893),
            ([1, 5, 10, 8, 4], 56.32619948285521, 69.47407868086741),
        ];
        for (counts, elo, margin) in cases {
            let (e, m) = Pentanomial { counts }.elo().expect("pairs were played");
            assert!((e - elo).abs() < 1e-9 && (m - margin).abs() < 1e-9, "{counts:?}: {e} ± {m}");
        }
        assert_eq!(Pentanomial::default().elo(), None);
    }

    #[test]
    fn the_bounds_decide() {
        let sprt = Sprt { elo0: 0.0, elo1: 5.0, alpha: 0.05, beta: 0.05 };
        let (lower, upper) = sprt.bounds();
        assert!(close(lower, -2.9444389791664403) && close(upper, 2.9444389791664403));
        assert_eq!(sprt.verdict(&Pentanomial::default()), Verdict::Continue);
        // One pair won twice: an LLR far past the bound, but too few pairs to decide.
        let one = Pentanomial { counts: [0, 0, 0, 0, 1] };
        assert!(one.llr(0.0, 50.0) > 17.0);
        assert_eq!(Sprt { elo1: 50.0, ..sprt }.verdict(&one), Verdict::Continue);
        // 1.28 after 180 pairs: not yet; ten times as many pairs alike: H1.
        let p = Pentanomial { counts: [5, 30, 80, 50, 15] };
        assert_eq!(sprt.verdict(&p), Verdict::Continue);
        assert_eq!(sprt.verdict(&Pentanomial { counts: p.counts.map(|c| c * 10) }), Verdict::H1);
        // The mirror image: H0.
        let mirror = Pentanomial { counts: [15, 50, 80, 30, 5].map(|c| c * 10) };
        assert_eq!(sprt.verdict(&mirror), Verdict::H0);
    }
}
