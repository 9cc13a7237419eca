//! Words shared by every game's messages, so that one count reads the same everywhere.

/// `1 turn`, `2 turns`: moves of one side (plies), as players count them. The one unit every
/// message counting moves uses (the no-capture limit, a game's length, a puzzle's depth).
pub fn turns(n: usize) -> String {
    if n == 1 { "1 turn".into() } else { format!("{n} turns") }
}

#[cfg(test)]
mod tests {
    use super::turns;

    #[test]
    fn one_turn_is_singular_and_others_plural() {
        assert_eq!(turns(1), "1 turn");
        assert_eq!(turns(0), "0 turns");
        assert_eq!(turns(100), "100 turns");
    }
}
