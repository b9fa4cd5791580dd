use super::*;

#[test]
fn perft_start_shallow() {
    let p = Position::start();
    assert_eq!(perft(&p, 1), 36);
    assert_eq!(perft(&p, 2), 1296);
    assert_eq!(perft(&p, 3), 53892);
}

#[test]
#[cfg_attr(debug_assertions, ignore = "deep perft: run with --release")]
fn perft_start_5() {
    let p = Position::start();
    let t = std::time::Instant::now();
    assert_eq!(perft(&p, 4), 2_241_009);
    assert_eq!(perft(&p, 5), 100_248_353);
    eprintln!("perft 4+5 {:?}", t.elapsed());
}
