//! The plan of a whole project as markup: each workload with its name (a field the person may
//! change), its pick, its monthly cost (per person and for the team where the compute is per
//! person, "shared" where it is not) and its line items; the total a month and a year; the
//! stacked chart with its text alternative; what would change the total most; the workloads
//! not estimated, said as such and never counted as $0. Also the strip a wizard step or a result
//! shows while it edits one of the plan's workloads. Buttons carry a `data-act` (`plan-add`,
//! `plan-show`, `plan-open-N`, `plan-remove-N`, `plan-start`) and fields a `data-key`
//! (`plan-name-N`, `plan-tool`) that the page's handlers read (`ui::actions`).

use super::editors::{field, option};
use super::panels::copy_field;
use crate::advisor::documents::plan::{self, Bill, WorkloadBill, MAX_NAME, MAX_WORKLOADS};
use crate::advisor::facts::num::usd;
use crate::advisor::link::share::Tool;
use crate::writer::Markup;

/// The `data-key` of a workload's name field.
pub fn name_key(i: usize) -> String {
    format!("plan-name-{i}")
}

/// On the wizard or a result that is one of the plan's workloads: which one it is, and the way
/// back to the plan. `n` is 1-based; `name` may be empty (a workload whose stage is not chosen).
pub fn banner(n: usize, name: &str, settled: &[(&str, String)]) -> String {
    let mut w = Markup::default();
    w.tag("div")
        .a("class", "plan-banner")
        .a("data-testid", "plan-banner")
        .open();
    w.tag("p").open().text(&format!("Workload {n} of the plan"));
    if !name.is_empty() {
        w.text(": ").element("strong", "", name);
    }
    w.close("p");
    // The organisation's requirements, answered once for the whole plan: said, not asked again.
    if !settled.is_empty() {
        let said: Vec<String> = settled.iter().map(|(q, v)| format!("{q}: {v}")).collect();
        w.tag("p")
            .a("class", "hint")
            .a("data-testid", "plan-settled")
            .open()
            .text(&format!(
                "As for the whole plan, not asked again: {}. This workload's result can change them for it alone.",
                said.join("; ")
            ))
            .close("p");
    }
    button(
        &mut w,
        "button secondary small",
        "plan-show",
        "Back to the plan",
        "",
    );
    w.close("div");
    w.into_markup()
}

/// Above the first question: "Plan the whole project", which makes this workload a plan's first.
pub fn start() -> String {
    let mut w = Markup::default();
    w.tag("div").a("class", "plan-start").open();
    button(
        &mut w,
        "button link",
        "plan-start",
        "Plan the whole project",
        "",
    );
    w.element(
        "p",
        "hint",
        "Several workloads (explore, train, serve) answered one by one and priced together, for a team.",
    );
    w.close("div");
    w.into_markup()
}

fn button(w: &mut Markup, class: &str, act: &str, label: &str, hidden: &str) {
    w.tag("button")
        .a("type", "button")
        .a("class", class)
        .a("data-act", act)
        .open()
        .text(label);
    if !hidden.is_empty() {
        w.element("span", "visually-hidden", hidden);
    }
    w.close("button");
}

/// The plan itself: notices, the total, each workload, and the buttons that add one or start
/// over. `links[i]` opens workload `i`'s own result.
pub fn workloads(bill: &Bill, links: &[String], removed: Option<&str>) -> String {
    let mut w = Markup::default();
    w.tag("section")
        .a("class", "plan")
        .a("aria-labelledby", "plan-title")
        .a("data-testid", "plan")
        .open();
    w.tag("h2")
        .a("id", "plan-title")
        .a("tabindex", "-1")
        .open()
        .text("The whole project's plan")
        .close("h2");
    notices(&mut w, &bill.notices, "notices", "About the plan's link:");
    // What "Remove" took out, said where it was, with the way back.
    if let Some(name) = removed {
        w.tag("p")
            .a("class", "notice removed")
            .a("role", "status")
            .a("data-testid", "plan-removed")
            .open()
            .text(&format!("Removed “{name}” from the plan. "));
        button(
            &mut w,
            "button link small",
            "plan-undo",
            "Undo",
            &format!(" removing {name}"),
        );
        w.close("p");
    }
    let count = bill.workloads.len();
    if count == 0 {
        w.element(
            "p",
            "",
            "No workload yet: “Add another stage” asks the questions for one.",
        );
    } else {
        total(&mut w, bill);
        w.tag("ol").a("class", "workloads").open();
        for (i, wb) in bill.workloads.iter().enumerate() {
            workload(&mut w, i, wb, links.get(i).map_or("", String::as_str));
        }
        w.close("ol");
    }
    w.tag("div").a("class", "actions").open();
    w.tag("button")
        .a("type", "button")
        .a("class", "button primary")
        .a("data-act", "plan-add");
    if count >= MAX_WORKLOADS {
        w.a("disabled", "").a("aria-describedby", "plan-cap");
    }
    w.open().text("Add another stage").close("button");
    button(&mut w, "button link", "restart", "Start over", "");
    w.close("div");
    if count >= MAX_WORKLOADS {
        w.tag("p")
            .a("id", "plan-cap")
            .a("class", "hint")
            .a("data-testid", "plan-cap")
            .open()
            .text(&format!(
                "A plan holds at most {MAX_WORKLOADS} workloads: remove one to add another."
            ))
            .close("p");
    }
    w.close("section");
    w.into_markup()
}

/// What a link gave that was not understood, as a list under `lead`.
fn notices(w: &mut Markup, list: &[String], id: &str, lead: &str) {
    if list.is_empty() {
        return;
    }
    w.tag("div")
        .a("class", "notice")
        .a("role", "status")
        .a("data-testid", id)
        .open();
    w.element("p", "", lead);
    w.tag("ul").open();
    for n in list {
        w.element("li", "", n);
    }
    w.close("ul");
    w.close("div");
}

/// The total a month and a year, and what it leaves out.
fn total(w: &mut Markup, bill: &Bill) {
    w.tag("p")
        .a("class", "plan-total")
        .a("data-testid", "plan-total")
        .a("data-monthly-usd", &usd_plain(bill.monthly_usd))
        .a("data-yearly-usd", &usd_plain(bill.yearly_usd))
        .open();
    let count = format!(
        "{} workload{}",
        bill.workloads.len(),
        if bill.workloads.len() == 1 { "" } else { "s" }
    );
    if bill.nothing_priced() {
        w.element("strong", "figure", "Not estimated");
        w.text(&format!(": none of the {count} is priced."));
    } else {
        w.element(
            "strong",
            "figure",
            &format!("{} a month", usd(bill.monthly_usd, 2)),
        );
        w.text(&format!(
            ", {} a year, for {count}",
            usd(bill.yearly_usd, 2)
        ));
        w.text(if bill.not_estimated.is_empty() {
            "."
        } else {
            " that are estimated."
        });
    }
    w.close("p");
    if !bill.not_estimated.is_empty() {
        w.tag("p")
            .a("class", "notice")
            .a("data-testid", "plan-not-estimated")
            .open()
            .text(&format!(
                "Not estimated, so not in the total (not $0): {}.",
                bill.not_estimated
                    .iter()
                    .filter_map(|i| bill.workloads.get(*i))
                    .map(|wb| wb.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            ))
            .close("p");
    }
    let Some(left_out) = bill.left_out() else {
        return;
    };
    w.tag("p")
        .a("class", "hint")
        .a("data-testid", "plan-left-out")
        .open()
        .text(left_out)
        .text(" ");
    w.tag("a")
        .a("href", &plan::WORKSPACE_LEFT_OUT_SOURCE.url())
        .a("target", "_blank")
        .a("rel", "noopener")
        .open()
        .text(plan::WORKSPACE_LEFT_OUT_SOURCE.title())
        .close("a");
    w.close("p");
}

/// "1234.56", as `data-monthly-usd` is written.
fn usd_plain(v: f64) -> String {
    crate::advisor::facts::money::Money::from_usd(v).plain()
}

fn workload(w: &mut Markup, i: usize, wb: &WorkloadBill, link: &str) {
    let key = name_key(i);
    w.tag("li")
        .a("class", "workload")
        .a("data-testid", "workload");
    if let Some(t) = wb.pick {
        w.a("data-target", t.slug());
    }
    if let Some(m) = wb.monthly_usd {
        w.a("data-monthly-usd", &usd_plain(m));
    }
    w.open();
    field(w, "answer", &key, &format!("Name of workload {}", i + 1));
    w.tag("input")
        .a("id", &key)
        .a("type", "text")
        .a("data-key", &key)
        .a("value", &wb.name)
        .a("maxlength", &MAX_NAME.to_string())
        .a("autocomplete", "off")
        .open();
    w.close("div");
    let report = &wb.report;
    notices(w, &report.notices, "workload-notices", "About its values:");
    let pick = report.advice.top();
    w.tag("p").a("class", "workload-pick").open();
    match pick {
        Some(o) => {
            w.text("Recommended: ").element("strong", "", o.name);
        }
        None => {
            w.text("No compute target fits these answers.");
        }
    }
    w.close("p");
    let cost = pick.and_then(|o| report.costs.options.iter().find(|c| c.target == o.target));
    w.tag("p")
        .a("class", "workload-cost")
        .a("data-testid", "workload-cost")
        .open();
    match (wb.monthly_usd, wb.per_person_usd) {
        (Some(m), Some(p)) => {
            let people = wb.people;
            w.element("strong", "figure", &format!("{} a month", usd(m, 2)));
            w.text(&format!(
                ": {} per person × {people} {}",
                usd(p, 2),
                if people == 1 { "person" } else { "people" }
            ));
        }
        (Some(m), None) => {
            w.element("strong", "figure", &format!("{} a month", usd(m, 2)));
            if wb.shared {
                w.text(", shared by the team");
            }
        }
        (None, _) => {
            w.element("strong", "figure muted", "Not estimated");
            if let Some(crate::advisor::bill::Estimate::NotEstimated { why }) =
                cost.map(|c| &c.monthly)
            {
                w.text(": ").text(why);
            }
        }
    }
    w.close("p");
    if let Some(crate::advisor::bill::Estimate::Priced { items, .. }) = cost.map(|c| &c.monthly) {
        w.tag("details").a("class", "more").open();
        w.tag("summary").open().text("Line items");
        w.element("span", "visually-hidden", &format!(" of {}", wb.name));
        w.close("summary");
        super::line_items(w, items);
        w.close("details");
    }
    w.tag("p").a("class", "actions").open();
    w.tag("a")
        .a("class", "button secondary small")
        .a("href", link)
        .a("data-act", &format!("plan-open-{i}"))
        .open()
        .text("Open");
    w.element("span", "visually-hidden", &format!(" {}", wb.name));
    w.close("a");
    button(
        w,
        "button link small",
        &format!("plan-remove-{i}"),
        "Remove",
        &format!(" {}", wb.name),
    );
    w.close("p");
    w.close("li");
}

/// The bill stacked by workload, with its text alternative, and what would change the total
/// most.
pub fn chart(bill: &Bill) -> String {
    let mut w = Markup::default();
    if bill.workloads.is_empty() {
        return String::new();
    }
    w.tag("section")
        .a("class", "panel")
        .a("aria-labelledby", "plan-chart-title")
        .open();
    w.tag("h2")
        .a("id", "plan-chart-title")
        .open()
        .text("The monthly bill by workload")
        .close("h2");
    w.raw(&crate::charts::plan::stacked(bill));
    w.close("section");
    if let Some((i, b)) = bill.biggest.and_then(|i| Some((i, bill.workloads.get(i)?))) {
        w.tag("section")
            .a("class", "panel")
            .a("aria-labelledby", "plan-biggest-title")
            .a("data-testid", "plan-biggest")
            .open();
        w.tag("h2")
            .a("id", "plan-biggest-title")
            .open()
            .text("What would change the total most")
            .close("h2");
        w.element(
            "p",
            "",
            &biggest_words(b, bill.share_of(i), bill.total_name()),
        );
        w.close("section");
    }
    w.into_markup()
}

/// "Create it" for the whole plan: one script for every workload, in the tool chosen.
pub fn create(script: &str, tool: Tool) -> String {
    let mut w = Markup::default();
    super::create::open(&mut w, "plan-tool", "Tool");
    for t in Tool::ALL {
        option(&mut w, t.slug(), t.label(), t == tool);
    }
    w.close("select");
    w.close("div");
    w.close("div");
    let rows = script.lines().count().min(16) as u32;
    copy_field(
        &mut w,
        "plan-script",
        "The commands for every workload",
        "Copy the script",
        script,
        rows.max(2),
        false,
    );
    w.close("section");
    w.into_markup()
}

/// What would change the total most, in words: the workload that costs the most, its share of
/// the total, and where it is priced per person, what each person adds.
fn biggest_words(b: &WorkloadBill, share: u32, total: &str) -> String {
    let m = b.monthly_usd.unwrap_or(0.0);
    let each = match b.per_person_usd.filter(|_| b.people > 1) {
        Some(p) => format!(" It is priced per person: each person adds {}.", usd(p, 2)),
        None => String::new(),
    };
    format!(
        "{}: {} a month, {share}% of {total}.{each} Open it to see what would change its pick and which usage moves its price.",
        b.name,
        usd(m, 2)
    )
}
