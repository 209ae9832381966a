//! Cost against tokens a month, for serving a catalog model: the standard deployment's line (per
//! token, from its hosting fee if fine-tuned), provisioned throughput's staircase (the PTUs the
//! same traffic needs as it grows, in the model's increments) and managed compute's flat line
//! (its GPUs bill the month whatever the volume), the person's volume marked and named, a legend,
//! and where per-token billing stops being the cheapest, in words under it. Every option keeps
//! the traffic's shape (its mix of input and output, its peak) as the volume grows.

use super::lines::{line, point, text, LEFT, LINE, PLOT_H, RIGHT, STROKE, TEXT};
use super::{nice_ticks, usd_tick};
use crate::advisor::catalog::Target;
use crate::advisor::cost::{self, CostReport, Money};
use crate::advisor::foundry;
use crate::advisor::models;
use crate::advisor::num::{self, short};
use crate::advisor::traffic::Traffic;
use crate::writer::Markup;

/// Samples of a staircase across the axis.
const STEPS: usize = 48;

/// Tokens for an axis, in one unit for the whole axis: millions below a billion at the top,
/// else billions ("0", "250M" … or "0", "1.5B" …).
fn tick(k: f64, billions: bool) -> String {
    if k == 0.0 {
        "0".into()
    } else if billions {
        format!("{}B", short(k / 1e6, 2))
    } else {
        format!("{}M", short(k / 1e3, 1))
    }
}

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
        foundry::hosting(l).map_or(0.0, |h| f64::from(h.0) / 100.0 * cost::HOURS_PER_MONTH)
    } else {
        0.0
    };
    let slope = (bill.0 as f64 / 100.0 - fixed) / volume;
    let crossing = cost::token_crossing(&r.options, u);
    let gpu = index(Target::ManagedOnlineEndpoint).filter(|_| crossing.is_some());
    let ptu =
        index(Target::ProvisionedThroughput).filter(|i| r.options[*i].monthly.total().is_some());
    // The axis reaches past the person's volume and past where another option crosses.
    let ptu_monthly = |factor: f64| {
        foundry::ptu_size(
            l,
            &scaled(&u.traffic, factor),
            cost::ptu_type(u),
            u.region_name(),
        )
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
    let xt = nice_ticks(x_max, 4);
    let x_top = *xt.last().unwrap_or(&1.0);
    let billions = x_top >= 1e6;
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
    let x = |k: f64| LEFT + k / x_top * (RIGHT - LEFT);
    let (y0, y1) = (2.0 * LINE, 2.0 * LINE + PLOT_H);
    let y = |usd: f64| y1 - usd.min(top) / top * PLOT_H;
    let mut w = Markup::default();
    w.tag("figure")
        .a("class", "chart")
        .a("data-testid", "cost-tokens")
        .open();
    w.element("figcaption", "", "Monthly cost against tokens a month");
    w.tag("svg")
        .a("class", "lines")
        .a("width", "100%")
        .a("height", &short(y1 + 3.0 * LINE, 0))
        .a("role", "group")
        .a("aria-label", "Cost against tokens a month")
        .open();
    for v in &ticks {
        line(&mut w, "grid", LEFT, RIGHT, y(*v), y(*v));
        text(&mut w, "end", LEFT - 1.0, y(*v) + 4.0, &usd_tick(*v));
    }
    for k in &xt {
        text(&mut w, "mid", x(*k), y1 + LINE + 2.0, &tick(*k, billions));
    }
    text(
        &mut w,
        "mid",
        (LEFT + RIGHT) / 2.0,
        y1 + 2.0 * LINE + 2.0,
        "Tokens a month, in and out, in your traffic's mix",
    );
    for c in &curves {
        // Clipped at the axis top: a line leaving the plot ends where it leaves.
        for pair in c.points.windows(2) {
            let ((k0, u0), (k1, u1)) = (pair[0], pair[1]);
            if u0 > top {
                break;
            }
            let (k1, u1) = if u1 > top && u1 > u0 {
                (k0 + (k1 - k0) * (top - u0) / (u1 - u0), top)
            } else {
                (k1, u1)
            };
            line(&mut w, STROKE[c.index % 8], x(k0), x(k1), y(u0), y(u1));
        }
    }
    if let (Some(i), Some((g, k, _))) = (gpu, crossing) {
        let usd = g.0 as f64 / 100.0;
        let label = format!(
            "{} and {} cost the same at {} tokens a month",
            r.options[std].target.name(),
            r.options[i].target.name(),
            models::volume_words(k)
        );
        point(&mut w, "be", x(k as f64), y(usd), &label);
    }
    let here = x(volume);
    line(&mut w, "here", here, here, y0 - 4.0, y1);
    // Not `clamp`: its panic for reversed or NaN bounds costs the page code.
    #[allow(clippy::manual_clamp)]
    let label_x = here.max(LEFT + 8.0).min(RIGHT - 8.0);
    text(
        &mut w,
        "mid strong",
        label_x,
        y0 - 8.0,
        &format!("You: {}", tick(volume, billions)),
    );
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
    // The legend: each line's number, colour and option.
    w.tag("ul").a("class", "legend").open();
    for c in &curves {
        w.tag("li").open();
        w.tag("span")
            .a("class", &format!("ln {}", super::lines::FILL[c.index % 8]))
            .a("aria-hidden", "true")
            .open()
            .close("span");
        w.text(&format!(
            "{}. {}",
            c.index + 1,
            r.options[c.index].target.name()
        ));
        w.close("li");
    }
    w.close("ul");
    w.close("figure");
    if let Some(words) = cost::crossing_words(&r.options, u) {
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

    #[test]
    fn one_unit_per_axis() {
        assert_eq!(tick(0.0, true), "0");
        assert_eq!(tick(500_000.0, true), "0.5B");
        assert_eq!(tick(250_000.0, false), "250M");
    }
}
