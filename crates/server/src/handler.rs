//! One SSH connection as russh sees it: authentication against the access list (and, with
//! the server's store, the account the login comes to: see [`crate::accounts`]), and one
//! `session` channel with a pty and a shell. Everything else (exec, subsystems, environment,
//! X11 and agent forwarding, TCP and socket forwarding, a second channel) is refused.
//!
//! Under `--open` the `none` method is refused so that a client offers its keys (OpenSSH tries
//! `none` first, and would never show a key were it accepted); a client without a key comes
//! in by `keyboard-interactive` with no question asked (or any password), as a guest.

use super::Shared;
use super::accounts::{self, Admission};
use super::player::{self, Table};
use super::seats::Who;
use russh::keys::ssh_key::PublicKey;
use russh::server::{Auth, ChannelOpenHandle, Handler, Msg, Session};
use russh::{Channel, ChannelId};
use std::net::IpAddr;
use std::sync::Arc;
use std::time::Instant;
use tokio::sync::Notify;

/// A connection's state.
pub struct Connection {
    shared: Arc<Shared>,
    /// The user name the client authenticated as.
    user: String,
    /// The fingerprint of the key the client logged in with, if it used one.
    key: Option<String>,
    /// The connection's number.
    conn: u64,
    /// Whether the one session channel is open.
    opened: bool,
    /// Told when the connection must be cut.
    cut: Arc<Notify>,
    /// Told when the client has logged in.
    authenticated: Arc<Notify>,
    /// Who the login came to.
    admission: Admission,
    /// The client's address, paused after repeated failed logins.
    address: IpAddr,
    /// The account's games abandoned in the last day, newest first (see [`crate::cooling`]).
    abandoned: Vec<tactigon_store::Timestamp>,
}

impl Connection {
    /// A new connection, not yet authenticated.
    pub fn new(
        shared: Arc<Shared>,
        conn: u64,
        address: IpAddr,
        cut: Arc<Notify>,
        authenticated: Arc<Notify>,
    ) -> Connection {
        let (user, admission) = (String::new(), Admission::Unknown);
        let abandoned = Vec::new();
        Connection { shared, user, key: None, conn, opened: false, cut, authenticated, admission, address, abandoned }
    }

    /// Accepts `user` if `ok`, asking the store (off the async threads) whom the login comes to.
    async fn accepted(&mut self, user: &str, ok: bool) -> Auth {
        if !ok {
            self.shared.failures.failed(self.address, Instant::now());
            return self.retry();
        }
        self.user = user.to_string();
        let (shared, user, key) = (Arc::clone(&self.shared), user.to_string(), self.key.clone());
        let now = accounts::unix_now();
        let asked = move || {
            let admission = accounts::admit(&*shared.store(), &shared.access, &user, key.as_deref(), now);
            // An account's abandoned games, for its cooling-off; unreadable, none is held against it.
            let abandoned = match &admission {
                Admission::Account(a) => shared.store().abandoned(a.id, now - crate::cooling::SPAN).unwrap_or_default(),
                _ => Vec::new(),
            };
            (admission, abandoned)
        };
        (self.admission, self.abandoned) = tokio::task::spawn_blocking(asked)
            .await
            .unwrap_or_else(|e| (Admission::Refused(format!("your account could not be read ({e})")), Vec::new()));
        Auth::Accept
    }

    /// A rejection that leaves the client its other tries (russh would otherwise strike the
    /// method just tried off the list); the tries are counted and capped by russh.
    fn retry(&self) -> Auth {
        Auth::Reject { proceed_with_methods: Some(self.shared.methods.clone()), partial_success: false }
    }
}

impl Handler for Connection {
    type Error = russh::Error;

    async fn auth_none(&mut self, _: &str) -> Result<Auth, Self::Error> {
        Ok(self.retry())
    }

    async fn auth_keyboard_interactive<'a>(
        &'a mut self,
        user: &str,
        _: &str,
        _: Option<russh::server::Response<'a>>,
    ) -> Result<Auth, Self::Error> {
        let open = matches!(self.shared.access, super::access::Access::Open);
        Ok(self.accepted(user, open).await)
    }

    async fn auth_password(&mut self, user: &str, password: &str) -> Result<Auth, Self::Error> {
        let ok = self.shared.access.password(user, password);
        Ok(self.accepted(user, ok).await)
    }

    async fn auth_publickey_offered(&mut self, _: &str, key: &PublicKey) -> Result<Auth, Self::Error> {
        Ok(if self.shared.access.key(key) { Auth::Accept } else { self.retry() })
    }

    async fn auth_publickey(&mut self, user: &str, key: &PublicKey) -> Result<Auth, Self::Error> {
        let ok = self.shared.access.key(key);
        if ok {
            self.key = Some(super::access::key_id(key));
        }
        Ok(self.accepted(user, ok).await)
    }

    async fn auth_succeeded(&mut self, _: &mut Session) -> Result<(), Self::Error> {
        self.authenticated.notify_one();
        Ok(())
    }

    async fn channel_open_session(
        &mut self,
        channel: Channel<Msg>,
        reply: ChannelOpenHandle,
        _: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.opened {
            // Dropping the reply refuses the channel.
            return Ok(());
        }
        self.opened = true;
        reply.accept().await;
        let (read, write) = channel.split();
        let mut account_slot = None;
        let (base, account, notice) = match &self.admission {
            Admission::Refused(why) => {
                tokio::spawn(player::refuse(read, write, format!("tactigon: {why}\r\n")));
                return Ok(());
            }
            Admission::Account(a) => match self.shared.per_account.enter(a.id.0) {
                Some(slot) => {
                    account_slot = Some(slot);
                    (a.name.clone(), Some(a.clone()), None)
                }
                None => {
                    let max = self.shared.per_account.max();
                    let why = format!(
                        "tactigon: the account {} has as many sessions open as allowed ({max}): close one first\r\n",
                        a.name
                    );
                    tokio::spawn(player::refuse(read, write, why));
                    return Ok(());
                }
            },
            Admission::Guest(name, notice) => (name.clone(), None, notice.clone()),
            Admission::Unknown => (self.user.clone(), None, None),
        };
        let id = account.as_ref().map(|a| a.id);
        let name = self.shared.names.claim(&base);
        let table = Table {
            folder: self.shared.data.join("players").join(&name.text),
            think_cap: self.shared.think_cap,
            idle: self.shared.idle,
            cut: Arc::clone(&self.cut),
            lobby: Arc::clone(&self.shared.lobby),
            time: Arc::clone(&self.shared.time),
            account,
            notice,
            store: Some(self.shared.store()),
            abandoned: self.abandoned.clone(),
            chat: Arc::clone(&self.shared.chat),
            who: Who {
                name: name.text.clone(),
                user: super::names::clean(&base),
                key: self.key.clone(),
                account: id,
                conn: self.conn,
            },
        };
        tokio::spawn(async move {
            // The account's place is given back when the session ends.
            let _slot = account_slot;
            player::play(read, write, name, table).await;
        });
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    async fn pty_request(
        &mut self,
        channel: ChannelId,
        _: &str,
        _: u32,
        _: u32,
        _: u32,
        _: u32,
        _: &[(russh::Pty, u32)],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_success(channel)
    }

    async fn shell_request(&mut self, channel: ChannelId, session: &mut Session) -> Result<(), Self::Error> {
        session.channel_success(channel)
    }

    async fn exec_request(&mut self, channel: ChannelId, _: &[u8], session: &mut Session) -> Result<(), Self::Error> {
        session.channel_failure(channel)
    }

    async fn subsystem_request(
        &mut self,
        channel: ChannelId,
        _: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)
    }

    async fn env_request(
        &mut self,
        channel: ChannelId,
        _: &str,
        _: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)
    }

    async fn x11_request(
        &mut self,
        channel: ChannelId,
        _: bool,
        _: &str,
        _: &str,
        _: u32,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)
    }
}
