//! The searches' second build, for the fast kernels' features (AVX2, BMI,
//! POPCNT; [`FEATURES`](crate::rules::othello::fast::FEATURES)).
//!
//! The x86-64 baseline has no POPCNT: a popcount is a dozen instructions,
//! and the solver's fastest-first key takes four per move. Building the
//! whole program for newer CPUs would drop the portable path, so the
//! searches' recursions alone are built twice from one source: a
//! `hot_methods!` macro in `endgame` and in `midgame` writes the methods on
//! the searcher itself (portable) and, with `#[target_feature]`, on
//! [`Featured`], a view of it. That build calls the AVX2 flips and move
//! generation directly, so they are inlined instead of called through the
//! run-time check. Code built with features may call code built with the
//! same ones only, so a whole recursion is built twice; its entry goes
//! through [`run_featured`](crate::rules::othello::fast::run_featured),
//! which checks the CPU. Side by side on FFO #40–#49: the popcounts 1–4 %
//! faster, the inlined kernels another 3–6 %, the ordering searches' build
//! 1–2 % (the whole program built with AVX2 instead was 5 % slower than
//! with POPCNT alone). Tests check that both builds search the same tree.

/// A searcher seen through its build for the fast kernels' features: the
/// methods of [`Featured<Solver>`](super::endgame) and
/// [`Featured<Midgame>`](super::midgame), its fields those of the searcher.
pub struct Featured<'s, T>(pub &'s mut T);

impl<T> std::ops::Deref for Featured<'_, T> {
    type Target = T;

    fn deref(&self) -> &T {
        self.0
    }
}

impl<T> std::ops::DerefMut for Featured<'_, T> {
    fn deref_mut(&mut self) -> &mut T {
        self.0
    }
}

/// Writes a searcher's methods twice from the macro `$methods` (which takes
/// the helper wrapper, the flips and the move kernels, then the
/// attributes of every method; `[...]` holds the impl's generic parameters):
/// on `$ty` for the portable path, and on
/// `Featured<$ty>` built for the fast kernels' features (the one list of
/// them for the searches' methods; keep it equal to
/// [`FEATURES`](crate::rules::othello::fast::FEATURES)).
macro_rules! build_twice {
    ($methods:ident, [$($generics:tt)*] $ty:ty) => {
        impl<$($generics)*> $ty {
            $methods!(
                std::convert::identity,
                $crate::rules::othello::fast::flips,
                $crate::rules::othello::fast::moves
            );
        }

        impl<$($generics)*> $crate::ai::othello::featured::Featured<'_, $ty> {
            $methods!(
                $crate::ai::othello::featured::Featured,
                $crate::rules::othello::fast::featured_flips,
                $crate::rules::othello::fast::featured_moves,
                #[cfg_attr(target_arch = "x86_64", target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt"))]
            );
        }
    };
}
pub(super) use build_twice;
