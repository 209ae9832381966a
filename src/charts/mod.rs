//! Chart geometry: scales, nice ticks, label placement, and one module per chart that turns a
//! [`CostReport`](crate::advisor::cost::CostReport) or the catalog's facts into rectangles, paths
//! and text positions. Pure Rust with no web import (`tests/purity.rs`), tested natively; the
//! components in `ui::charts` only draw what these functions return.
//!
//! Coordinates are SVG user units, one per CSS pixel at the measured width. Text widths are
//! estimated from the number of characters, generously, so that labels placed apart here stay
//! apart on screen.

pub mod bars;
pub mod lines;
pub mod matrix;
pub mod svg;

use crate::advisor::num;

/// Font size of chart text, in pixels (the CSS sets the same).
pub const FONT: f64 = 13.0;
/// Height of one line of chart text.
pub const LINE: f64 = 16.0;
/// The narrowest chart laid out; below this the SVG is scaled down by the browser.
pub const MIN_WIDTH: f64 = 280.0;
/// The widest chart laid out.
pub const MAX_WIDTH: f64 = 960.0;

/// The width to lay a chart out at, from a measured container width (0 when not yet measured).
pub fn clamp_width(measured: f64) -> f64 {
    if measured > 0.0 {
        measured.clamp(MIN_WIDTH, MAX_WIDTH)
    } else {
        640.0
    }
}

/// Estimated width of `text` in chart font: wide enough for digits and most capitals.
pub fn text_width(text: &str) -> f64 {
    text.chars().count() as f64 * FONT * 0.62
}

/// `text` shortened to fit `max_w`: first without a closing parenthetical ("Kubernetes compute
/// (AKS or Azure Arc)" → "Kubernetes compute"), then cut with an ellipsis.
pub fn fit(text: &str, max_w: f64) -> String {
    if text_width(text) <= max_w {
        return text.to_string();
    }
    if let Some(i) = text.find(" (") {
        let rest = text[i..].find(')').map_or("", |j| &text[i + j + 1..]);
        let short = format!("{}{rest}", &text[..i]);
        if text_width(&short) <= max_w {
            return short;
        }
    }
    let keep = ((max_w / (FONT * 0.62)) as usize).saturating_sub(1);
    let mut out: String = text.chars().take(keep).collect();
    out.push('…');
    out
}

/// A coordinate for an SVG attribute: one decimal at most ("12.5", "40").
pub fn c(v: f64) -> String {
    num::short(v, 1)
}

/// A linear map from a domain to a range of pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Scale {
    pub d0: f64,
    pub d1: f64,
    pub r0: f64,
    pub r1: f64,
}

impl Scale {
    pub fn new(domain: (f64, f64), range: (f64, f64)) -> Scale {
        Scale {
            d0: domain.0,
            d1: domain.1,
            r0: range.0,
            r1: range.1,
        }
    }

    pub fn at(&self, v: f64) -> f64 {
        let span = self.d1 - self.d0;
        if span.abs() < f64::EPSILON {
            return self.r0;
        }
        self.r0 + (v - self.d0) / span * (self.r1 - self.r0)
    }
}

/// An axis tick: its value, where it is drawn, and its label.
#[derive(Clone, Debug, PartialEq)]
pub struct Tick {
    pub value: f64,
    pub at: f64,
    pub label: String,
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
    // The smallest of 1, 2, 5 × 10^k at or above `raw`, found by stepping through the decades
    // (log10 and powi would pull a maths library into the page).
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

/// A dollar amount for an axis: "$0", "$250", "$1.5k", "$0.5".
pub fn usd_tick(v: f64) -> String {
    if v >= 1000.0 {
        format!("${}k", num::short(v / 1000.0, 1))
    } else {
        format!("${}", num::short(v, 2))
    }
}

/// Places labels along one axis near where each wants to be (`wanted`, in any order), each
/// `size` long, no two closer than `size`, within `lo..=hi` where there is room. Returns the
/// positions in the order given. When the labels need more room than `hi - lo`, they run past
/// `hi` rather than overlap.
pub fn spread(wanted: &[f64], size: f64, lo: f64, hi: f64) -> Vec<f64> {
    // An insertion sort of a handful of labels: the standard sort would add kilobytes of code
    // to the page for each type it sorts.
    let mut order: Vec<usize> = Vec::with_capacity(wanted.len());
    for i in 0..wanted.len() {
        let at = order
            .iter()
            .position(|j| wanted[*j] > wanted[i])
            .unwrap_or(order.len());
        order.insert(at, i);
    }
    let mut pos: Vec<f64> = order.iter().map(|i| wanted[*i].max(lo)).collect();
    for i in 1..pos.len() {
        pos[i] = pos[i].max(pos[i - 1] + size);
    }
    // Pull back from the far end where the last ones ran over, keeping the gaps.
    if let Some(last) = pos.last_mut() {
        *last = last.min(hi);
    }
    for i in (0..pos.len().saturating_sub(1)).rev() {
        pos[i] = pos[i].min(pos[i + 1] - size);
    }
    // Pulling back may have pushed the first ones under `lo`: push forward once more.
    if let Some(first) = pos.first_mut() {
        *first = first.max(lo);
    }
    for i in 1..pos.len() {
        pos[i] = pos[i].max(pos[i - 1] + size);
    }
    let mut out = vec![0.0; wanted.len()];
    for (k, i) in order.into_iter().enumerate() {
        out[i] = pos[k];
    }
    out
}

/// Assigns each interval `(start, end)` the first row in which it overlaps no interval already
/// placed (with `gap` between), in the order given: earlier intervals keep the lower rows.
pub fn rows_for(intervals: &[(f64, f64)], gap: f64) -> Vec<usize> {
    let mut rows: Vec<Vec<(f64, f64)>> = Vec::new();
    intervals
        .iter()
        .map(|&(a, b)| {
            let free =
                |row: &Vec<(f64, f64)>| row.iter().all(|&(x, y)| b + gap <= x || a >= y + gap);
            let r = rows.iter().position(free).unwrap_or(rows.len());
            if r == rows.len() {
                rows.push(Vec::new());
            }
            rows[r].push((a, b));
            r
        })
        .collect()
}

/// A label of width `w` centred on `x`, moved inside `lo..=hi` if it would stick out.
pub fn centred(x: f64, w: f64, lo: f64, hi: f64) -> (f64, f64) {
    let a = (x - w / 2.0).min(hi - w).max(lo);
    (a, a + w)
}

/// Whether two boxes `(x0, y0, x1, y1)` overlap (touching edges do not).
pub fn overlaps(a: (f64, f64, f64, f64), b: (f64, f64, f64, f64)) -> bool {
    a.0 < b.2 && b.0 < a.2 && a.1 < b.3 && b.1 < a.3
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nice_ticks_cover_the_range_in_round_steps() {
        for (max, count) in [
            (0.4, 4),
            (23.01, 5),
            (168.0, 6),
            (999.0, 4),
            (1234.5, 5),
            (87_654.0, 3),
        ] {
            let t = nice_ticks(max, count);
            assert_eq!(t[0], 0.0);
            assert!(*t.last().unwrap() >= max, "{max}: {t:?}");
            assert!(t.len() >= 2 && t.len() <= 2 * count + 1, "{max}: {t:?}");
            let step = t[1];
            let mantissa = step / 10f64.powi(step.log10().floor() as i32);
            assert!(
                [1.0, 2.0, 5.0].iter().any(|m| (m - mantissa).abs() < 1e-9),
                "{step}"
            );
            // The last tick is the first at or above max: one step less would not cover it.
            assert!(t[t.len() - 2] < max);
        }
        assert_eq!(nice_ticks(0.0, 4).last(), Some(&1.0));
    }

    #[test]
    fn scale_maps_ends_and_middle() {
        let s = Scale::new((0.0, 168.0), (40.0, 320.0));
        assert!((s.at(0.0) - 40.0).abs() < 1e-9);
        assert!((s.at(168.0) - 320.0).abs() < 1e-9);
        assert!((s.at(84.0) - 180.0).abs() < 1e-9);
        let flat = Scale::new((5.0, 5.0), (0.0, 10.0));
        assert!((flat.at(5.0)).abs() < 1e-9);
    }

    #[test]
    fn usd_ticks_read_short() {
        assert_eq!(usd_tick(0.0), "$0");
        assert_eq!(usd_tick(250.0), "$250");
        assert_eq!(usd_tick(0.5), "$0.5");
        assert_eq!(usd_tick(1500.0), "$1.5k");
        assert_eq!(usd_tick(20000.0), "$20k");
    }

    #[test]
    fn spread_keeps_labels_apart_and_near() {
        let wanted = [50.0, 52.0, 10.0, 51.0, 200.0];
        let p = spread(&wanted, 16.0, 0.0, 300.0);
        let mut sorted = p.clone();
        sorted.sort_by(f64::total_cmp);
        for w in sorted.windows(2) {
            assert!(w[1] - w[0] >= 16.0 - 1e-9, "{p:?}");
        }
        assert!((p[2] - 10.0).abs() < 1e-9 && (p[4] - 200.0).abs() < 1e-9);
        // Crowded at the far end: pulled back inside.
        let p = spread(&[100.0, 100.0, 100.0], 16.0, 0.0, 100.0);
        assert!(p.iter().all(|y| *y <= 100.0 && *y >= 0.0), "{p:?}");
        // Not enough room at all: they run past the end rather than overlap.
        let p = spread(&[0.0; 5], 16.0, 0.0, 32.0);
        let mut s = p.clone();
        s.sort_by(f64::total_cmp);
        assert!(s.windows(2).all(|w| w[1] - w[0] >= 16.0 - 1e-9), "{p:?}");
    }

    #[test]
    fn rows_for_stacks_only_what_collides() {
        let r = rows_for(&[(0.0, 10.0), (5.0, 15.0), (20.0, 30.0), (8.0, 12.0)], 2.0);
        assert_eq!(r, vec![0, 1, 0, 2]);
    }

    #[test]
    fn fit_drops_the_parenthetical_then_cuts() {
        let name = "4. Kubernetes compute (AKS or Azure Arc)";
        assert_eq!(fit(name, 1000.0), name);
        assert_eq!(fit(name, 200.0), "4. Kubernetes compute");
        assert_eq!(
            fit("1. Compute cluster (recommended)", 200.0),
            "1. Compute cluster"
        );
        let cut = fit(name, 80.0);
        assert!(cut.ends_with('…') && text_width(&cut) <= 80.0, "{cut}");
    }

    #[test]
    fn centred_stays_inside() {
        assert_eq!(centred(5.0, 20.0, 0.0, 100.0), (0.0, 20.0));
        assert_eq!(centred(99.0, 20.0, 0.0, 100.0), (80.0, 100.0));
        assert_eq!(centred(50.0, 20.0, 0.0, 100.0), (40.0, 60.0));
    }
}
