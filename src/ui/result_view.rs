//! The result: the top pick and the ranked alternatives with reasons, tips, what would change the
//! pick, costs, and the link that reproduces it.

use super::actions;
use super::app::full_link;
use super::morph;
use super::store::use_store;
use crate::advisor;
use crate::markup::{self, editors, panels};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[component]
pub fn ResultView() -> Html {
    let store = use_store();
    // Worked out on every render: the result renders when the answers or the usage change, and
    // one evaluation takes microseconds; memoising it would cost the page more code than time.
    let advice = Rc::new(advisor::advise(&store.shared.answers));
    let costs = advice.costs(&store.shared.usage.resolve(&advice.situation));
    let [head, middle, tail] = markup::result_page(&advice, &costs, &store.notices);
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
    let onclick = {
        let (store, advice) = (store.clone(), advice.clone());
        Callback::from(move |e: MouseEvent| actions::click(&e, &advice.changes, &store))
    };
    let onkeydown = Callback::from(|e: KeyboardEvent| actions::key(&e));
    let onchange = {
        let store = store.clone();
        Callback::from(move |e: Event| actions::change(&e, &store))
    };
    let take_away = {
        let link = full_link(&store.shared);
        // The folder the page is served from (embed.js sits next to index.html), and the
        // answers' query, both read off the link.
        let (page, query) = link.split_once('?').unwrap_or((&link, ""));
        let base = page.strip_suffix("index.html").unwrap_or(page);
        let (script, iframe) = panels::embed_snippets(base, query);
        let embed = (!store.shared.embed).then_some((script.as_str(), iframe.as_str()));
        panels::take_away(&link, embed)
    };
    let typed = store.invalid.as_ref().map(|i| editors::Typed {
        key: i.key,
        text: &i.typed,
        message: &i.message,
    });
    let targets: Vec<_> = costs.options.iter().map(|o| o.target).collect();
    let [prices, numbers] = editors::usage(&store.shared, &advice.situation, &targets, typed);
    // The result as runs of markup, each in a container whose children the page brings to the
    // new markup after each render (`ui::morph`), before the focus effect below needs them; a
    // run that did not change is not even parsed again.
    let runs = [
        head,
        editors::answers(&store.shared, typed),
        middle,
        prices,
        numbers,
        markup::costs(&costs),
        tail,
        take_away,
    ];
    let containers = [
        use_node_ref(),
        use_node_ref(),
        use_node_ref(),
        use_node_ref(),
        use_node_ref(),
        use_node_ref(),
        use_node_ref(),
        use_node_ref(),
    ];
    {
        let containers = containers.clone();
        use_effect(move || {
            for (node, markup) in containers.iter().zip(&runs) {
                morph(node, markup);
            }
        });
    }
    {
        // Arriving from the wizard, the form that had focus is gone: move focus to the result.
        // A link opened afresh keeps the browser's own focus and fragment scrolling.
        let interacted = store.interacted;
        use_effect_with((), move |_| {
            if let Some(h) = gloo::utils::document()
                .get_element_by_id("top-title")
                .and_then(|h| h.dyn_into::<web_sys::HtmlElement>().ok())
                .filter(|_| interacted)
            {
                let _ = h.focus();
            }
        });
    }
    let [head, answers, middle, prices, numbers, costs, tail, take_away] = containers;
    let run = |r: &NodeRef| html! { <div class="run" ref={r.clone()}></div> };
    html! {
        <div class="result" data-testid="recommendation" {onclick} {onkeydown} {onchange}>
            <p class="visually-hidden" role="status" data-testid="announce">{ announce }</p>
            { run(&head) }
            { run(&answers) }
            { run(&middle) }
            if advice.top().is_some() {
                <section class="panel costs" aria-labelledby="cost-title" data-testid="costs">
                    <h2 id="cost-title">{"What it would cost"}</h2>
                    <fieldset class="usage" id="usage">
                        <legend>{"Usage to price"}</legend>
                        <div class="answer-grid">{ run(&prices) }{ run(&numbers) }</div>
                    </fieldset>
                    { run(&costs) }
                </section>
            }
            { run(&tail) }
            { run(&take_away) }
        </div>
    }
}
