//! What the young-brothers-wait splits of the midgame search and of the
//! endgame solver share: reading their tasks' answers.

use super::tt::NO_MOVE;

/// One task's answer: its value, its move, and whether the value is exact
/// (above the null window the task searched with) rather than an upper
/// bound; `None` when the task stopped before finishing.
pub type Answer = Option<(i32, u8, bool)>;

/// The best value among the answers and its move (a move whose value is
/// known to be that high wins a tie against one that only failed low
/// against it), starting below from `none`; and whether every task
/// finished.
pub fn best_of(answers: Vec<Answer>, none: i32) -> (i32, u8, bool) {
    let (mut best, mut best_sq, mut best_exact, mut complete) = (none, NO_MOVE, false, true);
    for answer in answers {
        match answer {
            Some((v, sq, exact)) if v > best || (v == best && exact && !best_exact) => {
                (best, best_sq, best_exact) = (v, sq, exact);
            }
            Some(_) => {}
            None => complete = false,
        }
    }
    (best, best_sq, complete)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_exact_value_wins_a_tie_against_a_bound_and_a_stop_is_reported() {
        let answers = vec![
            Some((10, 3, false)),
            Some((10, 5, true)),
            Some((4, 7, true)),
        ];
        assert_eq!(best_of(answers, -100), (10, 5, true));
        let answers = vec![Some((10, 5, true)), Some((10, 3, false)), None];
        assert_eq!(best_of(answers, -100), (10, 5, false));
        assert_eq!(best_of(vec![], -65), (-65, NO_MOVE, true));
    }
}
