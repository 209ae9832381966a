//! A bare Yew page with one radio question: the floor a Yew app's first paint starts from.

use yew::prelude::*;

const ANSWERS: [(&str, &str); 4] = [
    ("explore", "Experimenting"),
    ("train", "Training for production"),
    ("sweep", "Many models in parallel"),
    ("deploy", "Serving predictions"),
];

#[component]
fn App() -> Html {
    let chosen = use_state(|| ANSWERS[0].0);
    // The mark `make bench` times, as the advisor's boot.js sets it once its app has started.
    use_effect_with((), |_| {
        if let Some(p) = web_sys::window().and_then(|w| w.performance()) {
            let _ = p.mark("aml-advisor:interactive");
        }
    });
    html! {
        <main>
            <h1>{"Where should this work run?"}</h1>
            <form>
                <fieldset>
                    <legend>{"Where is the work in the model lifecycle?"}</legend>
                    { for ANSWERS.iter().map(|&(value, label)| {
                        let onchange = {
                            let chosen = chosen.clone();
                            Callback::from(move |_: Event| chosen.set(value))
                        };
                        html! {
                            <label>
                                <input type="radio" name="stage" {value} checked={*chosen == value} {onchange} />
                                { label }
                            </label>
                        }
                    }) }
                </fieldset>
                <button type="submit">{"Next"}</button>
            </form>
        </main>
    }
}

fn main() {
    yew::Renderer::<App>::new().render();
}
