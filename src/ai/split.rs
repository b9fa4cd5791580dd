//! What the engines' young-brothers-wait splits share: reading their
//! tasks' answers.

/// One task's answer: its value, its move, and whether the value is exact
/// (above the null window the task searched with) rather than an upper
/// bound; `None` when the task stopped before finishing.
pub type Answer<M> = Option<(i32, M, bool)>;

/// The best value among the answers and its move (a move whose value is
/// known to be that high wins a tie against one that only failed low
/// against it), starting below from `none`; and whether every task
/// finished.
pub fn best_of<M>(answers: Vec<Answer<M>>, none: i32) -> (i32, Option<M>, bool) {
    let (mut best, mut best_move, mut best_exact, mut complete) = (none, None, false, true);
    for answer in answers {
        match answer {
            Some((v, mv, exact)) if v > best || (v == best && exact && !best_exact) => {
                (best, best_move, best_exact) = (v, Some(mv), exact);
            }
            Some(_) => {}
            None => complete = false,
        }
    }
    (best, best_move, complete)
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
        assert_eq!(best_of(answers, -100), (10, Some(5), true));
        let answers = vec![Some((10, 5, true)), Some((10, 3, false)), None];
        assert_eq!(best_of(answers, -100), (10, Some(5), false));
        assert_eq!(best_of::<u8>(vec![], -65), (-65, None, true));
    }
}
