//! `tavola <command> gounki ...` (being written; see the gounki rules issue).

use super::CliError;

pub(super) fn run(cmd: &str, _rest: &[String]) -> Result<String, CliError> {
    Err(CliError::new(format!("{cmd} gounki: not available in this build yet")))
}
