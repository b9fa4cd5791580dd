//! Selective pruning for the midgame search: ProbCut (Buro 1995).
//!
//! A deep search's value is close to a shallow search's of the same
//! position: their difference, over positions from real games, is spread
//! with a standard deviation σ that depends on the two depths and on how
//! many squares are empty. At a null-window node `depth` plies deep, a
//! search [`shallow_depth`] plies deep that clears `beta` by [`margin`]
//! (`CUT_SIGMAS` σ) stands for the deep one's fail high, and one that
//! falls as far below `alpha` for its fail low: the node returns at once.
//!
//! The σ model is fitted by `examples/othello_patterns.rs -- probcut`
//! (the standard deviation of deep minus shallow values of the staged
//! pattern search, by depth and empties, then a least-squares plane
//! through those cells); see [`SIGMA`].

/// Nodes with fewer plies left search everything.
pub const MIN_DEPTH: u32 = 3;

/// How many standard deviations a shallow value must clear the window by.
/// 1.5 is a usual choice: a cut is wrong about one time in fifteen, when
/// the shallow search is no better than the model says. Against NTest,
/// 1.2 and 1.0 with a deeper cap (18 to 22 plies, about as fast or
/// faster) scored between 39 % and 47 %, as 1.5 does at 16 plies (44 %):
/// no margin paid clearly (the README has the table).
pub const CUT_SIGMAS: f64 = 1.5;

/// The σ model, in hundredths of a disc: `c0 + c1 · empties + c2 · depth +
/// c3 · shallow`, fitted on 1,500 positions with 20–56 empties from
/// self-play, depths 3 to 10 (`-- probcut 1500 7 10`; cells from 1.2 to
/// 4.6 discs: the spread grows towards the end, where values are larger,
/// and with the gap between the depths). Refitted with the midgame weights
/// trained on 2.7 M positions: about a sixth smaller than with the
/// weights before (`[628.2, -8.13, 24.63, -52.69]`), as a better
/// evaluation changes less with depth.
pub const SIGMA: [f64; 4] = [587.3, -7.02, 20.72, -51.05];

/// Whether a node runs only one probe, the one on its static value's side
/// of the window (the fail-high probe when the static value reaches
/// `beta`, the fail-low one otherwise), instead of both. Against both, on
/// 96 games of self-play at Expert's 16 plies: 48 % (Elo −11, −80..+58)
/// in 12 % less time; the `-- reach` searches to 16–19 plies take 20–30 %
/// less time.
pub const ONE_SIDE: bool = true;

/// The depth of the shallow search that stands for a `depth`-ply one: a
/// quarter of it times two, with the same parity (1 for 3, 2 for 4 and 6,
/// 3 for 5 and 7, 4 for 8 and 10, 6 for 12).
#[must_use]
pub const fn shallow_depth(depth: u32) -> u32 {
    2 * (depth / 4) + (depth & 1)
}

/// How far (hundredths of a disc) the shallow value must clear the window
/// at a node `depth` plies deep with `empties` empty squares.
#[must_use]
pub fn margin(empties: u32, depth: u32) -> i32 {
    margin_at(empties, depth, CUT_SIGMAS)
}

/// [`margin`] at `sigmas` standard deviations instead of [`CUT_SIGMAS`].
#[must_use]
pub fn margin_at(empties: u32, depth: u32, sigmas: f64) -> i32 {
    (sigmas * sigma(empties, depth, shallow_depth(depth))) as i32
}

/// The model's standard deviation of a `depth`-ply value less a
/// `shallow`-ply one with `empties` empty squares (hundredths of a disc,
/// at least half a disc).
fn sigma(empties: u32, depth: u32, shallow: u32) -> f64 {
    let s = SIGMA[0]
        + SIGMA[1] * f64::from(empties)
        + SIGMA[2] * f64::from(depth)
        + SIGMA[3] * f64::from(shallow);
    s.max(50.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shallow_search_keeps_parity_and_is_shallower() {
        for depth in MIN_DEPTH..=30 {
            let s = shallow_depth(depth);
            assert!(s >= 1 && s < depth, "{depth} -> {s}");
            assert_eq!(s % 2, depth % 2, "{depth} -> {s}");
        }
    }

    #[test]
    fn margins_are_positive() {
        for empties in 1..=60 {
            for depth in MIN_DEPTH..=30 {
                assert!(margin(empties, depth) > 0);
            }
        }
    }
}
