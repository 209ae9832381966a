//! Cost against busy hours a week (0 to 168): one line per priced option through the exact
//! breakpoints of its piecewise-linear curve (no sampling), the person's hours marked, each
//! break-even point labelled, and a band under the plot showing which option is cheapest where.
//!
//! The lines are drawn in a nested drawing stretched to the plot (hours × 10 across, cost in
//! thousandths of the axis down, whole numbers); everything with text is placed in percent of
//! the width and pixels down, so nothing is distorted at any width.

use super::{nice_ticks, pct, spread, text_pct, usd_tick};
use crate::advisor::catalog::Target;
use crate::advisor::cost::{curve_at, CostReport, Money, HOURS_PER_WEEK};
use crate::advisor::num::short;
use crate::writer::Markup;

/// The plot's left and right edges, in percent of the width: axis labels sit left of it, the
/// lines' rank numbers right of it.
pub const LEFT: f64 = 14.0;
pub const RIGHT: f64 = 94.0;
/// Height of a row of text, and of the plot, in pixels.
pub const LINE: f64 = 15.0;
pub const PLOT_H: f64 = 180.0;

/// The x of `hours`, in percent of the width.
pub fn x_of(hours: f64) -> f64 {
    LEFT + hours / HOURS_PER_WEEK * (RIGHT - LEFT)
}

/// A label above the plot: its text, its span in percent and its row.
#[derive(Clone, Debug, PartialEq)]
pub struct Label {
    pub text: String,
    pub x0: f64,
    pub x1: f64,
    pub row: usize,
}

/// One priced option's line.
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    /// The option's index in the report (its rank less one).
    pub index: usize,
    /// The `d` attribute in the stretched drawing: straight segments between the curve's exact
    /// breakpoints.
    pub path: String,
    /// The baseline of its rank number at the right end, moved apart from the others.
    pub end: f64,
    /// The y of its point at the person's hours.
    pub here: f64,
}

#[derive(Clone, Debug, PartialEq)]
pub struct LineChart {
    /// The cost axis's ticks, in dollars, from 0 to its top.
    pub ticks: Vec<f64>,
    /// The axis top, in dollars.
    pub top: f64,
    /// The plot's top and bottom, in pixels.
    pub y0: f64,
    pub y1: f64,
    pub series: Vec<Series>,
    /// Labels above the plot: the person's hours first, then one per distinct break-even.
    pub labels: Vec<Label>,
    /// Per break-even: its y and the index of its label.
    pub marks: Vec<(f64, usize)>,
}

/// Hours written short: "12.5", "40".
fn hours(h: f64) -> String {
    short(h, 1)
}

/// The index of the label `text` centred on `hours`, added in the first row where it overlaps
/// no other (a label already there is reused).
fn place(labels: &mut Vec<Label>, text: String, hours: f64) -> usize {
    if let Some(i) = labels.iter().position(|l| l.text == text) {
        return i;
    }
    let w = text_pct(&text);
    let x0 = (x_of(hours) - w / 2.0).min(100.0 - w).max(0.0);
    let x1 = x0 + w;
    let mut row = 0;
    while labels
        .iter()
        .any(|l| l.row == row && x1 + 1.0 > l.x0 && x0 < l.x1 + 1.0)
    {
        row += 1;
    }
    labels.push(Label { text, x0, x1, row });
    labels.len() - 1
}

/// Lays the chart out. Only options with a curve (a price) get a line.
pub fn layout(r: &CostReport) -> LineChart {
    let mut max: f64 = 0.0;
    for o in &r.options {
        for p in &o.curve {
            max = max.max(p.1);
        }
    }
    let ticks = nice_ticks(max, 5);
    let top = ticks.last().copied().unwrap_or(1.0);
    let mut labels = Vec::new();
    place(
        &mut labels,
        format!("You: {} h", hours(r.usage.hours)),
        r.usage.hours,
    );
    let mut marks = Vec::new();
    for b in &r.break_evens {
        marks.push((
            b.monthly,
            place(&mut labels, format!("{} h", hours(b.hours)), b.hours),
        ));
    }
    let rows = labels.iter().map(|l| l.row + 1).max().unwrap_or(0);
    let y0 = rows as f64 * LINE + 8.0;
    let y1 = y0 + PLOT_H;
    let y_of = |usd: f64| y1 - usd / top * PLOT_H;
    for m in &mut marks {
        m.0 = y_of(m.0);
    }
    let mut series = Vec::new();
    let mut ends = Vec::new();
    for (index, o) in r.options.iter().enumerate() {
        if o.curve.len() < 2 {
            continue;
        }
        let mut path = String::new();
        for (h, usd) in &o.curve {
            path.push(if path.is_empty() { 'M' } else { 'L' });
            path.push_str(&format!(
                "{} {}",
                (h * 10.0).round() as i64,
                (1000.0 - usd / top * 1000.0).round() as i64
            ));
        }
        ends.push(y_of(o.curve.last().map_or(0.0, |p| p.1)) + 4.0);
        series.push(Series {
            index,
            path,
            end: 0.0,
            here: y_of(curve_at(&o.curve, r.usage.hours).unwrap_or(0.0)),
        });
    }
    for (s, end) in series.iter_mut().zip(spread(&ends, LINE - 2.0, y0 + 4.0)) {
        s.end = end;
    }
    LineChart {
        ticks,
        top,
        y0,
        y1,
        series,
        labels,
        marks,
    }
}

/// Series classes by option index: stroke, text and fill colours from the same palette entry.
pub(super) const STROKE: [&str; 8] = ["s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7"];
pub(super) const TEXT: [&str; 8] = ["t0", "t1", "t2", "t3", "t4", "t5", "t6", "t7"];
pub(super) const FILL: [&str; 8] = ["f0", "f1", "f2", "f3", "f4", "f5", "f6", "f7"];

/// A focusable point with its figure as its name.
pub(super) fn point(w: &mut Markup, class: &str, x: f64, y: f64, title: &str) {
    w.tag("circle")
        .a("class", class)
        .a("cx", &pct(x))
        .a("cy", &short(y, 0))
        .a("r", "5")
        .a("tabindex", "0")
        .a("role", "img")
        .a("aria-label", title)
        .open();
    w.tag("title").open().text(title).close("title");
    w.close("circle");
}

pub(super) fn text(w: &mut Markup, class: &str, x: f64, y: f64, t: &str) {
    w.tag("text")
        .a("class", class)
        .a("x", &pct(x))
        .a("y", &short(y, 0))
        .open()
        .text(t)
        .close("text");
}

pub(super) fn line(w: &mut Markup, class: &str, x1: f64, x2: f64, y1: f64, y2: f64) {
    w.tag("line")
        .a("class", class)
        .a("x1", &pct(x1))
        .a("x2", &pct(x2))
        .a("y1", &short(y1, 0))
        .a("y2", &short(y2, 0))
        .open()
        .close("line");
}

/// The chart as markup, with a legend naming each line; the crossings in words follow it on the
/// page as its text alternative.
pub fn chart(r: &CostReport) -> String {
    let g = layout(r);
    let mut w = Markup::default();
    if g.series.is_empty() {
        return String::new();
    }
    let name = |t: Target| {
        let i = r.options.iter().position(|o| o.target == t).unwrap_or(0);
        format!("{}. {}", i + 1, t.name())
    };
    let band_y = g.y1 + 6.0;
    let axis_y = band_y + 12.0 + LINE;
    w.tag("figure")
        .a("class", "chart")
        .a("data-testid", "cost-lines")
        .open();
    w.element(
        "figcaption",
        "",
        "Monthly cost against busy hours a week; the band under the plot shows the cheapest option",
    );
    w.tag("svg")
        .a("class", "lines")
        .a("width", "100%")
        .a("height", &short(axis_y + LINE + 4.0, 0))
        .a("role", "group")
        .a("aria-label", "Cost against busy hours a week")
        .open();
    for v in &g.ticks {
        let y = g.y1 - v / g.top * PLOT_H;
        line(&mut w, "grid", LEFT, RIGHT, y, y);
        text(&mut w, "end", LEFT - 1.0, y + 4.0, &usd_tick(*v));
    }
    for d in 0..=7 {
        let h = f64::from(d) * 24.0;
        text(&mut w, "mid", x_of(h), axis_y, &hours(h));
    }
    text(
        &mut w,
        "mid",
        (LEFT + RIGHT) / 2.0,
        axis_y + LINE,
        "Busy hours a week",
    );
    // The lines, stretched to the plot.
    w.tag("svg")
        .a("x", &pct(LEFT))
        .a("y", &short(g.y0, 0))
        .a("width", &pct(RIGHT - LEFT))
        .a("height", &short(PLOT_H, 0))
        .a("viewBox", "0 0 1680 1000")
        .a("preserveAspectRatio", "none")
        .a("aria-hidden", "true")
        .open();
    for s in &g.series {
        w.tag("path")
            .a("class", STROKE[s.index % 8])
            .a("d", &s.path)
            .open()
            .close("path");
    }
    w.close("svg");
    let here = x_of(r.usage.hours);
    line(&mut w, "here", here, here, g.y0 - 4.0, g.y1);
    for (k, l) in g.labels.iter().enumerate() {
        let class = if k == 0 { "mid strong" } else { "mid" };
        text(
            &mut w,
            class,
            (l.x0 + l.x1) / 2.0,
            l.row as f64 * LINE + 12.0,
            &l.text,
        );
    }
    for s in &g.series {
        let o = &r.options[s.index];
        let class = TEXT[s.index % 8];
        text(
            &mut w,
            class,
            RIGHT + 1.0,
            s.end,
            &(s.index + 1).to_string(),
        );
        let at = Money::from_usd(curve_at(&o.curve, r.usage.hours).unwrap_or(0.0));
        let title = format!(
            "{}: {} a month at {} busy hours a week",
            name(o.target),
            o.monthly.total().unwrap_or(at),
            hours(r.usage.hours)
        );
        point(&mut w, &format!("pt {class}"), here, s.here, &title);
    }
    for (b, (y, _)) in r.break_evens.iter().zip(&g.marks) {
        let title = format!(
            "At {} busy hours a week {} and {} both cost {}",
            hours(b.hours),
            name(b.cheaper_below),
            name(b.cheaper_above),
            Money::from_usd(b.monthly)
        );
        point(&mut w, "be", x_of(b.hours), *y, &title);
    }
    for (k, (from, t)) in r.cheapest.iter().enumerate() {
        let to = r.cheapest.get(k + 1).map_or(HOURS_PER_WEEK, |n| n.0);
        let i = r.options.iter().position(|o| o.target == *t).unwrap_or(0);
        let (x0, x1) = (x_of(*from), x_of(to));
        w.tag("rect")
            .a("class", FILL[i % 8])
            .a("x", &pct(x0))
            .a("y", &short(band_y, 0))
            .a("width", &pct(x1 - x0))
            .a("height", "12")
            .open();
        let title = format!(
            "Cheapest from {} to {} h: {}",
            hours(*from),
            hours(to),
            name(*t)
        );
        w.tag("title").open().text(&title).close("title");
        w.close("rect");
        if x1 - x0 >= text_pct("10") {
            text(
                &mut w,
                "band mid",
                (x0 + x1) / 2.0,
                band_y + 10.0,
                &(i + 1).to_string(),
            );
        }
    }
    w.close("svg");
    w.tag("ul").a("class", "legend").open();
    for s in &g.series {
        w.tag("li").open();
        w.tag("span")
            .a("class", &format!("ln {}", STROKE[s.index % 8]))
            .open()
            .close("span");
        w.text(&name(r.options[s.index].target)).close("li");
    }
    w.close("ul");
    w.close("figure");
    w.into_markup()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::charts::report_for as report;

    const QUERIES: [&str; 5] = [
        "v=1&stage=train&mode=script&data=large&hours=40",
        "v=1&stage=train&mode=script&data=large&hours=2",
        "v=1&stage=explore&mode=notebook&hours=10",
        "v=1&stage=deploy&serve=realtime&hours=60",
        "v=1&stage=train&mode=script&gpu=several&hours=100",
    ];

    #[test]
    fn every_priced_option_has_a_line_through_its_exact_breakpoints() {
        for q in QUERIES {
            let r = report(q);
            let g = layout(&r);
            let priced = r.options.iter().filter(|o| o.curve.len() >= 2).count();
            assert_eq!(g.series.len(), priced, "{q}");
            for s in &g.series {
                let curve = &r.options[s.index].curve;
                assert_eq!(s.path.matches(['M', 'L']).count(), curve.len(), "{q}");
                let (h, usd) = curve.last().unwrap();
                assert!(s.path.ends_with(&format!(
                    "{} {}",
                    (h * 10.0).round() as i64,
                    (1000.0 - usd / g.top * 1000.0).round() as i64
                )));
            }
            assert!(
                g.top
                    >= r.options
                        .iter()
                        .flat_map(|o| o.curve.iter().map(|p| p.1))
                        .fold(0.0, f64::max)
            );
        }
    }

    #[test]
    fn break_even_marks_sit_at_the_exact_hours_and_labels_do_not_overlap() {
        let mut seen = 0;
        for q in QUERIES {
            let r = report(q);
            let g = layout(&r);
            let m = chart(&r);
            for b in &r.break_evens {
                seen += 1;
                let cx = format!("cx=\"{}\"", pct(x_of(b.hours)));
                assert!(m.contains(&cx), "{q}: {cx}");
                let y = g.y1 - b.monthly / g.top * PLOT_H;
                assert!(y >= g.y0 - 1e-9 && y <= g.y1 + 1e-9);
            }
            for (a, l) in g.labels.iter().enumerate() {
                assert!(l.x0 >= 0.0 && l.x1 <= 100.0 + 1e-9, "{q}: {l:?}");
                for k in g.labels.iter().skip(a + 1) {
                    assert!(
                        l.row != k.row || l.x1 <= k.x0 || k.x1 <= l.x0,
                        "{q}: {l:?} {k:?}"
                    );
                }
            }
            let mut ends: Vec<f64> = g.series.iter().map(|s| s.end).collect();
            ends.sort_by(f64::total_cmp);
            assert!(
                ends.windows(2).all(|p| p[1] - p[0] >= LINE - 2.0 - 1e-9),
                "{q}"
            );
            assert_eq!(m.matches("class=\"be\"").count(), r.break_evens.len());
        }
        assert!(seen > 0, "some query has a break-even");
    }

    #[test]
    fn the_band_covers_the_week_in_order() {
        let r = report(QUERIES[0]);
        assert!(!r.cheapest.is_empty());
        assert_eq!(r.cheapest[0].0, 0.0);
        let m = chart(&r);
        assert_eq!(m.matches("Cheapest from").count(), r.cheapest.len());
        assert!(m.contains("to 168 h: "));
    }
}
