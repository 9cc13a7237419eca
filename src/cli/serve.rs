//! `serve`: the game over SSH.

use super::CliError;
use super::args::parse_duration;
use clap::{ArgGroup, Args};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;
use tactigon_server::ServeOptions;
use tactigon_server::access::AccessSource;

/// `serve`.
#[derive(Args, Debug)]
#[command(group(ArgGroup::new("access").required(true).args(["password_file", "authorized_keys", "open"])))]
pub struct ServeArgs {
    /// The address and port to listen on.
    #[arg(long, value_name = "ADDR:PORT", default_value = "127.0.0.1:2222")]
    pub listen: SocketAddr,
    /// The most players connected at once.
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub max_sessions: u32,
    /// The most connections at once from one address.
    #[arg(long, value_name = "N", default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub max_per_address: u32,
    /// The most sessions at once of one account.
    #[arg(long, value_name = "N", default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..=100))]
    pub max_per_account: u32,
    /// The server's folder (host key, players' games); default: `server` in the data folder.
    #[arg(long, value_name = "DIR")]
    pub data: Option<PathBuf>,
    /// Players and passwords, one `name:password` a line.
    #[arg(long, value_name = "FILE")]
    pub password_file: Option<PathBuf>,
    /// OpenSSH public keys allowed, one a line (any user name).
    #[arg(long, value_name = "FILE")]
    pub authorized_keys: Option<PathBuf>,
    /// Let anyone in under any name, without a password.
    #[arg(long)]
    pub open: bool,
    /// Disconnect a player who sends nothing for this long (up to 3600s).
    #[arg(long, value_name = "TIME", default_value = "1800s", value_parser = parse_duration)]
    pub idle: Duration,
    /// The longest a bot on the server thinks for one move.
    #[arg(long, value_name = "TIME", default_value = "2s", value_parser = parse_duration)]
    pub max_think: Duration,
    /// The server's bots in the lobby, comma-separated (`greedy`, `expert:N`, `random`), or `none`.
    #[arg(long, value_name = "LIST", default_value = "greedy,expert:1,expert:3")]
    pub bots: tactigon_server::bots::BotList,
    /// The most new connections from one address in a minute.
    #[arg(long, value_name = "N", default_value_t = 20, value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub max_per_minute: u32,
    /// Run CMD (not through a shell) with the player, the game and the opponent as arguments
    /// when it becomes a player's turn in a correspondence game or they are challenged.
    #[arg(long, value_name = "CMD")]
    pub notify_cmd: Option<PathBuf>,
}

/// Runs the server until it is stopped.
pub fn serve(args: &ServeArgs) -> Result<(), CliError> {
    let access = match (&args.password_file, &args.authorized_keys) {
        (Some(file), _) => AccessSource::PasswordFile(file.clone()),
        (None, Some(file)) => AccessSource::AuthorizedKeys(file.clone()),
        (None, None) => AccessSource::Open,
    };
    let data = server_folder(args.data.as_deref())?;
    let options = ServeOptions {
        listen: args.listen,
        max_sessions: args.max_sessions as usize,
        max_per_address: args.max_per_address as usize,
        max_per_account: args.max_per_account as usize,
        data,
        access,
        idle: args.idle,
        keepalive: tactigon_server::KEEPALIVE,
        think_cap: args.max_think,
        per_minute: args.max_per_minute as usize,
        time: Default::default(),
        notify_cmd: args.notify_cmd.clone(),
        bots: args.bots.0.clone(),
    };
    tactigon_server::run(options).map_err(CliError::Serve)
}

/// The server's folder: `data` if given, else `server` in the data folder.
pub(super) fn server_folder(data: Option<&std::path::Path>) -> Result<PathBuf, CliError> {
    match data {
        Some(dir) => Ok(dir.to_path_buf()),
        None => Ok(tactigon_games::storage::data_dir().ok_or(CliError::NoDataFolder)?.join("server")),
    }
}
