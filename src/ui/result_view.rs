//! The result: the top pick and the ranked alternatives with reasons, tips, what would change the
//! pick, costs, and the link that reproduces it.

use super::answers_editor::AnswersEditor;
use super::changes_list::ChangesList;
use super::charts::TradeoffMatrix;
use super::cost_section::CostSection;
use super::embed_box::EmbedBox;
use super::export_box::ExportBox;
use super::option_card::OptionCard;
use super::share_box::ShareBox;
use super::source_link::SourceLink;
use super::store::use_store;
use crate::advisor::{self, cost};
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
    let cost_of = |t| costs.options.iter().find(|c| c.target == t).cloned();
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
    html! {
        <div class="result" data-testid="recommendation">
            if !store.notices.is_empty() {
                <div class="notice" role="status" data-testid="notices">
                    <p>{"Some values in the link were not understood:"}</p>
                    <ul>{ notices }</ul>
                </div>
            }
            <section class="top-pick" data-testid="top-pick" data-target={top.target.slug()} aria-labelledby="top-title">
                <h2 id="top-title" class="eyebrow" tabindex="-1" ref={heading}>{"Recommended"}</h2>
                <OptionCard option={top.clone()} cost={cost_of(top.target)}>
                    <TradeoffMatrix ranked={advice.ranked.clone()} report={costs.clone()} />
                </OptionCard>
                if !advice.tips.is_empty() {
                    <div class="tips">
                        <h3>{"Tips for this pick"}</h3>
                        <ul>
                            { advice.tips.iter().map(|t| html! { <li>{ t.text }{" "}<SourceLink source={t.source} /></li> }).collect::<Html>() }
                        </ul>
                    </div>
                }
            </section>
            <AnswersEditor />
            if advice.ranked.len() > 1 {
                <section aria-labelledby="alt-title">
                    <h2 id="alt-title">{"Alternatives, best first"}</h2>
                    <ol class="alternatives">
                        { advice.ranked.iter().skip(1).map(|o| html! {
                            <li key={o.target.slug()}><OptionCard option={o.clone()} cost={cost_of(o.target)} /></li>
                        }).collect::<Html>() }
                    </ol>
                </section>
            }
            <section class="panel" aria-labelledby="changes-title">
                <h2 id="changes-title">{"What would change this"}</h2>
                <ChangesList changes={advice.changes.clone()} />
            </section>
            <CostSection report={costs.clone()} situation={advice.situation} />
            <section class="panel" aria-labelledby="excluded-title">
                <h2 id="excluded-title">{"Not suitable here"}</h2>
                <ul class="excluded">
                    { advice.excluded.iter().map(|e| html! {
                        <li><strong>{ e.name }</strong>{": "}{ e.why.text }{" "}<SourceLink source={e.why.source} /></li>
                    }).collect::<Html>() }
                    { advice.legacy.iter().map(|l| html! {
                        <li><strong>{ l.name }</strong>{": "}{ l.why }{" "}<SourceLink source={l.source} /></li>
                    }).collect::<Html>() }
                </ul>
            </section>
            <ShareBox />
            <ExportBox />
            if !store.shared.embed {
                <EmbedBox />
            }
        </div>
    }
}
