//! One route per ranked option, over the whole answer space (`bill/route.rs`): a deployment type
//! the model's row offers and the requirement allows, in a region the requirement allows, and a
//! bill and create commands that name what the route says. What is allowed is worked out here
//! from the model table's offer flags and the deployment types' own definitions, not from the
//! functions that decide the route.

use aml_compute_advisor::advisor::answers::Residency;
use aml_compute_advisor::advisor::bill::usage::UsageInput;
use aml_compute_advisor::advisor::bill::Estimate;
use aml_compute_advisor::advisor::documents::create;
use aml_compute_advisor::advisor::facts::catalog;
use aml_compute_advisor::advisor::facts::traffic::DEFAULT_TRAFFIC;
use aml_compute_advisor::advisor::link::share::Tool;
use aml_compute_advisor::advisor::models::deployment::Deployment::{self, *};
use aml_compute_advisor::advisor::models::finetuned;
use aml_compute_advisor::advisor::models::offer::*;
use aml_compute_advisor::advisor::models::Llm;
use aml_compute_advisor::advisor::requirements::residency::{EU_REGIONS, US_REGIONS};
use aml_compute_advisor::advisor::{Situation, Target};

use crate::common::{advised, at_traffics, catalog, BUSY, NIGHTLY};

/// Whether a deployment type processes data only where the requirement allows (the deployment
/// types page: Global anywhere, Data Zone within the zone, Standard and Regional in the region).
fn keeps_data(d: Deployment, r: Residency) -> bool {
    match d {
        GlobalStandard | GlobalBatch | GlobalProvisioned => r == Residency::Any,
        DataZoneStandard | DataZoneBatch | DataZoneProvisioned => r != Residency::Region,
        Standard | RegionalProvisioned => true,
    }
}

/// Whether the model's row offers the type, in the zone the requirement names (either zone
/// where none is named).
fn offered(l: Llm, d: Deployment, r: Residency) -> bool {
    let m = l.model();
    let (zone, zone_batch) = match r {
        Residency::Eu => (DZ_EU, DZ_BATCH_EU),
        Residency::Us => (DZ_US, DZ_BATCH_US),
        _ => (DZ_EU | DZ_US, DZ_BATCH_EU | DZ_BATCH_US),
    };
    m.offers(match d {
        GlobalStandard => GS,
        DataZoneStandard => zone,
        Standard => REGIONAL,
        GlobalBatch => GLOBAL_BATCH,
        DataZoneBatch => zone_batch,
        GlobalProvisioned => PTU_GLOBAL,
        DataZoneProvisioned => PTU_DZ,
        RegionalProvisioned => PTU_REGIONAL,
    })
}

fn in_zone(region: &str, r: Residency) -> bool {
    match r {
        Residency::Eu => EU_REGIONS.contains(&region),
        Residency::Us => US_REGIONS.contains(&region),
        _ => true,
    }
}

#[test]
fn every_ranked_option_has_one_route_its_bill_and_commands_follow() {
    // The answer space, and each catalog situation of it with every model of the table (each
    // settled again, as a link naming that model would be).
    let all = Situation::all_required(&[0, 20, 168]);
    let mut situations = all.clone();
    let mut seen = std::collections::HashSet::new();
    for s in Situation::all_required(&[20]).iter().filter(|s| catalog(s)) {
        for l in Llm::ALL {
            let mut a = s.to_answers();
            a.llm = Some(*l);
            let settled = a.situation();
            if settled.llm == *l && seen.insert(format!("{settled:?}")) {
                situations.push(settled);
            }
        }
    }
    let space = advised(at_traffics(situations, &[DEFAULT_TRAFFIC, BUSY, NIGHTLY]));
    let (mut options, mut typed, mut sized, mut trained, mut per_person) = (0, 0, 0, 0, 0);
    let (mut k8s_gpu, mut spark, mut regions) = (0, 0, 0);
    for (s, a) in &space {
        let u = UsageInput::default().resolve(s);
        let costs = a.costs(&u);
        // What the page and the exports create: the report's own routes.
        let input = create::Input::of(&costs, s);
        for o in &a.ranked {
            let r = costs.routes.get(o.target);
            let case = format!("{:?} for {s:?}", o.target);
            options += 1;
            assert!(in_zone(r.region, s.residency), "{case}: {}", r.region);
            let cost = costs
                .options
                .iter()
                .find(|c| c.target == o.target)
                .expect("every ranked option is priced or says why not");
            let items = match &cost.monthly {
                Estimate::Priced { items, .. } => items.clone(),
                Estimate::NotEstimated { .. } => Vec::new(),
            };
            let bill = items
                .iter()
                .map(|i| format!("{} {}", i.label, i.working))
                .chain(cost.assumptions.iter().cloned())
                .collect::<Vec<_>>()
                .join("\n");
            let names = create::Names::for_target(o.target);
            let cli = create::plan(o.target, &input, &names).text(Tool::Cli);
            if let Some(d) = r.deployment {
                typed += 1;
                let l = u.llm.expect("a deployment of a catalog model");
                assert!(keeps_data(d, s.residency), "{case}: {d:?}");
                if u.finetuned {
                    assert!(finetuned::offers(l, d), "{case}: {d:?}");
                } else {
                    assert!(offered(l, d, s.residency), "{case}: {d:?}");
                }
                assert!(
                    cli.contains(&format!("--sku-name {}", d.sku())),
                    "{case}: {d:?}\n{cli}"
                );
                if cost.monthly.total().is_some() {
                    assert!(bill.contains(d.label()), "{case}: {d:?}\n{bill}");
                }
                assert!(
                    cli.contains(&format!("--location {}", r.region)),
                    "{case}\n{cli}"
                );
            }
            if let Some(p) = r.ptu.as_ref().map(|p| p.ptus) {
                assert!(
                    cli.contains(&format!("--sku-capacity {p}")),
                    "{case}\n{cli}"
                );
            }
            if let Some(t) = r.training {
                trained += 1;
                assert!(
                    cli.contains(&format!("\"trainingType\": \"{t}\"")),
                    "{case}\n{cli}"
                );
            }
            // A team of four: each person has their own instance, and the commands make four.
            if o.target == Target::ComputeInstance {
                let team = UsageInput {
                    people: Some(4),
                    ..Default::default()
                }
                .resolve(s);
                let costs = a.costs(&team);
                let r = costs.routes.get(o.target);
                assert!(r.per_person && r.people == 4, "{case}");
                let plan = create::plan(o.target, &create::Input::of(&costs, s), &names);
                let cli = plan.text(Tool::Cli);
                assert!(cli.contains("for n in $(seq 1 4)"), "{case}\n{cli}");
                // Each created for its person, not for whoever runs the script.
                assert!(cli.contains("--user-object-id"), "{case}\n{cli}");
                let python = plan.text(Tool::Python);
                assert!(python.contains("create_on_behalf_of="), "{case}\n{python}");
                per_person += 1;
            } else {
                assert!(!r.per_person, "{case}");
            }
            // GPU work on your own Kubernetes cluster asks for the GPUs priced: without an
            // instance type a job gets 0 GPUs.
            if o.target == Target::Kubernetes && r.gpus > 0 && u.llm.is_none() {
                assert!(
                    cli.contains(&format!(
                        "instance_type: {}\n",
                        create::InstanceType::of(u.vm.vcpus, u.vm.memory_gib_tenths, r.gpus).name
                    )) && cli.contains(&format!("nvidia.com/gpu: {}", r.gpus)),
                    "{case}\n{cli}"
                );
                k8s_gpu += 1;
            }
            // What runs on your Kubernetes cluster attaches it first.
            if matches!(
                o.target,
                Target::Kubernetes | Target::KubernetesOnlineEndpoint
            ) {
                assert!(
                    cli.contains("az ml compute attach --type Kubernetes --name"),
                    "{case}\n{cli}"
                );
            }
            // Serverless Spark runs on the Spark size and runtime of the route.
            if o.target == Target::ServerlessSpark {
                let (vm, runtime) = (r.vm.expect("a Spark size"), r.runtime.expect("a runtime"));
                assert!(catalog::SPARK_SIZES.contains(&vm), "{case}: {vm}");
                let yaml = create::plan(o.target, &input, &names).text(Tool::Yaml);
                assert!(
                    yaml.contains(&format!("instance_type: {vm}\n"))
                        && yaml.contains(&format!("runtime_version: \"{runtime}\"\n")),
                    "{case}\n{yaml}"
                );
                spark += 1;
            } else {
                assert!(r.runtime.is_none(), "{case}");
            }
            // Compute of Azure ML is created in the workspace's region: the commands say which
            // region it was priced for.
            if r.vm.is_some() && cost.monthly.total().is_some() {
                assert!(cli.contains(r.region), "{case}: {}\n{cli}", r.region);
                regions += 1;
            }
            if let Some(vm) = r.vm.filter(|_| {
                matches!(
                    o.target,
                    Target::ComputeInstance
                        | Target::ComputeCluster
                        | Target::BatchEndpoint
                        | Target::ManagedOnlineEndpoint
                )
            }) {
                sized += 1;
                assert!(cli.contains(vm), "{case}: {vm}\n{cli}");
                if cost.monthly.total().is_some() {
                    assert!(bill.contains(vm), "{case}: {vm}\n{bill}");
                }
            }
        }
    }
    eprintln!("{options} ranked options: {typed} deployments, {trained} fine-tuning jobs, {sized} sized computes, {per_person} compute instances for a team, {spark} Spark jobs, {regions} priced computes naming their region");
    assert!(options > 100_000 && typed > 5_000 && trained > 2_000 && sized > 40_000);
    assert!(
        per_person > 1_000 && k8s_gpu > 100 && spark > 100 && regions > 40_000,
        "{k8s_gpu} GPU jobs on Kubernetes, {spark} Spark jobs, {regions} computes with a region"
    );
}

/// The route is decided in one place: outside `bill/route.rs` (and the requirement and model
/// files that define the rules it calls), no code of the advisor or the page works out a
/// deployment type, a region for a fine-tuned model, a training type or PTUs for an option; each
/// reads the cost report's routes. Unit tests may build a route of their own.
#[test]
fn only_the_route_decides_a_route() {
    // The functions `Route::of` calls, each the one rule for a part of the route.
    const DECIDERS: [&str; 9] = [
        "Route::of(",
        "standard_for(",
        "provisioned_for(",
        "batch_type(",
        "finetuned_region(",
        "training_type(",
        "training_kind(",
        "residency::ptu(",
        "ptu_for(",
    ];
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    crate::common::rust_files(&root, &mut files);
    let mut found = Vec::new();
    let mut read = 0;
    for f in &files {
        let name = f
            .strip_prefix(&root)
            .unwrap_or(f)
            .to_string_lossy()
            .replace('\\', "/");
        // Where each rule is defined, and the route that calls them; and the ranking, which
        // sizes PTUs for the situation to weigh whether they pay before any usage or route is
        // resolved (the route then sizes the option ranked).
        if [
            "advisor/bill/route.rs",
            "advisor/requirements/residency.rs",
            "advisor/models/finetuned.rs",
            "advisor/ranking/rules.rs",
        ]
        .contains(&name.as_str())
        {
            continue;
        }
        let text = std::fs::read_to_string(f).unwrap_or_default();
        let code = text.split("#[cfg(test)]").next().unwrap_or_default();
        read += 1;
        for (i, line) in code.lines().enumerate() {
            let line = line.split("//").next().unwrap_or_default();
            for d in DECIDERS {
                if line.contains(d) && !line.contains(&format!("fn {d}")) {
                    found.push(format!("{name}:{}: {}", i + 1, line.trim()));
                }
            }
        }
    }
    assert!(read > 50, "{read} files read");
    assert!(
        found.is_empty(),
        "a route worked out outside bill/route.rs:\n{}",
        found.join("\n")
    );
}

/// The cheapest route each requirement allows leads. Over every catalog situation with at most
/// one requirement (where data may be processed, the network, customer-managed keys), at three
/// traffics: no ranked option is priced below the one that leads, and each per-token or
/// provisioned deployment is the type of its kind that keeps the data where it must stay at the
/// lowest price the data knows. Two gaps are the answer's own, and said in it: managed compute
/// priced at the three instances of the high-availability minimum where no measured rate sizes
/// it for the volume (so its figure is not the cost of carrying that traffic), and a compute
/// cluster beside serverless compute for production training on the same size, which the seed
/// leads with and whose few cents more are its scale-down minutes and load balancer.
#[test]
fn the_cheapest_route_each_requirement_allows_leads() {
    use aml_compute_advisor::advisor::answers::Stage;
    use aml_compute_advisor::advisor::requirements::residency;
    let all = Situation::all_required(&[10, 168])
        .into_iter()
        .filter(catalog)
        .collect();
    let space = advised(at_traffics(all, &[DEFAULT_TRAFFIC, BUSY, NIGHTLY]));
    let (mut compared, mut required, mut types) = (0, 0, 0);
    for (s, a) in &space {
        let u = UsageInput::default().resolve(s);
        let costs = a.costs(&u);
        let month = |t: Target| crate::common::monthly(&costs, t);
        let lead = a.ranked[0].target;
        if let Some(first) = month(lead) {
            for o in &a.ranked[1..] {
                let Some(other) = month(o.target) else {
                    continue;
                };
                compared += 1;
                let unsized_minimum = o.target == Target::ManagedOnlineEndpoint && u.tps == 0;
                let same_job = lead == Target::ComputeCluster
                    && o.target == Target::Serverless
                    && s.stage == Stage::Train
                    && costs.routes.get(lead).vm == costs.routes.get(o.target).vm;
                assert!(
                    other >= first || unsized_minimum || same_job,
                    "{:?} at {other} below the lead {lead:?} at {first} for {s:?}",
                    o.target
                );
            }
            if s.residency != Residency::Any {
                required += 1;
            }
        }
        // Each deployment of the model as it is: no other type of its kind that the model offers
        // and that keeps the data there has a lower known price a token.
        if u.finetuned {
            continue;
        }
        let Some(l) = u.llm else { continue };
        for o in &a.ranked {
            let Some(d) = costs.routes.get(o.target).deployment else {
                continue;
            };
            let per_token = [GlobalStandard, DataZoneStandard, Standard];
            if !per_token.contains(&d) {
                continue;
            }
            types += 1;
            let micro = |d: Deployment| {
                let p = residency::price(l, d, s.residency);
                p.known().then(|| {
                    u64::from(p.input) * u.tokens_in_k + u64::from(p.output) * u.tokens_out_k
                })
            };
            for other in per_token {
                if other == d || !offered(l, other, s.residency) || !keeps_data(other, s.residency)
                {
                    continue;
                }
                if let (Some(cheaper), Some(chosen)) = (micro(other), micro(d)) {
                    assert!(
                        cheaper >= chosen,
                        "{other:?} is cheaper than {d:?} for {:?} in {s:?}",
                        o.target
                    );
                }
            }
        }
    }
    eprintln!("{compared} options compared with their lead ({required} answers under a requirement), {types} per-token types");
    assert!(compared > 3_000 && required > 1_000 && types > 1_000);
}

/// One rule for who uses what, for every option of a team's answer: the hours a week are each
/// person's. A compute instance is each person's own (its bill the people times one person's);
/// a cluster's or serverless jobs are each person's jobs (their node-hours the people times
/// one person's); an always-on Kubernetes cluster has as many nodes as carry all of those
/// node-hours around the clock. Every priced option of a team's answer says which it is.
#[test]
fn every_option_of_a_team_prices_its_people_by_one_rule() {
    use aml_compute_advisor::advisor::bill::ItemKind;
    let all = Situation::all_required(&[8, 20, 40, 168]);
    let (mut checked, mut stepped) = (0, 0);
    for (s, a) in advised(
        all.into_iter()
            .filter(|s| s.stage != aml_compute_advisor::advisor::answers::Stage::Deploy)
            .collect(),
    ) {
        for people in [4u16, 12] {
            let one = a.costs(&UsageInput::default().resolve(&s));
            let team_usage = UsageInput {
                people: Some(people),
                ..Default::default()
            }
            .resolve(&s);
            let team = a.costs(&team_usage);
            for o in &a.ranked {
                let case = format!("{:?}, {people} people, {s:?}", o.target);
                let find = |c: &aml_compute_advisor::advisor::bill::cost::CostReport| {
                    c.options.iter().find(|c| c.target == o.target).cloned()
                };
                let (Some(c1), Some(cn)) = (find(&one), find(&team)) else {
                    continue;
                };
                let (Estimate::Priced { items: i1, .. }, Estimate::Priced { items: i_team, .. }) =
                    (&c1.monthly, &cn.monthly)
                else {
                    continue;
                };
                checked += 1;
                assert!(
                    cn.assumptions
                        .iter()
                        .any(|w| w.contains(&format!("{people} people"))
                            || w.contains(&format!("{people} compute instances"))),
                    "{case}: {:?}",
                    cn.assumptions
                );
                let cents = |v: &[aml_compute_advisor::advisor::bill::LineItem], k: ItemKind| {
                    v.iter()
                        .filter(|i| i.kind == k)
                        .map(|i| i.amount.0)
                        .sum::<i64>()
                };
                let n = i64::from(people);
                match o.target {
                    Target::ComputeInstance => {
                        let (t1, tn) = (
                            c1.monthly.total().expect("priced").0,
                            cn.monthly.total().expect("priced").0,
                        );
                        assert_eq!(tn, t1 * n, "{case}");
                    }
                    Target::ComputeCluster | Target::Serverless => {
                        let (b1, bn) = (
                            cents(&i1[..], ItemKind::Busy),
                            cents(&i_team[..], ItemKind::Busy),
                        );
                        assert!((bn - b1 * n).abs() <= n, "{case}: {b1} × {n} ≠ {bn}");
                    }
                    Target::Kubernetes => {
                        let r = team.routes.get(o.target);
                        let node_hours =
                            team_usage.hours * f64::from(people) * f64::from(team_usage.nodes);
                        let carried = (node_hours / 168.0 - 1e-9).ceil() as u16;
                        assert_eq!(r.nodes, team_usage.nodes.max(carried), "{case}");
                        assert!(f64::from(r.nodes) * 168.0 >= node_hours, "{case}");
                        let (a1, an) = (
                            cents(&i1[..], ItemKind::AlwaysOn),
                            cents(&i_team[..], ItemKind::AlwaysOn),
                        );
                        let per_node = a1 / i64::from(one.routes.get(o.target).nodes);
                        assert!(
                            (an - per_node * i64::from(r.nodes)).abs() <= i64::from(r.nodes),
                            "{case}: {an} for {} nodes at {per_node}",
                            r.nodes
                        );
                        let input = create::Input::of(&team, &s);
                        let cli =
                            create::plan(o.target, &input, &create::Names::for_target(o.target))
                                .text(Tool::Cli);
                        assert!(
                            cli.contains(&format!("{} always on", r.nodes)),
                            "{case}\n{cli}"
                        );
                        stepped += usize::from(r.nodes > team_usage.nodes);
                    }
                    _ => {}
                }
            }
        }
    }
    eprintln!(
        "{checked} priced options of a team, {stepped} Kubernetes clusters grown to carry the team"
    );
    assert!(checked > 1_000 && stepped > 10, "{checked} {stepped}");
}

/// A large team's always-on Kubernetes cluster steps up a node at every few minutes of each
/// person's week: its cost curve stays a size a chart draws (at most 100 points), and is exact at
/// the hours given, as the bill is.
#[test]
fn a_large_team_keeps_the_kubernetes_curve_small_and_exact_at_its_hours() {
    for (people, nodes, hours) in [(500u16, 100u16, 40u8), (12, 4, 30), (3, 1, 100)] {
        let s = aml_compute_advisor::advisor::answers::Answers {
            stage: Some(aml_compute_advisor::advisor::answers::Stage::Train),
            mode: Some(aml_compute_advisor::advisor::answers::Mode::Script),
            hours: Some(hours),
            ..Default::default()
        }
        .situation();
        let u = UsageInput {
            people: Some(people),
            nodes: Some(nodes),
            ..Default::default()
        }
        .resolve(&s);
        let a = aml_compute_advisor::advisor::advise(&s.to_answers());
        let costs = a.costs(&u);
        let k = costs
            .options
            .iter()
            .find(|o| o.target == Target::Kubernetes)
            .expect("Kubernetes is priced beside the cluster");
        assert!(
            k.curve.len() <= 100,
            "{people} × {nodes}: {} points",
            k.curve.len()
        );
        let total = k.monthly.total().expect("priced").0 as f64 / 100.0;
        // The curve read at the hours given, as a chart reads it: between its two points.
        let c = &k.curve;
        let i = c
            .iter()
            .rposition(|(h, _)| *h <= u.hours)
            .expect("the curve starts at 0 h");
        let at = match c.get(i + 1) {
            Some((h1, y1)) if *h1 > c[i].0 => {
                c[i].1 + (y1 - c[i].1) * (u.hours - c[i].0) / (h1 - c[i].0)
            }
            _ => c[i].1,
        };
        assert!(
            (at - total).abs() < 0.01,
            "{people} × {nodes}: {at} ≠ {total}"
        );
    }
}
