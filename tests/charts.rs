//! Chart geometry against the cost model: stacks add up to the totals, lines pass through the
//! exact breakpoints, break-even markers sit at the exact hours, ticks cover the range, and no
//! two labels overlap at the widths the page supports (a 320 px phone to a wide screen).
#![cfg(not(target_arch = "wasm32"))]

use aml_compute_advisor::advisor::cost::{self, CostReport, Estimate};
use aml_compute_advisor::advisor::{advise, share};
use aml_compute_advisor::charts::{self, bars, lines, matrix, overlaps, text_width, FONT};

const WIDTHS: [f64; 6] = [280.0, 320.0, 390.0, 600.0, 880.0, 960.0];

/// Answers and usage that exercise the charts: many options, idle tails, always-on nodes,
/// low-priority ranges, options that cannot be priced, several break-evens.
const QUERIES: [&str; 9] = [
    "stage=train&mode=script&data=large",
    "stage=explore&mode=notebook&hours=40",
    "stage=explore&mode=notebook&hours=2&idle=0",
    "stage=train&mode=script&gpu=single&preempt=ok&hours=100",
    "stage=sweep&minnodes=1&hours=20",
    "stage=deploy&serve=realtime&instances=5",
    "stage=deploy&serve=batch&hours=168",
    "stage=explore&spark=yes&existing=databricks",
    "stage=train&where=onprem&existing=kubernetes&hours=0",
];

fn report(query: &str) -> CostReport {
    let (shared, notices) = share::decode(query);
    assert!(notices.is_empty(), "{query}: {notices:?}");
    let advice = advise(&shared.answers);
    let s = advice.situation;
    let targets: Vec<_> = advice.ranked.iter().map(|o| o.target).collect();
    cost::report(&targets, &shared.usage.resolve(&s), &s)
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-6
}

/// A text box: `x0..x1` wide, one line of chart text tall above its baseline `y`.
fn text_box(x0: f64, x1: f64, baseline: f64) -> (f64, f64, f64, f64) {
    (x0, baseline - FONT, x1, baseline + 3.0)
}

#[test]
fn bar_stacks_add_up_to_the_totals_and_unpriced_options_are_not_drawn() {
    for q in QUERIES {
        let r = report(q);
        for w in WIDTHS {
            let b = bars::layout(&r, w);
            let priced = r
                .options
                .iter()
                .filter(|o| o.monthly.total().is_some())
                .count();
            assert_eq!(b.bars.len(), priced, "{q}");
            assert_eq!(b.bars.len() + b.unpriced.len(), r.options.len(), "{q}");
            for bar in &b.bars {
                let o = r
                    .options
                    .iter()
                    .find(|o| o.target == bar.target)
                    .expect("priced option");
                let Estimate::Priced { total, .. } = &o.monthly else {
                    panic!("{q}: a bar for an unpriced option");
                };
                assert_eq!(bar.total, *total, "{q}");
                let sum: i64 = bar.segments.iter().map(|s| s.amount.0).sum();
                assert_eq!(sum, total.0, "{q}: {:?}", bar.target);
                // Segments touch end to end from the axis, in pixels as in cents.
                let mut x = b.x0;
                for s in &bar.segments {
                    assert!(close(s.x, x) && s.w >= 0.0, "{q}: {:?}", bar.segments);
                    x += s.w;
                }
                assert!(x <= b.x1 + 1e-6, "{q}: bar past the plot");
                assert!(
                    bar.total_x + text_width(&bar.total.to_string()) <= w + 1e-6,
                    "{q} at {w}: total label cut off"
                );
                if let Some(l) = &bar.low {
                    assert!(l.from <= l.to && l.x0 <= l.x1 + 1e-9);
                    assert!(text_width(&l.label) <= w, "{q} at {w}: {}", l.label);
                }
            }
            for (t, why) in &b.unpriced {
                assert!(!why.is_empty(), "{t:?}");
                assert!(b.bars.iter().all(|bar| bar.target != *t));
            }
        }
    }
}

#[test]
fn bar_stacks_follow_kinds_generically() {
    // Any number of items of a kind add into one segment per kind, in kind order.
    let r = report("stage=explore&mode=notebook&hours=40");
    let ci = r
        .options
        .iter()
        .find(|o| o.target == aml_compute_advisor::advisor::catalog::Target::ComputeInstance)
        .expect("a compute instance option");
    let Estimate::Priced { items, .. } = &ci.monthly else {
        panic!("priced")
    };
    let stack = bars::stack(items);
    // Disk and load balancer are both Fixed: one segment holds both.
    let fixed: i64 = items
        .iter()
        .filter(|i| i.kind == cost::ItemKind::Fixed)
        .map(|i| i.amount.0)
        .sum();
    assert_eq!(
        stack
            .iter()
            .find(|(k, _)| *k == cost::ItemKind::Fixed)
            .map(|s| s.1 .0),
        Some(fixed)
    );
    let order: Vec<_> = stack
        .iter()
        .map(|s| cost::ItemKind::ALL.iter().position(|k| *k == s.0))
        .collect();
    assert!(order.windows(2).all(|w| w[0] < w[1]), "{order:?}");
}

#[test]
fn bar_ticks_cover_every_bar_and_labels_do_not_overlap() {
    for q in QUERIES {
        let r = report(q);
        for w in WIDTHS {
            let b = bars::layout(&r, w);
            let last = b.ticks.last().expect("ticks");
            let max = b
                .bars
                .iter()
                .map(|x| x.low.as_ref().map_or(x.total, |l| l.to.max(x.total)))
                .max();
            if let Some(m) = max {
                assert!(
                    last.value * 100.0 >= m.0 as f64 - 1e-6,
                    "{q}: ticks stop at {} under {m}",
                    last.value
                );
            }
            let boxes: Vec<_> = b
                .ticks
                .iter()
                .map(|t| {
                    let tw = text_width(&t.label);
                    text_box(t.at - tw / 2.0, t.at + tw / 2.0, b.height - 6.0)
                })
                .collect();
            for p in boxes.windows(2) {
                assert!(
                    !overlaps(p[0], p[1]),
                    "{q} at {w}: tick labels {:?}",
                    b.ticks
                );
            }
            for bar in &b.bars {
                assert!(
                    text_width(&bar.name) <= w,
                    "{q} at {w}: {} cut off",
                    bar.name
                );
            }
            // Rows never overlap: each name sits under the previous row's last line.
            for p in b.bars.windows(2) {
                let bottom = p[0].low.as_ref().map_or(p[0].y + bars::BAR, |l| l.label_y);
                assert!(p[1].name_y - FONT >= bottom, "{q} at {w}");
            }
        }
    }
}

#[test]
fn lines_pass_through_the_exact_breakpoints() {
    for q in QUERIES {
        let r = report(q);
        let l = lines::layout(&r, 640.0);
        let priced: Vec<_> = r.options.iter().filter(|o| o.curve.len() >= 2).collect();
        assert_eq!(l.series.len(), priced.len(), "{q}");
        let (x0, y0, x1, y1) = l.plot;
        let sx = charts::Scale::new((0.0, cost::HOURS_PER_WEEK), (x0, x1));
        let top = l.y_ticks.last().expect("y ticks").value;
        let sy = charts::Scale::new((0.0, top), (y1, y0));
        for (s, o) in l.series.iter().zip(&priced) {
            assert_eq!(s.target, o.target);
            assert_eq!(
                s.points.len(),
                o.curve.len(),
                "{q}: one point per breakpoint, no sampling"
            );
            for ((px, py), (h, usd)) in s.points.iter().zip(&o.curve) {
                assert!(close(*px, sx.at(*h)) && close(*py, sy.at(*usd)), "{q}");
                assert!(
                    *py >= y0 - 1e-6 && *py <= y1 + 1e-6,
                    "{q}: a line leaves the plot"
                );
            }
            assert!(s.path.starts_with('M') && s.path.matches('L').count() == o.curve.len() - 1);
        }
        // Ticks cover the range on both axes.
        assert!(l.x_ticks.first().map(|t| t.value) == Some(0.0));
        assert!(
            l.x_ticks
                .last()
                .is_some_and(|t| close(t.value, cost::HOURS_PER_WEEK)),
            "{q}: {:?}",
            l.x_ticks
        );
        let max = priced
            .iter()
            .flat_map(|o| o.curve.iter().map(|p| p.1))
            .fold(0.0, f64::max);
        assert!(top >= max, "{q}");
    }
}

#[test]
fn break_even_markers_sit_at_the_exact_hours() {
    let mut seen = 0;
    for q in QUERIES {
        let r = report(q);
        let l = lines::layout(&r, 640.0);
        assert_eq!(l.marks.len(), r.break_evens.len(), "{q}");
        let (x0, y0, x1, y1) = l.plot;
        let sx = charts::Scale::new((0.0, cost::HOURS_PER_WEEK), (x0, x1));
        let sy = charts::Scale::new((0.0, l.y_ticks.last().map_or(1.0, |t| t.value)), (y1, y0));
        for (m, b) in l.marks.iter().zip(&r.break_evens) {
            assert!(
                close(m.hours, b.hours)
                    && close(m.x, sx.at(b.hours))
                    && close(m.y, sy.at(b.monthly)),
                "{q}"
            );
            // The label names the hours and points at the marker.
            let label = &l.labels[m.label];
            assert_eq!(label.text, format!("{} h", lines::hours(b.hours)));
            assert!(close(label.anchor, m.x));
            assert!(
                m.summary.contains(b.cheaper_below.name())
                    && m.summary.contains(b.cheaper_above.name())
            );
            seen += 1;
        }
        // The person's hours are marked.
        assert!(close(l.here_x, sx.at(r.usage.hours)), "{q}");
        assert!(l.labels[0].text.starts_with("You: "));
    }
    assert!(seen >= 3, "the queries should cross somewhere: {seen}");
}

#[test]
fn cheapest_band_spans_the_week_in_order() {
    for q in QUERIES {
        let r = report(q);
        let l = lines::layout(&r, 390.0);
        assert_eq!(l.band.len(), r.cheapest.len(), "{q}");
        if let (Some(first), Some(last)) = (l.band.first(), l.band.last()) {
            assert!(
                close(first.from, 0.0) && close(last.to, cost::HOURS_PER_WEEK),
                "{q}"
            );
            assert!(l
                .band
                .windows(2)
                .all(|w| close(w[0].to, w[1].from) && w[0].target != w[1].target));
        }
        for (p, (from, t)) in l.band.iter().zip(&r.cheapest) {
            assert!(close(p.from, *from) && p.target == *t);
            if let Some(text) = &p.text {
                assert!(
                    text_width(text) <= p.x1 - p.x0,
                    "{q}: band label wider than its part"
                );
            }
        }
    }
}

#[test]
fn line_labels_never_overlap_at_supported_widths() {
    for q in QUERIES {
        let r = report(q);
        for w in WIDTHS {
            let l = lines::layout(&r, w);
            for (i, a) in l.labels.iter().enumerate() {
                assert!(
                    a.x0 >= -1e-6 && a.x1 <= w + 1e-6,
                    "{q} at {w}: {a:?} outside"
                );
                for b in &l.labels[i + 1..] {
                    assert!(
                        !overlaps(text_box(a.x0, a.x1, a.y), text_box(b.x0, b.x1, b.y)),
                        "{q} at {w}: {a:?} overlaps {b:?}"
                    );
                }
                assert!(
                    a.y + 3.0 <= l.plot.1,
                    "{q} at {w}: a label runs into the plot"
                );
            }
            let mut ends: Vec<f64> = l.series.iter().map(|s| s.end_y).collect();
            ends.sort_by(f64::total_cmp);
            assert!(
                ends.windows(2).all(|p| p[1] - p[0] >= FONT),
                "{q} at {w}: end labels {ends:?}"
            );
            for p in l.x_ticks.windows(2) {
                let (a, b) = (&p[0], &p[1]);
                assert!(
                    b.at - a.at >= (text_width(&a.label) + text_width(&b.label)) / 2.0,
                    "{q} at {w}: x ticks"
                );
            }
            for p in l.y_ticks.windows(2) {
                assert!(p[0].at - p[1].at >= FONT, "{q} at {w}: y ticks");
            }
            let left = l
                .y_ticks
                .iter()
                .map(|t| text_width(&t.label))
                .fold(0.0, f64::max);
            assert!(left <= l.plot.0, "{q} at {w}: y tick labels cut off");
            assert!(
                l.plot.2 + text_width("12") <= w,
                "{q} at {w}: end labels cut off"
            );
        }
    }
}

#[test]
fn matrix_cells_read_the_catalog_and_fit_at_supported_widths() {
    for q in QUERIES {
        let (shared, _) = share::decode(q);
        let advice = advise(&shared.answers);
        let r = report(q);
        let range = matrix::cost_range(&r.options);
        let mut names = Vec::new();
        let mut costs = Vec::new();
        for o in &advice.ranked {
            let cells = matrix::cells(
                o.target,
                r.options.iter().find(|c| c.target == o.target),
                range,
            );
            assert_eq!(cells.len(), matrix::Quality::ALL.len());
            let f = o.target.facts();
            assert_eq!(cells[1].source, Some(f.scale_to_zero.source));
            assert_eq!(
                cells[1].short,
                if f.scale_to_zero.value { "Yes" } else { "No" }
            );
            assert_eq!(cells[5].short, if f.gpu.value { "Yes" } else { "No" });
            assert!(cells.iter().all(|c| !c.fact.is_empty()));
            // Every start-up fact is read into a level; "Varies" only where the catalog says it depends.
            if cells[2].short == "Varies" {
                assert!(
                    f.startup.value.starts_with("As your"),
                    "{}",
                    f.startup.value
                );
            }
            names.push(format!("{}. {}", o.rank, o.name));
            costs.push(cells[0].short.clone());
            if r.options
                .iter()
                .any(|c| c.target == o.target && c.monthly.total() == Some(cost::Money(range.0)))
            {
                assert_eq!(
                    cells[0].level,
                    matrix::Level::Good,
                    "{q}: the cheapest is marked good"
                );
            }
        }
        for w in WIDTHS {
            let m = matrix::layout(&names, &costs, w);
            let right = m.columns.last().map_or(0.0, |c| c.x + c.w);
            assert!(
                right <= w + 1e-6,
                "{q} at {w}: matrix wider than the screen"
            );
            for c in &m.columns {
                assert!(2.0 * m.dot_r + 4.0 <= c.w, "{q} at {w}: dots touch");
                if !m.rotated {
                    for q in matrix::Quality::ALL {
                        assert!(text_width(q.label()) <= m.columns[1].w, "{q:?}");
                    }
                } else {
                    assert!(FONT + 2.0 <= c.w, "{q:?} at {w}: rotated headers touch");
                }
            }
            assert!(
                costs.iter().all(|t| text_width(t) <= m.columns[0].w),
                "{q} at {w}"
            );
            assert_eq!(m.names.len(), names.len());
            for (name, (name_y, dots)) in m.names.iter().zip(&m.rows) {
                if m.names_above {
                    assert!(
                        *name_y + 3.0 <= dots - m.dot_r,
                        "{q} at {w}: a name runs into its dots"
                    );
                    assert!(text_width(name) <= w, "{q} at {w}: {name} cut off");
                } else {
                    assert!(
                        text_width(name) <= m.columns[0].x,
                        "{q} at {w}: {name} runs into the cells"
                    );
                }
            }
            for p in m.rows.windows(2) {
                assert!(p[1].1 - p[0].1 >= m.row_h - 1e-6);
            }
        }
    }
}
