//! The organisation's requirements over the whole answer space (`network.rs`): a private network
//! and customer-managed keys. Nothing that breaks one is ever ranked (it is in "not suitable",
//! with the reason); every pick says what the requirement takes; the costs name what it adds;
//! the pick's create commands set it when it is asked, and never when it is not.

use aml_compute_advisor::advisor::answers::{Answers, Cmk, ModelUse, Network, Question, Situation};
use aml_compute_advisor::advisor::bill::usage::UsageInput;
use aml_compute_advisor::advisor::bill::{cost, Estimate};
use aml_compute_advisor::advisor::documents::create;
use aml_compute_advisor::advisor::facts::catalog::Target;
use aml_compute_advisor::advisor::link::share::Tool;
use aml_compute_advisor::advisor::models::Llm;
use aml_compute_advisor::advisor::requirements::network;
use aml_compute_advisor::advisor::{advise, link::share, Advice};

fn space() -> Vec<(Situation, Advice)> {
    Situation::all_required(&[10])
        .into_iter()
        .map(|s| (s, advise(&s.to_answers())))
        .collect()
}

fn plan_texts(t: Target, s: &Situation) -> [String; 3] {
    let u = UsageInput::default().resolve(s);
    let p = create::plan_in(t, &u, s);
    [Tool::Cli, Tool::Yaml, Tool::Python].map(|tool| p.text(tool))
}

#[test]
fn the_requirements_are_asked_on_every_path_and_vary_in_the_space() {
    let all = Situation::all_required(&[10]);
    for s in &all {
        assert!(Question::Network.is_asked(s) && Question::Cmk.is_asked(s));
    }
    // Each answer of each, the others at their defaults (requirements are checked one at a
    // time: `Situation::all_required`).
    for n in Network::ALL {
        assert!(all.iter().any(|s| s.network == *n && s.cmk == Cmk::No));
    }
    for k in Cmk::ALL {
        assert!(all
            .iter()
            .any(|s| s.network == Network::Public && s.cmk == *k));
    }
}

#[test]
fn nothing_that_breaks_a_requirement_is_ranked() {
    let mut excluded = 0;
    for (s, a) in space() {
        for e in network::EXCLUSIONS.iter().filter(|e| (e.when)(&s)) {
            for t in e.targets {
                assert!(
                    !a.ranked.iter().any(|o| o.target == *t),
                    "{s:?}: {t:?} ranked"
                );
                let x = a.excluded.iter().find(|x| x.target == *t);
                assert!(x.is_some(), "{s:?}: {t:?} neither ranked nor excluded");
                excluded += 1;
            }
        }
        // Serverless fine-tuning of the Phi-4 family never leads, nor ranks, under CMK.
        if s.cmk == Cmk::Required
            && s.model == ModelUse::Finetune
            && s.stage == aml_compute_advisor::advisor::answers::Stage::Train
            && network::serverless_api_tuning(s.llm)
        {
            assert!(!a
                .ranked
                .iter()
                .any(|o| o.target == Target::ServerlessFinetune));
            let why = &a
                .excluded
                .iter()
                .find(|x| x.target == Target::ServerlessFinetune)
                .unwrap()
                .why
                .text;
            // On-premises, the reason it says first is that the data may not move to Azure.
            assert!(
                why.contains("Customer-managed keys are required")
                    || s.location == aml_compute_advisor::advisor::answers::Location::Onprem,
                "{why}"
            );
        }
        assert!(!a.ranked.is_empty(), "{s:?}");
    }
    assert!(excluded > 0, "no exclusion was ever tried");
}

#[test]
fn fine_tuning_phi_4_with_our_keys_leads_with_a_gpu_job_priced_by_its_hours() {
    let (shared, notices) = share::decode(
        "v=1&stage=train&model=finetune&llm=phi-4&traintokens=10&epochs=3&network=public&cmk=required&hours=12",
    );
    assert!(notices.is_empty(), "{notices:?}");
    let a = advise(&shared.answers);
    let s = a.situation;
    assert!(
        Question::Hours.is_asked(&s),
        "the hours the GPUs train are asked"
    );
    assert_eq!(s.hours, 12);
    let top = a.ranked[0].target;
    assert!(
        matches!(top, Target::ComputeCluster | Target::Serverless),
        "{top:?}"
    );
    assert!(a.ranked[0]
        .reasons
        .iter()
        .any(|r| r.text.contains("Customer-managed keys are required")));
    let x = a
        .excluded
        .iter()
        .find(|x| x.target == Target::ServerlessFinetune)
        .expect("serverless fine-tuning is not suitable");
    assert!(x.why.text.contains("not a supported enterprise scenario"));
    // Priced by the hours asked, as your own training is.
    let u = shared.usage.resolve(&s);
    let c = a.costs(&u);
    let first = &c.options[0];
    assert!(
        matches!(first.monthly, Estimate::Priced { .. }),
        "{first:?}"
    );
    assert!(first
        .assumptions
        .iter()
        .any(|w| w.contains("customer-managed keys are required")));
    // Without the requirement, Azure's serverless fine-tuning leads as before, hours unasked.
    let plain = Answers {
        cmk: Some(Cmk::No),
        ..shared.answers.clone()
    };
    let b = advise(&plain);
    assert_eq!(b.ranked[0].target, Target::ServerlessFinetune);
    assert!(!Question::Hours.is_asked(&b.situation));
    // Then serve it: the fine-tuned weights are yours, on managed compute.
    assert_eq!(
        c.then_serve.map(|o| o.target),
        Some(Target::ManagedOnlineEndpoint)
    );
}

#[test]
fn azure_openai_fine_tuning_keeps_its_route_with_customer_managed_keys() {
    // The Foundry resource's keys cover fine-tuning (Foundry CMK page, 08/24/2026).
    let a = Answers {
        cmk: Some(Cmk::Required),
        ..Situation {
            llm: Llm::Gpt41Mini,
            ..share::decode("v=1&stage=train&model=finetune&llm=gpt-4.1-mini")
                .0
                .answers
                .situation()
        }
        .to_answers()
    };
    let advice = advise(&a);
    assert_eq!(advice.ranked[0].target, Target::ServerlessFinetune);
    assert!(advice.tips.iter().any(|t| t
        .text
        .starts_with("Customer-managed keys: set them on the Foundry resource")));
}

#[test]
fn every_pick_says_what_the_requirements_take_and_only_when_asked() {
    for (s, a) in space() {
        let top = a.ranked[0].target;
        let private = a.tips.iter().any(|t| t.text.starts_with("Private network"));
        let keys = a
            .tips
            .iter()
            .any(|t| t.text.starts_with("Customer-managed keys"));
        assert_eq!(private, s.network == Network::Private, "{s:?} {top:?}");
        if top != Target::Local
            && top != Target::AttachedVm
            && top != Target::AttachedDatabricks
            && top != Target::AttachedSynapse
        {
            assert_eq!(keys, s.cmk == Cmk::Required, "{s:?} {top:?}");
        } else {
            assert!(!keys || s.cmk == Cmk::Required, "{s:?} {top:?}");
        }
    }
}

#[test]
fn the_costs_name_what_the_requirements_add_and_never_price_an_unmetered_one() {
    for (s, a) in space().into_iter().step_by(3) {
        let u = UsageInput::default().resolve(&s);
        let c = a.costs(&u);
        for o in &c.options {
            let words = o.assumptions.join(" ");
            let in_azure = o.target != Target::Local;
            if s.network == Network::Private && in_azure {
                assert!(
                    words.contains("Private Link") && words.contains("not estimated"),
                    "{s:?} {:?}",
                    o.target
                );
            } else {
                assert!(!words.contains("Private Link"), "{s:?} {:?}", o.target);
            }
            if s.cmk == Cmk::Required && in_azure {
                assert!(words.contains("Key Vault"), "{s:?} {:?}", o.target);
            }
            if let Estimate::Priced { items, .. } = &o.monthly {
                assert!(!items.iter().any(|i| i.label.contains("Private Link")
                    || i.label.contains("Firewall")
                    || i.label.contains("Cosmos")));
                if o.target == Target::ComputeInstance && s.network == Network::Private {
                    assert!(!items.iter().any(|i| i.label == "Public IP"), "{s:?}");
                }
            }
        }
    }
}

#[test]
fn a_stopped_instance_bills_its_public_ip_only_on_a_public_network() {
    // East US 2 is where the data prices the public IP.
    let region = aml_compute_advisor::advisor::facts::prices::regions()
        .iter()
        .position(|r| *r == "eastus2")
        .unwrap();
    let s = share::decode("v=1&stage=explore&mode=notebook&data=small&gpu=none&spark=no&existing=none&where=cloud&hours=20")
        .0
        .answers
        .situation();
    let ip = |network| {
        let s = Situation { network, ..s };
        let u = UsageInput {
            region: Some(region),
            ..UsageInput::default()
        }
        .resolve(&s);
        let o = cost::estimate(
            &aml_compute_advisor::advisor::bill::route::Routes::of(&u),
            Target::ComputeInstance,
            &u,
            &s,
        );
        match o.monthly {
            Estimate::Priced { items, .. } => items.iter().any(|i| i.label == "Public IP"),
            _ => panic!("priced"),
        }
    };
    assert!(ip(Network::Public));
    assert!(!ip(Network::Private));
}

#[test]
fn the_picks_create_commands_carry_the_private_settings_only_when_asked() {
    let mut checked = 0;
    for (s, a) in space() {
        let top = a.ranked[0].target;
        let [cli, yaml, py] = plan_texts(top, &s);
        let all = format!("{cli}{yaml}{py}");
        let private = s.network == Network::Private;
        let keys = s.cmk == Cmk::Required;
        match top {
            Target::ComputeInstance | Target::ComputeCluster => {
                assert_eq!(
                    yaml.contains("enable_node_public_ip: false"),
                    private,
                    "{s:?}"
                );
                assert_eq!(py.contains("enable_node_public_ip=False"), private, "{s:?}");
                if top == Target::ComputeCluster {
                    assert_eq!(cli.contains("--enable-node-public-ip false"), private);
                }
            }
            Target::ManagedOnlineEndpoint => {
                assert_eq!(
                    yaml.contains("public_network_access: disabled"),
                    private,
                    "{s:?}"
                );
                assert_eq!(
                    py.contains("public_network_access=\"disabled\""),
                    private,
                    "{s:?}"
                );
            }
            // A Foundry resource's public access, or on a hub-based project's route its hub's.
            t if t.is_foundry() => {
                assert_eq!(
                    cli.contains("publicNetworkAccess=Disabled")
                        || cli.contains(
                            "-n '<hub>' -g '<resource-group>' --set public_network_access=Disabled"
                        ),
                    private,
                    "{s:?}"
                );
            }
            _ => {}
        }
        let workspace =
            !top.is_foundry() && !matches!(top, Target::Local | Target::AttachedDatabricks);
        if workspace {
            // Kubernetes and attached VMs aren't supported in a managed network: they stay in
            // your own virtual network, and the workspace gets no managed network for them.
            let managed = private
                && !matches!(
                    top,
                    Target::Kubernetes | Target::KubernetesOnlineEndpoint | Target::AttachedVm
                );
            // The workspace's managed network, or a new workspace with the key (and network).
            assert_eq!(
                cli.contains("--managed-network allow_internet_outbound"),
                managed && !keys,
                "{s:?} {top:?}"
            );
            // Its private endpoint and DNS zones, then public access off, last: the commands
            // before it still reach the workspace over its public endpoint.
            assert_eq!(
                cli.contains("--group-id amlworkspace"),
                private,
                "{s:?} {top:?}"
            );
            assert_eq!(
                cli.contains("privatelink.api.azureml.ms")
                    && cli.contains("privatelink.notebooks.azure.net"),
                private,
                "{s:?} {top:?}"
            );
            assert_eq!(
                cli.trim_end()
                    .ends_with("--set public_network_access=Disabled"),
                private,
                "{s:?} {top:?}"
            );
            assert_eq!(
                py.contains("ws.public_network_access = \"Disabled\""),
                private,
                "{s:?} {top:?}"
            );
            if private {
                let endpoint = cli.find("--group-id amlworkspace").unwrap();
                let off = cli.find("--set public_network_access=Disabled").unwrap();
                assert!(endpoint < off, "{s:?} {top:?}");
            }
            // The key vault's id is one YAML scalar, not pieces quoted inside it.
            assert!(!yaml.contains("/\"<"), "{s:?} {top:?}");
            assert_eq!(
                yaml.contains("customer_managed_key:"),
                keys,
                "{s:?} {top:?}"
            );
            assert_eq!(py.contains("CustomerManagedKey("), keys, "{s:?} {top:?}");
            assert_eq!(
                all.contains("isolation_mode: allow_internet_outbound")
                    || all.contains("IsolationMode.ALLOW_INTERNET_OUTBOUND"),
                managed,
                "{s:?} {top:?}"
            );
        }
        if !private {
            for word in [
                "enable_node_public_ip",
                "enable-node-public-ip",
                "public_network_access",
                "publicNetworkAccess",
                "managed-network",
                "managed_network",
                "private-endpoint",
            ] {
                assert!(!all.contains(word), "{s:?} {top:?}: {word}");
            }
        }
        checked += 1;
    }
    assert!(checked > 1000, "{checked}");
}

#[test]
fn older_links_keep_their_advice_and_read_the_defaults() {
    let old = "v=1&stage=deploy&model=catalog&llm=llama-3.3-70b-instruct&requests=2000&intokens=1500&outtokens=300&dayhours=8";
    let (shared, notices) = share::decode(old);
    assert!(notices.is_empty());
    let s = shared.answers.situation();
    assert_eq!((s.network, s.cmk), (Network::Public, Cmk::No));
    let mut a = shared.answers.clone();
    share::assume_older(&mut a);
    assert_eq!((a.network, a.cmk), (Some(Network::Public), Some(Cmk::No)));
    assert_eq!(advise(&a).ranked, advise(&shared.answers).ranked);
    // A link that leaves another question open is not completed for the person.
    let (partial, _) = share::decode("v=1&stage=deploy&model=catalog");
    let mut p = partial.answers.clone();
    share::assume_older(&mut p);
    assert_eq!((p.network, p.cmk), (None, None));
    // The keys round-trip.
    let (private, notices) = share::decode(&format!("{old}&network=private&cmk=required"));
    assert!(notices.is_empty());
    let encoded = share::encode(&private);
    assert!(encoded.contains("network=private") && encoded.contains("cmk=required"));
}
