//! Cost against tokens a month, beside cost against hours: the standard deployment's line (per
//! token, from nothing) and managed compute's flat line (its GPUs bill the month whatever the
//! volume), the person's volume marked and the volume where the two cost the same, in words
//! under it. Drawn only for a catalog model whose per-token price is known.

use super::lines::{line, point, text, LEFT, LINE, PLOT_H, RIGHT, STROKE};
use super::{nice_ticks, usd_tick};
use crate::advisor::catalog::Target;
use crate::advisor::cost::{self, CostReport};
use crate::advisor::models;
use crate::advisor::num::short;
use crate::writer::Markup;

/// Millions of tokens for an axis: "500M", "1.5B".
fn tick(m: f64) -> String {
    if m >= 1000.0 {
        format!("{}B", short(m / 1000.0, 1))
    } else {
        format!("{}M", short(m, 1))
    }
}

/// The chart and its words, or nothing without a priced standard deployment.
pub fn chart(r: &CostReport) -> String {
    let u = &r.usage;
    let index = |t| {
        r.options
            .iter()
            .position(|o: &cost::OptionCost| o.target == t)
    };
    let Some(std) = index(Target::StandardDeployment) else {
        return String::new();
    };
    let Some(bill) = r.options[std].monthly.total() else {
        return String::new();
    };
    let volume = f64::from(u.tokens_in_k) + f64::from(u.tokens_out_k);
    if volume <= 0.0 {
        return String::new();
    }
    // Dollars per thousand tokens at the person's mix.
    let slope = bill.0 as f64 / 100.0 / volume;
    let crossing = cost::token_crossing(&r.options, u);
    let gpu = index(Target::ManagedOnlineEndpoint).filter(|_| crossing.is_some());
    let x_max = crossing.map_or(0.0, |c| c.1 as f64 * 2.0).max(volume * 1.5);
    let flat = crossing.map_or(0.0, |c| c.0 .0 as f64 / 100.0);
    let ticks = nice_ticks((slope * x_max).max(flat), 4);
    let top = *ticks.last().unwrap_or(&1.0);
    let xt = nice_ticks(x_max / 1000.0, 4);
    let x_top = *xt.last().unwrap_or(&1.0) * 1000.0;
    let x = |k: f64| LEFT + k / x_top * (RIGHT - LEFT);
    let (y0, y1) = (2.0 * LINE, 2.0 * LINE + PLOT_H);
    let y = |usd: f64| y1 - usd / top * PLOT_H;
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
    for m in &xt {
        text(&mut w, "mid", x(m * 1000.0), y1 + LINE + 2.0, &tick(*m));
    }
    text(
        &mut w,
        "mid",
        (LEFT + RIGHT) / 2.0,
        y1 + 2.0 * LINE + 2.0,
        "Tokens a month, in and out",
    );
    let end = x_top.min(top / slope.max(1e-12));
    line(
        &mut w,
        STROKE[std % 8],
        x(0.0),
        x(end),
        y(0.0),
        y(slope * end),
    );
    if let (Some(i), Some((g, k, _))) = (gpu, crossing) {
        let usd = g.0 as f64 / 100.0;
        line(&mut w, STROKE[i % 8], x(0.0), x(x_top), y(usd), y(usd));
        let label = format!("{} tokens", models::volume_words(k));
        // Not `clamp`: its panic for reversed or NaN bounds costs the page code.
        #[allow(clippy::manual_clamp)]
        let at = x(k as f64).max(20.0).min(80.0);
        text(&mut w, "mid", at, y0 - 6.0, &label);
        point(&mut w, "be", x(k as f64), y(usd), &label);
    }
    let here = x(volume);
    line(&mut w, "here", here, here, y0 - 4.0, y1);
    w.close("svg");
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
        let open = chart(&report("v=1&stage=deploy&model=catalog&llm=llama-3.3-70b-instruct&tokensin=5000&tokensout=5000"));
        assert!(open.contains("data-testid=\"cost-tokens\""));
        assert!(open.contains("class=\"be\""), "{open}");
        assert!(open.contains("Per-token billing costs the same as managed compute"));
        let closed = chart(&report(
            "v=1&stage=deploy&model=catalog&llm=gpt-5.1&tokensin=100&tokensout=20",
        ));
        assert!(closed.contains("data-testid=\"cost-tokens\"") && !closed.contains("class=\"be\""));
        assert!(chart(&report(
            "v=1&stage=deploy&model=catalog&llm=cohere-command-a"
        ))
        .is_empty());
        assert!(chart(&report("v=1&stage=train&mode=script")).is_empty());
    }
}
