fn main() {
    if let Err(e) = tactigon::cli::parse().and_then(tactigon::cli::run) {
        // Every quote of input is escaped where it is made; this keeps the line one line even
        // for text no message quotes on purpose (an operating system's error, say).
        eprintln!("tactigon: {}", tactigon_core::escape::Escaped(&e.to_string()));
        std::process::exit(2);
    }
}
