//! What the engines' young-brothers-wait splits share: the pool of helper
//! searchers their tasks run on, and reading the tasks' answers.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

/// Spare helper searchers of a parallel search, reused from task to task,
/// and the nodes they searched.
pub struct Helpers<T> {
    spare: Mutex<Vec<T>>,
    nodes: AtomicU64,
}

impl<T> Default for Helpers<T> {
    fn default() -> Self {
        Helpers {
            spare: Mutex::new(Vec::new()),
            nodes: AtomicU64::new(0),
        }
    }
}

impl<T> Helpers<T> {
    /// A spare helper, or a new one from `make`.
    pub fn take(&self, make: impl FnOnce() -> T) -> T {
        let spare = self
            .spare
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .pop();
        spare.unwrap_or_else(make)
    }

    /// Takes back a helper after its task, counting the `nodes` it
    /// searched there.
    pub fn give_back(&self, helper: T, nodes: u64) {
        self.nodes.fetch_add(nodes, Ordering::Relaxed);
        self.spare
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(helper);
    }

    /// The nodes the helpers have searched so far.
    pub fn nodes(&self) -> u64 {
        self.nodes.load(Ordering::Relaxed)
    }
}

/// The stop flag of a new split, and the flags its tasks watch: those of
/// the splits it runs inside (`enclosing`), and its own.
pub fn abort_chain(enclosing: &[Arc<AtomicBool>]) -> (Arc<AtomicBool>, Vec<Arc<AtomicBool>>) {
    let abort = Arc::new(AtomicBool::new(false));
    let mut aborts = enclosing.to_vec();
    aborts.push(abort.clone());
    (abort, aborts)
}

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

/// What a split's answers decide at a node searched with a window ending
/// at `beta`: the best value and its move (`no_move` if none), or `None`
/// when the search must stop (a task stopped without an answer that
/// reaches `beta`, or `interrupted()` says so).
pub fn settle<M>(
    answers: Vec<Answer<M>>,
    none: i32,
    no_move: M,
    beta: i32,
    interrupted: impl FnOnce() -> bool,
) -> Option<(i32, M)> {
    let (best, best_move, complete) = best_of(answers, none);
    let best_move = best_move.unwrap_or(no_move);
    if best < beta && (!complete || interrupted()) {
        return None;
    }
    Some((best, best_move))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn helpers_are_reused_and_their_nodes_counted() {
        let helpers: Helpers<Vec<u8>> = Helpers::default();
        let mut made = 0;
        let h = helpers.take(|| {
            made += 1;
            vec![1]
        });
        helpers.give_back(h, 10);
        let h = helpers.take(|| {
            made += 1;
            Vec::new()
        });
        assert_eq!((h, made), (vec![1], 1));
        helpers.give_back(Vec::new(), 5);
        assert_eq!(helpers.nodes(), 15);
    }

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
