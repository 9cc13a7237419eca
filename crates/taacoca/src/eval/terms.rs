//! The evaluation's terms and their weights: what [`super::TaacocaEval`] counts in a
//! position whose game is not decided yet, and what each count is worth.
//!
//! The weights were fitted by `cargo run --release -p taacoca --example tune_taacoca --
//! 4000 4` (a logistic regression of self-play results on these terms, see that example)
//! to games of the evaluation before them, whose unit they keep: a bare stone was worth
//! [`STONE`] then, so the search's margins (a stone a ply) mean the same odds as before.
//! Fitted again to games of these weights, they moved little and played no better
//! (+2 ± 25 Elo over 600 games at 40,000 nodes a move).

/// The evaluation's unit: a bare stone's worth in the evaluation before the tuned weights,
/// and a captured stone's in move ordering.
pub const STONE: i32 = 100;

/// What the evaluation counts, for the side to move minus the opponent unless said otherwise.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Terms {
    /// Stones.
    pub stones: i32,
    /// The sum over stones of the square of the rows each has advanced.
    pub advance_squared: i32,
    /// The sum over stones of the rows each has advanced.
    pub advance: i32,
    /// Stones that can step forward in some direction.
    pub mobility: i32,
    /// Enemy stones the side to move can capture at once in its best direction (at most three).
    pub ready: i32,
    /// The side to move's stones the opponent could capture that no stone of theirs could retake.
    pub hanging: i32,
    /// The side to move's stones the opponent could capture that one of theirs could retake.
    pub hanging_defended: i32,
    /// Stones with no enemy stone in their forward cone (see [`super::TaacocaEval`]).
    pub runners: i32,
}

/// What each term is worth, in hundredths of a stone; the advancement terms per row
/// advanced over the rows a stone can advance (so the same on every board side), squared
/// for [`Weights::advance_squared`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Per stone.
    pub stones: i32,
    /// Per stone on its goal row, growing with the square of the rows advanced.
    pub advance_squared: i32,
    /// Per stone on its goal row, growing with the rows advanced.
    pub advance: i32,
    /// Per stone that can step forward.
    pub mobility: i32,
    /// Per enemy stone ready to be captured.
    pub ready: i32,
    /// Per own stone the opponent could capture for nothing (a penalty when positive).
    pub hanging: i32,
    /// Per own stone the opponent could capture and lose at once (a penalty when positive).
    pub hanging_defended: i32,
    /// Per stone out of reach of every enemy stone.
    pub runners: i32,
    /// For having the move.
    pub tempo: i32,
}

/// The weights the engine plays with.
pub const WEIGHTS: Weights = Weights {
    stones: 68,
    advance_squared: 483,
    advance: -158,
    mobility: 19,
    ready: 47,
    hanging: -31,
    hanging_defended: -41,
    runners: 223,
    tempo: 20,
};

impl Weights {
    /// The score of `terms` on a board whose stones can advance `span` rows in all.
    #[inline]
    pub fn score(&self, t: &Terms, span: i32) -> i32 {
        self.stones * t.stones
            + self.advance_squared * t.advance_squared / (span * span)
            + self.advance * t.advance / span
            + self.mobility * t.mobility
            + self.ready * t.ready
            - self.hanging * t.hanging
            - self.hanging_defended * t.hanging_defended
            + self.runners * t.runners
            + self.tempo
    }

    /// The weights as a list, in the order of the fields (the tuner's vector).
    pub const fn to_array(&self) -> [i32; 9] {
        [
            self.stones,
            self.advance_squared,
            self.advance,
            self.mobility,
            self.ready,
            self.hanging,
            self.hanging_defended,
            self.runners,
            self.tempo,
        ]
    }

    /// The weights from a list in the order of the fields.
    pub const fn from_array(w: [i32; 9]) -> Weights {
        Weights {
            stones: w[0],
            advance_squared: w[1],
            advance: w[2],
            mobility: w[3],
            ready: w[4],
            hanging: w[5],
            hanging_defended: w[6],
            runners: w[7],
            tempo: w[8],
        }
    }
}

impl Terms {
    /// The terms as numbers the weights multiply, in the order of [`Weights::to_array`], on a
    /// board whose stones can advance `span` rows (the tuner's features).
    pub fn features(&self, span: i32) -> [f64; 9] {
        let span = f64::from(span);
        [
            f64::from(self.stones),
            f64::from(self.advance_squared) / (span * span),
            f64::from(self.advance) / span,
            f64::from(self.mobility),
            f64::from(self.ready),
            -f64::from(self.hanging),
            -f64::from(self.hanging_defended),
            f64::from(self.runners),
            1.0,
        ]
    }
}
