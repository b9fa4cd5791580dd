//! `tavola <command> othello ...` (being written).

use super::CliError;

pub(super) fn run(cmd: &str, _rest: &[String]) -> Result<String, CliError> {
    Err(CliError::new(format!("{cmd} othello: not available in this build yet")))
}
