//! Where data may be processed (`residency=any|eu|us|region`), over the whole answer space of
//! catalog models (served as they are and fine-tuned) at two traffics: nothing that breaks the
//! requirement is ranked (it is "not suitable", with the reason); the region priced lies in the
//! zone; every residency-bound price is that zone's meter; the create commands name the type
//! and the region priced.

use crate::common::{advised, at_traffics, catalog, BUSY};
use aml_compute_advisor::advisor::answers::{ModelUse, Residency, Situation, Stage};
use aml_compute_advisor::advisor::bill::usage::UsageInput;
use aml_compute_advisor::advisor::documents::create;
use aml_compute_advisor::advisor::facts::catalog::Target;
use aml_compute_advisor::advisor::facts::traffic::DEFAULT_TRAFFIC;
use aml_compute_advisor::advisor::link::share::Tool;
use aml_compute_advisor::advisor::models::deployment::Deployment;
use aml_compute_advisor::advisor::models::Llm;
use aml_compute_advisor::advisor::{advise, link::share, requirements::residency, Advice, CATALOG};
use std::sync::OnceLock;

/// Every catalog situation with a requirement (and own-model ones, for the region), advised.
fn space() -> &'static Vec<(Situation, Advice)> {
    static SPACE: OnceLock<Vec<(Situation, Advice)>> = OnceLock::new();
    SPACE.get_or_init(|| {
        let required = Situation::all_required(&[10])
            .into_iter()
            .filter(|s| s.residency != Residency::Any);
        let out = advised(at_traffics(required.collect(), &[DEFAULT_TRAFFIC, BUSY]));
        assert!(out.len() > 1_000, "{} situations", out.len());
        out
    })
}

#[test]
fn nothing_that_breaks_the_requirement_is_ranked() {
    for (s, a) in space().iter().filter(|(s, _)| catalog(s)) {
        assert!(!a.ranked.is_empty(), "{s:?}");
        for o in &a.ranked {
            assert_eq!(
                residency::breaks(o.target, s),
                None,
                "{:?} ranked for {s:?}",
                o.target
            );
        }
        // Whatever breaks it is not suitable, and says why.
        for f in CATALOG.iter() {
            if let Some(why) = residency::breaks(f.target, s) {
                let e = a
                    .excluded
                    .iter()
                    .find(|e| e.target == f.target)
                    .unwrap_or_else(|| panic!("{:?} not excluded for {s:?}", f.target));
                assert!(!e.why.text.is_empty() && why.ends_with('.'));
            }
        }
        // Flex processing is Global Standard only: never under a requirement.
        assert!(a.ranked.iter().all(|o| o.target != Target::FlexProcessing));
        // No name of a ranked option says a Global type, which the requirement rules out.
        assert!(
            a.ranked.iter().all(|o| !o.name.contains("(Global Batch)")),
            "{s:?}: {:?}",
            a.ranked.iter().map(|o| o.name).collect::<Vec<_>>()
        );
    }
}

#[test]
fn the_region_priced_lies_where_data_may_be_processed() {
    for given in [
        None,
        Some("eastus"),
        Some("westus2"),
        Some("westeurope"),
        Some("uksouth"),
    ] {
        let region = given.and_then(aml_compute_advisor::advisor::facts::prices::region_index);
        for (s, _) in space().iter().step_by(5) {
            let u = UsageInput {
                region,
                ..UsageInput::default()
            }
            .resolve(s);
            assert!(
                residency::allows(s.residency, u.region_name()),
                "{} for {s:?}",
                u.region_name()
            );
            if s.residency == Residency::Region && region.is_some() {
                assert_eq!(Some(u.region), region, "the chosen region is the one");
            }
        }
    }
    // The EU's default is Sweden Central, said in a notice; a region outside the zone too.
    let notices = |q: &str| share::combination_notices(&share::decode(q).0);
    let n =
        notices("v=1&stage=train&model=finetune&llm=gpt-4.1&traintokens=10&epochs=3&residency=eu");
    assert!(
        n.iter().any(|n| n.message.contains("Sweden Central")),
        "{n:?}"
    );
    let n = notices("v=1&stage=train&model=finetune&llm=gpt-4.1&traintokens=10&epochs=3&residency=us&region=westeurope");
    assert!(
        n.iter().any(|n| n
            .message
            .contains("West Europe lies outside the US data zone")),
        "{n:?}"
    );
}

#[test]
fn every_residency_bound_price_is_the_zones_meter_and_the_commands_create_it() {
    let mut priced = [0usize; 4];
    for (s, a) in space().iter().filter(|(s, _)| catalog(s)) {
        let r = s.residency;
        let u = UsageInput::default().resolve(s);
        let report = a.costs(&u);
        assert!(report.foundry_managed.is_none(), "Global only: {s:?}");
        for o in &a.ranked {
            let Some(c) = report.options.iter().find(|c| c.target == o.target) else {
                continue;
            };
            let working: String = match &c.monthly {
                aml_compute_advisor::advisor::bill::Estimate::Priced { items, .. } => {
                    items.iter().map(|i| i.working.clone()).collect()
                }
                _ => String::new(),
            };
            let case = format!("{s:?} [{}]: {working}", o.target.slug());
            let sku = match o.target {
                Target::StandardDeployment => {
                    // A model fine-tuned in a hub-based project serves as a serverless
                    // endpoint of the project, in its region: no deployment type.
                    let Some(d) = aml_compute_advisor::advisor::bill::route::Route::of(
                        aml_compute_advisor::advisor::Target::StandardDeployment,
                        &u,
                    )
                    .deployment
                    else {
                        continue;
                    };
                    assert!(
                        matches!(d, Deployment::DataZoneStandard | Deployment::Standard),
                        "{case}"
                    );
                    if !working.is_empty() {
                        priced[0] += 1;
                        assert!(!working.contains("Global Standard"), "{case}");
                        if d == Deployment::DataZoneStandard {
                            let key = if r == Residency::Eu {
                                "azure/eu/"
                            } else {
                                "azure/us/"
                            };
                            assert!(working.contains(key), "{case}");
                        }
                    }
                    Some(d.sku())
                }
                Target::ProvisionedThroughput => {
                    let d = aml_compute_advisor::advisor::bill::route::Route::of(
                        aml_compute_advisor::advisor::Target::ProvisionedThroughput,
                        &u,
                    )
                    .deployment
                    .unwrap();
                    assert_ne!(d, Deployment::GlobalProvisioned, "{case}");
                    if !working.is_empty() {
                        priced[1] += 1;
                        assert!(
                            working.contains("Data Zone Unit") || working.contains("Regional Unit"),
                            "{case}"
                        );
                    }
                    Some(d.sku())
                }
                Target::BatchDeployment => {
                    if !working.is_empty() {
                        priced[2] += 1;
                        assert!(working.contains("Data Zone Batch"), "{case}");
                    }
                    Some("DataZoneBatch")
                }
                Target::ServerlessFinetune => {
                    if !working.is_empty() {
                        priced[3] += 1;
                        assert!(!working.contains("Global training"), "{case}");
                    }
                    None
                }
                _ => None,
            };
            // The commands create the type priced, in a region of the zone.
            if !o.target.is_foundry() {
                continue;
            }
            let plan = create::plan_for(o.target, &u);
            let cli = plan.text(Tool::Cli);
            if let Some(sku) = sku {
                assert!(cli.contains(&format!("--sku-name {sku}")), "{case}\n{cli}");
            }
            for loc in cli.split("--location ").skip(1) {
                let loc = loc.split_whitespace().next().unwrap_or("");
                assert!(residency::allows(r, loc), "{case}: --location {loc}\n{cli}");
            }
            assert!(
                !cli.contains("GlobalStandard\n") || r == Residency::Any,
                "{case}\n{cli}"
            );
        }
    }
    assert!(priced.iter().all(|n| *n > 0), "{priced:?}");
}

#[test]
fn a_model_not_offered_in_the_zone_is_said_plainly() {
    // Llama-3.3-70B has no Data Zone at all: its open weights run on managed compute in an EU
    // region, and the per-token route is not suitable, with the reason.
    let q = "v=1&stage=deploy&model=catalog&llm=llama-3.3-70b-instruct&requests=2000&intokens=1500&outtokens=300&dayhours=8&residency=eu";
    let (shared, _) = share::decode(q);
    let a = advise(&shared.answers);
    assert_eq!(a.ranked[0].target, Target::ManagedOnlineEndpoint);
    let e = a
        .excluded
        .iter()
        .find(|e| e.target == Target::StandardDeployment)
        .unwrap();
    assert_eq!(e.why.text, residency::STANDARD_EU);
    // Models that are offered there are named, each with what it would change.
    assert!(a.changes.iter().any(|c| c.key == "llm"), "{:?}", a.changes);
    // gpt-5.4-mini has no EU Data Zone: its per-token route is not suitable, with the reason,
    // and what keeps data there is ranked: Regional Provisioned in Sweden Central.
    let q = "v=1&stage=deploy&model=catalog&llm=gpt-5.4-mini&requests=2000&intokens=1500&outtokens=300&dayhours=8&residency=eu";
    let (shared, _) = share::decode(q);
    let s = shared.answers.situation();
    assert_eq!(s.llm, Llm::Gpt54Mini, "advised as asked");
    let a = advise(&shared.answers);
    assert_eq!(a.ranked[0].target, Target::ProvisionedThroughput);
    assert!(a
        .excluded
        .iter()
        .any(|e| e.target == Target::StandardDeployment && e.why.text == residency::STANDARD_EU));
    let u = shared.usage.resolve(&s);
    assert_eq!(
        aml_compute_advisor::advisor::bill::route::Route::of(
            aml_compute_advisor::advisor::Target::ProvisionedThroughput,
            &u
        )
        .deployment
        .unwrap(),
        Deployment::RegionalProvisioned
    );
    assert!(a.changes.iter().any(|c| c.key == "llm"), "{:?}", a.changes);
    // In the US it has Data Zone Standard.
    let (shared, _) = share::decode(&q.replace("residency=eu", "residency=us"));
    assert_eq!(
        advise(&shared.answers).ranked[0].target,
        Target::StandardDeployment
    );
    // A model with no type at all that keeps data in the zone is advised as the nearest that
    // has one, and the notice says so plainly, naming others offered there.
    let (shared, _) = share::decode(
        "v=1&stage=deploy&model=catalog&llm=cohere-command-a&requests=2000&intokens=1500&outtokens=300&dayhours=8&residency=eu",
    );
    let n = share::combination_notices(&shared);
    let s = shared.answers.situation();
    assert_ne!(s.llm, Llm::CohereCommandA);
    assert!(
        n.iter().any(|n| n.key == "residency"
            && n.message
                .starts_with("Cohere-command-a has no per-token deployment")
            && n.message.contains(s.llm.model().name)),
        "{n:?}"
    );
}

#[test]
fn fine_tuning_phi_4_in_the_eu_leads_with_a_priced_gpu_job_there() {
    let (shared, _) = share::decode(
        "v=1&stage=train&model=finetune&llm=phi-4&traintokens=10&epochs=3&residency=eu&hours=10",
    );
    let s = shared.answers.situation();
    assert_eq!(s.llm, Llm::Phi4);
    let a = advise(&shared.answers);
    assert!(matches!(
        a.ranked[0].target,
        Target::ComputeCluster | Target::Serverless
    ));
    assert!(a
        .excluded
        .iter()
        .any(|e| e.target == Target::ServerlessFinetune && e.why.text == residency::TUNE_EU));
    let u = shared.usage.resolve(&s);
    assert_eq!(u.region_name(), "swedencentral");
    let r = a.costs(&u);
    let top = r
        .options
        .iter()
        .find(|o| o.target == a.ranked[0].target)
        .unwrap();
    assert!(top.monthly.total().is_some(), "priced");
    // gpt-4.1 in the EU trains with the Standard type in Sweden Central, at that meter.
    let (shared, _) = share::decode(
        "v=1&stage=train&model=finetune&llm=gpt-4.1&traintokens=10&epochs=3&residency=eu",
    );
    let s = shared.answers.situation();
    let a = advise(&shared.answers);
    assert_eq!(a.ranked[0].target, Target::ServerlessFinetune);
    let u = shared.usage.resolve(&s);
    let r = a.costs(&u);
    let job = r
        .options
        .iter()
        .find(|o| o.target == Target::ServerlessFinetune)
        .unwrap();
    let text = format!("{:?}", job.monthly);
    assert!(
        text.contains("Standard training in Sweden Central"),
        "{text}"
    );
    let cli = create::plan_for(Target::ServerlessFinetune, &u).text(Tool::Cli);
    assert!(cli.contains("\"trainingType\": \"Standard\""), "{cli}");
    assert!(cli.contains("--location swedencentral"), "{cli}");
    // The stage is kept as asked.
    assert_eq!(s.stage, Stage::Train);
}

#[test]
fn links_older_than_the_question_process_data_anywhere() {
    let old = "v=1&stage=deploy&model=catalog&llm=gpt-5.4&requests=2000&intokens=1500&outtokens=300&dayhours=8";
    let (mut shared, n) = share::decode(old);
    assert!(n.is_empty(), "{n:?}");
    share::assume_older(&mut shared.answers);
    assert_eq!(shared.answers.residency, Some(Residency::Any));
    // Data processed anywhere goes unsaid, as it always was; the younger questions it leaves
    // open are said with their defaults.
    assert_eq!(
        share::encode(&shared),
        format!("{old}&where=cloud&network=public&cmk=no")
    );
    // Where data must stay in the EU, the region the prices moved to is said by a notice
    // (answers that apply together), and the link stays as it was.
    let (shared, n) = share::decode(&format!("{old}&residency=eu"));
    assert!(n.is_empty(), "{n:?}");
    assert_eq!(share::encode(&shared), format!("{old}&residency=eu"));
    let n = share::combination_notices(&shared);
    assert!(
        n.iter().any(|n| n.message.contains("Sweden Central")),
        "{n:?}"
    );
}

/// The regions a route of a fine-tuned model is offered in, from the model table itself
/// (`FtDeploy`, the fine-tuning tables): `None` where the table gives no list.
fn listed(l: Llm, t: Target, serving: bool) -> Option<Vec<&'static str>> {
    use aml_compute_advisor::advisor::models::ft;
    let f = l.model().finetune?;
    if f.deploy.managed {
        return None;
    }
    let hub = [
        "eastus",
        "eastus2",
        "northcentralus",
        "southcentralus",
        "westus",
        "westus3",
    ];
    match t {
        Target::StandardDeployment if serving && f.deploy.has(ft::HUB_ENDPOINT) => {
            Some(hub.to_vec())
        }
        Target::StandardDeployment if serving && f.deploy.has(ft::STANDARD) => {
            Some(f.deploy.standard.to_vec())
        }
        Target::ProvisionedThroughput if serving && !f.deploy.provisioned.is_empty() => {
            Some(f.deploy.provisioned.to_vec())
        }
        // Standard training in the regions §8 names (the table's words), deployed where its
        // regional Standard deployment is offered.
        Target::ServerlessFinetune if !serving && f.hub => Some(hub.to_vec()),
        Target::ServerlessFinetune if !serving => Some(
            aml_compute_advisor::advisor::facts::prices::regions()
                .iter()
                .copied()
                .filter(|r| {
                    f.regions
                        .contains(aml_compute_advisor::advisor::facts::prices::region_label(r))
                        && (!f.deploy.has(ft::STANDARD) || f.deploy.standard.contains(r))
                })
                .collect(),
        ),
        _ => None,
    }
}

#[test]
fn in_one_region_nothing_ranked_is_unavailable_there_and_the_commands_name_it() {
    use aml_compute_advisor::advisor::facts::prices;
    let regions = prices::regions();
    // Each region some fine-tuning table lists, and regions none lists, in the US, the EU and
    // elsewhere (every region would take minutes for nothing more).
    let chosen = [
        "eastus",
        "eastus2",
        "northcentralus",
        "westus3",
        "swedencentral",
        "westeurope",
        "japaneast",
    ];
    let (mut checked, mut excluded, mut ranked_listed) = (0, 0, 0);
    for base in Situation::all_required(&[10])
        .into_iter()
        .filter(|s| s.residency == Residency::Region && s.model != ModelUse::Own)
    {
        for region in &chosen {
            let i = prices::region_index(region).unwrap();
            let s = Situation { region, ..base };
            let a = advise(&s.to_answers());
            // What the page opens for a link in that region is this situation.
            let s = a.situation;
            assert_eq!(s.region, *region, "{s:?}");
            assert!(!a.ranked.is_empty(), "{s:?}");
            let u = UsageInput {
                region: Some(i),
                ..UsageInput::default()
            }
            .resolve(&s);
            assert_eq!(
                u.region_name(),
                *region,
                "the priced region is the chosen one"
            );
            // The fine-tuning journey's "Then serve it" too.
            let serving = Situation {
                stage: Stage::Deploy,
                serve: aml_compute_advisor::advisor::answers::Serve::Realtime,
                ..s
            };
            let journeys: Vec<(Situation, Vec<Target>)> = if s.model == ModelUse::Finetune {
                let then = aml_compute_advisor::advisor::rank(&serving).0;
                vec![
                    (s, a.ranked.iter().map(|o| o.target).collect()),
                    (serving, then.iter().map(|o| o.target).collect()),
                ]
            } else {
                vec![(s, a.ranked.iter().map(|o| o.target).collect())]
            };
            for (js, ranked) in &journeys {
                let serves = js.stage == Stage::Deploy;
                // A catalog model used as it is: the reference gives no region lists (its rules
                // say so, unverified); a fine-tuned model's table does.
                if js.model != ModelUse::Finetune {
                    continue;
                }
                for t in ranked {
                    if let Some(v) = listed(js.llm, *t, serves) {
                        ranked_listed += 1;
                        assert!(
                            v.contains(region),
                            "{t:?} ranked in {region}, offered in {v:?}: {js:?}"
                        );
                    }
                }
                // What the region does not offer is not suitable, and the reason names where it is.
                for t in [
                    Target::StandardDeployment,
                    Target::ProvisionedThroughput,
                    Target::ServerlessFinetune,
                ] {
                    let Some(v) = listed(js.llm, t, serves) else {
                        continue;
                    };
                    if v.contains(region) || v.is_empty() || ranked.contains(&t) {
                        continue;
                    }
                    let (_, ex) = aml_compute_advisor::advisor::rank(js);
                    let Some(e) = ex.iter().find(|e| e.target == t) else {
                        continue;
                    };
                    if let Some(why) = residency::region_only(t, js) {
                        excluded += 1;
                        assert_eq!(e.why.text, why);
                        assert!(why.contains(prices::region_label(v[0])), "{why}");
                    }
                }
            }
            // Every ranked route's commands, in every tool, create it in the priced region.
            for o in &a.ranked {
                checked += 1;
                let plan = create::plan_in(o.target, &u, &s);
                for tool in [Tool::Cli, Tool::Yaml, Tool::Python] {
                    let text = plan.text(tool);
                    for other in regions.iter().filter(|r| *r != region) {
                        let named = text
                            .split(|c: char| !c.is_ascii_alphanumeric())
                            .any(|w| w == *other);
                        assert!(
                            !named,
                            "{:?} {tool:?} names {other}, priced in {region}: {s:?}\n{text}",
                            o.target
                        );
                    }
                }
            }
        }
    }
    assert!(
        checked > 1_000 && excluded > 10 && ranked_listed > 10,
        "{checked} {excluded} {ranked_listed}"
    );
}

#[test]
fn a_fine_tuned_model_in_one_region_is_hosted_on_that_regions_meter() {
    // gpt-4.1 fine-tuned and kept in Sweden Central is served as regional Standard there: its
    // hosting is the regional meter, not the Global one (the same $1.70 an hour in the data).
    let q = "v=1&stage=train&model=finetune&llm=gpt-4.1&traintokens=10&epochs=3&residency=region&region=swedencentral&where=cloud&network=public&cmk=no";
    let (shared, _) = share::decode(q);
    let s = shared.answers.situation();
    assert_eq!((s.llm, s.region), (Llm::Gpt41, "swedencentral"));
    let a = advise(&shared.answers);
    let r = a.costs(&shared.usage.resolve(&s));
    let then = format!("{:?}", r.then_serve.expect("then serve it").monthly);
    assert!(then.contains("gpt-4.1-ft hosting regional Unit"), "{then}");
    assert!(!then.contains("hosting global"), "{then}");
    // In East US neither its Standard training nor its regional deployment is offered: the
    // notice names the region asked and the regions that offer them.
    let (shared, _) = share::decode(&q.replace("swedencentral", "eastus"));
    let n = share::combination_notices(&shared);
    assert!(
        n.iter()
            .any(|n| n.message.starts_with("gpt-4.1 has no fine-tuning")
                && n.message.contains("East US")
                && n.message.contains("North Central US, Sweden Central")),
        "{n:?}"
    );
}

/// Data kept in one region outside the US: the Phi-4 family's serverless fine-tuning (US regions
/// only) cannot keep it there, so the GPU job on the open weights leads and the hours it trains
/// are asked and priced, as in a zone; in a US region that offers it, they are not asked.
#[test]
fn fine_tuning_phi_4_in_one_region_asks_the_hours_where_the_gpu_job_leads() {
    use aml_compute_advisor::advisor::answers::Question;
    let link = |region: &str| {
        format!("v=1&stage=train&model=finetune&llm=phi-4&traintokens=10&epochs=3&residency=region&region={region}&hours=10")
    };
    let (shared, _) = share::decode(&link("swedencentral"));
    let s = shared.answers.situation();
    assert_eq!(s.region, "swedencentral");
    assert!(Question::Hours.is_asked(&s), "{s:?}");
    let a = advise(&shared.answers);
    assert!(matches!(
        a.ranked[0].target,
        Target::ComputeCluster | Target::Serverless
    ));
    let u = shared.usage.resolve(&s);
    let r = a.costs(&u);
    let top = r
        .options
        .iter()
        .find(|o| o.target == a.ranked[0].target)
        .unwrap();
    assert!(top.monthly.total().is_some(), "priced by the hours asked");
    let (shared, _) = share::decode(&link("eastus"));
    let s = shared.answers.situation();
    assert!(!Question::Hours.is_asked(&s), "{s:?}");
}

#[test]
fn a_model_put_in_place_of_the_one_asked_is_one_to_start_on() {
    // Every catalog model, served and fine-tuned, under each requirement: where the answer is
    // for another model than the one asked, that model is open to new customers and neither
    // closes nor retires within a quarter of the day, and, served as it is, has a per-token type
    // in the zone wherever a model offered there that keeps the questions asked has one.
    use aml_compute_advisor::advisor::models::{self, closing_soon, retiring_soon};
    let today = models::today();
    let mut stood_in = 0;
    for l in Llm::ALL.iter().filter(|l| !l.is_hf()) {
        for (model, journey) in [
            ("catalog", "stage=deploy"),
            ("finetune", "stage=train&traintokens=10"),
        ] {
            for r in ["eu", "us", "region&region=westeurope"] {
                let q = format!(
                    "v=1&{journey}&model={model}&llm={}&requests=2000&intokens=1500&outtokens=300&dayhours=8&residency={r}",
                    l.slug()
                );
                let (shared, _) = share::decode(&q);
                let s = shared.answers.situation();
                if s.llm == *l {
                    continue;
                }
                stood_in += 1;
                let n = s.llm;
                assert!(models::open_to_new(n, today), "{q}: {}", n.slug());
                assert!(
                    !retiring_soon(n, today) && !closing_soon(n, today),
                    "{q}: {}",
                    n.slug()
                );
                if model == "catalog" {
                    // Among those that keep the questions asked as they were (a route for
                    // work nobody waits on, or none, as the model asked).
                    let route = models::delay::has_route(*l);
                    let any_per_token = residency::offered(&s).iter().any(|o| {
                        models::delay::has_route(*o) == route
                            && residency::standard(*o, s.residency).is_some()
                    });
                    assert!(
                        !any_per_token || residency::standard(n, s.residency).is_some(),
                        "{q}: {} has provisioned throughput only",
                        n.slug()
                    );
                }
            }
        }
    }
    assert!(stood_in > 20, "{stood_in} stand-ins");
}

/// A model retiring within a quarter with no replacement named is answered with one to launch
/// on that the answer itself allows: current and not legacy, of its kind, keeping data where it
/// must stay (a per-token type where one exists), fine-tunable by a new customer where it is
/// fine-tuned; its own family's next version where the catalog has one (Kimi-K2.5 → Kimi-K2.6).
#[test]
#[allow(clippy::inconsistent_digit_grouping)] // dates are written 2026_12_07
fn a_model_retiring_soon_names_one_to_launch_on_that_the_answer_allows() {
    use aml_compute_advisor::advisor::models::{self, Stage as Life};
    let mut named = 0;
    for day in [2026_12_07, 2027_01_15] {
        models::set_today(day);
        for s in Situation::all_required(&[10])
            .into_iter()
            .filter(|s| s.model != ModelUse::Own)
        {
            for l in Llm::ALL {
                let mut a = s.to_answers();
                a.llm = Some(*l);
                let s = a.situation();
                if s.llm != *l || !models::retiring_soon(*l, day) || models::successor(*l).is_some()
                {
                    continue;
                }
                let case = format!("{l:?} on {day} for {s:?}");
                let Some(n) = residency::launch_instead(&s) else {
                    continue;
                };
                named += 1;
                let m = n.model();
                assert!(n != *l && m.kind == l.model().kind, "{case}: {n:?}");
                assert!(
                    models::open_to_new(n, day) && !models::retiring_soon(n, day),
                    "{case}: {n:?}"
                );
                assert!(models::lifecycle(n, day) != Life::Legacy, "{case}: {n:?}");
                assert!(residency::offered(&s).contains(&n), "{case}: {n:?}");
                if s.model == ModelUse::Finetune {
                    let f = m.finetune.expect("fine-tunable");
                    assert!(!f.existing_only && !f.gated, "{case}: {n:?}");
                }
                let text = advise(&s.to_answers())
                    .model
                    .expect("a catalog model's facts")
                    .lifecycle;
                assert!(
                    text.contains(&format!("such as {}, one this answer allows", m.name)),
                    "{case}\n{text}"
                );
            }
        }
    }
    models::set_today(2026_12_07);
    let kimi = Situation {
        llm: Llm::KimiK25,
        ..*Situation::all_required(&[10])
            .iter()
            .find(|s| s.model == ModelUse::Catalog && s.residency == Residency::Any)
            .expect("a catalog situation")
    };
    let kimi = kimi.to_answers().situation();
    assert_eq!(residency::launch_instead(&kimi), Some(Llm::KimiK26));
    models::set_today(0);
    assert!(named > 50, "{named}");
}

/// Work nobody waits on, under a requirement no batch deployment of the model keeps: the link
/// says so first (before any other notice), and nothing ranked is a batch deployment or Flex
/// processing; where the model keeps it (Data Zone Batch in the zone), nothing is said.
#[test]
fn an_unmet_wait_goal_under_a_requirement_is_said_first() {
    use aml_compute_advisor::advisor::answers::Serve;
    let (mut said, mut met) = (0, 0);
    for s in Situation::all_required(&[10]).into_iter().filter(|s| {
        s.model == ModelUse::Catalog && s.stage == Stage::Deploy && s.serve == Serve::Batch
    }) {
        let shared = share::Shared {
            answers: s.to_answers(),
            ..Default::default()
        };
        let notices = share::combination_notices(&shared);
        let unmet = s.residency != Residency::Any
            && residency::batch(s.llm, s.residency).is_none()
            && aml_compute_advisor::advisor::models::delay::has_route(s.llm);
        let first = notices
            .first()
            .map(|n| n.message.clone())
            .unwrap_or_default();
        if unmet {
            said += 1;
            assert!(
                first.starts_with("Work nobody waits on: data must stay in"),
                "{s:?}: {first}"
            );
            let a = advise(&s.to_answers());
            assert!(
                a.ranked
                    .iter()
                    .all(|o| !matches!(o.target, Target::BatchDeployment | Target::FlexProcessing)),
                "{s:?}"
            );
        } else {
            met += 1;
            assert!(!first.contains("data must stay in"), "{s:?}: {first}");
        }
    }
    assert!(said > 20 && met > 20, "{said} {met}");
}

/// "Try it" on a goal the answers leave unmet (work nobody waits on without a batch route that
/// keeps data there, or at all; a model advised as another because it cannot keep data there):
/// every model the notice names is one "Try it" opens, its link asks the same of it with every
/// other answer kept, and the goal is then met, nothing left unmet of that kind. The goals are
/// said before any other notice.
#[test]
fn every_model_a_goal_notice_offers_meets_the_goal_and_keeps_the_rest() {
    let goals = [
        "stage=deploy&model=catalog&serve=realtime",
        "stage=deploy&model=catalog&serve=batch",
        "stage=train&model=finetune",
        "stage=deploy&model=finetune",
    ];
    let places = [
        "residency=any",
        "residency=eu",
        "residency=us",
        "residency=region&region=swedencentral",
        "residency=region&region=eastus",
        "residency=region&region=japaneast",
    ];
    let (mut notices, mut tries) = (0, 0);
    for l in Llm::ALL {
        for goal in goals {
            for place in places {
                let shared = share::decode(&format!("v=1&{goal}&llm={}&{place}", l.slug())).0;
                let goals = share::goal_notices(&shared);
                let all = share::combination_notices(&shared);
                assert_eq!(&all[..goals.len()], &goals[..], "goals first");
                for n in &goals {
                    notices += 1;
                    tries += n.tries.len();
                    for t in &n.tries {
                        goal_met(&shared, n, t);
                    }
                }
            }
        }
    }
    assert!(
        notices > 50 && tries > 50,
        "{notices} notices, {tries} tries"
    );
}

/// What `every_model_a_goal_notice_offers_meets_the_goal_and_keeps_the_rest` asks of one "Try it".
fn goal_met(shared: &share::Shared, n: &share::Notice, t: &share::Try) {
    assert!(
        n.message.contains(t.llm.label()),
        "{}: {}",
        t.llm.label(),
        n.message
    );
    let (next, said) = share::decode(&t.link);
    assert!(said.is_empty(), "{}: {said:?}", t.link);
    let (a, b) = (&shared.answers, &next.answers);
    assert_eq!(b.llm, Some(t.llm), "{}", t.link);
    assert_eq!(
        (a.stage, a.model, a.residency),
        (b.stage, b.model, b.residency),
        "{}",
        t.link
    );
    // Work nobody waits on stays asked where it is the goal offered.
    if n.key == "serve" {
        assert_eq!(
            b.serve,
            a.serve,
            "{} from {}: {}",
            t.link,
            share::encode(shared),
            n.message
        );
    }
    assert_eq!(shared.usage, next.usage, "{}", t.link);
    assert_eq!(b.situation().llm, t.llm, "advised as itself: {}", t.link);
    let left = share::goal_notices(&next);
    assert!(
        left.iter().all(|m| m.key != n.key),
        "{} leaves the goal unmet: {left:?}",
        t.link
    );
    if n.key == "serve" {
        let ranked = advise(&next.answers).ranked;
        assert!(
            ranked
                .iter()
                .any(|o| matches!(o.target, Target::BatchDeployment | Target::FlexProcessing)),
            "{}: no route for work nobody waits on",
            t.link
        );
    }
}
