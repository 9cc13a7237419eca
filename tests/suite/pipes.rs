//! Issue 24 #2: a named pipe where the program reads a file blocked it for ever (a blank
//! screen, a command that never ends). Every read now refuses what is not a regular file
//! with one line naming it, and a save onto a pipe is refused at once.

use crate::storage_writes::mkfifo;
use crate::tui_support::*;
use crossterm::event::KeyCode::{Backspace, Char, Enter};
use std::os::unix::fs::FileTypeExt;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::sync::mpsc;
use std::time::Duration;
use tactigon_games::setup::Player::Human;
use tactigon_tui::app::App;

/// What a refused pipe is called in every message.
const PIPE: &str = "it is a named pipe, not a regular file, and is not read";

/// `f`'s result, or a failure if it has not returned within ten seconds (blocked on a pipe).
fn within<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(Duration::from_secs(10)).expect("returned instead of waiting on the pipe")
}

/// The binary with `args`, killed (and the test failed) if it runs ten seconds.
fn run(args: Vec<String>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tactigon"))
        .args(&args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    for _ in 0..100 {
        if child.try_wait().unwrap().is_some() {
            return child.wait_with_output().unwrap();
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let _ = child.kill();
    panic!("tactigon {args:?} waited on the pipe");
}

fn text(path: &Path) -> String {
    path.to_str().unwrap().to_string()
}

#[test]
fn reading_a_named_pipe_is_refused_at_once() {
    let dir = TempDir::new();
    let fifo = dir.0.join("pipe");
    mkfifo(&fifo);
    let error = within({
        let fifo = fifo.clone();
        move || tactigon_games::storage::read_capped(&fifo, 100, "a file").unwrap_err()
    });
    assert_eq!(error.to_string(), PIPE);
    // A folder and a device are refused too; a regular file reads.
    let error = tactigon_games::storage::read_capped(&dir.0, 100, "a file").unwrap_err();
    assert_eq!(error.to_string(), "it is a folder, not a regular file, and is not read");
    let error = tactigon_games::storage::read_capped(Path::new("/dev/null"), 100, "a file").unwrap_err();
    assert_eq!(error.to_string(), "it is a device, not a regular file, and is not read");
    std::fs::write(dir.0.join("file"), "text").unwrap();
    assert_eq!(tactigon_games::storage::read_capped(&dir.0.join("file"), 100, "a file").unwrap(), "text");
}

/// The data folder's files: settings, autosave, lesson and puzzle progress; and the
/// server's host key. (The autosave's error is named by the menu, below.)
#[test]
fn a_named_pipe_in_the_data_folder_is_reported_by_name() {
    let dir = TempDir::new();
    let names = ["settings.toml", "tutorial.toml", "puzzles.toml", "host_key"];
    for name in names.iter().chain(&["autosave.tgn"]) {
        mkfifo(&dir.0.join(name));
    }
    let data = dir.0.clone();
    let errors = within(move || {
        vec![
            tactigon_tui::settings::Settings::load(&data.join("settings.toml")).1.unwrap().to_string(),
            tactigon_games::tutorial::Progress::load(&data.join("tutorial.toml")).unwrap_err().to_string(),
            tactigon_games::puzzles::progress::read(&data).unwrap_err().to_string(),
            tactigon_server::host_key::load_or_create(&data).unwrap_err().to_string(),
            tactigon_games::saves::read_autosave(&data).unwrap_err().to_string(),
        ]
    });
    assert!(errors[4].ends_with(PIPE), "{}", errors[4]);
    for (name, error) in names.iter().zip(errors) {
        assert!(error.contains(&text(&dir.0.join(name))) && error.contains(PIPE), "{name}: {error}");
        assert_eq!(error.lines().count(), 1, "{error}");
    }
}

/// The game's menu comes up and says what is wrong, instead of a blank screen.
#[test]
fn the_menu_names_an_autosave_that_is_a_pipe() {
    let dir = TempDir::new();
    let autosave = dir.0.join("autosave.tgn");
    mkfifo(&autosave);
    let data = dir.0.clone();
    let notice = within(move || {
        let (mut app, _) = app();
        app.set_data_dir(Some(data));
        app.notice.clone()
    });
    let notice = notice.expect("a notice on the menu");
    assert!(notice.contains(&text(&autosave)) && notice.contains(PIPE), "{notice}");
}

#[test]
fn commands_reading_a_pipe_end_with_one_line() {
    let dir = TempDir::new();
    let fifo = dir.0.join("pipe");
    mkfifo(&fifo);
    let path = text(&fifo);
    for args in [["moves", "--board", &path].as_slice(), &["analyse", &path], &["puzzles", "--file", &path]] {
        let out = run(args.iter().map(|a| a.to_string()).collect());
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(&path) && err.contains(PIPE), "{args:?}: {err}");
    }
}

/// Saving onto a pipe's name asked "exists: Enter replaces it" on every Enter.
#[test]
fn saving_onto_a_pipe_is_refused_not_offered_for_replacing() {
    let (mut app, now, dir) = app_with_data();
    let saves = dir.0.join("saves");
    std::fs::create_dir_all(&saves).unwrap();
    mkfifo(&saves.join("pipe.tgn"));
    app.start_game(setup(Human, Human), false).unwrap();
    key(&mut app, now, Char('s'));
    for _ in 0..100 {
        key(&mut app, now, Backspace);
    }
    type_text(&mut app, now, "pipe");
    for _ in 0..2 {
        key(&mut app, now, Enter);
        let status = status_of(&app);
        assert!(status.contains("pipe.tgn") && status.contains("not a regular file"), "{status}");
        let shown = format!("{:?}", render(&mut app, 120, 30).backend().buffer());
        assert!(!shown.contains("Enter replaces it"), "not offered for replacing");
    }
    assert!(std::fs::symlink_metadata(saves.join("pipe.tgn")).unwrap().file_type().is_fifo());
}

fn status_of(app: &App) -> String {
    app.session().expect("a game").status().text.clone()
}
