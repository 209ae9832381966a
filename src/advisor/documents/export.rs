//! A result as documents a person takes elsewhere: Markdown for a design doc or an issue, JSON
//! (the document `advise --json` prints, with a `schema` version) and CSV of the cost comparison.
//! Pure text building, shared by the page and the CLI. The JSON is written by hand (the page
//! carries no serde_json); `tests/native/export.rs` proves it parses and equals serde's view of the same
//! values (floats written to six decimals).

use super::plan::{Bill, WorkloadBill};
use crate::advisor::bill::cost::CostReport;
use crate::advisor::bill::usage::{traffic_words, Priority, Usage};
use crate::advisor::bill::{Estimate, ItemKind, OptionCost};
use crate::advisor::facts::money::Money;
use crate::advisor::facts::num::short;
use crate::advisor::facts::traffic::{Traffic, Training};
use crate::advisor::link::answer::Answer;
use crate::advisor::link::asked::Asked;
use crate::advisor::link::share::{self, Notice, Shared};
use crate::advisor::{
    answers::Question, facts::catalog::Target, facts::sources::Source, ranking::Advice,
    ranking::Note,
};

/// The version of the JSON document's shape; bumped only when a field changes meaning. 2: each
/// option's `low_priority` pair (a 20% figure and the Spot meter's) became `spot` (the Spot
/// meter's, or null) and `savings_plan`; the costs carry `dated` and `price_sources`.
pub const SCHEMA: u32 = 2;

/// Everything one result shows: the advice and the costs for the usage in `shared`.
pub struct Report {
    pub shared: Shared,
    /// What the link asked that cannot be answered as asked (`asked::read`), said first.
    pub asked: Option<Asked>,
    pub notices: Vec<String>,
    /// Each notice's "Try it" models (`share::Notice::tries`), in the notices' order.
    pub notice_tries: Vec<Vec<share::Try>>,
    pub advice: Advice,
    /// The usage the costs were worked out at (`shared.usage` resolved for the situation).
    pub usage: Usage,
    pub costs: CostReport,
}

impl Report {
    pub fn new(shared: &Shared, notices: &[Notice]) -> Report {
        Report::of(shared, Answer::of(shared), notices)
    }

    /// The report of an answer already worked out for `shared`.
    pub fn of(shared: &Shared, answer: Answer, notices: &[Notice]) -> Report {
        let Answer {
            advice,
            usage,
            costs,
        } = answer;
        Report {
            shared: shared.clone(),
            asked: None,
            notices: notices.iter().map(|n| n.message.clone()).collect(),
            notice_tries: notices.iter().map(|n| n.tries.clone()).collect(),
            advice,
            usage,
            costs,
        }
    }

    /// The report with what its link asked that cannot be answered as asked.
    pub fn with_asked(self, asked: Option<Asked>) -> Report {
        Report { asked, ..self }
    }

    fn cost_of(&self, t: Target) -> Option<&OptionCost> {
        self.costs.options.iter().find(|c| c.target == t)
    }
}

// ---------------------------------------------------------------------------------------------
// JSON

/// A JSON string literal.
pub fn json_str(s: &str) -> String {
    let mut j = Json::default();
    j.s(s);
    j.0.pop();
    j.0
}

/// A JSON document written in one pass: every value is followed by a comma, and closing a
/// container takes back the comma before it. No intermediate strings per field: this module is
/// compiled into the page, whose size is budgeted.
#[derive(Default)]
struct Json(String);

impl Json {
    /// `"key":` (keys are plain ASCII).
    fn k(&mut self, key: &str) -> &mut Json {
        self.0.push('"');
        self.0.push_str(key);
        self.0.push_str("\":");
        self
    }

    /// A string value.
    fn s(&mut self, v: &str) -> &mut Json {
        self.0.push('"');
        for c in v.chars() {
            match c {
                '"' => self.0.push_str("\\\""),
                '\\' => self.0.push_str("\\\\"),
                '\n' => self.0.push_str("\\n"),
                '\r' => self.0.push_str("\\r"),
                '\t' => self.0.push_str("\\t"),
                c if u32::from(c) < 0x20 => {
                    self.0.push_str("\\u00");
                    for d in [u32::from(c) >> 4, u32::from(c) & 15] {
                        self.0.push(char::from_digit(d, 16).unwrap_or('0'));
                    }
                }
                c => self.0.push(c),
            }
        }
        self.0.push_str("\",");
        self
    }

    /// A number, `null` or another literal, as written.
    fn r(&mut self, v: &str) -> &mut Json {
        self.0.push_str(v);
        self.0.push(',');
        self
    }

    /// `{` or `[`.
    fn open(&mut self, c: char) -> &mut Json {
        self.0.push(c);
        self
    }

    /// `}` or `]`.
    fn close(&mut self, c: char) -> &mut Json {
        if self.0.ends_with(',') {
            self.0.pop();
        }
        self.0.push(c);
        self.0.push(',');
        self
    }

    fn opt_s(&mut self, v: Option<&str>) -> &mut Json {
        match v {
            Some(v) => self.s(v),
            None => self.r("null"),
        }
    }

    fn money(&mut self, m: Money) -> &mut Json {
        self.s(&m.plain())
    }

    fn opt_money(&mut self, m: Option<Money>) -> &mut Json {
        match m {
            Some(m) => self.money(m),
            None => self.r("null"),
        }
    }

    /// A measured quantity (hours, dollars on a curve): six decimals are far below what any
    /// figure on the page shows, so rounding them again for display gives the page's figure.
    fn float(&mut self, v: f64) -> &mut Json {
        self.r(&short(v, 6))
    }

    /// A whole number (one width for all: each width would be its own copy in the page).
    fn int(&mut self, v: i64) -> &mut Json {
        self.r(&v.to_string())
    }

    fn target(&mut self, t: Target) -> &mut Json {
        self.s(t.slug())
    }

    fn source(&mut self, s: Source) -> &mut Json {
        self.open('{').k("label").s(s.label()).k("url");
        self.opt_s(s.url().as_deref())
            .k("quote")
            .opt_s(s.quote())
            .close('}')
    }

    fn note(&mut self, n: &Note) -> &mut Json {
        self.open('{')
            .k("text")
            .s(n.text)
            .k("source")
            .source(n.source)
            .close('}')
    }

    fn notes(&mut self, ns: &[Note]) -> &mut Json {
        self.open('[');
        for n in ns {
            self.note(n);
        }
        self.close(']')
    }

    fn option_cost(&mut self, c: &OptionCost) -> &mut Json {
        self.open('{').k("target").target(c.target).k("whole_bill");
        self.opt_money(c.whole_bill)
            .k("monthly")
            .open('{')
            .k("kind");
        match &c.monthly {
            Estimate::Priced { total, items } => {
                self.s("priced")
                    .k("total")
                    .money(*total)
                    .k("items")
                    .open('[');
                for i in items {
                    let kind = match i.kind {
                        ItemKind::Busy => "busy",
                        ItemKind::IdleTail => "idle-tail",
                        ItemKind::AlwaysOn => "always-on",
                        ItemKind::Fixed => "fixed",
                    };
                    self.open('{').k("kind").s(kind).k("label").s(i.label);
                    self.k("working")
                        .s(&i.working)
                        .k("amount")
                        .money(i.amount)
                        .close('}');
                }
                self.close(']');
            }
            Estimate::NotEstimated { why } => {
                self.s("not-estimated").k("why").s(why);
            }
        }
        // Where Spot applies: its monthly figure, or null where the data has no Spot price.
        self.close('}').k("spot").opt_money(c.spot.flatten());
        self.k("savings_plan").opt_money(c.savings_plan);
        self.k("assumptions").open('[');
        for a in &c.assumptions {
            self.s(a);
        }
        self.close(']').k("curve").open('[');
        for (h, usd) in &c.curve {
            self.open('[').float(*h).float(*usd).close(']');
        }
        self.close(']').close('}')
    }

    /// The `traffic` and `training` members, as the situation and the usage both carry them.
    fn traffic(&mut self, t: &Traffic, training: &Training) -> &mut Json {
        self.k("traffic")
            .open('{')
            .k("requests")
            .int(t.requests.into());
        self.k("tokens_in")
            .int(t.tokens_in.into())
            .k("tokens_out")
            .int(t.tokens_out.into());
        self.k("day_hours").int(t.day_hours.into());
        // Said where the requests do not come in every day, as the link says it.
        if t.days() != 7 {
            self.k("week_days").int(t.days().into());
        }
        self.k("monthly");
        match t.monthly {
            Some((i, o)) => self.open('[').int(i.into()).int(o.into()).close(']'),
            None => self.r("null"),
        };
        // The people the requests come from, where the traffic was given as people (`users`,
        // as in the link).
        self.k("users");
        match t.people {
            Some(p) => self
                .open('{')
                .k("count")
                .int(p.users.into())
                .k("requests_each")
                .int(p.requests_each.into())
                .k("assumed")
                .r(if p.assumed { "true" } else { "false" })
                .close('}'),
            None => self.r("null"),
        };
        self.close('}').k("training").open('{');
        self.k("tokens_k")
            .int(training.tokens_k.into())
            .k("epochs")
            .int(training.epochs.into())
            .close('}')
    }

    fn advice(&mut self, a: &Advice) -> &mut Json {
        let s = &a.situation;
        self.open('{').k("situation").open('{');
        for q in Question::ALL {
            if matches!(q, Question::Traffic | Question::Training) {
                continue;
            }
            let v = q.value_in(s);
            self.k(q.key());
            if q == Question::Hours {
                self.r(&v);
            } else {
                self.s(&v);
            }
        }
        self.traffic(&s.traffic, &s.training);
        self.close('}').k("model");
        match &a.model {
            Some(m) => {
                self.open('{').k("name").s(m.name).k("seller").s(m.seller);
                self.k("weights").s(m.weights).k("status").s(m.status);
                self.k("lifecycle")
                    .s(&m.lifecycle)
                    .k("open_to_new_customers")
                    .r(if m.open_to_new_customers {
                        "true"
                    } else {
                        "false"
                    });
                self.k("fine_tunable")
                    .r(if m.fine_tunable { "true" } else { "false" })
                    .k("as_of")
                    .s(&m.as_of)
                    .close('}')
            }
            None => self.r("null"),
        };
        self.k("ranked").open('[');
        for o in &a.ranked {
            self.open('{')
                .k("target")
                .target(o.target)
                .k("name")
                .s(o.name);
            self.k("rank")
                .int(o.rank.into())
                .k("score")
                .int(o.score.into());
            self.k("reasons")
                .notes(&o.reasons)
                .k("caveats")
                .notes(&o.caveats)
                .close('}');
        }
        self.close(']').k("excluded").open('[');
        for e in &a.excluded {
            self.open('{')
                .k("target")
                .target(e.target)
                .k("name")
                .s(e.name);
            self.k("why").note(&e.why).close('}');
        }
        self.close(']')
            .k("tips")
            .notes(&a.tips)
            .k("changes")
            .open('[');
        for c in &a.changes {
            self.open('{').k("question").s(c.question).k("key").s(c.key);
            self.k("value")
                .s(&c.value)
                .k("value_label")
                .s(&c.value_label);
            self.k("top")
                .target(c.top)
                .k("top_name")
                .s(c.top_name)
                .close('}');
        }
        self.close(']').k("legacy").open('[');
        for l in &a.legacy {
            self.open('{').k("name").s(l.name).k("why").s(l.why);
            self.k("instead")
                .target(l.instead)
                .k("source")
                .source(l.source)
                .close('}');
        }
        self.close(']').close('}')
    }

    fn costs(&mut self, c: &CostReport) -> &mut Json {
        let u = &c.usage;
        self.open('{')
            .k("usage")
            .open('{')
            .k("region")
            .int(u.region as i64);
        self.k("vm").s(u.vm.name).k("hours").float(u.hours);
        self.k("nodes")
            .int(u.nodes.into())
            .k("instances")
            .int(u.instances.into());
        self.k("min_instances").int(u.min_instances.into());
        self.k("idle_minutes")
            .int(u.idle_minutes.into())
            .k("min_nodes")
            .int(u.min_nodes.into());
        self.k("priority").s(match u.priority {
            Priority::Dedicated => "dedicated",
            Priority::Spot => "spot",
        });
        self.k("runs_per_week").int(u.runs_per_week.into());
        self.k("llm").opt_s(u.llm.map(|l| l.slug())).k("finetuned");
        self.r(if u.finetuned { "true" } else { "false" });
        self.k("tokens_in_k").int(u.tokens_in_k as i64);
        self.k("tokens_out_k").int(u.tokens_out_k as i64);
        self.k("tps").int(u.tps.into());
        self.traffic(&u.traffic, &u.training);
        self.k("ft_jobs").int(u.ft_jobs.into());
        // Only where given, so that a link without them exports as it always has.
        if let Some(h) = u.train_hours {
            self.k("train_hours").int(h.into());
        }
        self.k("residency")
            .s(u.residency.slug())
            .k("network")
            .s(u.network.slug())
            .k("cmk")
            .s(u.cmk.slug())
            .k("people")
            .int(u.people.into())
            .close('}');
        self.k("region_name")
            .s(c.region_name)
            .k("dated")
            .s(&c.dated)
            .k("price_sources")
            .s(&c.price_sources)
            .k("options")
            .open('[');
        for o in &c.options {
            self.option_cost(o);
        }
        self.close(']').k("break_evens").open('[');
        for b in &c.break_evens {
            self.open('{')
                .k("hours")
                .float(b.hours)
                .k("monthly")
                .float(b.monthly);
            self.k("cheaper_below").target(b.cheaper_below);
            self.k("cheaper_above").target(b.cheaper_above).close('}');
        }
        self.close(']').k("cheapest").open('[');
        for (h, t) in &c.cheapest {
            self.open('[').float(*h).target(*t).close(']');
        }
        self.close(']').k("then_serve");
        match &c.then_serve {
            Some(o) => self.option_cost(o),
            None => self.r("null"),
        };
        self.k("foundry_managed");
        match &c.foundry_managed {
            Some(r) => self.managed_route(r),
            None => self.r("null"),
        };
        self.close('}')
    }

    /// Open weights on Foundry managed compute (preview): its monthly figure (null: not
    /// estimated, with `why`), the lines and the assumptions.
    fn managed_route(&mut self, r: &crate::advisor::bill::managed::Route) -> &mut Json {
        self.open('{').k("name").s(r.name).k("monthly");
        self.opt_money(r.monthly).k("items").open('[');
        for i in &r.items {
            self.open('{')
                .k("kind")
                .s("always-on")
                .k("label")
                .s(i.label)
                .k("working")
                .s(&i.working);
            self.k("amount").money(i.amount).close('}');
        }
        self.close(']')
            .k("why")
            .s(&r.why)
            .k("assumptions")
            .open('[');
        for a in &r.assumptions {
            self.s(a);
        }
        self.close(']').k("cli").s(&r.cli).k("cli_notes").open('[');
        for n in &r.cli_notes {
            self.s(n);
        }
        self.close(']').close('}')
    }
}

/// The JSON document of a result (`advise --json`, the page's "Download JSON"), on one line.
pub fn json(r: &Report) -> String {
    let mut j = Json::default();
    j.open('{').k("schema").int(SCHEMA.into());
    // First, where the link asked what cannot be answered as asked.
    if let Some(a) = &r.asked {
        j.k("asked")
            .open('{')
            .k("name")
            .s(&a.name)
            .k("finetune")
            .r(if a.finetune { "true" } else { "false" })
            .k("why")
            .s(a.why.slug())
            .k("headline")
            .s(&a.headline)
            .k("detail")
            .s(&a.detail)
            .k("below")
            .s(&a.below)
            .k("nearest")
            .open('[');
        for n in &a.nearest {
            j.open('{')
                .k("llm")
                .s(n.llm.slug())
                .k("name")
                .s(n.llm.label())
                .k("facts")
                .s(&n.facts)
                .k("query")
                .s(&n.link)
                .close('}');
        }
        j.close(']').close('}');
    }
    j.k("query").s(&share::encode(&r.shared));
    j.k("notices").open('[');
    for n in &r.notices {
        j.s(n);
    }
    j.close(']')
        .k("advice")
        .advice(&r.advice)
        .k("costs")
        .costs(&r.costs)
        .close('}');
    j.0.pop();
    j.0
}

// ---------------------------------------------------------------------------------------------
// CSV

/// Adds `s` and a comma to a CSV row, quoted where it holds a comma, a quote or a line break.
fn csv_field(out: &mut String, s: &str) {
    let quote = s.contains([',', '"', '\n', '\r']);
    if quote {
        out.push('"');
    }
    for c in s.chars() {
        if c == '"' {
            out.push('"');
        }
        out.push(c);
    }
    if quote {
        out.push('"');
    }
    out.push(',');
}

/// Ends a CSV row: its last comma becomes the line break.
fn csv_end(out: &mut String) {
    out.pop();
    out.push_str("\r\n");
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
        String::from("rank,option,target,monthly_usd,spot_usd,savings_plan_1y_usd,whole_bill_usd,prices_dated,note,");
    for l in &labels {
        csv_field(&mut out, l);
    }
    csv_end(&mut out);
    let plain = |m: Option<Money>| m.map(Money::plain).unwrap_or_default();
    // A catalog model's managed compute notes whether its weights fit, the instances and the
    // throughput band (`bill::managed::fit_summary`).
    let fit = crate::advisor::bill::managed::fit_summary(&r.usage)
        .filter(|_| r.advice.situation.model == crate::advisor::answers::ModelUse::Catalog)
        .unwrap_or_default();
    for o in &r.advice.ranked {
        let Some(c) = r.cost_of(o.target) else {
            continue;
        };
        let (total, note, items) = match &c.monthly {
            Estimate::Priced { total, items } if o.target == Target::ManagedOnlineEndpoint => {
                (Some(*total), fit.as_str(), &items[..])
            }
            Estimate::Priced { total, items } => (Some(*total), "", &items[..]),
            Estimate::NotEstimated { why } => (None, why.as_str(), &[][..]),
        };
        for f in [
            &o.rank.to_string(),
            o.name,
            o.target.slug(),
            &plain(total),
            &plain(c.spot.flatten()),
            &plain(c.savings_plan),
            &plain(c.whole_bill),
            &r.costs.dated,
            note,
        ] {
            csv_field(&mut out, f);
        }
        for l in &labels {
            // Several lines may share a label: their sum; empty where the option has none.
            let mut sum = None;
            for i in items.iter().filter(|i| i.label == *l) {
                sum = Some(sum.unwrap_or(0) + i.amount.0);
            }
            csv_field(&mut out, &plain(sum.map(Money)));
        }
        csv_end(&mut out);
    }
    out
}

// ---------------------------------------------------------------------------------------------
// Markdown

/// "Azure OpenAI, sold directly by Azure" with its first letter upper case (ASCII: the sellers'
/// words are).
fn capital(s: &str) -> String {
    let mut out = s.to_string();
    if let Some(f) = out.get_mut(..1) {
        f.make_ascii_uppercase();
    }
    out
}

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
    match c.map(|c| &c.monthly) {
        Some(Estimate::Priced { total, .. }) => format!("{total} a month"),
        _ => "not estimated".into(),
    }
}

/// An estimate as Markdown bullets: each line item with its working, or why it is not estimated.
fn estimate_md(out: &mut String, e: &Estimate) {
    match e {
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
}

/// The Foundry managed compute (preview) route, under the classic managed online endpoint.
fn managed_md(out: &mut String, r: &crate::advisor::bill::managed::Route) {
    let monthly = r
        .monthly
        .map_or("not estimated".to_string(), |m| format!("{m} a month"));
    out.push_str(&format!("\n### {}: {monthly}\n\n", r.name));
    for i in &r.items {
        out.push_str(&format!(
            "- {}: {} = {}\n",
            i.label,
            md(&i.working),
            i.amount
        ));
    }
    if r.monthly.is_none() {
        out.push_str(&format!("- {}\n", md(&r.why)));
    }
    for a in &r.assumptions {
        out.push_str(&format!("- Assumes: {}\n", md(a)));
    }
    out.push_str("\nTo create it:\n\n```bash\n");
    out.push_str(&r.cli);
    out.push_str("```\n\n");
    for n in &r.cli_notes {
        out.push_str(&format!("- {}\n", md(n)));
    }
}

/// The result as Markdown, ready for a design document or an issue. `link` is the share link;
/// `names` are the names given for the create commands, by `create::NameField` (empty where none
/// was given; the CLI gives none).
pub fn markdown(r: &Report, link: &str, names: &[String; 5]) -> String {
    let a = &r.advice;
    let s = &a.situation;
    let mut out = String::from("# Where this Azure ML work should run\n\n");
    // First, what the link asked that cannot be answered as asked.
    if let Some(a) = &r.asked {
        out.push_str(&format!(
            "> **Not answered as asked: {}** {}\n>\n> {}\n",
            md(&a.headline),
            md(&a.detail),
            md(&a.below)
        ));
        for n in &a.nearest {
            out.push_str(&format!(
                ">\n> - **{}** ({}): try it with `advise '{}'`\n",
                md(n.llm.label()),
                md(&n.facts),
                n.link
            ));
        }
        out.push('\n');
    }
    for (i, n) in r.notices.iter().enumerate() {
        out.push_str(&format!("> Note: {}\n", md(n)));
        // The models that meet the goal the note says is unmet, as the page's "Try it".
        let tries = r.notice_tries.get(i).map_or(&[][..], |t| &t[..]);
        for (j, t) in tries.iter().enumerate() {
            out.push_str(&format!(
                "{}> - **{}**: try it with `advise '{}'`\n",
                if j == 0 { ">\n" } else { "" },
                md(t.llm.label()),
                t.link
            ));
        }
        if !tries.is_empty() && i + 1 < r.notices.len() {
            out.push_str(">\n");
        }
    }
    if !r.notices.is_empty() {
        out.push('\n');
    }
    out.push_str("## Answers\n\n");
    for q in r.shared.answers.asked_questions() {
        // Where the work must run, as answered: closed weights asked on-premises are answered
        // for Azure, and the record above says so (`asked::on_premises`).
        let value = if q == Question::Location {
            r.shared.answers.given_text(q)
        } else {
            q.answer_text(s)
        };
        let fixed = if r.shared.is_locked(q) {
            " (fixed)"
        } else {
            ""
        };
        out.push_str(&format!("- {}: {}{fixed}\n", q.short_for(s), md(&value)));
    }
    // The model before any option: who sells it, its weights, and where it stands.
    if let Some(m) = &a.model {
        out.push_str(&format!(
            "\n## The model: {}\n\n{}, {}. {} (Lifecycle as of {}, from the retirement schedule of 2026-10-05.)\n",
            m.name,
            capital(m.seller),
            m.weights,
            md(&m.lifecycle),
            m.as_of
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
    let basis = match (a.model.as_ref(), u.llm) {
        (Some(m), Some(_)) => format!("{}: {}", m.name, md(&traffic_words(u))),
        _ => format!(
            "{} in {}, {} busy hours a week",
            u.vm.name,
            crate::advisor::facts::prices::region_label(r.costs.region_name),
            short(u.hours, 1)
        ),
    };
    out.push_str(&format!("\n## Costs a month\n\n{basis}."));
    if let Some(p) = r.costs.prices_words() {
        out.push_str(&format!(" Prices: {}.", md(&p)));
    }
    out.push('\n');
    for o in &a.ranked {
        let Some(c) = r.cost_of(o.target) else {
            continue;
        };
        let route =
            r.costs.foundry_managed.as_ref().filter(|_| {
                o.target == crate::advisor::facts::catalog::Target::ManagedOnlineEndpoint
            });
        let name = if route.is_some() {
            crate::advisor::bill::managed::CLASSIC
        } else {
            o.name
        };
        out.push_str(&format!("\n### {}: {}\n\n", name, monthly(Some(c))));
        estimate_md(&mut out, &c.monthly);
        match c.spot {
            Some(Some(m)) => out.push_str(&format!("- With Spot nodes: {m} a month\n")),
            Some(None) => {
                out.push_str("- With Spot nodes: not estimated (no Spot price in the data)\n")
            }
            None => {}
        }
        if let Some(m) = c.savings_plan {
            out.push_str(&format!("- With a 1-year savings plan: {m} a month\n"));
        }
        for x in &c.assumptions {
            out.push_str(&format!("- Assumes: {}\n", md(x)));
        }
        if let Some(route) = route {
            managed_md(&mut out, route);
        }
    }
    // Fine-tuning: what serving the result would cost.
    if let Some(c) = &r.costs.then_serve {
        out.push_str(&format!(
            "\n### Then serve it: {}, {}\n\n",
            c.target.name(),
            monthly(Some(c))
        ));
        estimate_md(&mut out, &c.monthly);
        if let Some(l) = u.llm {
            out.push_str(&format!(
                "- {}\n",
                md(&crate::advisor::models::finetuned::words(l))
            ));
        }
    }
    // The commands that create the pick, with the names given on the page (`names`, by
    // `create::NameField`; empty where none was given: the suggested ones).
    if let Some(top) = a.top() {
        let plan = super::create::plan(
            top.target,
            &super::create::Input::of(&r.costs, &a.situation),
            &super::create::Names::edited(top.target, names),
        );
        out.push_str(&format!(
            "\n## Create it\n\n{}: {}\n\n",
            top.name, plan.summary
        ));
        for c in &plan.notes {
            let tag = if c.unverified { "Unverified: " } else { "" };
            out.push_str(&format!("- {tag}{}\n", md(&c.text)));
        }
        for s in &plan.snippets {
            // Headed as on the page: the file's name, else the tool's.
            let title = s.file.unwrap_or(s.tool.label());
            let fence = match s.tool {
                share::Tool::Cli => "bash",
                share::Tool::Yaml => "yaml",
                share::Tool::Python => "python",
            };
            out.push_str(&format!(
                "\n### {title}\n\n```{fence}\n{}```\n\nFollows <{}>.\n",
                s.code, s.url
            ));
        }
        if plan.snippets.is_empty() {
            out.push_str(&format!("\nSee <{}>.\n", plan.url));
        }
        out.push_str(&format!(
            "\n`advise --snippets cli '{}'` prints these commands (or `yaml`, `python`; `--target SLUG` for another option).\n",
            share::encode(&r.shared)
        ));
    }
    out.push_str(&format!("\nLink to this result: <{link}>\n"));
    out
}

// ---------------------------------------------------------------------------------------------
// A plan's documents: the whole project's bill, each workload as its single result.

/// A plan's figure in USD as a JSON number with cents ("1234.56"), or `null`.
fn usd_number(v: Option<f64>) -> String {
    v.map_or("null".into(), |v| Money::from_usd(v).plain())
}

/// What runs a workload: its pick, and for fine-tuning what then serves it.
fn runs_on(w: &WorkloadBill) -> String {
    let a = &w.report.advice;
    let mut out = a
        .top()
        .map_or("nothing advised".to_string(), |o| o.name.to_string());
    if let Some(c) = &w.report.costs.then_serve {
        out.push_str(", then ");
        out.push_str(c.target.name());
    }
    out
}

/// "4, one each", "4, sharing it", "1".
fn people_words(w: &WorkloadBill) -> String {
    match (w.people, w.shared) {
        (1, _) => "1".into(),
        (n, false) => format!("{n}, one each"),
        (n, true) => format!("{n}, sharing it"),
    }
}

/// A cell of a Markdown table: one line, nothing that would start formatting or end the cell.
fn cell(s: &str) -> String {
    md(&s.replace(['\n', '\r'], " "))
}

/// The plan as Markdown: the bill (each workload's pick, people, monthly; the total a month and
/// a year; what is not estimated; what would change the total most; the prices each workload
/// used and their dates), then each workload as its single result. `link` is the plan's link;
/// each workload's own link is the same address with its single-result query. The page and
/// `advise --markdown` call this one function, so the two are the same bytes.
pub fn plan_markdown(b: &Bill, link: &str) -> String {
    let mut out = String::from("# The whole project's bill\n\n");
    for n in &b.notices {
        out.push_str(&format!("> Note: {}\n", md(n)));
    }
    if !b.notices.is_empty() {
        out.push('\n');
    }
    out.push_str("| # | Workload | People | Runs on | A month |\n|---:|---|---|---|---:|\n");
    for (i, w) in b.workloads.iter().enumerate() {
        let money = match (w.monthly_usd, w.per_person_usd) {
            (Some(m), Some(p)) if w.people > 1 => {
                format!("{} ({} a person)", Money::from_usd(m), Money::from_usd(p))
            }
            (Some(m), _) => Money::from_usd(m).to_string(),
            (None, _) => "not estimated".into(),
        };
        out.push_str(&format!(
            "| {} | {} | {} | {} | {money} |\n",
            i + 1,
            cell(&w.name),
            people_words(w),
            cell(&runs_on(w))
        ));
    }
    out.push_str(&format!("| | **Total** | | | **{}** |\n", b.total_words()));
    if !b.not_estimated.is_empty() {
        let list: Vec<String> = b
            .not_estimated
            .iter()
            .filter_map(|i| {
                b.workloads
                    .get(*i)
                    .map(|w| format!("{}. {}", i + 1, md(&w.name)))
            })
            .collect();
        out.push_str(&format!(
            "\nNot estimated, so left out of the total: {} (each section below says why).\n",
            list.join("; ")
        ));
    }
    if let Some(left_out) = b.left_out() {
        out.push_str(&format!(
            "\n{left_out} ([{}]({}))\n",
            super::plan::WORKSPACE_LEFT_OUT_SOURCE.title(),
            super::plan::WORKSPACE_LEFT_OUT_SOURCE.url()
        ));
    }
    if let Some((i, w)) = b.biggest.and_then(|i| b.workloads.get(i).map(|w| (i, w))) {
        out.push_str(&format!(
            "\nWhat would change the total most: {}. {}, {} a month ({}% of {}).\n",
            i + 1,
            md(&w.name),
            Money::from_usd(w.monthly_usd.unwrap_or_default()),
            b.share_of(i),
            b.total_name()
        ));
    }
    out.push_str("\nPrices, and when each was dated:\n\n");
    for (i, w) in b.workloads.iter().enumerate() {
        let c = &w.report.costs;
        let words = c.prices_words().unwrap_or_else(|| "none used".into());
        out.push_str(&format!(
            "- {}. {}: {} ({}).\n",
            i + 1,
            md(&w.name),
            md(&words),
            crate::advisor::facts::prices::region_label(c.region_name)
        ));
    }
    out.push_str(&format!(
        "\n`advise --snippets cli '{}'` prints the commands that create every workload, in one script (or `yaml`, `python`).\n",
        b.query
    ));
    out.push_str(&format!("\nLink to this plan: <{link}>\n"));
    let base = link.split_once('?').map_or(link, |(b, _)| b);
    for (i, w) in b.workloads.iter().enumerate() {
        let single = markdown(
            &w.report,
            &format!("{base}?{}", share::encode(&w.report.shared)),
            &Default::default(),
        );
        let single = single
            .strip_prefix("# Where this Azure ML work should run\n\n")
            .unwrap_or(&single);
        out.push_str(&format!("\n---\n\n## {}. {}\n\n", i + 1, md(&w.name)));
        // One level down, outside code blocks (a shell comment starts with `#` too).
        let mut code = false;
        for line in single.split_inclusive('\n') {
            if line.starts_with("```") {
                code = !code;
            }
            if !code && line.starts_with('#') {
                out.push('#');
            }
            out.push_str(line);
        }
    }
    out
}

/// The plan as JSON: `{"schema", "query", "notices", "plan": {"workloads": [...], "monthly_usd",
/// "yearly_usd", "not_estimated", "biggest", "dated"}}`. Each workload holds what a single
/// result's JSON holds (its `query` is its own single link) with its `number` (from 1),
/// `name`, `people`, `pick`, `monthly_usd`, `per_person_usd` and `shared`; `not_estimated` and
/// `biggest` are workload numbers; `dated` is each workload's price dates and sources.
pub fn plan_json(b: &Bill) -> String {
    let mut j = Json::default();
    j.open('{').k("schema").int(SCHEMA.into());
    j.k("query").s(&b.query).k("notices").open('[');
    for n in &b.notices {
        j.s(n);
    }
    j.close(']').k("plan").open('{').k("workloads").open('[');
    for (i, w) in b.workloads.iter().enumerate() {
        j.open('{')
            .k("number")
            .int(i as i64 + 1)
            .k("name")
            .s(&w.name)
            .k("people")
            .int(w.people.into())
            .k("pick")
            .opt_s(w.pick.map(|t| t.slug()))
            .k("monthly_usd")
            .r(&usd_number(w.monthly_usd))
            .k("per_person_usd")
            .r(&usd_number(w.per_person_usd))
            .k("shared")
            .r(if w.shared { "true" } else { "false" });
        let single = json(&w.report);
        // The single result's fields, in this object.
        if let Some(inner) = single.strip_prefix('{').and_then(|s| s.strip_suffix('}')) {
            j.0.push_str(inner);
            j.0.push(',');
        }
        j.close('}');
    }
    j.close(']')
        // Where no workload is priced the totals are not estimated: null, never 0.
        .k("monthly_usd")
        .r(&usd_number((!b.nothing_priced()).then_some(b.monthly_usd)))
        .k("yearly_usd")
        .r(&usd_number((!b.nothing_priced()).then_some(b.yearly_usd)))
        .k("not_estimated")
        .open('[');
    for i in &b.not_estimated {
        j.int(*i as i64 + 1);
    }
    j.close(']').k("biggest");
    match b.biggest {
        Some(i) => j.int(i as i64 + 1),
        None => j.r("null"),
    };
    j.k("dated").open('[');
    for (i, w) in b.workloads.iter().enumerate() {
        j.open('{')
            .k("number")
            .int(i as i64 + 1)
            .k("dated")
            .s(&w.report.costs.dated)
            .k("price_sources")
            .s(&w.report.costs.price_sources)
            .close('}');
    }
    j.close(']').close('}').close('}');
    j.0.pop();
    j.0
}

/// The plan's bill as CSV: one row per line item of each workload's pick (and of what then
/// serves a fine-tuned model), a total row per workload, and the plan's totals a month and a
/// year; each row with the dates of the prices it used.
pub fn plan_csv(b: &Bill) -> String {
    let mut out = String::from(
        "workload,name,people,option,target,item,working,amount_usd,per_person_usd,shared,prices_dated,note\r\n",
    );
    let row = |out: &mut String, f: [&str; 12]| {
        for x in f {
            csv_field(out, x);
        }
        csv_end(out);
    };
    for (i, w) in b.workloads.iter().enumerate() {
        let n = (i + 1).to_string();
        let people = w.people.to_string();
        let shared = if w.shared { "shared" } else { "per person" };
        let dated = &w.report.costs.dated;
        let top = w.report.advice.top();
        let pick = top.and_then(|o| w.report.cost_of(o.target));
        let then = w.report.costs.then_serve.as_ref();
        let mut why = String::new();
        for (c, option) in pick
            .map(|c| (c, top.map_or("", |o| o.name).to_string()))
            .into_iter()
            .chain(then.map(|c| (c, format!("Then serve it: {}", c.target.name()))))
        {
            match &c.monthly {
                Estimate::Priced { items, .. } => {
                    for it in items {
                        row(
                            &mut out,
                            [
                                &n,
                                &w.name,
                                &people,
                                &option,
                                c.target.slug(),
                                it.label,
                                &it.working,
                                &it.amount.plain(),
                                "",
                                shared,
                                dated,
                                "",
                            ],
                        );
                    }
                }
                Estimate::NotEstimated { why: w } => why = w.clone(),
            }
        }
        let total = usd_number(w.monthly_usd);
        let each = usd_number(w.per_person_usd);
        row(
            &mut out,
            [
                &n,
                &w.name,
                &people,
                &runs_on(w),
                w.pick.map_or("", |t| t.slug()),
                "Total a month",
                "",
                if w.monthly_usd.is_some() { &total } else { "" },
                if w.per_person_usd.is_some() {
                    &each
                } else {
                    ""
                },
                shared,
                dated,
                if w.monthly_usd.is_some() {
                    ""
                } else if why.is_empty() {
                    "not estimated"
                } else {
                    &why
                },
            ],
        );
    }
    // Where no workload is priced the totals are not estimated: no figure, and the note says so.
    let none = b.nothing_priced();
    for (label, v) in [
        ("Plan total a month", b.monthly_usd),
        ("Plan total a year", b.yearly_usd),
    ] {
        let amount = if none {
            String::new()
        } else {
            usd_number(Some(v))
        };
        row(
            &mut out,
            [
                "",
                label,
                "",
                "",
                "",
                label,
                "",
                &amount,
                "",
                "",
                "",
                if none {
                    "not estimated: no workload is priced"
                } else {
                    ""
                },
            ],
        );
    }
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
        let mut row = String::new();
        for f in ["plain", "a, b", "say \"hi\"", "two\nlines"] {
            csv_field(&mut row, f);
        }
        csv_end(&mut row);
        assert_eq!(row, "plain,\"a, b\",\"say \"\"hi\"\"\",\"two\nlines\"\r\n");
    }

    #[test]
    fn json_closes_containers_without_a_trailing_comma() {
        let mut j = Json::default();
        j.open('{')
            .k("a")
            .open('[')
            .close(']')
            .k("b")
            .open('[')
            .int(1)
            .int(-2)
            .close(']');
        j.k("c").opt_s(None).k("d").open('{').close('}').close('}');
        assert_eq!(j.0, "{\"a\":[],\"b\":[1,-2],\"c\":null,\"d\":{}},");
    }
}
