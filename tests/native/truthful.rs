//! What the result says holds for what it prices, over the answer space: no option is "not
//! estimated" while the data prices its usage at pay-as-you-go; every number in words reads in
//! one format (a comma every three digits); no line is written where it cannot apply (break-even
//! hours between bills that do not change with hours, "Prices: … ()" with nothing in the
//! parentheses, a size called the smallest or cheapest the weights fit on).

use aml_compute_advisor::advisor::answers::{Existing, Location, ModelUse, Situation};
use aml_compute_advisor::advisor::bill::cost;
use aml_compute_advisor::advisor::bill::usage::{Priority, Usage, UsageInput};
use aml_compute_advisor::advisor::documents::create;
use aml_compute_advisor::advisor::facts::catalog::Target;
use aml_compute_advisor::advisor::facts::traffic::{Traffic, DEFAULT_TRAFFIC};
use aml_compute_advisor::advisor::link::share::Tool;
use aml_compute_advisor::advisor::{self, advise, documents::export, facts::prices, link::share};

/// A team's assistant, a public app around the clock, a monthly volume.
const TRAFFIC: [Traffic; 3] = [
    DEFAULT_TRAFFIC,
    Traffic::daily(400_000, 2_000, 500, 8),
    crate::common::MONTHLY,
];

/// Usage keys away from their defaults: a CPU and a GPU size named, nodes and instances with
/// their minimums.
fn variants() -> Vec<UsageInput> {
    let d = UsageInput::default;
    vec![
        d(),
        UsageInput {
            vm: Some("Standard_F4s_v2"),
            nodes: Some(4),
            min_nodes: Some(1),
            ..d()
        },
        UsageInput {
            vm: Some("Standard_NC8as_T4_v3"),
            instances: Some(3),
            min_instances: Some(1),
            ..d()
        },
        UsageInput {
            vm: Some("Standard_NC24ads_A100_v4"),
            instances: Some(2),
            ..d()
        },
    ]
}

/// Every situation (three traffics for a catalog model), in turn with each region and usage
/// variant.
/// The targets the advice ranks for a situation, best first.
fn ranked(s: &Situation) -> Vec<Target> {
    advise(&s.to_answers())
        .ranked
        .iter()
        .map(|o| o.target)
        .collect()
}

fn space() -> Vec<(Situation, UsageInput)> {
    let regions = prices::regions().len();
    let vs = variants();
    let mut out = Vec::new();
    let mut n = 0;
    for s in Situation::all(&[20, 168]) {
        let traffics: &[Traffic] = if s.model == ModelUse::Own {
            &TRAFFIC[..1]
        } else {
            &TRAFFIC
        };
        for &traffic in traffics {
            let s = Situation { traffic, ..s };
            for (k, v) in vs.iter().enumerate() {
                n += 1;
                let mut v = v.clone();
                v.region = Some((n * 7 + k) % regions);
                out.push((s, v));
            }
        }
    }
    out
}

/// Targets billed by the VM hour, where a price for the size in the region is all it takes.
fn billed_by_the_vm_hour(t: Target, s: &Situation, u: &Usage) -> bool {
    let elsewhere = matches!(
        t,
        Target::Local
            | Target::ServerlessSpark
            | Target::AttachedDatabricks
            | Target::AttachedSynapse
    );
    // On your own hardware through Azure Arc: no Azure list price applies.
    let onprem = s.location == Location::Onprem
        && matches!(t, Target::Kubernetes | Target::KubernetesOnlineEndpoint);
    // Compute the team already runs bills as its own, of sizes the page never asked: what one of
    // the sizes assumed would bill is its whole bill, beside "not estimated".
    let own = match t {
        Target::AttachedVm => s.existing == Existing::Vm,
        Target::Kubernetes | Target::KubernetesOnlineEndpoint => s.existing == Existing::Kubernetes,
        _ => false,
    };
    !(t.is_foundry() || elsewhere || onprem || own || u.finetuned)
}

#[test]
fn nothing_is_not_estimated_while_its_pay_as_you_go_price_exists() {
    let mut vm_checked = 0;
    let mut tokens_checked = 0;
    for (s, input) in space() {
        let targets = ranked(&s);
        for priority in [Priority::Dedicated, Priority::Spot] {
            let u = UsageInput {
                priority: Some(priority),
                ..input.clone()
            }
            .resolve(&s);
            let r = cost::report(&targets, &u, &s, advisor::serving_pick(&s));
            for o in &r.options {
                let t = o.target;
                let case = format!("{t:?} in {} {input:?} {priority:?}: {s:?}", u.region_name());
                if billed_by_the_vm_hour(t, &s, &u) && u.vm.rate(u.region).is_some() {
                    vm_checked += 1;
                    assert!(o.monthly.total().is_some(), "{case}: {:?}", o.monthly);
                }
                // Provisioned throughput sized, with a PTU price in the region; Global Batch
                // and Flex processing where the model has their (or Global Standard's) price.
                let known = match (t, u.llm) {
                    (Target::ProvisionedThroughput, _) => {
                        aml_compute_advisor::advisor::bill::route::Route::of(
                            aml_compute_advisor::advisor::Target::ProvisionedThroughput,
                            &u,
                        )
                        .ptu
                        .is_some_and(|p| p.cents_per_hour > 0)
                    }
                    (Target::BatchDeployment, Some(l)) => {
                        aml_compute_advisor::advisor::requirements::residency::price(
                            l,
                            aml_compute_advisor::advisor::requirements::residency::batch_type(
                                l,
                                u.residency,
                            ),
                            u.residency,
                        )
                        .known()
                    }
                    (Target::FlexProcessing, Some(l)) => l.model().global.known(),
                    _ => false,
                };
                if known && s.traffic.tokens_in < 128_000 {
                    tokens_checked += 1;
                    assert!(o.monthly.total().is_some(), "{case}: {:?}", o.monthly);
                }
                // A per-token deployment whose type has a price in the data.
                if t == Target::StandardDeployment && !u.finetuned {
                    let l = u.llm.unwrap();
                    let d = aml_compute_advisor::advisor::bill::route::Route::of(
                        aml_compute_advisor::advisor::Target::StandardDeployment,
                        &u,
                    )
                    .deployment
                    .unwrap();
                    // The zone's own meter where data must stay in one (`residency::price`).
                    let p = aml_compute_advisor::advisor::requirements::residency::price(
                        l,
                        d,
                        u.residency,
                    );
                    if p.known() && s.traffic.tokens_in < 128_000 {
                        tokens_checked += 1;
                        assert!(o.monthly.total().is_some(), "{case}: {:?}", o.monthly);
                    }
                }
            }
            // Fine-tuning: serving it next is priced where its deployment type has a price.
            if let Some(then) = &r.then_serve {
                if then.target == Target::StandardDeployment {
                    let l = u.llm.unwrap();
                    // A hub-based project's serverless endpoint has no deployment type.
                    let d = aml_compute_advisor::advisor::bill::route::Route::of(
                        aml_compute_advisor::advisor::Target::StandardDeployment,
                        &u,
                    )
                    .deployment;
                    if d.is_some_and(|d| d.price(l).known()) {
                        assert!(
                            then.monthly.total().is_some()
                                || then.assumptions.iter().any(|a| a.contains("hosting")),
                            "{s:?}: {:?}",
                            then.monthly
                        );
                    }
                }
            }
        }
    }
    assert!(vm_checked > 10_000, "{vm_checked}");
    assert!(tokens_checked > 100, "{tokens_checked}");
}

/// Numbers in words, as a reader parses them: every run of digits (with its commas and decimal
/// point) that stands alone, not part of a name, a date, a version, an address or a value in
/// code. Returns the ones not in the one format: a comma every three digits from 1,000 up
/// ("1,000,000", never "1000,000" or "10000"); a year (1900 to 2099) stands as it is.
fn misformatted(text: &str) -> Vec<String> {
    let b = text.as_bytes();
    let mut bad = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if !b[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let start = i;
        while i < b.len() && (b[i].is_ascii_digit() || b[i] == b',' || b[i] == b'.') {
            // A comma or point ends the number unless a digit follows it.
            if (b[i] == b',' || b[i] == b'.') && !b.get(i + 1).is_some_and(u8::is_ascii_digit) {
                break;
            }
            i += 1;
        }
        let num = &text[start..i];
        let before = text[..start].chars().next_back();
        let after = text[i..].chars().next();
        // Inside quotation marks: a name quoted (a Retail meter's), not a number in words.
        let quoted =
            text[..start].matches('\u{201c}').count() > text[..start].matches('\u{201d}').count();
        let word_before = text[..start]
            .trim_end_matches(' ')
            .rsplit(|c: char| c.is_whitespace() || c == '(' || c == '"')
            .next()
            .unwrap_or("");
        let part_of_something = before.is_some_and(|c| {
            c.is_alphanumeric() || matches!(c, '_' | '-' | '/' | '=' | '@' | '.' | ':' | '$' | '#' | '\'' | '+' | '~' | '`' | '{' | '[')
        }) && before != Some('$')
            || after.is_some_and(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '/' | '=' | '`' | ']' | '}' | '\''))
            // A value in code: a flag's (--sku-capacity 1500) or a field's (max_instances 8).
            || word_before.starts_with("--")
            || word_before.contains('_')
            || word_before.ends_with(':') && word_before.len() > 1 && !word_before.contains(' ') && {
                let w = word_before.trim_end_matches(':');
                w.chars().all(|c| c.is_ascii_lowercase() || c == '.' || c == '_')
            };
        if part_of_something || quoted {
            continue;
        }
        let (int, _) = num.split_once('.').unwrap_or((num, ""));
        let ok = if int.contains(',') {
            let mut groups = int.split(',');
            let first = groups.next().unwrap_or("");
            (1..=3).contains(&first.len())
                && !first.starts_with('0')
                && groups.all(|g| g.len() == 3)
        } else {
            int.len() < 4 || (int.len() == 4 && (int.starts_with("19") || int.starts_with("20")))
        };
        if !ok {
            let from = text[..start]
                .char_indices()
                .rev()
                .nth(40)
                .map_or(0, |(p, _)| p);
            let to = text[i..]
                .char_indices()
                .nth(30)
                .map_or(text.len(), |(p, _)| i + p);
            bad.push(format!("{num} in …{}…", &text[from..to]));
        }
    }
    bad
}

#[test]
fn the_number_reader_tells_one_format_from_another() {
    assert!(
        misformatted("1,000,000 tokens, $12,345.67, 4,562.5 M, 2026, 31 March 2026").is_empty()
    );
    assert_eq!(misformatted("1000,000 tokens").len(), 1);
    assert_eq!(misformatted("about 10000 tokens").len(), 1);
    assert_eq!(misformatted("1,00 tokens").len(), 1);
    assert_eq!(misformatted("$1234.50 a month").len(), 1);
    // Names, dates, addresses and code values are not numbers in words.
    assert!(misformatted(
        "Standard_NC24ads_A100_v4, 2026-06-18, gpt-5.4, v=1&requests=2000, --sku-capacity 1500, max_instances: 1000, 6a5be2e4"
    )
    .is_empty());
}

/// JSON strings, as a reader sees them.
fn strings(v: &serde_json::Value, out: &mut Vec<String>) {
    match v {
        // An amount written as a decimal string ("10725.16") is data, not words.
        serde_json::Value::String(s)
            if !s.is_empty() && s.chars().all(|c| c.is_ascii_digit() || c == '.') => {}
        serde_json::Value::String(s) => out.push(s.clone()),
        serde_json::Value::Array(a) => a.iter().for_each(|x| strings(x, out)),
        serde_json::Value::Object(m) => {
            for (k, x) in m {
                // The link's own values are the codec's, not words.
                if k != "query" {
                    strings(x, out);
                }
            }
        }
        _ => {}
    }
}

/// The text of HTML: what is outside tags, entities read.
fn page_text(html: &str) -> String {
    let mut out = String::new();
    let mut inside = false;
    for c in html.chars() {
        match c {
            '<' => inside = true,
            '>' => {
                inside = false;
                out.push(' ');
            }
            _ if !inside => out.push(c),
            _ => {}
        }
    }
    out.replace("&amp;", "&")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
}

/// The fields of a CSV document (RFC 4180 quoting).
fn csv_fields(doc: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut field = String::new();
    let mut quoted = false;
    let mut chars = doc.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' if quoted && chars.peek() == Some(&'"') => {
                field.push('"');
                chars.next();
            }
            '"' => quoted = !quoted,
            ',' | '\n' | '\r' if !quoted => out.push(std::mem::take(&mut field)),
            _ => field.push(c),
        }
    }
    out.push(field);
    out
}

/// The comments of a snippet: the words around the code.
fn comments(code: &str) -> String {
    code.lines()
        .filter_map(|l| l.trim_start().strip_prefix('#'))
        .filter(|l| !l.starts_with('!'))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The documents of a sample of the space (every situation for a handful of regions and usage
/// keys, one in seven in turn) and the fixtures' links.
fn documents() -> Vec<(String, Vec<String>)> {
    let mut queries: Vec<String> = std::fs::read_to_string("tests/fixtures/links-v1.txt")
        .unwrap()
        .lines()
        .filter(|l| l.starts_with("v=1"))
        .map(|l| l.split(" | ").next().unwrap().trim().to_string())
        .collect();
    // Values out of range, each with the notice that names what is accepted.
    for key in [
        "dayhours",
        "epochs",
        "ftjobs",
        "hours",
        "idle",
        "instances",
        "intokens",
        "mininstances",
        "minnodes",
        "nodes",
        "outtokens",
        "requests",
        "runs",
        "tokensin",
        "tokensout",
        "tps",
        "traintokens",
        "userreq",
        "users",
    ] {
        for stage in [
            "stage=explore",
            "stage=deploy&serve=realtime",
            "stage=deploy&model=catalog&llm=gpt-5.4",
            "stage=train&model=finetune&llm=gpt-4.1-mini",
        ] {
            queries.push(format!("v=1&{stage}&{key}=99999999"));
        }
    }
    let (base, _) = share::decode("");
    for (n, (s, input)) in space().into_iter().enumerate() {
        if n % 7 != 0 {
            continue;
        }
        let mut shared = base.clone();
        shared.answers = s.to_answers();
        shared.usage = input;
        queries.push(share::encode(&shared));
    }
    queries
        .into_iter()
        .map(|q| {
            let (shared, mut notices) = share::decode(&q);
            notices.extend(share::combination_notices(&shared));
            let r = export::Report::new(&shared, &notices);
            let mut texts = vec![export::markdown(
                &r,
                "https://example.org/",
                &Default::default(),
            )];
            // The CSV's words: its fields with letters (amounts are numbers in columns).
            texts.extend(
                csv_fields(&export::csv(&r))
                    .into_iter()
                    .filter(|f| f.chars().any(char::is_alphabetic)),
            );
            // The page's result as a reader sees it: its text between tags.
            let page = aml_compute_advisor::markup::result_page(&r.advice, &r.costs, &notices);
            texts.extend(page.iter().map(|html| page_text(html)));
            let json: serde_json::Value = serde_json::from_str(&export::json(&r)).unwrap();
            strings(&json, &mut texts);
            let u = shared.usage.resolve(&r.advice.situation);
            for o in &r.advice.ranked {
                let plan = create::plan_for(o.target, &u);
                for tool in Tool::ALL {
                    texts.push(comments(&plan.text(tool)));
                }
            }
            (q, texts)
        })
        .collect()
}

#[test]
fn every_number_in_words_reads_in_one_format() {
    let mut bad = std::collections::BTreeMap::new();
    let docs = documents();
    assert!(docs.len() > 1_000, "{}", docs.len());
    for (q, texts) in &docs {
        for t in texts {
            for b in misformatted(t) {
                bad.entry(b).or_insert_with(|| q.clone());
            }
        }
    }
    assert!(bad.is_empty(), "{} misformatted: {bad:#?}", bad.len());
}

/// `advise`'s own text, over the fixtures' links.
#[test]
fn advise_text_reads_numbers_in_one_format() {
    let links = std::fs::read_to_string("tests/fixtures/links-v1.txt").unwrap();
    let mut bad = Vec::new();
    for q in links
        .lines()
        .filter(|l| l.starts_with("v=1"))
        .map(|l| l.split(" | ").next().unwrap().trim())
    {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_advise"))
            .arg(q)
            .output()
            .unwrap();
        let text = String::from_utf8(out.stdout).unwrap();
        // The first line echoes the link.
        let words = text.split_once('\n').map_or("", |(_, rest)| rest);
        bad.extend(misformatted(words).into_iter().map(|b| format!("{q}: {b}")));
    }
    assert!(bad.is_empty(), "{bad:#?}");
}

#[test]
fn break_even_hours_only_between_options_billed_by_the_hour() {
    let mut found = 0;
    for (s, input) in space() {
        let targets = ranked(&s);
        let u = input.resolve(&s);
        let r = cost::report(&targets, &u, &s, advisor::serving_pick(&s));
        for b in &r.break_evens {
            found += 1;
            for t in [b.cheaper_below, b.cheaper_above] {
                assert!(!t.is_foundry(), "{t:?} has no hours: {s:?} {input:?}");
            }
        }
    }
    // Options billed by the hour still cross somewhere.
    assert!(found > 0);
    // The per-token case an architect found: a managed endpoint autoscaled 3 → 1 against
    // per-token billing of the same volume.
    let q = "v=1&stage=deploy&model=catalog&llm=llama-3.3-70b-instruct&requests=400000&intokens=2000&outtokens=500&dayhours=8&instances=3&mininstances=1";
    let (shared, notices) = share::decode(q);
    let r = export::Report::new(&shared, &notices);
    assert!(r.costs.break_evens.is_empty(), "{:?}", r.costs.break_evens);
    assert!(!export::markdown(&r, "", &Default::default()).contains("reak-even at"));
}

#[test]
fn prices_say_what_is_not_estimated_and_never_leave_parentheses_empty() {
    let mut unpriced = 0;
    let mut tokens = 0;
    for (s, input) in space() {
        let targets = ranked(&s);
        let u = input.resolve(&s);
        let r = cost::report(&targets, &u, &s, advisor::serving_pick(&s));
        for text in [&r.dated, &r.price_sources] {
            assert!(
                !text.starts_with("; ") && !text.ends_with("; ") && !text.contains("; ;"),
                "{text}: {s:?}"
            );
        }
        if let Some(p) = r.prices_words() {
            assert!(!p.contains("()") && !p.contains("( "), "{p}: {s:?}");
            if r.dated.contains("not estimated for ") {
                unpriced += 1;
                // Says what: the size and the region.
                assert!(p.contains(u.vm.name), "{p}");
                assert!(p.contains(prices::region_label(u.region_name())), "{p}");
            }
            // A model's tokens with no price: says which model's, and why, with no source
            // named for a price that is not there.
            if r.dated.contains("tokens not estimated") {
                tokens += 1;
                let l = u.llm.unwrap();
                assert!(
                    p.contains(&format!("{}'s tokens not estimated (", l.model().name)),
                    "{p}: {s:?}"
                );
            }
        }
    }
    assert!(unpriced > 0);
    assert!(tokens > 0);
}

#[test]
fn a_size_the_weights_fit_on_is_not_called_the_smallest_or_the_cheapest() {
    for (s, input) in space() {
        if s.model == ModelUse::Own {
            continue;
        }
        let u = input.resolve(&s);
        // Managed compute, and the GPUs that fine-tune open weights.
        let targets = [
            Target::ManagedOnlineEndpoint,
            Target::ComputeCluster,
            Target::Serverless,
        ];
        for o in targets.map(|t| {
            cost::estimate(
                &aml_compute_advisor::advisor::bill::route::Routes::of(&u),
                t,
                &u,
                &s,
            )
        }) {
            for a in &o.assumptions {
                if a.contains("fit on") {
                    assert!(
                        !a.contains("smallest") && !a.contains("is the cheapest"),
                        "{a}"
                    );
                }
            }
        }
    }
}
