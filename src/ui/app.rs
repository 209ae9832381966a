//! The root: owns the store and every side effect. The address bar follows the answers
//! (replaceState), each new screen is a history entry (pushState) so Back and Forward move between
//! steps, and inside an iframe (`embed=1`) the page tells its host how tall it is.

use super::link::{current_query, full_link, plan_link};
use super::store::{step_query, Action, AppState, Store, View};
use super::{morph, plan_view, result_view, wizard};
use crate::advisor::link::share;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The type of the height message an embedded advisor posts to its host (see README).
pub const HEIGHT_MESSAGE: &str = "aml-advisor:height";

fn write_history(query: &str, view: View, push: bool, note: Option<&str>) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let path = window.location().pathname().unwrap_or_default();
    let url = if query.is_empty() {
        path
    } else {
        format!("{path}?{query}")
    };
    if let Ok(history) = window.history() {
        // The screen's key, and on a workload of a plan what the entry keeps of the plan.
        let state = match note {
            Some(note) => JsValue::from_str(&format!("{}\n{note}", view.key())),
            None => JsValue::from_str(view.key()),
        };
        let _ = if push {
            history.push_state_with_url(&state, "", Some(&url))
        } else {
            history.replace_state_with_url(&state, "", Some(&url))
        };
    }
}

/// Posts the document's height to the host page, and asks for a native resize where the browser
/// sizes iframes to their content (`frame-sizing: content-height`).
fn post_height() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(root) = window.document().and_then(|d| d.document_element()) else {
        return;
    };
    // The bounding rect, not scrollHeight, which never shrinks below the iframe's own height.
    let height = root.get_bounding_client_rect().height().ceil();
    let message = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&message, &"type".into(), &HEIGHT_MESSAGE.into());
    let _ = js_sys::Reflect::set(&message, &"height".into(), &height.into());
    if let Ok(Some(parent)) = window.parent() {
        // The height is no secret: any host may read it; the host checks where it comes from.
        let _ = parent.post_message(&message, "*");
    }
    if let Some(f) = super::window_function("requestResize") {
        let _ = f.call0(&window);
    }
}

#[derive(Properties, PartialEq, Default)]
pub struct AppProps {
    /// The state the app opens on; by default, what the address bar says. `ui::start` adds a
    /// choice already made in the page's static first step (`static_step.rs`).
    #[prop_or_default]
    pub initial: Option<AppState>,
    /// The id of the element that had focus in the static first step, to keep it there.
    #[prop_or_default]
    pub focus: Option<String>,
}

#[component]
pub fn App(props: &AppProps) -> Html {
    let store: Store = {
        let initial = props.initial.clone();
        use_reducer(move || initial.unwrap_or_else(|| AppState::from_query(&current_query())))
    };
    // The screen as runs of markup, each brought up to date node by node in its container after
    // the render (`ui::morph`), before the focus effects below need them; a run that did not
    // change is not even parsed again. A wizard step is one run, the result nine.
    let nodes: [NodeRef; result_view::RUNS] = [
        use_node_ref(),
        use_node_ref(),
        use_node_ref(),
        use_node_ref(),
        use_node_ref(),
        use_node_ref(),
        use_node_ref(),
        use_node_ref(),
        use_node_ref(),
    ];
    let previous = use_mut_ref(|| None);
    let (body, runs) = match store.view {
        View::Step(q) => {
            let step = wizard::markup(&store, q);
            let body = wizard::view(&store, q, &nodes[0], &step);
            let mut runs: [String; result_view::RUNS] = Default::default();
            runs[0] = step;
            (body, runs)
        }
        View::Result => {
            let (advice, runs) = result_view::markup(&store);
            let announce = result_view::announcement(&store, &mut previous.borrow_mut(), &advice);
            (result_view::view(&store, advice, announce, &nodes), runs)
        }
        View::Plan => {
            let mut runs: [String; result_view::RUNS] = Default::default();
            for (run, markup) in runs.iter_mut().zip(plan_view::markup(&store)) {
                *run = markup;
            }
            (plan_view::view(&store, &nodes), runs)
        }
    };
    // The plan shown, whose link the address holds on the plan view.
    let plan = store
        .planning
        .as_ref()
        .filter(|_| store.view == View::Plan)
        .map(|p| crate::advisor::documents::plan::Plan {
            embed: store.shared.embed,
            ..p.plan.clone()
        });
    // What the history entry keeps of the plan while one of its workloads is on screen.
    let note = store.planning.as_ref().and_then(|p| p.history_note());
    let drawn = use_mut_ref(|| {
        None::<(
            share::Shared,
            View,
            Option<crate::advisor::documents::plan::Plan>,
        )>
    });
    let refusals = use_mut_ref(|| 0u32);
    {
        let nodes = nodes.clone();
        let (shared, view, push, interacted, popped, tried) = (
            store.shared.clone(),
            store.view,
            store.push,
            store.interacted,
            store.popped,
            !store.tried.is_empty(),
        );
        let refused = (store.refused, store.invalid.as_ref().map(|i| i.key));
        use_effect(move || {
            for (node, markup) in nodes.iter().zip(&runs) {
                morph(node, markup);
            }
            let before = drawn.replace(Some((shared.clone(), view, plan.clone())));
            if before.is_none() {
                super::static_step::remove();
            }
            // Next was refused: focus goes to the field the step still needs, its message in view.
            if let (n, Some(key)) = refused {
                if refusals.replace(n) != n {
                    super::focus_invalid(key);
                }
            }
            if before
                .as_ref()
                .is_some_and(|b| b.0 == shared && b.1 == view && b.2 == plan)
            {
                return;
            }
            let untouched = !share::carries_answers(&shared) && shared == share::Shared::default();
            let query = match &plan {
                Some(p) => crate::advisor::documents::plan::encode(p),
                None if untouched => String::new(),
                None => share::encode(&shared),
            };
            // Back and Forward reach an entry: a result's address is the one it was made with;
            // a step's becomes the link that opens that step (the answers before it), not the
            // answers given since.
            match view {
                View::Step(q) if popped => {
                    write_history(&step_query(&shared, q), view, false, note.as_deref())
                }
                _ if popped => {}
                _ => write_history(&query, view, push, note.as_deref()),
            }
            // "Try it" moves the person to the new pick: the list of what changed in view, and
            // focus on the pick's heading.
            if tried {
                super::focus("top-title");
                if let Some(n) = gloo::utils::document().get_element_by_id("tried") {
                    n.scroll_into_view();
                }
                return;
            }
            // A new step's question takes focus, so keyboard and screen-reader users follow the
            // step; arriving at the result from the wizard, whose form had focus, the result's
            // heading does. A link opened afresh keeps the browser's own focus and fragment
            // scrolling, and the page's first step takes it by itself (`autofocus`).
            if !before.is_some_and(|b| b.1 != view) {
                return;
            }
            let id = match view {
                View::Step(_) => "step-title",
                View::Result if interacted => "top-title",
                View::Plan if interacted => "plan-title",
                View::Result | View::Plan => return,
            };
            super::focus(id);
        });
    }
    {
        // Once, after the step's focus effect: the element focused in the static first step keeps
        // focus; Back and Forward are followed (the entry's state names the screen; on a wizard
        // step the answers stay as they are, on the result they are the entry's, so Back undoes an
        // edit); embedded, every change of content size, whatever caused it, reaches the host;
        // and boot.js learns that the app has started.
        let store = store.clone();
        let focused = props.focus.clone();
        use_effect_with((), move |_| {
            if let Some(id) = focused {
                super::focus(&id);
            }
            let embed = store.shared.embed;
            let on_pop =
                Closure::<dyn Fn(web_sys::PopStateEvent)>::new(move |e: web_sys::PopStateEvent| {
                    if let Some(key) = e.state().as_string() {
                        store.dispatch(Action::Popped(key, current_query()));
                    }
                });
            let window = web_sys::window();
            if let Some(w) = &window {
                let _ =
                    w.add_event_listener_with_callback("popstate", on_pop.as_ref().unchecked_ref());
            }
            let observer = embed
                .then(|| {
                    let cb = Closure::<dyn Fn()>::new(post_height);
                    let o = web_sys::ResizeObserver::new(cb.as_ref().unchecked_ref()).ok()?;
                    let root = web_sys::window()?.document()?.document_element()?;
                    o.observe(&root);
                    Some((o, cb))
                })
                .flatten();
            // The first screen is drawn and answers: boot.js marks the moment (`make bench`).
            if let Some(f) = super::window_function("amlAdvisorStarted") {
                let _ = f.call0(&JsValue::NULL);
            }
            move || {
                if let Some(w) = window {
                    let _ = w.remove_event_listener_with_callback(
                        "popstate",
                        on_pop.as_ref().unchecked_ref(),
                    );
                }
                if let Some((o, _cb)) = observer {
                    o.disconnect();
                }
            }
        });
    }
    // Embedded, only the main box, with a link to the full page; it is the same box as the full
    // page's main, so the static first step does not move when the app takes its place (boot.js
    // hides its header and footer).
    let embed = store.shared.embed;
    let full = match (&store.planning, store.view) {
        _ if !embed => String::new(),
        (Some(p), View::Plan) => plan_link(&p.plan),
        _ => full_link(&store.shared),
    };
    html! {
        <>
            if !embed {
                <header class="masthead">
                    <p class="brand">{"Azure ML compute advisor"}</p>
                    <h1>{"Where should this work run?"}</h1>
                </header>
            }
            <main id="main" class="page">
                { body }
                if embed {
                    <p class="open-full"><a href={full} target="_blank" rel="noopener">{"Open the full advisor"}</a></p>
                }
            </main>
            if !embed {
                <footer class="footer">
                    // One text node, as the static page's HTML has it: two would paint a box a few
                    // pixels larger, which counts as a new largest paint after the app starts.
                    <p>{ format!("Advice from the Azure Machine Learning documentation; every reason links its source. Prices: {}", crate::advisor::facts::prices::PROVENANCE) }</p>
                </footer>
            }
        </>
    }
}
