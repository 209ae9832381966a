//! Claude as the reference's table of 2026-11-29 gives it (rows M to P), through every view a
//! person reads: the limits of each Claude model (row M), Data Zone Standard in the US zone for
//! the Azure-hosted ones only (row N), no price anywhere for Claude's tokens, which bill in
//! Claude Consumption Units at Anthropic's rates (row O), and claude-sonnet-4-5 retired into
//! claude-sonnet-5-5 (row P). Each answer is read as the page and `advise` give it: the advice,
//! its costs, the summary, the cost table, the charts and the exports, alone and in a plan.

use aml_compute_advisor::advisor::answers::Residency;
use aml_compute_advisor::advisor::bill::cost::CostReport;
use aml_compute_advisor::advisor::documents::{export, plan};
use aml_compute_advisor::advisor::facts::catalog::Target;
use aml_compute_advisor::advisor::facts::traffic::Traffic;
use aml_compute_advisor::advisor::link::{asked, share};
use aml_compute_advisor::advisor::models::deployment::{rate_check, Deployment};
use aml_compute_advisor::advisor::models::{self, model_list, offer, Llm};
use aml_compute_advisor::advisor::{advise, Advice};
use aml_compute_advisor::charts::{bars, glance, lines, tokens};
use aml_compute_advisor::markup::{self, Refs};

/// The day the answers are read on: after claude-sonnet-4-5's retirement (2026-11-30).
const TODAY: models::Day = 20261207;

/// The Claude models of the catalog, by name (not by the rule under test), with row M's
/// pay-as-you-go limits: requests, uncached input and output tokens a minute (0: none by
/// default, a quota request first).
const CLAUDE: [(&str, u32, u32, u64); 12] = [
    ("claude-opus-5-5", 40, 40_000, 8_000),
    ("claude-sonnet-5-5", 40, 40_000, 8_000),
    ("claude-haiku-5-5", 40, 40_000, 8_000),
    ("claude-sonnet-5", 40, 40_000, 8_000),
    ("claude-opus-5", 40, 40_000, 8_000),
    ("claude-opus-4-8", 40, 40_000, 8_000),
    ("claude-opus-4-7", 40, 40_000, 8_000),
    ("claude-opus-4-6", 40, 40_000, 8_000),
    ("claude-sonnet-4-6", 80, 80_000, 16_000),
    ("claude-fable-5-1", 0, 0, 0),
    ("claude-fable-5", 0, 0, 0),
    ("claude-sonnet-4-5", 80, 80_000, 16_000),
];

/// Row N: Data Zone Standard (US only) for the Azure-hosted Claude models.
const DATA_ZONE: [&str; 6] = [
    "claude-opus-5-5",
    "claude-sonnet-5-5",
    "claude-haiku-5-5",
    "claude-opus-5",
    "claude-sonnet-5",
    "claude-opus-4-8",
];

/// Rows N and P: the lifecycle a Claude model's answer states on [`TODAY`], and its retirement
/// date (claude-sonnet-4-5's link opens claude-sonnet-5-5).
const LIFECYCLE: [(&str, &str); 7] = [
    (
        "claude-opus-4-8",
        "claude-opus-4-8 is generally available; no retirement date is set.",
    ),
    (
        "claude-opus-4-7",
        "claude-opus-4-7 is generally available; no retirement date is set.",
    ),
    (
        "claude-opus-4-6",
        "claude-opus-4-6 is generally available; it retires on 2027-02-02.",
    ),
    (
        "claude-sonnet-4-6",
        "claude-sonnet-4-6 is generally available; it retires on 2027-02-10.",
    ),
    (
        "claude-fable-5-1",
        "claude-fable-5-1 is in preview; no retirement date is set.",
    ),
    (
        "claude-fable-5",
        "claude-fable-5 is in preview; no retirement date is set.",
    ),
    (
        "claude-opus-5",
        "claude-opus-5 is generally available; it retires on 2027-07-08.",
    ),
];

fn claude() -> Vec<Llm> {
    CLAUDE
        .iter()
        .map(|c| Llm::from_slug(c.0).unwrap())
        .collect()
}

/// A sum of money as the page writes one: "$" and a digit.
fn has_money(text: &str) -> bool {
    text.as_bytes()
        .windows(2)
        .any(|w| w[0] == b'$' && w[1].is_ascii_digit())
}

/// One link's whole answer: the advice, its costs and every document made of them.
struct Read {
    advice: Advice,
    costs: CostReport,
    notices: Vec<String>,
    documents: Vec<(&'static str, String)>,
}

fn read(query: &str) -> Read {
    let (shared, mut notices) = share::decode(query);
    notices.extend(share::combination_notices(&shared));
    let s = shared.answers.situation();
    let advice = advise(&shared.answers);
    let costs = advice.costs(&shared.usage.resolve(&s));
    let report = export::Report::new(&shared, &notices);
    let documents = vec![
        ("json", export::json(&report)),
        ("csv", export::csv(&report)),
        (
            "markdown",
            export::markdown(&report, "", &Default::default()),
        ),
        (
            "summary",
            markup::summary(&advice, &costs, &mut Refs::default()),
        ),
        ("cost table", markup::cost_table(&costs)),
        ("bars", bars::chart(&costs)),
        ("lines", lines::chart(&costs)),
        ("tokens", tokens::chart(&costs)),
        (
            "comparison",
            glance::table(&advice, &costs, &mut Refs::default()),
        ),
    ];
    Read {
        advice,
        costs,
        notices: notices.into_iter().map(|n| n.message).collect(),
        documents,
    }
}

#[test]
fn every_claude_model_has_row_m_limits_and_row_n_data_zones() {
    let traffic = Traffic::daily(1_000, 2_000, 500, 8);
    for (l, (name, rpm, tpm, out)) in claude().into_iter().zip(CLAUDE) {
        assert_eq!(l.model().name, name);
        let zone = DATA_ZONE.contains(&name);
        if rpm == 0 {
            // Row M: none by default. Any traffic, however small, waits on a quota request,
            // never "within the limit", and no figure is divided by the zero.
            assert!(!zone, "{name}");
            for t in [traffic, Traffic::daily(1, 10, 1, 8)] {
                let c = rate_check(l, Deployment::GlobalStandard, &t);
                assert_eq!((c.quota_rpm, c.quota_tpm), (0, 0), "{name}");
                assert!(c.over, "{name}");
                assert!(
                    c.words.contains("has no default limit at pay-as-you-go, 0 requests and tokens a minute, so a quota request is needed")
                        && c.words.contains("4,000 requests, 4,000,000 uncached input and 800,000 output tokens a minute")
                        && c.words.contains("Request quota with the quota form"),
                    "{name}: {}",
                    c.words
                );
                assert!(!c.words.contains("within the default limit"), "{}", c.words);
                assert!(!c.words.contains("NaN") && !c.words.contains("inf"));
            }
            continue;
        }
        assert_eq!(l.model().offers(offer::DZ_US), zone, "{name}");
        assert!(!l.model().offers(offer::DZ_EU), "{name}");
        let mut types = vec![Deployment::GlobalStandard];
        if zone {
            types.push(Deployment::DataZoneStandard);
        }
        for d in types {
            let c = rate_check(l, d, &traffic);
            assert_eq!((c.quota_rpm, c.quota_tpm), (rpm, tpm), "{name} {d:?}");
            let limit = format!(
                "{} uncached input and {} output tokens and {rpm} requests a minute, per subscription at pay-as-you-go",
                aml_compute_advisor::advisor::facts::traffic::group(tpm.into()),
                aml_compute_advisor::advisor::facts::traffic::group(out),
            );
            assert!(c.words.contains(&limit), "{name} {d:?}: {}", c.words);
            let per = if d == Deployment::DataZoneStandard {
                "for the data zone"
            } else {
                "pooled across regions"
            };
            assert!(c.words.contains(per), "{name} {d:?}: {}", c.words);
        }
        // Twice the limit's input at peak is over it, with what to do.
        let busy = rate_check(
            l,
            Deployment::GlobalStandard,
            &Traffic::daily(tpm * 2 * 60 * 8 / 2_000, 2_000, 1, 8),
        );
        assert!(busy.over && busy.words.contains("quota form"), "{name}");
    }
}

#[test]
fn no_claude_answer_shows_a_price_and_each_says_why() {
    models::set_today(TODAY);
    let mut read_claude = 0;
    for (slug, ..) in CLAUDE {
        for residency in ["any", "us", "eu", "region"] {
            for requests in [2_000, 200_000] {
                let q = format!(
                    "v=1&stage=deploy&model=catalog&llm={slug}&requests={requests}&intokens=1500&outtokens=400&dayhours=12&days=5&residency={residency}"
                );
                let r = read(&q);
                let s = r.advice.situation;
                let l = s.llm;
                let zone = DATA_ZONE.contains(&slug);
                match residency {
                    // claude-sonnet-4-5 has retired: its replacement, claude-sonnet-5-5.
                    "any" => assert!(models::is_claude(l), "{q}"),
                    // Row N: the US data zone keeps the Azure-hosted Claude models, per token;
                    // an Anthropic-hosted-only one is answered for an Azure-hosted Claude model,
                    // its own line's where there is one (claude-opus-4-7 → claude-opus-4-8).
                    "us" => {
                        assert!(models::is_claude(l), "{q}");
                        assert!(DATA_ZONE.contains(&l.model().name), "{q}");
                        let d = r.costs.routes.get(Target::StandardDeployment).deployment;
                        assert_eq!(d, Some(Deployment::DataZoneStandard), "{q}");
                        if zone {
                            assert_eq!(l.model().name, slug, "{q}");
                        } else if slug.starts_with("claude-opus-4-") {
                            assert_eq!(l.model().name, "claude-opus-4-8", "{q}");
                        }
                        if !zone && slug != "claude-sonnet-4-5" {
                            let said = r
                                .notices
                                .iter()
                                .find(|n| n.contains("keeps data in the US data zone"))
                                .unwrap_or_else(|| panic!("{q}: {:?}", r.notices));
                            assert!(
                                said.contains(&format!("the advice is for {}", l.model().name)),
                                "{said}"
                            );
                            assert!(!said.contains("nor has any other Claude model"), "{said}");
                        }
                    }
                    // No Claude route keeps data in the EU or one region: said, and the models
                    // that can, named.
                    _ => {
                        assert!(!models::is_claude(l), "{q}");
                        let said = r
                            .notices
                            .iter()
                            .find(|n| n.contains("nor has any other Claude model"))
                            .unwrap_or_else(|| panic!("{q}: {:?}", r.notices));
                        assert!(said.contains("US data zone only"), "{said}");
                        assert!(said.contains("Also offered there: "), "{said}");
                        assert!(said.contains(l.model().name), "{said}");
                    }
                }
                if !models::is_claude(l) {
                    continue;
                }
                read_claude += 1;
                assert_eq!(s.residency == Residency::Any, residency == "any");
                // Rows N and P: the model's stage and date, as the answer states them.
                if let Some((_, life)) = LIFECYCLE.iter().find(|x| x.0 == l.model().name) {
                    let md = &r.documents[2].1;
                    assert!(md.contains(life), "{q}: {life}\n{md}");
                }
                // Every option of a Claude answer: not estimated, with row O's reason.
                assert!(!r.costs.options.is_empty(), "{q}");
                for o in &r.costs.options {
                    assert_eq!(o.monthly.total(), None, "{q}: {:?}", o.target);
                    assert!(o.curve.is_empty(), "{q}");
                }
                let standard = r
                    .costs
                    .options
                    .iter()
                    .find(|o| o.target == Target::StandardDeployment)
                    .unwrap();
                let why = format!("{:?}", standard.monthly);
                assert!(why.contains("Claude Consumption Units"), "{q}: {why}");
                // The prices named: none of LiteLLM's, and the tokens said to be not estimated.
                assert!(!r.costs.price_sources.contains("LiteLLM"), "{q}");
                assert!(
                    r.costs.dated.contains("tokens not estimated")
                        && r.costs.dated.contains("Claude Consumption Units"),
                    "{q}: {}",
                    r.costs.dated
                );
                for (what, text) in &r.documents {
                    assert!(!has_money(text), "{q}: the {what} shows a price:\n{text}");
                    assert!(!text.contains("LiteLLM"), "{q}: the {what} names LiteLLM");
                }
                // The JSON's figure is null, and its why is row O's.
                let json: serde_json::Value =
                    serde_json::from_str(&r.documents[0].1).expect("json");
                let monthly = &json["costs"]["options"][0]["monthly"];
                assert_eq!(monthly["kind"], "not-estimated", "{q}");
                assert!(monthly["why"]
                    .as_str()
                    .unwrap()
                    .contains("Claude Consumption Units"));
            }
        }
    }
    assert!(read_claude >= 48, "{read_claude}");
    models::set_today(0);
}

#[test]
fn a_plan_with_claude_leaves_it_out_of_an_estimated_total() {
    models::set_today(TODAY);
    let q = "v=1&1.name=Assistant&1.stage=deploy&1.model=catalog&1.llm=claude-sonnet-5-5&1.requests=20000&1.intokens=1500&1.outtokens=400&1.dayhours=12&2.name=Search&2.stage=deploy&2.model=catalog&2.llm=gpt-5.4&2.requests=2000&2.intokens=1500&2.outtokens=300&2.dayhours=8";
    let (p, _) = plan::decode(q);
    let b = plan::bill(&p);
    assert_eq!(b.not_estimated, vec![0]);
    assert_eq!(b.workloads[0].monthly_usd, None);
    let search = b.workloads[1].monthly_usd.unwrap();
    assert!((b.monthly_usd - search).abs() < 0.005, "{}", b.monthly_usd);
    assert_eq!(b.biggest, Some(1));
    assert_eq!(b.total_name(), "the estimated total");
    // Every document of the plan: Claude's row carries no figure, and the total says what it
    // leaves out.
    let md = export::plan_markdown(&b, "");
    assert!(
        md.contains("| 1 | Assistant | 1 | Standard deployment (pay per token) | not estimated |"),
        "{md}"
    );
    assert!(
        md.contains("Not estimated, so left out of the total: 1. Assistant"),
        "{md}"
    );
    assert!(md.contains("% of the estimated total"), "{md}");
    assert!(
        !md.contains("LiteLLM open price list azure_ai/claude"),
        "{md}"
    );
    let csv = export::plan_csv(&b);
    for row in csv.lines().filter(|l| l.starts_with("1,")) {
        assert!(!has_money(row), "{row}");
        assert!(row.contains("Claude Consumption Units"), "{row}");
        assert!(
            !row.contains(",Input tokens,") && !row.contains(",Output tokens,"),
            "{row}"
        );
    }
    let json: serde_json::Value = serde_json::from_str(&export::plan_json(&b)).unwrap();
    assert_eq!(
        json["plan"]["workloads"][0]["monthly_usd"],
        serde_json::Value::Null
    );
    assert_eq!(json["plan"]["not_estimated"], serde_json::json!([1]));
    let chart = aml_compute_advisor::charts::plan::stacked(&b);
    assert!(chart.contains("not estimated"), "{chart}");
    models::set_today(0);
}

/// A plan where no workload is priced (Claude alone): its totals are not estimated in every
/// document, never $0.00.
#[test]
fn a_plan_with_nothing_priced_has_no_total_in_any_document() {
    models::set_today(TODAY);
    let q = "v=1&1.name=Assistant&1.stage=deploy&1.model=catalog&1.llm=claude-sonnet-5-5&1.requests=2000&1.intokens=1000&1.outtokens=200&1.dayhours=8";
    let (p, _) = plan::decode(q);
    let b = plan::bill(&p);
    assert!(b.nothing_priced());
    let csv = export::plan_csv(&b);
    for row in csv.lines().filter(|l| l.starts_with(",Plan total")) {
        assert!(!has_money(row) && !row.contains("0.00"), "{row}");
        assert!(
            row.ends_with("not estimated: no workload is priced"),
            "{row}"
        );
    }
    let json: serde_json::Value = serde_json::from_str(&export::plan_json(&b)).unwrap();
    assert_eq!(json["plan"]["monthly_usd"], serde_json::Value::Null);
    assert_eq!(json["plan"]["yearly_usd"], serde_json::Value::Null);
    let md = export::plan_markdown(&b, "");
    assert!(md.contains("not estimated: no workload is priced"), "{md}");
    models::set_today(0);
}

#[test]
fn claude_sonnet_4_5_opens_claude_sonnet_5_5_and_old_names_the_5_5_models() {
    models::set_today(TODAY);
    // Row P: retired on 2026-11-30, replaced by claude-sonnet-5-5, which the catalog holds and
    // a new customer can deploy.
    let (s, notices) = share::decode("v=1&stage=deploy&model=catalog&llm=claude-sonnet-4-5");
    let next = s.answers.llm.unwrap();
    assert_eq!(next.slug(), "claude-sonnet-5-5");
    assert!(model_list::candidates(false).contains(&next));
    assert!(
        notices.iter().any(|n| n
            .message
            .contains("names claude-sonnet-5-5 as its replacement")),
        "{notices:?}"
    );
    let a = asked::read("v=1&stage=deploy&model=catalog&llm=claude-sonnet-4-5").unwrap();
    assert_eq!(a.nearest[0].llm, next);
    // Retired names with no replacement, and a name the catalog does not hold: the Claude 5.5
    // model of the same line (claude-opus-4-5 shares more with claude-opus-4-8, but a version
    // never outweighs the newest of the line).
    for (old, new) in [
        ("claude-opus-4-5", "claude-opus-5-5"),
        ("claude-haiku-4-5", "claude-haiku-5-5"),
        ("claude-sonnet-9", "claude-sonnet-5-5"),
    ] {
        let (s, _) = share::decode(&format!("v=1&stage=deploy&model=catalog&llm={old}"));
        let a = asked::read(&format!("v=1&stage=deploy&model=catalog&llm={old}")).unwrap();
        assert_eq!(a.nearest[0].llm.slug(), new, "{old}");
        if old != "claude-sonnet-9" {
            assert_eq!(s.answers.llm.map(Llm::slug), Some(new), "{old}");
        }
    }
    // The new models round-trip in links.
    for slug in [
        "claude-opus-5-5",
        "claude-sonnet-5-5",
        "claude-haiku-5-5",
        "claude-opus-4-8",
        "claude-opus-4-7",
        "claude-opus-4-6",
        "claude-sonnet-4-6",
        "claude-fable-5-1",
        "claude-fable-5",
    ] {
        let q = format!("v=1&stage=deploy&model=catalog&llm={slug}");
        let (s, notices) = share::decode(&q);
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(share::encode(&s), q, "{slug}");
        assert!(asked::read(&q).is_none(), "{slug}");
    }
    models::set_today(0);
}

/// Row P: the Claude 4.6 models retire within a quarter of the day read, with no replacement
/// named: the answer says so and names a current Claude model to launch on instead. Row M: a
/// fable model's create commands never say its capacity was capped at a default limit it
/// does not have, and say that a quota request comes first.
#[test]
fn claude_4_6_names_a_model_to_launch_on_and_fable_asks_for_quota_first() {
    models::set_today(TODAY);
    for (slug, day) in [
        ("claude-opus-4-6", "2027-02-02"),
        ("claude-sonnet-4-6", "2027-02-10"),
    ] {
        let q = format!("v=1&stage=deploy&model=catalog&llm={slug}&requests=1000&intokens=2000&outtokens=500&dayhours=8");
        let r = read(&q);
        assert_eq!(r.advice.situation.llm.slug(), slug, "{q}");
        let md = &r.documents[2].1;
        assert!(md.contains(&format!("it retires on {day}")), "{md}");
        assert!(md.contains("The schedule names no replacement."), "{md}");
        assert!(
            md.contains("so launch on a current model, such as claude-"),
            "{md}"
        );
        // Still open to a new customer: more than 30 days remain.
        assert!(model_list::candidates(false).contains(&r.advice.situation.llm));
    }
    for slug in ["claude-fable-5-1", "claude-fable-5"] {
        let q = format!("v=1&stage=deploy&model=catalog&llm={slug}&requests=1000&intokens=2000&outtokens=500&dayhours=8");
        let (shared, _) = share::decode(&q);
        let advice = advise(&shared.answers);
        let u = shared.usage.resolve(&advice.situation);
        let plan = aml_compute_advisor::advisor::documents::create::plan_for(
            Target::StandardDeployment,
            &u,
        );
        let notes: Vec<&str> = plan.notes.iter().map(|c| c.text.as_str()).collect();
        let all = notes.join("\n");
        assert!(!all.contains("capped at the default"), "{slug}: {all}");
        assert!(
            all.contains("no default quota at pay-as-you-go"),
            "{slug}: {all}"
        );
        assert!(
            all.contains("request quota with the quota form"),
            "{slug}: {all}"
        );
        // The advice's own line says the same of its traffic.
        let r = read(&q);
        assert!(
            r.documents[2]
                .1
                .contains("has no default limit at pay-as-you-go"),
            "{slug}"
        );
    }
    models::set_today(0);
}

/// Row P: gpt-chat-latest retired on 2026-12-02 with no replacement named. A link naming it is
/// answered for a current model from that day on, and says it retired; before that day the name
/// is one the catalog does not hold, never "retired".
#[test]
fn gpt_chat_latest_is_retired_from_its_date_only() {
    let q = "v=1&stage=deploy&model=catalog&llm=gpt-chat-latest";
    models::set_today(TODAY);
    let (s, notices) = share::decode(q);
    let now = s.answers.llm.expect("a current model");
    assert!(model_list::candidates(false).contains(&now));
    assert!(
        notices.iter().any(|n| n
            .message
            .starts_with("gpt-chat-latest retired on 2026-12-02")
            && n.message.contains("the schedule names no replacement")),
        "{notices:?}"
    );
    let a = asked::read(q).unwrap();
    assert!(
        a.headline.contains("retired on 2026-12-02"),
        "{}",
        a.headline
    );
    models::set_today(20261201);
    let (_, notices) = share::decode(q);
    assert!(
        notices.iter().all(|n| !n.message.contains("retired")),
        "{notices:?}"
    );
    let a = asked::read(q).unwrap();
    assert!(!a.headline.contains("retired"), "{}", a.headline);
    models::set_today(0);
}
