//! What a link asked that cannot be answered as asked ([`Asked`]), as the first thing on the
//! page: a callout above the pick (and above the wizard's question) that says what was asked
//! and why it cannot be answered so, lists the nearest real options each with "Try it" (a link
//! to the v1 link that answers for it; the page's click handler applies it as "Try it" applies
//! a change, `data-act="asked-N"`), and says what the answer below is for.

use crate::advisor::link::asked::Asked;
use crate::advisor::link::share::Notice;
use crate::writer::Markup;

/// The callout; `below` adds what the answer under it is for (the result; the wizard has none).
pub fn callout(a: &Asked, below: bool) -> String {
    let mut w = Markup::default();
    w.tag("section")
        .a("class", "asked")
        // Read out as the page opens, whether focus lands on the question under it or not.
        .a("role", "status")
        .a("aria-labelledby", "asked-title")
        .a("data-testid", "asked")
        .a("data-why", a.why.slug())
        .open();
    w.tag("h2")
        .a("id", "asked-title")
        .a("class", "asked-title")
        .open()
        .text(if a.finetune {
            "Not answered as asked (fine-tuning): "
        } else {
            "Not answered as asked: "
        })
        .text(&a.headline)
        .close("h2");
    w.element("p", "", &a.detail);
    if !a.nearest.is_empty() {
        w.tag("ul")
            .a("class", "asked-options")
            .a("data-testid", "asked-options")
            .open();
        for (i, n) in a.nearest.iter().enumerate() {
            let name = n.llm.label();
            w.tag("li").a("data-llm", n.llm.slug()).open();
            w.tag("div").a("class", "asked-option").open();
            w.element("strong", "", name);
            w.tag("a")
                .a("class", "button secondary small")
                .a("href", &format!("?{}", n.link))
                .a("data-act", &format!("asked-{i}"))
                .open()
                .text("Try it");
            w.element("span", "visually-hidden", &format!(" with {name}"));
            w.close("a");
            w.close("div");
            w.element("p", "asked-facts", &n.facts);
            w.close("li");
        }
        w.close("ul");
    }
    if below {
        w.element("p", "asked-below", &a.below);
    }
    w.close("section");
    w.into_markup()
}

/// After a notice's words, its "Try it" links (`share::Notice::tries`): each a link to the v1
/// link that asks the same of a model meeting the goal the notice says is unmet; the page's click
/// handler applies it in place as "Try it" applies a change (`data-act="notice-I-J"`).
pub fn notice_tries(w: &mut Markup, i: usize, n: &Notice) {
    if n.tries.is_empty() {
        return;
    }
    w.tag("span").a("class", "notice-tries").open();
    for (j, t) in n.tries.iter().enumerate() {
        w.text(" ");
        w.tag("a")
            .a("class", "button secondary small")
            .a("href", &format!("?{}", t.link))
            .a("data-act", &format!("notice-{i}-{j}"))
            .a("data-llm", t.llm.slug())
            .open()
            .text("Try it with ")
            .text(t.llm.label())
            .close("a");
    }
    w.close("span");
}
