//! The `tactigon` command line: every command of the program, over the library crates.

pub mod cli;
