use clap::Parser;
use tactigon::cli::{Cli, run};

fn main() {
    if let Err(message) = run(Cli::parse()) {
        eprintln!("tactigon: {message}");
        std::process::exit(2);
    }
}
