//! A catalog model where the team runs Kubernetes (`existing=kubernetes`) or the work must stay
//! on-premises (`where=onprem`), over the whole answer space (`onprem.rs`): nothing impossible is
//! ranked (a catalog model as such on Kubernetes, a per-token route on-premises), closed weights
//! never get a Kubernetes or on-premises route, the reasons are in "not suitable", the open
//! weights' route is priced as Kubernetes compute is, and its create commands agree with what was
//! priced; closed weights asked on-premises are said first, with open-weight models that can.

use aml_compute_advisor::advisor::answers::{
    Existing, Location, ModelUse, Question, Serve, Situation, Stage,
};
use aml_compute_advisor::advisor::bill::usage::UsageInput;
use aml_compute_advisor::advisor::bill::Estimate;
use aml_compute_advisor::advisor::facts::catalog::Target;
use aml_compute_advisor::advisor::link::asked::{self, Why};
use aml_compute_advisor::advisor::{
    advise, documents::create, documents::export, link::share, requirements::onprem, Advice,
};

fn catalog_space() -> Vec<(Situation, Advice)> {
    Situation::all(&[10])
        .into_iter()
        .filter(onprem::catalog)
        .map(|s| (s, advise(&s.to_answers())))
        .collect()
}

const PER_TOKEN: [Target; 5] = [
    Target::StandardDeployment,
    Target::ProvisionedThroughput,
    Target::ServerlessFinetune,
    Target::BatchDeployment,
    Target::FlexProcessing,
];

fn why(a: &Advice, t: Target) -> &'static str {
    a.excluded
        .iter()
        .find(|e| e.target == t)
        .map_or("", |e| e.why.text)
}

#[test]
fn nothing_impossible_is_ranked_and_the_reasons_are_said() {
    let (mut kube_seen, mut onprem_seen, mut closed_seen) = (false, false, false);
    for (s, a) in catalog_space() {
        let open = onprem::open(s.llm);
        for o in &a.ranked {
            if matches!(
                o.target,
                Target::Kubernetes | Target::KubernetesOnlineEndpoint
            ) {
                // Only open weights, as your own model, where the team runs a cluster or the
                // work must stay on-premises.
                assert!(open, "{s:?}");
                assert_eq!(onprem::route(&s), Some(o.target), "{s:?}");
                assert!(
                    o.reasons.iter().any(|r| r.text.contains("open weights")),
                    "{s:?}"
                );
            }
        }
        if s.location == Location::Onprem {
            onprem_seen = true;
            assert!(open, "closed weights are answered for Azure: {s:?}");
            // Nothing that runs in Azure only; the open weights on your cluster lead.
            for o in &a.ranked {
                assert!(!o.target.facts().cloud_only, "{s:?}: {:?}", o.target);
            }
            assert_eq!(Some(a.ranked[0].target), onprem::route(&s), "{s:?}");
            for t in PER_TOKEN {
                // An open model from Hugging Face has no per-token route anywhere: said first.
                let said = if s.llm.is_hf() && t != Target::ServerlessFinetune {
                    "has no standard deployment"
                } else {
                    "processes your prompts and data in Azure"
                };
                assert!(why(&a, t).contains(said), "{s:?}: {t:?}: {}", why(&a, t));
            }
        }
        if !open {
            closed_seen |= s.existing == Existing::None;
            for t in [Target::Kubernetes, Target::KubernetesOnlineEndpoint] {
                let w = why(&a, t);
                assert!(
                    w.contains("aren't supported on Kubernetes") && w.contains("not open"),
                    "{s:?}: {w}"
                );
            }
        }
        if open && s.existing == Existing::Kubernetes && s.location == Location::Cloud {
            // Alongside Azure's own route, which stays first.
            let route = onprem::route(&s).unwrap();
            let delay = s.stage == Stage::Deploy && s.serve == Serve::Batch;
            if !delay {
                kube_seen = true;
                assert!(a.ranked.iter().any(|o| o.target == route), "{s:?}");
                // An open model from Hugging Face has no route of Azure's own but managed
                // compute, nor does a fine-tuned model the table deploys on managed compute
                // only: the cluster the team already runs may lead.
                let managed_only = s.model == ModelUse::Finetune
                    && aml_compute_advisor::advisor::models::finetuned::serving_type(s.llm)
                        .is_none();
                if !s.llm.is_hf() && !managed_only {
                    assert_ne!(a.ranked[0].target, route, "{s:?}");
                }
            }
        }
    }
    assert!(kube_seen && onprem_seen && closed_seen);
}

#[test]
fn the_questions_are_asked_of_catalog_models_where_they_matter() {
    for (s, _) in catalog_space() {
        assert!(Question::Location.is_asked(&s), "{s:?}");
        assert_eq!(
            Question::Existing.is_asked(&s),
            onprem::open(s.llm),
            "{s:?}"
        );
        if Question::Existing.is_asked(&s) {
            let offered: Vec<&str> = Question::Existing
                .offered(&s)
                .iter()
                .map(|c| c.slug)
                .collect();
            assert_eq!(offered, ["none", "kubernetes"], "{s:?}");
        }
    }
}

#[test]
fn the_route_is_priced_as_kubernetes_compute_and_created_as_priced() {
    for (s, a) in catalog_space() {
        let Some(route) = onprem::route(&s) else {
            continue;
        };
        if !a.ranked.iter().any(|o| o.target == route) {
            continue;
        }
        let u = UsageInput::default().resolve(&s);
        let costs = a.costs(&u);
        let o = costs.options.iter().find(|o| o.target == route).unwrap();
        // What the route takes, first: the quote, where to download the weights, the size.
        assert!(
            o.assumptions[0].contains(onprem::QUOTE),
            "{:?}",
            o.assumptions
        );
        assert!(o.assumptions[1].starts_with("Download the open weights"));
        // The smallest size the weights fit on in the region (`fit.rs`), or the model table's.
        let gpu = s.llm.model().gpu;
        assert!(
            gpu.is_empty()
                || u.vm.name == gpu
                || aml_compute_advisor::advisor::models::fit::smallest_for(
                    s.llm, s.params, &s.traffic, u.region
                )
                .is_some_and(|v| v.name == u.vm.name),
            "{s:?} {}",
            u.vm.name
        );
        // Serving: the size's words agree with the method (§13), never "your choice" for a size
        // the weights fit on, nor "fit on" for one they do not.
        if route != Target::Kubernetes {
            let need = aml_compute_advisor::advisor::models::fit::Need::serving(
                s.llm,
                s.params,
                aml_compute_advisor::advisor::models::fit::tokens_held(&s.traffic),
            );
            let fits = need
                .as_ref()
                .and_then(|n| aml_compute_advisor::advisor::models::fit::check(n, u.vm.name))
                .map(|c| c.fits());
            let said = &o.assumptions[2];
            match fits {
                Some(true) => assert!(
                    said.contains(&format!("fit on {}, the size priced here", u.vm.name)),
                    "{s:?}: {said}"
                ),
                Some(false) => assert!(said.contains("do not fit on"), "{s:?}: {said}"),
                None => assert!(!said.contains("the size priced here, by"), "{said}"),
            }
        }
        match (&o.monthly, s.location) {
            (Estimate::NotEstimated { why }, Location::Onprem) => {
                assert!(why.contains("no Azure list price"), "{why}");
            }
            (Estimate::NotEstimated { why }, Location::Cloud) => {
                // Compute the team already runs: its own bill, with what one of the sizes assumed
                // would bill beside it.
                assert_eq!(s.existing, Existing::Kubernetes);
                assert!(why.contains("whose own bill is not estimated"), "{why}");
                assert!(o.whole_bill.is_some(), "{s:?}");
            }
            (m, l) => panic!("{s:?}: {l:?} priced as {m:?}"),
        }
        // The commands: the download, the GPUs of the size priced, the price said the same way.
        let plan = create::plan_in(route, &u, &s);
        let cli = plan.text(share::Tool::Cli);
        assert!(
            cli.contains("az ml model download") || cli.contains("huggingface-cli download"),
            "{cli}"
        );
        assert!(
            cli.contains(&format!("nvidia.com/gpu: {}", u.vm.gpus)),
            "{cli}"
        );
        let itype = create::InstanceType::of(u.vm.vcpus, u.vm.memory_gib_tenths, u.vm.gpus);
        assert!(
            cli.contains(&format!("instance_type: {}\n", itype.name)),
            "{cli}"
        );
        if s.location == Location::Onprem {
            assert!(cli.contains("no Azure list price applies"), "{cli}");
        } else if s.existing == Existing::Kubernetes {
            // The team's own cluster: not estimated, said so in the commands too.
            assert!(
                cli.contains(&format!(
                    "Your cluster bills on its own, not estimated here: the instance type assumes {} nodes",
                    u.vm.name
                )),
                "{cli}"
            );
        } else {
            assert!(
                cli.contains(&format!("Priced as {} nodes", u.vm.name)),
                "{cli}"
            );
        }
        let py = plan.text(share::Tool::Python);
        let kind = if route == Target::Kubernetes {
            "command("
        } else {
            "KubernetesOnlineDeployment("
        };
        assert!(py.contains(kind), "{py}");
    }
}

/// Closed weights asked on-premises: said first, the answer below for Azure, the answer kept in
/// the link, and each option offered answers on-premises for open weights, as asked.
#[test]
fn closed_weights_on_premises_are_said_first_with_open_weight_models() {
    let mut seen = 0;
    for (s, _) in catalog_space() {
        if onprem::open(s.llm) || s.location != Location::Cloud {
            continue;
        }
        let mut answers = s.to_answers();
        answers.location = Some(Location::Onprem);
        let shared = share::Shared {
            answers,
            ..share::Shared::default()
        };
        let query = share::encode(&shared);
        assert!(query.contains("where=onprem"), "{query}");
        let (decoded, notices) = share::decode(&query);
        assert!(notices.is_empty(), "{query}: {notices:?}");
        // The advice is the cloud's, the same as where=cloud.
        let mut cloud = shared.clone();
        cloud.answers.location = Some(Location::Cloud);
        let cloud = share::decode(&share::encode(&cloud)).0.answers.situation();
        assert_eq!(decoded.answers.situation(), cloud, "{query}");
        let a = asked::read(&query).unwrap_or_else(|| panic!("{query}"));
        assert_eq!(a.why, Why::OnPremises);
        assert!(a.below.contains("Azure cloud"), "{}", a.below);
        assert!(a.detail.contains(onprem::QUOTE), "{}", a.detail);
        assert!(!a.nearest.is_empty(), "{query}");
        for n in &a.nearest {
            assert!(onprem::open(n.llm));
            let t = share::decode(&n.link).0.answers.situation();
            assert_eq!((t.llm, t.location), (n.llm, Location::Onprem), "{}", n.link);
            assert_eq!(
                t.model == ModelUse::Finetune,
                s.model == ModelUse::Finetune,
                "{}",
                n.link
            );
            let top = advise(&share::decode(&n.link).0.answers).ranked[0].target;
            assert_eq!(Some(top), onprem::route(&t), "{}", n.link);
        }
        // First in every document.
        let r = export::Report::new(&decoded, &[]).with_asked(Some(a));
        assert!(export::json(&r).contains("not-on-premises"));
        let md = export::markdown(&r, "https://example.org/", &Default::default());
        assert!(md.contains("- Location: Must stay on-premises\n"), "{md}");
        seen += 1;
    }
    assert!(seen > 10, "{seen}");
}

/// The two cases the wizard walks in the browser test (`tests/e2e/onprem.test.mjs`).
#[test]
fn llama_on_aks_and_gpt_5_4_on_premises() {
    let q = "v=1&stage=deploy&model=catalog&llm=llama-3.3-70b-instruct&serve=realtime&requests=2000&intokens=1500&outtokens=300&dayhours=8&existing=kubernetes&where=cloud";
    let a = advise(&share::decode(q).0.answers);
    let order: Vec<Target> = a.ranked.iter().map(|o| o.target).collect();
    assert_eq!(order[0], Target::StandardDeployment, "{order:?}");
    assert_eq!(order[1], Target::KubernetesOnlineEndpoint, "{order:?}");
    let q = "v=1&stage=deploy&model=catalog&llm=gpt-5.4&requests=2000&intokens=1500&outtokens=300&dayhours=8&where=onprem";
    let a = advise(&share::decode(q).0.answers);
    assert_eq!(a.situation.location, Location::Cloud);
    assert!(why(&a, Target::KubernetesOnlineEndpoint).contains("not open"));
    let asked = asked::read(q).unwrap();
    assert_eq!(asked.headline, "Nothing can run gpt-5.4 on-premises.");
}
