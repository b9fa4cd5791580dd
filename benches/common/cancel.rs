//! Cancel latency, shared by the game benches: how long a search takes to
//! return once its cancel flag is set.

use std::hint::black_box;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use tavola::ai::SearchLimits;

/// Starts `search` on a thread, sets its cancel flag after `warmup`, and
/// returns how long the search took to return after that.
pub fn cancel_once<T: Send + 'static>(
    warmup: Duration,
    search: impl FnOnce(&SearchLimits) -> T + Send + 'static,
) -> Duration {
    let limits = SearchLimits::depth(60);
    let flag = limits.cancel.clone();
    let handle = std::thread::spawn(move || black_box(search(&limits)));
    std::thread::sleep(warmup);
    let t = Instant::now();
    flag.store(true, Ordering::Relaxed);
    handle.join().expect("search thread");
    t.elapsed()
}

/// The warm-up of the `i`th cancel: varied, so that the cancels land in
/// different parts of the tree.
pub fn warmup(i: usize) -> Duration {
    Duration::from_millis(50 + (i as u64 * 7) % 60)
}

/// Prints the median and the worst cancel latency over `samples`.
pub fn report(what: &str, mut samples: Vec<Duration>) {
    samples.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "{what:<28} median {:7.3} ms  max {:7.3} ms  ({} cancels)",
        ms(samples[samples.len() / 2]),
        ms(samples[samples.len() - 1]),
        samples.len()
    );
}

/// Cancels `search` `n` times (at least once), each after its own
/// [`warmup`], and prints the latencies as `what`.
pub fn latency<T: Send + 'static>(
    what: &str,
    n: usize,
    search: impl Fn(&SearchLimits) -> T + Clone + Send + 'static,
) {
    let samples = (0..n.max(1))
        .map(|i| cancel_once(warmup(i), search.clone()))
        .collect();
    report(what, samples);
}
