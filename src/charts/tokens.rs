//! Cost against tokens a month, for serving a catalog model: the standard deployment's line (per
//! token, from its hosting fee if fine-tuned), provisioned throughput's staircase (the PTUs the
//! same traffic needs as it grows, in the model's increments), the lines of Batch or Flex
//! processing for work nobody waits on, and managed compute's flat line (its GPUs bill the
//! month whatever the volume), the person's volume marked and named, a legend, and where
//! per-token billing stops being the cheapest, in words under it. Every option keeps
//! the traffic's shape (its mix of input and output, its peak) as the volume grows.

use super::lines::{group_label, group_words, line, point, right_of, text, Group, LINE, NEAR};
use super::lines::{PLOT_H, STROKE, TEXT};
use super::{coinciding, left_of, legend_item, nice_ticks, place, spread, text_pct, value_at};
use super::{plot_top, row_y, Unit, FINE, MIN_WIDTH, ROW, WIDE};
use crate::advisor::bill::cost::{self, CostReport};
use crate::advisor::bill::{finetune, HOURS_PER_MONTH};
use crate::advisor::facts::catalog::Target;
use crate::advisor::facts::money::Money;
use crate::advisor::facts::num::{self, short};
use crate::advisor::facts::traffic::Traffic;
use crate::writer::Markup;

/// Samples of a staircase across the axis.
const STEPS: usize = 48;

/// The traffic scaled to `factor` times its volume, same shape.
fn scaled(t: &Traffic, factor: f64) -> Traffic {
    match t.monthly {
        Some((i, o)) => Traffic {
            monthly: Some((
                (f64::from(i) * factor) as u32,
                (f64::from(o) * factor) as u32,
            )),
            ..*t
        },
        None => Traffic {
            requests: (f64::from(t.requests) * factor).max(1.0) as u32,
            ..*t
        },
    }
}

/// One option's cost as the volume grows: points (thousands of tokens, dollars).
struct Curve {
    index: usize,
    points: Vec<(f64, f64)>,
}

/// The chart and its words, or nothing without a priced standard deployment.
pub fn chart(r: &CostReport) -> String {
    let u = &r.usage;
    let Some(l) = u.llm else {
        return String::new();
    };
    let index = |t| r.options.iter().position(|o| o.target == t);
    let Some(std) = index(Target::StandardDeployment) else {
        return String::new();
    };
    let Some(bill) = r.options[std].monthly.total() else {
        return String::new();
    };
    let volume = (u.tokens_in_k + u.tokens_out_k) as f64;
    if volume <= 0.0 {
        return String::new();
    }
    // The hosting fee of a fine-tuned model bills whatever the volume.
    let fixed = if u.finetuned {
        finetune::hosting(l).map_or(0.0, |h| f64::from(h.0) / 100.0 * HOURS_PER_MONTH)
    } else {
        0.0
    };
    let slope = (bill.0 as f64 / 100.0 - fixed) / volume;
    let crossing = cost::token_crossing(&r.options, &r.routes, u);
    let gpu = index(Target::ManagedOnlineEndpoint).filter(|_| crossing.is_some());
    let ptu =
        index(Target::ProvisionedThroughput).filter(|i| r.options[*i].monthly.total().is_some());
    // The axis reaches past the person's volume and past where another option crosses.
    let ptu_monthly = |factor: f64| {
        crate::advisor::bill::route::ptu_at(u, &scaled(&u.traffic, factor))
            .map(|p| p.monthly_micro as f64 / 1e6)
    };
    let mut x_max = volume * 2.0;
    if let Some((_, k, _)) = crossing {
        x_max = x_max.max(k as f64 * 1.3);
    }
    if ptu.is_some() {
        // Where the fewest PTUs cost what the tokens do, if within reach.
        if let Some(p) = ptu_monthly(1.0) {
            x_max = x_max.max(((p - fixed) / slope.max(1e-12) * 1.3).min(volume * 50.0));
        }
    }
    let mut xt = nice_ticks(x_max, 4);
    let x_top = *xt.last().unwrap_or(&1.0);
    let mut curves = vec![Curve {
        index: std,
        points: vec![(0.0, fixed), (x_top, fixed + slope * x_top)],
    }];
    if let Some(i) = ptu {
        let mut points = Vec::new();
        let mut last: Option<f64> = None;
        for s in 0..=STEPS {
            let k = x_top * s as f64 / STEPS as f64;
            let Some(p) = ptu_monthly((k / volume).max(1e-9)) else {
                continue;
            };
            // A step up is drawn as a step: along, then up.
            if let Some(prev) = last.filter(|prev| *prev != p) {
                points.push((k, prev));
            }
            points.push((k, p));
            last = Some(p);
        }
        curves.push(Curve { index: i, points });
    }
    // Work nobody waits on: Batch or Flex processing, per token like the standard deployment.
    for t in [Target::BatchDeployment, Target::FlexProcessing] {
        if let Some((i, b)) = index(t).and_then(|i| r.options[i].monthly.total().map(|b| (i, b))) {
            let per_k = b.0 as f64 / 100.0 / volume;
            curves.push(Curve {
                index: i,
                points: vec![(0.0, 0.0), (x_top, per_k * x_top)],
            });
        }
    }
    if let (Some(i), Some((g, _, _))) = (gpu, crossing) {
        let usd = g.0 as f64 / 100.0;
        curves.push(Curve {
            index: i,
            points: vec![(0.0, usd), (x_top, usd)],
        });
    }
    // The cost axis shows every option at the person's volume and a little beyond, not the far
    // end of a steep line.
    let at = |c: &Curve, k: f64| {
        c.points.windows(2).find(|p| p[1].0 >= k).map_or(0.0, |p| {
            let ((k0, u0), (k1, u1)) = (p[0], p[1]);
            if k1 == k0 {
                u1
            } else {
                u0 + (u1 - u0) * (k - k0) / (k1 - k0)
            }
        })
    };
    let mut y_max: f64 = fixed + slope * volume * 1.5;
    for c in &curves[1..] {
        y_max = y_max.max(at(c, volume) * 1.2);
    }
    // The legend and the points in rank order.
    num::sort_small(&mut curves, |a, b| a.index < b.index);
    let ticks = nice_ticks(y_max, 4);
    let top = *ticks.last().unwrap_or(&1.0);
    let unit = Unit::usd(&ticks);
    let left = left_of(&ticks.iter().map(|v| unit.tick(*v)).collect::<Vec<_>>());
    // Lines that coincide in the plot are labelled once.
    let clipped: Vec<Vec<(f64, f64)>> = curves
        .iter()
        .map(|c| c.points.iter().map(|(k, u)| (*k, u.min(top))).collect())
        .collect();
    let refs: Vec<&[(f64, f64)]> = clipped.iter().map(|c| &c[..]).collect();
    let mut groups: Vec<Group> = coinciding(&refs, top * NEAR)
        .into_iter()
        .map(|g| {
            let members: Vec<usize> = g.iter().map(|k| curves[*k].index).collect();
            Group {
                label: group_label(&members),
                members,
                end: 0.0,
            }
        })
        .collect();
    // Fewer tokens ticks where they would not fit apart at the narrowest width; the last one,
    // centred on the plot's right edge, stays within the chart.
    let mut xunit = Unit::tokens(&xt);
    let last = text_pct(&xunit.tick(x_top));
    let right = right_of(&groups).min(100.0 - last / 2.0 - 0.5);
    let x = |k: f64| left + k / x_top * (right - left);
    // The ticks left out on narrow screens show from `WIDE` up where they fit apart there.
    let all = xt.clone();
    for stride in [2, xt.len().max(2) - 1] {
        let widest = xt
            .iter()
            .map(|k| text_pct(&xunit.tick(*k)))
            .fold(0.0, f64::max);
        if (right - left) / (xt.len().max(2) - 1) as f64 >= widest + 1.0 {
            break;
        }
        if (xt.len() - 1) % stride == 0 {
            xt = xt.iter().step_by(stride).copied().collect();
            xunit = Unit::tokens(&xt);
        }
    }
    let all_unit = Unit::tokens(&all);
    let all_widest = all
        .iter()
        .map(|k| text_pct(&all_unit.tick(*k)))
        .fold(0.0, f64::max);
    let fine: Vec<f64> = if all.len() > xt.len()
        && (right - left) / (all.len().max(2) - 1) as f64 * WIDE / MIN_WIDTH >= all_widest + 1.0
        && all_unit == xunit
    {
        all.iter().filter(|k| !xt.contains(k)).copied().collect()
    } else {
        Vec::new()
    };
    // Above the plot: the person's volume, then the number of each line that leaves through
    // the top, where it leaves; the others are numbered at their right end.
    let mut labels = Vec::new();
    place(
        &mut labels,
        format!("You: {}", xunit.value(volume)),
        x(volume),
    );
    let curve_of = |i: usize| {
        &curves
            .iter()
            .find(|c| c.index == i)
            .unwrap_or(&curves[0])
            .points
    };
    let mut exits = Vec::new();
    for (k, g) in groups.iter().enumerate() {
        let p = curve_of(g.members[0]);
        if value_at(p, x_top) <= top {
            continue;
        }
        let out = p.windows(2).find(|s| s[1].1 > top).map_or(x_top, |s| {
            let ((k0, u0), (k1, u1)) = (s[0], s[1]);
            if k1 <= k0 || u1 <= u0 {
                k0
            } else {
                k0 + (k1 - k0) * ((top - u0) / (u1 - u0)).max(0.0)
            }
        });
        exits.push((k, place(&mut labels, g.label.clone(), x(out))));
    }
    let rows = labels.iter().map(|l| l.row + 1).max().unwrap_or(1);
    let y0 = plot_top(rows);
    let y1 = y0 + PLOT_H;
    let y = |usd: f64| y1 - usd.min(top) / top * PLOT_H;
    let inside: Vec<usize> = (0..groups.len())
        .filter(|k| !exits.iter().any(|e| e.0 == *k))
        .collect();
    let ends: Vec<f64> = inside
        .iter()
        .map(|k| y(value_at(curve_of(groups[*k].members[0]), x_top)) + 4.0)
        .collect();
    for (k, end) in inside.iter().zip(spread(&ends, ROW, y0 + 4.0, y1 + 4.0)) {
        groups[*k].end = end;
    }
    let mut w = Markup::default();
    w.tag("figure")
        .a("class", "chart")
        .a("data-testid", "cost-tokens")
        .open();
    w.element(
        "figcaption",
        "",
        "Monthly cost against tokens a month, in your traffic's mix of input and output",
    );
    w.tag("svg")
        .a("class", "lines")
        .a("width", "100%")
        .a("height", &short(y1 + 3.0 * LINE, 0))
        .a("role", "group")
        .a("aria-label", "Cost against tokens a month")
        .open();
    for v in &ticks {
        line(&mut w, "grid", left, right, y(*v), y(*v));
        text(&mut w, "end", left - 1.0, y(*v) + 4.0, &unit.tick(*v));
    }
    for k in &xt {
        text(&mut w, "mid", x(*k), y1 + LINE + 4.0, &xunit.tick(*k));
    }
    for k in &fine {
        let class = format!("mid {FINE}");
        text(&mut w, &class, x(*k), y1 + LINE + 4.0, &xunit.tick(*k));
    }
    text(
        &mut w,
        "mid",
        (left + right) / 2.0,
        y1 + 2.0 * LINE + 4.0,
        "Tokens a month, in and out",
    );
    // Lines that coincide: the first drawn widest, so every colour and dash pattern shows.
    for g in &groups {
        for (n, i) in g.members.iter().enumerate() {
            let under = g.members.len() - 1 - n;
            let class = match under {
                0 => STROKE[i % 8].to_string(),
                u => format!("{} u{}", STROKE[i % 8], u.min(3)),
            };
            // Clipped at the axis top: a line leaving the plot ends where it leaves.
            for pair in curve_of(*i).windows(2) {
                let ((k0, u0), (k1, u1)) = (pair[0], pair[1]);
                if u0 > top {
                    break;
                }
                let (k1, u1) = if u1 > top && u1 > u0 {
                    (k0 + (k1 - k0) * (top - u0) / (u1 - u0), top)
                } else {
                    (k1, u1)
                };
                line(&mut w, &class, x(k0), x(k1), y(u0), y(u1));
            }
        }
    }
    if let (Some(i), Some((g, k, _))) = (gpu, crossing) {
        let usd = g.0 as f64 / 100.0;
        let label = format!(
            "{} and {} cost the same at {} tokens a month",
            r.options[std].target.name(),
            r.options[i].target.name(),
            num::volume_words(k)
        );
        point(&mut w, "be", x(k as f64), y(usd), &label);
    }
    let here = x(volume);
    line(&mut w, "here", here, here, y0 - 4.0, y1);
    for (n, l) in labels.iter().enumerate() {
        if n == 0 {
            text(
                &mut w,
                "mid strong you",
                (l.x0 + l.x1) / 2.0,
                row_y(l.row),
                &l.text,
            );
        }
    }
    for (k, n) in &exits {
        let l = &labels[*n];
        let i = groups[*k].members[0];
        text(&mut w, TEXT[i % 8], l.x0, row_y(l.row), &l.text);
    }
    for k in &inside {
        let g = &groups[*k];
        text(&mut w, TEXT[g.members[0] % 8], right + 1.0, g.end, &g.label);
    }
    for c in &curves {
        let usd = at(c, volume);
        let o = &r.options[c.index];
        let title = format!(
            "{}. {}: {} a month at your volume",
            c.index + 1,
            o.target.name(),
            o.monthly.total().unwrap_or(Money::from_usd(usd))
        );
        point(
            &mut w,
            &format!("pt {}", TEXT[c.index % 8]),
            here,
            y(usd),
            &title,
        );
    }
    w.close("svg");
    // The legend: each line's pattern, number and option; the person's volume; the crossing.
    w.tag("ul").a("class", "legend").open();
    for g in &groups {
        let keys: Vec<&str> = g.members.iter().map(|i| STROKE[i % 8]).collect();
        legend_item(&mut w, &keys, &group_words(r, &g.members));
    }
    legend_item(
        &mut w,
        &["here"],
        &format!(
            "You: {} tokens a month",
            num::volume_words(volume.round() as u64)
        ),
    );
    if gpu.is_some() {
        legend_item(&mut w, &["be"], "Two options cost the same");
    }
    w.close("ul");
    w.close("figure");
    if let Some(words) = cost::crossing_words(&r.options, &r.routes, u) {
        w.element("p", "hint", &words);
    }
    w.into_markup()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::charts::report_for as report;

    #[test]
    fn drawn_for_priced_catalog_models_with_the_crossing_where_gpus_compete() {
        let open = chart(&report("v=1&stage=deploy&model=catalog&llm=llama-3.3-70b-instruct&requests=100000&intokens=20000&outtokens=1000&dayhours=24"));
        assert!(open.contains("data-testid=\"cost-tokens\""));
        assert!(open.contains("class=\"be\""), "{open}");
        assert!(open.contains("Per-token billing costs the same as managed compute"));
        assert!(open.contains("You: "));
        assert!(open.contains("class=\"legend\""));
        let closed = chart(&report(
            "v=1&stage=deploy&model=catalog&llm=gpt-5.4&requests=1000&intokens=2000&outtokens=500&dayhours=8",
        ));
        assert!(closed.contains("data-testid=\"cost-tokens\"") && !closed.contains("class=\"be\""));
        assert!(chart(&report(
            "v=1&stage=deploy&model=catalog&llm=llama-4-maverick-17b-128e-instruct-fp8"
        ))
        .is_empty());
        assert!(chart(&report("v=1&stage=train&mode=script")).is_empty());
    }
}
