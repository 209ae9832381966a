//! The whole project's plan: its link (numbered workloads), its bill (each workload priced as it
//! would be alone, the total their sum), people where compute is per person, and hostile links.
//! Property tests over generated plans with a small deterministic PRNG (no crate).

use aml_compute_advisor::advisor::answers::{ModelUse, Stage};
use aml_compute_advisor::advisor::documents::export::Report;
use aml_compute_advisor::advisor::documents::plan::{self, Plan, MAX_WORKLOADS};
use aml_compute_advisor::advisor::facts::catalog::Target;
use aml_compute_advisor::advisor::link::share::Tool;
use aml_compute_advisor::advisor::{link::asked, link::share};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<'a, T>(&mut self, v: &'a [T]) -> &'a T {
        &v[self.below(v.len())]
    }
}

/// Single results a plan mixes: notebooks and experiments, training, sweeps, serving your own
/// model, a catalog model per token, delay-tolerant work, fine-tuning, the requirements.
const WORKLOADS: &[&str] = &[
    "stage=explore&mode=notebook&data=small&hours=20",
    "stage=explore&mode=notebook&data=medium&gpu=single&hours=10&idle=30",
    "stage=explore&mode=script&data=large",
    "stage=explore&existing=vm&where=cloud",
    "stage=train&mode=script&data=large&gpu=single&hours=12",
    "stage=train&mode=script&data=large&gpu=multi&preempt=ok",
    "stage=train&mode=script&spark=yes",
    "stage=sweep&manage=none&gpu=single",
    "stage=deploy&serve=realtime",
    "stage=deploy&serve=realtime&gpu=single&hours=40&instances=3&mininstances=1",
    "stage=deploy&serve=batch&manage=none",
    "stage=deploy&model=catalog&llm=gpt-5.4&requests=2000&intokens=1500&outtokens=300&dayhours=8",
    "stage=deploy&model=catalog&llm=llama-3.3-70b-instruct&requests=100000&intokens=20000&outtokens=1000&dayhours=24",
    "stage=deploy&model=catalog&llm=gpt-5.4&serve=batch&requests=100000&intokens=1500&outtokens=500&dayhours=8",
    "stage=train&model=finetune&llm=gpt-4.1-mini&traintokens=10&epochs=3&requests=1000&intokens=2000&outtokens=500&dayhours=8",
    "stage=train&model=finetune&llm=phi-4&traintokens=1&epochs=2&hours=10&requests=1000&intokens=500&outtokens=200&dayhours=8",
    "stage=deploy&model=catalog&llm=gpt-5.4&requests=2000&intokens=1500&outtokens=300&dayhours=8&residency=eu&network=private&cmk=required",
    "stage=train&mode=script&gpu=single&residency=region&network=private&region=westeurope",
    "stage=explore&mode=notebook&cmk=required&network=private",
];

const NAMES: &[&str] = &[
    "",
    "Notebooks",
    "Nightly retraining",
    "Scoring API",
    "R&D <lab> “ü”",
    "  padded  ",
];

/// A plan link of 1 to 5 workloads drawn from [`WORKLOADS`], each with its number, maybe a name
/// and maybe people.
fn plan_link(rng: &mut Rng) -> String {
    let n = 1 + rng.below(5);
    let mut link = String::from("v=1");
    for i in 1..=n {
        let name = *rng.pick(NAMES);
        if !name.is_empty() {
            link.push_str(&format!(
                "&{i}.name={}",
                name.replace('&', "%26").replace(' ', "+")
            ));
        }
        for kv in rng.pick(WORKLOADS).split('&') {
            link.push_str(&format!("&{i}.{kv}"));
        }
        if rng.below(2) == 0 {
            link.push_str(&format!("&{i}.people={}", 1 + rng.below(12)));
        }
    }
    if rng.below(4) == 0 {
        link.push_str("&tool=python");
    }
    link
}

/// A workload's single link, opened as the page and `advise` open a link.
fn alone(link: &str) -> Report {
    let (mut shared, mut notices) = share::decode(link);
    share::assume_older(&mut shared.answers);
    notices.extend(share::combination_notices(&shared));
    Report::new(&shared, &notices).with_asked(asked::read(link))
}

fn pick_total(r: &Report) -> Option<i64> {
    let top = r.advice.top()?.target;
    let own = r
        .costs
        .options
        .iter()
        .find(|c| c.target == top)?
        .monthly
        .total()?;
    match &r.costs.then_serve {
        Some(c) => Some(own.0 + c.monthly.total()?.0),
        None => Some(own.0),
    }
}

#[test]
fn the_total_is_the_sum_of_the_workloads_each_priced_as_alone() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut priced_plans = 0;
    for _ in 0..60 {
        let link = plan_link(&mut rng);
        let (p, _) = plan::decode(&link);
        let bill = plan::bill(&p);
        assert_eq!(bill.workloads.len(), p.workloads.len(), "{link}");
        let mut sum = 0i64;
        for (i, w) in bill.workloads.iter().enumerate() {
            let single = plan::workload_link(&p, i);
            let r = alone(&single);
            // Exactly the single result: the same advice and the same costs.
            assert_eq!(r.advice.situation, w.report.advice.situation, "{single}");
            assert_eq!(r.advice.ranked, w.report.advice.ranked, "{single}");
            assert_eq!(r.costs.options, w.report.costs.options, "{single}");
            // A fine-tuning whose model another workload of the plan serves is priced without
            // its "then serve it", which that workload prices, and says so.
            let elsewhere = r.costs.then_serve.is_some() && w.report.costs.then_serve.is_none();
            if elsewhere {
                let s = &r.advice.situation;
                assert!(bill.workloads.iter().any(|o| {
                    let t = &o.report.advice.situation;
                    t.stage == Stage::Deploy && t.model == ModelUse::Finetune && t.llm == s.llm
                }));
                assert_eq!(w.report.notices.len(), r.notices.len() + 1, "{single}");
                assert!(w
                    .report
                    .notices
                    .last()
                    .unwrap()
                    .contains("is served by workload"));
            } else {
                assert_eq!(r.costs.then_serve, w.report.costs.then_serve, "{single}");
                assert_eq!(r.notices, w.report.notices, "{single}");
            }
            assert_eq!(w.pick, r.advice.top().map(|o| o.target));
            let total = pick_total(&w.report);
            assert_eq!(
                w.monthly_usd.map(|m| (m * 100.0).round() as i64),
                total,
                "{single}"
            );
            match total {
                Some(c) => sum += c,
                None => assert!(bill.not_estimated.contains(&i), "{single}"),
            }
        }
        assert_eq!((bill.monthly_usd * 100.0).round() as i64, sum, "{link}");
        assert_eq!((bill.yearly_usd * 100.0).round() as i64, sum * 12, "{link}");
        if let Some(b) = bill.biggest {
            let most = bill.workloads[b].monthly_usd.unwrap();
            assert!(bill
                .workloads
                .iter()
                .all(|w| w.monthly_usd.is_none_or(|m| m <= most)));
        }
        priced_plans += usize::from(sum > 0);
        // What the total leaves out is said wherever a pick runs in an Azure ML workspace,
        // in the page's words and the Markdown's, and nowhere else.
        let in_workspace = bill.workloads.iter().any(|w| {
            w.pick
                .is_some_and(|t| !t.is_foundry() && t != Target::Local)
        });
        assert_eq!(bill.left_out().is_some(), in_workspace, "{link}");
        let md = aml_compute_advisor::advisor::documents::export::plan_markdown(&bill, "");
        assert_eq!(
            md.contains("the workspace's own resources"),
            in_workspace,
            "{link}"
        );
    }
    assert!(
        priced_plans > 40,
        "only {priced_plans} plans priced anything"
    );
}

#[test]
fn a_plan_link_round_trips() {
    let mut rng = Rng(42);
    for _ in 0..200 {
        let link = plan_link(&mut rng);
        let (p, _) = plan::decode(&link);
        let again = plan::encode(&p);
        assert!(plan::is_plan(&again), "{again}");
        let (q, notices) = plan::decode(&again);
        assert_eq!(p, q, "{link}\n{again}");
        assert_eq!(plan::encode(&q), again);
        // The link the page writes explains nothing more than the answers do together.
        assert!(notices.iter().all(|(i, _)| *i > 0), "{again}: {notices:?}");
    }
}

#[test]
fn the_example_of_the_contract_reads_as_three_workloads() {
    let (p, notices) = plan::decode("v=1&1.name=Notebooks&1.stage=explore&1.mode=notebook&1.people=4&2.stage=train&2.gpu=single&3.stage=deploy&3.serve=realtime");
    assert_eq!(p.workloads.len(), 3);
    assert_eq!(p.workloads[0].name, "Notebooks");
    assert_eq!(p.workloads[0].shared.usage.people, Some(4));
    assert_eq!(p.workloads[1].title(), "Training");
    assert_eq!(p.workloads[2].title(), "Scoring API");
    assert!(notices.iter().all(|(i, _)| *i > 0), "{notices:?}");
}

#[test]
fn single_links_are_a_plan_of_one_as_they_open_today() {
    for line in include_str!("../fixtures/links-v1.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let link = line.split(" | ").next().unwrap();
        assert!(!plan::is_plan(link), "{link}");
        let (p, _) = plan::decode(link);
        assert_eq!(p.workloads.len(), 1);
        let (mut single, _) = share::decode(link);
        share::assume_older(&mut single.answers);
        // The same answers, the same link, the same advice.
        assert_eq!(plan::workload_link(&p, 0), share::encode(&single), "{link}");
        let alone = plan::report(&p, 0).unwrap();
        let r = Report::new(&single, &[]);
        assert_eq!(alone.advice.ranked, r.advice.ranked, "{link}");
        assert_eq!(alone.costs.options, r.costs.options, "{link}");
    }
}

#[test]
fn numbers_are_sorted_gaps_closed_and_at_most_twelve_kept() {
    let (p, notices) =
        plan::decode("v=1&7.stage=deploy&2.stage=train&7.serve=batch&0010.stage=explore");
    let stages: Vec<_> = p
        .workloads
        .iter()
        .map(|w| w.shared.answers.stage.unwrap().slug())
        .collect();
    assert_eq!(stages, ["train", "deploy", "explore"]);
    assert_eq!(p.workloads[1].title(), "Batch scoring");
    assert!(notices.is_empty(), "{notices:?}");
    let many: String = (1..=30).map(|i| format!("&{i}.stage=train")).collect();
    let (p, notices) = plan::decode(&format!("v=1{many}"));
    assert_eq!(p.workloads.len(), MAX_WORKLOADS);
    assert!(notices
        .iter()
        .any(|(i, n)| *i == 0 && n.message.contains("30 workloads")));
}

#[test]
fn hostile_plan_links_give_notices_and_never_panic() {
    for q in [
        "0.stage=train",
        "1.1.stage=train",
        ".stage=train&1.stage=deploy",
        "99999999999999999999999.stage=train",
        "1.=x&2.stage=explore",
        "1.stage=train&1.stage=deploy&1.stage=%ZZ",
        "1.tool=yaml&1.embed=1&1.lock=stage&2.stage=train",
        "1.people=0&2.people=501&3.people=abc&4.people=99999999999",
        "stage=train&1.stage=deploy",
        "1.",
        "1.v=2&1.stage=train",
    ] {
        let (p, notices) = plan::decode(q);
        assert!((1..=MAX_WORKLOADS).contains(&p.workloads.len()), "{q}");
        assert!(!notices.is_empty(), "{q} explains nothing");
        let _ = plan::bill(&p);
        let (again, _) = plan::decode(&plan::encode(&p));
        assert_eq!(again, p, "{q}");
    }
    // Ten thousand keys, every number different.
    let huge: String = (0..10_000)
        .map(|i| format!("&{}.stage=train", i * 7919 % 100_003))
        .collect();
    let (p, _) = plan::decode(&huge);
    assert_eq!(p.workloads.len(), MAX_WORKLOADS);
    // Random bytes and mutated plan links.
    let mut rng = Rng(7);
    let alphabet = b"0123456789.=&%+ stagexplornmd-_EFZ\xff";
    for _ in 0..3000 {
        let mut q = if rng.below(2) == 0 {
            plan_link(&mut rng).into_bytes()
        } else {
            Vec::new()
        };
        for _ in 0..rng.below(40) {
            let at = rng.below(q.len() + 1);
            q.insert(at, *rng.pick(alphabet));
        }
        let q = String::from_utf8_lossy(&q).into_owned();
        let (p, _) = plan::decode(&q);
        assert!((1..=MAX_WORKLOADS).contains(&p.workloads.len()), "{q}");
        for w in &p.workloads {
            assert!(w.name.chars().count() <= plan::MAX_NAME);
        }
        let again = plan::encode(&p);
        assert_eq!(plan::decode(&again).0, p, "{q}\n{again}");
    }
}

#[test]
fn percent_encoded_numbers_are_numbers() {
    let (p, notices) = plan::decode("1%2Estage=train&%32.stage=deploy");
    assert!(notices.is_empty(), "{notices:?}");
    assert_eq!(p.workloads.len(), 2);
    assert_eq!(p.workloads[1].title(), "Scoring API");
}

#[test]
fn names_are_trimmed_and_cut_at_sixty_characters() {
    let long = "x".repeat(70);
    let (p, notices) = plan::decode(&format!(
        "1.name=++Team+A++&1.stage=train&2.name={long}&2.stage=deploy"
    ));
    assert_eq!(p.workloads[0].name, "Team A");
    assert_eq!(p.workloads[1].name.chars().count(), 60);
    assert!(notices.iter().any(|(i, n)| *i == 2 && n.key == "name"));
    // Control characters are dropped; bytes that are not UTF-8 are kept as written.
    let (p, _) = plan::decode("1.name=%01Lab%0A&1.stage=train&2.name=%FF&2.stage=train");
    assert_eq!(p.workloads[0].name, "Lab");
    assert_eq!(p.workloads[1].name, "%FF");
}

#[test]
fn people_multiply_only_compute_that_is_per_person() {
    let priced = |q: &str| {
        let (p, notices) = plan::decode(q);
        assert!(notices.is_empty(), "{q}: {notices:?}");
        let b = plan::bill(&p);
        let w = &b.workloads[0];
        (
            w.pick,
            w.monthly_usd,
            w.per_person_usd,
            w.shared,
            w.report.costs.options.clone(),
        )
    };
    let notebook = "v=1&1.stage=explore&1.mode=notebook&1.data=small&1.hours=20";
    let (pick, one, each, shared, _) = priced(notebook);
    assert_eq!(pick, Some(Target::ComputeInstance));
    assert!(!shared);
    assert_eq!(each, one);
    let (_, four, each4, _, options) = priced(&format!("{notebook}&1.people=4"));
    let (one, four) = (one.unwrap(), four.unwrap());
    assert!((four - 4.0 * one).abs() < 0.005, "{one} × 4 ≠ {four}");
    assert!((each4.unwrap() - one).abs() < 0.005);
    let instance = options
        .iter()
        .find(|c| c.target == Target::ComputeInstance)
        .unwrap();
    assert!(instance
        .assumptions
        .iter()
        .any(|a| a.contains("one per person (a compute instance is assigned to a single user)")));
    // The hours a week are each person's on every option: beside the instances, a shared
    // cluster or serverless compute runs the four people's jobs, four times the node-hours.
    for t in [Target::ComputeCluster, Target::Serverless] {
        let busy = |o: &[aml_compute_advisor::advisor::bill::OptionCost]| match &o
            .iter()
            .find(|c| c.target == t)
            .unwrap()
            .monthly
        {
            aml_compute_advisor::advisor::bill::Estimate::Priced { items, .. } => items[0].amount.0,
            _ => panic!("{t:?} priced"),
        };
        let (_, _, _, _, alone) = priced(notebook);
        // Rounded to the cent once, not four times.
        assert!((busy(&options) - 4 * busy(&alone)).abs() <= 2, "{t:?}");
    }
    // A shared target serving traffic costs the same for 1 or 12 people, and says it is shared.
    for single in [
        "stage=deploy&serve=realtime",
        "stage=deploy&model=catalog&llm=gpt-5.4&requests=2000&intokens=1500&outtokens=300&dayhours=8",
    ] {
        let link = |people: &str| {
            let keys: String = single.split('&').map(|kv| format!("&1.{kv}")).collect();
            format!("v=1{keys}{people}")
        };
        let (pick, one, _, shared, _) = priced(&link(""));
        let (pick12, twelve, each, _, options) = priced(&link("&1.people=12"));
        assert_eq!(pick, pick12);
        assert!(shared, "{single}");
        assert_eq!(one, twelve, "{single}");
        assert_eq!(each, None);
        let top = options.iter().find(|c| Some(c.target) == pick).unwrap();
        assert!(
            top.assumptions.iter().any(|a| a.starts_with("Shared by the 12 people")),
            "{single}: {:?}",
            top.assumptions
        );
    }
}

#[test]
fn people_is_a_usage_key_of_every_link() {
    let (s, n) = share::decode("v=1&stage=explore&people=4");
    assert!(n.is_empty());
    assert_eq!(s.usage.people, Some(4));
    assert!(share::encode(&s).ends_with("&people=4"));
    let (s, n) = share::decode("v=1&stage=explore&people=1");
    assert!(n.is_empty());
    assert_eq!(s.usage.people, None);
    assert!(!share::encode(&s).contains("people"));
    for bad in ["0", "501", "x", "-3", "1e3"] {
        let (s, n) = share::decode(&format!("v=1&stage=explore&people={bad}"));
        assert_eq!(s.usage.people, None);
        assert!(n
            .iter()
            .any(|n| n.key == "people" && n.message.contains("using 1 person")));
    }
}

#[test]
fn default_names_follow_the_answers() {
    for (q, name) in [
        ("stage=explore&mode=notebook", "Notebooks"),
        ("stage=explore&mode=script", "Experiments"),
        ("stage=train", "Training"),
        ("stage=sweep", "Sweeps"),
        ("stage=deploy&serve=realtime", "Scoring API"),
        ("stage=deploy&serve=batch", "Batch scoring"),
        (
            "stage=deploy&model=catalog&llm=gpt-5.4&requests=2000",
            "gpt-5.4 API",
        ),
        (
            "stage=train&model=finetune&llm=gpt-4.1-mini",
            "Fine-tuning gpt-4.1-mini",
        ),
        (
            "stage=deploy&model=finetune&llm=gpt-4.1-mini",
            "Fine-tuned gpt-4.1-mini API",
        ),
        ("", "Workload"),
    ] {
        let (s, _) = share::decode(q);
        assert_eq!(plan::default_name(&s), name, "{q}");
    }
}

#[test]
fn an_empty_plan_reads_as_one_workload() {
    let (p, _) = plan::decode("0.stage=x");
    assert_eq!(p.workloads.len(), 1);
    assert_eq!(plan::decode(&plan::encode(&p)).0, p);
    let _: Plan = p;
}

/// The three-stage plan of the issue for a team of four, with a catalog model per token and a
/// fine-tuning beside it.
const TEAM: &str = "v=1&1.name=Notebooks&1.stage=explore&1.mode=notebook&1.people=4&2.name=Nightly+retraining&2.stage=train&2.gpu=single&3.stage=deploy&3.serve=realtime&4.stage=deploy&4.model=catalog&4.llm=gpt-5.4&4.requests=2000&4.intokens=1500&4.outtokens=300&4.dayhours=8&5.stage=train&5.model=finetune&5.llm=gpt-4.1-mini&5.traintokens=10&5.epochs=3&5.requests=1000&5.intokens=2000&5.outtokens=500&5.dayhours=8";

fn advise(args: &[&str]) -> String {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_advise"))
        // The date the library's advice is for, so that both judge lifecycles on one day.
        .args([
            "--today",
            &aml_compute_advisor::advisor::models::day_text(
                aml_compute_advisor::advisor::models::today(),
            ),
        ])
        .args(args)
        .output()
        .expect("advise runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn team_bill() -> plan::Bill {
    let (p, notices) = plan::decode(TEAM);
    plan::bill(&p).with_notices(&notices)
}

#[test]
fn the_markdown_is_the_same_bytes_from_the_cli_and_says_the_totals_and_dates() {
    let b = team_bill();
    let link = format!("https://example.org/?{}", b.query);
    let md = aml_compute_advisor::advisor::documents::export::plan_markdown(&b, &link);
    assert_eq!(
        advise(&["--markdown", "--base", "https://example.org/", TEAM]),
        md
    );
    assert!(md.contains(&format!(
        "**{} a month, {} a year**",
        aml_compute_advisor::advisor::facts::money::Money::from_usd(b.monthly_usd),
        aml_compute_advisor::advisor::facts::money::Money::from_usd(b.yearly_usd)
    )));
    assert!(md.contains("| 1 | Notebooks | 4, one each | Compute instance |"));
    // Each workload's prices with their dates: VM prices and per-token ones.
    assert!(md.contains("- 1. Notebooks: pay-as-you-go 2026-06-18"));
    assert!(md.contains("- 4. gpt-5.4 API: per-token 2026-08-01"));
    // Each workload's own section, one level down, its code blocks untouched.
    assert!(md.contains("\n## 2. Nightly retraining\n\n### Answers\n"));
    assert!(!md.contains("\n## Answers"));
    assert!(md.contains("\n# Compute cluster") || md.contains("az ml compute create"));
    assert_eq!(md.matches("\n---\n").count(), 5);
}

#[test]
fn the_json_holds_each_workload_as_its_single_result_and_the_totals() {
    let b = team_bill();
    let text = advise(&["--json", TEAM]);
    let v: serde_json::Value = serde_json::from_str(&text).expect("valid JSON");
    let p = &v["plan"];
    let workloads = p["workloads"].as_array().unwrap();
    assert_eq!(workloads.len(), 5);
    let mut sum = 0.0;
    for (i, w) in workloads.iter().enumerate() {
        let alone: serde_json::Value = serde_json::from_str(
            &aml_compute_advisor::advisor::documents::export::json(&b.workloads[i].report),
        )
        .unwrap();
        for key in ["advice", "costs", "query", "schema"] {
            assert_eq!(w[key], alone[key], "{i}: {key}");
        }
        assert_eq!(w["number"], i + 1);
        sum += w["monthly_usd"].as_f64().unwrap_or(0.0);
    }
    assert_eq!(workloads[0]["people"], 4);
    assert_eq!(workloads[0]["shared"], false);
    assert_eq!(workloads[0]["costs"]["usage"]["people"], 4);
    assert!((p["monthly_usd"].as_f64().unwrap() - sum).abs() < 0.005);
    assert!((p["yearly_usd"].as_f64().unwrap() - 12.0 * sum).abs() < 0.05);
    assert_eq!(p["dated"].as_array().unwrap().len(), 5);
}

#[test]
fn the_csv_has_a_row_per_line_item_and_the_totals() {
    let b = team_bill();
    let csv = aml_compute_advisor::advisor::documents::export::plan_csv(&b);
    assert_eq!(advise(&["--csv", TEAM]), csv);
    let rows: Vec<&str> = csv.split("\r\n").filter(|r| !r.is_empty()).collect();
    let items: usize = b
        .workloads
        .iter()
        .map(|w| {
            let r = &w.report;
            let top = r.advice.top().unwrap().target;
            let own = r.costs.options.iter().find(|c| c.target == top).unwrap();
            let count = |e: &aml_compute_advisor::advisor::bill::Estimate| match e {
                aml_compute_advisor::advisor::bill::Estimate::Priced { items, .. } => items.len(),
                _ => 0,
            };
            count(&own.monthly) + r.costs.then_serve.as_ref().map_or(0, |c| count(&c.monthly))
        })
        .sum();
    // The header, the items, a total per workload, the plan's month and year.
    assert_eq!(rows.len(), 1 + items + b.workloads.len() + 2);
    assert!(rows[rows.len() - 2].starts_with(",Plan total a month,"));
    assert!(rows.last().unwrap().contains(
        &aml_compute_advisor::advisor::facts::money::Money::from_usd(b.yearly_usd).plain()
    ));
}

#[test]
fn one_script_creates_every_workload_and_an_instance_per_person() {
    let b = team_bill();
    let script = aml_compute_advisor::advisor::documents::plan::plan_script(
        &b,
        aml_compute_advisor::advisor::link::share::Tool::Cli,
    );
    assert_eq!(advise(&["--snippets", "cli", TEAM]), script);
    for (i, w) in b.workloads.iter().enumerate() {
        assert!(
            script.contains(&format!("# {}. {}\n", i + 1, w.name)),
            "{}",
            w.name
        );
    }
    assert!(script.contains(
        "for n in $(seq 1 4); do\n  az ml compute create -f instance.yml --name dev-instance-$n"
    ));
    assert!(script.contains("# Then serve it\n"));
    // Two workloads never create one name twice: the second gets its number.
    let (p, _) =
        plan::decode("v=1&1.stage=train&1.gpu=single&2.stage=train&2.data=large&2.mode=script");
    let twice = aml_compute_advisor::advisor::documents::plan::plan_script(
        &plan::bill(&p),
        aml_compute_advisor::advisor::link::share::Tool::Cli,
    );
    assert!(
        twice.contains("--name train-cluster ") && twice.contains("--name train-cluster-2 "),
        "{twice}"
    );
    let py = aml_compute_advisor::advisor::documents::plan::plan_script(
        &b,
        aml_compute_advisor::advisor::link::share::Tool::Python,
    );
    assert!(py.contains("for n in range(1, 4 + 1):"));
}

#[test]
fn the_cli_prints_each_workload_and_the_total() {
    let b = team_bill();
    let text = advise(&[TEAM]);
    for (i, w) in b.workloads.iter().enumerate() {
        assert!(text.contains(&format!("\n{}. {}", i + 1, w.name)));
    }
    assert!(text.contains(&format!(
        "Total: {} a month, {} a year",
        aml_compute_advisor::advisor::facts::money::Money::from_usd(b.monthly_usd),
        aml_compute_advisor::advisor::facts::money::Money::from_usd(b.yearly_usd)
    )));
    // Any link as a plan of one.
    let one = advise(&["--plan", "v=1&stage=train&gpu=single"]);
    assert!(one.contains("\n1. Training\n"), "{one}");
}

/// Fine-tune a model, then serve it, as two workloads: the serving is the second's, priced and
/// created once; the first prices its training alone and says where its model is served.
#[test]
fn a_fine_tuned_model_served_by_another_workload_is_priced_and_created_once() {
    let link = "v=1&1.name=Tune&1.stage=train&1.model=finetune&1.llm=gpt-4.1-mini&1.traintokens=10&1.epochs=3&2.name=Serve&2.stage=deploy&2.model=finetune&2.llm=gpt-4.1-mini&2.requests=1000&2.intokens=2000&2.outtokens=500&2.dayhours=8";
    let (p, _) = plan::decode(link);
    let bill = plan::bill(&p);
    let [tune, serve] = &bill.workloads[..] else {
        panic!("two workloads")
    };
    assert_eq!(tune.pick, Some(Target::ServerlessFinetune));
    assert!(tune.report.costs.then_serve.is_none());
    assert!(tune
        .report
        .notices
        .iter()
        .any(|n| n.contains("served by workload 2 (Serve)")));
    assert_eq!(serve.pick, Some(Target::StandardDeployment));
    // Alone, the training prices its serving too; in the plan, only the serving workload does.
    let alone_tune = alone(&plan::workload_link(&p, 0));
    let then = alone_tune
        .costs
        .then_serve
        .as_ref()
        .unwrap()
        .monthly
        .total()
        .unwrap();
    assert_eq!(
        (tune.monthly_usd.unwrap() * 100.0).round() as i64,
        pick_total(&alone_tune).unwrap() - then.0
    );
    assert_eq!(
        (bill.monthly_usd * 100.0).round() as i64,
        ((tune.monthly_usd.unwrap() + serve.monthly_usd.unwrap()) * 100.0).round() as i64
    );
    // One Foundry resource, the model trained and then deployed on it, once.
    let script = plan::plan_script(&bill, Tool::Cli);
    for command in [
        "az cognitiveservices account create",
        "az cognitiveservices account deployment create -n my-foundry ",
    ] {
        assert_eq!(script.matches(command).count(), 1, "{command}\n{script}");
    }
    assert!(!script.contains("my-foundry-2"), "{script}");
}

#[test]
fn a_private_plan_sets_its_workspace_up_once_and_closes_it_after_the_last_workload() {
    let mut rng = Rng(0x5eed_0f7e);
    let (mut closed, mut foundries) = (0, 0);
    for _ in 0..300 {
        // Every workload keeps the work off the public internet.
        let mut link = plan_link(&mut rng);
        for i in 1..=MAX_WORKLOADS {
            if link.contains(&format!("&{i}.")) && !link.contains(&format!("&{i}.network=")) {
                link.push_str(&format!("&{i}.network=private"));
            }
        }
        let (p, _) = plan::decode(&link);
        let bill = plan::bill(&p);
        let cli = plan::plan_script(&bill, Tool::Cli);
        // The workspace's steps (a hub-based project's workload closes its hub, `<hub>`, in
        // its own commands).
        let (endpoint, off) = (
            "-n '<workspace>'-pe -l",
            "-n '<workspace>' -g '<resource-group>' --set public_network_access=Disabled",
        );
        for once in [
            "--managed-network allow_internet_outbound",
            "az ml workspace create -f workspace.yml",
            endpoint,
            off,
        ] {
            assert!(cli.matches(once).count() <= 1, "{once}: {link}\n{cli}");
        }
        // Private DNS zones are made once in a network, and a network links to a zone once:
        // each resource keeps those another one made; a hub, like the workspace, is closed once.
        for unguarded in [
            "\n  az network private-dns zone create",
            "\n  az network private-dns link vnet create",
        ] {
            assert_eq!(
                cli.matches(unguarded).count(),
                0,
                "{unguarded}: {link}\n{cli}"
            );
        }
        assert!(
            cli.matches("-n '<hub>'-pe -l").count() <= 1,
            "{link}\n{cli}"
        );
        if cli.matches("--group-id account").count() > 1 {
            foundries += 1;
        }
        if let Some(off) = cli.find(off) {
            closed += 1;
            let endpoint = cli.find(endpoint).expect("endpoint");
            assert!(endpoint < off, "{link}");
            // Nothing after it reaches the workspace's data plane from outside the network.
            let rest = &cli[off..];
            assert!(!rest.contains("az ml "), "{link}\n{rest}");
        }
        let py = plan::plan_script(&bill, Tool::Python);
        let py_off = "ws = ml_client.workspaces.get(\"<workspace>\")\nws.public_network_access = \"Disabled\"";
        assert!(py.matches(py_off).count() <= 1, "{link}\n{py}");
        assert_eq!(py.contains(py_off), cli.contains(off));
        if let Some(at) = py.find(py_off) {
            assert_eq!(py[at..].matches("ml_client.").count(), 2, "{link}");
        }
    }
    assert!(closed > 100, "{closed}");
    assert!(
        foundries > 10,
        "plans with two Foundry resources: {foundries}"
    );
}

/// A fine-tuning workload with "Then serve it", for every model that can be fine-tuned, in every
/// tool: the model is deployed once (by "Then serve it", never also by the job's own commands),
/// and on the Foundry resource that fine-tuned it (never a second one created for it).
#[test]
fn a_fine_tuned_model_is_deployed_once_on_what_tuned_it() {
    use aml_compute_advisor::advisor::models::{ftjourney, Llm};
    let deploys = [
        "az cognitiveservices account deployment create",
        "az ml serverless-endpoint create",
        "az ml online-deployment create",
    ];
    let mut served = 0;
    for l in Llm::ALL.iter().filter(|l| ftjourney::can_fine_tune(**l)) {
        let link = format!(
            "v=1&1.stage=train&1.model=finetune&1.llm={}&1.traintokens=1&1.epochs=2&1.requests=1000&1.intokens=500&1.outtokens=200&1.dayhours=8",
            l.slug()
        );
        let (p, _) = plan::decode(&link);
        let bill = plan::bill(&p);
        let cli = plan::plan_script(&bill, Tool::Cli);
        let count: usize = deploys.iter().map(|d| cli.matches(d).count()).sum();
        assert!(count <= 1, "{link}: deployed {count} times\n{cli}");
        if cli.contains("# Then serve it") {
            served += 1;
            assert_eq!(count, 1, "{link}\n{cli}");
        }
        assert!(
            cli.matches("az cognitiveservices account create").count() <= 1,
            "{link}\n{cli}"
        );
    }
    assert!(served > 5, "{served}");
}
