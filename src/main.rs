use clap::Parser;
use tactigon::cli::{Cli, run};

fn main() {
    let cli = Cli::parse();
    let result = match cli.command {
        Some(command) => run(command),
        None => {
            let pos = tactigon::rules::Position::start(tactigon::rules::Board::standard(), Default::default());
            println!("{pos}\n\nThe terminal game is coming; for now try `tactigon --help`.");
            Ok(())
        }
    };
    if let Err(message) = result {
        eprintln!("tactigon: {message}");
        std::process::exit(2);
    }
}
