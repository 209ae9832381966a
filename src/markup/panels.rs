//! The result's panels whose buttons act: "What would change this" (and, after "Try it", the
//! notice of what it changed), and the share, export and embed panels with their copy fields. Written as markup like the rest of the result; the
//! buttons carry a `data-act` that the page's one click handler reads (`ui::actions`):
//! `try-N` applies the N-th change, `copy-ID` copies the field `ID`, `download-KIND` points its
//! link at the JSON or CSV document.

use crate::advisor::link::trial::Revision;
use crate::advisor::{facts::prices, Change};
use crate::writer::Markup;

/// "What would change this": each single answer change that moves the top pick, with a button
/// that applies it.
pub fn changes(list: &[Change]) -> String {
    let mut w = Markup::default();
    section(&mut w, "panel", "changes-title", "What would change this");
    if list.is_empty() {
        w.element("p", "", "No single answer change would move the top pick.");
    } else {
        w.tag("ul")
            .a("class", "changes")
            .a("data-testid", "changes")
            .open();
        for (i, c) in list.iter().enumerate() {
            let what = format!("{}: {}", c.question, c.value_label);
            w.tag("li").open();
            w.element("span", "", &what);
            w.text(" → ");
            w.element("strong", "", c.top_name);
            w.text(" ");
            w.tag("button")
                .a("type", "button")
                .a("class", "button link small")
                .a("data-act", &format!("try-{i}"))
                .open()
                .text("Try it");
            w.element("span", "visually-hidden", &format!(" ({what})"));
            w.close("button");
            w.close("li");
        }
        w.close("ul");
    }
    w.close("section");
    w.into_markup()
}

/// After "Try it", at the top of the result: the pick it led to and each answer it changed,
/// from → to, the tried one first (`trial::apply`); nothing without revisions.
pub fn tried(top: &str, revisions: &[Revision]) -> String {
    let mut w = Markup::default();
    if revisions.is_empty() {
        return String::new();
    }
    w.tag("div")
        .a("class", "notice tried")
        .a("id", "tried")
        .a("data-testid", "tried")
        .open();
    w.tag("p").open().text("“Try it” changed ");
    w.text(if revisions.len() == 1 {
        "one answer"
    } else {
        "these answers"
    });
    w.text("; now recommended: ");
    w.element("strong", "", top);
    w.text(". Back undoes it.").close("p");
    w.tag("ul").open();
    for r in revisions {
        w.tag("li").a("data-key", r.key).open();
        w.element("strong", "", r.question);
        w.text(": ");
        match (&r.from, &r.to) {
            (Some(a), Some(b)) => w.text(a).text(" → ").text(b),
            (Some(a), None) => w.text(a).text(" → no longer asked"),
            (None, Some(b)) => w.text("newly asked → ").text(b),
            (None, None) => &mut w,
        };
        w.close("li");
    }
    w.close("ul");
    w.close("div");
    w.into_markup()
}

/// Opens `<section class aria-labelledby=id><h2 id>heading</h2>`.
fn section(w: &mut Markup, class: &str, id: &str, heading: &str) {
    w.tag("section")
        .a("class", class)
        .a("aria-labelledby", id)
        .open();
    w.tag("h2").a("id", id).open().text(heading).close("h2");
}

/// A text with a copy button. `rows` 0 is a one-line field. A `hidden` field (the Markdown: the
/// person wants it on the clipboard, not a page of it) is shown and selected for copying by hand
/// when the browser refuses to copy it.
pub fn copy_field(
    w: &mut Markup,
    id: &str,
    label: &str,
    button: &str,
    text: &str,
    rows: u32,
    hidden: bool,
) {
    w.tag("div").a("class", "copy").open();
    w.tag("span");
    if hidden {
        w.a("hidden", "");
    }
    w.open();
    w.tag("label")
        .a("for", id)
        .a("class", "visually-hidden")
        .open()
        .text(label)
        .close("label");
    if rows == 0 {
        w.tag("input")
            .a("id", id)
            .a("data-testid", id)
            .a("type", "text")
            .a("readonly", "")
            .a("value", text)
            .open();
    } else {
        w.tag("textarea")
            .a("id", id)
            .a("data-testid", id)
            .a("readonly", "")
            .a("rows", &rows.to_string())
            .open()
            .text(text)
            .close("textarea");
    }
    w.close("span");
    w.tag("button")
        .a("type", "button")
        .a("class", "button secondary")
        .a("data-act", &format!("copy-{id}"))
        .open()
        .text(button)
        .close("button");
    w.tag("p")
        .a("class", "status")
        .a("role", "status")
        .a("id", &format!("{id}-status"))
        .open()
        .close("p");
    w.close("div");
}

/// The share, export and embed panels. `embed` is the script and iframe snippets, or `None`
/// inside an embed (a docs page does not offer to embed itself). The Markdown field starts empty:
/// the page writes the Markdown into it when the person asks to copy it, not on every update.
pub fn take_away(link: &str, embed: Option<(&str, &str)>) -> String {
    take_away_of(&RESULT, link, embed)
}

/// What the share and export panels call what they carry: a result or a plan.
pub struct TakeAway {
    noun: &'static str,
    exports: &'static str,
}

const RESULT: TakeAway = TakeAway {
    noun: "result",
    exports: "Markdown for a design document or issue: answers, options with reasons and sources, tips, costs and the link. JSON of the whole result; CSV of the costs, a row an option. The CLI gives the same: ",
};

/// The panels of a whole project's plan.
pub const PLAN: TakeAway = TakeAway {
    noun: "plan",
    exports: "Markdown for a budget request: each workload with its pick, costs and line items, and the totals. JSON of the whole plan; CSV of the costs. The CLI gives the same for this link: ",
};

/// [`take_away`] for what `t` names.
pub fn take_away_of(t: &TakeAway, link: &str, embed: Option<(&str, &str)>) -> String {
    let mut w = Markup::default();
    section(
        &mut w,
        "panel share",
        "share-title",
        &format!("Share this {}", t.noun),
    );
    w.element(
        "p",
        "hint",
        "Anyone who opens this link sees the same answers, usage and advice.",
    );
    copy_field(
        &mut w,
        "share-link",
        &format!("Link to this {}", t.noun),
        "Copy link",
        link,
        0,
        false,
    );
    w.close("section");

    section(
        &mut w,
        "panel exports",
        "export-title",
        &format!("Take this {} with you", t.noun),
    );
    w.tag("p").a("class", "hint").open().text(t.exports);
    w.element("code", "", "advise --markdown");
    w.text(", ");
    w.element("code", "", "--json");
    w.text(" and ");
    w.element("code", "", "--csv");
    w.text(".").close("p");
    copy_field(
        &mut w,
        "export-markdown",
        &format!("The {} as Markdown", t.noun),
        "Copy as Markdown",
        "",
        12,
        true,
    );
    // Links whose address the click handler writes (a data: URL of the document) just before
    // the browser follows them: nothing is built until asked for.
    w.tag("p").a("class", "export-row").open();
    for (kind, file, label) in [
        ("json", "azure-ml-compute-advice.json", "Download JSON"),
        ("csv", "azure-ml-compute-costs.csv", "Download CSV"),
    ] {
        w.tag("a")
            .a("class", "button secondary")
            .a("href", "#")
            .a("download", file)
            .a("data-act", &format!("download-{kind}"))
            .a("data-testid", &format!("download-{kind}"))
            .open()
            .text(label)
            .close("a");
    }
    w.close("p");
    w.close("section");

    if let Some((script, iframe)) = embed {
        section(&mut w, "panel embed-this", "embed-title", "Embed this");
        w.tag("p").a("class", "hint").open().text(
            "Put the advisor with these answers on a documentation page. The script sizes it; add ",
        );
        w.element("code", "", "lock=stage,serve");
        w.text(" to fix answers.").close("p");
        w.element("h3", "", "One line of script");
        copy_field(
            &mut w,
            "embed-script",
            "Embed with a script",
            "Copy the script embed",
            script,
            3,
            false,
        );
        w.element("h3", "", "A plain iframe, for sites without scripts");
        copy_field(
            &mut w,
            "embed-iframe",
            "Embed with an iframe",
            "Copy the iframe",
            iframe,
            3,
            false,
        );
        w.close("section");
    }
    w.into_markup()
}

/// The VM size picker's options, CPU sizes then GPU sizes, each with its list price per hour in
/// `region`, `chosen` selected. One string rather than an element per size: the picker holds
/// every size in the table, and building and comparing those elements on every update cost
/// the page about 9 ms a change.
pub fn vm_options(region: usize, chosen: &str) -> String {
    let mut w = Markup::default();
    for (group, gpu) in [("CPU", false), ("GPU", true)] {
        w.tag("optgroup").a("label", group).open();
        for v in prices::sizes().iter().filter(|v| v.is_gpu() == gpu) {
            w.tag("option").a("value", v.name);
            if v.name == chosen {
                w.a("selected", "");
            }
            w.open().text(&vm_label(v, region)).close("option");
        }
        w.close("optgroup");
    }
    w.into_markup()
}

/// How the VM picker names a size in `region`: "Standard_D4ds_v5 · 4 vCPU, 16 GiB · $0.226/h",
/// with "retiring 1 May 2028" for a series announced for retirement.
pub fn vm_label(v: &prices::VmSize, region: usize) -> String {
    let price = v
        .rate(region)
        .map_or("no price in this region".to_string(), |r| {
            format!("{}/h", crate::advisor::facts::num::usd(r.payg_usd(), 4))
        });
    let retiring =
        prices::end_of_life(v.name).map_or(String::new(), |e| format!(" · retiring {}", e.date));
    format!("{} · {} · {price}{retiring}", v.name, v.describe())
}

/// The two embed snippets for a page at `base` (the folder `embed.js` sits in) and the answers'
/// `query`: one line of script, and a plain iframe for sites that allow no script.
pub fn embed_snippets(base: &str, query: &str) -> (String, String) {
    let q = query.replace('&', "&amp;");
    (
        format!("<script src=\"{base}embed.js\" defer></script>\n<div data-aml-advisor=\"{q}\"></div>"),
        format!(
            "<iframe src=\"{base}?{q}&amp;embed=1\" title=\"Azure ML compute advisor\" width=\"100%\" height=\"900\" style=\"border:0;frame-sizing:content-height\"></iframe>"
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::advisor::{advise, link::share};

    #[test]
    fn the_vm_picker_lists_every_size_once_with_the_chosen_one_selected() {
        let m = vm_options(0, "Standard_DS3_v2");
        assert_eq!(m.matches("<option ").count(), prices::sizes().len());
        assert_eq!(m.matches(" selected=").count(), 1);
        assert!(m.contains("<option value=\"Standard_DS3_v2\" selected=\"\">Standard_DS3_v2 · "));
        assert!(m.find("label=\"CPU\"") < m.find("label=\"GPU\""));
        // Series announced for retirement stay choosable, marked with their date.
        assert!(m.contains(
            "Standard_DS3_v2 · 4 vCPU, 14 GiB · $0.293/h · retiring 1 May 2028</option>"
        ));
        assert!(m.contains("Standard_D4ds_v5 · 4 vCPU, 16 GiB · $0.226/h</option>"));
    }

    #[test]
    fn each_change_has_a_button_naming_its_index() {
        let (shared, _) = share::decode("v=1&stage=train&mode=script&data=large");
        let a = advise(&shared.answers);
        assert!(!a.changes.is_empty());
        let m = changes(&a.changes);
        for i in 0..a.changes.len() {
            assert!(m.contains(&format!("data-act=\"try-{i}\"")), "{m}");
        }
        assert!(!m.contains(&format!("try-{}", a.changes.len())));
        assert!(changes(&[]).contains("No single answer change"));
    }

    #[test]
    fn the_tried_notice_lists_each_answer_from_and_to() {
        let (shared, _) = share::decode(
            "v=1&stage=train&mode=script&data=large&gpu=none&spark=no&existing=none&where=cloud&preempt=no&manage=own&hours=10",
        );
        let a = advise(&shared.answers);
        let c = a
            .changes
            .iter()
            .find(|c| c.key == "stage")
            .expect("a stage change");
        let t = crate::advisor::link::trial::apply(&shared, c);
        let m = tried(c.top_name, &t.revisions);
        assert!(m.contains("id=\"tried\""), "{m}");
        assert!(m.contains(&format!("<strong>{}</strong>", c.top_name)));
        assert_eq!(m.matches("<li ").count(), t.revisions.len());
        let first = &t.revisions[0];
        assert!(m.contains(&format!(
            "<li data-key=\"stage\"><strong>Stage</strong>: {} → {}</li>",
            first.from.as_deref().unwrap(),
            first.to.as_deref().unwrap()
        )));
        assert_eq!(tried("x", &[]), "");
    }

    #[test]
    fn copy_fields_escape_their_text_and_hide_only_long_ones() {
        let (script, iframe) = embed_snippets("https://x/a/", "v=1&stage=deploy");
        let m = take_away("https://x/?v=1&stage=\"<b>", Some((&script, &iframe)));
        assert!(
            m.contains("value=\"https://x/?v=1&amp;stage=&quot;&lt;b&gt;\""),
            "{m}"
        );
        assert!(m.contains("data-testid=\"embed-script\" readonly=\"\" rows=\"3\">&lt;script src="));
        assert!(!m.contains("<script"));
        assert_eq!(
            m.matches(" hidden=\"\"").count(),
            1,
            "only the Markdown is hidden"
        );
        for id in [
            "share-link",
            "export-markdown",
            "embed-script",
            "embed-iframe",
        ] {
            assert!(m.contains(&format!("data-act=\"copy-{id}\"")));
            assert!(m.contains(&format!("id=\"{id}-status\"")));
        }
        assert!(script.contains("data-aml-advisor=\"v=1&amp;stage=deploy\""));
        assert!(iframe.contains("src=\"https://x/a/?v=1&amp;stage=deploy&amp;embed=1\""));
        let embedded = take_away("l", None);
        assert!(!embedded.contains("Embed this"));
    }
}
