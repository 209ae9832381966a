//! The exports: the hand-written JSON parses, equals serde's view of the same values (compared
//! with floats rounded to cents) and is what `advise --json` prints; the CSV has one row
//! per option; the Markdown carries every part of the result.

use aml_compute_advisor::advisor::{documents::export, link::share, Situation};
use serde_json::Value;

fn report(query: &str) -> export::Report {
    let (shared, mut notices) = share::decode(query);
    notices.extend(share::combination_notices(&shared));
    export::Report::new(&shared, &notices)
}

/// serde's document for the same report, in the shape the export promises.
fn reference(r: &export::Report) -> Value {
    let mut v = serde_json::json!({
        "schema": export::SCHEMA,
        "query": share::encode(&r.shared),
        "notices": r.notices,
        "advice": r.advice,
        "costs": r.costs,
    });
    normalise(&mut v);
    v
}

fn normalise(v: &mut Value) {
    match v {
        Value::Object(m) => {
            m.values_mut().for_each(normalise);
        }
        Value::Array(a) => a.iter_mut().for_each(normalise),
        Value::Number(n) if n.is_f64() => {
            // The export writes 6 decimals: round serde's value the same way first, or a value
            // such as 94.534999… and its written 94.535 round to different cents.
            let x = (n.as_f64().unwrap_or(0.0) * 1e6).round() / 1e6;
            let x = (x * 100.0).round() / 100.0;
            *v = if x.fract() == 0.0 && x.abs() < 1e15 {
                Value::from(x as i64)
            } else {
                Value::from(x)
            };
        }
        _ => {}
    }
}

fn parsed(text: &str) -> Value {
    let mut v: Value = serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"));
    normalise(&mut v);
    v
}

const QUERIES: &[&str] = &[
    "",
    "v=1&stage=deploy&serve=batch",
    "v=1&stage=train&mode=script&data=large&gpu=multi&preempt=ok",
    "v=1&stage=sweep&gpu=multi&existing=kubernetes&preempt=ok&hours=40&region=westus2&vm=Standard_D4s_v3&nodes=3&priority=lowpriority",
    "v=1&stage=explore&existing=databricks&spark=yes&mode=script",
    "v=1&stage=deploy&serve=realtime&gpu=single&hours=40&instances=3&mininstances=1&lock=stage",
    "v=9&stage=nope&vm=Standard_NC12s_v3&region=\"quoted\\back\nslash\"",
];

#[test]
fn json_equals_serdes_view_of_the_same_result() {
    for q in QUERIES {
        let r = report(q);
        assert_eq!(parsed(&export::json(&r)), reference(&r), "{q}");
    }
    // And over the whole answer space, at three busy-hour levels.
    for s in Situation::all(&[0, 12, 168]).iter().step_by(7) {
        let shared = share::Shared {
            answers: s.to_answers(),
            ..Default::default()
        };
        let r = export::Report::new(&shared, &[]);
        assert_eq!(parsed(&export::json(&r)), reference(&r), "{s:?}");
    }
}

#[test]
fn advise_json_prints_the_export() {
    for q in QUERIES {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_advise"))
            .args(["--json", q])
            .output()
            .expect("advise runs");
        assert!(out.status.success());
        let printed = String::from_utf8(out.stdout).expect("UTF-8");
        assert_eq!(printed.trim_end(), export::json(&report(q)), "{q}");
        assert_eq!(parsed(&printed)["schema"], 2);
    }
}

/// `advise --snippets --target` creates only what the answer offers: an option, or the
/// deployment that then serves a fine-tuned model; any other target is refused with the reason,
/// never printed as a template with holes.
#[test]
fn advise_snippets_only_for_an_option_of_the_answer() {
    let run = |q: &str, target: &str| {
        std::process::Command::new(env!("CARGO_BIN_EXE_advise"))
            .args(["--snippets", "cli", "--target", target, q])
            .output()
            .expect("advise runs")
    };
    let own = run("v=1&stage=deploy", "provisioned-throughput");
    assert_eq!(own.status.code(), Some(2));
    let said = String::from_utf8(own.stderr).expect("UTF-8");
    assert!(
        said.contains("provisioned-throughput is not an option for this answer"),
        "{said}"
    );
    assert!(said.contains("managed-online-endpoint"), "{said}");
    assert!(own.stdout.is_empty());
    let ok = run("v=1&stage=deploy", "kubernetes-online-endpoint");
    assert!(ok.status.success());
    let text = String::from_utf8(ok.stdout).expect("UTF-8");
    assert!(!text.contains("{:"), "{text}");
    // Fine-tuning: the deployment that then serves the model is creatable too.
    let then = run(
        "v=1&stage=train&model=finetune&llm=gpt-4.1-mini&traintokens=10&epochs=3",
        "standard-deployment",
    );
    assert!(then.status.success());
}

#[test]
fn advise_markdown_prints_the_export() {
    let q = "v=1&stage=train&mode=script&data=large";
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_advise"))
        .args(["--markdown", "--base", "https://example.org/advisor/", q])
        .output()
        .expect("advise runs");
    let printed = String::from_utf8(out.stdout).expect("UTF-8");
    let link = format!("https://example.org/advisor/?{q}");
    assert_eq!(
        printed,
        export::markdown(&report(q), &link, &Default::default())
    );
}

#[test]
fn markdown_carries_answers_options_sources_costs_snippet_and_link() {
    let r = report("v=1&stage=train&mode=script&data=large&lock=stage");
    let md = export::markdown(&r, "https://example.org/?v=1", &Default::default());
    for part in [
        "## Answers",
        "- Stage: Training or fine-tuning (fixed)",
        "## Recommended: Compute cluster",
        "## Alternatives, best first",
        "](https://learn.microsoft.com/",
        "Tips:",
        "## Costs a month",
        "Standard_E8ds_v5 in East US",
        " = $",
        "## Create it\n\nCompute cluster: Create a cluster",
        "```bash\naz ml compute create --name train-cluster --type amlcompute",
        "### cluster.yml\n\n```yaml\n$schema: https://azuremlschemas.azureedge.net/latest/amlCompute.schema.json",
        "```python\n# pip install \"azure-ai-ml>=1.34.1\" azure-identity",
        "Follows <https://learn.microsoft.com/azure/machine-learning/how-to-create-attach-compute-cluster>.",
        "`advise --snippets cli 'v=1&stage=train&mode=script&data=large&lock=stage'`",
        "<https://example.org/?v=1>",
    ] {
        assert!(md.contains(part), "missing {part:?} in\n{md}");
    }
    for o in &r.advice.ranked {
        assert!(md.contains(o.name), "{}", o.name);
        for n in o.reasons.iter().chain(&o.caveats) {
            assert!(md.contains(n.source.label()), "{}", n.source.label());
        }
    }
}

#[test]
fn traffic_given_as_people_is_carried_by_the_json_and_the_markdown() {
    let q = "v=1&stage=deploy&model=catalog&llm=llama-3.3-70b-instruct&users=5000&userreq=4&intokens=2000&outtokens=500&dayhours=8";
    let r = report(q);
    let json = parsed(&export::json(&r));
    assert_eq!(json, reference(&r), "the hand-written JSON is serde's view");
    let people = &json["advice"]["situation"]["traffic"]["users"];
    assert_eq!(people["count"], 5000, "{people}");
    assert_eq!(people["requests_each"], 4);
    assert_eq!(people["assumed"], false);
    assert_eq!(json["advice"]["situation"]["traffic"]["requests"], 20000);
    let md = export::markdown(&r, "https://example.org/?v=1", &Default::default());
    assert!(
        md.contains("5,000 people × 4 requests a day = 20,000 requests a day"),
        "{md}"
    );
    // Requests a day given as such: no people.
    let r = report("v=1&stage=deploy&model=catalog&llm=phi-4&requests=20000&intokens=2000&outtokens=500&dayhours=8");
    assert!(parsed(&export::json(&r))["advice"]["situation"]["traffic"]["users"].is_null());
}

#[test]
fn csv_has_a_row_per_option_and_a_column_per_line_item() {
    let r = report("v=1&stage=deploy&serve=batch");
    let csv = export::csv(&r);
    let rows: Vec<&str> = csv.split("\r\n").filter(|l| !l.is_empty()).collect();
    assert_eq!(rows.len(), 1 + r.advice.ranked.len());
    assert!(rows[0].starts_with("rank,option,target,monthly_usd,"));
    assert!(rows[0].contains("Load balancer (approx.)"));
    assert!(
        rows[0].contains("\"Cluster nodes, always on\""),
        "{}",
        rows[0]
    );
    let top = rows[1];
    assert!(
        top.starts_with("1,Batch endpoint (on a compute cluster),batch-endpoint,"),
        "{top}"
    );
    // The line items of each priced option add up to its total.
    let cols = rows[0].split(',').count() + 1; // one header label holds a quoted comma
    for row in &rows[1..] {
        let cells: Vec<&str> = row.split(',').collect();
        assert!(cells.len() <= cols);
        let cents = |s: &str| -> i64 { s.replace('.', "").parse().unwrap_or(0) };
        let sum: i64 = cells[7..].iter().map(|c| cents(c)).sum();
        assert_eq!(sum, cents(cells[3]), "{row}");
    }
}
