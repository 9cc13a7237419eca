use clap::Parser;
use clap::error::ErrorKind;
use tactigon::cli::{Cli, run};

fn main() {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) => e.exit(),
        Err(e) => {
            // clap's report spans several lines; its first paragraph says what is wrong.
            let text = e.to_string();
            let what: Vec<&str> = text.lines().take_while(|l| !l.trim().is_empty()).map(str::trim).collect();
            eprintln!("tactigon: {} (see tactigon --help)", what.join(" ").trim_start_matches("error: "));
            std::process::exit(2);
        }
    };
    if let Err(message) = run(cli) {
        eprintln!("tactigon: {message}");
        std::process::exit(2);
    }
}
