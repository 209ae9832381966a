//! An open model from Hugging Face known by its parameters (`llm=hf&params=N`), answered by the
//! main pipeline like any model of the table: managed compute only, on the smallest size its
//! weights fit on at 2 bytes a parameter (`fit::smallest_fitting` with `Need::params`), Foundry
//! managed compute from the Hugging Face collection beside it, per-token routes not suitable
//! with the reason; a size missing or out of range is a notice and the default; the link
//! round-trips, and the exports and create commands carry what is priced.

use aml_compute_advisor::advisor::answers::{Answers, Question, Situation};
use aml_compute_advisor::advisor::bill::managed;
use aml_compute_advisor::advisor::documents::create;
use aml_compute_advisor::advisor::facts::money::Money;
use aml_compute_advisor::advisor::link::share::Tool;
use aml_compute_advisor::advisor::models::fit::{self, Need};
use aml_compute_advisor::advisor::models::{self, Llm};
use aml_compute_advisor::advisor::{
    self, bill::cost, facts::prices, link::asked, link::share, Target,
};

const BASE: &str =
    "v=1&stage=deploy&model=catalog&requests=2000&intokens=1500&outtokens=300&dayhours=8";

/// Parameters across the range, tenths of a billion.
const TENTHS: [u32; 14] = [
    1, 5, 15, 30, 80, 140, 320, 700, 1_230, 2_350, 4_050, 6_710, 10_000, 20_000,
];

/// The per-token routes a model outside the catalog has none of.
const PER_TOKEN: [Target; 4] = [
    Target::StandardDeployment,
    Target::ProvisionedThroughput,
    Target::BatchDeployment,
    Target::FlexProcessing,
];

fn link(tenths: u32, extra: &str) -> String {
    format!(
        "{BASE}&llm=hf&params={}{extra}",
        models::tenths_text(tenths)
    )
}

/// The advice and the costs of a link, as the page and `advise` compute them.
fn answer(query: &str) -> (advisor::Advice, cost::CostReport) {
    let (shared, _) = share::decode(query);
    let a = advisor::advise(&shared.answers);
    let targets: Vec<Target> = a.ranked.iter().map(|o| o.target).collect();
    let u = shared.usage.resolve(&a.situation);
    let c = cost::report(
        &targets,
        &u,
        &a.situation,
        advisor::serving_pick(&a.situation),
    );
    (a, c)
}

#[test]
fn the_pick_is_managed_compute_on_the_smallest_size_the_weights_fit_on() {
    let (mut priced, mut too_big) = (0, 0);
    for region in prices::regions().iter().step_by(4) {
        for t in TENTHS {
            let (a, c) = answer(&link(t, &format!("&region={region}")));
            assert!(a.situation.llm.is_hf());
            assert_eq!(a.situation.params, t);
            let need = Need::params(t);
            let r = c.usage.region;
            // Per-token routes: never ranked, each not suitable with the reason.
            for p in PER_TOKEN {
                assert!(a.ranked.iter().all(|o| o.target != p), "{p:?} ranked");
                let e = a.excluded.iter().find(|e| e.target == p).expect("said");
                assert!(
                    e.why.text.contains("no standard deployment"),
                    "{}",
                    e.why.text
                );
            }
            let held_somewhere = fit::fits_anywhere(Llm::HuggingFace, t) == Some(true);
            match fit::smallest_fitting(&need, r, true) {
                Some(v) => {
                    priced += 1;
                    assert_eq!(a.ranked[0].target, Target::ManagedOnlineEndpoint, "{t}");
                    // The size priced is the reference's method's pick, and it fits.
                    assert_eq!(c.usage.vm.name, v.name, "{t} in {region}");
                    assert!(fit::check(&need, v.name).unwrap().fits());
                    let o = &c.options[0];
                    assert!(o.monthly.total().is_some(), "{t} in {region}: priced");
                    assert!(o
                        .assumptions
                        .iter()
                        .any(|s| s.contains("2 bytes") && s.contains("KV cache is not checked")));
                    // Foundry managed compute beside it, at the GPU-hour rates, or said why not.
                    let f = c.foundry_managed.as_ref().expect("the Foundry route");
                    assert_eq!(f.name, managed::NAME);
                    if let Some(m) = f.monthly {
                        let size = managed::foundry_size(&c.usage);
                        let acc = managed::accelerator(size).unwrap();
                        assert!(fit::check(&need, size.name).unwrap().fits());
                        let rate = f64::from(acc.mills_per_gpu_hour) / 1000.0;
                        let want =
                            rate * f64::from(size.gpus) * 730.0 * f64::from(c.usage.instances);
                        assert_eq!(m, Money::from_usd(want), "{t} in {region}");
                    }
                }
                None if held_somewhere => {
                    // No size priced in the region holds it, one elsewhere does: ranked, and
                    // not estimated with the reason, never priced on a size it does not fit.
                    let o = c
                        .options
                        .iter()
                        .find(|o| o.target == Target::ManagedOnlineEndpoint)
                        .expect("ranked");
                    assert!(o.monthly.total().is_none(), "{t} in {region}");
                    assert!(format!("{:?}", o.monthly).contains("holds the weights"));
                }
                None => {
                    // No size priced anywhere holds it: nothing is priced on a guess.
                    too_big += 1;
                    assert!(a
                        .ranked
                        .iter()
                        .all(|o| o.target != Target::ManagedOnlineEndpoint));
                    let e = a
                        .excluded
                        .iter()
                        .find(|e| e.target == Target::ManagedOnlineEndpoint)
                        .expect("said");
                    assert!(e.why.text.contains("2 bytes a parameter"), "{}", e.why.text);
                }
            }
        }
    }
    assert!(priced > 0 && too_big > 0, "{priced} {too_big}");
}

#[test]
fn eight_billion_parameters_fit_one_a100_in_east_us() {
    let (a, c) = answer(&link(80, ""));
    assert_eq!(a.ranked[0].target, Target::ManagedOnlineEndpoint);
    assert_eq!(c.usage.vm.name, "Standard_NC24ads_A100_v4");
    assert_eq!(
        Question::Llm.answer_text(&a.situation),
        "An open model from Hugging Face, 8 B parameters"
    );
    // Nothing asked that it cannot answer: no "not answered as asked" record.
    assert!(asked::read(&link(80, "")).is_none());
}

#[test]
fn a_size_missing_or_unreadable_is_said_and_the_default_used() {
    for (extra, says) in [
        ("", "is sized by its parameters"),
        ("&params=", "not a valid value"),
        ("&params=abc", "not a valid value"),
        ("&params=0", "not a valid value"),
        ("&params=0.05", "not a valid value"),
        ("&params=2000.1", "not a valid value"),
        ("&params=7b", "not a valid value"),
    ] {
        let l = format!("{BASE}&llm=hf{extra}");
        let (shared, mut notices) = share::decode(&l);
        notices.extend(share::combination_notices(&shared));
        let n = notices
            .iter()
            .find(|n| n.key == "params")
            .unwrap_or_else(|| panic!("{l}"));
        assert!(n.message.contains(says), "{}", n.message);
        assert!(notices
            .iter()
            .any(|n| n.message.contains("8 B parameters are assumed")));
        // The model kept, at the default size; the page asks the size (the step not answered).
        assert_eq!(shared.answers.llm, Some(Llm::HuggingFace));
        assert!(!shared.answers.is_answered(Question::Llm));
        let s = shared.answers.situation();
        assert_eq!(s.params, models::HF_DEFAULT_TENTHS);
        assert_eq!(
            advisor::advise(&shared.answers).ranked[0].target,
            Target::ManagedOnlineEndpoint
        );
    }
    // Another model: the size changes nothing and is not said.
    let (shared, notices) = share::decode(&format!("{BASE}&llm=phi-4&params=8"));
    assert!(notices.iter().all(|n| n.key != "params"));
    assert_eq!(shared.answers.situation().params, models::HF_DEFAULT_TENTHS);
    assert!(!share::encode(&shared).contains("params="));
}

#[test]
fn the_link_round_trips() {
    for t in TENTHS {
        let l = link(t, "&region=westeurope");
        let (shared, notices) = share::decode(&l);
        assert!(notices.is_empty(), "{l}: {notices:?}");
        let back = share::encode(&shared);
        assert!(
            back.contains(&format!("&llm=hf&params={}", models::tenths_text(t))),
            "{back}"
        );
        let (again, notices) = share::decode(&back);
        assert!(notices.is_empty(), "{back}: {notices:?}");
        assert_eq!(again, shared, "{back}");
        assert_eq!(share::encode(&again), back);
    }
    // An edit of the size through the codec, as the page applies it.
    let (shared, _) = share::decode(&link(80, ""));
    let (edited, notices) = share::with_value(&shared, "params", "70");
    assert!(notices.is_empty());
    assert_eq!(edited.answers.params, Some(700));
    let (_, notices) = share::with_value(&shared, "params", "5000");
    assert!(notices.iter().any(|n| n.key == "params"));
    assert!(share::accepted("params").unwrap().contains("0.1 to 2,000"));
}

#[test]
fn the_answer_space_holds_it_once_at_the_default_size() {
    let all = Situation::all(&[40]);
    let hf: Vec<&Situation> = all.iter().filter(|s| s.llm.is_hf()).collect();
    assert!(!hf.is_empty());
    // A model of your own served on GPUs: its size not known (0) until given.
    assert!(all.iter().all(|s| s.params
        == if aml_compute_advisor::advisor::questions::own_size_asked(s) {
            0
        } else {
            models::HF_DEFAULT_TENTHS
        }));
    // Answers that reproduce a situation keep its size.
    let (shared, _) = share::decode(&link(320, ""));
    let s = shared.answers.situation();
    assert_eq!(s.to_answers().situation(), s);
    assert_eq!(
        Answers::default().situation().params,
        models::HF_DEFAULT_TENTHS
    );
}

#[test]
fn the_create_commands_deploy_the_model_from_the_registry_on_the_size_priced() {
    for t in [5, 80, 700, 2_350] {
        let (a, c) = answer(&link(t, "&instances=2"));
        if a.ranked[0].target != Target::ManagedOnlineEndpoint {
            continue;
        }
        let plan = create::plan_in(Target::ManagedOnlineEndpoint, &c.usage, &a.situation);
        for tool in [Tool::Cli, Tool::Yaml, Tool::Python] {
            let text: String = plan
                .snippets
                .iter()
                .filter(|s| s.tool == tool)
                .map(|s| s.code.clone())
                .collect();
            assert!(
                text.contains("azureml://registries/azure-huggingface/models/<your-model>"),
                "{tool:?}: {text}"
            );
            assert!(text.contains(c.usage.vm.name), "{tool:?}");
        }
    }
}
