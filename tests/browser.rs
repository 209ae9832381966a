//! The app mounted in a headless browser (wasm-bindgen-test; `make wasm-test` runs it in Chromium,
//! Firefox and WebKitGTK): answer by clicking, see the advice,
//! open a result link, edit an answer in place. Renders are awaited with `scheduler::flush`,
//! never with sleeps.
#![cfg(target_arch = "wasm32")]

use aml_compute_advisor::ui::App;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, HtmlSelectElement};

wasm_bindgen_test_configure!(run_in_browser);

/// An event that bubbles, as the browser's own `change` and `input` do: the page listens for
/// them once, on the form or the result.
fn bubbling(kind: &str) -> web_sys::Event {
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    web_sys::Event::new_with_event_init_dict(kind, &init).unwrap()
}

fn set_query(query: &str) {
    let w = web_sys::window().unwrap();
    let path = w.location().pathname().unwrap();
    let url = if query.is_empty() {
        path
    } else {
        format!("{path}?{query}")
    };
    w.history()
        .unwrap()
        .replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url))
        .unwrap();
}

fn query() -> String {
    web_sys::window().unwrap().location().search().unwrap()
}

struct Mounted {
    root: Element,
    app: yew::AppHandle<App>,
}

async fn mount(query: &str) -> Mounted {
    set_query(query);
    let document = web_sys::window().unwrap().document().unwrap();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    let app = yew::Renderer::<App>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    Mounted { root, app }
}

impl Mounted {
    fn find(&self, selector: &str) -> Option<Element> {
        self.root.query_selector(selector).unwrap()
    }

    fn get(&self, selector: &str) -> Element {
        self.find(selector)
            .unwrap_or_else(|| panic!("no {selector} in {}", self.root.inner_html()))
    }

    async fn click(&self, selector: &str) {
        self.get(selector).unchecked_into::<HtmlElement>().click();
        yew::scheduler::flush().await;
    }

    async fn select(&self, selector: &str, value: &str) {
        let s: HtmlSelectElement = self.get(selector).unchecked_into();
        s.set_value(value);
        s.dispatch_event(&bubbling("change")).unwrap();
        yew::scheduler::flush().await;
    }

    /// Types `value` into the input `selector`, as the browser reports typing.
    async fn type_in(&self, selector: &str, value: &str) {
        let i: web_sys::HtmlInputElement = self.get(selector).unchecked_into();
        i.set_value(value);
        i.dispatch_event(&bubbling("input")).unwrap();
        yew::scheduler::flush().await;
    }

    fn top_pick(&self) -> String {
        self.get("[data-testid=top-pick]")
            .get_attribute("data-target")
            .unwrap_or_default()
    }

    fn unmount(self) {
        self.app.destroy();
        self.root.remove();
    }
}

#[wasm_bindgen_test]
async fn answering_by_clicks_gives_the_cluster_for_production_scripts() {
    let m = mount("").await;
    assert!(m
        .get("#step-title")
        .text_content()
        .unwrap()
        .contains("lifecycle"));
    m.click("#answer-stage-train").await;
    m.click("[data-testid=next]").await;
    assert_eq!(
        m.get("#step-title").text_content().unwrap(),
        "Is it your own model, or an LLM from the Azure catalog (GPT, Llama, Phi …)?"
    );
    m.click("#answer-model-own").await;
    m.click("[data-testid=next]").await;
    assert_eq!(
        m.get("#step-title").text_content().unwrap(),
        "How do you run your code?"
    );
    m.click("#answer-mode-script").await;
    m.click("[data-testid=next]").await;
    m.click("#answer-data-large").await;
    // Next without an answer stays, and says so.
    m.click("[data-testid=next]").await;
    m.click("[data-testid=next]").await;
    assert!(m.find("#choice-error").is_some(), "no answer is assumed");
    // The first answer of each remaining question, and 10 busy hours.
    while m.find("[data-testid=recommendation]").is_none() {
        if m.find("#answer-hours").is_some() {
            m.type_in("#answer-hours", "10").await;
        } else {
            m.click(".wizard input[type=radio]").await;
        }
        m.click("[data-testid=next]").await;
    }
    assert_eq!(m.top_pick(), "compute-cluster");
    let q = query();
    assert!(
        q.starts_with("?v=1&stage=train&mode=script&data=large"),
        "{q}"
    );
    let ranks: Vec<String> = (0..m
        .root
        .query_selector_all("[data-testid=option]")
        .unwrap()
        .length())
        .map(|i| {
            let el: Element = m
                .root
                .query_selector_all("[data-testid=option]")
                .unwrap()
                .item(i)
                .unwrap()
                .unchecked_into();
            el.get_attribute("data-rank").unwrap()
        })
        .collect();
    assert_eq!(ranks.first().map(String::as_str), Some("1"));
    assert!(ranks.len() >= 3);
    m.unmount();
}

#[wasm_bindgen_test]
async fn back_returns_to_the_previous_question_with_the_answer_kept() {
    let m = mount("").await;
    m.click("#answer-stage-deploy").await;
    m.click("[data-testid=next]").await;
    assert_eq!(
        m.get("#step-title").text_content().unwrap(),
        "Is it your own model, or an LLM from the Azure catalog (GPT, Llama, Phi …)?"
    );
    m.click(".wizard .button.secondary").await;
    let checked = m
        .get("#answer-stage-deploy")
        .unchecked_into::<web_sys::HtmlInputElement>()
        .checked();
    assert!(checked);
    m.unmount();
}

#[wasm_bindgen_test]
async fn a_result_link_opens_on_the_result_and_stays_editable() {
    let m = mount(
        "v=1&stage=deploy&serve=batch&gpu=none&existing=none&where=cloud&preempt=no&manage=own&hours=5",
    )
    .await;
    assert_eq!(m.top_pick(), "batch-endpoint");
    m.select("#edit-serve", "realtime").await;
    assert_eq!(m.top_pick(), "managed-online-endpoint");
    assert!(query().contains("serve=realtime"));
    m.unmount();
}

#[wasm_bindgen_test]
async fn a_mangled_link_explains_itself_and_opens_where_an_answer_is_needed() {
    let m = mount("v=1&stage=dance&hours=999&vm=Standard_NC6&serve=batch").await;
    let notices = m.get("[data-testid=notices]").text_content().unwrap();
    assert!(
        notices.contains("dance") && notices.contains("999") && notices.contains("Standard_NC6"),
        "{notices}"
    );
    assert!(
        m.find("#answer-stage-train").is_some(),
        "the stage is asked"
    );
    m.unmount();
}

#[wasm_bindgen_test]
async fn editing_the_usage_reprices_every_option() {
    let m = mount("v=1&stage=train&mode=script&data=large&gpu=none&spark=no&existing=none&where=cloud&preempt=no&manage=own&hours=10").await;
    let monthly = |m: &Mounted| {
        m.get("[data-testid=top-pick] [data-testid=option]")
            .get_attribute("data-monthly-usd")
            .and_then(|v| v.parse::<f64>().ok())
    };
    let cpu = monthly(&m).expect("the cluster is priced");
    // An A100 node: dearer than the large-data CPU default (two Standard_E8ds_v5 nodes), which a
    // T4 node no longer is.
    m.select("#usage-vm", "Standard_NC24ads_A100_v4").await;
    let gpu = monthly(&m).expect("the GPU cluster is priced");
    assert!(gpu > cpu, "{gpu} <= {cpu}");
    assert!(query().contains("vm=Standard_NC24ads_A100_v4"));
    // Standard_E48s_v3 has no price in westcentralus: not estimated, never a guess.
    m.select("#usage-vm", "Standard_E48s_v3").await;
    m.select("#usage-region", "westcentralus").await;
    assert_eq!(monthly(&m), None);
    let text = m.get("[data-testid=top-pick]").text_content().unwrap();
    assert!(text.contains("Cost not estimated"), "{text}");
    m.unmount();
}
