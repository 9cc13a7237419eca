//! `tactigon serve`: the game over SSH. Every connection gets the real terminal game at its
//! own size, drawn by ratatui into the SSH channel, its keys and mouse read from the channel.
//!
//! `handler` is the SSH side (authentication, which channels and requests are allowed),
//! `player` one connection, `modes` what the player is doing (`lobby`/`lobby_view` the lobby,
//! `snapshot` the lobby as all its screens read it, `table` a shared game), `screen` and
//! `input` the terminal's two directions,
//! `served_effects` the game's file work confined to the player's folder, `host_key`,
//! `access`, `limits` and `names` the server's small services.

#![warn(missing_docs)]

pub mod access;
pub mod accounts;
pub mod bots;
pub mod browse;
pub mod chat;
pub mod cooling;
pub mod correspondence;
pub mod handler;
pub mod host_key;
pub mod import;
pub mod input;
pub mod limits;
pub mod lobby;
pub mod lobby_list;
pub mod lobby_rows;
pub mod lobby_view;
pub mod matching;
pub mod modes;
pub mod names;
pub mod news;
pub mod notify;
pub mod pages;
pub mod player;
pub mod pools;
pub mod screen;
pub mod seat;
pub mod seeks;
pub mod served_effects;
pub mod shards;
pub mod snapshot;

pub use tactigon_table::{clock, command, refusal, seats, table, terms};

use access::{Access, AccessError, AccessSource};
use clock::ServerTime;
use host_key::HostKeyError;
use limits::{Counter, Failures, PerAccount, Rate};
use names::Names;
use notify::Notifier;
use russh::server::Config;
use std::fmt;
use std::io::Write;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;
use tactigon_store::{SqliteStore, Store, StoreError};
use tokio::net::{TcpListener, TcpSocket};
use tokio::sync::Notify;

/// The database's name in the server's folder.
pub const DATABASE: &str = "tactigon.db";

/// Connections the system may hold waiting to be accepted (the default is 128: a crowd
/// arriving at once was dropped).
const BACKLOG: u32 = 1024;
/// How long a client has to start the SSH handshake, and then to log in.
const HANDSHAKE: Duration = Duration::from_secs(30);
/// How often the server looks at the tables' clocks.
const CLOCK_TICK: Duration = Duration::from_millis(100);
/// Every how many ticks of the clock the operator's chat mutes are read again and the chat
/// rooms of closed tables freed (2 s).
const MUTES_EVERY: u64 = 20;
/// How long a client may stay silent before it is asked whether it is still there.
pub const KEEPALIVE: Duration = Duration::from_secs(15);
/// Unanswered questions after which a silent client is taken for gone (a cut network, a
/// closed laptop) and its seats wait for its player.
const KEEPALIVE_MAX: usize = 3;

/// What `tactigon serve` was asked for.
#[derive(Clone, Debug)]
pub struct ServeOptions {
    /// Where to listen.
    pub listen: SocketAddr,
    /// The most connections at once.
    pub max_sessions: usize,
    /// The most connections at once from one address.
    pub max_per_address: usize,
    /// The most sessions at once of one account.
    pub max_per_account: usize,
    /// The server's folder: host key and players' games.
    pub data: PathBuf,
    /// Who may connect.
    pub access: AccessSource,
    /// A player who sends nothing for this long is disconnected.
    pub idle: Duration,
    /// A client silent this long is asked whether it is still there; three questions
    /// unanswered and it is taken for gone.
    pub keepalive: Duration,
    /// The longest a bot thinks for a move.
    pub think_cap: Duration,
    /// The most new connections from one address in a minute.
    pub per_minute: usize,
    /// The tables' time, which tests move on by hand.
    pub time: Arc<ServerTime>,
    /// The operator's command run when it becomes a player's turn in a correspondence game
    /// or they are challenged (see [`notify`]).
    pub notify_cmd: Option<PathBuf>,
    /// The server's bots in the lobby.
    pub bots: Vec<tactigon_games::bots::BotSpec>,
}

/// Why the server could not start.
#[derive(Debug)]
pub enum ServeError {
    /// The host key could not be read or made.
    HostKey(HostKeyError),
    /// The access list could not be read.
    Access(AccessError),
    /// The address could not be listened on.
    Listen(SocketAddr, std::io::Error),
    /// The async runtime could not start.
    Runtime(std::io::Error),
    /// The database could not be opened (or the tables of before not imported into it).
    Store(StoreError),
}

impl fmt::Display for ServeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ServeError::HostKey(e) => e.fmt(f),
            ServeError::Access(e) => e.fmt(f),
            ServeError::Listen(a, e) => write!(f, "cannot listen on {a}: {e}"),
            ServeError::Runtime(e) => write!(f, "cannot start the server's runtime: {e}"),
            ServeError::Store(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ServeError {}

/// What every connection shares.
pub struct Shared {
    access: Access,
    data: PathBuf,
    names: Arc<Names>,
    lobby: Arc<lobby::Lobby>,
    /// The server's memory: accounts, ratings, the archive. Its methods block: call them
    /// with `tokio::task::spawn_blocking`.
    store: Arc<dyn Store>,
    methods: russh::MethodSet,
    idle: Duration,
    think_cap: Duration,
    time: Arc<ServerTime>,
    /// Runs the operator's `--notify-cmd`.
    notifier: Notifier,
    /// The chat's rooms.
    chat: Arc<chat::Chat>,
    /// The number the next connection gets.
    next_conn: std::sync::atomic::AtomicU64,
    /// The sessions of each account, capped.
    per_account: Arc<PerAccount>,
    /// The failed logins of each address, and the addresses paused for them.
    failures: Failures,
}

impl Shared {
    /// What runs the operator's `--notify-cmd` (a challenge is told through it).
    pub fn notifier(&self) -> &Notifier {
        &self.notifier
    }

    /// The server's store (accounts, ratings, the archive); its methods block, so a session
    /// calls them inside `tokio::task::spawn_blocking`.
    pub fn store(&self) -> Arc<dyn Store> {
        Arc::clone(&self.store)
    }
}

/// Opens the database in the server's folder `data`, importing the table files of a server
/// from before (`tables/`) on first start. Blocks.
pub fn open_store(data: &std::path::Path) -> Result<Arc<dyn Store>, ServeError> {
    std::fs::create_dir_all(data)
        .map_err(|e| ServeError::Store(StoreError::Open { file: data.to_path_buf(), cause: e.to_string() }))?;
    let store: Arc<dyn Store> = Arc::new(SqliteStore::open(&data.join(DATABASE)).map_err(ServeError::Store)?);
    import::tables(data, store.as_ref()).map_err(ServeError::Store)?;
    Ok(store)
}

/// A running server.
pub struct Server {
    /// The address it listens on (with the port chosen when 0 was asked for).
    pub addr: SocketAddr,
    /// The host key's SHA-256 fingerprint.
    pub fingerprint: String,
    /// The open connections.
    pub connections: Arc<Counter>,
    accepting: tokio::task::JoinHandle<()>,
    ticking: tokio::task::JoinHandle<()>,
}

impl Server {
    /// Stops accepting connections and the tables' clocks (open connections go on until
    /// they end).
    pub fn stop(&self) {
        self.accepting.abort();
        self.ticking.abort();
    }
}

/// Starts the server on the current tokio runtime.
pub async fn start(options: ServeOptions) -> Result<Server, ServeError> {
    // The files (host key, access list, the database) are read off the async threads.
    let (data, source, now) = (options.data.clone(), options.access.clone(), options.time.now());
    let (specs, think_cap, time) = (options.bots.clone(), options.think_cap, Arc::clone(&options.time));
    let notifier = Notifier::new(options.notify_cmd.clone());
    let told = notifier.clone();
    let files = tokio::task::spawn_blocking(move || -> Result<_, ServeError> {
        let key = host_key::load_or_create(&data).map_err(ServeError::HostKey)?;
        let access = Access::load(&source).map_err(ServeError::Access)?;
        let store = open_store(&data)?;
        let bots = bots::load(store.as_ref(), &specs, accounts::unix_now());
        let lobby =
            lobby::Lobby::new(Some(Arc::clone(&store)), now).with_bots(bots, think_cap, time).with_notifier(told);
        Ok((key, access, lobby, store))
    });
    let (key, access, lobby, store) = files.await.map_err(|e| ServeError::Runtime(std::io::Error::other(e)))??;
    let fingerprint = host_key::fingerprint(&key);
    let listener = listen(options.listen).map_err(|e| ServeError::Listen(options.listen, e))?;
    let addr = listener.local_addr().map_err(|e| ServeError::Listen(options.listen, e))?;
    let methods: &[russh::MethodKind] = match access {
        // No `none`: a client offers its keys (see `handler`).
        Access::Open => {
            &[russh::MethodKind::PublicKey, russh::MethodKind::KeyboardInteractive, russh::MethodKind::Password]
        }
        Access::Passwords(_) => &[russh::MethodKind::Password],
        Access::Keys(_) => &[russh::MethodKind::PublicKey],
    };
    let config = Arc::new(Config {
        keys: vec![key],
        methods: methods.into(),
        max_auth_attempts: 6,
        auth_rejection_time: Duration::from_secs(1),
        auth_rejection_time_initial: Some(Duration::ZERO),
        inactivity_timeout: Some(options.idle),
        keepalive_interval: Some(options.keepalive),
        keepalive_max: KEEPALIVE_MAX,
        nodelay: true,
        ..Config::default()
    });
    let shared = Arc::new(Shared {
        access,
        data: options.data.clone(),
        names: Arc::default(),
        methods: methods.into(),
        lobby: Arc::new(lobby),
        store,
        idle: options.idle,
        think_cap: options.think_cap,
        time: Arc::clone(&options.time),
        notifier,
        chat: Arc::default(),
        next_conn: std::sync::atomic::AtomicU64::new(1),
        per_account: PerAccount::new(options.max_per_account),
        failures: Failures::default(),
    });
    let connections = Counter::new(options.max_sessions, options.max_per_address);
    let rate = Rate::new(options.per_minute);
    let turns = correspondence::Turns::known(&shared.lobby);
    let ticking = tokio::spawn(tick(Arc::clone(&shared), Arc::clone(&options.time), turns));
    let accepting = tokio::spawn(accept(listener, config, shared, Arc::clone(&connections), rate));
    Ok(Server { addr, fingerprint, connections, accepting, ticking })
}

/// A listening socket on `addr` with a backlog of [`BACKLOG`] (and the address reusable at
/// once after a restart, as std's listener does).
fn listen(addr: SocketAddr) -> std::io::Result<TcpListener> {
    let socket = if addr.is_ipv4() { TcpSocket::new_v4()? } else { TcpSocket::new_v6()? };
    socket.set_reuseaddr(true)?;
    socket.bind(addr)?;
    socket.listen(BACKLOG)
}

/// Runs the server until the process is stopped, printing where it listens.
pub fn run(options: ServeOptions) -> Result<(), ServeError> {
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().map_err(ServeError::Runtime)?;
    runtime.block_on(async {
        let server = start(options).await?;
        // A reader of stdout that went away (`tactigon serve | head -1`) does not stop the server.
        let _ = writeln!(
            std::io::stdout(),
            "tactigon serve: listening on {}\nhost key fingerprint: {}\nplay with: ssh -p {} NAME@{}",
            server.addr,
            server.fingerprint,
            server.addr.port(),
            server.addr.ip()
        );
        let _ = server.accepting.await;
        Ok(())
    })
}

/// The server's clock: flags fall at every table, whether anyone watches it or not, a player
/// whose turn it became in a correspondence game is told (`--notify-cmd`, the lobby), and the
/// operator's chat mutes are read again now and then (the chat of closed tables freed then).
async fn tick(shared: Arc<Shared>, time: Arc<ServerTime>, mut turns: correspondence::Turns) {
    for n in 0u64.. {
        if n % MUTES_EVERY == 0 {
            let store = shared.store();
            match tokio::task::spawn_blocking(move || store.muted()).await {
                Ok(Ok(names)) => shared.chat.set_muted(names),
                Ok(Err(e)) => eprintln!("tactigon serve: the chat's mutes not read: {e}"),
                Err(_) => {}
            }
            shared.chat.free_closed(&shared.lobby, std::time::Instant::now());
        }
        tokio::time::sleep(CLOCK_TICK).await;
        shared.lobby.check(time.now());
        if turns.look(&shared.lobby, &shared.notifier) {
            shared.lobby.news();
        }
    }
}

async fn accept(
    listener: TcpListener,
    config: Arc<Config>,
    shared: Arc<Shared>,
    connections: Arc<Counter>,
    rate: Rate,
) {
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(_) => {
                // Out of file descriptors and the like: wait rather than spin.
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        // Over the limits: the connection is closed before any SSH is spoken. The rate counts
        // only connections let in, so that those refused for the other limits do not use up
        // the budget of the next ones.
        // An address paused after repeated failed logins is not even counted.
        if shared.failures.paused(peer.ip(), std::time::Instant::now()) {
            continue;
        }
        let Some(slot) = connections.enter(peer.ip()) else { continue };
        if !rate.allow(peer.ip(), std::time::Instant::now()) {
            continue;
        }
        // russh's `run_stream` leaves Nagle's algorithm on: a keystroke's frame would wait.
        let _ = stream.set_nodelay(true);
        let (config, shared) = (Arc::clone(&config), Arc::clone(&shared));
        tokio::spawn(async move {
            let _slot = slot;
            // A second handle on the socket, to cut a client that stopped reading even while
            // the SSH session waits on it.
            let Ok(socket) = stream.into_std().and_then(|s| s.try_clone().map(|c| (s, c))) else { return };
            let (socket, cutter) = socket;
            let Ok(stream) = tokio::net::TcpStream::from_std(socket) else { return };
            let (cut, authenticated) = (Arc::new(Notify::new()), Arc::new(Notify::new()));
            let conn = shared.next_conn.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let connection =
                handler::Connection::new(shared, conn, peer.ip(), Arc::clone(&cut), Arc::clone(&authenticated));
            let session = tokio::time::timeout(HANDSHAKE, russh::server::run_stream(config, stream, connection));
            let Ok(Ok(session)) = session.await else { return };
            // A client that has not logged in when the handshake time is up is cut off too.
            let too_slow = async {
                if tokio::time::timeout(HANDSHAKE, authenticated.notified()).await.is_ok() {
                    std::future::pending::<()>().await;
                }
            };
            tokio::select! {
                _ = session => {}
                () = cut.notified() => {
                    let _ = cutter.shutdown(std::net::Shutdown::Both);
                }
                () = too_slow => {
                    let _ = cutter.shutdown(std::net::Shutdown::Both);
                }
            }
        });
    }
}
