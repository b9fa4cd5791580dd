//! A review running on a thread of its own, for a caller that must not
//! wait (the game's frames): start it, read its progress and the moves done
//! so far whenever you like, cancel it (dropping the task cancels it too),
//! or wait for the whole review.
//!
//! The game may run [`super::review::review_game`] on its own task pool
//! instead; this is the same thing on a plain `std::thread`.

use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;

use super::game::AnalysisGame;
use super::position::MoveReview;
use super::review::{Progress, Review, ReviewOptions, review_game};

/// A review in the background.
pub struct ReviewTask<M: Send + 'static> {
    progress: Arc<Progress>,
    opts: ReviewOptions,
    done: Arc<Mutex<Vec<Option<MoveReview<M>>>>>,
    handle: Option<JoinHandle<Review<M>>>,
}

impl<M: Copy + Send + Sync + 'static> ReviewTask<M> {
    /// Starts reviewing the game from `start` with `moves` (see
    /// [`review_game`]); `opts.threads` positions at a time.
    #[must_use]
    pub fn spawn<G>(start: G, moves: Vec<M>, opts: ReviewOptions) -> ReviewTask<M>
    where
        G: AnalysisGame<Move = M> + 'static,
    {
        let progress = Progress::new();
        let done = Arc::new(Mutex::new(vec![None; moves.len()]));
        let handle = {
            let (progress, done, opts) = (progress.clone(), done.clone(), opts.clone());
            std::thread::spawn(move || {
                let record = |m: &MoveReview<M>| {
                    let mut d = done.lock().unwrap_or_else(PoisonError::into_inner);
                    if let Some(slot) = d.get_mut(m.ply) {
                        *slot = Some(m.clone());
                    }
                };
                review_game(&start, &moves, &opts, &progress, Some(&record))
            })
        };
        ReviewTask {
            progress,
            opts,
            done,
            handle: Some(handle),
        }
    }

    /// `(positions done, total)`.
    #[must_use]
    pub fn progress(&self) -> (usize, usize) {
        self.progress.get()
    }

    /// The moves reviewed so far, one entry per move of the game (`None`
    /// while not done): what the move list and the graph show meanwhile.
    #[must_use]
    pub fn snapshot(&self) -> Vec<Option<MoveReview<M>>> {
        self.done
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// Whether the review has ended (finished or cancelled).
    #[must_use]
    pub fn is_finished(&self) -> bool {
        self.handle.as_ref().is_none_or(JoinHandle::is_finished)
    }

    /// Asks the review to stop (its searches return within milliseconds).
    pub fn cancel(&self) {
        self.opts.cancel.store(true, Ordering::Relaxed);
    }

    /// Waits for the end; `None` if the review's thread panicked.
    #[must_use]
    pub fn join(mut self) -> Option<Review<M>> {
        self.handle.take()?.join().ok()
    }
}

impl<M: Send + 'static> Drop for ReviewTask<M> {
    /// A task dropped unfinished (undo, a new game, leaving) is cancelled;
    /// its thread ends on its own.
    fn drop(&mut self) {
        if self.handle.is_some() {
            self.opts.cancel.store(true, Ordering::Relaxed);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, checkers};

    fn moves(n: usize) -> Vec<checkers::Move> {
        let mut pos = checkers::Game::new();
        let mut out = Vec::new();
        for _ in 0..n {
            let mv = pos.legal_moves()[0];
            out.push(mv);
            pos = pos.play(mv).expect("legal").0;
        }
        out
    }

    #[test]
    fn a_background_review_equals_the_direct_one() {
        let moves = moves(8);
        let opts = ReviewOptions::depth(3);
        let direct = review_game(
            &checkers::Game::new(),
            &moves,
            &opts,
            &Progress::default(),
            None,
        );
        let task = ReviewTask::spawn(checkers::Game::new(), moves, opts.with_threads(2));
        while !task.is_finished() {
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        assert_eq!(task.progress(), (8, 8));
        assert_eq!(task.snapshot(), direct.moves);
        assert_eq!(task.join(), Some(direct));
    }

    #[test]
    fn cancelling_stops_the_review() {
        let task = ReviewTask::spawn(checkers::Game::new(), moves(30), ReviewOptions::depth(30));
        task.cancel();
        let review = task.join().expect("joined");
        assert!(review.cancelled);
        assert!(review.moves.iter().filter(|m| m.is_some()).count() < 30);
    }
}
