//! Monthly cost per option: one horizontal bar per priced option, stacked by line-item kind, the
//! low-priority range under the bar where that capacity is allowed, and the options that cannot
//! be priced listed with their reason instead of drawn.

use super::{fit, nice_ticks, text_width, usd_tick, Scale, Tick, FONT, LINE};
use crate::advisor::catalog::Target;
use crate::advisor::cost::{CostReport, Estimate, ItemKind, Money};

pub const BAR: f64 = 18.0;
const WHISKER: f64 = 8.0;
const ROW_GAP: f64 = 12.0;
const AXIS: f64 = 22.0;

/// One kind's share of a bar.
#[derive(Clone, Debug, PartialEq)]
pub struct Segment {
    pub kind: ItemKind,
    pub amount: Money,
    pub x: f64,
    pub w: f64,
}

/// The low-priority / Spot range of an option: from the Spot meter (if known) to 20% of
/// pay-as-you-go.
#[derive(Clone, Debug, PartialEq)]
pub struct LowRange {
    pub from: Money,
    pub to: Money,
    pub x0: f64,
    pub x1: f64,
    pub y: f64,
    pub label: String,
    pub label_y: f64,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Bar {
    pub target: Target,
    /// 1 for the recommended option.
    pub rank: usize,
    pub name: String,
    pub name_y: f64,
    pub y: f64,
    pub total: Money,
    pub segments: Vec<Segment>,
    pub total_x: f64,
    pub low: Option<LowRange>,
    /// Everything this bar shows, for its focusable element and the text alternative.
    pub summary: String,
}

#[derive(Clone, Debug, PartialEq)]
pub struct BarChart {
    pub width: f64,
    pub height: f64,
    pub x0: f64,
    pub x1: f64,
    pub ticks: Vec<Tick>,
    pub bars: Vec<Bar>,
    /// Options with no estimate, and why: listed beside the chart, never drawn as zero.
    pub unpriced: Vec<(Target, String)>,
    /// The kinds that appear in some bar, for the legend.
    pub kinds: Vec<ItemKind>,
}

/// The amount of each kind in an option's line items, in [`ItemKind::ALL`] order, zeros left out.
pub fn stack(items: &[crate::advisor::cost::LineItem]) -> Vec<(ItemKind, Money)> {
    ItemKind::ALL
        .into_iter()
        .map(|k| {
            let cents = items
                .iter()
                .filter(|i| i.kind == k)
                .map(|i| i.amount.0)
                .sum();
            (k, Money(cents))
        })
        .filter(|(_, m)| m.0 != 0)
        .collect()
}

/// Lays the bars out for `width` pixels. Options keep the report's order (the ranking).
pub fn layout(report: &CostReport, width: f64) -> BarChart {
    let priced: Vec<_> = report
        .options
        .iter()
        .enumerate()
        .filter_map(|(i, o)| match &o.monthly {
            Estimate::Priced { total, items } => Some((i + 1, o, *total, items)),
            Estimate::NotEstimated { .. } => None,
        })
        .collect();
    let unpriced = report
        .options
        .iter()
        .filter_map(|o| match &o.monthly {
            Estimate::NotEstimated { why } => Some((o.target, why.clone())),
            Estimate::Priced { .. } => None,
        })
        .collect();
    let max_usd = priced
        .iter()
        .map(|(_, o, total, _)| {
            let low = o
                .low_priority
                .map_or(0, |(at20, spot)| at20.0.max(spot.map_or(0, |m| m.0)));
            total.0.max(low)
        })
        .max()
        .unwrap_or(0) as f64
        / 100.0;
    let label_room = priced
        .iter()
        .map(|(_, _, t, _)| text_width(&t.to_string()))
        .fold(0.0, f64::max)
        + 8.0;
    // Room for half of the "$0" tick label, which is centred on the axis.
    let x0 = text_width("$0") / 2.0 + 2.0;
    let x1 = (width - label_room).max(x0 + 40.0);
    let ticks_v = nice_ticks(max_usd, ((x1 - x0) / 90.0).clamp(2.0, 6.0) as usize);
    let top = ticks_v.last().copied().unwrap_or(1.0);
    let sx = Scale::new((0.0, top), (x0, x1));
    let ticks = ticks_v
        .iter()
        .map(|v| Tick {
            value: *v,
            at: sx.at(*v),
            label: usd_tick(*v),
        })
        .collect();
    let cents = |m: Money| sx.at(m.0 as f64 / 100.0);
    let mut y = 0.0;
    let bars: Vec<Bar> = priced
        .into_iter()
        .map(|(rank, o, total, items)| {
            let name_y = y + FONT;
            let bar_y = y + LINE + 2.0;
            let mut at = Money(0);
            let segments: Vec<Segment> = stack(items)
                .into_iter()
                .map(|(kind, amount)| {
                    let x = cents(at);
                    at = Money(at.0 + amount.0);
                    Segment {
                        kind,
                        amount,
                        x,
                        w: cents(at) - x,
                    }
                })
                .collect();
            y = bar_y + BAR;
            let low = o.low_priority.map(|(at20, spot)| {
                let spot = spot.unwrap_or(at20);
                let (from, to) = (at20.min(spot), at20.max(spot));
                let label = if from == to {
                    format!("Low priority: {to}")
                } else {
                    format!("Low priority: {from} to {to}")
                };
                let r = LowRange {
                    from,
                    to,
                    x0: cents(from),
                    x1: cents(to),
                    y: y + 3.0 + WHISKER / 2.0,
                    label,
                    label_y: y + 3.0 + WHISKER + FONT,
                };
                y += 3.0 + WHISKER + LINE;
                r
            });
            y += ROW_GAP;
            let mut summary = format!("{}: {total} a month", o.target.name());
            for s in &segments {
                summary.push_str(&format!("; {} {}", s.kind.label(), s.amount));
            }
            if let Some(l) = &low {
                summary.push_str(&format!("; {}", l.label));
            }
            let name = if rank == 1 {
                format!("{rank}. {} (recommended)", o.target.name())
            } else {
                format!("{rank}. {}", o.target.name())
            };
            let name = fit(&name, width);
            Bar {
                target: o.target,
                rank,
                name,
                name_y,
                y: bar_y,
                total,
                total_x: cents(total) + 6.0,
                segments,
                low,
                summary,
            }
        })
        .collect();
    let kinds = ItemKind::ALL
        .into_iter()
        .filter(|k| {
            bars.iter()
                .any(|b: &Bar| b.segments.iter().any(|s| s.kind == *k))
        })
        .collect();
    BarChart {
        width,
        height: y + AXIS,
        x0,
        x1,
        ticks,
        bars,
        unpriced,
        kinds,
    }
}

/// The class that colours and patterns a kind (the CSS and the legend use the same).
pub fn kind_class(k: ItemKind) -> &'static str {
    match k {
        ItemKind::Busy => "k0",
        ItemKind::IdleTail => "k1",
        ItemKind::AlwaysOn => "k2",
        ItemKind::Fixed => "k3",
    }
}
