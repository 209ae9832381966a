//! What each option costs a month for this usage, line by line, and where the cheapest option
//! changes as busy hours grow.

use super::charts::{CostBars, CostLines};
use super::usage_editor::UsageEditor;
use crate::advisor::cost::{CostReport, Estimate};
use crate::advisor::num::short;
use crate::advisor::prices;
use crate::advisor::questions::Situation;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct CostSectionProps {
    pub report: Rc<CostReport>,
    pub situation: Situation,
}

#[component]
pub fn CostSection(props: &CostSectionProps) -> Html {
    let r = &props.report;
    let rows = r.options.iter().map(|o| {
        let (total, detail) = match &o.monthly {
            Estimate::Priced { total, items } => (
                total.to_string(),
                html! {
                    <details>
                        <summary>{"How this adds up"}<span class="visually-hidden">{ format!(" for {}", o.target.name()) }</span></summary>
                        <ul class="items">
                            { items.iter().map(|i| html! {
                                <li><span class="item-label">{ i.label }</span>{": "}<span class="amount">{ i.amount.to_string() }</span>
                                    <span class="working">{ format!(" ({})", i.working) }</span></li>
                            }).collect::<Html>() }
                        </ul>
                        <ul class="assumptions">
                            { o.assumptions.iter().map(|a| html! { <li>{ a }</li> }).collect::<Html>() }
                        </ul>
                    </details>
                },
            ),
            Estimate::NotEstimated { why } => ("Not estimated".to_string(), html! { <p class="hint">{ why }</p> }),
        };
        let low = match o.low_priority {
            Some((at20, Some(spot))) => format!("{spot} to {at20}"),
            Some((at20, None)) => at20.to_string(),
            None => "Not available".to_string(),
        };
        html! {
            <tr key={o.target.slug()} data-testid="cost-row" data-target={o.target.slug()}>
                <th scope="row">{ o.target.name() }</th>
                <td class="num">{ total }</td>
                <td class="num">{ low }</td>
                <td>{ detail }</td>
            </tr>
        }
    });
    let sentences = r
        .break_evens
        .iter()
        .map(|b| {
            html! {
                <li>{ format!(
                    "At {} busy hours a week both cost {}: below that {} is cheaper, above it {}.",
                    short(b.hours, 1),
                    crate::advisor::cost::Money::from_usd(b.monthly),
                    b.cheaper_below.name(),
                    b.cheaper_above.name()
                ) }</li>
            }
        })
        .collect::<Html>();
    let cheapest = r
        .cheapest
        .iter()
        .map(|(h, t)| {
            html! {
                <li>{ format!("From {} h a week: {}", short(*h, 1), t.name()) }</li>
            }
        })
        .collect::<Html>();
    html! {
        <section class="panel costs" aria-labelledby="cost-title" data-testid="costs">
            <h2 id="cost-title">{"What it would cost"}</h2>
            <UsageEditor situation={props.situation} options={r.options.iter().map(|o| o.target).collect::<Vec<_>>()} />
            <CostBars report={r.clone()} />
            <div class="table-wrap">
                <table class="cost-table">
                    <caption>{ format!("Monthly cost in {} for {} ({}), USD", prices::region_label(r.region_name), r.usage.vm.name, r.usage.vm.describe()) }</caption>
                    <thead><tr>
                        <th scope="col">{"Option"}</th>
                        <th scope="col">{ format!("Per month, {}", r.usage.priority.label()) }</th>
                        <th scope="col">{"Low priority / Spot"}</th>
                        <th scope="col">{"Details"}</th>
                    </tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
            <CostLines report={r.clone()} />
            <h3>{"Where the lines cross"}</h3>
            if r.break_evens.is_empty() {
                <p>{"No two priced options swap places between 0 and 168 busy hours a week."}</p>
            } else {
                <ul class="break-evens" data-testid="break-evens">{ sentences }</ul>
            }
            if r.cheapest.len() > 1 {
                <p>{"Cheapest cloud option as busy hours grow:"}</p>
                <ul>{ cheapest }</ul>
            }
            <p class="hint">{ format!("{} A month is 730 hours. Low priority is shown from the Spot meter to 20% of pay-as-you-go, as Azure ML does not document which meter it bills. Disk and load-balancer figures are approximate.", prices::PROVENANCE) }</p>
        </section>
    }
}
