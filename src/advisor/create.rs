//! What "create it" means for each target, as ready-to-run snippets for the Azure CLI (ml
//! extension v2), YAML files for `--file`, and the Python SDK v2 (`azure-ai-ml`).
//!
//! Every value comes from the usage profile ([`Input`]), every field and command from
//! `shared/reference/azure-ml-create.md`; what that reference could not verify is said in a
//! [`Caveat`] next to the snippet. Snippets are built from short templates because this module is
//! compiled into the page, whose size is budgeted: no tables of repeated text, no float formatting.

use super::catalog::Target;
use super::cost::{self, Priority, Usage};
use super::prices;

const LEARN: &str = "https://learn.microsoft.com/azure/machine-learning/";
const SCHEMA: &str = "https://azuremlschemas.azureedge.net/latest/";
/// Name of the deployment made under an online endpoint, as in Microsoft's examples.
pub const ONLINE_DEPLOYMENT: &str = "blue";
pub const BATCH_DEPLOYMENT: &str = "batch-dpl";
/// The Spark runtime to ask for: 3.3 is out of support since 31 March 2025.
pub const SPARK_RUNTIME: &str = "3.4";
/// The instance types serverless Spark accepts (compared in lower case).
pub const SPARK_SIZES: [&str; 5] = [
    "standard_e4s_v3",
    "standard_e8s_v3",
    "standard_e16s_v3",
    "standard_e32s_v3",
    "standard_e64s_v3",
];

/// The values a snippet needs, taken from a resolved [`Usage`]. Kept small so that the cost
/// model can change without touching the snippets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Input {
    /// ARM VM size, e.g. `Standard_DS3_v2`.
    pub vm: &'static str,
    pub vcpus: u16,
    /// The Azure region the prices are for.
    pub region: &'static str,
    /// Maximum nodes of a cluster, nodes of a job.
    pub nodes: u16,
    pub min_nodes: u16,
    pub priority: Priority,
    /// Compute instance idle shutdown in minutes; 0 is off.
    pub idle_minutes: u16,
    /// Online deployment instances.
    pub instances: u16,
    /// Compute cluster idle time before scale-down, in seconds.
    pub scale_down_seconds: u32,
}

impl Input {
    pub fn from_usage(u: &Usage) -> Input {
        Input {
            vm: u.vm.name,
            vcpus: u.vm.vcpus,
            region: prices::regions().get(u.region).copied().unwrap_or(""),
            nodes: u.nodes,
            min_nodes: u.min_nodes.min(u.nodes),
            priority: u.priority,
            idle_minutes: u.idle_minutes,
            instances: u.instances,
            scale_down_seconds: cost::SCALE_DOWN_SECONDS as u32,
        }
    }

    fn low(&self) -> bool {
        self.priority == Priority::LowPriority
    }
}

/// The names the person chooses once. Subscription, resource group and workspace default to
/// `<placeholders>` they must replace; compute and endpoint names default to valid names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Names {
    pub subscription: String,
    pub resource_group: String,
    pub workspace: String,
    /// The compute to create or attach (cluster of a batch deployment, Kubernetes compute of a
    /// Kubernetes endpoint); empty where the target has none.
    pub compute: String,
    /// The endpoint name for online and batch endpoints; empty otherwise.
    pub endpoint: String,
}

impl Names {
    /// Placeholders for what only the person knows, and a suggested name for the rest.
    pub fn for_target(t: Target) -> Names {
        let (compute, endpoint) = uses(t);
        let compute = match t {
            _ if !compute => "",
            Target::ComputeInstance => "dev-instance",
            Target::BatchEndpoint => "batch-cluster",
            Target::Kubernetes | Target::KubernetesOnlineEndpoint => "k8s-compute",
            Target::AttachedVm => "vm-compute",
            Target::AttachedSynapse => "synapse-pool",
            _ => "train-cluster",
        };
        Names {
            subscription: "<subscription-id>".into(),
            resource_group: "<resource-group>".into(),
            workspace: "<workspace>".into(),
            compute: compute.into(),
            endpoint: if endpoint { "my-endpoint" } else { "" }.into(),
        }
    }
}

/// Whether a target's snippets use (a compute name, an endpoint name).
pub fn uses(t: Target) -> (bool, bool) {
    use Target::*;
    match t {
        ComputeInstance | ComputeCluster | Kubernetes | AttachedVm | AttachedSynapse => {
            (true, false)
        }
        ManagedOnlineEndpoint => (false, true),
        KubernetesOnlineEndpoint | BatchEndpoint => (true, true),
        Local | Serverless | ServerlessSpark | AttachedDatabricks => (false, false),
    }
}

/// Which name a [`NameIssue`] is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameField {
    Subscription,
    ResourceGroup,
    Workspace,
    Compute,
    Endpoint,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NameIssue {
    pub field: NameField,
    pub text: &'static str,
}

/// `<like-this>`: a value the person still has to fill in.
pub fn is_placeholder(v: &str) -> bool {
    v.starts_with('<') && v.ends_with('>')
}

/// Compute instance and cluster names: 3 to 24 letters, digits and `-`, starting with a letter,
/// every `-` followed later by a letter (how-to-create-compute-instance). The same rule is assumed
/// for attached computes, whose rules are not documented.
pub fn compute_name_problem(v: &str) -> Option<&'static str> {
    let b = v.as_bytes();
    if !(3..=24).contains(&b.len()) {
        return Some("A compute name has 3 to 24 characters.");
    }
    if !b.iter().all(|c| c.is_ascii_alphanumeric() || *c == b'-') {
        return Some("A compute name has only letters, digits and -.");
    }
    if !b[0].is_ascii_alphabetic() {
        return Some("A compute name starts with a letter.");
    }
    let last_dash = b.iter().rposition(|c| *c == b'-');
    if last_dash.is_some_and(|i| !b[i..].iter().any(u8::is_ascii_alphabetic)) {
        return Some("In a compute name, a - must be followed by a letter somewhere after it.");
    }
    None
}

/// Endpoint and deployment names: 3 to 32 letters, digits and single dashes, starting with a
/// letter and ending with a letter or digit (how-to-manage-quotas; the SDK's check).
pub fn endpoint_name_problem(v: &str) -> Option<&'static str> {
    let b = v.as_bytes();
    if !(3..=32).contains(&b.len()) {
        return Some("An endpoint name has 3 to 32 characters.");
    }
    if !b.iter().all(|c| c.is_ascii_alphanumeric() || *c == b'-') || v.contains("--") {
        return Some("An endpoint name has only letters, digits and single dashes.");
    }
    if !b[0].is_ascii_alphabetic() || !b[b.len() - 1].is_ascii_alphanumeric() {
        return Some("An endpoint name starts with a letter and ends with a letter or digit.");
    }
    None
}

/// What is wrong or still to fill in the names a target's snippets use. Subscription, resource
/// group and workspace are only checked for being filled: their rules are not in the reference,
/// and the snippets quote them safely whatever they hold.
pub fn check_names(t: Target, n: &Names) -> Vec<NameIssue> {
    let mut out = Vec::new();
    if matches!(t, Target::Local | Target::AttachedDatabricks) {
        return out;
    }
    let (compute, endpoint) = uses(t);
    let subscription = [(NameField::Subscription, &n.subscription)];
    let fields = [
        (NameField::ResourceGroup, &n.resource_group),
        (NameField::Workspace, &n.workspace),
    ];
    for (field, v) in subscription.into_iter().chain(fields) {
        if v.trim().is_empty() {
            out.push(NameIssue {
                field,
                text: "Required.",
            });
        } else if is_placeholder(v) {
            out.push(NameIssue {
                field,
                text: "Replace the placeholder with your own.",
            });
        }
    }
    if compute {
        if let Some(text) = compute_name_problem(&n.compute) {
            out.push(NameIssue {
                field: NameField::Compute,
                text,
            });
        }
    }
    if endpoint {
        if let Some(text) = endpoint_name_problem(&n.endpoint) {
            out.push(NameIssue {
                field: NameField::Endpoint,
                text,
            });
        } else if t == Target::KubernetesOnlineEndpoint
            && !(6..=62).contains(&(n.endpoint.len() + ONLINE_DEPLOYMENT.len()))
        {
            out.push(NameIssue {
                field: NameField::Endpoint,
                text: "On Kubernetes, endpoint and deployment names total 6 to 62 characters.",
            });
        }
    }
    out
}

/// The tools a snippet is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tool {
    Cli,
    Yaml,
    Python,
}

impl Tool {
    pub const ALL: [Tool; 3] = [Tool::Cli, Tool::Yaml, Tool::Python];

    pub fn slug(self) -> &'static str {
        match self {
            Tool::Cli => "cli",
            Tool::Yaml => "yaml",
            Tool::Python => "python",
        }
    }

    pub fn from_slug(s: &str) -> Option<Tool> {
        Tool::ALL.into_iter().find(|t| t.slug() == s)
    }

    pub fn label(self) -> &'static str {
        match self {
            Tool::Cli => "Azure CLI (ml v2)",
            Tool::Yaml => "YAML",
            Tool::Python => "Python SDK v2",
        }
    }
}

/// A warning or an admission next to a snippet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Caveat {
    pub text: String,
    /// The reference could not confirm this; the snippet says so rather than guess.
    pub unverified: bool,
}

fn note(text: impl Into<String>) -> Caveat {
    Caveat {
        text: text.into(),
        unverified: false,
    }
}

fn unverified(text: &str) -> Caveat {
    Caveat {
        text: text.into(),
        unverified: true,
    }
}

/// One piece of code to copy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snippet {
    pub tool: Tool,
    /// The file name a YAML snippet is written to (and that the CLI snippet reads).
    pub file: Option<&'static str>,
    pub code: String,
    /// The documentation page the snippet follows.
    pub url: String,
    /// Caveats for this tool only.
    pub notes: Vec<Caveat>,
}

/// What creating a target takes, for every tool.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    pub target: Target,
    /// What "create" means for this target, as a sentence.
    pub summary: &'static str,
    /// Caveats for every tool.
    pub notes: Vec<Caveat>,
    /// Empty when there is nothing to create.
    pub snippets: Vec<Snippet>,
    /// The page the plan follows (also when there is nothing to create).
    pub url: String,
}

impl Plan {
    pub fn for_tool(&self, tool: Tool) -> impl Iterator<Item = &Snippet> + '_ {
        self.snippets.iter().filter(move |s| s.tool == tool)
    }

    /// The snippets of one tool as one text, with the summary, caveats and pages as `#` comments,
    /// so that the whole text is still valid shell, YAML or Python.
    pub fn text(&self, tool: Tool) -> String {
        let mut out = format!("# {}\n# {}\n", self.target.name(), self.summary);
        let comment = |out: &mut String, c: &Caveat| {
            let tag = if c.unverified { "Unverified: " } else { "" };
            out.push_str(&format!("# {tag}{}\n", c.text));
        };
        self.notes.iter().for_each(|c| comment(&mut out, c));
        let mut any = false;
        for s in self.for_tool(tool) {
            any = true;
            out.push('\n');
            if let Some(f) = s.file {
                out.push_str(&format!("# file: {f}\n"));
            }
            s.notes.iter().for_each(|c| comment(&mut out, c));
            out.push_str(&format!("# {}\n{}", s.url, s.code));
        }
        if !any {
            out.push_str(&format!("# {}\n", self.url));
        }
        out
    }
}

/// A word for the shell: as it is when safe, else single-quoted.
fn sh(v: &str) -> String {
    let safe = |c: char| c.is_ascii_alphanumeric() || "_./:@%+=,-".contains(c);
    if !v.is_empty() && v.chars().all(safe) {
        v.into()
    } else {
        format!("'{}'", v.replace('\'', r"'\''"))
    }
}

/// A YAML scalar: plain when unambiguous, else double-quoted.
fn yq(v: &str) -> String {
    let plain = v.starts_with(|c: char| c.is_ascii_alphabetic() || c == '/' || c == '.')
        && v.chars()
            .all(|c| c.is_ascii_alphanumeric() || "_./:-".contains(c))
        && !matches!(
            v.to_ascii_lowercase().as_str(),
            "true" | "false" | "null" | "yes" | "no" | "on" | "off" | "y" | "n"
        );
    if plain {
        v.into()
    } else {
        py(v)
    }
}

/// A double-quoted string for Python (and YAML, whose double-quoted escapes agree for these).
fn py(v: &str) -> String {
    let mut s = String::from('"');
    for c in v.chars().filter(|c| !c.is_control()) {
        if c == '"' || c == '\\' {
            s.push('\\');
        }
        s.push(c);
    }
    s.push('"');
    s
}

/// Model, scoring code and environment of a deployment: the person's own files, laid out as in
/// Microsoft's examples.
const ARTIFACTS_YAML: &str = "model:\n  path: ./model/\ncode_configuration:\n  code: ./code/\n  scoring_script: {script}\nenvironment:\n  conda_file: ./environment/conda.yaml\n  image: mcr.microsoft.com/azureml/openmpi4.1.0-ubuntu22.04:latest\n";
const ARTIFACTS_PY: &str = "    model=Model(path=\"./model/\"),\n    code_configuration=CodeConfiguration(code=\"./code/\", scoring_script=\"{script}\"),\n    environment=Environment(conda_file=\"./environment/conda.yaml\", image=\"mcr.microsoft.com/azureml/openmpi4.1.0-ubuntu22.04:latest\"),\n";
const ARTIFACTS_NOTE: &str = "Replace ./model/, ./code/ and the environment with your model, scoring script and environment.";

fn artifacts(template: &str, script: &str) -> String {
    template.replace("{script}", script)
}

/// A YAML file of a plan.
struct File {
    name: &'static str,
    yaml: String,
}

/// Builds the snippets of one target.
struct Builder<'a> {
    i: &'a Input,
    n: &'a Names,
    files: Vec<File>,
    cli: Vec<String>,
    python: String,
    entities: Vec<&'static str>,
    ml_imports: &'static str,
}

impl Builder<'_> {
    /// `-g RG -w WS`, appended to every `az ml` command.
    fn gw(&self) -> String {
        format!(
            " -g {} -w {}",
            sh(&self.n.resource_group),
            sh(&self.n.workspace)
        )
    }

    /// Adds a YAML file; `in_cli`: the CLI snippet writes it (a heredoc) for the command after it.
    fn file(&mut self, name: &'static str, schema: Option<&str>, body: String, in_cli: bool) {
        let head = schema.map_or(String::new(), |s| {
            format!("$schema: {SCHEMA}{s}.schema.json\n")
        });
        let yaml = head + &body;
        if in_cli {
            self.cli.push(format!("cat > {name} <<'EOF'\n{yaml}EOF\n"));
        }
        self.files.push(File { name, yaml });
    }

    fn az(&mut self, cmd: String) {
        let gw = self.gw();
        self.cli.push(format!("az ml {cmd}{gw}\n"));
    }

    fn cluster(&mut self) {
        let i = self.i;
        let name = &self.n.compute;
        let tier = if i.low() { "low_priority" } else { "dedicated" };
        let (min, max, idle) = (i.min_nodes, i.nodes, i.scale_down_seconds);
        self.file(
            "cluster.yml",
            Some("amlCompute"),
            format!(
                "name: {}\ntype: amlcompute\nsize: {}\nmin_instances: {min}\nmax_instances: {max}\nidle_time_before_scale_down: {idle}\ntier: {tier}\n",
                yq(name),
                yq(i.vm)
            ),
            false,
        );
        self.az(format!(
            "compute create --name {} --type amlcompute \\\n  --size {} --min-instances {min} --max-instances {max} \\\n  --idle-time-before-scale-down {idle} --tier {tier} \\\n ",
            sh(name),
            sh(i.vm)
        ));
        self.entities.push("AmlCompute");
        self.python += &format!(
            "cluster = AmlCompute(\n    name={},\n    size={},\n    min_instances={min},\n    max_instances={max},\n    idle_time_before_scale_down={idle},\n    tier=\"{tier}\",\n)\nml_client.begin_create_or_update(cluster).result()\n",
            py(name),
            py(i.vm)
        );
    }

    /// `/subscriptions/<sub>/resourceGroups/<rg>/providers/{provider}`.
    fn resource_id(&self, provider: &str) -> String {
        format!(
            "/subscriptions/{}/resourceGroups/{}/providers/{provider}",
            self.n.subscription, self.n.resource_group
        )
    }

    fn finish(self, target: Target, summary: &'static str, notes: Vec<Caveat>) -> Plan {
        let (cli_page, yaml_page, py_page) = pages(target);
        let url = |p: &str| format!("{LEARN}{p}");
        let mut snippets = Vec::new();
        snippets.push(Snippet {
            tool: Tool::Cli,
            file: None,
            code: self.cli.concat(),
            url: url(cli_page),
            notes: Vec::new(),
        });
        for f in self.files {
            snippets.push(Snippet {
                tool: Tool::Yaml,
                file: Some(f.name),
                code: f.yaml,
                url: url(yaml_page),
                notes: Vec::new(),
            });
        }
        let mut entities = self.entities;
        entities.sort_unstable();
        entities.dedup();
        let n = self.n;
        let head = format!(
            "# pip install azure-ai-ml azure-identity\nfrom azure.ai.ml import MLClient{}\n{}from azure.identity import DefaultAzureCredential\n\nml_client = MLClient(\n    DefaultAzureCredential(),\n    {},\n    {},\n    {},\n)\n",
            self.ml_imports,
            if entities.is_empty() {
                String::new()
            } else {
                format!("from azure.ai.ml.entities import {}\n", entities.join(", "))
            },
            py(&n.subscription),
            py(&n.resource_group),
            py(&n.workspace)
        );
        snippets.push(Snippet {
            tool: Tool::Python,
            file: None,
            code: head + &self.python,
            url: url(py_page),
            notes: Vec::new(),
        });
        Plan {
            target,
            summary,
            notes,
            snippets,
            url: url(cli_page),
        }
    }
}

/// The pages the CLI, YAML and Python snippets of a target follow (under learn.../machine-learning/).
fn pages(t: Target) -> (&'static str, &'static str, &'static str) {
    use Target::*;
    let (howto, yaml) = match t {
        Local | AttachedDatabricks => ("concept-compute-target#training-compute-targets", ""),
        ComputeInstance => (
            "how-to-create-compute-instance",
            "reference-yaml-compute-instance",
        ),
        ComputeCluster => (
            "how-to-create-attach-compute-cluster",
            "reference-yaml-compute-aml",
        ),
        Serverless => (
            "how-to-use-serverless-compute",
            "reference-yaml-job-command",
        ),
        ServerlessSpark => ("how-to-submit-spark-jobs", ""),
        Kubernetes => (
            "how-to-attach-kubernetes-to-workspace",
            "reference-yaml-compute-kubernetes",
        ),
        AttachedVm => ("reference-yaml-compute-vm", ""),
        AttachedSynapse => ("how-to-manage-synapse-spark-pool", ""),
        ManagedOnlineEndpoint => (
            "how-to-deploy-online-endpoints",
            "reference-yaml-deployment-managed-online",
        ),
        KubernetesOnlineEndpoint => (
            "how-to-deploy-online-endpoints",
            "reference-yaml-deployment-kubernetes-online",
        ),
        BatchEndpoint => (
            "how-to-use-batch-model-deployments",
            "reference-yaml-deployment-batch",
        ),
    };
    let yaml = if yaml.is_empty() { howto } else { yaml };
    (howto, yaml, howto)
}

/// Everything it takes to create (or attach, or use) a target with these values and names.
pub fn plan(t: Target, i: &Input, n: &Names) -> Plan {
    use Target::*;
    let mut b = Builder {
        i,
        n,
        files: Vec::new(),
        cli: Vec::new(),
        python: String::new(),
        entities: Vec::new(),
        ml_imports: "",
    };
    let mut notes = Vec::new();
    let region = format!(
        "Prices were for {}: create it in that region, or price your workspace's region.",
        i.region
    );
    let summary = match t {
        Local => "Nothing to create: local compute is the machine that runs your code.",
        AttachedDatabricks => "Not a compute type in CLI or SDK v2. Databricks can only be attached with SDK v1 (azureml-core), for pipelines, and SDK v1 support ended on 30 June 2026; there is no v2 command to show.",
        ComputeInstance => {
            let (name, vm, idle) = (&n.compute, i.vm, i.idle_minutes);
            let idle_line = if idle > 0 {
                format!("idle_time_before_shutdown_minutes: {idle}\n")
            } else {
                notes.push(note("Idle shutdown is off: the instance bills until you stop it."));
                String::new()
            };
            b.file(
                "instance.yml",
                Some("computeInstance"),
                format!("name: {}\ntype: computeinstance\nsize: {}\n{idle_line}", yq(name), yq(vm)),
                true,
            );
            b.az("compute create -f instance.yml".into());
            b.entities.push("ComputeInstance");
            let idle_arg = if idle > 0 {
                format!(",\n    idle_time_before_shutdown_minutes={idle}")
            } else {
                String::new()
            };
            b.python += &format!(
                "instance = ComputeInstance(\n    name={},\n    size={}{idle_arg},\n)\nml_client.begin_create_or_update(instance).result()\n",
                py(name),
                py(vm)
            );
            notes.push(note("Idle shutdown is in minutes (15 to 4320) and set in YAML: the CLI has no flag for it, and neither CLI nor SDK can change it later."));
            if i.low() {
                notes.push(note("Compute instances have no low-priority tier: this one is dedicated."));
            }
            notes.push(note("The name must be unique in the Azure region."));
            notes.push(note(region));
            "Create a VM for one person, with idle shutdown."
        }
        ComputeCluster => {
            b.cluster();
            notes.push(note("idle_time_before_scale_down is in seconds. Size and tier cannot be changed after creation."));
            notes.push(note(region));
            "Create a cluster that scales between its minimum and maximum nodes."
        }
        Serverless => {
            let tier = if i.low() { "spot" } else { "standard" };
            b.file(
                "job.yml",
                Some("commandJob"),
                format!(
                    "command: echo \"hello world\"\nenvironment:\n  image: library/python:latest\nresources:\n  instance_type: {}\n  instance_count: {}\nqueue_settings:\n  job_tier: {tier}\n",
                    yq(i.vm),
                    i.nodes
                ),
                true,
            );
            b.az("job create -f job.yml".into());
            b.ml_imports = ", command";
            b.entities.push("Environment");
            b.python += &format!(
                "job = command(\n    command='echo \"hello world\"',\n    environment=Environment(image=\"library/python:latest\"),\n    instance_type={},\n    instance_count={},\n    job_tier=\"{tier}\",\n)\nml_client.create_or_update(job)\n",
                py(i.vm),
                i.nodes
            );
            notes.push(note("Replace the command and environment with your own; leaving out compute is what makes the job serverless."));
            if i.low() {
                notes.push(note("Spot jobs can be preempted: make them resumable."));
            }
            "Nothing to create: a job without compute runs on serverless compute; its resources choose the VM, its queue settings the tier."
        }
        ServerlessSpark => {
            let lower = i.vm.to_ascii_lowercase();
            let size = SPARK_SIZES
                .into_iter()
                .find(|s| *s == lower)
                .unwrap_or(SPARK_SIZES[0]);
            if size != lower {
                notes.push(note(format!(
                    "{} is not a serverless Spark size; the allowed ones are Standard_E4s_v3 to Standard_E64s_v3, so this uses {size}.",
                    i.vm
                )));
            }
            let nodes = i.nodes;
            b.file(
                "spark-job.yml",
                Some("sparkJob"),
                format!(
                    "type: spark\ncode: ./src\nentry:\n  file: main.py\nconf:\n  spark.executor.instances: {nodes}\nresources:\n  instance_type: {size}\n  runtime_version: \"{SPARK_RUNTIME}\"\n"
                ),
                true,
            );
            b.az("job create -f spark-job.yml".into());
            b.ml_imports = ", spark";
            b.python += &format!(
                "job = spark(\n    code=\"./src\",\n    entry={{\"file\": \"main.py\"}},\n    executor_instances={nodes},\n    resources={{\"instance_type\": \"{size}\", \"runtime_version\": \"{SPARK_RUNTIME}\"}},\n)\nml_client.jobs.create_or_update(job)\n"
            );
            notes.push(note("Replace ./src and main.py with your Spark code. Runtime 3.3 is out of support, so this asks for 3.4."));
            notes.push(unverified("whether serverless Spark also needs driver and executor cores and memory in conf; add them if the job is refused."));
            if i.low() {
                notes.push(unverified("serverless Spark documents no Spot or low-priority option; this job runs at the standard price."));
            }
            "Nothing to create: a Spark job with resources runs on serverless Spark."
        }
        Kubernetes => {
            let id = b.resource_id("Microsoft.ContainerService/managedClusters/<aks-cluster>");
            b.file(
                "kubernetes.yml",
                Some("kubernetesCompute"),
                format!(
                    "name: {}\ntype: kubernetes\nresource_id: {}\nnamespace: default\nidentity:\n  type: system_assigned\n",
                    yq(&n.compute),
                    yq(&id)
                ),
                false,
            );
            b.az(format!(
                "compute attach --type Kubernetes --name {} \\\n  --resource-id {} \\\n  --identity-type SystemAssigned --namespace default \\\n ",
                sh(&n.compute),
                sh(&id)
            ));
            b.entities.extend(["IdentityConfiguration", "KubernetesCompute"]);
            b.python += &format!(
                "k8s = KubernetesCompute(\n    name={},\n    resource_id={},\n    namespace=\"default\",\n    identity=IdentityConfiguration(type=\"SystemAssigned\"),\n)\nml_client.begin_create_or_update(k8s).result()\n",
                py(&n.compute),
                py(&id)
            );
            notes.push(note("Fill in <aks-cluster>. For Azure Arc, the id ends in Microsoft.Kubernetes/connectedClusters/<cluster>."));
            notes.push(note("Install the Azure ML extension on the cluster and create the namespace first."));
            notes.push(note(
                "Node size and count are the cluster's own: Azure ML sets no VM size here.",
            ));
            notes.push(unverified("name rules for attached computes; the compute instance rule (3 to 24 characters) is assumed."));
            "Attach a Kubernetes cluster you run (AKS, or Azure Arc)."
        }
        AttachedVm => {
            let id = b.resource_id("Microsoft.Compute/virtualMachines/<vm-name>");
            b.file(
                "vm.yml",
                Some("vmCompute"),
                format!(
                    "name: {}\ntype: virtualmachine\nresource_id: {}\nssh_settings:\n  admin_username: <admin-username>\n  ssh_private_key_file: <path-to-private-key>\n",
                    yq(&n.compute),
                    yq(&id)
                ),
                false,
            );
            b.az(format!(
                "compute attach --type virtualmachine --name {} \\\n  --resource-id {} \\\n  --admin-username '<admin-username>' --ssh-private-key-file '<path-to-private-key>' \\\n ",
                sh(&n.compute),
                sh(&id)
            ));
            b.entities.extend(["VirtualMachineCompute", "VirtualMachineSshSettings"]);
            b.python += &format!(
                "vm = VirtualMachineCompute(\n    name={},\n    resource_id={},\n    ssh_settings=VirtualMachineSshSettings(\n        admin_username=\"<admin-username>\",\n        ssh_private_key_file=\"<path-to-private-key>\",\n    ),\n)\nml_client.begin_create_or_update(vm).result()\n",
                py(&n.compute),
                py(&id)
            );
            notes.push(note("Fill in <vm-name>, <admin-username> and <path-to-private-key> (or use an admin password instead of the key)."));
            notes.push(note(format!("The VM keeps its own size (priced as {}).", i.vm)));
            notes.push(unverified("name rules for attached computes; the compute instance rule (3 to 24 characters) is assumed."));
            "Attach a VM you run, over SSH."
        }
        AttachedSynapse => {
            let id = b.resource_id(
                "Microsoft.Synapse/workspaces/<synapse-workspace>/bigDataPools/<spark-pool>",
            );
            b.file(
                "synapse.yml",
                None,
                format!(
                    "name: {}\ntype: synapsespark\nresource_id: {}\nidentity:\n  type: system_assigned\n",
                    yq(&n.compute),
                    yq(&id)
                ),
                true,
            );
            b.az("compute attach -f synapse.yml".into());
            b.entities.extend(["IdentityConfiguration", "SynapseSparkCompute"]);
            b.python += &format!(
                "pool = SynapseSparkCompute(\n    name={},\n    resource_id={},\n    identity=IdentityConfiguration(type=\"SystemAssigned\"),\n)\nml_client.begin_create_or_update(pool).result()\n",
                py(&n.compute),
                py(&id)
            );
            notes.push(note("Fill in <synapse-workspace> and <spark-pool>. Pool size and autoscale are set in Synapse, not here."));
            notes.push(unverified("no $schema URL for this YAML appears in any official example, so the line is left out."));
            notes.push(unverified("name rules for attached computes; the compute instance rule (3 to 24 characters) is assumed."));
            "Attach a Synapse Spark pool you run."
        }
        ManagedOnlineEndpoint | KubernetesOnlineEndpoint => {
            let k8s = t == KubernetesOnlineEndpoint;
            let (ep, count) = (&n.endpoint, i.instances);
            let compute_line = if k8s {
                format!("compute: {}\n", yq(&format!("azureml:{}", n.compute)))
            } else {
                String::new()
            };
            let schema = |s: &'static str| if k8s { "kubernetes" } else { "managed" }.to_string() + s;
            b.file(
                "endpoint.yml",
                Some(&schema("OnlineEndpoint")),
                format!("name: {}\n{compute_line}auth_mode: key\n", yq(ep)),
                true,
            );
            b.az("online-endpoint create -f endpoint.yml".into());
            let (kind, size) = if k8s {
                ("type: kubernetes\n".to_string(), "scale_settings:\n  type: default\n".to_string())
            } else {
                (String::new(), format!("instance_type: {}\n", yq(i.vm)))
            };
            b.file(
                "deployment.yml",
                Some(&schema("OnlineDeployment")),
                format!(
                    "name: {ONLINE_DEPLOYMENT}\n{kind}endpoint_name: {}\n{}{size}instance_count: {count}\n",
                    yq(ep),
                    artifacts(ARTIFACTS_YAML, "score.py")
                ),
                true,
            );
            b.az(format!(
                "online-deployment create -f deployment.yml \\\n  --endpoint-name {} --all-traffic \\\n ",
                sh(ep)
            ));
            let class = if k8s { "Kubernetes" } else { "Managed" };
            b.entities.extend(["CodeConfiguration", "Environment", "Model"]);
            b.entities.push(if k8s { "KubernetesOnlineEndpoint" } else { "ManagedOnlineEndpoint" });
            b.entities.push(if k8s { "KubernetesOnlineDeployment" } else { "ManagedOnlineDeployment" });
            let compute_arg = if k8s {
                format!("compute={}, ", py(&n.compute))
            } else {
                String::new()
            };
            let type_arg = if k8s {
                String::new()
            } else {
                format!("    instance_type={},\n", py(i.vm))
            };
            b.python += &format!(
                "endpoint = {class}OnlineEndpoint(name={}, {compute_arg}auth_mode=\"key\")\nml_client.online_endpoints.begin_create_or_update(endpoint).result()\ndeployment = {class}OnlineDeployment(\n    name=\"{ONLINE_DEPLOYMENT}\",\n    endpoint_name={},\n{}{type_arg}    instance_count={count},\n)\nml_client.online_deployments.begin_create_or_update(deployment).result()\nendpoint.traffic = {{\"{ONLINE_DEPLOYMENT}\": 100}}\nml_client.online_endpoints.begin_create_or_update(endpoint).result()\n",
                py(ep),
                py(ep),
                artifacts(ARTIFACTS_PY, "score.py")
            );
            notes.push(note(ARTIFACTS_NOTE));
            if k8s {
                notes.push(note(format!(
                    "Attach the cluster as Kubernetes compute {} first. Sizes come from the cluster's instance types (the default one when none is named), not from an Azure VM size.",
                    n.compute
                )));
            } else {
                let quota = (u32::from(count) * 12).div_ceil(10);
                notes.push(note(format!(
                    "Quota: 20% extra is reserved for upgrades, so {count} instances need quota for {quota} ({} vCPUs of {}).",
                    quota * u32::from(i.vcpus),
                    i.vm
                )));
                notes.push(note(region));
            }
            if count < 3 {
                notes.push(note("Microsoft recommends at least 3 instances for high availability."));
            }
            notes.push(note("The endpoint name must be unique in the Azure region."));
            "Create an endpoint, and a deployment that takes all its traffic."
        }
        BatchEndpoint => {
            b.cluster();
            let (ep, cl, count) = (&n.endpoint, &n.compute, i.nodes);
            b.file("endpoint.yml", Some("batchEndpoint"), format!("name: {}\n", yq(ep)), true);
            b.az("batch-endpoint create -f endpoint.yml".into());
            b.file(
                "deployment.yml",
                Some("modelBatchDeployment"),
                format!(
                    "name: {BATCH_DEPLOYMENT}\nendpoint_name: {}\ntype: model\n{}compute: {}\nresources:\n  instance_count: {count}\nsettings:\n  mini_batch_size: 10\n  output_action: append_row\n  output_file_name: predictions.csv\n",
                    yq(ep),
                    artifacts(ARTIFACTS_YAML, "batch_driver.py"),
                    yq(&format!("azureml:{cl}"))
                ),
                true,
            );
            b.az(format!(
                "batch-deployment create -f deployment.yml \\\n  --endpoint-name {} --set-default \\\n ",
                sh(ep)
            ));
            b.entities.extend([
                "BatchEndpoint",
                "CodeConfiguration",
                "Environment",
                "Model",
                "ModelBatchDeployment",
                "ModelBatchDeploymentSettings",
            ]);
            b.python += &format!(
                "endpoint = BatchEndpoint(name={})\nml_client.batch_endpoints.begin_create_or_update(endpoint).result()\ndeployment = ModelBatchDeployment(\n    name=\"{BATCH_DEPLOYMENT}\",\n    endpoint_name={},\n{}    compute={},\n    settings=ModelBatchDeploymentSettings(mini_batch_size=10, instance_count={count}),\n)\nml_client.begin_create_or_update(deployment).result()\nendpoint = ml_client.batch_endpoints.get({})\nendpoint.defaults.deployment_name = deployment.name\nml_client.batch_endpoints.begin_create_or_update(endpoint).result()\n",
                py(ep),
                py(ep),
                artifacts(ARTIFACTS_PY, "batch_driver.py"),
                py(cl),
                py(ep)
            );
            notes.push(note(ARTIFACTS_NOTE));
            notes.push(note("The deployment runs on the cluster, which sets the VM size and tier; each job uses up to its instance count of nodes."));
            notes.push(note("The endpoint name must be unique in the Azure region."));
            notes.push(note(region));
            "Create a cluster, a batch endpoint, and a deployment that runs on the cluster."
        }
    };
    if matches!(t, Local | AttachedDatabricks) {
        let (page, _, _) = pages(t);
        return Plan {
            target: t,
            summary,
            notes,
            snippets: Vec::new(),
            url: format!("{LEARN}{page}"),
        };
    }
    b.finish(t, summary, notes)
}

/// The plan for a usage profile, with suggested names.
pub fn plan_for(t: Target, usage: &Usage) -> Plan {
    plan(t, &Input::from_usage(usage), &Names::for_target(t))
}
