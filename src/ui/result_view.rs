//! The result: the top pick and the ranked alternatives with reasons, tips, what would change the
//! pick, costs, and the link that reproduces it.

use super::actions;
use super::answers_editor::AnswersEditor;
use super::app::{full_link, page_url};
use super::cost_section::CostSection;
use super::raw;
use super::store::use_store;
use crate::advisor::share::{self, Shared};
use crate::advisor::{self, cost, export};
use crate::markup::{self, panels};
use std::rc::Rc;
use yew::prelude::*;

#[component]
pub fn ResultView() -> Html {
    let store = use_store();
    let advice = use_memo(store.shared.answers.clone(), advisor::advise);
    let costs = {
        let usage = store.shared.usage.clone();
        use_memo(
            (advice.clone(), usage),
            |(advice, usage): &(Rc<advisor::Advice>, _)| {
                let s = advice.situation;
                let targets: Vec<_> = advice.ranked.iter().map(|o| o.target).collect();
                cost::report(&targets, &cost::UsageInput::resolve(usage, &s), &s)
            },
        )
    };
    let heading = use_node_ref();
    {
        // Arriving from the wizard, the form that had focus is gone: move focus to the result.
        // A link opened afresh keeps the browser's own focus and fragment scrolling.
        let heading = heading.clone();
        let interacted = store.interacted;
        use_effect_with((), move |_| {
            if let Some(h) = heading
                .cast::<web_sys::HtmlElement>()
                .filter(|_| interacted)
            {
                let _ = h.focus();
            }
        });
    }
    let m = markup::result(&advice, &costs);
    // Announced after the person changes something, so a change far down the page is heard.
    let previous = use_mut_ref(|| None::<advisor::Target>);
    let announce = {
        let now = advice.top().map(|o| o.target);
        let before = previous.replace(now);
        match (before, now) {
            (Some(b), Some(n)) if b != n && store.interacted => {
                format!("Now recommending {}.", n.name())
            }
            _ => String::new(),
        }
    };
    let notices = store
        .notices
        .iter()
        .map(|n| html! { <li>{ &n.message }</li> })
        .collect::<Html>();
    let Some(top) = advice.top() else {
        return html! {
            <section data-testid="recommendation">
                <p role="alert">{"No compute target fits these answers. Change an answer below."}</p>
                <AnswersEditor />
            </section>
        };
    };
    let onclick = {
        let (store, advice) = (store.clone(), advice.clone());
        Callback::from(move |e: MouseEvent| actions::click(&e, &advice.changes, &store))
    };
    let take_away = {
        let link = full_link(&store.shared);
        let markdown = export::markdown(&export::Report::new(&store.shared, &store.notices), &link);
        let page = page_url();
        // The folder the page is served from: embed.js sits next to index.html.
        let base = page.strip_suffix("index.html").unwrap_or(&page);
        let query = share::encode(&Shared {
            embed: false,
            ..store.shared.clone()
        });
        let (script, iframe) = panels::embed_snippets(base, &query);
        let embed = (!store.shared.embed).then_some((script.as_str(), iframe.as_str()));
        panels::take_away(&link, &markdown, embed)
    };
    let top_monthly = costs
        .options
        .iter()
        .find(|c| c.target == top.target)
        .and_then(|c| c.monthly.total());
    html! {
        <div class="result" data-testid="recommendation" {onclick}>
            <p class="visually-hidden" role="status" data-testid="announce">{ announce }</p>
            if !store.notices.is_empty() {
                <div class="notice" role="status" data-testid="notices">
                    <p>{"Some values were not understood:"}</p>
                    <ul>{ notices }</ul>
                </div>
            }
            <section class="top-pick" data-testid="top-pick" data-target={top.target.slug()} aria-labelledby="top-title">
                <h2 id="top-title" class="eyebrow" tabindex="-1" ref={heading}>{"Recommended"}</h2>
                { raw(m.summary) }
                <article class="option best" data-testid="option" data-target={top.target.slug()}
                    data-rank="1" data-monthly-usd={top_monthly.map(|m| m.plain())}>
                    { raw(m.top_head) }
                    { raw(m.top_body) }
                </article>
                { raw(m.tips) }
            </section>
            <AnswersEditor />
            if advice.ranked.len() > 1 {
                <section aria-labelledby="alt-title">
                    <h2 id="alt-title">{"Alternatives, best first"}</h2>
                    <ol class="alternatives">
                        { m.alternatives.into_iter().zip(advice.ranked.iter().skip(1)).map(|(markup, o)| html! {
                            <li key={o.target.slug()}>{ raw(markup) }</li>
                        }).collect::<Html>() }
                    </ol>
                </section>
            }
            { raw(panels::changes(&advice.changes)) }
            <CostSection report={costs.clone()} situation={advice.situation} />
            <section class="panel" aria-labelledby="excluded-title">
                <h2 id="excluded-title">{"Not suitable here"}</h2>
                { raw(m.excluded) }
            </section>
            <section class="panel" aria-labelledby="sources-title">
                <h2 id="sources-title">{"Sources"}</h2>
                { raw(m.sources) }
            </section>
            { raw(take_away) }
        </div>
    }
}
