//! Files written atomically: a symbolic link is written through, the old file's permissions
//! are kept, and what is not a regular file is refused, never replaced.

use crate::tui_support::TempDir;
use std::os::unix::fs::{FileTypeExt, PermissionsExt, symlink};
use std::path::Path;
use std::process::Command;
use tactigon_games::storage::{check_writable, write_atomic};
use tactigon_tui::settings::Settings;

/// Makes a named pipe at `path`.
pub(crate) fn mkfifo(path: &Path) {
    let c = std::ffi::CString::new(path.to_str().unwrap()).unwrap();
    // SAFETY: a NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o644) }, 0, "a FIFO is made");
}

fn is_fifo(path: &Path) -> bool {
    std::fs::symlink_metadata(path).unwrap().file_type().is_fifo()
}

/// Audit of issue 10 #2: a symbolic link (a dotfile manager's settings) became a regular file
/// and the file it pointed to went stale.
#[test]
fn a_symbolic_link_is_written_through_and_kept() {
    let dir = TempDir::new();
    std::fs::create_dir(dir.0.join("dotfiles")).unwrap();
    let real = dir.0.join("dotfiles").join("settings.toml");
    std::fs::write(&real, "think_ms = 500\n").unwrap();
    let link = dir.0.join("settings.toml");
    symlink("dotfiles/settings.toml", &link).unwrap();
    let settings = Settings { think_ms: 1500, ..Settings::default() };
    settings.save(&link).unwrap();
    assert!(std::fs::symlink_metadata(&link).unwrap().file_type().is_symlink(), "the link is still a link");
    assert!(std::fs::read_to_string(&real).unwrap().contains("think_ms = 1500"), "the file it points to was written");
    assert_eq!(Settings::load(&link).0.think_ms, 1500);
    let names: Vec<_> = std::fs::read_dir(dir.0.join("dotfiles")).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(names, ["settings.toml"], "no temporary file is left beside the target");

    // A link to a file not there yet creates that file.
    let dangling = dir.0.join("games.tgn");
    symlink(dir.0.join("dotfiles").join("games.tgn"), &dangling).unwrap();
    write_atomic(&dangling, "text").unwrap();
    assert!(std::fs::symlink_metadata(&dangling).unwrap().file_type().is_symlink());
    assert_eq!(std::fs::read_to_string(dir.0.join("dotfiles").join("games.tgn")).unwrap(), "text");
}

/// Audit of issue 10 #2: a settings file kept private (chmod 600) came back readable by all.
#[test]
fn the_old_file_s_permissions_are_kept() {
    let dir = TempDir::new();
    let path = dir.0.join("settings.toml");
    std::fs::write(&path, "").unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).unwrap();
    Settings::default().save(&path).unwrap();
    assert_eq!(std::fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o600);
}

/// Audit of issue 10 #2: a FIFO (or, as root, `/dev/full`) was replaced by a regular file.
#[test]
fn what_is_not_a_regular_file_is_refused_and_left_alone() {
    let dir = TempDir::new();
    let fifo = dir.0.join("pipe");
    mkfifo(&fifo);
    let link = dir.0.join("link");
    symlink(&fifo, &link).unwrap();
    for path in [&fifo, &link] {
        let error = write_atomic(path, "text").expect_err("a FIFO is not written over");
        assert!(error.to_string().contains("not a regular file"), "{error}");
        assert!(check_writable(path).is_err(), "checked before a long job too");
        assert!(is_fifo(&fifo), "the FIFO is still there");
    }
    assert!(write_atomic(&dir.0, "text").unwrap_err().to_string().contains("folder"));
}

fn arena_recording_to(path: &Path) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_tactigon"))
        .args(["arena", "--red", "random", "--green", "random", "--games", "2", "--record"])
        .arg(path)
        .output()
        .unwrap()
}

/// Audit of issue 10 #2: `arena --record` replaced a FIFO, a symbolic link and any file at all.
#[test]
fn arena_refuses_a_record_path_it_would_destroy_before_playing() {
    let dir = TempDir::new();
    let fifo = dir.0.join("pipe");
    mkfifo(&fifo);
    let notes = dir.0.join("notes.txt");
    std::fs::write(&notes, "my notes, not a game\n").unwrap();
    for (path, expected) in [(&fifo, "not a regular file"), (&notes, "is not a record file, so it is not replaced")] {
        let out = arena_recording_to(path);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert!(out.stdout.is_empty(), "no game was played");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(expected), "{err}");
    }
    assert!(is_fifo(&fifo));
    assert_eq!(std::fs::read_to_string(&notes).unwrap(), "my notes, not a game\n");

    // Records are replaced, through a link, which stays one.
    let records = dir.0.join("records.tgn");
    let link = dir.0.join("link.tgn");
    symlink(&records, &link).unwrap();
    for _ in 0..2 {
        let out = arena_recording_to(&link);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    }
    assert!(std::fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
    let text = std::fs::read_to_string(&records).unwrap();
    assert_eq!(tactigon_rules::record::parse_records(&text).unwrap().len(), 2);
}

/// A file of `len` bytes that takes no room (all zero bytes, like `/dev/zero`).
fn sparse(path: &Path, len: u64) {
    std::fs::File::create(path).unwrap().set_len(len).unwrap();
}

/// Audit of issue 10 #5: a settings file, the autosave or a record named on the command line
/// was read to its end, and `/dev/zero` has none.
#[test]
fn settings_and_records_are_read_no_further_than_they_can_be_long() {
    use tactigon_games::storage::{MAX_RECORD_FILE, MAX_SETTINGS_FILE};
    assert_eq!(MAX_RECORD_FILE, 64 << 20, "as the README says");
    assert_eq!(MAX_SETTINGS_FILE, 1 << 20, "as the README says");
    let dir = TempDir::new();
    let settings = dir.0.join("settings.toml");
    sparse(&settings, MAX_SETTINGS_FILE + 1);
    let error = Settings::load(&settings).1.expect("refused");
    assert!(error.to_string().contains("longer than a settings file can be (1048576 bytes)"), "{error}");

    let record = dir.0.join("autosave.tgn");
    sparse(&record, MAX_RECORD_FILE + 1);
    let error = tactigon_games::saves::read_autosave(&dir.0).expect_err("refused, and kept");
    assert!(error.to_string().contains("longer than a record file can be"), "{error}");
    let out = Command::new(env!("CARGO_BIN_EXE_tactigon")).arg("analyse").arg(&record).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("longer than a record file can be (67108864 bytes)"), "{err}");

    // Just as long is fine (a record of a game and then blank lines).
    let text = "[Event \"x\"]\n\n1. b1-b2 *\n";
    std::fs::write(&record, format!("{text}{}", "\n".repeat(MAX_RECORD_FILE as usize - text.len()))).unwrap();
    assert_eq!(tactigon_games::saves::read_file(&record).unwrap().len(), 1);
}
