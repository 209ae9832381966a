//! A plan's monthly bill stacked by workload: one bar the width of the total, a segment per
//! priced workload in its order and series colour, a legend naming them, and a table (the text
//! alternative: each workload's monthly figure and share of the total, what is not estimated,
//! the total a month and a year). Only existing classes: the series colours (`s0`…`s7`, cycled)
//! on `.bar` rects, `.legend`, `.table-wrap` and `.cost-table` with `.num` cells, so a 390 px
//! screen shows a bar, a wrapped legend and a three-column table.

use super::pct;
use crate::advisor::documents::plan::Bill;
use crate::advisor::facts::money::Money;
use crate::writer::Markup;

/// Series colours a chart has (`--s0` … `--s7`); workloads past them reuse them in order.
pub const SERIES: usize = 8;

/// One workload's segment of the bar, in percent of its width.
#[derive(Clone, Debug, PartialEq)]
pub struct Seg {
    /// The workload (index into the bill's workloads, from 0).
    pub workload: usize,
    pub x: f64,
    pub w: f64,
    pub amount: Money,
}

/// The segments of the priced workloads that cost something, in the plan's order, side by
/// side: together they span the width (nothing where the total is zero).
pub fn layout(b: &Bill) -> Vec<Seg> {
    let cents: Vec<(usize, i64)> = b
        .workloads
        .iter()
        .enumerate()
        .filter_map(|(i, w)| w.monthly_usd.map(|m| (i, Money::from_usd(m).0)))
        .filter(|(_, c)| *c > 0)
        .collect();
    let total: i64 = cents.iter().map(|(_, c)| c).sum();
    let mut x = 0.0;
    let mut segs = Vec::new();
    for (i, c) in cents {
        let w = c as f64 * 100.0 / total as f64;
        segs.push(Seg {
            workload: i,
            x,
            w,
            amount: Money(c),
        });
        x += w;
    }
    segs
}

/// The series class of workload `i`.
fn series(i: usize) -> String {
    format!("s{}", i % SERIES)
}

/// The chart as markup, with its table.
pub fn stacked(b: &Bill) -> String {
    let segs = layout(b);
    let total = Money::from_usd(b.monthly_usd);
    let mut w = Markup::default();
    w.tag("figure")
        .a("class", "chart plan-chart")
        .a("data-testid", "plan-bars")
        .open();
    w.element(
        "figcaption",
        "",
        &format!("The project's bill, {total} a month, by workload"),
    );
    if !segs.is_empty() {
        // Drawn for the eye; the table below says the same in words and figures.
        w.tag("svg")
            .a("class", "bar")
            .a("width", "100%")
            .a("height", "20")
            .a("aria-hidden", "true")
            .open();
        for s in &segs {
            w.tag("rect")
                .a("class", &series(s.workload))
                .a("x", &pct(s.x))
                .a("y", "0")
                .a("width", &pct(s.w.max(0.4)))
                .a("height", "16")
                .open()
                .close("rect");
        }
        w.close("svg");
        w.tag("ul")
            .a("class", "legend")
            .a("aria-hidden", "true")
            .open();
        for s in &segs {
            let name = b.workloads.get(s.workload).map_or("", |x| x.name.as_str());
            w.tag("li").open();
            w.tag("span")
                .a("class", &series(s.workload))
                .open()
                .close("span");
            w.text(&format!("{}. {name}", s.workload + 1));
            w.close("li");
        }
        w.close("ul");
    }
    w.tag("div").a("class", "table-wrap").open();
    w.tag("table").a("class", "cost-table").open();
    w.element(
        "caption",
        "",
        "Each workload's monthly cost and share of the total",
    );
    w.tag("thead").open().tag("tr").open();
    for (h, class) in [("Workload", ""), ("A month", "num"), ("Share", "num")] {
        w.tag("th").a("scope", "col");
        if !class.is_empty() {
            w.a("class", class);
        }
        w.open().text(h);
        w.close("th");
    }
    w.close("tr");
    w.close("thead");
    w.tag("tbody").open();
    for (i, x) in b.workloads.iter().enumerate() {
        w.tag("tr").open();
        w.tag("th")
            .a("scope", "row")
            .open()
            .text(&format!("{}. {}", i + 1, x.name));
        w.close("th");
        let (money, share) = match x.monthly_usd {
            Some(m) => (
                Money::from_usd(m).to_string(),
                format!("{}%", b.share_of(i)),
            ),
            None => ("Not estimated".to_string(), "–".to_string()),
        };
        w.element("td", "num", &money);
        w.element("td", "num", &share);
        w.close("tr");
    }
    w.close("tbody");
    w.tag("tfoot").open().tag("tr").open();
    w.tag("th").a("scope", "row").open().text("Total");
    w.close("th");
    w.element("td", "num", &format!("{total} a month"));
    w.element(
        "td",
        "num",
        &format!("{} a year", Money::from_usd(b.yearly_usd)),
    );
    w.close("tr");
    w.close("tfoot");
    w.close("table");
    w.close("div");
    if !b.not_estimated.is_empty() {
        w.element(
            "p",
            "hint",
            "Workloads not estimated are left out of the total and the bar.",
        );
    }
    w.close("figure");
    w.into_markup()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::advisor::documents::plan;

    fn bill(q: &str) -> Bill {
        plan::bill(&plan::decode(q).0)
    }

    #[test]
    fn segments_add_up_to_the_total_side_by_side() {
        let b = bill("v=1&1.stage=explore&1.mode=notebook&1.people=4&2.stage=train&2.gpu=single&3.stage=deploy&3.serve=realtime&4.stage=explore&4.existing=vm&4.where=cloud");
        let segs = layout(&b);
        let sum: i64 = segs.iter().map(|s| s.amount.0).sum();
        assert_eq!(sum, Money::from_usd(b.monthly_usd).0);
        for pair in segs.windows(2) {
            assert!((pair[0].x + pair[0].w - pair[1].x).abs() < 1e-9);
        }
        let end = segs.last().map_or(0.0, |s| s.x + s.w);
        assert!((end - 100.0).abs() < 1e-6);
        let m = stacked(&b);
        // Every workload is a row of the table, priced or not.
        assert_eq!(
            m.matches("<th scope=\"row\">").count(),
            b.workloads.len() + 1
        );
        assert!(m.contains("a year</td>"));
    }

    #[test]
    fn names_are_escaped_and_the_unpriced_said() {
        let b = bill("v=1&1.name=%3Cb%3EA%26B%3C%2Fb%3E&1.stage=train&2.stage=train&2.spark=yes&2.existing=databricks&2.mode=script");
        let m = stacked(&b);
        assert!(!m.contains("<b>"));
        assert!(m.contains("&lt;b&gt;A&amp;B&lt;/b&gt;"));
        if !b.not_estimated.is_empty() {
            assert!(m.contains("Not estimated"));
        }
    }
}
