//! The result: the top pick and the ranked alternatives with reasons, tips, what would change the
//! pick, costs, and the link that reproduces it, as runs of markup that the app brings up to date
//! node by node, each in its own container.

use super::actions;
use super::link::full_link;
use super::store::Store;
use crate::advisor::link::answer::Answer;
use crate::advisor::{documents::create, link::trial, Advice, Target};
use crate::markup::{self, editors, panels};
use std::rc::Rc;
use yew::prelude::*;

/// How many runs of markup the result is drawn in.
pub const RUNS: usize = 9;

/// The result's runs of markup, and its pick. Worked out on every render: the result renders
/// when the answers or the usage change, and one evaluation takes microseconds; memoising it
/// would cost the page more code than time.
pub fn markup(store: &Store) -> (Rc<Advice>, [String; RUNS]) {
    let Answer { advice, costs, .. } = Answer::of(&store.shared);
    let advice = Rc::new(advice);
    let [head, middle, tail] =
        markup::result_page_asked(&advice, &costs, &store.notices, store.asked.as_ref());
    // After "Try it", what it changed, at the top.
    let head = match advice.top() {
        Some(top) => panels::tried(top.name, &store.tried) + &head,
        None => head,
    };
    // A workload of the plan: which one, and the way back to the plan.
    let head = match store
        .planning
        .as_ref()
        .and_then(|p| p.editing_label(&store.shared))
    {
        Some((n, name)) => markup::plan::banner(n, &name, &[]) + &head,
        None => head,
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
    // "Create it" for the option chosen there (the pick until another is), with the names given.
    let create = match targets.first() {
        Some(pick) => {
            let c = &store.create;
            let t = c.target.filter(|t| targets.contains(t)).unwrap_or(*pick);
            let names = create::Names::edited(t, &c.names);
            let input = create::Input::of(&costs, &advice.situation);
            let plan = create::plan(t, &input, &names);
            markup::create::panel(&plan, &targets, store.shared.tool, &names, typed)
        }
        None => String::new(),
    };
    let runs = [
        head,
        editors::answers(&store.shared, typed),
        middle,
        prices,
        numbers,
        markup::costs(&costs),
        create,
        tail,
        take_away,
    ];
    (advice, runs)
}

/// What the live region says after the person changed something: after "Try it", the new pick
/// and each answer it changed; after another edit, the new pick, when it moved. `previous` keeps
/// the pick between renders.
pub fn announcement(store: &Store, previous: &mut Option<Target>, advice: &Advice) -> String {
    let now = advice.top().map(|o| o.target);
    match (std::mem::replace(previous, now), now) {
        (_, Some(n)) if !store.tried.is_empty() => trial::announcement(n.name(), &store.tried),
        (Some(b), Some(n)) if b != n && store.interacted => {
            format!("Now recommended: {}.", n.name())
        }
        _ => String::new(),
    }
}

/// The result's containers, `nodes` (one a run), with the page's delegated listeners.
pub fn view(store: &Store, advice: Rc<Advice>, announce: String, nodes: &[NodeRef; RUNS]) -> Html {
    let has_pick = advice.top().is_some();
    let onclick = {
        let store = store.clone();
        Callback::from(move |e: MouseEvent| actions::click(&e, &advice.changes, &store))
    };
    let onkeydown = Callback::from(|e: KeyboardEvent| actions::key(&e));
    let onchange = {
        let store = store.clone();
        Callback::from(move |e: Event| actions::change(&e, &store))
    };
    let [head, answers, middle, prices, numbers, costs, create, tail, take_away] = nodes;
    let run = |r: &NodeRef| html! { <div class="run" ref={r.clone()}></div> };
    html! {
        <div key="result" class="result" data-testid="recommendation" {onclick} {onkeydown} {onchange}>
            <p class="visually-hidden" role="status" data-testid="announce">{ announce }</p>
            { run(head) }
            { run(answers) }
            { run(middle) }
            if has_pick {
                <section class="panel costs" aria-labelledby="cost-title" data-testid="costs">
                    <h2 id="cost-title">{"What it would cost"}</h2>
                    <fieldset class="usage" id="usage">
                        <legend>{"Usage to price"}</legend>
                        <div class="answer-grid">{ run(prices) }{ run(numbers) }</div>
                    </fieldset>
                    { run(costs) }
                </section>
            }
            { run(create) }
            { run(tail) }
            { run(take_away) }
        </div>
    }
}
