//! Monthly cost per option: bars stacked by what is paid for, the recommended option marked, the
//! low-priority range under the bar, and the options that cannot be priced listed with the reason.

use super::{drawing, frame, legend, raw, table, use_width};
use crate::advisor::cost::CostReport;
use crate::advisor::prices;
use crate::charts::bars::{self, kind_class, BarChart, BAR};
use crate::charts::svg::Svg;
use crate::charts::{c, clamp_width};
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct CostBarsProps {
    pub report: Rc<CostReport>,
}

fn svg(g: &BarChart) -> String {
    let mut s = Svg::new("cost-bars", g.width, g.height);
    // Patterns tell the kinds apart without colour: stripes for the idle tail, dots for disk
    // and network.
    s.raw(concat!(
        "<defs><pattern id=\"pat-k1\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">",
        "<rect class=\"k1-bg\" width=\"6\" height=\"6\"/><line class=\"pat\" x1=\"1\" y1=\"0\" x2=\"1\" y2=\"6\"/></pattern>",
        "<pattern id=\"pat-k3\" width=\"5\" height=\"5\" patternUnits=\"userSpaceOnUse\">",
        "<rect class=\"k3-bg\" width=\"5\" height=\"5\"/><circle class=\"pat-dot\" cx=\"2.5\" cy=\"2.5\" r=\"1.2\"/></pattern></defs>"
    ));
    let axis_y = g.height - 22.0;
    for t in &g.ticks {
        s.tag("line")
            .a("class", "grid")
            .n("x1", t.at)
            .n("x2", t.at)
            .n("y1", 0.0)
            .n("y2", axis_y)
            .end();
        s.label("tick", t.at, g.height - 6.0, &t.label);
    }
    for b in &g.bars {
        s.tag("g")
            .a("class", if b.rank == 1 { "bar best" } else { "bar" })
            .a("tabindex", "0")
            .a("role", "img")
            .a("aria-label", &b.summary)
            .a("data-testid", "cost-bar")
            .a("data-target", b.target.slug())
            .a("data-total-usd", &b.total.plain())
            .open();
        s.label("name", 0.0, b.name_y, &b.name);
        if b.rank == 1 {
            // The recommended option's bar is outlined, besides its name saying so.
            s.tag("rect")
                .a("class", "outline")
                .n("x", g.x0 - 2.0)
                .n("y", b.y - 2.0)
                .n("width", b.total_x - 6.0 - g.x0 + 4.0)
                .n("height", BAR + 4.0)
                .end();
        }
        for seg in &b.segments {
            s.tag("rect")
                .a("class", &format!("seg {}", kind_class(seg.kind)))
                .n("x", seg.x)
                .n("y", b.y)
                .n("width", seg.w)
                .n("height", BAR)
                .end();
        }
        s.label("value", b.total_x, b.y + BAR - 5.0, &b.total.to_string());
        if let Some(l) = &b.low {
            s.tag("path")
                .a("class", "low")
                .a(
                    "d",
                    &format!("M{} {}v-4v8v-4H{}v-4v8", c(l.x0), c(l.y), c(l.x1)),
                )
                .end();
            s.label("low-label", 0.0, l.label_y, &l.label);
        }
        s.close("g");
    }
    s.finish()
}

#[component]
pub fn CostBars(props: &CostBarsProps) -> Html {
    let node = use_node_ref();
    let g = bars::layout(&props.report, clamp_width(use_width(node.clone())));
    let r = &props.report;
    let mut entries: Vec<(f64, String, &str)> = g
        .kinds
        .iter()
        .map(|k| {
            (
                14.0,
                format!(
                    "<rect class=\"seg {}\" width=\"14\" height=\"14\"/>",
                    kind_class(*k)
                ),
                k.label(),
            )
        })
        .collect();
    if g.bars.iter().any(|b| b.low.is_some()) {
        entries.push((
            14.0,
            "<path class=\"low\" d=\"M1 7h12M1 3v8M13 3v8\"/>".into(),
            "Low priority / Spot range",
        ));
    }
    let mut unpriced = Svg::default();
    if !g.unpriced.is_empty() {
        unpriced
            .tag("ul")
            .a("class", "unpriced")
            .a("data-testid", "unpriced")
            .open();
        for (t, why) in &g.unpriced {
            unpriced.tag("li").a("data-target", t.slug()).open();
            unpriced.element("strong", "", t.name());
            unpriced.text(": not estimated. ").text(why).close("li");
        }
        unpriced.close("ul");
    }
    let mut head = vec!["Option", "Per month"];
    head.extend(g.kinds.iter().map(|k| k.label()));
    head.push("Low priority / Spot");
    let rows: Vec<Vec<String>> = g
        .bars
        .iter()
        .map(|b| {
            let mut row = vec![b.name.clone(), b.total.to_string()];
            row.extend(g.kinds.iter().map(|k| {
                b.segments
                    .iter()
                    .find(|s| s.kind == *k)
                    .map(|s| s.amount.to_string())
                    .unwrap_or_default()
            }));
            row.push(b.low.as_ref().map(|l| l.label.clone()).unwrap_or_default());
            row
        })
        .chain(
            g.unpriced
                .iter()
                .map(|(t, why)| vec![t.name().to_string(), format!("Not estimated: {why}")]),
        )
        .collect();
    let desc = format!(
        "What each option costs a month at {} busy hours a week on {} in {}, split by what is paid for. Focus a bar for its figures.",
        crate::charts::lines::hours(r.usage.hours),
        r.usage.vm.name,
        prices::region_label(r.region_name)
    );
    frame(
        "cost-bars",
        "Monthly cost per option",
        desc,
        html! { <>{ drawing(node, svg(&g)) }{ legend(&entries) }{ raw(unpriced.into_markup()) }</> },
        table("Monthly cost by what is paid for, USD", &head, &rows),
    )
}
