//! Cost against busy hours a week (0 to 168): one line per priced option through the exact
//! breakpoints of its piecewise-linear curve (no sampling), the person's hours marked, each
//! break-even point labelled, and a band under the plot showing which option is cheapest where.
//!
//! The lines are drawn in a nested drawing stretched to the plot (hours × 10 across, cost in
//! thousandths of the axis down, whole numbers); everything with text is placed in percent of
//! the width and pixels down, so nothing is distorted at any width.

use super::{
    coinciding, left_of, legend_item, nice_ticks, pct, place, spread, text_pct, Label, Unit,
    COARSE, FINE, ROW,
};
use super::{plot_top, row_y, DESCENT};
use crate::advisor::bill::cost::{curve_at, CostReport};
use crate::advisor::bill::HOURS_PER_WEEK;
use crate::advisor::facts::catalog::Target;
use crate::advisor::facts::money::Money;
use crate::advisor::facts::num::short;
use crate::writer::Markup;

/// Height of a row of text, and of the plot, in pixels.
pub const LINE: f64 = ROW;
pub const PLOT_H: f64 = 180.0;
/// Lines closer than this share of the cost axis everywhere are drawn and labelled as one.
pub const NEAR: f64 = 0.025;

/// One priced option's line.
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    /// The option's index in the report (its rank less one).
    pub index: usize,
    /// The `d` attribute in the stretched drawing: straight segments between the curve's exact
    /// breakpoints.
    pub path: String,
    /// The y of its point at the person's hours.
    pub here: f64,
    /// How many lines of its group are drawn over it: each is drawn wider than the next, so
    /// lines that coincide show every colour and dash pattern.
    pub under: usize,
}

/// Lines that coincide, labelled once at their right end ("1" or "1, 2").
#[derive(Clone, Debug, PartialEq)]
pub struct Group {
    /// The options' indices in the report, in rank order.
    pub members: Vec<usize>,
    pub label: String,
    /// The label's baseline, moved apart from the others.
    pub end: f64,
}

/// The end label of lines `members` (indices in the report): their rank numbers.
pub(super) fn group_label(members: &[usize]) -> String {
    let mut s = String::new();
    for (k, i) in members.iter().enumerate() {
        if k > 0 {
            s.push_str(", ");
        }
        s.push_str(&(i + 1).to_string());
    }
    s
}

/// The legend's words for lines `members`: "1. Compute cluster", or "1. Compute cluster and 2.
/// Serverless compute (one line: about the same cost)".
pub(super) fn group_words(r: &CostReport, members: &[usize]) -> String {
    let mut s = String::new();
    for (k, i) in members.iter().enumerate() {
        if k > 0 {
            s.push_str(if k + 1 == members.len() {
                " and "
            } else {
                ", "
            });
        }
        s.push_str(&format!("{}. {}", i + 1, r.options[*i].target.name()));
    }
    if members.len() > 1 {
        s.push_str(" (one line: about the same cost)");
    }
    s
}

/// Where the plot ends, in percent: left of the widest end label at the narrowest width.
pub(super) fn right_of(groups: &[Group]) -> f64 {
    100.0
        - 2.0
        - groups
            .iter()
            .map(|g| text_pct(&g.label))
            .fold(0.0, f64::max)
}

#[derive(Clone, Debug, PartialEq)]
pub struct LineChart {
    /// The plot's left and right edges, in percent of the width: the cost axis's labels sit
    /// left of it, the lines' end labels right of it, each as wide as its widest text.
    pub left: f64,
    pub right: f64,
    /// The cost axis's ticks, in dollars, from 0 to its top, and their one unit.
    pub ticks: Vec<f64>,
    pub unit: Unit,
    /// The axis top, in dollars.
    pub top: f64,
    /// The hours written under the plot, with their class: `FINE` ticks show on wide screens
    /// only, `COARSE` ones on narrow screens only.
    pub hour_ticks: Vec<(f64, &'static str)>,
    /// The plot's top and bottom, in pixels.
    pub y0: f64,
    pub y1: f64,
    pub series: Vec<Series>,
    pub groups: Vec<Group>,
    /// Labels above the plot: the person's hours first, then one per distinct break-even.
    pub labels: Vec<Label>,
    /// Per break-even: its y and the index of its label.
    pub marks: Vec<(f64, usize)>,
}

impl LineChart {
    /// The x of `hours`, in percent of the width.
    pub fn x(&self, hours: f64) -> f64 {
        self.left + hours / HOURS_PER_WEEK * (self.right - self.left)
    }
}

/// Hours written short: "12.5", "40".
fn hours(h: f64) -> String {
    short(h, 1)
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
    let unit = Unit::usd(&ticks);
    let left = left_of(&ticks.iter().map(|v| unit.tick(*v)).collect::<Vec<_>>());
    let priced: Vec<usize> = (0..r.options.len())
        .filter(|i| r.options[*i].curve.len() >= 2)
        .collect();
    let curves: Vec<&[(f64, f64)]> = priced.iter().map(|i| &r.options[*i].curve[..]).collect();
    let mut groups: Vec<Group> = coinciding(&curves, top * NEAR)
        .into_iter()
        .map(|g| {
            let members: Vec<usize> = g.iter().map(|k| priced[*k]).collect();
            Group {
                label: group_label(&members),
                members,
                end: 0.0,
            }
        })
        .collect();
    let right = right_of(&groups).min(100.0 - text_pct("168") / 2.0 - 0.5);
    let mut g = LineChart {
        left,
        right,
        ticks,
        unit,
        top,
        hour_ticks: Vec::new(),
        y0: 0.0,
        y1: 0.0,
        series: Vec::new(),
        groups: Vec::new(),
        labels: Vec::new(),
        marks: Vec::new(),
    };
    // Every day's hours where they fit apart at the narrowest width; else every 56 hours on
    // narrow screens and every day from `WIDE` up (the stylesheet shows one set or the other).
    let fits = (right - left) * 24.0 / HOURS_PER_WEEK >= text_pct("168") + 1.0;
    let days = (0..8).map(|d| f64::from(d) * 24.0);
    g.hour_ticks = if fits {
        days.map(|h| (h, "")).collect()
    } else {
        let mut t: Vec<(f64, &'static str)> = days
            .map(|h| (h, if h == 0.0 || h == 168.0 { "" } else { FINE }))
            .collect();
        t.insert(3, (56.0, COARSE));
        t.insert(6, (112.0, COARSE));
        t
    };
    let mut labels = Vec::new();
    place(
        &mut labels,
        format!("You: {} h", hours(r.usage.hours)),
        g.x(r.usage.hours),
    );
    let mut marks = Vec::new();
    for b in &r.break_evens {
        marks.push((
            b.monthly,
            place(&mut labels, format!("{} h", hours(b.hours)), g.x(b.hours)),
        ));
    }
    let rows = labels.iter().map(|l| l.row + 1).max().unwrap_or(0);
    let y0 = plot_top(rows);
    let y1 = y0 + PLOT_H;
    let y_of = |usd: f64| y1 - usd / top * PLOT_H;
    for m in &mut marks {
        m.0 = y_of(m.0);
    }
    let mut series = Vec::new();
    for gr in &groups {
        for (k, &index) in gr.members.iter().enumerate() {
            let o = &r.options[index];
            let mut path = String::new();
            for (h, usd) in &o.curve {
                path.push(if path.is_empty() { 'M' } else { 'L' });
                path.push_str(&format!(
                    "{} {}",
                    (h * 10.0).round() as i64,
                    (1000.0 - usd / top * 1000.0).round() as i64
                ));
            }
            series.push(Series {
                index,
                path,
                here: y_of(curve_at(&o.curve, r.usage.hours).unwrap_or(0.0)),
                under: gr.members.len() - 1 - k,
            });
        }
    }
    // Drawn in rank order, the wider lines of a group first.
    crate::advisor::facts::num::sort_small(&mut series, |a, b| {
        (a.under > b.under) || (a.under == b.under && a.index < b.index)
    });
    let ends: Vec<f64> = groups
        .iter()
        .map(|gr| y_of(r.options[gr.members[0]].curve.last().map_or(0.0, |p| p.1)) + 4.0)
        .collect();
    for (gr, end) in groups
        .iter_mut()
        .zip(spread(&ends, ROW, y0 + 4.0, y1 + 4.0))
    {
        gr.end = end;
    }
    g.y0 = y0;
    g.y1 = y1;
    g.series = series;
    g.groups = groups;
    g.labels = labels;
    g.marks = marks;
    g
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

/// The chart as markup, with a legend naming each line (lines that coincide once, together),
/// the person's hours and the crossings; the crossings in words follow it on the page as its
/// text alternative.
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
        .a("height", &short(axis_y + LINE + DESCENT + 2.0, 0))
        .a("role", "group")
        .a("aria-label", "Cost against busy hours a week")
        .open();
    for v in &g.ticks {
        let y = g.y1 - v / g.top * PLOT_H;
        line(&mut w, "grid", g.left, g.right, y, y);
        text(&mut w, "end", g.left - 1.0, y + 4.0, &g.unit.tick(*v));
    }
    for (h, class) in &g.hour_ticks {
        let class = if class.is_empty() {
            "mid".to_string()
        } else {
            format!("mid {class}")
        };
        text(&mut w, &class, g.x(*h), axis_y, &hours(*h));
    }
    text(
        &mut w,
        "mid",
        (g.left + g.right) / 2.0,
        axis_y + LINE,
        "Busy hours a week",
    );
    // The lines, stretched to the plot.
    w.tag("svg")
        .a("x", &pct(g.left))
        .a("y", &short(g.y0, 0))
        .a("width", &pct(g.right - g.left))
        .a("height", &short(PLOT_H, 0))
        .a("viewBox", "0 0 1680 1000")
        .a("preserveAspectRatio", "none")
        .a("aria-hidden", "true")
        .open();
    for s in &g.series {
        let class = match s.under {
            0 => STROKE[s.index % 8].to_string(),
            n => format!("{} u{}", STROKE[s.index % 8], n.min(3)),
        };
        w.tag("path")
            .a("class", &class)
            .a("d", &s.path)
            .open()
            .close("path");
    }
    w.close("svg");
    let here = g.x(r.usage.hours);
    line(&mut w, "here", here, here, g.y0 - 4.0, g.y1);
    for (k, l) in g.labels.iter().enumerate() {
        let class = if k == 0 { "mid strong you" } else { "mid" };
        text(&mut w, class, (l.x0 + l.x1) / 2.0, row_y(l.row), &l.text);
    }
    for gr in &g.groups {
        text(
            &mut w,
            TEXT[gr.members[0] % 8],
            g.right + 1.0,
            gr.end,
            &gr.label,
        );
    }
    for s in &g.series {
        let o = &r.options[s.index];
        let at = Money::from_usd(curve_at(&o.curve, r.usage.hours).unwrap_or(0.0));
        let title = format!(
            "{}: {} a month at {} busy hours a week",
            name(o.target),
            o.monthly.total().unwrap_or(at),
            hours(r.usage.hours)
        );
        point(
            &mut w,
            &format!("pt {}", TEXT[s.index % 8]),
            here,
            s.here,
            &title,
        );
    }
    for (b, (y, _)) in r.break_evens.iter().zip(&g.marks) {
        let title = format!(
            "At {} busy hours a week {} and {} both cost {}",
            hours(b.hours),
            name(b.cheaper_below),
            name(b.cheaper_above),
            Money::from_usd(b.monthly)
        );
        point(&mut w, "be", g.x(b.hours), *y, &title);
    }
    for (k, (from, t)) in r.cheapest.iter().enumerate() {
        let to = r.cheapest.get(k + 1).map_or(HOURS_PER_WEEK, |n| n.0);
        let i = r.options.iter().position(|o| o.target == *t).unwrap_or(0);
        let (x0, x1) = (g.x(*from), g.x(to));
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
    for gr in &g.groups {
        let keys: Vec<&str> = gr.members.iter().map(|i| STROKE[i % 8]).collect();
        legend_item(&mut w, &keys, &group_words(r, &gr.members));
    }
    legend_item(
        &mut w,
        &["here"],
        &format!("You: {} busy hours a week", hours(r.usage.hours)),
    );
    if !r.break_evens.is_empty() {
        legend_item(&mut w, &["be"], "Two options cost the same");
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
                let cx = format!("cx=\"{}\"", pct(g.x(b.hours)));
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
            let mut ends: Vec<f64> = g.groups.iter().map(|s| s.end).collect();
            ends.sort_by(f64::total_cmp);
            assert!(ends.windows(2).all(|p| p[1] - p[0] >= ROW - 1e-9), "{q}");
            assert!(ends.iter().all(|e| *e >= g.y0 && *e <= g.y1 + 4.0), "{q}");
            assert_eq!(m.matches("aria-label=\"At ").count(), r.break_evens.len());
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
