//! The tradeoff matrix: ranked options against the qualities people trade, as dots read from the
//! catalog's facts. One cell is a tab stop; the arrow keys move between cells, and the fact and
//! its source for the focused cell are shown under the matrix.

use super::super::source_link::SourceLink;
use super::{frame, legend, raw, table, use_width};
use crate::advisor::cost::CostReport;
use crate::advisor::RankedOption;
use crate::charts::matrix::{self, Cell, Level, MatrixLayout, Quality};
use crate::charts::svg::Svg;
use crate::charts::{c, clamp_width, FONT};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct TradeoffMatrixProps {
    pub ranked: Vec<RankedOption>,
    pub report: Rc<CostReport>,
}

fn cell_id(r: usize, k: usize) -> String {
    format!("mx-{r}-{k}")
}

/// A dot for a level: filled, half filled, empty, or a dash where nothing is known.
fn glyph(s: &mut Svg, level: Level, cx: f64, cy: f64, r: f64) {
    let ring = |s: &mut Svg, class: &str| {
        s.tag("circle")
            .a("class", class)
            .n("cx", cx)
            .n("cy", cy)
            .n("r", r)
            .end()
    };
    match level {
        Level::Good => ring(s, "dot full"),
        Level::Fair => {
            ring(s, "dot ring");
            let d = format!(
                "M{} {}A{} {} 0 0 0 {} {}Z",
                c(cx),
                c(cy - r),
                c(r),
                c(r),
                c(cx),
                c(cy + r)
            );
            s.tag("path").a("class", "dot half").a("d", &d).end();
        }
        Level::Poor => ring(s, "dot ring"),
        Level::Unknown => s.label("cell-text", cx, cy + 4.0, "–"),
    }
}

/// A legend entry's dot.
fn glyph_markup(level: Level) -> String {
    let mut s = Svg::default();
    glyph(&mut s, level, 7.0, 7.0, 6.0);
    s.into_markup()
}

fn svg(g: &MatrixLayout, rows: &[(&RankedOption, Vec<Cell>)]) -> String {
    let mut s = Svg::new("tradeoffs", g.width, g.height);
    for (q, col) in Quality::ALL.iter().zip(&g.columns) {
        if g.rotated {
            let (x, y) = (col.cx + FONT / 2.0 - 2.0, g.header_y);
            s.tag("text")
                .a("class", "col-head")
                .n("x", x)
                .n("y", y)
                .a("transform", &format!("rotate(-90 {} {})", c(x), c(y)))
                .open()
                .text(q.label())
                .close("text");
        } else {
            s.label("col-head mid", col.cx, g.header_y, q.label());
        }
    }
    for (ri, (((o, cells), (name_y, cy)), name)) in
        rows.iter().zip(&g.rows).zip(&g.names).enumerate()
    {
        let top = cy - g.row_h / 2.0;
        s.tag("g")
            .a("class", "mx-row")
            .a("data-target", o.target.slug())
            .open();
        if o.rank == 1 {
            let (y, h) = if g.names_above {
                (
                    name_y - FONT - 2.0,
                    cy + g.row_h / 2.0 - name_y + FONT + 2.0,
                )
            } else {
                (top, g.row_h)
            };
            s.tag("rect")
                .a("class", "best-row")
                .n("x", 0.0)
                .n("y", y)
                .n("width", g.width)
                .n("height", h)
                .end();
        }
        s.label("name", 2.0, *name_y, name);
        for (ki, (cell, col)) in cells.iter().zip(&g.columns).enumerate() {
            s.tag("g")
                .a("class", &format!("cell {}", cell.level.class()))
                .a("id", &cell_id(ri, ki))
                .a("tabindex", if ri + ki == 0 { "0" } else { "-1" })
                .a("role", "img")
                .a(
                    "aria-label",
                    &format!(
                        "{}: {}: {}. {}",
                        o.name,
                        cell.quality.label(),
                        cell.short,
                        cell.fact
                    ),
                )
                .a("data-level", cell.level.label())
                .open();
            s.tag("rect")
                .a("class", "cell-box")
                .n("x", col.x + 1.0)
                .n("y", top + 1.0)
                .n("width", col.w - 2.0)
                .n("height", g.row_h - 2.0)
                .a("rx", "4")
                .end();
            if cell.quality == Quality::Cost {
                s.label("cell-text", col.cx, cy + 4.0, &cell.short);
            } else {
                glyph(&mut s, cell.level, col.cx, *cy, g.dot_r);
            }
            s.close("g");
        }
        s.close("g");
    }
    s.finish()
}

/// The (row, column) of a cell from its id.
fn cell_at(id: &str) -> Option<(usize, usize)> {
    let mut parts = id.strip_prefix("mx-")?.split('-');
    Some((parts.next()?.parse().ok()?, parts.next()?.parse().ok()?))
}

#[component]
pub fn TradeoffMatrix(props: &TradeoffMatrixProps) -> Html {
    let node = use_node_ref();
    let selected = use_state_eq(|| (0usize, 0usize));
    let width = clamp_width(use_width(node.clone()));
    let range = matrix::cost_range(&props.report.options);
    let rows: Vec<_> = props
        .ranked
        .iter()
        .map(|o| {
            let cost = props.report.options.iter().find(|c| c.target == o.target);
            (o, matrix::cells(o.target, cost, range))
        })
        .collect();
    let names: Vec<String> = rows
        .iter()
        .map(|(o, _)| format!("{}. {}", o.rank, o.name))
        .collect();
    let costs: Vec<String> = rows
        .iter()
        .map(|(_, cells)| cells[0].short.clone())
        .collect();
    let g = matrix::layout(&names, &costs, width);
    let (sel_r, sel_k) = *selected;
    let (n_rows, n_cols) = (rows.len(), Quality::ALL.len());
    // One tab stop: the cell focused last keeps tabindex 0 (set on the drawn markup, which is
    // not redrawn when only the focus moves).
    let onfocusin = {
        let selected = selected.clone();
        Callback::from(move |e: FocusEvent| {
            let Some(el) = e.target_dyn_into::<web_sys::Element>() else {
                return;
            };
            let Some(at) = cell_at(&el.id()) else { return };
            if let Some(parent) = el.parent_element().and_then(|p| p.parent_element()) {
                if let Ok(Some(old)) = parent.query_selector(".cell[tabindex=\"0\"]") {
                    let _ = old.set_attribute("tabindex", "-1");
                }
            }
            let _ = el.set_attribute("tabindex", "0");
            selected.set(at);
        })
    };
    let onkeydown = Callback::from(move |e: KeyboardEvent| {
        let Some((r, k)) = e
            .target_dyn_into::<web_sys::Element>()
            .and_then(|el| cell_at(&el.id()))
        else {
            return;
        };
        let next = match e.key().as_str() {
            "ArrowRight" => (r, (k + 1).min(n_cols - 1)),
            "ArrowLeft" => (r, k.saturating_sub(1)),
            "ArrowDown" => ((r + 1).min(n_rows.saturating_sub(1)), k),
            "ArrowUp" => (r.saturating_sub(1), k),
            "Home" => (r, 0),
            "End" => (r, n_cols - 1),
            _ => return,
        };
        e.prevent_default();
        if let Some(el) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id(&cell_id(next.0, next.1)))
        {
            let _ = el.unchecked_into::<web_sys::HtmlElement>().focus();
        }
    });
    let detail = rows
        .get(sel_r)
        .and_then(|(o, cells)| cells.get(sel_k).map(|cell| (o, cell)));
    let markup = svg(&g, &rows);
    let drawing = html! {
        <>
            <div class="chart-box" ref={node} {onfocusin} {onkeydown}>{ raw(markup) }</div>
            <p class="cell-detail" aria-live="polite" data-testid="tradeoff-detail">
                if let Some((o, cell)) = detail {
                    <strong>{ format!("{}, {}: ", o.name, cell.quality.label()) }</strong>
                    { &cell.fact }{" "}
                    if let Some(s) = cell.source { <SourceLink source={s} /> }
                }
            </p>
            { legend(&[
                (14.0, glyph_markup(Level::Good), "Yes, or the easier side"),
                (14.0, glyph_markup(Level::Fair), "Partly"),
                (14.0, glyph_markup(Level::Poor), "No, or the harder side"),
            ]) }
        </>
    };
    let mut head = vec!["Option"];
    head.extend(Quality::ALL.iter().map(|q| q.label()));
    let table_rows: Vec<Vec<String>> = rows
        .iter()
        .map(|(o, cells)| {
            let mut row = vec![format!("{}. {}", o.rank, o.name)];
            row.extend(cells.iter().map(|c| c.short.clone()));
            row
        })
        .collect();
    frame(
        "tradeoffs",
        "Tradeoffs at a glance",
        "Each option against what people trade, best first: a filled dot is the easier side (yes, fast, managed for you, cheaper), an empty dot the harder one. Focus a cell, then use the arrow keys, to read each fact and its source.".into(),
        drawing,
        table("", &head, &table_rows),
    )
}
