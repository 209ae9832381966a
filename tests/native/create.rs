//! The create snippets (src/advisor/create.rs) for every target over a spread of usage profiles:
//! the YAML parses and uses only fields shared/reference/azure-ml-create.md lists for its type,
//! with the usage's values; the Python parses (python3's `ast`); the shell passes `bash -n`; the
//! names follow the rules. Golden files pin a handful of situations, reviewed by hand against the
//! reference; `UPDATE_GOLDEN=1 cargo test --test create` rewrites them.

use aml_compute_advisor::advisor::bill::usage::{Priority, Usage};
use aml_compute_advisor::advisor::documents::create::{self, Input, NameField, Names, Plan};
use aml_compute_advisor::advisor::facts::catalog;
use aml_compute_advisor::advisor::link::share::Tool;
use aml_compute_advisor::advisor::{self, link::share, Target};
use serde_yaml::Value;
use std::io::Write;
use std::process::{Command, Stdio};

const PROFILES: [&str; 10] = [
    "stage=train&data=large&mode=script&gpu=single&priority=lowpriority",
    "stage=train&data=large&mode=script&gpu=single&nodes=4&priority=lowpriority&vm=Standard_NC4as_T4_v3",
    "stage=explore&idle=15",
    "stage=explore&idle=0&region=westus2",
    "stage=explore&idle=4320&vm=Standard_E8s_v3",
    "stage=sweep&nodes=8&minnodes=2&priority=dedicated&region=westus3",
    "stage=deploy&serve=realtime&instances=1",
    "stage=deploy&serve=realtime&instances=10&vm=Standard_F4s_v2",
    "stage=deploy&serve=batch&nodes=5&minnodes=1&priority=lowpriority",
    "stage=train&gpu=multi&nodes=100&minnodes=100&vm=Standard_ND96amsr_A100_v4",
];

fn usage(query: &str) -> Usage {
    let (shared, notices) = share::decode(query);
    assert!(notices.is_empty(), "{query}: {notices:?}");
    let advice = advisor::advise(&shared.answers);
    shared.usage.resolve(&advice.situation)
}

/// Foundation-model situations and the options each ranks: serving a catalog model (closed,
/// open, Microsoft's, a partner's, above the default rate limit), fine-tuning one (on a Foundry
/// resource, in a hub, on your own GPUs) and serving a fine-tuned one.
const CATALOG: [(&str, &[Target]); 9] = [
    (
        "stage=deploy&model=catalog&llm=gpt-5.4&requests=2000&intokens=1500&outtokens=300&dayhours=8",
        &[Target::StandardDeployment, Target::ProvisionedThroughput],
    ),
    (
        "stage=deploy&model=catalog&llm=llama-3.3-70b-instruct&requests=1000000&intokens=2000&outtokens=500&dayhours=8&instances=1",
        &[Target::StandardDeployment, Target::ProvisionedThroughput, Target::ManagedOnlineEndpoint],
    ),
    (
        "stage=deploy&model=catalog&llm=phi-4&requests=1000&intokens=500&outtokens=200&dayhours=24",
        &[Target::StandardDeployment, Target::ManagedOnlineEndpoint],
    ),
    (
        "stage=deploy&model=catalog&llm=mistral-small-2503&requests=1000&intokens=500&outtokens=200&dayhours=24",
        &[Target::StandardDeployment],
    ),
    (
        "stage=train&model=finetune&llm=gpt-4.1-mini&traintokens=10&epochs=3&requests=2000&intokens=1500&outtokens=300&dayhours=8",
        &[Target::ServerlessFinetune],
    ),
    (
        "stage=train&model=finetune&llm=phi-4&traintokens=1&epochs=2&hours=10&requests=1000&intokens=500&outtokens=200&dayhours=8",
        &[Target::ServerlessFinetune, Target::Serverless, Target::ComputeCluster],
    ),
    (
        "stage=train&model=finetune&llm=llama-3.3-70b-instruct&traintokens=5&epochs=1&hours=20&requests=1000&intokens=500&outtokens=200&dayhours=8",
        &[Target::ServerlessFinetune, Target::ComputeCluster],
    ),
    (
        "stage=deploy&model=finetune&llm=gpt-4.1&requests=5000&intokens=1000&outtokens=200&dayhours=12",
        &[Target::StandardDeployment, Target::ProvisionedThroughput],
    ),
    (
        "stage=deploy&model=finetune&llm=phi-4&requests=5000&intokens=1000&outtokens=200&dayhours=12",
        &[Target::StandardDeployment],
    ),
];

fn plans() -> Vec<(String, Usage, Plan)> {
    let mut out = Vec::new();
    for q in PROFILES {
        let u = usage(q);
        // A deployment on a Foundry resource is for a catalog model (CATALOG below).
        for t in Target::ALL.into_iter().filter(|t| !t.is_foundry()) {
            out.push((format!("{q} [{}]", t.slug()), u, create::plan_for(t, &u)));
        }
    }
    for (q, targets) in CATALOG {
        let u = usage(q);
        for t in targets {
            out.push((format!("{q} [{}]", t.slug()), u, create::plan_for(*t, &u)));
        }
    }
    out
}

/// Runs `cmd` with `input` on stdin; the error output when it fails.
fn run(cmd: &mut Command, input: &str) -> Result<(), String> {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {cmd:?}: {e}"))?;
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("write");
    let out = child.wait_with_output().expect("wait");
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// Mapping keys as dotted paths ("resources.instance_type"); sequences are leaves.
fn paths(v: &Value, prefix: &str, out: &mut Vec<String>) {
    if let Value::Mapping(m) = v {
        for (k, v) in m {
            let k = k.as_str().expect("string keys");
            let p = if prefix.is_empty() {
                k.to_string()
            } else {
                format!("{prefix}.{k}")
            };
            if matches!(v, Value::Mapping(_)) {
                paths(v, &p, out);
            } else {
                out.push(p);
            }
        }
    }
}

/// The fields the reference lists for each file's type; `x.*` allows anything under `x`.
fn allowed(file: &str, target: Target) -> (&'static [&'static str], Option<&'static str>) {
    match (file, target) {
        ("instance.yml", _) => (
            &[
                "$schema",
                "name",
                "type",
                "description",
                "location",
                "size",
                "tags.*",
                "network_settings.*",
                "create_on_behalf_of.*",
                "ssh_settings.*",
                "ssh_public_access_enabled",
                "schedules.*",
                "identity.*",
                "idle_time_before_shutdown_minutes",
                "custom_applications",
                "setup_scripts.*",
                "enable_node_public_ip",
                "enable_sso",
                "enable_root_access",
                "release_quota_on_stop",
                "enable_os_patching",
            ],
            Some("computeInstance"),
        ),
        ("cluster.yml", _) => (
            &[
                "$schema",
                "name",
                "type",
                "description",
                "location",
                "size",
                "tier",
                "min_instances",
                "max_instances",
                "idle_time_before_scale_down",
                "ssh_public_access_enabled",
                "ssh_settings.*",
                "network_settings.*",
                "identity.*",
                "enable_node_public_ip",
            ],
            Some("amlCompute"),
        ),
        ("k8s-job.yml", Target::Kubernetes) => (
            &[
                "$schema",
                "command",
                "code",
                "environment.*",
                "compute",
                "resources.instance_type",
                "resources.instance_count",
                "distribution.type",
                "distribution.process_count_per_instance",
            ],
            Some("commandJob"),
        ),
        // A job on the cluster the snippets create: its compute, no size or tier of its own.
        ("job.yml", Target::ComputeCluster) => (
            &[
                "$schema",
                "command",
                "code",
                "environment.*",
                "compute",
                "resources.instance_count",
                "resources.shm_size",
                "distribution.type",
                "distribution.process_count_per_instance",
            ],
            Some("commandJob"),
        ),
        ("job.yml", _) => (
            &[
                "$schema",
                "command",
                "code",
                "environment.*",
                "resources.instance_type",
                "resources.instance_count",
                "resources.shm_size",
                "distribution.type",
                "distribution.process_count_per_instance",
                "resources.docker_args",
                "resources.locations",
                "resources.max_instance_count",
                "queue_settings.job_tier",
                "queue_settings.priority",
            ],
            Some("commandJob"),
        ),
        ("spark-job.yml", _) => (
            &[
                "$schema",
                "type",
                "code",
                "entry.file",
                "conf.*",
                "resources.instance_type",
                "resources.runtime_version",
            ],
            Some("sparkJob"),
        ),
        ("kubernetes.yml", _) => (
            &[
                "$schema",
                "type",
                "name",
                "description",
                "resource_id",
                "namespace",
                "identity.type",
                "identity.user_assigned_identities",
                "properties.*",
            ],
            Some("kubernetesCompute"),
        ),
        ("vm.yml", _) => (
            &[
                "$schema",
                "type",
                "name",
                "description",
                "resource_id",
                "ssh_settings.admin_username",
                "ssh_settings.admin_password",
                "ssh_settings.ssh_private_key_file",
                "ssh_settings.ssh_port",
            ],
            Some("vmCompute"),
        ),
        ("synapse.yml", _) => (
            &[
                "name",
                "type",
                "resource_id",
                "identity.type",
                "identity.user_assigned_identities",
            ],
            None,
        ),
        ("endpoint.yml", Target::ManagedOnlineEndpoint) => (
            &[
                "$schema",
                "name",
                "description",
                "tags.*",
                "auth_mode",
                "identity.*",
                "public_network_access",
                "mirror_traffic.*",
            ],
            Some("managedOnlineEndpoint"),
        ),
        ("endpoint.yml", Target::KubernetesOnlineEndpoint) => (
            &[
                "$schema",
                "name",
                "description",
                "tags.*",
                "auth_mode",
                "identity.*",
                "compute",
            ],
            Some("kubernetesOnlineEndpoint"),
        ),
        ("endpoint.yml", Target::BatchEndpoint) => (
            &[
                "$schema",
                "name",
                "description",
                "tags.*",
                "auth_mode",
                "defaults.deployment_name",
            ],
            Some("batchEndpoint"),
        ),
        ("deployment.yml", Target::ManagedOnlineEndpoint) => (
            &[
                "$schema",
                "name",
                "endpoint_name",
                "model.*",
                "code_configuration.code",
                "code_configuration.scoring_script",
                "environment.*",
                "instance_type",
                "instance_count",
                "scale_settings.type",
                "request_settings.*",
                "liveness_probe.*",
                "readiness_probe.*",
                "app_insights_enabled",
                "egress_public_network_access",
                "data_collector.*",
            ],
            Some("managedOnlineDeployment"),
        ),
        ("deployment.yml", Target::KubernetesOnlineEndpoint) => (
            &[
                "$schema",
                "name",
                "type",
                "endpoint_name",
                "model.*",
                "code_configuration.code",
                "code_configuration.scoring_script",
                "environment.*",
                "instance_type",
                "instance_count",
                "scale_settings.*",
                "resources.*",
                "request_settings.*",
                "liveness_probe.*",
                "readiness_probe.*",
                "app_insights_enabled",
            ],
            Some("kubernetesOnlineDeployment"),
        ),
        ("deployment.yml", Target::BatchEndpoint) => (
            &[
                "$schema",
                "name",
                "endpoint_name",
                "type",
                "model.*",
                "code_configuration.code",
                "code_configuration.scoring_script",
                "environment.*",
                "compute",
                "resources.instance_count",
                "settings.max_concurrency_per_instance",
                "settings.mini_batch_size",
                "settings.output_action",
                "settings.output_file_name",
                "settings.retry_settings.*",
                "settings.error_threshold",
                "settings.logging_level",
                "settings.environment_variables.*",
            ],
            Some("modelBatchDeployment"),
        ),
        ("instance-type.yaml", Target::KubernetesOnlineEndpoint | Target::Kubernetes) => (
            &["apiVersion", "kind", "metadata.name", "spec.resources.*"],
            None,
        ),
        // The workspace's own files (reference-yaml-workspace): the managed network or a new
        // workspace with its key first, public access off last.
        ("workspace.yml" | "workspace-private.yml", _) => (
            &[
                "$schema",
                "name",
                "managed_network.isolation_mode",
                "customer_managed_key.key_vault",
                "customer_managed_key.key_uri",
                "public_network_access",
            ],
            Some("workspace"),
        ),
        ("endpoint.yml", Target::StandardDeployment | Target::ServerlessFinetune) => {
            (&["name", "model_id"], None)
        }
        (
            "finetune.yml",
            Target::ServerlessFinetune | Target::Serverless | Target::ComputeCluster,
        ) => (
            &[
                "type",
                "name",
                "experiment_name",
                "task",
                "model_provider",
                "model.*",
                "compute",
                "resources.instance_types",
                "training_data",
                "validation_data.*",
                "hyperparameters.*",
                "outputs.*",
            ],
            None,
        ),
        (f, t) => panic!("no field list for {f} of {t:?}"),
    }
}

fn get<'a>(v: &'a Value, path: &str) -> Option<&'a Value> {
    path.split('.').try_fold(v, |v, k| v.get(k))
}

fn int(v: &Value, path: &str) -> u64 {
    get(v, path)
        .and_then(Value::as_u64)
        .unwrap_or_else(|| panic!("{path} is not an integer in {v:?}"))
}

fn string<'a>(v: &'a Value, path: &str) -> &'a str {
    get(v, path)
        .and_then(Value::as_str)
        .unwrap_or_else(|| panic!("{path} is not a string in {v:?}"))
}

/// The field checks and the values a YAML file must carry for the usage.
/// A Kubernetes quantity in millicores ("89", "500m") or MiB ("790Gi", "512Mi").
fn quantity(q: &str) -> u32 {
    let (n, unit) = q.split_at(q.find(|c: char| !c.is_ascii_digit()).unwrap_or(q.len()));
    let n: u32 = n.parse().unwrap_or_else(|_| panic!("a quantity: {q}"));
    match unit {
        "" => n * 1000,
        "m" | "Mi" => n,
        "Gi" => n * 1024,
        _ => panic!("a unit: {q}"),
    }
}

/// One node of the size priced less the headroom the snippets state for the node's own system
/// pods and Kubernetes: 1 vCPU plus 1 in 16, and 2 GiB plus 10% of memory, each at most half the
/// node; memory in whole GiB (MiB below 1 GiB). Millicores and MiB.
fn node_less_headroom(vcpus: u16, memory_gib_tenths: u32) -> (u32, u32) {
    let cpu = u32::from(vcpus) * 1000;
    let cpu = cpu - (1000 * (1 + u32::from(vcpus) / 16)).min(cpu / 2);
    let mib = memory_gib_tenths * 1024 / 10;
    let left = mib - (2048 + mib.div_ceil(10)).min(mib / 2);
    (
        cpu,
        if left < 1024 {
            left
        } else {
            left - left % 1024
        },
    )
}

/// An instance type file: named after what it asks for, which is one node of the size priced
/// less the stated headroom, with the node's GPUs, requests equal to limits.
fn check_instance_type(case: &str, v: &Value, i: &Input) {
    assert_eq!(string(v, "apiVersion"), "amlarc.azureml.com/v1alpha1");
    assert_eq!(string(v, "kind"), "InstanceType");
    let (cpu, memory) = node_less_headroom(i.vcpus, i.memory_gib_tenths);
    for side in ["requests", "limits"] {
        let at = |k: &str| format!("spec.resources.{side}.{k}");
        assert_eq!(quantity(string(v, &at("cpu"))), cpu, "{case}: {side}");
        assert_eq!(quantity(string(v, &at("memory"))), memory, "{case}: {side}");
    }
    // Less than the node, and at least half of it.
    assert!(cpu < u32::from(i.vcpus) * 1000 && cpu * 2 >= u32::from(i.vcpus) * 1000);
    let node = i.memory_gib_tenths * 1024 / 10;
    assert!(
        memory < node && memory * 2 + 2048 >= node,
        "{case}: {memory} of {node}"
    );
    let gpus = get(v, "spec.resources.limits")
        .and_then(|l| l.get("nvidia.com/gpu"))
        .and_then(Value::as_u64);
    assert_eq!(gpus, (i.gpus > 0).then_some(u64::from(i.gpus)), "{case}");
    // GPUs are asked for in the limits only.
    assert!(get(v, "spec.resources.requests")
        .and_then(|r| r.get("nvidia.com/gpu"))
        .is_none());
    let name = string(v, "metadata.name");
    let words = [
        format!("cpu{}", string(v, "spec.resources.limits.cpu")),
        format!(
            "mem{}",
            string(v, "spec.resources.limits.memory").to_ascii_lowercase()
        ),
    ];
    assert!(
        words.iter().all(|w| name.contains(w.as_str())),
        "{case}: {name}"
    );
    assert_eq!(
        name.contains(&format!("gpu{}", i.gpus)),
        i.gpus > 0,
        "{case}: {name}"
    );
    assert_eq!(name, i.instance_type().name);
}

fn check_yaml(case: &str, t: Target, file: &str, code: &str, i: &Input, n: &Names) {
    let v: Value =
        serde_yaml::from_str(code).unwrap_or_else(|e| panic!("{case} {file}: {e}\n{code}"));
    let (fields, schema) = allowed(file, t);
    let mut found = Vec::new();
    paths(&v, "", &mut found);
    for p in &found {
        let ok = fields.iter().any(|f| match f.strip_suffix(".*") {
            Some(pre) => p == pre || p.starts_with(&format!("{pre}.")),
            None => p == f,
        });
        assert!(
            ok,
            "{case} {file}: field {p} is not in the reference's list"
        );
    }
    match schema {
        Some(s) => assert_eq!(
            string(&v, "$schema"),
            format!("https://azuremlschemas.azureedge.net/latest/{s}.schema.json"),
            "{case} {file}"
        ),
        None => assert!(get(&v, "$schema").is_none(), "{case} {file}"),
    }
    let low = i.priority == Priority::Spot;
    match file {
        "instance.yml" => {
            assert_eq!(string(&v, "type"), "computeinstance");
            // One a person, each created for its person: the file is the first one's.
            if i.people > 1 {
                assert_eq!(string(&v, "name"), format!("{}-1", n.compute));
                assert_eq!(
                    string(&v, "create_on_behalf_of.user_tenant_id"),
                    "<tenant-id>"
                );
                assert_eq!(
                    string(&v, "create_on_behalf_of.user_object_id"),
                    "<object-id>"
                );
            } else {
                assert_eq!(string(&v, "name"), n.compute);
                assert!(get(&v, "create_on_behalf_of").is_none(), "{case}");
            }
            assert_eq!(string(&v, "size"), i.vm);
            if i.idle_minutes == 0 {
                assert!(
                    get(&v, "idle_time_before_shutdown_minutes").is_none(),
                    "{case}"
                );
            } else {
                let idle = int(&v, "idle_time_before_shutdown_minutes");
                assert_eq!(idle, u64::from(i.idle_minutes), "{case}");
                assert!((15..=4320).contains(&idle), "{case}");
            }
        }
        "cluster.yml" => {
            assert_eq!(string(&v, "type"), "amlcompute");
            assert_eq!(string(&v, "name"), n.compute);
            assert_eq!(string(&v, "size"), i.vm);
            assert_eq!(int(&v, "max_instances"), u64::from(i.nodes), "{case}");
            assert_eq!(int(&v, "min_instances"), u64::from(i.min_nodes), "{case}");
            assert!(
                int(&v, "min_instances") <= int(&v, "max_instances"),
                "{case}"
            );
            assert!((1..=100).contains(&int(&v, "max_instances")), "{case}");
            assert_eq!(int(&v, "idle_time_before_scale_down"), 120);
            let tier = if low { "low_priority" } else { "dedicated" };
            assert_eq!(string(&v, "tier"), tier, "{case}");
        }
        "job.yml" => {
            assert_eq!(int(&v, "resources.instance_count"), u64::from(i.nodes));
            if t == Target::ComputeCluster {
                // The cluster created sets the size and tier.
                assert_eq!(string(&v, "compute"), format!("azureml:{}", n.compute));
                assert!(get(&v, "resources.instance_type").is_none(), "{case}");
            } else {
                assert!(get(&v, "compute").is_none(), "serverless means no compute");
                assert_eq!(string(&v, "resources.instance_type"), i.vm);
                let tier = if low { "Spot" } else { "Standard" };
                assert_eq!(string(&v, "queue_settings.job_tier"), tier, "{case}");
            }
            // Several GPUs: one PyTorch process per GPU, a CUDA environment, a larger shm_size.
            if i.gpus > 1 || (i.gpus > 0 && i.nodes > 1) {
                assert_eq!(string(&v, "distribution.type"), "pytorch", "{case}");
                assert_eq!(
                    int(&v, "distribution.process_count_per_instance"),
                    u64::from(i.gpus),
                    "{case}"
                );
                assert_eq!(string(&v, "resources.shm_size"), "16g", "{case}");
            } else {
                assert!(get(&v, "distribution").is_none(), "{case}");
            }
            if i.gpus > 0 {
                assert!(string(&v, "environment").contains("cuda"), "{case}");
            }
        }
        "spark-job.yml" => {
            assert_eq!(string(&v, "type"), "spark");
            let size = string(&v, "resources.instance_type");
            assert!(catalog::SPARK_SIZES.contains(&size), "{case}: {size}");
            if catalog::SPARK_SIZES.contains(&i.vm.to_ascii_lowercase().as_str()) {
                assert_eq!(size, i.vm.to_ascii_lowercase(), "{case}");
            }
            assert_eq!(
                string(&v, "resources.runtime_version"),
                "3.4",
                "a string, not 3.4 as a float"
            );
            let executors = get(&v, "conf")
                .and_then(|c| c.get("spark.executor.instances"))
                .and_then(Value::as_u64);
            assert_eq!(executors, Some(u64::from(i.nodes)), "{case}");
            // Without dynamic allocation the SDK refuses a job that lacks any of these five.
            for key in [
                "spark.driver.cores",
                "spark.driver.memory",
                "spark.executor.cores",
                "spark.executor.memory",
                "spark.executor.instances",
            ] {
                assert!(
                    get(&v, "conf").and_then(|c| c.get(key)).is_some(),
                    "{case}: {key}"
                );
            }
        }
        "kubernetes.yml" | "vm.yml" | "synapse.yml" => {
            assert_eq!(string(&v, "name"), n.compute);
            let id = string(&v, "resource_id");
            assert!(id.starts_with(&format!(
                "/subscriptions/{}/resourceGroups/",
                n.subscription
            )));
            let kind = match file {
                "kubernetes.yml" => "kubernetes",
                "vm.yml" => "virtualmachine",
                _ => "synapsespark",
            };
            assert_eq!(string(&v, "type"), kind);
            assert!(
                id.contains('<'),
                "{case}: the resource's own name is a placeholder"
            );
        }
        "endpoint.yml" => {
            assert_eq!(string(&v, "name"), n.endpoint);
            // A fine-tuned model's serverless endpoint names the model its job registered.
            if matches!(t, Target::StandardDeployment | Target::ServerlessFinetune) {
                let id = string(&v, "model_id");
                assert!(
                    id.starts_with("azureml://locations/") && id.ends_with("/versions/1"),
                    "{case}: {id}"
                );
            }
            match t {
                Target::KubernetesOnlineEndpoint => {
                    assert_eq!(string(&v, "compute"), format!("azureml:{}", n.compute));
                }
                _ => assert!(get(&v, "compute").is_none(), "{case}"),
            }
        }
        "deployment.yml" if i.llm.is_some() => {
            // A catalog model on managed compute: the registry model, with its runtime (no
            // scoring script, conda file or image of yours), and its concurrency set.
            assert_eq!(string(&v, "endpoint_name"), n.endpoint);
            let l = i.llm.unwrap();
            assert_eq!(
                string(&v, "model"),
                format!("{}/versions/<version>", l.model_id())
            );
            assert!(get(&v, "environment").is_none() && get(&v, "code_configuration").is_none());
            assert_eq!(
                int(&v, "request_settings.max_concurrent_requests_per_instance"),
                8
            );
            assert_eq!(string(&v, "instance_type"), i.vm);
            assert_eq!(int(&v, "instance_count"), u64::from(i.instances));
        }
        "deployment.yml" => {
            assert_eq!(string(&v, "endpoint_name"), n.endpoint);
            // GPU sizes get CUDA images (online: the GPU inference image; batch: OpenMPI with CUDA).
            let image = string(&v, "environment.image");
            assert_eq!(image.contains("cuda"), i.gpus > 0, "{case}: {image}");
            match t {
                Target::BatchEndpoint => {
                    assert_eq!(string(&v, "type"), "model");
                    assert_eq!(string(&v, "compute"), format!("azureml:{}", n.compute));
                    let count = int(&v, "resources.instance_count");
                    assert_eq!(count, u64::from(i.nodes), "{case}");
                    assert!(count >= 1);
                }
                Target::ManagedOnlineEndpoint => {
                    assert_eq!(string(&v, "instance_type"), i.vm);
                    assert_eq!(int(&v, "instance_count"), u64::from(i.instances));
                    assert!((1..=50).contains(&int(&v, "instance_count")), "{case}");
                }
                _ => {
                    assert_eq!(string(&v, "type"), "kubernetes");
                    // A VM size is not a CRD name: the instance type of one node priced,
                    // since the default one is 0.1 CPU and 2 GB with no GPU.
                    assert_eq!(
                        string(&v, "instance_type"),
                        i.instance_type().name,
                        "{case}"
                    );
                    // Priced as autoscaled: the deployment's own scale settings between the
                    // two counts priced; otherwise the count priced, fixed.
                    if i.min_instances < i.instances {
                        assert_eq!(string(&v, "scale_settings.type"), "target_utilization");
                        assert_eq!(
                            int(&v, "scale_settings.min_instances"),
                            u64::from(i.min_instances)
                        );
                        assert_eq!(
                            int(&v, "scale_settings.max_instances"),
                            u64::from(i.instances)
                        );
                        assert!(get(&v, "instance_count").is_none(), "{case}");
                    } else {
                        assert_eq!(string(&v, "scale_settings.type"), "default");
                        assert_eq!(int(&v, "instance_count"), u64::from(i.instances));
                    }
                }
            }
        }
        "instance-type.yaml" => check_instance_type(case, &v, i),
        "workspace.yml" => assert_eq!(string(&v, "name"), n.workspace),
        "workspace-private.yml" => {
            assert_eq!(string(&v, "name"), n.workspace);
            assert_eq!(string(&v, "public_network_access"), "disabled");
        }
        // Your own work on your cluster: the instance type of a node priced, on every node
        // priced, one process per GPU where there are several.
        "k8s-job.yml" => {
            assert_eq!(string(&v, "compute"), format!("azureml:{}", n.compute));
            assert_eq!(
                string(&v, "resources.instance_type"),
                i.instance_type().name,
                "{case}"
            );
            assert_eq!(int(&v, "resources.instance_count"), u64::from(i.nodes));
            if i.gpus > 1 || (i.gpus > 0 && i.nodes > 1) {
                assert_eq!(
                    int(&v, "distribution.process_count_per_instance"),
                    u64::from(i.gpus),
                    "{case}"
                );
            } else {
                assert!(get(&v, "distribution").is_none(), "{case}");
            }
        }
        "finetune.yml" => {
            assert_eq!(string(&v, "type"), "finetuning");
            let l = i.llm.expect("a catalog model");
            // The registry model with a version to fill in, never an unversioned path.
            assert_eq!(
                string(&v, "model.path"),
                format!("{}/versions/<version>", l.model_id()),
                "{case}"
            );
            assert_eq!(
                string(&v, "hyperparameters.num_train_epochs"),
                i.epochs.to_string()
            );
            match t {
                Target::ServerlessFinetune => {
                    assert!(get(&v, "compute").is_none(), "serverless: no compute");
                    assert!(get(&v, "resources").is_none(), "serverless: no resources");
                }
                Target::ComputeCluster => {
                    assert_eq!(string(&v, "compute"), format!("azureml:{}", n.compute))
                }
                _ => {
                    let types = get(&v, "resources.instance_types").and_then(Value::as_sequence);
                    assert_eq!(types.map(|t| t[0].as_str()), Some(Some(i.vm)), "{case}");
                }
            }
        }
        f => panic!("unexpected file {f}"),
    }
}

#[test]
fn yaml_parses_with_only_reference_fields_and_the_usage_values() {
    let mut files = 0;
    for (case, u, plan) in plans() {
        let i = Input::from_usage(&u);
        let n = Names::for_target(plan.target);
        for s in plan.for_tool(Tool::Yaml) {
            let file = s.file.expect("a YAML snippet names its file");
            check_yaml(&case, plan.target, file, &s.code, &i, &n);
            files += 1;
        }
    }
    assert!(files > 100, "{files}");
}

#[test]
fn every_target_says_what_create_means_and_where_it_comes_from() {
    for (case, _, plan) in plans() {
        // Azure ML's pages, or Foundry's for a deployment on a Foundry resource.
        let page = if plan.target.is_foundry() {
            "https://learn.microsoft.com/azure/foundry"
        } else {
            "https://learn.microsoft.com/azure/machine-learning/"
        };
        assert!(plan.url.starts_with(page), "{case}: {}", plan.url);
        assert!(!plan.summary.is_empty());
        match plan.target {
            Target::Local | Target::AttachedDatabricks => {
                assert!(plan.snippets.is_empty(), "{case}");
            }
            Target::AttachedSynapse => {
                // No flags for Synapse: the CLI attaches from the YAML file.
                assert!(plan.notes.iter().any(|c| c.unverified), "{case}");
            }
            _ => {}
        }
        if !plan.snippets.is_empty() {
            for tool in Tool::ALL {
                // A Foundry resource is created by commands and code, with no YAML of its own.
                let none = tool == Tool::Yaml
                    && plan.target.is_foundry()
                    && plan.for_tool(Tool::Cli).all(|c| !c.code.contains("az ml "));
                assert!(
                    plan.for_tool(tool).count() >= 1 || none,
                    "{case} has no {tool:?}"
                );
            }
        }
        for s in &plan.snippets {
            assert!(s.url.starts_with(page), "{case}: {}", s.url);
            assert!(!s.url.contains(".md"));
        }
    }
    let databricks = create::plan_for(Target::AttachedDatabricks, &usage(PROFILES[0]));
    assert!(databricks.summary.contains("SDK v1") && databricks.summary.contains("30 June 2026"));
}

#[test]
fn python_parses() {
    let plans = plans();
    let mut all = String::new();
    for (case, _, plan) in &plans {
        for s in plan.for_tool(Tool::Python) {
            all.push_str(&format!("#CASE {case}\n{}\x00", s.code));
        }
    }
    let script = "import ast,sys\nfor part in sys.stdin.read().split('\\0')[:-1]:\n    try:\n        ast.parse(part)\n    except SyntaxError as e:\n        sys.exit(part.splitlines()[0] + ': ' + str(e))\n";
    run(Command::new("python3").args(["-c", script]), &all).unwrap();
}

#[test]
fn shell_passes_bash_n_and_every_text_is_valid_in_its_language() {
    for (case, _, plan) in plans() {
        for s in plan.for_tool(Tool::Cli) {
            run(Command::new("bash").arg("-n"), &s.code).unwrap_or_else(|e| panic!("{case}: {e}"));
        }
        // The whole text (with the notes as comments) is what `advise --snippets` prints.
        run(Command::new("bash").arg("-n"), &plan.text(Tool::Cli))
            .unwrap_or_else(|e| panic!("{case}: {e}"));
    }
}

#[test]
fn cli_uses_real_flags_and_the_usage_values() {
    for (case, u, plan) in plans() {
        let i = Input::from_usage(&u);
        let Some(cli) = plan.for_tool(Tool::Cli).next() else {
            continue;
        };
        let code = &cli.code;
        assert!(
            code.contains("az ml ") || code.contains("az cognitiveservices "),
            "{case}"
        );
        assert_eq!(
            code.matches("az ml ").count(),
            code.matches(" -g '<resource-group>' -w '<workspace>'")
                .count(),
            "{case}: every command names the resource group and workspace"
        );
        for bad in [
            "--instance-type",
            "--instance-count",
            "LowPriority",
            "lowpriority",
            "--set ",
        ] {
            assert!(!code.contains(bad), "{case}: {bad}");
        }
        // Every file a command reads is written just before, and equals the YAML snippet.
        for y in plan.for_tool(Tool::Yaml) {
            let f = y.file.expect("file");
            if code.contains(&format!("-f {f}")) {
                let heredoc = format!("cat > {f} <<'EOF'\n{}EOF\n", y.code);
                assert!(code.contains(&heredoc), "{case}: {f}");
            }
        }
        let low = i.priority == Priority::Spot;
        match plan.target {
            Target::ComputeCluster | Target::BatchEndpoint => {
                let flags = format!(
                    "--size {} --min-instances {} --max-instances {}",
                    i.vm, i.min_nodes, i.nodes
                );
                assert!(code.contains(&flags), "{case}");
                let tier = if low { "low_priority" } else { "dedicated" };
                assert!(code.contains(&format!("--tier {tier}")), "{case}");
                assert!(code.contains("--idle-time-before-scale-down 120"), "{case}");
            }
            Target::ComputeInstance => {
                assert!(
                    code.contains("az ml compute create -f instance.yml"),
                    "{case}"
                );
                assert!(!code.contains("--tier"), "{case}");
            }
            Target::Kubernetes | Target::AttachedVm | Target::AttachedSynapse => {
                assert!(code.contains("az ml compute attach"), "{case}");
                assert!(!code.contains("compute create"), "{case}");
            }
            _ => {}
        }
    }
}

#[test]
fn python_carries_the_usage_values() {
    for (case, u, plan) in plans() {
        let i = Input::from_usage(&u);
        let Some(p) = plan.for_tool(Tool::Python).next() else {
            continue;
        };
        let code = &p.code;
        // azure-ai-ml, or on a Foundry resource its own SDK (the management client, or OpenAI's
        // for fine-tuning).
        assert!(
            code.contains("ml_client = MLClient(")
                || code.contains("CognitiveServicesManagementClient(")
                || code.contains("client = OpenAI("),
            "{case}"
        );
        assert!(
            !code.contains("LowPriority"),
            "{case}: the SDK turns it into Lowpriority"
        );
        let has = |s: String| assert!(code.contains(&s), "{case}: {s}\n{code}");
        match plan.target {
            // Fine-tuning on your own GPUs loads the YAML tab's job (after creating the
            // cluster, whose settings are checked below).
            Target::Serverless if i.llm.is_some() => has("load_job(\"finetune.yml\")".into()),
            Target::ComputeCluster | Target::BatchEndpoint => {
                has(format!("size=\"{}\"", i.vm));
                has(format!("min_instances={}", i.min_nodes));
                has(format!("max_instances={}", i.nodes));
                has("idle_time_before_scale_down=120".into());
                let low = i.priority == Priority::Spot;
                has(format!(
                    "tier=\"{}\"",
                    if low { "low_priority" } else { "dedicated" }
                ));
            }
            Target::ComputeInstance if i.idle_minutes > 0 => {
                has(format!(
                    "idle_time_before_shutdown_minutes={}",
                    i.idle_minutes
                ));
            }
            Target::ComputeInstance => assert!(!code.contains("idle_time"), "{case}"),
            Target::Serverless => {
                has(format!("instance_type=\"{}\"", i.vm));
                has(format!("instance_count={}", i.nodes));
                assert!(!code.contains("compute="), "{case}");
            }
            Target::ManagedOnlineEndpoint => {
                has(format!("instance_type=\"{}\"", i.vm));
                has(format!("instance_count={}", i.instances));
            }
            // Autoscaled as priced: the deployment's own scale settings, no fixed count.
            Target::KubernetesOnlineEndpoint if u.min_instances < u.instances => has(format!(
                "scale_settings=TargetUtilizationScaleSettings(min_instances={}, max_instances={})",
                u.min_instances, u.instances
            )),
            Target::KubernetesOnlineEndpoint => has(format!("instance_count={}", i.instances)),
            _ => {}
        }
    }
}

#[test]
fn online_endpoints_note_the_quota_and_high_availability() {
    let one = create::plan_for(Target::ManagedOnlineEndpoint, &usage(PROFILES[6]));
    let ten = create::plan_for(Target::ManagedOnlineEndpoint, &usage(PROFILES[7]));
    let text = |p: &Plan| {
        p.notes
            .iter()
            .map(|c| c.text.clone())
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert!(
        text(&ten).contains("10 instances need quota for 12"),
        "{}",
        text(&ten)
    );
    assert!(
        text(&one).contains("1 instances need quota for 2") || text(&one).contains("quota for 2")
    );
    assert!(text(&one).contains("at least 3 instances"));
    assert!(!text(&ten).contains("at least 3 instances"));
}

#[test]
fn suggested_names_are_valid_and_placeholders_are_flagged() {
    for t in Target::ALL {
        let n = Names::for_target(t);
        let issues = create::check_names(t, &n);
        for i in &issues {
            assert!(
                matches!(
                    i.field,
                    NameField::Subscription | NameField::ResourceGroup | NameField::Workspace
                ),
                "{t:?}: {i:?}"
            );
        }
        let expected = match t {
            Target::Local | Target::AttachedDatabricks => 0,
            // A Foundry resource lives in a resource group, not a workspace.
            Target::StandardDeployment
            | Target::ProvisionedThroughput
            | Target::BatchDeployment
            | Target::FlexProcessing => 2,
            _ => 3,
        };
        assert_eq!(issues.len(), expected, "{t:?}: {issues:?}");
        let filled = Names {
            subscription: "00000000-0000-0000-0000-000000000000".into(),
            resource_group: "ml-rg".into(),
            workspace: "ml-ws".into(),
            ..n
        };
        assert!(create::check_names(t, &filled).is_empty(), "{t:?}");
    }
}

#[test]
fn compute_name_rules() {
    let check = |name: &str, ok: bool| {
        assert_eq!(create::compute_name_problem(name).is_none(), ok, "{name}");
    };
    check("cpu-cluster", true);
    check("abc", true);
    check("ab", false);
    check("a23456789012345678901234", true);
    check("a234567890123456789012345", false);
    check("1cluster", false);
    check("my_cluster", false);
    check("gpu-01", false); // a - must be followed by a letter later
    check("gpu-01a", true);
    check("gpu-a01", true);
    check("cluster-", false);
    check("Cluster9", true);
}

#[test]
fn endpoint_name_rules() {
    let check = |name: &str, ok: bool| {
        assert_eq!(create::endpoint_name_problem(name).is_none(), ok, "{name}");
    };
    check("my-endpoint", true);
    check("ep1", true);
    check("e1", false);
    check(&format!("e{}", "x".repeat(31)), true);
    check(&format!("e{}", "x".repeat(32)), false);
    check("1endpoint", false);
    check("my--endpoint", false);
    check("endpoint-", false);
    check("my_endpoint", false);
}

#[test]
fn odd_names_are_quoted_not_executed() {
    let u = usage(PROFILES[0]);
    let names = Names {
        subscription: "sub\"x".into(),
        resource_group: "rg (prod)'s".into(),
        workspace: "ws; rm -rf /".into(),
        compute: "bad name: yes".into(),
        endpoint: "yes".into(),
    };
    let catalog = usage(CATALOG[1].0);
    let tuning = usage(CATALOG[5].0);
    for t in Target::ALL {
        let u = match t {
            Target::ServerlessFinetune => tuning,
            _ if t.is_foundry() => catalog,
            _ => u,
        };
        let plan = create::plan(t, &Input::from_usage(&u), &names);
        for s in &plan.snippets {
            match s.tool {
                Tool::Cli => {
                    run(Command::new("bash").arg("-n"), &s.code).unwrap();
                    assert!(!s.code.contains(" ws; rm"), "{}", s.code);
                }
                Tool::Python => run(
                    Command::new("python3")
                        .args(["-c", "import ast,sys; ast.parse(sys.stdin.read())"]),
                    &s.code,
                )
                .unwrap(),
                Tool::Yaml => {
                    let v: Value = serde_yaml::from_str(&s.code).unwrap();
                    if let Some(name) = get(&v, "name") {
                        assert!(name.is_string(), "{t:?}: {name:?}");
                    }
                }
            }
        }
    }
}

/// gpt-6-sol at a traffic above its default rate limit, where provisioned throughput is ranked.
const GPT6_SOL: &str = "stage=deploy&model=catalog&llm=gpt-6-sol&requests=2000000&intokens=2000&outtokens=300&dayhours=8";

/// A handful of situations, reviewed by hand against the reference.
const GOLDEN: [(&str, &str, Target); 24] = [
    (
        "foundry-standard-gpt-5.4",
        CATALOG[0].0,
        Target::StandardDeployment,
    ),
    // GPT-6: the model and version as the reference gives them, its quota tier, and PTUs
    // sized by normalized tokens.
    (
        "foundry-standard-gpt-6-sol",
        GPT6_SOL,
        Target::StandardDeployment,
    ),
    (
        "foundry-ptu-gpt-6-sol",
        GPT6_SOL,
        Target::ProvisionedThroughput,
    ),
    (
        "foundry-ptu-llama",
        CATALOG[1].0,
        Target::ProvisionedThroughput,
    ),
    (
        "managed-online-llama",
        CATALOG[1].0,
        Target::ManagedOnlineEndpoint,
    ),
    (
        "finetune-foundry-gpt-4.1-mini",
        CATALOG[4].0,
        Target::ServerlessFinetune,
    ),
    (
        "finetune-hub-phi-4",
        CATALOG[5].0,
        Target::ServerlessFinetune,
    ),
    // Reinforcement fine-tuning: the job's method names a grader.
    (
        "finetune-foundry-rft-gpt-5",
        "stage=train&model=finetune&llm=gpt-5&traintokens=10&epochs=2",
        Target::ServerlessFinetune,
    ),
    (
        "finetuned-serve-gpt-4.1",
        CATALOG[7].0,
        Target::StandardDeployment,
    ),
    (
        "cluster-t4-low-priority",
        "stage=train&data=large&mode=script&gpu=single&nodes=4&priority=lowpriority&vm=Standard_NC4as_T4_v3",
        Target::ComputeCluster,
    ),
    (
        "instance-idle-30",
        "stage=explore&idle=30",
        Target::ComputeInstance,
    ),
    (
        "serverless-spot",
        "stage=train&data=large&mode=script&gpu=single&nodes=2&priority=lowpriority",
        Target::Serverless,
    ),
    (
        "spark",
        "stage=train&spark=yes&nodes=3",
        Target::ServerlessSpark,
    ),
    (
        "managed-online",
        "stage=deploy&serve=realtime&instances=3",
        Target::ManagedOnlineEndpoint,
    ),
    (
        "kubernetes-online",
        "stage=deploy&serve=realtime&instances=2",
        Target::KubernetesOnlineEndpoint,
    ),
    (
        "batch",
        "stage=deploy&serve=batch&nodes=4&priority=lowpriority",
        Target::BatchEndpoint,
    ),
    (
        "kubernetes-attach",
        "stage=train&existing=kubernetes",
        Target::Kubernetes,
    ),
    (
        "synapse-attach",
        "stage=train&spark=yes&existing=synapse",
        Target::AttachedSynapse,
    ),
    (
        "databricks",
        "stage=train&spark=yes&existing=databricks",
        Target::AttachedDatabricks,
    ),
    (
        "kubernetes-gpu-training",
        "stage=train&mode=script&data=large&gpu=multi&existing=kubernetes",
        Target::Kubernetes,
    ),
    // Two InfiniBand nodes of 8 GPUs: the cluster, and the job on both with a process a GPU.
    (
        "cluster-two-nodes-multi-gpu",
        "stage=train&data=large&gpu=multi&mode=script&hours=40&nodes=2",
        Target::ComputeCluster,
    ),
    // Five people: five instances, each assigned to its person.
    (
        "instance-five-people",
        "stage=explore&mode=notebook&people=5&hours=20",
        Target::ComputeInstance,
    ),
    // A private network: the workspace's managed network first, its private endpoint, DNS zones
    // and public access off last; the YAML and the Python say what they cannot do.
    (
        "serverless-private",
        "stage=train&mode=script&network=private&hours=20",
        Target::Serverless,
    ),
    // A Foundry resource's private endpoint and the three DNS zones Microsoft names for it.
    (
        "foundry-standard-private",
        "stage=deploy&model=catalog&llm=gpt-5-mini&network=private",
        Target::StandardDeployment,
    ),
];

#[test]
fn golden_files() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/create");
    let update = std::env::var_os("UPDATE_GOLDEN").is_some();
    let mut stale = Vec::new();
    for (name, query, target) in GOLDEN {
        let plan = create::plan_for(target, &usage(query));
        let mut text = format!(
            "# advise --snippets TOOL --target {} '{query}'\n",
            target.slug()
        );
        for tool in Tool::ALL {
            text.push_str(&format!("\n######## {}\n", tool.slug()));
            text.push_str(&plan.text(tool));
        }
        let path = dir.join(format!("{name}.txt"));
        if update {
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(&path, &text).unwrap();
        } else if std::fs::read_to_string(&path).ok().as_deref() != Some(text.as_str()) {
            stale.push(name);
        }
    }
    assert!(
        stale.is_empty(),
        "golden files differ: {stale:?}; review, then UPDATE_GOLDEN=1"
    );
}

#[test]
fn names_given_once_serve_every_target_that_uses_them() {
    let edits = [
        String::new(),
        "ml-rg".to_string(),
        String::new(),
        "gpu-train".to_string(),
        "scoring".to_string(),
    ];
    let cluster = Names::edited(Target::ComputeCluster, &edits);
    assert_eq!(cluster.resource_group, "ml-rg");
    assert_eq!(cluster.compute, "gpu-train");
    assert_eq!(cluster.endpoint, "", "a cluster has no endpoint");
    assert_eq!(
        cluster.subscription, "<subscription-id>",
        "not given: the placeholder"
    );
    let batch = Names::edited(Target::BatchEndpoint, &edits);
    assert_eq!(
        (batch.compute.as_str(), batch.endpoint.as_str()),
        ("gpu-train", "scoring")
    );
    let serverless = Names::edited(Target::Serverless, &edits);
    assert_eq!(serverless.compute, "");
    for f in NameField::ALL {
        assert!(!f.used_by(Target::Local), "{f:?}");
        assert!(!f.label(Target::ComputeCluster).is_empty());
    }
    assert_eq!(
        NameField::Compute.problem("9 lives", Target::ComputeCluster),
        Some("A compute name has only letters, digits and -.")
    );
    assert_eq!(
        NameField::Workspace.problem("any text at all", Target::ComputeCluster),
        None
    );
    // On a Foundry resource the compute is the resource, the endpoint a deployment.
    assert_eq!(
        NameField::Compute.label(Target::StandardDeployment),
        "Foundry resource"
    );
    assert_eq!(
        NameField::Compute.problem("9lives", Target::StandardDeployment),
        None
    );
    assert!(!NameField::Workspace.used_by(Target::StandardDeployment));
}

/// Catalog models: every snippet names the model and its deployment type, deploys on a Foundry
/// resource without an extension to add (Azure OpenAI models never as a workspace's serverless
/// endpoint), asks for the capacity the traffic needs, and a fine-tuning plan ends with deploying
/// the model it makes.
#[test]
fn catalog_model_snippets_follow_the_model_and_its_deployment() {
    for (case, _, plan) in plans().into_iter().filter(|p| p.1.llm.is_some()) {
        let u = usage(case.split(" [").next().unwrap());
        let i = Input::from_usage(&u);
        let l = u.llm.unwrap();
        let m = l.model();
        let all: String = plan.snippets.iter().map(|s| s.code.clone()).collect();
        assert!(!all.contains("az extension add"), "{case}");
        let base = m.finetune.map_or(m.name, |f| f.base);
        assert!(
            all.contains(m.name) || all.contains(base) || all.contains("<fine-tuned"),
            "{case}: the model"
        );
        for tool in Tool::ALL {
            // Each tool's snippets name the deployment type: a SKU, a training type, a
            // serverless endpoint or job, or the managed compute it runs on.
            let code: String = plan.for_tool(tool).map(|s| s.code.clone()).collect();
            let kind = [
                "--sku-name",
                "Sku(name=",
                "trainingType",
                "serverless",
                "type: finetuning",
                "instance_type",
                "instance_types",
                "ServerlessEndpoint",
                "load_job",
            ];
            assert!(
                code.is_empty() || kind.iter().any(|k| code.contains(k)),
                "{case}: {tool:?}\n{code}"
            );
        }
        let cli: String = plan.for_tool(Tool::Cli).map(|s| s.code.clone()).collect();
        if m.seller == aml_compute_advisor::advisor::models::Seller::AzureOpenAi {
            assert!(
                !all.contains("serverless-endpoint") && !all.contains("ServerlessEndpoint"),
                "{case}"
            );
        }
        match plan.target {
            Target::StandardDeployment if cli.contains("az cognitiveservices") => {
                let sku = format!(
                    "--sku-name {} --sku-capacity {}",
                    i.deployment.sku(),
                    i.capacity
                );
                assert!(cli.contains(&sku), "{case}: {sku}\n{cli}");
            }
            Target::ProvisionedThroughput => {
                let sku = format!("--sku-name {} --sku-capacity {}", i.ptu.sku(), i.ptus);
                assert!(cli.contains(&sku), "{case}: {sku}\n{cli}");
                assert!(i.ptus >= 15);
            }
            Target::ServerlessFinetune => assert!(
                cli.contains("deployment create") || cli.contains("serverless-endpoint create"),
                "{case}: fine-tuning goes on to deploy the result"
            ),
            _ => {}
        }
    }
    // Capacity follows the peak: 2,000 requests of 1,800 tokens over 8 hours is 7,500 tokens a
    // minute, 8 thousand; a million requests a day is capped at Llama's default 400,000.
    assert_eq!(Input::from_usage(&usage(CATALOG[0].0)).capacity, 8);
    let llama = Input::from_usage(&usage(CATALOG[1].0));
    assert_eq!((llama.capacity, llama.over_quota), (400, true));
    let notes = |q: &str, t| {
        create::plan_for(t, &usage(q))
            .notes
            .iter()
            .map(|c| c.text.clone())
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert!(notes(CATALOG[1].0, Target::StandardDeployment).contains("request more quota"));
    assert!(notes(CATALOG[3].0, Target::StandardDeployment).contains("Azure Marketplace"));
    assert!(notes(CATALOG[1].0, Target::ManagedOnlineEndpoint).contains("content filtering"));
    assert!(notes(CATALOG[4].0, Target::ServerlessFinetune).contains("existing customers only"));
}

/// The whole answer space, sampled (every situation for own models, one in three for catalog
/// models, in three regions: the first, one where the default GPU sizes lack prices, and one
/// where they have them): every ranked target's snippets create what its price assumes — the VM
/// size, instance and node counts, the autoscale range, the Spark size, and the region named —
/// in every tool.
#[test]
fn every_snippet_creates_what_the_price_assumes() {
    use aml_compute_advisor::advisor::answers::Situation;
    use aml_compute_advisor::advisor::bill::usage::UsageInput;
    use aml_compute_advisor::advisor::{facts::prices, rank};
    let regions: Vec<usize> = ["eastus", "canadaeast", "westeurope"]
        .iter()
        .filter_map(|r| prices::region_index(r))
        .collect();
    assert_eq!(regions.len(), 3);
    let mut checked = 0;
    for (n, s) in Situation::all(&[10, 168]).into_iter().enumerate() {
        if s.model != advisor::answers::ModelUse::Own && n % 3 != 0 {
            continue;
        }
        for &region in &regions {
            let u = UsageInput {
                region: Some(region),
                ..UsageInput::default()
            }
            .resolve(&s);
            // The region priced lies where data may be processed (a zone's default otherwise).
            let region = u.region;
            // The size priced is the default, or where it has no price here a size that has one.
            if u.vm.rate(region).is_none() {
                let default = prices::size(advisor::bill::usage::default_vm(&s)).unwrap();
                assert_eq!(
                    advisor::bill::usage::priced_in(default, &s, region).name,
                    u.vm.name
                );
            }
            for o in rank(&s).0 {
                let plan = create::plan_for(o.target, &u);
                if plan.snippets.is_empty() {
                    continue;
                }
                let case = format!("{s:?} in {} [{}]", u.region_name(), o.target.slug());
                let text = |t: Tool| plan.text(t);
                let (cli, yaml, py) = (text(Tool::Cli), text(Tool::Yaml), text(Tool::Python));
                let all = [&cli, &yaml, &py];
                let vm = u.vm.name;
                let has = |t: &String, what: &str| assert!(t.contains(what), "{case}: {what}\n{t}");
                // Where the prices are for: said (or used) by every tool.
                // A Foundry resource goes where its deployment type is offered (tested with
                // the catalog snippets); Spark, Synapse and Databricks have no VM price here.
                if !o.target.is_foundry()
                    && !matches!(
                        o.target,
                        Target::ServerlessSpark
                            | Target::AttachedSynapse
                            | Target::AttachedDatabricks
                    )
                {
                    for t in all {
                        has(t, u.region_name());
                    }
                }
                match o.target {
                    Target::ComputeCluster | Target::BatchEndpoint if u.llm.is_none() => {
                        has(
                            &cli,
                            &format!(
                                "--size {vm} --min-instances {} --max-instances {}",
                                u.min_nodes, u.nodes
                            ),
                        );
                        has(
                            &yaml,
                            &format!(
                                "size: {vm}\nmin_instances: {}\nmax_instances: {}\n",
                                u.min_nodes, u.nodes
                            ),
                        );
                        has(
                            &py,
                            &format!(
                                "size=\"{vm}\",\n    min_instances={},\n    max_instances={},",
                                u.min_nodes, u.nodes
                            ),
                        );
                    }
                    Target::ComputeInstance => {
                        has(&yaml, &format!("size: {vm}\n"));
                        has(&py, &format!("size=\"{vm}\""));
                    }
                    Target::Serverless if u.llm.is_none() => {
                        has(
                            &yaml,
                            &format!("instance_type: {vm}\n  instance_count: {}\n", u.nodes),
                        );
                        has(
                            &py,
                            &format!("instance_type=\"{vm}\",\n    instance_count={},", u.nodes),
                        );
                    }
                    Target::ManagedOnlineEndpoint => {
                        for t in [&cli, &yaml] {
                            has(t, &format!("instance_type: {vm}\n"));
                            has(t, &format!("instance_count: {}\n", u.instances));
                        }
                        has(
                            &py,
                            &format!(
                                "instance_type=\"{vm}\",\n    instance_count={},",
                                u.instances
                            ),
                        );
                        // Priced as autoscaled: the CLI creates the setting, between the counts priced.
                        let autoscale = format!(
                            "--min-count {} --max-count {} --count {}",
                            u.min_instances, u.instances, u.instances
                        );
                        assert_eq!(
                            cli.contains(&autoscale),
                            u.min_instances < u.instances,
                            "{case}"
                        );
                        assert_eq!(
                            cli.contains("az monitor autoscale rule create"),
                            u.min_instances < u.instances,
                            "{case}"
                        );
                        if u.min_instances < u.instances {
                            for t in all {
                                has(
                                    t,
                                    &format!(
                                        "{} instances at peak traffic and {} the rest of the week",
                                        u.instances, u.min_instances
                                    ),
                                );
                            }
                        }
                    }
                    Target::KubernetesOnlineEndpoint if u.min_instances < u.instances => {
                        has(
                            &yaml,
                            &format!(
                                "min_instances: {}\n  max_instances: {}\n",
                                u.min_instances, u.instances
                            ),
                        );
                    }
                    Target::KubernetesOnlineEndpoint => {
                        has(&yaml, &format!("instance_count: {}\n", u.instances));
                    }
                    _ => {}
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 5_000, "{checked}");
}

/// The usage keys a link can carry, each away from its default (with the situation's region
/// chosen per case): nodes and a minimum, instances autoscaled or fixed, Spot, a size named,
/// idle shutdown off or long, jobs a week. Applied one per situation and region in turn, so that
/// every key meets every stage, target and region somewhere.
fn usage_variants() -> Vec<aml_compute_advisor::advisor::bill::usage::UsageInput> {
    use aml_compute_advisor::advisor::bill::usage::UsageInput;
    let d = UsageInput::default;
    vec![
        d(),
        UsageInput {
            nodes: Some(6),
            min_nodes: Some(2),
            ..d()
        },
        UsageInput {
            instances: Some(5),
            min_instances: Some(2),
            ..d()
        },
        UsageInput {
            instances: Some(2),
            min_instances: Some(2),
            ..d()
        },
        UsageInput {
            priority: Some(Priority::Spot),
            nodes: Some(3),
            ..d()
        },
        UsageInput {
            vm: Some("Standard_F4s_v2"),
            instances: Some(4),
            min_instances: Some(1),
            ..d()
        },
        UsageInput {
            vm: Some("Standard_NC8as_T4_v3"),
            nodes: Some(2),
            ..d()
        },
        UsageInput {
            idle_minutes: Some(0),
            runs_per_week: Some(3),
            ..d()
        },
        UsageInput {
            idle_minutes: Some(600),
            instances: Some(1),
            ..d()
        },
        // A team: compute instances are one a person.
        UsageInput {
            people: Some(5),
            nodes: Some(3),
            ..d()
        },
    ]
}

/// A sibling of the test above over the usage keys too: across every situation (catalog ones
/// sampled), three regions and every usage variant, each ranked target's snippets carry, in the
/// CLI, the YAML and the Python, the VM size, node and instance counts (minimum and maximum),
/// tier, idle shutdown, region, token capacity and runtime that the one resolved `Usage` the
/// costs read holds, and say where a tool creates something else than the price assumes.
#[test]
fn every_snippet_at_every_usage_key_creates_what_the_price_assumes() {
    use aml_compute_advisor::advisor::answers::{ModelUse, Situation};
    use aml_compute_advisor::advisor::bill::tokens;
    use aml_compute_advisor::advisor::{bill::cost, facts::prices, rank};
    // Three regions per situation, in turn through every region the data has.
    let all_regions = prices::regions().len();
    let variants = usage_variants();
    let mut checked = 0;
    let mut onprem_k8s = 0;
    let mut seen = std::collections::HashSet::new();
    for (n, s) in Situation::all(&[10, 168]).into_iter().enumerate() {
        if s.model != ModelUse::Own && n % 3 != 0 {
            continue;
        }
        for r in 0..3 {
            let region = (n * 3 + r) % all_regions;
            let k = (n + r) % variants.len();
            let mut input = variants[k].clone();
            input.region = Some(region);
            let u = input.resolve(&s);
            for o in rank(&s).0 {
                let t = o.target;
                // Fine-tuning snippets have their own tests (tests/native/create.rs, finetune).
                if t == Target::ServerlessFinetune {
                    continue;
                }
                let plan = create::plan_in(t, &u, &s);
                if plan.snippets.is_empty() {
                    continue;
                }
                let est = cost::estimate(
                    &aml_compute_advisor::advisor::bill::route::Routes::of(&u),
                    t,
                    &u,
                    &s,
                );
                let case = format!("{s:?} {input:?} [{}]", t.slug());
                let (cli, yaml, py) = (
                    plan.text(Tool::Cli),
                    plan.text(Tool::Yaml),
                    plan.text(Tool::Python),
                );
                let all = [&cli, &yaml, &py];
                let has = |t: &String, what: &str| assert!(t.contains(what), "{case}: {what}\n{t}");
                let hasnt =
                    |t: &String, what: &str| assert!(!t.contains(what), "{case}: {what}\n{t}");
                let vm = u.vm.name;
                let low = u.priority == Priority::Spot;
                // On your own hardware a Kubernetes cluster has no Azure price, and says so.
                let onprem = s.location == advisor::answers::Location::Onprem;
                // The region priced is the region named (a Foundry resource's --location).
                let own_hardware =
                    onprem && matches!(t, Target::Kubernetes | Target::KubernetesOnlineEndpoint);
                // A cluster the team already runs bills on its own: no region is priced, and
                // its commands say so rather than a price.
                let own_cluster = s.existing == advisor::answers::Existing::Kubernetes
                    && matches!(t, Target::Kubernetes | Target::KubernetesOnlineEndpoint);
                if own_cluster && !onprem {
                    assert!(est.monthly.total().is_none(), "{case}");
                    has(&cli, "Your cluster bills on its own, not estimated here");
                    hasnt(&cli, "Priced as ");
                }
                if t.is_foundry() {
                    if !u.finetuned {
                        has(&cli, &format!("--location {}", u.region_name()));
                    }
                } else if !own_hardware
                    && !own_cluster
                    && !matches!(
                        t,
                        Target::Local
                            | Target::ServerlessSpark
                            | Target::AttachedSynapse
                            | Target::AttachedDatabricks
                    )
                {
                    for t in all {
                        has(t, u.region_name());
                    }
                }
                if own_hardware {
                    onprem_k8s += 1;
                    assert!(est.monthly.total().is_none(), "{case}");
                }
                // The size the costs name is the size created.
                if est.monthly.total().is_some() && !t.is_foundry() && u.llm.is_none() {
                    assert!(
                        est.assumptions.iter().any(|a| a.contains(vm)),
                        "{case}: {:?}",
                        est.assumptions
                    );
                }
                match t {
                    Target::ComputeCluster | Target::BatchEndpoint if u.llm.is_none() => {
                        let tier = if low { "low_priority" } else { "dedicated" };
                        has(
                            &cli,
                            &format!(
                                "--size {vm} --min-instances {} --max-instances {}",
                                u.min_nodes, u.nodes
                            ),
                        );
                        has(&cli, &format!("--tier {tier}"));
                        has(
                            &yaml,
                            &format!(
                                "size: {vm}\nmin_instances: {}\nmax_instances: {}\n",
                                u.min_nodes, u.nodes
                            ),
                        );
                        has(&yaml, &format!("tier: {tier}\n"));
                        has(
                            &py,
                            &format!(
                                "size=\"{vm}\",\n    min_instances={},\n    max_instances={},",
                                u.min_nodes, u.nodes
                            ),
                        );
                        has(&py, &format!("tier=\"{tier}\""));
                        if t == Target::BatchEndpoint {
                            has(
                                &yaml,
                                &format!("resources:\n  instance_count: {}\n", u.nodes),
                            );
                            has(&py, &format!("instance_count={})", u.nodes));
                        }
                    }
                    Target::ComputeInstance => {
                        has(&yaml, &format!("size: {vm}\n"));
                        has(&py, &format!("size=\"{vm}\""));
                        if u.idle_minutes > 0 {
                            has(
                                &yaml,
                                &format!("idle_time_before_shutdown_minutes: {}\n", u.idle_minutes),
                            );
                            has(
                                &py,
                                &format!("idle_time_before_shutdown_minutes={}", u.idle_minutes),
                            );
                        } else {
                            for t in all {
                                hasnt(t, "idle_time_before_shutdown_minutes");
                                has(t, "Idle shutdown is off");
                            }
                        }
                    }
                    Target::Serverless if u.llm.is_none() => {
                        let tier = if low { "Spot" } else { "Standard" };
                        has(
                            &yaml,
                            &format!("instance_type: {vm}\n  instance_count: {}\n", u.nodes),
                        );
                        has(&yaml, &format!("job_tier: {tier}\n"));
                        has(
                            &py,
                            &format!("instance_type=\"{vm}\",\n    instance_count={},", u.nodes),
                        );
                        has(&py, &format!("job_tier=\"{tier}\""));
                    }
                    Target::ManagedOnlineEndpoint => {
                        for t in [&cli, &yaml] {
                            has(t, &format!("instance_type: {vm}\n"));
                            has(t, &format!("instance_count: {}\n", u.instances));
                        }
                        has(
                            &py,
                            &format!(
                                "instance_type=\"{vm}\",\n    instance_count={},",
                                u.instances
                            ),
                        );
                        let autoscale = format!(
                            "--min-count {} --max-count {} --count {}",
                            u.min_instances, u.instances, u.instances
                        );
                        assert_eq!(
                            cli.contains(&autoscale),
                            u.min_instances < u.instances,
                            "{case}"
                        );
                    }
                    Target::KubernetesOnlineEndpoint => {
                        if u.min_instances < u.instances {
                            let scale = format!("scale_settings:\n  type: target_utilization\n  min_instances: {}\n  max_instances: {}\n", u.min_instances, u.instances);
                            // The CLI writes the same deployment.yml it creates from.
                            for t in [&cli, &yaml] {
                                has(t, &scale);
                                hasnt(t, "instance_count:");
                            }
                            // The Python sets the same scale settings, and no fixed count.
                            has(
                                &py,
                                &format!(
                                    "scale_settings=TargetUtilizationScaleSettings(min_instances={}, max_instances={}),",
                                    u.min_instances, u.instances
                                ),
                            );
                            hasnt(&py, "instance_count=");
                            for t in all {
                                hasnt(t, "creates a fixed");
                            }
                            if est.monthly.total().is_some() {
                                assert!(
                                    est.assumptions
                                        .iter()
                                        .any(|a| a.contains("target_utilization")),
                                    "{case}"
                                );
                            }
                        } else {
                            for t in [&cli, &yaml] {
                                has(
                                    t,
                                    &format!(
                                        "scale_settings:\n  type: default\ninstance_count: {}\n",
                                        u.instances
                                    ),
                                );
                            }
                            has(&py, &format!("instance_count={},", u.instances));
                            for t in all {
                                hasnt(t, "target_utilization");
                            }
                        }
                        for t in all {
                            if onprem {
                                has(t, "no Azure list price applies");
                                hasnt(t, "Priced as");
                                hasnt(t, "as priced");
                            } else if own_cluster {
                                has(t, &format!("the instance type assumes {vm} nodes"));
                            } else {
                                has(t, &format!("Priced as {vm} nodes in {}", u.region_name()));
                            }
                        }
                    }
                    Target::Kubernetes => {
                        for t in all {
                            if onprem {
                                has(t, "no Azure list price applies");
                                hasnt(t, "Priced as");
                            } else if own_cluster {
                                has(t, &format!("the instance type assumes {vm} nodes"));
                            } else {
                                has(
                                    t,
                                    &format!(
                                        "Priced as {vm} nodes in {}, {} always on.",
                                        u.region_name(),
                                        // As many as carry the team's node-hours.
                                        u.kubernetes_nodes()
                                    ),
                                );
                            }
                        }
                    }
                    Target::ServerlessSpark => {
                        has(&yaml, &format!("spark.executor.instances: {}\n", u.nodes));
                        has(&py, &format!("executor_instances={},", u.nodes));
                        // The runtime created, and that it is past its end of support.
                        has(&yaml, "runtime_version: \"3.4\"\n");
                        has(&py, "\"runtime_version\": \"3.4\"");
                        for t in all {
                            has(t, "Spark 3.4 reached end of support on 31 March 2026");
                        }
                    }
                    Target::StandardDeployment | Target::FlexProcessing
                        if !u.finetuned || t == Target::FlexProcessing =>
                    {
                        let c = tokens::peak(
                            &u,
                            &aml_compute_advisor::advisor::bill::route::Routes::of(&u),
                        )
                        .map_or(1, |c| c.capacity);
                        has(&cli, &format!("--sku-capacity {c}\n"));
                        has(&py, &format!("capacity={c})"));
                    }
                    Target::ProvisionedThroughput => {
                        let p = aml_compute_advisor::advisor::bill::route::Route::of(
                            aml_compute_advisor::advisor::Target::ProvisionedThroughput,
                            &u,
                        )
                        .ptu
                        .map_or(0, |p| p.ptus);
                        has(&cli, &format!("--sku-capacity {p}\n"));
                        has(&py, &format!("capacity={p})"));
                    }
                    _ => {}
                }
                seen.insert((t.slug(), k));
                checked += 1;
            }
        }
    }
    assert!(checked > 5_000, "{checked}");
    assert!(onprem_k8s > 0);
    // Every variant met the targets whose snippets carry its keys.
    for (k, v) in variants.iter().enumerate() {
        for t in [
            Target::ComputeCluster,
            Target::ComputeInstance,
            Target::Serverless,
            Target::ManagedOnlineEndpoint,
            Target::KubernetesOnlineEndpoint,
            Target::BatchEndpoint,
        ] {
            assert!(seen.contains(&(t.slug(), k)), "{t:?} never met {v:?}");
        }
    }
}

/// The files a tool's text carries: the CLI's heredocs, the YAML's snippets, the files the
/// Python writes.
fn files_of(plan: &Plan, tool: Tool) -> Vec<(String, String)> {
    let text = plan.text(tool);
    let (open, close) = match tool {
        Tool::Yaml => {
            return plan
                .for_tool(Tool::Yaml)
                .filter_map(|s| s.file.map(|f| (f.to_string(), s.code.clone())))
                .collect()
        }
        Tool::Cli => ("cat > ", "EOF\n"),
        Tool::Python => ("\", \"w\").write(\"\"\"", "\"\"\")"),
    };
    let mut out = Vec::new();
    let mut rest = text.as_str();
    while let Some(at) = rest.find(open) {
        let (name, body) = match tool {
            Tool::Cli => rest[at + open.len()..]
                .split_once(" <<'EOF'\n")
                .expect("a heredoc"),
            _ => {
                let name = rest[..at].rsplit_once("open(\"").expect("a file name").1;
                (name, &rest[at + open.len()..])
            }
        };
        let end = if body.starts_with(close) {
            0
        } else {
            body.find(&format!("\n{close}")).expect("the end") + 1
        };
        out.push((name.to_string(), body[..end].to_string()));
        rest = &body[end..];
    }
    out
}

/// The file `name` of a tool's text, parsed.
fn file_of(plan: &Plan, tool: Tool, name: &str) -> Option<Value> {
    files_of(plan, tool)
        .into_iter()
        .find(|f| f.0 == name)
        .map(|(_, y)| serde_yaml::from_str(&y).unwrap_or_else(|e| panic!("{name}: {e}\n{y}")))
}

/// The Python's command job: the text of its `command(…)` call.
fn python_job(py: &str) -> Option<&str> {
    let at = py.find("job = command(\n")?;
    let end = py[at..].find("\n)\n")?;
    Some(&py[at..at + end])
}

/// A number after `key` in `text`.
fn number_after(text: &str, key: &str) -> Option<u64> {
    let at = text.find(key)? + key.len();
    let digits: String = text[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

/// The whole answer space, each requirement answered otherwise one at a time (catalog
/// situations sampled one in three), each situation at a usage variant and a region in turn (as
/// `every_snippet_at_every_usage_key_creates_what_the_price_assumes` takes them, one a
/// situation), with the targets each ranks: worked out once for the tests below.
#[allow(clippy::type_complexity)]
fn space_with_usages() -> &'static [(String, advisor::answers::Situation, Usage, Vec<Target>)] {
    use aml_compute_advisor::advisor::answers::{ModelUse, Situation};
    use aml_compute_advisor::advisor::{facts::prices, rank};
    static SPACE: std::sync::OnceLock<Vec<(String, Situation, Usage, Vec<Target>)>> =
        std::sync::OnceLock::new();
    SPACE.get_or_init(|| {
        let all_regions = prices::regions().len();
        let variants = usage_variants();
        let mut out = Vec::new();
        for (n, s) in Situation::all_required(&[10, 168]).into_iter().enumerate() {
            if s.model != ModelUse::Own && n % 3 != 0 {
                continue;
            }
            let ranked: Vec<Target> = rank(&s).0.iter().map(|o| o.target).collect();
            let mut input = variants[n % variants.len()].clone();
            input.region = Some(n * 3 % all_regions);
            let u = input.resolve(&s);
            out.push((format!("{s:?} {input:?}"), s, u, ranked));
        }
        out
    })
}

/// `check` for every ranked target of `targets` (all, where empty) whose snippets are
/// generated, over the space above: the case, the situation, its usage and the plan.
fn for_every_plan(
    targets: &[Target],
    mut check: impl FnMut(&str, &advisor::answers::Situation, &Usage, &Plan),
) {
    for (case, s, u, ranked) in space_with_usages() {
        for &t in ranked {
            if !targets.is_empty() && !targets.contains(&t) {
                continue;
            }
            let plan = create::plan_in(t, u, s);
            if !plan.snippets.is_empty() {
                check(&format!("{case} [{}]", t.slug()), s, u, &plan);
            }
        }
    }
}

/// Kubernetes: in every tool, the instance type the work names is defined, applied before the
/// work, and asks for one node of the size priced less the stated headroom, with its GPUs.
#[test]
fn kubernetes_instance_types_are_the_node_priced_in_every_tool() {
    let mut checked = [0; 4];
    let k8s = [Target::Kubernetes, Target::KubernetesOnlineEndpoint];
    for_every_plan(&k8s, |case, _, u, plan| {
        let t = plan.target;
        let i = Input::from_usage(u);
        for tool in Tool::ALL {
            let v = file_of(plan, tool, "instance-type.yaml")
                .unwrap_or_else(|| panic!("{case}: {tool:?} defines no instance type"));
            check_instance_type(case, &v, &i);
            let name = string(&v, "metadata.name");
            let text = plan.text(tool);
            // What runs on the cluster asks for it, and for nothing else.
            let (job, key) = match tool {
                Tool::Python => ("ml_client.create_or_update(job)", "instance_type="),
                _ => ("", "instance_type: "),
            };
            let uses = match tool {
                Tool::Python => format!("{key}\"{name}\","),
                _ => format!("{key}{name}\n"),
            };
            assert!(text.contains(&uses), "{case}: {tool:?}\n{text}");
            assert_eq!(
                text.matches(key).count(),
                text.matches(&uses).count(),
                "{case}: {tool:?}"
            );
            // Applied before the work that names it.
            let apply = match tool {
                Tool::Cli => text.find("\nkubectl apply -f instance-type.yaml\n"),
                Tool::Python => text.find(
                    "subprocess.run([\"kubectl\", \"apply\", \"-f\", \"instance-type.yaml\"], check=True)",
                ),
                Tool::Yaml => Some(0),
            }
            .unwrap_or_else(|| panic!("{case}: {tool:?} never applies it"));
            let work = match tool {
                Tool::Cli => ["az ml job create", "az ml online-deployment create"]
                    .iter()
                    .filter_map(|w| text.find(w))
                    .min(),
                Tool::Python => [job, "ml_client.online_deployments.begin_create_or_update"]
                    .iter()
                    .filter_map(|w| text.find(w))
                    .min(),
                Tool::Yaml => Some(1),
            };
            assert!(work.is_some_and(|w| apply < w), "{case}: {tool:?}");
        }
        checked[usize::from(t == Target::KubernetesOnlineEndpoint) * 2
            + usize::from(u.vm.gpus > 0)] += 1;
    });
    // Training and serving, each on CPUs and on GPUs.
    assert!(checked.iter().all(|c| *c > 0), "{checked:?}");
}

/// Every compute a job or a deployment names is created or attached by the same tool's text:
/// the CLI's `az ml compute create` or `attach`, a YAML compute file, the Python's compute
/// object; a Foundry deployment's resource is created before it.
#[test]
fn every_compute_a_job_or_deployment_uses_is_created_or_attached_in_the_same_script() {
    let kinds = [
        "amlcompute",
        "kubernetes",
        "computeinstance",
        "virtualmachine",
        "synapsespark",
    ];
    let mut used = 0;
    let mut accounts = 0;
    for_every_plan(&[], |case, _, _, plan| {
        for tool in Tool::ALL {
            let text = plan.text(tool);
            // Top-level keys of the files: a compute file's type and name, what names a compute.
            let top = |yaml: &str, key: &str| {
                yaml.lines()
                    .find_map(|l| l.strip_prefix(key))
                    .map(|v| v.trim_matches('"').to_string())
            };
            let mut created = Vec::new();
            let mut uses = Vec::new();
            for (_, yaml) in files_of(plan, tool) {
                if top(&yaml, "type: ").is_some_and(|k| kinds.contains(&k.as_str())) {
                    created.extend(top(&yaml, "name: "));
                } else if let Some(c) = top(&yaml, "compute: ") {
                    uses.push(c.trim_start_matches("azureml:").to_string());
                }
            }
            let after = |text: &str, key: &str| -> Vec<String> {
                text.match_indices(key)
                    .map(|(at, _)| {
                        text[at + key.len()..]
                            .split(|c: char| c == '"' || c.is_whitespace() || c == ',')
                            .next()
                            .unwrap()
                            .to_string()
                    })
                    .collect()
            };
            match tool {
                Tool::Cli => {
                    for line in text.lines().filter(|l| l.starts_with("az ml compute ")) {
                        if let Some(n) = after(line, " --name ").pop() {
                            created.push(n);
                        }
                    }
                }
                Tool::Python => {
                    for class in [
                        "AmlCompute(",
                        "KubernetesCompute(",
                        "ComputeInstance(",
                        "VirtualMachineCompute(",
                        "SynapseSparkCompute(",
                    ] {
                        for (at, _) in text.match_indices(&format!("= {class}\n    name=\"")) {
                            created.extend(after(&text[at..], "name=\"").into_iter().take(1));
                        }
                    }
                    uses.extend(after(&text, "compute=\""));
                }
                Tool::Yaml => {}
            }
            for c in &uses {
                assert!(
                    created.contains(c),
                    "{case}: {tool:?} uses {c}, never created or attached ({created:?})\n{text}"
                );
                used += 1;
            }
            // A Foundry resource is created before its deployments and its private endpoint.
            if tool == Tool::Cli {
                for key in [
                    "az cognitiveservices account deployment create -n ",
                    "az cognitiveservices account show \\\n    -n ",
                ] {
                    for a in after(&text, key) {
                        let create = format!("az cognitiveservices account create -n {a} ");
                        let made = text.find(&create);
                        let at = text.find(&format!("{key}{a}"));
                        assert!(made.is_some() && made < at, "{case}: {a}\n{text}");
                        accounts += 1;
                    }
                }
            }
        }
    });
    assert!(used > 1_000, "{used}");
    assert!(accounts > 100, "{accounts}");
}

/// Every command job runs on the nodes priced, one PyTorch process per GPU where a node has
/// several or there are several nodes, in every tool; a cluster it runs on has room for them.
#[test]
fn every_job_runs_on_the_nodes_priced_with_a_process_per_gpu() {
    let mut checked = std::collections::BTreeMap::new();
    let jobs = [
        Target::ComputeCluster,
        Target::Serverless,
        Target::Kubernetes,
    ];
    for_every_plan(&jobs, |case, _, u, plan| {
        let t = plan.target;
        let several = u.vm.gpus > 1 || (u.vm.gpus > 0 && u.nodes > 1);
        for tool in [Tool::Cli, Tool::Yaml] {
            let files = files_of(plan, tool);
            let cluster = file_of(plan, tool, "cluster.yml");
            for (name, yaml) in &files {
                if !yaml.contains("commandJob.schema.json") {
                    continue;
                }
                let v: Value = serde_yaml::from_str(yaml).unwrap();
                assert_eq!(
                    int(&v, "resources.instance_count"),
                    u64::from(u.nodes),
                    "{case}: {tool:?} {name}"
                );
                if several {
                    assert_eq!(string(&v, "distribution.type"), "pytorch", "{case}");
                    assert_eq!(
                        int(&v, "distribution.process_count_per_instance"),
                        u64::from(u.vm.gpus),
                        "{case}: {tool:?} {name}"
                    );
                } else {
                    assert!(get(&v, "distribution").is_none(), "{case}: {tool:?} {name}");
                }
                if let Some(c) = &cluster {
                    assert!(int(c, "max_instances") >= u64::from(u.nodes), "{case}");
                    assert_eq!(
                        string(&v, "compute"),
                        format!("azureml:{}", string(c, "name")),
                        "{case}"
                    );
                }
                *checked.entry((t.slug(), several)).or_insert(0) += 1;
            }
        }
        let py = plan.text(Tool::Python);
        if let Some(job) = python_job(&py) {
            // Fine-tuning from the catalog on your cluster passes no count of its own.
            if u.llm.is_none() || t == Target::Kubernetes {
                assert_eq!(
                    number_after(job, "instance_count="),
                    Some(u64::from(u.nodes)),
                    "{case}\n{job}"
                );
                assert_eq!(
                    number_after(job, "\"process_count_per_instance\": "),
                    several.then_some(u64::from(u.vm.gpus)),
                    "{case}\n{job}"
                );
                if let Some(max) = number_after(&py, "max_instances=") {
                    assert!(max >= u64::from(u.nodes), "{case}");
                }
            }
        }
    });
    for t in [
        Target::ComputeCluster,
        Target::Serverless,
        Target::Kubernetes,
    ] {
        for several in [false, true] {
            assert!(
                checked.get(&(t.slug(), several)).is_some_and(|n| *n > 0),
                "{t:?} {several}: {checked:?}"
            );
        }
    }
}

/// Compute instances are one a person: every tool creates one for each of the people, each
/// assigned to its person (the create reference's --user-tenant-id and --user-object-id, YAML
/// create_on_behalf_of, and the SDK's create_on_behalf_of).
#[test]
fn one_compute_instance_per_person_each_for_that_person() {
    let mut teams = 0;
    let mut alone = 0;
    for_every_plan(&[Target::ComputeInstance], |case, _, u, plan| {
        let c = Names::for_target(Target::ComputeInstance).compute;
        let people = u.people;
        let [cli, yaml, py] = [Tool::Cli, Tool::Yaml, Tool::Python].map(|t| plan.text(t));
        for tool in [Tool::Cli, Tool::Yaml] {
            let v = file_of(plan, tool, "instance.yml").expect("instance.yml");
            let assigned = get(&v, "create_on_behalf_of");
            assert_eq!(assigned.is_some(), people > 1, "{case}");
            if people > 1 {
                assert_eq!(string(&v, "name"), format!("{c}-1"), "{case}");
                for k in ["user_tenant_id", "user_object_id"] {
                    assert!(assigned.and_then(|a| a.get(k)).is_some(), "{case}: {k}");
                }
            }
        }
        if people > 1 {
            teams += 1;
            for (text, what) in [
                (&cli, format!("for n in $(seq 1 {people}); do\n")),
                (&cli, format!("--name {c}-$n \\\n")),
                (&cli, "--user-tenant-id '<tenant-id>' --user-object-id \"$(sed -n \"$n\"p users.txt)\"".into()),
                (&yaml, format!("# Person 1 of {people}: for person n, name {c}-n and user_object_id")),
                (&py, format!("for n in range(1, {people} + 1):\n")),
                (&py, "name=\"dev-instance\" + \"-\" + str(n),".into()),
                (&py, "create_on_behalf_of=AssignedUserConfiguration(\n            user_tenant_id=\"<tenant-id>\", user_object_id=object_ids[n - 1]\n        )".into()),
            ] {
                assert!(text.contains(&what), "{case}: {what}\n{text}");
            }
            assert_eq!(
                cli.matches("az ml compute create -f instance.yml --name")
                    .count(),
                1,
                "{case}: in the loop"
            );
        } else {
            alone += 1;
            for t in [&cli, &yaml, &py] {
                assert!(
                    !t.contains("create_on_behalf_of") || t.contains("# "),
                    "{case}"
                );
                assert!(!t.contains("user_object_id"), "{case}");
            }
        }
    });
    assert!(teams > 20 && alone > 20, "{teams} {alone}");
}

/// A private network: every tool closes what it creates, last. The workspace's private endpoint
/// (amlworkspace) and its two DNS zones, then public access off, and its managed network first
/// where the target runs in one; a Foundry resource's private endpoint (account) and the three
/// zones Microsoft names for it, linked and grouped; a hub-based project's hub. The CLI runs
/// them; the YAML and the Python, which cannot create private endpoints, carry the same lines as
/// comments and say so, and set what they can (the workspace YAML's and SDK's public access).
/// Without a private network, none of it.
#[test]
fn a_private_network_closes_what_each_tool_creates() {
    use aml_compute_advisor::advisor::answers::Network;
    use aml_compute_advisor::advisor::requirements::network;
    let mut seen = [0; 4];
    let foundry_zones = [
        "privatelink.cognitiveservices.azure.com",
        "privatelink.openai.azure.com",
        "privatelink.services.ai.azure.com",
    ];
    let workspace_zones = [
        "privatelink.api.azureml.ms",
        "privatelink.notebooks.azure.net",
    ];
    for_every_plan(&[], |case, s, _, plan| {
        let t = plan.target;
        if s.network != Network::Private {
            seen[0] += 1;
            // Without one, a sample suffices: nothing private is written on any route.
            if seen[0] % 5 != 0 {
                return;
            }
            for tool in Tool::ALL {
                let text = plan.text(tool);
                assert!(!text.contains("private-endpoint"), "{case}: {tool:?}");
                assert!(!text.contains("privatelink."), "{case}: {tool:?}");
            }
            return;
        }
        let texts = Tool::ALL.map(|tool| (tool, plan.text(tool)));
        if matches!(t, Target::Local | Target::AttachedDatabricks) {
            return;
        }
        let cli = &texts[0].1;
        let hub = t.is_foundry() && cli.contains("-n '<hub>'");
        let (group, zones): (&str, &[&str]) = if t.is_foundry() && !hub {
            ("--group-id account", &foundry_zones)
        } else {
            ("--group-id amlworkspace", &workspace_zones)
        };
        for (tool, text) in &texts {
            // The CLI runs the lines; the other tools carry them as comments, and say why.
            let prefix = if *tool == Tool::Cli { "" } else { "# " };
            let has = |what: &str| assert!(text.contains(what), "{case}: {tool:?} {what}\n{text}");
            has(&format!("\n{prefix}az network private-endpoint create "));
            has(group);
            // Each zone created and linked (the loop over them), and in the endpoint's group;
            // zones and links kept where they exist (a plan's other resources in the network
            // share them).
            let kept = "    || ";
            let create = format!(
                "{prefix}{kept}az network private-dns zone create -g '<resource-group>' -n $zone"
            );
            has(&create);
            has(&format!(
                "{prefix}{kept}az network private-dns link vnet create "
            ));
            let at = text.find(&create).unwrap();
            let from = text[..at].rfind("for zone in ").unwrap() + "for zone in ".len();
            let created: Vec<&str> = text[from..at]
                .split_once("; do")
                .unwrap()
                .0
                .split_whitespace()
                .filter(|w| !matches!(*w, "\\" | "#"))
                .collect();
            assert_eq!(created, zones, "{case}: {tool:?}");
            let group_at = text
                .find(&format!(
                    "{prefix}az network private-endpoint dns-zone-group create "
                ))
                .unwrap_or_else(|| panic!("{case}: {tool:?} no zone group"));
            for z in zones {
                assert!(text[group_at..].contains(z), "{case}: {tool:?} {z}");
            }
            match tool {
                Tool::Cli => {}
                Tool::Yaml => has("YAML can't"),
                Tool::Python => assert!(
                    text.contains("azure-ai-ml doesn't create")
                        || text.contains("this code doesn't set"),
                    "{case}"
                ),
            }
        }
        // Public access off, after the endpoint, in every tool.
        let [(_, cli), (_, yaml), (_, py)] = &texts;
        let endpoint = cli.find("az network private-endpoint create").unwrap();
        let off = if t.is_foundry() && !hub {
            "properties.publicNetworkAccess=Disabled"
        } else {
            "--set public_network_access=Disabled"
        };
        assert!(cli.find(off).is_some_and(|o| o > endpoint), "{case}");
        if t.is_foundry() && !hub {
            seen[2] += 1;
            assert!(yaml.contains(off) && py.contains(off), "{case}");
        } else {
            let ws = if hub { "<hub>" } else { "<workspace>" };
            let py_off = format!(
                "ws = ml_client.workspaces.get(\"{ws}\")\nws.public_network_access = \"Disabled\""
            );
            assert!(
                py.rfind(&py_off)
                    .is_some_and(|o| o > py.find("# az network private-endpoint create").unwrap()),
                "{case}\n{py}"
            );
            if hub {
                seen[3] += 1;
                assert!(
                    yaml.contains(&format!("# {off}")) || yaml.contains(off),
                    "{case}"
                );
            } else {
                seen[1] += 1;
                let v = file_of(plan, Tool::Yaml, "workspace-private.yml")
                    .expect("workspace-private.yml");
                assert_eq!(string(&v, "public_network_access"), "disabled", "{case}");
                // The managed network first, where the target runs in one.
                let managed = network::in_managed_network(t);
                assert_eq!(
                    cli.contains("--managed-network allow_internet_outbound")
                        || cli.contains("isolation_mode: allow_internet_outbound"),
                    managed,
                    "{case}"
                );
                assert_eq!(
                    py.contains("IsolationMode.ALLOW_INTERNET_OUTBOUND"),
                    managed,
                    "{case}"
                );
                let first = file_of(plan, Tool::Yaml, "workspace.yml");
                assert_eq!(
                    first
                        .as_ref()
                        .and_then(|v| get(v, "managed_network.isolation_mode"))
                        .and_then(Value::as_str),
                    managed.then_some("allow_internet_outbound"),
                    "{case}"
                );
            }
        }
    });
    assert!(seen.iter().all(|n| *n > 0), "{seen:?}");
}
