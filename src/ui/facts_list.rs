//! A target's tradeoffs at a glance (management, scale to zero, start-up, idle behaviour,
//! interruptible capacity, GPUs, nodes), each with its source.

use super::source_link::SourceLink;
use crate::advisor::catalog::{Preemptible, Target};
use crate::advisor::Source;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct FactsListProps {
    pub target: Target,
}

fn yes_no(v: bool) -> &'static str {
    if v {
        "Yes"
    } else {
        "No"
    }
}

#[component]
pub fn FactsList(props: &FactsListProps) -> Html {
    let f = props.target.facts();
    let preemptible = match f.preemptible.value {
        Preemptible::No => "Not available",
        Preemptible::LowPriority => "Low-priority VMs",
        Preemptible::Spot => "Spot tier",
    };
    let rows: [(&str, String, Source); 7] = [
        (
            "Who manages it",
            f.management.value.label().into(),
            f.management.source,
        ),
        (
            "Scales to zero",
            yes_no(f.scale_to_zero.value).into(),
            f.scale_to_zero.source,
        ),
        ("Start-up", f.startup.value.into(), f.startup.source),
        ("When idle", f.idle.value.into(), f.idle.source),
        (
            "Interruptible capacity",
            preemptible.into(),
            f.preemptible.source,
        ),
        ("GPUs", yes_no(f.gpu.value).into(), f.gpu.source),
        (
            "Several nodes",
            yes_no(f.multi_node.value).into(),
            f.multi_node.source,
        ),
    ];
    html! {
        <details class="facts">
            <summary>{"Facts"}<span class="visually-hidden">{ format!(" about {}", f.name) }</span></summary>
            <dl>
                { rows.into_iter().map(|(k, v, src)| html! {
                    <>
                        <dt>{ k }</dt>
                        <dd>{ v }{" "}<SourceLink source={src} /></dd>
                    </>
                }).collect::<Html>() }
            </dl>
        </details>
    }
}
