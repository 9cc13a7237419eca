//! Who may connect: everyone (`--open`), the names of a password file, or the keys of an
//! authorized-keys file.

use russh::keys::ssh_key::{HashAlg, PublicKey};
use std::collections::HashMap;
use std::fmt;
use std::path::{Path, PathBuf};

/// Where the list of allowed players comes from (the command line's choice).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AccessSource {
    /// Anyone may connect under any name.
    Open,
    /// `name:password` lines.
    PasswordFile(PathBuf),
    /// An OpenSSH `authorized_keys` file: any name, one of these keys.
    AuthorizedKeys(PathBuf),
}

/// The allowed players, read.
#[derive(Debug)]
pub enum Access {
    /// Anyone.
    Open,
    /// Passwords by name.
    Passwords(HashMap<String, String>),
    /// Public keys, by fingerprint.
    Keys(Vec<String>),
}

/// Why the access list could not be read.
#[derive(Debug)]
pub enum AccessError {
    /// The file could not be read.
    Read(PathBuf, std::io::Error),
    /// A line of the file is not what it should be.
    Line {
        /// The file.
        path: PathBuf,
        /// The line's number, from 1.
        line: usize,
        /// What is wrong.
        problem: &'static str,
    },
    /// The file lists nobody, so nobody could connect.
    Empty(PathBuf),
}

impl fmt::Display for AccessError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AccessError::Read(p, e) => write!(f, "cannot read {}: {e}", p.display()),
            AccessError::Line { path, line, problem } => write!(f, "{}:{line}: {problem}", path.display()),
            AccessError::Empty(p) => write!(f, "{} allows nobody", p.display()),
        }
    }
}

impl std::error::Error for AccessError {}

impl Access {
    /// Reads the list `source` names.
    pub fn load(source: &AccessSource) -> Result<Access, AccessError> {
        match source {
            AccessSource::Open => Ok(Access::Open),
            AccessSource::PasswordFile(path) => passwords(path).map(Access::Passwords),
            AccessSource::AuthorizedKeys(path) => keys(path).map(Access::Keys),
        }
    }

    /// Whether `user` may come in with `password`.
    pub fn password(&self, user: &str, password: &str) -> bool {
        match self {
            Access::Open => true,
            Access::Passwords(known) => known.get(user).is_some_and(|p| same(p.as_bytes(), password.as_bytes())),
            Access::Keys(_) => false,
        }
    }

    /// Whether the holder of `key` may come in.
    pub fn key(&self, key: &PublicKey) -> bool {
        match self {
            Access::Open => true,
            Access::Passwords(_) => false,
            Access::Keys(known) => known.contains(&key_id(key)),
        }
    }
}

/// The key's SHA-256 fingerprint, which names a returning player.
pub fn key_id(key: &PublicKey) -> String {
    key.fingerprint(HashAlg::Sha256).to_string()
}

/// Compares in time independent of where the first difference is.
fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

fn lines(path: &Path) -> Result<Vec<(usize, String)>, AccessError> {
    let text = tactigon_games::storage::read_capped(path, tactigon_games::storage::MAX_SMALL_FILE, "an access list")
        .map_err(|e| AccessError::Read(path.to_path_buf(), e))?;
    let kept = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim().to_string()))
        .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'))
        .collect::<Vec<_>>();
    if kept.is_empty() {
        return Err(AccessError::Empty(path.to_path_buf()));
    }
    Ok(kept)
}

fn passwords(path: &Path) -> Result<HashMap<String, String>, AccessError> {
    let bad = |line, problem| AccessError::Line { path: path.to_path_buf(), line, problem };
    let mut known = HashMap::new();
    for (n, line) in lines(path)? {
        let Some((name, password)) = line.split_once(':') else { return Err(bad(n, "expected name:password")) };
        if name.is_empty() || password.is_empty() {
            return Err(bad(n, "empty name or password"));
        }
        known.insert(name.to_string(), password.to_string());
    }
    Ok(known)
}

fn keys(path: &Path) -> Result<Vec<String>, AccessError> {
    let mut known = Vec::new();
    for (n, line) in lines(path)? {
        // Options before the key type (`from="…" ssh-ed25519 …`) are not supported: refused,
        // rather than granting access the options were meant to restrict.
        let key = PublicKey::from_openssh(&line).map_err(|_| AccessError::Line {
            path: path.to_path_buf(),
            line: n,
            problem: "not an OpenSSH public key (options are not supported)",
        })?;
        known.push(key_id(&key));
    }
    Ok(known)
}
