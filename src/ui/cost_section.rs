//! What each option costs a month for this usage, line by line, and where the cheapest option
//! changes as busy hours grow.

use super::raw;
use super::usage_editor::UsageEditor;
use crate::advisor::cost::CostReport;
use crate::advisor::prices;
use crate::advisor::questions::Situation;
use crate::markup;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties)]
pub struct CostSectionProps {
    pub report: Rc<CostReport>,
    pub situation: Situation,
}

/// A new report is a new `Rc` (the result view memoises it), so comparing pointers is enough and
/// spares the page a deep comparison of every line item.
impl PartialEq for CostSectionProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.report, &other.report) && self.situation == other.situation
    }
}

#[component]
pub fn CostSection(props: &CostSectionProps) -> Html {
    let r = &props.report;
    html! {
        <section class="panel costs" aria-labelledby="cost-title" data-testid="costs">
            <h2 id="cost-title">{"What it would cost"}</h2>
            <UsageEditor situation={props.situation} options={r.options.iter().map(|o| o.target).collect::<Vec<_>>()} />
            <div class="table-wrap">{ raw(markup::cost_table(r)) }</div>
            { raw(markup::crossings(r)) }
            <p class="hint">{ prices::PROVENANCE }{ PRICE_NOTE }</p>
        </section>
    }
}

const PRICE_NOTE: &str = " A month is 730 hours. Low priority is shown from the Spot price to 20% of pay-as-you-go, as Azure ML does not document which price it bills. Disk and load-balancer figures are approximate.";
