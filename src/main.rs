//! The `tavola` binary: the game window, or a command-line tool.
#![forbid(unsafe_code)]

use std::ffi::OsString;
use std::io::Write;
use std::process::ExitCode;

use tavola::cli;
use tavola::cli::launch::{LaunchOptions, LaunchRequest};

fn main() -> ExitCode {
    // Pin the start directory: a relative TAVOLA_HOME is taken relative to
    // it, whatever the working directory becomes later.
    let _ = tavola::persist::dirs::start_dir();
    // `args_os`: a file name (or any argument) need not be UTF-8.
    let args: Vec<OsString> = std::env::args_os().skip(1).collect();
    if cli::is_command(&args) {
        return match cli::run(args) {
            Ok(out) => {
                let newline = if !out.is_empty() && !out.ends_with('\n') {
                    "\n"
                } else {
                    ""
                };
                print_out(&format!("{out}{newline}"))
            }
            Err(err) => {
                eprintln!("tavola: {err}");
                ExitCode::from(2)
            }
        };
    }
    match cli::launch::parse_command_line(args) {
        Ok(LaunchRequest::Help) => print_out(&format!("{}\n{}\n", cli::launch::HELP, cli::USAGE)),
        Ok(LaunchRequest::Version) => print_out(&format!("{}\n", cli::launch::version())),
        Ok(LaunchRequest::Start(options)) => launch(*options),
        Err(err) => {
            eprintln!("tavola: {err}");
            ExitCode::from(2)
        }
    }
}

/// Writes `text` to stdout. A reader that went away (`tavola ... | head`)
/// is not an error; `print!` would panic there.
fn print_out(text: &str) -> ExitCode {
    let mut stdout = std::io::stdout().lock();
    match stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
    {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tavola: cannot write the output: {e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(feature = "app")]
fn launch(options: LaunchOptions) -> ExitCode {
    tavola::app::run(options)
}

#[cfg(not(feature = "app"))]
fn launch(_options: LaunchOptions) -> ExitCode {
    eprintln!(
        "tavola: this build has no game window (built without the `app` feature); the tools work:\n{}",
        cli::USAGE
    );
    ExitCode::from(2)
}
