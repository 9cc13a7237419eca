//! The server's host key: made on first start, kept readable by its owner only, and named by
//! its fingerprint so players can check whom they reach.

use russh::keys::ssh_key::{self, HashAlg, LineEnding, PrivateKey};
use std::fmt;
use std::io::Write;
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};

/// The host key's file name in the data folder.
pub const FILE: &str = "host_key";

/// Why the host key could not be had.
#[derive(Debug)]
pub enum HostKeyError {
    /// The key file exists but could not be read.
    Read(PathBuf, std::io::Error),
    /// The key file is not an OpenSSH private key.
    Parse(PathBuf, ssh_key::Error),
    /// A new key could not be made or written.
    Write(PathBuf, std::io::Error),
}

impl fmt::Display for HostKeyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HostKeyError::Read(p, e) => write!(f, "cannot read the host key {}: {e}", p.display()),
            HostKeyError::Parse(p, e) => write!(f, "the host key {} is not an OpenSSH private key: {e}", p.display()),
            HostKeyError::Write(p, e) => write!(f, "cannot write the host key {}: {e}", p.display()),
        }
    }
}

impl std::error::Error for HostKeyError {}

/// The host key in `dir`, made (Ed25519, mode 0600) when there is none yet.
pub fn load_or_create(dir: &Path) -> Result<PrivateKey, HostKeyError> {
    let path = dir.join(FILE);
    match tactigon_games::storage::read_capped(&path, tactigon_games::storage::MAX_SMALL_FILE, "a host key") {
        Ok(text) => PrivateKey::from_openssh(text).map_err(|e| HostKeyError::Parse(path, e)),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => create(&path),
        Err(e) => Err(HostKeyError::Read(path, e)),
    }
}

/// The SHA-256 fingerprint players see when they first connect.
pub fn fingerprint(key: &PrivateKey) -> String {
    key.public_key().fingerprint(HashAlg::Sha256).to_string()
}

fn create(path: &Path) -> Result<PrivateKey, HostKeyError> {
    let fail = |e| HostKeyError::Write(path.to_path_buf(), e);
    let key = PrivateKey::random(&mut rand::rng(), ssh_key::Algorithm::Ed25519)
        .map_err(|e| fail(std::io::Error::other(e.to_string())))?;
    let text = key.to_openssh(LineEnding::LF).map_err(|e| fail(std::io::Error::other(e.to_string())))?;
    let dir = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).map_err(fail)?;
    // Written owner-only from the first byte, then renamed into place, so the key is never
    // readable by others nor half written.
    let tmp = dir.join(format!(".{FILE}.{}.tmp", std::process::id()));
    let written = (|| {
        let mut file = std::fs::OpenOptions::new().write(true).create(true).truncate(true).mode(0o600).open(&tmp)?;
        file.set_permissions(std::fs::Permissions::from_mode(0o600))?;
        file.write_all(text.as_bytes())?;
        file.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if let Err(e) = written {
        let _ = std::fs::remove_file(&tmp);
        return Err(fail(e));
    }
    Ok(key)
}
