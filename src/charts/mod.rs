//! The result's charts as markup strings: the tradeoff table ([`glance`]), the monthly cost bars
//! ([`bars`]) and cost against busy hours ([`lines`]). Pure like the advisor (`tests/purity.rs`):
//! the geometry is worked out here and tested natively; the page hands each string over whole.
//!
//! Horizontal positions are percentages of the chart's width, so one drawing fits a 320 px phone
//! and a wide screen without measuring the page or scaling its text; vertical positions are
//! pixels. Numbers are written by [`crate::advisor::num`], never by float formatting.

pub mod bars;
pub mod glance;
pub mod lines;
pub mod tokens;

use crate::advisor::num::short;

/// The narrowest chart laid out (a 360 px phone, less the page's margins), in pixels: labels
/// placed apart at this width stay apart at any wider one.
pub const MIN_WIDTH: f64 = 300.0;
/// Width of one character of chart text (12 px), generously, in pixels.
pub const CHAR: f64 = 7.0;

/// A percentage of the chart's width: "12.5%".
pub fn pct(v: f64) -> String {
    format!("{}%", short(v, 1))
}

/// The width of `text` (ASCII: hours and figures) in percent of the narrowest chart.
pub fn text_pct(text: &str) -> f64 {
    text.len() as f64 * CHAR * 100.0 / MIN_WIDTH
}

/// Evenly spaced round values (1, 2 or 5 × a power of ten) from 0 up to the first one at or
/// above `max`, about `count` of them. `max` at or below 0 gives 0 and 1.
pub fn nice_ticks(max: f64, count: usize) -> Vec<f64> {
    let max = if max.is_finite() && max > 0.0 {
        max
    } else {
        1.0
    };
    let raw = max / count.max(1) as f64;
    // Stepping through the decades: log10 and powi would pull a maths library into the page.
    let mut mag = 1e-6;
    while mag * 10.0 <= raw {
        mag *= 10.0;
    }
    let step = [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * mag)
        .find(|s| *s >= raw)
        .unwrap_or(10.0 * mag);
    let n = (max / step - 1e-9).ceil().max(1.0) as usize;
    (0..=n).map(|i| i as f64 * step).collect()
}

/// A dollar amount for an axis, a scale mark in the one money format (`num::usd`): whole dollars
/// with a comma every three digits where the tick is whole ("$0", "$250", "$1,500"), two
/// decimals where it is not ("$0.50").
pub fn usd_tick(v: f64) -> String {
    let t = crate::advisor::num::usd(v, 2);
    match t.strip_suffix(".00") {
        Some(whole) => whole.to_string(),
        None => t,
    }
}

/// Places labels `size` tall near where each wants to be (`wanted`, in any order), no two closer
/// than `size`, from `lo` down; returns the positions in the order given.
pub fn spread(wanted: &[f64], size: f64, lo: f64) -> Vec<f64> {
    let mut order: Vec<usize> = (0..wanted.len()).collect();
    crate::advisor::num::sort_small(&mut order, |a, b| wanted[*a] < wanted[*b]);
    let mut out = vec![0.0; wanted.len()];
    let mut next = lo;
    for i in order {
        out[i] = wanted[i].max(next);
        next = out[i] + size;
    }
    out
}

/// The cost report a query gives, as the page builds it: for the charts' tests.
#[cfg(test)]
pub(crate) fn report_for(query: &str) -> crate::advisor::cost::CostReport {
    use crate::advisor::{advise, share};
    let (shared, _) = share::decode(query);
    let a = advise(&shared.answers);
    a.costs(&shared.usage.resolve(&a.situation))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nice_ticks_cover_the_range_in_round_steps() {
        for (max, count) in [(0.4, 4), (23.01, 4), (168.0, 4), (999.0, 4), (87_654.0, 3)] {
            let t = nice_ticks(max, count);
            assert_eq!(t[0], 0.0);
            assert!(*t.last().unwrap() >= max, "{max}: {t:?}");
            assert!(
                t[t.len() - 2] < max,
                "the first tick at or above max ends: {t:?}"
            );
            assert!(t.len() >= 2 && t.len() <= 2 * count + 1, "{max}: {t:?}");
            let step = t[1];
            let mantissa = step / 10f64.powi(step.log10().floor() as i32);
            assert!([1.0, 2.0, 5.0].iter().any(|m| (m - mantissa).abs() < 1e-9));
        }
        assert_eq!(nice_ticks(0.0, 4).last(), Some(&1.0));
    }

    #[test]
    fn axis_labels_read_short() {
        assert_eq!(usd_tick(0.0), "$0");
        assert_eq!(usd_tick(250.0), "$250");
        assert_eq!(usd_tick(0.5), "$0.50");
        assert_eq!(usd_tick(1500.0), "$1,500");
        assert_eq!(pct(12.345), "12.3%");
        assert_eq!(pct(50.0), "50%");
    }

    #[test]
    fn spread_keeps_labels_apart_and_in_order() {
        let p = spread(&[50.0, 52.0, 10.0, 51.0, 200.0], 16.0, 0.0);
        assert_eq!(p, vec![50.0, 82.0, 10.0, 66.0, 200.0]);
        assert_eq!(spread(&[5.0], 16.0, 20.0), vec![20.0]);
    }
}
