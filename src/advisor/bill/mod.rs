//! The bills of the cost model, one module per kind of thing billed, each turning the one
//! resolved [`usage::Usage`] into line items and the assumptions behind them:
//! [`usage`] (the usage as resolved, which every bill and the create commands read), [`vm`] (VM
//! hours of compute targets), [`tokens`] (per-token and provisioned-throughput deployments on a
//! Foundry resource), [`finetune`] (a fine-tuning job and a fine-tuned model's hosting) and
//! [`managed`] (a catalog model's open weights on managed compute). Which bill an option gets,
//! and how options compare, is `cost.rs`'s to choose; the bills read the models, the traffic and
//! the prices, never `cost.rs`.
//!
//! Conventions (shared/reference, "Costs and conventions"): a month is 730 hours. A figure the
//! data cannot support is `NotEstimated`, never a guess.

pub mod cost;
pub mod delay;
pub mod finetune;
pub mod managed;
pub mod route;
pub mod tokens;
pub mod usage;
pub mod vm;

use crate::advisor::facts::catalog::Target;
use crate::advisor::facts::money::Money;
use crate::advisor::facts::num::usd;
use serde::Serialize;

pub const HOURS_PER_MONTH: f64 = 730.0;
pub const HOURS_PER_WEEK: f64 = 168.0;
pub(crate) const WEEKS_PER_MONTH: f64 = HOURS_PER_MONTH / HOURS_PER_WEEK;

/// What a line of cost pays for: the stacks of the cost chart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ItemKind {
    /// Compute while the work runs.
    Busy,
    /// Compute left running after the work, until idle shutdown or scale-down.
    IdleTail,
    /// Nodes or instances billed around the clock, busy or not.
    AlwaysOn,
    /// Disk, load balancer and network: billed while the compute exists.
    Fixed,
}

impl ItemKind {
    pub const ALL: [ItemKind; 4] = [
        ItemKind::Busy,
        ItemKind::IdleTail,
        ItemKind::AlwaysOn,
        ItemKind::Fixed,
    ];

    /// The kind's name in a report; for a catalog model, what is billed as used is tokens and
    /// training as much as compute.
    pub fn label_in(self, catalog: bool) -> &'static str {
        match self {
            ItemKind::Busy if catalog => "Billed as used",
            _ => self.label(),
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            ItemKind::Busy => "Compute while busy",
            ItemKind::IdleTail => "Idle until it stops",
            ItemKind::AlwaysOn => "Always on",
            ItemKind::Fixed => "Disk and network",
        }
    }
}

/// One line of a monthly cost.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LineItem {
    pub kind: ItemKind,
    pub label: &'static str,
    /// How it was worked out, in words and numbers a person can redo.
    pub working: String,
    pub amount: Money,
    /// The amount before rounding to cents: cost curves add these, so that break-even points are
    /// exact while each displayed line is rounded once.
    #[serde(skip)]
    pub exact_usd: f64,
}

/// A monthly cost, or the reason it cannot be estimated.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Estimate {
    Priced { total: Money, items: Vec<LineItem> },
    NotEstimated { why: String },
}

impl Estimate {
    pub fn total(&self) -> Option<Money> {
        match self {
            Estimate::Priced { total, .. } => Some(*total),
            Estimate::NotEstimated { .. } => None,
        }
    }
}

/// The cost of one option.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct OptionCost {
    pub target: Target,
    /// Compute the person already runs: `monthly` is not estimated (its bill is its own, of sizes
    /// the page never asked), and this is what one of the sizes and count assumed would bill.
    pub whole_bill: Option<Money>,
    /// At the chosen priority (Spot only where the target allows it).
    pub monthly: Estimate,
    /// Where the target can run on Spot and runs on dedicated nodes: the monthly figure at the
    /// Spot meter of the size and region, `None` inside where the data has no Spot price ("not
    /// estimated").
    pub spot: Option<Option<Money>>,
    /// For steady use, where the data has a 1-year savings plan price: the monthly figure at it.
    pub savings_plan: Option<Money>,
    pub assumptions: Vec<String>,
    /// Monthly USD at exact breakpoints of busy hours a week (0, kinks, 168); linear between.
    pub curve: Vec<(f64, f64)>,
}

/// "$0.293/h", "$14.692/h": a unit price in the one money format (`num::usd`).
pub(crate) fn per_hour(p: f64) -> String {
    format!("{}/h", usd(p, 4))
}

/// A line of a bill: its amount rounded to cents once, the exact figure kept for curves.
pub(crate) fn line(kind: ItemKind, label: &'static str, working: String, usd: f64) -> LineItem {
    LineItem {
        kind,
        label,
        working,
        amount: Money::from_usd(usd),
        exact_usd: usd,
    }
}

impl OptionCost {
    /// An option the data cannot price, and why.
    pub fn not_estimated(target: Target, why: String, assumptions: Vec<String>) -> OptionCost {
        OptionCost {
            target,
            whole_bill: None,
            monthly: Estimate::NotEstimated { why },
            spot: None,
            savings_plan: None,
            assumptions,
            curve: Vec::new(),
        }
    }

    /// An option priced by `items` (totalling `total`) that costs the same whatever the busy
    /// hours: its curve is flat at the items' exact sum.
    pub fn flat(
        target: Target,
        total: Money,
        items: Vec<LineItem>,
        assumptions: Vec<String>,
    ) -> OptionCost {
        let usd = items.iter().map(|i| i.exact_usd).sum();
        OptionCost {
            target,
            whole_bill: None,
            monthly: Estimate::Priced { total, items },
            spot: None,
            savings_plan: None,
            assumptions,
            curve: vec![(0.0, usd), (HOURS_PER_WEEK, usd)],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn money_formats() {
        assert_eq!(Money(21389).to_string(), "$213.89");
        assert_eq!(Money(123456789).to_string(), "$1,234,567.89");
        assert_eq!(Money(5).plain(), "0.05");
    }
}
