//! The numbered list of the documents a result cites, shared by the result's markup and its
//! charts (the tradeoff table cites the catalog's facts).

use super::Markup;
use crate::advisor::Source;

/// The documents a result cites, each listed once, numbered in order of first citation, with
/// every passage quoted from it.
#[derive(Default)]
pub struct Refs(Vec<(Source, Vec<&'static str>)>);

impl Refs {
    /// A citation: "\[n\]", linking to the document's entry in [`Refs::list`].
    pub fn cite(&mut self, w: &mut Markup, s: Source) {
        self.cite_as(w, s, true)
    }

    /// A citation, out of the tab order when `tab_stop` is false (inside a chart cell, which
    /// is itself the stop).
    pub fn cite_as(&mut self, w: &mut Markup, s: Source, tab_stop: bool) {
        let n = match self.0.iter().position(|(x, _)| x.label() == s.label()) {
            Some(i) => i,
            None => {
                self.0.push((s, Vec::new()));
                self.0.len() - 1
            }
        };
        if let (Some(q), Some(entry)) = (s.quote(), self.0.get_mut(n)) {
            if !entry.1.contains(&q) {
                entry.1.push(q);
            }
        }
        let n = n + 1;
        w.text(" ");
        w.tag("a").a("class", "ref");
        if !tab_stop {
            w.a("tabindex", "-1");
        }
        w.a("href", &format!("#src-{n}"))
            .a("aria-label", &format!("Source {n}: {}", s.label()))
            .open()
            .text(&format!("[{n}]"))
            .close("a");
    }

    /// The numbered list of documents, with the passages quoted from each.
    pub fn list(&self) -> String {
        let mut w = Markup::default();
        w.tag("ol").a("class", "sources").open();
        for (i, (s, quotes)) in self.0.iter().enumerate() {
            w.tag("li").a("id", &format!("src-{}", i + 1)).open();
            match s.url() {
                Some(url) => {
                    w.tag("a")
                        .a("href", &url)
                        .a("target", "_blank")
                        .a("rel", "noopener noreferrer")
                        .open()
                        .text(s.label());
                    w.element("span", "visually-hidden", " (opens in a new tab)");
                    w.close("a");
                }
                None => w.element("cite", "", s.label()),
            }
            for q in quotes {
                w.element("q", "quote", q);
            }
            w.close("li");
        }
        w.close("ol");
        w.into_markup()
    }
}
