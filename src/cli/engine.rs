//! `engine`: the expert as a UGI engine on stdin and stdout ([`tactigon_games::ugi`]).

use clap::Args;
use std::sync::{Arc, Mutex};
use tactigon_games::games::GameKind;

/// `engine`.
#[derive(Args, Debug)]
pub struct EngineArgs {
    /// The game to start with: tactigon or taacoca (`setoption name game` changes it).
    #[arg(long = "game", default_value = "tactigon", value_name = "GAME")]
    pub kind: GameKind,
}

/// Speaks UGI until `quit` or the end of the input; it never fails (a bad line gets an
/// `info string error:` answer), but has the commands' signature.
pub fn engine(args: &EngineArgs) -> Result<(), super::CliError> {
    let out: tactigon_core::ugi::Out = Arc::new(Mutex::new(Box::new(std::io::stdout())));
    tactigon_games::ugi::run_engine(args.kind, std::io::stdin().lock(), out);
    Ok(())
}
