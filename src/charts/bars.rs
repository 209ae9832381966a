//! Monthly cost per option: one bar per option, stacked by kind of line item (compute while
//! busy, idle until it stops, always on, disk and network), with the Spot figure drawn
//! under it where that capacity is allowed. An option that cannot be priced is listed with the
//! reason, never drawn as zero. Names and figures are text beside each bar, so the list is its
//! own text alternative.

use super::pct;
use crate::advisor::bill::cost::CostReport;
use crate::advisor::bill::{Estimate, ItemKind};
use crate::advisor::facts::money::Money;
use crate::writer::Markup;

/// One stacked segment, in percent of the bar's width.
#[derive(Clone, Debug, PartialEq)]
pub struct Seg {
    pub kind: ItemKind,
    pub x: f64,
    pub w: f64,
    pub amount: Money,
}

/// One option's bar.
#[derive(Clone, Debug, PartialEq)]
pub struct Bar {
    pub segs: Vec<Seg>,
    pub total: Option<Money>,
    /// The figure with Spot nodes (at the Spot meter of the size and region), drawn as a line
    /// from 0 to it, in percent of the width; `None` where Spot does not apply or is not estimated.
    pub low: Option<(f64, f64)>,
}

/// Item kinds' classes, in [`ItemKind::ALL`] order.
const KIND: [&str; 4] = ["k0", "k1", "k2", "k3"];

/// The bars of `r`'s options, in its order, on one scale: the dearest figure spans the width.
pub fn layout(r: &CostReport) -> Vec<Bar> {
    let mut max = 1;
    for o in &r.options {
        max = max.max(o.monthly.total().map_or(0, |t| t.0));
        if let Some(Some(spot)) = o.spot {
            max = max.max(spot.0);
        }
    }
    let at = |cents: i64| cents as f64 * 100.0 / max as f64;
    let mut bars = Vec::new();
    for o in &r.options {
        let mut segs = Vec::new();
        if let Estimate::Priced { items, .. } = &o.monthly {
            let mut x = 0.0;
            for kind in ItemKind::ALL {
                let mut cents = 0;
                for i in items {
                    if i.kind == kind {
                        cents += i.amount.0;
                    }
                }
                if cents > 0 {
                    let w = at(cents);
                    segs.push(Seg {
                        kind,
                        x,
                        w,
                        amount: Money(cents),
                    });
                    x += w;
                }
            }
        }
        bars.push(Bar {
            segs,
            total: o.monthly.total(),
            low: o.spot.flatten().map(|spot| (0.0, at(spot.0))),
        });
    }
    bars
}

fn rect(w: &mut Markup, class: &str, x: f64, y: &str, width: f64, height: &str) {
    w.tag("rect")
        .a("class", class)
        .a("x", &pct(x))
        .a("y", y)
        .a("width", &pct(width))
        .a("height", height)
        .open()
        .close("rect");
}

/// The chart as markup: a legend of the kinds drawn, then one row per option.
pub fn chart(r: &CostReport) -> String {
    let bars = layout(r);
    let mut w = Markup::default();
    w.tag("figure")
        .a("class", "chart")
        .a("data-testid", "cost-bars")
        .open();
    w.element(
        "figcaption",
        "",
        "Monthly cost per option for the usage below, by what is billed",
    );
    // A legend of what is drawn; where nothing could be priced, the reasons say it all.
    if bars.iter().any(|b| !b.segs.is_empty() || b.low.is_some()) {
        w.tag("ul").a("class", "legend").open();
        for (k, kind) in ItemKind::ALL.iter().enumerate() {
            if bars.iter().any(|b| b.segs.iter().any(|s| s.kind == *kind)) {
                w.tag("li").open();
                w.tag("span").a("class", KIND[k]).open().close("span");
                w.text(kind.label_in(r.usage.llm.is_some())).close("li");
            }
        }
        if bars.iter().any(|b| b.low.is_some()) {
            w.tag("li").open();
            w.tag("span").a("class", "lp").open().close("span");
            w.text("With Spot nodes (at the Spot price)").close("li");
        }
        w.close("ul");
    }
    w.tag("ol").a("class", "bars").open();
    for (i, (o, b)) in r.options.iter().zip(&bars).enumerate() {
        w.tag("li")
            .a("class", if i == 0 { "bar-row best" } else { "bar-row" })
            .a("data-target", o.target.slug())
            .a("tabindex", "0")
            .open();
        w.element(
            "span",
            "bar-name",
            &format!("{}. {}", i + 1, o.target.name()),
        );
        if i == 0 {
            w.text(" ");
            w.element("span", "tag you", "Recommended");
        }
        match &o.monthly {
            Estimate::Priced { total, .. } => {
                w.element("span", "bar-total", &total.to_string());
                w.tag("svg")
                    .a("class", "bar")
                    .a("width", "100%")
                    .a("height", "20")
                    .a("aria-hidden", "true")
                    .open();
                let mut detail = String::new();
                for s in &b.segs {
                    let k = ItemKind::ALL.iter().position(|x| *x == s.kind).unwrap_or(0);
                    rect(&mut w, KIND[k], s.x, "0", s.w.max(0.4), "13");
                    detail.push_str(&format!(
                        "{} {}; ",
                        s.kind.label_in(r.usage.llm.is_some()),
                        s.amount
                    ));
                }
                if let (Some((lo, hi)), Some(Some(spot))) = (b.low, o.spot) {
                    rect(&mut w, "lp", lo, "15", (hi - lo).max(0.8), "4");
                    detail.push_str(&format!("with Spot nodes {spot}"));
                } else if o.spot == Some(None) {
                    detail.push_str("with Spot nodes: not estimated");
                }
                w.close("svg");
                w.element("span", "detail", detail.trim_end_matches("; "));
            }
            Estimate::NotEstimated { why } => {
                w.element("span", "bar-total", "Not estimated");
                w.element("span", "bar-why", why);
            }
        }
        w.close("li");
    }
    w.close("ol");
    w.close("figure");
    w.into_markup()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::charts::report_for as report;

    #[test]
    fn stacks_add_up_to_the_totals_on_one_scale() {
        for q in [
            "v=1&stage=train&mode=script&data=large&hours=40",
            "v=1&stage=train&mode=script&data=large&priority=low",
            "v=1&stage=deploy&serve=realtime&hours=60",
            "v=1&stage=explore&mode=notebook&hours=10",
            "v=1&stage=train&mode=script&existing=vm",
        ] {
            let r = report(q);
            let bars = layout(&r);
            let mut widest: f64 = 0.0;
            for (o, b) in r.options.iter().zip(&bars) {
                let sum: i64 = b.segs.iter().map(|s| s.amount.0).sum();
                match o.monthly.total() {
                    Some(t) => assert_eq!(sum, t.0, "{q}: {:?}", o.target),
                    None => assert!(b.segs.is_empty()),
                }
                for pair in b.segs.windows(2) {
                    assert!(
                        (pair[0].x + pair[0].w - pair[1].x).abs() < 1e-9,
                        "segments touch"
                    );
                }
                let end = b.segs.last().map_or(0.0, |s| s.x + s.w);
                widest = widest.max(end).max(b.low.map_or(0.0, |l| l.1));
                assert!(end <= 100.0 + 1e-9);
            }
            if r.options
                .iter()
                .any(|o| o.monthly.total().is_some_and(|t| t.0 > 0))
            {
                assert!(
                    (widest - 100.0).abs() < 1e-6,
                    "{q}: the dearest spans the width"
                );
            }
            let m = chart(&r);
            assert_eq!(m.matches("<li class=\"bar-row").count(), r.options.len());
        }
    }

    #[test]
    fn options_without_a_price_are_listed_with_the_reason() {
        let r = report("v=1&stage=train&mode=script&spark=yes&existing=databricks");
        let m = chart(&r);
        for o in &r.options {
            if let Estimate::NotEstimated { why } = &o.monthly {
                assert!(m.contains(&crate::writer::escape(why)), "{why}");
            }
        }
        assert!(m.contains("Not estimated"));
    }
}
