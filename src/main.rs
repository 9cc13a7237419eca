fn main() {
    if let Err(e) = tactigon::cli::parse().and_then(tactigon::cli::run) {
        eprintln!("tactigon: {e}");
        std::process::exit(2);
    }
}
