//! The plan of a whole project: its workloads, the total, the chart, "Create it" for every
//! workload and the share, export and embed panels, as runs of markup (`markup::plan`) that the
//! app brings up to date node by node, with the result's delegated handlers (`actions.rs`).

use super::actions;
use super::link::plan_link;
use super::store::{Planning, Store};
use crate::advisor::documents::plan;
use crate::markup::{panels, plan as markup};
use yew::prelude::*;

/// How many runs of markup the plan is drawn in (the first of the app's containers).
pub const RUNS: usize = 4;

/// The plan's runs of markup: the workloads and the total, the chart, "Create it", and the
/// share, export and embed panels.
pub fn markup(store: &Store) -> [String; RUNS] {
    let empty = Planning::default();
    let p = store.planning.as_ref().unwrap_or(&empty);
    let bill = p.bill();
    let links: Vec<String> = (0..p.plan.workloads.len())
        .map(|i| format!("?{}", plan::workload_link(&p.plan, i)))
        .collect();
    let link = plan_link(&p.plan);
    let take_away = {
        let (page, query) = link.split_once('?').unwrap_or((&link, ""));
        let base = page.strip_suffix("index.html").unwrap_or(page);
        let (script, iframe) = panels::embed_snippets(base, query);
        let embed = (!store.shared.embed).then_some((script.as_str(), iframe.as_str()));
        panels::take_away_of(&panels::PLAN, &link, embed)
    };
    let create = match bill.workloads.is_empty() {
        true => String::new(),
        false => markup::create(
            &crate::advisor::documents::plan::plan_script(&bill, p.plan.tool),
            p.plan.tool,
        ),
    };
    [
        markup::workloads(
            &bill,
            &links,
            p.removed.as_ref().map(|(_, w)| w.title()).as_deref(),
        ),
        markup::chart(&bill),
        create,
        take_away,
    ]
}

/// The plan's containers, `nodes` (one a run), with the page's delegated listeners.
pub fn view(store: &Store, nodes: &[NodeRef]) -> Html {
    let onclick = {
        let store = store.clone();
        Callback::from(move |e: MouseEvent| actions::click(&e, &[], &store))
    };
    let onchange = {
        let store = store.clone();
        Callback::from(move |e: Event| actions::change(&e, &store))
    };
    let run = |r: &NodeRef| html! { <div class="run" ref={r.clone()}></div> };
    html! {
        <div key="plan" class="result plan-view" data-testid="plan-view" {onclick} {onchange}>
            { for nodes.iter().take(RUNS).map(run) }
        </div>
    }
}
