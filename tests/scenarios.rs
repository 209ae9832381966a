//! The decisions the source documents make (shared/reference section 3), one named scenario each.
//! `check(query, top, alternatives)`: the top pick, and targets that must appear among the rest.
#![cfg(not(target_arch = "wasm32"))]

use aml_compute_advisor::advisor::{advise, share, Advice};

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
    check(
        "stage=train&mode=notebook&data=large",
        "compute-cluster",
        &["serverless", "compute-instance"],
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
    // Seed 004: pipeline jobs on compute clusters or serverless; batch endpoints.
    check(
        "stage=deploy&serve=batch",
        "batch-endpoint",
        &["compute-cluster", "serverless"],
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
    check(
        "stage=train&mode=script&existing=databricks",
        "attached-databricks",
        &["compute-cluster"],
    );
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
        "stage=train&mode=notebook&gpu=multi&data=medium",
        "compute-cluster",
        &["compute-instance"],
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
    assert!(spot
        .tips
        .iter()
        .any(|t| t.text.contains("low-priority VMs")));
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
