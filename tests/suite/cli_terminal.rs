//! The terminal game run as a player runs it, in a pseudo-terminal of the test's own that is
//! not the game's controlling terminal (as with `setsid`), so closing it sends no SIGHUP.

use crate::tui_support::TempDir;
use std::fs::File;
use std::io::{Read, Write};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, TryRecvError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The terminal's side of a pseudo-terminal, kept drained by a thread of its own (the game
/// would block writing to a full terminal); dropping the sender closes it.
fn terminal(master: File) -> (mpsc::Sender<Vec<u8>>, JoinHandle<()>) {
    let (tx, rx) = mpsc::channel::<Vec<u8>>();
    let handle = std::thread::spawn(move || {
        let mut master = master;
        let mut buf = [0u8; 4096];
        loop {
            let mut fd = libc::pollfd { fd: master.as_raw_fd(), events: libc::POLLIN, revents: 0 };
            // SAFETY: one valid pollfd for the duration of the call.
            if unsafe { libc::poll(&mut fd, 1, 20) } > 0 && master.read(&mut buf).unwrap_or(0) == 0 {
                return;
            }
            match rx.try_recv() {
                Ok(bytes) => master.write_all(&bytes).expect("the terminal takes keys"),
                Err(TryRecvError::Empty) => {}
                Err(TryRecvError::Disconnected) => return,
            }
        }
    });
    (tx, handle)
}

fn open_pty() -> (File, OwnedFd) {
    let (mut master, mut slave) = (-1, -1);
    let size = libc::winsize { ws_row: 40, ws_col: 120, ws_xpixel: 0, ws_ypixel: 0 };
    // SAFETY: valid out-pointers; no name buffer; default terminal settings.
    let r = unsafe { libc::openpty(&mut master, &mut slave, std::ptr::null_mut(), std::ptr::null(), &size) };
    assert_eq!(r, 0, "a pseudo-terminal opens");
    for fd in [master, slave] {
        // SAFETY: a descriptor just opened. The game must not inherit the terminal's side,
        // which would keep the terminal open.
        assert_eq!(unsafe { libc::fcntl(fd, libc::F_SETFD, libc::FD_CLOEXEC) }, 0);
    }
    // SAFETY: openpty returned two new descriptors that nothing else owns.
    unsafe { (File::from_raw_fd(master), OwnedFd::from_raw_fd(slave)) }
}

fn wait_for(child: &mut Child, limit: Duration) -> Option<ExitStatus> {
    let start = Instant::now();
    while start.elapsed() < limit {
        if let Some(status) = child.try_wait().expect("the game can be waited for") {
            return Some(status);
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    None
}

/// Audit of issue 10 #1: a game whose terminal closed without SIGHUP read end-of-file in a
/// busy loop for ever; it now saves the game and ends as on a hang-up.
#[test]
fn a_terminal_that_closes_without_a_hang_up_ends_the_game_after_saving_it() {
    let dir = TempDir::new();
    let (master, slave) = open_pty();
    let stdio = |fd: &OwnedFd| Stdio::from(fd.try_clone().expect("a copy of the terminal"));
    let mut child = Command::new(env!("CARGO_BIN_EXE_tactigon"))
        .args(["play", "--red", "human", "--green", "human", "--first", "red"])
        .env("TACTIGON_DATA", dir.0.join("data"))
        .env("TACTIGON_CONFIG", dir.0.join("settings.toml"))
        .env("TERM", "xterm-256color")
        // A bare pseudo-terminal that answers no question: graphics `auto` must not ask it
        // (its reader would take the typed move), whatever terminal runs the tests.
        .envs(tactigon_tui::graphics::TERMINAL_VARS.map(|name| (name, "")))
        .envs(tactigon_tui::graphics::MULTIPLEXER_VARS.map(|name| (name, "")))
        .stdin(stdio(&slave))
        .stdout(stdio(&slave))
        .stderr(stdio(&slave))
        .spawn()
        .expect("the game starts");
    drop(slave);
    let (keys, drain) = terminal(master);
    keys.send(b":b1-b2\r".to_vec()).unwrap();
    let autosave = dir.0.join("data").join("autosave.tgn");
    let start = Instant::now();
    while !autosave.exists() && start.elapsed() < Duration::from_secs(20) {
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(autosave.exists(), "the typed move was played and autosaved");

    drop(keys);
    drain.join().unwrap();
    let status = wait_for(&mut child, Duration::from_secs(10));
    if status.is_none() {
        let _ = child.kill();
        let _ = child.wait();
    }
    let status = status.expect("the game ends when its terminal closes");
    assert!(status.success(), "a closed terminal is not an error: {status}");
    let record = std::fs::read_to_string(&autosave).unwrap();
    assert!(record.contains("b1-b2"), "the game is kept: {record}");
}
