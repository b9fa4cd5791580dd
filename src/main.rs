//! The `tavola` binary: the game window, or a command-line tool.
#![forbid(unsafe_code)]

use std::process::ExitCode;

use tavola::cli;

fn main() -> ExitCode {
    // Pin the start directory: a relative TAVOLA_HOME is taken relative to
    // it, whatever the working directory becomes later.
    let _ = tavola::persist::dirs::start_dir();
    let args: Vec<String> = std::env::args().skip(1).collect();
    if cli::is_command(&args) {
        return match cli::run(&args) {
            Ok(out) => {
                print!("{out}");
                if !out.is_empty() && !out.ends_with('\n') {
                    println!();
                }
                ExitCode::SUCCESS
            }
            Err(err) => {
                eprintln!("tavola: {err}");
                ExitCode::from(2)
            }
        };
    }
    if args.iter().any(|a| a == "--help" || a == "-h") {
        print!("{}\n{}\n", cli::launch::HELP, cli::USAGE);
        return ExitCode::SUCCESS;
    }
    let options = match cli::launch::LaunchOptions::parse(&args) {
        Ok(options) => options,
        Err(err) => {
            eprintln!("tavola: {err}");
            return ExitCode::from(2);
        }
    };
    launch(options)
}

#[cfg(feature = "app")]
fn launch(options: cli::launch::LaunchOptions) -> ExitCode {
    tavola::app::run(options)
}

#[cfg(not(feature = "app"))]
fn launch(_options: cli::launch::LaunchOptions) -> ExitCode {
    eprintln!(
        "tavola: this build has no game window (built without the `app` feature); the tools work:\n{}",
        cli::USAGE
    );
    ExitCode::from(2)
}
