//! Every integration test in one test binary (one link instead of one per file), one module
//! per area: `rules_*` the rules engine, `hex_grid` the geometry, `bots_*` and `eval_props` the
//! computer players, `record` the game-record format, `cli` the command line as a user runs
//! it, `tui_*` the terminal game driven through its update function.

mod common;
mod tui_support;

mod analysis;
mod bots_arena;
mod bots_legal;
mod bots_spec;
mod bots_tactics;
mod cli;
mod cli_terminal;
mod escaping;
mod eval_props;
mod fuzz_checks;
mod fuzz_props;
mod hex_grid;
mod puzzles;
mod record;
mod record_generic;
mod record_strict;
mod resign;
mod rules_board;
mod rules_combat;
mod rules_differential;
mod rules_movement;
mod rules_notation;
mod rules_outcome;
mod rules_perft;
mod rules_props;
mod serve;
mod serve_online;
mod serve_parts;
mod serve_screens;
mod serve_shared;
mod serve_tables;
mod storage_writes;
mod taacoca_cli;
mod taacoca_notation;
mod taacoca_perft;
mod taacoca_props;
mod taacoca_reference;
mod taacoca_rules;
mod tui_analysis;
mod tui_app;
mod tui_ascii;
mod tui_cursor;
mod tui_effects;
mod tui_game_over;
mod tui_keymap;
mod tui_looks;
mod tui_match_runner;
mod tui_panels;
mod tui_props;
mod tui_puzzles;
mod tui_records;
mod tui_safety;
mod tui_settings;
mod tui_snapshots;
mod tui_styles;
mod tui_taacoca;
mod tui_tutorial;
mod tui_warnings;
mod tui_wrap;
mod tutorial_lessons;
