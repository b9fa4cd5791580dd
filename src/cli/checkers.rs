//! `tavola <command> checkers ...` (being written; see the checkers rules issue).

use super::CliError;

pub(super) fn run(cmd: &str, _rest: &[String]) -> Result<String, CliError> {
    Err(CliError::new(format!("{cmd} checkers: not available in this build yet")))
}
