//! The tradeoffs at a glance: the ranked options against the qualities people trade, one dot per
//! fact from the catalog, as a table (so it is its own text alternative). Each cell holds the
//! fact in words and its numbered source, shown where the cell has focus or the pointer; the
//! arrow keys move between cells (`ui::actions`).

use crate::advisor::bill::cost::CostReport;
use crate::advisor::bill::{Estimate, OptionCost};
use crate::advisor::facts::catalog::Target;
use crate::advisor::facts::money::Money;
use crate::advisor::ranking::qualities::{self, Side};
use crate::advisor::{Advice, Situation, Source};
use crate::writer::{Markup, Refs};

/// The qualities, in column order, with their column headings.
pub const QUALITIES: [&str; 8] = [
    "Cost a month",
    "Scales to zero",
    "Start-up",
    "Who manages it",
    "Several nodes",
    "GPUs",
    "Notebooks",
    "Interruptible",
];

/// How well an option does on a quality, from the person's side: less to pay, wait or run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    Good,
    Fair,
    Poor,
    /// No figure (a cost that cannot be estimated).
    Unknown,
    /// Not a tradeoff for this kind of option or these answers (a per-token model's GPUs).
    Moot,
}

impl Level {
    fn class(self) -> &'static str {
        match self {
            Level::Good => "lv-good",
            Level::Fair => "lv-fair",
            Level::Poor => "lv-poor",
            Level::Unknown => "lv-none",
            Level::Moot => "lv-moot",
        }
    }
}

/// One cell: its level, a short value, the fact in words and where it comes from.
#[derive(Clone, Debug, PartialEq)]
pub struct Cell {
    pub level: Level,
    pub short: String,
    pub fact: String,
    pub source: Option<Source>,
}

/// A cost for a cell, in the one money format ([`Money`]'s: "$23.01", "$1,234.50").
pub fn usd_short(cents: i64) -> String {
    Money(cents).to_string()
}

/// The cells of one option in `s`, in [`QUALITIES`] order: its cost, then what
/// [`qualities::said`] says of it (the cards and the summary read the same). `range` is the
/// cheapest and dearest priced total among the options shown, in cents.
pub fn cells(
    target: Target,
    s: &Situation,
    cost: Option<&OptionCost>,
    range: (i64, i64),
) -> Vec<Cell> {
    let cost_cell = match cost.map(|c| &c.monthly) {
        Some(Estimate::Priced { total, .. }) => {
            let (lo, hi) = range;
            // Thirds of the span between the cheapest and the dearest option shown.
            let third = (total.0 - lo) * 3 / (hi - lo).max(1);
            // Not `clamp`: its panic for reversed bounds costs the page code.
            #[allow(clippy::manual_clamp)]
            let level = [Level::Good, Level::Fair, Level::Poor][third.max(0).min(2) as usize];
            Cell {
                level,
                short: usd_short(total.0),
                fact: format!("{total} a month for the usage below."),
                source: None,
            }
        }
        Some(Estimate::NotEstimated { why }) => Cell {
            level: Level::Unknown,
            short: "Not estimated".into(),
            fact: why.clone(),
            source: None,
        },
        None => Cell {
            level: Level::Unknown,
            short: "Not priced".into(),
            fact: "No price for this option.".into(),
            source: None,
        },
    };
    let mut out = vec![cost_cell];
    for q in qualities::all(target, s, cost) {
        out.push(Cell {
            level: match q.side {
                Side::Good => Level::Good,
                Side::Fair => Level::Fair,
                Side::Poor => Level::Poor,
                Side::Moot => Level::Moot,
            },
            short: q.short.into(),
            fact: q.words.into(),
            source: Some(q.source),
        });
    }
    out
}

/// The cheapest and dearest priced total among `costs`, in cents ((0, 0) with none).
pub fn cost_range(costs: &[OptionCost]) -> (i64, i64) {
    let totals = costs.iter().filter_map(|c| c.monthly.total()).map(|m| m.0);
    (totals.clone().min().unwrap_or(0), totals.max().unwrap_or(0))
}

/// The table: one row per ranked option, best first. Cell `r`-`c` has the id `g-r-c`; the first
/// cell is the table's one tab stop.
pub fn table(a: &Advice, r: &CostReport, refs: &mut Refs) -> String {
    let mut w = Markup::default();
    let range = cost_range(&r.options);
    w.tag("div").a("class", "glance-wrap").open();
    w.tag("table")
        .a("class", "glance")
        .a("data-testid", "glance")
        .open();
    w.element(
        "caption",
        "",
        "At a glance: a full dot is the better side of each tradeoff; a dash, no tradeoff for that kind of option or your answers. Focus a cell for the fact and its source; arrow keys move.",
    );
    w.tag("thead").open().tag("tr").open();
    w.tag("th")
        .a("scope", "col")
        .open()
        .text("Option")
        .close("th");
    for q in QUALITIES {
        w.tag("th").a("scope", "col").open();
        w.element("span", "", q);
        w.close("th");
    }
    w.close("tr");
    w.close("thead");
    w.tag("tbody").open();
    for (ri, o) in a.ranked.iter().enumerate() {
        let cost = r.options.iter().find(|c| c.target == o.target);
        w.tag("tr").a("data-target", o.target.slug()).open();
        w.tag("th")
            .a("scope", "row")
            .open()
            .text(&format!("{}. {}", ri + 1, o.name))
            .close("th");
        for (ci, cell) in cells(o.target, &a.situation, cost, range)
            .into_iter()
            .enumerate()
        {
            w.tag("td")
                .a("id", &format!("g-{ri}-{ci}"))
                .a("class", cell.level.class())
                .a("tabindex", if ri + ci == 0 { "0" } else { "-1" })
                .open();
            w.tag("span")
                .a("class", "dot")
                .a("aria-hidden", "true")
                .open()
                .close("span");
            if ci == 0 {
                w.tag("span")
                    .a("class", "usd")
                    .a("aria-hidden", "true")
                    .open()
                    .text(&cell.short)
                    .close("span");
            }
            w.tag("span").a("class", "fact").open();
            w.element("strong", "", &format!("{}: {}.", QUALITIES[ci], cell.short));
            w.text(" ").text(&cell.fact);
            if let Some(s) = cell.source {
                refs.cite_as(&mut w, s, false);
            }
            w.close("span");
            w.close("td");
        }
        w.close("tr");
    }
    w.close("tbody");
    w.close("table");
    // Where a cell's fact shows (static/style.css), below the table so that it covers no text;
    // the cells hold the facts for screen readers.
    w.tag("p")
        .a("class", "fact-hint")
        .a("aria-hidden", "true")
        .open()
        .text("Focus or point at a cell: its fact and source show here.")
        .close("p");
    w.close("div");
    w.into_markup()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::advisor::{advise, link::share};

    #[test]
    fn every_cell_says_what_the_cards_and_the_summary_read() {
        for (i, q) in qualities::Quality::ALL.into_iter().enumerate() {
            assert_eq!(QUALITIES[i + 1], q.label());
        }
        for query in [
            "stage=train&mode=script&preempt=no",
            "stage=deploy&model=catalog&llm=llama-3.3-70b-instruct",
            "stage=deploy&model=finetune&llm=gpt-4.1-mini",
        ] {
            let (shared, _) = share::decode(query);
            let a = advise(&shared.answers);
            let r = a.costs(&shared.usage.resolve(&a.situation));
            for o in &r.options {
                let c = cells(o.target, &a.situation, Some(o), cost_range(&r.options));
                assert_eq!(c.len(), QUALITIES.len());
                for (cell, q) in c[1..]
                    .iter()
                    .zip(qualities::all(o.target, &a.situation, Some(o)))
                {
                    assert_eq!(
                        (cell.short.as_str(), cell.fact.as_str()),
                        (q.short, q.words)
                    );
                    assert_eq!(cell.source, Some(q.source));
                }
                assert!(c.iter().all(|c| c.short != "n/a"), "{query}");
            }
        }
    }

    #[test]
    fn the_cheapest_option_has_a_full_cost_dot_and_the_dearest_an_empty_one() {
        let (shared, _) = share::decode("v=1&stage=train&mode=script&data=large&hours=40");
        let a = advise(&shared.answers);
        let r = a.costs(&shared.usage.resolve(&a.situation));
        let range = cost_range(&r.options);
        assert!(range.1 > range.0);
        for o in &r.options {
            let c = &cells(o.target, &a.situation, Some(o), range)[0];
            match o.monthly.total() {
                Some(t) if t.0 == range.0 => assert_eq!(c.level, Level::Good),
                Some(t) if t.0 == range.1 => assert_eq!(c.level, Level::Poor),
                Some(_) => assert_ne!(c.level, Level::Unknown),
                None => assert_eq!(c.level, Level::Unknown),
            }
        }
        let mut refs = Refs::default();
        let m = table(&a, &r, &mut refs);
        assert_eq!(m.matches("<tr data-target").count(), a.ranked.len());
        assert_eq!(m.matches("tabindex=\"0\"").count(), 1, "one tab stop");
        assert!(m.contains("id=\"g-0-0\""));
        assert!(m.contains("href=\"#src-1\""), "facts cite numbered sources");
    }

    #[test]
    fn short_costs() {
        assert_eq!(usd_short(2301), "$23.01");
        assert_eq!(usd_short(40), "$0.40");
        assert_eq!(usd_short(64167), "$641.67");
        assert_eq!(usd_short(123_456), "$1,234.56");
    }
}
