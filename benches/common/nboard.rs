//! An outside Othello engine driven over the NBoard protocol (NTest, Edax
//! and most engines that NBoard hosts speak it): the yardstick of the
//! Othello strength match (shared with `#[path]`; not a bench of its own).
//!
//! The engine is never part of this repository: the bench is given the path
//! of a program built elsewhere (for NTest, `weltyc/ntest` built in `/tmp`
//! and run as `ntest x`). Each question sends the whole position as a GGF
//! board (`set game`), so the engine sees no move history and no book line
//! can follow from it, then `go`, and reads the `=== MOVE` answer.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use tavola::rules::Side;
use tavola::rules::othello::{Move, Position, Square};

/// A running NBoard engine.
pub struct NBoard {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
    /// The name the engine gave (`set myname`), or its program's file name.
    pub name: String,
}

impl NBoard {
    /// Starts `program` with `args` in the program's own folder (engines
    /// read their weights from beside themselves) and sets its midgame
    /// depth.
    pub fn start(program: &str, args: &[String], depth: u32) -> Result<NBoard, String> {
        let path = Path::new(program);
        let dir = path
            .parent()
            .filter(|d| !d.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        let mut child = Command::new(path)
            .args(args)
            .current_dir(dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start {program}: {e}"))?;
        let input = child.stdin.take().ok_or("no engine input")?;
        let output = BufReader::new(child.stdout.take().ok_or("no engine output")?);
        let name = path
            .file_name()
            .map_or_else(|| program.to_owned(), |n| n.to_string_lossy().into_owned());
        let mut engine = NBoard {
            child,
            input,
            output,
            name,
        };
        engine.send(&format!("nboard 2\nset depth {depth}\nping 1"))?;
        // Everything up to the pong is start-up talk; keep the engine's name.
        loop {
            let line = engine.line()?;
            if let Some(name) = line.strip_prefix("set myname ") {
                engine.name = name.trim().to_owned();
            }
            if line.trim() == "pong 1" {
                break;
            }
        }
        Ok(engine)
    }

    fn send(&mut self, text: &str) -> Result<(), String> {
        writeln!(self.input, "{text}")
            .and_then(|()| self.input.flush())
            .map_err(|e| format!("{} stopped listening: {e}", self.name))
    }

    fn line(&mut self) -> Result<String, String> {
        let mut line = String::new();
        match self.output.read_line(&mut line) {
            Ok(0) => Err(format!("{} ended", self.name)),
            Ok(_) => Ok(line),
            Err(e) => Err(format!("{} cannot be read: {e}", self.name)),
        }
    }

    /// The engine's move in `pos` (which must have a legal placement) and,
    /// where its answer gives one, its value of the position in discs for
    /// the mover (`=== MOVE/EVAL/TIME`).
    pub fn best_move(&mut self, pos: &Position) -> Result<(Move, Option<f64>), String> {
        self.send(&format!("set game {}\ngo", ggf(pos)))?;
        loop {
            let line = self.line()?;
            let Some(answer) = line.trim().strip_prefix("===") else {
                continue;
            };
            let mut fields = answer.trim().split('/');
            let text = fields.next().unwrap_or("");
            let value = fields.next().and_then(|v| v.trim().parse::<f64>().ok());
            let mv = if text.eq_ignore_ascii_case("pa") {
                Move::Pass
            } else {
                Move::Place(
                    Square::parse(text)
                        .ok_or_else(|| format!("{} answered {line:?}", self.name))?,
                )
            };
            return Ok((mv, value));
        }
    }
}

impl Drop for NBoard {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let _ = self.child.wait();
    }
}

/// `pos` as a one-node GGF game: its board from a1 along the rows, `*`
/// black, `O` white, then the side to move.
fn ggf(pos: &Position) -> String {
    let board: String = Square::all()
        .map(|sq| match pos.disc(sq) {
            Some(Side::Black) => '*',
            Some(Side::White) => 'O',
            None => '-',
        })
        .collect();
    let side = match pos.side() {
        Side::Black => '*',
        Side::White => 'O',
    };
    format!("(;GM[Othello]PC[Tavola]BO[8 {board} {side}];)")
}
