//! The result's charts as markup strings: the tradeoff table ([`glance`]), the monthly cost bars
//! ([`bars`]) and cost against busy hours ([`lines`]). Pure like the advisor (`tests/native/purity.rs`):
//! the geometry is worked out here and tested natively; the page hands each string over whole.
//!
//! Horizontal positions are percentages of the chart's width, so one drawing fits a 320 px phone
//! and a wide screen without measuring the page or scaling its text; vertical positions are
//! pixels. Numbers are written by [`crate::advisor::facts::num`], never by float formatting.

pub mod bars;
pub mod glance;
pub mod lines;
pub mod plan;
pub mod tokens;

use crate::advisor::facts::num::{fixed, short};
use crate::writer::Markup;

/// The narrowest chart laid out (a 320 px phone, less the page's and the panel's margins), in
/// pixels: labels placed apart at this width stay apart at any wider one.
pub const MIN_WIDTH: f64 = 240.0;
/// The narrowest chart where ticks of class [`FINE`] show, and [`COARSE`] ones hide (a 480 px
/// screen, `30rem` in the stylesheet, less the margins), in pixels.
pub const WIDE: f64 = 406.0;
/// Classes of ticks shown only from [`WIDE`] up, and only below it.
pub const FINE: &str = "fine";
pub const COARSE: &str = "coarse";
/// Width of one character of chart text (12 px), generously, in pixels.
pub const CHAR: f64 = 7.0;
/// Height of a row of chart text, in pixels: 12 px text's box is 14 px in Chromium and 17 px
/// in Firefox, from [`ASCENT`] above its baseline to [`DESCENT`] below.
pub const ROW: f64 = 18.0;
pub const ASCENT: f64 = 13.0;
pub const DESCENT: f64 = 4.0;
/// The baseline of a row of labels above a plot, and the plot's top under `rows` of them.
pub fn row_y(row: usize) -> f64 {
    row as f64 * ROW + ASCENT + 1.0
}
pub fn plot_top(rows: usize) -> f64 {
    rows as f64 * ROW + 10.0
}

/// A percentage of the chart's width: "12.5%".
pub fn pct(v: f64) -> String {
    format!("{}%", short(v, 1))
}

/// The width of `text` (ASCII: hours and figures) in percent of the narrowest chart, with the
/// 4 px a text's box has beyond its characters in Firefox.
pub fn text_pct(text: &str) -> f64 {
    (text.len() as f64 * CHAR + 4.0) * 100.0 / MIN_WIDTH
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

/// The decimals (0 to 3) that write every multiple of `step` exactly.
fn decimals_for(step: f64) -> u32 {
    let mut d = 0;
    let mut scaled = step;
    while d < 3 && (scaled - scaled.round()).abs() > 1e-6 * scaled.abs().max(1.0) {
        d += 1;
        scaled *= 10.0;
    }
    d
}

/// One unit for a whole axis: every tick but 0 written with the same prefix, divisor, suffix
/// and decimals, so an axis never mixes "$500" with "$1.5k" or "0.5B" with "250M".
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Unit {
    pub prefix: &'static str,
    pub div: f64,
    pub suffix: &'static str,
    pub decimals: u32,
}

impl Unit {
    /// Dollars: "$0", "$250", "$500", "$1,000" in whole dollars; "$0.20", "$0.40" below a
    /// dollar's step; "$2k", "$4k" from a step of a thousand; "$0.5M", "$1.0M" from a million at
    /// the top.
    pub fn usd(ticks: &[f64]) -> Unit {
        let (top, step) = top_and_step(ticks);
        let (div, suffix) = if top >= 1e6 {
            (1e6, "M")
        } else if step >= 1e3 {
            (1e3, "k")
        } else {
            (1.0, "")
        };
        let decimals = if div == 1.0 && step < 1.0 {
            decimals_for(step).max(2)
        } else {
            decimals_for(step / div)
        };
        Unit {
            prefix: "$",
            div,
            suffix,
            decimals,
        }
    }

    /// Tokens, from ticks in thousands: "0", then millions ("250M") or, when the axis reaches
    /// a billion, billions ("0.5B", "1.0B").
    pub fn tokens(ticks_k: &[f64]) -> Unit {
        let (top, step) = top_and_step(ticks_k);
        let (div, suffix) = if top >= 1e6 { (1e6, "B") } else { (1e3, "M") };
        Unit {
            prefix: "",
            div,
            suffix,
            decimals: decimals_for(step / div),
        }
    }

    /// `v` in this unit: "0" or "$0" for zero; whole numbers grouped by thousands.
    pub fn tick(&self, v: f64) -> String {
        if v == 0.0 {
            format!("{}0", self.prefix)
        } else {
            format!(
                "{}{}{}",
                self.prefix,
                grouped(&fixed(v / self.div, self.decimals)),
                self.suffix
            )
        }
    }

    /// `v` in this unit with enough decimals to show two significant digits (a volume between
    /// ticks), but never fewer than the ticks have.
    pub fn value(&self, v: f64) -> String {
        let mut d = self.decimals;
        let mut shown = v / self.div;
        while d < 3 && shown.abs() < 10.0 && shown != 0.0 {
            d += 1;
            shown *= 10.0;
        }
        format!("{}{}{}", self.prefix, short(v / self.div, d), self.suffix)
    }
}

/// "1234.5" as "1,234.5".
fn grouped(n: &str) -> String {
    let whole = n.find('.').unwrap_or(n.len());
    let mut out = String::new();
    for (i, c) in n.char_indices() {
        if i > 0 && i < whole && (whole - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

fn top_and_step(ticks: &[f64]) -> (f64, f64) {
    let top = ticks.last().copied().unwrap_or(0.0);
    let step = match ticks {
        [a, b, ..] => b - a,
        _ => top,
    };
    (top, step)
}

/// Where a chart's plot starts, in percent: right of its widest axis label at the narrowest
/// width, with a gap.
pub fn left_of(labels: &[String]) -> f64 {
    labels.iter().map(|l| text_pct(l)).fold(0.0, f64::max) + 2.0
}

/// A label in the rows above a plot: its text, its span in percent and its row.
#[derive(Clone, Debug, PartialEq)]
pub struct Label {
    pub text: String,
    pub x0: f64,
    pub x1: f64,
    pub row: usize,
}

/// The index of the label `text` centred on `x` (percent), kept within the width and added in
/// the first row where it keeps 1% clear of every other label at the narrowest width (a label
/// with the same text is reused).
pub fn place(labels: &mut Vec<Label>, text: String, x: f64) -> usize {
    if let Some(i) = labels.iter().position(|l| l.text == text) {
        return i;
    }
    let w = text_pct(&text);
    let x0 = (x - w / 2.0).min(100.0 - w).max(0.0);
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

/// The value of a piecewise-linear curve at `x` from the left (a vertical step takes its upper
/// end), the last value past its end.
pub fn value_at(curve: &[(f64, f64)], x: f64) -> f64 {
    for p in curve.windows(2) {
        let ((x0, y0), (x1, y1)) = (p[0], p[1]);
        if x <= x1 {
            return if x1 <= x0 {
                y1
            } else {
                y0 + (y1 - y0) * ((x - x0) / (x1 - x0)).max(0.0)
            };
        }
    }
    curve.last().map_or(0.0, |p| p.1)
}

/// Curves that cannot be told apart: groups of indices into `curves` whose values differ by at
/// most `tol` everywhere (piecewise linear, so at every breakpoint of either and just past it),
/// each group in the order of its first member.
pub fn coinciding(curves: &[&[(f64, f64)]], tol: f64) -> Vec<Vec<usize>> {
    let near = |a: &[(f64, f64)], b: &[(f64, f64)]| {
        a.iter().chain(b).all(|(x, _)| {
            [*x, x + 1e-6]
                .iter()
                .all(|x| (value_at(a, *x) - value_at(b, *x)).abs() <= tol)
        })
    };
    let mut group: Vec<usize> = (0..curves.len()).collect();
    for i in 0..curves.len() {
        for j in 0..i {
            if near(curves[i], curves[j]) {
                let (from, to) = (group[i], group[j]);
                for g in group.iter_mut() {
                    if *g == from {
                        *g = to;
                    }
                }
            }
        }
    }
    let mut out: Vec<Vec<usize>> = Vec::new();
    for (i, g) in group.iter().enumerate() {
        match out.iter_mut().find(|m| group[m[0]] == *g) {
            Some(m) => m.push(i),
            None => out.push(vec![i]),
        }
    }
    out
}

/// Places labels `size` tall near where each wants to be (`wanted`, in any order), no two closer
/// than `size`, from `lo` down and, where room allows, not past `hi`; returns the positions in
/// the order given.
pub fn spread(wanted: &[f64], size: f64, lo: f64, hi: f64) -> Vec<f64> {
    let mut order: Vec<usize> = (0..wanted.len()).collect();
    crate::advisor::facts::num::sort_small(&mut order, |a, b| wanted[*a] < wanted[*b]);
    let mut out = vec![0.0; wanted.len()];
    let mut next = lo;
    for &i in &order {
        out[i] = wanted[i].max(next);
        next = out[i] + size;
    }
    let mut limit = hi;
    for &i in order.iter().rev() {
        out[i] = out[i].min(limit);
        limit = out[i] - size;
    }
    let mut next = lo;
    for &i in &order {
        out[i] = out[i].max(next);
        next = out[i] + size;
    }
    out
}

/// A legend entry: a key drawn in each of `classes` (a line's stroke, "here" for the person's
/// mark, "be" for a crossing's circle, drawn as class "bek" so only the plot's points are
/// "be"), then its words.
pub fn legend_item(w: &mut Markup, classes: &[&str], words: &str) {
    w.tag("li").open();
    for class in classes {
        w.tag("svg")
            .a("class", "key")
            .a("width", "28")
            .a("height", "12")
            .a("aria-hidden", "true")
            .open();
        if *class == "be" {
            w.tag("circle")
                .a("class", "bek")
                .a("cx", "14")
                .a("cy", "6")
                .a("r", "4")
                .open()
                .close("circle");
        } else {
            w.tag("line")
                .a("class", class)
                .a("x1", "0")
                .a("x2", "28")
                .a("y1", "6")
                .a("y2", "6")
                .open()
                .close("line");
        }
        w.close("svg");
    }
    w.text(words).close("li");
}

/// The cost report a query gives, as the page builds it: for the charts' tests.
#[cfg(test)]
pub(crate) fn report_for(query: &str) -> crate::advisor::bill::cost::CostReport {
    use crate::advisor::{advise, link::share};
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
    fn axis_labels_share_one_unit() {
        let f = |t: &[f64]| {
            let u = Unit::usd(t);
            t.iter().map(|v| u.tick(*v)).collect::<Vec<_>>()
        };
        assert_eq!(f(&[0.0, 250.0, 500.0]), ["$0", "$250", "$500"]);
        assert_eq!(f(&[0.0, 0.5, 1.0]), ["$0", "$0.50", "$1.00"]);
        assert_eq!(
            f(&[0.0, 500.0, 1000.0, 1500.0]),
            ["$0", "$500", "$1,000", "$1,500"]
        );
        assert_eq!(f(&[0.0, 2000.0, 4000.0]), ["$0", "$2k", "$4k"]);
        assert_eq!(f(&[0.0, 50_000.0, 100_000.0]), ["$0", "$50k", "$100k"]);
        assert_eq!(f(&[0.0, 500_000.0, 1e6]), ["$0", "$0.5M", "$1.0M"]);
        let t = [0.0, 500_000.0, 1e6, 1.5e6];
        let u = Unit::tokens(&t);
        let ticks: Vec<String> = t.iter().map(|v| u.tick(*v)).collect();
        assert_eq!(ticks, ["0", "0.5B", "1.0B", "1.5B"]);
        assert_eq!(u.value(75_000.0), "0.075B");
        let t = [0.0, 20_000.0, 40_000.0];
        let u = Unit::tokens(&t);
        assert_eq!(u.tick(20_000.0), "20M");
        assert_eq!(u.value(12_345.0), "12M");
        assert_eq!(u.value(1_234.0), "1.2M");
        assert_eq!(pct(12.345), "12.3%");
        assert_eq!(pct(50.0), "50%");
    }

    #[test]
    fn spread_keeps_labels_apart_in_order_and_within_bounds() {
        let p = spread(&[50.0, 52.0, 10.0, 51.0, 200.0], 16.0, 0.0, 500.0);
        assert_eq!(p, vec![50.0, 82.0, 10.0, 66.0, 200.0]);
        assert_eq!(spread(&[5.0], 16.0, 20.0, 100.0), vec![20.0]);
        // Piled at the bottom: moved up to stay within it.
        let p = spread(&[100.0, 100.0, 100.0], 16.0, 0.0, 100.0);
        assert_eq!(p, vec![68.0, 84.0, 100.0]);
    }

    #[test]
    fn coinciding_curves_are_grouped() {
        let a = [(0.0, 0.0), (168.0, 100.0)];
        let b = [(0.0, 1.0), (84.0, 51.0), (168.0, 101.0)];
        let c = [(0.0, 50.0), (168.0, 50.0)];
        assert_eq!(coinciding(&[&a, &c, &b], 2.0), vec![vec![0, 2], vec![1]]);
        assert_eq!(coinciding(&[&a, &c, &b], 0.5).len(), 3);
    }
}
