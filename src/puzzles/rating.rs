//! Glicko-2 ratings (written by the rating helper).
