//! One ranked option: why it fits, why not first, and what it costs a month.

use super::facts_list::FactsList;
use super::source_link::SourceLink;
use crate::advisor::cost::{Estimate, OptionCost};
use crate::advisor::{Note, RankedOption};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct OptionCardProps {
    pub option: RankedOption,
    pub cost: Option<OptionCost>,
    /// Shown right under the option's purpose (the top pick's tradeoff matrix).
    #[prop_or_default]
    pub children: Html,
}

fn notes(list: &[Note], class: &'static str, heading: &'static str) -> Html {
    if list.is_empty() {
        return Html::default();
    }
    html! {
        <div class={class}>
            <h4 class="notes-title">{ heading }</h4>
            <ul>
                { list.iter().map(|n| html! {
                    <li>{ n.text }{" "}<SourceLink source={n.source} /></li>
                }).collect::<Html>() }
            </ul>
        </div>
    }
}

#[component]
pub fn OptionCard(props: &OptionCardProps) -> Html {
    let o = &props.option;
    let facts = o.target.facts();
    let monthly = props.cost.as_ref().and_then(|c| c.monthly.total());
    let figure = match props.cost.as_ref().map(|c| &c.monthly) {
        Some(Estimate::Priced { total, .. }) => {
            match props.cost.as_ref().and_then(|c| c.whole_bill) {
                Some(bill) => html! {
                    <span class="figure">{ format!("{total} added a month") }
                        <span class="figure-note">{ format!(" (you already pay about {bill} for it)") }</span></span>
                },
                None => html! { <span class="figure">{ format!("{total} a month") }</span> },
            }
        }
        Some(Estimate::NotEstimated { why }) => {
            html! { <span class="figure muted" title={why.clone()}>{"Cost not estimated"}</span> }
        }
        None => Html::default(),
    };
    html! {
        <article class={classes!("option", (o.rank == 1).then_some("best"))} data-testid="option"
            data-target={o.target.slug()} data-rank={o.rank.to_string()}
            data-monthly-usd={monthly.map(|m| m.plain())}>
            <header class="option-head">
                <span class="rank" aria-hidden="true">{ o.rank }</span>
                <h3 class="option-name">
                    <span class="visually-hidden">{ format!("Option {}: ", o.rank) }</span>
                    { o.name }
                </h3>
                { figure }
            </header>
            <p class="purpose">{ facts.purpose.value }{" "}<span class="tag">{ facts.management.value.label() }</span></p>
            { props.children.clone() }
            { notes(&o.reasons, "reasons", "Because") }
            <FactsList target={o.target} />
            { notes(&o.caveats, "caveats", if o.rank == 1 { "Keep in mind" } else { "Why not first" }) }
        </article>
    }
}
