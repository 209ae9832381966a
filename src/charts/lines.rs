//! Cost against busy hours a week (0 to 168): one line per priced option drawn through the exact
//! breakpoints of its piecewise-linear curve (no sampling), the person's hours marked, each
//! break-even point labelled, and a band along the axis showing which cloud option is cheapest.

use super::{
    c, centred, nice_ticks, rows_for, spread, text_width, usd_tick, Scale, Tick, FONT, LINE,
};
use crate::advisor::catalog::Target;
use crate::advisor::cost::{curve_at, CostReport, Money, HOURS_PER_WEEK};
use crate::advisor::num;

/// Height of the cheapest-option band under the plot.
pub const BAND: f64 = 16.0;
const SERIES_CLASSES: usize = 8;

/// One priced option's line.
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    pub target: Target,
    pub rank: usize,
    /// 0..8: the colour and dash pattern (`s0`..`s7` in the CSS).
    pub style: usize,
    /// The `d` attribute: straight segments between the curve's exact breakpoints.
    pub path: String,
    /// The breakpoints in pixels, for tests.
    pub points: Vec<(f64, f64)>,
    /// The rank number at the right end, moved apart from the others.
    pub end_y: f64,
    /// The point at the person's hours.
    pub here: (f64, f64),
    pub summary: String,
}

/// A break-even point.
#[derive(Clone, Debug, PartialEq)]
pub struct Mark {
    pub hours: f64,
    pub x: f64,
    pub y: f64,
    /// Index into `labels`.
    pub label: usize,
    pub summary: String,
}

/// A label in the strip above the plot, with the x of what it names.
#[derive(Clone, Debug, PartialEq)]
pub struct Label {
    pub text: String,
    pub x0: f64,
    pub x1: f64,
    /// Baseline.
    pub y: f64,
    pub anchor: f64,
}

/// Where one option is the cheapest cloud option.
#[derive(Clone, Debug, PartialEq)]
pub struct BandPart {
    pub target: Target,
    pub style: usize,
    pub from: f64,
    pub to: f64,
    pub x0: f64,
    pub x1: f64,
    /// The rank number, when the part is wide enough to hold it.
    pub text: Option<String>,
    pub summary: String,
}

#[derive(Clone, Debug, PartialEq)]
pub struct LineChart {
    pub width: f64,
    pub height: f64,
    /// The plot area: left, top, right, bottom.
    pub plot: (f64, f64, f64, f64),
    pub x_ticks: Vec<Tick>,
    pub y_ticks: Vec<Tick>,
    pub series: Vec<Series>,
    pub marks: Vec<Mark>,
    /// Labels in the strip: the person's hours first, then each distinct break-even.
    pub labels: Vec<Label>,
    pub here_x: f64,
    pub band_y: f64,
    pub band: Vec<BandPart>,
}

/// Hours written short: "12.5", "40".
pub fn hours(h: f64) -> String {
    num::short(h, 1)
}

/// Lays the lines out for `width` pixels. Only options with a curve (a price) get a line.
pub fn layout(report: &CostReport, width: f64) -> LineChart {
    let priced: Vec<_> = report
        .options
        .iter()
        .enumerate()
        .filter(|(_, o)| o.curve.len() >= 2)
        .collect();
    let max_usd = priced
        .iter()
        .flat_map(|(_, o)| o.curve.iter().map(|p| p.1))
        .fold(0.0, f64::max);
    let plot_h = (width * 0.45).clamp(170.0, 260.0);
    let y_count = (plot_h / 45.0) as usize;
    let y_vals = nice_ticks(max_usd, y_count);
    let top = y_vals.last().copied().unwrap_or(1.0);
    let left = y_vals
        .iter()
        .map(|v| text_width(&usd_tick(*v)))
        .fold(0.0, f64::max)
        + 8.0;
    let right = width - text_width("12") - 10.0;
    let sx = Scale::new((0.0, HOURS_PER_WEEK), (left, right));
    let here_h = report.usage.hours;
    let here_x = sx.at(here_h);

    // Labels above the plot: the person's hours first (it keeps the first row), then one per
    // distinct break-even hour.
    let mut texts: Vec<(String, f64)> = vec![(format!("You: {} h", hours(here_h)), here_x)];
    let mut mark_label = Vec::new();
    for b in &report.break_evens {
        let t = format!("{} h", hours(b.hours));
        let i = match texts.iter().skip(1).position(|(s, _)| *s == t) {
            Some(i) => i + 1,
            None => {
                texts.push((t, sx.at(b.hours)));
                texts.len() - 1
            }
        };
        mark_label.push(i);
    }
    let spans: Vec<(f64, f64)> = texts
        .iter()
        .map(|(t, x)| centred(*x, text_width(t), 0.0, width))
        .collect();
    let rows = rows_for(&spans, 6.0);
    let strip = (rows.iter().max().map_or(0, |r| r + 1)) as f64 * LINE;
    let labels: Vec<Label> = texts
        .into_iter()
        .zip(spans)
        .zip(&rows)
        .map(|(((text, anchor), (x0, x1)), row)| Label {
            text,
            x0,
            x1,
            y: *row as f64 * LINE + FONT,
            anchor,
        })
        .collect();

    let y0 = strip + 10.0;
    let y1 = y0 + plot_h;
    let sy = Scale::new((0.0, top), (y1, y0));
    let y_ticks = y_vals
        .iter()
        .map(|v| Tick {
            value: *v,
            at: sy.at(*v),
            label: usd_tick(*v),
        })
        .collect();
    let step = [24.0, 42.0, 56.0, 84.0, 168.0]
        .into_iter()
        .find(|s| sx.at(*s) - sx.at(0.0) >= text_width("168") + 12.0)
        .unwrap_or(168.0);
    let x_ticks = (0..)
        .map(|i| f64::from(i) * step)
        .take_while(|h| *h <= HOURS_PER_WEEK)
        .map(|h| Tick {
            value: h,
            at: sx.at(h),
            label: hours(h),
        })
        .collect();

    let style_of = |i: usize| i % SERIES_CLASSES;
    let ends: Vec<f64> = priced
        .iter()
        .map(|(_, o)| sy.at(o.curve.last().map_or(0.0, |p| p.1)))
        .collect();
    let end_ys = spread(&ends, LINE, y0 + FONT / 2.0, y1 + BAND);
    let series = priced
        .iter()
        .zip(end_ys)
        .map(|((i, o), end_y)| {
            let points: Vec<(f64, f64)> = o
                .curve
                .iter()
                .map(|(h, v)| (sx.at(*h), sy.at(*v)))
                .collect();
            let mut path = String::new();
            for (k, (x, y)) in points.iter().enumerate() {
                path.push_str(if k == 0 { "M" } else { "L" });
                path.push_str(&format!("{} {}", c(*x), c(*y)));
            }
            let at_here = curve_at(&o.curve, here_h).unwrap_or(0.0);
            let figure = o.monthly.total().unwrap_or(Money::from_usd(at_here));
            Series {
                target: o.target,
                rank: i + 1,
                style: style_of(*i),
                path,
                points,
                end_y,
                here: (here_x, sy.at(at_here)),
                summary: format!(
                    "{}. {}: {figure} a month at {} busy hours a week",
                    i + 1,
                    o.target.name(),
                    hours(here_h)
                ),
            }
        })
        .collect();
    let marks = report
        .break_evens
        .iter()
        .zip(mark_label)
        .map(|(b, label)| Mark {
            hours: b.hours,
            x: sx.at(b.hours),
            y: sy.at(b.monthly),
            label,
            summary: format!(
                "At {} busy hours a week {} and {} both cost {}: below that {} is cheaper, above it {}.",
                hours(b.hours),
                b.cheaper_below.name(),
                b.cheaper_above.name(),
                Money::from_usd(b.monthly),
                b.cheaper_below.name(),
                b.cheaper_above.name()
            ),
        })
        .collect();
    let band_y = y1 + 4.0;
    let rank_of = |t: Target| {
        report
            .options
            .iter()
            .position(|o| o.target == t)
            .unwrap_or(0)
    };
    let band = report
        .cheapest
        .iter()
        .enumerate()
        .map(|(k, (from, t))| {
            let to = report.cheapest.get(k + 1).map_or(HOURS_PER_WEEK, |n| n.0);
            let (x0, x1) = (sx.at(*from), sx.at(to));
            let rank = rank_of(*t) + 1;
            let text = rank.to_string();
            BandPart {
                target: *t,
                style: style_of(rank - 1),
                from: *from,
                to,
                x0,
                x1,
                text: (x1 - x0 >= text_width(&text) + 6.0).then_some(text),
                summary: format!(
                    "From {} to {} busy hours a week the cheapest cloud option is {}. {}",
                    hours(*from),
                    hours(to),
                    rank,
                    t.name()
                ),
            }
        })
        .collect();
    LineChart {
        width,
        height: band_y + BAND + 4.0 + LINE + LINE,
        plot: (left, y0, right, y1),
        x_ticks,
        y_ticks,
        series,
        marks,
        labels,
        here_x,
        band_y,
        band,
    }
}
