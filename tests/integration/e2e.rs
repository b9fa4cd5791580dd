//! End to end: the real binary in a real window under Xvfb with Mesa's
//! software Vulkan plays moves given on the command line, writes a
//! screenshot, and the picture is checked by sampling pixels where the rules
//! say discs must be.

use std::path::{Path, PathBuf};
use std::process::Command;

use bevy::asset::RenderAssetUsages;
use bevy::camera::CameraProjection;
use bevy::image::{CompressedImageFormats, Image, ImageSampler, ImageType};
use bevy::prelude::*;
use tavola::rules::othello::{Position, Square, parse_transcript};
use tavola::rules::{Rules, Side};

const WIDTH: u32 = 1280;
const HEIGHT: u32 = 720;
pub const LAVAPIPE: &str = "/usr/share/vulkan/icd.d/lvp_icd.x86_64.json";

/// Why the end-to-end test cannot run here, if it cannot.
pub fn missing_tools() -> Option<String> {
    let has = |tool: &str| {
        Command::new("sh")
            .args(["-c", &format!("command -v {tool}")])
            .output()
            .is_ok_and(|o| o.status.success())
    };
    if !has("xvfb-run") {
        return Some("xvfb-run not found (apt-get install xvfb xauth)".into());
    }
    if !Path::new(LAVAPIPE).exists() {
        return Some(format!(
            "{LAVAPIPE} not found (apt-get install mesa-vulkan-drivers)"
        ));
    }
    None
}

/// Gives up on a real-window test that cannot run here: prints why and
/// returns `true` on a developer's machine; fails where `CI` is set, so that
/// a CI run can never pass without checking a pixel.
pub fn skip_without_tools(test: &str) -> bool {
    let Some(reason) = missing_tools() else {
        return false;
    };
    assert!(
        std::env::var_os("CI").is_none(),
        "{test} cannot run on CI: {reason}"
    );
    eprintln!("SKIPPED {test}: {reason}");
    true
}

/// Runs the game with `args` plus `--screenshot`, returns the PNG path, or
/// `None` (with a printed reason) where no X server can be started. The game
/// gets a fresh preferences folder (default settings), never the user's.
pub fn screenshot(name: &str, args: &[&str]) -> Option<PathBuf> {
    screenshot_with_settings(name, args, "")
}

/// [`screenshot`] with `settings` as the settings file's content.
pub fn screenshot_with_settings(name: &str, args: &[&str], settings: &str) -> Option<PathBuf> {
    if skip_without_tools("end-to-end screenshot test") {
        return None;
    }
    let dir = std::env::temp_dir().join(format!("tavola-e2e-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let runtime = dir.join("xdg");
    std::fs::create_dir_all(&runtime).unwrap();
    let out = dir.join(format!("{name}.png"));
    let _ = std::fs::remove_file(&out);
    let home = dir.join(format!("home-{name}"));
    let _ = std::fs::remove_dir_all(&home);
    std::fs::create_dir_all(&home).unwrap();
    std::fs::write(home.join("settings.cfg"), settings).unwrap();
    let status = xvfb_run(&format!("-screen 0 {WIDTH}x{HEIGHT}x24"))
        .arg(env!("CARGO_BIN_EXE_tavola"))
        .args(args)
        .args(["--size", &format!("{WIDTH}x{HEIGHT}"), "--screenshot"])
        .arg(&out)
        .env("XDG_RUNTIME_DIR", &runtime)
        .env("TAVOLA_HOME", &home)
        .env("WGPU_BACKEND", "vulkan")
        .env("VK_ICD_FILENAMES", LAVAPIPE)
        .env("RUST_LOG", "warn")
        .status()
        .expect("xvfb-run starts");
    assert!(status.success(), "the game exited with {status}");
    assert!(out.exists(), "no screenshot at {}", out.display());
    Some(out)
}

/// `xvfb-run` on an X display of its own, with `-s` server arguments.
///
/// `xvfb-run -a` picks the first display without a lock file, and two runs
/// starting together can pick the same one: the second's server fails and
/// its game talks to the first's, which closes under it when that test
/// ends ("X connection to :99 broken", seen on CI). Each run here takes the
/// next number from a counter shared by the test threads, offset by the
/// process id (another test process at the same time), skipping any
/// display whose lock or socket exists.
pub fn xvfb_run(server_args: &str) -> Command {
    use std::sync::atomic::{AtomicU32, Ordering};
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let base = 200 + std::process::id() % 500 * 40;
    let display = loop {
        let n = base + NEXT.fetch_add(1, Ordering::Relaxed) % 20_000;
        let taken = Path::new(&format!("/tmp/.X{n}-lock")).exists()
            || Path::new(&format!("/tmp/.X11-unix/X{n}")).exists();
        if !taken {
            break n;
        }
    };
    let mut command = Command::new("xvfb-run");
    command.args(["-n", &display.to_string(), "-s", server_args]);
    command
}

/// Whether a command-line tool is on the `PATH`.
pub fn has(tool: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {tool}")])
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Whether a real-window test that drives the game from outside (real X
/// input, pictures of the screen) can run: Xvfb, lavapipe and `tools`. On
/// CI a missing tool fails; elsewhere the test is skipped with a reason.
pub fn can_drive(test: &str, tools: &[&str]) -> bool {
    if skip_without_tools(test) {
        return false;
    }
    if let Some(missing) = tools.iter().find(|t| !has(t)) {
        assert!(
            std::env::var_os("CI").is_none(),
            "{test} needs {missing} on CI"
        );
        eprintln!("SKIPPED {test}: {missing} missing");
        return false;
    }
    true
}

/// The AT-SPI bus launcher (Debian's `at-spi2-core`).
const ATSPI_LAUNCHER: &str = "/usr/libexec/at-spi-bus-launcher";

/// Whether a test that reads the accessibility tree from outside can run:
/// [`can_drive`] with D-Bus, Python and `tools`, and the AT-SPI bus. On CI
/// a missing piece fails; elsewhere the test is skipped with a reason.
pub fn can_read_tree(test: &str, tools: &[&str]) -> bool {
    let mut needed = vec!["dbus-run-session", "dbus-send", "/usr/bin/python3"];
    needed.extend_from_slice(tools);
    if !can_drive(test, &needed) {
        return false;
    }
    if !Path::new(ATSPI_LAUNCHER).exists() {
        assert!(
            std::env::var_os("CI").is_none(),
            "{test} needs at-spi2-core on CI"
        );
        eprintln!("SKIPPED {test}: {ATSPI_LAUNCHER} missing");
        return false;
    }
    true
}

/// A script for [`drive`]: a D-Bus session whose AT-SPI bus says a screen
/// reader is on (so AccessKit builds the tree), the game started with
/// `args`, `scripts/atspi_tree.py` run with `dump` into `$OUT/tree.txt`,
/// then `after`, and the game stopped. Each setting waits for its reply:
/// sent without waiting, one of the two could be lost (seen with the dconf
/// settings backend: the game then found accessibility off).
pub fn screen_reader_script(args: &str, dump: &str, after: &str) -> String {
    let tree = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/integration/scripts/atspi_tree.py"
    );
    format!(
        r#"dbus-run-session -- bash -c '
{ATSPI_LAUNCHER} --launch-immediately &
sleep 1
for flag in IsEnabled ScreenReaderEnabled; do
  dbus-send --session --print-reply=literal --dest=org.a11y.Bus /org/a11y/bus org.freedesktop.DBus.Properties.Set \
    string:org.a11y.Status string:$flag variant:boolean:true > /dev/null
done
"$BIN" {args} > "$OUT/game.log" 2>&1 &
game=$!
/usr/bin/python3 {tree} {dump} > "$OUT/tree.txt" 2> "$OUT/atspi.log"
{after}
kill $game
wait $game 2>/dev/null
true'"#
    )
}

/// Runs a bash `script` in a fresh X server of `screen` (`WxH`) with
/// lavapipe: `$BIN` is the game, `$OUT` a fresh folder (returned), with a
/// preferences folder of its own (never the user's); `env` adds variables.
/// Returns the folder and the game's log (`$OUT/game.log`, where the
/// script sends it); fails if the script does.
pub fn drive(name: &str, screen: &str, script: &str, env: &[(&str, &str)]) -> (PathBuf, String) {
    let dir = std::env::temp_dir().join(format!("tavola-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let home = dir.join("home");
    let runtime = dir.join("xdg");
    std::fs::create_dir_all(&home).unwrap();
    std::fs::create_dir_all(&runtime).unwrap();
    let status = xvfb_run(&format!("-screen 0 {screen}x24"))
        .args(["bash", "-c", script])
        .env("BIN", env!("CARGO_BIN_EXE_tavola"))
        .env("OUT", &dir)
        .env("TAVOLA_HOME", &home)
        .env("XDG_RUNTIME_DIR", &runtime)
        .env("WGPU_BACKEND", "vulkan")
        .env("VK_ICD_FILENAMES", LAVAPIPE)
        .env("RUST_LOG", "warn")
        .envs(env.iter().copied())
        .status()
        .expect("xvfb-run starts");
    let log = std::fs::read_to_string(dir.join("game.log")).unwrap_or_default();
    assert!(status.success(), "the script failed: {status}\n{log}");
    (dir, log)
}

/// Decodes a PNG into RGBA8 pixels.
pub fn load_png(path: &Path) -> Image {
    let bytes = std::fs::read(path).unwrap();
    Image::from_buffer(
        &bytes,
        ImageType::Extension("png"),
        CompressedImageFormats::NONE,
        true,
        ImageSampler::Default,
        RenderAssetUsages::default(),
    )
    .expect("a valid PNG")
    .convert(bevy::render::render_resource::TextureFormat::Rgba8UnormSrgb)
    .expect("convertible to RGBA8")
}

/// The pixel at `(x, y)` as `[r, g, b]`.
pub fn pixel(image: &Image, x: u32, y: u32) -> [u8; 3] {
    let width = image.width();
    let data = image.data.as_ref().expect("pixel data");
    let i = ((y * width + x) * 4) as usize;
    [data[i], data[i + 1], data[i + 2]]
}

/// The camera a screenshot was taken from, as the game writes it beside
/// the picture (`<png>.view`: the camera is framed to the window and the
/// HUD, so no fixed camera can be assumed).
pub struct View {
    transform: Transform,
    fov: f32,
}

impl View {
    /// The view of the screenshot at `png`.
    pub fn of(png: &Path) -> View {
        let mut path = png.as_os_str().to_owned();
        path.push(".view");
        let text = std::fs::read_to_string(&path).expect("the screenshot's view file");
        let numbers = |key: &str| -> Vec<f32> {
            text.lines()
                .find_map(|line| line.strip_prefix(key))
                .unwrap_or_else(|| panic!("no {key} in the view file"))
                .split_whitespace()
                .map(|n| n.parse().expect("a number"))
                .collect()
        };
        let t = numbers("translation ");
        let r = numbers("rotation ");
        View {
            transform: Transform::from_xyz(t[0], t[1], t[2])
                .with_rotation(Quat::from_xyzw(r[0], r[1], r[2], r[3])),
            fov: numbers("fov ")[0],
        }
    }

    /// Where a world point appears in the screenshot.
    pub fn project(&self, world: Vec3) -> (u32, u32) {
        let view = self.transform.to_matrix().inverse();
        let projection = PerspectiveProjection {
            aspect_ratio: WIDTH as f32 / HEIGHT as f32,
            fov: self.fov,
            ..default()
        };
        let clip = projection.get_clip_from_view() * view * world.extend(1.0);
        let ndc = clip.truncate() / clip.w;
        let x = (ndc.x + 1.0) / 2.0 * WIDTH as f32;
        let y = (1.0 - ndc.y) / 2.0 * HEIGHT as f32;
        (x.round() as u32, y.round() as u32)
    }
}

fn luma([r, g, b]: [u8; 3]) -> f32 {
    0.2126 * f32::from(r) + 0.7152 * f32::from(g) + 0.0722 * f32::from(b)
}

#[test]
fn othello_screenshot_shows_the_position_the_rules_reached() {
    let moves = "f5d6c3d3c4f4";
    let Some(path) = screenshot("othello", &["--game", "othello", "--moves", moves]) else {
        return;
    };
    let image = load_png(&path);
    let view = View::of(&path);
    assert_eq!((image.width(), image.height()), (WIDTH, HEIGHT));

    let position = parse_transcript(&Position::start(), moves)
        .unwrap()
        .into_iter()
        .fold(Position::start(), |p, m| p.play(m).unwrap().0);

    // The board is the dominant green in the middle of the picture.
    let mut green = 0;
    let mut samples = 0;
    for y in (HEIGHT / 4..HEIGHT * 3 / 4).step_by(9) {
        for x in (WIDTH / 3..WIDTH * 2 / 3).step_by(9) {
            let [r, g, b] = pixel(&image, x, y);
            samples += 1;
            if g > r.saturating_add(20) && g > b.saturating_add(10) {
                green += 1;
            }
        }
    }
    assert!(
        green * 2 > samples,
        "board green in {green}/{samples} samples"
    );

    for square in Square::all() {
        let top = tavola::app::games::othello::rest_translation(square)
            + Vec3::Y * tavola::app::games::othello::HALF_THICKNESS;
        let (x, y) = view.project(top);
        let rgb = pixel(&image, x, y);
        match position.disc(square) {
            Some(Side::Black) => assert!(
                luma(rgb) < 70.0,
                "{square}: black disc expected, got {rgb:?}"
            ),
            Some(Side::White) => assert!(
                luma(rgb) > 150.0,
                "{square}: white disc expected, got {rgb:?}"
            ),
            None => {
                // Beside the centre: the centre may hold a legal-move marker.
                let (x, y) = view.project(top + Vec3::new(0.3, 0.0, 0.3));
                let [r, g, b] = pixel(&image, x, y);
                assert!(
                    g > r && g > b,
                    "{square}: green felt expected, got {:?}",
                    [r, g, b]
                );
                if position.flips(square) != 0 {
                    let surface = tavola::app::games::othello::rest_translation(square)
                        - Vec3::Y * (tavola::app::games::othello::HALF_THICKNESS - 0.01);
                    let (x, y) = view.project(surface);
                    let rgb = pixel(&image, x, y);
                    let [r, g, b] = rgb;
                    assert!(
                        r > 170 && g > 150 && b < 170,
                        "{square}: legal-move marker expected, got {rgb:?}"
                    );
                }
            }
        }
    }
}

/// The high-contrast theme, set in the settings file, reaches the screen:
/// black panels, pure white discs, and the same position as the standard
/// theme.
#[test]
fn high_contrast_theme_from_the_settings_file_is_drawn() {
    let args = ["--game", "othello", "--moves", "f5d6"];
    let Some(standard) = screenshot("theme-standard", &args) else {
        return;
    };
    let Some(contrast) =
        screenshot_with_settings("theme-contrast", &args, "theme = high-contrast\n")
    else {
        return;
    };
    let view = View::of(&standard);
    let (standard, contrast) = (load_png(&standard), load_png(&contrast));
    // Inside the status panel, below its text (top left).
    let panel = |image: &Image| pixel(image, 200, 140);
    let (dark, usual) = (panel(&contrast), panel(&standard));
    assert!(luma(dark) < 16.0, "high-contrast panel {dark:?}");
    assert!(
        luma(usual) > luma(dark) + 8.0,
        "standard {usual:?}, high contrast {dark:?}"
    );
    // After f5 d6, d6 holds White's disc: pure white in high contrast,
    // the warmer ivory in the standard theme. The key light is warm, so
    // even pure white comes out a little warm: what is checked is that the
    // high-contrast disc is brighter and more neutral than the ivory one.
    let d6 = Square::new(3, 5);
    let top = tavola::app::games::othello::rest_translation(d6)
        + Vec3::Y * tavola::app::games::othello::HALF_THICKNESS;
    let (x, y) = view.project(top);
    let disc = pixel(&contrast, x, y);
    let ivory = pixel(&standard, x, y);
    let warmth = |[r, _, b]: [u8; 3]| i32::from(r) - i32::from(b);
    assert!(
        disc.iter().all(|&c| c > 215) && luma(disc) > luma(ivory),
        "a bright white disc at d6: {disc:?} (standard {ivory:?})"
    );
    assert!(
        warmth(disc) + 4 <= warmth(ivory),
        "high contrast {disc:?} more neutral than the standard ivory {ivory:?}"
    );
    assert!(ivory[0] > ivory[2] + 4, "standard disc at d6: {ivory:?}");
}
