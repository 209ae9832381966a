//! The read-only parts of a result as markup strings: the one-screen summary, the option cards,
//! tips, exclusions and the numbered sources they cite. Pure like the advisor (`tests/native/purity.rs`):
//! no web import, tested natively. The page hands each string over whole, which costs far less
//! code than building every element through the UI framework; all text is escaped by
//! [`Markup`], and no `style` attribute is written.

pub mod asked;
pub mod create;
pub mod editors;
pub mod model_list;
pub mod panels;
pub mod plan;
pub mod wizard;

use crate::advisor::bill::cost::CostReport;
use crate::advisor::bill::usage::Priority;
use crate::advisor::bill::{Estimate, OptionCost};
use crate::advisor::facts::money::Money;
use crate::advisor::facts::num::short;
use crate::advisor::facts::prices;
use crate::advisor::link::share::Notice;
use crate::advisor::ranking::qualities;
use crate::advisor::ranking::summary::{basis, differences, differences_line};
use crate::advisor::{Advice, Excluded, Note, RankedOption, Situation};
pub use crate::writer::{escape, Markup, Refs};

fn monthly_text(cost: Option<&OptionCost>) -> (String, &'static str) {
    match cost.map(|c| &c.monthly) {
        Some(Estimate::Priced { total, .. }) => (format!("{total} a month"), "figure"),
        Some(Estimate::NotEstimated { .. }) => ("Cost not estimated".into(), "figure muted"),
        None => (String::new(), "figure"),
    }
}

/// The top of a result: the pick, its monthly price with the basis in words, one line of why,
/// and for each alternative one line of how it differs from the pick.
pub fn summary(a: &Advice, r: &CostReport, refs: &mut Refs) -> String {
    let (costs, u, routes) = (&r.options[..], &r.usage, &r.routes);
    let mut w = Markup::default();
    let Some(top) = a.top() else {
        return String::new();
    };
    let cost_of = |t| costs.iter().find(|c: &&OptionCost| c.target == t);
    let top_cost = cost_of(top.target);
    w.tag("div")
        .a("class", "summary")
        .a("data-testid", "summary")
        .open();
    // A model closed to new customers, or retiring within weeks, is said before anything leads
    // with it.
    let soon =
        crate::advisor::models::retiring_soon(a.situation.llm, crate::advisor::models::today());
    let closed = a
        .model
        .as_ref()
        .filter(|m| !m.open_to_new_customers || soon);
    if let Some(m) = closed {
        model_facts(&mut w, m, "model-facts warn");
    }
    w.tag("p").a("class", "summary-pick").open();
    w.element("strong", "", top.name);
    let (price, class) = monthly_text(top_cost);
    if !price.is_empty() {
        w.text(": ");
        w.tag("span")
            .a("class", class)
            .a("data-testid", "summary-price")
            .open()
            .text(&price)
            .close("span");
    }
    w.close("p");
    w.tag("p")
        .a("class", "basis")
        .a("data-testid", "basis")
        .open();
    w.text(&basis(routes.get(top.target), u, &a.situation));
    if let Some(Estimate::NotEstimated { why }) = top_cost.map(|c| &c.monthly) {
        w.text(". ").text(why);
    }
    w.text(" ");
    // The page focuses the first field that changes this price (`levers::price_keys`).
    w.tag("a")
        .a("href", "#usage")
        .a("data-act", "usage")
        .open()
        .text("Change the usage")
        .close("a");
    w.close("p");
    // What changes the decision on the pick, in view rather than only in its cost's details.
    let decisive = crate::advisor::bill::tokens::decisive(u, routes, top.target);
    if !decisive.is_empty() {
        w.tag("ul")
            .a("class", "decisive")
            .a("data-testid", "decisive")
            .open();
        for d in &decisive {
            w.element("li", "", d);
        }
        w.close("ul");
    }
    if let Some(m) = a.model.as_ref().filter(|_| closed.is_none()) {
        model_facts(&mut w, m, "model-facts");
    }
    if let Some(why) = top.reasons.first() {
        w.tag("p").a("class", "why").open().text(why.text);
        refs.cite(&mut w, why.source);
        w.close("p");
    }
    if a.ranked.len() > 1 {
        w.tag("ul")
            .a("class", "alts")
            .a("aria-label", "Alternatives")
            .open();
        for o in a.ranked.iter().skip(1) {
            let d = differences(
                o.target,
                top.target,
                &a.situation,
                cost_of(o.target),
                top_cost,
            );
            w.tag("li").a("data-testid", "alt-line").open();
            w.element("strong", "", o.name);
            w.text(": ");
            w.text(&if d.is_empty() {
                "fewer of your answers speak for it".to_string()
            } else {
                differences_line(&d)
            });
            w.close("li");
        }
        w.close("ul");
    }
    // A term a newcomer may not know, explained where it first appears on the page: in the
    // summary of the options it names.
    for (term, meaning, names) in GLOSSARY {
        if a.ranked.iter().any(names) {
            w.tag("p").a("class", "glossary").open();
            w.element("strong", "", term);
            w.text(": ").text(meaning);
            w.close("p");
        }
    }
    w.close("div");
    w.into_markup()
}

/// Terms the page uses before anything explains them, with their meaning in plain words
/// (`shared/reference/foundation-models.md`) and the options they come with.
type Term = (&'static str, &'static str, fn(&RankedOption) -> bool);
const GLOSSARY: [Term; 2] = [
    (
        "PTU",
        "provisioned throughput unit, model capacity reserved on a Foundry resource and billed by the hour, used or not.",
        |o| o.name.contains("PTU"),
    ),
    (
        "Foundry resource",
        "the Azure resource (Microsoft.CognitiveServices/accounts, kind AIServices) that holds a catalog model's deployments and fine-tuning jobs, their quota and keys; it needs no Azure ML workspace.",
        |o| o.target.is_foundry(),
    ),
];

/// The catalog model's facts: who sells it, its weights, and its lifecycle in its seller's terms
/// on the day the advice is for.
fn model_facts(w: &mut Markup, m: &crate::advisor::ModelFacts, class: &str) {
    w.tag("p")
        .a("class", class)
        .a("data-testid", "model-facts")
        .open();
    w.element("strong", "", m.name);
    w.text(&format!(" ({}, {}): {}", m.seller, m.weights, m.lifecycle));
    w.close("p");
}

/// A card's heading and purpose.
pub fn option_head(o: &RankedOption, cost: Option<&OptionCost>) -> String {
    let mut w = Markup::default();
    let facts = o.target.facts();
    w.tag("header").a("class", "option-head").open();
    w.tag("span")
        .a("class", "rank")
        .a("aria-hidden", "true")
        .open()
        .text(&o.rank.to_string())
        .close("span");
    w.tag("h3").a("class", "option-name").open();
    w.element("span", "visually-hidden", &format!("Option {}: ", o.rank));
    w.text(o.name).close("h3");
    let (price, class) = monthly_text(cost);
    if !price.is_empty() {
        w.element("span", class, &price);
    }
    w.close("header");
    w.tag("p")
        .a("class", "purpose")
        .open()
        .text(facts.purpose.value);
    w.text(" ");
    w.element("span", "tag", facts.management.value.label());
    w.close("p");
    w.into_markup()
}

fn notes(w: &mut Markup, refs: &mut Refs, list: &[Note], class: &str, heading: &str) {
    notes_under(w, refs, list, class, ("h4", "notes-title"), heading)
}

/// A list of notes with their citations under a heading (`h`: its tag and class), in a `div` of
/// `class`; nothing for none.
fn notes_under(
    w: &mut Markup,
    refs: &mut Refs,
    list: &[Note],
    class: &str,
    h: (&str, &str),
    heading: &str,
) {
    if list.is_empty() {
        return;
    }
    w.tag("div").a("class", class).open();
    w.element(h.0, h.1, heading);
    w.tag("ul").open();
    for n in list {
        w.tag("li").open().text(n.text);
        refs.cite(w, n.source);
        w.close("li");
    }
    w.close("ul");
    w.close("div");
}

/// A card's reasons, facts and caveats. The facts are what [`qualities::said`] says of the
/// option in `s` (the tradeoff table and the summary read the same), with `cost` its priced usage.
pub fn option_body(
    o: &RankedOption,
    s: &Situation,
    cost: Option<&OptionCost>,
    refs: &mut Refs,
) -> String {
    let mut w = Markup::default();
    notes(&mut w, refs, &o.reasons, "reasons", "Because");
    let f = o.target.facts();
    let said = qualities::all(o.target, s, cost);
    w.tag("details").a("class", "facts").open();
    w.tag("summary").open().text("Facts");
    w.element("span", "visually-hidden", &format!(" about {}", f.name));
    w.close("summary");
    w.tag("dl").open();
    for q in said {
        w.element("dt", "", q.quality.label());
        w.tag("dd").open();
        // The start-up fact is its own short value ("Seconds when nodes have room …").
        if !q.words.starts_with(q.short) {
            w.text(q.short).text(". ");
        }
        w.text(q.words);
        refs.cite(&mut w, q.source);
        w.close("dd");
    }
    w.close("dl");
    w.close("details");
    let heading = if o.rank == 1 {
        "Keep in mind"
    } else {
        "Why not first"
    };
    notes(&mut w, refs, &o.caveats, "caveats", heading);
    w.into_markup()
}

/// An option's `<article>` start tag: its target, rank and monthly figure as data.
fn article(w: &mut Markup, class: &str, o: &RankedOption, cost: Option<&OptionCost>) {
    w.tag("article")
        .a("class", class)
        .a("data-testid", "option")
        .a("data-target", o.target.slug())
        .a("data-rank", &o.rank.to_string());
    if let Some(m) = cost.and_then(|c| c.monthly.total()) {
        w.a("data-monthly-usd", &m.plain());
    }
    w.open();
}

/// An alternative: its heading and price, with its reasons and facts folded (how it differs from
/// the pick is in the summary).
pub fn alternative(
    o: &RankedOption,
    s: &Situation,
    cost: Option<&OptionCost>,
    refs: &mut Refs,
) -> String {
    let mut w = Markup::default();
    article(&mut w, "option", o, cost);
    w.raw(&option_head(o, cost));
    w.tag("details").a("class", "more").open();
    w.tag("summary").open().text("Why, and the facts");
    w.element("span", "visually-hidden", &format!(" for {}", o.name));
    w.close("summary");
    w.raw(&option_body(o, s, cost, refs));
    w.close("details");
    // Shows this option in "Create it" (`ui::actions`).
    w.tag("button")
        .a("type", "button")
        .a("class", "button link small")
        .a("data-act", &format!("create-{}", o.target.slug()))
        .open()
        .text("Show how to create it");
    w.element("span", "visually-hidden", &format!(" ({})", o.name));
    w.close("button");
    w.close("article");
    w.into_markup()
}

/// Tips for the pick.
pub fn tips(list: &[Note], refs: &mut Refs) -> String {
    let mut w = Markup::default();
    notes_under(&mut w, refs, list, "tips", ("h3", ""), "Tips for this pick");
    w.into_markup()
}

/// The targets left out, grouped by reason, and the legacy targets to steer away from.
pub fn excluded(a: &Advice, refs: &mut Refs) -> String {
    let mut groups: Vec<(&Note, Vec<&Excluded>)> = Vec::new();
    for e in &a.excluded {
        match groups.iter_mut().find(|(n, _)| n.text == e.why.text) {
            Some((_, v)) => v.push(e),
            None => groups.push((&e.why, vec![e])),
        }
    }
    let mut w = Markup::default();
    w.tag("ul").a("class", "excluded").open();
    for (why, targets) in groups {
        w.tag("li").open();
        w.tag("strong").open();
        for (i, e) in targets.iter().enumerate() {
            w.text(if i == 0 { "" } else { ", " }).text(e.name);
        }
        w.close("strong");
        w.text(": ").text(why.text);
        refs.cite(&mut w, why.source);
        w.close("li");
    }
    for l in &a.legacy {
        w.tag("li").open();
        w.element("strong", "", l.name);
        w.text(": ").text(l.why);
        refs.cite(&mut w, l.source);
        w.close("li");
    }
    w.close("ul");
    w.into_markup()
}

/// The cost comparison: one row per option with its monthly figure, its figure with Spot nodes
/// where it can use them, its 1-year savings plan figure for steady use where the data has one,
/// and how it adds up (line items with their working, and the assumptions). The caption dates
/// the prices.
pub fn cost_table(r: &CostReport) -> String {
    let spot_chosen = r.usage.priority == Priority::Spot;
    let with_plan = r.options.iter().any(|o| o.savings_plan.is_some());
    let mut w = Markup::default();
    w.tag("table").a("class", "cost-table cards").open();
    // The VM only where an option runs on one; a model's deployments are priced per token.
    let on_vms = r
        .options
        .iter()
        .any(|o| !o.target.is_foundry() && o.target != crate::advisor::Target::Local);
    let caption = match r.usage.llm {
        Some(l) if !on_vms => format!(
            "Monthly cost of {}, USD; prices: {}",
            l.model().name,
            r.dated
        ),
        _ => format!(
            "Monthly cost in {} for {} ({}), USD; prices: {}",
            prices::region_label(r.region_name),
            r.usage.vm.name,
            r.usage.vm.describe(),
            r.dated
        ),
    };
    w.element("caption", "", &caption);
    w.tag("thead").open().tag("tr").open();
    let mut heads = vec![
        "Option",
        if spot_chosen {
            "Per month, Spot where it applies"
        } else {
            "Per month"
        },
        "With Spot nodes",
    ];
    if with_plan {
        heads.push("With a 1-year savings plan");
    }
    heads.push("How it adds up");
    for h in &heads {
        w.tag("th").a("scope", "col").open().text(h).close("th");
    }
    w.close("tr");
    w.close("thead");
    w.tag("tbody").open();
    for o in &r.options {
        w.tag("tr")
            .a("data-testid", "cost-row")
            .a("data-target", o.target.slug())
            .open();
        // Open weights on managed compute: the classic route named as such, the Foundry one below.
        let classic = o.target == crate::advisor::Target::ManagedOnlineEndpoint
            && r.foundry_managed.is_some();
        w.tag("th")
            .a("scope", "row")
            .open()
            .text(if classic {
                crate::advisor::bill::managed::CLASSIC
            } else {
                o.target.name()
            })
            .close("th");
        let cell = |w: &mut Markup, label: &str, text: &str| {
            w.tag("td")
                .a("class", "num")
                .a("data-label", label)
                .open()
                .text(text)
                .close("td");
        };
        match &o.monthly {
            Estimate::Priced { total, .. } => cell(&mut w, heads[1], &total.to_string()),
            Estimate::NotEstimated { .. } => cell(&mut w, heads[1], "Not estimated"),
        }
        let spot = match o.spot {
            Some(Some(spot)) => spot.to_string(),
            Some(None) => "Not estimated".to_string(),
            None => "Not available".to_string(),
        };
        cell(&mut w, heads[2], &spot);
        if with_plan {
            let plan = o.savings_plan.map_or("—".to_string(), |m| m.to_string());
            cell(&mut w, heads[3], &plan);
        }
        w.tag("td").open();
        // How a figure adds up, or what a not-estimated option assumes, one step away.
        let (title, items) = match &o.monthly {
            Estimate::Priced { items, .. } => ("How this adds up", Some(items)),
            Estimate::NotEstimated { why } => {
                w.element("p", "hint", why);
                ("What this assumes", None)
            }
        };
        if items.is_some() || !o.assumptions.is_empty() {
            w.tag("details").open();
            w.tag("summary").open().text(title);
            w.element(
                "span",
                "visually-hidden",
                &format!(" for {}", o.target.name()),
            );
            w.close("summary");
            if let Some(items) = items {
                line_items(&mut w, items);
            }
            list(&mut w, "assumptions", &o.assumptions);
            w.close("details");
        }
        w.close("td");
        w.close("tr");
        if let Some(route) = r.foundry_managed.as_ref().filter(|_| classic) {
            foundry_row(&mut w, route, &heads);
        }
    }
    w.close("tbody");
    w.close("table");
    w.into_markup()
}

/// The Foundry managed compute (preview) route of open weights, as a row under the classic
/// managed online endpoint's: its monthly figure at the managed compute rates, no Spot, no
/// savings plan, and how it adds up (or why it is not estimated).
fn foundry_row(w: &mut Markup, route: &crate::advisor::bill::managed::Route, heads: &[&str]) {
    w.tag("tr")
        .a("data-testid", "cost-row")
        .a("data-target", "foundry-managed-compute")
        .open();
    w.tag("th")
        .a("scope", "row")
        .open()
        .text(route.name)
        .close("th");
    let monthly = route
        .monthly
        .map_or("Not estimated".to_string(), |m| m.to_string());
    // Per month, with Spot nodes, and the savings plan where the table has that column.
    let cells = [monthly.as_str(), "Not available", "—"];
    for (i, text) in cells.iter().take(heads.len() - 2).enumerate() {
        w.tag("td")
            .a("class", "num")
            .a("data-label", heads[i + 1])
            .open()
            .text(text)
            .close("td");
    }
    w.tag("td").open();
    if route.monthly.is_some() {
        w.tag("details").open();
        w.tag("summary").open().text("How this adds up");
        w.element("span", "visually-hidden", &format!(" for {}", route.name));
        w.close("summary");
        line_items(w, &route.items);
    } else {
        w.element("p", "hint", &route.why);
        w.tag("details").open();
        w.tag("summary").open().text("What it assumes");
        w.element("span", "visually-hidden", &format!(" for {}", route.name));
        w.close("summary");
    }
    list(w, "assumptions", &route.assumptions);
    w.element("p", "", "To create it (Azure CLI):");
    // Focusable, so that a keyboard can scroll a command wider than the table.
    w.tag("pre").a("class", "command").a("tabindex", "0").open();
    w.element("code", "", &route.cli);
    w.close("pre");
    list(w, "assumptions", &route.cli_notes);
    w.close("details");
    w.close("td");
    w.close("tr");
}

/// An option's line items, each with its amount and how it is worked out.
pub(super) fn line_items(w: &mut Markup, items: &[crate::advisor::bill::LineItem]) {
    w.tag("ul").a("class", "items").open();
    for i in items {
        w.tag("li").open();
        w.element("span", "item-label", i.label);
        w.text(": ");
        w.element("span", "amount", &i.amount.to_string());
        w.element("span", "working", &format!(" ({})", i.working));
        w.close("li");
    }
    w.close("ul");
}

/// Sentences as a list of the given class (what a price assumes, a command's notes).
fn list(w: &mut Markup, class: &str, lines: &[String]) {
    w.tag("ul").a("class", class).open();
    for l in lines {
        w.element("li", "", l);
    }
    w.close("ul");
}

/// Where the cost lines cross, and the cheapest cloud option as busy hours grow, in words.
pub fn crossings(r: &CostReport) -> String {
    let mut w = Markup::default();
    w.element("h3", "", "Where the lines cross");
    if r.break_evens.is_empty() {
        w.element(
            "p",
            "",
            "No two priced options swap places between 0 and 168 busy hours a week.",
        );
    } else {
        w.tag("ul")
            .a("class", "break-evens")
            .a("data-testid", "break-evens")
            .open();
        for b in &r.break_evens {
            w.element(
                "li",
                "",
                &format!(
                    "At {} busy hours a week both cost {}: below that {} is cheaper, above it {}.",
                    short(b.hours, 1),
                    Money::from_usd(b.monthly),
                    b.cheaper_below.name(),
                    b.cheaper_above.name()
                ),
            );
        }
        w.close("ul");
    }
    if r.cheapest.len() > 1 {
        w.element("p", "", "Cheapest cloud option as busy hours grow:");
        w.tag("ul").open();
        for (h, t) in &r.cheapest {
            w.element(
                "li",
                "",
                &format!("From {} h a week: {}", short(*h, 1), t.name()),
            );
        }
        w.close("ul");
    }
    w.into_markup()
}

/// The whole read-only markup of a result, in page order, sharing one list of sources.
pub struct ResultMarkup {
    pub summary: String,
    /// The tradeoffs at a glance ([`crate::charts::glance`]).
    pub glance: String,
    pub top_head: String,
    pub top_body: String,
    pub tips: String,
    pub alternatives: Vec<String>,
    pub excluded: String,
    pub sources: String,
}

pub fn result(a: &Advice, r: &CostReport) -> ResultMarkup {
    let costs = &r.options[..];
    let mut refs = Refs::default();
    let cost_of = |t| costs.iter().find(|c: &&OptionCost| c.target == t);
    let summary = summary(a, r, &mut refs);
    let glance = crate::charts::glance::table(a, r, &mut refs);
    let (top_head, top_body, tips_markup, alternatives) = match a.top() {
        Some(top) => (
            option_head(top, cost_of(top.target)),
            option_body(top, &a.situation, cost_of(top.target), &mut refs),
            tips(&a.tips, &mut refs),
            a.ranked
                .iter()
                .skip(1)
                .map(|o| alternative(o, &a.situation, cost_of(o.target), &mut refs))
                .collect(),
        ),
        None => Default::default(),
    };
    let excluded = excluded(a, &mut refs);
    ResultMarkup {
        summary,
        glance,
        top_head,
        top_body,
        tips: tips_markup,
        alternatives,
        excluded,
        sources: refs.list(),
    }
}

/// The cost section under its usage fields: the bars, the lines with the crossings in words
/// (their text alternative), the table, and where the prices come from.
pub fn costs(r: &CostReport) -> String {
    let mut w = Markup::default();
    w.raw(&crate::charts::bars::chart(r));
    // Cost against busy hours, but for a catalog model, whose hours are not asked: its
    // deployments and serverless fine-tuning are priced by tokens (a job on your own GPUs is
    // not estimated, its hours unknown), and cost against tokens shows them.
    if r.usage.llm.is_none() {
        w.raw(&crate::charts::lines::chart(r));
        w.raw(&crossings(r));
    }
    w.raw(&crate::charts::tokens::chart(r));
    w.tag("div").a("class", "table-wrap").open();
    w.raw(&cost_table(r));
    w.close("div");
    w.raw(&then_serve(r));
    // Spot, public IPs and load balancers are VM facts: a catalog model's answer is per token.
    let note = if r.usage.llm.is_some() {
        " A month is 730 hours."
    } else {
        PRICE_NOTE
    };
    w.element("p", "hint", &format!("{}{note}", prices::PROVENANCE));
    w.into_markup()
}

/// Fine-tuning: what serving the fine-tuned model would cost a month, line by line.
fn then_serve(r: &CostReport) -> String {
    let Some(c) = &r.then_serve else {
        return String::new();
    };
    let mut w = Markup::default();
    w.tag("section")
        .a("class", "then-serve")
        .a("data-testid", "then-serve")
        .a("aria-labelledby", "then-serve-title")
        .open();
    w.tag("h3").a("id", "then-serve-title").open();
    w.text("Then serve it: ");
    w.text(&monthly_text(Some(c)).0);
    w.close("h3");
    w.tag("p").open().text(&format!(
        "{} of the fine-tuned model, for the traffic you gave: {}.",
        c.target.name(),
        crate::advisor::bill::usage::traffic_words(&r.usage)
    ));
    w.close("p");
    match &c.monthly {
        Estimate::Priced { items, .. } => line_items(&mut w, items),
        Estimate::NotEstimated { why } => w.element("p", "hint", why),
    }
    // The deployment types the fine-tuned model can have, with their regions where limited.
    if let Some(l) = r.usage.llm {
        w.tag("p")
            .a("class", "hint")
            .a("data-testid", "ft-deploy-types")
            .open()
            .text(&crate::advisor::models::finetuned::words(l));
        w.close("p");
    }
    w.close("section");
    w.into_markup()
}

const PRICE_NOTE: &str = " A month is 730 hours. Spot is priced from its meter and varies; evicted nodes bill too. Public IP and load balancer are approximate.";

/// A result as the page shows it, in three runs of markup around its two editors ([`editors`]):
/// before "Your answers" (notices, the pick with its summary, tradeoffs, card and tips), between
/// it and the costs (alternatives, what would change the pick), and after the costs (exclusions
/// and sources).
pub fn result_page(a: &Advice, r: &CostReport, notices: &[Notice]) -> [String; 3] {
    result_page_asked(a, r, notices, None)
}

/// [`result_page`] led by what the link asked that cannot be answered as asked, if anything:
/// first, above the notices and the pick.
pub fn result_page_asked(
    a: &Advice,
    r: &CostReport,
    notices: &[Notice],
    asked: Option<&crate::advisor::link::asked::Asked>,
) -> [String; 3] {
    let m = result(a, r);
    let mut w = Markup::default();
    if let Some(asked) = asked {
        w.raw(&asked::callout(asked, true));
    }
    if !notices.is_empty() {
        w.tag("div")
            .a("class", "notice")
            .a("role", "status")
            .a("data-testid", "notices")
            .open();
        w.element("p", "", "About the values given:");
        w.tag("ul").open();
        for (i, n) in notices.iter().enumerate() {
            w.tag("li").open().text(&n.message);
            asked::notice_tries(&mut w, i, n);
            w.close("li");
        }
        w.close("ul");
        w.close("div");
    }
    let Some(top) = a.top() else {
        w.tag("p").a("role", "alert").open();
        w.text("No compute target fits these answers. Change an answer below.")
            .close("p");
        return [w.into_markup(), String::new(), String::new()];
    };
    let slug = top.target.slug();
    w.tag("section")
        .a("class", "top-pick")
        .a("data-testid", "top-pick")
        .a("data-target", slug)
        .a("aria-labelledby", "top-title")
        .open();
    w.tag("h2")
        .a("id", "top-title")
        .a("class", "eyebrow")
        .a("tabindex", "-1")
        .open()
        .text("Recommended")
        .close("h2");
    w.raw(&m.summary);
    w.raw(&m.glance);
    article(
        &mut w,
        "option best",
        top,
        r.options.iter().find(|c| c.target == top.target),
    );
    w.raw(&m.top_head);
    w.raw(&m.top_body);
    w.close("article");
    w.raw(&m.tips);
    w.close("section");
    let head = w.into_markup();

    let mut w = Markup::default();
    if a.ranked.len() > 1 {
        w.tag("section").a("aria-labelledby", "alt-title").open();
        w.tag("h2")
            .a("id", "alt-title")
            .open()
            .text("Alternatives, best first")
            .close("h2");
        w.tag("ol").a("class", "alternatives").open();
        for alt in &m.alternatives {
            w.tag("li").open();
            w.raw(alt);
            w.close("li");
        }
        w.close("ol");
        w.close("section");
    }
    w.raw(&panels::changes(&a.changes));
    let middle = w.into_markup();

    let mut w = Markup::default();
    for (id, heading, body) in [
        ("excluded-title", "Not suitable here", &m.excluded),
        ("sources-title", "Sources", &m.sources),
    ] {
        w.tag("section")
            .a("class", "panel")
            .a("aria-labelledby", id)
            .open();
        w.tag("h2").a("id", id).open().text(heading).close("h2");
        w.raw(body);
        w.close("section");
    }
    [head, middle, w.into_markup()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::advisor::link::answer::Answer;
    use crate::advisor::link::share;

    fn render(q: &str) -> (Advice, ResultMarkup) {
        let (shared, _) = share::decode(q);
        let Answer { advice, costs, .. } = Answer::of(&shared);
        let m = result(&advice, &costs);
        (advice, m)
    }

    #[test]
    fn each_source_is_listed_once_and_every_citation_resolves() {
        let (_, m) = render("stage=train&mode=script&data=large");
        let all = [
            m.summary.as_str(),
            &m.top_body,
            &m.tips,
            &m.alternatives.join(""),
            &m.excluded,
        ]
        .concat();
        let listed = m.sources.matches("<li id=\"src-").count();
        assert!(listed > 3);
        for n in 1..=listed {
            assert!(
                all.contains(&format!("href=\"#src-{n}\"")),
                "source {n} never cited"
            );
        }
        assert!(!all.contains(&format!("href=\"#src-{}\"", listed + 1)));
        // Each document is listed once, whatever number of passages it gives.
        assert_eq!(
            m.sources
                .matches("Choose the appropriate compute target (Microsoft Learn training)<")
                .count(),
            1
        );
    }

    #[test]
    fn the_summary_gives_the_basis_and_a_line_per_alternative() {
        let (a, m) = render("stage=deploy&serve=realtime&hours=50");
        assert!(m
            .summary
            .contains("3 × Standard_D4as_v4 at peak 50 h a week, 1 otherwise · East US"));
        assert_eq!(
            m.summary.matches("data-testid=\"alt-line\"").count(),
            a.ranked.len() - 1
        );
        let (_, m) = render("stage=explore&mode=notebook");
        assert!(
            m.summary
                .contains("<strong>Local compute</strong>: its cost is not estimated here"),
            "{}",
            m.summary
        );
    }

    #[test]
    fn exclusions_are_grouped_by_reason() {
        let (a, m) = render("stage=deploy&serve=realtime");
        let reasons: std::collections::HashSet<_> = a.excluded.iter().map(|e| e.why.text).collect();
        assert_eq!(
            m.excluded.matches("<li>").count(),
            reasons.len() + a.legacy.len()
        );
    }

    #[test]
    fn text_is_escaped() {
        let mut w = Markup::default();
        w.element("p", "", "<script>alert(1)</script> & \"x\"");
        assert_eq!(
            w.into_markup(),
            "<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;</p>"
        );
    }
}
