//! Computer opponents: pure Rust next to the rules, no Bevy.
//!
//! Every engine takes a [`SearchLimits`] (depth, time, a cancel flag shared
//! with the caller) and returns a [`SearchResult`]. The game runs searches on
//! a background task and sets the cancel flag on undo, new game or leaving.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

pub mod checkers;
pub mod gounki;
pub mod othello;
pub mod shared_table;
pub mod split;
pub mod texel;

/// The four difficulty levels offered in the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    Beginner,
    Casual,
    Strong,
    Expert,
}

impl Level {
    pub const ALL: [Level; 4] = [Level::Beginner, Level::Casual, Level::Strong, Level::Expert];

    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Level::Beginner => "Beginner",
            Level::Casual => "Casual",
            Level::Strong => "Strong",
            Level::Expert => "Expert",
        }
    }

    /// Parses a level name, case-insensitively.
    #[must_use]
    pub fn parse(text: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(text))
    }
}

/// What a search may spend, and how to stop it from outside.
#[derive(Debug, Clone)]
pub struct SearchLimits {
    /// Deepest iteration of iterative deepening (plies).
    pub max_depth: u32,
    /// Wall-clock hard stop; `None` searches to `max_depth`.
    pub time: Option<Duration>,
    /// The time a move should take: iterative deepening starts no new
    /// iteration once half of it is spent (the next one would most likely
    /// overrun it), so a slow machine plays shallower instead of slower.
    /// `None`: only `time` stops the search.
    pub budget: Option<Duration>,
    /// Set to `true` by the caller to stop the search as soon as possible.
    pub cancel: Arc<AtomicBool>,
    /// Seed for the evaluation noise of the lowest level (0 = no noise).
    pub noise_seed: u64,
    /// Amplitude of evaluation noise, in the engine's score units.
    pub noise: i32,
    /// Threads the search may use (1, the default: one thread, the
    /// single-threaded search exactly).
    pub threads: usize,
}

impl SearchLimits {
    /// Limits to a fixed depth, no time limit, no noise.
    #[must_use]
    pub fn depth(max_depth: u32) -> Self {
        SearchLimits {
            max_depth,
            time: None,
            budget: None,
            cancel: Arc::new(AtomicBool::new(false)),
            noise_seed: 0,
            noise: 0,
            threads: 1,
        }
    }

    /// The same limits with `threads` threads (at least 1).
    #[must_use]
    pub fn with_threads(self, threads: usize) -> Self {
        SearchLimits {
            threads: threads.max(1),
            ..self
        }
    }

    /// A level's limits: at most `max_depth` plies, a budget of `budget_ms`
    /// a move (see [`SearchLimits::budget`]) and a hard stop at
    /// [`HARD_STOP`] times it, with evaluation noise of `noise` (seeded by
    /// `noise_seed`; no noise when `noise` is 0).
    #[must_use]
    pub fn level(max_depth: u32, budget_ms: u64, noise: i32, noise_seed: u64) -> Self {
        SearchLimits {
            max_depth,
            time: Some(Duration::from_millis(budget_ms * HARD_STOP)),
            budget: Some(Duration::from_millis(budget_ms)),
            noise,
            noise_seed: if noise > 0 { noise_seed } else { 0 },
            ..SearchLimits::depth(max_depth)
        }
    }

    /// Limits to a time budget (and a generous depth cap).
    #[must_use]
    pub fn time(budget: Duration) -> Self {
        SearchLimits {
            time: Some(budget),
            ..SearchLimits::depth(64)
        }
    }
}

/// A level's hard stop, in multiples of its budget a move: room for the
/// iteration that started just before half the budget, and for Othello's
/// exact solver, whose time varies most from position to position.
pub const HARD_STOP: u64 = 4;

/// Runs `f` in a pool of `threads` rayon threads (where the parallel
/// searches spread their tasks); with 1 thread, or if the pool cannot be
/// made, runs it on the calling thread.
pub(crate) fn in_pool<R: Send>(threads: usize, f: impl FnOnce() -> R + Send) -> R {
    if threads <= 1 {
        return f();
    }
    match rayon::ThreadPoolBuilder::new().num_threads(threads).build() {
        Ok(pool) => pool.install(f),
        Err(_) => f(),
    }
}

/// Lazy SMP (as in Stockfish since 2015 and most engines after): the main
/// search runs on this thread while each helper searches the same root
/// beside it on a thread of its own, all sharing one transposition table
/// (the callers build the searchers around it), so that each finds what
/// the others have already searched. When `main` returns, `stop` is set
/// (the helpers' own cancel flag) and their nodes are summed. The answer is
/// always the main search's: the helpers only fill the table.
pub(crate) fn lazy_smp<R: Send, H: FnOnce() -> u64 + Send>(
    main: impl FnOnce() -> R + Send,
    helpers: Vec<H>,
    stop: &AtomicBool,
) -> (R, u64) {
    let threads = helpers.len() + 1;
    let helper_nodes = std::sync::atomic::AtomicU64::new(0);
    let result = in_pool(threads, || {
        rayon::scope(|s| {
            for helper in helpers {
                let helper_nodes = &helper_nodes;
                s.spawn(move |_| {
                    helper_nodes.fetch_add(helper(), Ordering::Relaxed);
                });
            }
            let result = main();
            stop.store(true, Ordering::Relaxed);
            result
        })
    });
    (result, helper_nodes.load(Ordering::Relaxed))
}

/// A clock a search polls every few thousand nodes.
#[derive(Debug)]
pub struct Deadline {
    start: Instant,
    budget: Option<Duration>,
    /// Half of the limits' budget: no iteration starts past it.
    last_start: Option<Duration>,
    cancel: Arc<AtomicBool>,
}

impl Deadline {
    #[must_use]
    pub fn new(limits: &SearchLimits) -> Self {
        Deadline {
            start: Instant::now(),
            budget: limits.time,
            last_start: limits.budget.map(|b| b / 2),
            cancel: limits.cancel.clone(),
        }
    }

    /// Whether an iterative deepening should start no new iteration: half
    /// of the move's budget ([`SearchLimits::budget`]) is spent, or the
    /// search must stop.
    #[must_use]
    pub fn no_new_iteration(&self) -> bool {
        self.expired() || self.last_start.is_some_and(|t| self.start.elapsed() >= t)
    }

    /// Whether the search must stop now (cancelled or out of time).
    #[must_use]
    pub fn expired(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
            || self.budget.is_some_and(|b| self.start.elapsed() >= b)
    }

    /// Counts a search node in `nodes` and tells whether the search must
    /// stop, latching `stopped`. The clock is read every 1024 nodes only
    /// (reading it costs more than a node).
    #[inline]
    pub fn tick(&self, nodes: &mut u64, stopped: &mut bool) -> bool {
        *nodes += 1;
        if *nodes & 1023 == 0 && self.expired() {
            *stopped = true;
        }
        *stopped
    }

    #[must_use]
    pub fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }
}

/// The answer of a search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchResult<M> {
    /// The chosen move (`None` only when there is no legal move).
    pub best: Option<M>,
    /// Score from the mover's point of view, in the engine's units.
    pub score: i32,
    /// Deepest completed iteration.
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
    /// Whether the search was stopped by the cancel flag.
    pub cancelled: bool,
}

/// Runs `search` with `limits` on a thread of its own, sets their cancel
/// flag after `delay` and returns the answer. A search that does not come
/// back within two minutes fails the test (a broken cancel would otherwise
/// hang the run; the searches the tests start would take hours).
#[cfg(test)]
pub(crate) fn cancel_after<R: Send + 'static>(
    limits: SearchLimits,
    delay: std::time::Duration,
    search: impl FnOnce(&SearchLimits) -> R + Send + 'static,
) -> R {
    let cancel = limits.cancel.clone();
    let (done, finished) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = done.send(search(&limits));
    });
    std::thread::sleep(delay);
    cancel.store(true, Ordering::Relaxed);
    finished
        .recv_timeout(std::time::Duration::from_secs(120))
        .expect("the search did not stop after cancel")
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicBool, Ordering};

    #[test]
    fn lazy_smp_stops_the_helpers_when_the_main_search_returns() {
        // Helpers that would run forever return once the main search is
        // done; the answer is the main search's and the helpers' counts are
        // summed.
        let stop = AtomicBool::new(false);
        let helpers: Vec<_> = (0..3)
            .map(|_| {
                || {
                    let mut spins = 1;
                    while !stop.load(Ordering::Relaxed) {
                        spins += 1;
                        std::hint::spin_loop();
                    }
                    spins
                }
            })
            .collect();
        let (answer, helper_nodes) = super::lazy_smp(|| 42, helpers, &stop);
        assert_eq!(answer, 42);
        assert!(helper_nodes >= 3);
        assert!(stop.load(Ordering::Relaxed));
    }
}
