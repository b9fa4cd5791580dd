//! The review against known answers: FFO endgames, games built to hold one
//! blunder, the engines' own games, threads, cancellation, comments.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use super::comment::{CommentStyle, read_review, review_to_comment, write_review};
use super::game::{AnalysisGame, Eval};
use super::grade::Grade;
use super::hint::hint;
use super::position::analyse_position;
use super::record::records;
use super::registry::{review_saved, stored_review, text_with_review};
use super::review::{Progress, Review, ReviewOptions, review_game};
use super::search::Budget;
use crate::ai::SearchLimits;
use crate::persist::savefile::SavedGame;
use crate::rules::{Notation, Rules, checkers, gounki, othello};

/// (position, best score, best moves) of each FFO line.
fn ffo(file: &str) -> Vec<(othello::Position, i32, Vec<String>)> {
    crate::ai::othello::tests::problems(file)
}

fn budget(depth: u32) -> Budget {
    Budget {
        depth,
        time: None,
        cancel: Arc::new(AtomicBool::new(false)),
        threads: 1,
    }
}

fn check_ffo(range: std::ops::Range<usize>) {
    for (i, (pos, score, moves)) in ffo("fforum-1-19.obf").into_iter().enumerate() {
        if !range.contains(&i) {
            continue;
        }
        // A line of 2 moves: the best move and the exact reply.
        let (a, _) = analyse_position(&pos, None, false, 2, &budget(4)).expect("analysed");
        assert_eq!(a.best.eval, Eval::exact(100 * score), "FFO #{}", i + 1);
        let mv = pos.move_text(a.best.mv);
        assert!(moves.contains(&mv), "FFO #{}: {mv} not in {moves:?}", i + 1);
        assert_eq!(a.pv.first(), Some(&a.best.mv));
    }
}

/// FFO #1–#19 in two halves (about 2.5 s each in a debug build).
#[test]
fn ffo_1_to_10_exact_scores_and_best_moves() {
    check_ffo(0..10);
}

#[test]
fn ffo_11_to_19_exact_scores_and_best_moves() {
    check_ffo(10..19);
}

/// FFO #1 (Black to move, +18 with g8): a4 loses by 22. Played, it throws
/// a won endgame away: a Blunder of 40 discs, with g8 the best.
#[test]
fn othello_thrown_away_endgame_is_a_blunder() {
    let (start, _, _) = ffo("fforum-1-19.obf").remove(0);
    let a4 = start.parse_move("a4").expect("a4");
    let review = review_game(
        &start,
        &[a4],
        &ReviewOptions::depth(4),
        &Progress::default(),
        None,
    );
    let m = review.moves[0].as_ref().expect("reviewed");
    assert_eq!(m.grade, Grade::Blunder);
    assert_eq!(m.position.best.eval, Eval::exact(1800));
    assert_eq!(m.played.eval, Eval::exact(-2200));
    assert_eq!((m.position.best.eval.score - m.played.eval.score) / 100, 40);
    assert_eq!(start.move_text(m.position.best.mv), "g8");
    // Against the best a 2-disc loss is Good; keeping a win but losing 6
    // discs (h1: +12 against +18) is a Mistake (6 discs and up).
    let h1 = start.parse_move("h1").expect("h1");
    let r = review_game(
        &start,
        &[h1],
        &ReviewOptions::depth(4),
        &Progress::default(),
        None,
    );
    assert_eq!(r.moves[0].as_ref().expect("reviewed").grade, Grade::Mistake);
}

/// White can leave the board with e8#; e8-d8 lets Black's d1 piece leave
/// first. The review calls e8-d8 a Blunder with e8# the best.
#[test]
fn gounki_missed_exit_is_a_blunder() {
    let start = gounki::Game::parse_position("4S3/8/8/8/8/8/8/3s4 w").expect("position");
    let moves = [
        start.parse_move("e8-d8").expect("move"),
        gounki::Game::parse_position("3S4/8/8/8/8/8/8/3s4 b")
            .expect("after")
            .parse_move("d1#")
            .expect("exit"),
    ];
    let review = review_game(
        &start,
        &moves,
        &ReviewOptions::depth(3),
        &Progress::default(),
        None,
    );
    let m = review.moves[0].as_ref().expect("reviewed");
    assert_eq!(m.grade, Grade::Blunder);
    assert_eq!(start.move_text(m.position.best.mv), "e8#");
    assert!(m.position.best.eval.exact && m.position.best.eval.score > 0);
    assert!(m.played.eval.exact && m.played.eval.score < 0);
    assert!((m.loss - 100.0).abs() < 1e-9);
    assert_eq!(
        review
            .summary(crate::rules::Side::White)
            .count(Grade::Blunder),
        1
    );
    assert_eq!(review.biggest_mistakes()[0].ply, 0);
}

/// In family mode White may leave the capture 18x11 (which takes Black's
/// last piece) for 18-14; Black huffs the piece and wins. A Blunder, with
/// the capture the best.
#[test]
fn checkers_missed_winning_capture_is_a_blunder() {
    let saved = SavedGame::parse(
        "[GameType \"Basque checkers\"]\n[SetUp \"1\"]\n[FEN \"W:W18,30:B15,3\"]\n\
         [Family \"on\"]\n\n1. 18-14 *\n",
        None,
    )
    .expect("pdn");
    let SavedGame::Checkers { start, moves, .. } = &saved else {
        panic!("checkers");
    };
    let start = checkers::Game::from_position(*start).with_family(true);
    let review = review_game(
        &start,
        moves,
        &ReviewOptions::depth(6),
        &Progress::default(),
        None,
    );
    let m = review.moves[0].as_ref().expect("reviewed");
    assert_eq!(m.grade, Grade::Blunder);
    assert_eq!(start.move_text(m.position.best.mv), "18x11");
    assert!(m.position.best_chance > 0.99);
    assert!(m.loss >= 25.0);
}

/// Plays `plies` moves (or to the end) from `start`, each chosen by
/// `choose` (given the position and the moves so far), then reviews them
/// at `depth`.
fn play_and_review<G: AnalysisGame>(
    start: &G,
    depth: u32,
    plies: usize,
    choose: impl Fn(&G, usize) -> Option<G::Move>,
) -> (Vec<G::Move>, Review<G::Move>)
where
    G::Move: Send + Sync,
{
    let mut pos = start.clone();
    let mut moves = Vec::new();
    while moves.len() < plies && pos.outcome().is_none() {
        let mv = choose(&pos, moves.len()).expect("a move");
        moves.push(mv);
        let Ok((next, _)) = pos.play(mv) else {
            panic!("the chosen move is legal")
        };
        pos = next;
    }
    let review = review_game(
        start,
        &moves,
        &ReviewOptions::depth(depth),
        &Progress::default(),
        None,
    );
    (moves, review)
}

/// Plays `plies` moves (or to the end) with the analysis's own search at
/// `depth`, then reviews them at that depth.
fn self_play<G: AnalysisGame>(start: G, depth: u32, plies: usize) -> (Vec<G::Move>, Review<G::Move>)
where
    G::Move: Send + Sync,
{
    play_and_review(&start, depth, plies, |pos, _| {
        pos.search(&SearchLimits::depth(depth)).best
    })
}

fn share_best_or_good<M: Copy>(review: &Review<M>) -> f64 {
    let graded = review.graded();
    let good = graded
        .iter()
        .filter(|m| matches!(m.grade, Grade::Best | Grade::Good | Grade::Forced))
        .count();
    good as f64 / graded.len().max(1) as f64
}

/// Plays `plies` moves (or to the end) with the computer at `level` (its
/// own noise seeded by the ply), then reviews them at `depth`.
fn level_play<G: AnalysisGame>(
    start: G,
    level: crate::ai::Level,
    depth: u32,
    plies: usize,
) -> Review<G::Move>
where
    G::Move: Send + Sync,
{
    play_and_review(&start, depth, plies, |pos, ply| {
        pos.engine_move(level, ply as u64)
    })
    .1
}

/// The engines' own games at the review's depth: the search the review
/// uses (no noise: the review finds its own moves, so 100 %), and a level
/// of the same depth with its light evaluation noise (Casual: Gounki 3
/// plies, checkers 4, Othello 3 and exact over 8 empties; measured 100 %,
/// 95 % and 97 %). Short games: the debug build is slow.
fn check_share<M: Copy>(what: &str, r: &Review<M>) {
    let share = share_best_or_good(r);
    eprintln!("{what}: {:.0} % best or good", 100.0 * share);
    assert!(share >= 0.9, "{what}: {share}");
}

#[test]
fn gounki_self_play_is_at_least_90_percent_best_or_good() {
    check_share("gounki search", &self_play(gounki::Game::new(), 3, 24).1);
    check_share(
        "gounki casual",
        &level_play(gounki::Game::new(), crate::ai::Level::Casual, 3, 24),
    );
}

#[test]
fn checkers_self_play_is_at_least_90_percent_best_or_good() {
    check_share(
        "checkers search",
        &self_play(checkers::Game::new(), 4, 40).1,
    );
    check_share(
        "checkers casual",
        &level_play(checkers::Game::new(), crate::ai::Level::Casual, 4, 40),
    );
}

#[test]
fn othello_self_play_is_at_least_90_percent_best_or_good() {
    check_share(
        "othello search",
        &self_play(othello::Position::start(), 3, 24).1,
    );
    check_share(
        "othello casual",
        &level_play(othello::Position::start(), crate::ai::Level::Casual, 3, 30),
    );
}

/// A time per position instead of a depth: every move is still reviewed,
/// and the exact phase is reached when the time allows it.
#[test]
fn a_time_per_position_reviews_every_move() {
    let (start, _, _) = ffo("fforum-1-19.obf").remove(0);
    let g8 = start.parse_move("g8").expect("g8");
    let opts = ReviewOptions {
        time: Some(std::time::Duration::from_millis(400)),
        ..ReviewOptions::depth(64)
    };
    let r = review_game(&start, &[g8], &opts, &Progress::default(), None);
    let m = r.moves[0].as_ref().expect("reviewed");
    assert_eq!(r.depth, 0);
    assert_eq!(m.grade, Grade::Best);
    assert_eq!(m.played.eval, Eval::exact(1800));
    let (moves, _) = self_play(checkers::Game::new(), 2, 6);
    let opts = ReviewOptions {
        time: Some(std::time::Duration::from_millis(20)),
        ..ReviewOptions::depth(64)
    };
    let r = review_game(
        &checkers::Game::new(),
        &moves,
        &opts,
        &Progress::default(),
        None,
    );
    assert!(r.moves.iter().all(Option::is_some));
}

#[test]
fn one_and_two_threads_give_the_same_review() {
    let (moves, _) = self_play(gounki::Game::new(), 2, 12);
    let start = gounki::Game::new();
    let run = |threads| {
        review_game(
            &start,
            &moves,
            &ReviewOptions::depth(3).with_threads(threads),
            &Progress::default(),
            None,
        )
    };
    assert_eq!(run(1), run(2));
    let saved = SavedGame::parse(include_str!("../../assets/games/othello-2.othello"), None)
        .expect("sample");
    let SavedGame::Othello { start, moves } = saved else {
        panic!("othello");
    };
    // The last 10 moves: exact solves of up to 10 empties.
    let cut = moves.len() - 10;
    let mut pos = start;
    for &mv in &moves[..cut] {
        pos = pos.play(mv).expect("legal").0;
    }
    let run = |threads| {
        review_game(
            &pos,
            &moves[cut..],
            &ReviewOptions::depth(3).with_threads(threads),
            &Progress::default(),
            None,
        )
    };
    assert_eq!(run(1), run(2));
}

#[test]
fn progress_and_cancel() {
    let (moves, _) = self_play(checkers::Game::new(), 2, 10);
    let progress = Progress::default();
    let seen = std::sync::Mutex::new(Vec::new());
    let on_move = |m: &super::MoveReview<checkers::Move>| seen.lock().expect("lock").push(m.ply);
    let r = review_game(
        &checkers::Game::new(),
        &moves,
        &ReviewOptions::depth(3).with_threads(2),
        &progress,
        Some(&on_move),
    );
    assert_eq!(progress.get(), (10, 10));
    assert!(!r.cancelled && r.moves.iter().all(Option::is_some));
    let mut seen = seen.into_inner().expect("lock");
    seen.sort_unstable();
    assert_eq!(seen, (0..10).collect::<Vec<_>>());
    assert_eq!(r.graph(crate::rules::Side::White).len(), 11);
    // Cancelled before it starts: nothing is done, and it says so.
    let opts = ReviewOptions::depth(3);
    opts.cancel.store(true, Ordering::Relaxed);
    let progress = Progress::default();
    let r = review_game(&checkers::Game::new(), &moves, &opts, &progress, None);
    assert!(r.cancelled && r.moves.iter().all(Option::is_none));
    assert_eq!(progress.get(), (0, 10));
}

#[test]
fn hint_scores_every_move_best_first() {
    let cancel = Arc::new(AtomicBool::new(false));
    let pos = gounki::Game::parse_position("4S3/8/8/8/8/8/8/3s4 w").expect("position");
    let a = hint(&pos, 3, true, 1, &cancel).expect("hint");
    assert_eq!(a.all.len(), 3);
    assert_eq!(pos.move_text(a.all[0].mv), "e8#");
    assert!(a.all.windows(2).all(|w| w[0].eval.score >= w[1].eval.score));
    assert_eq!(a.best, a.all[0]);
    cancel.store(true, Ordering::Relaxed);
    assert!(hint(&pos, 3, true, 1, &cancel).is_none());
}

#[test]
fn hint_on_several_threads_gives_the_same_values() {
    // Each move is one single-threaded search with tables of its own, so
    // spreading the moves over threads changes nothing but the time.
    let cancel = Arc::new(AtomicBool::new(false));
    // Othello after f5 d6 c3 d3 c4 f4, Black to move.
    let othello = othello::Position::parse_position(
        "------------------XO------XXXO-----OOX-----O-------------------- X",
    )
    .expect("position");
    let one = hint(&othello, 4, true, 1, &cancel).expect("hint");
    for threads in [2, 3] {
        assert_eq!(hint(&othello, 4, true, threads, &cancel), Some(one.clone()));
    }
    let checkers = checkers::Game::new();
    let one = hint(&checkers, 4, false, 1, &cancel).expect("hint");
    assert_eq!(hint(&checkers, 4, false, 2, &cancel), Some(one));
}

/// A review written into the game's file text reads back the same, and
/// the file still loads as the same game, in each format.
#[test]
fn review_comments_round_trip() {
    for text in [
        "# game othello\nf5d6c3d3c4f4f6\n",
        "# game gounki\nb1-a2\ng8-f7\na2-b3\ne8-f7\n",
        "[GameType \"Basque checkers\"]\n[SetUp \"1\"]\n[FEN \"W:W18,30:B15,3\"]\n\
         [Family \"on\"]\n\n1. 18-14 h14 *\n",
    ] {
        let game = SavedGame::parse(text, None).expect("game");
        let reviewed = review_saved(&game, &ReviewOptions::depth(2), &Progress::default());
        assert_eq!(reviewed.records.len(), game.move_count());
        let with = text_with_review(&game, &reviewed);
        assert_eq!(
            SavedGame::parse(&with, None).expect("reloads"),
            game,
            "{with}"
        );
        let stored = stored_review(&with, &game).expect("stored review");
        assert_eq!(stored.depth, 2);
        assert_eq!(stored.moves.len(), reviewed.records.len());
        for (a, b) in stored.moves.iter().zip(&reviewed.records) {
            assert_eq!(
                (
                    a.ply, a.side, &a.played, a.grade, a.before, a.after, &a.best, &a.pv
                ),
                (
                    b.ply, b.side, &b.played, b.grade, b.before, b.after, &b.best, &b.pv
                )
            );
            assert!((a.loss - b.loss).abs() <= 0.05);
        }
        // Writing again replaces the review rather than adding one.
        let again = text_with_review(&SavedGame::parse(&with, None).expect("game"), &reviewed);
        assert_eq!(again, with);
        assert_eq!(read_review(&with).len(), game.move_count() + 1);
    }
    // Damaged lines give no review rather than a wrong one.
    let lines = review_to_comment(3, &[]);
    let bad = write_review(
        "# game othello\nf5\n",
        &[lines[0].clone(), "review 1 black best loss=x".into()],
        CommentStyle::HashLines,
    );
    let game = SavedGame::parse(&bad, None).expect("game");
    assert!(stored_review(&bad, &game).is_none());
}

#[test]
fn records_name_the_moves() {
    let start = othello::Position::start();
    let moves: Vec<othello::Move> = ["f5", "d6"]
        .iter()
        .scan(start, |pos, t| {
            let mv = pos.parse_move(t).ok()?;
            *pos = pos.play(mv).ok()?.0;
            Some(mv)
        })
        .collect();
    let review = review_game(
        &start,
        &moves,
        &ReviewOptions::depth(2),
        &Progress::default(),
        None,
    );
    let recs = records(&start, &moves, &review);
    assert_eq!(recs[0].played, "f5");
    assert_eq!(recs[1].played, "d6");
    assert_eq!(recs[1].side, crate::rules::Side::White);
    assert!(!recs[0].pv.is_empty());
}

/// A forced pass is reviewed like any move: graded Forced, with the
/// position's value on both sides of it.
#[test]
fn othello_passes_are_forced() {
    let saved = SavedGame::parse(include_str!("../../assets/games/othello-1.othello"), None)
        .expect("sample");
    let SavedGame::Othello { start, moves } = saved else {
        panic!("othello");
    };
    let cut = moves.len() - 12;
    let mut pos = start;
    for &mv in &moves[..cut] {
        pos = pos.play(mv).expect("legal").0;
    }
    let tail = &moves[cut..];
    assert!(tail.contains(&othello::Move::Pass));
    let r = review_game(
        &pos,
        tail,
        &ReviewOptions::depth(2),
        &Progress::default(),
        None,
    );
    for (mv, m) in tail.iter().zip(&r.moves) {
        let m = m.as_ref().expect("reviewed");
        if *mv == othello::Move::Pass {
            assert_eq!(m.grade, Grade::Forced);
            assert_eq!(m.played.eval, m.position.best.eval);
        }
        assert!(m.played.eval.exact);
    }
}

/// Scores on the board: every legal move at each depth, best first.
#[test]
fn scores_deepen() {
    let cancel = Arc::new(AtomicBool::new(false));
    let mut depths = Vec::new();
    super::hint::score_moves_deepening(&checkers::Game::new(), 3, 1, &cancel, |d, scores| {
        assert_eq!(scores.len(), 7);
        assert!(
            scores
                .windows(2)
                .all(|w| w[0].eval.score >= w[1].eval.score)
        );
        depths.push(d);
    });
    assert_eq!(depths, [1, 2, 3]);
}

/// The game the issue saw: Black always plays its first legal move, White
/// searches 4 plies, to the end (a wipeout, or close to one). Reviewed at 3
/// plies, Black's moves that lose 6 discs or more are Mistakes or
/// Blunders, wherever the game stood (a decided game still counts in
/// discs), its accuracy falls with them, and in the solver's range every
/// grade is the one the exact disc loss and the written thresholds give.
#[test]
fn a_lost_othello_game_still_grades_the_discs_given_away() {
    use crate::analysis::grade::grade_by_loss;
    use crate::analysis::othello::DISC_SCALE;
    let start = othello::Position::start();
    let mut pos = start;
    let mut moves = Vec::new();
    while pos.outcome().is_none() {
        let mv = if pos.turn() == crate::rules::Side::Black {
            pos.legal_moves()[0]
        } else {
            pos.search(&SearchLimits::depth(6)).best.expect("a move")
        };
        moves.push(mv);
        pos = pos.play(mv).expect("legal").0;
    }
    let (black, white) = pos.counts();
    assert!(white >= black + 30, "a rout: {black}-{white}");
    let review = review_game(
        &start,
        &moves,
        &ReviewOptions::depth(6).with_threads(2),
        &Progress::default(),
        None,
    );
    let mut heavy = 0;
    for m in review.moves.iter().flatten() {
        let discs = f64::from(m.position.best.eval.score - m.played.eval.score) / 100.0;
        if m.grade == Grade::Forced || m.played.mv == m.position.best.mv {
            continue;
        }
        if discs >= 6.0 {
            assert!(
                matches!(m.grade, Grade::Mistake | Grade::Blunder),
                "move {}: {discs} discs lost is a {:?}",
                m.ply + 1,
                m.grade
            );
            if m.side() == crate::rules::Side::Black {
                heavy += 1;
            }
        }
        if m.position.best.eval.exact && m.played.eval.exact {
            let by_discs = grade_by_loss(DISC_SCALE.points(discs));
            assert!(m.grade >= by_discs, "move {}: {discs} discs", m.ply + 1);
        }
        if m.grade.is_error() {
            assert!(
                m.reason.is_some(),
                "move {}: an error has a reason",
                m.ply + 1
            );
        }
    }
    let summary = review.summary(crate::rules::Side::Black);
    // What the winning chance alone made of the same moves.
    let by_chance: Vec<f64> = review
        .moves
        .iter()
        .flatten()
        .filter(|m| m.side() == crate::rules::Side::Black && m.grade != Grade::Forced)
        .map(|m| {
            crate::analysis::grade::move_accuracy(crate::analysis::game::chance_loss::<
                othello::Position,
            >(m.position.best.eval, m.played.eval))
        })
        .collect();
    let old = by_chance.iter().sum::<f64>() / by_chance.len() as f64;
    eprintln!(
        "{black}-{white}: Black's accuracy {:.1} (by winning chance {old:.1}), {heavy} moves losing 6+ discs",
        summary.accuracy
    );
    assert!(heavy >= 1, "{heavy}");
    assert!(
        summary.accuracy < old - 5.0,
        "{} against {old}",
        summary.accuracy
    );
    assert!(summary.accuracy < 85.0, "{}", summary.accuracy);
    assert!(review.summary(crate::rules::Side::White).accuracy > summary.accuracy);
}

/// `loser` plays its first legal move against the search at `depth`, for
/// `plies` plies; the review at `depth` still grades the loser's moves
/// that give away a piece or more once the game is decided (its best
/// chance under 15 %) as Mistakes or worse, and counts how many there
/// were.
fn decided_losses<G: AnalysisGame>(
    start: G,
    loser: crate::rules::Side,
    depth: u32,
    plies: usize,
) -> usize
where
    G::Move: Send + Sync,
{
    let (_, review) = play_and_review(&start, depth, plies, |pos, _| {
        if pos.turn() == loser {
            pos.legal_moves().first().copied()
        } else {
            pos.search(&SearchLimits::depth(depth)).best
        }
    });
    let mut given = 0;
    for m in review.moves.iter().flatten() {
        let (best, played) = (m.position.best.eval, m.played.eval);
        let decided = G::win_chance(best) < crate::analysis::game::DECIDED_CHANCE;
        if m.side() != loser || m.grade == Grade::Forced || best.exact || played.exact || !decided {
            continue;
        }
        if best.score - played.score >= 100 && m.played.mv != m.position.best.mv {
            assert!(
                m.grade >= Grade::Mistake,
                "{:?} move {}: {} units given away in a lost game is a {:?}",
                G::KIND,
                m.ply + 1,
                best.score - played.score,
                m.grade
            );
            assert!(m.reason.is_some());
            given += 1;
        }
    }
    given
}

/// Gounki's winning chance is flat (the engine's score predicts little),
/// so a game is seldom decided before an exit is in sight: a position
/// with 3 White pieces against 16 is. Every White move there that gives
/// away a piece or more (a single square walking into a round's capture)
/// is a Mistake or worse, although the chance barely moves.
#[test]
fn a_lost_gounki_game_still_grades_the_pieces_given_away() {
    let start =
        gounki::Game::parse_position("1srsrsrs/srsrsrsr/8/4r3/8/3S4/8/R6S w").expect("position");
    let mut given = 0;
    for mv in start.legal_moves() {
        let review = review_game(
            &start,
            &[mv],
            &ReviewOptions::depth(3),
            &Progress::default(),
            None,
        );
        let m = review.moves[0].as_ref().expect("reviewed");
        let (best, played) = (m.position.best.eval, m.played.eval);
        assert!(gounki::Game::win_chance(best) < crate::analysis::game::DECIDED_CHANCE);
        let piece = (100.0 * crate::analysis::gounki::PIECE).round() as i32;
        if best.exact || played.exact || best.score - played.score < piece {
            continue;
        }
        assert!(
            m.grade >= Grade::Mistake,
            "{}: {} units given away is a {:?}",
            start.move_text(mv),
            best.score - played.score,
            m.grade
        );
        given += 1;
    }
    assert!(given >= 1, "{given}");
}

#[test]
fn a_lost_checkers_game_still_grades_the_pieces_given_away() {
    let given = decided_losses(checkers::Game::new(), crate::rules::Side::Black, 4, 50);
    assert!(given >= 1, "{given}");
}
