//! The tradeoff matrix: the ranked options against the qualities people trade, each cell a level
//! (a filled, half or empty dot) read from the catalog's facts, with the fact in words and its
//! source for the cell that has focus.

use super::{fit, text_width, FONT, LINE};
use crate::advisor::catalog::{Management, Preemptible, Target};
use crate::advisor::cost::{Estimate, OptionCost};
use crate::advisor::num;
use crate::advisor::Source;

/// The qualities, in column order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Quality {
    Cost,
    ScalesToZero,
    Startup,
    Management,
    MultiNode,
    Gpu,
    Interactive,
    Interruptible,
}

impl Quality {
    pub const ALL: [Quality; 8] = [
        Quality::Cost,
        Quality::ScalesToZero,
        Quality::Startup,
        Quality::Management,
        Quality::MultiNode,
        Quality::Gpu,
        Quality::Interactive,
        Quality::Interruptible,
    ];

    pub fn label(self) -> &'static str {
        match self {
            Quality::Cost => "Cost a month",
            Quality::ScalesToZero => "Scales to zero",
            Quality::Startup => "Start-up",
            Quality::Management => "Who manages it",
            Quality::MultiNode => "Several nodes",
            Quality::Gpu => "GPUs",
            Quality::Interactive => "Interactive use",
            Quality::Interruptible => "Interruptible",
        }
    }
}

/// How well an option does on a quality, from the person's side: less to pay, wait or run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    Good,
    Fair,
    Poor,
    /// No figure (a cost that cannot be estimated).
    Unknown,
}

impl Level {
    pub fn class(self) -> &'static str {
        match self {
            Level::Good => "lv-good",
            Level::Fair => "lv-fair",
            Level::Poor => "lv-poor",
            Level::Unknown => "lv-none",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Level::Good => "strong",
            Level::Fair => "partly",
            Level::Poor => "weak",
            Level::Unknown => "unknown",
        }
    }
}

/// One cell: its level, a short value, the fact in words and where it comes from.
#[derive(Clone, Debug, PartialEq)]
pub struct Cell {
    pub quality: Quality,
    pub level: Level,
    pub short: String,
    pub fact: String,
    pub source: Option<Source>,
}

fn yes_no(v: bool) -> (Level, &'static str) {
    if v {
        (Level::Good, "Yes")
    } else {
        (Level::Poor, "No")
    }
}

/// Whether a person can work in the target interactively (notebook sessions) rather than only
/// submit jobs or requests to it, and the fact that says so.
fn interactive(target: Target) -> (bool, Source) {
    let f = target.facts();
    (f.interactive.value, f.interactive.source)
}

/// A cost for a cell: "$23", "$0.40", "$1.2k".
pub fn usd_short(cents: i64) -> String {
    let usd = cents as f64 / 100.0;
    if usd >= 1000.0 {
        format!("${}k", num::short(usd / 1000.0, 1))
    } else if usd >= 100.0 {
        format!("${}", num::fixed(usd, 0))
    } else {
        format!("${}", num::short(usd, 2))
    }
}

/// The start-up fact, read by its opening words: the catalog writes start-up times in words.
fn startup_level(text: &str) -> (Level, &'static str) {
    let starts = |p: &str| text.starts_with(p);
    if starts("None") || starts("Always running") {
        (Level::Good, "None")
    } else if starts("Seconds") {
        (Level::Good, "Seconds")
    } else if starts("Minutes") || starts("Cold start") {
        (Level::Fair, "Minutes")
    } else {
        (Level::Fair, "Varies")
    }
}

/// The cells of one option, in [`Quality::ALL`] order. `cost_range` is the cheapest and dearest
/// priced total among the options shown, in cents.
pub fn cells(target: Target, cost: Option<&OptionCost>, cost_range: (i64, i64)) -> Vec<Cell> {
    let f = target.facts();
    Quality::ALL
        .into_iter()
        .map(|q| {
            let (level, short, fact, source): (Level, String, String, Option<Source>) = match q {
                Quality::Cost => match cost.map(|c| &c.monthly) {
                    Some(Estimate::Priced { total, .. }) => {
                        let (lo, hi) = cost_range;
                        let t = if hi > lo {
                            (total.0 - lo) as f64 / (hi - lo) as f64
                        } else {
                            0.0
                        };
                        let level = if t <= 1.0 / 3.0 {
                            Level::Good
                        } else if t <= 2.0 / 3.0 {
                            Level::Fair
                        } else {
                            Level::Poor
                        };
                        (
                            level,
                            usd_short(total.0),
                            format!("{total} a month for the usage below."),
                            None,
                        )
                    }
                    Some(Estimate::NotEstimated { why }) => {
                        (Level::Unknown, "n/a".into(), why.clone(), None)
                    }
                    None => (Level::Unknown, "n/a".into(), "Not priced.".into(), None),
                },
                Quality::ScalesToZero => {
                    let (l, s) = yes_no(f.scale_to_zero.value);
                    (
                        l,
                        s.into(),
                        f.idle.value.into(),
                        Some(f.scale_to_zero.source),
                    )
                }
                Quality::Startup => {
                    let (l, s) = startup_level(f.startup.value);
                    (l, s.into(), f.startup.value.into(), Some(f.startup.source))
                }
                Quality::Management => {
                    let (l, s) = match f.management.value {
                        Management::Managed | Management::FullyManaged => (Level::Good, "Azure ML"),
                        Management::NotApplicable => (Level::Fair, "You"),
                        Management::SelfManaged => (Level::Poor, "You"),
                    };
                    (
                        l,
                        s.into(),
                        f.management.value.label().into(),
                        Some(f.management.source),
                    )
                }
                Quality::MultiNode => {
                    let (l, s) = yes_no(f.multi_node.value);
                    (l, s.into(), format!("{s}."), Some(f.multi_node.source))
                }
                Quality::Gpu => {
                    let (l, s) = yes_no(f.gpu.value);
                    (l, s.into(), format!("{s}."), Some(f.gpu.source))
                }
                Quality::Interactive => {
                    let (yes, source) = interactive(target);
                    let (l, s) = yes_no(yes);
                    let fact = if yes {
                        "Yes: notebook sessions run on it."
                    } else {
                        "No: it runs submitted jobs or requests."
                    };
                    (l, s.into(), fact.into(), Some(source))
                }
                Quality::Interruptible => {
                    let (l, s) = match f.preemptible.value {
                        Preemptible::No => (Level::Poor, "No"),
                        Preemptible::LowPriority => (Level::Good, "Low priority"),
                        Preemptible::Spot => (Level::Good, "Spot"),
                    };
                    let fact = match f.preemptible.value {
                        Preemptible::No => "No cheaper interruptible capacity.",
                        Preemptible::LowPriority => {
                            "Low-priority VMs: cheaper, can be taken back mid-run."
                        }
                        Preemptible::Spot => "Spot capacity: cheaper, can be taken back mid-run.",
                    };
                    (l, s.into(), fact.into(), Some(f.preemptible.source))
                }
            };
            Cell {
                quality: q,
                level,
                short,
                fact,
                source,
            }
        })
        .collect()
}

/// The cheapest and dearest priced total among `costs`, in cents ((0, 0) with none).
pub fn cost_range(costs: &[OptionCost]) -> (i64, i64) {
    let totals = costs.iter().filter_map(|c| c.monthly.total()).map(|m| m.0);
    let lo = totals.clone().min().unwrap_or(0);
    (lo, totals.max().unwrap_or(0))
}

/// A column: its left edge, width and header position.
#[derive(Clone, Debug, PartialEq)]
pub struct Column {
    pub x: f64,
    pub w: f64,
    /// The centre, where dots and horizontal headers sit.
    pub cx: f64,
}

#[derive(Clone, Debug, PartialEq)]
pub struct MatrixLayout {
    pub width: f64,
    pub height: f64,
    /// Names on their own line above each row of dots (narrow screens), or in a left column.
    pub names_above: bool,
    /// Headers turned to read upwards when the columns are too narrow for them.
    pub rotated: bool,
    /// Baseline of horizontal headers, or the foot of rotated ones.
    pub header_y: f64,
    pub columns: Vec<Column>,
    /// The row names, shortened where they would not fit.
    pub names: Vec<String>,
    /// Per row: the name's baseline and the dots' centre line.
    pub rows: Vec<(f64, f64)>,
    pub row_h: f64,
    pub dot_r: f64,
}

/// Lays out a matrix of `names` (one per row, as shown) by [`Quality::ALL`] for `width` pixels.
/// `cost_texts` are the cost column's short values, which set its width.
pub fn layout(names: &[String], cost_texts: &[String], width: f64) -> MatrixLayout {
    // A name column no wider than 40% of the chart; longer names are shortened to fit it.
    let name_w = names
        .iter()
        .map(|n| text_width(n))
        .fold(0.0, f64::max)
        .min(width * 0.4)
        + 10.0;
    let cost_w = cost_texts
        .iter()
        .map(|t| text_width(t))
        .fold(text_width("n/a"), f64::max)
        + 10.0;
    let others = (Quality::ALL.len() - 1) as f64;
    let min_cell = 30.0;
    let names_above = name_w + cost_w + others * min_cell > width;
    let left = if names_above { 0.0 } else { name_w };
    let names: Vec<String> = names
        .iter()
        .map(|n| fit(n, if names_above { width } else { name_w - 10.0 }))
        .collect();
    let cell = ((width - left - cost_w) / others).min(110.0);
    let header_w = Quality::ALL
        .iter()
        .map(|q| text_width(q.label()))
        .fold(0.0, f64::max);
    let rotated = cell < header_w + 8.0;
    let header_h = if rotated { header_w + 8.0 } else { LINE + 4.0 };
    let mut x = left;
    let columns = Quality::ALL
        .iter()
        .map(|q| {
            let w = if *q == Quality::Cost { cost_w } else { cell };
            let col = Column {
                x,
                w,
                cx: x + w / 2.0,
            };
            x += w;
            col
        })
        .collect();
    let row_h = 28.0;
    let mut y = header_h;
    let rows = names
        .iter()
        .map(|_| {
            let name_y = if names_above {
                y += LINE + 2.0;
                y - 4.0
            } else {
                y + row_h / 2.0 + FONT / 2.0 - 2.0
            };
            let dots = y + row_h / 2.0;
            y += row_h;
            (name_y, dots)
        })
        .collect();
    MatrixLayout {
        width,
        height: y + 4.0,
        names_above,
        rotated,
        header_y: header_h - 6.0,
        columns,
        names,
        rows,
        row_h,
        dot_r: 7.0,
    }
}
