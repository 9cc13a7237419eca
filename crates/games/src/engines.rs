//! External UGI engines as players: `engine:COMMAND` on the command line, or an engine the
//! settings list by name. A [`Engine`] is a small handle into this process's list of engines
//! (one entry per command line), so that [`crate::setup::Player`] stays a plain value; only
//! the command line and the player's own settings add to the list, never a record read.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::{PoisonError, RwLock};
use tactigon_core::escape::Escaped;
use tactigon_core::ugi::split_command;

/// What names an engine on the command line and in the settings: `engine:COMMAND`.
pub const PREFIX: &str = "engine:";

/// An engine as the settings list it: a name for the screens and the command that runs it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EngineSpec {
    /// What the New-game form and the side panel call it.
    pub name: String,
    /// The command line, split as a shell would but never run by one.
    pub command: String,
}

/// Every engine of this process, one per command line.
static ENGINES: RwLock<Vec<EngineSpec>> = RwLock::new(Vec::new());

/// An external engine: a handle into this process's list of engines.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Engine(usize);

/// An `engine:` name whose command line does not split.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineCommandError(pub String);

impl fmt::Display for EngineCommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{PREFIX}{}': the engine's command line is empty or its quotes do not close", Escaped(&self.0))
    }
}

impl std::error::Error for EngineCommandError {}

/// The command line of an `engine:COMMAND` name: `None` when `text` names no engine, an
/// error when its command line does not split.
pub fn engine_command(text: &str) -> Option<Result<&str, EngineCommandError>> {
    let command = text.trim().strip_prefix(PREFIX)?;
    Some(split_command(command).map(|_| command).ok_or_else(|| EngineCommandError(command.to_string())))
}

impl Engine {
    /// The engine run by `command`, called `name`: the one already listed with that command
    /// (named `name` now if it had only its command for a name), or a new one.
    pub fn named(name: &str, command: &str) -> Engine {
        let mut engines = ENGINES.write().unwrap_or_else(PoisonError::into_inner);
        if let Some(i) = engines.iter().position(|e| e.command == command) {
            if engines[i].name == command {
                engines[i].name = name.to_string();
            }
            return Engine(i);
        }
        engines.push(EngineSpec { name: name.to_string(), command: command.to_string() });
        Engine(engines.len() - 1)
    }

    /// The engine run by `command`, named by it unless the settings gave it a name.
    pub fn command_line(command: &str) -> Engine {
        let engines = ENGINES.read().unwrap_or_else(PoisonError::into_inner);
        match engines.iter().position(|e| e.command == command) {
            Some(i) => Engine(i),
            None => {
                drop(engines);
                Engine::named(command, command)
            }
        }
    }

    /// The engine's name and command.
    pub fn spec(self) -> EngineSpec {
        ENGINES.read().unwrap_or_else(PoisonError::into_inner)[self.0].clone()
    }
}

impl fmt::Debug for Engine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Engine({:?})", self.spec())
    }
}

/// `engine:COMMAND`, as the command line and the settings name it.
impl fmt::Display for Engine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{PREFIX}{}", self.spec().command)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_engine_per_command_line_keeping_the_settings_name() {
        let plain = Engine::command_line("./engine-a --fast");
        assert_eq!(plain.spec().name, "./engine-a --fast");
        let named = Engine::named("Ant", "./engine-a --fast");
        assert_eq!(named, plain);
        assert_eq!(plain.spec().name, "Ant");
        assert_eq!(Engine::command_line("./engine-a --fast").spec().name, "Ant");
        assert_ne!(Engine::command_line("./engine-b"), plain);
        assert_eq!(plain.to_string(), "engine:./engine-a --fast");
    }

    #[test]
    fn engine_names_carry_a_command_line_that_splits() {
        assert_eq!(engine_command("engine:tactigon engine"), Some(Ok("tactigon engine")));
        assert_eq!(engine_command("expert:3"), None);
        assert_eq!(engine_command("engine:'open"), Some(Err(EngineCommandError("'open".into()))));
        assert_eq!(engine_command("engine:"), Some(Err(EngineCommandError(String::new()))));
    }
}
