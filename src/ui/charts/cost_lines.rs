//! Cost against busy hours a week: a line per priced option, the person's hours, labelled
//! break-even points, and the band of hours where each cloud option is cheapest.

use super::{drawing, frame, legend, table, use_width};
use crate::advisor::cost::{curve_at, CostReport, Money, HOURS_PER_WEEK};
use crate::charts::lines::{self, hours, LineChart, BAND};
use crate::charts::svg::Svg;
use crate::charts::{c, clamp_width, FONT};
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct CostLinesProps {
    pub report: Rc<CostReport>,
}

fn svg(g: &LineChart) -> String {
    let (x0, y0, x1, y1) = g.plot;
    let by = g.band_y;
    let mut s = Svg::new("cost-lines", g.width, g.height);
    for t in &g.y_ticks {
        s.tag("line")
            .a("class", "grid")
            .n("x1", x0)
            .n("x2", x1)
            .n("y1", t.at)
            .n("y2", t.at)
            .end();
        s.label("tick y", x0 - 6.0, t.at + 4.0, &t.label);
    }
    for t in &g.x_ticks {
        s.label("tick", t.at, by + BAND + FONT + 2.0, &t.label);
    }
    s.label(
        "axis-title",
        (x0 + x1) / 2.0,
        g.height - 4.0,
        "Busy hours a week",
    );
    s.tag("path")
        .a("class", "axis")
        .a("d", &format!("M{} {}V{}H{}", c(x0), c(y0), c(y1), c(x1)))
        .end();
    // Which cloud option is cheapest, along the hours axis.
    for p in &g.band {
        s.tag("g")
            .a("class", "band-part")
            .a("data-target", p.target.slug())
            .open();
        s.tag("title").open().text(&p.summary).close("title");
        s.tag("rect")
            .a("class", &format!("fill-s{}", p.style))
            .n("x", p.x0)
            .n("y", by)
            .n("width", p.x1 - p.x0)
            .n("height", BAND)
            .end();
        if let Some(t) = &p.text {
            s.label("band-label", (p.x0 + p.x1) / 2.0, by + BAND - 4.0, t);
        }
        s.close("g");
    }
    // The person's hours (first label, a line through the plot), then the break-even labels
    // with a dotted leader down to their point.
    for (i, l) in g.labels.iter().enumerate() {
        let here = i == 0;
        s.tag("line")
            .a("class", if here { "lead here" } else { "lead" })
            .n("x1", l.anchor)
            .n("x2", l.anchor)
            .n("y1", l.y + 3.0)
            .n("y2", if here { y1 } else { y0 })
            .end();
        s.label(
            if here {
                "mark-label here"
            } else {
                "mark-label"
            },
            (l.x0 + l.x1) / 2.0,
            l.y,
            &l.text,
        );
    }
    for line in &g.series {
        s.tag("g")
            .a("data-testid", "cost-line")
            .a("data-target", line.target.slug())
            .a("data-points", &line.points.len().to_string())
            .open();
        s.tag("path")
            .a("class", &format!("line s{}", line.style))
            .a("d", &line.path)
            .end();
        s.label(
            "end-label",
            x1 + 5.0,
            line.end_y + 4.0,
            &line.rank.to_string(),
        );
        s.tag("circle")
            .a("class", &format!("point s{}", line.style))
            .n("cx", line.here.0)
            .n("cy", line.here.1)
            .a("r", "5")
            .a("tabindex", "0")
            .a("role", "img")
            .a("aria-label", &line.summary)
            .end();
        s.close("g");
    }
    for m in &g.marks {
        s.tag("circle")
            .a("class", "break-even")
            .a("data-testid", "break-even")
            .a("data-hours", &hours(m.hours))
            .n("cx", m.x)
            .n("cy", m.y)
            .a("r", "5")
            .a("tabindex", "0")
            .a("role", "img")
            .a("aria-label", &m.summary)
            .end();
    }
    s.finish()
}

#[component]
pub fn CostLines(props: &CostLinesProps) -> Html {
    let node = use_node_ref();
    let r = &props.report;
    let g = lines::layout(r, clamp_width(use_width(node.clone())));
    let markup = svg(&g);
    let entries: Vec<(f64, String, &str)> = g
        .series
        .iter()
        .map(|l| {
            (
                28.0,
                format!("<path class=\"line s{}\" d=\"M1 7H27\"/>", l.style),
                "",
            )
        })
        .collect();
    let names: Vec<String> = g
        .series
        .iter()
        .map(|l| format!("{}. {}", l.rank, l.target.name()))
        .collect();
    let entries: Vec<(f64, String, &str)> = entries
        .into_iter()
        .zip(&names)
        .map(|((w, swatch, _), name)| (w, swatch, name.as_str()))
        .collect();
    let yours = format!("{} h (yours)", hours(r.usage.hours));
    let rows: Vec<Vec<String>> = r
        .options
        .iter()
        .filter(|o| o.curve.len() >= 2)
        .map(|o| {
            let at = |h: f64| {
                curve_at(&o.curve, h)
                    .map(|v| Money::from_usd(v).to_string())
                    .unwrap_or_default()
            };
            vec![
                o.target.name().to_string(),
                at(0.0),
                at(r.usage.hours),
                at(HOURS_PER_WEEK),
            ]
        })
        .collect();
    let cheapest_now = r
        .cheapest
        .iter()
        .rev()
        .find(|(from, _)| *from <= r.usage.hours)
        .map(|(_, t)| {
            format!(
                " At your {} hours the cheapest cloud option is {}.",
                hours(r.usage.hours),
                t.name()
            )
        })
        .unwrap_or_default();
    let desc = format!(
        "Monthly cost as busy hours a week grow from 0 to 168, one line per priced option (numbered by rank), with your hours, the hours where two lines cross, and along the axis the cheapest cloud option.{cheapest_now}"
    );
    frame(
        "cost-lines",
        "Cost against busy hours",
        desc,
        html! { <>{ drawing(node, markup) }{ legend(&entries) }</> },
        table(
            "Monthly cost at 0 hours, at your hours and at 168 hours a week; each line is straight between its bends",
            &["Option", "0 h", &yours, "168 h"],
            &rows,
        ),
    )
}
