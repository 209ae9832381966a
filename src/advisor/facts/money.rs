//! Money as the page shows it: whole US cents, written in the one money format (`num::usd`),
//! and micro-dollars rounded to cents. A fact every floor reads (the model table's prices, the
//! bills, the documents), so it sits with the numbers, below all of them.

use serde::Serialize;

/// Whole US cents.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Money(pub i64);

impl Money {
    pub fn from_usd(usd: f64) -> Money {
        Money((usd * 100.0).round() as i64)
    }

    /// "1234.56": the form of `data-monthly-usd` and exports.
    pub fn plain(self) -> String {
        format!("{}.{:02}", self.0 / 100, self.0.rem_euclid(100))
    }
}

impl std::fmt::Display for Money {
    /// "$1,234.56".
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The one money format (`num::usd`); whole cents, so no decimal is lost.
        f.write_str(&super::num::usd(self.0 as f64 / 100.0, 2))
    }
}

impl Serialize for Money {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.plain())
    }
}

/// Micro-dollars as cents, rounded.
pub fn money_micro(micro: u64) -> Money {
    Money(((micro + 5_000) / 10_000) as i64)
}
