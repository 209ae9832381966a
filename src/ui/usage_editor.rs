//! The usage profile behind the cost figures: region, VM size, hours, nodes, instances, idle
//! shutdown, minimum nodes, priority. Fields appear only where an option shown uses them.

use super::raw;
use super::store::Store;
use crate::advisor::catalog::Target;
use crate::advisor::cost::{self, Priority};
use crate::advisor::questions::{Question, Situation};
use crate::advisor::{prices, share};
use crate::markup::panels;
use yew::prelude::*;

const IDLE_CHOICES: [(u16, &str); 8] = [
    (0, "Off (left running)"),
    (15, "15 minutes"),
    (30, "30 minutes"),
    (60, "1 hour"),
    (120, "2 hours"),
    (240, "4 hours"),
    (1440, "1 day"),
    (4320, "3 days"),
];

/// A whole-number field whose value goes through the share codec on change. What it cannot use
/// stays in the field, marked invalid with a message under it (`Store::invalid`).
pub fn number_input(
    store: &Store,
    key: &'static str,
    id: &str,
    value: String,
    (min, max): (u16, u16),
) -> Html {
    let invalid = store.invalid_for(key);
    let err = format!("{id}-error");
    html! {
        <>
            <input id={id.to_string()} type="number" inputmode="numeric" min={min.to_string()} max={max.to_string()} step="1"
                value={invalid.map_or(value, |i| i.typed.clone())} data-key={key}
                aria-invalid={invalid.map(|_| "true")} aria-describedby={invalid.map(|_| err.clone())} />
            if let Some(i) = invalid {
                <p class="field-error" id={err}>{ &i.message }</p>
            }
        </>
    }
}

/// The usage fields for `situation`, where an option among `options` uses them.
pub fn usage_editor(store: &Store, s: &Situation, options: &[Target]) -> Html {
    let u = store.shared.usage.resolve(s);
    let shows = |f: &str| cost::shows_field(f, s, options);
    let num_field = |key: &'static str, label: &'static str, value: u16| {
        let id = format!("usage-{key}");
        html! {
            <div class="answer">
                <label for={id.clone()}>{ label }</label>
                { number_input(store, key, &id, value.to_string(), share::number_range(key).unwrap_or((0, cost::MAX_NODES))) }
            </div>
        }
    };
    html! {
        <fieldset class="usage" id="usage">
            <legend>{"Usage to price"}</legend>
            <div class="answer-grid">
                <div class="answer">
                    <label for="usage-region">{"Region"}</label>
                    <select id="usage-region" data-key="region">
                        { prices::regions().iter().enumerate().map(|(i, r)| html! {
                            <option value={*r} selected={i == u.region}>{ prices::region_label(r) }</option>
                        }).collect::<Html>() }
                    </select>
                </div>
                <div class="answer wide">
                    <label for="usage-vm">{"VM size"}</label>
                    <select id="usage-vm" data-key="vm">{ raw(panels::vm_options(u.region, u.vm.name)) }</select>
                </div>
                if Question::Hours.is_asked(s.stage, s.serve) {
                    <div class="answer">
                        <label for="usage-hours">{ if shows("instances") { "Peak hours a week" } else { "Busy hours a week" } }</label>
                        { number_input(store, "hours", "usage-hours", s.hours.to_string(), (0, 168)) }
                    </div>
                }
                if shows("nodes") { { num_field("nodes", "Nodes per job", u.nodes) } }
                if shows("instances") { { num_field("instances", "Instances at peak", u.instances) } }
                if shows("mininstances") { { num_field("mininstances", "Instances off-peak", u.min_instances) } }
                if shows("minnodes") { { num_field("minnodes", "Minimum nodes", u.min_nodes) } }
                if shows("runs") { { num_field("runs", "Sessions or jobs a week", u.runs_per_week) } }
                if shows("idle") {
                    <div class="answer">
                        <label for="usage-idle">{"Idle shutdown"}</label>
                        <select id="usage-idle" data-key="idle">
                            { IDLE_CHOICES.iter().map(|(m, label)| html! {
                                <option value={m.to_string()} selected={*m == u.idle_minutes}>{ *label }</option>
                            }).collect::<Html>() }
                        </select>
                    </div>
                }
                if shows("priority") {
                    <div class="answer">
                        <label for="usage-priority">{"VM priority"}</label>
                        <select id="usage-priority" data-key="priority">
                            { [Priority::Dedicated, Priority::LowPriority].into_iter().map(|p| html! {
                                <option value={p.slug()} selected={p == u.priority}>{ p.label() }</option>
                            }).collect::<Html>() }
                        </select>
                    </div>
                }
            </div>
        </fieldset>
    }
}
