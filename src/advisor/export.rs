//! A result as documents a person takes elsewhere: Markdown for a design doc or an issue, JSON
//! (the document `advise --json` prints, with a `schema` version) and CSV of the cost comparison.
//! Pure text building, shared by the page and the CLI. The JSON is written by hand (the page
//! carries no serde_json); `tests/export.rs` proves it parses and equals serde's view of the same
//! values (floats written to six decimals).

use super::cost::{self, CostReport, Estimate, LineItem, Money, OptionCost};
use super::num::short;
use super::share::{self, Notice, Shared};
use super::{Advice, Note, Question, Source, Target};

/// The version of the JSON document's shape; bumped only when a field changes meaning.
pub const SCHEMA: u32 = 1;

/// Everything one result shows: the advice and the costs for the usage in `shared`.
pub struct Report {
    pub shared: Shared,
    pub notices: Vec<String>,
    pub advice: Advice,
    pub costs: CostReport,
}

impl Report {
    pub fn new(shared: &Shared, notices: &[Notice]) -> Report {
        let advice = super::advise(&shared.answers);
        let costs = advice.costs(&shared.usage.resolve(&advice.situation));
        Report {
            shared: shared.clone(),
            notices: notices.iter().map(|n| n.message.clone()).collect(),
            advice,
            costs,
        }
    }

    fn cost_of(&self, t: Target) -> Option<&OptionCost> {
        self.costs.options.iter().find(|c| c.target == t)
    }
}

// ---------------------------------------------------------------------------------------------
// JSON

/// A JSON string literal.
pub fn json_str(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if u32::from(c) < 0x20 => out.push_str(&format!("\\u{:04x}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn obj(fields: &[(&str, String)]) -> String {
    let body: Vec<String> = fields
        .iter()
        .map(|(k, v)| format!("{}:{v}", json_str(k)))
        .collect();
    format!("{{{}}}", body.join(","))
}

fn arr(items: impl IntoIterator<Item = String>) -> String {
    format!("[{}]", items.into_iter().collect::<Vec<_>>().join(","))
}

fn opt(v: Option<String>) -> String {
    v.unwrap_or_else(|| "null".into())
}

fn money(m: Money) -> String {
    json_str(&m.plain())
}

/// A measured quantity (hours, dollars on a curve): six decimals are far below what any figure
/// on the page shows, so rounding them again for display gives the page's figure.
fn float(v: f64) -> String {
    short(v, 6)
}

fn source(s: Source) -> String {
    obj(&[
        ("label", json_str(s.label())),
        ("url", opt(s.url().map(|u| json_str(&u)))),
        ("quote", opt(s.quote().map(json_str))),
    ])
}

fn note(n: &Note) -> String {
    obj(&[("text", json_str(n.text)), ("source", source(n.source))])
}

fn notes(ns: &[Note]) -> String {
    arr(ns.iter().map(note))
}

fn target(t: Target) -> String {
    json_str(t.slug())
}

fn item(i: &LineItem) -> String {
    let kind = match i.kind {
        cost::ItemKind::Busy => "busy",
        cost::ItemKind::IdleTail => "idle-tail",
        cost::ItemKind::AlwaysOn => "always-on",
        cost::ItemKind::Fixed => "fixed",
    };
    obj(&[
        ("kind", json_str(kind)),
        ("label", json_str(i.label)),
        ("working", json_str(&i.working)),
        ("amount", money(i.amount)),
    ])
}

fn option_cost(c: &OptionCost) -> String {
    let monthly = match &c.monthly {
        Estimate::Priced { total, items } => obj(&[
            ("kind", json_str("priced")),
            ("total", money(*total)),
            ("items", arr(items.iter().map(item))),
        ]),
        Estimate::NotEstimated { why } => {
            obj(&[("kind", json_str("not-estimated")), ("why", json_str(why))])
        }
    };
    let low = c
        .low_priority
        .map(|(share, spot)| arr([money(share), opt(spot.map(money))]));
    obj(&[
        ("target", target(c.target)),
        ("whole_bill", opt(c.whole_bill.map(money))),
        ("monthly", monthly),
        ("low_priority", opt(low)),
        (
            "assumptions",
            arr(c.assumptions.iter().map(|a| json_str(a))),
        ),
        (
            "curve",
            arr(c.curve.iter().map(|(h, usd)| arr([float(*h), float(*usd)]))),
        ),
    ])
}

fn advice(a: &Advice) -> String {
    let s = &a.situation;
    let situation: Vec<(&str, String)> = Question::ALL
        .into_iter()
        .map(|q| {
            let v = q.value_in(s);
            (
                q.key(),
                if q == Question::Hours {
                    v
                } else {
                    json_str(&v)
                },
            )
        })
        .collect();
    let ranked = a.ranked.iter().map(|o| {
        obj(&[
            ("target", target(o.target)),
            ("name", json_str(o.name)),
            ("rank", o.rank.to_string()),
            ("score", o.score.to_string()),
            ("reasons", notes(&o.reasons)),
            ("caveats", notes(&o.caveats)),
        ])
    });
    let excluded = a.excluded.iter().map(|e| {
        obj(&[
            ("target", target(e.target)),
            ("name", json_str(e.name)),
            ("why", note(&e.why)),
        ])
    });
    let changes = a.changes.iter().map(|c| {
        obj(&[
            ("question", json_str(c.question)),
            ("key", json_str(c.key)),
            ("value", json_str(&c.value)),
            ("value_label", json_str(&c.value_label)),
            ("top", target(c.top)),
            ("top_name", json_str(c.top_name)),
        ])
    });
    let legacy = a.legacy.iter().map(|l| {
        obj(&[
            ("name", json_str(l.name)),
            ("why", json_str(l.why)),
            ("instead", target(l.instead)),
            ("source", source(l.source)),
        ])
    });
    obj(&[
        ("situation", obj(&situation)),
        ("ranked", arr(ranked)),
        ("excluded", arr(excluded)),
        ("tips", notes(&a.tips)),
        ("changes", arr(changes)),
        ("legacy", arr(legacy)),
    ])
}

fn costs(c: &CostReport) -> String {
    let u = &c.usage;
    let usage = obj(&[
        ("region", u.region.to_string()),
        ("vm", json_str(u.vm.name)),
        ("hours", float(u.hours)),
        ("nodes", u.nodes.to_string()),
        ("instances", u.instances.to_string()),
        ("min_instances", u.min_instances.to_string()),
        ("idle_minutes", u.idle_minutes.to_string()),
        ("min_nodes", u.min_nodes.to_string()),
        (
            "priority",
            json_str(match u.priority {
                cost::Priority::Dedicated => "dedicated",
                cost::Priority::LowPriority => "low-priority",
            }),
        ),
        ("runs_per_week", u.runs_per_week.to_string()),
    ]);
    let break_evens = c.break_evens.iter().map(|b| {
        obj(&[
            ("hours", float(b.hours)),
            ("monthly", float(b.monthly)),
            ("cheaper_below", target(b.cheaper_below)),
            ("cheaper_above", target(b.cheaper_above)),
        ])
    });
    obj(&[
        ("usage", usage),
        ("region_name", json_str(c.region_name)),
        ("options", arr(c.options.iter().map(option_cost))),
        ("break_evens", arr(break_evens)),
        (
            "cheapest",
            arr(c.cheapest.iter().map(|(h, t)| arr([float(*h), target(*t)]))),
        ),
    ])
}

/// The JSON document of a result (`advise --json`, the page's "Download JSON"), on one line.
pub fn json(r: &Report) -> String {
    obj(&[
        ("schema", SCHEMA.to_string()),
        ("query", json_str(&share::encode(&r.shared))),
        ("notices", arr(r.notices.iter().map(|n| json_str(n)))),
        ("advice", advice(&r.advice)),
        ("costs", costs(&r.costs)),
    ])
}

// ---------------------------------------------------------------------------------------------
// CSV

fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

/// The cost comparison: one row per ranked option, each line item a column (USD a month; empty
/// where the option has no such line).
pub fn csv(r: &Report) -> String {
    let mut labels: Vec<&str> = Vec::new();
    for c in &r.costs.options {
        if let Estimate::Priced { items, .. } = &c.monthly {
            for i in items {
                if !labels.contains(&i.label) {
                    labels.push(i.label);
                }
            }
        }
    }
    let mut out =
        String::from("rank,option,target,monthly_usd,low_priority_usd,whole_bill_usd,note");
    for l in &labels {
        out.push(',');
        out.push_str(&csv_field(l));
    }
    out.push_str("\r\n");
    for o in &r.advice.ranked {
        let Some(c) = r.cost_of(o.target) else {
            continue;
        };
        let plain = |m: Option<Money>| m.map(Money::plain).unwrap_or_default();
        let (total, note, items) = match &c.monthly {
            Estimate::Priced { total, items } => (Some(*total), "", &items[..]),
            Estimate::NotEstimated { why } => (None, why.as_str(), &[][..]),
        };
        let mut row = vec![
            o.rank.to_string(),
            o.name.to_string(),
            o.target.slug().to_string(),
            plain(total),
            plain(c.low_priority.map(|l| l.0)),
            plain(c.whole_bill),
            note.to_string(),
        ];
        row.extend(labels.iter().map(|l| {
            // Several lines may share a label: their sum.
            let sum: i64 = items
                .iter()
                .filter(|i| i.label == *l)
                .map(|i| i.amount.0)
                .sum();
            let any = items.iter().any(|i| i.label == *l);
            if any {
                Money(sum).plain()
            } else {
                String::new()
            }
        }));
        let row: Vec<String> = row.iter().map(|f| csv_field(f)).collect();
        out.push_str(&row.join(","));
        out.push_str("\r\n");
    }
    out
}

// ---------------------------------------------------------------------------------------------
// Markdown

/// Characters that would start Markdown formatting inside running text.
fn md(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        // Not `_`: GitHub leaves it alone inside words such as Standard_DS3_v2.
        if matches!(c, '*' | '`' | '[' | ']' | '<' | '>' | '|' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

fn cite(s: Source) -> String {
    let quote = s
        .quote()
        .map(|q| format!(": “{}”", md(q)))
        .unwrap_or_default();
    match s.url() {
        Some(u) => format!("[{}]({u}){quote}", md(s.label())),
        None => format!("{}{quote}", md(s.label())),
    }
}

fn monthly(c: Option<&OptionCost>) -> String {
    match c.map(|c| (&c.monthly, c.whole_bill)) {
        Some((Estimate::Priced { total, .. }, Some(bill))) => {
            format!("{total} a month added (already paying {bill} a month)")
        }
        Some((Estimate::Priced { total, .. }, None)) => format!("{total} a month"),
        _ => "not estimated".into(),
    }
}

/// The result as Markdown, ready for a design document or an issue. `link` is the share link.
pub fn markdown(r: &Report, link: &str) -> String {
    let a = &r.advice;
    let s = &a.situation;
    let mut out = String::from("# Where this Azure ML work should run\n\n");
    for n in &r.notices {
        out.push_str(&format!("> Note: {}\n", md(n)));
    }
    if !r.notices.is_empty() {
        out.push('\n');
    }
    out.push_str("## Answers\n\n");
    for q in r.shared.answers.asked_questions() {
        let value = q.value_label(&q.value_in(s));
        let fixed = if r.shared.is_locked(q) {
            " (fixed)"
        } else {
            ""
        };
        out.push_str(&format!(
            "- {}: {}{fixed}\n",
            q.short_for(s.stage, s.serve),
            md(&value)
        ));
    }
    for o in &a.ranked {
        let c = r.cost_of(o.target);
        let head = if o.rank == 1 {
            format!("\n## Recommended: {}\n\n", o.name)
        } else {
            if o.rank == 2 {
                out.push_str("\n## Alternatives, best first\n");
            }
            format!("\n### {}. {}\n\n", o.rank, o.name)
        };
        out.push_str(&head);
        out.push_str(&format!("Cost: {}\n\n", monthly(c)));
        for n in &o.reasons {
            out.push_str(&format!("- For: {} ({})\n", md(n.text), cite(n.source)));
        }
        for n in &o.caveats {
            out.push_str(&format!("- Against: {} ({})\n", md(n.text), cite(n.source)));
        }
        if o.rank == 1 && !a.tips.is_empty() {
            out.push_str("\nTips:\n\n");
            for n in &a.tips {
                out.push_str(&format!("- {} ({})\n", md(n.text), cite(n.source)));
            }
        }
    }
    let u = &r.costs.usage;
    out.push_str(&format!(
        "\n## Costs a month\n\n{} in {}, {} busy hours a week. {}\n",
        u.vm.name,
        super::prices::region_label(r.costs.region_name),
        short(u.hours, 1),
        md(super::prices::PROVENANCE)
    ));
    for o in &a.ranked {
        let Some(c) = r.cost_of(o.target) else {
            continue;
        };
        out.push_str(&format!("\n### {}: {}\n\n", o.name, monthly(Some(c))));
        match &c.monthly {
            Estimate::Priced { items, .. } => {
                for i in items {
                    out.push_str(&format!(
                        "- {}: {} = {}\n",
                        i.label,
                        md(&i.working),
                        i.amount
                    ));
                }
            }
            Estimate::NotEstimated { why } => out.push_str(&format!("- {}\n", md(why))),
        }
        for x in &c.assumptions {
            out.push_str(&format!("- Assumes: {}\n", md(x)));
        }
    }
    // The create commands themselves (`create.rs`) would cost the page about 11.6 KB gzip, over
    // its budget: the Markdown names the command that prints them instead.
    if a.top().is_some() {
        out.push_str(&format!(
            "\n## Create it\n\n`advise --snippets cli '{}'` prints the Azure CLI commands (or `yaml`, `python`).\n",
            share::encode(&r.shared)
        ));
    }
    out.push_str(&format!("\nLink to this result: <{link}>\n"));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_strings_escape_what_json_requires() {
        assert_eq!(
            json_str("a\"b\\c\n\t\u{1}é"),
            "\"a\\\"b\\\\c\\n\\t\\u0001é\""
        );
    }

    #[test]
    fn csv_quotes_only_what_needs_it() {
        assert_eq!(csv_field("plain"), "plain");
        assert_eq!(csv_field("a, b"), "\"a, b\"");
        assert_eq!(csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
    }
}
