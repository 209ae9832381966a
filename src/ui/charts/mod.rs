//! The charts: SVG drawn from the geometry in `crate::charts`, each with a title, a description,
//! focusable data points and a table shown on demand. Presentation is by class only (the page's
//! CSP forbids inline styles).

mod cost_bars;
mod cost_lines;
mod tradeoff_matrix;

pub use cost_bars::CostBars;
pub use cost_lines::CostLines;
pub use tradeoff_matrix::TradeoffMatrix;

use crate::charts::svg::Svg;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The width of the element behind `node` in CSS pixels, measured after each mount and when the
/// window is resized (0 until measured). Geometry is laid out for it, so text keeps its size
/// from a phone to a wide screen; printing scales the last layout.
#[hook]
pub fn use_width(node: NodeRef) -> f64 {
    let width = use_state_eq(|| 0.0);
    let set = width.setter();
    use_effect_with(node, move |node| {
        let node = node.clone();
        let measure = move || {
            if let Some(el) = node.cast::<web_sys::Element>() {
                set.set(f64::from(el.client_width()));
            }
        };
        measure();
        let listener = Closure::<dyn Fn()>::new(measure);
        let window = web_sys::window();
        if let Some(w) = &window {
            let _ = w.add_event_listener_with_callback("resize", listener.as_ref().unchecked_ref());
        }
        move || {
            if let Some(w) = window {
                let _ = w.remove_event_listener_with_callback(
                    "resize",
                    listener.as_ref().unchecked_ref(),
                );
            }
        }
    });
    *width
}

/// Markup written by [`Svg`], as it is.
pub fn raw(markup: String) -> Html {
    Html::from_html_unchecked(markup.into())
}

/// A table as markup: a header row, then rows whose first cell heads the row.
pub fn table(caption: &str, head: &[&str], rows: &[Vec<String>]) -> Html {
    let mut s = Svg::default();
    s.tag("table").a("class", "cost-table").open();
    s.element("caption", "", caption);
    s.tag("thead").open().tag("tr").open();
    for h in head {
        s.tag("th").a("scope", "col").open().text(h).close("th");
    }
    s.close("tr");
    s.close("thead");
    s.tag("tbody").open();
    for row in rows {
        s.tag("tr").open();
        for (i, cell) in row.iter().enumerate() {
            if i == 0 {
                s.tag("th").a("scope", "row").open().text(cell).close("th");
            } else {
                s.element("td", "", cell);
            }
        }
        s.close("tr");
    }
    s.close("tbody");
    s.close("table");
    raw(s.into_markup())
}

/// A legend: each entry a small drawing (`swatch`, markup inside a 14 px high SVG of `width`)
/// and its words.
pub fn legend(entries: &[(f64, String, &str)]) -> Html {
    let mut s = Svg::default();
    s.tag("ul").a("class", "legend").open();
    for (width, swatch, label) in entries {
        s.tag("li").open();
        s.tag("svg")
            .a("class", "swatch")
            .a("aria-hidden", "true")
            .n("width", *width)
            .a("height", "14")
            .open();
        s.raw(swatch);
        s.close("svg");
        s.text(label).close("li");
    }
    s.close("ul");
    raw(s.into_markup())
}

/// SVG markup written by [`crate::charts::svg::Svg`], in a box whose width is measured.
pub fn drawing(node: NodeRef, markup: String) -> Html {
    html! { <div class="chart-box" ref={node}>{ raw(markup) }</div> }
}

/// A chart's frame: heading, description, the drawing, and its text alternative in a
/// disclosure. `id` names the heading and description for `aria-labelledby`.
pub fn frame(id: &'static str, title: &'static str, desc: String, body: Html, table: Html) -> Html {
    html! {
        <figure class="chart" aria-labelledby={format!("{id}-t")} data-testid={id}>
            <figcaption>
                <h3 id={format!("{id}-t")}>{ title }</h3>
                <p id={format!("{id}-d")} class="hint">{ desc }</p>
            </figcaption>
            { body }
            <details class="alt">
                <summary>{"Show as a table"}<span class="visually-hidden">{ format!(": {title}") }</span></summary>
                <div class="table-wrap">{ table }</div>
            </details>
        </figure>
    }
}
