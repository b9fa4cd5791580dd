//! A match's result as the benches print it: the score, the Elo
//! difference it means and that difference's 95 % interval (shared with
//! `#[path]`; not a bench of its own).

/// Score (draws half), Elo difference and its 95 % interval of `won`,
/// `drawn` and `lost` games.
pub struct MatchScore {
    pub score: f64,
    pub elo: f64,
    pub low: f64,
    pub high: f64,
}

impl MatchScore {
    pub fn new(won: u32, drawn: u32, lost: u32) -> Self {
        let n = f64::from(won + drawn + lost).max(1.0);
        let score = (f64::from(won) + 0.5 * f64::from(drawn)) / n;
        let elo = |s: f64| {
            let s = s.clamp(0.5 / n, 1.0 - 0.5 / n);
            -400.0 * (1.0 / s - 1.0).log10()
        };
        // Wilson's interval: it stays honest at 0 % and 100 %.
        let z2 = 1.96f64 * 1.96;
        let centre = (score + z2 / (2.0 * n)) / (1.0 + z2 / n);
        let half = 1.96 * (score * (1.0 - score) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
        MatchScore {
            score,
            elo: elo(score),
            low: elo(centre - half),
            high: elo(centre + half),
        }
    }
}
