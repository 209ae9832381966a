//! The decisions the source documents make (shared/reference section 3), one named scenario each.
//! `check(query, top, alternatives)`: the top pick, and targets that must appear among the rest.

use aml_compute_advisor::advisor::{advise, link::share, Advice};

fn advice(query: &str) -> Advice {
    let (shared, notices) = share::decode(query);
    assert!(notices.is_empty(), "{query}: {notices:?}");
    advise(&shared.answers)
}

fn check(query: &str, top: &str, alternatives: &[&str]) {
    let a = advice(query);
    let slugs: Vec<&str> = a.ranked.iter().map(|o| o.target.slug()).collect();
    assert_eq!(
        slugs.first().copied(),
        Some(top),
        "{query}: ranked {slugs:?}"
    );
    for alt in alternatives {
        assert!(
            slugs[1..].contains(alt),
            "{query}: {alt} missing from alternatives {slugs:?}"
        );
    }
}

#[test]
fn experimenting_in_notebooks_on_small_data_uses_a_compute_instance_or_local() {
    // Seeds 000 and 004: a notebook benefits from continuously running compute; local devices too.
    check(
        "stage=explore&mode=notebook&data=small",
        "compute-instance",
        &["local"],
    );
    check(
        "stage=explore&mode=notebook&data=medium",
        "compute-instance",
        &["local"],
    );
}

#[test]
fn experimenting_with_scripts_on_a_small_sample_starts_locally() {
    // Seed 003: develop and experiment on a small amount of data in your local environment.
    check(
        "stage=explore&mode=script&data=small",
        "local",
        &["compute-instance", "compute-cluster"],
    );
}

#[test]
fn spark_code_in_notebooks_uses_serverless_spark() {
    // Seed 004: Spark serverless compute to run Spark code in notebooks.
    check(
        "stage=explore&mode=notebook&spark=yes",
        "serverless-spark",
        &["compute-instance"],
    );
    check("stage=train&mode=script&spark=yes", "serverless-spark", &[]);
}

#[test]
fn production_training_with_scripts_on_large_data_uses_a_cluster_or_serverless() {
    // Seeds 000 and 004: a compute cluster, or serverless compute if you don't want to manage one.
    check(
        "stage=train&mode=script&data=large",
        "compute-cluster",
        &["serverless"],
    );
    check(
        "stage=train&mode=script&data=small",
        "compute-cluster",
        &["serverless"],
    );
    // Notebooks run on a notebook host; the cluster runs the heavy steps as jobs.
    check(
        "stage=train&mode=notebook&data=large",
        "compute-instance",
        &["compute-cluster", "serverless"],
    );
}

#[test]
fn many_models_in_parallel_use_a_cluster() {
    // Seed 000: a cluster's nodes each perform a separate task in parallel (or serverless).
    for data in ["small", "medium", "large"] {
        check(
            &format!("stage=sweep&data={data}"),
            "compute-cluster",
            &["serverless"],
        );
    }
    check(
        "stage=sweep&gpu=multi&preempt=ok",
        "compute-cluster",
        &["serverless"],
    );
}

#[test]
fn batch_predictions_run_on_demand() {
    // Seed 004: pipeline jobs on compute clusters or serverless; batch endpoints. A batch
    // endpoint runs on a compute cluster, so the two are one option, not rivals.
    check(
        "stage=deploy&serve=batch",
        "batch-endpoint",
        &["serverless"],
    );
    let a = advice("stage=deploy&serve=batch");
    assert!(a
        .excluded
        .iter()
        .any(|e| e.target.slug() == "compute-cluster" && e.why.text.contains("batch endpoint")));
    // With nothing to manage, a pipeline job on serverless compute leads.
    check(
        "stage=deploy&serve=batch&manage=none",
        "serverless",
        &["batch-endpoint"],
    );
}

#[test]
fn real_time_predictions_use_a_managed_online_endpoint_or_kubernetes() {
    // Seed 004: a managed online endpoint, or attached Kubernetes clusters.
    check(
        "stage=deploy&serve=realtime",
        "managed-online-endpoint",
        &["kubernetes-online-endpoint"],
    );
}

#[test]
fn on_premises_work_runs_on_arc_kubernetes() {
    // Seeds 000 and 004: an Arc Kubernetes cluster for on-premises workloads.
    check(
        "stage=train&mode=script&data=large&where=onprem",
        "kubernetes",
        &[],
    );
    check(
        "stage=deploy&serve=realtime&where=onprem",
        "kubernetes-online-endpoint",
        &[],
    );
    check("stage=deploy&serve=batch&where=onprem", "kubernetes", &[]);
}

#[test]
fn compute_you_already_run_is_attached() {
    // Seeds 000 to 004: already running a VM or a Databricks cluster: attach it.
    check(
        "stage=train&mode=script&existing=vm",
        "attached-vm",
        &["compute-cluster"],
    );
    // Databricks only for Spark work by a team that runs it, and below serverless Spark: Azure
    // ML reaches it only from SDK v1, whose support ended on 30 June 2026.
    check(
        "stage=train&mode=script&existing=databricks&spark=yes",
        "serverless-spark",
        &["attached-databricks"],
    );
    let a = advice("stage=train&mode=script&existing=databricks&spark=yes");
    assert!(a
        .ranked
        .iter()
        .find(|o| o.target.slug() == "attached-databricks")
        .is_some_and(|o| o.caveats.iter().any(|c| c.text.contains("SDK v1"))));
    check(
        "stage=explore&mode=script&spark=yes&existing=synapse",
        "attached-synapse",
        &["serverless-spark"],
    );
    check(
        "stage=train&mode=script&existing=kubernetes",
        "kubernetes",
        &["compute-cluster"],
    );
}

#[test]
fn gpu_work_gets_the_gpu_tip_and_multi_gpu_goes_to_a_cluster() {
    // Seeds 001 and 002: GPU to train deep learning, cheaper CPU to test and register.
    let a = advice("stage=explore&mode=notebook&gpu=multi&data=large");
    assert!(a
        .tips
        .iter()
        .any(|t| t.text.starts_with("Train deep learning models on GPU")));
    check(
        "stage=train&mode=script&gpu=multi&data=medium",
        "compute-cluster",
        &["serverless", "compute-instance"],
    );
    // A notebook with several GPUs runs on one multi-GPU compute instance.
    check(
        "stage=train&mode=notebook&gpu=multi&data=medium",
        "compute-instance",
        &["compute-cluster"],
    );
}

/// The situations the domain review found misleading, each pinned to what an expert would sign.
#[test]
fn domain_review_situations() {
    // Databricks never tops work that is not Spark, even GPU work.
    check(
        "stage=train&mode=script&existing=databricks",
        "compute-cluster",
        &["serverless"],
    );
    check(
        "stage=train&mode=script&existing=databricks&gpu=single",
        "compute-cluster",
        &["serverless"],
    );
    // GPUs and Spark in a notebook: no CPU-only Spark target, the GPU notebook host leads.
    let a = advice("stage=explore&mode=notebook&gpu=single&spark=yes");
    assert_eq!(a.ranked[0].target.slug(), "compute-instance");
    assert!(a
        .excluded
        .iter()
        .any(|e| e.target.slug() == "serverless-spark" && e.why.text.contains("GPU")));
    // Notebooks on large data, or with a VM already running: a notebook host leads.
    check(
        "stage=explore&mode=notebook&data=large",
        "compute-instance",
        &[],
    );
    check(
        "stage=explore&mode=notebook&existing=vm",
        "local",
        &["compute-instance", "attached-vm"],
    );
    // Someone who runs a job now and then and would rather manage nothing: serverless.
    check(
        "stage=train&mode=script&manage=none&hours=1",
        "serverless",
        &["compute-cluster"],
    );
    // A team with its own AKS uses it whatever the data size.
    for data in ["small", "large"] {
        check(
            &format!("stage=train&mode=script&existing=kubernetes&data={data}"),
            "kubernetes",
            &["compute-cluster"],
        );
    }
    // A single VM is one machine: large data goes to a cluster.
    check(
        "stage=train&mode=script&existing=vm&data=large",
        "compute-cluster",
        &["attached-vm"],
    );
    // Real-time serving of a GPU model is priced on a GPU size, with the autoscale tip.
    let (shared, _) = share::decode("stage=deploy&serve=realtime&gpu=single");
    let a = advise(&shared.answers);
    assert_eq!(
        shared.usage.resolve(&a.situation).vm.name,
        "Standard_NC4as_T4_v3"
    );
    assert!(a.tips.iter().any(|t| t.text.starts_with("Autoscale")));
    assert!(a.tips.iter().any(|t| t.text.contains("foundation model")));
    // No tip about interruptions where that question was never asked.
    let a = advice("stage=explore&mode=script");
    assert!(
        !a.tips.iter().any(|t| t.text.contains("dedicated")),
        "{:?}",
        a.tips
    );
}

#[test]
fn idle_cost_tips_come_with_the_pick() {
    // Seed 003: minimum nodes 0 for clusters; idle shutdown for compute instances.
    let cluster = advice("stage=train&mode=script");
    assert!(cluster
        .tips
        .iter()
        .any(|t| t.text.contains("minimum nodes to 0")));
    assert!(cluster.tips.iter().any(|t| t.text.contains("120 seconds")));
    let instance = advice("stage=explore&mode=notebook");
    assert!(instance
        .tips
        .iter()
        .any(|t| t.text.contains("15 minutes to 3 days")));
    let online = advice("stage=deploy&serve=realtime");
    assert!(online
        .tips
        .iter()
        .any(|t| t.text.contains("at least 3 instances")));
    assert!(online
        .tips
        .iter()
        .any(|t| t.text.contains("20% extra quota")));
    let spot = advice("stage=train&mode=script&preempt=ok");
    assert!(spot.tips.iter().any(|t| t.text.contains("Use Spot nodes")));
}

#[test]
fn what_would_change_this_names_real_alternatives() {
    let a = advice("stage=train&mode=script&data=large");
    let to_onprem = a
        .changes
        .iter()
        .find(|c| c.key == "where")
        .expect("where changes the pick");
    assert_eq!(to_onprem.top.slug(), "kubernetes");
    let to_deploy = a
        .changes
        .iter()
        .find(|c| c.key == "stage" && c.value == "deploy")
        .expect("deploying changes it");
    assert_eq!(to_deploy.top.slug(), "managed-online-endpoint");
    // A change listed must really change the pick, and the current answer is never listed.
    for c in &a.changes {
        assert_ne!(Some(c.top), a.top().map(|o| o.target), "{c:?}");
    }
}

#[test]
fn deploying_names_the_legacy_targets_only_to_steer_away() {
    let a = advice("stage=deploy&serve=realtime");
    assert_eq!(a.legacy.len(), 2);
    assert!(advice("stage=train").legacy.is_empty());
}

/// Partial answers: what the answer left open means for the stage given.
#[test]
fn partial_answers_take_the_defaults_of_their_stage() {
    // Training for production means scripts submitted as jobs (seed 004), not a notebook host.
    check("stage=train", "compute-cluster", &["serverless"]);
    // "What would change this" weighs each change with the new stage's defaults: from an
    // experiment, training for production leads to a cluster, not to the experiment's notebook.
    let a = advice("stage=explore");
    assert!(
        a.changes
            .iter()
            .any(|c| c.key == "stage" && c.value == "train" && c.top.slug() == "compute-cluster"),
        "{:?}",
        a.changes
    );
}
